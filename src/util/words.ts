/**
 * English text helpers shared by the engines, lint and advice: the stop words and the ways
 * a tool name and a manifest query are split into words.
 */

/**
 * NLTK's English stop words, 179, as the Rust crate stop-words 0.9.0 ships them
 * (`src/nltk/english`), which Codex's BM25 tokenizer drops after lower-casing, before stemming.
 */
const WORDS = `
i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
yourselves he him his himself she she's her hers herself it it's its itself they them their
theirs themselves what which who whom this that that'll these those am is are was were be
been being have has had having do does did doing a an the and but if or because as until
while of at by for with about against between into through during before after above below
to from up down in out on off over under again further then once here there when where why
how all any both each few more most other some such no nor not only own same so than too
very s t can will just don don't should should've now d ll m o re ve y ain aren aren't
couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma
mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
weren't won won't wouldn wouldn't
`

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean))

/** The words of a tool name: split at `_`, `-`, `.`, spaces and camelCase, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase())
}

/** The query's words as the manifest wrote them, lower-cased, `+required` marks removed. */
export function queryTerms(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/\s+/)
        .map((t) => (t.startsWith('+') && t.length > 1 ? t.slice(1) : t))
        .filter(Boolean)
    )
  ]
}
