/**
 * Plain text fitted to a terminal's width, measured as the terminal draws it (a wide character
 * takes two columns): wrap-ansi breaks at spaces, and string-width measures.
 */
import stringWidth from 'string-width'
import wrapAnsi from 'wrap-ansi'

/** The characters the reports' own lines are made of, each one column wide as string-width measures it. */
export const NARROW_SYMBOLS = '\u00a0·–—−…→↓↕≈≤≥─▲▼▸✓✗'
const NARROW_LINE = new RegExp(`^[\\x20-\\x7e${NARROW_SYMBOLS}]*$`)

/**
 * The columns `text` takes in a terminal. string-width segments every string into graphemes,
 * which dominated a large report's rendering; a line of printable ASCII and the reports' own
 * symbols, nearly every line, is measured by its length instead (the same answer, tested).
 */
export function textWidth(text: string): number {
  return NARROW_LINE.test(text) ? text.length : stringWidth(text)
}

/** `text` padded with spaces to `width` columns. */
export function padTo(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - textWidth(text)))
}

const NO_BREAK = '\u00a0'

/** `text` kept on one line by `fit` and `wrapTo` (`#1 → #2`): its spaces do not break; they print as spaces. */
export function together(text: string): string {
  return text.replaceAll(' ', NO_BREAK)
}

/** `text` broken at spaces into lines of at most `width` columns; a word longer than that (a tool name) stays whole on a line of its own. */
export function wrapTo(text: string, width: number): string[] {
  return breakAt(text, width).map(spaced)
}

const breakAt = (text: string, width: number): string[] => wrapAnsi(text, Math.max(1, width), { hard: false, trim: true }).split('\n')
const spaced = (line: string): string => line.replaceAll(NO_BREAK, ' ')

/**
 * `text` in lines of at most `width` columns, broken at spaces: the first keeps the text's own
 * indentation, the others are indented by `indent` spaces. Only a word longer than a line passes
 * the width.
 */
export function fit(text: string, width: number, indent = 2): string[] {
  if (textWidth(text) <= width) return [spaced(text)]
  const lead = /^ */.exec(text)![0]
  const body = text.slice(lead.length)
  const first = breakAt(body, width - lead.length)[0]
  const rest = body.slice(first.length).trimStart()
  const more = rest ? wrapTo(rest, width - indent).map((line) => ' '.repeat(indent) + line) : []
  return [spaced(lead + first), ...more]
}
