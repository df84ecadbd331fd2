/**
 * `init`: finds how the repository starts its server, starts it, and writes a manifest whose
 * every query passes `check` today (each tool within each engine's cut, or a `known_failure`
 * naming the tool that wins), plus the workflow that runs it on pull requests.
 */
import { access } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { buildCatalog } from '../catalog/build.js'
import type { ServerListing } from '../catalog/types.js'
import { CollectError } from '../collect/errors.js'
import { resolveEngine } from '../engines/registry.js'
import { UsageError } from '../errors.js'
import type { Evaluation } from '../evaluate/types.js'
import { checkNeighbours, neighbourRefs } from '../manifest/neighbours.js'
import { loadNeighbours } from '../neighbours/bundled.js'
import { collectManifest } from '../pipeline.js'
import { formatDuration, parseDuration, timeoutProblem } from '../util/duration.js'
import { writeUserFile } from '../write-file.js'
import { detectServer, missingProgram, serverName, type Detected, type DetectOptions } from './detect.js'
import { draftManifest, parseDraft, type FailingTool } from './draft.js'
import { manifestText, type ManifestText } from './manifest-text.js'
import { workflowYaml } from './workflow.js'
import { inflector } from '../wording/index.js'

export interface InitOptions extends DetectOptions {
  /** The repository root: where the server starts and the files are written. */
  cwd: string
  /** The manifest to write, relative to cwd. */
  config: string
  /** The workflow to write, relative to cwd. */
  workflow: string
  /** Engine ids for the manifest's `engines` (default: the manifest default). */
  engines?: string[]
  /** Bundled neighbours to rank among: names, or `popular`. */
  neighbours?: string[]
  /** The server's start-up and request timeout, as the user wrote it (`2m`, `90s`). */
  timeout?: string
  /** Write today's rank of each query. */
  ranks?: boolean
  /** Overwrite files that exist. */
  force: boolean
  callerEnv: NodeJS.ProcessEnv
}

export interface InitResult {
  detected: Detected
  /** The server's name in the manifest. */
  name: string
  listing: ServerListing
  /** The manifest written, ranked as check ranks it. */
  evaluation: Evaluation
  /** Tools whose name and description have no word to search with. */
  skipped: string[]
  /** Tools whose own words fail today (marked known_failure). */
  failing: FailingTool[]
  /** Tools that no other wording of their own-name query finds today under every engine. */
  unphrased: string[]
}

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false)

/** `--neighbours` as the manifest writes it: `popular`, or the names (each option may list several, comma-separated). */
function neighboursOf(given: readonly string[] | undefined, server: string | undefined): string | string[] | undefined {
  if (given === undefined || given.length === 0) return undefined
  const names = given.flatMap((g) => g.split(',')).map((n) => n.trim()).filter(Boolean)
  const value = names.length === 1 && names[0] === 'popular' ? 'popular' : names
  const problems: string[] = []
  checkNeighbours(value, server === undefined ? [] : [server], (_path, message) => problems.push(message))
  if (problems.length) throw new UsageError(`--neighbours: ${problems.join('; ')}`)
  return value
}

/** `--timeout` as the manifest writes it. */
function timeoutOf(given: string | undefined): string | undefined {
  if (given === undefined) return undefined
  let ms: number
  try {
    ms = parseDuration(given)
  } catch {
    throw new UsageError(`--timeout must be a duration such as \`30s\` or \`2m\`, got \`${given}\``)
  }
  const problem = timeoutProblem(given, ms)
  if (problem) throw new UsageError(`--timeout ${problem}`)
  return formatDuration(ms)
}

export async function runInit(options: InitOptions): Promise<InitResult> {
  const configPath = resolve(options.cwd, options.config)
  const workflowPath = resolve(options.cwd, options.workflow)
  if (!options.force) {
    const present: string[] = []
    for (const [shown, path] of [[options.config, configPath], [options.workflow, workflowPath]]) if (await exists(path)) present.push(shown)
    if (present.length > 0) throw new UsageError(`${present.join(' and ')} already ${present.length === 1 ? 'exists' : 'exist'}; pass --force to overwrite`)
  }
  // Every option first, so that a mistake stops init before any server starts.
  for (const id of options.engines ?? []) resolveEngine(id)
  const timeout = timeoutOf(options.timeout)
  neighboursOf(options.neighbours, options.name)

  const detected = await detectServer(options.cwd, { ...options, path: options.callerEnv.PATH })
  const missing = await missingProgram(detected, options.callerEnv.PATH)
  if (missing) throw new UsageError(missing)
  const ctx = { baseDir: options.cwd, callerEnv: options.callerEnv }
  const probe: ManifestText = { server: detected.name ?? 'server', entry: detected.entry, ...(timeout ? { timeout } : {}), queries: [] }
  const [collected] = (await collectManifest(parseDraft(manifestText(probe), options.config), ctx)).listings
  if (collected.tools.length === 0) throw new CollectError(probe.server, 'lists no tools: there is nothing to write a query for')
  // Without a package or project name, the server's own name (serverInfo) is the best guess.
  const name = detected.name ?? serverName(collected.serverInfo?.name ?? basename(options.cwd))
  const listing = { ...collected, name }
  const neighbours = neighboursOf(options.neighbours, name)
  const base: Omit<ManifestText, 'queries'> = { ...probe, server: name, ...(options.engines?.length ? { engines: options.engines } : {}), ...(neighbours ? { neighbours } : {}) }
  // The catalog check will rank: the server as listed, its neighbours connected after it.
  const neighbourListings = await loadNeighbours(neighbourRefs(neighbours, [name], () => ({ line: 1, col: 1 })).map((n) => n.name))
  const draft = draftManifest(buildCatalog([listing, ...neighbourListings]), { config: options.config, base, ranks: options.ranks === true, inflector })

  await writeUserFile(options.config, configPath, draft.text)
  await writeUserFile(options.workflow, workflowPath, workflowYaml(detected.toolchain, options.config, options.workflow))
  return { detected, name, listing, evaluation: draft.evaluation, skipped: draft.skipped, failing: draft.failing, unphrased: draft.unphrased }
}
