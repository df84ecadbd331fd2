/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * `text` with every lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does
 * (not in this TypeScript lib). JSON.stringify keeps a lone surrogate as an escape that the
 * GitHub API refuses or stores as garbage; text from a server or a PR may carry one.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD')
}

/** `text` with every lone surrogate deleted, as Claude Code does before it sanitises a server's text. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATE, '')
}
