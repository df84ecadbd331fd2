import type { RankedTool } from '../engines/types.js'
import type { CutTie } from './types.js'

/** At least this many tools from the top are kept, whatever the cut (the comment's explanation shows them). */
export const KEPT_HEAD = 5
/** Tools kept ahead of an expected tool that misses, and past the cut among the tied ones. */
export const KEPT_CONTEXT = 20

export interface KeepInput {
  ranking: readonly RankedTool[]
  results: readonly string[]
  maxResults: number
  /** Catalog ids of the query's expected and forbidden tools. */
  subjects: readonly string[]
  /** Ranks of the expected tools that miss (null: not ranked). */
  missingRanks: ReadonlyArray<number | null>
  cutTie?: CutTie
}

/**
 * The part of a ranking a report keeps. A full ranking per query is quadratic in size on a
 * large catalog (every tool that shares one word with the query), so a query keeps: the
 * first `max(cut, 5)` tools; every expected and forbidden tool wherever it ranks; the tools
 * tied at the cut (the first 20 past it); and, when an expected tool misses, the first 20
 * tools ranked ahead of it. Best first, as in the ranking.
 */
export function keptRanking(input: KeepInput): RankedTool[] {
  const { ranking, maxResults } = input
  let headEnd = Math.max(maxResults, KEPT_HEAD)
  for (const rank of input.missingRanks) headEnd = Math.max(headEnd, Math.min(KEPT_CONTEXT, rank === null ? KEPT_CONTEXT : rank - 1))
  const extra = new Set([...input.results, ...input.subjects, ...(input.cutTie?.outside ?? []).slice(0, KEPT_CONTEXT)])
  // Ranks are positions (rank i + 1 at index i): the head is a prefix.
  const kept = ranking.slice(0, headEnd)
  for (let i = headEnd; i < ranking.length; i++) if (extra.has(ranking[i].tool)) kept.push(ranking[i])
  return kept
}
