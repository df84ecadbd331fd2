/**
 * Neighbours in evaluation: the catalog without them (the user's own servers alone), the
 * neighbours' tools that outrank an expected tool with the words that score them, and ties at
 * the cut that the connect order decides. Pure; reads rankings and their breakdowns, never
 * scores anything itself.
 */
import type { Catalog } from '../catalog/types.js'
import type { RankedTool, SearchResult } from '../engines/types.js'
import type { Crowding, ExpectationResult, PassCount, QueryResult, Standing } from './types.js'

/** How many neighbour tools a crowded expectation names, and how many words each. */
const CROWDING_TOOLS = 5
const CROWDING_TERMS = 3

export interface NeighbourSplit {
  /** The catalog of the user's own servers: the same tools, neighbours left out. */
  alone: Catalog
  /** Catalog ids of the neighbours' tools. */
  tools: ReadonlySet<string>
  /** The neighbours' server names, in connect order. */
  servers: string[]
}

/** The catalog without its neighbours, or undefined when it has none. Neighbours connect last, so the rest keep their indexes. */
export function splitNeighbours(catalog: Catalog): NeighbourSplit | undefined {
  const servers = catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name)
  if (servers.length === 0) return undefined
  const names = new Set(servers)
  const own = catalog.tools.filter((t) => !names.has(t.rawServer))
  return {
    alone: { servers: catalog.servers.filter((s) => s.source !== 'neighbour'), tools: own },
    tools: new Set(catalog.tools.filter((t) => names.has(t.rawServer)).map((t) => t.id)),
    servers
  }
}

export function standingOf(e: Pick<ExpectationResult, 'rank' | 'score' | 'pass'>): Standing {
  return { rank: e.rank, score: e.score, pass: e.pass }
}

/** A tool's points per query word, summed over the fields the engine's breakdown lists. */
function termPoints(r: RankedTool): Array<{ term: string; points: number }> {
  const byTerm = new Map<string, number>()
  for (const c of r.breakdown) byTerm.set(c.term, (byTerm.get(c.term) ?? 0) + c.points)
  return [...byTerm]
    .map(([term, points]) => ({ term, points }))
    .filter((t) => t.points > 0)
    .sort((a, b) => b.points - a.points)
    .slice(0, CROWDING_TERMS)
}

/**
 * The neighbours' tools ranked above the expected tool (or, when it did not score, within the
 * cut), best first, when the neighbours cost it something: it fails with them, or ranks worse
 * than alone. `rankingTo(n)` is the ranking with neighbours, complete down to place n (0: as
 * searched, its kept head).
 */
export function crowdingOf(
  e: Pick<ExpectationResult, 'kind' | 'alwaysLoaded'>,
  alone: Standing,
  mine: Standing,
  rankingTo: (rank: number) => SearchResult,
  neighbourTools: ReadonlySet<string>
): Crowding[] | undefined {
  if (e.kind !== 'expect' || e.alwaysLoaded) return undefined
  // A tool that scores nothing even alone is not crowded out: it is not found at all.
  if (alone.rank === null && mine.rank === null) return undefined
  const worse = alone.rank !== null && (mine.rank === null || mine.rank > alone.rank)
  if (mine.pass && !worse) return undefined
  const neighboursIn = (ranked: readonly RankedTool[]): RankedTool[] => ranked.filter((r) => neighbourTools.has(r.tool)).slice(0, CROWDING_TOOLS)
  const head = rankingTo(0)
  let crowd: RankedTool[]
  if (mine.rank === null) {
    crowd = neighboursIn(head.ranking.filter((r) => head.results.includes(r.tool)))
  } else {
    // The kept head often names enough of them: the rest of the ranking ahead is searched only when it does not.
    const ahead = contiguousHead(head.ranking).filter((r) => r.rank < mine.rank!)
    crowd = neighboursIn(ahead)
    if (crowd.length < CROWDING_TOOLS && ahead.length < mine.rank - 1) crowd = neighboursIn(rankingTo(mine.rank - 1).ranking.slice(0, mine.rank - 1))
  }
  return crowd.length ? crowd.map((r) => ({ tool: r.tool, rank: r.rank, score: r.score, terms: termPoints(r) })) : undefined
}

/** The places of a kept ranking that follow each other from #1 (the tools kept past them, by rank, do not). */
function contiguousHead(ranking: readonly RankedTool[]): readonly RankedTool[] {
  const gap = ranking.findIndex((r, i) => r.rank !== i + 1)
  return gap === -1 ? ranking : ranking.slice(0, gap)
}

/**
 * The expected tool makes its place only because it ties with neighbours' tools that the
 * client holds after it: were the neighbours connected first, it would fall behind them and
 * below the place it needs. (Ties keep the client's tool order; not for clients that order
 * ties at random.)
 */
export function dependsOnOrder(e: Pick<ExpectationResult, 'kind' | 'tool' | 'rank' | 'score' | 'within' | 'alwaysLoaded'>, rankingTo: (rank: number) => SearchResult, neighbourTools: ReadonlySet<string>): boolean {
  if (e.kind !== 'expect' || e.alwaysLoaded || e.rank === null || e.rank > e.within || neighbourTools.has(e.tool)) return false
  const head = rankingTo(0)
  if (head.randomTies) return false
  const rank = e.rank
  const tiedBehind = (result: SearchResult): number => result.ranking.filter((r) => r.rank > rank && r.score === e.score && neighbourTools.has(r.tool)).length
  if (rank + tiedBehind(head) > e.within) return true
  // A kept head that ends inside the tie may leave tied neighbours out: count them in the whole ranking.
  const last = contiguousHead(head.ranking).at(-1)
  return last?.score === e.score && rank + tiedBehind(rankingTo(Infinity)) > e.within
}

/** Queries that pass, of those with expectations that are not known failures, under one view's statuses. */
export function passCount(queries: readonly QueryResult[], view: 'alone' | 'withNeighbours'): PassCount {
  const statuses = queries.map((q) => q.neighbours?.[view] ?? q.status)
  const judged = statuses.filter((s) => s === 'pass' || s === 'fail' || s === 'fixed')
  return { passed: judged.filter((s) => s !== 'fail').length, judged: judged.length }
}
