/**
 * The manifest `init` writes, drafted from the catalog as it ranks today: one query per tool,
 * expecting it within each engine's cut (today's rank only with `ranks`, per engine where
 * they differ), and a `known_failure` for each engine under which it already fails, naming
 * the tool that wins. What it would write is validated and ranked once more as `check` will
 * rank it, before anything is written.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { DEFAULT_ENGINES, resolveEngine } from '../engines/registry.js'
import type { PreparedCatalog } from '../engines/types.js'
import { evaluate } from '../evaluate/evaluate.js'
import type { Evaluation, QueryEngineResult } from '../evaluate/types.js'
import { UsageError } from '../errors.js'
import { ManifestError } from '../manifest/errors.js'
import { parseManifest } from '../manifest/load.js'
import type { Manifest } from '../manifest/types.js'
import { phrasingsFor, type Inflector } from '../wording/index.js'
import { manifestText, type InitQuery, type ManifestText, type PerEngineValue } from './manifest-text.js'
import { failureNote, queryFor } from './queries.js'

/** What init would write is not a valid manifest: said with positions in that text, since no file holds it. */
export class DraftError extends UsageError {
  constructor(readonly issues: ManifestError['issues']) {
    super(`the manifest init would write is not valid, so nothing was written:\n${issues.map((i) => `  line ${i.line}, column ${i.col}: ${i.message}`).join('\n')}`)
    this.name = 'DraftError'
  }
}

/** What `fn` does with manifest text that is not (yet) in a file: its manifest problems become a DraftError, never `file:line:col` of a file that does not exist. */
function inDraft<T>(fn: () => T): T {
  try {
    return fn()
  } catch (err) {
    if (err instanceof ManifestError) throw new DraftError(err.issues)
    throw err
  }
}

/** Parses manifest text that is not (yet) in a file (see inDraft). */
export function parseDraft(text: string, file: string): Manifest {
  return inDraft(() => parseManifest(text, file))
}

export interface DraftOptions {
  /** The manifest's path, as the user gave it (for the parsed manifest). */
  config: string
  /** The server's entry, name, timeout; engines and neighbours as the manifest writes them. */
  base: Omit<ManifestText, 'queries'>
  /** Write today's rank of each query (per engine where the engines differ). */
  ranks: boolean
  /** Word forms for the other phrasings of each tool's query; without it, only the own-name queries. */
  inflector?: Inflector
}

/** A tool whose own words fail today, and under which engines. */
export interface FailingTool {
  tool: string
  engines: string[]
}

export interface Draft {
  text: string
  evaluation: Evaluation
  /** Tools of the server whose name and description have no word to search with. */
  skipped: string[]
  /** Tools whose query (their own words) fails today under some engine: marked known_failure. */
  failing: FailingTool[]
  /** Tools with an own-name query but no other wording that every engine finds them by today. */
  unphrased: string[]
}

/** How many other wordings of its own-name query `init` writes per tool. */
export const PHRASINGS_PER_TOOL = 2

/** How the manifest names a tool: its bare name, unless another tool of the catalog (a neighbour's too) shares it. */
function refOf(tool: CatalogTool, tools: readonly CatalogTool[]): string {
  return tools.filter((t) => t.rawName === tool.rawName).length === 1 ? tool.rawName : `${tool.rawServer}/${tool.rawName}`
}

/**
 * The key of each engine id in a per-engine mapping: the engine as `engines:` names it, unless
 * that is a family name (`claude-code`) another listed engine shares, which as a key would set
 * the whole family; then its id.
 */
function engineKeys(written: readonly string[]): Map<string, string> {
  const engines = written.map((name) => ({ name, engine: resolveEngine(name) }))
  return new Map(
    engines.map(({ name, engine }) => {
      const shared = name === engine.family && engines.filter((e) => e.engine.family === engine.family).length > 1
      return [engine.id, shared ? engine.id : name]
    })
  )
}

/** Values by engine id as a mapping by the manifest's keys. */
function byKey<T>(values: ReadonlyArray<[string, T]>, keys: Map<string, string>): Record<string, T> {
  return Object.fromEntries(values.map(([id, v]) => [keys.get(id) ?? id, v]))
}

/** One value per engine as the manifest writes it: a scalar when every engine has the same, else a mapping by key. */
function perEngine<T extends string | number>(values: ReadonlyArray<[string, T]>, all: number, keys: Map<string, string>): PerEngineValue<T> | undefined {
  if (values.length === 0) return undefined
  if (values.length === all && values.every(([, v]) => v === values[0][1])) return values[0][1]
  return byKey(values, keys)
}

/** What the manifest says for a query, from how its tool ranks under each engine today. */
function judged(query: InitQuery, tool: string, engines: QueryEngineResult[], keys: Map<string, string>, ranks: boolean): InitQuery {
  const failing = engines.filter((e) => !e.pass)
  const single = engines.length === 1
  const marks = failing.map((e): [string, string] => [e.engine, failureNote(tool, e, single)])
  // A mark per engine, never one for all: each names its own winner, and a new engine is judged.
  const knownFailure = single ? marks[0]?.[1] : marks.length ? byKey(marks, keys) : undefined
  // An always-loaded tool has no rank: it is visible without a search.
  const ranked = ranks ? engines.filter((e) => e.pass).flatMap((e): Array<[string, number]> => {
    const rank = e.expectations.find((x) => x.tool === tool)?.rank ?? null
    return rank === null ? [] : [[e.engine, rank]]
  }) : []
  const rank = perEngine(ranked, engines.length, keys)
  return { ...query, ...(rank !== undefined ? { rank } : {}), ...(knownFailure !== undefined ? { knownFailure } : {}) }
}

/** The manifest for the server `options.base.server` of `catalog` (its neighbours after it), checked to pass as written. */
export function draftManifest(catalog: Catalog, options: DraftOptions): Draft {
  const own = catalog.tools.filter((t) => t.rawServer === options.base.server)
  const skipped: string[] = []
  const drafts: Array<{ query: InitQuery; tool: CatalogTool }> = []
  for (const tool of own) {
    const query = queryFor(tool)
    if (query) drafts.push({ query: { query, expect: refOf(tool, catalog.tools) }, tool })
    else skipped.push(tool.rawName)
  }
  // Both rankings are of the same catalog: prepare it once.
  const prepared = new Map<string, PreparedCatalog>()
  const today = inDraft(() => evaluate(parseDraft(manifestText({ ...options.base, queries: drafts.map((d) => d.query) }), options.config), catalog, { advice: false, wording: false, prepared }))
  const keys = engineKeys(options.base.engines?.length ? options.base.engines : DEFAULT_ENGINES)
  const failing = drafts.flatMap((d, i) => {
    const engines = Object.values(today.queries[i].engines).filter((e) => !e.pass).map((e) => e.engine)
    return engines.length ? [{ tool: d.query.expect, engines }] : []
  })
  const queries = drafts.flatMap((d, i): Array<{ query: InitQuery; own: boolean }> => {
    const results = Object.values(today.queries[i].engines)
    const own = { query: judged(d.query, d.tool.id, results, keys, options.ranks), own: true }
    if (!options.inflector) return [own]
    // Other wordings that find the tool today under every engine, ranked on the catalog just judged.
    const engines = results.map((r) => ({ engine: resolveEngine(r.engine), prepared: prepared.get(r.engine)!, maxResults: r.maxResults }))
    const phrasings = phrasingsFor({ tool: d.tool, query: d.query.query, engines, inflector: options.inflector, count: PHRASINGS_PER_TOOL })
    // Found within every cut by construction: no rank, no known_failure.
    return [own, ...phrasings.map((query) => ({ query: { query, expect: d.query.expect }, own: false }))]
  })
  // What is written must pass `check` as it is: rank it once more, as check will, and leave
  // out the other wordings that pass only on a tie at the cut (a pass `check` calls fragile).
  const rank = (qs: readonly InitQuery[]): { text: string; evaluation: Evaluation } => {
    const text = manifestText({ ...options.base, queries: qs })
    return { text, evaluation: inDraft(() => evaluate(parseDraft(text, options.config), catalog, { advice: false, wording: false, prepared })) }
  }
  let { text, evaluation } = rank(queries.map((q) => q.query))
  const fragile = (i: number): boolean => Object.values(evaluation.queries[i].engines).some((e) => e.expectations.some((x) => x.fragile))
  const kept = queries.filter((q, i) => q.own || !fragile(i))
  if (kept.length < queries.length) ({ text, evaluation } = rank(kept.map((q) => q.query)))
  const phrased = new Set(kept.filter((q) => !q.own).map((q) => q.query.expect))
  const unphrased = options.inflector ? drafts.map((d) => d.query.expect).filter((ref) => !phrased.has(ref)) : []
  if (evaluation.summary.failed > 0) throw new Error(`init drafted ${evaluation.summary.failed} failing quer${evaluation.summary.failed === 1 ? 'y' : 'ies'}`)
  return { text, evaluation, skipped, failing, unphrased }
}
