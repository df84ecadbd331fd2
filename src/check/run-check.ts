/**
 * One check, as the CLI's `check`, the action and the library's `check()` run it: the
 * pipeline (collect, rank, lint, lock), the base side, and the review built once from both
 * (src/report/review.ts: rows, counts, verdict), with the JSON report and the SARIF log
 * written from it. The callers add only their settings and how they present the review: the
 * terminal, or GitHub's summary, comment, annotations and outputs.
 */
import { resolve } from 'node:path'
import { obtainBaseCatalog, obtainBaseline, type BaselineMode, type BaselineOptions } from '../baseline/obtain.js'
import { explainRenames } from '../baseline/renames.js'
import type { Baseline } from '../baseline/types.js'
import { UnresolvedToolsError } from '../evaluate/resolve.js'
import type { Judge } from '../evaluate/types.js'
import type { FailOn, Verdict } from '../gate/verdict.js'
import { runPipeline, type PipelineResult } from '../pipeline.js'
import { jsonReport } from '../report/json.js'
import { buildReview, type Review } from '../report/review.js'
import type { Report } from '../report/schema.js'
import { sarifReport } from '../report/sarif.js'
import { VERSION } from '../version.js'
import { SILENT, type Progress } from '../util/progress.js'

export interface BaseSide {
  /** The base commit: a sha or a ref. */
  ref: string
  mode: BaselineMode
  /** Shell command run in the base worktree first (install, build). */
  setup?: string
}

export interface CheckOptions {
  /** The manifest (absolute, or relative to the current directory), on the head and the base commit alike. */
  config: string
  /** Where relative paths of the manifest resolve (the repository root or working directory). */
  baseDir: string
  /** The environment the manifest's `${VAR}` read and servers inherit. */
  callerEnv: NodeJS.ProcessEnv
  /** Replaces the manifest's engines. */
  engines?: string[]
  /** How the reports name the manifest (the path a reader knows it by). */
  manifest: string
  /** Where SARIF results point: the manifest relative to the repository root; default `manifest`. */
  sarifManifest?: string
  /** Also rank the base commit and diff; absent for no base side. */
  base?: BaseSide
  failOn: readonly FailOn[]
  /** The accept label, when the pull request carries it: regressions are accepted, not failing. */
  acceptLabel?: string
  /** With neighbours: judge the expectations alone or with them (default with them). */
  judge?: Judge
  /** Keep every tool that scored in the report's rankings. */
  fullRankings?: boolean
  progress?: Progress
}

export interface CheckRun {
  result: PipelineResult
  /** The base side, when one was asked for (possibly `source: 'none'` with the reason). */
  baseline?: Baseline
  /** What every view shows: rows per query and expectation, a cell per engine, counts and verdict. */
  review: Review
  /** The JSON report (`--json`, the action's `report` output), written from the review. */
  report: Report
  /** The lint findings as a SARIF log. */
  sarif: object
  /** The review's verdict. */
  verdict: Verdict
}

export async function runCheck(options: CheckOptions): Promise<CheckRun> {
  const progress = options.progress ?? SILENT
  const judge = options.judge ? { judge: options.judge } : {}
  const base = options.base && options.base.mode !== 'none' ? options.base : undefined
  // The manifest's path, settled once: the base side finds it where the head side read it.
  const config = resolve(options.config)
  const baseOptions = (b: BaseSide): BaselineOptions => ({ mode: b.mode, base: b.ref, config, workDir: options.baseDir, setup: b.setup, callerEnv: options.callerEnv, engines: options.engines, ...judge, progress })
  const baseLabel = (b: BaseSide): string => `Base commit ${/^[0-9a-f]{40}$/.test(b.ref) ? b.ref.slice(0, 7) : b.ref}`
  let result: PipelineResult
  try {
    result = await runPipeline({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines, ...judge, fullRankings: options.fullRankings, toolTable: true, progress })
  } catch (err) {
    // A reference to a tool this change renamed: the base commit's catalog says so.
    if (!(err instanceof UnresolvedToolsError) || !base) throw err
    const before = await progress.step(baseLabel(base), () => obtainBaseCatalog(baseOptions(base)))
    throw 'reason' in before ? err : explainRenames(err, before.catalog)
  }
  let baseline: Baseline | undefined
  if (base) baseline = await progress.step(baseLabel(base), () => obtainBaseline(baseOptions(base), result))
  const review = buildReview({ manifest: options.manifest, evaluation: result.evaluation, ...(baseline ? { baseline } : {}), ...(result.toolTable ? { toolTable: result.toolTable } : {}), findings: result.findings, failOn: options.failOn, ...(options.acceptLabel ? { acceptLabel: options.acceptLabel } : {}) })
  return {
    result,
    ...(baseline ? { baseline } : {}),
    review,
    report: jsonReport(review),
    sarif: sarifReport(review.findings, { manifestFile: options.sarifManifest ?? options.manifest, version: VERSION, levels: result.manifest.lintRules }),
    verdict: review.verdict
  }
}
