/**
 * Untrusted text (tool names, descriptions, queries, server output) made safe to print:
 * control characters (terminal escapes included), bidi overrides and zero-width characters
 * are removed, and the length is capped.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g

export function plainText(text: string, maxLength = 500): string {
  const clean = text.replace(UNSAFE, '').replace(/[\r\n\t]+/g, ' ')
  return clean.length > maxLength ? clean.slice(0, maxLength - 1) + '…' : clean
}
