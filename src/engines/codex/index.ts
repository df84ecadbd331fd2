/**
 * OpenAI Codex CLI's `tool_search` (docs/engines/codex.md): exact-name promotion, then
 * Okapi BM25 (Rust crate bm25 2.3.2) over one document per tool, the returned list grouped by
 * namespace. Pure and synchronous: names, documents, tokens and BM25 statistics are prepared
 * once per catalog, so a query costs one tokenisation and a walk over the matching postings.
 */
import type { Catalog, CatalogTool } from '../../catalog/types.js'
import {
  EngineQueryError,
  type Contribution,
  type Engine,
  type PreparedCatalog,
  type RankedTool,
  type SearchResult
} from '../types.js'
import { bm25Matches, buildBm25Index, type Bm25Index } from './bm25.js'
import { fxhash32 } from './fxhash.js'
import { assignCodexNames, compareBytes, toolIdentity } from './names.js'
import { tokenize } from './tokenize.js'
import { groupBy } from '../../util/group-by.js'
import { queryTerms } from '../../util/words.js'

export { deunicode } from './deunicode.js'
export { fxhash32 } from './fxhash.js'
export { logf } from './logf.js'
export { sanitizeCodexName } from './names.js'
export { tokenize } from './tokenize.js'

export const CODEX_DEFAULT_LIMIT = 8

/** One indexed tool, in registry order. */
export interface CodexDocument {
  tool: CatalogTool
  /** Position in registry order (tools sorted by identity bytes). */
  registry: number
  identity: string
  namespace: string
  callable: string
  /** namespace + callable, the name Codex shows and calls. */
  flat: string
  /** The text BM25 indexes. */
  text: string
}

export interface CodexPrepared extends PreparedCatalog {
  /** Indexed tools in registry order; a second tool with the same identity is dropped. */
  documents: CodexDocument[]
  bm25: Bm25Index
  /** A lower-cased promotion name, or any part of one after a `_` -> documents it promotes. */
  promotion: Map<string, number[]>
  /** Catalog index -> Codex's flat name (a dropped duplicate gets the name of the one kept). */
  flatNames: Map<number, string>
}

/** Rust's `str::trim`: Unicode White_Space at both ends (JavaScript's trim also drops U+FEFF, not U+0085). */
const WS = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]'
const TRIM_RE = new RegExp(`^${WS}+|${WS}+$`, 'g')
export function rustTrim(text: string): string {
  return text.replace(TRIM_RE, '')
}

function textField(value: unknown): string {
  return typeof value === 'string' ? rustTrim(value) : ''
}

/** Top-level `inputSchema.properties` keys, in byte order. */
function propertyKeys(schema: Record<string, unknown> | undefined): string[] {
  const props = schema && typeof schema === 'object' ? schema.properties : undefined
  if (!props || typeof props !== 'object' || Array.isArray(props)) return []
  return Object.keys(props).sort(compareBytes)
}

/** Flat name; callable; raw tool name; raw server; title; description; instructions; property keys. */
function documentText(tool: CatalogTool, flat: string, callable: string): string {
  return [
    flat,
    callable,
    tool.rawName,
    tool.rawServer,
    textField(tool.rawTitle),
    textField(tool.rawDescription),
    textField(tool.serverInstructions),
    ...propertyKeys(tool.inputSchema)
  ]
    .filter((part) => part !== '')
    .join(' ')
}

const HASH_CACHE_MAX = 200_000
const hashes = new Map<string, number>()
function tokenHash(token: string): number {
  let h = hashes.get(token)
  if (h === undefined) {
    h = fxhash32(token)
    if (hashes.size >= HASH_CACHE_MAX) hashes.clear()
    hashes.set(token, h)
  }
  return h
}

/** The names a query token can promote a tool by: each name, and its every tail after a `_`. */
function promotionKeys(names: readonly string[]): Set<string> {
  const keys = new Set<string>()
  for (const name of names) {
    const lower = name.toLowerCase()
    keys.add(lower)
    for (let i = lower.indexOf('_'); i >= 0; i = lower.indexOf('_', i + 1)) keys.add(lower.slice(i + 1))
  }
  return keys
}

export function prepareCodex(catalog: Catalog): CodexPrepared {
  const seen = new Map<string, CatalogTool>()
  for (const tool of catalog.tools) {
    const identity = toolIdentity(String(tool.rawServer), String(tool.rawName))
    if (!seen.has(identity)) seen.set(identity, tool)
  }
  const registry = [...seen.entries()].sort(([a], [b]) => compareBytes(a, b))
  const names = assignCodexNames(registry.map(([, t]) => ({ server: String(t.rawServer), tool: String(t.rawName) })))

  const documents = registry.map(([identity, tool], i): CodexDocument => {
    const { namespace, callable, flat } = names[i]
    return { tool, registry: i, identity, namespace, callable, flat, text: documentText(tool, flat, callable) }
  })

  const promotion = new Map<string, number[]>()
  for (const doc of documents) {
    for (const key of promotionKeys([doc.namespace, doc.callable, doc.flat])) {
      const list = promotion.get(key)
      if (list) list.push(doc.registry)
      else promotion.set(key, [doc.registry])
    }
  }

  const flatByIdentity = new Map(documents.map((d) => [d.identity, d.flat] as const))
  const flatNames = new Map<number, string>()
  for (const tool of catalog.tools) {
    flatNames.set(tool.index, flatByIdentity.get(toolIdentity(String(tool.rawServer), String(tool.rawName)))!)
  }

  return {
    catalog,
    documents,
    bm25: buildBm25Index(documents.map((d) => tokenize(d.text).map(tokenHash))),
    promotion,
    flatNames
  }
}

/** Promotion tokens: the trimmed query split at every character outside ASCII [A-Za-z0-9_]. */
export function exactTokens(query: string): string[] {
  return query
    .split(/[^A-Za-z0-9_]+/)
    .filter((t) => t !== '')
    .map((t) => t.toLowerCase())
}

/** Moves each result up to join the first result of its namespace (Codex returns one entry per namespace). */
function groupByNamespace(entries: ReadonlyArray<{ id: string; namespace: string }>): string[] {
  return [...groupBy(entries, (e) => e.namespace).values()].flat().map((e) => e.id)
}

/** BM25 tools tied on the score of the last place BM25 fills, when the tie straddles the cut. */
function bm25CutTie(
  prepared: CodexPrepared,
  rest: readonly number[],
  byDoc: ReadonlyMap<number, { score: number }>,
  places: number
): Pick<SearchResult, 'cutTie'> {
  if (places < 1 || rest.length <= places) return {}
  const score = byDoc.get(rest[places - 1])!.score
  if (byDoc.get(rest[places])!.score !== score) return {}
  const tied = rest.map((doc, i) => ({ i, id: prepared.documents[doc].tool.id, score: byDoc.get(doc)!.score })).filter((t) => t.score === score)
  return { cutTie: { score, inside: tied.filter((t) => t.i < places).map((t) => t.id), outside: tied.filter((t) => t.i >= places).map((t) => t.id) } }
}

/**
 * One `tool_search` call. `ranking` holds every promoted tool (registry order, a 0-point
 * 'promotion' contribution per matching token), then every other BM25 match by score; a
 * tool's score is its f32 BM25 score (0 for a promoted tool BM25 does not match), the sum in
 * f32 of its 'bm25' contributions. `results` is the first `limit` of them, grouped by namespace.
 */
export function searchCodex(prepared: CodexPrepared, rawQuery: string, limit: number): SearchResult {
  const query = rustTrim(rawQuery)
  if (query === '') throw new EngineQueryError('query must not be empty')
  if (limit === 0) throw new EngineQueryError('limit must be greater than zero')

  // 1. Exact-name promotion, in registry order.
  const exact = exactTokens(query)
  const promotedBy = new Map<number, string[]>()
  for (const token of exact) {
    for (const doc of prepared.promotion.get(token) ?? []) {
      const tokens = promotedBy.get(doc)
      if (!tokens) promotedBy.set(doc, [token])
      else if (!tokens.includes(token)) tokens.push(token)
    }
  }
  const promoted = [...promotedBy.keys()].sort((a, b) => a - b)

  // 2. BM25 over every query token occurrence; promoted tools are skipped.
  const terms = tokenize(query)
  const matches = bm25Matches(prepared.bm25, terms.map(tokenHash))
  const byDoc = new Map(matches.map((m) => [m.document, m] as const))
  // Codex orders equal scores randomly; registry order breaks the tie here.
  const rest = matches
    .filter((m) => !promotedBy.has(m.document))
    .sort((a, b) => b.score - a.score || a.document - b.document)
    .map((m) => m.document)

  // Promoted tools first, then BM25 fills the remaining places.
  const order = [...promoted, ...rest]
  const ranking: RankedTool[] = order.map((doc, i) => {
    const match = byDoc.get(doc)
    const breakdown: Contribution[] = (promotedBy.get(doc) ?? []).map((term) => ({ term, field: 'promotion', points: 0 }))
    match?.points.forEach((points, t) => {
      if (points > 0) breakdown.push({ term: terms[t], field: 'bm25', points })
    })
    return { tool: prepared.documents[doc].tool.id, score: match?.score ?? 0, rank: i + 1, breakdown }
  })
  const returned = order
    .slice(0, limit)
    .map((doc) => ({ id: prepared.documents[doc].tool.id, namespace: prepared.documents[doc].namespace }))

  return {
    results: groupByNamespace(returned),
    ranking,
    mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword',
    randomTies: true,
    ...bm25CutTie(prepared, rest, byDoc, limit - promoted.length)
  }
}

export const codex: Engine<CodexPrepared> = {
  id: 'codex',
  family: 'codex',
  client: 'OpenAI Codex CLI tool_search',
  versions: 'codex-rs, bm25 2.3.2',
  exact: true,
  defaultMaxResults: CODEX_DEFAULT_LIMIT,
  loadsAlwaysLoad: false,
  firstPageOnly: false,
  readsSearchHint: false,
  localScoring: false,
  queryTerms,
  prepare: prepareCodex,
  search(prepared, query, { maxResults }): SearchResult {
    return searchCodex(prepared, query, maxResults)
  },
  clientName(prepared, tool): string {
    return prepared.flatNames.get(tool.index) ?? prepareCodex({ servers: [], tools: [tool] }).documents[0].flat
  }
}
