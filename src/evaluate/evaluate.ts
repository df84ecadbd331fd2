import { adviseExpectation } from '../advice/advise.js'
import { Moves } from '../advice/reordered.js'
import { isListingOrder, type EngineCheck, type ListingOrderAdvice } from '../advice/types.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import { EngineQueryError, engineInfoOf, prepareSubsetOf, upFrontTest, type Deferral, type Engine, type PreparedCatalog, type RankedTool, type SearchOptions, type SearchResult } from '../engines/types.js'
import type { ManifestIssue } from '../manifest/errors.js'
import { entryFor, forEngine, type EngineName } from '../manifest/per-engine.js'
import type { Manifest, QuerySpec, ToolRef } from '../manifest/types.js'
import { keptCutTie, keptRanking, keptTop } from './kept-ranking.js'
import { deprecatedExpectation, type ManifestWarning } from './deprecation.js'
import { resolveToolRef, UnresolvedToolsError } from './resolve.js'
import { crowdingOf, dependsOnOrder, passCount, splitNeighbours, standingOf, type NeighbourSplit } from './neighbours.js'
import type { CutTie, Evaluation, ExpectationResult, Judge, NeighbourSummary, QueryEngineResult, QueryResult, QueryStatus } from './types.js'
import { adviseWording, inflector as english, measureWording, wordingAsk, wordingSearch, wordingsOf, type Inflector, type WordingAsk } from '../wording/index.js'

interface BoundRef extends ToolRef {
  tool: string
  alwaysLoad: boolean
}

interface BoundQuery {
  spec: QuerySpec
  expect: BoundRef[]
  /** `expect_any`: one expectation, held when one of these is found. */
  expectAny: BoundRef[]
  forbid: BoundRef[]
}

/**
 * Resolves every tool reference against the catalog; all failures become one ManifestError.
 * With `pendingServers`, references that may still name a tool of those (not yet listed)
 * servers are left for later, so catalog-only mistakes surface before anything starts.
 */
export function bindQueries(manifest: Manifest, catalog: Catalog, pendingServers: ReadonlySet<string> = new Set()): BoundQuery[] {
  const issues: ManifestIssue[] = []
  const unresolved = new Map<number, ToolRef>()
  const neighbourServers = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name))
  const bind = (refs: ToolRef[]): BoundRef[] =>
    refs.flatMap((ref) => {
      const r = resolveToolRef(ref.ref, catalog)
      if ('tool' in r) return [{ ...ref, tool: r.tool.id, alwaysLoad: r.tool.alwaysLoad }]
      // Ambiguous among neighbours only: a server not yet listed may have it, and then it is that one.
      const amongNeighbours = r.ambiguous?.every((t) => neighbourServers.has(t.rawServer)) ?? false
      if (!mayBePending(ref.ref, pendingServers) || (r.ambiguous && !amongNeighbours)) {
        if (!r.ambiguous) unresolved.set(issues.length, ref)
        issues.push({ file: manifest.file, line: ref.line, col: ref.col, message: r.error })
      }
      return []
    })
  const bound = manifest.queries.map((spec) => ({ spec, expect: bind(spec.expect), expectAny: bind(spec.expectAny), forbid: bind(spec.forbid) }))
  if (issues.length > 0) throw new UnresolvedToolsError(issues, unresolved, catalog)
  return bound
}

function mayBePending(ref: string, pending: ReadonlySet<string>): boolean {
  if (pending.size === 0) return false
  const qualified = /^mcp__(.+?)__/.exec(ref)?.[1] ?? (ref.includes('/') ? ref.slice(0, ref.indexOf('/')) : undefined)
  if (qualified === undefined) return true
  return [...pending].some((s) => s === qualified || s.replace(/[^A-Za-z0-9_-]/g, '_') === qualified)
}

/** Tools tied at the cut, from the engine when it says (or keeps only part of the ranking), else from the ranking. */
export function cutTieOf(result: SearchResult, maxResults: number): CutTie | undefined {
  if (result.cutTie || result.randomTies || result.scored !== undefined) return result.cutTie
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
  loadedUpFront: (ref: BoundRef) => boolean
): ExpectationResult {
  const ranked = result.ranking.find((r) => r.tool === ref.tool)
  const returned = result.results.includes(ref.tool)
  const alwaysLoaded = loadedUpFront(ref)
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

/** The engine's answer, or the client's own rejection of the query as an empty answer. */
function searchQuery(engine: Engine, prepared: PreparedCatalog, query: string, maxResults: number, keep?: SearchOptions['keep']): { result: SearchResult; error?: string } {
  try {
    return { result: engine.search(prepared, query, { maxResults, ...(keep ? { keep } : {}) }) }
  } catch (err) {
    if (!(err instanceof EngineQueryError)) throw err
    return { result: { results: [], ranking: [], mode: 'keyword' }, error: err.message }
  }
}

/**
 * `expect_any` as one expectation: its tool, rank and verdict are the alternative's that holds
 * with the best rank (one loaded up front first), else the best ranked's; `anyOf` lists them
 * all. Its `ref` (`a | b`) and position (the first's) are the same under every engine and on
 * both sides of a diff, whichever alternative holds it.
 */
function checkAny(refs: readonly BoundRef[], result: SearchResult, within: number, cutTie: CutTie | undefined, loadedUpFront: (ref: BoundRef) => boolean): ExpectationResult[] {
  if (refs.length === 0) return []
  const each = refs.map((r) => check(r, 'expect', result, within, cutTie, loadedUpFront))
  const place = (e: ExpectationResult): number => (e.alwaysLoaded ? 0 : (e.rank ?? Infinity))
  const better = (a: ExpectationResult, b: ExpectationResult): boolean => (a.pass !== b.pass ? b.pass : place(b) < place(a))
  const best = each.reduce((a, b) => (better(a, b) ? b : a))
  return [{ ...best, ref: refs.map((r) => r.ref).join(' | '), line: refs[0].line, col: refs[0].col, anyOf: refs.map((r) => ({ ref: r.ref, tool: r.tool })) }]
}

/** The tools whose places a query's expectations read: expected (all, or any of), then forbidden. */
function subjectsOf(bound: BoundQuery): string[] {
  return [...bound.expect, ...bound.expectAny, ...bound.forbid].map((r) => r.tool)
}

function checkAll(engine: Engine, bound: BoundQuery, result: SearchResult, maxResults: number, loadedUpFront: (ref: BoundRef) => boolean): { expectations: ExpectationResult[]; cutTie?: CutTie } {
  const cutTie = cutTieOf(result, maxResults)
  const within = forEngine(bound.spec.rank, engine) ?? maxResults
  const expectations = [
    ...bound.expect.map((r) => check(r, 'expect', result, within, cutTie, loadedUpFront)),
    ...checkAny(bound.expectAny, result, within, cutTie, loadedUpFront),
    ...bound.forbid.map((r) => check(r, 'forbid', result, maxResults, cutTie, loadedUpFront))
  ]
  return { expectations, ...(cutTie ? { cutTie } : {}) }
}

/** The catalog that is not judged, ranked too, so the report can show both. */
interface OtherSide {
  prepared: PreparedCatalog
  judge: Judge
  split: NeighbourSplit
}

/** How an engine's run of one query judges its expectations: a tool loaded up front is always visible. */
interface RunContext {
  loadedUpFront: (ref: BoundRef) => boolean
  /** The query's listing-order moves, shared by every engine's advice and the check of each move. */
  moves: Moves
  other?: OtherSide
  wording?: QueryWording
}

/**
 * Each expectation's standing alone and with neighbours, who crowds it, and ties the connect
 * order decides. Both sides are searched with the judged side's `keep`: the crowd and the ties
 * are read from the head of the ranking with neighbours, and only an expectation that needs
 * more of it (ranked past the kept head) has that ranking searched in full.
 */
function addNeighbourViews(
  engine: Engine,
  bound: BoundQuery,
  maxResults: number,
  judged: { prepared: PreparedCatalog; result: SearchResult; expectations: ExpectationResult[] },
  other: OtherSide,
  keep: SearchOptions['keep'],
  loadedUpFront: (ref: BoundRef) => boolean
): void {
  const { result: otherResult } = searchQuery(engine, other.prepared, bound.spec.query, maxResults, keep)
  const otherChecked = checkAll(engine, bound, otherResult, maxResults, loadedUpFront)
  const aloneJudged = other.judge === 'alone'
  let withNeighbours = aloneJudged ? otherResult : judged.result
  /** How far down the ranking with neighbours is complete. */
  let depth = keep ? keep.top : Infinity
  /** The ranking with neighbours down to `rank` (searched again, down to there, when the kept head is shorter). */
  const withNeighboursTo = (rank: number): SearchResult => {
    if (keep && rank > depth) {
      const deeper = Number.isFinite(rank) ? { top: rank, tools: keep.tools } : undefined
      withNeighbours = searchQuery(engine, aloneJudged ? other.prepared : judged.prepared, bound.spec.query, maxResults, deeper).result
      depth = rank
    }
    return withNeighbours
  }
  judged.expectations.forEach((e, i) => {
    const mine = standingOf(e)
    const theirs = standingOf(otherChecked.expectations[i])
    const alone = aloneJudged ? mine : theirs
    const withN = aloneJudged ? theirs : mine
    const crowdedBy = crowdingOf(e, alone, withN, withNeighboursTo, other.split.tools)
    // Only a judged result can depend on the connect order: judged alone, no neighbour is connected.
    const orderDependent = !aloneJudged && dependsOnOrder(e, withNeighboursTo, other.split.tools)
    e.neighbours = { alone, withNeighbours: withN, ...(crowdedBy ? { crowdedBy } : {}), ...(orderDependent ? { orderDependent } : {}) }
  })
}

type Unjudged = Omit<QueryEngineResult, 'status'>

/** A query that measures its wordings: what it asks, and each expected tool's wordings. */
interface QueryWording {
  ask: WordingAsk
  wordingsOf: (tool: string) => string[]
}

/** Each `expect`'s other wordings searched under this engine, and advice where a share asked for is missed. */
function addWording(engine: Engine, prepared: PreparedCatalog, bound: BoundQuery, maxResults: number, expectations: ExpectationResult[], wording: QueryWording, options: EvaluateOptions): void {
  const expected = expectations.filter((e) => e.kind === 'expect')
  if (expected.length === 0) return
  const keep = { top: Math.max(...expected.map((e) => e.within)), tools: expected.map((e) => e.tool) }
  const search = wordingSearch(engine, prepared, maxResults, keep)
  const { min } = wording.ask
  for (const e of expected) {
    const subject = { tool: e.tool, within: e.within, alwaysLoaded: e.alwaysLoaded }
    const wordings = wording.wordingsOf(e.tool)
    e.wording = measureWording(wordings, search, subject, min)
    if (min === undefined || e.wording.pass || options.advice === false) continue
    const advice = adviseWording({ catalog: prepared.catalog, engine, prepared, query: bound.spec.query, wordings, subject, maxResults, min, measured: e.wording })
    if (advice) e.wording.advice = advice
  }
}

function runEngine(engine: Engine, prepared: PreparedCatalog, bound: BoundQuery, maxResults: number, options: EvaluateOptions, { loadedUpFront, moves, other, wording }: RunContext): Unjudged {
  // The engine orders and explains only what the report keeps, unless the whole ranking is
  // wanted (on request, or for the neighbours' view, which reads the tools ahead of each one).
  const keep = options.fullRankings ? undefined : { top: keptTop(maxResults, bound.expect.length + bound.expectAny.length > 0), tools: subjectsOf(bound) }
  const { result, error } = searchQuery(engine, prepared, bound.spec.query, maxResults, keep)
  const { expectations, cutTie } = checkAll(engine, bound, result, maxResults, loadedUpFront)
  if (other) addNeighbourViews(engine, bound, maxResults, { prepared, result, expectations }, other, keep, loadedUpFront)
  // A server's recorded answers cover the manifest's queries only: no edited catalog is re-ranked.
  if (options.advice !== false && !error && !engine.recordedAnswers) {
    for (const e of expectations) {
      if (e.kind !== 'expect' || e.pass) continue
      // The kept ranking holds the expected tool; advice searches the whole one if it needs it.
      const advice = adviseExpectation({ catalog: prepared.catalog, prepared, engine, query: bound.spec.query, tool: e.tool, within: e.within, maxResults, result, moves })
      if (advice) e.advice = advice
    }
  }
  if (wording && !engine.recordedAnswers) addWording(engine, prepared, bound, maxResults, expectations, wording, options)
  const ranking = options.fullRankings
    ? result.ranking
    : keptRanking({
        ranking: result.ranking,
        results: result.results,
        maxResults,
        subjects: expectations.map((e) => e.tool),
        missingRanks: expectations.filter((e) => e.kind === 'expect' && !e.pass).map((e) => e.rank)
      })
  const clientNames = clientNamesOf(engine, prepared, ranking)
  return {
    engine: engine.id,
    maxResults,
    ...(clientNames ? { clientNames } : {}),
    mode: error ? 'error' : result.mode,
    results: result.results,
    ranking,
    scored: result.scored ?? result.ranking.length,
    expectations,
    pass: expectations.every((e) => e.pass && (e.wording?.pass ?? true)),
    ...(cutTie ? { cutTie: options.fullRankings ? cutTie : keptCutTie(cutTie) } : {}),
    ...(error ? { error } : {})
  }
}

const toolsById = new WeakMap<Catalog, Map<string, CatalogTool>>()

function clientNamesOf(engine: Engine, prepared: PreparedCatalog, ranking: readonly RankedTool[]): Record<string, string> | undefined {
  if (!engine.clientName || ranking.length === 0) return undefined
  let byId = toolsById.get(prepared.catalog)
  if (!byId) toolsById.set(prepared.catalog, (byId = new Map(prepared.catalog.tools.map((t) => [t.id, t] as const))))
  const names: Record<string, string> = {}
  for (const r of ranking) {
    const tool = byId.get(r.tool)
    const name = tool && engine.clientName(prepared, tool)
    if (tool && name && name !== tool.rawName && name !== tool.id) names[r.tool] = name
  }
  return Object.keys(names).length ? names : undefined
}

/**
 * Listing-order advice re-ranked under every engine of the query: the reordered catalog is
 * prepared and searched again by each, and the advice says where the tool lands and whether
 * its expectation then holds there (an engine that does not keep the client's tool order for
 * ties, or ties elsewhere, may not follow).
 */
function checkListingOrders(bound: BoundQuery, runs: readonly EngineRun[], setup: (engine: Engine) => ListingSetup): void {
  const advised = runs.flatMap((r) => r.result.expectations.flatMap((e) => (e.advice && isListingOrder(e.advice) ? [e.advice] : [])))
  const checked = new Map<string, EngineCheck[]>()
  for (const advice of advised) {
    const key = `${advice.listing.tool}\u0000${advice.listing.before}`
    let checks = checked.get(key)
    if (!checks) checked.set(key, (checks = runs.filter(({ engine }) => !engine.recordedAnswers).map(({ engine }) => listingCheck(engine, bound, advice, setup(engine)))))
    advice.engines = checks
  }
}

/** What re-ranking a reordered catalog under one engine needs. */
interface ListingSetup {
  prepared: PreparedCatalog
  moves: Moves
  maxResults: number
  loadedUpFront: (ref: BoundRef) => boolean
}

function listingCheck(engine: Engine, bound: BoundQuery, advice: ListingOrderAdvice, { prepared, moves, maxResults, loadedUpFront }: ListingSetup): EngineCheck {
  // Only the moved tool's place is read: the engine orders the rest only down to the cut.
  const moved = moves.prepared(engine, prepared, advice.listing.tool, advice.listing.before)
  const { result } = searchQuery(engine, moved, bound.spec.query, maxResults, { top: maxResults, tools: [advice.listing.tool] })
  const e = checkAll(engine, bound, result, maxResults, loadedUpFront).expectations.find((x) => x.kind === 'expect' && x.tool === advice.listing.tool)
  return { engine: engine.id, rank: e?.rank ?? null, pass: e?.pass ?? false }
}

/** A warning at each expectation that names a deprecated tool, in manifest order. */
function deprecatedExpectations(catalog: Catalog, bound: readonly BoundQuery[]): ManifestWarning[] {
  const byId = new Map(catalog.tools.map((t) => [t.id, t] as const))
  return bound.flatMap((b) => b.expect.flatMap((ref) => deprecatedExpectation(catalog, byId.get(ref.tool)!, ref) ?? []))
}

/** One engine's run of a query, before the query's `known_failure` judges it. */
interface EngineRun {
  engine: Engine
  result: Unjudged
}

/**
 * Each engine's status under the query's `known_failure`, with `pass` saying whether an
 * engine's expectations hold (in the judged view, or alone, or with neighbours). A mark (the
 * value for every engine, or one key of a mapping) is no longer needed (`fixed`) only when
 * every engine it covers that the manifest runs the query with was run, and every engine it
 * covers that was run passes: with `--engine` narrowed, the engines left out may still need
 * it. Marks that cover no engine run are ignored.
 */
function engineStatuses(spec: QuerySpec, configured: readonly Engine[], runs: readonly EngineRun[], pass: (r: Unjudged) => boolean): QueryStatus[] {
  const mark = spec.knownFailure
  const judged = (r: Unjudged): boolean => r.expectations.length > 0
  const stale = (entry: string): boolean => {
    const covers = (e: EngineName): boolean => entryFor(mark, e) === entry
    const allRun = configured.filter(covers).every((c) => runs.some((x) => x.engine.id === c.id))
    return allRun && runs.filter((x) => covers(x.engine)).every((x) => judged(x.result) && pass(x.result))
  }
  return runs.map(({ engine, result: r }) => {
    const entry = entryFor(mark, engine)
    if (!judged(r)) return 'report-only'
    if (!pass(r)) return entry !== undefined ? 'known-failure' : 'fail'
    return entry !== undefined && stale(entry) ? 'fixed' : 'pass'
  })
}

const STATUS_ORDER: readonly QueryStatus[] = ['fail', 'known-failure', 'fixed', 'pass', 'report-only']

/** A query's status: the worst of its engines'. */
function worstStatus(statuses: readonly QueryStatus[]): QueryStatus {
  return STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'report-only'
}

/** The query's status in each view, when the expectations have both. */
function neighbourStatuses(spec: QuerySpec, configured: readonly Engine[], runs: readonly EngineRun[]): QueryResult['neighbours'] {
  const viewPass = (view: 'alone' | 'withNeighbours') => (r: Unjudged) => r.expectations.every((e) => (e.neighbours?.[view] ?? e).pass)
  return {
    alone: worstStatus(engineStatuses(spec, configured, runs, viewPass('alone'))),
    withNeighbours: worstStatus(engineStatuses(spec, configured, runs, viewPass('withNeighbours')))
  }
}

export interface EvaluateOptions {
  /** Replaces the manifest's engines (and every query's own list). */
  engines?: string[]
  /** Advice for each failing expectation (default true): re-ranks edited catalogs, so it costs time only on failures. */
  advice?: boolean
  /** Keep every tool that scored in each ranking, not only what the reports need (src/evaluate/kept-ranking.ts). */
  fullRankings?: boolean
  /** Prepared catalogs by engine id, filled in here: lint reuses them for the same catalog. */
  prepared?: Map<string, PreparedCatalog>
  /** With neighbours in the catalog: judge the expectations alone or with them (default with them). */
  judge?: Judge
  /** The bundled neighbours' version, for the report. */
  neighbourSet?: string
  /** Measure each expectation's other wordings (default true; `wording: false` in the manifest leaves a query out): false for rankings that judge ranks only, as init's drafts. */
  wording?: boolean
  /** English word forms for the wordings (default: the bundled inflector). */
  inflector?: Inflector
  /** At most this many wordings per query (default and ceiling 24). */
  wordingCap?: number
}

/** The engines' deferral answers, for those engines that give one. */
function deferralsOf(engines: readonly Engine[], deferralFor: (engine: Engine) => Deferral | undefined): { deferral?: Record<string, Deferral> } {
  const answers = engines.flatMap((e) => {
    const d = deferralFor(e)
    return d ? [[e.id, d] as const] : []
  })
  return answers.length ? { deferral: Object.fromEntries(answers) } : {}
}

/** Ranks every query with each of its engines and checks its expectations. */
export function evaluate(manifest: Manifest, catalog: Catalog, options: EvaluateOptions = {}): Evaluation {
  const run = evaluation(manifest, catalog, options)
  return run.finish(run.bound.map(run.query))
}

/** How often a long ranking lets the event loop run: a signal (Ctrl-C) is handled within this. */
const YIELD_EVERY_MS = 50

/**
 * As evaluate, but a long ranking lets the event loop run between queries, so that a signal
 * stops it at once and a progress line can move; `onProgress` hears how many are done.
 */
export async function evaluateInterruptibly(
  manifest: Manifest,
  catalog: Catalog,
  options: EvaluateOptions & { onProgress?: (done: number, total: number) => void } = {}
): Promise<Evaluation> {
  const run = evaluation(manifest, catalog, options)
  const queries: QueryResult[] = []
  let last = performance.now()
  for (const b of run.bound) {
    queries.push(run.query(b))
    if (performance.now() - last >= YIELD_EVERY_MS) {
      options.onProgress?.(queries.length, run.bound.length)
      await new Promise((resolve) => setImmediate(resolve))
      last = performance.now()
    }
  }
  return run.finish(queries)
}

/** One evaluation's parts: its bound queries, how one query is ranked, and the summary of all. */
function evaluation(manifest: Manifest, fullCatalog: Catalog, options: EvaluateOptions) {
  const split = splitNeighbours(fullCatalog)
  const judge: Judge = options.judge ?? 'with-neighbours'
  // The judged catalog is ranked (with advice) as always; the other one only for its ranks.
  const catalog = split && judge === 'alone' ? split.alone : fullCatalog
  const otherCatalog = split ? (judge === 'alone' ? fullCatalog : split.alone) : undefined
  const bound = bindQueries(manifest, fullCatalog)
  /** The whole catalog's, which lint reuses; the catalog alone's, from it where the engine can (the same answers). */
  const cache = options.prepared ?? new Map<string, PreparedCatalog>()
  const aloneCache = new Map<string, PreparedCatalog>()
  /** The engines used, in order of first use (the report lists them so). */
  const used = new Map<string, Engine>()
  const preparedFor = (engine: Engine, of: Catalog): PreparedCatalog => {
    const store = of === fullCatalog ? cache : aloneCache
    let prepared = store.get(engine.id)
    if (prepared?.catalog !== of) {
      prepared = prepareSubsetOf(engine, of, of === fullCatalog ? undefined : () => preparedFor(engine, fullCatalog))
      store.set(engine.id, prepared)
    }
    return prepared
  }
  /** Each engine's deferral of the whole catalog under the manifest's setup, worked out once. */
  const deferrals = new Map<string, Deferral | undefined>()
  const deferralFor = (engine: Engine): Deferral | undefined => {
    if (!deferrals.has(engine.id)) deferrals.set(engine.id, engine.deferral?.(fullCatalog, manifest.deferral ?? {}))
    return deferrals.get(engine.id)
  }
  const upFrontTests = new Map<string, (ref: BoundRef) => boolean>()
  const upFrontFor = (engine: Engine): ((ref: BoundRef) => boolean) => {
    let test = upFrontTests.get(engine.id)
    if (!test) {
      const upFront = upFrontTest(engine, deferralFor(engine))
      upFrontTests.set(engine.id, (test = (ref) => upFront(ref.tool, ref.alwaysLoad)))
    }
    return test
  }
  const engineFor = (id: string): { engine: Engine; prepared: PreparedCatalog } => {
    const engine = resolveEngine(id)
    used.set(engine.id, engine)
    return { engine, prepared: preparedFor(engine, catalog) }
  }
  if (bound.length === 0) (options.engines ?? manifest.engines).forEach(engineFor)
  const inflector = options.inflector ?? english
  const serverOf = new Map(fullCatalog.tools.map((t) => [t.id, t.rawServer] as const))
  /** The query's wordings for each expected tool (its server's name differs), the same under every engine. */
  const wordingOf = (b: BoundQuery): QueryWording | undefined => {
    const ask = wordingAsk(b.spec, manifest)
    if (!ask || options.wording === false || b.expect.length === 0) return undefined
    const byTool = new Map<string, string[]>()
    const synonyms = manifest.wording?.synonyms ?? {}
    return {
      ask,
      wordingsOf: (tool) => {
        let list = byTool.get(tool)
        if (!list) byTool.set(tool, (list = wordingsOf(b.spec.query, inflector, { server: serverOf.get(tool), synonyms, ...(options.wordingCap ? { cap: options.wordingCap } : {}) })))
        return list
      }
    }
  }

  const query = (b: BoundQuery): QueryResult => {
    const configured = (b.spec.engines ?? manifest.engines).map(resolveEngine)
    const ids = options.engines ?? b.spec.engines ?? manifest.engines
    const wording = wordingOf(b)
    const moves = new Moves()
    const runs: EngineRun[] = ids.map((id) => {
      const { engine, prepared: p } = engineFor(id)
      const other = split && otherCatalog ? { prepared: preparedFor(engine, otherCatalog), judge, split } : undefined
      return { engine, result: runEngine(engine, p, b, forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults, options, { loadedUpFront: upFrontFor(engine), moves, ...(other ? { other } : {}), ...(wording ? { wording } : {}) }) }
    })
    checkListingOrders(b, runs, (engine) => ({ prepared: preparedFor(engine, catalog), moves, maxResults: forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults, loadedUpFront: upFrontFor(engine) }))
    const statuses = engineStatuses(b.spec, configured, runs, (r) => r.pass)
    const results: QueryEngineResult[] = runs.map(({ engine, result }, i) => {
      const reason = forEngine(b.spec.knownFailure, engine)
      return { ...result, ...(reason !== undefined ? { knownFailure: reason } : {}), status: statuses[i] }
    })
    const mark = b.spec.knownFailure
    return {
      query: b.spec.query,
      line: b.spec.line,
      col: b.spec.col,
      ...(mark !== undefined && 'all' in mark ? { knownFailure: mark.all } : {}),
      status: worstStatus(statuses),
      engines: Object.fromEntries(results.map((r) => [r.engine, r])),
      ...(split ? { neighbours: neighbourStatuses(b.spec, configured, runs) } : {})
    }
  }

  const finish = (queries: QueryResult[]): Evaluation => {
    const manifestWarnings = deprecatedExpectations(fullCatalog, bound)
    const count = (s: QueryStatus): number => queries.filter((q) => q.status === s).length
    const neighbours: NeighbourSummary | undefined = split && {
      ...(options.neighbourSet ? { set: options.neighbourSet } : {}),
      servers: split.servers,
      judge,
      alone: passCount(queries, 'alone'),
      withNeighbours: passCount(queries, 'withNeighbours')
    }
    return {
      engines: [...used.values()].map(engineInfoOf),
      ...(neighbours ? { neighbours } : {}),
      ...deferralsOf([...used.values()], deferralFor),
      servers: fullCatalog.servers,
      toolCount: fullCatalog.tools.length,
      queries,
      summary: {
        queries: queries.length,
        passed: count('pass') + count('fixed'),
        failed: count('fail'),
        knownFailures: count('known-failure'),
        reportOnly: count('report-only'),
        fragile: queries.filter((q) => Object.values(q.engines).some((e) => e.expectations.some((x) => x.fragile && x.kind === 'expect' && x.pass))).length
      },
      ...(manifestWarnings.length ? { manifestWarnings } : {})
    }
  }
  return { bound, query, finish }
}
