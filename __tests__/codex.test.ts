import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { idf, tokenValue } from '../src/engines/codex/bm25.js'
import { deunicode, deunicodeChar, deunicodeTables } from '../src/engines/codex/deunicode.js'
import { MAPPING_SHA256, POINTERS_SHA256 } from '../src/engines/codex/deunicode-data.js'
import { fxhash32 } from '../src/engines/codex/fxhash.js'
import { codex, exactTokens, prepareCodex, rustTrim } from '../src/engines/codex/index.js'
import { logf } from '../src/engines/codex/logf.js'
import { assignCodexNames, compareBytes, sanitizeCodexName, toolIdentity } from '../src/engines/codex/names.js'
import { STOP_WORDS } from '../src/util/words.js'
import { segmenterWords, stem, tokenHashes, tokenize, unicodeWords } from '../src/engines/codex/tokenize.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError, type SearchResult } from '../src/engines/types.js'
import { caseCatalog, loadCases, type EngineCase } from './helpers/cases.js'

interface CodexCase extends EngineCase {
  error?: string
  ranking?: { codex: Array<{ tool: string; promoted: boolean; score: number | null }> }
  cutoff_ties?: { codex: string[] }
  debug?: {
    avgdl: number
    exact_tokens: string[]
    bm25_query_tokens: string[]
    documents: Array<{ tool: string; namespace: string; callable: string; text: string; tokens: string[] }>
  }
}

const { cases } = loadCases<CodexCase>('codex')
const limitOf = (c: CodexCase): number => c.max_results ?? codex.defaultMaxResults

/** Tools left out that tie with the last BM25 tool let in (promoted tools are not random). */
function cutoffTies(result: SearchResult): string[] {
  const kept = result.results.length
  const last = result.ranking[kept - 1]
  if (!last || last.breakdown.some((b) => b.field === 'promotion')) return []
  return result.ranking
    .slice(kept)
    .filter((r) => r.score === last.score && !r.breakdown.some((b) => b.field === 'promotion'))
    .map((r) => r.tool)
}

describe('codex worked examples', () => {
  const ranked = cases.filter((c) => c.error === undefined)
  const rejected = cases.filter((c) => c.error !== undefined)

  it('covers every case of the fixture', () => {
    expect(ranked.length + rejected.length).toBe(34)
    expect(rejected).toHaveLength(2)
  })

  describe.each(ranked.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const prepared = codex.prepare(caseCatalog(c))
    const result = codex.search(prepared, c.query, { maxResults: limitOf(c) })

    it('returns the grouped list Codex returned', () => {
      expect(result.results).toEqual(c.expected?.codex)
      expect(result.randomTies).toBe(true)
    })

    it('ranks before grouping as Codex did, scores and cut-off ties included', () => {
      const want = c.ranking!.codex
      const got = result.ranking.slice(0, result.results.length)
      expect(got.map((r) => r.tool)).toEqual(want.map((r) => r.tool))
      expect(got.map((r) => r.breakdown.some((b) => b.field === 'promotion'))).toEqual(want.map((r) => r.promoted))
      // Scores are Codex's f32 values, exactly (a promoted tool BM25 did not match: none).
      expect(got.map((r) => (r.breakdown.some((b) => b.field === 'bm25') ? r.score : null))).toEqual(
        want.map((r) => r.score)
      )
      expect(got.map((r) => r.rank)).toEqual(got.map((_r, i) => i + 1))
      expect(cutoffTies(result)).toEqual(c.cutoff_ties!.codex)
    })

    it('builds and tokenizes documents and the query as the crate did', () => {
      const debug = c.debug!
      expect(
        prepared.documents.map((d) => ({
          tool: d.tool.id,
          namespace: d.namespace,
          callable: d.callable,
          text: d.text,
          tokens: tokenize(d.text)
        }))
      ).toEqual(debug.documents.map(({ tool, namespace, callable, text, tokens }) => ({ tool, namespace, callable, text, tokens })))
      expect(prepared.bm25.avgdl).toBe(debug.avgdl)
      expect(prepared.bm25.lengths).toEqual(debug.documents.map((d) => d.tokens.length))
      expect(exactTokens(rustTrim(c.query))).toEqual(debug.exact_tokens)
      expect(tokenize(rustTrim(c.query))).toEqual(debug.bm25_query_tokens)
    })
  })

  it.each(rejected.map((c) => [c.name, c] as const))('%s: rejected with the client message', (_name, c) => {
    const prepared = codex.prepare(caseCatalog(c))
    const run = (): SearchResult => codex.search(prepared, c.query, { maxResults: limitOf(c) })
    expect(run).toThrow(EngineQueryError)
    expect(run).toThrow(new Error(c.error))
  })
})

describe('codex engine', () => {
  const c = cases.find((x) => x.name === 'promote-suffix')!

  it('is registered with its client facts', () => {
    expect(resolveEngine('codex')).toBe(codex)
    expect(codex.client).toBe('OpenAI Codex CLI tool_search')
    expect(codex.defaultMaxResults).toBe(8)
    expect(codex.exact).toBe(true)
  })

  it('tells lint and advice the query words as written, and nothing about parts, collisions or cuts', () => {
    expect(codex.queryTerms('Create +Issue  create')).toEqual(['create', 'issue'])
    expect([codex.nameParts, codex.nameCollisions, codex.descriptionCut, codex.localScoring]).toEqual([undefined, undefined, undefined, false])
  })

  it("names tools with Codex's flat name", () => {
    const prepared = codex.prepare(caseCatalog(c))
    const tool = prepared.catalog.tools.find((t) => t.id === 'mcp__github__create_issue')!
    expect(codex.clientName!(prepared, tool)).toBe('mcp__githubcreate_issue')
  })

  it('reports the promotion token and the BM25 terms', () => {
    const result = codex.search(codex.prepare(caseCatalog(c)), 'issue', { maxResults: 8 })
    expect(result.ranking[0].breakdown).toEqual([
      { term: 'issue', field: 'promotion', points: 0 },
      { term: 'issu', field: 'bm25', points: result.ranking[0].score }
    ])
    expect(result.ranking[2].breakdown.map((b) => b.field)).toEqual(['bm25'])
  })

  it('keeps promoted tools past the limit in the ranking', () => {
    const result = codex.search(codex.prepare(caseCatalog(c)), 'github', { maxResults: 2 })
    expect(result.results).toHaveLength(2)
    expect(result.ranking).toHaveLength(6)
    expect(result.ranking.every((r) => r.breakdown[0].field === 'promotion')).toBe(true)
  })

  it('drops a second tool with the same identity', () => {
    const catalog = buildCatalog([
      {
        name: 'svc',
        source: 'catalog',
        pages: 1,
        tools: [
          { name: 'dup', description: 'first copy' },
          { name: 'dup', description: 'second copy' }
        ]
      }
    ])
    const prepared = codex.prepare(catalog)
    expect(prepared.documents).toHaveLength(1)
    expect(prepared.documents[0].text).toBe('mcp__svcdup dup dup svc first copy')
    expect(codex.clientName!(prepared, catalog.tools[1])).toBe('mcp__svcdup')
  })

  it('orders the registry by identity bytes, not listing order', () => {
    const catalog = buildCatalog([
      { name: 'zeta', source: 'catalog', pages: 1, tools: [{ name: 'b' }, { name: 'a' }] },
      { name: 'alpha', source: 'catalog', pages: 1, tools: [{ name: 'Z' }, { name: '_' }] }
    ])
    expect(prepareCodex(catalog).documents.map((d) => d.tool.id)).toEqual([
      'mcp__alpha__Z',
      'mcp__alpha___',
      'mcp__zeta__a',
      'mcp__zeta__b'
    ])
  })
})

describe('codex names', () => {
  const sha = (x: string): string => '_' + createHash('sha1').update(x).digest('hex').slice(0, 12)

  it('orders names by their UTF-8 bytes', () => {
    const units = ['a', 'b', '_', '\0', '\u00e9', '\u0800', '\ud7ff', '\ue000', '\uffff', '\ud83d', '\ude00', '\ud83d\ude00', '\udbff\udfff']
    let seed = 99
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const text = (): string => Array.from({ length: next(5) }, () => units[next(units.length)]).join('')
    for (let i = 0; i < 5000; i++) {
      const a = text()
      const b = next(4) ? text() : a + text()
      expect([a, b, compareBytes(a, b)]).toEqual([a, b, Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))])
    }
  })

  it('sanitises to [A-Za-z0-9_], one _ per character', () => {
    expect(sanitizeCodexName('azure-devops')).toBe('azure_devops')
    expect(sanitizeCodexName('a🎉b.c')).toBe('a_b_c')
    expect(sanitizeCodexName('')).toBe('_')
  })

  it('concatenates namespace and callable; keeps an existing mcp__ prefix', () => {
    expect(assignCodexNames([{ server: 'github', tool: 'create_issue' }])[0].flat).toBe('mcp__githubcreate_issue')
    expect(assignCodexNames([{ server: 'mcp__x', tool: 'y' }])[0]).toEqual({
      namespace: 'mcp__x',
      callable: 'y',
      flat: 'mcp__xy'
    })
  })

  it('hashes servers whose namespaces sanitise alike', () => {
    const names = assignCodexNames([
      { server: 'my-server', tool: 't' },
      { server: 'my_server', tool: 't' }
    ])
    expect(names.map((n) => n.namespace)).toEqual([
      'mcp__my_server' + sha('my-server\0my-server\0'),
      'mcp__my_server' + sha('my_server\0my_server\0')
    ])
  })

  it('hashes callables of one namespace that sanitise alike', () => {
    const names = assignCodexNames([
      { server: 's', tool: 'get-item' },
      { server: 's', tool: 'get_item' }
    ])
    expect(names.map((n) => n.callable)).toEqual([
      'get_item' + sha(toolIdentity('s', 'get-item')),
      'get_item' + sha(toolIdentity('s', 'get_item'))
    ])
  })

  it('shortens a name past 64 characters with the identity hash', () => {
    const tool = 'x'.repeat(70)
    const [name] = assignCodexNames([{ server: 'srv', tool }])
    const room = 64 - 'mcp__srv'.length - 2
    expect(name.callable).toBe('x'.repeat(room - 13) + sha(toolIdentity('srv', tool)))
    expect(name.flat.length + 2).toBe(64)
  })

  it('cuts the namespace when no room is left for the callable', () => {
    const server = 's'.repeat(60)
    const [name] = assignCodexNames([{ server, tool: 't' }])
    expect(name.namespace).toBe(('mcp__' + server).slice(0, 49))
    expect(name.callable).toBe(sha(toolIdentity(server, 't')))
  })

  it('tries identity \\0 1, \\0 2 ... when a shortened name is taken', () => {
    // Two long tools whose shortened forms could only clash by hash: force it with an earlier
    // tool that already holds the first choice's flat name.
    const long = 'y'.repeat(70)
    const room = 64 - 'mcp__s'.length - 2
    const taken = 'y'.repeat(room - 13) + sha(toolIdentity('s', long))
    const names = assignCodexNames([
      { server: 's', tool: taken },
      { server: 's', tool: long }
    ])
    expect(names[0].callable).toBe(taken)
    expect(names[1].callable).toBe('y'.repeat(room - 13) + sha(toolIdentity('s', long) + '\0' + '1'))
  })
})

describe('codex tokens', () => {
  it('fxhash32 matches the crate (bm25 embedder test) and collides period/permut', () => {
    expect(fxhash32('space')).toBe(866767497)
    expect(fxhash32('station')).toBe(666609503)
    expect(stem('permutation')).toBe('permut')
    expect(fxhash32('period')).toBe(fxhash32('permut'))
    expect(fxhash32('period')).not.toBe(fxhash32('periods'))
    // Text beyond ASCII is hashed over its UTF-8 bytes (ASCII text over its char codes).
    expect([fxhash32('é😀xyz'), fxhash32('naïve'), fxhash32('')]).toEqual([2616180196, 583961840, 4209543787])
  })

  it('stems every word of the recorded catalogs as Snowball English (snowball-stemmers) does', () => {
    const { newStemmer } = createRequire(import.meta.url)('snowball-stemmers') as typeof import('snowball-stemmers')
    const english = newStemmer('english')
    const dir = '__tests__/fixtures/catalogs'
    const words = new Set<string>()
    for (const file of readdirSync(dir)) for (const w of readFileSync(`${dir}/${file}`, 'utf8').toLowerCase().split(/[^a-z0-9]+/)) if (w) words.add(w)
    expect(words.size).toBeGreaterThan(3000)
    const differ = [...words].filter((w) => stem(w) !== english.stem(w))
    expect(differ).toEqual([])
  })

  it("logf is glibc's, not Math.log rounded (N = 49, df = 49)", () => {
    const x = Math.fround(1 + Math.fround(0.5 / 49.5))
    expect(idf(49, 49)).toBe(Math.fround(0.01005028747))
    expect(logf(x)).toBe(Math.fround(0.01005028747))
    expect(Math.fround(Math.log(x))).not.toBe(logf(x))
    expect(logf(1)).toBe(0)
    // Checked against glibc 2.36 on 4.6 million inputs: equal bit for bit except NaN payloads.
    expect(logf(Math.fround(Math.E))).toBe(0.9999999403953552)
    expect(logf(0)).toBe(-Infinity)
    expect(logf(-1)).toBeNaN()
  })

  it('computes the embedder value with b*(|D|/avgdl)', () => {
    // bm25 embedder test: "space station station" with avgdl 3 -> [1.0, 1.375, 1.375]
    expect(tokenValue(1, 3, 3)).toBe(1)
    expect(tokenValue(2, 3, 3)).toBe(1.375)
  })

  it.each([
    ['café', 'cafe'],
    ['—', '--'],
    ['→', '-'],
    ['a🎉b', 'atada b'],
    ['café docs.\n\nDo not', 'cafe docs.Do not'],
    ['docs.\n\nDo not', 'docs.\n\nDo not'],
    ['Æneid', 'AEneid'],
    ['étude', 'etude'],
    ['北亰', 'Bei Jing'],
    ['中国x', 'Zhong Guo x'],
    ['中 国', 'Zhong Guo'],
    ['ᔕᓇᓇ', 'shanana'],
    ['げんまい茶', 'genmaiCha'],
    ['🦄☣', 'unicorn biohazard'],
    ['…', '...'],
    ['x\u{7f}y\u{e9}', 'xye']
  ])('deunicode(%j) = %j', (input, output) => {
    expect(deunicode(input)).toBe(output)
  })

  it('maps printable ASCII to itself, so runs of it are copied whole', () => {
    for (let c = 0x20; c <= 0x7e; c++) expect([c, deunicodeChar(c)]).toEqual([c, String.fromCharCode(c)])
    expect(deunicode('é  a-b  (c) \u{1f984} x y\u00e9\t\n z')).toBe('e  a-b  (c) unicorn x ye z')
  })

  it('has no transliteration past the table: the placeholder', () => {
    expect(deunicodeChar(0x10ffff)).toBeUndefined()
    expect(deunicode('é\u{10ffff}')).toBe('e[?]')
  })

  it('decodes the embedded tables intact', () => {
    const { pointers, mapping } = deunicodeTables()
    expect(createHash('sha256').update(pointers).digest('hex')).toBe(POINTERS_SHA256)
    expect(createHash('sha256').update(Buffer.from(mapping, 'latin1')).digest('hex')).toBe(MAPPING_SHA256)
  })

  it('splits UAX #29 words, drops stop words, stems', () => {
    expect(STOP_WORDS.size).toBe(179)
    expect(tokenize('How do I deploy the getURLs api.v2 2.0 a:b create-issue _ x_z can\'t')).toEqual([
      'deploy',
      'geturl',
      'api.v2',
      '2.0',
      'a:b',
      'creat',
      'issu',
      'x_z',
      "can't"
    ])
    expect(tokenize('')).toEqual([])
  })

  it('splits ASCII text exactly as Intl.Segmenter does, fast path and joined runs included', () => {
    // The second alphabet is letters, digits and joiners only: runs joined or not (e.g. "a1.2b", "x:y'z", "1,2;3").
    let seed = 12345
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    for (const alphabet of ['aZ9_ _.:\'-,/@#()[]{}"$%&*+=<>?!;|~`^\\\t\n\r\v\f\x01\x7f', 'ab12_.:\',;"']) {
      for (let i = 0; i < 5000; i++) {
        const text = Array.from({ length: 1 + next(24) }, () => alphabet[next(alphabet.length)]).join('')
        expect([text, unicodeWords(text)]).toEqual([text, segmenterWords(text)])
      }
    }
  })

  it('tokenises run by run, memoised, as it would the whole text at once', () => {
    const alphabet = 'aZ9_ _.:\'-,/()"Σσé\u0130\t\n\r\v\f\x01\x7f'
    const words = ['The', 'issues', 'Running', 'get-env', "don't", 'e.g.', 'ΣΑΣ', 'Éclair']
    let seed = 54321
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const whole = (text: string): string[] =>
      text === '' ? [] : unicodeWords(deunicode(text).toLowerCase()).filter((w) => !STOP_WORDS.has(w)).map(stem)
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + next(12) }, () => (next(3) ? alphabet[next(alphabet.length)] : words[next(words.length)])).join('')
      expect([text, tokenize(text)]).toEqual([text, whole(text)])
      expect([text, tokenHashes(text)]).toEqual([text, whole(text).map(fxhash32)])
    }
  })

  it('trims the query as Rust does', () => {
    expect(rustTrim('\u0085 q \u3000')).toBe('q')
    expect(rustTrim('\ufeffq')).toBe('\ufeffq')
  })

  it('indexes instructions given per server', () => {
    const listings: ServerListing[] = [
      { name: 'kb', source: 'catalog', pages: 1, instructions: '  Use me. ', tools: [{ name: 'look', title: 7 as unknown as string }] }
    ]
    expect(prepareCodex(buildCatalog(listings)).documents[0].text).toBe('mcp__kblook look look kb Use me.')
  })

  it('tokenises documents part by part as the joined text tokenises, control characters after a non-ASCII part included', () => {
    // After a non-ASCII character deunicode drops control characters: "open\u0007files" is one word there, two elsewhere.
    const listings: ServerListing[] = [
      { name: 'kb', source: 'catalog', pages: 1, instructions: 'open\u0007files', tools: [{ name: 'accented', description: 'café' }, { name: 'plain', description: 'cafe' }] }
    ]
    const prepared = prepareCodex(buildCatalog(listings))
    const found = (query: string): string[] => codex.search(prepared, query, { maxResults: 8 }).results
    expect(tokenize(prepared.documents[0].text)).toEqual(['mcp__kbaccent', 'accent', 'accent', 'kb', 'cafe', 'openfil'])
    expect(found('openfiles')).toEqual(['mcp__kb__accented'])
    expect(found('files')).toEqual(['mcp__kb__plain'])
    expect(found('open')).toEqual(['mcp__kb__plain'])
  })
  it('gives every document the tokens of its joined text, on random parts', () => {
    const alphabet = 'aZ9_ _.:\'-,/()"Σé\u2014\t\n\x01\x7f'
    let seed = 777
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const text = (): string => Array.from({ length: next(10) }, () => (next(3) ? alphabet[next(alphabet.length)] : 'word')).join('')
    const listings: ServerListing[] = Array.from({ length: 6 }, (_, s) => ({
      name: `s${s}`,
      source: 'catalog',
      pages: 1,
      instructions: text(),
      tools: Array.from({ length: 40 }, (_, t) => ({ name: `t${t}`, title: text(), description: text(), inputSchema: { type: 'object', properties: { [text()]: {}, [text()]: {} } } }))
    }))
    const prepared = prepareCodex(buildCatalog(listings))
    for (const doc of prepared.documents) {
      expect([doc.text, prepared.bm25.tokens[doc.registry].flat()]).toEqual([doc.text, tokenHashes(doc.text)])
      expect(prepared.bm25.lengths[doc.registry]).toBe(tokenHashes(doc.text).length)
    }
  })
})
