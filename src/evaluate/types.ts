import type { Advice } from '../advice/types.js'
import type { CatalogServer } from '../catalog/types.js'
import type { Deferral, EngineInfo, RankedTool, SearchMode } from '../engines/types.js'
import type { ManifestWarning } from './deprecation.js'
import type { WordingResult } from '../wording/types.js'

export interface ExpectationResult {
  kind: 'expect' | 'forbid'
  /** The reference as written in the manifest; for `expect_any`, its references joined by ` | `. */
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
  /** With bundled neighbours configured: the expectation ranked alone and with them. */
  neighbours?: NeighbourView
  /** An `expect` whose query measures wording (`wording:`): how many of its other wordings find the tool (src/wording). */
  wording?: WordingResult
  /**
   * `expect_any`: every tool that may hold it, as written and resolved. The expectation is the
   * one of them that holds with the best rank, else the best ranked (`ref`, `tool`, `rank`).
   */
  anyOf?: Array<{ ref: string; tool: string }>
}

/** An expectation's rank in one of the two catalogs. */
export interface Standing {
  rank: number | null
  score: number | null
  pass: boolean
}

/** A neighbour's tool ranked above an expected tool, and the query words that earned its points. */
export interface Crowding {
  tool: string
  rank: number
  score: number
  /** Points per query word, summed over the fields it matched, most first. */
  terms: Array<{ term: string; points: number }>
}

/** One expectation ranked with the user's own servers only, and with the neighbours connected too. */
export interface NeighbourView {
  alone: Standing
  withNeighbours: Standing
  /** Neighbours' tools that rank above it, best first (a few), when it fails with them or ranks worse than alone. */
  crowdedBy?: Crowding[]
  /** It ties with a neighbour's tool at the cut: which of them is shown depends on the order the client connects servers in. */
  orderDependent?: boolean
}

/** Tools tied on the score at the cut line, some inside and some outside. */
export interface CutTie {
  score: number
  inside: string[]
  /** Tied tools past the cut: in a report, the first 20 of them (`more` counts the rest). */
  outside: string[]
  /** How many more tools past the cut tie than `outside` lists. */
  more?: number
}

export interface QueryEngineResult {
  engine: string
  maxResults: number
  mode: SearchMode | 'error'
  results: string[]
  /** What the reports need of the ranking, best first (src/evaluate/kept-ranking.ts), or all of it on request. */
  ranking: RankedTool[]
  /** How many tools the full ranking holds: every tool that scored. */
  scored: number
  expectations: ExpectationResult[]
  /** Every expectation holds, and every `wording` share the manifest asks for is reached. */
  pass: boolean
  cutTie?: CutTie
  /** The client's own name of each ranked tool, where it is not the tool's MCP name (Codex's flat names). */
  clientNames?: Record<string, string>
  /** The client itself rejects this query. */
  error?: string
  /** The `known_failure` mark that applies to this engine (the query's, or this engine's in a mapping). */
  knownFailure?: string
  /** This engine's verdict on the query: `fixed` is a mark that this engine shows is no longer needed. */
  status: QueryStatus
}

export type QueryStatus = 'pass' | 'fail' | 'known-failure' | 'fixed' | 'report-only'

export interface QueryResult {
  query: string
  line: number
  col: number
  /** A `known_failure` given for every engine; a per-engine mark is on each engine's result. */
  knownFailure?: string
  /** The worst of the engines' statuses: fail, known failure, fixed, pass, report-only. */
  status: QueryStatus
  engines: Record<string, QueryEngineResult>
  /** With neighbours configured: the query's status alone and with them (`status` is the judged one). */
  neighbours?: { alone: QueryStatus; withNeighbours: QueryStatus }
}

export interface EvaluationSummary {
  queries: number
  passed: number
  failed: number
  knownFailures: number
  reportOnly: number
  fragile: number
}

/** Which catalog the expectations are judged on: the user's own servers, or with the neighbours. */
export type Judge = 'alone' | 'with-neighbours'

/** Queries that pass, of those judged (report-only and known failures left out). */
export interface PassCount {
  passed: number
  judged: number
}

export interface NeighbourSummary {
  /** The bundled set's version. */
  set?: string
  /** The neighbours, in the order they connect (after the user's servers). */
  servers: string[]
  /** Which of the two views `status`, `pass`, `rank` and the summary are. */
  judge: Judge
  alone: PassCount
  withNeighbours: PassCount
}

export interface Evaluation {
  engines: EngineInfo[]
  /** Present when the manifest names neighbours. */
  neighbours?: NeighbourSummary
  /** Per engine id: whether the client defers the tools at all under the manifest's setup, and each tool's context cost. */
  deferral?: Record<string, Deferral>
  servers: CatalogServer[]
  toolCount: number
  queries: QueryResult[]
  summary: EvaluationSummary
  /** Manifest lines worth a second look, at their line and column: an expectation that names a deprecated tool. */
  manifestWarnings?: ManifestWarning[]
}
