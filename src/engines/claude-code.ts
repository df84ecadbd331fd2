/**
 * Claude Code's deferred tool search, one engine per scorer generation
 * (`../shared/engines/claude-code.md`). Pure and synchronous. Per-tool text is prepared once
 * per catalog into substring indexes, so a query term costs one scan per field rather than
 * one `includes` per tool; the scoring order and arithmetic are the client's, term by term.
 */
import { normalizeNamePart } from '../catalog/sanitize.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { SubstringIndex } from './substring-index.js'
import type { Contribution, Engine, PreparedCatalog, RankedTool, SearchMode, SearchResult } from './types.js'
import { queryTerms } from '../util/words.js'

const SELECT_RE = /^select:(.+)$/i

/** Running scores of one query, with the contributions that made them. */
class Tally {
  readonly scores: Int32Array
  private readonly breakdowns: Array<Contribution[] | undefined>

  constructor(size: number) {
    this.scores = new Int32Array(size)
    this.breakdowns = new Array(size)
  }

  add(i: number, term: string, field: Contribution['field'], points: number): void {
    this.scores[i] += points
    const list = this.breakdowns[i]
    if (list) list.push({ term, field, points })
    else this.breakdowns[i] = [{ term, field, points }]
  }

  /** Keeps scores above 0 and sorts stably by score (JavaScript's sort is stable), as the client does. */
  rank(tools: readonly CatalogTool[], maxResults: number, mode: SearchMode, allowed?: Uint8Array): SearchResult {
    const order: number[] = []
    for (let i = 0; i < this.scores.length; i++) if (this.scores[i] > 0 && (!allowed || allowed[i])) order.push(i)
    order.sort((a, b) => this.scores[b] - this.scores[a])
    const ranking: RankedTool[] = order.map((i, r) => ({ tool: tools[i].id, score: this.scores[i], rank: r + 1, breakdown: this.breakdowns[i] ?? [] }))
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode }
  }
}

/** Owners of each distinct text, for the equality tests (`name === term`, `parts.includes(term)`). */
function exactIndex(texts: readonly string[], owners: readonly number[]): Map<string, number[]> {
  const map = new Map<string, number[]>()
  texts.forEach((t, i) => {
    const list = map.get(t)
    if (!list) map.set(t, [owners[i]])
    else if (list[list.length - 1] !== owners[i]) list.push(owners[i])
  })
  return map
}

/** A fast path's answer: the tools, in order, without scores. */
export function listed(tools: readonly CatalogTool[], mode: SearchMode): SearchResult {
  return {
    results: tools.map((t) => t.id),
    ranking: tools.map((t, i) => ({ tool: t.id, score: 0, rank: i + 1, breakdown: [] })),
    mode
  }
}

// ---------------------------------------------------------------------------------------
// claude-code@2.0 (MCPSearch, 2.0.70 … 2.1.8): the seed's searchTools.

interface Prepared20 extends PreparedCatalog {
  tools: CatalogTool[]
  nameExact: Map<string, number[]>
  names: SubstringIndex
  descs: SubstringIndex
}

export const claudeCode20: Engine<Prepared20> = {
  id: 'claude-code@2.0',
  family: 'claude-code',
  client: 'Claude Code MCPSearch',
  versions: '2.0.70 – 2.1.8',
  exact: true,
  defaultMaxResults: 5,
  loadsAlwaysLoad: false,
  firstPageOnly: true,
  readsSearchHint: false,
  localScoring: true,
  queryTerms,
  prepare(catalog: Catalog): Prepared20 {
    // 2.0 reads only the first page of tools/list.
    const tools = catalog.tools.filter((tool) => tool.page === 1)
    const names = tools.map((t) => t.id.toLowerCase().replace(/__/g, ' '))
    const owners = tools.map((_, i) => i)
    return {
      catalog,
      tools,
      nameExact: exactIndex(names, owners),
      names: new SubstringIndex(names),
      descs: new SubstringIndex(tools.map((t) => t.description.toLowerCase()))
    }
  },
  search(prepared, query, { maxResults }): SearchResult {
    const select = SELECT_RE.exec(query)
    if (select) {
      const wanted = select[1].trim()
      const hit = prepared.tools.find((t) => t.id === wanted)
      return listed(hit ? [hit] : [], 'select')
    }
    const tokens = query.toLowerCase().split(/\s+/).filter((t) => t.length > 0)
    const tally = new Tally(prepared.tools.length)
    const exact = new Uint8Array(prepared.tools.length)
    for (const term of tokens) {
      const equal = prepared.nameExact.get(term) ?? []
      for (const i of equal) {
        exact[i] = 1
        tally.add(i, term, 'name', 10)
      }
      prepared.names.forEachHit(term, (i) => {
        if (!exact[i]) tally.add(i, term, 'name-part', 5)
      })
      for (const i of equal) exact[i] = 0
      prepared.descs.forEachHit(term, (i) => tally.add(i, term, 'description', 2))
    }
    return tally.rank(prepared.tools, maxResults, tokens.length ? 'keyword' : 'empty')
  }
}

// ---------------------------------------------------------------------------------------
// claude-code@2.1 (ToolSearch, read in 2.1.332; began after 2.1.220).

const MAX_QUERY_CHARS = 16_384
const MAX_QUERY_TERMS = 32
const MAX_SELECT_ITEMS = 64
/** 2.1 scores the first 4,096 UTF-16 units of a description, then `… [truncated]`. */
export const DESCRIPTION_CUT = 4096
const TRUNCATION_MARKER = '… [truncated]'

interface Prepared21 extends PreparedCatalog {
  all: CatalogTool[]
  allLower: string[]
  /** Deferred tools: the keyword and prefix candidates (alwaysLoad tools are already loaded). */
  deferred: CatalogTool[]
  deferredLower: string[]
  partsExact: Map<string, number[]>
  parts: SubstringIndex
  coarseExact: Map<string, number[]>
  coarse: SubstringIndex
  full: SubstringIndex
  hints: Array<string | undefined>
  hintIndex: SubstringIndex
  hintWords: Map<string, number[]>
  descs: string[]
  descIndex: SubstringIndex
  descWords: Map<string, number[]>
}

/** Cuts to `max` UTF-16 units without splitting a surrogate pair, then marks the cut. */
export function truncateDescription(text: string, max = DESCRIPTION_CUT): string {
  if (text.length <= max) return text
  let end = max
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return text.slice(0, end) + TRUNCATION_MARKER
}

/** 2.1 cuts a name into parts at whitespace, `_` and `.`. */
function nameParts(name: string): string[] {
  return name.split(/[\s_.]+/).filter((p) => p.length > 0)
}

function splitParts(name: string): string[] {
  return nameParts(name.toLowerCase())
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** As 2.1 matches a description or hint: `\b` + term + `\b` (JavaScript's ASCII word boundaries). */
function matchesWord(text: string, term: string): boolean {
  return text.includes(term) && new RegExp('\\b' + escapeRegExp(term) + '\\b').test(text)
}

/** The query after the client's length limits: 16,384 characters, 32 terms, trimmed. */
export function limitQuery(query: string): string {
  let q = query.slice(0, MAX_QUERY_CHARS)
  const terms = q.split(/\s+/).filter(Boolean)
  if (terms.length > MAX_QUERY_TERMS) q = terms.slice(0, MAX_QUERY_TERMS).join(' ')
  return q.trim()
}

/** Texts of many tools flattened, with the owning tool of each. */
function flatten(lists: readonly string[][]): { texts: string[]; owners: number[] } {
  const texts: string[] = []
  const owners: number[] = []
  lists.forEach((list, i) => {
    for (const t of list) {
      texts.push(t)
      owners.push(i)
    }
  })
  return { texts, owners }
}

/**
 * For a term made only of ASCII word characters, JavaScript's `\\bterm\\b` matches exactly when
 * the term is a whole run of [A-Za-z0-9_] in the text, so a word-run lookup answers the
 * client's "includes and matches as a word" test without a regular expression.
 */
const WORD_TERM = /^[A-Za-z0-9_]+$/

function wordRuns(texts: ReadonlyArray<string | undefined>): Map<string, number[]> {
  const runs = new Map<string, number[]>()
  texts.forEach((text, i) => {
    for (const word of new Set(text?.match(/[A-Za-z0-9_]+/g) ?? [])) {
      const owners = runs.get(word)
      if (owners) owners.push(i)
      else runs.set(word, [i])
    }
  })
  return runs
}

function prepare21(catalog: Catalog): Prepared21 {
  const deferred = catalog.tools.filter((t) => !t.alwaysLoad)
  const partLists = deferred.map((t) => [...splitParts(t.server), ...splitParts(t.name)])
  const parts = flatten(partLists)
  const coarse = flatten(deferred.map((t) => [t.server.toLowerCase(), t.name.toLowerCase()]))
  const hints = deferred.map((t) => t.searchHint?.toLowerCase())
  const descs = deferred.map((t) => truncateDescription(t.description).toLowerCase())
  return {
    catalog,
    all: catalog.tools,
    allLower: catalog.tools.map((t) => t.id.toLowerCase()),
    deferred,
    deferredLower: deferred.map((t) => t.id.toLowerCase()),
    partsExact: exactIndex(parts.texts, parts.owners),
    parts: new SubstringIndex(parts.texts, parts.owners),
    coarseExact: exactIndex(coarse.texts, coarse.owners),
    coarse: new SubstringIndex(coarse.texts, coarse.owners),
    full: new SubstringIndex(partLists.map((p) => p.join(' '))),
    hints,
    hintIndex: new SubstringIndex(hints.map((h) => h ?? '')),
    hintWords: wordRuns(hints),
    descs,
    descIndex: new SubstringIndex(descs),
    descWords: wordRuns(descs)
  }
}

/**
 * 2.1's `select:a,b,c`: each item is a full name, else every tool whose own name (or its
 * normalised form) it is, in catalog order; each tool once, in the order asked.
 */
export function selectTools(tools: readonly CatalogTool[], list: string): CatalogTool[] {
  const items = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, MAX_SELECT_ITEMS)
  const out = new Set<CatalogTool>()
  for (const item of items) {
    const exact = tools.find((t) => t.id === item)
    if (exact) {
      out.add(exact)
      continue
    }
    for (const tool of tools) {
      if (tool.name === item || normalizeNamePart(tool.name) === item) out.add(tool)
    }
  }
  return [...out]
}

// Per term, which fields of a tool the term hit (bit flags).
const PART_EQ = 1
const PART_SUB = 2
const COARSE_EQ = 4
const COARSE_SUB = 8
const FULL_SUB = 16
const HINT_SUB = 32
const DESC_SUB = 64
/** The hint or description has the term as a whole word (no regular expression needed). */
const HINT_WORD = 128
const DESC_WORD = 256

/** Marks, for one term, every deferred tool whose fields contain it; returns the tools touched. */
function hitsOf(prepared: Prepared21, term: string, flags: Uint16Array): number[] {
  const touched: number[] = []
  const mark = (bit: number) => (i: number) => {
    if (flags[i] === 0) touched.push(i)
    flags[i] |= bit
  }
  for (const i of prepared.partsExact.get(term) ?? []) mark(PART_EQ)(i)
  prepared.parts.forEachHit(term, mark(PART_SUB))
  for (const i of prepared.coarseExact.get(term) ?? []) mark(COARSE_EQ)(i)
  prepared.coarse.forEachHit(term, mark(COARSE_SUB))
  prepared.full.forEachHit(term, mark(FULL_SUB))
  if (WORD_TERM.test(term)) {
    for (const i of prepared.hintWords.get(term) ?? []) mark(HINT_WORD)(i)
    for (const i of prepared.descWords.get(term) ?? []) mark(DESC_WORD)(i)
  } else {
    prepared.hintIndex.forEachHit(term, mark(HINT_SUB))
    prepared.descIndex.forEachHit(term, mark(DESC_SUB))
  }
  return touched
}

export const claudeCode21: Engine<Prepared21> = {
  id: 'claude-code@2.1',
  family: 'claude-code',
  client: 'Claude Code ToolSearch',
  versions: '2.1.221 and later',
  exact: true,
  defaultMaxResults: 5,
  loadsAlwaysLoad: true,
  firstPageOnly: false,
  readsSearchHint: true,
  localScoring: true,
  queryTerms: (query) => queryTerms(limitQuery(query)),
  nameParts,
  descriptionCut: { length: DESCRIPTION_CUT, matches: matchesWord },
  prepare: prepare21,
  search(prepared, rawQuery, { maxResults }): SearchResult {
    const query = limitQuery(rawQuery)
    const select = SELECT_RE.exec(query)
    if (select) return listed(selectTools(prepared.all, select[1]), 'select')

    const lower = query.toLowerCase()
    const exactAt = prepared.all.findIndex((t) => t.id === query)
    const exact = exactAt !== -1 ? exactAt : prepared.allLower.indexOf(lower)
    if (exact !== -1) return listed([prepared.all[exact]], 'exact-name')

    if (lower.startsWith('mcp__') && lower.length > 5) {
      const hits = prepared.deferred.filter((_, i) => prepared.deferredLower[i].startsWith(lower))
      if (hits.length > 0) return { ...listed(hits, 'prefix'), results: hits.slice(0, maxResults).map((t) => t.id) }
    }

    const terms = lower.split(/\s+/).filter(Boolean)
    const isRequired = (t: string): boolean => t.startsWith('+') && t.length > 1
    const required = terms.filter(isRequired).map((t) => t.slice(1))
    const scoring = required.length ? [...required, ...terms.filter((t) => !isRequired(t))] : terms
    const n = prepared.deferred.length
    const flags = new Uint16Array(n)
    const wordRes = new Map(scoring.map((t) => [t, new RegExp('\\b' + escapeRegExp(t) + '\\b')] as const))

    let allowed: Uint8Array | undefined
    if (required.length) {
      // A candidate must have every required term in a name part, a whole name, the
      // description (as a word) or the hint (as a word).
      allowed = new Uint8Array(n).fill(1)
      for (const term of required) {
        const re = wordRes.get(term)!
        const touched = hitsOf(prepared, term, flags)
        const ok = new Uint8Array(n)
        for (const i of touched) {
          const f = flags[i]
          const hint = prepared.hints[i]
          if (
            f & (PART_SUB | PART_EQ | COARSE_SUB | COARSE_EQ | DESC_WORD | HINT_WORD) ||
            (f & DESC_SUB && re.test(prepared.descs[i])) ||
            (f & HINT_SUB && hint && re.test(hint))
          ) {
            ok[i] = 1
          }
          flags[i] = 0
        }
        for (let i = 0; i < n; i++) allowed[i] &= ok[i]
      }
    }

    const tally = new Tally(n)
    for (const term of scoring) {
      const re = wordRes.get(term)!
      const touched = hitsOf(prepared, term, flags)
      touched.sort((a, b) => a - b)
      for (const i of touched) {
        const f = flags[i]
        flags[i] = 0
        if (allowed && !allowed[i]) continue
        if (f & PART_EQ) tally.add(i, term, 'name', 12)
        else if (f & PART_SUB) tally.add(i, term, 'name-part', 6)
        if (f & COARSE_EQ) tally.add(i, term, 'coarse', 12)
        else if (f & COARSE_SUB) tally.add(i, term, 'coarse-part', 4)
        if (f & FULL_SUB && tally.scores[i] === 0) tally.add(i, term, 'full-name', 3)
        const hint = prepared.hints[i]
        if (f & HINT_WORD || (f & HINT_SUB && hint && re.test(hint))) tally.add(i, term, 'hint', 4)
        if (f & DESC_WORD || (f & DESC_SUB && re.test(prepared.descs[i]))) tally.add(i, term, 'description', 2)
      }
    }
    return tally.rank(prepared.deferred, maxResults, terms.length ? 'keyword' : 'empty', allowed)
  }
}
