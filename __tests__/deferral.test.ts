import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog } from '../src/catalog/types.js'
import { builtInChars, contextWindow, resolveMode, thresholds } from '../src/engines/deferral/claude-code.js'
import { cutDescription } from '../src/engines/deferral/measure.js'
import type { ClaudeCodeDeferralSettings, Deferral, DeferralSettings } from '../src/engines/deferral/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { deferral } from '../src/lib.js'
import { parseManifest } from '../src/manifest/load.js'
import { deferralLine } from '../src/report/deferral-text.js'
import type { Manifest } from '../src/manifest/types.js'
import { loadCases } from './helpers/cases.js'
import type { DeferralCase } from './helpers/deferral-cases.js'

const examples = loadCases<DeferralCase>('deferral') as unknown as {
  cases: DeferralCase[]
  baselines: Record<'print' | 'interactive', Record<string, number>>
  thresholds: Array<{ model: string; env: string; charThreshold: number }>
  modes: Array<{ env: string; mode: string }>
}
const byId = new Map(examples.cases.map((c) => [c.id, c]))
const claudeCode = resolveEngine('claude-code')

function catalogOf(...cases: DeferralCase[]): Catalog {
  return buildCatalog(cases.map((c) => ({ name: c.server.name, source: 'catalog' as const, tools: c.tools, pages: 1 })))
}

function claudeCodeDeferral(catalog: Catalog, settings: ClaudeCodeDeferralSettings): Deferral {
  return claudeCode.deferral!(catalog, { 'claude-code': settings })
}

const exactCases = examples.cases.filter((c) => c.status !== 'estimate' && c.mcpChars !== undefined)

describe('Claude Code character measure, every exact worked case', () => {
  it.each(exactCases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const d = claudeCodeDeferral(catalogOf(c), { enableToolSearch: 'auto' })
    expect(d.servers.map((s) => [s.server, s.chars, s.estimate])).toEqual([[c.server.name, c.mcpChars, false]])
  })

  it('the weather tools count 216 and 183', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), {})
    expect(d.tools.map((t) => [t.tool, t.chars])).toEqual([
      ['mcp__weather__get_forecast', 216],
      ['mcp__weather__get_alerts', 183]
    ])
  })

  it('a 5,000-character description counts 4,109 (cut at 4,096 plus the mark)', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('edge-cases')!), {})
    expect(d.tools[0]).toMatchObject({ tool: 'mcp__exp_srv_1__long_desc', chars: 4167, cut: true })
    expect(cutDescription('a'.repeat(4095) + '😀' + 'b')).toHaveLength(4095 + 13)
  })

  it('the top-level oneOf case is an estimate: 240 by the rule (measured 289)', () => {
    const c = byId.get('combinator-schema')!
    const d = claudeCodeDeferral(catalogOf(c), { enableToolSearch: 'auto' })
    expect(d.servers[0]).toMatchObject({ chars: 240, estimate: true })
    expect(d.tools.map((t) => [t.chars, t.estimate === true])).toEqual([
      [76, false],
      [164, true]
    ])
    expect(d.exact).toBe(false)
  })
})

describe('Claude Code verdicts of the measured runs', () => {
  const runs = exactCases.flatMap((c) => (c.runs ?? []).map((r) => [`${c.id}: ${r.mode}, ${r.model}`, c, r] as const))
  it.each(runs)('%s', (_label, c, run) => {
    const cases = (run.servers ?? [c.id]).map((id) => byId.get(id)!)
    const d = claudeCodeDeferral(catalogOf(...cases), { enableToolSearch: 'auto', model: run.model, session: run.mode })
    expect([d.size?.total, d.size?.charThreshold, d.verdict]).toEqual([run.total, run.threshold, run.verdict === 'deferred' ? 'deferred' : 'not-deferred'])
    expect(d.exact).toBe(false) // the built-in share is an estimate for the user's setup
  })

  it('with the built-ins from the user\'s debug line the verdict is exact', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), { enableToolSearch: 'auto', model: 'claude-sonnet-4-5', builtInChars: 46_529 })
    expect([d.size?.total, d.verdict, d.exact]).toEqual([46_928, 'not-deferred', true])
  })

  it('by default every MCP tool is deferred, whatever the size (exact)', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), {})
    expect([d.verdict, d.exact, d.setup]).toEqual(['deferred', true, 'ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive'])
    expect(d.reason).toBe('deferred: the client defers every MCP tool, whatever the size')
    expect(d.size?.applies).toBe(false)
  })

  it('the line names the setting once, in the bracket of assumptions', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), {})
    expect(deferralLine('claude-code@2.1', d, (t) => t, (t) => t)).toBe(
      'claude-code@2.1: deferred: the client defers every MCP tool, whatever the size [ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive] · cost: weather 399 characters (0.2 % of the auto threshold, 250,000)'
    )
  })

  it.each([
    ['true', 'deferred: tool search always on'],
    ['off', 'not deferred: tool search off'],
    ['auto:0', 'deferred: a size test at 0 %: always on'],
    ['auto:150', 'not deferred: a size test at 100 %: never on'],
    ['maybe', 'deferred: a value the client does not know: always on, as unset']
  ])('ENABLE_TOOL_SEARCH=%s: the reason leaves the value to the setup', (value, reason) => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), { enableToolSearch: value })
    expect([d.reason, d.setup]).toEqual([reason, `ENABLE_TOOL_SEARCH=${value}, claude-opus-5-5, interactive`])
  })

  it('not deferred tools are placed up front', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), { enableToolSearch: 'auto', model: 'claude-sonnet-4-5', session: 'print' })
    expect(d.tools.map((t) => [t.placement, t.why])).toEqual([
      ['up-front', 'not-deferred'],
      ['up-front', 'not-deferred']
    ])
    expect(d.servers[0].share).toEqual({ alone: 0.8, withBuiltIns: 80.8, withNeighbours: 80.8 })
  })

  it('hidden tools are neither sent nor counted', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('ui-visibility')!), {})
    expect(d.tools.map((t) => [t.tool, t.placement])).toEqual([
      ['mcp__exp__app_only', 'hidden'],
      ['mcp__exp__model_too', 'deferred']
    ])
  })
})

describe('alwaysLoad against the server configuration', () => {
  const c = byId.get('alwaysLoad')!
  const settings: Record<string, ClaudeCodeDeferralSettings> = {
    none: {},
    'alwaysLoad:true, from --mcp-config (scope dynamic)': { alwaysLoad: { exp: true }, scope: 'dynamic' },
    'alwaysLoad:true, user scope (~/.claude.json)': { alwaysLoad: { exp: true } },
    'alwaysLoad:false, from --mcp-config': { alwaysLoad: { exp: false }, scope: 'dynamic' }
  }
  it.each(c.variants!.map((v) => [v.serverConfig, v] as const))('%s', (label, v) => {
    expect(claudeCodeDeferral(catalogOf(c), { ...settings[label], enableToolSearch: 'auto' }).servers[0].chars).toBe(v.mcpChars)
  })

  it('an engine of a client that does not read alwaysLoad counts every tool', () => {
    const old = resolveEngine('claude-code@2.1.50')
    expect(old.deferral!(catalogOf(c), {}).servers[0].chars).toBe(217)
  })
})

describe('Claude Code mode and thresholds', () => {
  const parse = (env: string): { value?: string; env: ClaudeCodeDeferralSettings['env'] } => {
    const [value, extra] = env.split(' + ')
    const vars = extra ? Object.fromEntries([extra.split('=')]) : {}
    return { ...(value === 'unset' ? {} : { value }), env: vars }
  }
  it.each(examples.modes.filter((m) => !m.env.includes('model')).map((m) => [m.env, m.mode] as const))('ENABLE_TOOL_SEARCH %s -> %s', (env, mode) => {
    const p = parse(env)
    expect(resolveMode(p.value, p.env).mode).toBe(mode)
  })

  it('a Claude 3 model has no tool search', () => {
    const d = claudeCodeDeferral(catalogOf(byId.get('weather')!), { enableToolSearch: 'auto', model: 'claude-3-7-sonnet-20250219' })
    expect([d.verdict, d.reason]).toEqual(['not-deferred', 'not deferred: claude-3-7-sonnet-20250219 has no tool search'])
  })

  it.each(examples.thresholds.map((t) => [`${t.model}, ${t.env}`, t] as const))('%s', (_label, t) => {
    const p = parse(t.env)
    expect(thresholds(contextWindow(t.model, p.env), resolveMode(p.value, p.env).percent).chars).toBe(t.charThreshold)
  })

  it('the built-in share is the measured one for every measured model', () => {
    const table = Object.entries(examples.baselines).flatMap(([session, models]) =>
      typeof models === 'object' ? Object.entries(models).map(([model, chars]) => [session, model.replace('unknown model id', 'my-model'), chars] as const) : []
    )
    for (const [session, model, chars] of table) expect([session, model, builtInChars(model, session as 'print' | 'interactive')]).toEqual([session, model, chars])
  })
})

describe('Codex and the AI SDK', () => {
  const weather = catalogOf(byId.get('weather')!)
  const codex = resolveEngine('codex')
  const codexOf = (catalog: Catalog, settings: DeferralSettings['codex']): Deferral => codex.deferral!(catalog, { codex: settings })
  it('current builds defer every tool; omit_tools_from keeps a server up front', () => {
    expect(codexOf(weather, {}).verdict).toBe('deferred')
    expect(codexOf(weather, { omitToolsFrom: { weather: ['deferred'] } }).tools.map((t) => t.placement)).toEqual(['up-front', 'up-front'])
    expect(codexOf(weather, { searchTool: false }).verdict).toBe('not-deferred')
  })
  it('older builds defer at 100 model-visible tools', () => {
    const many = (n: number): Catalog => buildCatalog([{ name: 'many', source: 'catalog', pages: 1, tools: Array.from({ length: n }, (_, i) => ({ name: `t${i}`, inputSchema: { type: 'object' } })) }])
    expect(codexOf(many(99), { build: 'count' }).verdict).toBe('not-deferred')
    expect(codexOf(many(100), { build: 'count' }).verdict).toBe('deferred')
  })
  it('the AI SDK defers what the app marks', () => {
    const aiSdk = resolveEngine('ai-sdk')
    expect(aiSdk.deferral!(weather, {}).verdict).toBe('deferred')
    expect(aiSdk.deferral!(weather, { 'ai-sdk': { deferLoading: false } }).verdict).toBe('not-deferred')
  })
})

describe('evaluation under the users\' setup', () => {
  const weather = byId.get('weather')!
  const catalog = catalogOf(weather)
  const manifestOf = (deferral: string): Manifest =>
    parseManifest(`version: 1\nservers:\n  weather: { catalog: w.json }\n${deferral}queries:\n  - query: zebra\n    expect: get_alerts\n  - query: alerts\n    forbid: get_alerts\n`, 'm.yml')

  it('a tool the client does not defer is loaded up front: its expect holds whatever the rank, its forbid fails', () => {
    const e = evaluate(manifestOf('deferral:\n  claude-code: { enable_tool_search: auto, model: claude-sonnet-4-5 }\n'), catalog)
    expect(e.queries.map((q) => q.engines['claude-code@2.1'].expectations.map((x) => [x.kind, x.alwaysLoaded, x.pass]))).toEqual([[['expect', true, true]], [['forbid', true, false]]])
    expect(e.deferral?.['claude-code@2.1'].verdict).toBe('not-deferred')
  })

  it('by default the tools are deferred and ranked', () => {
    const e = evaluate(manifestOf(''), catalog)
    expect(e.queries.map((q) => q.engines['claude-code@2.1'].expectations.map((x) => [x.kind, x.alwaysLoaded, x.pass]))).toEqual([[['expect', false, false]], [['forbid', false, false]]])
  })

  it('the library answers the same for a catalog', () => {
    expect(deferral(catalog, 'claude-code', { 'claude-code': { enableToolSearch: 'auto', model: 'claude-sonnet-4-5' } })?.size?.total).toBe(46_928)
    expect(deferral(catalog)?.tools.map((t) => t.chars)).toEqual([216, 183])
  })
})
