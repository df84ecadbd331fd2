/** Every tool at a glance: the rows of `mcp-tool-rank tools` and of the JSON report's `toolTable`. */

/** Where the words of a tool's own name put it under one engine, in one catalog. */
export interface OwnNameRank {
  /** Its place in the engine's full ranking; null when it does not score (or the client rejects the query). */
  rank: number | null
  /** The client shows it for these words: returned within the cut, or loaded up front. */
  found: boolean
}

/** The manifest query that ranks the tool best of those that return it. */
export interface BestQuery {
  query: string
  /** The query's line in the manifest. */
  line: number
  rank: number
}

export interface ToolRowEngine {
  engine: string
  /** The engine's cut: how many tools the client returns. */
  maxResults: number
  /** The client loads this tool up front (`anthropic/alwaysLoad`): no search needed. */
  alwaysLoaded?: true
  /** Over the manifest's own servers and stored catalogs, without the bundled neighbours. */
  alone: OwnNameRank
  /** With the bundled neighbours connected too; only when the manifest names neighbours. */
  withNeighbours?: OwnNameRank
  /** In the view the check judges; absent when no query of the manifest returns it ("no query"). */
  bestQuery?: BestQuery
}

export interface ToolRow {
  /** Catalog id, `mcp__server__tool`. */
  tool: string
  /** The server as the manifest names it. */
  server: string
  /** The tool's own (un-prefixed) name, as findings name it. */
  name: string
  /** The words of its name, as a query: what a model tries first. Empty for a name without words. */
  ownName: string
  /** One entry per engine, in the order the check lists its engines. */
  engines: ToolRowEngine[]
  /** How many of the row's cells miss: own name alone, own name with neighbours, and no query, counted per engine (the sort key). */
  misses: number
}
