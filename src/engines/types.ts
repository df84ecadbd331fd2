import type { Catalog, CatalogTool } from '../catalog/types.js'
import type { Deferral, DeferralSettings } from './deferral/types.js'

export type { Deferral, DeferralSettings, Placement, PlacementReason, ServerCost, SizeTest, ToolCost } from './deferral/types.js'

/** Where a query term earned points: the fields the clients' scorers look at. */
export type ScoreField =
  | 'name' // a name part / the normalised name
  | 'name-part' // substring of a name part
  | 'coarse' // whole server or tool name
  | 'coarse-part' // substring of a whole server or tool name
  | 'full-name' // the joined name (claude-code@2.1 +3 rule)
  | 'hint' // _meta["anthropic/searchHint"]
  | 'description'
  | 'bm25' // a BM25 term weight (codex)
  | 'promotion' // codex exact-name promotion

export interface Contribution {
  term: string
  field: ScoreField
  points: number
}

export interface RankedTool {
  /** Catalog id `mcp__server__tool`. */
  tool: string
  score: number
  /** 1-based position in the full ranking (what "rank 7 -> 4" reports). */
  rank: number
  breakdown: Contribution[]
}

/** How the engine answered the query. */
export type SearchMode = 'select' | 'exact-name' | 'prefix' | 'keyword' | 'empty'

export interface SearchResult {
  /** Exactly the list the client returns, as catalog ids, in the client's order. */
  results: string[]
  /**
   * The full ranking: every candidate that scored above 0 (or every tool the fast path
   * returned), best first; ties keep the order the engine breaks them in.
   */
  ranking: RankedTool[]
  mode: SearchMode
  /** True when the client orders equal scores randomly, so ties are not reproducible. */
  randomTies?: boolean
  /**
   * Tools tied on the score at the cut line, some returned and some not, when the engine
   * knows its ties better than "adjacent equal scores in the ranking" (Codex: BM25 tools only).
   */
  cutTie?: { score: number; inside: string[]; outside: string[] }
  /**
   * With `keep`, when `ranking` leaves tools out: how many tools the full ranking holds. The
   * caller cannot then see ties past the kept places: `cutTie` is given whenever one straddles the cut.
   */
  scored?: number
}

export interface SearchOptions {
  maxResults: number
  /**
   * Only these places of the ranking are read: the first `top` and the given tools (catalog
   * ids). The engine may then leave every other tool out of `ranking` (the ranks stay those of
   * the full ranking) and say in `scored` how many tools scored; `results` and `mode` are as
   * without it. Lint's many own-name queries, and evaluation, need only a few places each.
   */
  keep?: { top: number; tools: readonly string[] }
}

/** Something an engine precomputed from one catalog, reused across queries. */
export interface PreparedCatalog {
  readonly catalog: Catalog
}

export interface EngineInfo {
  /** Registry id, e.g. `claude-code@2.1`. */
  id: string
  family: string
  /** Human name of the client and tool, e.g. "Claude Code ToolSearch". */
  client: string
  /** The client versions this engine reproduces, e.g. "2.1.19 – 2.1.63". */
  versions: string
  /** For an engine named by a client version (`claude-code@2.1.50`): the generation it ranks as. */
  generation?: string
  exact: boolean
  defaultMaxResults: number
  /**
   * False for a client version newer than any the engine was checked against
   * (`claude-code@2.1.400`): it ranks as the newest generation, unverified. Absent otherwise.
   */
  verified?: false
  /** With `verified: false`: the newest client version the engine was checked against. */
  newestVerified?: string
  /**
   * The engine reads answers a server recorded at collection (engine `server`): it answers
   * only the manifest's queries over the catalog they were asked on, so advice, wording and
   * lint, which search edited catalogs and other queries, leave it out; a tool it does not
   * rank is one the server did not return, not one that scores nothing.
   */
  recordedAnswers?: true
}

/** An engine's facts alone (what a report carries), without its functions. */
export function engineInfoOf(engine: EngineInfo): EngineInfo {
  return {
    id: engine.id,
    family: engine.family,
    client: engine.client,
    versions: engine.versions,
    ...(engine.generation ? { generation: engine.generation } : {}),
    exact: engine.exact,
    defaultMaxResults: engine.defaultMaxResults,
    ...(engine.verified === false ? { verified: false as const, newestVerified: engine.newestVerified } : {}),
    ...(engine.recordedAnswers ? { recordedAnswers: true as const } : {})
  }
}

/** What a report says of an engine that ranks a client version newer than any checked; undefined for the others. */
export function unverifiedNote(engine: EngineInfo): string | undefined {
  return engine.verified === false ? `newer than ${engine.newestVerified}, the newest version checked: unverified` : undefined
}

/** What the client does beyond scoring, which evaluation, lint and advice must respect. */
export interface ClientBehaviour {
  /** The client loads `_meta["anthropic/alwaysLoad"]` tools up front: never results, always visible. */
  loadsAlwaysLoad: boolean
  /** The client reads only the first page of `tools/list`. */
  firstPageOnly: boolean
  /** The scorer reads `_meta["anthropic/searchHint"]`. */
  readsSearchHint: boolean
  /** A tool's score depends on its own text only (no corpus statistics such as BM25's IDF). */
  localScoring: boolean
}

/** The client scores only the start of a description. */
export interface DescriptionCut {
  /** UTF-16 units of a description the scorer reads. */
  length: number
  /** Whether a lower-cased query term counts in lower-cased description text, as the scorer matches it there. */
  matches(text: string, term: string): boolean
}

/** What the engine says about its client's reading of queries and names, for lint and advice. */
export interface ClientReading {
  /**
   * The words of a query as the client scores them, lower-cased, each once, `+required` marks
   * removed: the words advice may add to a tool's text.
   */
  queryTerms(query: string): string[]
  /**
   * The parts the client cuts a tool name into, as written, when a query term earns the full
   * name points only by equalling a whole part. Absent when the client has no such parts.
   */
  nameParts?(name: string): string[]
  /**
   * Names the client knows more than one catalog tool by, when it keeps only one tool per name
   * -> those tools, in catalog order. Absent when every tool keeps a name of its own. Remembered
   * per catalog by the engine: callers ask again rather than keep their own copy.
   */
  nameCollisions?(catalog: Catalog): ReadonlyMap<string, readonly CatalogTool[]>
  /** Absent when the client scores whole descriptions. */
  descriptionCut?: DescriptionCut
  /**
   * The query a model types to find a tool by its own name in this client: for a regex search,
   * the name itself (`create_pull_request`). Absent: the name's words (`create pull request`).
   */
  ownNameQuery?(name: string): string
}

/**
 * Why one tool ranks ahead of another for a query, as the client decides it: what advice, lint
 * and explanations say instead of guessing from scores (which need not be in order: Codex
 * lists promoted tools before every text match, whatever their BM25 scores).
 */
export type OrderFact =
  /** A fast path (`select:`, an exact name, a `mcp__` prefix) listed them in this order. */
  | { kind: 'listed'; mode: SearchMode }
  /** `ahead` scores more; `behind` scores `behind` points (0: it does not score at all). */
  | { kind: 'score'; ahead: number; behind: number }
  /**
   * Equal scores, which the client keeps in its tool order: servers in the order they connect,
   * then each server's `tools/list` order. `sameServer`: the two are of one server, so listing
   * `behind` first in that server's `tools/list` puts it ahead.
   */
  | { kind: 'listing-order'; score: number; sameServer: boolean }
  /** Equal scores, which the client orders at random (the engine ranks them in a fixed order). */
  | { kind: 'random-tie'; score: number }
  /**
   * `ahead` is promoted by words of its name (`by`), `behind` is not: the client lists promoted
   * tools before every text match. `server`: a query word is `ahead`'s server's name, which
   * promotes every tool of that server.
   */
  | { kind: 'promoted'; by: string[]; server?: string }
  /**
   * Both are promoted, and the client lists promoted tools in order of their names (`names`:
   * the two as the client names them, `ahead` first). `server` as for `promoted`, when one
   * server's name promotes both.
   */
  | { kind: 'promoted-order'; names: [string, string]; server?: string }

/** An `OrderFact` and the sentence that says it in the client's own terms. */
export interface OrderExplanation {
  fact: OrderFact
  text: string
}

export interface Engine<P extends PreparedCatalog = PreparedCatalog> extends EngineInfo, ClientBehaviour, ClientReading {
  /** Precompute per-tool text once per catalog. Pure. */
  prepare(catalog: Catalog): P
  /** Rank one query. Pure and synchronous. Throws EngineQueryError for a query the client rejects. */
  search(prepared: P, query: string, options: SearchOptions): SearchResult
  /**
   * The prepared catalog of `edited`: `prepared`'s catalog with only the `changed` tools'
   * descriptions or search hints edited (advice), made from `prepared` rather than from
   * scratch; the same as `prepare(edited)`. Absent: callers prepare `edited` in full.
   */
  prepareEdited?(prepared: P, edited: Catalog, changed: readonly CatalogTool[]): P
  /**
   * The prepared catalog of `subset`, a catalog of some of `prepared`'s catalog tools (the
   * same objects, in the same order), made from `prepared` and sharing its indexes: every
   * search of it answers exactly as a search of `prepare(subset)` does: what reads other
   * tools (names, one tool per name, BM25's corpus statistics) is worked out among the
   * subset's. Absent, or undefined for a subset it cannot answer so: callers prepare `subset`
   * in full.
   */
  prepareSubset?(prepared: P, subset: Catalog): P | undefined
  /**
   * The prepared catalog of `reordered`: `prepared`'s catalog tools listed in another order
   * (listing-order advice), each one the same tool or a copy of it with only its `index` changed,
   * made from `prepared` and sharing its indexes; the same as `prepare(reordered)`. Absent, or
   * undefined for an order it cannot answer so: callers prepare `reordered` in full.
   */
  prepareReordered?(prepared: P, reordered: Catalog): P | undefined
  /** The name the client itself shows for a tool, when it differs from the catalog id. */
  clientName?(prepared: P, tool: CatalogTool): string
  /**
   * Why `ahead` ranks above `behind` in `result`, a search of `prepared` (both tools kept in its
   * ranking when they scored; `behind` absent from a whole ranking does not score).
   */
  explainOrder(prepared: P, result: SearchResult, ahead: string, behind: string): OrderExplanation
  /**
   * Whether the client defers the catalog's tools at all under the user's setup (`settings`,
   * each engine reading its own family's part, else its client's defaults), why, and each
   * tool's placement and context cost where the client has a measure (docs/engines/deferral.md).
   */
  deferral?(catalog: Catalog, settings: DeferralSettings): Deferral
}

/**
 * `subset` prepared for `engine`: from the whole catalog's prepared indexes (`whole`, asked for
 * only when the engine can use it) where the engine answers exactly so, else in full.
 */
export function prepareSubsetOf(engine: Engine, subset: Catalog, whole: (() => PreparedCatalog) | undefined): PreparedCatalog {
  return (whole && engine.prepareSubset?.(whole(), subset)) || engine.prepare(subset)
}

/** `reordered` (`prepared`'s catalog tools in another order) prepared for `engine`: from `prepared`'s indexes where the engine answers exactly so, else in full. */
export function prepareReorderedOf(engine: Engine, prepared: PreparedCatalog, reordered: Catalog): PreparedCatalog {
  return engine.prepareReordered?.(prepared, reordered) ?? engine.prepare(reordered)
}

/**
 * Whether the client sends a tool in full with every request (so it is always visible): by the
 * engine's deferral answer (alwaysLoad, or no deferral at all under the user's setup), else by
 * the tool's own `alwaysLoad` where the client reads it.
 */
export function upFrontTest(engine: Pick<Engine, 'loadsAlwaysLoad'>, deferral: Deferral | undefined): (tool: string, alwaysLoad: boolean) => boolean {
  if (!deferral) return (_tool, alwaysLoad) => engine.loadsAlwaysLoad && alwaysLoad
  const upFront = new Set(deferral.tools.filter((t) => t.placement === 'up-front').map((t) => t.tool))
  return (tool) => upFront.has(tool)
}

/** A query the client itself rejects (Codex: empty query, limit 0). */
export class EngineQueryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EngineQueryError'
  }
}
