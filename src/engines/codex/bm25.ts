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

/** Token hash -> a value, read only. */
export interface Lookup<V> {
  get(hash: number): V | undefined
}

/**
 * An edited index's changed entries over its original's: editing costs only what changed
 * (advice edits one tool many times). Advice edits only the index it prepared; an edited
 * index edited again would overlay the same original, so overlays never stack.
 */
class Overlay<V> implements Lookup<V> {
  readonly changes: Map<number, V | undefined>
  private readonly under: Lookup<V>
  constructor(under: Lookup<V>) {
    this.changes = under instanceof Overlay ? new Map(under.changes) : new Map()
    this.under = under instanceof Overlay ? under.under : under
  }
  get(hash: number): V | undefined {
    return this.changes.has(hash) ? this.changes.get(hash) : this.under.get(hash)
  }
}

export interface Bm25Index {
  /** Per document: its token count after stop words, |D|. */
  lengths: number[]
  avgdl: number
  /** Per document: its token hashes, as the runs it was built from (its parts' tokens), in order. */
  tokens: ReadonlyArray<Runs>
  /** Token hash -> the documents holding it, ascending, with each one's tf of it. */
  postings: Lookup<Posting>
  /** Token hash -> idf, for every hash some document holds. */
  idf: Lookup<number>
}

/** A document's token hashes in runs, read one after the other: a part's tokens are shared by every document holding the part. */
export type Runs = ReadonlyArray<readonly number[]>

export interface Posting {
  docs: number[]
  tf: number[]
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

/** The crate's average document length: the f64 mean in f32, or its fallback. */
function averageLength(lengths: readonly number[]): number {
  const total = lengths.reduce((sum, n) => sum + n, 0)
  const avgdl = lengths.length === 0 ? FALLBACK_AVGDL : f32(total / lengths.length)
  return avgdl > 0 ? avgdl : FALLBACK_AVGDL
}

function countsOf(runs: Runs): Map<number, number> {
  const counts = new Map<number, number>()
  for (const run of runs) for (const h of run) counts.set(h, (counts.get(h) ?? 0) + 1)
  return counts
}

function runsLength(runs: Runs): number {
  let length = 0
  for (const run of runs) length += run.length
  return length
}

/**
 * Fits the corpus (avgdl in f64, then f32) given each document's token hashes. The embedder's
 * value of a token in a document, tf*(k1+1) / (tf + k1*(1 - b + b*(|D|/avgdl))), is computed
 * when a query reads it, so an edited document changes only its own postings (and avgdl).
 * Postings are filled document by document, in order: a token seen again in the same document
 * adds to that document's tf, the last entry of its posting.
 */
export function buildBm25Index(documentTokens: ReadonlyArray<Runs>): Bm25Index {
  const postings = new Map<number, Posting>()
  documentTokens.forEach((runs, doc) => {
    for (const run of runs) {
      for (const h of run) {
        const posting = postings.get(h)
        if (!posting) {
          postings.set(h, { docs: [doc], tf: [1] })
        } else {
          const last = posting.docs.length - 1
          if (posting.docs[last] === doc) posting.tf[last]++
          else {
            posting.docs.push(doc)
            posting.tf.push(1)
          }
        }
      }
    }
  })
  const n = documentTokens.length
  const idfs = new Map<number, number>()
  for (const [h, { docs }] of postings) idfs.set(h, idf(n, docs.length))
  const lengths = documentTokens.map(runsLength)
  return { lengths, avgdl: averageLength(lengths), tokens: documentTokens, postings, idf: idfs }
}

/**
 * `buildBm25Index` of some of the index's documents (`kept`, ascending; they become 0, 1, ...):
 * their postings are the index's kept to them, renumbered in the same order, and the corpus
 * statistics (document count, each token's df, average length) are theirs alone.
 */
export function subsetBm25Index(index: Bm25Index, kept: readonly number[]): Bm25Index {
  const tokens = kept.map((doc) => index.tokens[doc])
  // An edited index's postings are an overlay, which is not walked: count them again.
  if (!(index.postings instanceof Map)) return buildBm25Index(tokens)
  const renumbered = new Int32Array(index.lengths.length).fill(-1)
  kept.forEach((doc, i) => (renumbered[doc] = i))
  const n = kept.length
  const postings = new Map<number, Posting>()
  const idfs = new Map<number, number>()
  for (const [h, posting] of index.postings as Map<number, Posting>) {
    const docs: number[] = []
    const tf: number[] = []
    for (let k = 0; k < posting.docs.length; k++) {
      const doc = renumbered[posting.docs[k]]
      if (doc < 0) continue
      docs.push(doc)
      tf.push(posting.tf[k])
    }
    if (docs.length === 0) continue
    postings.set(h, { docs, tf })
    idfs.set(h, idf(n, docs.length))
  }
  const lengths = kept.map((doc) => index.lengths[doc])
  return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs }
}

/**
 * The index after some documents' tokens changed (`edited`: document -> its new token
 * hashes): the same as building it again, at the cost of those documents' postings.
 */
export function editBm25Index(index: Bm25Index, edited: ReadonlyMap<number, Runs>): Bm25Index {
  const lengths = [...index.lengths]
  const tokens = [...index.tokens]
  const postings = new Overlay(index.postings)
  const idfs = new Overlay(index.idf)
  for (const [doc, runs] of edited) {
    const before = countsOf(tokens[doc])
    const after = countsOf(runs)
    lengths[doc] = runsLength(runs)
    tokens[doc] = runs
    for (const h of new Set([...before.keys(), ...after.keys()])) {
      const tf = after.get(h)
      if (tf === before.get(h)) continue
      const old = postings.get(h) ?? { docs: [], tf: [] }
      const at = old.docs.indexOf(doc)
      const posting = { docs: [...old.docs], tf: [...old.tf] }
      if (at !== -1) {
        posting.docs.splice(at, 1)
        posting.tf.splice(at, 1)
      }
      if (tf !== undefined) {
        let to = 0
        while (to < posting.docs.length && posting.docs[to] < doc) to++
        posting.docs.splice(to, 0, doc)
        posting.tf.splice(to, 0, tf)
      }
      if (posting.docs.length === 0) {
        postings.changes.set(h, undefined)
        idfs.changes.set(h, undefined)
      } else {
        postings.changes.set(h, posting)
        idfs.changes.set(h, idf(lengths.length, posting.docs.length))
      }
    }
  }
  return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs }
}

export interface Bm25Match {
  document: number
  /** The f32 sum, in query order, of idf * value over every query token occurrence. */
  score: number
  /** Per query token occurrence: its f32 term score in this document (0 when absent). */
  points: number[]
}

/**
 * Every document sharing a token with the query, scored; unordered. The score is the f32 sum
 * of its points in query order (as bm25Scores sums them), so each point is computed once.
 */
export function bm25Matches(index: Bm25Index, queryHashes: readonly number[]): Bm25Match[] {
  const byDocument = new Map<number, number[]>()
  queryHashes.forEach((h, t) => {
    const posting = index.postings.get(h)
    if (!posting) return
    const points = postingPoints(index, h, posting)
    posting.docs.forEach((d, k) => {
      let mine = byDocument.get(d)
      if (!mine) byDocument.set(d, (mine = new Array<number>(queryHashes.length).fill(0)))
      mine[t] = points[k]
    })
  })
  return [...byDocument].map(([document, points]) => ({ document, score: points.reduce((sum, p) => f32(sum + p), 0), points }))
}

/**
 * The documents sharing a token with the query and every document's score (0 for the others),
 * without the per-token points: each query token adds its points to the documents in its
 * postings, so each document sums its points in query order, as the crate does.
 */
export function bm25Scores(index: Bm25Index, queryHashes: readonly number[]): { documents: number[]; scores: Float64Array; matched: Uint8Array } {
  const scores = new Float64Array(index.lengths.length)
  const matched = new Uint8Array(index.lengths.length)
  const documents: number[] = []
  for (const h of queryHashes) {
    const posting = index.postings.get(h)
    if (!posting) continue
    const { docs } = posting
    const points = postingPoints(index, h, posting)
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k]
      if (!matched[d]) {
        matched[d] = 1
        documents.push(d)
      }
      scores[d] = f32(scores[d] + points[k])
    }
  }
  return { documents, scores, matched }
}

const pointsByIndex = new WeakMap<Bm25Index, Map<number, Float64Array>>()

/**
 * A posting's f32 points per document, idf * value, computed the first time a query reads the
 * token and kept with the index they hold for (an edited index has its own avgdl): lint and
 * evaluation search one prepared catalog with thousands of queries over few distinct tokens.
 */
function postingPoints(index: Bm25Index, h: number, posting: Posting): Float64Array {
  let byHash = pointsByIndex.get(index)
  if (!byHash) pointsByIndex.set(index, (byHash = new Map()))
  let points = byHash.get(h)
  if (!points) {
    const idf = index.idf.get(h)!
    points = Float64Array.from(posting.docs, (d, k) => f32(idf * tokenValue(posting.tf[k], index.lengths[d], index.avgdl)))
    byHash.set(h, points)
  }
  return points
}

/** Per query token occurrence: its f32 points in `document` (0 when absent). */
export function bm25Points(index: Bm25Index, document: number, queryHashes: readonly number[]): number[] {
  return queryHashes.map((h) => {
    const posting = index.postings.get(h)
    const k = posting ? ascendingIndexOf(posting.docs, document) : -1
    return k < 0 ? 0 : postingPoints(index, h, posting!)[k]
  })
}

/** Where `value` is in the ascending `list`, or -1. */
function ascendingIndexOf(list: readonly number[], value: number): number {
  let lo = 0
  let hi = list.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid] === value) return mid
    if (list[mid] < value) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}
