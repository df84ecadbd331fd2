import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { fastmcpBm25 } from '../src/engines/fastmcp/bm25.js'
import { fastmcpRegex } from '../src/engines/fastmcp/regex.js'
import { fastmcpTokenize } from '../src/engines/fastmcp/text.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError, type Engine } from '../src/engines/types.js'
import { caseCatalog, loadCases } from './helpers/cases.js'

const { cases } = loadCases('fastmcp')
const ENGINES: Engine[] = [fastmcpBm25, fastmcpRegex]

describe.each(ENGINES.map((e) => [e.id, e] as const))('%s worked examples', (id, engine) => {
  it.each(cases.filter((c) => c.expected?.[id]).map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = engine.search(engine.prepare(caseCatalog(c)), c.query, { maxResults: c.max_results ?? engine.defaultMaxResults })
    expect(result.results).toEqual(c.expected?.[id])
  })
})

const files = cases.find((c) => c.name === 'parameter descriptions are searched')!

describe('fastmcp engines', () => {
  it('are registered with the version they reproduce', () => {
    expect(resolveEngine('fastmcp-bm25')).toBe(fastmcpBm25)
    expect(resolveEngine('fastmcp-regex')).toBe(fastmcpRegex)
    expect(ENGINES.map((e) => [e.client, e.versions, e.defaultMaxResults, e.localScoring])).toEqual([
      ['FastMCP BM25SearchTransform', 'fastmcp 4.0.10', 5, false],
      ['FastMCP RegexSearchTransform', 'fastmcp 4.0.10', 5, true]
    ])
  })

  it('tokenize with NFKC, case folding and runs of two or more letters and digits', () => {
    // What FastMCP 4.0.10's `_tokenize` returns for the same text (the `tokenize` questions of `fastmcp_catalog.py answer`).
    expect(fastmcpTokenize('Straße ΟΔΟΣ ＦＩＬＥ ﬁle a_b x1 İstanbul ꭰꭱ ǅemal ½ ²³ 三十 naïve café')).toEqual([
      'strasse',
      'οδοσ',
      'file',
      'file',
      'x1',
      'stanbul',
      'ᎠᎡ',
      'džemal',
      '23',
      '三十',
      'naïve',
      'café'
    ])
  })

  it('score with BM25 Okapi, k1 1.5 and b 0.75, as the server computes it', () => {
    const result = fastmcpBm25.search(fastmcpBm25.prepare(caseCatalog(files)), 'glob', { maxResults: 5 })
    // FastMCP's _BM25Index over the same five texts: idf ln 4 x 2.5 / (1 + 1.5 x (0.25 + 0.75 x 13 / 10.8)), 13 the tool's tokens, 10.8 the mean.
    expect(result.ranking).toEqual([{ tool: 'mcp__app__search_files', score: 1.2698879643846328, rank: 1, breakdown: [{ term: 'glob', field: 'bm25', points: 1.2698879643846328 }] }])
  })

  it('explain equal BM25 points by the server\'s tool order', () => {
    const c = cases.find((x) => x.name === "equal points keep the server's tool order")!
    const prepared = fastmcpBm25.prepare(caseCatalog(c))
    const result = fastmcpBm25.search(prepared, c.query, { maxResults: 5 })
    expect(fastmcpBm25.explainOrder(prepared, result, 'mcp__app__read_file', 'mcp__app__write_file').fact).toEqual({ kind: 'listing-order', score: result.ranking[0].score, sameServer: true })
  })

  it.each([
    ['(a)\\1', 'a backreference (JavaScript matches a group that took no part as empty, Python fails)'],
    ['(?P<n>a)(?P=n)', 'a named backreference `(?P=name)`'],
    ['(?>ab)', 'an atomic group `(?>…)`'],
    ['a*+', 'a possessive quantifier (`*+`, `++`, `?+`, `{m,n}+`)'],
    ['(a)?(?(1)b|c)', 'a conditional group `(?(group)yes|no)`'],
    ['\\N{EM DASH}', 'a named character escape `\\N{…}`'],
    ['(?a)\\w+', 'the ASCII flag `(?a)`'],
    ['(?-i:File)', 'turning IGNORECASE off (`(?-i:…)`)']
  ])('refuses %s, naming the construct', (pattern, construct) => {
    const prepared = fastmcpRegex.prepare(caseCatalog(files))
    expect(() => fastmcpRegex.search(prepared, pattern, { maxResults: 5 })).toThrow(new EngineQueryError(`fastmcp-regex cannot reproduce the pattern \`${pattern}\`: ${construct} has no exact JavaScript equivalent`))
  })

  it.each(['(', '[a-', 'a**', '(?<=a+)b', 'a(?i)b', '\\q', '[z-a]', 'a{3,2}', '(?P<1>x)', '\\2(a)'])('finds nothing for %s, which Python rejects', (pattern) => {
    expect(fastmcpRegex.search(fastmcpRegex.prepare(caseCatalog(files)), pattern, { maxResults: 5 })).toEqual({ results: [], ranking: [], mode: 'keyword' })
  })

  it('fail on a catalog the server cannot search, saying why', () => {
    const catalog = buildCatalog([{ name: 'app', source: 'catalog', pages: 1, tools: [{ name: 'odd', description: 'x', inputSchema: { type: 'object', properties: { n: { type: 'integer', description: 5 } } } }] }])
    for (const engine of ENGINES) {
      expect(() => engine.search(engine.prepare(catalog), 'odd', { maxResults: 5 })).toThrow(
        new EngineQueryError("FastMCP's search_tools fails on this catalog: tool `odd`'s parameter `n` has a description that is not a string")
      )
    }
  })
})
