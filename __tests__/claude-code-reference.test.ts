/**
 * The indexed engines against a literal transcription of the spec, on the nine recorded
 * catalogs of published servers as one client, with queries none of the worked examples use:
 * result lists, scores, ranks and breakdowns must be identical.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool } from '../src/catalog/types.js'
import { claudeCode20, claudeCode21 } from '../src/engines/claude-code.js'
import type { Engine } from '../src/engines/types.js'
import { reference20, reference21 } from './helpers/reference-claude-code.js'

const dir = new URL('./fixtures/catalogs/', import.meta.url)
const catalog = buildCatalog(
  readdirSync(dir)
    .filter((f) => f.endsWith('.tools.json'))
    .sort()
    .map((f) => ({ name: f.split('.')[0], source: 'catalog' as const, pages: 1, tools: (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { tools: RawTool[] }).tools }))
)

// Words from names and descriptions, mixed with operators the scorer treats specially.
const words = [...new Set(catalog.tools.flatMap((t) => [...t.name.split(/[_.-]/), ...(t.description.toLowerCase().match(/[a-z]{3,}/g) ?? []).slice(0, 3)]))]
const queries: string[] = []
for (let i = 0; queries.length < 400; i++) {
  const w = (k: number): string => words[(i * 7919 + k * 104729) % words.length]
  const shapes = [
    w(1),
    `${w(1)} ${w(2)}`,
    `${w(1)} ${w(2)} ${w(3)}`,
    `+${w(1)} ${w(2)}`,
    `${w(1).toUpperCase()} ${w(2)}s`,
    `${w(1).slice(1, 4)} ${w(2)}`,
    `mcp__${catalog.tools[i % catalog.tools.length].server}`,
    `${w(1)}.${w(2)} (${w(3)})`,
    `github ${w(1)} mcp`
  ]
  queries.push(shapes[i % shapes.length])
}

describe.each([
  [claudeCode20, reference20],
  [claudeCode21, reference21]
] as Array<[Engine, Engine]>)('%#: indexed engine = literal spec', (engine, reference) => {
  const prepared = engine.prepare(catalog)
  const refPrepared = reference.prepare(catalog)
  it(`${engine.id}: ${queries.length} queries over ${catalog.tools.length} tools`, () => {
    let scored = 0
    for (const query of queries) {
      const got = engine.search(prepared, query, { maxResults: 5 })
      const want = reference.search(refPrepared, query, { maxResults: 5 })
      expect({ query, ...got }).toEqual({ query, ...want })
      scored += got.ranking.length > 0 ? 1 : 0
    }
    // The comparison means something only if most queries rank something.
    expect(scored).toBeGreaterThan(queries.length * 0.7)
  })
})
