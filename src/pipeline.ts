import { buildCatalog } from './catalog/build.js'
import type { Catalog, CatalogServer, ServerListing } from './catalog/types.js'
import type { SearchPlan } from './collect/search.js'
import { rekeyedSearch } from './catalog/search.js'
import { resolveEngine } from './engines/registry.js'
import { forEngine } from './manifest/per-engine.js'
import { collectAll, type CollectContext } from './collect/collect.js'
import { UsageError } from './errors.js'
import { resolveToolRef } from './evaluate/resolve.js'
import { bindQueries, evaluateInterruptibly, type EvaluateOptions } from './evaluate/evaluate.js'
import type { Evaluation } from './evaluate/types.js'
import type { PreparedCatalog } from './engines/types.js'
import { lint, lintContext } from './lint/run.js'
import type { Finding } from './lint/types.js'
import { checkLock, type LockStatus } from './lock/index.js'
import { loadManifest } from './manifest/load.js'
import { loadNeighbours, neighbourSet } from './neighbours/bundled.js'
import type { Manifest } from './manifest/types.js'
import { plural } from './util/plural.js'
import { SILENT, type Progress } from './util/progress.js'
import { toolTable } from './tool-table/table.js'
import type { ToolRow } from './tool-table/types.js'

export interface PipelineOptions extends EvaluateOptions {
  config: string
  baseDir: string
  callerEnv: NodeJS.ProcessEnv
  progress?: Progress
  /** Also the table of every tool (`tools`, the JSON report's `toolTable`). */
  toolTable?: boolean
}

export interface PipelineResult {
  manifest: Manifest
  listings: ServerListing[]
  catalog: Catalog
  evaluation: Evaluation
  /** The lock file against the live catalog; absent when there is no lock file. */
  lock?: LockStatus
  /** Discoverability lint findings (src/lint) with the manifest's `lint.rules` levels. */
  findings: Finding[]
  /** Every tool at a glance, worst first; when asked for (`toolTable`). */
  toolTable?: ToolRow[]
  durationMs: number
}

/**
 * manifest -> collect -> catalog -> engines -> evaluate. Stored catalogs load first, so a
 * reference mistake that involves only them is reported before any server starts.
 */
export async function loadAndCollect(options: PipelineOptions): Promise<{ manifest: Manifest; listings: ServerListing[]; catalog: Catalog }> {
  const manifest = await loadManifest(options.config, options.baseDir)
  // Before any server starts: a view to judge in means nothing without neighbours.
  if (options.judge && manifest.neighbours.length === 0) throw new UsageError(`fail-on \`${options.judge}\` chooses between the views alone and with neighbours, but ${options.config} lists no \`neighbours:\`; drop \`${options.judge}\` from fail-on`)
  const search = searchPlan(manifest, options.engines)
  const { listings, catalog } = await collectManifest(manifest, { baseDir: options.baseDir, callerEnv: options.callerEnv, search }, options.progress)
  return { manifest, listings, catalog: withSearchNotes(manifest, catalog, options.engines) }
}

/** Every engine id the manifest's queries run under (`engines` replacing them all, as `check --engine` does). */
function engineIdsOf(manifest: Manifest, engines: readonly string[] | undefined): string[] {
  return [...new Set(engines ?? [...manifest.engines, ...manifest.queries.flatMap((q) => q.engines ?? [])])]
}

/** What a server with its own search is asked at collection: the queries engine `server` ranks, and its cut. */
export function searchPlan(manifest: Manifest, engines?: readonly string[]): SearchPlan {
  const isServer = (id: string): boolean => resolveEngine(id).recordedAnswers === true
  const queries = manifest.queries.filter((q) => (engines ?? q.engines ?? manifest.engines).some(isServer)).map((q) => q.query)
  const server = resolveEngine('server')
  return { queries, maxResults: forEngine(manifest.maxResults, server) ?? server.defaultMaxResults }
}

/**
 * The manifest's servers, stored catalogs and bundled neighbours first (see loadAndCollect), as
 * listings (the manifest's own servers: what the lock file keeps) and one catalog, the
 * neighbours connected last.
 */
export async function collectManifest(manifest: Manifest, ctx: CollectContext, progress: Progress = SILENT): Promise<{ listings: ServerListing[]; catalog: Catalog }> {
  const stored = manifest.servers.filter((s) => s.kind === 'catalog')
  const live = manifest.servers.filter((s) => s.kind !== 'catalog')
  const [storedListings, neighbours] = await Promise.all([collectAll(stored, ctx), loadNeighbours(manifest.neighbours.map((n) => n.name))])
  bindQueries(manifest, buildCatalog([...storedListings, ...neighbours]), new Set(live.map((s) => s.name)))
  const liveListings = live.length ? await progress.step(`Starting ${plural(live.length, 'server')} and collecting their tools`, () => collectAll(live, ctx)) : []
  const byName = new Map([...storedListings, ...liveListings].map((l) => [l.name, l] as const))
  const collected = manifest.servers.map((s) => byName.get(s.name)!)
  const unseen = namedOnly(manifest, collected, neighbours)
  const listings = unseen ? collected.map((l) => (l === unseen.listing ? knownByName(l, unseen.names) : l)) : collected
  return { listings, catalog: buildCatalog([...listings, ...neighbours]) }
}

/**
 * A ranked search cannot list every tool behind it: a tool the manifest names that no answer
 * returned is known by its name alone (`search.unseen`), so its expectations are judged (not
 * found) rather than refused. Only a reference that names no other tool, bare or qualified to
 * that server, and only while one such server is in the manifest. Undefined when there is none.
 */
function namedOnly(manifest: Manifest, listings: readonly ServerListing[], neighbours: readonly ServerListing[]): { listing: ServerListing; names: string[] } | undefined {
  const partial = listings.filter((l) => l.search?.catalog === 'partial')
  if (partial.length !== 1) return undefined
  const [listing] = partial
  // References resolve over every tool: a bare name may be another server's or a neighbour's.
  const lookup = buildCatalog([...listings, ...neighbours])
  const refs = manifest.queries.flatMap((q) => [...q.expect, ...q.expectAny, ...q.forbid]).map((r) => r.ref)
  const names = new Set(
    refs
      .filter((ref) => !('tool' in resolveToolRef(ref, lookup)))
      .map((ref) => /^mcp__(.+?)__(.+)$/.exec(ref) ?? /^([^/]+)\/(.+)$/.exec(ref) ?? [ref, listing.name, ref])
      .filter(([, server]) => server === listing.name)
      .map(([, , name]) => name)
  )
  return names.size ? { listing, names: [...names] } : undefined
}

/** `listing` with `names` added as tools known by name alone, its answers keyed by the catalog they now belong to. */
function knownByName(listing: ServerListing, names: readonly string[]): ServerListing {
  const tools = [...listing.tools, ...names.map((name) => ({ name }))]
  return {
    ...listing,
    tools,
    ...(listing.toolPages ? { toolPages: [...listing.toolPages, ...names.map(() => 1)] } : {}),
    search: { ...rekeyedSearch(listing.search!, tools), unseen: [...names] }
  }
}

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const started = performance.now()
  const collected = await loadAndCollect(options)
  // Lint ranks with the same engines on the same catalog: share what evaluation prepared.
  const prepared = new Map<string, PreparedCatalog>()
  const neighbourSetVersion = collected.manifest.neighbours.length > 0 ? (await neighbourSet()).version : undefined
  const evaluation = await rank(collected.manifest, collected.catalog, { ...options, prepared, ...(neighbourSetVersion ? { neighbourSet: neighbourSetVersion } : {}) })
  // One lint context for the findings and the tool table: they share its own-name searches.
  const ctx = lintContext(collected.manifest, collected.catalog, { engines: options.engines, prepared })
  const findings = await progress(options).step(`Linting ${plural(collected.catalog.tools.length, 'tool')}`, async () => lint(ctx, { rules: collected.manifest.lintRules }))
  const table = options.toolTable ? toolTable(ctx, evaluation) : undefined
  const lock = await checkLock(collected.manifest.lockFile, collected.listings)
  return { ...collected, evaluation, findings, ...(table ? { toolTable: table } : {}), ...(lock ? { lock } : {}), durationMs: Math.round(performance.now() - started) }
}

/**
 * What `mcp-tool-rank tools` shows: every tool's own-name ranks and the best query that finds
 * it, from the manifest's rankings without advice (it judges nothing).
 */
export async function rankTools(options: PipelineOptions): Promise<{ manifest: Manifest; evaluation: Evaluation; rows: ToolRow[] }> {
  const { manifest, catalog } = await loadAndCollect(options)
  const prepared = new Map<string, PreparedCatalog>()
  const evaluation = await rank(manifest, catalog, { ...options, advice: false, prepared })
  const ctx = lintContext(manifest, catalog, { engines: options.engines, prepared })
  return { manifest, evaluation, rows: await progress(options).step("Ranking each tool's own name", async () => toolTable(ctx, evaluation)) }
}

function progress(options: { progress?: Progress }): Progress {
  return options.progress ?? SILENT
}

/** Every query ranked, as a step that counts them; a signal stops it between two queries. */
export function rank(manifest: Manifest, catalog: Catalog, options: EvaluateOptions & { progress?: Progress }): Promise<Evaluation> {
  const p = progress(options)
  const n = manifest.queries.length
  const engines = runnableEngines(manifest, catalog, options.engines)
  return p.step(`Ranking ${plural(n, 'query', 'queries')} over ${plural(catalog.tools.length, 'tool')}`, () =>
    evaluateInterruptibly(manifest, catalog, { ...options, ...(engines ? { engines } : {}), onProgress: (done, total) => p.advance(done, total) })
  )
}

/**
 * The engines that can rank this catalog, when some cannot: a server whose ranked search hides
 * tools that cannot be listed leaves only the engines that read its own answers (`server`).
 * Undefined when every engine can run. Each such server says which engines ran and why (withSearchNotes).
 */
function runnableEngines(manifest: Manifest, catalog: Catalog, engines: readonly string[] | undefined): string[] | undefined {
  const partial = catalog.servers.filter((s) => s.search?.catalog === 'partial')
  if (partial.length === 0) return undefined
  const ids = engineIdsOf(manifest, engines)
  const runnable = ids.filter((id) => resolveEngine(id).recordedAnswers)
  if (runnable.length === 0) {
    throw new UsageError(
      `server ${partial.map((s) => `\`${s.name}\``).join(', ')} hides its tools behind a ranked search of its own (\`${partial[0].search!.tool}\`), which cannot list them all, so ${ids.join(', ')} cannot rank them: add \`server\` to \`engines:\` to rank through the server's own search (or, if it is not a search of the server's own tools, set \`search: false\` on the server)`
    )
  }
  return runnable
}

/**
 * `catalog` with a note on each server that has a search of its own: which engines can run on
 * it (`engines` replacing the manifest's, as in rank) and why. Added once, where the pipeline's
 * catalog is made; every view shows it among the server's warnings.
 */
export function withSearchNotes(manifest: Manifest, catalog: Catalog, engines?: readonly string[]): Catalog {
  if (!catalog.servers.some((s) => s.search)) return catalog
  const ids = engineIdsOf(manifest, engines)
  const cut = searchPlan(manifest).maxResults
  return { ...catalog, servers: catalog.servers.map((s) => (s.search ? { ...s, warnings: [...s.warnings, searchNote(s, ids, cut)] } : s)) }
}

/** Which engines could run on a server with its own search, and why: shown in every view as the server's note. */
function searchNote(server: CatalogServer, ids: readonly string[], cut: number): string {
  const search = server.search!
  const how = `hides its tools behind its own search \`${search.tool}\` (argument \`${search.argument}\`)`
  const others = ids.filter((id) => !resolveEngine(id).recordedAnswers)
  const asked = ids.some((id) => resolveEngine(id).recordedAnswers)
  const limit = search.maxResults !== undefined ? `max_results ${search.maxResults} passed` : `its own limit: at most ${search.longestAnswer} tools per answer seen`
  // The server's own limit decides what it returns; a smaller cut would judge tools it did return as not found.
  const wider = search.maxResults === undefined && search.longestAnswer > cut ? `, more than the cut ${cut}: set \`max_results: { server: ${search.longestAnswer} }\` if that is the server's limit` : ''
  const serverPart = asked ? `engine \`server\` ranks through the server's own answers (${limit}${wider})` : 'add `server` to `engines:` to rank through the server\'s own answers'
  if (search.catalog === 'enumerated') {
    return `${how}: all ${plural(server.toolCount, 'tool')} behind it were listed through it in ${plural(search.roundTrips ?? 0, 'round trip')}, so ${others.length ? `lint and ${others.join(', ')} run` : 'lint runs'} on them; ${serverPart}`
  }
  const unseen = search.unseen?.length ? ` (and ${plural(search.unseen.length, 'tool')} the manifest names, by name only: ${search.unseen.map((n) => `\`${n}\``).join(', ')})` : ''
  const known = server.toolCount - (search.unseen?.length ?? 0)
  return `${how}, which ranks and cannot list every tool: lint${others.length ? ` and ${others.join(', ')}` : ''} could not run, since they read the whole catalog and only the ${plural(known, 'tool')} \`tools/list\` shows and its answers returned are known${unseen}; ${serverPart}`
}
