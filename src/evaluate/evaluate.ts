import { adviseExpectation } from '../advice/advise.js'
import type { Catalog } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import { EngineQueryError, type Engine, type PreparedCatalog, type SearchResult } from '../engines/types.js'
import { ManifestError, type ManifestIssue } from '../manifest/errors.js'
import type { Manifest, QuerySpec, ToolRef } from '../manifest/types.js'
import { resolveToolRef } from './resolve.js'
import type { CutTie, Evaluation, ExpectationResult, QueryEngineResult, QueryResult, QueryStatus } from './types.js'

interface BoundRef extends ToolRef {
  tool: string
  alwaysLoad: boolean
}

interface BoundQuery {
  spec: QuerySpec
  expect: BoundRef[]
  forbid: BoundRef[]
}

/**
 * Resolves every tool reference against the catalog; all failures become one ManifestError.
 * With `pendingServers`, references that may still name a tool of those (not yet listed)
 * servers are left for later, so catalog-only mistakes surface before anything starts.
 */
export function bindQueries(manifest: Manifest, catalog: Catalog, pendingServers: ReadonlySet<string> = new Set()): BoundQuery[] {
  const issues: ManifestIssue[] = []
  const bind = (refs: ToolRef[]): BoundRef[] =>
    refs.flatMap((ref) => {
      const r = resolveToolRef(ref.ref, catalog)
      if ('tool' in r) return [{ ...ref, tool: r.tool.id, alwaysLoad: r.tool.alwaysLoad }]
      if (!mayBePending(ref.ref, pendingServers) || r.error.includes('ambiguous')) {
        issues.push({ file: manifest.file, line: ref.line, col: ref.col, message: r.error })
      }
      return []
    })
  const bound = manifest.queries.map((spec) => ({ spec, expect: bind(spec.expect), forbid: bind(spec.forbid) }))
  if (issues.length > 0) throw new ManifestError(issues)
  return bound
}

function mayBePending(ref: string, pending: ReadonlySet<string>): boolean {
  if (pending.size === 0) return false
  const qualified = /^mcp__(.+?)__/.exec(ref)?.[1] ?? (ref.includes('/') ? ref.slice(0, ref.indexOf('/')) : undefined)
  if (qualified === undefined) return true
  return [...pending].some((s) => s === qualified || s.replace(/[^A-Za-z0-9_-]/g, '_') === qualified)
}

function cutTieOf(result: SearchResult, maxResults: number): CutTie | undefined {
  if (result.cutTie || result.randomTies) return result.cutTie
  if (result.mode !== 'keyword' || result.ranking.length <= maxResults) return undefined
  const last = result.ranking[maxResults - 1]
  const first = result.ranking[maxResults]
  if (last.score !== first.score) return undefined
  const tied = result.ranking.filter((r) => r.score === last.score)
  return {
    score: last.score,
    inside: tied.filter((r) => r.rank <= maxResults).map((r) => r.tool),
    outside: tied.filter((r) => r.rank > maxResults).map((r) => r.tool)
  }
}

function check(
  ref: BoundRef,
  kind: 'expect' | 'forbid',
  result: SearchResult,
  within: number,
  cutTie: CutTie | undefined,
  alwaysLoadVisible: boolean
): ExpectationResult {
  const ranked = result.ranking.find((r) => r.tool === ref.tool)
  const returned = result.results.includes(ref.tool)
  const alwaysLoaded = alwaysLoadVisible && ref.alwaysLoad
  const rank = ranked?.rank ?? null
  const visible = alwaysLoaded || (returned && rank !== null && rank <= within)
  const fragile = !alwaysLoaded && cutTie !== undefined && (cutTie.inside.includes(ref.tool) || cutTie.outside.includes(ref.tool))
  return {
    kind,
    ref: ref.ref,
    tool: ref.tool,
    line: ref.line,
    col: ref.col,
    rank,
    score: ranked?.score ?? null,
    within,
    pass: kind === 'expect' ? visible : !(alwaysLoaded || returned),
    fragile,
    alwaysLoaded
  }
}

function runEngine(engine: Engine, prepared: PreparedCatalog, bound: BoundQuery, maxResults: number, advise: boolean): QueryEngineResult {
  let result: SearchResult
  let error: string | undefined
  try {
    result = engine.search(prepared, bound.spec.query, { maxResults })
  } catch (err) {
    if (!(err instanceof EngineQueryError)) throw err
    error = err.message
    result = { results: [], ranking: [], mode: 'keyword' }
  }
  const cutTie = cutTieOf(result, maxResults)
  const alwaysLoadVisible = engine.loadsAlwaysLoad
  const within = bound.spec.rank ?? maxResults
  const expectations = [
    ...bound.expect.map((r) => check(r, 'expect', result, within, cutTie, alwaysLoadVisible)),
    ...bound.forbid.map((r) => check(r, 'forbid', result, maxResults, cutTie, alwaysLoadVisible))
  ]
  if (advise && !error) {
    for (const e of expectations) {
      if (e.kind !== 'expect' || e.pass) continue
      const advice = adviseExpectation({ catalog: prepared.catalog, engine, query: bound.spec.query, tool: e.tool, within: e.within, maxResults, result })
      if (advice) e.advice = advice
    }
  }
  const clientNames = clientNamesOf(engine, prepared, result)
  return {
    engine: engine.id,
    maxResults,
    ...(clientNames ? { clientNames } : {}),
    mode: error ? 'error' : result.mode,
    results: result.results,
    ranking: result.ranking,
    expectations,
    pass: expectations.every((e) => e.pass),
    ...(cutTie ? { cutTie } : {}),
    ...(error ? { error } : {})
  }
}

function clientNamesOf(engine: Engine, prepared: PreparedCatalog, result: SearchResult): Record<string, string> | undefined {
  if (!engine.clientName || result.ranking.length === 0) return undefined
  const byId = new Map(prepared.catalog.tools.map((t) => [t.id, t] as const))
  const names: Record<string, string> = {}
  for (const r of result.ranking) {
    const tool = byId.get(r.tool)
    const name = tool && engine.clientName(prepared, tool)
    if (tool && name && name !== tool.rawName && name !== tool.id) names[r.tool] = name
  }
  return Object.keys(names).length ? names : undefined
}

function statusOf(spec: QuerySpec, engines: QueryEngineResult[]): QueryStatus {
  const hasExpectations = engines.some((e) => e.expectations.length > 0)
  if (!hasExpectations) return 'report-only'
  const pass = engines.every((e) => e.pass)
  if (spec.knownFailure !== undefined) return pass ? 'fixed' : 'known-failure'
  return pass ? 'pass' : 'fail'
}

export interface EvaluateOptions {
  /** Replaces the manifest's engines (and every query's own list). */
  engines?: string[]
  /** Advice for each failing expectation (default true): re-ranks edited catalogs, so it costs time only on failures. */
  advice?: boolean
  /** Prepared catalogs by engine id, filled in here: lint reuses them for the same catalog. */
  prepared?: Map<string, PreparedCatalog>
}

/** Ranks every query with each of its engines and checks its expectations. */
export function evaluate(manifest: Manifest, catalog: Catalog, options: EvaluateOptions = {}): Evaluation {
  const bound = bindQueries(manifest, catalog)
  const cache = options.prepared ?? new Map<string, PreparedCatalog>()
  /** The engines used, in order of first use (the report lists them so). */
  const used = new Map<string, Engine>()
  const engineFor = (id: string): { engine: Engine; prepared: PreparedCatalog } => {
    const engine = resolveEngine(id)
    let prepared = cache.get(engine.id)
    if (prepared?.catalog !== catalog) {
      prepared = engine.prepare(catalog)
      cache.set(engine.id, prepared)
    }
    used.set(engine.id, engine)
    return { engine, prepared }
  }
  if (bound.length === 0) (options.engines ?? manifest.engines).forEach(engineFor)

  const queries: QueryResult[] = bound.map((b) => {
    const ids = options.engines ?? b.spec.engines ?? manifest.engines
    const results = ids.map((id) => {
      const { engine, prepared: p } = engineFor(id)
      return runEngine(engine, p, b, manifest.maxResults ?? engine.defaultMaxResults, options.advice !== false)
    })
    return {
      query: b.spec.query,
      line: b.spec.line,
      col: b.spec.col,
      ...(b.spec.knownFailure !== undefined ? { knownFailure: b.spec.knownFailure } : {}),
      status: statusOf(b.spec, results),
      engines: Object.fromEntries(results.map((r) => [r.engine, r]))
    }
  })

  const count = (s: QueryStatus): number => queries.filter((q) => q.status === s).length
  return {
    engines: [...used.values()].map((engine) => ({
      id: engine.id,
      family: engine.family,
      client: engine.client,
      versions: engine.versions,
      ...(engine.generation ? { generation: engine.generation } : {}),
      exact: engine.exact,
      defaultMaxResults: engine.defaultMaxResults
    })),
    servers: catalog.servers,
    toolCount: catalog.tools.length,
    queries,
    summary: {
      queries: queries.length,
      passed: count('pass') + count('fixed'),
      failed: count('fail'),
      knownFailures: count('known-failure'),
      reportOnly: count('report-only'),
      fragile: queries.filter((q) => Object.values(q.engines).some((e) => e.expectations.some((x) => x.fragile && x.kind === 'expect' && x.pass))).length
    }
  }
}
