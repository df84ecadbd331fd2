/**
 * Servers that search for themselves: a real FastMCP server (fixtures/servers/fastmcp_catalog.py
 * serving the 32 tools of fixtures/servers/tracker.tools.json) behind its RegexSearchTransform and its BM25SearchTransform, over real stdio.
 * Engine `server` ranks by the server's own answers; the regex search lists every tool behind
 * it, the BM25 search cannot, and the views say which engines could run. One server start per
 * transform and side: the Python start is the cost here.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCheck, type CheckRun } from '../src/check/run-check.js'
import { runPipeline, type PipelineResult } from '../src/pipeline.js'
import { describeDrift, writeLock } from '../src/lock/index.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { terminalReport } from '../src/report/terminal.js'
import { makeStyle } from '../src/util/style.js'
import { tempDir, ROOT } from './helpers/cli.js'
import { FASTMCP_CATALOG_SERVER, fastmcpPython } from './helpers/fastmcp.js'
import { git } from './helpers/git.js'

const PYTHON = fastmcpPython()
/** The tracker's tools, copied into each repository: a pull request edits them there. */
const TRACKER = join(ROOT, '__tests__/fixtures/servers/tracker.tools.json')

const { path: tmp, cleanup } = tempDir('mcp-tool-rank-server-search-')
afterAll(cleanup)

function manifest(args: string, queries: string): string {
  return `version: 1
engines: [server, claude-code@2.1]
servers:
  tracker:
    command: [${JSON.stringify(PYTHON)}, ${JSON.stringify(FASTMCP_CATALOG_SERVER)}, serve, tracker.tools.json, ${args}]
    timeout: 60s
queries:
${queries}`
}

/** The tool names of one engine's ranking for a query, in order. */
function ranked(result: PipelineResult, query: string, engine: string): string[] {
  const run = result.evaluation.queries.find((q) => q.query === query)!.engines[engine]
  return run.ranking.map((r) => r.tool.replace(/^mcp__tracker__/, ''))
}

describe('RegexSearchTransform: the whole catalog listed through the search, expectations judged from its answers', () => {
  const repo = join(tmp, 'regex')
  let base: PipelineResult
  let pr: CheckRun
  let baseSha: string

  beforeAll(async () => {
    git(tmp, 'init', '-q', '-b', 'main', repo)
    copyFileSync(TRACKER, join(repo, 'tracker.tools.json'))
    writeFileSync(
      join(repo, 'mcp-tool-rank.yml'),
      manifest(
        'regex',
        `  - query: milestone
    expect: set_milestone
  - query: label
    expect: list_labels
  - query: "^list_"
    expect: list_milestones
`
      )
    )
    base = await runPipeline({ config: join(repo, 'mcp-tool-rank.yml'), baseDir: repo, callerEnv: process.env })
    await writeLock(join(repo, 'mcp-tools.lock.json'), base.listings)
    git(repo, 'add', '.')
    git(repo, 'commit', '-q', '-m', 'base')
    baseSha = git(repo, 'rev-parse', 'HEAD')
    // One description edit: `create_issue` now mentions labels, so it matches `label` first.
    const tools = readFileSync(join(repo, 'tracker.tools.json'), 'utf8')
    writeFileSync(join(repo, 'tracker.tools.json'), tools.replace('with a title and a body.', 'with a title, a body and labels.'))
    git(repo, 'commit', '-q', '-am', 'create_issue mentions labels')
    pr = await runCheck({ config: join(repo, 'mcp-tool-rank.yml'), baseDir: repo, callerEnv: process.env, manifest: 'mcp-tool-rank.yml', base: { ref: baseSha, mode: 'lock' }, failOn: ['regression'] })
  })

  it('lists all 32 tools behind the search, in the server order, and leaves out the search and call tools', () => {
    const search = base.listings[0].search!
    expect(base.catalog.tools).toHaveLength(32)
    expect(base.catalog.tools[0].name).toBe('create_issue')
    expect(base.catalog.tools[31].name).toBe('watch_issue')
    expect(base.catalog.tools.some((t) => t.name === 'search_tools' || t.name === 'call_tool')).toBe(false)
    expect(base.catalog.tools.find((t) => t.name === 'close_issue')!.description).toBe('Close an issue that is done or will not be fixed.')
    // 32 tools, 5 an answer: 7 answers with tools, then one empty answer.
    expect(search).toMatchObject({ tool: 'search_tools', argument: 'pattern', catalog: 'enumerated', roundTrips: 8, longestAnswer: 5 })
  })

  it('ranks each query as the server answered it, cut at its max_results', () => {
    expect(ranked(base, 'milestone', 'server')).toEqual(['create_milestone', 'list_milestones', 'set_milestone'])
    expect(ranked(base, 'label', 'server')).toEqual(['get_issue', 'list_issues', 'add_label', 'remove_label', 'list_labels'])
    expect(ranked(base, '^list_', 'server')).toEqual(['list_issues', 'list_comments', 'list_labels', 'list_projects', 'list_milestones'])
    const expectations = base.evaluation.queries.map((q) => q.engines.server.expectations.map((e) => [e.ref, e.rank, e.pass]))
    expect(expectations).toEqual([[['set_milestone', 3, true]], [['list_labels', 5, true]], [['list_milestones', 5, true]]])
  })

  it('runs the other engines and lint on the listed tools', () => {
    expect(Object.keys(base.evaluation.queries[0].engines)).toEqual(['server', 'claude-code@2.1'])
    expect(base.evaluation.queries[0].engines['claude-code@2.1'].ranking.length).toBeGreaterThan(0)
    expect(base.catalog.servers[0].warnings).toEqual([
      'hides its tools behind its own search `search_tools` (argument `pattern`): all 32 tools behind it were listed through it in 8 round trips, so lint and claude-code@2.1 run on them; engine `server` ranks through the server\'s own answers (its own limit: at most 5 tools per answer seen)'
    ])
  })

  it('records the answers in the lock file, keyed by query and catalog, and the base side ranks from it without the server', () => {
    const lock = JSON.parse(readFileSync(join(repo, 'mcp-tools.lock.json'), 'utf8'))
    expect(lock.servers[0].search.answers.map((a: { query: string; tools: string[] }) => [a.query, a.tools.length])).toEqual([
      ['milestone', 3],
      ['label', 5],
      ['^list_', 5]
    ])
    expect(pr.baseline).toMatchObject({ source: 'lock', cost: { serversStarted: 0 } })
    // The head's answers differ from the lock's for `label` alone: the lock is stale there.
    expect(pr.result.lock!.drift.map(describeDrift)).toEqual(['~ tracker/create_issue: description changed', '~ tracker: its own search answers the query "label" otherwise'])
  })

  it('a description edit that moves a tool out of the server\'s top results is a regression', () => {
    expect(ranked(pr.result, 'label', 'server')).toEqual(['create_issue', 'get_issue', 'list_issues', 'add_label', 'remove_label'])
    const cells = pr.review.rows.find((r) => r.query.query === 'label')!.cells
    expect(cells.map((c) => [c!.engine, c!.judgement?.change, c!.mark])).toEqual([
      ['server', 'regression', 'regressed'],
      ['claude-code@2.1', 'unchanged', 'pass']
    ])
    expect(pr.verdict.failed).toBe(true)
    const comment = renderMarkdown({ review: pr.review, context: { manifest: 'mcp-tool-rank.yml' } }, { mode: 'comment', maxLength: 65_536 })
    expect(comment).toContain('| 🔻 | <code>label</code> | <code>list&#95;labels</code> | #​5→**not found** ✗ | #​4 |')
    expect(comment).toContain("<details><summary>Why <code>tracker/list&#95;labels</code> is not among the server's answers</summary>")
    expect(comment).toContain('Overtaken in this PR by <code>tracker/create&#95;issue</code> (the server now returns it ahead).')
    expect(terminalReport(pr.review, makeStyle(false), { columns: 1000 })).toContain('mcp-tool-rank.yml:10: "label" list_labels needs ≤ 5: not among the server\'s answers under server\n')
  })
})

describe('BM25SearchTransform: a ranked search that cannot be listed', () => {
  const dir = join(tmp, 'bm25')
  let run: CheckRun

  beforeAll(async () => {
    git(tmp, 'init', '-q', '-b', 'main', dir)
    copyFileSync(TRACKER, join(dir, 'tracker.tools.json'))
    writeFileSync(
      join(dir, 'mcp-tool-rank.yml'),
      manifest(
        'bm25, visible=list_projects',
        `  - query: add a comment to an issue
    expect: add_comment
  - query: csv export
    expect: import_csv
  - query: label issue
    expect: create_label
  - query: milestone due date
    expect: link_issues
  - query: projects
    expect: list_projects
`
      )
    )
    run = await runCheck({ config: join(dir, 'mcp-tool-rank.yml'), baseDir: dir, callerEnv: process.env, manifest: 'mcp-tool-rank.yml', failOn: ['regression'] })
  })

  const NOTE =
    'hides its tools behind its own search `search_tools` (argument `query`), which ranks and cannot list every tool: lint and claude-code@2.1 could not run, since they read the whole catalog and only the 16 tools `tools/list` shows and its answers returned are known (and 1 tool the manifest names, by name only: `link_issues`); engine `server` ranks through the server\'s own answers (its own limit: at most 5 tools per answer seen)'

  it('judges the expectations from the server\'s answers under engine `server` alone', () => {
    expect(run.result.evaluation.engines.map((e) => e.id)).toEqual(['server'])
    expect(ranked(run.result, 'add a comment to an issue', 'server')).toEqual(['add_comment', 'add_label', 'delete_comment', 'watch_issue', 'assign_issue'])
    expect(ranked(run.result, 'label issue', 'server')).toEqual(['add_label', 'remove_label', 'create_label', 'list_issues', 'reopen_issue'])
    const expectations = run.result.evaluation.queries.map((q) => q.engines.server.expectations.map((e) => [e.ref, e.rank ?? null, e.pass, e.alwaysLoaded]))
    // `link_issues` no answer returned; `list_projects` is shown beside the search, so sent with every request.
    expect(expectations).toEqual([[['add_comment', 1, true, false]], [['import_csv', 2, true, false]], [['create_label', 3, true, false]], [['link_issues', null, false, false]], [['list_projects', null, true, true]]])
  })

  it('knows the tools `tools/list` shows and the answers returned, and no lint finding is drawn from so little', () => {
    const search = run.result.listings[0].search!
    expect(search).toMatchObject({ tool: 'search_tools', argument: 'query', catalog: 'partial', longestAnswer: 5, unseen: ['link_issues'] })
    expect(run.result.catalog.tools.map((t) => t.name).slice(0, 3)).toEqual(['list_projects', 'add_comment', 'add_label'])
    expect(run.result.catalog.tools).toHaveLength(17)
    expect(run.result.findings.filter((f) => f.tool?.includes('tracker'))).toEqual([])
  })

  it('says which engines could run and why, in the terminal, the comment and the JSON report', () => {
    expect(run.report.servers[0].warnings).toEqual([NOTE])
    expect(terminalReport(run.review, makeStyle(false), { columns: 1000 })).toContain(`warning: tracker: ${NOTE}`)
    const comment = renderMarkdown({ review: run.review, context: { manifest: 'mcp-tool-rank.yml' } }, { mode: 'comment', maxLength: 65_536 })
    expect(comment).toContain('lint and claude-code@2.1 could not run, since they read the whole catalog')
  })
})
