/**
 * A catalog prepared for one generation at one client version. The pieces that only depend on
 * the text a generation reads (the pool, name parts, cut descriptions, hints, and the answers
 * their text fields remember per term) are kept per catalog and shared by every generation and
 * version that reads the same text, so several Claude Code engines in one manifest cost little
 * more than one. They are keyed by the catalog's tool array, which (like every catalog the
 * pipeline builds) must not change after it is first prepared.
 */
import type { Catalog } from '../../catalog/types.js'
import { BoundedMemo } from '../bounded-memo.js'
import type { Contribution, PreparedCatalog } from '../types.js'
import { withoutBoilerplate } from './boilerplate.js'
import type { DescriptionCut, Generation, Inputs } from './generations.js'
import { NAME_PARSERS, type NameGroup } from './names.js'
import { descriptionSources, poolTool, type PoolEntry, type PoolTool } from './pool.js'
import { TextField } from './text-field.js'

export const TRUNCATION_MARKER = '… [truncated]'

export interface PreparedClaudeCode extends PreparedCatalog {
  generation: Generation
  inputs: Inputs
  pool: readonly PoolTool[]
  lowerNames: readonly string[]
  /** Candidates of the keyword and prefix steps (the exact-name and select: steps also see the rest). */
  searchable: Uint8Array
  /** The parse counts the tool as MCP (its weights), else as a built-in. */
  isMcp: Uint8Array
  groups: ReadonlyArray<{ group: NameGroup; field: TextField }>
  descriptions: TextField
  hints?: TextField
  /** Per-term points, remembered across queries. */
  termMemo: BoundedMemo<TermScore>
  /**
   * A subset's view (subset.ts): the prepared catalog of all the tools, whose pool and fields
   * this one shares, and per pool tool 1 when the subset holds it.
   */
  subsetOf?: { base: PreparedClaudeCode; member: Uint8Array }
}

/** What one term earns: the searchable tools it scores on (ascending), with the points per field. */
export interface TermScore {
  tools: number[]
  contributions: Contribution[][]
  /** The sum of each tool's contributions. */
  points: number[]
}

/** What a term earns a tool whose description has it (a weak match: names and hints earn more). */
export const DESCRIPTION_POINTS = 2

/** A tool's contributions, term by term (each term's tools are ascending: found by bisection). */
export function breakdownOf(scores: readonly TermScore[], i: number): Contribution[] {
  const breakdown: Contribution[] = []
  for (const { tools, contributions } of scores) {
    let lo = 0
    let hi = tools.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      if (tools[mid] < i) lo = mid + 1
      else if (tools[mid] > i) hi = mid - 1
      else {
        for (const c of contributions[mid]) breakdown.push(c)
        break
      }
    }
  }
  return breakdown
}

interface Shared {
  pools: Map<string, PoolTool[]>
  fields: WeakMap<readonly PoolTool[], Map<string, TextField>>
}

const SHARED = new WeakMap<object, Shared>()

/** Cuts an MCP description as the client version does, marking the cut. */
export function cutDescription(text: string, cut: DescriptionCut | undefined): string {
  if (!cut || text.length <= cut.max) return text
  let end = cut.max
  const last = text.charCodeAt(end - 1)
  if (!cut.splitsPairs && last >= 0xd800 && last <= 0xdbff) end -= 1
  return text.slice(0, end) + TRUNCATION_MARKER
}

/**
 * Per catalog tool (or built-in), its pool tool, and per pool tool the texts a field reads,
 * by the field's key: advice prepares many catalogs made of the same tools (parts of one
 * catalog, one tool edited), which then cost little more than the arrays that list them.
 */
const POOL_TOOLS = new WeakMap<PoolEntry, PoolTool>()
const TOOL_TEXTS = new WeakMap<PoolTool, Map<string, string | readonly string[]>>()

export function pooled(entry: PoolEntry): PoolTool {
  let tool = POOL_TOOLS.get(entry)
  if (!tool) POOL_TOOLS.set(entry, (tool = poolTool(entry)))
  return tool
}

function toolText<T extends string | readonly string[]>(tool: PoolTool, key: string, make: (tool: PoolTool) => T): T {
  let texts = TOOL_TEXTS.get(tool)
  if (!texts) TOOL_TEXTS.set(tool, (texts = new Map()))
  let text = texts.get(key) as T | undefined
  if (text === undefined) texts.set(key, (text = make(tool)))
  return text
}

function poolFor(shared: Shared, entries: readonly PoolEntry[], g: Generation): PoolTool[] {
  const key = `${g.builtins ? 'all' : 'mcp'}${g.firstPageOnly ? ' page 1' : ''}`
  let pool = shared.pools.get(key)
  if (!pool) {
    let all = shared.pools.get('all')
    if (!all) shared.pools.set('all', (all = entries.map(pooled)))
    const kept = all.filter((t) => (g.builtins || t.mcp) && (!g.firstPageOnly || t.page === 1))
    // The same array when nothing is left out, so its fields are shared too.
    pool = kept.length === all.length ? all : kept
    shared.pools.set(key, pool)
  }
  return pool
}

function fieldOf(fields: Map<string, TextField>, key: string, make: () => TextField): TextField {
  let field = fields.get(key)
  if (!field) fields.set(key, (field = make()))
  return field
}

function groupField(pool: readonly PoolTool[], group: NameGroup): TextField {
  const texts: string[] = []
  const owners: number[] = []
  const key = `names ${group.key}`
  pool.forEach((tool, i) => {
    for (const text of toolText(tool, key, group.texts)) {
      texts.push(text)
      owners.push(i)
    }
  })
  return new TextField(texts, owners)
}

function descriptionField(pool: readonly PoolTool[], g: Generation, inputs: Inputs, key: string, fields: ReadonlyMap<string, TextField>): TextField {
  const read = (tool: PoolTool): string => {
    let text = tool.mcp ? cutDescription(tool.description, inputs.descriptionCut) : tool.description
    if (g.stripBoilerplate) text = withoutBoilerplate(text)
    return text.toLowerCase()
  }
  const own = pool.map((tool) => toolText(tool, key, read))
  const texts = descriptionSources(pool, inputs.aliases).map((source) => own[source])
  // Generations that cut or strip descriptions mostly read the very same texts (few reach a
  // cut or hold the boilerplate): they then share one field, its word table and its answers.
  for (const [other, field] of fields) if (other.startsWith('description') && field.readsTexts(texts)) return field
  return new TextField(texts)
}

/** Terms whose points one prepared catalog remembers before it starts over (bounds memory on huge query sets). */
export const TERM_MEMO_LIMIT = 20_000

const HINT_CUT = 4096

function hintField(pool: readonly PoolTool[], g: Generation, inputs: Inputs, key: string): TextField {
  const read = (tool: PoolTool): string => {
    const hint = tool.mcp && !inputs.mcpHints ? undefined : tool.hint
    return (g.hintCut ? hint?.slice(0, HINT_CUT) : hint)?.toLowerCase() ?? ''
  }
  return new TextField(pool.map((tool) => toolText(tool, key, read)))
}

const lowerName = (tool: PoolTool): string => tool.name.toLowerCase()

export function prepareClaudeCode(g: Generation, inputs: Inputs, catalog: Catalog, entries: readonly PoolEntry[] = catalog.tools): PreparedClaudeCode {
  let shared = SHARED.get(entries)
  if (!shared) SHARED.set(entries, (shared = { pools: new Map(), fields: new WeakMap() }))
  const pool = poolFor(shared, entries, g)
  let fields = shared.fields.get(pool)
  if (!fields) shared.fields.set(pool, (fields = new Map()))
  const parser = NAME_PARSERS[g.names]
  const cut = inputs.descriptionCut
  const descriptionKey = `description ${cut ? `${cut.max}${cut.splitsPairs ? ' split' : ''}` : 'whole'}${g.stripBoilerplate ? ' stripped' : ''}${inputs.aliases ? ' aliases' : ''}`
  const hintKey = `hint${inputs.mcpHints ? ' mcp' : ''}${g.hintCut ? ' cut' : ''}`
  return {
    catalog,
    generation: g,
    inputs,
    pool,
    lowerNames: pool.map((t) => toolText(t, 'lower name', lowerName)),
    searchable: Uint8Array.from(pool, (t) => Number(t.mcp ? !(inputs.alwaysLoad && t.alwaysLoad) : t.deferred)),
    isMcp: Uint8Array.from(pool, (t) => Number(parser.isMcp(t))),
    groups: parser.groups.map((group) => ({ group, field: fieldOf(fields, `names ${group.key}`, () => groupField(pool, group)) })),
    descriptions: fieldOf(fields, descriptionKey, () => descriptionField(pool, g, inputs, descriptionKey, fields)),
    hints: g.hintPoints ? fieldOf(fields, hintKey, () => hintField(pool, g, inputs, hintKey)) : undefined,
    termMemo: new BoundedMemo(TERM_MEMO_LIMIT)
  }
}
