import { fullToolName, sanitizeDeep, sanitizeString } from './sanitize.js'
import type { Catalog, CatalogTool, RawTool, ServerListing, ToolAnnotations } from './types.js'

export const ALWAYS_LOAD_KEY = 'anthropic/alwaysLoad'
export const SEARCH_HINT_KEY = 'anthropic/searchHint'
/** The client's form of a search hint: whitespace collapsed, trimmed (engines cut it where their client does). */
export function normalizeSearchHint(hint: string): string {
  return hint.replace(/\s+/g, ' ').trim()
}

function searchHintOf(meta: Record<string, unknown> | undefined): string | undefined {
  const hint = meta?.[SEARCH_HINT_KEY]
  return typeof hint === 'string' ? normalizeSearchHint(hint) : undefined
}

/** The fields the mapping reads; the input schema is kept raw, so it is not sanitised. */
const MAPPED_FIELDS = new Set(['name', 'title', 'description', 'annotations', '_meta'])

/** The client sanitises the whole tool, keys included; only the fields the mapping reads are needed. */
function sanitizedFields(raw: RawTool): RawTool {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const k = sanitizeString(key)
    if (MAPPED_FIELDS.has(k)) clean[k] = sanitizeDeep(value)
  }
  return clean as unknown as RawTool
}

/** The fields of the MCP Tool type; a client reads nothing else of a listed tool. */
const MCP_TOOL_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'icons', 'execution', '_meta'])

function mapTool(server: string, raw: RawTool, listing: ServerListing, index: number, page: number): CatalogTool {
  const clean = sanitizedFields(raw)
  const name = typeof clean.name === 'string' ? clean.name : String(clean.name)
  const meta = clean._meta && typeof clean._meta === 'object' ? clean._meta : undefined
  const extraKeys = Object.keys(raw).filter((k) => !MCP_TOOL_KEYS.has(k))
  return {
    id: fullToolName(server, name),
    index,
    server,
    name,
    description: typeof clean.description === 'string' ? clean.description : '',
    title: typeof clean.title === 'string' ? clean.title : undefined,
    searchHint: searchHintOf(meta),
    alwaysLoad: meta?.[ALWAYS_LOAD_KEY] === true,
    annotations: clean.annotations as ToolAnnotations | undefined,
    ...(meta ? { meta } : {}),
    page,
    rawServer: listing.name,
    rawName: raw.name,
    rawTitle: raw.title,
    rawDescription: raw.description,
    inputSchema: raw.inputSchema,
    serverInstructions: listing.instructions,
    ...(extraKeys.length ? { extraKeys } : {})
  }
}

/**
 * The client-side mapping stage: server listings (in manifest order) become one catalog in
 * the order the client holds the tools.
 */
export function buildCatalog(listings: readonly ServerListing[]): Catalog {
  const tools: CatalogTool[] = []
  for (const listing of listings) {
    const server = sanitizeString(listing.name)
    listing.tools.forEach((raw, i) => {
      tools.push(mapTool(server, raw, listing, tools.length, listing.toolPages?.[i] ?? 1))
    })
  }
  return {
    servers: listings.map((l) => ({
      name: l.name,
      source: l.source,
      toolCount: l.tools.length,
      pages: l.pages,
      instructions: l.instructions,
      serverInfo: l.serverInfo,
      warnings: l.warnings ?? [],
      ...(l.search ? { search: l.search } : {})
    })),
    tools
  }
}
