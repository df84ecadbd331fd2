import type { ServerListing } from '../catalog/types.js'
import type { ServerConfig } from '../manifest/types.js'
import { loadCatalogFile } from './catalog-file.js'
import { CollectError } from './errors.js'
import type { SearchPlan } from './search.js'

/** How many servers start at once. */
const CONCURRENCY = 4

export interface CollectContext {
  /** Where relative `cwd` and `catalog` paths resolve: the repository root or the CLI's cwd. */
  baseDir: string
  /** The caller's environment, read only for explicit `${VAR}` references. */
  callerEnv: NodeJS.ProcessEnv
  /** How many servers to collect at once (default CONCURRENCY). */
  concurrency?: number
  /** What engine `server` asks a server with a search tool of its own. */
  search?: SearchPlan
}

/**
 * One server's listing. Live servers are started (or connected to), listed and always stopped,
 * whatever happens; every failure is a CollectError naming its cause.
 */
export async function collectServer(server: ServerConfig, ctx: CollectContext): Promise<ServerListing> {
  switch (server.kind) {
    case 'catalog':
      return loadCatalogFile(server.name, server.catalog, ctx.baseDir)
    // The MCP SDK and the HTTP stack load only for a manifest that starts or reaches a server.
    case 'stdio':
      return (await import('./stdio.js')).collectStdio(server, ctx.baseDir, ctx.callerEnv, ctx.search)
    case 'http':
      return (await import('./http.js')).collectHttp(server, ctx.baseDir, ctx.callerEnv, ctx.search)
  }
}

/** Collects every server, a few at a time; the result keeps manifest order. */
export async function collectAll(servers: readonly ServerConfig[], ctx: CollectContext): Promise<ServerListing[]> {
  const results: ServerListing[] = new Array(servers.length)
  const errors: Array<CollectError | undefined> = new Array(servers.length)
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < servers.length) {
      const i = next++
      try {
        results[i] = await collectServer(servers[i], ctx)
      } catch (err) {
        errors[i] = err instanceof CollectError ? err : new CollectError(servers[i].name, `could not be collected: ${(err as Error)?.message ?? String(err)}`)
      }
    }
  }
  const width = Math.max(1, Math.min(ctx.concurrency ?? CONCURRENCY, servers.length))
  await Promise.all(Array.from({ length: width }, worker))
  const failed = errors.filter((e): e is CollectError => e !== undefined)
  if (failed.length > 0) throw new CollectErrors(failed)
  return results
}

/** Every server that could not be collected, in manifest order. */
export class CollectErrors extends Error {
  constructor(readonly errors: CollectError[]) {
    super(errors.map((e) => e.message).join('\n'))
    this.name = 'CollectErrors'
  }
}
