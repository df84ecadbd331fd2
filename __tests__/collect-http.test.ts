/**
 * Collection over Streamable HTTP and SSE from real servers: the example server behind an
 * HTTP bridge built on the SDK's server transports, and the published `server-everything` in
 * its own HTTP modes, each launched by `start:` and stopped with its whole process group.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServerListing } from '../src/catalog/types.js'
import { collectServer } from '../src/collect/collect.js'
import { BRIDGE, collectFailure as failure, EXAMPLE_SERVER, MISBEHAVE, NODE, PUBLISHED, ROOT, httpServer, shellWords } from './fixtures/servers/index.js'
import { freePort, killMarked, newMark, processesWithArg, survivors, survivorsWithArg } from './helpers/processes.js'

const ctx = { baseDir: ROOT, callerEnv: {} as NodeJS.ProcessEnv }
afterAll(() => void killMarked())

/** `start:` for the bridge in front of a stdio server. */
function bridge(port: number, options: string[] = [], server: string[] = [NODE, EXAMPLE_SERVER]): string {
  return shellWords([NODE, BRIDGE, '--port', String(port), ...options, '--', ...server])
}

function expectTracker(listing: ServerListing, source: 'http' | 'sse'): void {
  expect(listing.source).toBe(source)
  expect(listing.tools).toHaveLength(13)
  expect(listing.tools[0]).toMatchObject({ name: 'whoami', _meta: { 'anthropic/alwaysLoad': true } })
  expect(listing.instructions).toBe('Issue tracker for the WEB and API projects. Issue keys look like WEB-12.')
  expect(listing.serverInfo).toEqual({ name: 'issue-tracker', version: '1.0.0' })
  expect(listing.pages).toBe(1)
  expect(listing.warnings).toEqual([])
}

describe('the example server over HTTP, started by `start:`', () => {
  it('Streamable HTTP; the start command, its server and a forked grandchild are all stopped', async () => {
    const mark = newMark('http')
    const word = `grandchild-${mark}`
    const port = await freePort()
    const server = httpServer('tracker', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, ['--grandchild', word]) })
    // Watch the process table while collecting: the grandchild must exist, then be gone.
    let seen = false
    let collecting = true
    const watch = (async () => {
      while (collecting && !seen) {
        seen = processesWithArg(word).length > 0
        await sleep(20)
      }
    })()
    const listing = await collectServer(server, ctx).finally(() => (collecting = false))
    await watch
    expectTracker(listing, 'http')
    expect(seen).toBe(true)
    expect(await survivors(mark)).toEqual([])
    expect(await survivorsWithArg(word)).toEqual([])
  })

  it('falls back to SSE for a server that has only the older HTTP+SSE transport', async () => {
    const mark = newMark('sse')
    const port = await freePort()
    const listing = await collectServer(httpServer('tracker', mark, `http://127.0.0.1:${port}/sse`, { start: bridge(port, ['--sse']) }), ctx)
    expectTracker(listing, 'sse')
    expect(await survivors(mark)).toEqual([])
  })

  it('`transport: sse` goes straight to SSE; `transport: streamable-http` does not fall back', async () => {
    const mark = newMark('sse-only')
    const port = await freePort()
    const sse = await collectServer(httpServer('tracker', mark, `http://127.0.0.1:${port}/sse`, { start: bridge(port, ['--sse']), transport: 'sse' }), ctx)
    expectTracker(sse, 'sse')
    const port2 = await freePort()
    const { error } = await failure(httpServer('strict', mark, `http://127.0.0.1:${port2}/sse`, { start: bridge(port2, ['--sse']), transport: 'streamable-http' }))
    expect(error.message).toBe(`server \`strict\`: http://127.0.0.1:${port2}/sse: \`initialize\` got HTTP 404 (Cannot POST /sse)`)
    expect(await survivors(mark)).toEqual([])
  })

  it('`headers` expand ${VAR} from the caller: the right token passes, none gets a 401', async () => {
    const mark = newMark('auth')
    const port = await freePort()
    const server = httpServer('auth', mark, `http://127.0.0.1:${port}/mcp`, {
      start: bridge(port, ['--token', 'tok-123456']),
      headers: { Authorization: 'Bearer ${MCP_TEST_TOKEN}' }
    })
    const listing = await collectServer(server, { ...ctx, callerEnv: { MCP_TEST_TOKEN: 'tok-123456' } })
    expect(listing.tools).toHaveLength(13)
    const { error } = await failure(server, {})
    expect(error.message).toBe(`server \`auth\`: http://127.0.0.1:${port}/mcp: \`initialize\` got HTTP 401 ({"error":"invalid_token"}): check the credentials in \`headers\``)
    expect(await survivors(mark)).toEqual([])
  })
})

describe('the published server-everything in its own HTTP modes', () => {
  it('streamableHttp and sse, each started with PORT from the manifest env', async () => {
    const mark = newMark('everything')
    const [p1, p2] = [await freePort(), await freePort()]
    const [http, sse] = await Promise.all([
      collectServer(httpServer('everything', mark, `http://127.0.0.1:${p1}/mcp`, { start: shellWords([NODE, PUBLISHED.everything, 'streamableHttp']), env: { PORT: String(p1) } }), ctx),
      collectServer(httpServer('everything', mark, `http://127.0.0.1:${p2}/sse`, { start: `${shellWords([NODE, PUBLISHED.everything])} sse`, env: { PORT: String(p2) } }), ctx)
    ])
    expect(http.source).toBe('http')
    expect(sse.source).toBe('sse')
    expect(http.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']))
    expect(sse.tools.map((t) => t.name)).toEqual(http.tools.map((t) => t.name))
    expect(await survivors(mark)).toEqual([])
  })
})

describe('HTTP servers that fail name their cause in one line', () => {
  it('nothing listening and no `start`: connection refused, with a hint', async () => {
    const port = await freePort()
    const { error } = await failure(httpServer('down', newMark('down'), `http://127.0.0.1:${port}/mcp`))
    expect(error.message).toBe(`server \`down\`: http://127.0.0.1:${port}/mcp: connection refused (is the server running? \`start:\` can launch it)`)
  })

  it('the start command exits before the endpoint answers: its code and output tail', async () => {
    const mark = newMark('start-exit')
    const port = await freePort()
    const { error } = await failure(httpServer('dies', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, ['--exit', '4']) }))
    expect(error.message).toBe(`server \`dies\`: the \`start\` command exited with code 4 before http://127.0.0.1:${port}/mcp answered`)
    expect(error.stderrTail).toEqual(['listen: config file http.json not found'])
    const missing = await failure(httpServer('typo', mark, `http://127.0.0.1:${port}/mcp`, { start: 'mcp-no-such-command-xyz --port 1' }))
    expect(missing.error.message).toBe(`server \`typo\`: the \`start\` command exited with code 127 (command not found) before http://127.0.0.1:${port}/mcp answered`)
    expect(missing.error.stderrTail.join('\n')).toMatch(/mcp-no-such-command-xyz: (command )?not found/)
    expect(await survivors(mark)).toEqual([])
  })

  it('the endpoint never answers: timed out within `timeout`, the start group killed', async () => {
    const mark = newMark('no-listen')
    const port = await freePort()
    const { error } = await failure(httpServer('silent', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, ['--no-listen']), timeoutMs: 3000 }))
    expect(error.message).toBe(`server \`silent\`: http://127.0.0.1:${port}/mcp did not answer within 3s of running \`start\``)
    expect(error.stderrTail).toEqual(['starting (but never listening)'])
    expect(await survivors(mark)).toEqual([])
  })

  it('listens late: waited for, within `timeout`', async () => {
    const mark = newMark('late')
    const port = await freePort()
    const listing = await collectServer(httpServer('late', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, ['--delay', '1200']) }), ctx)
    expect(listing.tools).toHaveLength(13)
    expect(await survivors(mark)).toEqual([])
  })

  it('`initialize` hangs behind HTTP: timed out, everything stopped', async () => {
    const mark = newMark('http-hang')
    const port = await freePort()
    const { error } = await failure(httpServer('hung', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, [], [NODE, MISBEHAVE, 'hang']), timeoutMs: 3000 }))
    expect(error.message).toBe(`server \`hung\`: http://127.0.0.1:${port}/mcp: \`initialize\` timed out after 3s`)
    expect(error.stderrTail).toContain('waiting for a database that never comes')
    expect(await survivors(mark)).toEqual([])
  })

  it('a web page instead of an MCP endpoint', async () => {
    const mark = newMark('html')
    const port = await freePort()
    const { error } = await failure(httpServer('web', mark, `http://127.0.0.1:${port}/`, { start: bridge(port, ['--html']) }))
    expect(error.message).toBe(`server \`web\`: http://127.0.0.1:${port}/: the server answered \`initialize\` with content type text/html, not JSON or an SSE stream: is \`url\` the MCP endpoint?`)
    expect(await survivors(mark)).toEqual([])
  })

  it('a wrong path on an SSE-only server: both transports named', async () => {
    const mark = newMark('wrong-path')
    const port = await freePort()
    const { error } = await failure(httpServer('lost', mark, `http://127.0.0.1:${port}/wrong`, { start: bridge(port, ['--sse']) }))
    expect(error.message).toBe(
      `server \`lost\`: http://127.0.0.1:${port}/wrong: Streamable HTTP: \`initialize\` got HTTP 404 (Cannot POST /wrong); the SSE fallback: the SSE stream got HTTP 404 (Non-200 status code (404))`
    )
    expect(await survivors(mark)).toEqual([])
  })

  it('an SSE stream that never sends its endpoint: bounded by `timeout`', async () => {
    const mark = newMark('sse-silent')
    const port = await freePort()
    // `timeout` also bounds the wait for the bridge to listen: long enough for it to boot on a busy machine.
    const { error } = await failure(httpServer('mute', mark, `http://127.0.0.1:${port}/sse`, { start: bridge(port, ['--sse', '--silent']), transport: 'sse', timeoutMs: 3000 }))
    expect(error.message).toBe(`server \`mute\`: http://127.0.0.1:${port}/sse over SSE: \`initialize\` timed out after 3s`)
    expect(await survivors(mark)).toEqual([])
  })

  it('tools/list errors come through HTTP too', async () => {
    const mark = newMark('http-list-error')
    const port = await freePort()
    const { error } = await failure(httpServer('broken', mark, `http://127.0.0.1:${port}/mcp`, { start: bridge(port, [], [NODE, MISBEHAVE, 'list-error']) }))
    expect(error.message).toBe(`server \`broken\`: http://127.0.0.1:${port}/mcp: \`tools/list\` returned an error: database unavailable (JSON-RPC error -32603)`)
    expect(await survivors(mark)).toEqual([])
  })
})

describe('an HTTP server whose answer never ends', () => {
  /** Answers `initialize` as a Streamable HTTP server would, then `tools/list` with 400 MB, written only as fast as it is read. */
  function hugeAnswerServer(): Promise<{ url: string; written: () => number; close: () => Promise<void> }> {
    let written = 0
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', async () => {
        const msg = JSON.parse(body || '{}') as { id?: number; method?: string }
        if (msg.id === undefined) return void res.writeHead(202).end()
        res.writeHead(200, { 'content-type': 'application/json' })
        if (msg.method === 'initialize') {
          return void res.end(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'huge', version: '1' } } }))
        }
        const chunk = 'x'.repeat(1024 * 1024)
        const write = (text: string): Promise<void> | undefined => (res.write(text) ? undefined : new Promise((resolve) => res.once('drain', resolve)))
        await write(`{"jsonrpc":"2.0","id":${msg.id},"result":{"tools":[{"name":"huge","inputSchema":{"type":"object"},"description":"`)
        for (let i = 0; i < 400 && !res.destroyed; i++) {
          await write(chunk)
          written += chunk.length
        }
        res.end('"}]}}')
      })
    })
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        resolve({
          url: `http://127.0.0.1:${port}/mcp`,
          written: () => written,
          close: () => new Promise((done) => (server.closeAllConnections(), server.close(() => done())))
        })
      })
    )
  }

  it('a 400 MB answer stops at 64 MiB read, with a message that says so', async () => {
    const huge = await hugeAnswerServer()
    try {
      const { error } = await failure(httpServer('huge', newMark('huge-http'), huge.url, { timeoutMs: 30_000 }))
      expect(error.message).toBe(`server \`huge\`: ${huge.url}: its answer to \`tools/list\` ran past 64 MiB; mcp-tool-rank reads messages up to 64 MiB, so it stopped reading there`)
      // Far less than the 400 MB were ever sent, and the failure did not wait for the 30 s timeout.
      expect(huge.written()).toBeLessThan(200 * 1024 * 1024)
    } finally {
      await huge.close()
    }
  })
})
