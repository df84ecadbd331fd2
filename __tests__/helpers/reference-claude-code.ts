/**
 * A literal, tool-by-tool transcription of Claude Code's search for every generation, kept only
 * as the reference the indexed engines of src/engines/claude-code/ are compared with on
 * catalogs and queries beyond the worked examples. It reads the generations' switches and the
 * versions' inputs (data), and shares no code with the engines: each step is written out the
 * way the client runs it, one tool at a time, with regular expressions.
 */
import { normalizeNamePart } from '../../src/catalog/sanitize.js'
import type { Catalog, CatalogTool } from '../../src/catalog/types.js'
import type { ClaudeCodeEngine } from '../../src/engines/claude-code.js'
import type { Generation, Inputs } from '../../src/engines/claude-code/generations.js'
import type { Contribution, RankedTool, SearchMode, SearchResult } from '../../src/engines/types.js'

const SELECT_RE = /^select:(.+)$/i

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const wordRes = new Map<string, RegExp>()
/** `\bterm\b`, compiled once per term (the client compiles it per term and tool; the result is the same). */
function wordRe(term: string): RegExp {
  let re = wordRes.get(term)
  if (!re) wordRes.set(term, (re = new RegExp('\\b' + escapeRegExp(term) + '\\b')))
  return re
}
const words = (s: string): string[] => s.split(/\s+/).filter((w) => w.length > 0)

function listed(names: string[], mode: SearchMode): SearchResult {
  return { results: names, ranking: names.map((tool, i) => ({ tool, score: 0, rank: i + 1, breakdown: [] })), mode }
}

function cut(text: string, inputs: Inputs): string {
  const c = inputs.descriptionCut
  if (!c || text.length <= c.max) return text
  let kept = text.slice(0, c.max)
  if (!c.splitsPairs && /[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1)
  return kept + '… [truncated]'
}

function cleanUp(query: string): string {
  let q = query
  if (q.length > 16384) {
    q = q.slice(0, 16384)
    if (/[\uD800-\uDBFF]$/.test(q)) q = q.slice(0, -1)
  }
  const m = SELECT_RE.exec(q)
  if (m) {
    const items = m[1].split(',')
    return items.length > 64 ? q.slice(0, 7) + items.slice(0, 64).join(',') : q
  }
  const w = words(q.trim())
  return w.length > 32 ? w.slice(0, 32).join(' ') : q
}

/** The texts a term is compared with, per generation: [equal points, contains points, texts, fields]. */
type Group = [number, number, string[], Contribution['field'], Contribution['field']]

function groupsOf(g: Generation, t: CatalogTool): Group[] {
  const lower = t.id.toLowerCase()
  const split = (s: string): string[] => s.toLowerCase().split(/[\s_.]+/).filter(Boolean)
  switch (g.names) {
    case 'A':
      return [[10, 5, [lower.replace(/__/g, ' ')], 'name', 'name-part']]
    case 'B': {
      const s = lower.replace(/^mcp__/, '')
      const server = s.includes('__') ? s.slice(0, s.indexOf('__')) : s
      const actions = s.includes('__') ? s.slice(s.indexOf('__') + 2).split('_').filter(Boolean) : []
      return [
        [12, 6, [server], 'name', 'name-part'],
        [8, 4, actions, 'name', 'name-part']
      ]
    }
    case 'C':
      return [[12, 6, lower.slice(5).split('_').filter(Boolean), 'name', 'name-part']]
    case 'G':
      return [[12, 6, [...split(t.server), ...split(t.name)], 'name', 'name-part']]
    case 'H':
      return [
        [12, 6, [...split(t.server), ...split(t.name)], 'name', 'name-part'],
        [12, 4, [t.server.toLowerCase(), t.name.toLowerCase()], 'coarse', 'coarse-part']
      ]
  }
}

interface RefTool {
  tool: CatalogTool
  groups: Group[]
  full: string
  desc: string
  hint: string | undefined
  searchable: boolean
}

export interface ReferencePrepared {
  catalog: Catalog
  pool: RefTool[]
}

/** The reference for one engine (its generation and the inputs of its client version). */
export function referenceFor(engine: ClaudeCodeEngine, g: Generation, inputs: Inputs) {
  const prepare = (catalog: Catalog): ReferencePrepared => {
    const tools = catalog.tools.filter((t) => !g.firstPageOnly || t.page === 1)
    const pool = tools.map((tool): RefTool => {
      const source = tools.find((t) => t.id === tool.id)!
      let desc = cut(source.description, inputs)
      if (g.stripBoilerplate) desc = desc.replace(/If an upload or send would be any of these, decline that step[^]{651}are fine\./, '')
      const hint = inputs.mcpHints && tool.searchHint ? tool.searchHint : undefined
      const groups = groupsOf(g, tool)
      return {
        tool,
        groups,
        full: (g.names === 'B' ? groups.flatMap((x) => x[2]) : groups[0][2]).join(' '),
        desc: desc.toLowerCase(),
        hint: hint === undefined ? undefined : (g.hintCut ? hint.slice(0, 4096) : hint).toLowerCase(),
        searchable: !(inputs.alwaysLoad && tool.alwaysLoad)
      }
    })
    return { catalog, pool }
  }

  const scoreTool = (t: RefTool, scoring: string[]): { score: number; breakdown: Contribution[] } => {
    let score = 0
    const breakdown: Contribution[] = []
    const add = (term: string, field: Contribution['field'], points: number): void => {
      score += points
      breakdown.push({ term, field, points })
    }
    for (const term of scoring) {
      for (const [equal, contains, texts, eqField, inField] of t.groups) {
        if (texts.includes(term)) add(term, eqField, equal)
        else if (texts.some((x) => x.includes(term))) add(term, inField, contains)
      }
      // "+3 full": the running total is still 0 and the name's words, joined, contain the term.
      if (g.names !== 'A' && score === 0 && t.full.includes(term)) add(term, 'full-name', 3)
      if (g.hintPoints && t.hint !== undefined && wordRe(term).test(t.hint)) add(term, 'hint', g.hintPoints)
      const inDesc = g.descriptionMatch === 'word' ? wordRe(term).test(t.desc) : t.desc.includes(term)
      if (inDesc) add(term, 'description', 2)
    }
    return { score, breakdown }
  }

  const meetsRequired = (t: RefTool, r: string): boolean =>
    t.groups.some(([, , texts]) => texts.some((x) => x === r || x.includes(r))) ||
    wordRe(r).test(t.desc) ||
    (g.hintPoints > 0 && t.hint !== undefined && wordRe(r).test(t.hint))

  const search = (prepared: ReferencePrepared, rawQuery: string, maxResults: number): SearchResult => {
    const { pool } = prepared
    const query = g.cleanUp ? cleanUp(rawQuery) : rawQuery
    const select = SELECT_RE.exec(query)
    if (select) {
      const rest = select[1]
      if (g.select === 'one-mcp' || g.select === 'one') {
        const hit = pool.find((t) => (g.select === 'one-mcp' || t.searchable) && t.tool.id === rest.trim())
        return listed(hit ? [hit.tool.id] : [], 'select')
      }
      const out: string[] = []
      for (const item of rest.split(',').map((s) => s.trim()).filter(Boolean)) {
        const hit = pool.find((t) => t.searchable && t.tool.id === item) ?? pool.find((t) => t.tool.id === item)
        const found = hit ? [hit] : g.select === 'list-bare' ? pool.filter((t) => t.tool.name === item || normalizeNamePart(t.tool.name) === item) : []
        for (const f of found) if (!out.includes(f.tool.id)) out.push(f.tool.id)
      }
      return listed(out, 'select')
    }
    const lower = query.toLowerCase().trim()
    if (g.exactName !== 'none') {
      const order = g.exactName === 'searchable' ? pool.filter((t) => t.searchable) : [...pool.filter((t) => t.searchable), ...pool]
      const hit =
        (g.exactName === 'case-sensitive-first' ? order.find((t) => t.tool.id === query.trim()) : undefined) ??
        order.find((t) => t.tool.id.toLowerCase() === lower)
      if (hit) return listed([hit.tool.id], 'exact-name')
    }
    if (g.prefix && lower.startsWith('mcp__') && lower.length > 5) {
      const hits = pool.filter((t) => t.searchable && t.tool.id.toLowerCase().startsWith(lower)).map((t) => t.tool.id)
      if (hits.slice(0, maxResults).length > 0) return { ...listed(hits, 'prefix'), results: hits.slice(0, maxResults) }
    }
    const terms = words(lower)
    const isRequired = (t: string): boolean => g.required && t.startsWith('+') && t.length > 1
    const required = terms.filter(isRequired).map((t) => t.slice(1))
    const scoring = required.length ? [...required, ...terms.filter((t) => !isRequired(t))] : terms
    const scored = pool
      .filter((t) => t.searchable && required.every((r) => meetsRequired(t, r)))
      .map((t) => ({ id: t.tool.id, ...scoreTool(t, scoring) }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score)
    const ranking: RankedTool[] = scored.map((s, i) => ({ tool: s.id, score: s.score, rank: i + 1, breakdown: s.breakdown }))
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: terms.length ? 'keyword' : 'empty' }
  }

  return { id: engine.id, prepare, search }
}
