/** A tool as a server listed it in `tools/list`, before any client-side mapping. */
export interface RawTool {
  name: string
  title?: string
  description?: string
  inputSchema?: Record<string, unknown>
  annotations?: ToolAnnotations
  _meta?: Record<string, unknown>
}

export interface ToolAnnotations {
  title?: string
  readOnlyHint?: boolean
  destructiveHint?: boolean
  idempotentHint?: boolean
  openWorldHint?: boolean
}

/** How a server's tools were obtained. */
export type ServerSource = 'stdio' | 'http' | 'sse' | 'catalog' | 'lock' | 'neighbour'

/** One server's collected `tools/list`, in the order the server listed its tools. */
export interface ServerListing {
  name: string
  source: ServerSource
  tools: RawTool[]
  /** The server's `instructions` from `initialize`, when it gave any. */
  instructions?: string
  /** Number of `tools/list` pages the server answered with (1 when it does not paginate). */
  pages: number
  /** The page (1-based) each tool came from, parallel to `tools`. */
  toolPages?: number[]
  /** `serverInfo` from `initialize`, for live servers. */
  serverInfo?: { name: string; version: string }
  /** Problems that did not stop collection (a tool that fails the MCP schema, no tools capability). */
  warnings?: string[]
  /** The server's own search tool and its answers, when it has one (src/catalog/search.ts). */
  search?: ServerSearch
}

/** One query asked of a server's own search tool, and the tool names it returned, in order. */
export interface SearchAnswer {
  query: string
  /** The catalog the query was asked over (`searchCatalogKey` of the server's tools). */
  catalog: string
  tools: string[]
}

/**
 * A server that hides its tools behind a search tool of its own (FastMCP's search transforms):
 * how it is asked, whether its tools could all be listed, and its answers to the manifest's queries.
 */
export interface ServerSearch {
  /** The search tool's name, e.g. `search_tools`. */
  tool: string
  /** The argument the query goes in: `query` (BM25) or `pattern` (regex). */
  argument: string
  /**
   * `enumerated`: every tool behind the search was listed (a regex search, asked for the tools
   * whose text begins with no name already seen); `partial`: only what `tools/list` shows and
   * what the answers returned (a ranked search cannot be enumerated).
   */
  catalog: 'enumerated' | 'partial'
  /** `max_results` passed with every query, when the search tool accepts it. */
  maxResults?: number
  /** The most tools one answer returned: the server's own limit when it cut a listing. */
  longestAnswer: number
  /** How many `tools/call` round trips listing the tools took (enumerated). */
  roundTrips?: number
  /** The tools `tools/list` shows beside the search (FastMCP's `always_visible`): sent with every request, never searched. */
  visible: string[]
  /** Tools the manifest names that no answer returned (partial): known by name only. */
  unseen?: string[]
  answers: SearchAnswer[]
}

/**
 * One tool after the client-side mapping stage. `raw*` fields are exactly what the server
 * sent (engines of other clients read those); the other text fields are Claude Code's
 * Unicode-sanitised view of them.
 */
export interface CatalogTool {
  /** `mcp__<server>__<tool>`, each part with characters outside [A-Za-z0-9_-] replaced by `_`. */
  id: string
  /** Position in the catalog: servers in manifest order, then each server's listing order. */
  index: number
  /** Server and tool names after Unicode sanitisation, before `[A-Za-z0-9_-]` normalisation. */
  server: string
  name: string
  description: string
  title?: string
  searchHint?: string
  alwaysLoad: boolean
  annotations?: ToolAnnotations
  /** The tool's `_meta`, sanitised as the client reads it. */
  meta?: Record<string, unknown>
  /** `tools/list` page (1-based) the tool was listed on. */
  page: number
  rawServer: string
  rawName: string
  rawTitle?: unknown
  rawDescription?: unknown
  inputSchema?: Record<string, unknown>
  /** The server's `instructions` (raw), shared by every tool of that server. */
  serverInstructions?: string
  /** Top-level keys of the listed tool that the MCP Tool type does not define (no client reads them), when there are any. */
  extraKeys?: string[]
}

export interface CatalogServer {
  name: string
  source: ServerSource
  toolCount: number
  pages: number
  instructions?: string
  serverInfo?: { name: string; version: string }
  warnings: string[]
  search?: ServerSearch
}

export interface Catalog {
  servers: CatalogServer[]
  tools: CatalogTool[]
}
