/**
 * The tokenizer of the Rust crate bm25 2.3.2 (`DefaultTokenizer`, English) that Codex uses for
 * documents and queries alike: deunicode, lower-case, UAX #29 words that hold a letter or digit,
 * NLTK stop words out, Snowball English (Porter2) stems.
 */
/// <reference path="./snowball-stemmers.d.ts" />
import * as snowball from 'snowball-stemmers'
import { deunicode } from './deunicode.js'
import { STOP_WORDS } from './stopwords.js'

type NewStemmer = typeof snowball.newStemmer

/** The CommonJS factory, whichever way the loader (Node, jest, ncc) exposes it. */
function newStemmer(): NewStemmer {
  const mod = snowball as unknown as { newStemmer?: NewStemmer; default?: { newStemmer?: NewStemmer } }
  const factory = mod.newStemmer ?? mod.default?.newStemmer
  if (!factory) throw new Error('snowball-stemmers: newStemmer not found')
  return factory
}

let stemmer: snowball.Stemmer | undefined
const STEM_CACHE_MAX = 200_000
const stems = new Map<string, string>()

/** Snowball English (Porter2), as rust-stemmers 1.2 computes it; memoised. */
export function stem(word: string): string {
  let out = stems.get(word)
  if (out === undefined) {
    stemmer ??= newStemmer()('english')
    out = stemmer.stem(word)
    if (stems.size >= STEM_CACHE_MAX) stems.clear()
    stems.set(word, out)
  }
  return out
}

let segmenter: Intl.Segmenter | undefined

/**
 * unicode-segmentation's `unicode_words()`: the UAX #29 word segments that contain an
 * alphanumeric character. Text here is ASCII (after deunicode), so that is [a-z0-9] once
 * lower-cased; Intl.Segmenter also calls a lone `_` word-like, which this drops.
 */
export function unicodeWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' })
  const words: string[] = []
  for (const { segment } of segmenter.segment(text)) {
    if (/[\p{L}\p{N}]/u.test(segment)) words.push(segment)
  }
  return words
}

/** Tokens of a document or a query, in order, repeats kept. */
export function tokenize(text: string): string[] {
  if (text === '') return []
  const words = unicodeWords(deunicode(text).toLowerCase())
  const tokens: string[] = []
  for (const word of words) {
    if (!STOP_WORDS.has(word)) tokens.push(stem(word))
  }
  return tokens
}
