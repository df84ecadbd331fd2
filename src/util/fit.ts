/**
 * Plain text fitted to a terminal's width, measured as the terminal draws it (a wide character
 * takes two columns): wrap-ansi breaks at spaces, and string-width measures.
 */
import stringWidth from 'string-width'
import wrapAnsi from 'wrap-ansi'

/** The columns `text` takes in a terminal. */
export function textWidth(text: string): number {
  return stringWidth(text)
}

/** `text` padded with spaces to `width` columns. */
export function padTo(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - stringWidth(text)))
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
  if (stringWidth(text) <= width) return [spaced(text)]
  const lead = /^ */.exec(text)![0]
  const body = text.slice(lead.length)
  const first = breakAt(body, width - lead.length)[0]
  const rest = body.slice(first.length).trimStart()
  const more = rest ? wrapTo(rest, width - indent).map((line) => ' '.repeat(indent) + line) : []
  return [spaced(lead + first), ...more]
}
