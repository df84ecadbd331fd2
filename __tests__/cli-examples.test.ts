/**
 * Every Claude Code worked example, ranked through the bundled CLI as a user runs it: each
 * example catalog becomes stored tools/list files and a manifest, and `check --json` must
 * return exactly what the real client returned, for both generations.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir } from './helpers/cli.js'
import { caseListings, loadCases, type EngineCase } from './helpers/cases.js'

const ENGINES = ['claude-code@2.0', 'claude-code@2.1']
const { cases } = loadCases('claude-code') as { cases: EngineCase[] }

interface Group {
  dir: string
  cases: EngineCase[]
}

interface Report {
  queries: Array<{ query: string; engines: Record<string, { results: string[] }> }>
}

const groups = new Map<string, Group>()
const reports = new Map<Group, Report>()
const tmp = tempDir()

beforeAll(async () => {
  for (const c of cases) {
    const key = JSON.stringify(c.tools) + String(c.max_results)
    let group = groups.get(key)
    if (!group) {
      group = { dir: join(tmp.path, `g${groups.size}`), cases: [] }
      groups.set(key, group)
    }
    group.cases.push(c)
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      mkdirSync(group.dir)
      const first = group.cases[0]
      const servers = caseListings(first.tools).map((l) => {
        writeFileSync(join(group.dir, `${l.name}.tools.json`), JSON.stringify({ tools: l.tools }))
        return `  ${JSON.stringify(l.name)}:\n    catalog: ${JSON.stringify(`${l.name}.tools.json`)}`
      })
      const queries = group.cases.map((c) => `  - query: ${JSON.stringify(c.query)}`)
      const manifest = [
        'version: 1',
        `engines: ${JSON.stringify(ENGINES)}`,
        ...(first.max_results ? [`max_results: ${first.max_results}`] : []),
        'servers:',
        ...servers,
        'queries:',
        ...queries,
        ''
      ].join('\n')
      writeFileSync(join(group.dir, 'manifest.yml'), manifest)
      const run = await runCli(['check', '--config', 'manifest.yml', '--json', 'report.json'], { cwd: group.dir })
      if (run.code !== 0) throw new Error(`check failed (${run.code}): ${run.stderr}`)
      reports.set(group, JSON.parse(readFileSync(join(group.dir, 'report.json'), 'utf8')))
    })
  )
}, 120_000)

afterAll(() => tmp.cleanup())

describe.each(ENGINES)('%s through the CLI', (engine) => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const group = [...groups.values()].find((g) => g.cases.includes(c))!
    const report = reports.get(group)!
    const index = group.cases.indexOf(c)
    expect(report.queries[index].query).toBe(c.query)
    expect(report.queries[index].engines[engine].results).toEqual(c.expected?.[engine])
  })
})
