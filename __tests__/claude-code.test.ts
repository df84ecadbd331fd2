import { describe, expect, it } from '@jest/globals'
import { sanitizeString } from '../src/catalog/sanitize.js'
import { claudeCode20, claudeCode21, truncateDescription } from '../src/engines/claude-code.js'
import { EngineNotApplicableError, resolveEngine, UnknownEngineError } from '../src/engines/registry.js'
import { engineInfoOf, unverifiedNote } from '../src/engines/types.js'
import { TextField } from '../src/engines/claude-code/text-field.js'
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

// Every boundary of the version table: the first and last published version of each
// generation (so also the versions just outside its neighbours).
const BOUNDARIES: Array<[version: string, engine: string, letter: string]> = [
  ['2.0.70', 'claude-code@2.0', 'A'],
  ['2.1.8', 'claude-code@2.0', 'A'],
  ['2.1.9', 'claude-code@B', 'B'],
  ['2.1.12', 'claude-code@B', 'B'],
  ['2.1.14', 'claude-code@C', 'C'],
  ['2.1.15', 'claude-code@C', 'C'],
  ['2.1.16', 'claude-code@D', 'D'],
  ['2.1.18', 'claude-code@D', 'D'],
  ['2.1.19', 'claude-code@E', 'E'],
  ['2.1.63', 'claude-code@E', 'E'],
  ['2.1.64', 'claude-code@F', 'F'],
  ['2.1.100', 'claude-code@F', 'F'],
  ['2.1.101', 'claude-code@G', 'G'],
  ['2.1.112', 'claude-code@G', 'G'],
  ['2.1.113', 'claude-code@H', 'H'],
  ['2.1.270', 'claude-code@H', 'H'],
  ['2.1.271', 'claude-code@H1', 'H1'],
  ['2.1.294', 'claude-code@H1', 'H1'],
  ['2.1.295', 'claude-code@H2', 'H2'],
  ['2.1.296', 'claude-code@H3', 'H3'],
  ['2.1.325', 'claude-code@H3', 'H3'],
  ['2.1.326', 'claude-code@H4', 'H4'],
  ['2.1.331', 'claude-code@H4', 'H4'],
  ['2.1.332', 'claude-code@2.1', 'I'],
  ['2.1.333', 'claude-code@2.1', 'I']
]

describe('claude-code versions', () => {
  it.each(BOUNDARIES)('%s ranks as %s', (version, generation, letter) => {
    const engine = resolveEngine(`claude-code@${version}`)
    expect(engine.id).toBe(`claude-code@${version}`)
    expect(engine.generation).toBe(generation)
    expect(engine.versions).toBe(`${version} (generation ${letter}: ${resolveEngine(generation).versions})`)
    expect(resolveEngine(`claude-code@${version}`)).toBe(engine)
  })

  it.each([
    ['2.1.13', '2.1.12 and 2.1.14'],
    ['2.1.82', '2.1.81 and 2.1.83'],
    ['2.1.102', '2.1.101 and 2.1.104'],
    ['2.1.103', '2.1.101 and 2.1.104'],
    ['2.1.106', '2.1.105 and 2.1.107'],
    ['2.0.78', '2.0.77 and 2.1.0']
  ])('%s was never published: refused with the nearest published ones', (version, nearest) => {
    expect(() => resolveEngine(`claude-code@${version}`)).toThrow(
      new UnknownEngineError(`claude-code@${version}: Claude Code ${version} was never published; the nearest published versions are ${nearest}`)
    )
  })

  it.each(['2.0.69', '2.0.0', '1.0.128', '0.2.9'])('%s has no tool search: the engine does not apply', (version) => {
    expect(() => resolveEngine(`claude-code@${version}`)).toThrow(EngineNotApplicableError)
    expect(() => resolveEngine(`claude-code@${version}`)).toThrow(
      `claude-code@${version}: Claude Code ${version} has no tool search (it came in 2.0.70; before, every MCP tool is loaded up front), so no ranking applies`
    )
  })

  it.each(['2.1.334', '2.1.400', '2.2.0', '3.0.0'])('%s is newer than the newest checked: ranks as I, unverified, naming the newest checked', (version) => {
    const engine = resolveEngine(`claude-code@${version}`)
    expect(engineInfoOf(engine)).toEqual({
      id: `claude-code@${version}`,
      family: 'claude-code',
      client: 'Claude Code ToolSearch',
      versions: `${version} (as generation I: 2.1.332 – 2.1.333)`,
      generation: 'claude-code@2.1',
      exact: true,
      defaultMaxResults: 5,
      verified: false,
      newestVerified: '2.1.333'
    })
    expect(unverifiedNote(engine)).toBe('newer than 2.1.333, the newest version checked: unverified')
    expect([unverifiedNote(claudeCode21), unverifiedNote(resolveEngine('claude-code@2.1.333')), unverifiedNote(resolveEngine('claude-code@latest'))]).toEqual([undefined, undefined, undefined])
    expect(resolveEngine(`claude-code@${version}`)).toBe(engine)
  })

  it('2.1.333 and 2.1.400 rank every worked example of 2.1 as 2.1.332 does', () => {
    for (const version of ['2.1.333', '2.1.400']) {
      const engine = resolveEngine(`claude-code@${version}`)
      for (const c of examples.cases) {
        const result = engine.search(engine.prepare(caseCatalog(c)), c.query, { maxResults: c.max_results ?? engine.defaultMaxResults })
        expect([version, c.name, result.results]).toEqual([version, c.name, c.expected?.['claude-code@2.1']])
      }
    }
  })

  it('latest ranks as the newest generation and says which version that is', () => {
    const latest = resolveEngine('claude-code@latest')
    expect({ id: latest.id, generation: latest.generation, versions: latest.versions }).toEqual({
      id: 'claude-code@latest',
      generation: 'claude-code@2.1',
      versions: '2.1.333, the newest reproduced (generation I)'
    })
  })

  it('the alias is the newest generation; malformed versions are unknown engines', () => {
    expect(resolveEngine('claude-code')).toBe(claudeCode21)
    expect(claudeCode21.versions).toBe('2.1.332 – 2.1.333')
    expect(claudeCode20.versions).toBe('2.0.70 – 2.1.8')
    expect(() => resolveEngine('claude-code@2.1.08')).toThrow(new UnknownEngineError('unknown engine `claude-code@2.1.08`: write the client version as `claude --version` prints it (e.g. claude-code@2.1.50)'))
    expect(() => resolveEngine('claude-code@9')).toThrow(new UnknownEngineError('unknown engine `claude-code@9`: write the client version as `claude --version` prints it (e.g. claude-code@2.1.50)'))
    expect(() => resolveEngine('claude-code@2.1')).not.toThrow()
    expect(() => resolveEngine('claud-code')).toThrow(
      new UnknownEngineError(
        'unknown engine `claud-code`, did you mean `claude-code`? (known: claude-code@2.0, claude-code@B … claude-code@H4, claude-code@2.1, codex, ai-sdk, spring-ai-regex, server, fastmcp-bm25, fastmcp-regex, claude-code, claude-code@latest, or claude-code@<client version>; `mcp-tool-rank engines` lists them all)'
      )
    )
  })

  it('a version inside a generation reads the tools as that version did', () => {
    const flags = (v: string): string => {
      const e = resolveEngine(`claude-code@${v}`)
      return `${Number(e.readsSearchHint)}${Number(e.loadsAlwaysLoad)}`
    }
    expect(['2.1.81', '2.1.83', '2.1.85', '2.1.86'].map(flags)).toEqual(['00', '10', '10', '11'])
  })
})

describe('claude-code engines', () => {
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

describe('claude-code text fields', () => {
  it('answer every term as the per-text tests do, by scanning and from the word table alike', () => {
    let seed = 777
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const pieces = ['get', 'issue', 'issues', '_', '-', '.', 'a', 'ab', 'x_y', '(', 'é', ' ', '\n', '9', 'get-env']
    const text = (): string => Array.from({ length: next(8) }, () => pieces[next(pieces.length)]).join(next(2) ? '' : ' ')
    const texts = Array.from({ length: 60 }, text)
    const owners = texts.map((_, i) => Math.floor(i / 2))
    const terms = [...new Set([...pieces.filter((p) => !/\s/.test(p)), 'ge', 'sue', 'b', 'y', '-env', 'env', 'x', 'issue.', '(get'])]
    const wordRe = (t: string): RegExp => new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\b`)
    const expected = (t: string): { owners: number[]; equal: number[]; word: number[] } => {
      const of = (test: (s: string) => boolean): number[] => [...new Set(texts.flatMap((s, i) => (test(s) ? [owners[i]] : [])))]
      return { owners: of((s) => s.includes(t)), equal: of((s) => s === t), word: of((s) => wordRe(t).test(s)) }
    }
    const answers = (field: TextField, t: string): { owners: number[]; equal: number[]; word: number[] } => {
      const c = field.containing(t)
      return { owners: [...c.owners], equal: [...c.equal], word: [...field.withWord(t)] }
    }
    // Asked in turn, the first terms are answered by scanning, the later ones from the table.
    const field = new TextField(texts, owners)
    for (const t of terms) expect([t, answers(field, t)]).toEqual([t, expected(t)])
    // A field whose table was built first answers the first terms from it too.
    const tabled = new TextField(texts, owners)
    for (const t of [...terms].reverse()) answers(tabled, t)
    for (const t of terms) expect([t, answers(tabled, t)]).toEqual([t, expected(t)])
  })
})
