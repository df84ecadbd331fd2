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
import { kindedWordingsOf, type KindedWording, type WordingKind } from './variants.js'

export interface PhrasingEngine {
  engine: Engine
  prepared: PreparedCatalog
  maxResults: number
}

export interface PhrasingsInput {
  tool: CatalogTool
  /** The query whose other wordings are tried (default: the tool's name); it is never returned itself. */
  query?: string
  engines: readonly PhrasingEngine[]
  inflector: Inflector
  synonyms?: SynonymTable
  /** How many at most (default 2). */
  count?: number
}

/**
 * The steps whose wordings read most like another way of asking, most different first: a
 * synonym, every word in another form, the server's name in front, one word in another form.
 * A wording that only spells the name as words, or adds or drops a filler word, is not written.
 */
const PHRASING_KINDS: readonly WordingKind[] = ['synonym', 'together', 'server', 'form']

/**
 * Up to `count` wordings of the query (the tool's name by default) that every engine returns
 * the tool for: at most one of each step in PHRASING_KINDS's order, then more in that order.
 */
export function phrasingsFor(input: PhrasingsInput): string[] {
  const { tool } = input
  const count = input.count ?? 2
  const searches = input.engines.map((e) => ({
    search: wordingSearch(e.engine, e.prepared, e.maxResults, { top: e.maxResults, tools: [tool.id] }),
    subject: { tool: tool.id, within: e.maxResults, alwaysLoaded: e.engine.loadsAlwaysLoad && tool.alwaysLoad }
  }))
  const wordings = kindedWordingsOf(input.query ?? tool.rawName, input.inflector, { server: tool.rawServer, ...(input.synonyms ? { synonyms: input.synonyms } : {}) })
  const candidates = PHRASING_KINDS.flatMap((kind) => wordings.filter((w) => w.kind === kind))
  const found: KindedWording[] = []
  const finds = (w: KindedWording): boolean => searches.every((s) => variantOf(w.text, s.search(w.text), s.subject).found)
  for (const round of [(w: KindedWording) => !found.some((f) => f.kind === w.kind), () => true]) {
    for (const w of candidates) {
      if (found.length >= count) break
      if (!found.includes(w) && round(w) && finds(w)) found.push(w)
    }
  }
  return found.map((w) => w.text)
}
