/**
 * A pull request that makes a server cost more context: a real git repository in a temporary
 * folder, the base commit ranked from a worktree, and the comment the action would post.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCheck, type CheckRun } from '../src/check/run-check.js'
import { commentBody, commentKey } from '../src/report/comment-text.js'
import { loadCases } from './helpers/cases.js'
import { tempDir } from './helpers/cli.js'
import type { DeferralCase } from './helpers/deferral-cases.js'
import { git } from './helpers/git.js'

const weather = loadCases<DeferralCase>('deferral').cases.find((c) => c.id === 'weather')!
const MANIFEST = '.github/mcp-tool-rank.yml'

const tmp = tempDir('mcp-tool-rank-deferral-pr-')
afterAll(() => tmp.cleanup())

function writeTools(extra: string): void {
  const tools = weather.tools.map((t) => (t.name === 'get_forecast' ? { ...t, description: `${t.description}${extra}` } : t))
  writeFileSync(join(tmp.path, 'weather.json'), JSON.stringify({ tools }, null, 2))
}

function commit(message: string): string {
  git(tmp.path, 'add', '-A')
  git(tmp.path, 'commit', '-q', '-m', message)
  return git(tmp.path, 'rev-parse', 'HEAD')
}

let run: CheckRun
let comment: string
beforeAll(async () => {
  git(tmp.path, 'init', '-q', '-b', 'main')
  mkdirSync(join(tmp.path, '.github'))
  writeFileSync(join(tmp.path, MANIFEST), 'version: 1\nservers:\n  weather: { catalog: weather.json }\nqueries:\n  - query: weather forecast\n    expect: get_forecast\n')
  writeTools('')
  const base = commit('base')
  writeTools(' It covers'.padEnd(2000, ' every region, every hour'))
  commit('a longer description')
  run = await runCheck({ config: join(tmp.path, MANIFEST), baseDir: tmp.path, callerEnv: {}, manifest: MANIFEST, base: { ref: base, mode: 'worktree' }, failOn: [] })
  comment = commentBody({ review: run.review, context: { manifest: MANIFEST } }, commentKey(MANIFEST))
}, 60_000)

describe('a pull request that adds 2,000 characters to a description', () => {
  it('says the cost change in the comment', () => {
    expect(comment).toContain('\n> <code>weather</code>: this PR adds 2,000 characters to every request of a user who loads these tools up front (399 → 2,399).\n')
  })

  it('keeps it in the report, with the threshold', () => {
    expect(run.baseline && 'costChanges' in run.baseline ? run.baseline.costChanges : undefined).toEqual({
      threshold: 10,
      servers: [{ server: 'weather', engine: 'claude-code@2.1', base: 399, head: 2399, estimate: false }]
    })
  })
})
