/**
 * FastMCP's `BM25SearchTransform` (FastMCP 4.0.10, `fastmcp/server/transforms/search/bm25.py`,
 * docs/engines/fastmcp-bm25.md): BM25 Okapi over each tool's searchable text, k1 = 1.5, b = 0.75,
 * the best `max_results` tools that score above 0, equal scores in the server's tool order.
 * The catalog is ranked as one FastMCP server holding all its tools, in catalog order.
 */
import type { Catalog } from '../../catalog/types.js'
import { explainScoredOrder, type ScoringTerms } from '../order.js'
import { EngineQueryError, type Contribution, type Engine, type PreparedCatalog, type RankedTool, type SearchResult } from '../types.js'
import { FASTMCP_FACTS } from './facts.js'
import { fastmcpTokenize, searchableTexts } from './text.js'

const K1 = 1.5
const B = 0.75

export interface FastmcpBm25Prepared extends PreparedCatalog {
  /** Per tool, in catalog order: term -> count. */
  termCounts: Map<string, number>[]
  lengths: number[]
  averageLength: number
  /** Term -> the number of tools whose text has it. */
  documentFrequency: Map<string, number>
  /** Why every search of this catalog fails on the server, when it does. */
  error?: EngineQueryError
}

export function prepareFastmcpBm25(catalog: Catalog): FastmcpBm25Prepared {
  const texts = searchableTexts(catalog.tools)
  if ('error' in texts) return { catalog, termCounts: [], lengths: [], averageLength: 0, documentFrequency: new Map(), error: texts.error }
  const termCounts: Map<string, number>[] = []
  const lengths: number[] = []
  const documentFrequency = new Map<string, number>()
  for (const text of texts.texts) {
    const tokens = fastmcpTokenize(text)
    const counts = new Map<string, number>()
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1)
    for (const token of counts.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1)
    termCounts.push(counts)
    lengths.push(tokens.length)
  }
  // Python's sum() of ints, then one true division, as `_BM25Index.build`.
  const total = lengths.reduce((a, b) => a + b, 0)
  return { catalog, termCounts, lengths, averageLength: lengths.length ? total / lengths.length : 0, documentFrequency }
}

/** The query's tokens, each once: the words the scorer reads (a repeated word counts again). */
export function fastmcpQueryTerms(query: string): string[] {
  return [...new Set(fastmcpTokenize(query))]
}

export function searchFastmcpBm25(prepared: FastmcpBm25Prepared, query: string, maxResults: number): SearchResult {
  if (prepared.error) throw prepared.error
  const n = prepared.termCounts.length
  const tokens = fastmcpTokenize(query)
  if (!tokens.length || !n) return { results: [], ranking: [], mode: 'empty' }
  const scores = new Float64Array(n)
  const breakdowns: Contribution[][] = Array.from({ length: n }, () => [])
  // Term by term in query order, a repeated query word adding again, each addition in
  // Python's order of operations so the float sums (and so the ties) are the server's.
  for (const token of tokens) {
    const df = prepared.documentFrequency.get(token)
    if (df === undefined) continue
    const idf = Math.log((n - df + 0.5) / (df + 0.5) + 1.0)
    for (let i = 0; i < n; i++) {
      const tf = prepared.termCounts[i].get(token) ?? 0
      if (tf === 0) continue
      const numerator = tf * (K1 + 1)
      const denominator = tf + K1 * (1 - B + (B * prepared.lengths[i]) / prepared.averageLength)
      const points = (idf * numerator) / denominator
      scores[i] += points
      breakdowns[i].push({ term: token, field: 'bm25', points })
    }
  }
  // Python's sort is stable, and `reverse=True` keeps equal scores in their first order.
  const order = Array.from({ length: n }, (_v, i) => i)
    .filter((i) => scores[i] > 0)
    .sort((a, b) => scores[b] - scores[a] || a - b)
  const ranking: RankedTool[] = order.map((i, r) => ({ tool: prepared.catalog.tools[i].id, score: scores[i], rank: r + 1, breakdown: breakdowns[i] }))
  return { results: ranking.slice(0, Math.max(0, maxResults)).map((r) => r.tool), ranking, mode: 'keyword' }
}

const FASTMCP_BM25_TERMS: ScoringTerms = { client: "FastMCP's BM25 search", ties: 'listing', fields: { bm25: 'BM25' } }

export const fastmcpBm25: Engine<FastmcpBm25Prepared> = {
  id: 'fastmcp-bm25',
  ...FASTMCP_FACTS,
  client: 'FastMCP BM25SearchTransform',
  localScoring: false,
  queryTerms: fastmcpQueryTerms,
  prepare: prepareFastmcpBm25,
  search: (prepared, query, { maxResults }) => searchFastmcpBm25(prepared, query, maxResults),
  explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, FASTMCP_BM25_TERMS)
}
