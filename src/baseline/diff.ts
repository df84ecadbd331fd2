import { blameRankings } from '../advice/blame.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { canonicalJson } from '../util/canonical-json.js'
import { resolveEngine } from '../engines/registry.js'
import { upFrontTest } from '../engines/types.js'
import type { Evaluation, ExpectationResult, QueryEngineResult } from '../evaluate/types.js'
import type { BaselineCost, BaselineDiff, BaselineSource, CatalogChanges, RankChange, RankDirection, ResultChange, WordingChange } from './types.js'
import { FullRankings, type FullRanking } from './full-ranking.js'
import { findRenames } from './renames.js'
import { classify } from './policy.js'
import { diffWording } from './wording.js'

export { classify }
import { costChangesOf } from './cost.js'

/** Items (queries) matched by their text; a text used twice is matched occurrence by occurrence. */
export function keyedBy<T>(items: readonly T[], text: (item: T) => string): Map<string, T> {
  const seen = new Map<string, number>()
  const out = new Map<string, T>()
  for (const item of items) {
    const n = seen.get(text(item)) ?? 0
    seen.set(text(item), n + 1)
    out.set(`${n}\u0000${text(item)}`, item)
  }
  return out
}

/** Tools added, removed, renamed (same schema, near-identical description, new name: src/baseline/renames.ts) and edited. */
export function diffCatalogs(base: Catalog, head: Catalog): CatalogChanges {
  const baseById = new Map(base.tools.map((t) => [t.id, t] as const))
  const headById = new Map(head.tools.map((t) => [t.id, t] as const))
  const added = head.tools.filter((t) => !baseById.has(t.id))
  const removed = base.tools.filter((t) => !headById.has(t.id))
  const pairs = findRenames(removed, added)
  const renamed: CatalogChanges['renamed'] = pairs.map((p) => ({ from: p.from.id, to: p.to.id }))
  const renamedTo = new Set(pairs.map((p) => p.to))
  const stillAdded = added.filter((t) => !renamedTo.has(t))
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

/** Rank 0 stands for "always loaded": better than any search rank. */
function effectiveRank(rank: number | null, alwaysLoaded: boolean): number | null {
  return alwaysLoaded ? 0 : rank
}

function directionOf(base: number | null, head: number | null): RankDirection {
  if (base === head) return 'same'
  if (head === null) return 'down'
  if (base === null) return 'up'
  return head > base ? 'down' : 'up'
}

export interface DiffInput {
  source: BaselineSource
  baseSha: string
  cost: BaselineCost
  base: { evaluation: Evaluation; catalog: Catalog }
  head: { evaluation: Evaluation; catalog: Catalog }
  /** diffCatalogs of the two catalogs, when the caller has it already. */
  catalogChanges?: CatalogChanges
  /** The change of a server's context cost, in percent, from which it is reported (default 10). */
  costThreshold?: number
}

/** One side of an expectation: where its tool ranks and whether the client returns it. */
interface Side {
  rank: number | null
  score: number | null
  found: boolean
  alwaysLoaded: boolean
}

function sideOf(result: QueryEngineResult, tool: string, alwaysLoaded: boolean, full: () => FullRanking): Side {
  const ranked = result.ranking.find((r) => r.tool === tool) ?? full().ranking.find((r) => r.tool === tool)
  return { rank: ranked?.rank ?? null, score: ranked?.score ?? null, found: alwaysLoaded || result.results.includes(tool), alwaysLoaded }
}

/** Does `side` satisfy expectation `e` (its kind and `within`), as evaluate judges the head? */
function holds(e: ExpectationResult, side: Side): boolean {
  if (e.kind === 'forbid') return !side.found
  return side.alwaysLoaded || (side.found && side.rank !== null && side.rank <= e.within)
}

/** Of an `expect_any`'s alternatives on one side, the one that holds with the best rank, else the best ranked. */
function bestSide(e: ExpectationResult, sides: ReadonlyArray<Side | undefined>): Side | undefined {
  const place = (s: Side): number => effectiveRank(s.rank, s.alwaysLoaded) ?? Infinity
  const better = (a: Side, b: Side): boolean => (holds(e, a) !== holds(e, b) ? holds(e, b) : place(b) < place(a))
  return sides.reduce<Side | undefined>((a, b) => (!b ? a : !a || better(a, b) ? b : a), undefined)
}

/**
 * The rank diff the PR comment leads with: per query, engine and expectation, the base side
 * against the head side, classified by the policy (\`classify\`). A tool renamed by the PR is
 * followed under its old name on the base side.
 */
export function diffEvaluations(input: DiffInput): BaselineDiff {
  const catalog = input.catalogChanges ?? diffCatalogs(input.base.catalog, input.head.catalog)
  const oldName = new Map(catalog.renamed.map((r) => [r.to, r.from] as const))
  const baseTools = new Map(input.base.catalog.tools.map((t) => [t.id, t] as const))
  const baseIds = new Set(baseTools.keys())
  const baseQueries = keyedBy(input.base.evaluation.queries, (q) => q.query)
  const headQueries = keyedBy(input.head.evaluation.queries, (q) => q.query)
  const rows: RankChange[] = []
  const resultChanges: ResultChange[] = []
  const baseRankings = new FullRankings(input.base.catalog)
  const baseUpFront = (engineId: string): ((tool: CatalogTool) => boolean) => {
    const upFront = upFrontTest(resolveEngine(engineId), input.base.evaluation.deferral?.[engineId])
    return (tool) => upFront(tool.id, tool.alwaysLoad)
  }
  const headRankings = new FullRankings(input.head.catalog)
  const wording: WordingChange[] = []
  const baseAlwaysLoad = new Map(input.base.catalog.tools.map((t) => [t.id, t.alwaysLoad] as const))

  for (const [key, head] of headQueries) {
    const base = baseQueries.get(key)
    wording.push(...diffWording({ head, base, oldName, baseAlwaysLoad, baseRankings }))
    for (const [engineId, h] of Object.entries(head.engines)) {
      const b = base?.engines[engineId]
      if (h.expectations.length === 0 && b && h.error === undefined && JSON.stringify(b.results) !== JSON.stringify(h.results)) {
        resultChanges.push({ query: head.query, line: head.line, engine: engineId, base: b.results, head: h.results })
      }
      const upFront = baseUpFront(engineId)
      for (const e of h.expectations) {
        /** The base side of one tool the expectation may be held by, followed under its old name. */
        const baseSide = (tool: string): Side | undefined => {
          const baseId = oldName.get(tool) ?? tool
          const baseTool = baseTools.get(baseId)
          return b && baseTool ? sideOf(b, baseId, upFront(baseTool), () => baseRankings.of(head.query, b)) : undefined
        }
        // `expect_any` on the base: the alternative that holds with the best rank, else the best ranked, as evaluate picks.
        const bs = e.anyOf ? bestSide(e, e.anyOf.map((a) => baseSide(a.tool))) : baseSide(e.tool)
        const hs: Side = { rank: e.rank, score: e.score, found: e.alwaysLoaded || h.results.includes(e.tool), alwaysLoaded: e.alwaysLoaded }
        const basePass = bs ? holds(e, bs) : null
        const direction = bs ? directionOf(effectiveRank(bs.rank, bs.alwaysLoaded), effectiveRank(hs.rank, hs.alwaysLoaded)) : 'same'
        const change = classify(basePass, e.pass, h.knownFailure !== undefined, direction !== 'same')
        rows.push({
          query: head.query,
          line: head.line,
          engine: engineId,
          kind: e.kind,
          ref: e.ref,
          tool: e.tool,
          maxResults: h.maxResults,
          within: e.within,
          baseRank: bs?.rank ?? null,
          headRank: e.rank,
          baseScore: bs?.score ?? null,
          headScore: e.score,
          baseFound: bs?.found ?? false,
          headFound: hs.found,
          basePass,
          headPass: e.pass,
          change,
          direction,
          ...(bs?.found && !hs.found ? { crossed: 'fell-out' as const } : {}),
          ...(bs && !bs.found && hs.found ? { crossed: 'entered' as const } : {}),
          ...(change === 'regression' && e.kind === 'expect' && b ? { blame: blameRankings({ query: head.query, engine: engineId, tool: e.tool, base: baseRankings.of(head.query, b), head: headRankings.of(head.query, h), baseIds }) } : {})
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
    ...(wording.length ? { wording } : {}),
    ...costChangesOf(input.base.evaluation, input.head.evaluation, input.costThreshold)
  }
}
