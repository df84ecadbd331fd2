import { afterAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildCatalog } from '../src/catalog/build.js'
import * as lib from '../src/lib.js'
import { resolveEngine } from '../src/engines/registry.js'
import { springAiRegex, springPattern } from '../src/engines/spring-ai/index.js'
import { javaFindAll, javaIsBlank, javaTrim } from '../src/engines/spring-ai/java.js'
import { springFormat } from '../src/engines/spring-ai/names.js'
import { springRegExp } from '../src/engines/spring-ai/pattern.js'
import { EngineQueryError } from '../src/engines/types.js'
import { caseCatalog, loadCases, type EngineCase } from './helpers/cases.js'
import { ROOT, tempDir } from './helpers/cli.js'

interface SpringCase extends EngineCase {
  pattern: string
  scores: Array<[string, number]>
}

const { cases } = loadCases<SpringCase>('spring-ai-regex')

function search(c: SpringCase) {
  return springAiRegex.search(springAiRegex.prepare(caseCatalog(c)), c.query, { maxResults: c.max_results ?? springAiRegex.defaultMaxResults })
}

describe('spring-ai-regex worked examples (docs/engines/spring-ai-regex.md)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(springPattern(c.query).java).toBe(c.pattern)
    const result = search(c)
    expect(result.ranking.map((r) => [r.tool, r.score])).toEqual(c.scores)
    expect(result.results).toEqual(c.expected?.['spring-ai-regex'])
  })
})

describe('spring-ai-regex engine', () => {
  const named = (name: string) => cases.find((c) => c.name === name)!

  it('is registered with its client facts', () => {
    expect(resolveEngine('spring-ai-regex')).toBe(springAiRegex)
    expect(springAiRegex.versions).toBe('tool-search-tool 2.1.0')
    expect(springAiRegex.exact).toBe(true)
    expect(springAiRegex.defaultMaxResults).toBe(10)
  })

  it('splits on ASCII whitespace and punctuation only, trimming control characters as Java does', () => {
    expect(springPattern('pull\u00a0request, merge;now').words).toEqual(['pull\u00a0request', 'merge', 'now'])
    expect(springPattern('\u0001ab\u0001 cd').words).toEqual(['ab', 'cd'])
    expect(javaTrim('\u0000 x \u001f')).toBe('x')
    expect(javaTrim('\u00a0x\u00a0')).toBe('\u00a0x\u00a0')
    expect(javaIsBlank('\u2003\t\u001c')).toBe(true)
    expect(javaIsBlank('\u00a0')).toBe(false)
    // A no-break space alone is not blank, and too short to keep, so the fallback keeps it.
    expect(springPattern('\u00a0')).toEqual({ words: ['\u00a0'], java: '(?i)(\u00a0)', cut: [] })
    expect(springPattern(' \u2003 ')).toEqual({ words: [], java: '.*', cut: [] })
  })

  it('cuts words from the end of a pattern longer than 200 characters, but keeps the last one', () => {
    const cap = springPattern(named('pattern length cap').query)
    expect(cap.java).toHaveLength(195)
    expect(cap.cut).toEqual(['calendar'])
    const long = 'x'.repeat(250)
    expect(springPattern(`${long} y${long}`)).toEqual({ words: [long], java: `(?i)(${long})`, cut: [`y${long}`] })
  })

  it('folds ASCII letters only, as Java without UNICODE_CASE', () => {
    const regex = springRegExp(springPattern('Kelvin École'))
    expect(javaFindAll(regex, 'KELVIN kelvin \u212Aelvin École ÉCOLE école').matches.map((m) => [m.start, m.text])).toEqual([
      [0, 'KELVIN'],
      [7, 'kelvin'],
      [33, 'école']
    ])
  })

  it('finds as Matcher.find(): empty matches step one character, `.` stops at every Java line terminator', () => {
    const all = springRegExp(springPattern('?!'))
    expect(javaFindAll(all, 'ab\r\ncd\u0085e').matches.map((m) => [m.start, m.end])).toEqual([
      [0, 2],
      [2, 2],
      [3, 3],
      [4, 6],
      [6, 6],
      [7, 8],
      [8, 8]
    ])
    expect(javaFindAll(all, '')).toEqual({ count: 1, first: 0, matches: [{ start: 0, end: 0, text: '' }] })
  })

  it('names tools as Spring AI does: formatted, and alt_<n>_ for a name taken before', () => {
    expect(springFormat('list-files.v2 (beta) 検索')).toBe('list_filesv2beta検索')
    const c = named('one name per tool')
    const prepared = springAiRegex.prepare(caseCatalog(c))
    expect(prepared.catalog.tools.map((t) => springAiRegex.clientName!(prepared, t))).toEqual(['create_issue', 'alt_1_create_issue', 'create_merge_request'])
  })

  it('reads a missing or blank description as the name split at camel case', () => {
    const catalog = buildCatalog([
      { name: 'app', source: 'catalog', pages: 1, tools: [{ name: 'getUserProfile' }, { name: 'parseHTMLPage', description: ' \t' }, { name: 'read_file2', description: '' }] }
    ])
    expect(springAiRegex.prepare(catalog).tools.map((t) => t.description)).toEqual(['get user profile', 'parse html page', 'read_file2'])
  })

  it('refuses a query with a lone surrogate, which Java and JavaScript match differently', () => {
    const prepared = springAiRegex.prepare(caseCatalog(named('weather tools')))
    const run = () => springAiRegex.search(prepared, 'weather \uD83D', { maxResults: 5 })
    expect(run).toThrow(EngineQueryError)
    expect(run).toThrow('spring-ai-regex cannot rank this query: its character 9 is a lone surrogate (U+D83D), which Java\'s regex matches by code point and JavaScript\'s by UTF-16 unit')
  })

  it('tells lint and advice the words it matches, and explains equal scores by tool order', () => {
    expect(springAiRegex.queryTerms('How do I read a file?')).toEqual(['how', 'read', 'file'])
    expect(springAiRegex.queryTerms('???')).toEqual([])
    const c = named('punctuation only')
    const prepared = springAiRegex.prepare(caseCatalog(c))
    const result = springAiRegex.search(prepared, c.query, { maxResults: 2 })
    expect(springAiRegex.explainOrder(prepared, result, 'mcp__app__ping', 'mcp__app__get_time')).toEqual({
      fact: { kind: 'listing-order', score: 7.5, sameServer: true },
      text: "app/ping and app/get_time both score 7.500, and Spring AI keeps equal scores in its tool order: app/ping comes first in the server's tools/list"
    })
  })
})

describe('spring-ai-regex in a check', () => {
  const tmp = tempDir()
  afterAll(() => tmp.cleanup())

  it('judges expectations and advises edits from its own ranking', async () => {
    copyFileSync(join(ROOT, 'examples/catalogs/github.tools.json'), join(tmp.path, 'github.tools.json'))
    const manifest = ['version: 1', 'engines: [spring-ai-regex]', 'servers:', '  github:', '    catalog: github.tools.json', 'queries:']
    manifest.push('  - query: create issue', '    expect: create_issue', '    rank: 1', '  - query: review pull request', '    expect: get_pull_request', '    rank: 1')
    writeFileSync(join(tmp.path, 'manifest.yml'), manifest.join('\n') + '\n')
    const run = await lib.check({ config: 'manifest.yml', cwd: tmp.path })
    // Wide, and with the explanation: the advice is behind `explain`.
    const text = lib.renderTerminal(run.result.evaluation, { manifest: 'manifest.yml', columns: 1000, explain: true })
    expect(text).toContain('✓ create issue         create_issue      #1')
    expect(text).toContain('✗ review pull request  get_pull_request  #5 ✗')
    expect(text).toContain(
      'github/get_pull_request_reviews scores 9.992 ("pull": name match +2.714, description match +1; "request": name match +2, description match +1; "review": name match +2, description match +1.278) under Spring AI'
    )
    expect(run.verdict.reasons).toEqual(['1 missing: "review pull request" get_pull_request #5 under spring-ai-regex'])
  })
})
