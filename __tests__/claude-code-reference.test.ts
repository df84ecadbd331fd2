/**
 * Every Claude Code engine against a literal transcription of its generation, on the nine
 * recorded catalogs of published servers as one client (plus a few search hints, alwaysLoad
 * tools and long descriptions), with queries none of the worked examples use: result lists,
 * scores, ranks and breakdowns must be identical.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool } from '../src/catalog/types.js'
import { GENERATION_ENGINES, GENERATIONS, type ClaudeCodeEngine } from '../src/engines/claude-code.js'
import { inputsAt } from '../src/engines/claude-code/generations.js'
import { versionOf } from '../src/engines/claude-code/versions.js'
import { resolveEngine } from '../src/engines/registry.js'
import { referenceFor } from './helpers/reference-claude-code.js'

const dir = new URL('./fixtures/catalogs/', import.meta.url)
const catalog = buildCatalog(
  readdirSync(dir)
    .filter((f) => f.endsWith('.tools.json'))
    .sort()
    .map((f) => ({ name: f.split('.')[0], source: 'catalog' as const, pages: 1, tools: (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { tools: RawTool[] }).tools }))
)
// What the recorded catalogs lack: hints (one longer than 4,096), alwaysLoad, long descriptions.
catalog.tools[3].searchHint = 'create issue tracker ticket'
catalog.tools[40].searchHint = 'send chat message'
catalog.tools[41].searchHint = `${'x '.repeat(2100)}zebra hint`
catalog.tools[100].alwaysLoad = true
catalog.tools[101].alwaysLoad = true
catalog.tools[200].description = `${'filler words '.repeat(200)}zebra giraffe ${'more filler '.repeat(200)}okapi`

// Words from names and descriptions, mixed with operators the scorer treats specially.
const words = [...new Set(catalog.tools.flatMap((t) => [...t.name.split(/[_.-]/), ...(t.description.toLowerCase().match(/[a-z]{3,}/g) ?? []).slice(0, 3)]))]
const queries: string[] = ['zebra', 'okapi giraffe', 'truncated', 'hint', '+zebra x']
for (let i = 0; queries.length < 300; i++) {
  const w = (k: number): string => words[(i * 7919 + k * 104729) % words.length]
  const tool = catalog.tools[i % catalog.tools.length]
  const shapes = [
    w(1),
    `${w(1)} ${w(2)}`,
    `${w(1)} ${w(2)} ${w(3)}`,
    `+${w(1)} ${w(2)}`,
    `${w(1).toUpperCase()} ${w(2)}s`,
    `${w(1).slice(1, 4)} ${w(2)}`,
    `mcp__${tool.server}`,
    `${w(1)}.${w(2)} (${w(3)})`,
    `github ${w(1)} mcp`,
    `select:${tool.name},${tool.id}, nothing`,
    tool.id.toUpperCase(),
    `${tool.server} ${tool.name}`
  ]
  queries.push(shapes[i % shapes.length])
}

const engines: ClaudeCodeEngine[] = [
  ...GENERATION_ENGINES,
  ...['2.1.81', '2.1.85', '2.1.150'].map((v) => resolveEngine(`claude-code@${v}`) as ClaudeCodeEngine)
]

describe('indexed engine = literal transcription', () => {
  it.each(engines.map((e) => [e.id, e] as const))(`%s: ${queries.length} queries over ${catalog.tools.length} tools`, (_id, engine) => {
    const g = GENERATIONS.find((x) => x.id === (engine.generation ?? engine.id))!
    const reference = referenceFor(engine, g, inputsAt(versionOf(engine.clientVersion)))
    const prepared = engine.prepare(catalog)
    const refPrepared = reference.prepare(catalog)
    let scored = 0
    for (const query of queries) {
      const got = engine.search(prepared, query, { maxResults: 5 })
      const want = reference.search(refPrepared, query, 5)
      // toEqual on hundreds of rankings is slow; it runs only to show a difference.
      if (JSON.stringify(got) !== JSON.stringify(want)) expect({ query, ...got }).toEqual({ query, ...want })
      scored += got.mode === 'keyword' && got.ranking.length > 0 ? 1 : 0
    }
    // The comparison means something only if most queries rank something.
    expect(scored).toBeGreaterThan(queries.length * 0.5)
  })
})
