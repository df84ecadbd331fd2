import type { Catalog } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import { EngineQueryError, type PreparedCatalog, type SearchResult } from '../engines/types.js'
import type { QueryEngineResult } from '../evaluate/types.js'

export type FullRanking = Pick<SearchResult, 'ranking' | 'results'>

/**
 * The full rankings of one side of the diff, ranked again on demand: an evaluation keeps only
 * part of each ranking, and blame needs every tool ahead of the blamed one. Each engine
 * prepares the catalog once, on first use.
 */
export class FullRankings {
  private readonly prepared = new Map<string, PreparedCatalog>()

  constructor(readonly catalog: Catalog) {}

  /** The catalog as `engine` prepared it, prepared on first use. */
  preparedFor(engineId: string): PreparedCatalog {
    const engine = resolveEngine(engineId)
    let prepared = this.prepared.get(engine.id)
    if (!prepared) {
      prepared = engine.prepare(this.catalog)
      this.prepared.set(engine.id, prepared)
    }
    return prepared
  }

  /** The whole ranking behind `kept`, the result of `query` under its engine. */
  of(query: string, kept: QueryEngineResult): FullRanking {
    if (kept.error !== undefined || kept.ranking.length === kept.scored) return kept
    const engine = resolveEngine(kept.engine)
    try {
      return engine.search(this.preparedFor(engine.id), query, { maxResults: kept.maxResults })
    } catch (err) {
      if (err instanceof EngineQueryError) return { ranking: [], results: [] }
      throw err
    }
  }
}
