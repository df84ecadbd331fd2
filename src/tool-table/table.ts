/**
 * Every tool at a glance: under each engine, where the words of its own name rank it alone and
 * with the bundled neighbours, and the manifest query that finds it best. The own-name searches
 * are lint's (one per tool and engine, shared with self-findability); the queries' rankings
 * are the evaluation's. Pure: it ranks nothing the lint context has not cached or would not.
 */
import type { CatalogTool } from '../catalog/types.js'
import type { Engine, ToolCost } from '../engines/types.js'
import { splitNeighbours } from '../evaluate/neighbours.js'
import type { Evaluation } from '../evaluate/types.js'
import { withoutCopies } from '../lint/neighbour-copies.js'
import type { LintContext } from '../lint/types.js'
import { cutFor, namesItsTool, ownNameQueryOf, searchOnce, subsetContext, targetTools } from '../lint/util.js'
import { missesOf } from './misses.js'
import type { BestQuery, OwnNameRank, ToolRow, ToolRowEngine } from './types.js'

/** Engine id -> tool id -> the best query that returns it. */
type BestQueries = Map<string, Map<string, BestQuery>>

/**
 * For each engine and tool, the query that ranks the tool best among those whose returned list
 * holds it (the first in the manifest of equals). Queries that name a tool (`select:`) find
 * only what the model already knows, and are left out.
 */
function bestQueries(evaluation: Evaluation): BestQueries {
  const best: BestQueries = new Map()
  for (const q of evaluation.queries) {
    if (namesItsTool(q.query)) continue
    for (const [engine, r] of Object.entries(q.engines)) {
      let byTool = best.get(engine)
      if (!byTool) best.set(engine, (byTool = new Map()))
      const ranks = new Map(r.ranking.map((x) => [x.tool, x.rank] as const))
      for (const tool of r.results) {
        const rank = ranks.get(tool)
        if (rank === undefined) continue
        const held = byTool.get(tool)
        if (!held || rank < held.rank) byTool.set(tool, { query: q.query, line: q.line, rank })
      }
    }
  }
  return best
}

/** Each tool's context cost, from the evaluation's deferral answer of the first engine that measures one (Claude Code's character measure). */
function toolCosts(ctx: LintContext, evaluation: Evaluation): ReadonlyMap<string, ToolCost> {
  for (const engine of ctx.engines) {
    const tools = evaluation.deferral?.[engine.id]?.tools ?? []
    if (tools.some((t) => t.chars !== undefined)) return new Map(tools.map((t) => [t.tool, t] as const))
  }
  return new Map()
}

function ownNameRank(view: LintContext, engine: Engine, tool: CatalogTool, query: string, alwaysLoaded: boolean): OwnNameRank {
  const result = query ? searchOnce(view, engine, query) : null
  return { rank: result?.subjects.get(tool.id)?.rank ?? null, found: alwaysLoaded || (result?.results.includes(tool.id) ?? false) }
}

/** The row's worst own-name rank: a tool that does not score is worse than any rank; one loaded up front better. */
function worstRank(row: ToolRow): number {
  const ranks = row.engines.flatMap((e) => (e.alwaysLoaded ? [0] : [e.alone, ...(e.withNeighbours ? [e.withNeighbours] : [])].map((v) => v.rank ?? Infinity)))
  return Math.max(0, ...ranks)
}

/**
 * One row per tool of the linted servers, worst first: the most missing cells, then the worst
 * own-name rank, then the catalog's order. The own name is ranked on the catalog lint judges
 * (without the neighbours' copies of your tools) and, with neighbours, on your servers alone.
 */
export function toolTable(ctx: LintContext, evaluation: Evaluation): ToolRow[] {
  const costs = toolCosts(ctx, evaluation)
  const judged = withoutCopies(ctx)
  const split = splitNeighbours(ctx.catalog)
  const alone = split ? subsetContext(ctx, split.alone) : judged
  const best = bestQueries(evaluation)
  const rows = targetTools(ctx).map((tool): ToolRow => {
    const ownName = ownNameQueryOf(ctx, tool)
    const engines = ctx.engines.map((engine): ToolRowEngine => {
      const alwaysLoaded = engine.loadsAlwaysLoad && tool.alwaysLoad
      const bestQuery = best.get(engine.id)?.get(tool.id)
      return {
        engine: engine.id,
        maxResults: cutFor(ctx, engine),
        ...(alwaysLoaded ? { alwaysLoaded: true as const } : {}),
        alone: ownNameRank(alone, engine, tool, ownName, alwaysLoaded),
        ...(split ? { withNeighbours: ownNameRank(judged, engine, tool, ownName, alwaysLoaded) } : {}),
        ...(bestQuery ? { bestQuery } : {})
      }
    })
    const cost = costs.get(tool.id)
    return {
      tool: tool.id,
      server: tool.rawServer,
      name: tool.name,
      ownName,
      engines,
      misses: missesOf(engines),
      ...(cost?.chars !== undefined ? { chars: cost.chars } : {}),
      ...(cost?.estimate ? { charsEstimate: true as const } : {})
    }
  })
  const index = new Map(targetTools(ctx).map((t) => [t.id, t.index] as const))
  return rows.sort((a, b) => b.misses - a.misses || worstRank(b) - worstRank(a) || index.get(a.tool)! - index.get(b.tool)!)
}
