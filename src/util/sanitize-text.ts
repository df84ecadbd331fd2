/**
 * Untrusted text (tool names, descriptions, queries, server output) made safe to print:
 * control characters (terminal escapes included), bidi overrides, zero-width and invisible
 * tag characters are removed, and the length is capped.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]|[\u{E0000}-\u{E007F}]/gu

export function plainText(text: string, maxLength = 500): string {
  const clean = text.replace(UNSAFE, '').replace(/[\r\n\t\u2028\u2029]+/g, ' ')
  if (clean.length <= maxLength) return clean
  // Never split a surrogate pair: a lone half is invalid UTF-8 on the way to GitHub.
  const cut = /[\uD800-\uDBFF]/.test(clean[maxLength - 2] ?? '') ? maxLength - 2 : maxLength - 1
  return clean.slice(0, cut) + '…'
}
