/**
 * OpenAI Codex CLI's `tool_search` (docs/engines/codex.md): exact-name promotion, then
 * Okapi BM25 (Rust crate bm25 2.3.2) over one document per tool, the returned list grouped by
 * namespace. Pure and synchronous: names, documents, tokens and BM25 statistics are prepared
 * once per catalog, so a query costs one tokenisation and a walk over the matching postings.
 */
import type { Catalog, CatalogTool } from '../../catalog/types.js'
import { codexDeferral } from '../deferral/codex.js'
import {
  EngineQueryError,
  type Contribution,
  type Engine,
  type PreparedCatalog,
  type RankedTool,
  type OrderExplanation,
  type SearchMode,
  type SearchOptions,
  type SearchResult
} from '../types.js'
import { bm25Matches, bm25Points, bm25Scores, buildBm25Index, editBm25Index, subsetBm25Index, type Bm25Index, type Bm25Match, type Runs } from './bm25.js'
import { BoundedMemo } from '../bounded-memo.js'
import { placesOf, tieAtCut } from '../partial-ranking.js'
import { assignCodexNames, compareBytes, toolIdentity } from './names.js'
import { tokenHashes, tokensAndHashes } from './tokenize.js'
import { groupBy } from '../../util/group-by.js'
import { subsequenceMask } from '../subset.js'
import { queryTerms } from '../../util/words.js'
import { shortToolName } from '../../catalog/sanitize.js'
import { explainScoredOrder, type ScoringTerms } from '../order.js'

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

/** Unicode White_Space, what Rust's `str::trim` drops (JavaScript's trim also drops U+FEFF, not U+0085). */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/

/**
 * Rust's `str::trim`. Hand-written, reading only the white space at the ends: a regular
 * expression anchored at the end tries every position of the text, and descriptions are long.
 */
export function rustTrim(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && WHITE_SPACE.test(text[start])) start++
  while (end > start && WHITE_SPACE.test(text[end - 1])) end--
  return start === 0 && end === text.length ? text : text.slice(start, end)
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

/** Flat name; callable; raw tool name; raw server; title; description; instructions; property keys: the non-empty ones. */
function documentParts(tool: CatalogTool, flat: string, callable: string): string[] {
  return [
    flat,
    callable,
    tool.rawName,
    tool.rawServer,
    textField(tool.rawTitle),
    textField(tool.rawDescription),
    textField(tool.serverInstructions),
    ...propertyKeys(tool.inputSchema)
  ].filter((part) => part !== '')
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

const tokensByText = new BoundedMemo<number[]>(200_000)
/**
 * The token hashes of a text, kept by the text: advice prepares the catalog again for every
 * edit it tries, and all but the edited tool have the same text as before (segmenting the
 * text is most of the cost of preparing a large catalog).
 */
function textTokens(text: string): number[] {
  return tokensByText.get(text, tokenHashes)
}

/** A character from DEL up: text without one deunicode returns as it is. */
const NOT_AS_IS = /[\u007f-\uffff]/
/** ASCII control characters, which deunicode maps to nothing once past the text's leading as-is run. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f]/g

/**
 * A document's token hashes, part by part: the tokens of its parts joined with spaces, taken part by part
 * so that each part is tokenised once (a server's instructions are part of each of its tools'
 * documents). The same tokens: deunicode keeps the leading run of characters below DEL as it
 * is and sends every later character through its table, which maps printable ASCII to itself
 * and control characters to nothing; the joining spaces stay and break words either way. So a
 * part tokenised alone gives its tokens in the whole text, except that once an earlier part
 * holds a character from DEL up, the whole text drops this part's control characters (which
 * can join the words around them): such a part is tokenised without them.
 */
function documentTokens(parts: readonly string[]): Runs {
  let pastAsIs = false
  return parts.map((part) => {
    const hashes = textTokens(pastAsIs ? part.replace(CONTROLS, '') : part)
    pastAsIs ||= NOT_AS_IS.test(part)
    return hashes
  })
}

/** Promotion key -> the documents it promotes, in registry order. */
function promotionIndex(documents: readonly CodexDocument[]): Map<string, number[]> {
  const promotion = new Map<string, number[]>()
  for (const doc of documents) {
    for (const key of promotionKeys([doc.namespace, doc.callable, doc.flat])) {
      const list = promotion.get(key)
      if (list) list.push(doc.registry)
      else promotion.set(key, [doc.registry])
    }
  }
  return promotion
}

export function prepareCodex(catalog: Catalog): CodexPrepared {
  const seen = new Map<string, CatalogTool>()
  for (const tool of catalog.tools) {
    const identity = toolIdentity(String(tool.rawServer), String(tool.rawName))
    if (!seen.has(identity)) seen.set(identity, tool)
  }
  const registry = [...seen.entries()].sort(([a], [b]) => compareBytes(a, b))
  const names = assignCodexNames(registry.map(([, t]) => ({ server: String(t.rawServer), tool: String(t.rawName) })))

  const tokens: Runs[] = []
  const documents = registry.map(([identity, tool], i): CodexDocument => {
    const { namespace, callable, flat } = names[i]
    const parts = documentParts(tool, flat, callable)
    tokens.push(documentTokens(parts))
    return { tool, registry: i, identity, namespace, callable, flat, text: parts.join(' ') }
  })

  const flatByIdentity = new Map(documents.map((d) => [d.identity, d.flat] as const))
  const flatNames = new Map<number, string>()
  for (const tool of catalog.tools) {
    flatNames.set(tool.index, flatByIdentity.get(toolIdentity(String(tool.rawServer), String(tool.rawName)))!)
  }

  return {
    catalog,
    documents,
    bm25: buildBm25Index(tokens),
    promotion: promotionIndex(documents),
    flatNames
  }
}

/**
 * `prepareCodex(subset)` for some of `prepared`'s catalog tools in its order (the catalog alone,
 * without neighbours), reusing each document's tokens: registry order is identity order, which
 * the subset keeps, and a document's tokens read only its own text and names. The postings are
 * the whole index's kept to the subset; BM25's corpus statistics (document count, document
 * frequencies, average length) are the subset's own. Undefined when the subset is not in that order, keeps a
 * duplicate whose first copy it drops, or would name a tool differently (names resolve clashes
 * among the tools present): then it is prepared in full.
 */
export function prepareCodexSubset(prepared: CodexPrepared, subset: Catalog): CodexPrepared | undefined {
  const member = subsequenceMask(prepared.catalog.tools, subset.tools)
  if (!member) return undefined
  const held = new Set(subset.tools)
  const documents = prepared.documents.filter((doc) => held.has(doc.tool))
  const kept = new Set(documents.map((doc) => doc.identity))
  if (subset.tools.some((t) => !kept.has(toolIdentity(String(t.rawServer), String(t.rawName))))) return undefined
  const names = assignCodexNames(documents.map((d) => ({ server: String(d.tool.rawServer), tool: String(d.tool.rawName) })))
  if (names.some((n, i) => n.flat !== documents[i].flat || n.namespace !== documents[i].namespace)) return undefined
  const renumbered = documents.map((doc, i): CodexDocument => ({ ...doc, registry: i }))
  // Every subset tool's document is kept under the same name, so its name is the whole catalog's.
  const flatNames = new Map(subset.tools.map((t) => [t.index, prepared.flatNames.get(t.index)!] as const))
  return { catalog: subset, documents: renumbered, bm25: subsetBm25Index(prepared.bm25, documents.map((doc) => doc.registry)), promotion: promotionIndex(renumbered), flatNames }
}

/**
 * `prepareCodex(reordered)` for `prepared`'s catalog tools listed in another order: the registry
 * is in identity order, whatever the listing's, so the documents, their postings and promotions
 * stay; each document points at its tool's new copy and the flat names follow the new indexes.
 * Undefined when an identity repeats (the listing's order picks which of them is kept) or the
 * catalogs do not hold the same tools.
 */
export function prepareCodexReordered(prepared: CodexPrepared, reordered: Catalog): CodexPrepared | undefined {
  const { tools } = prepared.catalog
  if (prepared.documents.length !== tools.length || reordered.tools.length !== tools.length) return undefined
  const byId = new Map(reordered.tools.map((t) => [t.id, t] as const))
  if (byId.size !== tools.length) return undefined
  const documents = prepared.documents.map((doc): CodexDocument | undefined => {
    const tool = byId.get(doc.tool.id)
    return tool && toolIdentity(String(tool.rawServer), String(tool.rawName)) === doc.identity ? (tool === doc.tool ? doc : { ...doc, tool }) : undefined
  })
  if (documents.some((doc) => doc === undefined)) return undefined
  const kept = documents as CodexDocument[]
  const flatNames = new Map(kept.map((doc) => [doc.tool.index, doc.flat] as const))
  const result: CodexPrepared = { catalog: reordered, documents: kept, bm25: prepared.bm25, promotion: prepared.promotion, flatNames }
  documentsById.set(result, documentIndex(prepared))
  return result
}

const documentsById = new WeakMap<CodexPrepared, ReadonlyMap<string, number>>()

/** Catalog id -> registry place, made once per catalog (an edited one shares its original's). */
function documentIndex(prepared: CodexPrepared): ReadonlyMap<string, number> {
  let byId = documentsById.get(prepared)
  if (!byId) documentsById.set(prepared, (byId = new Map(prepared.documents.map((d) => [d.tool.id, d.registry] as const))))
  return byId
}

/**
 * `prepareCodex(edited)` for a catalog whose `changed` tools differ from `prepared`'s only in
 * their text (not their server or name): the same registry, names and promotions; only the
 * changed documents are tokenised again and their postings replaced.
 */
export function prepareCodexEdited(prepared: CodexPrepared, edited: Catalog, changed: readonly CatalogTool[]): CodexPrepared {
  const byIndex = new Map(changed.map((t) => [t.index, t] as const))
  const hashes = new Map<number, Runs>()
  const documents = prepared.documents.map((doc) => {
    const tool = byIndex.get(doc.tool.index)
    if (!tool) return doc
    const parts = documentParts(tool, doc.flat, doc.callable)
    hashes.set(doc.registry, documentTokens(parts))
    return { ...doc, tool, text: parts.join(' ') }
  })
  const result = { catalog: edited, documents, bm25: editBm25Index(prepared.bm25, hashes), promotion: prepared.promotion, flatNames: prepared.flatNames }
  documentsById.set(result, documentIndex(prepared))
  return result
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
export function searchCodex(prepared: CodexPrepared, rawQuery: string, limit: number, keep?: SearchOptions['keep']): SearchResult {
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
  const { tokens: terms, hashes } = tokensAndHashes(query)
  if (keep) return keptCodexSearch(prepared, { promotedBy, promoted, terms, hashes, limit, keep, mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword' })
  const matches = bm25Matches(prepared.bm25, hashes)
  const byDoc = new Map(matches.map((m) => [m.document, m] as const))
  // Codex orders equal scores randomly; registry order breaks the tie here.
  const rest = matches
    .filter((m) => !promotedBy.has(m.document))
    .sort((a, b) => b.score - a.score || a.document - b.document)
    .map((m) => m.document)

  // Promoted tools first, then BM25 fills the remaining places.
  const order = [...promoted, ...rest]
  const ranking: RankedTool[] = order.map((doc, i) => rankedEntry(prepared, doc, i + 1, promotedBy.get(doc), byDoc.get(doc), terms))
  return {
    results: returnedIds(prepared, order.slice(0, limit)),
    ranking,
    mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword',
    randomTies: true,
    ...bm25CutTie(prepared, rest, byDoc, limit - promoted.length)
  }
}

/** A tool's entry: a 0-point 'promotion' contribution per token that promoted it, then its BM25 points. */
function rankedEntry(prepared: CodexPrepared, doc: number, rank: number, promotedBy: readonly string[] | undefined, match: Omit<Bm25Match, 'document'> | undefined, terms: readonly string[]): RankedTool {
  const breakdown: Contribution[] = (promotedBy ?? []).map((term) => ({ term, field: 'promotion', points: 0 }))
  match?.points.forEach((points, t) => {
    if (points > 0) breakdown.push({ term: terms[t], field: 'bm25', points })
  })
  return { tool: prepared.documents[doc].tool.id, score: match?.score ?? 0, rank, breakdown }
}

/** The first `limit` of the order, grouped by namespace, as catalog ids. */
function returnedIds(prepared: CodexPrepared, first: readonly number[]): string[] {
  return groupByNamespace(first.map((doc) => ({ id: prepared.documents[doc].tool.id, namespace: prepared.documents[doc].namespace })))
}

/**
 * `searchCodex` when only some places are read (`keep`): promoted tools in registry order,
 * then the BM25 matches, of which only the first places are ordered.
 */
function keptCodexSearch(
  prepared: CodexPrepared,
  q: { promotedBy: ReadonlyMap<number, string[]>; promoted: readonly number[]; terms: readonly string[]; hashes: readonly number[]; limit: number; keep: NonNullable<SearchOptions['keep']>; mode: SearchMode }
): SearchResult {
  const { promotedBy, promoted, limit } = q
  const { documents, scores, matched } = bm25Scores(prepared.bm25, q.hashes)
  const rest = promoted.length ? documents.filter((doc) => !promotedBy.has(doc)) : documents
  const scoreOf = (doc: number): number => scores[doc]
  const bm25Order = (a: number, b: number): number => scores[b] - scores[a] || a - b
  const byId = documentIndex(prepared)
  const wanted = q.keep.tools.flatMap((id) => byId.get(id) ?? []).filter((doc) => !promotedBy.has(doc))
  const places = Math.max(limit, q.keep.top) - promoted.length
  const found = placesOf(rest, bm25Order, Math.max(0, places, limit - promoted.length + 1), wanted)
  const head = [...promoted, ...found.head].slice(0, Math.max(limit, q.keep.top))
  const kept = new Map<number, number>(head.map((doc, i) => [doc, i + 1]))
  for (const [doc, rank] of found.rankOf) if (!kept.has(doc)) kept.set(doc, rank + promoted.length)
  for (const id of q.keep.tools) {
    const doc = byId.get(id)
    if (doc !== undefined && promotedBy.has(doc)) kept.set(doc, promoted.indexOf(doc) + 1)
  }
  const ranking = [...kept]
    .sort((a, b) => a[1] - b[1])
    .map(([doc, rank]) => rankedEntry(prepared, doc, rank, promotedBy.get(doc), matched[doc] ? { score: scores[doc], points: bm25Points(prepared.bm25, doc, q.hashes) } : undefined, q.terms))
  return {
    results: returnedIds(prepared, head.slice(0, limit)),
    ranking,
    mode: q.mode,
    randomTies: true,
    scored: promoted.length + rest.length,
    ...tieAtCut(rest, found.head, scoreOf, bm25Order, limit - promoted.length, (doc) => prepared.documents[doc].tool.id)
  }
}

/** Codex's BM25 in its own words; equal scores come back in random order. */
const CODEX_TERMS: ScoringTerms = { client: 'Codex', ties: 'random', fields: { bm25: 'BM25' } }

/** The tokens that promoted a ranked tool. */
function promotionTokens(r: RankedTool | undefined): string[] {
  return r?.breakdown.filter((c) => c.field === 'promotion').map((c) => c.term) ?? []
}

/** The first of `tokens` that names the document's whole server (its namespace), which promotes every tool of it. */
function serverToken(doc: CodexDocument | undefined, tokens: readonly string[]): string | undefined {
  if (!doc) return undefined
  const keys = promotionKeys([doc.namespace])
  return tokens.find((t) => keys.has(t))
}

/**
 * Why `ahead` is ahead of `behind` for Codex: promotion first (promoted tools come before every
 * text match, in registry order: by server, then tool name), then BM25 (equal scores at random).
 */
export function explainCodexOrder(prepared: CodexPrepared, result: SearchResult, ahead: string, behind: string): OrderExplanation {
  const a = result.ranking.find((r) => r.tool === ahead)
  const b = result.ranking.find((r) => r.tool === behind)
  const byAhead = promotionTokens(a)
  if (result.mode !== 'keyword' || byAhead.length === 0) return explainScoredOrder(prepared.catalog, result, ahead, behind, CODEX_TERMS)
  const byId = documentIndex(prepared)
  const docOf = (id: string): CodexDocument | undefined => {
    const at = byId.get(id)
    return at === undefined ? undefined : prepared.documents[at]
  }
  const [docA, docB] = [docOf(ahead), docOf(behind)]
  const why = (doc: CodexDocument | undefined, tokens: readonly string[]): { text: string; server?: string } => {
    const token = serverToken(doc, tokens)
    if (token && doc) {
      const count = prepared.promotion.get(token)?.length ?? 0
      return { text: `"${token}" is the name of its server ${doc.tool.rawServer}, which promotes all ${count} of its tools`, server: doc.tool.rawServer }
    }
    return { text: tokens.map((t) => (doc && (doc.callable.toLowerCase() === t || doc.flat.toLowerCase() === t) ? `"${t}" is its name` : `its name ends in "_${t}"`)).join(', ') }
  }
  const byBehind = promotionTokens(b)
  if (byBehind.length === 0) {
    const { text, server } = why(docA, byAhead)
    return {
      fact: { kind: 'promoted', by: byAhead, ...(server ? { server } : {}) },
      text: `Codex promotes ${shortToolName(ahead)} (${text}) and lists promoted tools before every text match, whatever their BM25 scores`
    }
  }
  const names: [string, string] = [docA?.flat ?? ahead, docB?.flat ?? behind]
  const shared = byAhead.filter((t) => byBehind.includes(t))
  const token = serverToken(docA, shared)
  const common = token !== undefined && docA && docB?.tool.rawServer === docA.tool.rawServer ? docA.tool.rawServer : undefined
  const because = common
    ? why(docA, shared).text
    : shared.length
      ? `both names end in ${shared.map((t) => `"_${t}"`).join(', ')}`
      : `${why(docA, byAhead).text}; ${shortToolName(behind)}: ${why(docB, byBehind).text}`
  return {
    fact: { kind: 'promoted-order', names, ...(common ? { server: common } : {}) },
    text: `Codex promotes both (${because}) and lists promoted tools in order of server and tool name, not by score: ${names[0]} before ${names[1]}`
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
  prepareEdited: prepareCodexEdited,
  prepareSubset: prepareCodexSubset,
  prepareReordered: prepareCodexReordered,
  search(prepared, query, { maxResults, keep }): SearchResult {
    return searchCodex(prepared, query, maxResults, keep)
  },
  deferral: (catalog, settings) => codexDeferral(catalog, settings.codex),
  clientName(prepared, tool): string {
    return prepared.flatNames.get(tool.index) ?? prepareCodex({ servers: [], tools: [tool] }).documents[0].flat
  },
  explainOrder: explainCodexOrder
}
