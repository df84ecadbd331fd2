import { blameRankings } from '../advice/blame.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { canonicalJson } from '../util/canonical-json.js'
import type { Evaluation, QueryResult } from '../evaluate/types.js'
import type { BaselineCost, BaselineDiff, BaselineSource, CatalogChanges, RankChange, RankMovement, ResultChange } from './types.js'

/** Queries are matched by their text; a text used twice is matched occurrence by occurrence. */
function keyed(queries: readonly QueryResult[]): Map<string, QueryResult> {
  const seen = new Map<string, number>()
  const out = new Map<string, QueryResult>()
  for (const q of queries) {
    const n = seen.get(q.query) ?? 0
    seen.set(q.query, n + 1)
    out.set(`${n}\u0000${q.query}`, q)
  }
  return out
}

/** Tools added, removed, renamed (same schema and description under a new name) and edited. */
export function diffCatalogs(base: Catalog, head: Catalog): CatalogChanges {
  const baseById = new Map(base.tools.map((t) => [t.id, t] as const))
  const headById = new Map(head.tools.map((t) => [t.id, t] as const))
  const signature = (t: CatalogTool): string => `${t.rawServer}\u0000${canonicalJson(t.inputSchema ?? {})}\u0000${t.description}`
  const added = head.tools.filter((t) => !baseById.has(t.id))
  const removed = base.tools.filter((t) => !headById.has(t.id))
  const renamed: CatalogChanges['renamed'] = []
  const removedBySignature = new Map<string, CatalogTool[]>()
  for (const t of removed) removedBySignature.set(signature(t), [...(removedBySignature.get(signature(t)) ?? []), t])
  const stillAdded: CatalogTool[] = []
  for (const t of added) {
    const match = removedBySignature.get(signature(t))?.shift()
    if (match) renamed.push({ from: match.id, to: t.id })
    else stillAdded.push(t)
  }
  const renamedFrom = new Set(renamed.map((r) => r.from))
  const descriptionChanged: string[] = []
  const schemaChanged: string[] = []
  for (const t of head.tools) {
    const before = baseById.get(t.id)
    if (!before) continue
    if (before.description !== t.description) descriptionChanged.push(t.id)
    if (canonicalJson(before.inputSchema ?? {}) !== canonicalJson(t.inputSchema ?? {})) schemaChanged.push(t.id)
  }
  return {
    added: stillAdded.map((t) => t.id),
    removed: removed.filter((t) => !renamedFrom.has(t.id)).map((t) => t.id),
    renamed,
    descriptionChanged,
    schemaChanged
  }
}

function movement(base: number | null, head: number | null, isNew: boolean): RankMovement {
  if (isNew) return 'new'
  if (base === head) return 'unchanged'
  if (head === null) return 'regressed'
  if (base === null) return 'improved'
  return head > base ? 'regressed' : 'improved'
}

/** Rank 0 stands for "always loaded": better than any search rank. */
function effectiveRank(rank: number | null, alwaysLoaded: boolean): number | null {
  return alwaysLoaded ? 0 : rank
}

export interface DiffInput {
  source: BaselineSource
  baseSha: string
  cost: BaselineCost
  base: { evaluation: Evaluation; catalog: Catalog }
  head: { evaluation: Evaluation; catalog: Catalog }
}

/**
 * The rank diff the PR comment leads with: per query, engine and expected tool, base rank
 * against head rank. A tool renamed by the PR is followed under its old name on the base side.
 */
export function diffEvaluations(input: DiffInput): BaselineDiff {
  const catalog = diffCatalogs(input.base.catalog, input.head.catalog)
  const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from] as const))
  const baseIds = new Set(input.base.catalog.tools.map((t) => t.id))
  const baseQueries = keyed(input.base.evaluation.queries)
  const headQueries = keyed(input.head.evaluation.queries)
  const rows: RankChange[] = []
  const resultChanges: ResultChange[] = []

  for (const [key, head] of headQueries) {
    const base = baseQueries.get(key)
    for (const [engineId, h] of Object.entries(head.engines)) {
      const b = base?.engines[engineId]
      const expectations = h.expectations.filter((e) => e.kind === 'expect')
      if (expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
        resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results })
      }
      for (const e of expectations) {
        const baseId = oldName.get(e.tool) ?? e.tool
        const ranked = b?.ranking.find((r) => r.tool === baseId)
        const baseAlways = b?.expectations.some((x) => x.tool === baseId && x.alwaysLoaded) ?? false
        const baseRank = effectiveRank(ranked?.rank ?? null, baseAlways)
        const headRank = effectiveRank(e.rank, e.alwaysLoaded)
        const baseFound = baseAlways || (b?.results.includes(baseId) ?? false)
        const headFound = e.alwaysLoaded || h.results.includes(e.tool)
        const move = movement(baseRank, headRank, b === undefined)
        rows.push({
          query: head.query,
          line: head.line,
          engine: engineId,
          ref: e.ref,
          tool: e.tool,
          maxResults: h.maxResults,
          baseRank: b ? (ranked?.rank ?? null) : null,
          headRank: e.rank,
          baseScore: ranked?.score ?? null,
          headScore: e.score,
          baseFound,
          headFound,
          movement: move,
          ...(b && baseFound && !headFound ? { crossed: 'fell-out' as const } : {}),
          ...(b && !baseFound && headFound ? { crossed: 'entered' as const } : {}),
          headPass: e.pass,
          ...(move === 'regressed' && b ? { blame: blameRankings({ query: head.query, engine: engineId, tool: e.tool, base: b, head: h, baseIds }) } : {})
        })
      }
    }
  }
  const headKeys = new Set(headQueries.keys())
  const baseKeys = new Set(baseQueries.keys())
  return {
    source: input.source,
    baseSha: input.baseSha,
    cost: input.cost,
    rows,
    newQueries: [...headQueries.entries()].filter(([k]) => !baseKeys.has(k)).map(([, q]) => q.query),
    removedQueries: [...baseQueries.entries()].filter(([k]) => !headKeys.has(k)).map(([, q]) => q.query),
    resultChanges,
    catalog,
    regressions: rows.filter((r) => r.movement === 'regressed').length,
    improvements: rows.filter((r) => r.movement === 'improved').length
  }
}
