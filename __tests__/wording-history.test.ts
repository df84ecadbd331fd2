/**
 * Wording on real git history, through the bundled CLI: a description edit that drops a
 * plural form loses wordings, the share falls below `wording: 0.8` and the check fails it as
 * a regression; the edit the advice gives brings every wording back, a shift that passes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir } from './helpers/cli.js'
import { git } from './helpers/git.js'

const MANIFEST = `version: 1
engines: [claude-code@2.1]
servers:
  infra:
    catalog: tools.json
queries:
  - query: deploy services
    expect: rollout
    wording: 0.8
`

const OTHERS = [
  { name: 'list_services', description: 'List every service in the cluster.' },
  { name: 'get_logs', description: 'Fetch the logs of a pod.' },
  { name: 'scale_deployment', description: 'Scale a deployment to a number of replicas.' }
]

const tmp = tempDir('mcp-tool-rank-wording-')
const repo = join(tmp.path, 'repo')
let base: string

/** A commit on `branch` whose rollout tool has `description`. */
function commit(branch: string, from: string, description: string): void {
  git(repo, 'checkout', '-q', '-B', branch, from)
  writeFileSync(join(repo, 'tools.json'), JSON.stringify({ tools: [{ name: 'rollout', description }, ...OTHERS] }, null, 2))
  git(repo, 'commit', '-q', '-am', branch)
}

interface Report {
  /** Each other wording once; a variant is [index here, rank, found]. */
  wordings: string[]
  queries: Array<{ engines: Record<string, { expectations: Array<{ wording: { found: number; total: number; variants: Array<[number, number | null, boolean]>; advice?: { edits: Array<{ field: string; add: string[] }>; found: number } } }> }> }>
  baseline: { wording: Array<{ base: { found: number; total: number }; head: { found: number; total: number }; change: string }> }
  verdict: { failed: boolean; reasons: string[]; tally: { regressions: number } }
}

async function check(name: string): Promise<{ code: number | null; stdout: string; report: Report }> {
  const json = join(tmp.path, `${name}.json`)
  const run = await runCli(['check', '--base', base, '--json', json], { cwd: repo, env: { TMPDIR: join(tmp.path, 'tmp') } })
  expect(run.stderr).toBe('')
  return { code: run.code, stdout: run.stdout, report: JSON.parse(readFileSync(json, 'utf8')) as Report }
}

beforeAll(() => {
  mkdirSync(join(repo, '.github'), { recursive: true })
  mkdirSync(join(tmp.path, 'tmp'))
  git(repo, 'init', '-q', '-b', 'main')
  writeFileSync(join(repo, '.github/mcp-tool-rank.yml'), MANIFEST)
  writeFileSync(join(repo, 'tools.json'), JSON.stringify({ tools: [{ name: 'rollout', description: 'Deploy services to the cluster.' }, ...OTHERS] }, null, 2))
  git(repo, 'add', '-A')
  git(repo, 'commit', '-q', '-m', 'base')
  base = git(repo, 'rev-parse', 'HEAD')
})
afterAll(() => tmp.cleanup())

describe('wording: 0.8 on real history', () => {
  it('fails a description edit that drops the plural as a regression, and the advised edit brings the wordings back', async () => {
    commit('singular', base, 'Deploy a service to the cluster.')
    const dropped = await check('singular')
    expect(dropped.code).toBe(1)
    const measured = dropped.report.queries[0].engines['claude-code@2.1'].expectations[0].wording
    expect(measured.variants.map(([w, rank, found]) => ({ query: dropped.report.wordings[w], rank, found }))).toEqual([
      { query: 'deploying services', rank: null, found: false },
      { query: 'deploys services', rank: null, found: false },
      { query: 'deployed services', rank: null, found: false },
      { query: 'deploy service', rank: 3, found: true },
      { query: 'deploying service', rank: 2, found: true },
      { query: 'infra deploy services', rank: 3, found: true },
      { query: 'deploy the services', rank: 3, found: true },
      { query: 'release services', rank: null, found: false }
    ])
    expect(dropped.report.baseline.wording).toEqual([
      expect.objectContaining({ base: { found: 7, total: 8 }, head: { found: 4, total: 8 }, change: 'regression' })
    ])
    expect(dropped.report.verdict.tally.regressions).toBe(1)
    expect(dropped.report.verdict.reasons).toEqual(['1 regression: "deploy services" rollout found by 4 of 8 wordings (was 7 of 8; needs 80 %) under claude-code@2.1'])
    expect(dropped.stdout).toContain(
      '.github/mcp-tool-rank.yml:7: "deploy services" rollout: found by 4 of 8 wordings under claude-code@2.1 (needs 80 %); lost: "deploying services", "deploys services", "deployed services" and 1 more\n' +
        '  → start the description of infra/rollout with "services" → found by 8 of 8\n'
    )
    expect(measured.advice).toEqual({ edits: [{ tool: 'mcp__infra__rollout', field: 'description', add: ['services'] }], found: 8 })

    // The advice applied as an author would: its words at the start of the description.
    commit('advised', 'singular', `${measured.advice!.edits[0].add.join(' ')} Deploy a service to the cluster.`)
    const advised = await check('advised')
    expect(advised.code).toBe(0)
    expect(advised.report.baseline.wording).toEqual([expect.objectContaining({ base: { found: 7, total: 8 }, head: { found: 8, total: 8 }, change: 'shift' })])
    expect(advised.report.verdict).toEqual(expect.objectContaining({ failed: false, reasons: [] }))
  })
})
