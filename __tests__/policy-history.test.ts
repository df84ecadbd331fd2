/**
 * The policy on real git history: a catalog committed on a base commit, then edited on a branch
 * per scenario, checked with the bundled CLI's `check --base` and the bundled action. A move
 * inside the cut is a shift and passes; a move across it, or a forbidden tool entering it, is a
 * regression and fails.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { actionRunner, commentFromReport, EVENTS } from './helpers/action.js'
import { runCli, tempDir, type CliRun } from './helpers/cli.js'
import { FINANCE_MANIFEST, financeTools, type Scenario } from './helpers/finance.js'
import { git } from './helpers/git.js'
import { GitHubApi } from './helpers/github-api.js'

const MANIFEST = FINANCE_MANIFEST
const tools = financeTools

const tmp = tempDir('mcp-tool-rank-policy-')
const repo = join(tmp.path, 'repo')
let base: string

/** A branch off the base commit (or `from`) with the scenario's catalog and manifest, committed. */
function branch(name: string, scenario: Scenario, manifest = MANIFEST, from = base): string {
  git(repo, 'checkout', '-q', '-B', name, from)
  writeFileSync(join(repo, 'tools.json'), JSON.stringify(tools(scenario), null, 2))
  writeFileSync(join(repo, '.github/mcp-tool-rank.yml'), manifest)
  git(repo, 'commit', '-q', '-am', name)
  return git(repo, 'rev-parse', 'HEAD')
}

interface Checked {
  run: CliRun
  report: { baseline: { rows: Array<Record<string, unknown>>; expectations: unknown[] }; verdict: { failed: boolean; reasons: string[]; tally: { regressions: number; shifts: number; improvements: number; missing: number } } }
}

async function check(name: string, scenario: Scenario, args: string[] = [], manifest = MANIFEST, from = base): Promise<Checked> {
  branch(name, scenario, manifest, from)
  const json = join(tmp.path, `${name}.json`)
  const run = await runCli(['check', '--base', from, '--json', json, ...args], { cwd: repo, env: { TMPDIR: join(tmp.path, 'tmp') } })
  return { run, report: JSON.parse(readFileSync(json, 'utf8')) }
}

beforeAll(() => {
  mkdirSync(join(repo, '.github'), { recursive: true })
  mkdirSync(join(tmp.path, 'tmp'))
  git(repo, 'init', '-q', '-b', 'main')
  writeFileSync(join(repo, 'tools.json'), JSON.stringify(tools('base'), null, 2))
  writeFileSync(join(repo, '.github/mcp-tool-rank.yml'), MANIFEST)
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'base')
  base = git(repo, 'rev-parse', 'HEAD')
})
afterAll(() => tmp.cleanup())

describe('check --base on real history', () => {
  it('passes a one-place move inside the cut under the default fail-on, and shows it as a shift', async () => {
    const { run, report } = await check('shift', 'shift')
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/: 0 regressions, 1 shift, 0 improvements\n {2}↕ shift {6} {2}monthly sales report pdf chart {2}ledger_export {2}claude-code@2\.1 {2}#2 → #3 {2}still within the top 5\n/)
    expect(run.stdout).not.toContain('failed:')
    expect(run.code).toBe(0)
    expect(report.verdict.tally).toEqual({ regressions: 0, shifts: 1, improvements: 0, missing: 0 })
    expect(report.baseline.rows.map((r) => [r.ref, r.change, r.baseRank, r.headRank])).toEqual([
      ['ledger_export', 'shift', 2, 3],
      ['audit_trail', 'unchanged', 5, 5],
      ['deal_tracker', 'unchanged', null, null]
    ])
    expect(report.verdict).toMatchObject({ failed: false, reasons: [] })
  })

  it('fails the same move with fail-on shift', async () => {
    const { run } = await check('shift-strict', 'shift', ['--fail-on', 'missing,regression,shift'])
    expect(run.stdout).toContain('failed: 1 shift: "monthly sales report pdf chart" ledger_export #2 → #3 under claude-code@2.1\n')
    expect(run.code).toBe(1)
  })

  it('fails a one-place move across the cut as a regression', async () => {
    const { run, report } = await check('regression', 'regression', ['--explain'])
    expect(run.stdout).toMatch(/: 1 regression, 0 shifts, 0 improvements\n {2}▼ regression {3}monthly sales report pdf chart {2}audit_trail {2}claude-code@2\.1 {2}#5 → #6 {2}fell out of the top 5\n/)
    // Blame: who overtook it, with the words of this change.
    expect(run.stdout).toContain('    finance/forecast_tool unranked → #5: "sales" description +2, "report" description +2\n')
    expect(run.stdout).toContain('failed: 1 regression: "monthly sales report pdf chart" audit_trail #5 → #6 under claude-code@2.1\n')
    expect(run.stdout).not.toContain('missing:')
    expect(run.code).toBe(1)
    expect(report.baseline.rows[1]).toMatchObject({ ref: 'audit_trail', change: 'regression', basePass: true, headPass: false, crossed: 'fell-out' })
  })

  it('fails a forbidden tool that enters the cut as a regression', async () => {
    const { run, report } = await check('forbidden', 'forbidden')
    expect(run.stdout).toMatch(/ {2}▼ regression {3}vault backup {2}not deal_tracker {2}claude-code@2\.1 {2}– → #2 {2}entered the top 5\n/)
    expect(run.stdout).toContain('failed: 1 regression: "vault backup" not deal_tracker – → #2 under claude-code@2.1\n')
    expect(run.code).toBe(1)
    expect(report.baseline.rows[2]).toMatchObject({ kind: 'forbid', ref: 'deal_tracker', change: 'regression', crossed: 'entered' })
  })

  it('lets the regression through with fail-on missing: it held on the base, so it is not missing', async () => {
    const { run } = await check('regression-missing-only', 'regression', ['--fail-on', 'missing'])
    expect(run.code).toBe(0)
  })
})

/** The base manifest asks `rank: 2` of ledger_export; the PR's catalog moves it to #3 and its manifest relaxes the rank to 3. */
const RANKED = MANIFEST.replace('    expect: [ledger_export, audit_trail]\n', '    expect: ledger_export\n    rank: 2\n')
const RELAXED = RANKED.replace('rank: 2', 'rank: 3')

describe('a PR that edits the expectations', () => {
  let rankedBase: string
  beforeAll(() => {
    rankedBase = branch('ranked-base', 'base', RANKED)
  })

  it('shows a relaxed rank under "Expectations changed", beside the rank it hides', async () => {
    const { run, report } = await check('relaxed', 'shift', [], RELAXED, rankedBase)
    expect(run.stdout).toContain(
      [
        '  expectations changed in this PR (1 relaxed):',
        '    relaxed  "monthly sales report pdf chart": rank 2 → 3',
        '      ledger_export #2 → #3 under claude-code@2.1: would fail: needs rank 2'
      ].join('\n')
    )
    // Judged by the PR's expectation, the move is a shift: it passes.
    expect(run.stdout).toContain('↕ shift        monthly sales report pdf chart  ledger_export  claude-code@2.1  #2 → #3  still within rank 3')
    expect(run.code).toBe(0)
    expect(report.baseline.expectations).toEqual([
      {
        query: 'monthly sales report pdf chart',
        line: 6,
        side: 'head',
        edits: [{ field: 'rank', change: 'relaxed', relaxes: true, before: '2', after: '3' }],
        relaxes: true,
        hidden: [{ engine: 'claude-code@2.1', kind: 'expect', ref: 'ledger_export', baseRank: 2, rank: 3, within: 2, maxResults: 5, pass: false }]
      }
    ])
  })
})

describe('a PR that marks a query and removes another', () => {
  it('lists both under "Expectations changed", beside the failures they hide', async () => {
    const edited = MANIFEST.replace('    expect: [ledger_export, audit_trail]\n', '    expect: [ledger_export, audit_trail]\n    known_failure: forecast_tool now says sales report\n').replace('  - query: vault backup\n    forbid: deal_tracker\n', '')
    const { run, report } = await check('marked-and-removed', 'regression-and-forbidden', [], edited)
    expect(run.stdout).toContain(
      [
        ': 0 regressions, 0 shifts, 0 improvements',
        '  expectations changed in this PR (2 relaxed):',
        '    relaxed  "monthly sales report pdf chart": marked known_failure: "forecast_tool now says sales report"',
        '      ledger_export #2 → #2 under claude-code@2.1: still holds',
        '      audit_trail #5 → #6 under claude-code@2.1: would fail: needs the top 5',
        '    relaxed  "vault backup" (removed): query removed',
        '      not deal_tracker – → #2 under claude-code@2.1: would fail: it is in the top 5',
        '  removed queries: "vault backup"',
        '  catalog: 2 descriptions changed',
        ''
      ].join('\n')
    )
    expect(run.code).toBe(0)
    expect(report.baseline.expectations).toEqual([
      {
        query: 'monthly sales report pdf chart',
        line: 6,
        side: 'head',
        edits: [{ field: 'known_failure', change: 'added', relaxes: true, after: 'forecast_tool now says sales report' }],
        relaxes: true,
        hidden: [
          { engine: 'claude-code@2.1', kind: 'expect', ref: 'ledger_export', baseRank: 2, rank: 2, within: 5, maxResults: 5, pass: true },
          { engine: 'claude-code@2.1', kind: 'expect', ref: 'audit_trail', baseRank: 5, rank: 6, within: 5, maxResults: 5, pass: false }
        ]
      },
      {
        query: 'vault backup',
        line: 8,
        side: 'base',
        edits: [{ field: 'query', change: 'removed', relaxes: true }],
        relaxes: true,
        hidden: [{ engine: 'claude-code@2.1', kind: 'forbid', ref: 'deal_tracker', baseRank: null, rank: 2, within: 5, maxResults: 5, pass: false }]
      }
    ])
  })
})

describe('the action on the same history', () => {
  const api = new GitHubApi('octo', 'tools')
  const runAction = actionRunner(api, tmp.path)
  beforeAll(() => api.start())
  afterAll(() => api.stop())

  /** A pull_request event from `base` to the branch's head, with these labels. */
  function event(name: string, head: string, from: string, labels: string[]): string {
    const payload = JSON.parse(readFileSync(join(EVENTS, 'pull_request.json'), 'utf8'))
    payload.pull_request.base.sha = from
    payload.pull_request.head.sha = head
    payload.pull_request.labels = labels.map((label, i) => ({ id: i + 1, name: label }))
    const file = join(tmp.path, `${name}.event.json`)
    writeFileSync(file, JSON.stringify(payload))
    return file
  }

  const pr = (name: string, head: string, labels: string[], from = base) =>
    runAction({ event: event(name, head, from, labels), eventName: 'pull_request', workspace: repo, sha: head, inputs: { 'accept-label': 'accept-rank-change' } })

  it('passes a shift under the default fail-on, counts it in the shifts output, and shows it in the comment and the summary', async () => {
    api.reset()
    const head = branch('action-shift', 'shift')
    const run = await pr('action-shift', head, [])
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ passed: '2', failed: '0', regressions: '0', shifts: '1', improvements: '0' })
    expect(run.stdout).not.toMatch(/^::(error|warning)/m)
    const body = api.commentsOn(7)[0].body
    expect(body.split('\n')[1]).toBe('### MCP tool search: 1 shifted')
    const row = `| ↕️ | [<code>monthly sales report pdf chart</code>](https://github.com/octo/tools/blob/${head}/.github/mcp-tool-rank.yml#L6) | <code>ledger&#95;export</code> | #\u200B2→#\u200B3 |`
    expect(body).toContain(`${row}\n\n<sub>↕️ shift · #a→#b: base → this PR</sub>\n`)
    expect(run.summary).toContain('### MCP tool search: 1 shifted\n')
    expect(run.summary).toContain(`${row}\n\n<sub>↕️ shift · #a→#b: base → this PR</sub>\n`)
  })

  it('fails the same shift when fail-on names shift', async () => {
    api.reset()
    const head = branch('action-shift-strict', 'shift')
    const run = await runAction({ event: event('action-shift-strict', head, base, []), eventName: 'pull_request', workspace: repo, sha: head, inputs: { 'fail-on': 'missing,regression,shift' } })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ regressions: '0', shifts: '1' })
    expect(run.stdout).toContain('::error::1 shift: "monthly sales report pdf chart" ledger_export #2 → #3 under claude-code@2.1\n')
  })

  it('counts an expectation that failed on the base and holds now as an improvement', async () => {
    api.reset()
    const from = branch('action-failing-base', 'regression')
    const head = branch('action-improved', 'base', MANIFEST, from)
    const run = await pr('action-improved', head, [], from)
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ passed: '2', failed: '0', regressions: '0', shifts: '0', improvements: '1' })
    const body = api.commentsOn(7)[0].body
    expect(body.split('\n')[1]).toBe('### MCP tool search: 1 improved')
    expect(body).toContain(`| 🔺 | [<code>monthly sales report pdf chart</code>](https://github.com/octo/tools/blob/${head}/.github/mcp-tool-rank.yml#L6) | <code>audit&#95;trail</code> | #\u200B6→#\u200B5 |`)
  })

  it('tells a manifest that still names a renamed tool so, at its line and column', async () => {
    api.reset()
    const head = branch('action-rename', 'rename')
    const run = await pr('action-rename', head, [])
    expect(run.code).toBe(1)
    const message = '.github/mcp-tool-rank.yml:7:29: error: `audit_trail` was renamed to `audit_log` in this change (same input schema, near-identical description): name `audit_log`'
    // The repository-relative path, in the annotation's text as in its `file`.
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([`::error title=mcp-tool-rank manifest,file=.github/mcp-tool-rank.yml,line=7,col=29::${message}`])
    expect(run.summary).toBe(`### MCP tool search could not run\n\n<pre>${message.replaceAll('_', '&#95;').replaceAll('`', '&#96;')}</pre>\n\n`)
  })

  it('fails the regression without the accept label', async () => {
    api.reset()
    const head = branch('action-regression', 'regression')
    const run = await pr('action-regression', head, ['docs'])
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ regressions: '1', shifts: '0', improvements: '0' })
    expect(api.commentsOn(7)[0].body.split('\n')[1]).toBe('### MCP tool search: 1 of 2 queries fails: 1 regressed in this PR under claude-code@2.1')
    expect(run.stdout).toContain(
      '::error file=.github/mcp-tool-rank.yml,line=7,col=29::regression: "monthly sales report pdf chart" held on the base commit: audit_trail must be in the top 5, but is rank 6 under claude-code@2.1\n'
    )
    expect(run.stdout).toContain('::error::1 regression: "monthly sales report pdf chart" audit_trail #5 → #6 under claude-code@2.1\n')
  })

  it('turns the regression into an accepted one when the PR carries the accept label, and names the label', async () => {
    api.reset()
    const head = branch('action-accepted', 'regression')
    const run = await pr('action-accepted', head, ['docs', 'accept-rank-change'])
    expect(run.code).toBe(0)
    // Accepted: no query fails, and the regression is counted as accepted.
    expect(run.outputs).toMatchObject({ failed: '0', regressions: '1', accepted: '1', shifts: '0' })
    expect(run.stdout).toContain('::warning::1 regression accepted by the label `accept-rank-change`: "monthly sales report pdf chart" audit_trail #5 → #6 under claude-code@2.1')
    // The annotation at the expectation is a warning too, not an error.
    expect(run.stdout).toMatch(/::warning file=\.github\/mcp-tool-rank\.yml,line=7,col=\d+::regression accepted by the label accept-rank-change: /)
    expect(run.stdout).not.toMatch(/^::error/m)
    const body = api.commentsOn(7)[0].body
    expect(body).toContain('### MCP tool search: 1 query regressed under claude-code@2.1, accepted\n\n**2 queries** · 1 pass · <code>claude-code@2.1</code>')
    expect(body).toContain('> [!WARNING]\n> 1 regression accepted by the label <code>accept-rank-change</code>: reported, not failing the check (☑️ below).')
    expect(body).toMatch(/\| ☑️ \| \[<code>monthly sales report pdf chart<\/code>\]\([^)]+#L6\) \| <code>audit&#95;trail<\/code> \| #\u200B5→\*\*#\u200B6\*\* ✗ \|\n\n<sub>☑️ accepted regression · #a→#b: base → this PR<\/sub>\n/)
    expect(run.summary).toContain('1 regression accepted by the label <code>accept-rank-change</code>')

    // The fork recipe's second workflow renders the same comment from the first run's report.
    api.reset()
    const recipe = await commentFromReport(runAction, api, run.outputs.report, join(tmp.path, 'second'))
    expect(recipe.code).toBe(0)
    expect(recipe.outputs).toMatchObject({ regressions: '1', shifts: '0', improvements: '0' })
    const rendered = api.commentsOn(8)[0].body
    expect(rendered).toContain('### MCP tool search: 1 query regressed under claude-code@2.1, accepted\n')
    expect(rendered).toContain('> 1 regression accepted by the label <code>accept-rank-change</code>')
    expect(rendered.slice(rendered.indexOf('### '), rendered.indexOf('<sub>'))).toBe(body.slice(body.indexOf('### '), body.indexOf('<sub>')).replace(/\]\(https:\/\/github\.com\/octo\/tools\/blob\/[0-9a-f]{40}\//g, '](https://github.com/octo/tools/blob/3333333333333333333333333333333333333333/'))
  })

  it('shows a relaxed rank under "Expectations changed in this PR" in the comment and the summary', async () => {
    api.reset()
    const from = branch('action-ranked-base', 'base', RANKED)
    const head = branch('action-relaxed', 'shift', RELAXED, from)
    const run = await pr('action-relaxed', head, [], from)
    expect(run.code).toBe(0)
    const body = api.commentsOn(7)[0].body
    expect(body.split('\n')[1]).toBe('### MCP tool search: 1 query with relaxed expectations · 1 shifted')
    const section = [
      '#### Expectations changed in this PR',
      '',
      "1 changed against the base commit's manifest, 1 relaxed: each beside what the base's expectation says on this PR's tools.",
      '',
      "|  | query | change | the base's expectation now |",
      '| :-: | --- | --- | --- |',
      `| 🔓 | [<code>monthly sales report pdf chart</code>](https://github.com/octo/tools/blob/${head}/.github/mcp-tool-rank.yml#L6) | <code>rank</code> <code>2</code> → <code>3</code> | **<code>ledger&#95;export</code> #\u200B2 → #\u200B3 under <code>claude-code@2.1</code>: would fail: needs rank 2** |`
    ].join('\n')
    expect(body).toContain(section)
    expect(run.summary).toContain(section)
  })
})

describe('a PR that renames a tool', () => {
  it('tells a manifest that still names the old tool that it was renamed, instead of "no server lists it"', async () => {
    branch('rename-only', 'rename')
    const run = await runCli(['check', '--base', base], { cwd: repo, env: { TMPDIR: join(tmp.path, 'tmp') } })
    expect(run.stderr).toBe(
      'mcp-tool-rank: .github/mcp-tool-rank.yml:7:29: error: `audit_trail` was renamed to `audit_log` in this change (same input schema, near-identical description): name `audit_log`\n'
    )
    expect(run.code).toBe(2)
  })

  it('follows the rename once the manifest names the new tool', async () => {
    const { run, report } = await check('rename-followed', 'rename', [], MANIFEST.replace('audit_trail', 'audit_log'))
    expect(run.stdout).toContain('  catalog: 1 renamed (finance/audit_trail → finance/audit_log)')
    expect(run.stdout).toContain('    changed  "monthly sales report pdf chart": audit_trail → audit_log, following the tool\'s rename\n')
    expect(report.baseline.rows[1]).toMatchObject({ ref: 'audit_log', baseRank: 5, headRank: 5, change: 'unchanged' })
    expect(run.code).toBe(0)
  })
})
