/**
 * The words for wording (src/wording), shared by the terminal and the comment: how many of a
 * query's other wordings find a tool, which are lost, and the edit that wins them back. Each
 * renderer passes its own quoting, so nothing from the manifest reaches either unescaped.
 */
import type { Evaluation, ExpectationResult, QueryResult, WordingAdvice, WordingResult } from './review.js'
import { describeEdits } from './advice-text.js'

/** The lost wordings named, the rest counted. */
const LOST_SHOWN = 3

export interface WordingLine {
  query: QueryResult
  engine: string
  expectation: ExpectationResult
  wording: WordingResult
}

/**
 * Every measured expectation that lost a wording, those short of their share first (the
 * manifest's order otherwise), and how many were measured in all.
 */
export function wordingLines(evaluation: Evaluation): { lines: WordingLine[]; measured: number } {
  const all = evaluation.queries.flatMap((query) =>
    Object.values(query.engines).flatMap((r) => r.expectations.flatMap((expectation) => (expectation.wording ? [{ query, engine: r.engine, expectation, wording: expectation.wording }] : [])))
  )
  const lossy = all.filter((l) => l.wording.found < l.wording.total)
  return { lines: [...lossy.filter((l) => !l.wording.pass), ...lossy.filter((l) => l.wording.pass)], measured: all.length }
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
