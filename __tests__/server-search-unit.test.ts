/**
 * Engine `server` and the collection of a server's own search, in-process: detection, the
 * enumeration pattern, both answer forms of FastMCP, the engine over recorded answers, the
 * manifest's `search:` and the lock file. The real FastMCP servers are in server-search.test.ts.
 */
import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { searchCatalogKey } from '../src/catalog/search.js'
import type { RawTool, ServerListing } from '../src/catalog/types.js'
import { answerTools, searchToolOf, unseenPattern } from '../src/collect/search.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError } from '../src/engines/types.js'
import { ManifestError } from '../src/manifest/errors.js'
import { parseManifest } from '../src/manifest/load.js'
import { lockFromListings, lockToListings, parseLock, serializeLock } from '../src/lock/index.js'
import { rank, searchPlan, withSearchNotes } from '../src/pipeline.js'

const tool = (name: string, description = `${name} things`): RawTool => ({ name, description, inputSchema: { type: 'object', properties: {} } })
const SEARCH = { name: 'search_tools', inputSchema: { type: 'object', properties: { pattern: { type: 'string' } } } }
const CALL = { name: 'call_tool', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } }

describe('detecting the search tool', () => {
  it('finds FastMCP\'s search_tools beside call_tool, with the argument it takes', () => {
    expect(searchToolOf(undefined, [tool('pinned'), SEARCH, CALL])).toEqual({ tool: SEARCH, argument: 'pattern' })
    const bm25 = { ...SEARCH, inputSchema: { type: 'object', properties: { query: { type: 'string' } } } }
    expect(searchToolOf(undefined, [bm25, CALL])?.argument).toBe('query')
  })

  it('detects nothing without call_tool, with another argument, or with `search: false`', () => {
    expect(searchToolOf(undefined, [SEARCH])).toBeUndefined()
    expect(searchToolOf(undefined, [{ ...SEARCH, inputSchema: { type: 'object', properties: { q: {} } } }, CALL])).toBeUndefined()
    expect(searchToolOf(false, [SEARCH, CALL])).toBeUndefined()
  })

  it('takes the manifest\'s tool and argument, and names a tool the server does not list', () => {
    expect(searchToolOf({ tool: 'find', query: 'text' }, [{ name: 'find' }])).toEqual({ tool: { name: 'find' }, argument: 'text' })
    expect(() => searchToolOf({ tool: 'find', query: 'text' }, [SEARCH])).toThrow("its `tools/list` has no tool `find`, which the manifest's `search` names")
  })
})

describe('the enumeration pattern', () => {
  it('matches everything first, then every text that begins with no name seen, each followed by a space or the end', () => {
    expect(unseenPattern([])).toBe('^')
    expect(unseenPattern(['create_issue', 'get.issue', 'ça-va'])).toBe('^(?!(?:create\\_issue|get\\.issue|\\ça\\-va)(?: |$))')
  })
})

describe('reading an answer', () => {
  const defs = [tool('b'), tool('a')]
  it('reads the JSON form from structuredContent or from the text, in the server\'s order', () => {
    expect(answerTools({ content: [{ type: 'text', text: JSON.stringify(defs) }], structuredContent: { result: defs } }, 's')).toEqual({ names: ['b', 'a'], definitions: defs })
    expect(answerTools({ content: [{ type: 'text', text: JSON.stringify(defs) }] }, 's').names).toEqual(['b', 'a'])
  })

  it('reads the names of the markdown form, its "no tools" answer as none', () => {
    // serialize_tools_for_output_markdown: a `### name` block per tool, blank lines between.
    const text = '### get_issue\n\nGet one issue.\n\n**Parameters**\n- `number` (string, required)\n\n### list_issues\n\n**Parameters**\n*(no parameters)*'
    expect(answerTools({ content: [{ type: 'text', text }] }, 's')).toEqual({ names: ['get_issue', 'list_issues'], definitions: [] })
    expect(answerTools({ content: [{ type: 'text', text: 'No tools matched the query.' }] }, 's')).toEqual({ names: [], definitions: [] })
  })

  it('refuses an error answer and a list that is not of tools', () => {
    expect(() => answerTools({ content: [{ type: 'text', text: 'bad pattern' }], isError: true }, 'search_tools')).toThrow('`search_tools` answered with an error: bad pattern')
    expect(() => answerTools({ content: [{ type: 'text', text: '[{"nom": 1}]' }] }, 'search_tools')).toThrow('`search_tools` answered with a list whose items are not all MCP tools')
  })
})

function searchingListing(tools: RawTool[], answers: Array<[string, string[]]>, visible: string[] = []): ServerListing {
  const catalog = searchCatalogKey(tools)
  return {
    name: 'app',
    source: 'stdio',
    tools,
    pages: 1,
    search: { tool: 'search_tools', argument: 'pattern', catalog: 'enumerated', longestAnswer: 3, visible, answers: answers.map(([query, names]) => ({ query, catalog, tools: names })) }
  }
}

describe('engine `server`', () => {
  const server = resolveEngine('server')
  const listing = searchingListing([tool('pinned'), tool('a'), tool('b'), tool('c')], [['x', ['c', 'a', 'b']]], ['pinned'])

  it('ranks by the recorded answer, cut at maxResults', () => {
    const prepared = server.prepare(buildCatalog([listing]))
    const result = server.search(prepared, 'x', { maxResults: 2 })
    expect(result.results).toEqual(['mcp__app__c', 'mcp__app__a'])
    expect(result.ranking.map((r) => [r.tool, r.rank])).toEqual([
      ['mcp__app__c', 1],
      ['mcp__app__a', 2],
      ['mcp__app__b', 3]
    ])
  })

  it('has no answer for a query not asked, nor over a catalog other than the one asked', () => {
    const prepared = server.prepare(buildCatalog([listing]))
    expect(() => server.search(prepared, 'y', { maxResults: 5 })).toThrow(EngineQueryError)
    const edited = buildCatalog([{ ...listing, tools: [tool('pinned'), tool('a', 'edited'), tool('b'), tool('c')] }])
    expect(() => server.search(server.prepare(edited), 'x', { maxResults: 5 })).toThrow("the server's own search was not asked this query over this catalog")
    expect(() => server.search(server.prepare(buildCatalog([{ ...listing, search: undefined }])), 'x', { maxResults: 5 })).toThrow('no server of the manifest has a search tool of its own')
  })

  it('places the tools shown beside the search up front, the rest behind it', () => {
    expect(server.deferral!(buildCatalog([listing]), {}).tools.map((t) => [t.tool, t.placement])).toEqual([
      ['mcp__app__pinned', 'up-front'],
      ['mcp__app__a', 'deferred'],
      ['mcp__app__b', 'deferred'],
      ['mcp__app__c', 'deferred']
    ])
  })
})

describe('the manifest and the lock file', () => {
  const manifest = (search: string): string => `version: 1\nengines: [claude-code]\nservers:\n  app:\n    command: app\n${search}queries:\n  - query: a\n    engines: [server]\n  - query: b\n`

  it('reads `search:` and asks only the queries that run under engine `server`', () => {
    const m = parseManifest(manifest('    search: { tool: find, query: text }\n'), 'm.yml')
    expect(m.servers[0]).toMatchObject({ kind: 'stdio', search: { tool: 'find', query: 'text' } })
    expect(searchPlan(m)).toEqual({ queries: ['a'], maxResults: 5 })
    expect(searchPlan(m, ['server'])).toEqual({ queries: ['a', 'b'], maxResults: 5 })
    expect(parseManifest(manifest('    search: false\n'), 'm.yml').servers[0]).toMatchObject({ search: false })
  })

  it('refuses a `search:` without its argument, and on a stored catalog, at its line and column', () => {
    const issues = (text: string): string[] => {
      try {
        parseManifest(text, 'm.yml')
        return []
      } catch (err) {
        return (err as ManifestError).issues.map((i) => `${i.line}:${i.col}: ${i.message}`)
      }
    }
    expect(issues(manifest('    search: { tool: find }\n'))).toEqual(["6:13: `search` must be `false`, or `{ tool, query }`: the search tool's name and the argument a query goes in"])
    expect(issues('version: 1\nservers:\n  app:\n    catalog: x.json\n    search: false\nqueries: []\n')).toEqual(['5:5: `search` applies only to a server with `command` or `url`'])
  })

  it('keeps the search and its answers in the lock file, and refuses a malformed one', () => {
    const listing = searchingListing([tool('a')], [['x', ['a']]])
    const text = serializeLock(lockFromListings([listing]))
    expect(lockToListings(parseLock(text, 'l.json'))[0].search).toEqual(listing.search)
    const bad = JSON.parse(text)
    bad.servers[0].search.answers[0].tools = 'a'
    expect(() => parseLock(JSON.stringify(bad), 'l.json')).toThrow('l.json: server `app`: `search` must give the search tool, its argument and its answers (query, catalog and tool names each)')
  })
})

describe('the note on a server with its own search', () => {
  it('says when the server returned more tools than the cut, and how to widen it', async () => {
    const listing = searchingListing([tool('a'), tool('b')], [['x', ['b', 'a']]])
    const catalog = buildCatalog([{ ...listing, search: { ...listing.search!, longestAnswer: 8, roundTrips: 2 } }])
    const m = parseManifest('version: 1\nengines: [server]\nservers:\n  app:\n    command: app\nqueries:\n  - query: x\n    expect: a\n', 'm.yml')
    const evaluation = await rank(m, catalog, {})
    expect(evaluation.queries[0].engines.server.expectations.map((e) => [e.rank, e.pass])).toEqual([[2, true]])
    expect(catalog.servers[0].warnings).toEqual([])
    expect(withSearchNotes(m, catalog).servers[0].warnings).toEqual([
      'hides its tools behind its own search `search_tools` (argument `pattern`): all 2 tools behind it were listed through it in 2 round trips, so lint runs on them; engine `server` ranks through the server\'s own answers (its own limit: at most 8 tools per answer seen, more than the cut 5: set `max_results: { server: 8 }` if that is the server\'s limit)'
    ])
  })
})
