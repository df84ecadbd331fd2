/**
 * self-findability under a regex engine: a model searches FastMCP's regex search with a
 * pattern, so a tool's own-name probe is its name as typed (`create_pull_request`), not the
 * name's words, which no pattern of underscores matches. A miss with nothing ahead says so
 * without an empty "Ahead of it".
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import type { RawTool } from '../src/catalog/types.js'
import { lint } from '../src/lint/index.js'
import { catalogOf, contextOf } from './lint-helpers.js'

const github = (JSON.parse(readFileSync(new URL('./fixtures/catalogs/github.tools.json', import.meta.url), 'utf8')) as { tools: RawTool[] }).tools
const selfFindability = (tools: Record<string, RawTool[]>, engineIds: string[]): Array<[string | undefined, string]> =>
  lint(contextOf(catalogOf(tools), { engineIds }))
    .filter((f) => f.rule === 'self-findability')
    .map((f) => [f.id, f.message])

describe('self-findability under fastmcp-regex', () => {
  it('finds every tool of the GitHub catalog by its own name', () => {
    expect(github).toHaveLength(26)
    expect(selfFindability({ github }, ['fastmcp-regex'])).toEqual([])
  })

  it('ranks a tool the pattern finds below the cut: its place, not "not scored"', () => {
    const schema = { type: 'object' as const }
    const before = ['a', 'b', 'c', 'd', 'e'].map((n) => ({ name: `${n}_tool`, description: 'Runs after list_items.', inputSchema: schema }))
    const tools = { s: [...before, { name: 'list_items', description: 'Lists the items.', inputSchema: schema }] }
    expect(selfFindability(tools, ['fastmcp-regex'])).toEqual([
      [
        'mcp__s__list_items',
        'its own name\'s words, "list items", do not find it: #6 under fastmcp-regex (top 5, tied at the cut and later in the client\'s tool order, by the pattern "list_items"). Ahead of it: s/a_tool, s/b_tool, s/c_tool. Name what it acts on, or start its description with those words.'
      ]
    ])
  })

  it('names the pattern it tried, and no empty list of tools ahead', () => {
    const tools = { s: [{ name: 'a+b', description: 'Adds things.', inputSchema: { type: 'object' } }] }
    expect(selfFindability(tools, ['fastmcp-regex'])).toEqual([
      ['mcp__s__a_b', 'its own name\'s words, "a b", do not find it: not scored under fastmcp-regex (top 5, by the pattern "a+b"). Name what it acts on, or start its description with those words.']
    ])
  })
})
