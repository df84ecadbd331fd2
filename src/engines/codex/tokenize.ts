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
import { fxhash32 } from './fxhash.js'
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
 * ASCII characters other than white space that never join what is around them: all but
 * letters, digits, `_` (ExtendNumLet), `.` `:` `,` `;` `'` (MidNumLet, MidLetter, MidNum,
 * Single_Quote) and `"` (Double_Quote).
 */
// eslint-disable-next-line no-control-regex -- control characters are among those that never join
const NEVER_JOINS = /[\x00-\x08\x0e-\x1f\x21\x23-\x26\x28-\x2b\x2d\x2f\x3c-\x40\x5b-\x5e\x60\x7b-\x7f]+/

/** The words of a chunk without white space: PLAIN or EDGED, else the segmenter's. */
function chunkWords(chunk: string, words: string[]): void {
  const edged = PLAIN_WORD.test(chunk) ? chunk : EDGED_WORD.exec(chunk)?.[1]
  if (edged !== undefined) {
    if (HAS_ALNUM.test(edged)) words.push(edged)
  } else {
    segmenterWords(chunk, words)
  }
}

/**
 * unicode-segmentation's `unicode_words()` for ASCII text (all text is, after deunicode): the
 * UAX #29 word segments that contain an alphanumeric character (Intl.Segmenter also calls a
 * lone `_` word-like; it is dropped).
 * Fast path, same result: in ASCII text every run of ASCII whitespace is bounded by word
 * breaks (WB3a, WB3b, WB3d, WB999), and a run of only letters, digits and `_` is one word
 * (WB5, WB8 to WB10, WB13a, WB13b). ASCII punctuation joins letters or digits only between
 * two of them (WB6, WB7, WB11, WB12), so punctuation only before or after such a run
 * ("(optional", "issue.", "`name`,") breaks off and leaves the run one word. A character of
 * NEVER_JOINS (`-`, `/`, `(`, …) is in no rule but WB999, so there is a break on both sides
 * of it and the pieces between ("get-env", "owner/repo") are words of their own. Only the
 * other pieces go through the segmenter.
 */
export function unicodeWords(text: string): string[] {
  const words: string[] = []
  for (const chunk of text.split(/[ \t\n\v\f\r]+/)) {
    if (chunk === '') continue
    if (PLAIN_WORD.test(chunk)) chunkWords(chunk, words)
    else for (const piece of chunk.split(NEVER_JOINS)) if (piece !== '') chunkWords(piece, words)
  }
  return words
}

const CHUNK_CACHE_MAX = 200_000

/** One run of text between white space: its tokens and their fxhashes (BM25's token ids). */
interface ChunkTokens {
  tokens: readonly string[]
  hashes: readonly number[]
}

const chunks = new Map<string, ChunkTokens>()

/** The tokens of one run of deunicoded text between white space, memoised: most runs repeat across tools. */
function chunkTokens(chunk: string): ChunkTokens {
  let known = chunks.get(chunk)
  if (known === undefined) {
    const tokens: string[] = []
    for (const word of unicodeWords(chunk.toLowerCase())) {
      if (!STOP_WORDS.has(word)) tokens.push(stem(word))
    }
    known = { tokens, hashes: tokens.map(fxhash32) }
    if (chunks.size >= CHUNK_CACHE_MAX) chunks.clear()
    chunks.set(chunk, known)
  }
  return known
}

/** ASCII white space as unicodeWords splits on it: space, \t, \n, \v, \f, \r. */
function isSplitSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d)
}

/**
 * Every run of `text`'s deunicoded form between ASCII white space, in order. Tokenising run
 * by run gives the tokens of the whole text: unicodeWords splits at that white space first and
 * reads each run on its own, and lower-casing a run alone gives the same as lower-casing the
 * whole text (white space is neither cased nor case-ignorable, so not even a final sigma's
 * context reaches across it).
 */
function forEachChunk(text: string, visit: (chunk: ChunkTokens) => void): void {
  if (text === '') return
  const ascii = deunicode(text)
  let start = -1
  for (let i = 0; i < ascii.length; i++) {
    if (isSplitSpace(ascii.charCodeAt(i))) {
      if (start >= 0) {
        visit(chunkTokens(ascii.slice(start, i)))
        start = -1
      }
    } else if (start < 0) {
      start = i
    }
  }
  if (start >= 0) visit(chunkTokens(start === 0 ? ascii : ascii.slice(start)))
}

/**
 * Tokens of a document or a query, in order, repeats kept: unicodeWords of the deunicoded,
 * lower-cased text, stop words out, stems.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  forEachChunk(text, (chunk) => {
    for (const token of chunk.tokens) tokens.push(token)
  })
  return tokens
}

/** The fxhash of each token of `tokenize(text)`, in order. */
export function tokenHashes(text: string): number[] {
  const hashes: number[] = []
  forEachChunk(text, (chunk) => {
    for (const hash of chunk.hashes) hashes.push(hash)
  })
  return hashes
}
