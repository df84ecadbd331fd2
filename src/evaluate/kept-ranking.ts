import type { RankedTool } from '../engines/types.js'
import type { CutTie } from './types.js'

/** At least this many tools from the top are kept, whatever the cut (the comment's explanation shows them). */
const KEPT_HEAD = 5
/** Tools kept ahead of an expected tool that misses. */
const KEPT_AHEAD = 20

export interface KeepInput {
  ranking: readonly RankedTool[]
  results: readonly string[]
  maxResults: number
  /** Catalog ids of the query's expected and forbidden tools. */
  subjects: readonly string[]
  /** Ranks of the expected tools that miss (null: not ranked). */
  missingRanks: ReadonlyArray<number | null>
}

/** The tie at the cut as a report keeps it: the tools past the cut listed up to 20, the rest counted. */
export function keptCutTie(tie: CutTie): CutTie {
  if (tie.outside.length <= KEPT_AHEAD) return tie
  return { ...tie, outside: tie.outside.slice(0, KEPT_AHEAD), more: tie.outside.length - KEPT_AHEAD + (tie.more ?? 0) }
}

/** How many places from the top a query can keep: the cut, at least 5, and 20 when an expected tool may miss. */
export function keptTop(maxResults: number, expects: boolean): number {
  return Math.max(maxResults, KEPT_HEAD, expects ? KEPT_AHEAD : 0)
}

/**
 * The part of a ranking a report keeps. A full ranking per query is quadratic in size on a
 * large catalog (every tool that shares one word with the query), so a query keeps: the
 * first `max(cut, 5)` tools; every expected and forbidden tool wherever it ranks; and, when
 * an expected tool misses, the first 20 tools ranked ahead of it. Best first, as in the
 * ranking. (The tools tied at the cut are named in the result's `cutTie`.)
 */
export function keptRanking(input: KeepInput): RankedTool[] {
  const { ranking, maxResults } = input
  let headEnd = Math.max(maxResults, KEPT_HEAD)
  for (const rank of input.missingRanks) headEnd = Math.max(headEnd, Math.min(KEPT_AHEAD, rank === null ? KEPT_AHEAD : rank - 1))
  const extra = new Set([...input.results, ...input.subjects])
  return ranking.filter((r) => r.rank <= headEnd || extra.has(r.tool))
}
