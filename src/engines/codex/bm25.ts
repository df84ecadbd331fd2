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
  /** Token hash -> each of those documents' value for it, in the same order. */
  postingValues: Map<number, number[]>
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
  const postingValues = new Map<number, number[]>()
  const documents = documentHashes.map((hashes, doc): Bm25Document => {
    const counts = new Map<number, number>()
    for (const h of hashes) counts.set(h, (counts.get(h) ?? 0) + 1)
    const values = new Map<number, number>()
    for (const [h, tf] of counts) {
      const value = tokenValue(tf, hashes.length, avgdl)
      values.set(h, value)
      const list = postings.get(h)
      if (list) {
        list.push(doc)
        postingValues.get(h)!.push(value)
      } else {
        postings.set(h, [doc])
        postingValues.set(h, [value])
      }
    }
    return { length: hashes.length, values }
  })
  const idfs = new Map<number, number>()
  for (const [h, docs] of postings) idfs.set(h, idf(n, docs.length))
  return { documents, avgdl, postings, postingValues, idf: idfs }
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
  const { documents, scores } = bm25Scores(index, queryHashes)
  return documents.map((document) => ({ document, score: scores[document], points: bm25Points(index, document, queryHashes) }))
}

/**
 * The documents sharing a token with the query and every document's score (0 for the others),
 * without the per-token points: each query token adds its points to the documents in its
 * postings, so each document sums its points in query order, as the crate does.
 */
export function bm25Scores(index: Bm25Index, queryHashes: readonly number[]): { documents: number[]; scores: Float64Array } {
  const scores = new Float64Array(index.documents.length)
  const seen = new Uint8Array(index.documents.length)
  const documents: number[] = []
  for (const h of queryHashes) {
    const docs = index.postings.get(h)
    if (!docs) continue
    const values = index.postingValues.get(h)!
    const idf = index.idf.get(h)!
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k]
      if (!seen[d]) {
        seen[d] = 1
        documents.push(d)
      }
      scores[d] = f32(scores[d] + f32(idf * values[k]))
    }
  }
  return { documents, scores }
}

/** Per query token occurrence: its f32 points in `document` (0 when absent). */
export function bm25Points(index: Bm25Index, document: number, queryHashes: readonly number[]): number[] {
  const { values } = index.documents[document]
  return queryHashes.map((h) => {
    const value = values.get(h)
    return value === undefined ? 0 : f32(index.idf.get(h)! * value)
  })
}
