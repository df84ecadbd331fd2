/**
 * A literal, tool-by-tool transcription of the Claude Code scorers in
 * `../shared/engines/claude-code.md`, kept only as the reference the indexed engines in
 * src/engines/claude-code.ts are compared with on catalogs and queries beyond the examples.
 * It shares only the query limits, description cut and select: path, not the scoring.
 */
import { claudeCode20, claudeCode21, limitQuery, listed, selectTools, truncateDescription } from '../../src/engines/claude-code.js'
import type { Catalog, CatalogTool } from '../../src/catalog/types.js'
import type { Contribution, Engine, PreparedCatalog, RankedTool, SearchMode, SearchResult } from '../../src/engines/types.js'
import type { ClientBehaviour } from '../../src/engines/types.js'

const behaviour = ({ loadsAlwaysLoad, firstPageOnly, readsSearchHint, localScoring }: ClientBehaviour): ClientBehaviour => ({ loadsAlwaysLoad, firstPageOnly, readsSearchHint, localScoring })
const claudeCode20Behaviour = behaviour(claudeCode20)
const claudeCode21Behaviour = behaviour(claudeCode21)

const SELECT_RE = /^select:(.+)$/i

interface Scored {
  tool: CatalogTool
  score: number
  breakdown: Contribution[]
}

/** JavaScript's Array.prototype.sort is stable, so equal scores keep catalog order. */
function rankScored(scored: Scored[], maxResults: number, mode: SearchMode): SearchResult {
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score)
  const ranking: RankedTool[] = ranked.map((s, i) => ({ tool: s.tool.id, score: s.score, rank: i + 1, breakdown: s.breakdown }))
  return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode }
}

// ---------------------------------------------------------------------------------------
// claude-code@2.0 (MCPSearch, 2.0.70 … 2.1.8): the seed's searchTools.

interface Prepared20 extends PreparedCatalog {
  tools: Array<{ tool: CatalogTool; name: string; desc: string }>
}

export const reference20: Engine<Prepared20> = {
  id: 'claude-code@2.0',
  family: 'claude-code',
  client: 'Claude Code MCPSearch',
  versions: '2.0.70 – 2.1.8',
  exact: true,
  defaultMaxResults: 5,
  ...claudeCode20Behaviour,
  queryTerms: claudeCode20.queryTerms,
  prepare(catalog: Catalog): Prepared20 {
    return {
      catalog,
      tools: catalog.tools
        // 2.0 reads only the first page of tools/list.
        .filter((tool) => tool.page === 1)
        .map((tool) => ({ tool, name: tool.id.toLowerCase().replace(/__/g, ' '), desc: tool.description.toLowerCase() }))
    }
  },
  search(prepared, query, { maxResults }): SearchResult {
    const select = SELECT_RE.exec(query)
    if (select) {
      const wanted = select[1].trim()
      const hit = prepared.tools.find((t) => t.tool.id === wanted)
      return listed(hit ? [hit.tool] : [], 'select')
    }
    const tokens = query.toLowerCase().split(/\s+/).filter((t) => t.length > 0)
    const scored = prepared.tools.map(({ tool, name, desc }): Scored => {
      let score = 0
      const breakdown: Contribution[] = []
      for (const term of tokens) {
        if (name === term) {
          score += 10
          breakdown.push({ term, field: 'name', points: 10 })
        } else if (name.includes(term)) {
          score += 5
          breakdown.push({ term, field: 'name-part', points: 5 })
        }
        if (desc.includes(term)) {
          score += 2
          breakdown.push({ term, field: 'description', points: 2 })
        }
      }
      return { tool, score, breakdown }
    })
    return rankScored(scored, maxResults, tokens.length ? 'keyword' : 'empty')
  }
}

// ---------------------------------------------------------------------------------------
// claude-code@2.1 (ToolSearch, read in 2.1.332; began after 2.1.220).


interface Tool21 {
  tool: CatalogTool
  idLower: string
  parts: string[]
  coarse: string[]
  full: string
  desc: string
  hint: string | undefined
}

interface Prepared21 extends PreparedCatalog {
  all: Tool21[]
  /** Deferred tools: the keyword and prefix candidates (alwaysLoad tools are already loaded). */
  deferred: Tool21[]
}

/** Cuts to `max` UTF-16 units without splitting a surrogate pair, then marks the cut. */
function splitParts(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s_.]+/)
    .filter((p) => p.length > 0)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The query after the client's length limits: 16,384 characters, 32 terms, trimmed. */
function prepare21(catalog: Catalog): Prepared21 {
  const all = catalog.tools.map((tool): Tool21 => {
    const parts = [...splitParts(tool.server), ...splitParts(tool.name)]
    return {
      tool,
      idLower: tool.id.toLowerCase(),
      parts,
      coarse: [tool.server.toLowerCase(), tool.name.toLowerCase()],
      full: parts.join(' '),
      desc: truncateDescription(tool.description).toLowerCase(),
      hint: tool.searchHint?.toLowerCase()
    }
  })
  return {
    catalog,
    all,
    deferred: all.filter((t) => !t.tool.alwaysLoad)
  }
}

function score21(t: Tool21, scoring: readonly string[], wordRes: ReadonlyMap<string, RegExp>): Scored {
  let score = 0
  const breakdown: Contribution[] = []
  const add = (term: string, field: Contribution['field'], points: number): void => {
    score += points
    breakdown.push({ term, field, points })
  }
  for (const term of scoring) {
    if (t.parts.includes(term)) add(term, 'name', 12)
    else if (t.parts.some((p) => p.includes(term))) add(term, 'name-part', 6)
    if (t.coarse.includes(term)) add(term, 'coarse', 12)
    else if (t.coarse.some((c) => c.includes(term))) add(term, 'coarse-part', 4)
    if (score === 0 && t.full.includes(term)) add(term, 'full-name', 3)
    const re = wordRes.get(term)!
    if (t.hint && re.test(t.hint)) add(term, 'hint', 4)
    if (t.desc.includes(term) && re.test(t.desc)) add(term, 'description', 2)
  }
  return { tool: t.tool, score, breakdown }
}

function meetsRequired(t: Tool21, required: readonly string[], wordRes: ReadonlyMap<string, RegExp>): boolean {
  return required.every((term) => {
    const re = wordRes.get(term)!
    return (
      t.parts.some((p) => p === term || p.includes(term)) ||
      t.coarse.some((c) => c === term || c.includes(term)) ||
      (t.desc.includes(term) && re.test(t.desc)) ||
      (t.hint !== undefined && re.test(t.hint))
    )
  })
}

export const reference21: Engine<Prepared21> = {
  id: 'claude-code@2.1',
  family: 'claude-code',
  client: 'Claude Code ToolSearch',
  versions: '2.1.221 and later',
  exact: true,
  defaultMaxResults: 5,
  ...claudeCode21Behaviour,
  queryTerms: claudeCode21.queryTerms,
  prepare: prepare21,
  search(prepared, rawQuery, { maxResults }): SearchResult {
    const query = limitQuery(rawQuery)
    const select = SELECT_RE.exec(query)
    if (select) return listed(selectTools(prepared.all.map((t) => t.tool), select[1]), 'select')

    const exact =
      prepared.all.find((t) => t.tool.id === query) ?? prepared.all.find((t) => t.idLower === query.toLowerCase())
    if (exact) return listed([exact.tool], 'exact-name')

    const lower = query.toLowerCase()
    if (lower.startsWith('mcp__') && lower.length > 5) {
      const hits = prepared.deferred.filter((t) => t.idLower.startsWith(lower))
      if (hits.length > 0) {
        return { ...listed(hits.map((t) => t.tool), 'prefix'), results: hits.slice(0, maxResults).map((t) => t.tool.id) }
      }
    }

    const terms = lower.split(/\s+/).filter(Boolean)
    const required = terms.filter((t) => t.startsWith('+') && t.length > 1).map((t) => t.slice(1))
    const optional = terms.filter((t) => !(t.startsWith('+') && t.length > 1))
    const scoring = required.length ? [...required, ...optional] : terms
    const wordRes = new Map(scoring.map((t) => [t, new RegExp('\\b' + escapeRegExp(t) + '\\b')] as const))
    const candidates = required.length
      ? prepared.deferred.filter((t) => meetsRequired(t, required, wordRes))
      : prepared.deferred
    const scored = candidates.map((t) => score21(t, scoring, wordRes))
    return rankScored(scored, maxResults, terms.length ? 'keyword' : 'empty')
  }
}
