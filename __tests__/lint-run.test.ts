/**
 * The lint runner: rule levels from the manifest, ordering, the gate, and the context built
 * from a manifest (resolved queries, engines, which servers are linted).
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { lint, lintContext, lintFailsGate, lintManifest, RULES } from '../src/lint/index.js'
import { parseManifest } from '../src/manifest/load.js'
import { catalogOf, contextOf } from './lint-helpers.js'

const catalog = catalogOf({
  mine: [{ name: 'a'.repeat(60), description: 'Too long a name.' }, { name: 'undocumented' }, { name: 'create_issue', description: 'Create an issue.' }],
  theirs: [{ name: 'create_issue', description: 'Create an issue elsewhere.' }, { name: 'nodesc' }]
})

describe('lint', () => {
  it('orders findings by severity, then catalog order, with the rule\'s default severity', () => {
    const f = lint(contextOf(catalog))
    expect(f[0]).toMatchObject({ rule: 'name-length', severity: 'error', server: 'mine' })
    const severities = f.map((x) => x.severity)
    expect(severities).toEqual([...severities].sort((a, b) => ['error', 'warning', 'info'].indexOf(a) - ['error', 'warning', 'info'].indexOf(b)))
    expect(f.filter((x) => x.rule === 'description-missing').map((x) => x.tool)).toEqual(['undocumented', 'nodesc'])
  })

  it('applies the manifest\'s levels: off drops a rule, a level replaces the default', () => {
    const f = lint(contextOf(catalog), { rules: { 'name-length': 'off', 'description-missing': 'error' } })
    expect(f.some((x) => x.rule === 'name-length')).toBe(false)
    expect(f.filter((x) => x.rule === 'description-missing').map((x) => x.severity)).toEqual(['error', 'error'])
  })

  it('gates on error-level findings only', () => {
    expect(lintFailsGate(lint(contextOf(catalog)))).toBe(true)
    expect(lintFailsGate(lint(contextOf(catalog), { rules: { 'name-length': 'warning' } }))).toBe(false)
    expect(lintFailsGate([])).toBe(false)
  })
})

describe('lintContext', () => {
  const manifest = parseManifest(
    [
      'version: 1',
      'engines: [claude-code]',
      'max_results: 4',
      'servers:',
      '  mine:',
      '    command: node server.js',
      '  theirs:',
      '    catalog: theirs.json',
      'queries:',
      '  - query: create issue',
      '    expect: mine/create_issue',
      '  - query: no docs',
      '    expect: nodesc',
      '    engines: [codex]',
      'lint:',
      '  rules:',
      '    uncovered-tool: off',
      '    name-length: warning',
      ''
    ].join('\n'),
    'm.yml'
  )

  it('resolves queries, collects every engine, and lints the servers the manifest starts', () => {
    const ctx = lintContext(manifest, catalog)
    expect(ctx.queries.map((q) => [q.query, q.expect, q.engines])).toEqual([
      ['create issue', ['mcp__mine__create_issue'], ['claude-code@2.1']],
      ['no docs', ['mcp__theirs__nodesc'], ['codex']]
    ])
    expect(ctx.engines.map((e) => e.id)).toEqual(['claude-code@2.1', 'codex'])
    expect(ctx.maxResults).toEqual({ all: 4 })
    expect([...ctx.targets!]).toEqual(['mine'])
    expect(ctx.positions!.get('mine')).toEqual({ line: 5, col: 3 })
  })

  it('carries the manifest position and the manifest\'s levels; competitors are not linted', () => {
    const f = lintManifest(manifest, catalog)
    expect(f.every((x) => x.server === 'mine')).toBe(true)
    expect(f.find((x) => x.rule === 'name-length')).toMatchObject({ severity: 'warning', line: 5, col: 3 })
    expect(f.some((x) => x.rule === 'uncovered-tool')).toBe(false)
  })

  it('lints every server when the manifest starts none', () => {
    const stored = parseManifest('version: 1\nservers:\n  mine: {catalog: a.json}\n  theirs: {catalog: b.json}\nqueries: []\n', 'm.yml')
    expect([...lintContext(stored, catalog).targets!]).toEqual(['mine', 'theirs'])
    expect(lintManifest(stored, catalog).some((x) => x.server === 'theirs')).toBe(true)
  })

  it('replaces the engines as `--engine` does', () => {
    const ctx = lintContext(manifest, catalog, { engines: ['ai-sdk'] })
    expect(ctx.engines.map((e) => e.id)).toEqual(['ai-sdk'])
    expect(ctx.queries.every((q) => q.engines.join() === 'ai-sdk')).toBe(true)
  })
})

describe('docs/lint-rules.md', () => {
  const doc = readFileSync(new URL('../docs/lint-rules.md', import.meta.url), 'utf8')
  it.each(RULES.map((r) => [r.id, r.defaultSeverity]))('has a section for %s with its default and a bad and a good example', (id, severity) => {
    const start = doc.indexOf(`\n## ${id}\n`)
    expect(start).toBeGreaterThan(-1)
    const next = doc.indexOf('\n## ', start + 1)
    const section = doc.slice(start, next === -1 ? undefined : next)
    expect(section).toContain(`*Default: ${severity}.`)
    expect(section).toContain('\nBad')
    expect(section).toContain('\nGood')
  })
})
