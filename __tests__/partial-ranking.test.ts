/**
 * A search with `keep` reads only some places of the ranking: it must give exactly the
 * entries (rank, score, breakdown), results, mode and ties at the cut of the full ranking.
 */
import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError, type SearchResult } from '../src/engines/types.js'
import { placesOf } from '../src/engines/partial-ranking.js'
import { cutTieOf } from '../src/evaluate/evaluate.js'
import { fixtureListings } from './lint-helpers.js'

const catalog = buildCatalog(fixtureListings())

/** Own-name words, a word of the description, exact names, `select:` and a prefix. */
const queries = catalog.tools
  .filter((_, i) => i % 7 === 0)
  .flatMap((t, i) => {
    const words = t.name.split(/[_\-.]+/).filter(Boolean)
    const described = t.description.toLowerCase().match(/[a-z]{4,}/g) ?? []
    return [words.join(' '), `${words[0]} ${described[i % Math.max(1, described.length)] ?? ''}`.trim(), ...(i % 10 === 0 ? [t.id, `select:${t.id}`, `mcp__${t.rawServer}`] : [])]
  })

function search(engineId: string, query: string, keep?: { top: number; tools: string[] }): SearchResult | undefined {
  const engine = resolveEngine(engineId)
  try {
    return engine.search(prepared(engineId), query, { maxResults: engine.defaultMaxResults, ...(keep ? { keep } : {}) })
  } catch (err) {
    if (err instanceof EngineQueryError) return undefined
    throw err
  }
}

const preparedCache = new Map<string, ReturnType<ReturnType<typeof resolveEngine>['prepare']>>()
function prepared(engineId: string): ReturnType<ReturnType<typeof resolveEngine>['prepare']> {
  let p = preparedCache.get(engineId)
  if (!p) preparedCache.set(engineId, (p = resolveEngine(engineId).prepare(catalog)))
  return p
}

describe('a search that keeps only some places', () => {
  it.each(['claude-code@2.0', 'claude-code@2.1', 'codex', 'ai-sdk'])('%s: the same places, results and ties as the full ranking', (engineId) => {
    let partial = 0
    let tied = 0
    for (const [n, query] of queries.entries()) {
      const full = search(engineId, query)
      // A tool near the top, one far down and one that does not score at all.
      const tools = [catalog.tools[n % catalog.tools.length].id, full?.ranking[Math.floor((full.ranking.length * 2) / 3)]?.tool, full?.ranking[3]?.tool].filter((t): t is string => t !== undefined)
      const kept = search(engineId, query, { top: 6, tools })
      if (!full || !kept) {
        expect(kept).toBe(full)
        continue
      }
      const engine = resolveEngine(engineId)
      const ties = (r: SearchResult): unknown => cutTieOf(r, engine.defaultMaxResults)
      expect({ results: kept.results, mode: kept.mode, cutTie: ties(kept), randomTies: kept.randomTies }).toEqual({ results: full.results, mode: full.mode, cutTie: ties(full), randomTies: full.randomTies })
      if (ties(full)) tied++
      expect(kept.scored ?? kept.ranking.length).toBe(full.ranking.length)
      const want = full.ranking.filter((r) => r.rank <= 6 || tools.includes(r.tool))
      if (kept.scored !== undefined) {
        partial++
        // Each kept entry is the full ranking's, best first; at least the wanted ones are kept.
        const keptTools = new Set(kept.ranking.map((r) => r.tool))
        expect(kept.ranking).toEqual(full.ranking.filter((r) => keptTools.has(r.tool)))
        expect(want.filter((r) => !keptTools.has(r.tool))).toEqual([])
      } else {
        expect(kept.ranking).toEqual(full.ranking)
      }
    }
    expect(partial).toBeGreaterThan(queries.length / 2)
    expect(tied).toBeGreaterThan(10)
  })
})

describe('Claude Code on a catalog where description matches far outnumber name matches', () => {
  // Every description has the common words, so a query's matches run into the thousands and
  // the kept search adds up the name and hint matches first; it must still give the full
  // ranking's places, including where a description-only match reaches them.
  const verbs = ['get', 'list', 'create', 'update', 'delete', 'search', 'sync', 'archive']
  const nouns = ['issue', 'file', 'user', 'task', 'page', 'order', 'invoice', 'report', 'event', 'note', 'team', 'label']
  const filler = ['alpha', 'beta', 'gamma', 'delta', 'the', 'for', 'with', 'issue', 'file', 'user', 'list', 'get']
  // And a server whose descriptions hold every filler word: for a query of many such words they
  // outrank tools that a name matches only in part ("ate" in create_…).
  const docs = { name: 'docs', source: 'catalog' as const, pages: 1, tools: Array.from({ length: 8 }, (_, i) => ({ name: `read_doc${i}`, description: `ate ${filler.join(' ')}`, inputSchema: { type: 'object' } })) }
  const big = buildCatalog([
    docs,
    ...Array.from({ length: 16 }, (_, s) => ({
      name: `svc${s}`,
      source: 'catalog' as const,
      pages: 1,
      tools: verbs.flatMap((verb, v) =>
        nouns.map((noun, n) => ({
          name: `${verb}_${noun}`,
          description: `${verb} a ${noun}. ` + Array.from({ length: 12 }, (_, k) => filler[(s * 7 + v * 3 + n + k * k) % filler.length]).join(' '),
          inputSchema: { type: 'object' }
        }))
      )
    }))
  ])
  const bigQueries = [...verbs.flatMap((verb) => nouns.slice(0, 4).map((noun) => `${verb} ${noun}`)), 'issue', 'list file user', 'get get', 'the for with', 'note alpha beta gamma delta the for with', 'sync alpha beta the', 'ate alpha beta gamma delta the for with']

  it.each(['claude-code@2.0', 'claude-code@2.1'])('%s: the same places, results and ties as the full ranking', (engineId) => {
    const engine = resolveEngine(engineId)
    const p = engine.prepare(big)
    for (const [n, query] of bigQueries.entries()) {
      const full = engine.search(p, query, { maxResults: engine.defaultMaxResults })
      // A tool near the top and one further down; the last one and any tool; none.
      const near = [full.ranking[2].tool, full.ranking[Math.min(30, full.ranking.length - 1)].tool]
      const far = [full.ranking[full.ranking.length - 1].tool, big.tools[(n * 37) % big.tools.length].id]
      const cases: Array<[number, string[]]> = [[1, near], [6, near], [40, near], [6, far], [6, []]]
      for (const [top, tools] of cases) {
        const kept = engine.search(p, query, { maxResults: engine.defaultMaxResults, keep: { top, tools } })
        expect({ results: kept.results, mode: kept.mode, cutTie: cutTieOf(kept, engine.defaultMaxResults), scored: kept.scored }).toEqual({
          results: full.results,
          mode: full.mode,
          cutTie: cutTieOf(full, engine.defaultMaxResults),
          scored: full.ranking.length
        })
        const keptTools = new Set(kept.ranking.map((r) => r.tool))
        expect(kept.ranking).toEqual(full.ranking.filter((r) => keptTools.has(r.tool)))
        expect(full.ranking.filter((r) => (r.rank <= top || tools.includes(r.tool)) && !keptTools.has(r.tool))).toEqual([])
      }
    }
  })
})

describe('placesOf', () => {
  it('orders the first places and ranks the wanted ones as a full sort does', () => {
    const score = [5, 9, 1, 9, 3, 7, 7, 0, 2, 9]
    const order = (a: number, b: number): number => score[b] - score[a] || a - b
    const sorted = score.map((_, i) => i).sort(order)
    const places = placesOf([4, 9, 1, 2, 7, 0, 3, 8, 6, 5], order, 4, [2, 8, 42])
    expect(places.head).toEqual(sorted.slice(0, 4))
    expect(places.rankOf).toEqual(new Map([...sorted.slice(0, 4).map((i, r) => [i, r + 1] as const), [2, sorted.indexOf(2) + 1], [8, sorted.indexOf(8) + 1]]))
    expect(placesOf([3, 1], order, 0, []).head).toEqual([])
  })
})
