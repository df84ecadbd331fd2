/**
 * `mcp-tool-rank lint` and `check --sarif` through the bundled CLI: exit codes, grouped
 * output, the JSON and SARIF files, and advice under each failure of `check`.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, runCli, tempDir, type CliRun } from './helpers/cli.js'

const CATALOGS = join(ROOT, '__tests__/fixtures/catalogs')
const tmp = tempDir('mcp-tool-rank-lint-')
afterAll(() => tmp.cleanup())

const cli = (args: string[]): Promise<CliRun> => runCli(args, { cwd: tmp.path })

function manifest(name: string, body: string): string {
  writeFileSync(join(tmp.path, name), body)
  return name
}

// The catalogs inside the working directory, where a manifest's paths must stay.
for (const name of ['memory', 'ms365', 'slack']) copyFileSync(join(CATALOGS, `${name}.tools.json`), join(tmp.path, `${name}.tools.json`))
const servers = ['servers:', '  memory: {catalog: memory.tools.json}', '  ms365: {catalog: ms365.tools.json}', '  slack: {catalog: slack.tools.json}'].join('\n')

describe('mcp-tool-rank lint', () => {
  it('prints findings grouped by severity, writes JSON and SARIF, and exits 1 on an error-level finding', async () => {
    const m = manifest('lint.yml', `version: 1\n${servers}\nqueries:\n  - query: post message\n    expect: slack_post_message\n`)
    const r = await cli(['lint', '--config', m, '--json', 'out/lint.json', '--sarif', 'out/lint.sarif'])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('mcp-tool-rank lint · lint.yml · memory, ms365, slack')
    expect(r.stdout).toMatch(/^errors \(1\)\n {2}lint\.yml:4 ms365\/list-sharepoint-site-onenote-section-group-section-groups \[name-length\]\n {4}`mcp__ms365__list-sharepoint/m)
    expect(r.stdout.indexOf('errors (1)')).toBeLessThan(r.stdout.indexOf('warnings ('))
    expect(r.stdout.indexOf('warnings (')).toBeLessThan(r.stdout.indexOf('info ('))
    expect(r.stdout).toMatch(/\d+ findings: 1 error, \d+ warnings, \d+ info\n$/)
    const json = JSON.parse(readFileSync(join(tmp.path, 'out/lint.json'), 'utf8')) as { findings: Array<{ rule: string; severity: string; server: string; tool: string; message: string }> }
    expect(json.findings.find((f) => f.rule === 'name-length')).toMatchObject({ severity: 'error', server: 'ms365', tool: 'list-sharepoint-site-onenote-section-group-section-groups' })
    const sarif = JSON.parse(readFileSync(join(tmp.path, 'out/lint.sarif'), 'utf8')) as { version: string; runs: Array<{ results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }> }> }> }
    expect(sarif.version).toBe('2.1.0')
    expect(sarif.runs[0].results).toHaveLength(json.findings.length)
    expect(sarif.runs[0].results.find((x) => x.ruleId === 'name-length')!.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'lint.yml' }, region: { startLine: 4, startColumn: 3 } })
  })

  it('exits 0 when the manifest lowers the error to a warning', async () => {
    const m = manifest('lint-warn.yml', `version: 1\n${servers}\nqueries: []\nlint:\n  rules:\n    name-length: warning\n    uncovered-tool: off\n`)
    const r = await cli(['lint', '--config', m])
    expect(r.code).toBe(0)
    expect(r.stdout).not.toContain('errors (')
    expect(r.stdout).not.toContain('[uncovered-tool]')
  })

  it('lints your servers only, and says which neighbours compete beside them', async () => {
    const m = manifest('lint-neighbours.yml', 'version: 1\nservers:\n  memory: {catalog: memory.tools.json}\nneighbours: [github, brave-search]\nqueries: []\n')
    const r = await cli(['lint', '--config', m, '--json', 'out/lint-neighbours.json'])
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['mcp-tool-rank lint · lint-neighbours.yml · memory', 'neighbours compete but are not linted: github, brave-search'])
    const json = JSON.parse(readFileSync(join(tmp.path, 'out/lint-neighbours.json'), 'utf8')) as { findings: Array<{ server: string }> }
    expect(new Set(json.findings.map((f) => f.server))).toEqual(new Set(['memory']))
  })

  it('exits 2 on a manifest error, before anything is linted', async () => {
    const m = manifest('lint-bad.yml', `version: 1\n${servers}\nqueries: []\nlint:\n  rules:\n    jargn: off\n`)
    const r = await cli(['lint', '--config', m])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('lint-bad.yml:9:5: error: unknown lint rule `jargn`, did you mean `jargon`?')
  })
})

describe('mcp-tool-rank check with lint and advice', () => {
  it('prints advice under each failure and a findings section; JSON and SARIF carry them', async () => {
    const m = manifest(
      'check.yml',
      `version: 1\nengines: [claude-code@2.1, claude-code@2.0]\n${servers}\nqueries:\n  - query: remember fact\n    expect: memory/add_observations\n  - query: post message\n    expect: slack_post_message\n`
    )
    const r = await cli(['check', '--config', m, '--json', 'check.json', '--sarif', 'check.sarif', '--explain'])
    expect(r.stderr).toBe('')
    expect(r.code).toBe(1)
    expect(r.stdout).toContain('check.yml:8: "remember fact" memory/add_observations needs ≤ 5: unscored under claude-code@2.1, unscored under claude-code@2.0\n  → claude-code@2.1, claude-code@2.0: start the description of memory/add_observations with "fact" → #1\n')
    expect(r.stdout).toMatch(/\nlint: 1 error, \d+ warnings, \d+ info\n {2}error check\.yml:5 ms365\/list-sharepoint-site-onenote-section-group-section-groups \[name-length\]/)
    const report = JSON.parse(readFileSync(join(tmp.path, 'check.json'), 'utf8')) as {
      findings: Array<{ rule: string }>
      queries: Array<{ engines: Record<string, { expectations: Array<{ pass: boolean; advice?: unknown }> }> }>
    }
    expect(report.findings.some((f) => f.rule === 'name-length')).toBe(true)
    expect(report.queries[0].engines['claude-code@2.0'].expectations[0].advice).toEqual({
      edits: [{ tool: 'mcp__memory__add_observations', field: 'description', add: ['fact'] }],
      projectedRank: expect.any(Number),
      requirement: { kind: 'cut', n: 5 }
    })
    expect(report.queries[1].engines['claude-code@2.1'].expectations[0]).not.toHaveProperty('advice')
    const sarif = JSON.parse(readFileSync(join(tmp.path, 'check.sarif'), 'utf8')) as { runs: Array<{ results: unknown[] }> }
    expect(sarif.runs[0].results).toHaveLength(report.findings.length)
  })
})
