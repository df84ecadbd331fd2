/**
 * The `wording` shares a pull request's manifest asks for, judged as the PR writes them on
 * both sides: the head's wordings of each gated expectation are ranked on the base commit's
 * tools too (read from the base evaluation when it measured the same wordings), and the
 * policy classifies the two shares as it classifies ranks.
 */
import { resolveEngine } from '../engines/registry.js'
import type { ExpectationResult, QueryEngineResult, QueryResult } from '../evaluate/types.js'
import { meets, measureWording, wordingSearch, type WordingResult } from '../wording/index.js'
import { classify } from './policy.js'
import type { FullRankings } from './full-ranking.js'
import type { WordingChange } from './types.js'

export interface WordingSides {
  head: QueryResult
  base: QueryResult | undefined
  /** The base side's name of each head tool the PR renamed. */
  oldName: ReadonlyMap<string, string>
  /** The base commit's tools: whether each is loaded up front. */
  baseAlwaysLoad: ReadonlyMap<string, boolean>
  baseRankings: FullRankings
}

/** The base's measure of the head's wordings: the base evaluation's when it measured the same ones, else ranked now. */
function baseWording(e: ExpectationResult, wording: WordingResult, engineId: string, b: QueryEngineResult, sides: WordingSides): WordingResult | null {
  const baseId = sides.oldName.get(e.tool) ?? e.tool
  const alwaysLoad = sides.baseAlwaysLoad.get(baseId)
  if (alwaysLoad === undefined) return null
  const queries = wording.variants.map((v) => v.query)
  const measured = b.expectations.find((x) => x.kind === 'expect' && x.tool === baseId && x.within === e.within)?.wording
  if (measured && measured.variants.map((v) => v.query).join('\n') === queries.join('\n')) return measured
  const engine = resolveEngine(engineId)
  const search = wordingSearch(engine, sides.baseRankings.preparedFor(engineId), b.maxResults, { top: e.within, tools: [baseId] })
  return measureWording(queries, search, { tool: baseId, within: e.within, alwaysLoaded: engine.loadsAlwaysLoad && alwaysLoad }, undefined)
}

/** One row per gated `wording` share of the head query, under each engine. */
export function diffWording(sides: WordingSides): WordingChange[] {
  const rows: WordingChange[] = []
  for (const [engineId, h] of Object.entries(sides.head.engines)) {
    const b = sides.base?.engines[engineId]
    for (const e of h.expectations) {
      const wording = e.wording
      if (!wording || wording.min === undefined) continue
      const base = b ? baseWording(e, wording, engineId, b, sides) : null
      const basePass = base ? meets(base.found, base.total, wording.min) : null
      const moved = base !== null && base.found !== wording.found
      rows.push({
        query: sides.head.query,
        line: sides.head.line,
        engine: engineId,
        ref: e.ref,
        tool: e.tool,
        min: wording.min,
        base: base ? { found: base.found, total: base.total } : null,
        head: { found: wording.found, total: wording.total },
        basePass,
        headPass: wording.pass,
        change: classify(basePass, wording.pass, h.knownFailure !== undefined, moved)
      })
    }
  }
  return rows
}
