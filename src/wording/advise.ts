/**
 * Advice for lost wordings: the smallest edit of the expected tool's own text (words at the
 * start of its description, or in its search hint where the client reads one) that wins
 * enough wordings back, found as the expectation advice finds its edit: each candidate is
 * applied to a copy of the catalog, which the engine prepares and searches again with every
 * wording, so the count it reports is the engine's own answer.
 */
import { editableFields, prepareWithEdits } from '../advice/advise.js'
import type { AdviceEdit, EditField } from '../advice/types.js'
import type { Catalog } from '../catalog/types.js'
import type { Engine, PreparedCatalog } from '../engines/types.js'
import { STOP_WORDS } from '../util/words.js'
import { measureWording, wordingSearch, type WordingSubject } from './measure.js'
import { meets, type WordingAdvice, type WordingResult } from './types.js'

/** At most this many words are added: past that, the tool's text is being rewritten, not edited. */
const MAX_WORDS = 3

export interface WordingAdviceInput {
  catalog: Catalog
  engine: Engine
  prepared: PreparedCatalog
  /** The query as the manifest writes it: the edit must keep it passing. */
  query: string
  wordings: readonly string[]
  subject: WordingSubject
  maxResults: number
  /** The share to reach. */
  min: number
  /** The wordings as measured on the unedited catalog. */
  measured: WordingResult
}

interface Candidate {
  term: string
  field: EditField
}

interface Trial {
  chosen: Candidate[]
  found: number
}

/** Words grouped into one edit per field, in the order they were chosen. */
function toEdits(tool: string, chosen: readonly Candidate[]): AdviceEdit[] {
  return editableFields({ readsSearchHint: true })
    .map((field) => ({ tool, field, add: chosen.filter((c) => c.field === field).map((c) => c.term) }))
    .filter((e) => e.add.length > 0)
}

/**
 * The fewest words (description first, then the search hint) whose addition makes at least
 * `min` of the wordings find the tool while the query itself still does; or, when no edit of
 * up to three words reaches it, the one that wins the most back. Undefined when no word helps.
 */
export function adviseWording(input: WordingAdviceInput): WordingAdvice | undefined {
  const { engine, subject, wordings, maxResults } = input
  const lost = input.measured.variants.filter((v) => !v.found).map((v) => v.query)
  if (lost.length === 0 || subject.alwaysLoaded) return undefined
  // The client's own words of each lost wording, those it scores: the words the tool lacks are among them.
  const terms = [...new Set(lost.flatMap((w) => engine.queryTerms(w)))].filter((t) => !STOP_WORDS.has(t))
  const candidates: Candidate[] = editableFields(engine).flatMap((field) => terms.map((term) => ({ term, field })))
  const keep = { top: subject.within, tools: [subject.tool] }
  const found = (chosen: readonly Candidate[]): number => {
    const prepared = prepareWithEdits(engine, input.catalog, input.prepared, toEdits(subject.tool, chosen))
    const search = wordingSearch(engine, prepared, maxResults, keep)
    if (!measureWording([input.query], search, subject, undefined).found) return -1
    return measureWording(wordings, search, subject, undefined).found
  }
  // Greedy, as the expectation advice: the word that wins most, a description edit before a hint.
  let best: Trial = { chosen: [], found: input.measured.found }
  while (best.chosen.length < MAX_WORDS && !meets(best.found, wordings.length, input.min)) {
    let step: Trial | undefined
    for (const c of candidates) {
      if (best.chosen.some((x) => x.term === c.term)) continue
      const trial = { chosen: [...best.chosen, c], found: found([...best.chosen, c]) }
      if (!step || trial.found > step.found) step = trial
    }
    if (!step || step.found <= best.found) break
    best = step
  }
  if (best.chosen.length === 0) return undefined
  return { edits: toEdits(subject.tool, best.chosen), found: best.found }
}
