/**
 * `init`: finds how the repository starts its server, starts it, and writes a manifest whose
 * every query passes `check` today (the rank each tool has now, or a `known_failure` naming
 * the tool that wins), plus the workflow that runs it on pull requests.
 */
import { access } from 'node:fs/promises'
import { basename, resolve } from 'node:path'
import { buildCatalog } from '../catalog/build.js'
import type { CatalogTool, ServerListing } from '../catalog/types.js'
import { CollectError } from '../collect/errors.js'
import { UsageError } from '../errors.js'
import { evaluate } from '../evaluate/evaluate.js'
import type { Evaluation } from '../evaluate/types.js'
import { parseManifest } from '../manifest/load.js'
import { collectManifest } from '../pipeline.js'
import { writeUserFile } from '../write-file.js'
import { detectServer, serverName, type Detected, type DetectOptions } from './detect.js'
import { manifestText, type InitQuery, type ManifestText } from './manifest-text.js'
import { failureNote, queryFor } from './queries.js'
import { workflowYaml } from './workflow.js'

export interface InitOptions extends DetectOptions {
  /** The repository root: where the server starts and the files are written. */
  cwd: string
  /** The manifest to write, relative to cwd. */
  config: string
  /** The workflow to write, relative to cwd. */
  workflow: string
  /** Engine ids for the manifest's `engines` (default: the manifest default). */
  engines?: string[]
  /** Overwrite files that exist. */
  force: boolean
  callerEnv: NodeJS.ProcessEnv
}

export interface InitResult {
  detected: Detected
  /** The server's name in the manifest. */
  name: string
  listing: ServerListing
  /** The queries written: passing today, and marked known failures. */
  passing: number
  knownFailures: number
  /** Tools whose name and description have no word to search with. */
  skipped: string[]
}

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false)

/** How the manifest names a tool: its bare name, unless two tools share it. */
function refOf(tool: CatalogTool, tools: readonly CatalogTool[]): string {
  return tools.filter((t) => t.rawName === tool.rawName).length === 1 ? tool.rawName : tool.id
}

/** What the manifest should say for a query, from how its tool ranks under every engine today. */
function judged(query: InitQuery, tool: string, evaluation: Evaluation, index: number): InitQuery {
  const engines = Object.values(evaluation.queries[index].engines)
  const failing = engines.filter((e) => !e.pass)
  if (failing.length > 0) return { query: query.query, expect: query.expect, knownFailure: failing.map((e) => failureNote(tool, e)).join('; ') }
  const ranks = engines.map((e) => e.expectations.find((x) => x.tool === tool)?.rank ?? null)
  // An always-loaded tool has no rank: it is visible without a search.
  const worst = ranks.some((r) => r === null) ? undefined : Math.max(...(ranks as number[]))
  return { ...query, ...(worst !== undefined ? { rank: worst } : {}) }
}

export async function runInit(options: InitOptions): Promise<InitResult> {
  const configPath = resolve(options.cwd, options.config)
  const workflowPath = resolve(options.cwd, options.workflow)
  if (!options.force) {
    const present: string[] = []
    for (const [shown, path] of [[options.config, configPath], [options.workflow, workflowPath]]) if (await exists(path)) present.push(shown)
    if (present.length > 0) throw new UsageError(`${present.join(' and ')} already ${present.length === 1 ? 'exists' : 'exist'}; pass --force to overwrite`)
  }

  const detected = await detectServer(options.cwd, options)
  const ctx = { baseDir: options.cwd, callerEnv: options.callerEnv }
  const probe: ManifestText = { server: detected.name ?? 'server', entry: detected.entry, queries: [] }
  const [collected] = (await collectManifest(parseManifest(manifestText(probe), options.config), ctx)).listings
  if (collected.tools.length === 0) throw new CollectError(probe.server, 'lists no tools: there is nothing to write a query for')
  // Without a package or project name, the server's own name (serverInfo) is the best guess.
  const name = detected.name ?? serverName(collected.serverInfo?.name ?? basename(options.cwd))
  const listing = { ...collected, name }
  const catalog = buildCatalog([listing])
  const base: ManifestText = { server: name, entry: detected.entry, engines: options.engines, queries: [] }

  const skipped: string[] = []
  const drafts: Array<{ query: InitQuery; tool: string }> = []
  for (const tool of catalog.tools) {
    const query = queryFor(tool)
    if (query) drafts.push({ query: { query, expect: refOf(tool, catalog.tools) }, tool: tool.id })
    else skipped.push(tool.rawName)
  }
  const draft = { ...base, queries: drafts.map((d) => d.query) }
  const today = evaluate(parseManifest(manifestText(draft), options.config), catalog, { advice: false })
  const queries = drafts.map((d, i) => judged(d.query, d.tool, today, i))
  const text = manifestText({ ...base, queries })

  // What was written must pass `check` as it is: evaluate it once more, as check will.
  const final = evaluate(parseManifest(text, options.config), catalog, { advice: false })
  if (final.summary.failed > 0) throw new Error(`init wrote ${final.summary.failed} failing quer${final.summary.failed === 1 ? 'y' : 'ies'}`)

  await writeUserFile(options.config, configPath, text)
  await writeUserFile(options.workflow, workflowPath, workflowYaml(detected.toolchain, options.config, options.workflow))
  return { detected, name, listing, passing: final.summary.passed, knownFailures: final.summary.knownFailures, skipped }
}
