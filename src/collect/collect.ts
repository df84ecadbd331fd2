import { resolve } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { ErrorCode, McpError, ToolSchema } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { RawTool, ServerListing } from '../catalog/types.js'
import type { ServerConfig, StdioServerConfig } from '../manifest/types.js'
import { loadCatalogFile } from './catalog-file.js'
import { serverEnvironment } from './environment.js'
import { CollectError } from './errors.js'
import { ProcessGroupTransport } from './stdio-transport.js'
import { VERSION } from '../version.js'

export const CLIENT_INFO = { name: 'mcp-tool-rank', version: VERSION }
const MAX_PAGES = 1000
const CONCURRENCY = 4

export interface CollectContext {
  /** Where relative `cwd` and `catalog` paths resolve: the repository root or the CLI's cwd. */
  baseDir: string
  /** The caller's environment, read only for explicit `${VAR}` references. */
  callerEnv: NodeJS.ProcessEnv
  warn?: (message: string) => void
}

/** tools/list as it arrives, before each tool is checked against the MCP schema on its own. */
const LenientListResult = z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() })

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`
}

function diagnose(server: StdioServerConfig, transport: ProcessGroupTransport, phase: string, err: unknown): CollectError {
  const tail = transport.stderrTail()
  const stray = transport.strayStdout.length
    ? `; it wrote text that is not JSON-RPC to stdout (${JSON.stringify(transport.strayStdout[0].slice(0, 80))}): logs must go to stderr`
    : ''
  if (transport.spawnError) {
    const e = transport.spawnError
    const cause = e.code === 'ENOENT' ? `command not found: ${server.command}` : `cannot start ${server.command}: ${e.message}`
    return new CollectError(server.name, cause)
  }
  if (err instanceof McpError && err.code === ErrorCode.RequestTimeout) {
    return new CollectError(server.name, `${phase} timed out after ${seconds(server.timeoutMs)}${stray}`, tail)
  }
  if (transport.exited) {
    const how = transport.exitSignal ? `was killed by ${transport.exitSignal}` : `exited with code ${transport.exitCode}`
    return new CollectError(server.name, `${how} ${phase === 'initialize' ? 'before' : 'during'} ${phase}${stray}`, tail)
  }
  if (err instanceof McpError) {
    return new CollectError(server.name, `${phase} returned an error: ${err.message}${stray}`, tail)
  }
  return new CollectError(server.name, `${phase} failed: ${(err as Error).message ?? String(err)}${stray}`, tail)
}

async function listAllTools(client: Client, server: StdioServerConfig, warnings: string[]): Promise<Pick<ServerListing, 'tools' | 'toolPages' | 'pages'>> {
  const tools: RawTool[] = []
  const toolPages: number[] = []
  const seenCursors = new Set<string>()
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await client.request({ method: 'tools/list', params: cursor ? { cursor } : {} }, LenientListResult, { timeout: server.timeoutMs })
    pages++
    for (const [i, tool] of page.tools.entries()) {
      const parsed = ToolSchema.safeParse(tool)
      if (parsed.success) {
        tools.push(tool as RawTool)
        toolPages.push(pages)
      } else {
        const name = typeof (tool as { name?: unknown })?.name === 'string' ? `\`${(tool as { name: string }).name}\`` : `#${i + 1} of page ${pages}`
        warnings.push(`tool ${name} does not match the MCP Tool schema and was skipped: ${parsed.error.issues[0]?.path.join('.') || 'tool'}: ${parsed.error.issues[0]?.message}`)
      }
    }
    cursor = page.nextCursor
    if (cursor !== undefined && seenCursors.has(cursor)) {
      warnings.push(`tools/list repeated the cursor ${JSON.stringify(cursor.slice(0, 40))} after ${pages} pages; stopped there`)
      break
    }
    if (cursor !== undefined) seenCursors.add(cursor)
    if (pages >= MAX_PAGES && cursor !== undefined) {
      warnings.push(`tools/list still had more pages after ${MAX_PAGES}; stopped there`)
      break
    }
  } while (cursor !== undefined)
  return { tools, toolPages, pages }
}

async function collectStdio(server: StdioServerConfig, ctx: CollectContext): Promise<ServerListing> {
  const warnings: string[] = []
  const transport = new ProcessGroupTransport({
    command: server.command,
    args: server.args,
    env: serverEnvironment(server.env, ctx.callerEnv, (m) => warnings.push(m)),
    cwd: resolve(ctx.baseDir, server.cwd ?? '.')
  })
  const client = new Client(CLIENT_INFO, { capabilities: {} })
  let phase = 'initialize'
  try {
    await client.connect(transport, { timeout: server.timeoutMs })
    const instructions = client.getInstructions()
    const info = client.getServerVersion()
    const base: ServerListing = {
      name: server.name,
      source: 'stdio',
      tools: [],
      pages: 0,
      ...(instructions !== undefined ? { instructions } : {}),
      ...(info ? { serverInfo: { name: info.name, version: info.version } } : {}),
      warnings
    }
    if (!client.getServerCapabilities()?.tools) {
      warnings.push('the server declares no `tools` capability: zero tools')
      return base
    }
    phase = 'tools/list'
    return { ...base, ...(await listAllTools(client, server, warnings)) }
  } catch (err) {
    throw diagnose(server, transport, phase, err)
  } finally {
    await transport.close()
    if (transport.strayStdout.length) {
      warnings.push(`wrote text that is not JSON-RPC to stdout (${transport.strayStdout.length} line(s)): logs must go to stderr`)
    }
  }
}

export async function collectServer(server: ServerConfig, ctx: CollectContext): Promise<ServerListing> {
  switch (server.kind) {
    case 'catalog':
      return loadCatalogFile(server.name, server.catalog, ctx.baseDir)
    case 'stdio':
      return collectStdio(server, ctx)
    case 'http':
      throw new CollectError(server.name, 'HTTP servers are not supported yet')
  }
}

/** Collects every server, a few at a time; the result keeps manifest order. */
export async function collectAll(servers: readonly ServerConfig[], ctx: CollectContext): Promise<ServerListing[]> {
  const results: ServerListing[] = new Array(servers.length)
  const errors: CollectError[] = []
  let next = 0
  const worker = async (): Promise<void> => {
    while (next < servers.length) {
      const i = next++
      try {
        results[i] = await collectServer(servers[i], ctx)
      } catch (err) {
        errors.push(err instanceof CollectError ? err : new CollectError(servers[i].name, (err as Error).message))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, servers.length) }, worker))
  if (errors.length > 0) throw new CollectErrors(errors)
  return results
}

export class CollectErrors extends Error {
  constructor(readonly errors: CollectError[]) {
    super(errors.map((e) => e.message).join('\n'))
    this.name = 'CollectErrors'
  }
}
