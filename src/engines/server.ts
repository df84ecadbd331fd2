/**
 * Engine `server`: the ranking a server's own search tool gave (FastMCP's search transforms;
 * docs/engines/server.md). Collection asks the server each query and records its answers in
 * the catalog; this engine only reads them, so it stays pure and synchronous. It answers a
 * query only as it was asked, over the catalog it was asked on: an edited catalog (advice) or
 * another query (lint, wording) has no answer, and it says so with EngineQueryError.
 */
import { searchCatalogKeyOf } from '../catalog/search.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { groupBy } from '../util/group-by.js'
import { EngineQueryError, type Deferral, type Engine, type PreparedCatalog, type SearchOptions, type SearchResult } from './types.js'

/** FastMCP's default `max_results` for its search transforms. */
export const SERVER_DEFAULT_MAX_RESULTS = 5

export interface ServerPrepared extends PreparedCatalog {
  /**
   * Query -> the catalog ids each searching server returned with their places in its answers,
   * servers in catalog order; only answers over this very catalog. A name the catalog has no
   * tool for (a markdown answer names tools without their definitions) keeps its place.
   */
  answers: Map<string, Array<{ tool: string; rank: number }>>
  /** Whether any server of the catalog has a search of its own. */
  searching: boolean
}

function prepare(catalog: Catalog): ServerPrepared {
  const answers = new Map<string, Array<{ tool: string; rank: number }>>()
  const answered = new Map<string, number>()
  const byServer = groupBy(catalog.tools, (t) => t.rawServer)
  const searching = catalog.servers.filter((s) => s.search)
  for (const server of searching) {
    const tools: readonly CatalogTool[] = byServer.get(server.name) ?? []
    const key = searchCatalogKeyOf(tools)
    const idOf = new Map(tools.map((t) => [t.rawName, t.id] as const))
    for (const answer of server.search!.answers) {
      if (answer.catalog !== key) continue
      const before = answered.get(answer.query) ?? 0
      const placed = answer.tools.flatMap((name, i) => {
        const tool = idOf.get(name)
        return tool === undefined ? [] : [{ tool, rank: before + i + 1 }]
      })
      answers.set(answer.query, [...(answers.get(answer.query) ?? []), ...placed])
      answered.set(answer.query, before + answer.tools.length)
    }
  }
  return { catalog, answers, searching: searching.length > 0 }
}

function search(prepared: ServerPrepared, query: string, options: SearchOptions): SearchResult {
  if (!prepared.searching) throw new EngineQueryError('no server of the manifest has a search tool of its own (`search:`), so engine `server` has nothing to ask')
  const answer = prepared.answers.get(query)
  if (!answer) throw new EngineQueryError('the server\'s own search was not asked this query over this catalog (only the manifest\'s queries are asked, as collected)')
  // The server's order is the ranking; there are no points, so the score only keeps that order.
  const last = answer.at(-1)?.rank ?? 0
  const ranking = answer.map(({ tool, rank }) => ({ tool, score: last + 1 - rank, rank, breakdown: [] }))
  return { results: ranking.filter((r) => r.rank <= options.maxResults).map((r) => r.tool), ranking, mode: 'keyword' }
}

/**
 * What the model is sent: the tools a searching server shows in `tools/list` beside its search
 * (FastMCP's `always_visible`) are sent with every request; the rest are behind the search.
 * A server without a search of its own sends every tool.
 */
function deferral(catalog: Catalog): Deferral {
  const visible = new Map(catalog.servers.map((s) => [s.name, s.search ? new Set(s.search.visible) : undefined] as const))
  const tools = catalog.tools.map((t): Deferral['tools'][number] => {
    const shown = visible.get(t.rawServer)
    const upFront = !shown || shown.has(t.rawName)
    return { tool: t.id, server: t.rawServer, placement: upFront ? 'up-front' : 'deferred', why: upFront ? 'not-deferred' : 'search' }
  })
  const deferred = tools.filter((t) => t.placement === 'deferred').length
  return {
    verdict: deferred === tools.length ? 'deferred' : deferred === 0 ? 'not-deferred' : 'partly',
    exact: true,
    reason: 'the server itself hides every tool but those `tools/list` shows beside its search tool',
    setup: 'the server\'s own search',
    changes: ['the server decides: FastMCP\'s `always_visible` lists a tool beside the search'],
    tools,
    servers: []
  }
}

export const serverSearch: Engine<ServerPrepared> = {
  id: 'server',
  family: 'server',
  client: "the server's own search tool",
  versions: 'asked live',
  exact: true,
  defaultMaxResults: SERVER_DEFAULT_MAX_RESULTS,
  loadsAlwaysLoad: false,
  firstPageOnly: false,
  readsSearchHint: false,
  localScoring: false,
  recordedAnswers: true,
  queryTerms: (query) => [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])],
  prepare,
  search,
  deferral,
  explainOrder: () => ({ fact: { kind: 'listed', mode: 'keyword' }, text: "the server's own search returned it first" })
}
