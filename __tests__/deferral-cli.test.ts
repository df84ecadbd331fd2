/**
 * Every exact worked case of Claude Code's deferral through the command line: `check --json`
 * over the case's tools as a stored catalog, with the case's setup in the manifest's
 * `deferral:` key. The runs are in-process (the command's own `main`); one runs the bundled CLI.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../src/cli/main.js'
import type { Report } from '../src/report/schema.js'
import { runCli, tempDir } from './helpers/cli.js'
import { loadCases } from './helpers/cases.js'
import { capturingOutput } from './helpers/stdout.js'
import type { DeferralCase } from './helpers/deferral-cases.js'

const { cases } = loadCases<DeferralCase>('deferral')
const byId = new Map(cases.map((c) => [c.id, c]))
const ENGINE = 'claude-code@2.1'

let tmp: ReturnType<typeof tempDir>
let cwd: string
beforeAll(() => {
  tmp = tempDir('mcp-tool-rank-deferral-')
  for (const c of cases) writeFileSync(join(tmp.path, `${c.id}.json`), JSON.stringify({ tools: c.tools }))
  cwd = process.cwd()
  // check resolves the manifest's catalogs against the working directory, and keeps them inside it.
  process.chdir(tmp.path)
})
afterAll(() => {
  process.chdir(cwd)
  tmp.cleanup()
})

function manifest(ids: readonly string[], setup: string): string {
  const servers = ids.map((id) => `  ${JSON.stringify(byId.get(id)!.server.name)}: { catalog: ${id}.json }`).join('\n')
  return `version: 1\nservers:\n${servers}\ndeferral:\n  claude-code:\n${setup.replace(/^/gm, '    ')}\nqueries: []\n`
}

async function check(ids: readonly string[], setup: string): Promise<Report> {
  writeFileSync(join(tmp.path, 'm.yml'), manifest(ids, setup))
  const { result, stdout, stderr } = await capturingOutput(() => main(['check', '--config', 'm.yml', '--json', '-']))
  expect([result, stderr.includes('deferral: claude-code@2.1: ')]).toEqual([0, true])
  return JSON.parse(stdout) as Report
}

const exact = cases.filter((c) => c.status !== 'estimate' && c.mcpChars !== undefined)

describe('check --json: each exact case\'s server total', () => {
  it.each(exact.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const report = await check([c.id], 'enable_tool_search: auto')
    expect(report.deferral?.[ENGINE].servers.map((s) => [s.server, s.chars, s.estimate])).toEqual([[c.server.name, c.mcpChars, false]])
  })
})

describe('check --json: each measured run\'s total and verdict', () => {
  const runs = exact.flatMap((c) => (c.runs ?? []).map((r) => [`${c.id}: ${r.mode}, ${r.model}`, c, r] as const))
  it.each(runs)('%s', async (_label, c, run) => {
    const report = await check(run.servers ?? [c.id], `enable_tool_search: auto\nmodel: ${run.model}\nsession: ${run.mode}`)
    const d = report.deferral![ENGINE]
    expect([d.size?.total, d.size?.charThreshold, d.verdict, d.exact]).toEqual([run.total, run.threshold, run.verdict === 'deferred' ? 'deferred' : 'not-deferred', false])
  })
})

describe('check --json: alwaysLoad against the server configuration', () => {
  const c = byId.get('alwaysLoad')!
  const setups: Record<string, string> = {
    none: 'enable_tool_search: auto',
    'alwaysLoad:true, from --mcp-config (scope dynamic)': 'enable_tool_search: auto\nalways_load: { exp: true }\nscope: dynamic',
    'alwaysLoad:true, user scope (~/.claude.json)': 'enable_tool_search: auto\nalways_load: { exp: true }',
    'alwaysLoad:false, from --mcp-config': 'enable_tool_search: auto\nalways_load: { exp: false }\nscope: dynamic'
  }
  it.each(c.variants!.map((v) => [v.serverConfig, v] as const))('%s', async (label, v) => {
    const report = await check(['alwaysLoad'], setups[label])
    expect(report.deferral![ENGINE].servers[0].chars).toBe(v.mcpChars)
  })
})

describe('the estimate case and the bundled CLI', () => {
  it('the top-level oneOf case is labelled an estimate', async () => {
    const report = await check(['combinator-schema'], 'enable_tool_search: auto')
    expect(report.deferral![ENGINE].servers[0]).toMatchObject({ chars: 240, estimate: true })
    expect(report.toolCosts?.estimate?.map((i) => report.tools[i])).toEqual(['mcp__exp__top_oneof'])
  })

  it('the bundled CLI says it in the terminal, and writes the same report', async () => {
    writeFileSync(join(tmp.path, 'weather.yml'), manifest(['weather'], 'enable_tool_search: auto\nmodel: claude-sonnet-4-5'))
    const run = await runCli(['check', '--config', 'weather.yml', '--json', 'weather-report.json'], { cwd: tmp.path })
    expect(run.code).toBe(0)
    expect(run.stdout.split('\n').filter((l) => l.startsWith('deferral:'))).toEqual([
      'deferral: claude-code@2.1: not deferred: built-ins ≈46,529 + MCP 399 = 46,928 characters, 93.9 % of 50,000 (10 % of 200,000 tokens × 2.5); below the threshold (estimate) [ENABLE_TOOL_SEARCH=auto, claude-sonnet-4-5, interactive] · cost: weather 399 characters (0.8 % of the auto threshold, 50,000, ≈93.9 % with the built-ins)'
    ])
    const report = JSON.parse(readFileSync(join(tmp.path, 'weather-report.json'), 'utf8')) as Report
    expect(report.toolCosts?.chars.map(([i, chars]) => [report.tools[i], chars])).toEqual([
      ['mcp__weather__get_forecast', 216],
      ['mcp__weather__get_alerts', 183]
    ])
  })
})
