import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { aiSdk, aiSdkTokenize, type AiSdkRankedTool } from '../src/engines/ai-sdk.js'
import { resolveEngine } from '../src/engines/registry.js'
import { caseCatalog, loadCases } from './helpers/cases.js'

const { cases } = loadCases('ai-sdk')

describe('ai-sdk worked examples', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const prepared = aiSdk.prepare(caseCatalog(c))
    const result = aiSdk.search(prepared, c.query, { maxResults: c.max_results ?? aiSdk.defaultMaxResults })
    expect(result.results).toEqual(c.expected?.['ai-sdk'])
  })
})

describe('ai-sdk engine', () => {
  const c = cases.find((x) => x.name === 'pull request')!

  it('is registered with its client facts', () => {
    expect(resolveEngine('ai-sdk')).toBe(aiSdk)
    expect(aiSdk.client).toBe('Vercel AI SDK toolSearch()')
    expect(aiSdk.versions).toBe('ai 7.0.173')
    expect(aiSdk.defaultMaxResults).toBe(5)
  })

  it('tokenizes as the SDK: camelCase, digit-Upper, letters and digits only', () => {
    expect(aiSdkTokenize('getURLs v2Export fs.read list-files créer_ticket')).toEqual([
      'get',
      'urls',
      'v2',
      'export',
      'fs',
      'read',
      'list',
      'files',
      'créer',
      'ticket'
    ])
  })

  it('ranks with 2 points per name term and 1 per description term, each term once', () => {
    const result = aiSdk.search(aiSdk.prepare(caseCatalog(c)), 'list pull pull requests', { maxResults: 2 })
    const top = result.ranking[0]
    expect(top.tool).toBe('mcp__app__list_pull_requests')
    expect(top.breakdown).toEqual([
      { term: 'list', field: 'name', points: 2 },
      { term: 'list', field: 'description', points: 1 },
      { term: 'pull', field: 'name', points: 2 },
      { term: 'pull', field: 'description', points: 1 },
      { term: 'requests', field: 'name', points: 2 },
      { term: 'requests', field: 'description', points: 1 }
    ])
    expect(top.score).toBe(9)
    expect(result.ranking.map((r) => r.rank)).toEqual(result.ranking.map((_r, i) => i + 1))
    expect(result.ranking.length).toBeGreaterThan(result.results.length)
  })

  it('shows the bare tool name', () => {
    const prepared = aiSdk.prepare(caseCatalog(c))
    expect(aiSdk.clientName!(prepared, prepared.catalog.tools[0])).toBe('create_issue')
  })

  it('returns one tool per name and notes the others with that name', () => {
    const catalog = buildCatalog([
      { name: 'one', source: 'catalog', pages: 1, tools: [{ name: 'search', description: 'Search docs.' }] },
      { name: 'two', source: 'catalog', pages: 1, tools: [{ name: 'search', description: 'Search code and docs.' }] }
    ])
    const prepared = aiSdk.prepare(catalog)
    expect(prepared.collisions).toEqual(new Map([['search', ['mcp__one__search', 'mcp__two__search']]]))
    const result = aiSdk.search(prepared, 'search code', { maxResults: 5 })
    expect(result.results).toEqual(['mcp__two__search'])
    expect(result.ranking).toHaveLength(1)
    expect((result.ranking[0] as AiSdkRankedTool).sameName).toEqual(['mcp__one__search'])
  })

  it('tells lint and advice its query terms and its name collisions', () => {
    expect(aiSdk.queryTerms('Get getURLs GET issues')).toEqual(['get', 'urls', 'issues'])
    const catalog = buildCatalog([
      { name: 'one', source: 'catalog', pages: 1, tools: [{ name: 'search' }, { name: 'list' }] },
      { name: 'two', source: 'catalog', pages: 1, tools: [{ name: 'search' }] }
    ])
    expect([...aiSdk.nameCollisions!(catalog)].map(([name, tools]) => [name, tools.map((t) => t.id)])).toEqual([
      ['search', ['mcp__one__search', 'mcp__two__search']]
    ])
    // Remembered per catalog: lint and advice ask again rather than keep copies.
    expect(aiSdk.nameCollisions!(catalog)).toBe(aiSdk.nameCollisions!(catalog))
    expect(aiSdk.nameParts).toBeUndefined()
    expect(aiSdk.descriptionCut).toBeUndefined()
  })

  it('answers an empty query with nothing', () => {
    const result = aiSdk.search(aiSdk.prepare(caseCatalog(c)), ' ', { maxResults: 5 })
    expect(result).toEqual({ results: [], ranking: [], mode: 'empty' })
  })
})
