/**
 * The words for wording (src/wording), shared by the terminal and the comment: how many of a
 * query's other wordings find a tool, which are lost, and the edit that wins them back. Each
 * renderer passes its own quoting, so nothing from the manifest reaches either unescaped.
 */
import { shareOf, type Evaluation, type ExpectationResult, type QueryResult, type WordingAdvice, type WordingResult } from './review.js'
import { describeEdits } from './advice-text.js'

/** The lost wordings named, the rest counted. */
const LOST_SHOWN = 3

export interface WordingLine {
  query: QueryResult
  engine: string
  expectation: ExpectationResult
  wording: WordingResult
}

/** Expectations that lost a wording but reach any share asked: how many a comment or the terminal names. */
export const REPORT_ONLY_SHOWN = 5

export interface WordingLines {
  /** Those short of their share first, then those only reported, the least found first. */
  lines: WordingLine[]
  /** How many expectations were measured in all. */
  measured: number
  /** How many lost a wording in all (some may be left out of `lines`). */
  lossy: number
  /** How many are short of the share asked. */
  short: number
}

/**
 * The measured expectations that lost a wording: every one short of its share (in manifest
 * order), then those only reported, the least found first (manifest order on a tie), at most
 * `reportOnly` of them. Wording is measured for every expectation: a large manifest loses some
 * wordings of hundreds, and the reports that have a budget name the weakest.
 */
export function wordingLines(evaluation: Evaluation, reportOnly = Infinity): WordingLines {
  const all = evaluation.queries.flatMap((query) =>
    Object.values(query.engines).flatMap((r) => r.expectations.flatMap((expectation) => (expectation.wording ? [{ query, engine: r.engine, expectation, wording: expectation.wording }] : [])))
  )
  const lossy = all.filter((l) => l.wording.found < l.wording.total)
  const short = lossy.filter((l) => !l.wording.pass)
  const reported = lossy.filter((l) => l.wording.pass).sort((a, b) => shareOf(a.wording) - shareOf(b.wording))
  return { lines: [...short, ...reported.slice(0, reportOnly)], measured: all.length, lossy: lossy.length, short: short.length }
}

/** `found by 9 of 12 wordings under claude-code@2.1 (needs 80 %); lost: "creating issues", "new ticket"`. */
export function wordingText(w: WordingResult, engine: string, quote: (s: string) => string, code: (s: string) => string = (s) => s): string {
  const lost = w.variants.filter((v) => !v.found).map((v) => quote(v.query))
  const more = lost.length > LOST_SHOWN ? ` and ${lost.length - LOST_SHOWN} more` : ''
  const needs = w.min !== undefined ? ` (needs ${Math.round(w.min * 100)} %)` : ''
  return `found by ${w.found} of ${w.total} wordings under ${code(engine)}${needs}${lost.length ? `; lost: ${lost.slice(0, LOST_SHOWN).join(', ')}${more}` : ''}`
}

/** `start the description of infra/rollout with "services" → found by 8 of 8`. */
export function wordingAdviceText(advice: WordingAdvice, total: number, quote: (s: string) => string): string {
  return `${describeEdits(advice.edits, quote)} → found by ${advice.found} of ${total}`
}
