/**
 * Okapi BM25 as the Rust crate bm25 2.3.2 computes it (`Embedder` + `SearchEngine`): 32-bit
 * floats rounded after every operation, tokens identified by their fxhash, df counted in
 * documents, idf through glibc's logf.
 * Hand-written: no npm BM25 package reproduces the crate's f32 arithmetic and hashed tokens.
 */
import { logf } from './logf.js'

const f32 = Math.fround
export const K1 = f32(1.2)
export const B = f32(0.75)
const K1_PLUS_1 = f32(K1 + 1)
const ONE_MINUS_B = f32(1 - B)
/** The embedder's average document length when it has none (empty corpus). */
const FALLBACK_AVGDL = 256

export interface Bm25Document {
  /** Token count after stop words: |D|. */
  length: number
  /** Token hash -> the embedder's value for it: tf*(k1+1) / (tf + k1*(1 - b + b*(|D|/avgdl))). */
  values: Map<number, number>
}

export interface Bm25Index {
  documents: Bm25Document[]
  avgdl: number
  /** Token hash -> the documents holding it, ascending. */
  postings: Map<number, number[]>
  /** Token hash -> idf, for every hash some document holds. */
  idf: Map<number, number>
}

/** The embedder's per-token value, every operation rounded to f32 in the crate's grouping. */
export function tokenValue(tf: number, length: number, avgdl: number): number {
  const norm = f32(ONE_MINUS_B + f32(B * f32(length / avgdl)))
  return f32(f32(tf * K1_PLUS_1) / f32(tf + f32(K1 * norm)))
}

/** ln(1 + (N - df + 0.5) / (df + 0.5)) in f32, with glibc's logf. */
export function idf(documents: number, df: number): number {
  const numerator = f32(f32(documents - df) + 0.5)
  const denominator = f32(df + 0.5)
  return logf(f32(1 + f32(numerator / denominator)))
}

/** Fits the corpus (avgdl in f64, then f32) and embeds every document, given its token hashes. */
export function buildBm25Index(documentHashes: ReadonlyArray<readonly number[]>): Bm25Index {
  const n = documentHashes.length
  const total = documentHashes.reduce((sum, hashes) => sum + hashes.length, 0)
  let avgdl = n === 0 ? FALLBACK_AVGDL : f32(total / n)
  if (!(avgdl > 0)) avgdl = FALLBACK_AVGDL

  const postings = new Map<number, number[]>()
  const documents = documentHashes.map((hashes, doc): Bm25Document => {
    const counts = new Map<number, number>()
    for (const h of hashes) counts.set(h, (counts.get(h) ?? 0) + 1)
    const values = new Map<number, number>()
    for (const [h, tf] of counts) {
      values.set(h, tokenValue(tf, hashes.length, avgdl))
      const list = postings.get(h)
      if (list) list.push(doc)
      else postings.set(h, [doc])
    }
    return { length: hashes.length, values }
  })
  const idfs = new Map<number, number>()
  for (const [h, docs] of postings) idfs.set(h, idf(n, docs.length))
  return { documents, avgdl, postings, idf: idfs }
}

export interface Bm25Match {
  document: number
  /** The f32 sum, in query order, of idf * value over every query token occurrence. */
  score: number
  /** Per query token occurrence: its f32 term score in this document (0 when absent). */
  points: number[]
}

/** Every document sharing a token with the query, scored; unordered. */
export function bm25Matches(index: Bm25Index, queryHashes: readonly number[]): Bm25Match[] {
  const candidates = new Set<number>()
  for (const h of queryHashes) {
    const docs = index.postings.get(h)
    if (docs) for (const d of docs) candidates.add(d)
  }
  const idfs = queryHashes.map((h) => index.idf.get(h) ?? 0)
  const matches: Bm25Match[] = []
  for (const document of candidates) {
    const { values } = index.documents[document]
    let score = 0
    const points = new Array<number>(queryHashes.length)
    for (let i = 0; i < queryHashes.length; i++) {
      const value = values.get(queryHashes[i])
      if (value === undefined) {
        points[i] = 0
      } else {
        points[i] = f32(idfs[i] * value)
        score = f32(score + points[i])
      }
    }
    matches.push({ document, score, points })
  }
  return matches
}
