/**
 * Check annotations at the manifest lines: an error for each failing expectation (it shows
 * in the PR's Files view), one for each `wording` share not reached, a warning for what passes only through tie order or no longer
 * needs its `known_failure`, a notice for each known failure.
 */
import * as core from '@actions/core'
import { annotationText } from '../report/escape-markdown.js'
import { knownFailureNotes, staleMarkNote } from '../report/known-failure.js'
import type { ExpectationResult, QueryEngineResult, Review, ReviewCell, ReviewRow } from '../report/review.js'
import { wordingText } from '../report/wording-text.js'

/** GitHub keeps 10 annotations of each level per step; `setFailed` needs one error of them. */
const PER_LEVEL = 10

export type Level = 'error' | 'warning' | 'notice'

export interface Annotation {
  level: Level
  message: string
  line?: number
  col?: number
}

function describe(e: ExpectationResult, r: QueryEngineResult): string {
  const where = r.error ? `${r.engine} rejects the query: ${r.error}` : e.rank === null ? `not ranked by ${r.engine}` : `rank ${e.rank} under ${r.engine}`
  if (e.kind === 'forbid') return `${e.ref} must not be in the top ${r.maxResults}, but is at ${where}`
  if (e.alwaysLoaded) return `${e.ref} is always loaded`
  return `${e.ref} must be ${e.within === r.maxResults ? `in the top ${e.within}` : `at rank ${e.within} or better`}, but ${r.error ? where : `is ${where}`}`
}

/** A row's cells that `pick` selects, as one annotation's text naming each engine (empty when none). */
type ExpectationCell = ReviewCell & { expectation: ExpectationResult }

function cellsOf(row: ReviewRow, pick: (c: ExpectationCell) => boolean): ExpectationCell[] {
  return row.cells.filter((c): c is ExpectationCell => c?.expectation !== undefined && pick(c as ExpectationCell))
}

function described(row: ReviewRow, pick: (c: ExpectationCell) => boolean, text: (c: ExpectationCell) => string = (c) => describe(c.expectation, c.result)): { e: ExpectationResult; text: string[] } | undefined {
  const cells = cellsOf(row, pick)
  return cells.length ? { e: cells[0].expectation, text: cells.map(text) } : undefined
}

/** Found, but by too few of the query's other wordings: `rollout found by 4 of 8 wordings under codex (needs 80 %); lost: …`. */
const shortOfWordings = (c: ExpectationCell): boolean => c.expectation.pass && c.expectation.wording?.pass === false && c.result.status === 'fail'
const wordingOf = (c: ExpectationCell): string => `${c.expectation.ref} ${wordingText(c.expectation.wording!, c.engine, (t) => `"${t}"`)}`

/** The annotations of a review, in manifest order within each level. */
export function annotationsFor(review: Review): Annotation[] {
  const out: Annotation[] = []
  const acceptedBy = review.verdict.acceptedBy
  let previous: ReviewRow['query'] | undefined
  for (const row of review.rows) {
    const q = row.query
    const query = `"${q.query}"`
    const failing = (c: ExpectationCell): boolean => !c.expectation.pass && c.result.status === 'fail'
    // Every failure that is not a regression is, in the policy's words, missing.
    const missing = described(row, (c) => failing(c) && c.judgement?.change !== 'regression')
    if (missing) out.push({ level: 'error', line: missing.e.line, col: missing.e.col, message: `missing: ${query}: ${missing.text.join('; ')}` })
    const regression = (e: ExpectationResult, what: string): void => {
      out.push({ level: acceptedBy !== undefined ? 'warning' : 'error', line: e.line, col: e.col, message: `regression${acceptedBy !== undefined ? ` accepted by the label ${acceptedBy}` : ''}: ${what}` })
    }
    const regressed = described(row, (c) => failing(c) && c.judgement?.change === 'regression')
    if (regressed) regression(regressed.e, `${query} held on the base commit: ${regressed.text.join('; ')}`)
    // A `wording` share not reached: a regression when the base reached it.
    const wordingRegressed = (c: ExpectationCell): boolean => c.wordingJudgement?.change === 'regression'
    const short = described(row, (c) => shortOfWordings(c) && !wordingRegressed(c), wordingOf)
    if (short) out.push({ level: 'error', line: short.e.line, col: short.e.col, message: `missing: ${query}: ${short.text.join('; ')}` })
    const lost = cellsOf(row, (c) => shortOfWordings(c) && wordingRegressed(c))
    if (lost.length) {
      const was = lost[0].wordingJudgement?.wording?.base
      regression(lost[0].expectation, `${query} reached its wording share on the base commit${was ? ` (found by ${was.found} of ${was.total})` : ''}: ${lost.map(wordingOf).join('; ')}`)
    }
    if (q !== previous) {
      for (const note of knownFailureNotes(q)) out.push({ level: 'notice', line: q.line, col: q.col, message: `${query} is a known failure${note.engine ? ` under ${note.engine}` : ''}: ${note.reason}` })
      const stale = staleMarkNote(q)
      if (stale) out.push({ level: 'warning', line: q.line, col: q.col, message: `${query} ${stale}` })
    }
    previous = q
    const fragile = described(row, (c) => c.expectation.pass && c.expectation.fragile && c.expectation.kind === 'expect' && c.result.cutTie !== undefined)
    if (fragile) out.push({ level: 'warning', line: fragile.e.line, col: fragile.e.col, message: `${query}: ${fragile.text.join('; ')}, only through tie order at the cut: any edit to a tied tool can push it out` })
  }
  for (const w of review.evaluation.manifestWarnings ?? []) out.push({ level: 'warning', line: w.line, col: w.col, message: w.message })
  for (const server of review.evaluation.servers) {
    for (const w of server.warnings) out.push({ level: 'warning', message: `server ${server.name}: ${w}` })
  }
  return out
}

/**
 * Emits the annotations against `file` (relative to the repository root), at most what GitHub
 * keeps per level: past that, one last annotation says how many more the job summary lists.
 */
export function annotate(review: Review, file: string): void {
  const emit = { error: core.error, warning: core.warning, notice: core.notice }
  const all = annotationsFor(review)
  for (const level of ['error', 'warning', 'notice'] as const) {
    const list = all.filter((a) => a.level === level)
    const room = level === 'error' ? PER_LEVEL - 1 : PER_LEVEL
    const shown = list.length > room ? list.slice(0, room - 1) : list
    for (const a of shown) {
      emit[level](annotationText(a.message, 1000), a.line !== undefined ? { file, startLine: a.line, startColumn: a.col } : {})
    }
    if (shown.length < list.length) {
      emit[level](`${list.length - shown.length} more ${level === 'error' ? 'failing expectations' : `${level}s`}: the job summary lists them all`, { file })
    }
  }
}
