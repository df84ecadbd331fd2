/**
 * The Codex engine on the nine recorded catalogs of published servers loaded as one client
 * (748 tools): every document's text and tokens equal what the spec's pipeline gives when
 * written out plainly (whole-text Intl.Segmenter, no fast path, and the `snowball-stemmers`
 * stemmer in place of `porter2`), and rankings are the same run to run.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog, RawTool } from '../src/catalog/types.js'
import { codex, deunicode, prepareCodex, tokenize } from '../src/engines/codex/index.js'

const snowball = (createRequire(import.meta.url)('snowball-stemmers') as typeof import('snowball-stemmers')).newStemmer('english')

const dir = new URL('./fixtures/catalogs/', import.meta.url)
function loadCatalog(): Catalog {
  return buildCatalog(
    readdirSync(dir)
      .filter((f) => f.endsWith('.tools.json'))
      .sort()
      .map((f) => {
        const data = JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { tools: RawTool[]; instructions?: string }
        return { name: f.split('.')[0], source: 'catalog' as const, pages: 1, tools: data.tools, ...(data.instructions ? { instructions: data.instructions } : {}) }
      })
  )
}

// The stop-word list as published with the crate (a copy in the fixtures), not the engine's own copy.
const STOP = new Set(
  readFileSync(new URL('./fixtures/engines/codex-stopwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
)

const segmenter = new Intl.Segmenter('en', { granularity: 'word' })
// The reference stemmer is slow and the catalogs repeat their words (every tool of a server
// carries its instructions): each distinct word is stemmed once.
const stems = new Map<string, string>()
function stem(word: string): string {
  let s = stems.get(word)
  if (s === undefined) stems.set(word, (s = snowball.stem(word)))
  return s
}

/** The spec's token pipeline, step by step, with no shortcut. */
function specTokens(text: string): string[] {
  const words = [...segmenter.segment(deunicode(text).toLowerCase())].map((s) => s.segment).filter((w) => /[\p{L}\p{N}]/u.test(w))
  return words.filter((w) => !STOP.has(w)).map(stem)
}

/** The spec's document: flat name, callable, raw name, raw server, title, description, instructions, sorted property keys. */
function specText(flat: string, callable: string, tool: Catalog['tools'][number]): string {
  const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
  const props = tool.inputSchema?.properties
  const keys = props && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props).sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)) : []
  return [flat, callable, tool.rawName, tool.rawServer, trimmed(tool.rawTitle), trimmed(tool.rawDescription), trimmed(tool.serverInstructions), ...keys].filter((p) => p !== '').join(' ')
}

describe('codex on 748 real tools', () => {
  const catalog = loadCatalog()
  const prepared = prepareCodex(catalog)

  it('indexes every tool with the spec document and tokens', () => {
    expect(STOP.size).toBe(179)
    expect(prepared.documents).toHaveLength(catalog.tools.length)
    let nonAscii = 0
    for (const doc of prepared.documents) {
      expect({ tool: doc.tool.id, text: doc.text }).toEqual({ tool: doc.tool.id, text: specText(doc.flat, doc.callable, doc.tool) })
      expect({ tool: doc.tool.id, tokens: tokenize(doc.text) }).toEqual({ tool: doc.tool.id, tokens: specTokens(doc.text) })
      if (/[\u0080-\uffff]/.test(doc.text)) nonAscii++
    }
    // The corpus exercises the transliteration path, not only plain ASCII.
    expect(nonAscii).toBeGreaterThan(10)
  })

  it('ranks the same, run to run and from a fresh index', () => {
    const again = codex.prepare(loadCatalog())
    const words = [...new Set(catalog.tools.flatMap((t) => t.name.split(/[_-]/)))]
    for (let i = 0; i < 150; i++) {
      const query = `${words[(i * 31) % words.length]} ${words[(i * 17 + 5) % words.length]}`
      const first = codex.search(prepared, query, { maxResults: 8 })
      expect(codex.search(prepared, query, { maxResults: 8 })).toEqual(first)
      expect(codex.search(again, query, { maxResults: 8 })).toEqual(first)
    }
  })
})
