import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import type { ServerListing } from '../catalog/types.js'
import type { StdioServerConfig } from '../manifest/types.js'
import { CLIENT_INFO } from './client-info.js'
import { Secrets, serverEnvironment } from './environment.js'
import { CollectError } from './errors.js'
import { workingDirectory } from './paths.js'
import { NO_SEARCH, type SearchPlan } from './search.js'
import { connectWithin, isTimeout, listServer, schemaIssue, serverErrorText } from './session.js'
import { ProcessGroupTransport } from './stdio-transport.js'
import { MAX_MESSAGE_TEXT } from './limits.js'
import { formatDuration } from '../util/duration.js'

function spawnCause(server: StdioServerConfig, e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT':
      return `command not found: ${server.command} (not on PATH${server.command.includes('/') ? ' or no such file' : ''}; the server gets PATH from the caller's environment)`
    case 'EACCES':
      return `cannot start ${server.command}: permission denied (is it executable?)`
    default:
      return `cannot start ${server.command}: ${e.message}`
  }
}

/** The first stray stdout line, quoted: redacted before it is cut, so no part of a secret is left. */
function quotedStray(transport: ProcessGroupTransport, secrets: Secrets): string {
  return JSON.stringify(secrets.redact(transport.firstStray ?? '').slice(0, 80))
}

/** One line that names why a stdio server could not be collected. */
function diagnose(server: StdioServerConfig, transport: ProcessGroupTransport, phase: string, err: unknown, secrets: Secrets): CollectError {
  const tail = transport.stderrTail().map((l) => secrets.redact(l))
  const stray = transport.firstStray === undefined ? '' : `it wrote text that is not JSON-RPC to stdout (${quotedStray(transport, secrets)}): logs must go to stderr`
  const make = (reason: string, withTail = true): CollectError => new CollectError(server.name, secrets.redact(reason), withTail ? tail : [])
  if (transport.spawnError) return make(spawnCause(server, transport.spawnError), false)
  if (transport.oversized) {
    return make(`its answer to \`${phase}\` ran past ${MAX_MESSAGE_TEXT} on stdout without ending; mcp-tool-rank reads messages up to ${MAX_MESSAGE_TEXT}, so it was stopped there`)
  }
  if (transport.exited) {
    return make(`${transport.describeExit()} ${phase === 'initialize' ? 'before' : 'during'} \`${phase}\`${stray ? `; ${stray}` : ''}`)
  }
  if (isTimeout(err)) {
    if (stray) return make(`${stray}, and \`${phase}\` got no valid answer within ${formatDuration(server.timeoutMs)}`)
    return make(`\`${phase}\` timed out after ${formatDuration(server.timeoutMs)}`)
  }
  if (err instanceof McpError) return make(`\`${phase}\` returned an error: ${serverErrorText(err)}${stray ? `; ${stray}` : ''}`)
  const issue = schemaIssue(err)
  if (issue) return make(`\`${phase}\` answered with something that is not a valid ${phase} result: ${issue}`)
  return make(`\`${phase}\` failed: ${(err as Error)?.message ?? String(err)}${stray ? `; ${stray}` : ''}`)
}

export async function collectStdio(server: StdioServerConfig, baseDir: string, callerEnv: NodeJS.ProcessEnv, search: SearchPlan = NO_SEARCH): Promise<ServerListing> {
  const warnings: string[] = []
  const secrets = new Secrets()
  const cwd = await workingDirectory(server, baseDir)
  const transport = new ProcessGroupTransport({
    command: server.command,
    args: server.args,
    env: serverEnvironment(server.env, callerEnv, (m) => warnings.push(m), secrets),
    cwd
  })
  const client = new Client(CLIENT_INFO, { capabilities: {} })
  let phase = 'initialize'
  try {
    await connectWithin(client, transport, server.timeoutMs)
    const listing = await listServer(client, {
      name: server.name,
      source: 'stdio',
      timeoutMs: server.timeoutMs,
      warnings,
      secrets,
      onListing: () => (phase = 'tools/list'),
      search: { config: server.search, plan: search },
      onSearch: () => (phase = 'tools/call')
    })
    if (transport.strayLines > 0) {
      warnings.push(
        `it wrote ${transport.strayLines} line(s) of text that is not JSON-RPC to stdout (first: ${quotedStray(transport, secrets)}): ` +
          'logs must go to stderr; clients drop such lines, and a log written without a newline corrupts the next message'
      )
    }
    return listing
  } catch (err) {
    throw diagnose(server, transport, phase, err, secrets)
  } finally {
    await transport.close()
  }
}
