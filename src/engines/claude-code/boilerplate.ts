/**
 * 2.1.332 removes one fixed paragraph of its own (720 UTF-16 units of ASCII English, about
 * declining uploads) from a description before scoring: the first exact occurrence only, as
 * JavaScript's `text.replace(paragraph, '')` does. The product does not carry the client's
 * text: it recognises the paragraph exactly by the SHA-256 of its UTF-8 bytes, and uses its
 * opening words, its length and its closing words only to find the spans worth hashing.
 */
import { createHash } from 'node:crypto'

/** How to recognise one fixed paragraph without holding its text. */
export interface ParagraphPrint {
  /** The words it begins with. */
  opening: string
  /** The words it ends with. */
  closing: string
  /** Its length in UTF-16 units. */
  length: number
  /** The SHA-256 of its UTF-8 bytes, in lower-case hex. */
  sha256: string
}

/** The client's connector-upload paragraph. */
export const CLIENT_PARAGRAPH: ParagraphPrint = {
  opening: 'If an upload or send would be any of these, decline that step,',
  closing: 'are fine.',
  length: 720,
  sha256: '5f6d399fcb6991bdbf951a37dc05c10d2d637dcd8b58bbe40cc6383b6aafb23d'
}

/**
 * `text` without the leftmost exact occurrence of the paragraph `print` recognises; the text
 * on either side is joined as it is. A copy that differs in any unit (other case, a letter
 * changed, cut short) has another hash and stays.
 */
export function withoutParagraph(text: string, print: ParagraphPrint): string {
  for (let at = text.indexOf(print.opening); at !== -1; at = text.indexOf(print.opening, at + 1)) {
    const end = at + print.length
    if (end > text.length || !text.startsWith(print.closing, end - print.closing.length)) continue
    if (createHash('sha256').update(text.slice(at, end), 'utf8').digest('hex') === print.sha256) return text.slice(0, at) + text.slice(end)
  }
  return text
}

/** What 2.1.332 and later score of a description: without the client's own paragraph. */
export function withoutBoilerplate(text: string): string {
  return withoutParagraph(text, CLIENT_PARAGRAPH)
}
