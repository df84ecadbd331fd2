/**
 * Escaping of untrusted text (queries, tool names, descriptions, server output: everything a
 * PR can change) for the places the report puts it: GitHub-flavoured markdown and HTML, check
 * annotations, and the job log. Every function first applies `plainText` (control, bidi and
 * zero-width characters removed, length capped).
 */
import { plainText } from '../util/sanitize-text.js'

/**
 * Character references for everything markdown or HTML could read as structure. References
 * mean the same in markdown text, in GFM table cells (no `|` is left to split a row), inside
 * raw HTML blocks and inline HTML, so one escaping fits every context of the report.
 */
const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\\': '&#92;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '|': '&#124;',
  '~': '&#126;',
}
const ENTITY_CHARS = /[&<>"'\\`*_[\]|~]/g

/**
 * GitHub links `@user`, `@org/team`, `#123` and `GH-123` only after a non-word character;
 * a zero-width space after the `@` or `#` (and inside `GH-`) leaves the text readable and
 * links nothing: nobody is notified, no backlink appears on that issue.
 */
const REFERENCE = /(?<![A-Za-z0-9_])(@(?=[A-Za-z0-9])|#(?=\d)|GH(?=-\d))/gi

/**
 * Plain text for markdown or HTML: no tags, no emphasis, links (autolinks included),
 * tables or headings, no mentions and no issue references. Newlines become spaces; at most `maxLength` characters
 * of the original.
 */
export function escapeText(text: string, maxLength = 300): string {
  return escapePlain(wordCut(plainText(text, Infinity), maxLength))
}

/**
 * `clean` cut to at most `maxLength` characters at the end of a word, with `…`: a sentence
 * that must lose its end loses whole words. A first word longer than half of that is cut
 * inside (a path, a hash), at a whole code point.
 */
export function wordCut(clean: string, maxLength: number): string {
  if (clean.length <= maxLength) return clean
  const window = clean.slice(0, maxLength)
  const space = window.search(/\s\S*$/)
  if (space >= maxLength / 2) return window.slice(0, space).replace(/[\s,;:.-]+$/, '') + ' …'
  return plainText(clean, maxLength)
}

/** `escapeText` of what `plainText` has cleaned already. */
function escapePlain(clean: string): string {
  return (
    clean
      .replace(REFERENCE, '$1\u200B')
      .replace(ENTITY_CHARS, (c) => ENTITY[c])
      // No autolinks: a PR cannot make the comment show a clickable link of its choosing.
      .replace(/:(?=\/\/)/g, '&#58;')
      .replace(/\b(www)\./gi, '$1&#46;')
      // In case the text begins a line: no indented code, heading, list item or thematic break.
      .replace(/^\s+/, '&#32;')
      .replace(/^#/, '&#35;')
      .replace(/^[-+](?=\s|[-\s]*$)/, (c) => (c === '-' ? '&#45;' : '&#43;'))
      .replace(/^(\d{1,9})([.)])(?=\s|$)/, (_m, n: string, c: string) => `${n}${c === '.' ? '&#46;' : '&#41;'}`)
  )
}

/**
 * Inline code (`<code>`) for a query or a tool name: safe in table cells and inside HTML
 * blocks such as `<summary>`, where a markdown code span would not render. An empty string
 * reads `(empty)`.
 */
export function code(text: string, maxLength = 120): string {
  const clean = plainText(text, maxLength)
  return clean.trim() === '' ? '<i>(empty)</i>' : `<code>${escapePlain(clean)}</code>`
}

/** Preformatted lines (a server's stderr): each line escaped, at most `maxLines` (the last ones). */
export function preformatted(lines: readonly string[], maxLines = 20, maxLineLength = 300): string {
  const shown = lines.slice(-maxLines).map((l) => escapeText(l, maxLineLength))
  const omitted = lines.length - shown.length
  return `<pre>${omitted > 0 ? `(${omitted} earlier lines not shown)\n` : ''}${shown.join('\n')}</pre>`
}

/**
 * An annotation's message or title. The runner shows annotations as plain text and
 * `@actions/core` escapes the command syntax (`%`, CR, LF); what remains is to remove what
 * could disguise the text and to cap its length.
 */
export function annotationText(text: string, maxLength = 500): string {
  return plainText(text, maxLength)
}

/**
 * A log line with workflow commands defused. The runner runs a line that starts with `::`
 * after leading white space (`::add-mask::`, `::stop-commands::`, …) and, in the legacy
 * syntax, a `##[command]` anywhere in a line; a zero-width space is put inside each.
 */
export function defuseCommands(line: string): string {
  return line.replace(/^(\s*):(?=:)/, '$1:\u200B').replace(/#(?=#\[)/g, '#\u200B')
}
