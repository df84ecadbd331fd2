/**
 * `expect_any: [a, b]`: one expectation held when one of the tools is found (where `expect`
 * needs every one of them), in the manifest, in evaluation, and against the base commit.
 */
import { describe, expect, it } from '@jest/globals'
import { diffEvaluations } from '../src/baseline/diff.js'
import { diffExpectations } from '../src/baseline/expectations.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import type { Manifest } from '../src/manifest/types.js'
import { parseManifest } from '../src/manifest/load.js'
import { issuesOf } from './helpers/manifest.js'

/** Every tool ties on "report" under claude-code@2.1 (cut 5): the catalog's order is the ranking. */
function reports(order: readonly string[]): Catalog {
  return buildCatalog([{ name: 'tie', source: 'catalog', pages: 1, tools: order.map((n) => ({ name: `${n}_report`, description: `The ${n} report.` })) }])
}
const BASE = reports(['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'])

function manifest(queries: string): Manifest {
  return parseManifest(`version: 1\nengines: [claude-code@2.1]\nservers:\n  tie: {catalog: x}\nqueries:\n${queries}`, 'm.yml')
}

describe('expect_any in the manifest', () => {
  it('keeps each tool with its position, and `rank` applies to it', () => {
    const m = manifest('  - query: report\n    expect_any: [zeta_report, beta_report]\n    rank: 2\n')
    expect(m.queries[0].expectAny).toEqual([
      { ref: 'zeta_report', line: 7, col: 18 },
      { ref: 'beta_report', line: 7, col: 31 }
    ])
    expect(m.queries[0].expect).toEqual([])
  })

  it('wants a list of two or more tools', () => {
    const head = 'version: 1\nservers:\n  tie: {catalog: x}\nqueries:\n'
    expect(issuesOf(`${head}  - query: report\n    expect_any: [zeta_report]\n`)).toEqual(['6:17: `expect_any` needs two or more tools, of which one must be found; for one tool, write `expect`'])
    expect(issuesOf(`${head}  - query: report\n    expect_any: zeta_report\n`)).toEqual(['6:17: `expect_any` must be a list'])
  })
})

describe('expect_any in evaluation', () => {
  it('holds when one of the tools is found: the expectation is the best one that holds', () => {
    const r = evaluate(manifest('  - query: report\n    expect_any: [zeta_report, beta_report, gamma_report]\n'), BASE).queries[0]
    expect(r.status).toBe('pass')
    expect(r.engines['claude-code@2.1'].expectations).toEqual([
      {
        kind: 'expect', ref: 'zeta_report | beta_report | gamma_report', tool: 'mcp__tie__beta_report', line: 7, col: 18,
        rank: 2, score: 18, within: 5, pass: true, fragile: true, alwaysLoaded: false,
        anyOf: [
          { ref: 'zeta_report', tool: 'mcp__tie__zeta_report' },
          { ref: 'beta_report', tool: 'mcp__tie__beta_report' },
          { ref: 'gamma_report', tool: 'mcp__tie__gamma_report' }
        ]
      }
    ])
  })

  it('fails when none is found, on the best ranked, where `expect` fails on one that misses', () => {
    const anyOf = evaluate(manifest('  - query: report\n    expect_any: [zeta_report, epsilon_report]\n    rank: 4\n'), BASE).queries[0]
    expect(anyOf.status).toBe('fail')
    expect(anyOf.engines['claude-code@2.1'].expectations[0]).toMatchObject({ tool: 'mcp__tie__epsilon_report', rank: 5, within: 4, pass: false })
    const all = evaluate(manifest('  - query: report\n    expect: [beta_report, zeta_report]\n'), BASE).queries[0]
    expect(all.engines['claude-code@2.1'].expectations.map((e) => [e.ref, e.pass])).toEqual([
      ['beta_report', true],
      ['zeta_report', false]
    ])
    expect(all.status).toBe('fail')
  })
})

describe('expect_any against the base commit', () => {
  const query = (list: string): Manifest => manifest(`  - query: report\n    ${list}\n`)
  const change = (m: Manifest, head: Catalog): string => {
    const diff = diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d', cost: { serversStarted: 0, totalMs: 1 }, base: { evaluation: evaluate(m, BASE, { advice: false }), catalog: BASE }, head: { evaluation: evaluate(m, head, { advice: false }), catalog: head } })
    return diff.rows.map((r) => `${r.ref} ${r.baseRank} → ${r.headRank} ${r.change}`).join('; ')
  }
  // alpha falls from #1 to #6, zeta climbs from #6 to #1; then both fall out.
  const swapped = reports(['zeta', 'beta', 'gamma', 'delta', 'epsilon', 'alpha'])
  const bothOut = reports(['eta', 'beta', 'gamma', 'delta', 'epsilon', 'alpha', 'zeta'])

  it('is no regression while another of the tools holds it, and one when none does', () => {
    expect(change(query('expect_any: [alpha_report, zeta_report]'), swapped)).toBe('alpha_report | zeta_report 1 → 1 unchanged')
    expect(change(query('expect: alpha_report'), swapped)).toBe('alpha_report 1 → 6 regression')
    expect(change(query('expect_any: [alpha_report, zeta_report]'), bothOut)).toBe('alpha_report | zeta_report 1 → 6 regression')
  })

  it('counts one tool more as a relaxation, one fewer as a tightening', () => {
    const base = query('expect_any: [alpha_report, zeta_report]')
    const edits = (head: Manifest) => diffExpectations({ base, head, baseEvaluation: evaluate(base, BASE, { advice: false }), baseCatalog: BASE, headCatalog: BASE }).flatMap((c) => c.edits)
    expect(edits(query('expect_any: [alpha_report, zeta_report, beta_report]'))).toEqual([{ field: 'expect_any', change: 'added', relaxes: true, after: 'beta_report' }])
    expect(edits(query('expect_any: [alpha_report, beta_report]'))).toEqual([
      { field: 'expect_any', change: 'removed', relaxes: false, before: 'zeta_report' },
      { field: 'expect_any', change: 'added', relaxes: true, after: 'beta_report' }
    ])
    expect(edits(query('expect: alpha_report'))).toEqual([
      { field: 'expect', change: 'added', relaxes: false, after: 'alpha_report' },
      { field: 'expect_any', change: 'removed', relaxes: true, before: 'alpha_report' },
      { field: 'expect_any', change: 'removed', relaxes: true, before: 'zeta_report' }
    ])
  })
})
