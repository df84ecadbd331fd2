/**
 * Advice for a failing expectation: the smallest edit to the expected tool (words at the
 * start of its description, or in its search hint where the engine reads hints) that puts
 * it within the cut, with the rank it then gets. Every candidate edit is applied to a copy
 * of the catalog, which the engine prepares and searches again: the projected rank is the
 * engine's own answer, not an estimate. Pure and synchronous.
 */
import { sanitizeString, shortToolName } from '../catalog/sanitize.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { EngineQueryError, type Contribution, type Engine, type OrderFact, type PreparedCatalog, type SearchOptions, type SearchResult } from '../engines/types.js'
import { STOP_WORDS } from '../util/words.js'
import type { Advice, AdviceEdit, EditField, ListingOrderAdvice, Requirement, UnreachableAdvice } from './types.js'
import { normalizeSearchHint } from '../catalog/build.js'
import { groupBy } from '../util/group-by.js'
import { Moves } from './reordered.js'

/** The fields an engine scores that an author can add words to. */
export function editableFields(engine: Pick<Engine, 'readsSearchHint'>): EditField[] {
  return engine.readsSearchHint ? ['description', 'searchHint'] : ['description']
}

/** The catalog with the edits applied: words put at the start of the description, or of the search hint. */
export function applyEdits(catalog: Catalog, edits: readonly AdviceEdit[]): Catalog {
  if (edits.length === 0) return catalog
  const byTool = groupBy(edits, (e) => e.tool)
  return { servers: catalog.servers, tools: catalog.tools.map((t) => editTool(t, byTool.get(t.id))) }
}

function editTool(tool: CatalogTool, edits: readonly AdviceEdit[] | undefined): CatalogTool {
  if (!edits) return tool
  const out = { ...tool }
  for (const e of edits) {
    if (e.add.length === 0) continue
    const words = e.add.join(' ')
    if (e.field === 'description') {
      out.description = out.description ? `${sanitizeString(words)} ${out.description}` : sanitizeString(words)
      out.rawDescription = typeof out.rawDescription === 'string' && out.rawDescription !== '' ? `${words} ${out.rawDescription}` : words
    } else {
      out.searchHint = normalizeSearchHint(`${words} ${out.searchHint ?? ''}`)
    }
  }
  return out
}

/**
 * The catalog with `edits` applied, prepared by `engine`: from `prepared` (the unedited
 * catalog's) where the engine can make an edited copy of it, else prepared anew.
 */
export function prepareWithEdits(engine: Engine, catalog: Catalog, prepared: PreparedCatalog | undefined, edits: readonly AdviceEdit[]): PreparedCatalog {
  const edited = applyEdits(catalog, edits)
  return prepared && engine.prepareEdited ? engine.prepareEdited(prepared, edited, edited.tools.filter((t, i) => t !== catalog.tools[i])) : engine.prepare(edited)
}

interface Outcome {
  rank: number | null
  score: number
  pass: boolean
}

interface Candidate {
  term: string
  field: EditField
}

export interface AdviseInput {
  catalog: Catalog
  engine: Engine
  query: string
  /** Catalog id of the expected tool. */
  tool: string
  /** The rank it must reach (the expectation's `rank`, else the cut). */
  within: number
  /** The engine's cut (`max_results`). */
  maxResults: number
  /**
   * The query's result on the unedited catalog, when already computed: the whole ranking, or
   * one searched with `keep` that keeps `tool` (advice searches the whole one when it needs it).
   */
  result?: SearchResult
  /** The unedited catalog as the engine prepared it, when already done. */
  prepared?: PreparedCatalog
  /** The listing-order moves tried so far, shared with the other engines' advice and checks of the query. */
  moves?: Moves
}

const FIELD_SCORED: Record<EditField, Contribution['field']> = { description: 'description', searchHint: 'hint' }

function outcomeOf(result: SearchResult, tool: string, within: number): Outcome {
  const ranked = result.ranking.find((r) => r.tool === tool)
  const rank = ranked?.rank ?? null
  return { rank, score: ranked?.score ?? 0, pass: rank !== null && rank <= within && result.results.includes(tool) }
}

/** a is a better step than b: passes; then fewer words; then a description edit (every client reads it); then rank, score, shorter word. */
function better(a: { o: Outcome; c: Candidate[] }, b: { o: Outcome; c: Candidate[] } | undefined): boolean {
  if (!b) return true
  if (a.o.pass !== b.o.pass) return a.o.pass
  const hints = (c: Candidate[]): number => c.filter((x) => x.field === 'searchHint').length
  if (a.o.pass) {
    if (a.c.length !== b.c.length) return a.c.length < b.c.length
    if (hints(a.c) !== hints(b.c)) return hints(a.c) < hints(b.c)
  }
  const ra = a.o.rank ?? Infinity
  const rb = b.o.rank ?? Infinity
  if (ra !== rb) return ra < rb
  if (a.o.score !== b.o.score) return a.o.score > b.o.score
  if (hints(a.c) !== hints(b.c)) return hints(a.c) < hints(b.c)
  return a.c.reduce((n, x) => n + x.term.length, 0) < b.c.reduce((n, x) => n + x.term.length, 0)
}

/** A kept result leaves out some of the tools that scored: the whole ranking is searched again. */
function isPartial(result: SearchResult): boolean {
  return result.scored !== undefined && result.scored > result.ranking.length
}

/** The whole ranking of a kept result, searched once however many of its expectations ask. */
const wholeOf = new WeakMap<SearchResult, SearchResult>()

function wholeRanking(input: AdviseInput, kept: SearchResult): SearchResult {
  let whole = wholeOf.get(kept)
  if (!whole) wholeOf.set(kept, (whole = input.engine.search(input.prepared ?? input.engine.prepare(input.catalog), input.query, { maxResults: input.maxResults })))
  return whole
}

/** The ids of the tools the engine's client knows by the same name as `tool` (it among them), or none. */
function sameNameAs(engine: Engine, catalog: Catalog, tool: string): ReadonlySet<string> {
  for (const tools of engine.nameCollisions?.(catalog).values() ?? []) if (tools.some((t) => t.id === tool)) return new Set(tools.map((t) => t.id))
  return new Set()
}

/**
 * The smallest edit that makes a failing expectation pass under one engine, or why none
 * can. Undefined when the query does not go through keyword scoring (`select:`, an exact
 * name, a `mcp__` prefix, a query the client rejects), where no description edit matters.
 */
export function adviseExpectation(input: AdviseInput): Advice | undefined {
  const { catalog, engine, query, tool, within, maxResults } = input
  const target = catalog.tools.find((t) => t.id === tool)
  if (!target) return undefined
  const local = engine.localScoring
  let base: SearchResult
  try {
    base = input.result ?? engine.search(input.prepared ?? engine.prepare(catalog), query, { maxResults })
    if (base.mode !== 'keyword') return undefined
    // Engines that score each tool on its own text are re-ranked from every tool's score.
    if (local && isPartial(base)) base = wholeRanking(input, base)
  } catch (err) {
    if (err instanceof EngineQueryError) return undefined
    throw err
  }
  const before = outcomeOf(base, tool, within)
  if (before.pass) return undefined
  const requirement = requirementOf(within, maxResults)
  const preparedOf = (): PreparedCatalog => (input.prepared ??= engine.prepare(catalog))

  if (engine.firstPageOnly && target.page > 1) {
    return {
      unreachable: true,
      neighbour: null,
      bestRank: null,
      reason: `${shortToolName(tool)} is on page ${target.page} of tools/list, and ${engine.id} reads page 1 only: list every tool on one page`,
      requirement
    }
  }

  // A tie in the client's tool order decides it: listing the tool first changes no text at all.
  const moved = listingOrderAdvice(input, preparedOf, base, requirement)
  if (moved) return moved

  const words = engine.queryTerms(query)
  const own = local ? (base.ranking.find((r) => r.tool === tool)?.breakdown ?? []) : []
  const candidates: Candidate[] = editableFields(engine).flatMap((field) =>
    words.filter((term) => !own.some((c) => c.term === term && c.field === FIELD_SCORED[field])).map((term) => ({ term, field }))
  )
  // Content words only: "of" in a search hint may reach the cut, but no one searches by it.
  const content = candidates.filter((c) => !STOP_WORDS.has(c.term))

  // Only the edited tool's place is read: the engine orders the rest only down to the cut.
  const keep = { top: within, tools: [tool] }
  const search = (from: Catalog, edits: readonly AdviceEdit[], options: SearchOptions): Searched => {
    const prepared = prepareWithEdits(engine, from, from === catalog ? input.prepared : undefined, edits)
    return { prepared, result: engine.search(prepared, query, options) }
  }
  // Codex's BM25 depends on every document: the whole catalog is searched again. The last
  // search is kept: the first one, with every word added, says why nothing passes.
  let last: Searched | undefined
  let rankEdited = (edits: readonly AdviceEdit[]): Outcome => outcomeOf((last = search(catalog, edits, { maxResults, keep })).result, tool, within)

  const sameName = local ? sameNameAs(engine, catalog, tool) : new Set<string>()
  if (local) {
    // Every other tool keeps its score (each scores on its own text): the edited tool, ranked
    // alone, gives its new score; the tools scoring more stay ahead (counted), the ones scoring
    // less stay behind; only those it ties with, and those the client knows by its name (only
    // one of them can be returned), are ranked with it for the client's order.
    const others = base.ranking.filter((r) => r.tool !== tool)
    const alone: Catalog = { servers: catalog.servers, tools: [target] }
    rankEdited = (edits) => {
      const mine = search(alone, edits, { maxResults }).result.ranking.find((r) => r.tool === tool)
      if (!mine) return { rank: null, score: 0, pass: false }
      let ahead = 0
      const contested = new Set([tool])
      for (const r of others) {
        if (sameName.has(r.tool) || r.score === mine.score) contested.add(r.tool)
        else if (r.score > mine.score) ahead++
      }
      const ranked = search(subCatalog(catalog, contested), edits, { maxResults }).result.ranking.find((r) => r.tool === tool)
      const rank = ranked ? ranked.rank + ahead : null
      return { rank, score: mine.score, pass: rank !== null && rank <= within && rank <= maxResults }
    }
  }
  const cache = new Map<string, Outcome>()
  const rankWith = (cands: readonly Candidate[]): Outcome => {
    const edits = toEdits(tool, cands, words)
    const key = edits.map((e) => `${e.field}:${e.add.join(' ')}`).join('\n')
    let o = cache.get(key)
    if (!o) cache.set(key, (o = rankEdited(edits)))
    return o
  }

  const all = content.length ? rankWith(content) : before
  if (!all.pass) {
    // Why not: the ranking with every content word added, of the tools that can rank at or
    // ahead of the edited one (for local scoring: its namesakes and those scoring at least as much).
    const among = local ? contenders(catalog, base, tool, all.rank === null ? null : all.score, sameName) : catalog
    const searched = !local && last && content.length ? last : search(among, toEdits(tool, content, words), { maxResults, keep })
    const why = unreachable(engine, tool, within, outcomeOf(searched.result, tool, within), searched, requirement)
    // Function words alone may still reach it: said, since that is no edit to make.
    const stops = candidates.filter((c) => STOP_WORDS.has(c.term))
    if (stops.length && rankWith(candidates).pass) {
      why.reason += `; only the function words ${[...new Set(stops.map((c) => `"${c.term}"`))].join(', ')} would add the points, and no one searches by them: no edit of its content words works`
    }
    return why
  }

  // Greedy, smallest first: add the word that helps most until the tool passes, then drop
  // any word the others do not need.
  let chosen: Candidate[] = []
  let outcome = before
  let remaining = [...content]
  while (remaining.length > 0 && !outcome.pass) {
    let best: { o: Outcome; c: Candidate[]; pick: Candidate } | undefined
    for (const c of remaining) {
      const trial = [...chosen, c]
      const o = rankWith(trial)
      if (better({ o, c: trial }, best)) best = { o, c: trial, pick: c }
    }
    chosen = best!.c
    outcome = best!.o
    remaining = remaining.filter((c) => c !== best!.pick)
  }
  for (const c of [...chosen]) {
    if (chosen.length === 1) break
    const without = chosen.filter((x) => x !== c)
    const o = rankWith(without)
    if (o.pass) {
      chosen = without
      outcome = o
    }
  }
  return { edits: toEdits(tool, chosen, words), projectedRank: outcome.rank!, requirement }
}

/** A search and the prepared catalog it searched (the engine explains an order from both). */
interface Searched {
  prepared: PreparedCatalog
  result: SearchResult
}

/** `rank: N` when the expectation asks a place above the cut, else the cut. */
export function requirementOf(within: number, maxResults: number): Requirement {
  return within < maxResults ? { kind: 'rank', n: within } : { kind: 'cut', n: maxResults }
}

/**
 * When tools of its own server are ahead of `tool` only by the client's tool order (equal
 * scores), the tool listed before the first of them, re-ranked on the reordered catalog:
 * advice when that passes.
 */
function listingOrderAdvice(input: AdviseInput, preparedOf: () => PreparedCatalog, base: SearchResult, requirement: Requirement): ListingOrderAdvice | undefined {
  const { engine, catalog, tool, query, within, maxResults } = input
  const mine = base.ranking.find((r) => r.tool === tool)
  if (!mine) return undefined
  const tied = base.ranking.filter((r) => r.rank < mine.rank && r.score === mine.score)
  if (tied.length === 0) return undefined
  const prepared = preparedOf()
  const movable = new Set(tied.filter((r) => {
    const fact = engine.explainOrder(prepared, base, r.tool, tool).fact
    return fact.kind === 'listing-order' && fact.sameServer
  }).map((r) => r.tool))
  const first = catalog.tools.find((t) => movable.has(t.id))
  if (!first) return undefined
  const result = engine.search((input.moves ?? new Moves()).prepared(engine, prepared, tool, first.id), query, { maxResults, keep: { top: within, tools: [tool] } })
  const outcome = outcomeOf(result, tool, within)
  return outcome.pass ? { listing: { tool, before: first.id }, projectedRank: outcome.rank!, requirement } : undefined
}

/**
 * The tools an edit of `tool` is ranked among under local scoring: the tools that scored (the
 * rest stay behind) and `tool`; when its edited score is known, only the tools scoring at least
 * as much and its namesakes, which hold every place down to its own.
 */
function contenders(catalog: Catalog, base: SearchResult, tool: string, score: number | null, sameName: ReadonlySet<string>): Catalog {
  const ids = new Set(base.ranking.filter((r) => score === null || r.score >= score || sameName.has(r.tool)).map((r) => r.tool))
  ids.add(tool)
  return subCatalog(catalog, ids)
}

/** The places of a catalog's tools, by id (a server may list a name twice). */
const placesIn = new WeakMap<Catalog, ReadonlyMap<string, readonly number[]>>()

/** The catalog's tools of `ids`, in catalog order (the client's order for ties), found by id rather than by a pass over the catalog. */
function subCatalog(catalog: Catalog, ids: ReadonlySet<string>): Catalog {
  let places = placesIn.get(catalog)
  if (!places) placesIn.set(catalog, (places = groupBy(catalog.tools.keys(), (i) => catalog.tools[i].id)))
  const at = [...ids].flatMap((id) => places.get(id) ?? []).sort((a, b) => a - b)
  return { servers: catalog.servers, tools: at.map((i) => catalog.tools[i]) }
}

function unreachable(engine: Engine, tool: string, within: number, all: Outcome, searched: Searched, requirement: Requirement): UnreachableAdvice {
  const { result, prepared } = searched
  const at = result.ranking[Math.min(within, result.ranking.length) - 1]
  const neighbour = at && at.tool !== tool ? at : result.ranking.find((r) => r.tool !== tool && (all.rank === null || r.rank < all.rank))
  const fields = editableFields(engine)
    .map((f) => (f === 'description' ? 'its description' : 'its search hint'))
    .join(' and ')
  if (all.rank === null) {
    return {
      unreachable: true,
      neighbour: neighbour?.tool ?? null,
      bestRank: null,
      reason: `${shortToolName(tool)} does not rank under ${engine.id} even with every query word in ${fields}${neighbour ? `; ${shortToolName(neighbour.tool)} takes its place` : ''}`,
      requirement
    }
  }
  const reached = `with every query word in ${fields}, ${shortToolName(tool)} reaches #${all.rank}`
  if (!neighbour) return { unreachable: true, neighbour: null, bestRank: all.rank, reason: `${reached} (score ${fmt(all.score)}); the tools ahead of it score more`, requirement }
  // The engine says why the neighbour stays ahead, in its client's terms.
  const order = engine.explainOrder(prepared, result, neighbour.tool, tool)
  return { unreachable: true, neighbour: neighbour.tool, bestRank: all.rank, reason: `${reached}: ${order.text}${remedy(order.fact, tool)}`, requirement }
}

/** What else can change an order no text edit changes, or that nothing can. */
function remedy(fact: OrderFact, tool: string): string {
  switch (fact.kind) {
    case 'promoted':
      return fact.server
        ? `; the query holds the server's name, so all of ${fact.server}'s tools come first whatever ${shortToolName(tool)}'s text says: nothing in its text can change this`
        : `; no edit of ${shortToolName(tool)}'s text outranks a promoted tool: only a name ending in a query word would promote it too`
    case 'promoted-order':
      return fact.server
        ? `; the query holds the name of ${fact.server}, so its tools come first in that order: no edit of ${shortToolName(tool)}'s text changes it, only a name that sorts before ${fact.names[0]} would`
        : `; no edit of its text changes that order: only a name that sorts before ${fact.names[0]} would`
    case 'random-tie':
      return '; the client picks among equal scores at random'
    default:
      return ''
  }
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3)
}

/** Candidates grouped into one edit per field, words in query order. */
function toEdits(tool: string, cands: readonly Candidate[], order: readonly string[]): AdviceEdit[] {
  const edits: AdviceEdit[] = []
  for (const field of ['description', 'searchHint'] as const) {
    const add = order.filter((w) => cands.some((c) => c.field === field && c.term === w))
    if (add.length) edits.push({ tool, field, add })
  }
  return edits
}
