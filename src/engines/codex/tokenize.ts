/**
 * The tokenizer of the Rust crate bm25 2.3.2 (`DefaultTokenizer`, English) that Codex uses for
 * documents and queries alike: deunicode, lower-case, UAX #29 words that hold a letter or digit,
 * NLTK stop words out, Snowball English (Porter2) stems.
 */
// porter2 rather than snowball-stemmers: the same stems (a test compares them on every word of the
// recorded catalogs), in 15 kB instead of 850 kB of 24 languages compiled at every start, and
// about ten times faster.
import { stem as porter2 } from 'porter2'
import { deunicode } from './deunicode.js'
import { STOP_WORDS } from '../../util/words.js'

const STEM_CACHE_MAX = 200_000
const stems = new Map<string, string>()

/** Snowball English (Porter2), as rust-stemmers 1.2 computes it; memoised. */
export function stem(word: string): string {
  let out = stems.get(word)
  if (out === undefined) {
    out = porter2(word)
    if (stems.size >= STEM_CACHE_MAX) stems.clear()
    stems.set(word, out)
  }
  return out
}

let segmenter: Intl.Segmenter | undefined

/** UAX #29 words of `text` through Intl.Segmenter, keeping those with a letter or digit. */
export function segmenterWords(text: string, words: string[] = []): string[] {
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' })
  for (const { segment } of segmenter.segment(text)) {
    if (/[\p{L}\p{N}]/u.test(segment)) words.push(segment)
  }
  return words
}

const PLAIN_WORD = /^[A-Za-z0-9_]+$/
const HAS_ALNUM = /[A-Za-z0-9]/
/** A run of letters, digits and `_` with only other ASCII characters (punctuation) around it. */
const EDGED_WORD = /^[\x21-\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7e]*([A-Za-z0-9_]+)[\x21-\x2f\x3a-\x40\x5b-\x5e\x60\x7b-\x7e]*$/

/**
 * unicode-segmentation's `unicode_words()` for ASCII text (all text is, after deunicode): the
 * UAX #29 word segments that contain an alphanumeric character (Intl.Segmenter also calls a
 * lone `_` word-like; it is dropped).
 * Fast path, same result: in ASCII text every run of ASCII whitespace is bounded by word
 * breaks (WB3a, WB3b, WB3d, WB999), and a run of only letters, digits and `_` is one word
 * (WB5, WB8 to WB10, WB13a, WB13b). ASCII punctuation joins letters or digits only between
 * two of them (WB6, WB7, WB11, WB12), so punctuation only before or after such a run
 * ("(optional", "issue.", "`name`,") breaks off and leaves the run one word. Only the other
 * chunks go through the segmenter.
 */
export function unicodeWords(text: string): string[] {
  const words: string[] = []
  for (const chunk of text.split(/[ \t\n\v\f\r]+/)) {
    if (chunk === '') continue
    const edged = PLAIN_WORD.test(chunk) ? chunk : EDGED_WORD.exec(chunk)?.[1]
    if (edged !== undefined) {
      if (HAS_ALNUM.test(edged)) words.push(edged)
    } else {
      segmenterWords(chunk, words)
    }
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
