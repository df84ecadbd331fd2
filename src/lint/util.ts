import type { Catalog, CatalogTool } from '../catalog/types.js'
import { EngineQueryError, prepareSubsetOf, type Engine, type OrderExplanation, type PreparedCatalog, type RankedTool, type SearchResult } from '../engines/types.js'
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

/**
 * The context of some of the context's tools in the catalog's order (`catalog`): its engines
 * rank from the whole context's prepared indexes where they can (`subsetOf`).
 */
export function subsetContext(ctx: LintContext, catalog: Catalog): LintContext {
  const { prepared: _prepared, ...rest } = ctx
  return { ...rest, catalog, subsetOf: ctx }
}

export function preparedFor(ctx: LintContext, engine: Engine): PreparedCatalog {
  const cache = (ctx.prepared ??= new Map())
  let prepared = cache.get(engine.id)
  if (!prepared || prepared.catalog !== ctx.catalog) {
    const whole = ctx.subsetOf
    prepared = prepareSubsetOf(engine, ctx.catalog, whole && (() => preparedFor(whole, engine)))
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
  mode: SearchResult['mode']
  head: RankedTool[]
  /** Tools whose own name's words are the query -> their place in the full ranking. */
  subjects: Map<string, RankedTool>
}

/**
 * Why `ahead` ranks above `behind` in a compact search, as the engine says it (`behind` kept
 * when it is the query's subject or within the cut).
 */
export function explainCompact(ctx: LintContext, engine: Engine, search: CompactSearch, ahead: string, behind: string): OrderExplanation {
  const ranking = [...search.head, ...[...search.subjects.values()].filter((r) => !search.head.includes(r))]
  return engine.explainOrder(preparedFor(ctx, engine), { results: search.results, ranking, mode: search.mode }, ahead, behind)
}

/**
 * The tool's rank for a query once its description is `edited` (a copy of the tool), ranked
 * again: from the engine's prepared catalog where it can edit one (Codex: BM25 over every
 * document), else, for an engine that scores each tool on its own text, among the tools of
 * the unedited ranking's first `cut + 1` places (no tool past them can reach the cut: they
 * score no more than the last of them), else from the whole catalog prepared again. Null when
 * it does not score, or the client rejects the query.
 */
export function rankEdited(ctx: LintContext, engine: Engine, query: string, edited: CatalogTool): number | null {
  const cut = cutFor(ctx, engine)
  const swap = (tools: readonly CatalogTool[]): CatalogTool[] => tools.map((t) => (t.index === edited.index ? edited : t))
  try {
    let prepared: PreparedCatalog
    if (engine.prepareEdited) {
      prepared = engine.prepareEdited(preparedFor(ctx, engine), { servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools) }, [edited])
    } else if (engine.localScoring) {
      const head = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut + 1, tools: [edited.id] } })
      const ids = new Set([edited.id, ...head.ranking.filter((r) => r.rank <= cut + 1).map((r) => r.tool)])
      prepared = engine.prepare({ servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools.filter((t) => ids.has(t.id))) })
    } else {
      prepared = engine.prepare({ servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools) })
    }
    return engine.search(prepared, query, { maxResults: cut, keep: { top: cut, tools: [edited.id] } }).ranking.find((r) => r.tool === edited.id)?.rank ?? null
  } catch (err) {
    if (err instanceof EngineQueryError) return null
    throw err
  }
}

/** What one lint run computes once and every rule reads: own-name queries and searches. */
interface LintMemo {
  /** Each catalog tool's own-name query. */
  ownQuery: Map<CatalogTool, string>
  /** Own-name query -> the ids of the tools it is the own-name query of, in catalog order. */
  subjects: Map<string, string[]>
  /** Engine id -> query -> its compact search. */
  searches: Map<string, Map<string, CompactSearch | null>>
}

const memos = new WeakMap<LintContext, LintMemo>()

/**
 * A query that names its tool rather than searching for it (`select:`, a catalog id): a model
 * writes one only once it has found the tool, so it covers nothing.
 */
export function namesItsTool(query: string): boolean {
  return /^\s*(select:|mcp__)/i.test(query)
}

/** The words of a tool name, as a query. */
function ownNameQuery(name: string): string {
  return nameWords(name).join(' ')
}

function memoOf(ctx: LintContext): LintMemo {
  let memo = memos.get(ctx)
  if (!memo) {
    const ownQuery = new Map(ctx.catalog.tools.map((t) => [t, ownNameQuery(t.name)] as const))
    // A tool is the subject of each query a model types for its name: its name's words, and
    // what an engine searched otherwise takes for it (`ownNameQuery`: a regex search, the name).
    const probes = ctx.engines.flatMap((e) => (e.ownNameQuery ? [e.ownNameQuery.bind(e)] : []))
    const subjects = new Map<string, string[]>()
    for (const t of ctx.catalog.tools) {
      for (const query of new Set([ownQuery.get(t)!, ...probes.map((probe) => probe(t.name))])) {
        const ids = subjects.get(query)
        if (ids) ids.push(t.id)
        else subjects.set(query, [t.id])
      }
    }
    memo = { ownQuery, subjects, searches: new Map() }
    memos.set(ctx, memo)
  }
  return memo
}

/** The query a model is most likely to try first for a tool: the words of its own name, or what `engine` takes for it. */
export function ownNameQueryOf(ctx: LintContext, tool: CatalogTool, engine?: Engine): string {
  if (engine?.ownNameQuery) return engine.ownNameQuery(tool.name)
  return memoOf(ctx).ownQuery.get(tool) ?? ownNameQuery(tool.name)
}

/**
 * One query under one engine at the context's cut, computed once per lint run (the rules that
 * search with a tool's own name share the results). Null when the client rejects the query.
 */
export function searchOnce(ctx: LintContext, engine: Engine, query: string): CompactSearch | null {
  const memo = memoOf(ctx)
  let cache = memo.searches.get(engine.id)
  if (!cache) memo.searches.set(engine.id, (cache = new Map()))
  let compact = cache.get(query)
  if (compact === undefined) {
    compact = compactSearch(ctx, engine, query, memo.subjects.get(query) ?? [])
    cache.set(query, compact)
  }
  return compact
}

function compactSearch(ctx: LintContext, engine: Engine, query: string, wanted: readonly string[]): CompactSearch | null {
  const cut = cutFor(ctx, engine)
  let result: SearchResult
  try {
    // Only the places read here: the engine need not order (or explain) the rest.
    result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: wanted } })
  } catch (err) {
    if (!(err instanceof EngineQueryError)) throw err
    return null
  }
  const head: RankedTool[] = []
  const subjects = new Map<string, RankedTool>()
  for (const r of result.ranking) {
    if (r.rank <= cut) head.push(r)
    if (wanted.includes(r.tool)) subjects.set(r.tool, r)
  }
  return { results: result.results, mode: result.mode, head, subjects }
}
