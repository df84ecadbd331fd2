/**
 * The worked cases of every Claude Code generation through the bundled CLI, as a user runs
 * them: each case's servers become catalog files, its query a manifest query ranked with
 * `claude-code@<the case's client version>`, and `check --json` must report the client's list.
 * Cases that share their tools and cut share one manifest, so the cases take a couple of
 * dozen runs, not hundreds. Cases with built-in competitors are engine tests only (the product
 * carries no built-in tools), and so are the cuts a manifest cannot ask for (0, -2, 2.7).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { groupBy } from '../src/util/group-by.js'
import { loadCases, type CaseTool } from './helpers/cases.js'
import { runCli, tempDir } from './helpers/cli.js'

interface GenerationCase {
  name: string
  version: string
  query: string
  max_results?: number
  tools: Array<CaseTool & { builtin?: true }>
  expected: Record<string, string[]>
}

const { cases } = loadCases<GenerationCase>('claude-code-generations')
const runnable = cases.filter((c) => !c.tools.some((t) => t.builtin) && (c.max_results === undefined || (Number.isInteger(c.max_results) && c.max_results >= 1)))
const groups = [...groupBy(runnable, (c) => JSON.stringify([c.tools, c.max_results ?? null])).values()]

interface Report {
  tools: string[]
  queries: Array<{ engines: Record<string, { results: number[] }> }>
}

const tmp = tempDir()
/** Per case: what the CLI reported. */
const reported = new Map<GenerationCase, string[]>()

/** Writes one manifest for cases sharing tools and cut, runs `check --json`, records each case's list. */
async function runGroup(group: GenerationCase[], n: number): Promise<void> {
  const dir = join(tmp.path, String(n))
  const servers: Record<string, { catalog: string }> = {}
  for (const [server, tools] of groupBy(group[0].tools, (t) => t.server)) {
    const file = `s${Object.keys(servers).length}.json`
    writeFileSync(join(tmp.path, `${n}-${file}`), JSON.stringify({ tools: tools.map(({ server: _, ...tool }) => ({ inputSchema: { type: 'object' }, ...tool })) }))
    servers[server] = { catalog: `${n}-${file}` }
  }
  const manifest = {
    version: 1,
    ...(group[0].max_results !== undefined ? { max_results: group[0].max_results } : {}),
    servers,
    queries: group.map((c) => ({ query: c.query, engines: [`claude-code@${c.version}`] }))
  }
  const file = `${dir}.yml`
  writeFileSync(file, JSON.stringify(manifest, null, 1))
  const run = await runCli(['check', '--config', file, '--json', `${dir}.json`, '--fail-on', 'none'], { cwd: tmp.path })
  if (run.code !== 0) throw new Error(`manifest ${n}: exit ${run.code}: ${run.stderr}`)
  const report = JSON.parse(readFileSync(`${dir}.json`, 'utf8')) as Report
  group.forEach((c, i) => reported.set(c, report.queries[i].engines[`claude-code@${c.version}`].results.map((t) => report.tools[t])))
}

beforeAll(async () => {
  // Two runs at a time: enough to overlap start-up, few enough for a shared machine.
  const queue = groups.map((g, n) => () => runGroup(g, n))
  await Promise.all([0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next()
  }))
})

afterAll(() => tmp.cleanup())

describe('check --json ranks every case as its client version did', () => {
  it(`${runnable.length} cases in ${groups.length} manifests`, () => {
    expect(runnable.length).toBe(cases.filter((c) => !c.tools.some((t) => t.builtin)).length - 7)
  })

  it.each(runnable.map((c) => [`${c.version}: ${c.name}`, c] as const))('%s', (_label, c) => {
    expect(reported.get(c)).toEqual(Object.values(c.expected)[0])
  })
})

describe('versions a user names', () => {
  const manifest = (engine: string): string => {
    const file = join(tmp.path, `${engine.replace(/\W/g, '-')}.yml`)
    writeFileSync(file, `version: 1\nengines:\n  - ${engine}\nservers:\n  bank:\n    catalog: 0-s0.json\nqueries:\n  - query: list\n`)
    return file
  }

  it('an unpublished version is a manifest error naming the nearest published ones', async () => {
    const file = manifest('claude-code@2.1.13')
    const run = await runCli(['check', '--config', file], { cwd: tmp.path })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${file}:3:5: error: claude-code@2.1.13: Claude Code 2.1.13 was never published; the nearest published versions are 2.1.12 and 2.1.14`)
  })

  it('a version without tool search is refused as not applicable', async () => {
    const old = await runCli(['rank', 'list', '--config', manifest('claude-code@2.1.50'), '--engine', 'claude-code@2.0.69'], { cwd: tmp.path })
    expect(old.code).toBe(2)
    expect(old.stderr).toContain('claude-code@2.0.69: Claude Code 2.0.69 has no tool search')
  })

  it('a version newer than the newest checked ranks as I, with the warning in every view and verified: false in the JSON', async () => {
    const failing = (engine: string): string => {
      const file = join(tmp.path, `${engine.replace(/\W/g, '-')}-failing.yml`)
      writeFileSync(file, `version: 1\nengines:\n  - ${engine}\nmax_results: 1\nservers:\n  bank:\n    catalog: 0-s0.json\nqueries:\n  - query: list\n    expect: bank/post_message\n`)
      return file
    }
    const [newer, checked, ranked] = await Promise.all([
      runCli(['check', '--config', failing('claude-code@2.1.400'), '--json', 'newer.json', '--markdown', 'newer-comment.md', '--summary', 'newer-summary.md'], { cwd: tmp.path }),
      runCli(['check', '--config', failing('claude-code@2.1.333'), '--json', 'checked.json'], { cwd: tmp.path }),
      runCli(['rank', 'list', '--config', manifest('claude-code@2.1.50'), '--engine', 'claude-code@2.1.400'], { cwd: tmp.path })
    ])
    expect([newer.code, checked.code, ranked.code]).toEqual([1, 1, 0])
    expect(ranked.stdout.split('\n').slice(0, 2)).toEqual(['warning: claude-code@2.1.400 is newer than 2.1.333, the newest version checked: unverified', 'claude-code@2.1.400 · "list" · keyword · top 5'])
    expect(newer.stdout).toContain('engines: claude-code@2.1.400 (Claude Code ToolSearch, 2.1.400 (as generation I: 2.1.332 – 2.1.333))\nwarning: claude-code@2.1.400 is newer than 2.1.333, the newest version checked: unverified\n')
    expect(checked.stdout).not.toContain('warning:')
    const read = (file: string): { engines: unknown[]; queries: Array<{ engines: Record<string, unknown> }> } => JSON.parse(readFileSync(join(tmp.path, file), 'utf8'))
    const report = read('newer.json')
    expect(report.engines).toEqual([
      { id: 'claude-code@2.1.400', family: 'claude-code', client: 'Claude Code ToolSearch', versions: '2.1.400 (as generation I: 2.1.332 – 2.1.333)', generation: 'claude-code@2.1', exact: true, defaultMaxResults: 5, verified: false, newestVerified: '2.1.333' }
    ])
    expect(report.queries[0].engines['claude-code@2.1.400']).toEqual(read('checked.json').queries[0].engines['claude-code@2.1.333'])
    const engineLine = '<code>claude-code@2.1.400</code> = Claude Code ToolSearch 2.1.400 (as generation I: 2.1.332 – 2.1.333) ⚠️ newer than 2.1.333, the newest version checked: unverified'
    expect(readFileSync(join(tmp.path, 'newer-comment.md'), 'utf8')).toContain(engineLine)
    expect(readFileSync(join(tmp.path, 'newer-summary.md'), 'utf8')).toContain(engineLine)
  })

  it('reports show the generation a version resolved to, and which version latest is', async () => {
    const run = await runCli(['check', '--config', manifest('claude-code@latest'), '--json', 'latest.json'], { cwd: tmp.path })
    expect(run.stdout).toContain('engines: claude-code@latest (Claude Code ToolSearch, 2.1.333, the newest reproduced (generation I))')
    const report = JSON.parse(readFileSync(join(tmp.path, 'latest.json'), 'utf8')) as { engines: unknown[] }
    expect(report.engines).toEqual([
      { id: 'claude-code@latest', family: 'claude-code', client: 'Claude Code ToolSearch', versions: '2.1.333, the newest reproduced (generation I)', generation: 'claude-code@2.1', exact: true, defaultMaxResults: 5 }
    ])
    const pinned = await runCli(['check', '--config', manifest('claude-code@2.1.50'), '--markdown', 'comment.md'], { cwd: tmp.path })
    expect(pinned.stdout).toContain('engines: claude-code@2.1.50 (Claude Code ToolSearch, 2.1.50 (generation E: 2.1.19 – 2.1.63))')
    expect(readFileSync(join(tmp.path, 'comment.md'), 'utf8')).toContain('<code>claude-code@2.1.50</code> = Claude Code ToolSearch 2.1.50 (generation E: 2.1.19 – 2.1.63)')
  })
})

describe('engines', () => {
  it('lists every generation with its exact range, latest and the version form', async () => {
    const run = await runCli(['engines'])
    const lines = run.stdout.split('\n').filter((l) => l.startsWith('claude-code'))
    expect(lines).toEqual([
      'claude-code@2.0    Claude Code MCPSearch, 2.0.70 – 2.1.8; top 5',
      'claude-code@B      Claude Code MCPSearch, 2.1.9 – 2.1.12; top 5',
      'claude-code@C      Claude Code ToolSearch, 2.1.14 – 2.1.15; top 5',
      'claude-code@D      Claude Code ToolSearch, 2.1.16 – 2.1.18; top 5',
      'claude-code@E      Claude Code ToolSearch, 2.1.19 – 2.1.63; top 5',
      'claude-code@F      Claude Code ToolSearch, 2.1.64 – 2.1.100; top 5',
      'claude-code@G      Claude Code ToolSearch, 2.1.101 – 2.1.112; top 5',
      'claude-code@H      Claude Code ToolSearch, 2.1.113 – 2.1.270; top 5',
      'claude-code@H1     Claude Code ToolSearch, 2.1.271 – 2.1.294; top 5',
      'claude-code@H2     Claude Code ToolSearch, 2.1.295; top 5',
      'claude-code@H3     Claude Code ToolSearch, 2.1.296 – 2.1.325; top 5',
      'claude-code@H4     Claude Code ToolSearch, 2.1.326 – 2.1.331; top 5',
      'claude-code@2.1    Claude Code ToolSearch, 2.1.332 – 2.1.333; top 5',
      'claude-code        alias of claude-code@2.1',
      'claude-code@latest 2.1.333, the newest reproduced (generation I)',
      'claude-code@X.Y.Z  the generation that shipped in Claude Code X.Y.Z, reading tools as that version does; a version newer than any checked ranks as the newest generation, unverified'
    ])
  })
})
