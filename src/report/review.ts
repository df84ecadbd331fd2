/**
 * The review: one check's result as every view shows it, built once. Per query and
 * expectation one row, with one cell per engine (the expectation's rank alone and with
 * neighbours, its base rank, its class, fragility, blame and verified advice); the findings,
 * each with its rule's short text; the counts and the verdict. The JSON report is written from
 * a review and read back into one (json.ts, read.ts); the terminal, the comment and job
 * summary, the annotations and SARIF render only a review.
 *
 * A new per-engine fact goes into `ReviewCell` (set in `cellOf`), a new per-query fact into
 * `ReviewRow`, a new count into `ReviewCounts` (`countsOf`): the renderers read them there.
 */
import { classify } from '../baseline/diff.js'
import type { Baseline, BaselineDiff, ExpectationChange, RankChange, WordingChange } from '../baseline/types.js'
import type { Evaluation, ExpectationResult, QueryEngineResult, QueryResult } from '../evaluate/types.js'
import { verdict, type FailOn, type Judgement, type Verdict } from '../gate/verdict.js'
import { findRule } from '../lint/registry.js'
import type { Finding } from '../lint/types.js'
import type { ToolRow } from '../tool-table/types.js'

export type { Advice, AdviceEdit, Blame, EngineCheck, Gainer, Requirement, TermDelta } from '../advice/types.js'
export type { Baseline, BaselineDiff, Change, CostChange, ExpectationChange, ExpectationEdit, HiddenExpectation, NoBaseline, RankChange } from '../baseline/types.js'
export type { CatalogServer } from '../catalog/types.js'
export type { Contribution, Deferral, EngineInfo, RankedTool, ScoreField, ServerCost } from '../engines/types.js'
export { unverifiedNote } from '../engines/types.js'
export type { WordingAdvice, WordingResult } from '../wording/types.js'
export { meets, shareOf } from '../wording/types.js'
export type { Crowding, Evaluation, ExpectationResult, NeighbourSummary, QueryEngineResult, QueryResult, Standing } from '../evaluate/types.js'
export type { FailOn, Tally, Verdict } from '../gate/verdict.js'
export type { Finding, Severity } from '../lint/types.js'

/** How a cell (and a row, by its worst cell) needs attention, most urgent first. */
export const MARKS = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved', 'known', 'pass', 'info'] as const
export type Mark = (typeof MARKS)[number]
/** The marks of rows a reviewer looks at; the others pass quietly. */
export const ATTENTION: readonly Mark[] = ['regressed', 'fail', 'rejected', 'accepted', 'fixed', 'fragile', 'shift', 'improved']

/**
 * Why an expectation fails under an engine, as one cause a "why" explains once for every
 * query and engine it holds for: the tool, what happened to it and the tool that took its place.
 */
export interface Cause {
  /** `overtaken`: tools overtook it in this PR (blame); `crowded`: a neighbour's tool is ahead, and alone it passes; `outranked`: other tools score more or tie and are listed first; `unscored`: no query word matches it; `shown`: a forbidden tool is returned. */
  kind: 'overtaken' | 'crowded' | 'outranked' | 'unscored' | 'shown'
  /** The catalog id of the tool it names. */
  tool: string
  /** The tool that took its place: the first that overtook it, the first crowding neighbour, or the tool at the last place it needs. */
  rival?: string
}

/** A failing expectation decided by listing order: the tool at the place it needs has the same score and is listed first. */
export interface ListingTie {
  score: number
  /** The tool at that place. */
  rival: string
}

/** One engine's side of a row. */
export interface ReviewCell {
  engine: string
  result: QueryEngineResult
  /** The row's expectation under this engine (absent for a query without expectations). */
  expectation?: ExpectationResult
  /** The base diff of this expectation, when the base commit was ranked. */
  change?: RankChange
  /** The policy's class of this expectation (regression, missing, shift …). */
  judgement?: Judgement
  /** The policy's class of its `wording` share, when the manifest asks for one. */
  wordingJudgement?: Judgement
  /** Why it fails (absent when it holds). */
  cause?: Cause
  /** It fails only on listing order: a tie with the tool at the place it needs. */
  tie?: ListingTie
  mark: Mark
}

/** One expectation of one query (or a query without expectations), a cell per engine of the review. */
export interface ReviewRow {
  query: QueryResult
  kind?: 'expect' | 'forbid'
  /** The expectation as written; absent for a query without expectations. */
  ref?: string
  /** In the order of `evaluation.engines`; undefined where the query does not run under that engine. */
  cells: Array<ReviewCell | undefined>
  mark: Mark
  /** It fails, and failed on the base commit too: not this pull request's doing. */
  failingBefore: boolean
}

/** A lint finding with its rule's one-line text (docs/lint-rules.md has the rule's section). */
export interface ReviewFinding extends Finding {
  summary: string
}

/** Counted in queries, the one unit of the headline. */
export interface ReviewCounts {
  queries: number
  /** Queries with expectations, known failures left out. */
  judged: number
  /** Queries that fail the check's way: the evaluation's failed queries, less those whose only failures are accepted regressions (the `failed` output). */
  failed: number
  /** Failing queries with a regression or a missing expectation. */
  failing: number
  /** Failing queries with a regression (not accepted). */
  regressed: number
  /** Queries with a regression the accept label accepted. */
  accepted: number
  /** Failing queries whose failures all failed on the base commit too. */
  failingBefore: number
  fragile: number
  shifted: number
  improved: number
  fixed: number
  rejected: number
  knownFailures: number
  reportOnly: number
}

export interface Review {
  /** The manifest as the reports name it. */
  manifest: string
  evaluation: Evaluation
  baseline?: Baseline
  /** Every tool at a glance, worst first (the JSON report's `toolTable`), when the check built it. */
  toolTable?: ToolRow[]
  findings: ReviewFinding[]
  rows: ReviewRow[]
  counts: ReviewCounts
  verdict: Verdict & { failOn: readonly FailOn[] }
}

export interface ReviewInput {
  manifest: string
  evaluation: Evaluation
  baseline?: Baseline
  toolTable?: ToolRow[]
  findings?: readonly Finding[]
  failOn: readonly FailOn[]
  /** The accept label, when the pull request carries it. */
  acceptLabel?: string
}

/** The rank diff, when the base side could be ranked. */
export function diffOf(review: { baseline?: Baseline }): BaselineDiff | undefined {
  return review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined
}

/** The one key that joins an expectation of the evaluation to its row of the base diff. */
function joinKey(line: number, engine: string, kind: string, ref: string): string {
  return `${line}\u0000${engine}\u0000${kind}\u0000${ref}`
}

function cellMark(c: Omit<ReviewCell, 'mark'>, accepted: boolean): Mark {
  const { result: r, expectation: e, judgement } = c
  if (!e) return r.error ? 'rejected' : 'info'
  if (judgement?.change === 'regression') return accepted ? 'accepted' : 'regressed'
  if (!e.pass) return r.status === 'known-failure' ? 'known' : r.error ? 'rejected' : 'fail'
  // Found, but by too few of the query's other wordings (`wording:`).
  const wording = c.wordingJudgement?.change
  if (wording === 'regression') return accepted ? 'accepted' : 'regressed'
  if (e.wording?.pass === false) return r.status === 'known-failure' ? 'known' : 'fail'
  if (r.status === 'fixed') return 'fixed'
  if (e.kind === 'expect' && (e.fragile || e.neighbours?.orderDependent)) return 'fragile'
  if (judgement?.change === 'shift') return 'shift'
  if (judgement?.change === 'improvement') return 'improved'
  return 'pass'
}

/** The tool at `place` of the judged ranking, when the report kept it. */
function toolAt(result: QueryEngineResult, place: number): { tool: string; score: number } | undefined {
  return result.ranking.find((r) => r.rank === place)
}

function causeOf(e: ExpectationResult, result: QueryEngineResult, change: RankChange | undefined): Cause | undefined {
  if (e.pass || e.alwaysLoaded) return undefined
  if (e.kind === 'forbid') return { kind: 'shown', tool: e.tool }
  if (e.rank === null) return { kind: 'unscored', tool: e.tool }
  const gainer = change?.blame?.gainers[0]
  if (change?.change === 'regression' && gainer) return { kind: 'overtaken', tool: e.tool, rival: gainer.tool }
  const crowd = e.neighbours?.crowdedBy?.[0]
  if (crowd && e.neighbours?.alone.pass) return { kind: 'crowded', tool: e.tool, rival: crowd.tool }
  const rival = toolAt(result, e.within)
  return { kind: 'outranked', tool: e.tool, ...(rival && rival.tool !== e.tool ? { rival: rival.tool } : {}) }
}

function tieOf(e: ExpectationResult, result: QueryEngineResult): ListingTie | undefined {
  if (e.pass || e.kind !== 'expect' || e.score === null || e.rank === null) return undefined
  const at = toolAt(result, e.within)
  return at && at.tool !== e.tool && at.score === e.score ? { score: at.score, rival: at.tool } : undefined
}

function worst(marks: readonly Mark[]): Mark {
  return marks.reduce<Mark>((a, b) => (MARKS.indexOf(b) < MARKS.indexOf(a) ? b : a), 'info')
}

/** The judgement of an expectation's `wording` share: against the base's share when the base diff measured it, else by the head's alone. */
function wordingJudgementOf(q: QueryResult, result: QueryEngineResult, e: ExpectationResult, diff: BaselineDiff | undefined, wordings: ReadonlyMap<string, WordingChange>): Judgement | undefined {
  const judged = { query: q.query, engine: result.engine, kind: 'expect' as const, ref: e.ref }
  if (diff) {
    const w = wordings.get(joinKey(q.line, result.engine, 'expect', e.ref))
    return w && { ...judged, baseRank: null, headRank: null, compared: w.basePass !== null, change: w.change, wording: { min: w.min, base: w.base, head: w.head } }
  }
  const w = e.wording
  if (w?.min === undefined) return undefined
  return { ...judged, baseRank: null, headRank: e.rank, compared: false, change: classify(null, w.pass, result.knownFailure !== undefined, false), wording: { min: w.min, base: null, head: w } }
}

interface Joined {
  diff: BaselineDiff | undefined
  changes: ReadonlyMap<string, RankChange>
  wordings: ReadonlyMap<string, WordingChange>
}

function cellOf(q: QueryResult, result: QueryEngineResult, expectation: ExpectationResult | undefined, joined: Joined, accepted: boolean): ReviewCell {
  const { changes } = joined
  const change = expectation ? changes.get(joinKey(q.line, result.engine, expectation.kind, expectation.ref)) : undefined
  const judgement: Judgement | undefined = expectation && {
    query: q.query,
    engine: result.engine,
    kind: expectation.kind,
    ref: expectation.ref,
    baseRank: change?.baseRank ?? null,
    headRank: expectation.rank,
    compared: change !== undefined && change.basePass !== null,
    change: change?.change ?? classify(null, expectation.pass, result.knownFailure !== undefined, false)
  }
  const cause = expectation && causeOf(expectation, result, change)
  const tie = expectation && tieOf(expectation, result)
  const wordingJudgement = expectation?.kind === 'expect' ? wordingJudgementOf(q, result, expectation, joined.diff, joined.wordings) : undefined
  const cell = { engine: result.engine, result, ...(expectation ? { expectation } : {}), ...(change ? { change } : {}), ...(judgement ? { judgement } : {}), ...(wordingJudgement ? { wordingJudgement } : {}), ...(cause ? { cause } : {}), ...(tie ? { tie } : {}) }
  return { ...cell, mark: cellMark(cell, accepted) }
}

/** Rows in manifest order: one per expectation, cells in the order of the evaluation's engines. */
function rowsOf(evaluation: Evaluation, diff: BaselineDiff | undefined, accepted: boolean): ReviewRow[] {
  const engines = evaluation.engines.map((e) => e.id)
  const joined: Joined = {
    diff,
    changes: new Map((diff?.rows ?? []).map((c) => [joinKey(c.line, c.engine, c.kind, c.ref), c] as const)),
    wordings: new Map((diff?.wording ?? []).map((w) => [joinKey(w.line, w.engine, 'expect', w.ref), w] as const))
  }
  return evaluation.queries.flatMap((q): ReviewRow[] => {
    const results = engines.map((id) => q.engines[id])
    const first = results.find((r) => r !== undefined)
    const keys = first?.expectations.map((e) => ({ kind: e.kind, ref: e.ref })) ?? []
    if (keys.length === 0) {
      const cells = results.map((result) => (result ? cellOf(q, result, undefined, joined, accepted) : undefined))
      return [{ query: q, cells, mark: worst(cells.map((c) => c?.mark ?? 'info')), failingBefore: false }]
    }
    return keys.map(({ kind, ref }) => {
      const cells = results.map((result) => (result ? cellOf(q, result, result.expectations.find((e) => e.kind === kind && e.ref === ref), joined, accepted) : undefined))
      const failing = cells.filter((c) => c?.judgement && (c.judgement.change === 'missing' || c.judgement.change === 'regression'))
      const failingBefore = failing.length > 0 && failing.every((c) => c!.judgement!.change === 'missing' && c!.change?.basePass === false)
      return { query: q, kind, ref, cells, mark: worst(cells.map((c) => c?.mark ?? 'pass')), failingBefore }
    })
  })
}

function countsOf(evaluation: Evaluation, rows: readonly ReviewRow[]): ReviewCounts {
  const s = evaluation.summary
  const byQuery = new Map<QueryResult, ReviewRow[]>()
  for (const r of rows) byQuery.set(r.query, [...(byQuery.get(r.query) ?? []), r])
  const queriesWith = (test: (rows: ReviewRow[]) => boolean): number => [...byQuery.values()].filter(test).length
  const has = (m: Mark) => (rs: ReviewRow[]): boolean => rs.some((r) => r.cells.some((c) => c?.mark === m))
  const failingMarks = (r: ReviewRow): boolean => r.cells.some((c) => c?.mark === 'regressed' || c?.mark === 'fail')
  const failing = (rs: ReviewRow[]): boolean => rs.some(failingMarks)
  const onlyAccepted = (rs: ReviewRow[]): boolean => has('accepted')(rs) && !failing(rs) && !has('rejected')(rs)
  return {
    queries: s.queries,
    judged: s.queries - s.reportOnly - s.knownFailures,
    failed: s.failed - queriesWith(onlyAccepted),
    failing: queriesWith(failing),
    regressed: queriesWith(has('regressed')),
    accepted: queriesWith(has('accepted')),
    failingBefore: queriesWith((rs) => failing(rs) && rs.every((r) => r.failingBefore || !failingMarks(r))),
    fragile: queriesWith((rs) => !failing(rs) && has('fragile')(rs)),
    shifted: queriesWith((rs) => !failing(rs) && has('shift')(rs)),
    improved: queriesWith((rs) => !failing(rs) && has('improved')(rs)),
    fixed: queriesWith(has('fixed')),
    rejected: queriesWith(has('rejected')),
    knownFailures: s.knownFailures,
    reportOnly: s.reportOnly
  }
}

/** Each finding with its rule's one-line text (a rule this release does not know keeps its own message). */
export function reviewFindings(findings: readonly Finding[]): ReviewFinding[] {
  return findings.map((f) => ({ ...f, summary: findRule(f.rule)?.summary ?? f.message }))
}

/** The review of one check: rows, counts and the verdict, each computed here once. */
export function buildReview(input: ReviewInput, given?: Verdict & { failOn: readonly FailOn[] }): Review {
  const diff = diffOf(input)
  const rows = rowsOf(input.evaluation, diff, input.acceptLabel !== undefined || given?.acceptedBy !== undefined)
  const findings = reviewFindings(input.findings ?? [])
  const judged = given ?? {
    ...verdict({ judgements: rows.flatMap((r) => r.cells.flatMap((c) => [...(c?.judgement ? [c.judgement] : []), ...(c?.wordingJudgement ? [c.wordingJudgement] : [])])), findings, ...(input.acceptLabel ? { acceptLabel: input.acceptLabel } : {}) }, input.failOn),
    failOn: input.failOn
  }
  return {
    manifest: input.manifest,
    evaluation: input.evaluation,
    ...(input.baseline ? { baseline: input.baseline } : {}),
    ...(input.toolTable ? { toolTable: input.toolTable } : {}),
    findings,
    rows,
    counts: countsOf(input.evaluation, rows),
    verdict: judged
  }
}

/** The manifest's expectations as this pull request changed them (none without a base diff). */
export function expectationChanges(review: Review): readonly ExpectationChange[] {
  return diffOf(review)?.expectations ?? []
}
