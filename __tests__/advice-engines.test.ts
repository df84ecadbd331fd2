/**
 * Advice, findings and explanations that hold under every engine, on recorded catalogs: Codex's
 * promoted set, a tie decided by listing order, a deprecated tool the manifest still expects,
 * docstring sections, and a finding only an engine the manifest does not run would show.
 * Every change the advice proposes is applied to the servers' own tools/list and ranked again.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { isListingOrder, isUnreachable } from '../src/advice/index.js'
import { annotationsFor } from '../src/action/annotations.js'
import { reviewFromReport } from '../src/report/read.js'
import { reviewOf } from './helpers/review.js'
import { jsonReport, reportText } from '../src/report/json.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool, ServerListing } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { crowdingOf } from '../src/evaluate/neighbours.js'
import { lint, lintContext, lintManifest, RULES } from '../src/lint/index.js'
import { proseOf } from '../src/lint/docstring.js'
import { parseManifest } from '../src/manifest/load.js'
import { describeAdvice } from '../src/report/advice-text.js'
import { escapeText } from '../src/report/escape-markdown.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { rankingReport } from '../src/report/ranking-text.js'
import { terminalReport } from '../src/report/terminal.js'
import { makeStyle } from '../src/util/style.js'
import { recordedFilesystem } from './helpers/filesystem-release.js'
import { fixtureListings, listingsOf } from './lint-helpers.js'

const FOUR = ['claude-code@2.1', 'claude-code@2.0', 'codex', 'ai-sdk']

function manifestOf(engines: readonly string[], servers: readonly string[], queries: string): ReturnType<typeof parseManifest> {
  const yml = ['version: 1', `engines: [${engines.join(', ')}]`, 'servers:', ...servers.map((s) => `  ${s}: {catalog: ${s}.json}`), queries ? `queries:\n${queries}` : 'queries: []'].join('\n')
  return parseManifest(yml, '.github/mcp-tool-rank.yml')
}

/** Ranks of one expectation per engine, the listings evaluated from scratch without advice. */
function ranksOf(listings: readonly ServerListing[], engines: readonly string[], servers: readonly string[], queries: string): Record<string, number | null> {
  const evaluation = evaluate(manifestOf(engines, servers, queries), buildCatalog(listings), { advice: false })
  return Object.fromEntries(Object.values(evaluation.queries[0].engines).map((r) => [r.engine, r.expectations[0].rank]))
}

const renamed = (listings: readonly ServerListing[], server: string, from: string, to: string): ServerListing[] =>
  listings.map((l) => (l.name === server ? { ...l, tools: l.tools.map((t) => (t.name === from ? { ...t, name: to } : t)) } : l))

describe('Codex promotes every tool of a server whose name the query holds (github beside gitlab)', () => {
  const listings = fixtureListings().filter((l) => l.name === 'github' || l.name === 'gitlab')
  const catalog = buildCatalog(listings)
  const codex = resolveEngine('codex')
  const query = 'github pull request reviews'
  const queries = `  - query: ${query}\n    expect: github/get_pull_request_reviews\n`

  it('explains the order of two promoted tools as what it is: by server and tool name, the server\'s name promoting all 26', () => {
    const prepared = codex.prepare(catalog)
    const result = codex.search(prepared, query, { maxResults: 8 })
    // Promoted before every text match, whatever their BM25 scores: not in order of score.
    expect(result.ranking.slice(0, 3).map((r) => [r.tool, r.rank, r.score.toFixed(3)])).toEqual([
      ['mcp__github__add_issue_comment', 1, '3.521'],
      ['mcp__github__create_branch', 2, '4.190'],
      ['mcp__github__create_issue', 3, '4.112']
    ])
    expect(codex.explainOrder(prepared, result, 'mcp__github__fork_repository', 'mcp__github__get_pull_request_reviews')).toEqual({
      fact: { kind: 'promoted-order', names: ['mcp__githubfork_repository', 'mcp__githubget_pull_request_reviews'], server: 'github' },
      text:
        'Codex promotes both ("github" is the name of its server github, which promotes all 26 of its tools) and lists promoted tools in order of server ' +
        'and tool name, not by score: mcp__githubfork_repository before mcp__githubget_pull_request_reviews'
    })
  })

  it('rank --explain says why each run of the ranking is in its order, not only "+0" points out of score order', () => {
    const prepared = codex.prepare(catalog)
    const result = codex.search(prepared, 'gitlab issue', { maxResults: 8 })
    const text = rankingReport('gitlab issue', 'codex', result, 8, { explain: true, limit: 8, order: (a, b) => codex.explainOrder(prepared, result, a, b) }, makeStyle(false))
    expect(text.split('\n').filter((l) => l.includes('↓') || l.includes('"gitlab"') || l.startsWith('    3 ') || l.startsWith('    4 '))).toEqual([
      '      ↓ Codex promotes both (both names end in "_issue") and lists promoted tools in order of server and tool name, not by score: mcp__githubcreate_issue before mcp__githubget_issue',
      '    3    3.069  mcp__github__update_issue            ',
      '      ↓ Codex promotes both (its name ends in "_issue"; gitlab/approve_deployment: "gitlab" is the name of its server gitlab, which promotes all 262 of its tools) ' +
        'and lists promoted tools in order of server and tool name, not by score: mcp__githubupdate_issue before mcp__gitlabapprove_deployment',
      '    4    0.127  mcp__gitlab__approve_deployment      ',
      '               "gitlab": promoted by name, before every text match, bm25 +0.127',
      '      ↓ Codex promotes both ("gitlab" is the name of its server gitlab, which promotes all 262 of its tools) and lists promoted tools in order of server and tool name, ' +
        'not by score: mcp__gitlabapprove_deployment before mcp__gitlabapprove_merge_request',
      '               "gitlab": promoted by name, before every text match, bm25 +0.111',
      '               "gitlab": promoted by name, before every text match, bm25 +0.152',
      '               "gitlab": promoted by name, before every text match, bm25 +0.148',
      '               "gitlab": promoted by name, before every text match, bm25 +0.147'
    ])
  })

  it('advises that no edit of the text can change it, and the name that would; both re-ranked', () => {
    const evaluation = evaluate(manifestOf(['codex'], ['github', 'gitlab'], queries), catalog)
    const e = evaluation.queries[0].engines.codex.expectations[0]
    expect([e.rank, e.pass]).toEqual([14, false])
    expect(describeAdvice(e.advice!)).toBe(
      'no edit of its text reaches the top 8 (at best #14): with every query word in its description, github/get_pull_request_reviews reaches #14: ' +
        'Codex promotes both ("github" is the name of its server github, which promotes all 26 of its tools) and lists promoted tools in order of server and tool name, ' +
        'not by score: mcp__githubfork_repository before mcp__githubget_pull_request_reviews; the query holds the name of github, so its tools come first in that order: ' +
        'no edit of github/get_pull_request_reviews\'s text changes it, only a name that sorts before mcp__githubfork_repository would'
    )
    // Every query word at the start of its description: still #14.
    const edited = listings.map((l) => (l.name === 'github' ? { ...l, tools: l.tools.map((t) => (t.name === 'get_pull_request_reviews' ? { ...t, description: `${query} ${t.description}` } : t)) } : l))
    expect(ranksOf(edited, ['codex'], ['github', 'gitlab'], queries)).toEqual({ codex: 14 })
    // A name that sorts before fork_repository: the 8th promoted tool, within the cut.
    expect(ranksOf(renamed(listings, 'github', 'get_pull_request_reviews', 'fetch_pull_request_reviews'), ['codex'], ['github', 'gitlab'], queries.replace('get_pull', 'fetch_pull'))).toEqual({ codex: 8 })
  })

  it('reports no neighbour "win" for an order of promoted tools while the tool is inside the cut, and says that only the name decides outside it', () => {
    const findings = lint({ catalog, queries: [], engines: [codex], targets: new Set(['gitlab']) }).filter((f) => f.rule === 'neighbour-wins-own-name')
    // gitlab/get_issue: "issue" promotes github's three *_issue tools first, and it is #7 of 8.
    expect(codex.search(codex.prepare(catalog), 'get issue', { maxResults: 8 }).ranking.find((r) => r.tool === 'mcp__gitlab__get_issue')?.rank).toBe(7)
    expect(findings.some((f) => f.id === 'mcp__gitlab__get_issue')).toBe(false)
    expect(findings.find((f) => f.id === 'mcp__gitlab__update_issue')?.message).toBe(
      'its own name\'s words, "update issue", belong to a neighbour: github/create_issue is #1 under codex (yours #9): Codex promotes both (both names end in "_issue") ' +
        'and lists promoted tools in order of server and tool name, not by score: mcp__githubcreate_issue before mcp__gitlabupdate_issue. ' +
        'The names a model chooses between: codex `mcp__gitlabupdate_issue` and `mcp__githubcreate_issue`. ' +
        'No edit of its description changes an order of promoted tools: only its name decides which tools its words promote and where it sorts among them.'
    )
  })
})

describe('read_file and read_text_file tie at equal score: listing order as advice', () => {
  const listings: ServerListing[] = [{ name: 'filesystem', source: 'catalog', pages: 1, tools: recordedFilesystem }]
  const queries = '  - query: read file\n    expect: read_text_file\n    rank: 1\n'
  const evaluation = evaluate(manifestOf(FOUR, ['filesystem'], queries), buildCatalog(listings))
  const advice = Object.fromEntries(Object.values(evaluation.queries[0].engines).map((r) => [r.engine, r.expectations[0].advice!]))

  it('proposes listing read_text_file first for the engines that keep the tool order, names rank: 1, and re-ranks it under every engine', () => {
    expect(Object.values(evaluation.queries[0].engines).map((r) => [r.engine, r.expectations[0].rank])).toEqual([
      ['claude-code@2.1', 2],
      ['claude-code@2.0', 2],
      ['codex', 5],
      ['ai-sdk', 2]
    ])
    const checks = [
      { engine: 'claude-code@2.1', rank: 1, pass: true },
      { engine: 'claude-code@2.0', rank: 1, pass: true },
      { engine: 'codex', rank: 5, pass: false },
      { engine: 'ai-sdk', rank: 1, pass: true }
    ]
    for (const engine of ['claude-code@2.1', 'claude-code@2.0', 'ai-sdk']) {
      expect(advice[engine]).toEqual({
        listing: { tool: 'mcp__filesystem__read_text_file', before: 'mcp__filesystem__read_file' },
        projectedRank: 1,
        requirement: { kind: 'rank', n: 1 },
        engines: checks
      })
    }
    expect(describeAdvice(advice['ai-sdk'])).toBe(
      'list filesystem/read_text_file before filesystem/read_file in the server\'s tools/list → #1, as its `rank: 1` asks: the two score the same, and the client keeps ' +
        'equal scores in that order; re-ranked: #1 under claude-code@2.1, #1 under claude-code@2.0, #5 under codex (still short), #1 under ai-sdk'
    )
  })

  it('the server listing read_text_file first ranks it where the advice says, under every engine', () => {
    const tools = [...recordedFilesystem]
    const from = tools.findIndex((t) => t.name === 'read_text_file')
    const [moved] = tools.splice(from, 1)
    tools.splice(tools.findIndex((t) => t.name === 'read_file'), 0, moved)
    expect(ranksOf([{ ...listings[0], tools }], FOUR, ['filesystem'], queries)).toEqual({ 'claude-code@2.1': 1, 'claude-code@2.0': 1, codex: 5, 'ai-sdk': 1 })
  })

  it('says under Codex that its order of promoted tools, not the text or the listing, keeps it at #5', () => {
    expect(isUnreachable(advice.codex) && !isListingOrder(advice.codex)).toBe(true)
    expect(describeAdvice(advice.codex)).toBe(
      'no edit of its text reaches #1, as its `rank: 1` asks (at best #5): with every query word in its description, filesystem/read_text_file reaches #5: ' +
        'Codex promotes both (both names end in "_file") and lists promoted tools in order of server and tool name, not by score: ' +
        'mcp__filesystemedit_file before mcp__filesystemread_text_file; no edit of its text changes that order: only a name that sorts before mcp__filesystemedit_file would'
    )
  })
})

describe('a deprecated tool the manifest still expects', () => {
  const listings: ServerListing[] = [{ name: 'filesystem', source: 'catalog', pages: 1, tools: recordedFilesystem }]
  const queries = [
    '  - query: read file',
    '    expect: read_file',
    '  - query: read the whole file',
    '    expect: filesystem/read_file',
    '  - query: list directory',
    '    expect: list_directory',
    ''
  ].join('\n')
  const manifest = manifestOf(FOUR, ['filesystem'], queries)
  const catalog = buildCatalog(listings)
  const evaluation = evaluate(manifest, catalog)
  const message = '`read_file` is deprecated in favour of `read_text_file` (its description says DEPRECATED): expect it instead'

  it('warns at each expectation that names it, at its line and column', () => {
    expect(evaluation.manifestWarnings).toEqual([
      { line: 7, col: 13, ref: 'read_file', tool: 'mcp__filesystem__read_file', replacements: ['mcp__filesystem__read_text_file'], message },
      { line: 9, col: 13, ref: 'filesystem/read_file', tool: 'mcp__filesystem__read_file', replacements: ['mcp__filesystem__read_text_file'], message }
    ])
  })

  it('shows the warning in the terminal, the comment and as an annotation at that line and column', () => {
    const review = reviewOf({ evaluation })
    // In a terminal wide enough for each warning on a line of its own.
    const terminal = terminalReport(review, makeStyle(false), { columns: 300 })
    expect(terminal.split('\n').filter((l) => l.includes('deprecated in favour'))).toEqual([
      `warning: .github/mcp-tool-rank.yml:7:13: ${message}`,
      `warning: .github/mcp-tool-rank.yml:9:13: ${message}`
    ])
    const comment = renderMarkdown({ review, context: { manifest: '.github/mcp-tool-rank.yml' } }, { mode: 'comment', maxLength: 65_000 })
    expect(comment).toContain(`> [!WARNING]\n> Manifest line 7: ${escapeText(message, 300)}\n> Manifest line 9: ${escapeText(message, 300)}\n`)
    // The JSON report carries them, and a comment rendered from it (a fork's pull request) shows them too.
    const read = reviewFromReport(JSON.parse(reportText(jsonReport(review))))
    expect(read.evaluation.manifestWarnings).toEqual(evaluation.manifestWarnings)
    expect(annotationsFor(review).filter((a) => a.message === message)).toEqual([
      { level: 'warning', line: 7, col: 13, message },
      { level: 'warning', line: 9, col: 13, message }
    ])
  })

  it('deprecated-outranks-replacement checks the queries of either tool under every engine and points at the first of them', () => {
    const [finding] = lintManifest(manifest, catalog).filter((f) => f.rule === 'deprecated-outranks-replacement')
    expect([finding.line, finding.col]).toEqual([6, 5])
    // Codex ranks read_file #3 and read_text_file #5, both in the top 8 and promoted by "file": by name, which no description changes.
    expect(finding.message).toBe(
      'deprecated (its description says DEPRECATED), yet it ranks above filesystem/read_text_file, the tool it names, for the queries of either tool: ' +
        '"read file" ranks it #1 and read_text_file #2 under claude-code@2.1, claude-code@2.0, ai-sdk; ' +
        '"read the whole file" ranks it #1 and read_text_file #2 under claude-code@2.1, claude-code@2.0, ai-sdk. ' +
        'A model searching for the new tool is shown this one first. Keep its description to the pointer, without the new tool\'s words, or remove it.'
    )
  })
})

/** A notes server whose descriptions come from docstrings, as FastMCP writes them. */
const jot: RawTool[] = [
  {
    name: 'search_notes',
    description: 'Search the notes for a text.\n\nArgs:\n    query: The text to look for.\n    folder: The folder to search, as list_folders names it.\n    limit: How many notes to return.\n\nReturns:\n    The matching notes, newest first, each with its folder and title.',
    inputSchema: { type: 'object', properties: { query: {}, folder: {}, limit: {} } }
  },
  { name: 'list_folders', description: 'List the folders of the notebook.', inputSchema: { type: 'object', properties: {} } },
  {
    name: 'read_note',
    description: 'Read one note.\n\nArgs:\n    title: The title of the note.\n    folder: The folder it is in.\n\nReturns:\n    The text of the note with its folder and title.',
    inputSchema: { type: 'object', properties: { title: {}, folder: {} } }
  },
  { name: 'move_note', description: 'Move a note to another folder.', inputSchema: { type: 'object', properties: { title: {}, folder: {} } } },
  { name: 'delete_note', description: 'Delete a note.', inputSchema: { type: 'object', properties: { title: {} } } }
]

describe('docstring sections in descriptions', () => {
  const engines = ['claude-code@2.1', 'codex', 'ai-sdk']
  const queries = '  - query: note folder\n    expect: move_note\n    rank: 1\n  - query: note title\n    expect: read_note\n'
  const manifest = manifestOf(engines, ['jot'], queries)
  const listings = listingsOf({ jot })

  it('advises moving Args:/Returns: into the input schema, with what that re-ranks', () => {
    const findings = lintManifest(manifest, buildCatalog(listings)).filter((f) => f.rule === 'docstring-sections')
    expect(findings.map((f) => [f.id, f.message])).toEqual([
      [
        'mcp__jot__search_notes',
        'its description carries docstring sections (Args:, Returns:): "Args: query: The text to look for. folder: The folder to search, as list_folder…". ' +
          'Move each parameter\'s text into its property description in inputSchema (no client\'s tool search reads it) and keep the description to what the tool does. ' +
          'Re-ranked with them moved, none of its queries ("search notes") changes rank under claude-code@2.1, codex, ai-sdk.'
      ],
      [
        'mcp__jot__read_note',
        'its description carries docstring sections (Args:, Returns:): "Args: title: The title of the note. folder: The folder it is in. Returns: The t…". ' +
          'Move each parameter\'s text into its property description in inputSchema (no client\'s tool search reads it) and keep the description to what the tool does. ' +
          'Re-ranked with them moved: "note folder" jot/move_note #2 → #1 under claude-code@2.1, "note folder" jot/move_note #2 → #1 under ai-sdk.'
      ]
    ])
    // Neither boilerplate nor jargon sends the parameter prose ("folder", "title") to the server's instructions: only the prose's own word is jargon.
    expect(lintManifest(manifest, buildCatalog(listings)).filter((f) => f.rule === 'shared-boilerplate' || f.rule === 'jargon').map((f) => f.message)).toEqual([
      'a word is in most of its 5 descriptions: "note" (3). A query with it adds the same points to all those tools and only reorders them by accident. ' +
        'Your queries use "note", which scores all of those tools alike. Keep such a word where it tells a tool apart and drop it where it is filler.'
    ])
  })

  it('the sections moved out of the tools/list, the expectation ranks where the finding says', () => {
    const moved = listingsOf({ jot: jot.map((t) => ({ ...t, description: proseOf(t.description!, t.inputSchema) })) })
    expect(moved[0].tools.find((t) => t.name === 'read_note')?.description).toBe('Read one note.')
    expect(ranksOf(listings, engines, ['jot'], queries)).toEqual({ 'claude-code@2.1': 2, codex: 2, 'ai-sdk': 2 })
    expect(ranksOf(moved, engines, ['jot'], queries)).toEqual({ 'claude-code@2.1': 1, codex: 2, 'ai-sdk': 1 })
  })

  it('finds the `- name:` lines of a recorded server (sequential-thinking), the header above them included', () => {
    const recorded = JSON.parse(readFileSync(new URL('../neighbours/sequential-thinking.json', import.meta.url), 'utf8')) as { tools: RawTool[] }
    const catalog = buildCatalog([{ name: 'sequential-thinking', source: 'catalog', pages: 1, tools: recorded.tools }])
    const [finding] = lint({ catalog, queries: [], engines: [resolveEngine('claude-code@2.1')] }).filter((f) => f.rule === 'docstring-sections')
    expect(finding.message).toBe(
      'its description carries docstring sections (Parameters:, - name:): "Parameters explained: - thought: Your current thinking step, which can include:…". ' +
        'Move each parameter\'s text into its property description in inputSchema (no client\'s tool search reads it) and keep the description to what the tool does. ' +
        'Re-ranked with them moved, none of its queries ("sequentialthinking") changes rank under claude-code@2.1.'
    )
    const prose = proseOf(catalog.tools[0].description, catalog.tools[0].inputSchema)
    expect(prose).toContain('Key features:')
    expect(prose).toContain('You should:')
    expect(prose).not.toContain('thoughtNumber')
  })
})

describe('a finding names the engines it affects, and none the manifest does not run', () => {
  const ms365 = fixtureListings().filter((l) => l.name === 'ms365')
  const catalog = buildCatalog(ms365)
  const pollution = (engines: string[]) =>
    lint(lintContext(manifestOf(engines, ['ms365'], ''), catalog), { registry: [RULES.find((r) => r.id === 'prerequisite-pollution')!] }).filter((f) => f.id === 'mcp__ms365__remove-account')

  it('is quiet for remove-account under a Claude Code manifest: its note moves nothing there', () => {
    expect(pollution(['claude-code'])).toEqual([])
  })

  it('reports it under Codex, naming Codex; without the note the tool leaves Codex\'s top 8 and stays out of Claude Code\'s', () => {
    expect(pollution(['codex']).map((f) => f.message)).toEqual([
      'description names `list-accounts` ("…g. user@outlook.com) or account ID. Use list-accounts to discover available accounts."): it puts the word "list" into this description, ' +
        'which moves tools under codex. Under codex, "list accounts" puts this tool in the top 8 (#8), taking a place from another tool. ' +
        'Move the note into the parameter\'s description in inputSchema (no tool search reads it), or say what is needed without the tool\'s name.'
    ])
    const without = buildCatalog(ms365.map((l) => ({ ...l, tools: l.tools.map((t) => (t.name === 'remove-account' ? { ...t, description: t.description!.replace(' Use list-accounts to discover available accounts.', '') } : t)) })))
    const rank = (engine: string, c: typeof catalog) => {
      const e = resolveEngine(engine)
      return e.search(e.prepare(c), 'list accounts', { maxResults: e.defaultMaxResults }).ranking.find((r) => r.tool === 'mcp__ms365__remove-account')?.rank ?? null
    }
    expect([rank('codex', catalog), rank('codex', without), rank('claude-code@2.1', catalog), rank('claude-code@2.1', without)]).toEqual([8, 9, 113, null])
  })
})

describe('advice that only function words would reach', () => {
  it('says no content edit works, rather than advising "on"', () => {
    const listings = listingsOf({ a: [{ name: 'set_lights', description: 'Set the lights.' }], b: [{ name: 'switch_lights', description: 'Switch the lights.' }] })
    const queries = '  - query: lights on\n    expect: b/switch_lights\n    rank: 1\n'
    const evaluation = evaluate(manifestOf(['claude-code@2.0'], ['a', 'b'], queries), buildCatalog(listings))
    const e = evaluation.queries[0].engines['claude-code@2.0'].expectations[0]
    expect(describeAdvice(e.advice!)).toBe(
      'no edit of its text reaches #1, as its `rank: 1` asks (at best #2): with every query word in its description, b/switch_lights reaches #2: ' +
        'a/set_lights and b/switch_lights both score 7, and Claude Code keeps equal scores in its tool order: a/set_lights\'s server connects first; ' +
        'only the function words "on" would add the points, and no one searches by them: no edit of its content words works'
    )
    // "on" would indeed reach #1: said, not advised.
    const withOn = listingsOf({ a: [{ name: 'set_lights', description: 'Set the lights.' }], b: [{ name: 'switch_lights', description: 'on Switch the lights.' }] })
    expect(ranksOf(withOn, ['claude-code@2.0'], ['a', 'b'], queries)).toEqual({ 'claude-code@2.0': 1 })
    expect(ranksOf(listings, ['claude-code@2.0'], ['a', 'b'], queries)).toEqual({ 'claude-code@2.0': 2 })
  })
})

describe('messages', () => {
  it('does not call a tool that scores nothing, alone or with neighbours, "crowded out"', () => {
    const none = { rank: null, score: null, pass: false }
    const ranking = { results: ['mcp__n__x'], ranking: [{ tool: 'mcp__n__x', score: 4, rank: 1, breakdown: [] }], mode: 'keyword' as const }
    expect(crowdingOf({ kind: 'expect', alwaysLoaded: false }, none, none, () => ranking, new Set(['mcp__n__x']))).toBeUndefined()
    // Scoring alone and pushed out with them, it is.
    expect(crowdingOf({ kind: 'expect', alwaysLoaded: false }, { rank: 1, score: 2, pass: true }, none, () => ranking, new Set(['mcp__n__x']))).toEqual([{ tool: 'mcp__n__x', rank: 1, score: 4, terms: [] }])
  })

  it('labels each engine\'s top places of a query without expectations', () => {
    const listings: ServerListing[] = [{ name: 'filesystem', source: 'catalog', pages: 1, tools: recordedFilesystem }]
    const evaluation = evaluate(manifestOf(['claude-code@2.1', 'codex'], ['filesystem'], '  - query: move a file\n'), buildCatalog(listings))
    const line = terminalReport(reviewOf({ evaluation, manifest: 'm.yml' }), makeStyle(false), { columns: 300 }).split('\n').find((l) => l.includes('move a file'))
    expect(line).toBe(
      '· move a file  claude-code@2.1 top: mcp__filesystem__move_file, mcp__filesystem__read_file, mcp__filesystem__read_text_file · ' +
        'codex top: mcp__filesystem__edit_file, mcp__filesystem__move_file, mcp__filesystem__read_file'
    )
  })
})
