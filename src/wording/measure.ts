/**
 * Wording measured: each other wording of a query searched under one engine, and whether it
 * finds the expected tool as the expectation asks (within its rank, returned by the client).
 * Everything engine-specific is the engine's own answer.
 */
import { EngineQueryError, type Engine, type PreparedCatalog, type SearchResult } from '../engines/types.js'
import { meets, type WordingResult, type WordingVariant } from './types.js'

/** One expected tool, as the expectation judges it. */
export interface WordingSubject {
  tool: string
  /** The rank it must reach: the expectation's `rank`, else the cut. */
  within: number
  /** Loaded up front by the client: every wording finds it. */
  alwaysLoaded: boolean
}

/** Searches a wording under one engine, or undefined when the client rejects it. */
export type WordingSearch = (wording: string) => SearchResult | undefined

/**
 * A search of one engine and prepared catalog, each wording searched once however many
 * expected tools read it. `keep` names the tools whose places are read (the engine orders
 * only the head of the ranking down to `top`).
 */
export function wordingSearch(engine: Engine, prepared: PreparedCatalog, maxResults: number, keep: { top: number; tools: string[] }): WordingSearch {
  const memo = new Map<string, SearchResult | undefined>()
  return (wording) => {
    if (!memo.has(wording)) {
      try {
        memo.set(wording, engine.search(prepared, wording, { maxResults, keep }))
      } catch (err) {
        if (!(err instanceof EngineQueryError)) throw err
        memo.set(wording, undefined)
      }
    }
    return memo.get(wording)
  }
}

/** Where `subject` stands in one wording's result. */
export function variantOf(wording: string, result: SearchResult | undefined, subject: WordingSubject): WordingVariant {
  const rank = result?.ranking.find((r) => r.tool === subject.tool)?.rank ?? null
  const found = subject.alwaysLoaded || (result !== undefined && rank !== null && rank <= subject.within && result.results.includes(subject.tool))
  return { query: wording, rank, found }
}

/** How many of `wordings` find `subject`, each with its rank. */
export function measureWording(wordings: readonly string[], search: WordingSearch, subject: WordingSubject, min: number | undefined): WordingResult {
  const variants = wordings.map((w) => variantOf(w, search(w), subject))
  const found = variants.filter((v) => v.found).length
  return { ...(min !== undefined ? { min } : {}), found, total: variants.length, pass: meets(found, variants.length, min), variants }
}
