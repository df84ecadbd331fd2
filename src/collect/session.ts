import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { ErrorCode, McpError, ToolSchema } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import type { RawTool, ServerListing, ServerSource } from '../catalog/types.js'
import { rekeyedSearch } from '../catalog/search.js'
import type { Secrets } from './environment.js'
import type { SearchConfig } from '../manifest/types.js'
import { searchServer, searchToolOf, type SearchPlan } from './search.js'
import { cutDeep, MAX_JSON_DEPTH } from '../util/json-depth.js'

/** A loop guard: a server that never stops handing out new cursors. */
const MAX_PAGES = 1000

/** tools/list as it arrives, before each tool is checked against the MCP schema on its own. */
const LenientListResult = z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() })

export function isTimeout(err: unknown): boolean {
  return err instanceof McpError && err.code === ErrorCode.RequestTimeout
}

/** An error the server answered with: its message (without the SDK's `MCP error N:` prefixes) and code. */
export function serverErrorText(err: McpError): string {
  const message = err.message.replace(/^(MCP error -?\d+:\s*)+/, '').trim()
  return `${message || 'no message'} (JSON-RPC error ${err.code})`
}

/** A zod error from validating what the server answered (duck-typed: the SDK bundles its own zod). */
export function schemaIssue(err: unknown): string | undefined {
  const issues = (err as { issues?: Array<{ path?: PropertyKey[]; message?: string }> } | null)?.issues
  if (!Array.isArray(issues) || issues.length === 0) return undefined
  const first = issues[0]
  const path = (first.path ?? []).map(String).join('.')
  return `${path ? `${path}: ` : ''}${first.message ?? 'invalid'}`
}

/**
 * `client.connect` bounded as a whole. The SDK's `timeout` covers the `initialize` request,
 * not the transport's `start()`: an SSE server that accepts the stream but never sends its
 * `endpoint` event would otherwise hang forever. The caller closes the transport afterwards.
 */
export async function connectWithin(client: Client, transport: Transport, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const connecting = client.connect(transport, { timeout: timeoutMs })
  connecting.catch(() => {})
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new McpError(ErrorCode.RequestTimeout, 'Request timed out')), timeoutMs + 50)
  })
  try {
    await Promise.race([connecting, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** `tool`, cut to MAX_JSON_DEPTH levels with a warning when it nests deeper. */
function boundedTool(tool: RawTool, warnings: string[]): RawTool {
  const { value, cut } = cutDeep(tool)
  if (cut) warnings.push(`tool \`${String(tool.name).slice(0, 100)}\` nests more than ${MAX_JSON_DEPTH} levels deep (its inputSchema or _meta); the deeper levels were dropped`)
  return value
}

async function listAllTools(
  client: Client,
  timeoutMs: number,
  warnings: string[]
): Promise<Pick<ServerListing, 'tools' | 'toolPages' | 'pages'>> {
  const tools: RawTool[] = []
  const toolPages: number[] = []
  const seenCursors = new Set<string>()
  let cursor: string | undefined
  let pages = 0
  do {
    const page = await client.request({ method: 'tools/list', params: cursor !== undefined ? { cursor } : {} }, LenientListResult, { timeout: timeoutMs })
    pages++
    for (const [i, tool] of page.tools.entries()) {
      const parsed = ToolSchema.safeParse(tool)
      if (parsed.success) {
        tools.push(boundedTool(tool as RawTool, warnings))
        toolPages.push(pages)
      } else {
        const rawName = (tool as { name?: unknown } | null)?.name
        const name = typeof rawName === 'string' ? `\`${rawName.slice(0, 100)}\`` : `#${i + 1}${pages > 1 ? ` of page ${pages}` : ''}`
        const issue = parsed.error.issues[0]
        warnings.push(`tool ${name} does not match the MCP Tool schema and was skipped: ${issue?.path.join('.') || 'tool'}: ${issue?.message}`)
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

/**
 * After `initialize`: the listing of a connected server. A server that declares no `tools`
 * capability has zero tools (a warning); otherwise every page of `tools/list` is read.
 */
export async function listServer(
  client: Client,
  options: {
    name: string
    source: ServerSource
    timeoutMs: number
    warnings: string[]
    secrets: Secrets
    onListing?: () => void
    /** The manifest's `search:` and what engine `server` asks (src/collect/search.ts). */
    search?: { config: SearchConfig | undefined; plan: SearchPlan }
    onSearch?: () => void
  }
): Promise<ServerListing> {
  const { warnings, secrets } = options
  const rawInstructions = client.getInstructions()
  const info = client.getServerVersion()
  let listed: Pick<ServerListing, 'tools' | 'toolPages' | 'pages'> = { tools: [], pages: 0 }
  if (!client.getServerCapabilities()?.tools) {
    warnings.push('the server declares no `tools` capability in `initialize`: zero tools')
  } else {
    options.onListing?.()
    listed = await listAllTools(client, options.timeoutMs, warnings)
  }
  const found = options.search && searchToolOf(options.search.config, listed.tools)
  let search: ServerListing['search']
  if (options.search && found) {
    options.onSearch?.()
    const searched = await searchServer(client, listed.tools, found, options.search.plan, options.timeoutMs)
    // Tools behind the search are not paged: they count as the first page.
    listed = { tools: searched.tools, toolPages: searched.tools.map(() => 1), pages: listed.pages }
    search = searched.search
  }
  const redacted = secrets.redactDeep({ tools: listed.tools, instructions: rawInstructions, search })
  // The answers were keyed by the tools as the server sent them: key them by what is kept.
  if (redacted.changed && redacted.value.search) search = rekeyedSearch(redacted.value.search, redacted.value.tools)
  if (redacted.changed) {
    warnings.push('the server\'s tools or instructions contained the value of a secret the manifest passes through `${VAR}`; it was replaced by ***')
  }
  const instructions = redacted.value.instructions
  return {
    name: options.name,
    source: options.source,
    tools: redacted.value.tools,
    pages: listed.pages,
    ...(listed.toolPages ? { toolPages: listed.toolPages } : {}),
    ...(typeof instructions === 'string' ? { instructions } : {}),
    ...(info ? { serverInfo: { name: String(info.name), version: String(info.version) } } : {}),
    warnings,
    ...(search ? { search } : {})
  }
}
