/**
 * mcp-tool-rank as a library: the package's main export. Importing it starts nothing, prints
 * nothing and sets no exit code; each function is one step of `mcp-tool-rank check`.
 *
 * ```ts
 * import { loadManifest, collect, rank, evaluate, renderTerminal } from 'mcp-tool-rank'
 *
 * const manifest = await loadManifest('.github/mcp-tool-rank.yml')
 * const { catalog } = await collect(manifest)                 // starts the servers, lists their tools
 * const top = rank(catalog, 'create issue', { engine: 'codex' }).results
 * const evaluation = evaluate(manifest, catalog)              // every query, every engine
 * process.stdout.write(renderTerminal(evaluation, { manifest: manifest.file }))
 * ```
 */
import { relative, resolve } from 'node:path'
import type { Catalog, ServerListing } from './catalog/types.js'
import { DEFAULT_ENGINES, resolveEngine } from './engines/registry.js'
import type { Deferral, DeferralSettings, SearchResult } from './engines/types.js'
import type { Evaluation, Judge } from './evaluate/types.js'
import type { Finding } from './lint/types.js'
import { DEFAULT_MANIFEST } from './manifest/load.js'
import type { Manifest } from './manifest/types.js'
import type { BaselineMode } from './baseline/obtain.js'
import { runCheck, type CheckRun } from './check/run-check.js'
import { DEFAULT_FAIL_ON, type FailOn } from './gate/verdict.js'
import { collectManifest } from './pipeline.js'
import { makeStyle } from './util/style.js'
import { terminalReport } from './report/terminal.js'
import { buildReview, type Review } from './report/review.js'

export { VERSION } from './version.js'

// The manifest
export { DEFAULT_MANIFEST, loadManifest, parseManifest } from './manifest/load.js'
export { ManifestError, ManifestNotFoundError, type ManifestIssue } from './manifest/errors.js'
export { manifestSchema, SCHEMA_URL } from './manifest/schema.js'
export type { CatalogServerConfig, HttpServerConfig, Manifest, QuerySpec, ServerConfig, StdioServerConfig, ToolRef } from './manifest/types.js'

// Collecting tools
export { buildCatalog } from './catalog/build.js'
export { CollectErrors } from './collect/collect.js'
export { CollectError } from './collect/errors.js'
export type { Catalog, CatalogServer, CatalogTool, RawTool, ServerListing } from './catalog/types.js'

// Engines
export { DEFAULT_ENGINES, EngineNotApplicableError, engineIds, listEngines, resolveEngine, UnknownEngineError } from './engines/registry.js'
export { EngineQueryError, type Contribution, type Deferral, type DeferralSettings, type Engine, type EngineInfo, type PreparedCatalog, type RankedTool, type SearchMode, type SearchResult } from './engines/types.js'

// Evaluation, lint, the base commit
export { evaluate, type EvaluateOptions } from './evaluate/evaluate.js'
export type { Evaluation, EvaluationSummary, ExpectationResult, Judge, QueryEngineResult, QueryResult, QueryStatus } from './evaluate/types.js'
export { loadInflector, phrasingsFor, wordingsOf, type Inflector, type WordingOptions, type WordingResult, type WordingVariant } from './wording/index.js'
export { lintManifest } from './lint/run.js'
export type { Finding, Severity } from './lint/types.js'
export { obtainBaseline, type BaselineMode, type BaselineOptions } from './baseline/obtain.js'
export type { Baseline, BaselineDiff, NoBaseline, RankChange } from './baseline/types.js'
export { verdict, type FailOn, type Verdict } from './gate/verdict.js'
export type { PipelineResult } from './pipeline.js'
export type { CheckRun } from './check/run-check.js'

// The lock file
export { checkLock, lockFromListings, lockToListings, readLock, serializeLock, writeLock, type DriftItem, type LockFile, type LockStatus } from './lock/index.js'

// Reports
export { COMMENT_MAX_LENGTH, renderMarkdown, SUMMARY_MAX_BYTES, type RenderInput, type RenderOptions, type ReportContext } from './report/markdown.js'
export { jsonReport } from './report/json.js'
export { readReport, reviewFromReport } from './report/read.js'
export { buildReview, type Review, type ReviewCell, type ReviewCounts, type ReviewFinding, type ReviewInput, type ReviewRow } from './report/review.js'
export { REPORT_SCHEMA_URL, reportJsonSchema, reportSchema, type Report } from './report/schema.js'
export { sarifReport, type SarifOptions } from './report/sarif.js'

/**
 * Whether the client of `engine` defers the catalog's tools under the users' `settings` (the
 * manifest's `deferral:`), why, and each tool's context cost (docs/engines/deferral.md);
 * undefined for an engine without a deferral rule.
 */
export function deferral(catalog: Catalog, engine: string = DEFAULT_ENGINES[0], settings: DeferralSettings = {}): Deferral | undefined {
  return resolveEngine(engine).deferral?.(catalog, settings)
}

export interface CollectOptions {
  /** Where servers start and relative paths in the manifest resolve (default: the current directory). */
  cwd?: string
  /** The environment `${VAR}` in the manifest reads (default: process.env). Servers get only what their entry names. */
  env?: NodeJS.ProcessEnv
}

/**
 * Starts (or reads) every server of the manifest, lists its tools and stops it again: the
 * listings in manifest order and the catalog the engines rank. Throws CollectErrors naming
 * each server that failed.
 */
export function collect(manifest: Manifest, options: CollectOptions = {}): Promise<{ listings: ServerListing[]; catalog: Catalog }> {
  return collectManifest(manifest, { baseDir: options.cwd ?? process.cwd(), callerEnv: options.env ?? process.env })
}

export interface RankOptions {
  /** An engine id, alias or `family@client-version` (default `claude-code`, the newest generation). */
  engine?: string
  /** The cut line (default: the engine's own). */
  maxResults?: number
}

/**
 * One query, ranked as the client would: what it returns and the full ranking with each
 * term's points. Throws EngineQueryError for a query the client itself rejects. To rank
 * many queries, prepare once: `resolveEngine(id).prepare(catalog)`, then `engine.search`.
 */
export function rank(catalog: Catalog, query: string, options: RankOptions = {}): SearchResult {
  const engine = resolveEngine(options.engine ?? DEFAULT_ENGINES[0])
  return engine.search(engine.prepare(catalog), query, { maxResults: options.maxResults ?? engine.defaultMaxResults })
}

export interface CheckOptions extends CollectOptions {
  /** The manifest (default `.github/mcp-tool-rank.yml`, relative to `cwd`). */
  config?: string
  /** Engine ids that replace the manifest's. */
  engines?: string[]
  /** Also rank this base commit (a ref or a sha) and compare: from its lock file or a worktree (`mode`, default auto), after `setup` there. */
  base?: { ref: string; mode?: BaselineMode; setup?: string }
  /** What fails the verdict (default: missing, regression). */
  failOn?: readonly FailOn[]
  /**
   * With the manifest's `neighbours:`, where the expectations are judged: `alone` (your servers
   * only) or `with-neighbours` (the default); the view word of the CLI's and the action's fail-on.
   */
  judge?: Judge
}

/**
 * What `mcp-tool-rank check` computes, without printing: the evaluation, lint findings, lock
 * drift, the base side when asked, the JSON report, the SARIF log and the verdict.
 */
export function check(options: CheckOptions = {}): Promise<CheckRun> {
  const cwd = options.cwd ?? process.cwd()
  // Reports name the manifest as seen from the current directory, like the CLI's.
  const manifest = relative(process.cwd(), resolve(cwd, options.config ?? DEFAULT_MANIFEST))
  return runCheck({
    config: manifest,
    manifest,
    baseDir: cwd,
    callerEnv: options.env ?? process.env,
    engines: options.engines,
    failOn: options.failOn ?? DEFAULT_FAIL_ON,
    ...(options.judge ? { judge: options.judge } : {}),
    ...(options.base ? { base: { ref: options.base.ref, mode: options.base.mode ?? 'auto', setup: options.base.setup } } : {})
  })
}

export interface TerminalOptions {
  /** The manifest's path, as the report names it. */
  manifest: string
  findings?: readonly Finding[]
  /** ANSI colours (default off). */
  color?: boolean
  /** The width prose lines are wrapped to (default 80). */
  columns?: number
  /** Under each failing expectation, the verified fix and the neighbours ahead (default off). */
  explain?: boolean
}

/** The report `check` prints, as text: of a check's review (`check().review`), or of an evaluation alone. */
export function renderTerminal(input: Evaluation | Review, options: TerminalOptions): string {
  const review = 'rows' in input ? input : buildReview({ manifest: options.manifest, evaluation: input, findings: options.findings ?? [], failOn: DEFAULT_FAIL_ON })
  return terminalReport(review, makeStyle(options.color === true), { columns: options.columns ?? 80, explain: options.explain === true })
}
