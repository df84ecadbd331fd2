/**
 * The tools a search looks at, in the client's order: the catalog's MCP tools and, when a
 * caller supplies them, the client's own built-in tools as competitors. The product carries no
 * built-in tool texts; tests and callers that model a client's built-ins pass their own.
 */
import type { CatalogTool } from '../../catalog/types.js'

/** A built-in tool of the client, with the text its search reads. */
export interface BuiltinTool {
  builtin: true
  name: string
  /** The text the search reads for it. */
  description: string
  searchHint?: string
  /** The client defers it (it is searched); false: loaded up front, found only by exact name and `select:`. */
  deferred: boolean
  aliases?: string[]
}

export type PoolEntry = CatalogTool | BuiltinTool

export interface PoolTool {
  /** Full name: the catalog id of an MCP tool, the name of a built-in. */
  name: string
  /** Where it came from: an MCP server of the catalog (else a built-in). */
  mcp: boolean
  /** The server's and the tool's own names as listed (sanitised, not normalised); MCP tools only. */
  origin?: { server: string; tool: string }
  description: string
  /** The search hint, white space collapsed; undefined when there is none. */
  hint?: string
  alwaysLoad: boolean
  /** Built-ins: whether the client defers (searches) it. */
  deferred: boolean
  aliases: readonly string[]
  page: number
}

export function isBuiltin(entry: PoolEntry): entry is BuiltinTool {
  return (entry as BuiltinTool).builtin === true
}

export function poolTool(entry: PoolEntry): PoolTool {
  if (isBuiltin(entry)) {
    return {
      name: entry.name,
      mcp: false,
      description: entry.description,
      hint: entry.searchHint || undefined,
      alwaysLoad: false,
      deferred: entry.deferred,
      aliases: entry.aliases ?? [],
      page: 1
    }
  }
  return {
    name: entry.id,
    mcp: true,
    origin: { server: entry.server, tool: entry.name },
    description: entry.description,
    hint: entry.searchHint || undefined,
    alwaysLoad: entry.alwaysLoad,
    deferred: true,
    aliases: [],
    page: entry.page
  }
}

/**
 * For each tool, the tool whose description the search reads: the first of the pool with the
 * same full name (or, with `aliases`, listing that name as an alias). Itself unless names repeat.
 */
export function descriptionSources(pool: readonly PoolTool[], aliases: boolean): number[] {
  const first = new Map<string, number>()
  pool.forEach((tool, i) => {
    for (const key of aliases ? [tool.name, ...tool.aliases] : [tool.name]) if (!first.has(key)) first.set(key, i)
  })
  return pool.map((tool) => first.get(tool.name)!)
}
