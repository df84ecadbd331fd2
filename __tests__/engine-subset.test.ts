/**
 * `Engine.prepareSubset`: the catalog alone (the user's servers without their neighbours) ranked
 * from the whole catalog's prepared indexes answers exactly as the catalog alone prepared on
 * its own, on real recorded catalogs and the bundled neighbours, for every query kind.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { Moves, reorderCatalog } from '../src/advice/reordered.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog } from '../src/catalog/types.js'
import { readCatalogText } from '../src/collect/catalog-file.js'
import { engineIds, resolveEngine } from '../src/engines/registry.js'
import type { Engine, PreparedCatalog, SearchOptions } from '../src/engines/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { splitNeighbours } from '../src/evaluate/neighbours.js'
import type { Judge } from '../src/evaluate/types.js'
import { lintManifest } from '../src/lint/run.js'
import { parseManifest } from '../src/manifest/load.js'
import { NEIGHBOUR_NAMES } from '../src/manifest/schema.js'
import { loadNeighbours } from '../src/neighbours/bundled.js'

/** The user's own servers: recorded catalogs under other names, so every bundled copy of them is a neighbour with the same tool names. */
const OWN = ['github', 'slack', 'filesystem', 'memory']

function recorded(name: string): ReturnType<typeof readCatalogText>['listing'] {
  const text = readFileSync(new URL(`./fixtures/catalogs/${name}.tools.json`, import.meta.url), 'utf8')
  return readCatalogText(`team-${name}`, `${name}.tools.json`, text).listing
}

const catalog: Catalog = buildCatalog([...OWN.map(recorded), ...(await loadNeighbours(NEIGHBOUR_NAMES))])
const alone = splitNeighbours(catalog)!.alone

const QUERIES = [
  'create issue',
  'search repositories on github',
  'send a message to a slack channel',
  'read file contents',
  'list',
  'post message',
  '+issue comment',
  'create_issue',
  '',
  'mcp__github__create_issue',
  'mcp__team-github__create_issue',
  'MCP__TEAM-GITHUB__CREATE_ISSUE',
  'mcp__github',
  'mcp__team-slack',
  'select:mcp__github__create_issue',
  'select:mcp__team-github__create_issue',
  'select:create_issue,mcp__github__search_code,mcp__team-memory__read_graph',
  'select:search_code'
]

const subsetEngines = [...new Set(engineIds().map(resolveEngine))].filter((e) => e.prepareSubset)

function searches(engine: Engine, prepared: PreparedCatalog, keep?: SearchOptions['keep'], queries: readonly string[] = QUERIES): unknown[] {
  return queries.map((q) => {
    try {
      return engine.search(prepared, q, { maxResults: engine.defaultMaxResults, ...(keep ? { keep } : {}) })
    } catch (err) {
      return (err as Error).message
    }
  })
}

describe('Engine.prepareSubset', () => {
  it('is had by every engine: Codex counts BM25\'s corpus statistics again among the subset\'s documents', () => {
    expect(new Set(subsetEngines.map((e) => e.family))).toEqual(new Set(['claude-code', 'ai-sdk', 'codex']))
    expect(subsetEngines.map((e) => e.id)).toEqual(expect.arrayContaining(['claude-code@2.0', 'claude-code@2.1', 'codex', 'ai-sdk']))
  })

  it.each(subsetEngines.map((e) => [e.id, e] as const))('%s: the catalog alone ranked from the whole catalog equals it prepared on its own', (_id, engine) => {
    const view = engine.prepareSubset!(engine.prepare(catalog), alone)!
    expect(view.catalog).toBe(alone)
    const own = engine.prepare(alone)
    expect(searches(engine, view)).toEqual(searches(engine, own))
    const keep = { top: 6, tools: ['mcp__team-github__add_issue_comment', 'mcp__github__create_issue', 'mcp__team-slack__slack_post_message', 'mcp__team-memory__read_graph'] }
    expect(searches(engine, view, keep)).toEqual(searches(engine, own, keep))
  })

  it('answers each step among the subset\'s tools: a neighbour\'s exact name, `select:`, the one tool per bare name', () => {
    const cc = resolveEngine('claude-code@2.1')
    const whole = cc.prepare(catalog)
    const view = cc.prepareSubset!(whole, alone)!
    expect([catalog.tools.length, alone.tools.length]).toEqual([928, 57])
    expect(cc.search(whole, 'mcp__github__create_issue', { maxResults: 5 })).toMatchObject({ mode: 'exact-name', results: ['mcp__github__create_issue'] })
    expect(cc.search(view, 'mcp__github__create_issue', { maxResults: 5 })).toEqual({ mode: 'keyword', results: [], ranking: [] })
    const select = 'select:create_issue,mcp__github__search_code,mcp__team-memory__read_graph'
    expect(cc.search(view, select, { maxResults: 5 }).results).toEqual(['mcp__team-github__create_issue', 'mcp__team-memory__read_graph'])
    expect(cc.search(view, 'post message', { maxResults: 5 }).results).toEqual([
      'mcp__team-slack__slack_post_message',
      'mcp__team-slack__slack_reply_to_thread',
      'mcp__team-slack__slack_add_reaction',
      'mcp__team-slack__slack_get_thread_replies'
    ])

    // With the neighbours the app holds one `create_issue` of three (the user's, ranked first); alone, no other tool has its name.
    const ai = resolveEngine('ai-sdk')
    const aiWhole = ai.prepare(catalog)
    const aiView = ai.prepareSubset!(aiWhole, alone)!
    expect(ai.search(aiWhole, 'create issue', { maxResults: 5 }).ranking[0]).toMatchObject({ tool: 'mcp__team-github__create_issue', score: 6, sameName: ['mcp__github__create_issue', 'mcp__gitlab__create_issue'] })
    const mine = ai.search(aiView, 'create issue', { maxResults: 5 })
    expect(mine.ranking[0]).toEqual({
      tool: 'mcp__team-github__create_issue',
      score: 6,
      rank: 1,
      breakdown: [
        { term: 'create', field: 'name', points: 2 },
        { term: 'create', field: 'description', points: 1 },
        { term: 'issue', field: 'name', points: 2 },
        { term: 'issue', field: 'description', points: 1 }
      ]
    })
    expect([mine.ranking.length, mine.results]).toEqual([
      13,
      ['mcp__team-github__create_issue', 'mcp__team-github__create_or_update_file', 'mcp__team-github__create_repository', 'mcp__team-github__create_pull_request', 'mcp__team-github__create_branch']
    ])
  })

  it.each(subsetEngines.map((e) => [e.id, e] as const))('%s: the same with a second page, an always-loaded tool and a search hint', (_id, engine) => {
    const paged = buildCatalog([
      {
        name: 'team-archive',
        source: 'catalog',
        pages: 2,
        toolPages: [1, 1, 2],
        tools: [
          { name: 'list_records', description: 'List the records of the archive.' },
          { name: 'post_message', description: 'Post a message to the archive channel.', _meta: { 'anthropic/alwaysLoad': true } },
          { name: 'restore_record', description: 'Restore a record.', _meta: { 'anthropic/searchHint': 'archive undelete' } }
        ]
      },
      recorded('slack')
    ])
    // The archive server alone: the first tools of the catalog, as the user's servers are before their neighbours.
    const alone = { servers: paged.servers.slice(0, 1), tools: paged.tools.filter((t) => t.rawServer === 'team-archive') }
    const queries = ['archive', 'records', 'post message', 'undelete', 'mcp__team-archive__post_message', 'mcp__team-archive', 'select:mcp__team-archive__restore_record', 'mcp__team-slack__slack_post_message']
    const view = engine.prepareSubset!(engine.prepare(paged), alone)!
    expect(searches(engine, view, undefined, queries)).toEqual(searches(engine, engine.prepare(alone), undefined, queries))
    const keep = { top: 2, tools: ['mcp__team-archive__restore_record', 'mcp__team-slack__slack_post_message'] }
    expect(searches(engine, view, keep, queries)).toEqual(searches(engine, engine.prepare(alone), keep, queries))
  })

  it('codex: scores by the subset\'s own document count, frequencies and average length, not the whole catalog\'s', () => {
    const codex = resolveEngine('codex')
    const whole = codex.prepare(catalog)
    const view = codex.prepareSubset!(whole, alone)!
    const top = (prepared: PreparedCatalog): unknown => codex.search(prepared, 'create issue', { maxResults: 3 }).ranking.slice(0, 2).map((r) => [r.tool, r.score])
    expect(top(view)).toEqual(top(codex.prepare(alone)))
    expect(top(view)).not.toEqual(top(whole))
    expect(codex.clientName!(view, alone.tools[0])).toBe(codex.clientName!(codex.prepare(alone), alone.tools[0]))
  })

  it('codex: undefined when the subset would name a tool differently or keeps a copy whose first the whole catalog kept', () => {
    const codex = resolveEngine('codex')
    // `a.b` and `a_b` sanitise alike: in the whole catalog each namespace gets a hash, alone `a_b` is `mcp__a_b`.
    const clash = buildCatalog([
      { name: 'a.b', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'first copy' }] },
      { name: 'a_b', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'second copy' }] }
    ])
    const second = { servers: clash.servers.slice(1), tools: clash.tools.slice(1) }
    expect(codex.prepareSubset!(codex.prepare(clash), second)).toBeUndefined()
    expect(codex.clientName!(codex.prepare(second), second.tools[0])).toBe('mcp__a_bfind')
    // One server listing a tool twice: the whole catalog keeps the first copy; a subset of the second alone keeps that one.
    const repeated = buildCatalog([{ name: 'dup', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'first copy' }, { name: 'find', description: 'second copy' }, { name: 'other', description: 'third' }] }])
    const whole = codex.prepare(repeated)
    expect(codex.prepareSubset!(whole, { servers: repeated.servers, tools: repeated.tools.slice(1) })).toBeUndefined()
    const firstAndOther = { servers: repeated.servers, tools: [repeated.tools[0], repeated.tools[2]] }
    expect(searches(codex, codex.prepareSubset!(whole, firstAndOther)!, undefined, ['find copy', 'third', 'dup'])).toEqual(searches(codex, codex.prepare(firstAndOther), undefined, ['find copy', 'third', 'dup']))
    // From an edited catalog's index (its postings an overlay over the original's): the same.
    const other = { ...repeated.tools[2], rawDescription: 'third copy, edited' }
    const edited = { servers: repeated.servers, tools: [repeated.tools[0], repeated.tools[1], other] }
    const editedSubset = { servers: repeated.servers, tools: [repeated.tools[0], other] }
    const fromEdited = codex.prepareSubset!(codex.prepareEdited!(whole, edited, [other]), editedSubset)!
    expect(searches(codex, fromEdited, undefined, ['find copy', 'third edited'])).toEqual(searches(codex, codex.prepare(editedSubset), undefined, ['find copy', 'third edited']))
  })

  it('is undefined for tools that are not some of the catalog\'s in its order (callers then prepare them in full)', () => {
    for (const engine of subsetEngines) {
      const whole = engine.prepare(alone)
      expect(engine.prepareSubset!(whole, { servers: alone.servers, tools: [...alone.tools].reverse() })).toBeUndefined()
      expect(engine.prepareSubset!(whole, catalog)).toBeUndefined()
    }
    // Two servers whose names sanitise alike: Claude Code reads the first tool's description for both, so a subset without it is prepared on its own.
    const twice = buildCatalog([
      { name: 'a.b', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'first copy' }] },
      { name: 'a_b', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'second copy' }] }
    ])
    const second = { servers: twice.servers.slice(1), tools: twice.tools.slice(1) }
    const cc = resolveEngine('claude-code@2.1')
    expect(cc.search(cc.prepare(twice), 'second', { maxResults: 5 }).results).toEqual([])
    expect(cc.prepareSubset!(cc.prepare(twice), second)).toBeUndefined()
    expect(cc.prepareSubset!(cc.prepare(twice), { servers: twice.servers.slice(0, 1), tools: twice.tools.slice(0, 1) })).toBeDefined()
    const ai = resolveEngine('ai-sdk')
    expect(ai.search(ai.prepareSubset!(ai.prepare(twice), second)!, 'second', { maxResults: 5 })).toEqual(ai.search(ai.prepare(second), 'second', { maxResults: 5 }))
  })
})

describe('Engine.prepareReordered', () => {
  // Listing-order advice's move: a tool of team-github listed before another of its server, every tool between renumbered.
  const github = catalog.tools.filter((t) => t.rawServer === 'team-github')
  const moved = reorderCatalog(catalog, github[github.length - 1].id, github[2].id)
  const keep = { top: 6, tools: [github[github.length - 1].id, github[2].id, 'mcp__team-slack__slack_post_message'] }

  it('codex: the moved catalog ranked from the catalog\'s own index equals it prepared in full, kept rankings and flat names too', () => {
    const codex = resolveEngine('codex')
    expect(moved.tools.filter((t, i) => t !== catalog.tools[i]).length).toBe(github.length - 2)
    const view = codex.prepareReordered!(codex.prepare(catalog), moved)!
    expect(view.catalog).toBe(moved)
    const own = codex.prepare(moved)
    expect(searches(codex, view)).toEqual(searches(codex, own))
    expect(searches(codex, view, keep)).toEqual(searches(codex, own, keep))
    expect(moved.tools.map((t) => codex.clientName!(view, t))).toEqual(moved.tools.map((t) => codex.clientName!(own, t)))
  })

  it('codex: undefined when an identity repeats (the listing order picks the copy kept) or the tools differ', () => {
    const codex = resolveEngine('codex')
    const repeated = buildCatalog([{ name: 'dup', source: 'catalog', pages: 1, tools: [{ name: 'find', description: 'first copy' }, { name: 'other', description: 'third' }, { name: 'find', description: 'second copy' }] }])
    expect(codex.prepareReordered!(codex.prepare(repeated), reorderCatalog(repeated, repeated.tools[2].id, repeated.tools[0].id))).toBeUndefined()
    expect(codex.prepareReordered!(codex.prepare(alone), moved)).toBeUndefined()
  })

  it('is shared: a move made once and prepared once per engine, for advice and the evaluation alike', () => {
    const moves = new Moves()
    const [tool, before] = [github[github.length - 1].id, github[2].id]
    const codex = resolveEngine('codex')
    const prepared = codex.prepare(catalog)
    const first = moves.prepared(codex, prepared, tool, before)
    expect(moves.prepared(codex, prepared, tool, before)).toBe(first)
    expect(first.catalog.tools.map((t) => t.id)).toEqual(moved.tools.map((t) => t.id))
    const cc = resolveEngine('claude-code@2.1')
    expect(moves.prepared(cc, cc.prepare(catalog), tool, before).catalog).toBe(first.catalog)
    // Another move, or the same move of another catalog, is a catalog of its own.
    expect(moves.prepared(codex, prepared, tool, github[1].id).catalog).not.toBe(first.catalog)
    expect(moves.prepared(codex, codex.prepare(alone), tool, before).catalog).not.toBe(first.catalog)
    expect(new Moves().prepared(codex, prepared, tool, before)).not.toBe(first)
  })
})

/** Runs `run` with no engine answering subsets: every catalog is then prepared on its own, as before the capability. */
function withoutSubsets<T>(run: () => T): T {
  const saved = subsetEngines.map((e) => e.prepareSubset)
  subsetEngines.forEach((e) => delete e.prepareSubset)
  try {
    return run()
  } finally {
    subsetEngines.forEach((e, i) => (e.prepareSubset = saved[i]))
  }
}

const MANIFEST = `version: 1
engines: [claude-code@2.0, claude-code@2.1, codex, ai-sdk]
servers:
${OWN.map((name) => `  team-${name}: {catalog: ${name}.tools.json}`).join('\n')}
neighbours: popular
queries:
  - query: create issue
    expect: team-github/create_issue
    rank: 1
  - query: post message
    expect: team-slack/slack_post_message
    rank: 1
  - query: list channels
    expect: team-slack/slack_list_channels
  - query: read file contents
    expect: team-filesystem/read_file
    forbid: team-filesystem/write_file
  - query: search code in repositories
    expect: team-github/search_code
  - query: add a comment to an issue
    expect: team-github/add_issue_comment
    rank: 2
  - query: mcp__github__create_issue
    expect: team-github/create_issue
  - query: select:mcp__team-github__create_issue,read_graph
    expect: team-memory/read_graph
  - query: +graph entities
    expect: team-memory/create_entities
`

describe('evaluation and lint with neighbours', () => {
  const manifest = parseManifest(MANIFEST, 'm.yml')

  it.each(['with-neighbours', 'alone'] as Judge[])('judged %s: the same evaluation and lint findings as with every catalog prepared on its own', (judge) => {
    const run = (): unknown => {
      const prepared = new Map<string, PreparedCatalog>()
      const evaluation = evaluate(manifest, catalog, { judge, prepared, neighbourSet: 'test' })
      return { evaluation, findings: lintManifest(manifest, catalog, { prepared }) }
    }
    const mine = run() as { evaluation: ReturnType<typeof evaluate> }
    expect(mine).toEqual(withoutSubsets(run))
    // The view alone differs from the view with neighbours: the comparison is not of two copies of one view.
    expect(mine.evaluation.neighbours).toMatchObject({ judge, alone: { passed: 6, judged: 9 }, withNeighbours: { passed: 1, judged: 9 } })
  })
})

