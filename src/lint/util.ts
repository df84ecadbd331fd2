import type { CatalogTool } from '../catalog/types.js'
import { EngineQueryError, type Engine, type PreparedCatalog, type RankedTool, type SearchResult } from '../engines/types.js'
import type { LintContext } from './types.js'
import { forEngine } from '../manifest/per-engine.js'
import { groupBy } from '../util/group-by.js'
import { nameWords } from '../util/words.js'

export function isTarget(ctx: LintContext, server: string): boolean {
  return !ctx.targets || ctx.targets.has(server)
}

/** Tools whose server is linted, in catalog order. */
export function targetTools(ctx: LintContext): CatalogTool[] {
  return ctx.targets ? ctx.catalog.tools.filter((t) => isTarget(ctx, t.rawServer)) : ctx.catalog.tools
}

/** Target tools grouped by server (manifest name), servers in catalog order. */
export function toolsByServer(ctx: LintContext): Map<string, CatalogTool[]> {
  return groupBy(targetTools(ctx), (t) => t.rawServer)
}

/** `server/tool`, the way reports name a tool: its manifest server and its name as listed. */
export function label(tool: CatalogTool): string {
  return `${tool.rawServer}/${tool.name}`
}

/** Lists at most `max` items, then "and N more". */
export function listSome(items: readonly string[], max = 4): string {
  if (items.length <= max) return items.join(', ')
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`
}

/** Shortens text to `max` characters with an ellipsis, on one line. */
export function clip(text: string, max = 80): string {
  const one = text.replace(/\s+/g, ' ').trim()
  return one.length <= max ? one : one.slice(0, max - 1).trimEnd() + '…'
}

export function preparedFor(ctx: LintContext, engine: Engine): PreparedCatalog {
  const cache = (ctx.prepared ??= new Map())
  let prepared = cache.get(engine.id)
  if (!prepared || prepared.catalog !== ctx.catalog) {
    prepared = engine.prepare(ctx.catalog)
    cache.set(engine.id, prepared)
  }
  return prepared
}

export function cutFor(ctx: LintContext, engine: Engine): number {
  return forEngine(ctx.maxResults, engine) ?? engine.defaultMaxResults
}

/**
 * What the lint rules keep of one search: the returned list, the ranking down to the cut
 * (with breakdowns), and where the tools whose own name is this query ranked. A full ranking
 * per tool of a large catalog would be quadratic in memory (5,000 tools: 25 million entries).
 */
export interface CompactSearch {
  results: string[]
  head: RankedTool[]
  /** Tools whose own name's words are the query -> their place in the full ranking. */
  subjects: Map<string, RankedTool>
}

const searches = new WeakMap<LintContext, Map<string, CompactSearch | null>>()
const subjectsByQuery = new WeakMap<LintContext, Map<string, CatalogTool[]>>()

/** The query a model is most likely to try first for a tool: the words of its own name. */
export function ownNameQuery(name: string): string {
  return nameWords(name).join(' ')
}

function subjectsOf(ctx: LintContext, query: string): string[] {
  let byQuery = subjectsByQuery.get(ctx)
  if (!byQuery) {
    byQuery = groupBy(ctx.catalog.tools, (t) => ownNameQuery(t.name))
    subjectsByQuery.set(ctx, byQuery)
  }
  return (byQuery.get(query) ?? []).map((t) => t.id)
}

/**
 * One query under one engine at the context's cut, computed once per lint run (the rules that
 * search with a tool's own name share the results). Null when the client rejects the query.
 */
export function searchOnce(ctx: LintContext, engine: Engine, query: string): CompactSearch | null {
  let cache = searches.get(ctx)
  if (!cache) {
    cache = new Map()
    searches.set(ctx, cache)
  }
  const key = `${engine.id}\u0000${query}`
  let compact = cache.get(key)
  if (compact === undefined) {
    const cut = cutFor(ctx, engine)
    let result: SearchResult | null
    const wanted = subjectsOf(ctx, query)
    try {
      // Only the places read here: the engine need not order (or explain) the rest.
      result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: wanted } })
    } catch (err) {
      if (!(err instanceof EngineQueryError)) throw err
      result = null
    }
    if (result) {
      const subjects = new Map(result.ranking.filter((r) => wanted.includes(r.tool)).map((r) => [r.tool, r] as const))
      compact = { results: result.results, head: result.ranking.filter((r) => r.rank <= cut), subjects }
    } else {
      compact = null
    }
    cache.set(key, compact)
  }
  return compact
}
