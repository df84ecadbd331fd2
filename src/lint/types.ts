/**
 * Discoverability lints: ESLint-style rules over the collected catalog. A rule is a small
 * module with an id, a default severity, a one-paragraph doc and a pure check function.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'
import type { DeferralSettings, Engine, PreparedCatalog } from '../engines/types.js'
import type { PerEngine } from '../manifest/per-engine.js'

export type Severity = 'error' | 'warning' | 'info'
/** What the manifest's `lint.rules` map says about a rule. */
export type RuleLevel = Severity | 'off'

/** One finding, as the reports (terminal, JSON, PR comment, SARIF) show it. */
export interface Finding {
  rule: string
  severity: Severity
  /** The server as the manifest names it. */
  server: string
  /** The tool's own (un-prefixed) name; '' for a finding about the whole server. */
  tool: string
  message: string
  /** Catalog id `mcp__server__tool` of the tool, when the finding is about one. */
  id?: string
  /** Every tool the finding is about, as catalog ids, when it is about several (boilerplate, collisions). */
  tools?: string[]
  /** The manifest line the finding is about: the query it concerns, else the server's entry, when known (SARIF and annotations point there). */
  line?: number
  col?: number
}

/** A query of the manifest with its tool references resolved to catalog ids. */
export interface LintQuery {
  query: string
  line: number
  col: number
  /** Expected tools, those of `expect_any` included. */
  expect: string[]
  forbid: string[]
  /** Engine ids (resolved) the query runs under. */
  engines: string[]
}

export interface LintContext {
  catalog: Catalog
  /** The manifest's queries; empty when linting a catalog without a manifest. */
  queries: readonly LintQuery[]
  /** Every engine any query runs under (resolved, no aliases). */
  engines: readonly Engine[]
  /** The manifest's `max_results`; each engine's default where it gives none. */
  maxResults?: PerEngine<number>
  /**
   * Servers (by manifest name) whose tools are linted. Stored catalogs (`catalog:`) are
   * competitors the author cannot edit; they still compete in rankings. Absent: every server.
   */
  targets?: ReadonlySet<string>
  /** Manifest positions of the servers' entries, by manifest name. */
  positions?: ReadonlyMap<string, { line: number; col: number }>
  /** The users' setup per client (the manifest's `deferral:`). */
  deferral?: DeferralSettings
  /** Prepared catalogs by engine id, to reuse what evaluation already prepared. */
  prepared?: Map<string, PreparedCatalog>
  /** The context whose catalog this one's lists some tools of, in order: an engine that can ranks this catalog from that one's prepared indexes. */
  subsetOf?: LintContext
}

/**
 * What a rule reports: about one tool (its server is the tool's), or about a whole server.
 * The runner adds the rule id, severity and position.
 */
export type Report = {
  message: string
  tools?: string[]
  /** The manifest line the finding is about (a query), when not the server's entry. */
  at?: { line: number; col: number }
} & ({ tool: CatalogTool } | { server: string })

export interface LintRule {
  /** kebab-case, stable: the key of `lint.rules` in the manifest and the SARIF rule id. */
  id: string
  defaultSeverity: Severity
  /** One line (SARIF shortDescription). */
  summary: string
  /** One paragraph for server authors: what it catches and why it hurts findability (SARIF fullDescription). */
  doc: string
  /**
   * The rule compares a tool with the tools around it: the runner gives it the catalog without
   * the neighbours' copies of your tools (duplicate-neighbour reports those once).
   */
  withoutNeighbourCopies?: true
  check(ctx: LintContext, report: (r: Report) => void): void
}
