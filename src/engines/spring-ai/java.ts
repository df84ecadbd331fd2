/**
 * The few `java.lang.String` and `java.util.regex` behaviours the Spring AI searcher leans on,
 * where JavaScript's built-ins differ: hand-written because no npm package reproduces the
 * JDK's definitions (JavaScript's `trim`, `\s` and `.` take in more characters than Java's).
 */

/** `Character.isWhitespace`: space separators except the no-break ones, tab to carriage return, U+001C to U+001F. */
// eslint-disable-next-line no-control-regex
const JAVA_WHITESPACE = /^(?:(?![\u00A0\u2007\u202F])[\p{Zs}\p{Zl}\p{Zp}]|[\t-\r\u001C-\u001F])*$/u

/** `String.isBlank()`: empty, or only `Character.isWhitespace` code points. */
export function javaIsBlank(text: string): boolean {
  return JAVA_WHITESPACE.test(text)
}

/** `String.trim()`: drops leading and trailing characters up to U+0020 (controls included, no Unicode spaces). */
export function javaTrim(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) <= 0x20) start++
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--
  return text.slice(start, end)
}

/**
 * `String.split(regex)` with limit 0: a match of positive width at the start leaves an empty
 * first part, and empty parts at the end are removed. `separator` must not match the empty string.
 */
export function javaSplit(text: string, separator: RegExp): string[] {
  const parts = text.split(separator)
  while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop()
  return parts
}

/** What `.` does not match in a Java pattern without DOTALL or UNIX_LINES. */
export const JAVA_LINE_TERMINATORS = '\\n\\r\\u0085\\u2028\\u2029'

/** The matches `Matcher.find()` returns one after another: how many, and where the first starts. */
export interface JavaFinds {
  count: number
  /** The first match's start (the earliest, as `find()` goes left to right); -1 without a match. */
  first: number
  /** Each match's start and end, in order. */
  matches: Array<{ start: number; end: number; text: string }>
}

/**
 * `while (matcher.find())` over `text`: each search starts where the previous match ended, one
 * character further when that match was empty (`Matcher.find()`). `pattern` must carry the
 * `g` flag and no `y` or `u` flag, so that it searches from `lastIndex` in UTF-16 units as Java does.
 */
export function javaFindAll(pattern: RegExp, text: string): JavaFinds {
  const matches: JavaFinds['matches'] = []
  let first = -1
  let last = 0
  for (;;) {
    const from = last === first ? last + 1 : last
    if (from > text.length) break
    pattern.lastIndex = from
    const m = pattern.exec(text)
    if (!m) break
    first = m.index
    last = m.index + m[0].length
    matches.push({ start: first, end: last, text: m[0] })
  }
  return { count: matches.length, first: matches.length ? matches[0].start : -1, matches }
}
