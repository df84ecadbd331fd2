/** How the base side's result was obtained. */
export type BaselineSource = 'lock' | 'worktree'

import type { Blame } from '../advice/types.js'

/**
 * What happened to one expectation between the base commit and the PR, in the words the
 * README defines once: a regression held on the base and fails now; a shift moved its rank
 * and still holds; an improvement failed on the base and holds now; missing fails now and did
 * not hold on the base either (or the base did not rank it).
 */
export type Change = 'regression' | 'shift' | 'improvement' | 'missing' | 'known-failure' | 'unchanged' | 'new'

/** Which way the rank number moved (`down`: #2 → #3); `same` for a tool unranked on both sides. */
export type RankDirection = 'down' | 'up' | 'same'

/** One expectation of one query under one engine, base against head. */
export interface RankChange {
  query: string
  line: number
  engine: string
  kind: 'expect' | 'forbid'
  ref: string
  tool: string
  maxResults: number
  /** The rank the expectation needs (expect: \`rank:\` or the cut). */
  within: number
  /** Rank in the full ranking; null when the tool did not score (or the base did not rank it). */
  baseRank: number | null
  headRank: number | null
  baseScore: number | null
  headScore: number | null
  /** Returned by the client (within the cut). */
  baseFound: boolean
  headFound: boolean
  /** The expectation as the PR writes it, held against the base commit's ranking; null when the base did not rank this query, engine or tool. */
  basePass: boolean | null
  headPass: boolean
  change: Change
  direction: RankDirection
  /** Crossed the cut line: fell out of it or got into it. */
  crossed?: 'fell-out' | 'entered'
  /** For a regression of an expected tool: which tools overtook it, and the words that moved them. */
  blame?: Blame
}

/** How many of a query's other wordings find an expected tool (src/wording), base against head, for a share the manifest asks for. */
export interface WordingChange {
  query: string
  line: number
  engine: string
  ref: string
  tool: string
  /** The share the PR's manifest asks for. */
  min: number
  /** The same wordings on the base commit's tools; null when the base did not rank the query, engine or tool. */
  base: { found: number; total: number } | null
  head: { found: number; total: number }
  basePass: boolean | null
  headPass: boolean
  change: Change
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
  /** Same server and input schema, near-identical description, new name (src/baseline/renames.ts). */
  renamed: Array<{ from: string; to: string }>
  descriptionChanged: string[]
  schemaChanged: string[]
}

/** One edit of the manifest's expectations, as the PR made it. */
export interface ExpectationEdit {
  field: 'query' | 'expect' | 'expect_any' | 'forbid' | 'rank' | 'known_failure' | 'max_results' | 'engines' | 'wording'
  change: 'added' | 'removed' | 'renamed' | 'relaxed' | 'tightened' | 'changed'
  /** It asks less than the base did: a tool or query no longer checked, a looser rank, a new mark, a lower `wording` share. */
  relaxes: boolean
  /** The engine this edit is for; absent when every engine changed alike. */
  engine?: string
  /** The value on the base commit and in the PR (a rank, a reason, a tool, an engine). */
  before?: string
  after?: string
}

/** The base commit's expectation of a relaxed query, held against this PR's catalog. */
export interface HiddenExpectation {
  engine: string
  kind: 'expect' | 'forbid'
  /** The reference as the base's manifest wrote it. */
  ref: string
  /** The PR's tool, when it renamed the one the base named (ranked under its new name). */
  renamedTo?: string
  /** Its rank on the base commit; null when it did not score there (or the base did not rank it). */
  baseRank: number | null
  /** Its rank now. */
  rank: number | null
  within: number
  maxResults: number
  /** The base's `wording` share, when it asked one: how many of the query's other wordings find the tool on this PR's tools. */
  wording?: { min: number; found: number; total: number }
  /** The base commit's expectation (its rank, and its share when it asked one) still holds on this PR's tools. */
  pass: boolean
}

/** What the PR changed in one query's expectations (or, with `query` null, the manifest's). */
export interface ExpectationChange {
  query: string | null
  /** The query's line in the PR's manifest, or in the base's for a removed query. */
  line: number
  side: 'head' | 'base'
  edits: ExpectationEdit[]
  relaxes: boolean
  /** For a relaxation: the base's expectations of the query on this PR's tools. */
  hidden: HiddenExpectation[]
  /** Why the base's expectations could not be ranked now (a tool no longer listed). */
  unrankable?: string
}

export interface BaselineCost {
  /** Servers started for the base side (0 with a lock file). */
  serversStarted: number
  setupMs?: number
  totalMs: number
}

/** A server whose context cost this pull request changes by more than the threshold. */
export interface CostChange {
  server: string
  /** The engine whose client measures it (Claude Code's character measure). */
  engine: string
  /** Characters of its model-visible tools, sent with every request when they are loaded up front. */
  base: number
  head: number
  /** Some tool's measure is an estimate. */
  estimate: boolean
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
  /** Servers whose context cost changes by more than `threshold` percent. */
  costChanges?: { threshold: number; servers: CostChange[] }
  /** The manifest's expectations as the PR changed them; absent when the head manifest was not given. */
  expectations?: ExpectationChange[]
  /** Each `wording` share the PR's manifest asks for, judged on both sides; absent when it asks for none. */
  wording?: WordingChange[]
}

/** The base side could not be ranked; the head verdict still stands. */
export interface NoBaseline {
  source: 'none'
  baseSha?: string
  reason: string
  /** True when the base failed (a warning), false when there simply is none (first PR). */
  warning: boolean
  /** What the failure printed: a base server's stderr tail, a failed setup's last lines. */
  details?: string[]
}

export type Baseline = BaselineDiff | NoBaseline
