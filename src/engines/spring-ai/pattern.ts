/**
 * How Spring AI's `RegexToolSearcher` turns a natural-language query into a Java regular
 * expression (`convertQueryToRegexPattern`), and that expression as a JavaScript RegExp that
 * matches exactly the same text (docs/engines/spring-ai-regex.md).
 */
import { EngineQueryError } from '../types.js'
import { JAVA_LINE_TERMINATORS, javaIsBlank, javaSplit, javaTrim } from './java.js'

/** The searcher's cap on the generated pattern's length, in UTF-16 units. */
export const MAX_PATTERN_LENGTH = 200

/** The pattern for a blank query, or one whose every word is dropped: it matches every tool. */
export const MATCH_ALL = '.*'

/** The searcher's stop words, dropped from the query (unless nothing else is left). */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the is are was were be been being have has had do does did will would could should may might must shall ' +
    'can need dare ought used to of in for on with at by from as into through during before after above below between ' +
    'and or but if because until while although this that these those what which who whom whose i me my we our you ' +
    'your he him his she her it its they them their all any both each every some no not only just also very too so'
  ).split(' ')
)

/** `[\s,;:.!?()\[\]{}"']+` with Java's `\s` (ASCII whitespace only, no Unicode spaces). */
// eslint-disable-next-line no-control-regex
const QUERY_DELIMITERS = /[ \t\n\u000B\f\r,;:.!?()[\]{}"']+/

/** The characters the searcher escapes with a backslash: `\ . * + ? ^ $ { } [ ] | ( )`. */
const JAVA_ESCAPED = /[\\.*+?^${}[\]|()]/g

/** The query as the searcher's pattern: its words (unescaped, in pattern order) and the Java pattern string. */
export interface SpringPattern {
  /** The alternatives, as typed (lower-cased); empty for `.*`. */
  words: string[]
  /** The Java pattern the searcher compiles: `(?i)(w1|w2|…)`, or `.*`. */
  java: string
  /** Words the length cap cut from the end of the pattern. */
  cut: string[]
}

function alternation(escaped: readonly string[]): string {
  return `(?i)(${escaped.join('|')})`
}

/** `convertQueryToRegexPattern(query)`, step by step. */
export function springPattern(query: string): SpringPattern {
  refuseLoneSurrogates(query)
  if (javaIsBlank(query)) return { words: [], java: MATCH_ALL, cut: [] }
  // Java's String.toLowerCase() under a locale other than Turkish, Azeri or Lithuanian is the
  // locale-free Unicode mapping JavaScript's toLowerCase() applies.
  const tokens = javaSplit(query.toLowerCase(), QUERY_DELIMITERS)
    .map(javaTrim)
    .filter((t) => t !== '')
  let words = distinct(tokens.filter((t) => t.length >= 2 && !STOP_WORDS.has(t)))
  // Every word dropped: the words as they are, single characters and stop words included.
  if (words.length === 0) words = distinct(tokens)
  if (words.length === 0) return { words: [], java: MATCH_ALL, cut: [] }
  const escaped = words.map((w) => w.replace(JAVA_ESCAPED, '\\$&'))
  let kept = escaped.length
  while (alternation(escaped.slice(0, kept)).length > MAX_PATTERN_LENGTH && kept > 1) kept--
  return { words: words.slice(0, kept), java: alternation(escaped.slice(0, kept)), cut: words.slice(kept) }
}

/** `.distinct()`: the first of equal words, in order (escaping keeps words apart exactly as before). */
function distinct(words: readonly string[]): string[] {
  return [...new Set(words)]
}

/**
 * Java compiles the pattern by code points, JavaScript (without the `u` flag) by UTF-16 units:
 * the two agree on every paired surrogate, but a lone one in a query may start or end a match
 * inside a character Java reads whole.
 */
function refuseLoneSurrogates(query: string): void {
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(query)
  if (lone) {
    const unit = lone[0].charCodeAt(0).toString(16).toUpperCase()
    throw new EngineQueryError(
      `spring-ai-regex cannot rank this query: its character ${lone.index + 1} is a lone surrogate (U+${unit}), which Java's regex matches by code point and JavaScript's by UTF-16 unit`
    )
  }
}

/**
 * The Java pattern as a JavaScript RegExp (global, without `i` or `u`) that finds the same
 * matches: `(?i)` without UNICODE_CASE folds only ASCII letters (`é` never matches `É`, the
 * Kelvin sign never matches `k`), so each ASCII letter becomes a two-letter class and every
 * other character stands for itself. `.*` keeps Java's line terminators out of `.`.
 */
export function springRegExp(pattern: SpringPattern): RegExp {
  if (pattern.java === MATCH_ALL) return new RegExp(`[^${JAVA_LINE_TERMINATORS}]*`, 'g')
  const alternatives = pattern.words.map((w) =>
    Array.from(w, (ch) => (/^[a-zA-Z]$/.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'))).join('')
  )
  return new RegExp(alternatives.join('|'), 'g')
}
