/**
 * `fastmcp-bm25` and `fastmcp-regex` against the real transforms of FastMCP 4.0.10: a fixed
 * set of queries over the nine fixture catalogs and the worked examples, each catalog held by
 * a FastMCP server; the tokens and the case-insensitive matches of every character that has a
 * case, as Python makes them. One Python process per transform answers all of it. Then one
 * catalog served over stdio and searched through `search_tools` as a client calls it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog } from '../src/catalog/types.js'
import { readCatalogText } from '../src/collect/catalog-file.js'
import { translatePythonPattern } from '../src/engines/fastmcp/python-regex.js'
import { fastmcpTokenize } from '../src/engines/fastmcp/text.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError, type Engine, type PreparedCatalog } from '../src/engines/types.js'
import { caseCatalog, loadCases, type CaseTool } from './helpers/cases.js'
import { askFastmcp, FASTMCP_CATALOG_SERVER, fastmcpPython, type FastmcpAnswer, type FastmcpAnswers } from './helpers/fastmcp.js'

const NAMES = ['everything', 'filesystem', 'github', 'gitlab', 'memory', 'ms365', 'notion', 'playwright', 'slack']
/** Past every catalog's size: each answer is the transform's whole ranking, not only its top 5. */
const MAX_RESULTS = 400
const QUERIES = JSON.parse(readFileSync(new URL('./fixtures/engines/fastmcp-queries.json', import.meta.url), 'utf8')) as { bm25: [string, string][]; regex: [string, string][] }
const { cases } = loadCases('fastmcp')
/** A tool FastMCP's search cannot read: a parameter description that is not a string. */
const BROKEN: CaseTool[] = [{ server: 'app', name: 'odd', description: 'Odd tool', inputSchema: { type: 'object', properties: { n: { type: 'integer', description: 5 } } } }]

const path = (name: string): string => fileURLToPath(new URL(`./fixtures/catalogs/${name}.tools.json`, import.meta.url))
const catalogs = new Map<string, Catalog>(NAMES.map((name) => [name, buildCatalog([readCatalogText(name, `${name}.tools.json`, readFileSync(path(name), 'utf8')).listing])]))
cases.forEach((c, i) => catalogs.set(`case ${i}`, caseCatalog(c)))
catalogs.set('broken', caseCatalog({ name: 'broken', query: '', tools: BROKEN }))

/** Every character that changes under case mapping or NFKC case folding. */
function charactersThat(property: RegExp): number[] {
  return [...Array(0x110000).keys()].filter((c) => (c < 0xd800 || c > 0xdfff) && property.test(String.fromCodePoint(c)))
}
const CASED = charactersThat(/^\p{Changes_When_Casemapped}$/u)
/** Each character between two letters, so its tokens show whether it joins a word and what it folds to. */
const TOKEN_TEXTS = [...charactersThat(/^[\p{Changes_When_Casemapped}\p{Changes_When_NFKC_Casefolded}]$/u).map((c) => `x${String.fromCodePoint(c)}y`), 'Straße ΟΔΟΣ ＦＩＬＥ ﬁle a_b İstanbul ½ ²³']

const TRANSFORMS = [
  ['fastmcp-bm25', 'bm25'],
  ['fastmcp-regex', 'regex']
] as const
type Transform = (typeof TRANSFORMS)[number][1]

/** The worked examples a transform's engine has, as questions for the server. */
function examplesOf(id: string): [string, string, number][] {
  return cases.flatMap((c, i) => (c.expected?.[id] ? [[`case ${i}`, c.query, c.max_results ?? 5] as [string, string, number]] : []))
}

function questionsOf(id: string, transform: Transform): [string, string, number][] {
  return [...QUERIES[transform].map(([name, query]) => [name, query, MAX_RESULTS] as [string, string, number]), ...examplesOf(id), ['broken', 'odd', 5]]
}

/** Both transforms' Python processes, started together (the machine has more than one core). */
let asked: Record<Transform, Promise<FastmcpAnswers>> | undefined
function ask(transform: Transform): Promise<FastmcpAnswers> {
  asked ??= Object.fromEntries(
    TRANSFORMS.map(([id, t]) => {
      const sources = { ...Object.fromEntries(NAMES.map((n) => [n, path(n)])), ...Object.fromEntries(cases.map((c, i) => [`case ${i}`, { tools: c.tools }])), broken: { tools: BROKEN } }
      const unicode = t === 'bm25' ? { tokenize: TOKEN_TEXTS } : { casematch: CASED }
      return [t, askFastmcp({ transform: t, max_results: 5, catalogs: sources, queries: questionsOf(id, t), ...unicode })]
    })
  ) as Record<Transform, Promise<FastmcpAnswers>>
  return asked[transform]
}

/** The engine's answer in the transform's terms: bare tool names, or the failure. */
function engineAnswer(engine: Engine, prepared: PreparedCatalog, query: string, maxResults: number): FastmcpAnswer | 'refused' | 'fails' {
  try {
    const { results } = engine.search(prepared, query, { maxResults })
    return results.map((id) => String(prepared.catalog.tools.find((t) => t.id === id)!.rawName))
  } catch (error) {
    if (!(error instanceof EngineQueryError)) throw error
    return /cannot reproduce/.test(error.message) ? 'refused' : 'fails'
  }
}

describe.each(TRANSFORMS)('%s against FastMCP 4.0.10', (id, transform) => {
  const engine = resolveEngine(id)
  const examples = examplesOf(id)
  const questions = questionsOf(id, transform)
  let answers: FastmcpAnswer[]
  let python: FastmcpAnswers

  beforeAll(async () => {
    python = await ask(transform)
    answers = python.answers
  }, 60_000)

  /** Per question, what differs between the server and the engine. */
  function differences(from: number, to: number): object[] {
    const prepared = new Map<string, PreparedCatalog>()
    return questions.slice(from, to).flatMap(([name, query, maxResults], k) => {
      if (!prepared.has(name)) prepared.set(name, engine.prepare(catalogs.get(name)!))
      const ours = engineAnswer(engine, prepared.get(name)!, query, maxResults)
      const theirs = answers[from + k]
      return JSON.stringify(ours) === JSON.stringify(theirs) ? [] : [{ name, query, fastmcp: theirs, ours }]
    })
  }

  it('answers every query of the fixed set as the server does, in its order', () => {
    const fixed = QUERIES[transform].length
    expect(fixed).toBeGreaterThanOrEqual(300)
    expect(differences(0, fixed)).toEqual([])
    // The set reaches what makes the transforms differ: empty answers and long rankings.
    const lengths = answers.slice(0, fixed).map((a) => (Array.isArray(a) ? a.length : -1))
    expect(lengths.filter((n) => n === 0).length).toBeGreaterThan(10)
    expect(lengths.filter((n) => n > 20).length).toBeGreaterThan(10)
  })

  it('finds what the worked examples say, as the server does', () => {
    expect(examples.length).toBeGreaterThanOrEqual(10)
    expect(differences(QUERIES[transform].length, questions.length - 1)).toEqual([])
  })

  it('fails where the server fails: a parameter description that is not a string', () => {
    expect(answers[questions.length - 1]).toEqual({ error: 'sequence item 3: expected str instance, int found' })
    expect(engineAnswer(engine, engine.prepare(catalogs.get('broken')!), 'odd', 5)).toBe('fails')
  })

  // Python's null: a character newer than its Unicode database (docs/engines/fastmcp-bm25.md).
  if (transform === 'bm25') {
    it('makes the tokens FastMCP makes of every character that has a case or a compatibility form', () => {
      const checked = TOKEN_TEXTS.flatMap((text, i) => (python.tokens[i] ? [[text, python.tokens[i]] as const] : []))
      expect(checked.length).toBeGreaterThan(7500)
      expect(checked.filter(([text, tokens]) => JSON.stringify(fastmcpTokenize(text)) !== JSON.stringify(tokens))).toEqual([])
    })
  } else {
    it('matches, for every character that has a case, the characters `re.IGNORECASE` matches', () => {
      // Only the characters this Python's Unicode assigns: Node's newer Unicode knows more pairs.
      const known = CASED.filter((_c, i) => python.casematch[i])
      const text = String.fromCodePoint(...known)
      const differing = CASED.flatMap((c, i) => {
        if (!python.casematch[i]) return []
        const regex = translatePythonPattern(`\\U${c.toString(16).padStart(8, '0')}`) as RegExp
        const ours = [...text.matchAll(new RegExp(regex.source, 'gu'))].map((m) => m[0].codePointAt(0)!)
        return JSON.stringify(ours) === JSON.stringify(python.casematch[i]) ? [] : [{ code: c.toString(16), python: python.casematch[i], ours }]
      })
      expect(known.length).toBeGreaterThan(2500)
      expect(differing).toEqual([])
    })
  }
})

describe('a FastMCP server with a search transform, over stdio', () => {
  const client = new Client({ name: 'fastmcp-differential', version: '1.0.0' })

  beforeAll(async () => {
    await client.connect(new StdioClientTransport({ command: fastmcpPython(), args: [FASTMCP_CATALOG_SERVER, 'serve', path('github'), 'bm25'], stderr: 'ignore' }))
  }, 30_000)
  afterAll(() => client.close())

  it('lists only search_tools and call_tool, and search_tools ranks as fastmcp-bm25', async () => {
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(['search_tools', 'call_tool'])
    const engine = resolveEngine('fastmcp-bm25')
    const prepared = engine.prepare(catalogs.get('github')!)
    const lengths: number[] = []
    for (const query of ['create a pull request', 'search issues by label', 'file contents']) {
      const result = await client.callTool({ name: 'search_tools', arguments: { query } })
      const listed = (result.structuredContent as { result: Array<{ name: string }> }).result.map((t) => t.name)
      expect(listed).toEqual(engineAnswer(engine, prepared, query, 5))
      lengths.push(listed.length)
    }
    expect(lengths).toEqual([5, 5, 2])
  })
})
