import { relative, resolve, join, isAbsolute } from 'node:path'
import { buildCatalog } from '../catalog/build.js'
import type { Catalog, ServerListing } from '../catalog/types.js'
import { parseCatalogFile } from '../collect/catalog-file.js'
import { splitCatalogRef } from '../manifest/catalog-ref.js'
import { CollectError } from '../collect/errors.js'
import { CollectErrors } from '../collect/collect.js'
import { runSetup, SetupError } from '../process/setup.js'
import type { Evaluation, Judge } from '../evaluate/types.js'
import { loadNeighbours } from '../neighbours/bundled.js'
import { lockToListings, parseLock } from '../lock/index.js'
import { repositoryToolchain } from '../init/detect.js'
import { setupCommand } from '../init/package-manager.js'
import { parseManifest } from '../manifest/load.js'
import type { Manifest } from '../manifest/types.js'
import { loadAndCollect, rank } from '../pipeline.js'
import { SILENT, type Progress } from '../util/progress.js'
import { diffCatalogs, diffEvaluations } from './diff.js'
import { diffExpectations } from './expectations.js'
import { BaseCommitError, ensureCommit, ignoredEntries, repoRoot, showFile, withWorktree } from './git.js'
import type { Baseline, BaselineCost, NoBaseline } from './types.js'

export const BASELINE_MODES = ['auto', 'lock', 'worktree', 'none'] as const
export type BaselineMode = (typeof BASELINE_MODES)[number]

export interface BaselineOptions {
  mode: BaselineMode
  /** The base commit (sha or ref): the PR's base.sha, a push's `before`, or --base. */
  base: string
  /** The manifest path (absolute, or relative to `workDir`). */
  config: string
  /** Where the head run resolves relative paths (repository root or working-directory). */
  workDir: string
  /** Shell command run in the base worktree before collecting (install/build). */
  setup?: string
  setupTimeoutMs?: number
  callerEnv: NodeJS.ProcessEnv
  engines?: string[]
  /** Judge the base alone or with neighbours, as the head is. */
  judge?: Judge
  progress?: Progress
}

export interface HeadSide {
  evaluation: Evaluation
  catalog: Catalog
  /** The PR's manifest: with it, the diff says how the PR changed the expectations. */
  manifest?: Manifest
}

const SETUP_TIMEOUT_MS = 15 * 60_000

function none(reason: string, warning: boolean, baseSha?: string, details: string[] = []): NoBaseline {
  return { source: 'none', reason, warning, ...(baseSha ? { baseSha } : {}), ...(details.length ? { details } : {}) }
}

/** One line for a reason: the errors' own messages (one line per manifest issue or server) joined. */
function describe(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split('\n').join('; ')
}

/** Listings for the base manifest from the base commit's lock file (and its stored catalogs). */
async function listingsFromLock(manifest: Manifest, sha: string, root: string, workRel: string): Promise<ServerListing[] | string> {
  const lockText = await showFile(sha, manifest.lockFile, root)
  if (lockText === undefined) return `the base commit has no ${manifest.lockFile}`
  const locked = new Map(lockToListings(parseLock(lockText, manifest.lockFile)).map((l) => [l.name, l] as const))
  const listings: ServerListing[] = []
  for (const server of manifest.servers) {
    const fromLock = locked.get(server.name)
    if (fromLock) {
      listings.push(fromLock)
      continue
    }
    if (server.kind !== 'catalog') return `the base lock file has no server \`${server.name}\``
    const { file, entry } = splitCatalogRef(server.catalog)
    const path = join(workRel, file)
    const text = await showFile(sha, path, root)
    if (text === undefined) return `the base commit has no catalog file ${path}`
    listings.push(parseCatalogFile(server.name, path, text, entry))
  }
  return listings
}

/** The base commit's manifest and catalog, and how they were obtained. */
export interface BaseCatalog {
  sha: string
  manifest: Manifest
  catalog: Catalog
  source: 'lock' | 'worktree'
  cost: Omit<BaselineCost, 'totalMs'>
}

/**
 * The base commit's catalog: from its lock file when it has one (no server started), else
 * collected from its servers in a worktree of it. Any failure is a NoBaseline with the reason.
 */
export async function obtainBaseCatalog(options: BaselineOptions): Promise<BaseCatalog | NoBaseline> {
  if (options.mode === 'none') return none('baseline: none', false)
  const progress = options.progress ?? SILENT
  let root: string
  let sha: string
  try {
    root = await repoRoot(options.workDir)
    sha = await ensureCommit(options.base, root)
  } catch (err) {
    if (err instanceof BaseCommitError) {
      const ref = /^[0-9a-f]{40}$/.test(err.ref) ? err.ref.slice(0, 7) : err.ref
      return none(`the base commit ${ref} is not in this checkout and git could not fetch it (${err.gitMessage}); check out with \`fetch-depth: 0\`, or commit a lock file`, true)
    }
    return none(`cannot read the base commit: ${describe(err)}`, true)
  }
  const configAbs = isAbsolute(options.config) ? options.config : resolve(options.workDir, options.config)
  const manifestRel = relative(root, configAbs)
  const workRel = relative(root, resolve(options.workDir))
  const text = await showFile(sha, manifestRel, root)
  if (text === undefined) return none(`the base commit ${sha.slice(0, 7)} has no ${manifestRel}`, false, sha)

  let manifest: Manifest
  try {
    manifest = parseManifest(text, manifestRel)
  } catch (err) {
    return none(`the base manifest is invalid: ${describe(err)}`, true, sha)
  }

  if (options.mode === 'auto' || options.mode === 'lock') {
    try {
      const listings = await listingsFromLock(manifest, sha, root, workRel)
      if (typeof listings !== 'string') {
        const catalog = buildCatalog([...listings, ...(await loadNeighbours(manifest.neighbours.map((n) => n.name)))])
        progress.note(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`)
        return { sha, manifest, catalog, source: 'lock', cost: { serversStarted: 0 } }
      }
      if (options.mode === 'lock') return none(`baseline: lock requested, but ${listings}`, true, sha)
      progress.note(`base ${sha.slice(0, 7)}: ${listings}; collecting from a worktree`)
    } catch (err) {
      return none(`the base lock file cannot be used: ${describe(err)}`, true, sha)
    }
  }

  try {
    return await withWorktree(sha, root, async (dir): Promise<BaseCatalog> => {
      const baseWork = join(dir, workRel)
      let setupMs: number | undefined
      if (options.setup) {
        const t0 = performance.now()
        const setup = options.setup
        await progress.step(`Running setup \`${setup}\` in the worktree`, () => runSetup(setup, baseWork, options.callerEnv, options.setupTimeoutMs ?? SETUP_TIMEOUT_MS))
        setupMs = Math.round(performance.now() - t0)
      }
      const { manifest: m, catalog } = await loadAndCollect({ config: join(dir, manifestRel), baseDir: baseWork, callerEnv: options.callerEnv, progress })
      return { sha, manifest: m, catalog, source: 'worktree', cost: { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) } }
    })
  } catch (err) {
    return baseSideFailed(err, sha, options)
  }
}

/**
 * The base side of the review: the base commit's manifest ranked over the base commit's
 * catalog (obtainBaseCatalog), and the diff against the head. Any failure here is a warning;
 * the head verdict stands.
 */
export async function obtainBaseline(options: BaselineOptions, head: HeadSide): Promise<Baseline> {
  const started = performance.now()
  const base = await obtainBaseCatalog(options)
  if ('reason' in base) return base
  const judge = options.judge ? { judge: options.judge } : {}
  const evaluation = await rank(base.manifest, base.catalog, { engines: options.engines, ...judge, progress: options.progress ?? SILENT })
  // Both diffs follow the renames: the catalogs are compared once.
  const catalogChanges = diffCatalogs(base.catalog, head.catalog)
  const expectations = head.manifest
    ? diffExpectations({ base: base.manifest, head: head.manifest, baseEvaluation: evaluation, baseCatalog: base.catalog, headCatalog: head.catalog, engines: options.engines, ...judge, catalogChanges })
    : undefined
  const result = diffEvaluations({
    source: base.source,
    baseSha: base.sha,
    cost: { ...base.cost, totalMs: Math.round(performance.now() - started) },
    base: { evaluation, catalog: base.catalog },
    head,
    ...(head.manifest?.costChange !== undefined ? { costThreshold: head.manifest.costChange } : {}),
    catalogChanges
  })
  return expectations ? { ...result, expectations } : result
}

/**
 * Why the base side failed, as a head failure would say it: a server's one-line cause and its
 * stderr tail, a setup's exit and last lines; for a server that would not start without a
 * `setup`, what the worktree lacks that this checkout has.
 */
async function baseSideFailed(err: unknown, sha: string, options: BaselineOptions): Promise<NoBaseline> {
  if (err instanceof SetupError) return none(`the base side failed: ${err.message}`, true, sha, err.outputTail.map((l) => `  ${l}`))
  const servers = err instanceof CollectErrors ? err.errors : err instanceof CollectError ? [err] : undefined
  if (!servers) return none(`the base side failed: ${describe(err)}`, true, sha)
  const details = servers.flatMap((e) => (e.stderrTail.length ? [`server \`${e.server}\`: last ${e.stderrTail.length} line(s) of its stderr:`, ...e.stderrTail.map((l) => `  ${l}`)] : []))
  const missing = options.setup ? [] : await ignoredEntries(options.workDir)
  // The example is the repository's own install and build, as init writes it.
  const example = missing.length ? (setupCommand(await repositoryToolchain(options.workDir)) ?? 'npm ci && npm run build') : ''
  const hint = missing.length
    ? `; the worktree of the base commit has only what git tracks, not ${missing.join(', ')}: pass \`setup\` (the action) or \`--setup\` (the CLI) to install and build it, e.g. "${example}"`
    : ''
  return none(`the base side failed: ${servers.map((e) => e.message).join('; ')}${hint}`, true, sha, details)
}
