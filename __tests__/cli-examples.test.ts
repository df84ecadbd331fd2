/**
 * Every worked example of every engine, ranked through the bundled CLI as a user runs it:
 * each example catalog becomes stored tools/list files and a manifest, and `check --json`
 * must return exactly what the real client returned.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, tempDir } from './helpers/cli.js'
import { caseListings, loadCases, type EngineCase } from './helpers/cases.js'

const FAMILIES: Record<string, string[]> = {
  'claude-code': ['claude-code@2.0', 'claude-code@2.1'],
  codex: ['codex'],
  'ai-sdk': ['ai-sdk']
}

interface Group {
  dir: string
  engines: string[]
  cases: EngineCase[]
}

interface Report {
  tools: string[]
  queries: Array<{ query: string; engines: Record<string, { results: number[]; error?: string }> }>
}

const groups: Group[] = []
const reports = new Map<Group, Report>()
const tmp = tempDir()

/** The CLI can express a case unless it asks for a cut the manifest rejects (limit 0). */
const expressible = (c: EngineCase): boolean => c.max_results === undefined || c.max_results >= 1

const loaded = new Map<string, EngineCase[]>()
function casesOf(family: string): EngineCase[] {
  if (!loaded.has(family)) loaded.set(family, (loadCases(family) as { cases: EngineCase[] }).cases.filter(expressible))
  return loaded.get(family)!
}

function groupCases(family: string): void {
  const cases = casesOf(family)
  const byKey = new Map<string, Group>()
  for (const c of cases) {
    const key = JSON.stringify([c.tools, c.max_results, c.instructions])
    let group = byKey.get(key)
    if (!group) {
      group = { dir: join(tmp.path, `${family}-${byKey.size}`), engines: FAMILIES[family], cases: [] }
      byKey.set(key, group)
      groups.push(group)
    }
    group.cases.push(c)
  }
}

async function runGroup(group: Group): Promise<void> {
  mkdirSync(group.dir)
  const first = group.cases[0]
  const servers = caseListings(first.tools, first.instructions).map((l) => {
    writeFileSync(join(group.dir, `${l.name}.tools.json`), JSON.stringify({ tools: l.tools, instructions: l.instructions }))
    return `  ${JSON.stringify(l.name)}:\n    catalog: ${JSON.stringify(`${l.name}.tools.json`)}`
  })
  const manifest = [
    'version: 1',
    `engines: ${JSON.stringify(group.engines)}`,
    ...(first.max_results ? [`max_results: ${first.max_results}`] : []),
    'servers:',
    ...servers,
    'queries:',
    ...group.cases.map((c) => `  - query: ${JSON.stringify(c.query)}`),
    ''
  ].join('\n')
  writeFileSync(join(group.dir, 'manifest.yml'), manifest)
  const run = await runCli(['check', '--config', 'manifest.yml', '--json', 'report.json'], { cwd: group.dir })
  if (run.code !== 0) throw new Error(`check failed (${run.code}): ${run.stderr}`)
  reports.set(group, JSON.parse(readFileSync(join(group.dir, 'report.json'), 'utf8')))
}

beforeAll(async () => {
  Object.keys(FAMILIES).forEach(groupCases)
  for (let i = 0; i < groups.length; i += 6) await Promise.all(groups.slice(i, i + 6).map(runGroup))
})

afterAll(() => tmp.cleanup())

const cases = (family: string): Array<[string, EngineCase]> => casesOf(family).map((c) => [c.name, c])

describe.each(Object.entries(FAMILIES).flatMap(([family, engines]) => engines.map((e) => [e, family])))('%s through the CLI', (engine, family) => {
  it.each(cases(family))('%s', (_name, c) => {
    const group = groups.find((g) => g.cases.includes(c))!
    const report = reports.get(group)!
    const result = report.queries[group.cases.indexOf(c)]
    expect(result.query).toBe(c.query)
    if (typeof c.error === 'string') expect(result.engines[engine].error).toBe(c.error)
    else expect(result.engines[engine].results.map((i) => report.tools[i])).toEqual(c.expected?.[engine])
  })
})
