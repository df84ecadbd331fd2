/**
 * A tool that passes alone and fails with a named neighbour, as the terminal, the JSON report,
 * the PR comment and the bundled action show it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { reviewFromReport } from '../src/report/read.js'
import type { Review } from '../src/report/review.js'
import type { Evaluation } from '../src/evaluate/types.js'
import { jsonReport } from '../src/report/json.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { terminalReport } from '../src/report/terminal.js'
import { makeStyle } from '../src/util/style.js'
import { actionRunner } from './helpers/action.js'
import { runCli, tempDir } from './helpers/cli.js'
import { GitHubApi } from './helpers/github-api.js'
import { CROWDED_QUERIES, evaluateWithNeighbours, TEAM, teamManifest } from './helpers/neighbours.js'
import { reviewOf } from './helpers/review.js'

let evaluation: Evaluation
beforeAll(async () => {
  evaluation = await evaluateWithNeighbours(CROWDED_QUERIES)
})

const plain = makeStyle(false)
const comment = (review: Review): string => renderMarkdown({ review, context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: 65_000 })

describe('the terminal', () => {
  it('has one column per engine, alone · with neighbours, one line per failing expectation with both ranks inline, and both pass counts', () => {
    const text = terminalReport(reviewOf({ evaluation, manifest: 'm.yml' }), plain, { columns: 100 })
    const lines = text.split('\n')
    expect(lines.slice(5, 7)).toEqual(['2 neighbours (set test), connected after your servers in this order: slack, github; judged with', '  neighbours'])
    // One deferral line per engine (each wrapped), then the table.
    expect(lines.filter((l) => l.startsWith('deferral: ')).map((l) => l.split(':').slice(0, 3).join(':'))).toEqual(['deferral: claude-code@2.1: deferred', 'deferral: codex: deferred'])
    const table = lines.indexOf('  query          tool           claude-code@2.1  codex')
    expect(lines.slice(table, table + 3)).toEqual([
      '  query          tool           claude-code@2.1  codex',
      '✗ post message   send_message   #1 · #2 ✗        #1 · #2 ✗',
      '✗ list channels  list_channels  #1 · #1 order    #1 · #2 ✗'
    ])
    expect(lines.slice(table + 4, table + 8)).toEqual([
      'm.yml:7: "post message" send_message needs ≤ 1: #1 · #2 under claude-code@2.1, #1 · #2 under codex',
      '  (alone · with neighbours)',
      'm.yml:10: "list channels" list_channels needs ≤ 1: #1 · #2 under codex (alone · with neighbours)',
      '  (--explain: the verified fix and the neighbours ahead, for each)'
    ])
    expect(lines.slice(table + 9, table + 11)).toEqual([
      'm.yml:10: "list channels" under claude-code@2.1: list_channels ties with a neighbour\'s tool and',
      '  holds only because your servers connect first'
    ])
    expect(lines.at(-2)).toBe('2 queries: 0 passed, 2 failed · alone 2/2 · with neighbours 0/2')
    expect(lines.filter((l) => [...l].length > 100)).toEqual([])
  })

  it('names the neighbour ahead and its words under --explain, and the verified fix in full', () => {
    const lines = terminalReport(reviewOf({ evaluation, manifest: 'm.yml' }), plain, { columns: 100, explain: true }).split('\n')
    expect(lines).toContain('  crowded out by neighbours under claude-code@2.1: slack/slack_post_message: "post" +18, "message"')
    expect(lines).toContain('  crowded out by neighbours under codex: slack/slack_post_message: "post" +3.460, "messag" +1.603')
    expect(lines).not.toContain('  (--explain: the verified fix and the neighbours ahead, for each)')
    // Nothing of the explanation is cut: its last words are there.
    expect(lines.join('\n')).not.toContain('…')
    expect(lines.filter((l) => [...l].length > 100)).toEqual([])
  })
})

describe('the JSON report', () => {
  it('keeps both views, the crowding neighbours and both counts, and reads back for the fork recipe', () => {
    const report = JSON.parse(JSON.stringify(jsonReport(reviewOf({ evaluation, manifest: 'm.yml' }))))
    expect(report.neighbours).toEqual({ set: 'test', servers: ['slack', 'github'], judge: 'with-neighbours', alone: { passed: 2, judged: 2 }, withNeighbours: { passed: 0, judged: 2 } })
    expect(report.servers.map((s: { name: string; source: string; tools: number }) => [s.name, s.source, s.tools])).toEqual([
      ['team', 'catalog', 3],
      ['slack', 'neighbour', 8],
      ['github', 'neighbour', 26]
    ])
    expect(report.queries[0].neighbours).toEqual({ alone: 'pass', withNeighbours: 'fail' })
    expect(report.queries[0].engines['claude-code@2.1'].expectations[0].neighbours.crowdedBy).toEqual([
      { tool: 'mcp__slack__slack_post_message', rank: 1, score: 36, terms: [{ term: 'post', points: 18 }, { term: 'message', points: 18 }] }
    ])
    const back = reviewFromReport(report)
    expect(comment(back)).toBe(comment(reviewOf({ evaluation, manifest: 'm.yml' })))
  })
})

describe('the comment', () => {
  it('gives both pass counts, alone · with neighbours in one cell per engine, and the crowding neighbour and its words in the explanation', () => {
    const text = comment(reviewOf({ evaluation, manifest: 'm.yml' }))
    expect(text.split('\n').slice(0, 3)).toEqual([
      '### MCP tool search: 2 of 2 queries fail',
      '',
      '**2 queries** · 0 pass · **2 fail** · alone 2/2 · with neighbours 0/2 · <code>claude-code@2.1</code> 1/2 (top 5) · <code>codex</code> 0/2 (top 8)'
    ])
    expect(text).toContain('| ❌ | <code>post message</code> | <code>send&#95;message</code> | #\u200B1 · **#\u200B2** ✗ crowded | #\u200B1 · **#\u200B2** ✗ crowded |')
    expect(text).toContain('| ❌ | <code>list channels</code> | <code>list&#95;channels</code> | #\u200B1 order | #\u200B1 · **#\u200B2** ✗ crowded |')
    expect(text).toContain("crowded: a neighbour's tool is ahead; alone it passes · order: holds only because your servers connect before the neighbours</sub>")
    expect(text).toContain('<details><summary>Why <code>team/send&#95;message</code> is crowded out by the neighbour <code>slack/slack&#95;post&#95;message</code></summary>')
    expect(text).toContain('Alone (your servers only) it ranks #\u200B1; with the neighbours connected, <code>slack/slack&#95;post&#95;message</code> (<code>post</code> +18, <code>message</code> +18) ranks above it.')
  })

  it('judged alone: the same columns, the verdict of the user\'s own servers', async () => {
    const alone = await evaluateWithNeighbours(CROWDED_QUERIES, 'alone')
    const text = renderMarkdown({ review: reviewOf({ evaluation: alone, manifest: 'm.yml' }), context: { manifest: 'm.yml' } }, { mode: 'summary', maxLength: 1_000_000 })
    expect(text.split('\n')[0]).toMatch(/^✅ \*\*MCP tool search:\*\* queries pass alone 2\/2 · with neighbours 0\/2 · /)
    expect(text).toContain('judged alone')
  })
})

describe('the bundled action', () => {
  const api = new GitHubApi('octo', 'tools')
  const tmp = tempDir('mcp-tool-rank-neighbours-action-')
  const runAction = actionRunner(api, tmp.path)
  beforeAll(() => api.start())
  afterAll(async () => {
    await api.stop()
    tmp.cleanup()
  })

  it('loads the bundled neighbours from beside dist/ (two, then all of them: popular), and comments with them', async () => {
    const dir = join(tmp.path, 'workspace')
    mkdirSync(join(dir, '.github'), { recursive: true })
    writeFileSync(join(dir, 'team.json'), JSON.stringify({ tools: TEAM.tools }))
    writeFileSync(join(dir, '.github/mcp-tool-rank.yml'), teamManifest(CROWDED_QUERIES))
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ passed: '0', failed: '2' })
    expect(run.summary.split('\n')[2]).toMatch(/^\*\*2 queries\*\* · 0 pass · \*\*2 fail\*\* · alone 2\/2 · with neighbours 0\/2 · /)
    const body = api.commentsOn(7).map((c) => c.body).join('\n')
    expect(body).toContain('<code>slack/slack&#95;post&#95;message</code> (<code>post</code> +18, <code>message</code> +18) ranks above it.')
    const report = JSON.parse(readFileSync(run.outputs.report, 'utf8'))
    expect(report.neighbours.servers).toEqual(['slack', 'github'])
    // Judged alone through fail-on's view word, the same run passes.
    const alone = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir, inputs: { 'fail-on': 'missing,regression,alone' } })
    expect(alone.code).toBe(0)
    expect(alone.outputs).toMatchObject({ passed: '2', failed: '0' })
    // The whole bundled set, from files: 16 neighbours, 871 tools beside the team's 3.
    writeFileSync(join(dir, '.github/mcp-tool-rank.yml'), teamManifest(CROWDED_QUERIES).replace('neighbours: [slack, github]', 'neighbours: popular'))
    const popular = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    const all = JSON.parse(readFileSync(popular.outputs.report, 'utf8'))
    expect(all.neighbours.servers).toHaveLength(16)
    expect(all.servers.reduce((n: number, s: { tools: number }) => n + s.tools, 0)).toBe(3 + 871)
    expect(popular.summary.split('\n')[2]).toMatch(/^\*\*2 queries\*\* · 0 pass · \*\*2 fail\*\* · alone 2\/2 · with neighbours 0\/2 · /)
  })
})

describe('fail-on\'s view word in the CLI', () => {
  const tmp = tempDir('mcp-tool-rank-neighbours-cli-')
  afterAll(() => tmp.cleanup())

  it('judges alone with `alone`, and rejects a view word without neighbours or two of them before any server starts', async () => {
    writeFileSync(join(tmp.path, 'team.json'), JSON.stringify({ tools: TEAM.tools }))
    writeFileSync(join(tmp.path, 'crowded.yml'), teamManifest(CROWDED_QUERIES))
    writeFileSync(join(tmp.path, 'solo.yml'), teamManifest(CROWDED_QUERIES).replace('neighbours: [slack, github]\n', ''))
    const judged = await runCli(['check', '--config', 'crowded.yml'], { cwd: tmp.path })
    expect(judged.code).toBe(1)
    expect(judged.stdout.split('\n')[3]).toBe('2 neighbours (set 2026-12-01), connected after your servers in this order: slack, github; judged with neighbours')
    const alone = await runCli(['check', '--config', 'crowded.yml', '--fail-on', 'missing,regression,alone'], { cwd: tmp.path })
    expect(alone.code).toBe(0)
    expect(alone.stdout.split('\n')[3]).toBe('2 neighbours (set 2026-12-01), connected after your servers in this order: slack, github; judged alone')
    const solo = await runCli(['check', '--config', 'solo.yml', '--fail-on', 'missing,alone'], { cwd: tmp.path })
    expect([solo.code, solo.stdout, solo.stderr]).toEqual([2, '', 'mcp-tool-rank: fail-on `alone` chooses between the views alone and with neighbours, but solo.yml lists no `neighbours:`; drop `alone` from fail-on\n'])
    const both = await runCli(['check', '--config', 'crowded.yml', '--fail-on', 'alone,missing,with-neighbours'], { cwd: tmp.path })
    expect([both.code, both.stdout, both.stderr]).toEqual([2, '', 'mcp-tool-rank: `--fail-on` takes one view, `alone` or `with-neighbours`; got `alone` and `with-neighbours`\n'])
  })
})
