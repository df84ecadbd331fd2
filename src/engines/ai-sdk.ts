/**
 * The Vercel AI SDK's `toolSearch()` (package `ai`, read in 7.0.173;
 * docs/engines/ai-sdk.md): whole-token matches, 2 points for the tool name and 1 for the
 * description per distinct query term. MCP tools reach it under their bare MCP tool names.
 * Pure and synchronous: every tool's token sets are prepared once per catalog.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'
import type { Contribution, Engine, PreparedCatalog, RankedTool, SearchResult } from './types.js'
import { groupBy } from '../util/group-by.js'

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

/** Bare names more than one catalog tool has -> those tools, in catalog order: an app's tool set keeps one per name. */
export function aiSdkNameCollisions(catalog: Catalog): Map<string, CatalogTool[]> {
  return new Map([...groupBy(catalog.tools, (t) => String(t.rawName))].filter(([, tools]) => tools.length > 1))
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
  /** Bare names that more than one catalog tool has -> those tools' catalog ids, in catalog order. */
  collisions: Map<string, string[]>
}

/** A ranked tool; `sameName` lists the other catalog tools with its bare name, which the SDK cannot return. */
export interface AiSdkRankedTool extends RankedTool {
  sameName?: string[]
}

export function prepareAiSdk(catalog: Catalog): AiSdkPrepared {
  const tools = catalog.tools.map((tool): AiSdkTool => {
    const name = String(tool.rawName)
    const description = typeof tool.rawDescription === 'string' ? tool.rawDescription : ''
    return {
      tool,
      name,
      nameTokens: new Set(aiSdkTokenize(name)),
      descriptionTokens: new Set(aiSdkTokenize(description))
    }
  })
  const collisions = new Map([...aiSdkNameCollisions(catalog)].map(([name, same]) => [name, same.map((t) => t.id)] as const))
  return { catalog, tools, collisions }
}

export function searchAiSdk(prepared: AiSdkPrepared, query: string, maxResults: number): SearchResult {
  const terms = aiSdkQueryTerms(query)
  const scored: Array<{ t: AiSdkTool; score: number; breakdown: Contribution[] }> = []
  for (const t of prepared.tools) {
    let score = 0
    const breakdown: Contribution[] = []
    for (const term of terms) {
      if (t.nameTokens.has(term)) {
        score += NAME_POINTS
        breakdown.push({ term, field: 'name', points: NAME_POINTS })
      }
      if (t.descriptionTokens.has(term)) {
        score += DESCRIPTION_POINTS
        breakdown.push({ term, field: 'description', points: DESCRIPTION_POINTS })
      }
    }
    if (score > 0) scored.push({ t, score, breakdown })
  }
  // Array.prototype.sort is stable: equal scores keep the app's tool order.
  scored.sort((a, b) => b.score - a.score)

  // The app's tool set holds one tool per name: a repeated name is dropped.
  const seen = new Set<string>()
  const ranking: AiSdkRankedTool[] = []
  for (const { t, score, breakdown } of scored) {
    if (seen.has(t.name)) continue
    seen.add(t.name)
    const entry: AiSdkRankedTool = { tool: t.tool.id, score, rank: ranking.length + 1, breakdown }
    const same = prepared.collisions.get(t.name)?.filter((id) => id !== t.tool.id)
    if (same?.length) entry.sameName = same
    ranking.push(entry)
  }
  return {
    results: ranking.slice(0, maxResults).map((r) => r.tool),
    ranking,
    mode: terms.length ? 'keyword' : 'empty'
  }
}

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
  search(prepared, query, { maxResults }): SearchResult {
    return searchAiSdk(prepared, query, maxResults)
  },
  clientName(_prepared, tool): string {
    return String(tool.rawName)
  }
}
