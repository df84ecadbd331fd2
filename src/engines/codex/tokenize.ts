/**
 * The tokenizer of the Rust crate bm25 2.3.2 (`DefaultTokenizer`, English) that Codex uses for
 * documents and queries alike: deunicode, lower-case, UAX #29 words that hold a letter or digit,
 * NLTK stop words out, Snowball English (Porter2) stems.
 */
// porter2 rather than snowball-stemmers: the same stems (a test compares them on every word of the
// recorded catalogs), in 15 kB instead of 850 kB of 24 languages compiled at every start, and
// about ten times faster.
import { stem as porter2 } from 'porter2'
import { BoundedMemo } from '../bounded-memo.js'
import { deunicode } from './deunicode.js'
import { fxhash32 } from './fxhash.js'
import { STOP_WORDS } from '../../util/words.js'

const stems = new BoundedMemo<string>(200_000)

/** Snowball English (Porter2), as rust-stemmers 1.2 computes it; memoised. */
export function stem(word: string): string {
  return stems.get(word, porter2)
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

/** How an ASCII character takes part in words: a word character, a joiner, or a break. */
const WORD = 0
const JOINER = 1
const BREAK = 2
const ASCII_ROLE = Uint8Array.from({ length: 0x80 }, (_, code) => {
  const c = String.fromCharCode(code)
  if (/[A-Za-z0-9_]/.test(c)) return WORD
  // MidNumLet, MidLetter, MidNum, Single_Quote, Double_Quote: they may join what is around them.
  if ('.:,;\'"'.includes(c)) return JOINER
  return BREAK
})

/**
 * The words of text[start, end), a piece without white space or breaks: its runs of word
 * characters, joined as joinedWords says; a piece with a character beyond ASCII goes to the
 * segmenter.
 */
function pieceWords(text: string, start: number, end: number, words: string[]): void {
  for (let k = start; k < end; k++) {
    if (text.charCodeAt(k) >= 0x80) return void segmenterWords(text.slice(start, end), words)
  }
  joinedWords(text, start, end, words)
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

/**
 * Whether one ASCII joiner between the characters `before` and `after` keeps them in one
 * word: `:` `.` `'` between letters (WB6, WB7: MidLetter, MidNumLet, Single_Quote), `,` `;`
 * `.` `'` between digits (WB11, WB12: MidNum, MidNumLet, Single_Quote). `"` joins only Hebrew
 * letters (WB7b, WB7c), so no ASCII.
 */
function joins(before: number, joiner: number, after: number): boolean {
  if (isLetter(before) && isLetter(after)) return joiner === 0x3a || joiner === 0x2e || joiner === 0x27
  if (isDigit(before) && isDigit(after)) return joiner === 0x2c || joiner === 0x3b || joiner === 0x2e || joiner === 0x27
  return false
}

/**
 * The words of an ASCII piece of word characters and joiners ("issue.", "e.g.", "don't",
 * "api.v2", "1,000"), as UAX #29 splits it: each run of word characters is inside
 * one word (WB5, WB8 to WB10, WB13a, WB13b), and two runs are one word when a single joiner
 * between them joins the last character of one to the first of the next; every other
 * boundary breaks (WB999). Words without a letter or digit (a lone `_`) are dropped.
 * Hand-written for ASCII, where these are all the rules that apply: Intl.Segmenter costs
 * loading ICU's break rules in every process, for a few pieces per catalog. (A test compares
 * both on random ASCII text.)
 */
function joinedWords(text: string, start: number, end: number, words: string[]): void {
  let wordStart = -1
  let wordEnd = -1
  let alnum = false
  for (let k = start; k < end; ) {
    if (ASCII_ROLE[text.charCodeAt(k)] !== WORD) {
      k++
      continue
    }
    let runEnd = k
    let runAlnum = false
    for (; runEnd < end && ASCII_ROLE[text.charCodeAt(runEnd)] === WORD; runEnd++) if (text.charCodeAt(runEnd) !== 0x5f) runAlnum = true
    if (wordStart >= 0 && wordEnd === k - 1 && joins(text.charCodeAt(k - 2), text.charCodeAt(k - 1), text.charCodeAt(k))) {
      alnum ||= runAlnum
    } else {
      if (alnum) words.push(text.slice(wordStart, wordEnd))
      wordStart = k
      alnum = runAlnum
    }
    wordEnd = runEnd
    k = runEnd
  }
  if (alnum) words.push(text.slice(wordStart, wordEnd))
}

/**
 * unicode-segmentation's `unicode_words()` for ASCII text (all text is, after deunicode): the
 * UAX #29 word segments that contain an alphanumeric character (Intl.Segmenter also calls a
 * lone `_` word-like; it is dropped).
 * Fast path, same result: in ASCII text every run of ASCII whitespace is bounded by word
 * breaks (WB3a, WB3b, WB3d, WB999), and so is every other ASCII character but letters, digits,
 * `_` and the joiners `.` `:` `,` `;` `'` `"` (`-`, `/`, `(`, … are in no rule but WB999). A
 * piece between breaks whose letters, digits and `_` form one run is that one word (WB5, WB8
 * to WB10, WB13a, WB13b): joiners join letters or digits only between two of them (WB6, WB7,
 * WB11, WB12), so before or after the run ("issue.", "'name',") they break off. Pieces of
 * several runs ("e.g.", "don't", "api.v2") are joined run by run (joinedWords); only a piece
 * with a character beyond ASCII goes through the segmenter. (A test compares both on random ASCII text.)
 */
export function unicodeWords(text: string): string[] {
  const words: string[] = []
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x80 || ASCII_ROLE[code] !== BREAK) continue
    if (i > start) pieceWords(text, start, i, words)
    start = i + 1
  }
  if (text.length > start) pieceWords(text, start, text.length, words)
  return words
}

/** One run of text between white space: its tokens and their fxhashes (BM25's token ids). */
interface ChunkTokens {
  tokens: readonly string[]
  hashes: readonly number[]
}

const chunks = new BoundedMemo<ChunkTokens>(200_000)

/** The tokens of one run of deunicoded text between white space, memoised: most runs repeat across tools. */
function chunkTokens(chunk: string): ChunkTokens {
  return chunks.get(chunk, (text) => {
    const tokens: string[] = []
    for (const word of unicodeWords(text.toLowerCase())) {
      if (!STOP_WORDS.has(word)) tokens.push(stem(word))
    }
    return { tokens, hashes: tokens.map(fxhash32) }
  })
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
  return tokensAndHashes(text).tokens
}

/** The fxhash of each token of `tokenize(text)`, in order. */
export function tokenHashes(text: string): number[] {
  const hashes: number[] = []
  forEachChunk(text, (chunk) => {
    for (const hash of chunk.hashes) hashes.push(hash)
  })
  return hashes
}

/** `tokenize(text)` and `tokenHashes(text)` from one pass over the text (a query needs both). */
export function tokensAndHashes(text: string): { tokens: string[]; hashes: number[] } {
  const tokens: string[] = []
  const hashes: number[] = []
  forEachChunk(text, (chunk) => {
    for (const token of chunk.tokens) tokens.push(token)
    for (const hash of chunk.hashes) hashes.push(hash)
  })
  return { tokens, hashes }
}
