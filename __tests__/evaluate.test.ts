import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { resolveToolRef } from '../src/evaluate/resolve.js'
import { ManifestError } from '../src/manifest/errors.js'
import { parseManifest } from '../src/manifest/load.js'
import { resolveEngine } from '../src/engines/registry.js'
import { caseCatalog, loadCases, type EngineCase } from './helpers/cases.js'

const reports: RawTool[] = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((n) => ({
  name: `${n}_report`,
  description: `The ${n} report.`
}))
const catalog = buildCatalog([
  {
    name: 'tie',
    source: 'catalog',
    pages: 1,
    tools: [...reports, { name: 'get_me', description: 'The signed-in user.', _meta: { 'anthropic/alwaysLoad': true } }]
  },
  { name: 'other', source: 'catalog', pages: 1, tools: [{ name: 'alpha_report', description: 'Another alpha report.' }] }
])

function run(queries: string, header = 'engines: [claude-code@2.1, claude-code@2.0]') {
  const manifest = parseManifest(`version: 1\n${header}\nservers:\n  tie: {catalog: x}\n  other: {catalog: y}\nqueries:\n${queries}`, 'm.yml')
  return evaluate(manifest, catalog)
}

describe('evaluate', () => {
  it('passes within the cut and flags a tool that makes it only through catalog order', () => {
    const e = run('  - query: report\n    expect: tie/epsilon_report\n')
    const r = e.queries[0].engines['claude-code@2.1']
    expect(r.results).toHaveLength(5)
    expect(r.cutTie).toEqual({
      score: 18,
      inside: ['mcp__tie__alpha_report', 'mcp__tie__beta_report', 'mcp__tie__gamma_report', 'mcp__tie__delta_report', 'mcp__tie__epsilon_report'],
      outside: ['mcp__tie__zeta_report', 'mcp__other__alpha_report']
    })
    expect(r.expectations[0]).toMatchObject({ tool: 'mcp__tie__epsilon_report', rank: 5, pass: true, fragile: true })
    expect(e.summary).toMatchObject({ passed: 1, failed: 0, fragile: 1 })
  })

  it('fails outside the cut and outside `rank`', () => {
    const e = run('  - query: report\n    expect: zeta_report\n  - query: beta report\n    expect: tie/alpha_report\n    rank: 1\n')
    expect(e.queries[0].engines['claude-code@2.1'].expectations[0]).toMatchObject({ rank: 6, pass: false, fragile: true })
    expect(e.queries[1].engines['claude-code@2.1'].expectations[0]).toMatchObject({ rank: 2, pass: false })
    expect(e.queries.map((q) => q.status)).toEqual(['fail', 'fail'])
  })

  it('checks forbid within the cut only', () => {
    const e = run('  - query: report\n    forbid: [zeta_report]\n  - query: report\n    forbid: [tie/alpha_report]\n')
    expect(e.queries.map((q) => q.status)).toEqual(['pass', 'fail'])
  })

  it('treats an alwaysLoad tool as visible under 2.1 only', () => {
    const e = run('  - query: signed-in user\n    expect: get_me\n')
    expect(e.queries[0].engines['claude-code@2.1'].expectations[0]).toMatchObject({ alwaysLoaded: true, pass: true })
    expect(e.queries[0].engines['claude-code@2.0'].expectations[0]).toMatchObject({ alwaysLoaded: false, rank: 1, pass: true })
  })

  it('reports known failures and fixed ones, and queries without expectations', () => {
    const e = run(
      '  - query: report\n    expect: zeta_report\n    known_failure: ties\n  - query: report\n    expect: tie/alpha_report\n    known_failure: was broken\n  - query: report\n'
    )
    expect(e.queries.map((q) => q.status)).toEqual(['known-failure', 'fixed', 'report-only'])
    expect(e.summary).toMatchObject({ queries: 3, passed: 1, failed: 0, knownFailures: 1, reportOnly: 1 })
  })

  it('takes rank and known_failure per engine, and judges each engine by its own', () => {
    const query = '  - query: report\n    expect: tie/gamma_report\n    rank: { claude-code@2.1: 3, claude-code@2.0: 2 }\n    known_failure: { claude-code@2.0: "2.0 puts it third" }\n'
    const e = run(query)
    const q = e.queries[0]
    expect(q.engines['claude-code@2.1']).toMatchObject({ status: 'pass', expectations: [{ rank: 3, within: 3, pass: true }] })
    expect(q.engines['claude-code@2.1'].knownFailure).toBeUndefined()
    expect(q.engines['claude-code@2.0']).toMatchObject({ status: 'known-failure', knownFailure: '2.0 puts it third', expectations: [{ rank: 3, within: 2, pass: false }] })
    expect(q.status).toBe('known-failure')
    expect(q.knownFailure).toBeUndefined()
    expect(e.summary).toMatchObject({ passed: 0, failed: 0, knownFailures: 1 })
    // Narrowed to the engine the mark is not for: the mark is ignored, never "passes now".
    const narrowed = evaluate(parseManifest(`version: 1\nengines: [claude-code@2.1, claude-code@2.0]\nservers:\n  tie: {catalog: x}\n  other: {catalog: y}\nqueries:\n${query}`, 'm.yml'), catalog, { engines: ['claude-code@2.1'] })
    expect(narrowed.queries[0]).toMatchObject({ status: 'pass', engines: { 'claude-code@2.1': { status: 'pass' } } })
  })

  it('says a mark passes now only for an engine that was run: per engine, or for every engine the manifest names', () => {
    const perEngine = '  - query: report\n    expect: tie/gamma_report\n    known_failure: { claude-code@2.1: "was #6" }\n'
    expect(run(perEngine).queries[0].engines['claude-code@2.1'].status).toBe('fixed')
    expect(run(perEngine).queries[0].engines['claude-code@2.0'].status).toBe('pass')
    const everywhere = '  - query: report\n    expect: tie/gamma_report\n    known_failure: was broken\n'
    expect(run(everywhere).queries[0]).toMatchObject({ status: 'fixed', knownFailure: 'was broken' })
    const manifest = parseManifest(`version: 1\nengines: [claude-code@2.1, claude-code@2.0]\nservers:\n  tie: {catalog: x}\n  other: {catalog: y}\nqueries:\n${everywhere}`, 'm.yml')
    // With one engine of two run, the other may still need the mark.
    expect(evaluate(manifest, catalog, { engines: ['claude-code@2.0'] }).queries[0].status).toBe('pass')
    expect(evaluate(manifest, catalog, { engines: ['claude-code@2.1', 'claude-code@2.0'] }).queries[0].status).toBe('fixed')
  })

  it('takes max_results per engine', () => {
    const e = run('  - query: report\n', 'engines: [claude-code@2.1, claude-code@2.0]\nmax_results: { claude-code@2.0: 3 }')
    expect(e.queries[0].engines['claude-code@2.0'].results).toHaveLength(3)
    expect(e.queries[0].engines['claude-code@2.1'].results).toHaveLength(5)
  })

  it('uses per-query engines and the manifest cut', () => {
    const e = run('  - query: report\n    expect: tie/gamma_report\n    engines: [claude-code@2.0]\n', 'max_results: 3')
    expect(Object.keys(e.queries[0].engines)).toEqual(['claude-code@2.0'])
    expect(e.queries[0].engines['claude-code@2.0'].results).toHaveLength(3)
  })

  it('names each ranked tool as the client does where that differs (Codex flat names)', () => {
    const e = run('  - query: beta report\n    expect: tie/beta_report\n', 'engines: [codex, ai-sdk]')
    expect(e.queries[0].engines.codex.clientNames?.['mcp__tie__beta_report']).toBe('mcp__tiebeta_report')
    expect(e.queries[0].engines['ai-sdk'].clientNames).toBeUndefined()
  })

  it('turns unresolvable references into manifest errors at their position', () => {
    expect(() => run('  - query: report\n    expect: alpha_report\n')).toThrow(ManifestError)
    let error: ManifestError | undefined
    try {
      run('  - query: report\n    expect: [tie/alpha_reprot]\n')
    } catch (err) {
      error = err as ManifestError
    }
    expect(error?.issues[0]).toMatchObject({ line: 8, col: 14, message: expect.stringContaining('did you mean `tie/alpha_report`?') })
  })
})

describe('tool references', () => {
  it('accept tool, server/tool and the full name', () => {
    const id = (ref: string) => {
      const r = resolveToolRef(ref, catalog)
      return 'tool' in r ? r.tool.id : r.error
    }
    expect(id('beta_report')).toBe('mcp__tie__beta_report')
    expect(id('other/alpha_report')).toBe('mcp__other__alpha_report')
    expect(id('mcp__tie__alpha_report')).toBe('mcp__tie__alpha_report')
    expect(id('alpha_report')).toBe('`alpha_report` is ambiguous: `tie/alpha_report`, `other/alpha_report`; qualify it as server/tool')
    expect(id('omega_report')).toContain('no server lists a tool `omega_report`')
  })

  it('a name one server lists twice: the server must change, not the reference', () => {
    const twice = buildCatalog([{ name: 'dup', source: 'catalog', pages: 1, tools: [{ name: 'get_issue', description: 'One.' }, { name: 'get_issue', description: 'Two.' }] }])
    const message = (ref: string): string => {
      const r = resolveToolRef(ref, twice)
      return 'error' in r ? r.error : r.tool.id
    }
    const expected = (ref: string): string => `\`${ref}\` names 2 tools of server \`dup\` (\`dup/get_issue\`, \`dup/get_issue\`): a client keeps only one of them; rename the others in the server`
    for (const ref of ['get_issue', 'dup/get_issue', 'mcp__dup__get_issue']) expect(message(ref)).toBe(expected(ref))
  })
})

describe('codex ties at the cut', () => {
  it('names exactly the tools Codex may return instead, for every worked example', () => {
    const codex = resolveEngine('codex')
    const cases = (loadCases('codex') as { cases: Array<EngineCase & { cutoff_ties?: Record<string, string[]> }> }).cases
    const withTies = cases.filter((c) => c.cutoff_ties && !c.error)
    expect(withTies.some((c) => c.cutoff_ties!.codex.length > 0)).toBe(true)
    for (const c of withTies) {
      const result = codex.search(codex.prepare(caseCatalog(c)), c.query, { maxResults: c.max_results ?? 8 })
      expect({ name: c.name, outside: result.cutTie?.outside ?? [] }).toEqual({ name: c.name, outside: c.cutoff_ties!.codex })
    }
  })
})
