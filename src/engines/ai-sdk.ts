/**
 * The Vercel AI SDK's `toolSearch()` (package `ai`, read in 7.0.173;
 * docs/engines/ai-sdk.md): whole-token matches, 2 points for the tool name and 1 for the
 * description per distinct query term. MCP tools reach it under their bare MCP tool names.
 * Pure and synchronous: every tool's token sets are prepared once per catalog.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { keptPlaces, placesOf, tieAtCut } from './partial-ranking.js'
import type { Contribution, Engine, PreparedCatalog, RankedTool, SearchOptions, SearchResult } from './types.js'
import { subsequenceMask } from './subset.js'
import { groupBy } from '../util/group-by.js'
import { explainScoredOrder, type ScoringTerms } from './order.js'
import { aiSdkDeferral } from './deferral/ai-sdk.js'

export const AI_SDK_DEFAULT_MAX_RESULTS = 5
const NAME_POINTS = 2
const DESCRIPTION_POINTS = 1

/** The SDK's tokenizer: split camelCase and digit-Upper, lower-case, runs of letters/digits. */
export function aiSdkTokenize(text: string): string[] {
  return (
    text
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** The query's distinct tokens, the terms the SDK scores. */
export function aiSdkQueryTerms(query: string): string[] {
  return [...new Set(aiSdkTokenize(query))]
}

/** Per catalog, its name collisions: lint and advice ask for them tool by tool. */
const COLLISIONS = new WeakMap<Catalog, ReadonlyMap<string, readonly CatalogTool[]>>()

/** Bare names more than one catalog tool has -> those tools, in catalog order: an app's tool set keeps one per name. */
export function aiSdkNameCollisions(catalog: Catalog): ReadonlyMap<string, readonly CatalogTool[]> {
  let known = COLLISIONS.get(catalog)
  if (!known) COLLISIONS.set(catalog, (known = new Map([...groupBy(catalog.tools, (t) => String(t.rawName))].filter(([, tools]) => tools.length > 1))))
  return known
}

interface AiSdkTool {
  tool: CatalogTool
  /** The bare MCP tool name the SDK knows the tool by. */
  name: string
  nameTokens: Set<string>
  descriptionTokens: Set<string>
}

export interface AiSdkPrepared extends PreparedCatalog {
  /** In the app's tool order (catalog order). */
  tools: AiSdkTool[]
  /** Token -> the tools (ascending) whose name, or description, has it: a query reads only these. */
  nameIndex: Map<string, number[]>
  descriptionIndex: Map<string, number[]>
  /** For a tool whose bare name another tool has too: that name's number (0 … sharedNames - 1); else -1. */
  sharedName: Int32Array
  sharedNames: number
  /** Bare names that more than one catalog tool has -> those tools' catalog ids, in catalog order. */
  collisions: Map<string, string[]>
  /**
   * A subset's view (`prepareAiSdkSubset`): per tool of `tools`, 1 when the subset holds it.
   * `tools` and the token indexes are then the whole catalog's; the names, the subset's.
   */
  member?: Uint8Array
}

/** A ranked tool; `sameName` lists the other catalog tools with its bare name, which the SDK cannot return. */
export interface AiSdkRankedTool extends RankedTool {
  sameName?: string[]
}

/**
 * Per catalog tool, its tokens (never changed once made): advice prepares many catalogs made
 * of the same tools (parts of one catalog, one tool edited), which then cost little more than
 * their token indexes.
 */
const TOOLS = new WeakMap<CatalogTool, AiSdkTool>()

function aiSdkTool(tool: CatalogTool): AiSdkTool {
  let known = TOOLS.get(tool)
  if (!known) {
    const name = String(tool.rawName)
    const description = typeof tool.rawDescription === 'string' ? tool.rawDescription : ''
    known = { tool, name, nameTokens: new Set(aiSdkTokenize(name)), descriptionTokens: new Set(aiSdkTokenize(description)) }
    TOOLS.set(tool, known)
  }
  return known
}

/** The bare names `catalog`'s tools share, numbered, for `tools` (those outside `member`: -1). */
function sharedNames(catalog: Catalog, tools: readonly AiSdkTool[], member?: Uint8Array): Pick<AiSdkPrepared, 'collisions' | 'sharedName' | 'sharedNames'> {
  const collisions = new Map([...aiSdkNameCollisions(catalog)].map(([name, same]) => [name, same.map((t) => t.id)] as const))
  const names = new Map([...collisions.keys()].map((name, i) => [name, i] as const))
  return {
    collisions,
    sharedName: Int32Array.from(tools, (t, i) => (member && !member[i] ? -1 : (names.get(t.name) ?? -1))),
    sharedNames: names.size
  }
}

export function prepareAiSdk(catalog: Catalog): AiSdkPrepared {
  const tools = catalog.tools.map(aiSdkTool)
  return {
    catalog,
    tools,
    nameIndex: tokenIndex(tools.map((t) => t.nameTokens)),
    descriptionIndex: tokenIndex(tools.map((t) => t.descriptionTokens)),
    ...sharedNames(catalog, tools)
  }
}

/**
 * The prepared catalog of `subset` (some of `prepared`'s catalog tools, in order) from
 * `prepared`'s token indexes: a tool's points read only its own tokens, and ties keep the
 * app's tool order, which the subset keeps. The one rule that reads other tools, one tool per
 * bare name, is the subset's own. Undefined when `subset` is not in that order.
 */
export function prepareAiSdkSubset(prepared: AiSdkPrepared, subset: Catalog): AiSdkPrepared | undefined {
  const outer = prepared.member
  // A subset's view indexes the whole catalog's tools.
  const member = subsequenceMask(outer ? prepared.tools.map((t) => t.tool) : prepared.catalog.tools, subset.tools)
  if (!member || (outer && member.some((m, i) => m && !outer[i]))) return undefined
  return { ...prepared, catalog: subset, member, ...sharedNames(subset, prepared.tools, member) }
}

const byId = new WeakMap<AiSdkPrepared, Map<string, number>>()

function indexById(prepared: AiSdkPrepared): Map<string, number> {
  let map = byId.get(prepared)
  if (!map) {
    const { member } = prepared
    map = new Map(prepared.tools.flatMap((t, i) => (member && !member[i] ? [] : [[t.tool.id, i] as const])))
    byId.set(prepared, map)
  }
  return map
}

function tokenIndex(tokens: ReadonlyArray<ReadonlySet<string>>): Map<string, number[]> {
  const index = new Map<string, number[]>()
  tokens.forEach((set, i) => {
    for (const token of set) {
      const list = index.get(token)
      if (list) list.push(i)
      else index.set(token, [i])
    }
  })
  return index
}

export function searchAiSdk(prepared: AiSdkPrepared, query: string, maxResults: number, keep?: SearchOptions['keep']): SearchResult {
  const terms = aiSdkQueryTerms(query)
  // The SDK scores every tool; only the tools with a query token can score, and the token
  // indexes name them.
  const total = new Int32Array(prepared.tools.length)
  const touched: number[] = []
  const { member } = prepared
  const add = (tools: readonly number[] | undefined, points: number): void => {
    if (!tools) return
    for (let k = 0; k < tools.length; k++) {
      const i = tools[k]
      if (member && !member[i]) continue
      if (total[i] === 0) touched.push(i)
      total[i] += points
    }
  }
  for (const term of terms) {
    add(prepared.nameIndex.get(term), NAME_POINTS)
    add(prepared.descriptionIndex.get(term), DESCRIPTION_POINTS)
  }
  /** Per term in query order: name points, then description points. */
  const breakdownOf = (t: AiSdkTool): Contribution[] => {
    const breakdown: Contribution[] = []
    for (const term of terms) {
      if (t.nameTokens.has(term)) breakdown.push({ term, field: 'name', points: NAME_POINTS })
      if (t.descriptionTokens.has(term)) breakdown.push({ term, field: 'description', points: DESCRIPTION_POINTS })
    }
    return breakdown
  }
  // Equal scores keep the app's tool order; the app's tool set holds one tool per name, so
  // a repeated name is dropped after the first of its tools in that order.
  const order = (a: number, b: number): number => total[b] - total[a] || a - b
  /** Per shared name (by its number), 1 + the tool of that name ranked first so far. */
  const firstOfName = new Int32Array(prepared.sharedNames)
  const ranked: number[] = []
  for (const i of touched) {
    const shared = prepared.sharedName[i]
    if (shared < 0) ranked.push(i)
    else if (firstOfName[shared] === 0 || order(i, firstOfName[shared] - 1) < 0) firstOfName[shared] = i + 1
  }
  for (const first of firstOfName) if (first > 0) ranked.push(first - 1)
  const survives = (i: number): boolean => prepared.sharedName[i] < 0 || firstOfName[prepared.sharedName[i]] === i + 1
  const entry = (i: number, rank: number): AiSdkRankedTool => {
    const t = prepared.tools[i]
    const e: AiSdkRankedTool = { tool: t.tool.id, score: total[i], rank, breakdown: breakdownOf(t) }
    if (prepared.sharedName[i] >= 0) {
      const same = prepared.collisions.get(t.name)!.filter((id) => id !== t.tool.id)
      if (same.length) e.sameName = same
    }
    return e
  }
  const mode = terms.length ? 'keyword' : 'empty'
  if (keep) {
    const wanted = keep.tools.flatMap((id) => indexById(prepared).get(id) ?? []).filter(survives)
    const places = placesOf(ranked, order, Math.max(keep.top, maxResults + 1), wanted)
    const id = (i: number): string => prepared.tools[i].tool.id
    return {
      results: places.head.slice(0, maxResults).map(id),
      ranking: keptPlaces(places).map(({ index, rank }) => entry(index, rank)),
      mode,
      scored: ranked.length,
      ...(mode === 'keyword' ? tieAtCut(ranked, places.head, (i) => total[i], order, maxResults, id) : {})
    }
  }
  const ranking = ranked.sort(order).map((i, r) => entry(i, r + 1))
  return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode }
}

/** The AI SDK's scorer in its own words: whole words of the tool's name and of its description. */
const AI_SDK_TERMS: ScoringTerms = { client: 'the AI SDK', ties: 'listing', fields: { name: 'name word', description: 'description word' } }

export const aiSdk: Engine<AiSdkPrepared> = {
  id: 'ai-sdk',
  family: 'ai-sdk',
  client: 'Vercel AI SDK toolSearch()',
  versions: 'ai 7.0.173',
  exact: true,
  defaultMaxResults: AI_SDK_DEFAULT_MAX_RESULTS,
  loadsAlwaysLoad: false,
  firstPageOnly: false,
  readsSearchHint: false,
  localScoring: true,
  queryTerms: aiSdkQueryTerms,
  nameCollisions: aiSdkNameCollisions,
  prepare: prepareAiSdk,
  prepareSubset: prepareAiSdkSubset,
  search(prepared, query, { maxResults, keep }): SearchResult {
    return searchAiSdk(prepared, query, maxResults, keep)
  },
  deferral: (catalog, settings) => aiSdkDeferral(catalog, settings['ai-sdk']),
  clientName(_prepared, tool): string {
    return String(tool.rawName)
  },
  explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, AI_SDK_TERMS)
}
