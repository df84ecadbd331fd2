/**
 * Real phrasings for `init`: besides a tool's own-name query, the first of its wordings that
 * find it today under every engine the manifest selects, so that a starter manifest checks
 * what a model may type and not only the tool's name. A tool none of whose wordings finds it
 * under every engine gets none, and `init` can list it.
 */
import type { CatalogTool } from '../catalog/types.js'
import type { Engine, PreparedCatalog } from '../engines/types.js'
import type { Inflector } from './inflect.js'
import { variantOf, wordingSearch } from './measure.js'
import type { SynonymTable } from './synonyms.js'
import { wordingsOf } from './variants.js'

export interface PhrasingEngine {
  engine: Engine
  prepared: PreparedCatalog
  maxResults: number
}

export interface PhrasingsInput {
  tool: CatalogTool
  engines: readonly PhrasingEngine[]
  inflector: Inflector
  synonyms?: SynonymTable
  /** How many at most (default 2). */
  count?: number
}

/** Up to `count` wordings of the tool's name, in the generator's order, that every engine returns it for. */
export function phrasingsFor(input: PhrasingsInput): string[] {
  const { tool } = input
  const count = input.count ?? 2
  const searches = input.engines.map((e) => ({
    search: wordingSearch(e.engine, e.prepared, e.maxResults, { top: e.maxResults, tools: [tool.id] }),
    subject: { tool: tool.id, within: e.maxResults, alwaysLoaded: e.engine.loadsAlwaysLoad && tool.alwaysLoad }
  }))
  const found: string[] = []
  for (const wording of wordingsOf(tool.rawName, input.inflector, { server: tool.rawServer, ...(input.synonyms ? { synonyms: input.synonyms } : {}) })) {
    if (found.length >= count) break
    if (searches.every((s) => variantOf(wording, s.search(wording), s.subject).found)) found.push(wording)
  }
  return found
}
