import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { SseError, SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js'
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import { McpError } from '@modelcontextprotocol/sdk/types.js'
import type { ServerListing } from '../catalog/types.js'
import type { HttpServerConfig } from '../manifest/types.js'
import { plainText } from '../util/sanitize-text.js'
import { CLIENT_INFO } from './client-info.js'
import { expandHeaders, expandVars, Secrets, serverEnvironment } from './environment.js'
import { CollectError } from './errors.js'
import { cappedFetch } from './capped-fetch.js'
import { MAX_MESSAGE_TEXT } from './limits.js'
import { workingDirectory } from './paths.js'
import { NO_SEARCH, type SearchPlan } from './search.js'
import { connectWithin, isTimeout, listServer, schemaIssue, serverErrorText } from './session.js'
import { StartedCommand, StartError } from '../process/started-command.js'
import { formatDuration } from '../util/duration.js'

const CLOSE_MS = 2000

type Mode = 'streamable-http' | 'sse'

/** An HTTP error body as one short line: tags and runs of whitespace become one space. */
function oneLine(text: string): string {
  return plainText(text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim(), 200)
}

function sseText(err: SseError): string {
  return oneLine(err.message.replace(/^SSE error:\s*/, ''))
}

/** The network-level reason inside a failed fetch (`fetch failed` says nothing). */
function networkCause(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: string; message?: string } } | null)?.cause
  const code = cause?.code ?? (err as { code?: string } | null)?.code
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused'
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host not found'
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'the connection was reset'
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return 'the server stopped answering'
  }
  if (err instanceof TypeError && cause?.message) return cause.message
  return undefined
}

/** What went wrong with one transport, without the server name. */
function transportCause(err: unknown, phase: string, timeoutMs: number): string {
  if (isTimeout(err)) return `\`${phase}\` timed out after ${formatDuration(timeoutMs)}`
  if (err instanceof UnauthorizedError) return 'HTTP 401 Unauthorized: the server wants credentials (give them in `headers`)'
  if (err instanceof StreamableHTTPError) {
    if (err.code === -1) return `the server answered \`${phase}\` with ${oneLine(err.message.replace(/^(Streamable HTTP error:\s*)?Unexpected content type:\s*/, 'content type '))}, not JSON or an SSE stream: is \`url\` the MCP endpoint?`
    const body = oneLine(err.message.replace(/^(Streamable HTTP error:\s*)?(Error POSTing to endpoint|Failed to open SSE stream):?\s*/, ''))
    const hint = err.code === 401 || err.code === 403 ? ': check the credentials in `headers`' : ''
    return `\`${phase}\` got HTTP ${err.code}${body ? ` (${body})` : ''}${hint}`
  }
  if (err instanceof SseError) {
    const net = networkCause(err.event) ?? networkCause(err)
    if (err.code !== undefined) {
      const hint = err.code === 401 || err.code === 403 ? ': check the credentials in `headers`' : ''
      return `the SSE stream got HTTP ${err.code}${sseText(err) ? ` (${sseText(err)})` : ''}${hint}`
    }
    return `the SSE stream failed: ${net ?? (sseText(err) || 'no answer')}`
  }
  if (err instanceof McpError) return `\`${phase}\` returned an error: ${serverErrorText(err)}`
  const net = networkCause(err)
  if (net) return net
  const issue = schemaIssue(err)
  if (issue) return `the server answered \`${phase}\` with something that is not JSON-RPC: ${issue}`
  return `\`${phase}\` failed: ${(err as Error)?.message ?? String(err)}`
}

/** Streamable HTTP answered with a 4xx that an SSE-only server gives for a POST to its stream URL. */
function shouldFallBack(err: unknown): boolean {
  return err instanceof StreamableHTTPError && err.code !== undefined && err.code >= 400 && err.code < 500 && err.code !== 401 && err.code !== 403
}

interface Session {
  client: Client
  transport: Transport
  mode: Mode
}

async function closeSession(session: Session | undefined): Promise<void> {
  if (!session) return
  const { transport, client } = session
  // Ending the session politely (DELETE) frees it on the server; bounded, because the server
  // under test may not answer.
  if (transport instanceof StreamableHTTPClientTransport && transport.sessionId) {
    await Promise.race([transport.terminateSession().catch(() => {}), new Promise((r) => setTimeout(r, CLOSE_MS).unref())])
  }
  await client.close().catch(() => {})
}

export async function collectHttp(server: HttpServerConfig, baseDir: string, callerEnv: NodeJS.ProcessEnv, search: SearchPlan = NO_SEARCH): Promise<ServerListing> {
  const warnings: string[] = []
  const secrets = new Secrets()
  const warn = (m: string): void => void warnings.push(m)
  const headers = expandHeaders(server.headers, callerEnv, warn, secrets)
  let url: URL
  try {
    url = new URL(expandVars(server.url, callerEnv, 'url', warn, secrets))
  } catch {
    throw new CollectError(server.name, `\`url\` is not a valid URL once \${VAR} references are expanded`)
  }
  let started: StartedCommand | undefined
  let session: Session | undefined
  let phase = 'initialize'
  let oversized = false
  const fetch = cappedFetch(() => (oversized = true))
  const fail = (reason: string, noteExit = true): CollectError => {
    // Whatever error the SDK made of it, an answer too large to read is the cause.
    if (oversized) reason = `${url.origin}${url.pathname}: its answer to \`${phase}\` ran past ${MAX_MESSAGE_TEXT}; mcp-tool-rank reads messages up to ${MAX_MESSAGE_TEXT}, so it stopped reading there`
    const exitNote = noteExit && started?.exited ? `; the \`start\` command ${started.describeExit()}` : ''
    const tail = (started?.output.tail() ?? []).map((l) => secrets.redact(l))
    return new CollectError(server.name, secrets.redact(`${reason}${exitNote}`), tail)
  }

  const open = async (mode: Mode): Promise<Session> => {
    const requestInit = { headers }
    const transport: Transport =
      mode === 'sse'
        ? new SSEClientTransport(url, { requestInit, fetch })
        : new StreamableHTTPClientTransport(url, {
            requestInit,
            fetch,
            // One collection, no long-lived stream worth reconnecting.
            reconnectionOptions: { maxRetries: 0, initialReconnectionDelay: 1000, maxReconnectionDelay: 1000, reconnectionDelayGrowFactor: 1 }
          })
    const client = new Client(CLIENT_INFO, { capabilities: {} })
    const attempt: Session = { client, transport, mode }
    try {
      await connectWithin(client, transport, server.timeoutMs)
      return attempt
    } catch (err) {
      await closeSession(attempt)
      throw err
    }
  }

  try {
    if (server.start) {
      const cwd = await workingDirectory(server, baseDir)
      started = new StartedCommand(server.start, serverEnvironment(server.env, callerEnv, warn, secrets), cwd)
      try {
        await started.waitForEndpoint(url, server.timeoutMs, headers)
      } catch (err) {
        if (err instanceof StartError) throw fail(err.message, false)
        throw err
      }
    }
    const where = `${url.origin}${url.pathname}`
    if (server.transport === 'sse') {
      session = await open('sse').catch((err: unknown) => {
        throw fail(`${where} over SSE: ${transportCause(err, phase, server.timeoutMs)}`)
      })
    } else {
      try {
        session = await open('streamable-http')
      } catch (err) {
        if (server.transport === 'auto' && shouldFallBack(err)) {
          const first = transportCause(err, phase, server.timeoutMs)
          session = await open('sse').catch((sseErr: unknown) => {
            throw fail(`${where}: Streamable HTTP: ${first}; the SSE fallback: ${transportCause(sseErr, phase, server.timeoutMs)}`)
          })
        } else {
          const hint = networkCause(err) === 'connection refused' && !server.start ? ' (is the server running? `start:` can launch it)' : ''
          throw fail(`${where}: ${transportCause(err, phase, server.timeoutMs)}${hint}`)
        }
      }
    }
    const active = session
    try {
      return await listServer(active.client, {
        name: server.name,
        source: active.mode === 'sse' ? 'sse' : 'http',
        timeoutMs: server.timeoutMs,
        warnings,
        secrets,
        onListing: () => (phase = 'tools/list'),
        search: { config: server.search, plan: search },
        onSearch: () => (phase = 'tools/call')
      })
    } catch (err) {
      throw fail(`${where}: ${transportCause(err, phase, server.timeoutMs)}`)
    }
  } finally {
    await closeSession(session)
    await started?.stop()
  }
}
