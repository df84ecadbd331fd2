import type { Advice } from '../advice/types.js'
import type { CatalogServer } from '../catalog/types.js'
import type { EngineInfo, RankedTool, SearchMode } from '../engines/types.js'

export interface ExpectationResult {
  kind: 'expect' | 'forbid'
  /** The reference as written in the manifest. */
  ref: string
  /** Catalog id of the resolved tool. */
  tool: string
  line: number
  col: number
  /** Position in the engine's full ranking, or null when it did not score. */
  rank: number | null
  score: number | null
  /** expect: must be in the returned list, at rank <= this. forbid: must not be in the returned list. */
  within: number
  pass: boolean
  /** Makes (or misses) the cut only through tie order: one edit anywhere can flip it. */
  fragile: boolean
  /** Loaded up front by the client (alwaysLoad), so always visible. */
  alwaysLoaded: boolean
  /** A failing `expect`: the smallest verified edit that makes it pass, or why none can (src/advice). */
  advice?: Advice
}

/** Tools tied on the score at the cut line, some inside and some outside. */
export interface CutTie {
  score: number
  inside: string[]
  outside: string[]
}

export interface QueryEngineResult {
  engine: string
  maxResults: number
  mode: SearchMode | 'error'
  results: string[]
  ranking: RankedTool[]
  expectations: ExpectationResult[]
  pass: boolean
  cutTie?: CutTie
  /** The client's own name of each ranked tool, where it is not the tool's MCP name (Codex's flat names). */
  clientNames?: Record<string, string>
  /** The client itself rejects this query. */
  error?: string
}

export type QueryStatus = 'pass' | 'fail' | 'known-failure' | 'fixed' | 'report-only'

export interface QueryResult {
  query: string
  line: number
  col: number
  knownFailure?: string
  status: QueryStatus
  engines: Record<string, QueryEngineResult>
}

export interface EvaluationSummary {
  queries: number
  passed: number
  failed: number
  knownFailures: number
  reportOnly: number
  fragile: number
}

export interface Evaluation {
  engines: EngineInfo[]
  servers: CatalogServer[]
  toolCount: number
  queries: QueryResult[]
  summary: EvaluationSummary
}
