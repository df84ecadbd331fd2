/**
 * `fastmcp-bm25` and `fastmcp-regex` against the real transforms of FastMCP 4.0.10: a fixed
 * set of queries over the nine fixture catalogs, each catalog served by a FastMCP server (one
 * Python process per transform asks them all through FastMCP's own client).
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildCatalog } from '../src/catalog/build.js'
import { readCatalogText } from '../src/collect/catalog-file.js'
import type { Catalog } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError, type Engine, type PreparedCatalog } from '../src/engines/types.js'
import { askFastmcp, type FastmcpAnswer } from './helpers/fastmcp.js'

const NAMES = ['everything', 'filesystem', 'github', 'gitlab', 'memory', 'ms365', 'notion', 'playwright', 'slack']
/** Past every catalog's size: each answer is the transform's whole ranking, not only its top 5. */
const MAX_RESULTS = 400
const QUERIES = JSON.parse(readFileSync(new URL('./fixtures/engines/fastmcp-queries.json', import.meta.url), 'utf8')) as { bm25: [string, string][]; regex: [string, string][] }

const path = (name: string): string => fileURLToPath(new URL(`./fixtures/catalogs/${name}.tools.json`, import.meta.url))
const catalogs = new Map<string, Catalog>(NAMES.map((name) => [name, buildCatalog([readCatalogText(name, `${name}.tools.json`, readFileSync(path(name), 'utf8')).listing])]))

/** The engine's answer in the transform's terms: bare tool names, or the failure. */
function engineAnswer(engine: Engine, prepared: ReadonlyMap<string, PreparedCatalog>, name: string, query: string): FastmcpAnswer | 'refused' {
  const catalog = catalogs.get(name)!
  try {
    const { results } = engine.search(prepared.get(name)!, query, { maxResults: MAX_RESULTS })
    return results.map((id) => String(catalog.tools.find((t) => t.id === id)!.rawName))
  } catch (error) {
    if (error instanceof EngineQueryError && /cannot reproduce/.test(error.message)) return 'refused'
    throw error
  }
}

describe.each([
  ['fastmcp-bm25', 'bm25'],
  ['fastmcp-regex', 'regex']
] as const)('%s against FastMCP 4.0.10', (id, transform) => {
  const queries = QUERIES[transform]
  let answers: FastmcpAnswer[]

  beforeAll(async () => {
    answers = await askFastmcp({ transform, max_results: MAX_RESULTS, catalogs: Object.fromEntries(NAMES.map((n) => [n, path(n)])), queries })
  }, 60_000)

  it('answers every query of the fixed set as the server does, in its order', () => {
    const engine = resolveEngine(id)
    const prepared = new Map(NAMES.map((name) => [name, engine.prepare(catalogs.get(name)!)] as const))
    const differences = queries.flatMap(([name, query], i) => {
      const ours = engineAnswer(engine, prepared, name, query)
      return JSON.stringify(ours) === JSON.stringify(answers[i]) ? [] : [{ name, query, fastmcp: answers[i], ours }]
    })
    expect(differences).toEqual([])
    expect(queries.length).toBeGreaterThanOrEqual(300)
    // The set reaches what makes the transforms differ: empty answers, long rankings, ties.
    expect(answers.filter((a) => Array.isArray(a) && a.length === 0).length).toBeGreaterThan(10)
    expect(answers.filter((a) => Array.isArray(a) && a.length > 20).length).toBeGreaterThan(10)
  })
})
