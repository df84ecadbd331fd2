/**
 * 2.1.332 removes one fixed paragraph of its own (720 characters of English, about declining
 * uploads) from a description before scoring: the first occurrence only. The product does not
 * carry the client's text, so the paragraph is recognised by its opening sentence, its length
 * and its closing words: a different paragraph with all three the same is not to be expected.
 */
const OPENING = 'If an upload or send would be any of these, decline that step'
const CLOSING = 'are fine.'
const LENGTH = 720

export function withoutBoilerplate(text: string): string {
  for (let at = text.indexOf(OPENING); at !== -1; at = text.indexOf(OPENING, at + 1)) {
    const end = at + LENGTH
    if (end <= text.length && text.startsWith(CLOSING, end - CLOSING.length)) return text.slice(0, at) + text.slice(end)
  }
  return text
}
