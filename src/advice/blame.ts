/**
 * Blame for a regression: which tools overtook the expected tool between the base and the
 * head catalog, and from which words. Pure: both catalogs are ranked with the same engine and
 * the per-term breakdowns compared.
 */
import type { Catalog } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import { EngineQueryError, type Contribution, type Engine, type RankedTool, type SearchResult } from '../engines/types.js'
import type { Blame, Gainer, Standing, TermDelta } from './types.js'

function search(engine: Engine, catalog: Catalog, query: string, maxResults: number): SearchResult {
  try {
    return engine.search(engine.prepare(catalog), query, { maxResults })
  } catch (err) {
    if (err instanceof EngineQueryError) return { results: [], ranking: [], mode: 'keyword' }
    throw err
  }
}

function standing(r: RankedTool | undefined): Standing | null {
  return r ? { rank: r.rank, score: r.score } : null
}

/** Points per (term, field) that differ between two breakdowns, in the order the terms first appear. */
export function breakdownDeltas(before: readonly Contribution[], after: readonly Contribution[]): TermDelta[] {
  const sums = new Map<string, TermDelta>()
  const add = (c: Contribution, side: 'before' | 'after'): void => {
    const key = `${c.term}\u0000${c.field}`
    const d = sums.get(key) ?? { term: c.term, field: c.field, before: 0, after: 0 }
    d[side] += c.points
    sums.set(key, d)
  }
  for (const c of before) add(c, 'before')
  for (const c of after) add(c, 'after')
  return [...sums.values()].filter((d) => Math.abs(d.after - d.before) > 1e-9)
}

export interface BlameOptions {
  /** The cut, for an engine that needs one to search (default: the engine's). */
  maxResults?: number
}

/**
 * Why `tool` ranks worse for `query` at head than at base under `engine`: the tools now ahead
 * of it that were not ahead at base (new tools included), with the words whose points changed
 * for each, and the tool's own points that changed. `engine` is an engine or an engine id.
 */
export function blame(baseCatalog: Catalog, headCatalog: Catalog, query: string, engine: Engine | string, tool: string, options: BlameOptions = {}): Blame {
  const e = typeof engine === 'string' ? resolveEngine(engine) : engine
  const maxResults = options.maxResults ?? e.defaultMaxResults
  const base = search(e, baseCatalog, query, maxResults)
  const head = search(e, headCatalog, query, maxResults)
  return blameRankings({ query, engine: e.id, tool, base, head, baseIds: new Set(baseCatalog.tools.map((t) => t.id)) })
}

/**
 * The same from rankings already made (the base diff has both sides' rankings): `baseIds`
 * are the ids of the base catalog, so that a tool the PR added is told apart.
 */
export function blameRankings(input: {
  query: string
  engine: string
  tool: string
  base: Pick<SearchResult, 'ranking'>
  head: Pick<SearchResult, 'ranking' | 'results'>
  baseIds: ReadonlySet<string>
}): Blame {
  const { query, tool, base, head, baseIds } = input
  const baseById = new Map(base.ranking.map((r) => [r.tool, r] as const))
  const baseMe = baseById.get(tool)
  const headMe = head.ranking.find((r) => r.tool === tool)

  // Ahead at head: everything ranked before the tool, or, when it no longer ranks, everything within the cut.
  const aheadAtHead = headMe ? head.ranking.filter((r) => r.rank < headMe.rank) : head.ranking.filter((r) => head.results.includes(r.tool))
  const wasAhead = (id: string): boolean => {
    const b = baseById.get(id)
    if (!b) return false
    return !baseMe || b.rank < baseMe.rank
  }
  const gainers: Gainer[] = aheadAtHead
    .filter((r) => r.tool !== tool && !wasAhead(r.tool))
    .map((r) => {
      const b = baseById.get(r.tool)
      return {
        tool: r.tool,
        base: standing(b),
        head: { rank: r.rank, score: r.score },
        added: !baseIds.has(r.tool),
        deltas: breakdownDeltas(b?.breakdown ?? [], r.breakdown)
      }
    })
  return {
    query,
    engine: input.engine,
    tool,
    base: standing(baseMe),
    head: standing(headMe),
    own: breakdownDeltas(baseMe?.breakdown ?? [], headMe?.breakdown ?? []),
    gainers
  }
}
