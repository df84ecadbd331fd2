/**
 * The worked cases of every Claude Code generation (B … H4, and where A differs from B), each
 * ranked by the client version it names: the engine that version resolves to must return the
 * client's list exactly, built-in competitors included. Where the version reads the tools as its
 * generation's last version does, the generation's own engine must agree too.
 */
import { describe, expect, it } from '@jest/globals'
import { isDeepStrictEqual } from 'node:util'
import type { CatalogTool } from '../src/catalog/types.js'
import { GENERATIONS, type BuiltinTool, type ClaudeCodeEngine, type PoolEntry } from '../src/engines/claude-code.js'
import { inputsAt } from '../src/engines/claude-code/generations.js'
import { versionOf } from '../src/engines/claude-code/versions.js'
import { resolveEngine } from '../src/engines/registry.js'
import { caseCatalog, loadCases, type CaseTool } from './helpers/cases.js'

interface GenerationCase {
  name: string
  query: string
  max_results?: number
  generation: string
  version: string
  tools: Array<CaseTool | BuiltinTool>
  expected: Record<string, string[]>
}

const { cases } = loadCases<GenerationCase>('claude-code-generations')

const isBuiltin = (t: CaseTool | BuiltinTool): t is BuiltinTool => 'builtin' in t && t.builtin === true

/** Ranks a case: its MCP tools as a catalog, its built-ins beside them in the case's order. */
function rank(engine: ClaudeCodeEngine, c: GenerationCase): string[] {
  const mcp = c.tools.filter((t): t is CaseTool => !isBuiltin(t))
  const catalog = caseCatalog({ name: c.name, query: c.query, tools: mcp })
  const byOrder = [...catalog.tools]
  const entries: PoolEntry[] = c.tools.map((t) => (isBuiltin(t) ? t : (byOrder.shift() as CatalogTool)))
  const prepared = mcp.length === c.tools.length ? engine.prepare(catalog) : engine.preparePool(catalog, entries)
  return engine.search(prepared, c.query, { maxResults: c.max_results ?? engine.defaultMaxResults }).results
}

const generations = GENERATIONS.filter((g) => cases.some((c) => g.id in c.expected))

describe.each(generations.map((g) => [g.id, g] as const))('%s', (id, g) => {
  const own = cases.filter((c) => id in c.expected)
  it.each(own.map((c) => [`${c.version}: ${c.name}`, c] as const))('%s', (_label, c) => {
    const engine = resolveEngine(`claude-code@${c.version}`) as ClaudeCodeEngine
    expect(engine.generation).toBe(id)
    expect(rank(engine, c)).toEqual(c.expected[id])
    if (isDeepStrictEqual(inputsAt(versionOf(c.version)), inputsAt(g.last))) {
      expect(rank(resolveEngine(id) as ClaudeCodeEngine, c)).toEqual(c.expected[id])
    }
  })
})
