/**
 * One search, in the client's order of steps: query clean-up, `select:`, exact name, `mcp__`
 * prefix, keyword scoring. Which steps run and how is the generation's (generations.ts).
 */
import { keptPlaces, placesOf, tieAtCut } from '../partial-ranking.js'
import type { Contribution, RankedTool, SearchMode, SearchOptions, SearchResult } from '../types.js'
import { words } from './names.js'
import { breakdownOf, DESCRIPTION_POINTS, type PreparedClaudeCode, type TermScore } from './prepare.js'
import { cleanUpQuery, SELECT_RE, selectNames, type SelectPool } from './query.js'
import { subsetTermScore } from './subset.js'
import { strongPlaces } from './strong-places.js'

/** Matches (summed over the query's terms) from which a kept search adds up only the strong ones first. */
const STRONG_PLACES_MIN_POSTINGS = 1_000

/** A fast path's answer: the tools, in order, without scores. */
export function listed(names: readonly string[], mode: SearchMode): SearchResult {
  return {
    results: [...names],
    ranking: names.map((tool, i) => ({ tool, score: 0, rank: i + 1, breakdown: [] })),
    mode
  }
}

/** First position of each full name (and lower-cased name) among the searchable tools and the whole pool. */
interface NameLookup {
  searchable: Map<string, number>
  pool: Map<string, number>
  searchableLower: Map<string, number>
  poolLower: Map<string, number>
}

const nameLookups = new WeakMap<PreparedClaudeCode, NameLookup>()

function nameLookup(p: PreparedClaudeCode): NameLookup {
  let lookup = nameLookups.get(p)
  if (!lookup) {
    lookup = { searchable: new Map(), pool: new Map(), searchableLower: new Map(), poolLower: new Map() }
    const member = p.subsetOf?.member
    for (let i = p.pool.length - 1; i >= 0; i--) {
      if (member && !member[i]) continue
      const [name, lower] = [p.pool[i].name, p.lowerNames[i]]
      lookup.pool.set(name, i)
      lookup.poolLower.set(lower, i)
      if (p.searchable[i]) {
        lookup.searchable.set(name, i)
        lookup.searchableLower.set(lower, i)
      }
    }
    nameLookups.set(p, lookup)
  }
  return lookup
}

/** The tools `select:` looks among: a subset's own. */
function selectPool(p: PreparedClaudeCode): SelectPool {
  const member = p.subsetOf?.member
  if (!member) return { pool: p.pool, searchable: p.searchable, aliases: p.inputs.aliases }
  const kept = p.pool.flatMap((_, i) => (member[i] ? [i] : []))
  return { pool: kept.map((i) => p.pool[i]), searchable: Uint8Array.from(kept, (i) => p.searchable[i]), aliases: p.inputs.aliases }
}

function exactName(p: PreparedClaudeCode, query: string, lower: string): string | undefined {
  const rule = p.generation.exactName
  if (rule === 'none') return undefined
  const names = nameLookup(p)
  const find = (searchable: Map<string, number>, pool: Map<string, number>, key: string): number | undefined =>
    searchable.get(key) ?? (rule === 'searchable' ? undefined : pool.get(key))
  const at = (rule === 'case-sensitive-first' ? find(names.searchable, names.pool, query.trim()) : undefined) ?? find(names.searchableLower, names.poolLower, lower)
  return at === undefined ? undefined : p.pool[at].name
}

/**
 * What one term earns, its tools ascending (a search that reads a few places finds a tool's
 * contributions by bisection). The order of the tools changes no ranking: every ranking orders
 * by score, then by place in the pool.
 * A tool's contributions depend only on the fields it scores in and on whether it counts as
 * MCP, so the tools alike share one list (never changed): a term that most tools score on
 * (Claude Code 2.0 matches descriptions by substring) costs an array of references, not an
 * object per tool for the garbage collector to trace.
 */
function termScore(p: PreparedClaudeCode, term: string): TermScore {
  /** Per tool: two bits per name group (1: equal, 2: contains), then hint, then description. */
  const fields = new Int32Array(p.pool.length)
  p.groups.forEach(({ field }, g) => {
    const { owners, equal } = field.containing(term)
    let e = 0
    for (const i of owners) {
      const isEqual = e < equal.length && equal[e] === i
      if (isEqual) e++
      if (p.searchable[i]) fields[i] |= (isEqual ? 1 : 2) << (2 * g)
    }
  })
  const g = p.generation
  const hintBit = 1 << (2 * p.groups.length)
  const mark = (owners: ArrayLike<number>, bit: number): void => {
    for (let k = 0; k < owners.length; k++) if (p.searchable[owners[k]]) fields[owners[k]] |= bit
  }
  if (p.hints) mark(p.hints.withWord(term), hintBit)
  mark(g.descriptionMatch === 'word' ? p.descriptions.withWord(term) : p.descriptions.containing(term).owners, hintBit << 1)

  const alike = new Map<number, { list: Contribution[]; points: number }>()
  const score: TermScore = { tools: [], contributions: [], points: [] }
  for (let i = 0; i < fields.length; i++) {
    if (fields[i] === 0) continue
    const key = fields[i] * 2 + p.isMcp[i]
    let shared = alike.get(key)
    if (!shared) {
      // In the order the fields are read: name groups, hint, description.
      const list: Contribution[] = []
      p.groups.forEach(({ group }, n) => {
        const bits = (fields[i] >> (2 * n)) & 3
        const points = p.isMcp[i] ? group.mcp : group.builtin
        if (bits === 1) list.push({ term, field: group.fields[0], points: points.equal })
        else if (bits === 2) list.push({ term, field: group.fields[1], points: points.contains })
      })
      if (fields[i] & hintBit) list.push({ term, field: 'hint', points: g.hintPoints })
      if (fields[i] & (hintBit << 1)) list.push({ term, field: 'description', points: DESCRIPTION_POINTS })
      shared = { list, points: list.reduce((sum, c) => sum + c.points, 0) }
      alike.set(key, shared)
    }
    score.tools.push(i)
    score.contributions.push(shared.list)
    score.points.push(shared.points)
  }
  return score
}

function memoTermScore(p: PreparedClaudeCode, term: string): TermScore {
  const subset = p.subsetOf
  // A subset's points are the catalog's, kept to its tools: a term is scored once for both.
  return p.termMemo.get(term, subset ? (t) => subsetTermScore(memoTermScore(subset.base, t), subset.member) : (t) => termScore(p, t))
}

/** The lists one after the other (`Array.prototype.flat` is several times slower on this hot path). */
function concat(lists: readonly Contribution[][]): Contribution[] {
  const out: Contribution[] = []
  for (const list of lists) for (const c of list) out.push(c)
  return out
}

function keywordSearch(p: PreparedClaudeCode, lower: string, maxResults: number, keep: SearchOptions['keep']): SearchResult {
  const terms = words(lower)
  const isRequired = (t: string): boolean => p.generation.required && t.startsWith('+') && t.length > 1
  const required = terms.filter(isRequired).map((t) => t.slice(1))
  const scoring = required.length ? [...required, ...terms.filter((t) => !isRequired(t))] : terms
  const scores = scoring.map((t) => memoTermScore(p, t))

  // A candidate must score on every required term.
  let allowed: Uint8Array | undefined
  if (required.length) {
    const hits = new Uint32Array(p.pool.length)
    for (let r = 0; r < required.length; r++) for (const i of scores[r].tools) hits[i]++
    allowed = Uint8Array.from(hits, (n) => Number(n === required.length))
  }

  if (keep) return keptSearch(p, scores, allowed, maxResults, keep, terms.length ? 'keyword' : 'empty')
  const total = new Int32Array(p.pool.length)
  /** Per tool, the contribution lists of the terms it scored on (shared with the term memo, never changed). */
  const lists: Contribution[][][] = new Array(p.pool.length)
  const touched: number[] = []
  for (const { tools, contributions, points } of scores) {
    for (let k = 0; k < tools.length; k++) {
      const i = tools[k]
      if (allowed && !allowed[i]) continue
      if (lists[i]) lists[i].push(contributions[k])
      else {
        lists[i] = [contributions[k]]
        touched.push(i)
      }
      total[i] += points[k]
    }
  }
  // Scores above 0, best first; equal scores keep the pool's order (the client's sort is stable).
  const order = touched.filter((i) => total[i] > 0).sort((a, b) => total[b] - total[a] || a - b)
  const ranking: RankedTool[] = order.map((i, r) => ({ tool: p.pool[i].name, score: total[i], rank: r + 1, breakdown: lists[i].length === 1 ? lists[i][0] : concat(lists[i]) }))
  return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: terms.length ? 'keyword' : 'empty' }
}

/**
 * The keyword step when only some places are read (`keep`): the same totals, but only the
 * first places are ordered and only the kept tools get an entry and a breakdown.
 */
function keptSearch(p: PreparedClaudeCode, scores: readonly TermScore[], allowed: Uint8Array | undefined, maxResults: number, keep: NonNullable<SearchOptions['keep']>, mode: SearchMode): SearchResult {
  const names = nameLookup(p).pool
  const wanted = keep.tools.flatMap((id) => names.get(id) ?? [])
  let postings = 0
  for (const score of scores) postings += score.tools.length
  // Few matches are added up faster than split by strength (which costs a little per term).
  const strong = allowed || postings < STRONG_PLACES_MIN_POSTINGS ? undefined : strongPlaces(p, scores, maxResults, Math.max(keep.top, maxResults + 1), wanted, mode)
  if (strong) return strong
  const total = new Int32Array(p.pool.length)
  // Every field earns points above 0, so a tool a term scores on has a total above 0 from then on.
  const candidates: number[] = []
  for (const { tools, points } of scores) {
    for (let k = 0; k < tools.length; k++) {
      const i = tools[k]
      if (allowed && !allowed[i]) continue
      if (total[i] === 0) candidates.push(i)
      total[i] += points[k]
    }
  }
  const order = (a: number, b: number): number => total[b] - total[a] || a - b
  const places = placesOf(candidates, order, Math.max(keep.top, maxResults + 1), wanted)
  const name = (i: number): string => p.pool[i].name
  return {
    results: places.head.slice(0, maxResults).map(name),
    ranking: keptPlaces(places).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
    mode,
    scored: candidates.length,
    ...tieAtCut(candidates, places.head, (i) => total[i], order, maxResults, name)
  }
}

export function searchClaudeCode(p: PreparedClaudeCode, rawQuery: string, maxResults: number, keep?: SearchOptions['keep']): SearchResult {
  const g = p.generation
  const query = g.cleanUp ? cleanUpQuery(rawQuery) : rawQuery
  const select = SELECT_RE.exec(query)
  if (select) return listed(selectNames(g.select, selectPool(p), select[1]), 'select')

  const lower = query.toLowerCase().trim()
  const exact = exactName(p, query, lower)
  if (exact !== undefined) return listed([exact], 'exact-name')

  if (g.prefix && lower.startsWith('mcp__') && lower.length > 5) {
    const hits = p.pool.filter((_, i) => p.searchable[i] && p.lowerNames[i].startsWith(lower)).map((t) => t.name)
    const results = hits.slice(0, maxResults)
    if (results.length > 0) return { ...listed(hits, 'prefix'), results }
  }
  return keywordSearch(p, lower, maxResults, keep)
}
