/**
 * The places of a ranking a caller reads, without ordering all of it: the first `top`
 * candidates in ranking order, and the rank of a few others. A search with `keep` (lint's
 * own-name queries, evaluation) needs a handful of places of a ranking that can hold most of
 * a large catalog; sorting it and building every entry costs more than scoring it did.
 */

/** Negative when candidate `a` ranks before `b`: the engine's own order (score, then its tie order). */
export type RankOrder = (a: number, b: number) => number

export interface Places {
  /** The first `top` candidates, best first. */
  head: number[]
  /** Rank (1-based, in the full order) of each wanted candidate. */
  rankOf: Map<number, number>
}

/**
 * `candidates` are the tools that scored (any order); `wanted` those whose rank the caller
 * needs wherever they rank. Linear in the candidates for a small `top` and few wanted.
 */
export function placesOf(candidates: ArrayLike<number>, order: RankOrder, top: number, wanted: Iterable<number>): Places {
  const head: number[] = []
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k]
    if (head.length === top && (top === 0 || order(c, head[top - 1]) >= 0)) continue
    let at = head.length
    while (at > 0 && order(c, head[at - 1]) < 0) at--
    head.splice(at, 0, c)
    if (head.length > top) head.pop()
  }
  const rankOf = new Map<number, number>()
  head.forEach((c, i) => rankOf.set(c, i + 1))
  for (const w of wanted) {
    if (rankOf.has(w)) continue
    let ahead = 0
    let found = false
    for (let k = 0; k < candidates.length; k++) {
      const c = candidates[k]
      if (c === w) found = true
      else if (order(c, w) < 0) ahead++
    }
    if (found) rankOf.set(w, ahead + 1)
  }
  return { head, rankOf }
}

/** The kept candidates (head first, then the wanted ones), in rank order, with their ranks. */
export function keptPlaces(places: Places): Array<{ index: number; rank: number }> {
  return [...places.rankOf].map(([index, rank]) => ({ index, rank })).sort((a, b) => a.rank - b.rank)
}

/**
 * The tie at the cut of a partial ranking, as a caller would read it off the full ranking: when
 * the last returned place and the first one past it score the same, every candidate with that
 * score, those within the cut inside. `head` holds at least the first `maxResults + 1` places.
 */
export function tieAtCut(
  candidates: readonly number[],
  head: readonly number[],
  score: (i: number) => number,
  order: RankOrder,
  maxResults: number,
  id: (i: number) => string
): { cutTie?: { score: number; inside: string[]; outside: string[] } } {
  if (head.length <= maxResults || maxResults < 1) return {}
  const at = score(head[maxResults - 1])
  if (score(head[maxResults]) !== at) return {}
  const tied = candidates.filter((i) => score(i) === at).sort(order)
  const inside = new Set(head.slice(0, maxResults))
  return { cutTie: { score: at, inside: tied.filter((i) => inside.has(i)).map(id), outside: tied.filter((i) => !inside.has(i)).map(id) } }
}
