import type { DeferralSettings } from '../engines/deferral/types.js'
import type { PerEngine } from './per-engine.js'

export interface SourcePosition {
  line: number
  col: number
}

export interface ToolRef extends SourcePosition {
  ref: string
}

interface ServerBase extends SourcePosition {
  name: string
  timeoutMs: number
}

/** `search:` of a live server: its own search tool and the argument a query goes in; `false`: not detected either. */
export type SearchConfig = { tool: string; query: string } | false

export interface StdioServerConfig extends ServerBase {
  kind: 'stdio'
  command: string
  args: string[]
  env: Record<string, string>
  cwd?: string
  /** Absent: detected from what the server lists (FastMCP's search transforms). */
  search?: SearchConfig
}

export interface HttpServerConfig extends ServerBase {
  kind: 'http'
  url: string
  headers: Record<string, string>
  transport: 'auto' | 'streamable-http' | 'sse'
  start?: string
  env: Record<string, string>
  cwd?: string
  /** Absent: detected from what the server lists (FastMCP's search transforms). */
  search?: SearchConfig
}

export interface CatalogServerConfig extends ServerBase {
  kind: 'catalog'
  catalog: string
}

export type ServerConfig = StdioServerConfig | HttpServerConfig | CatalogServerConfig

export interface QuerySpec extends SourcePosition {
  query: string
  /** Every one of these must be found. */
  expect: ToolRef[]
  /** At least one of these must be found (`expect_any`); empty when not given. */
  expectAny: ToolRef[]
  forbid: ToolRef[]
  rank?: PerEngine<number>
  engines?: string[]
  knownFailure?: PerEngine<string>
  /** `wording:` on the query: a share its expected tools' other wordings must reach, `true` to measure only, `false` to leave out. */
  wording?: number | boolean
}

/** `wording:` for the whole manifest: how every expectation's other wordings are measured (src/wording). */
export interface WordingConfig {
  /** `wording: false`: only the queries that set their own `wording:` are measured. */
  off?: true
  /** The share of wordings that must find each expected tool; absent: measured, reported, never failing. */
  min?: number
  /** The manifest's own synonyms: a word and the words to try instead of it. */
  synonyms: Record<string, string[]>
}

/** A path the manifest names, where it is written: each must stay inside the working directory. */
export interface ManifestPath extends SourcePosition {
  key: 'catalog' | 'cwd' | 'lock'
  /** As written. */
  value: string
  /** The path it resolves to: against the working directory, or for `lock` the manifest's directory. */
  resolveFrom: 'workdir' | 'manifest'
}

/** A bundled neighbour the manifest names (`neighbours:`), where it names it. */
export interface NeighbourRef extends SourcePosition {
  name: string
}

export interface Manifest {
  /** Path as given (for messages and annotations). */
  file: string
  version: 1
  engines: string[]
  maxResults?: PerEngine<number>
  lockFile: string
  servers: ServerConfig[]
  /** Bundled neighbours, in the order they connect: after `servers`. */
  neighbours: NeighbourRef[]
  queries: QuerySpec[]
  lintRules: Record<string, 'off' | 'info' | 'warning' | 'error'>
  /** The manifest's `wording:`; absent, every expectation's wordings are measured and reported, never failing. */
  wording?: WordingConfig
  /** The users' setup per client (`deferral:`); each engine falls back to its client's defaults. */
  deferral?: DeferralSettings
  /** The change of a server's context cost, in percent, from which the comment reports it. */
  costChange?: number
  /** Every `catalog`, `cwd` and `lock` the manifest writes (none when built by hand). */
  paths?: ManifestPath[]
}
