import { describe, expect, it } from '@jest/globals'
import { sanitizeString } from '../src/catalog/sanitize.js'
import { claudeCode20, claudeCode21, truncateDescription } from '../src/engines/claude-code.js'
import { resolveEngine } from '../src/engines/registry.js'
import { caseCatalog, loadCases, type EngineCase } from './helpers/cases.js'

const examples = loadCases('claude-code') as { cases: EngineCase[]; sanitize: Array<{ in: string; out: string }> }

describe.each(['claude-code@2.0', 'claude-code@2.1'])('%s worked examples', (engineId) => {
  const engine = resolveEngine(engineId)
  it.each(examples.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const prepared = engine.prepare(caseCatalog(c))
    const result = engine.search(prepared, c.query, { maxResults: c.max_results ?? engine.defaultMaxResults })
    expect(result.results).toEqual(c.expected?.[engineId])
  })
})

describe('sanitisation examples', () => {
  it.each(examples.sanitize.map((s) => [JSON.stringify(s.in), s] as const))('%s', (_label, s) => {
    expect(sanitizeString(s.in)).toBe(s.out)
  })
})

describe('claude-code engines', () => {
  it('the alias resolves to the newest generation, client versions to theirs', () => {
    expect(resolveEngine('claude-code')).toBe(claudeCode21)
    expect(resolveEngine('claude-code@2.0.72')).toBe(claudeCode20)
    expect(resolveEngine('claude-code@2.1.332')).toBe(claudeCode21)
    expect(() => resolveEngine('claude-code@2.1.50')).toThrow(/not reproduced yet/)
    expect(() => resolveEngine('claud-code')).toThrow(/unknown engine/)
  })

  it('keeps the full ranking with a per-term breakdown', () => {
    const c = examples.cases.find((x) => x.name === 'two servers, same tool name')!
    const result = claudeCode21.search(claudeCode21.prepare(caseCatalog(c)), c.query, { maxResults: 2 })
    expect(result.results).toHaveLength(2)
    expect(result.ranking.length).toBeGreaterThan(2)
    const top = result.ranking[0]
    expect(top.rank).toBe(1)
    expect(top.score).toBe(top.breakdown.reduce((sum, b) => sum + b.points, 0))
    expect(top.breakdown.map((b) => `${b.term}:${b.field}:${b.points}`)).toContain('create:name:12')
  })

  it('truncates descriptions without splitting a surrogate pair', () => {
    const text = 'a'.repeat(4095) + '😀' + 'tail'
    const cut = truncateDescription(text)
    expect(cut).toBe('a'.repeat(4095) + '… [truncated]')
  })
})
