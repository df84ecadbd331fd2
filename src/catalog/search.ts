import { createHash } from 'node:crypto'
import { canonicalJson } from '../util/canonical-json.js'
import type { CatalogTool, RawTool, ServerSearch } from './types.js'

/** The parts of a tool a server's own search reads: FastMCP's searchable text is its name, description and parameters. */
function searchedParts(name: unknown, description: unknown, inputSchema: unknown): unknown[] {
  return [name, description ?? null, inputSchema ?? null]
}

function keyOf(parts: unknown[][]): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex').slice(0, 16)
}

/**
 * The key of the catalog a server's search answered over: its tools' names, descriptions and
 * input schemas, in order. A recorded answer holds only while the server lists the same tools.
 */
export function searchCatalogKey(tools: readonly RawTool[]): string {
  return keyOf(tools.map((t) => searchedParts(t.name, t.description, t.inputSchema)))
}

/** `searchCatalogKey` of one server's tools as the catalog holds them (the raw text the server sent). */
export function searchCatalogKeyOf(tools: readonly CatalogTool[]): string {
  return keyOf(tools.map((t) => searchedParts(t.rawName, t.rawDescription, t.inputSchema)))
}

/** `search` with its answers keyed by `tools`: after the tools the answers were given over changed as they are kept (secrets redacted, names added). */
export function rekeyedSearch(search: ServerSearch, tools: readonly RawTool[]): ServerSearch {
  const catalog = searchCatalogKey(tools)
  return { ...search, answers: search.answers.map((a) => ({ ...a, catalog })) }
}
