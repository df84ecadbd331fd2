import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from '@jest/globals'
import * as lib from '../src/lib.js'
import { ROOT, tempDir } from './helpers/cli.js'
import { git } from './helpers/git.js'

const CONFIG = join(ROOT, 'examples/mcp-tool-rank.yml')

describe('the library entry (src/lib.ts)', () => {
  let manifest: lib.Manifest
  let catalog: lib.Catalog

  beforeAll(async () => {
    manifest = await lib.loadManifest(CONFIG)
    ;({ catalog } = await lib.collect(manifest, { cwd: ROOT }))
  })

  it('collects the example server beside the stored catalog', () => {
    expect(catalog.servers.map((s) => [s.name, s.toolCount])).toEqual([
      ['tracker', 13],
      ['github', 26]
    ])
  })

  it('ranks one query with a chosen engine and its cut', () => {
    const result = lib.rank(catalog, 'create issue', { engine: 'claude-code@2.1', maxResults: 2 })
    expect(result.mode).toBe('keyword')
    expect(result.results).toEqual(['mcp__tracker__create_issue', 'mcp__github__create_issue'])
    expect(result.ranking[0]).toMatchObject({ tool: 'mcp__tracker__create_issue', score: 36, rank: 1 })
  })

  it('evaluates the manifest and renders the report check prints', () => {
    const evaluation = lib.evaluate(manifest, catalog)
    expect(evaluation.summary).toEqual({ queries: 12, passed: 10, failed: 0, knownFailures: 1, reportOnly: 1, fragile: expect.any(Number) })
    const text = lib.renderTerminal(evaluation, { manifest: 'examples/mcp-tool-rank.yml' })
    expect(text.split('\n')[0]).toBe('mcp-tool-rank · examples/mcp-tool-rank.yml')
    expect(text).toContain('12 queries: 10 passed, 0 failed, 1 known failure, 1 without expectations')
    expect(text).not.toContain('\u001b[')
  })

  it('check() runs what the CLI\'s check runs, without printing: evaluation, report, SARIF, verdict', async () => {
    const run = await lib.check({ config: 'examples/mcp-tool-rank.yml', cwd: ROOT })
    expect(run.result.evaluation.summary.failed).toBe(0)
    expect(run.result.listings.map((l) => l.name)).toEqual(['tracker', 'github'])
    expect(run.verdict.failed).toBe(false)
    expect(run.report).toMatchObject({ version: 4, manifest: 'examples/mcp-tool-rank.yml' })
    expect(run.sarif).toMatchObject({ version: '2.1.0' })
  })

  it("check() takes fail-on's view as `judge`: alone, the tracker passes what its neighbours crowd out", async () => {
    const run = await lib.check({ config: 'examples/neighbours.yml', cwd: ROOT, judge: 'alone' })
    expect(run.result.evaluation.neighbours).toMatchObject({ servers: ['github', 'gitlab', 'slack'], judge: 'alone', alone: { passed: 8, judged: 8 }, withNeighbours: { passed: 4, judged: 8 } })
    expect(run.result.evaluation.summary).toMatchObject({ queries: 8, passed: 8, failed: 0 })
    expect(run.verdict.failed).toBe(false)
    await expect(lib.check({ config: 'examples/mcp-tool-rank.yml', cwd: ROOT, judge: 'alone' })).rejects.toThrow(
      'fail-on `alone` chooses between the views alone and with neighbours, but examples/mcp-tool-rank.yml lists no `neighbours:`; drop `alone` from fail-on'
    )
  })

  it('check() finds a manifest under `cwd` on the base commit where it finds it on the head: `sub/<manifest>` on both', async () => {
    const tmp = tempDir('mcp-tool-rank-lib-base-')
    const home = process.cwd()
    try {
      const sub = join(tmp.path, 'sub')
      mkdirSync(join(sub, '.github'), { recursive: true })
      copyFileSync(join(ROOT, '__tests__/fixtures/catalogs/github.tools.json'), join(sub, 'github.tools.json'))
      const manifest = (tool: string): string => `version: 1\nservers:\n  github: {catalog: github.tools.json}\nqueries:\n  - query: merge pull request\n    expect: ${tool}\n`
      writeFileSync(join(sub, '.github/mcp-tool-rank.yml'), manifest('merge_pull_request'))
      git(tmp.path, 'init', '-q', '-b', 'main')
      git(tmp.path, 'add', '-A')
      git(tmp.path, 'commit', '-q', '-m', 'base')
      const base = git(tmp.path, 'rev-parse', 'HEAD')
      writeFileSync(join(sub, '.github/mcp-tool-rank.yml'), manifest('create_pull_request'))
      git(tmp.path, 'commit', '-q', '-am', 'head')
      process.chdir(tmp.path)
      const run = await lib.check({ cwd: 'sub', base: { ref: base } })
      expect(run.review.manifest).toBe('sub/.github/mcp-tool-rank.yml')
      expect(run.baseline).toMatchObject({ source: 'worktree', baseSha: base })
      // The base's manifest was read: the PR replaced the tool it expects.
      expect(run.baseline?.source !== 'none' && run.baseline?.expectations).toEqual([
        { query: 'merge pull request', line: 5, side: 'head', edits: [{ field: 'expect', change: 'changed', relaxes: false, before: 'merge_pull_request', after: 'create_pull_request' }], relaxes: false, hidden: [] }
      ])
    } finally {
      process.chdir(home)
      tmp.cleanup()
    }
  })

  it('exports the schema and its published URL', () => {
    expect(lib.manifestSchema.$id).toBe(lib.SCHEMA_URL)
  })
})
