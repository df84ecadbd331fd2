/**
 * Advice for failing expectations: the advised edit, applied to the servers' own tools/list
 * (not to the catalog the advice was computed on) and ranked again from scratch, makes the
 * expectation pass at exactly the projected rank; every advised word is needed; and
 * "unreachable" means that even every query word does not reach the cut.
 */
import { describe, expect, it } from '@jest/globals'
import { adviseExpectation, applyEdits, isListingOrder, isUnreachable, type Advice, type AdviceEdit } from '../src/advice/index.js'
import { describeAdvice } from '../src/report/advice-text.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool, ServerListing } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import type { ExpectationResult } from '../src/evaluate/types.js'
import { parseManifest } from '../src/manifest/load.js'
import { catalogOf, fixtureListings, listingsOf } from './lint-helpers.js'

const tracker: RawTool[] = [
  { name: 'create_issue', description: 'Create an issue in the tracker.' },
  { name: 'add_comment', description: 'Add a comment to an issue.' },
  { name: 'close_issue', description: 'Close an issue.' },
  { name: 'assign_issue', description: 'Assign an issue to a user.' },
  { name: 'whoami', description: 'The signed-in user.' }
]

/** The edits applied to the raw listings, as an author would: words first in the description, or in `_meta["anthropic/searchHint"]`. */
function editListings(listings: readonly ServerListing[], edits: readonly AdviceEdit[]): ServerListing[] {
  const catalog = buildCatalog(listings)
  return listings.map((l) => ({
    ...l,
    tools: l.tools.map((raw) => {
      const mine = edits.filter((e) => {
        const t = catalog.tools.find((x) => x.id === e.tool)!
        return t.rawServer === l.name && t.rawName === raw.name
      })
      if (mine.length === 0) return raw
      const out: RawTool = { ...raw, _meta: { ...raw._meta } }
      for (const e of mine) {
        const words = e.add.join(' ')
        if (e.field === 'description') out.description = raw.description ? `${words} ${raw.description}` : words
        else out._meta!['anthropic/searchHint'] = `${words} ${String(raw._meta?.['anthropic/searchHint'] ?? '')}`.trim()
      }
      return out
    })
  }))
}

function manifestFor(listings: readonly ServerListing[], engines: string[], queries: Array<[string, string]>) {
  const yml = [
    'version: 1',
    `engines: [${engines.join(', ')}]`,
    'servers:',
    ...listings.map((l) => `  ${l.name}: {catalog: ${l.name}.json}`),
    'queries:',
    ...queries.flatMap(([q, e]) => [`  - query: ${q}`, `    expect: ${e}`]),
    ''
  ].join('\n')
  return parseManifest(yml, 'advice.yml')
}

/** The expectation for (query, engine) after ranking the listings again, with only that engine. */
function rerun(listings: readonly ServerListing[], engine: string, query: [string, string]): ExpectationResult {
  const evaluation = evaluate(manifestFor(listings, [engine], [query]), buildCatalog(listings), { advice: false })
  return evaluation.queries[0].engines[engine].expectations[0]
}

interface Case {
  query: [string, string]
  engine: string
  expectation: ExpectationResult
  advice: Advice
}

function failingCases(listings: readonly ServerListing[], engines: string[], queries: Array<[string, string]>): Case[] {
  const evaluation = evaluate(manifestFor(listings, engines, queries), buildCatalog(listings))
  return evaluation.queries.flatMap((q, i) =>
    Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => !e.pass).map((e) => ({ query: queries[i], engine: r.engine, expectation: e, advice: e.advice! })))
  )
}

function checkAdvice(listings: readonly ServerListing[], c: Case): void {
  const label = `${c.query[0]} under ${c.engine}`
  if (isUnreachable(c.advice)) {
    // Every query word in every field the engine reads still does not reach the cut.
    const words = c.query[0].toLowerCase().split(/\s+/)
    const fields: AdviceEdit['field'][] = c.engine === 'claude-code@2.1' ? ['description', 'searchHint'] : ['description']
    const all = rerun(editListings(listings, fields.map((field) => ({ tool: c.expectation.tool, field, add: words }))), c.engine, c.query)
    expect({ label, pass: all.pass }).toEqual({ label, pass: false })
    if (c.advice.bestRank !== null) expect({ label, rank: all.rank }).toEqual({ label, rank: c.advice.bestRank })
    return
  }
  if (isListingOrder(c.advice)) throw new Error(`${label}: listing-order advice is checked in advice-order.test.ts`)
  const after = rerun(editListings(listings, c.advice.edits), c.engine, c.query)
  expect({ label, pass: after.pass, rank: after.rank }).toEqual({ label, pass: true, rank: c.advice.projectedRank })
  // Smallest: without any one of the advised words, the expectation fails again.
  const words = c.advice.edits.flatMap((e) => e.add.map((w) => ({ e, w })))
  if (words.length > 1) {
    for (const { e, w } of words) {
      const fewer = c.advice.edits.map((x) => (x === e ? { ...x, add: x.add.filter((y) => y !== w) } : x))
      expect({ label, without: w, pass: rerun(editListings(listings, fewer), c.engine, c.query).pass }).toEqual({ label, without: w, pass: false })
    }
  }
}

describe('advice on ten servers (a tracker and nine published servers), both Claude Code generations', () => {
  const listings: ServerListing[] = [...listingsOf({ tracker }), ...fixtureListings()]
  const queries: Array<[string, string]> = [
    ['comment on issue', 'tracker/add_comment'],
    ['resolve ticket', 'tracker/close_issue'],
    ['remember fact', 'memory/add_observations'],
    ['get group', 'ms365/get-group']
  ]
  const cases = failingCases(listings, ['claude-code@2.1', 'claude-code@2.0'], queries)

  it('advises every failing expectation', () => {
    expect(cases.length).toBeGreaterThanOrEqual(7)
    for (const c of cases) expect(c.advice).toBeDefined()
  })

  it('applied to the tools/list, the advised edit passes at the projected rank (claude-code@2.1)', () => {
    const mine = cases.filter((c) => c.engine === 'claude-code@2.1' && !isUnreachable(c.advice))
    expect(mine.length).toBeGreaterThanOrEqual(3)
    // 2.1 reads search hints: the comment query is advised through the hint.
    expect(mine.find((c) => c.query[0] === 'comment on issue')?.advice).toEqual({ edits: [{ tool: 'mcp__tracker__add_comment', field: 'searchHint', add: ['comment', 'issue'] }], projectedRank: 4, requirement: { kind: 'cut', n: 5 } })
    for (const c of mine) checkAdvice(listings, c)
  })

  it('applied to the tools/list, the advised edit passes at the projected rank (claude-code@2.0)', () => {
    const mine = cases.filter((c) => c.engine === 'claude-code@2.0' && !isUnreachable(c.advice))
    expect(mine.length).toBeGreaterThanOrEqual(2)
    expect(mine.find((c) => c.query[0] === 'resolve ticket')?.advice).toEqual({ edits: [{ tool: 'mcp__tracker__close_issue', field: 'description', add: ['ticket'] }], projectedRank: 2, requirement: { kind: 'cut', n: 5 } })
    for (const c of mine) {
      expect(c.advice).not.toHaveProperty('edits.0.field', 'searchHint')
      checkAdvice(listings, c)
    }
  })

  it('says when no edit can reach the cut, and names the neighbour whose name matches better', () => {
    const group = cases.filter((c) => c.query[0] === 'get group')
    expect(group.map((c) => c.engine).sort()).toEqual(['claude-code@2.0', 'claude-code@2.1'])
    for (const c of group) {
      expect(c.advice).toMatchObject({ unreachable: true, neighbour: expect.stringMatching(/^mcp__gitlab__get_group_/) })
      checkAdvice(listings, c)
    }
    const v21 = group.find((c) => c.engine === 'claude-code@2.1')!.advice
    expect(describeAdvice(v21)).toMatch(
      /^no edit of its text reaches the top 5 \(at best #7\): with every query word in its description and its search hint, ms365\/get-group reaches #7: gitlab\/get_group_\w+ scores 36 \("get": name part \+12, inside the whole name \+4, description \+2; "group": name part \+12/
    )
  })
})

describe('advice under engines with corpus statistics and whole-word tokens', () => {
  const small = listingsOf({
    tracker,
    wiki: ['page', 'space', 'ticket', 'comment', 'user', 'group'].map((w) => ({ name: `get_${w}`, description: `Get a ${w}. Resolve ${w} links.` }))
  })
  it.each(['codex', 'ai-sdk'])('%s: the advised edit passes at the projected rank', (engine) => {
    const cases = failingCases(small, [engine], [['resolve ticket', 'tracker/close_issue'], ['close stale ticket', 'tracker/close_issue']])
    expect(cases.length).toBeGreaterThan(0)
    for (const c of cases) {
      expect(isUnreachable(c.advice)).toBe(false)
      checkAdvice(small, c)
    }
  })
})

describe('adviseExpectation', () => {
  const catalog = catalogOf(
    {
      p: [
        { name: 'first', description: 'The first page.' },
        { name: 'archive_ticket', description: 'Archive a ticket.' }
      ]
    },
    { p: { pages: 2, toolPages: [1, 2] } }
  )
  const v20 = resolveEngine('claude-code@2.0')
  const v21 = resolveEngine('claude-code@2.1')

  it('gives nothing for a passing expectation or a query that skips keyword scoring', () => {
    expect(adviseExpectation({ catalog, engine: v21, query: 'archive ticket', tool: 'mcp__p__archive_ticket', within: 5, maxResults: 5 })).toBeUndefined()
    expect(adviseExpectation({ catalog, engine: v21, query: 'select:mcp__p__nothing', tool: 'mcp__p__archive_ticket', within: 5, maxResults: 5 })).toBeUndefined()
  })

  it('explains a tool claude-code@2.0 cannot see: it is on page 2', () => {
    const advice = adviseExpectation({ catalog, engine: v20, query: 'archive ticket', tool: 'mcp__p__archive_ticket', within: 5, maxResults: 5 })
    expect(advice).toEqual({ unreachable: true, neighbour: null, bestRank: null, reason: expect.stringContaining('page 2 of tools/list'), requirement: { kind: 'cut', n: 5 } })
  })

  it('prefers content words over stop words', () => {
    const c = catalogOf({ s: [{ name: 'relate', description: 'Link two records.' }] })
    const advice = adviseExpectation({ catalog: c, engine: v21, query: 'link of records', tool: 'mcp__s__relate', within: 1, maxResults: 5 })
    expect(advice).toBeUndefined() // already first
    const rivals = catalogOf({ a: [{ name: 'link_of_records', description: 'x' }], s: [{ name: 'relate', description: 'Relate two things.' }] })
    const got = adviseExpectation({ catalog: rivals, engine: v21, query: 'link of records', tool: 'mcp__s__relate', within: 2, maxResults: 5 })
    expect(got).toMatchObject({ edits: [{ field: 'description', add: ['link'] }] })
  })

  it('applyEdits puts the words first in the description and the hint, and leaves other tools alone', () => {
    const edited = applyEdits(catalog, [
      { tool: 'mcp__p__first', field: 'description', add: ['alpha', 'beta'] },
      { tool: 'mcp__p__first', field: 'searchHint', add: ['gamma'] }
    ])
    expect(edited.tools[0]).toMatchObject({ description: 'alpha beta The first page.', rawDescription: 'alpha beta The first page.', searchHint: 'gamma' })
    expect(edited.tools[1]).toBe(catalog.tools[1])
  })
})
