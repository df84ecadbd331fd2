import type { ScoreField } from '../engines/types.js'

/** Which text of the tool an edit adds words to. */
export type EditField = 'description' | 'searchHint'

/** Words to put at the start of a tool's description, or into its `_meta["anthropic/searchHint"]`. */
export interface AdviceEdit {
  /** Catalog id `mcp__server__tool` of the tool to edit. */
  tool: string
  field: EditField
  /** The words, in query order. Front-loaded: no description cut can hide them. */
  add: string[]
}

/** What a failing expectation asks: a place within the cut, or the place its `rank: N` names. */
export interface Requirement {
  kind: 'cut' | 'rank'
  n: number
}

/** The smallest edit found, and the rank it gives, re-ranked on the edited catalog. */
export interface EditAdvice {
  edits: AdviceEdit[]
  projectedRank: number
  requirement?: Requirement
}

/** The same change re-ranked under another engine of the query: where the tool lands, and whether the expectation holds there. */
export interface EngineCheck {
  engine: string
  rank: number | null
  pass: boolean
}

/**
 * A tie at equal score in the client's tool order decides the requirement: listing `tool`
 * just before `before` in its server's `tools/list` passes, re-ranked on the reordered catalog.
 */
export interface ListingOrderAdvice {
  listing: { tool: string; before: string }
  projectedRank: number
  requirement: Requirement
  /** The same order re-ranked under every engine of the query (evaluation fills it in). */
  engines?: EngineCheck[]
}

/** No description or hint edit puts the tool within the cut. */
export interface UnreachableAdvice {
  unreachable: true
  /** The tool that stays ahead at the cut line even after every query word is added, or null when the tool cannot rank at all. */
  neighbour: string | null
  /** The best rank every query word in every field reaches, or null when the tool cannot rank. */
  bestRank: number | null
  /** Why, in words: what the neighbour scores with, or why the tool cannot rank. */
  reason: string
  requirement?: Requirement
}

export type Advice = EditAdvice | UnreachableAdvice | ListingOrderAdvice

export function isUnreachable(advice: Advice): advice is UnreachableAdvice {
  return 'unreachable' in advice
}

export function isListingOrder(advice: Advice): advice is ListingOrderAdvice {
  return 'listing' in advice
}

/** Points one term earned in one field, before and after. */
export interface TermDelta {
  term: string
  field: ScoreField
  before: number
  after: number
}

export interface Standing {
  rank: number
  score: number
}

/** A tool that ranks ahead of the blamed tool at head but did not at base. */
export interface Gainer {
  tool: string
  /** Where it stood at base; null when it did not score (or did not exist: see `added`). */
  base: Standing | null
  head: Standing
  /** The tool is new in the head catalog. */
  added: boolean
  /** Its points that changed, by term and field (empty when only the blamed tool moved). */
  deltas: TermDelta[]
}

/** Why a tool's rank for a query got worse between a base and a head catalog. */
export interface Blame {
  query: string
  engine: string
  tool: string
  base: Standing | null
  head: Standing | null
  /** The blamed tool's own points that changed. */
  own: TermDelta[]
  /** Tools that overtook it, best-ranked first. */
  gainers: Gainer[]
}
