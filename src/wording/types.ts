import type { AdviceEdit } from '../advice/types.js'

/** One other wording of a query, ranked for one expected tool under one engine. */
export interface WordingVariant {
  query: string
  /** The tool's rank in that wording's ranking, or null when it did not score (or the client rejects the wording). */
  rank: number | null
  /** Within the expectation's rank and returned by the client (or loaded up front). */
  found: boolean
}

/** The smallest verified edit that wins back lost wordings, re-ranked. */
export interface WordingAdvice {
  edits: AdviceEdit[]
  /** How many wordings find the tool with the edit made (of the same `total`). */
  found: number
}

/** How many of a query's other wordings still find one expected tool under one engine. */
export interface WordingResult {
  /** The share the manifest asks for; absent: measured and reported, never failing. */
  min?: number
  found: number
  total: number
  /** found / total reaches `min` (always true without `min`, or with no other wordings). */
  pass: boolean
  /** Every wording with its rank, in the generator's order. */
  variants: WordingVariant[]
  /** For a `min` not reached: the edit that wins wordings back, when one does. */
  advice?: WordingAdvice
}

/** The share of wordings that find the tool: 1 when there are none. */
export function shareOf(w: Pick<WordingResult, 'found' | 'total'>): number {
  return w.total === 0 ? 1 : w.found / w.total
}

/** Whether `found` of `total` wordings reaches `min`. */
export function meets(found: number, total: number, min: number | undefined): boolean {
  return min === undefined || shareOf({ found, total }) >= min
}
