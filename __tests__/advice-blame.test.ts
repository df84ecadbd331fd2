/**
 * blame(base, head, query, engine, tool): which tools overtook the expected tool between the
 * base and the head catalog, and from which words.
 */
import { describe, expect, it } from '@jest/globals'
import { blame } from '../src/advice/index.js'
import { describeBlame } from '../src/report/advice-text.js'
import type { RawTool } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { catalogOf as catalogOfServers } from './lint-helpers.js'

const catalogOf = (tools: RawTool[], others: RawTool[] = []) => catalogOfServers({ tracker: tools, other: others })

const base = [
  { name: 'close_issue', description: 'Close an issue.' },
  { name: 'delete_issue', description: 'Delete an issue.' },
  { name: 'list_issues', description: 'List issues.' }
]
// delete_issue first: it wins a tie on catalog order.
const base2 = [
  { name: 'delete_issue', description: 'Delete an issue.' },
  { name: 'close_issue', description: 'Close an issue as resolved.' }
]

describe('blame', () => {
  it('names the tool that gained on the expected one, and the words it gained', () => {
    const head = base.map((t) => (t.name === 'delete_issue' ? { ...t, description: 'Delete an issue once it is resolved.' } : t))
    const b = blame(catalogOf(base), catalogOf(head), 'resolved issue', 'claude-code@2.0', 'mcp__tracker__close_issue')
    expect(b.base).toEqual({ rank: 1, score: 7 })
    expect(b.head).toEqual({ rank: 2, score: 7 })
    expect(b.own).toEqual([])
    expect(b.gainers).toEqual([
      {
        tool: 'mcp__tracker__delete_issue',
        base: { rank: 2, score: 7 },
        head: { rank: 1, score: 9 },
        added: false,
        deltas: [{ term: 'resolved', field: 'description', before: 0, after: 2 }]
      }
    ])
    expect(describeBlame(b)).toEqual([
      'tracker/close_issue under claude-code@2.0: #1 → #2',
      '  tracker/delete_issue #2 → #1: "resolved" description +2'
    ])
  })

  it('tells a new tool from a changed one, and the expected tool\'s own loss from others\' gains', () => {
    const head = base2.map((t) => (t.name === 'close_issue' ? { ...t, description: 'Close an issue.' } : t))
    const engine = resolveEngine('claude-code@2.1')
    const b = blame(catalogOf(base2), catalogOf(head), 'resolved issue', engine, 'mcp__tracker__close_issue')
    expect([b.base?.rank, b.head?.rank]).toEqual([1, 2])
    expect(b.engine).toBe('claude-code@2.1')
    expect(b.own).toEqual([{ term: 'resolved', field: 'description', before: 2, after: 0 }])
    // delete_issue did not change: it only moved ahead because close_issue lost points.
    expect(b.gainers.map((g) => [g.tool, g.added, g.deltas.length])).toEqual([['mcp__tracker__delete_issue', false, 0]])
    const c = blame(catalogOf(base2), catalogOf(base2, [{ name: 'resolved_issue_closer', description: 'Close a resolved issue.' }]), 'resolved issue', engine, 'mcp__tracker__close_issue')
    expect(c.gainers).toMatchObject([{ tool: 'mcp__other__resolved_issue_closer', base: null, added: true }])
    expect(describeBlame(c)[1]).toBe('  other/resolved_issue_closer added: new tool')
    expect(describeBlame(b)[2]).toBe('  tracker/delete_issue #2 → #1: unchanged; it moved ahead as the tool lost points')
  })

  it('finds no gainer when nothing overtook the tool', () => {
    const b = blame(catalogOf(base), catalogOf(base), 'close issue', 'claude-code@2.1', 'mcp__tracker__close_issue')
    expect(b).toMatchObject({ base: { rank: 1 }, head: { rank: 1 }, own: [], gainers: [] })
  })
})
