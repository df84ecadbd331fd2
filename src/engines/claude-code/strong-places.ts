/**
 * The first places of a keyword ranking without adding up every tool that scored. A term earns
 * a tool 2 points when only the tool's description has it (a weak match) and more when a name
 * or the hint has it (a strong match). A tool that no term matches strongly scores at most 2
 * per term, so when the last place read among the strongly matched tools scores more, no other
 * tool can reach those places or tie with them, and only the strongly matched tools (a small
 * share of a large catalog: a name holds few words, a description many) need adding up.
 * Otherwise the caller ranks every tool. Same answer either way.
 */
import { keptPlaces, placesOf, tieAtCut } from '../partial-ranking.js'
import type { Contribution, SearchMode, SearchResult } from '../types.js'
import { breakdownOf, DESCRIPTION_POINTS, type PreparedClaudeCode, type TermScore } from './prepare.js'

/** A term's matches split by strength, derived once per remembered term. */
interface Tiers {
  /** Positions (in the term's `tools`) of the strong matches. */
  strong: Int32Array
  /** Whether any match is weak. */
  anyWeak: boolean
  /** Bit per pool tool: matched weakly. */
  weak: Uint32Array
  /** Bit per pool tool: matched at all. */
  all: Uint32Array
}

const tiersOf = new WeakMap<TermScore, Tiers>()

/** Only the description has the term: a description match always earns DESCRIPTION_POINTS. */
function isWeak(contributions: readonly Contribution[]): boolean {
  return contributions.length === 1 && contributions[0].field === 'description'
}

function tiers(score: TermScore, poolSize: number): Tiers {
  let t = tiersOf.get(score)
  if (!t) {
    const words = (poolSize + 31) >>> 5
    const weak = new Uint32Array(words)
    const all = new Uint32Array(words)
    const strong: number[] = []
    for (let k = 0; k < score.tools.length; k++) {
      const i = score.tools[k]
      all[i >>> 5] |= 1 << (i & 31)
      if (isWeak(score.contributions[k])) weak[i >>> 5] |= 1 << (i & 31)
      else strong.push(k)
    }
    t = { strong: Int32Array.from(strong), anyWeak: strong.length < score.tools.length, weak, all }
    tiersOf.set(score, t)
  }
  return t
}

function has(bits: Uint32Array, i: number): boolean {
  return ((bits[i >>> 5] >>> (i & 31)) & 1) === 1
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/** How many tools any of the terms matches: those that score (every match earns points). */
function scoredCount(termTiers: readonly Tiers[]): number {
  let n = 0
  const words = termTiers[0]?.all.length ?? 0
  for (let w = 0; w < words; w++) {
    let union = 0
    for (const t of termTiers) union |= t.all[w]
    n += popcount(union)
  }
  return n
}

/** Per prepared catalog, a zeroed total per pool tool, reused by each search (and zeroed again after it). */
const scratch = new WeakMap<PreparedClaudeCode, Int32Array>()

/**
 * `keep`'s places of the ranking of `scores` (the terms in scoring order, each time it counts),
 * or undefined when tools matched only weakly could reach them: then rank every tool. `wanted`
 * are pool indexes; `places` how many first places to order.
 */
export function strongPlaces(p: PreparedClaudeCode, scores: readonly TermScore[], maxResults: number, places: number, wanted: readonly number[], mode: SearchMode): SearchResult | undefined {
  if (scores.length === 0) return undefined
  const termTiers = scores.map((s) => tiers(s, p.pool.length))
  let total = scratch.get(p)
  if (!total) scratch.set(p, (total = new Int32Array(p.pool.length)))
  const candidates: number[] = []
  try {
    let bound = 0
    for (let j = 0; j < scores.length; j++) {
      const { tools, points } = scores[j]
      const { strong, anyWeak } = termTiers[j]
      if (anyWeak) bound += DESCRIPTION_POINTS
      for (let s = 0; s < strong.length; s++) {
        const i = tools[strong[s]]
        if (total[i] === 0) candidates.push(i)
        total[i] += points[strong[s]]
      }
    }
    if (candidates.length < places) return undefined
    for (const t of termTiers) {
      if (!t.anyWeak) continue
      for (const i of candidates) if (has(t.weak, i)) total[i] += DESCRIPTION_POINTS
    }
    const keptWanted: number[] = []
    for (const w of wanted) {
      if (total[w] > bound) keptWanted.push(w)
      else if (termTiers.some((t) => has(t.all, w))) return undefined
    }
    const order = (a: number, b: number): number => total[b] - total[a] || a - b
    const found = placesOf(candidates, order, places, keptWanted)
    if (found.head.length < places || total[found.head[places - 1]] <= bound) return undefined
    const name = (i: number): string => p.pool[i].name
    return {
      results: found.head.slice(0, maxResults).map(name),
      ranking: keptPlaces(found).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
      mode,
      scored: scoredCount(termTiers),
      ...tieAtCut(candidates, found.head, (i) => total[i], order, maxResults, name)
    }
  } finally {
    for (const i of candidates) total[i] = 0
  }
}
