/** How the base side's result was obtained. */
export type BaselineSource = 'lock' | 'worktree'

import type { Blame } from '../advice/types.js'

export type RankMovement = 'regressed' | 'improved' | 'unchanged' | 'new'

/** One expected tool of one query under one engine, base against head. */
export interface RankChange {
  query: string
  line: number
  engine: string
  ref: string
  tool: string
  maxResults: number
  /** Rank in the full ranking; null when the tool did not score (or the query is new). */
  baseRank: number | null
  headRank: number | null
  baseScore: number | null
  headScore: number | null
  /** Returned by the client (within the cut). */
  baseFound: boolean
  headFound: boolean
  movement: RankMovement
  /** Crossed the cut line: fell out of it or got into it. */
  crossed?: 'fell-out' | 'entered'
  /** The head expectation passes (the tool is still found, or not). */
  headPass: boolean
  /** For a regression: which tools overtook it, and the words that moved them. */
  blame?: Blame
}

/** A query without expectations whose returned list changed. */
export interface ResultChange {
  query: string
  line: number
  engine: string
  base: string[]
  head: string[]
}

export interface CatalogChanges {
  added: string[]
  removed: string[]
  /** Same schema and description, new name. */
  renamed: Array<{ from: string; to: string }>
  descriptionChanged: string[]
  schemaChanged: string[]
}

export interface BaselineCost {
  /** Servers started for the base side (0 with a lock file). */
  serversStarted: number
  setupMs?: number
  totalMs: number
}

export interface BaselineDiff {
  source: BaselineSource
  baseSha: string
  cost: BaselineCost
  rows: RankChange[]
  newQueries: string[]
  removedQueries: string[]
  resultChanges: ResultChange[]
  catalog: CatalogChanges
  regressions: number
  improvements: number
}

/** The base side could not be ranked; the head verdict still stands. */
export interface NoBaseline {
  source: 'none'
  baseSha?: string
  reason: string
  /** True when the base failed (a warning), false when there simply is none (first PR). */
  warning: boolean
}

export type Baseline = BaselineDiff | NoBaseline
