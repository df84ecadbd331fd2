/**
 * The policy on real git history: a catalog committed on a base commit, then edited on a branch
 * per scenario, checked with the bundled CLI's `check --base` and the bundled action. A move
 * inside the cut is a shift and passes; a move across it, or a forbidden tool entering it, is a
 * regression and fails.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir, type CliRun } from './helpers/cli.js'
import { git } from './helpers/git.js'

/**
 * Under claude-code@2.1 only descriptions score here (no tool name holds a query word), 2
 * points per query word, so the ranks can be read off the descriptions.
 * "monthly sales report pdf chart": revenue_digest #1 (10), ledger_export #2 (8),
 * deal_tracker #3 (6), invoice_mailer #4 (4), audit_trail #5 (2). "vault backup": only
 * backup_vault scores.
 */
type Scenario = 'base' | 'shift' | 'regression' | 'forbidden'
function tools(scenario: Scenario): object {
  const t = (name: string, description: string): object => ({ name, description, inputSchema: { type: 'object' } })
  const deal = { base: 'Monthly sales chart.', shift: 'Monthly sales chart, report and PDF.', regression: 'Monthly sales chart.', forbidden: 'Monthly sales chart; kept in the vault backup.' }
  return {
    tools: [
      t('revenue_digest', 'Monthly sales report, chart and PDF.'),
      t('ledger_export', 'Sales report with a chart, as PDF.'),
      // shift: +4 ties it with revenue_digest at #2, ledger_export #2 → #3.
      // forbidden: "vault backup" now finds it at #2.
      t('deal_tracker', deal[scenario]),
      t('invoice_mailer', 'Mail a PDF invoice every monthly cycle.'),
      t('audit_trail', 'Audit trail report.'),
      // regression: +4 ties it with invoice_mailer at #5, audit_trail #5 → #6.
      t('forecast_tool', scenario === 'regression' ? "Forecast next quarter's sales report." : 'Forecast the next quarter.'),
      t('backup_vault', 'Back up the vault.')
    ]
  }
}

const MANIFEST = `version: 1
servers:
  finance:
    catalog: tools.json
queries:
  - query: monthly sales report pdf chart
    expect: [ledger_export, audit_trail]
  - query: vault backup
    forbid: deal_tracker
`

const tmp = tempDir('mcp-tool-rank-policy-')
const repo = join(tmp.path, 'repo')
let base: string

/** A branch off the base commit with the scenario's catalog (and manifest), committed. */
function branch(name: string, scenario: Scenario, manifest = MANIFEST): string {
  git(repo, 'checkout', '-q', '-B', name, base)
  writeFileSync(join(repo, 'tools.json'), JSON.stringify(tools(scenario), null, 2))
  writeFileSync(join(repo, '.github/mcp-tool-rank.yml'), manifest)
  git(repo, 'commit', '-q', '-am', name)
  return git(repo, 'rev-parse', 'HEAD')
}

interface Checked {
  run: CliRun
  report: { baseline: { regressions: number; shifts: number; improvements: number; rows: Array<Record<string, unknown>> }; verdict: { failed: boolean; reasons: string[] } }
}

async function check(name: string, scenario: Scenario, args: string[] = []): Promise<Checked> {
  branch(name, scenario)
  const json = join(tmp.path, `${name}.json`)
  const run = await runCli(['check', '--base', base, '--json', json, ...args], { cwd: repo, env: { TMPDIR: join(tmp.path, 'tmp') } })
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
    expect(report.baseline).toMatchObject({ regressions: 0, shifts: 1, improvements: 0 })
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
    const { run, report } = await check('regression', 'regression')
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
