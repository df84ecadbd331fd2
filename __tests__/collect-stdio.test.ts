/**
 * Collection over stdio from real servers: the published reference servers, the example
 * server, and fixture servers that misbehave the way real ones do. Every test also reads the
 * process table: nothing a server started may outlive its collection.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerListing } from '../src/catalog/types.js'
import { collectAll, collectServer, CollectErrors } from '../src/collect/collect.js'
import { CollectError } from '../src/collect/errors.js'
import { describeFailure } from '../src/errors.js'
import { ExitCode } from '../src/exit-codes.js'
import type { StdioServerConfig } from '../src/manifest/types.js'
import { collectFailure as failure, EXAMPLE_SERVER, MISBEHAVE, NODE, PUBLISHED, ROOT, shellWords, stdioServer } from './fixtures/servers/index.js'
import { tempDir } from './helpers/cli.js'
import { ended, killMarked, markedProcesses, newMark, survivors } from './helpers/processes.js'

const { path: tmp, cleanup } = tempDir('mcp-tool-rank-collect-')
afterAll(() => {
  killMarked()
  cleanup()
})

const ctx = { baseDir: ROOT, callerEnv: {} as NodeJS.ProcessEnv }

function misbehaving(mode: string, mark: string, extra: Partial<StdioServerConfig> = {}): StdioServerConfig {
  return stdioServer(mode, mark, [NODE, MISBEHAVE, mode], extra)
}

describe('published servers and the example server over stdio', () => {
  const mark = newMark('published')
  let listings: ServerListing[]

  beforeAll(async () => {
    listings = await collectAll(
      [
        stdioServer('everything', mark, [NODE, PUBLISHED.everything, 'stdio']),
        stdioServer('filesystem', mark, [NODE, PUBLISHED.filesystem, tmp]),
        stdioServer('memory', mark, [NODE, PUBLISHED.memory], { env: { MEMORY_FILE_PATH: join(tmp, 'memory.jsonl') } }),
        stdioServer('tracker', mark, [NODE, EXAMPLE_SERVER])
      ],
      { ...ctx, concurrency: 2 }
    )
  })

  it('keeps manifest order and lists every tool with serverInfo', () => {
    expect(listings.map((l) => [l.name, l.source])).toEqual([
      ['everything', 'stdio'],
      ['filesystem', 'stdio'],
      ['memory', 'stdio'],
      ['tracker', 'stdio']
    ])
    const [everything, filesystem, memory, tracker] = listings
    expect(everything.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']))
    expect(everything.serverInfo?.name).toBeTruthy()
    expect(filesystem.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['read_text_file', 'list_directory', 'write_file']))
    expect(memory.tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_entities', 'read_graph', 'search_nodes']))
    expect(tracker.tools).toHaveLength(13)
    expect(tracker.instructions).toBe('Issue tracker for the WEB and API projects. Issue keys look like WEB-12.')
    expect(tracker.serverInfo).toEqual({ name: 'issue-tracker', version: '1.0.0' })
    for (const l of listings) {
      expect(l.pages).toBe(1)
      expect(l.toolPages).toEqual(l.tools.map(() => 1))
      expect(l.warnings).toEqual([])
    }
  })

  it('keeps each tool exactly as listed', () => {
    const create = listings[3].tools.find((t) => t.name === 'create_issue')!
    expect(create.description).toMatch(/^Create a new issue/)
    expect(create.inputSchema).toMatchObject({ type: 'object', properties: { project: { type: 'string', description: 'Project key, e.g. WEB' } } })
    expect(create.annotations).toEqual({ destructiveHint: false, openWorldHint: false })
    expect(listings[3].tools.find((t) => t.name === 'whoami')!._meta).toEqual({ 'anthropic/alwaysLoad': true })
  })

  it('leaves no process behind', async () => {
    expect(await survivors(mark)).toEqual([])
  })
})

describe('servers that fail name their cause in one line', () => {
  it('crashes at start: exit code and the last 40 lines of stderr', async () => {
    const mark = newMark('crash')
    const { error } = await failure(misbehaving('crash', mark))
    expect(error.message).toBe('server `crash`: exited with code 3 before `initialize`')
    expect(error.stderrTail).toHaveLength(40)
    expect(error.stderrTail[0]).toBe('boot step 8')
    expect(error.stderrTail.slice(-2)).toEqual(['Error: DATABASE_URL is not set', '    at connect (server.js:12:11)'])
    expect(error.describe()).toContain('last 40 line(s) of its stderr:\n    boot step 8')
    expect(await survivors(mark)).toEqual([])
  })

  it('command not found, and a missing working directory', async () => {
    const mark = newMark('enoent')
    const missing = await failure(stdioServer('missing', mark, ['mcp-no-such-server-xyz', '--stdio']))
    expect(missing.error.message).toBe("server `missing`: command not found: mcp-no-such-server-xyz (not on PATH; the server gets PATH from the caller's environment)")
    const cwd = await failure(stdioServer('nocwd', mark, [NODE, EXAMPLE_SERVER], { cwd: 'no/such/dir' }))
    expect(cwd.error.message).toBe('server `nocwd`: working directory not found: no/such/dir')
  })

  it('hangs before initialize: timed out at its timeout, process group killed', async () => {
    const mark = newMark('hang')
    // Long enough for the server to boot on a busy machine and say why it waits.
    const { error } = await failure(misbehaving('hang', mark, { timeoutMs: 3000 }))
    expect(error.message).toBe('server `hang`: `initialize` timed out after 3s')
    expect(error.stderrTail).toEqual(['waiting for a database that never comes'])
    expect(await survivors(mark)).toEqual([])
  })

  it('ignores SIGTERM: it gets SIGTERM, ignores it, and is killed with SIGKILL after the grace period', async () => {
    const mark = newMark('stubborn')
    const note = join(tmp, `sigterm-${mark}`)
    // It answers `initialize` once its SIGTERM handler is in place, so the timeout of `tools/list` ends a server that ignores SIGTERM.
    const { error } = await failure(misbehaving('ignore-sigterm', mark, { timeoutMs: 2000, env: { SIGTERM_NOTE: note } }))
    expect(error.message).toBe('server `ignore-sigterm`: `tools/list` timed out after 2s')
    expect(readFileSync(note, 'utf8')).toBe('ignored SIGTERM\n')
    // Collection ends only once the server has exited: nothing is left to wait for.
    expect(markedProcesses(mark)).toEqual([])
  })

  it('logs to stdout without a newline: says logs must go to stderr', async () => {
    const mark = newMark('noisy')
    const { error } = await failure(misbehaving('stdout-noisy', mark, { timeoutMs: 3000 }))
    expect(error.message).toMatch(
      /^server `stdout-noisy`: it wrote text that is not JSON-RPC to stdout \("\[info\] handling initialize \{\\"jsonrpc\\".*"\): logs must go to stderr, and `initialize` got no valid answer within 3s$/
    )
    expect(await survivors(mark)).toEqual([])
  })

  it('tools/list returns an error', async () => {
    const mark = newMark('list-error')
    const { error } = await failure(misbehaving('list-error', mark))
    expect(error.message).toBe('server `list-error`: `tools/list` returned an error: database unavailable (JSON-RPC error -32603)')
    expect(await survivors(mark)).toEqual([])
  })

  it('tools/list answers with something that is not a tools/list result', async () => {
    const mark = newMark('garbage')
    const { error } = await failure(misbehaving('list-garbage', mark))
    expect(error.message).toMatch(/^server `list-garbage`: `tools\/list` answered with something that is not a valid tools\/list result: tools: /)
  })

  it('exits during tools/list', async () => {
    const mark = newMark('exit-list')
    const { error } = await failure(misbehaving('exit-during-list', mark))
    expect(error.message).toBe('server `exit-during-list`: exited with code 5 during `tools/list`')
    expect(error.stderrTail).toEqual(['segfault in tools/list'])
  })

  it('maps to exit code 2 with every server named, in manifest order', async () => {
    const mark = newMark('exit2')
    const err = await collectAll([misbehaving('crash', mark), stdioServer('ok', mark, [NODE, EXAMPLE_SERVER]), misbehaving('list-error', mark)], ctx).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CollectErrors)
    const failure = describeFailure(err)
    expect(failure.exitCode).toBe(ExitCode.ConfigError)
    expect(failure.lines.map((l) => l.split('\n')[0])).toEqual([
      'server `crash`: exited with code 3 before `initialize`',
      'server `list-error`: `tools/list` returned an error: database unavailable (JSON-RPC error -32603)'
    ])
    expect(await survivors(mark)).toEqual([])
  })
})

describe('servers that work despite themselves', () => {
  it('a banner on stdout: collected, with a warning', async () => {
    const mark = newMark('banner')
    const listing = await collectServer(misbehaving('stdout-banner', mark), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['ping'])
    expect(listing.warnings).toEqual([
      'it wrote 2 line(s) of text that is not JSON-RPC to stdout (first: "Banner Server v1.0 ready"): logs must go to stderr; clients drop such lines, and a log written without a newline corrupts the next message'
    ])
  })

  it('slow to start, within the timeout', async () => {
    const mark = newMark('slow')
    const listing = await collectServer(misbehaving('slow', mark), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['slow_tool'])
  })

  it('tools that fail the MCP schema are named and skipped; the others are kept', async () => {
    const mark = newMark('bad-tools')
    const listing = await collectServer(misbehaving('bad-tools', mark), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['good_one', 'good_two'])
    expect(listing.toolPages).toEqual([1, 1])
    expect(listing.warnings).toEqual([
      expect.stringMatching(/^tool `no_schema` does not match the MCP Tool schema and was skipped: inputSchema: /),
      expect.stringMatching(/^tool #3 does not match the MCP Tool schema and was skipped: name: /),
      expect.stringMatching(/^tool `array_schema` does not match the MCP Tool schema and was skipped: inputSchema\.type: /)
    ])
  })

  it('no tools capability: zero tools and a warning', async () => {
    const mark = newMark('no-tools')
    const listing = await collectServer(misbehaving('no-tools', mark), ctx)
    expect(listing).toMatchObject({ tools: [], pages: 0, warnings: ['the server declares no `tools` capability in `initialize`: zero tools'] })
  })

  it('paginates over 3 pages: every page followed, page of each tool kept', async () => {
    const mark = newMark('pages')
    const listing = await collectServer(misbehaving('paginate', mark), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1', 'c2', 'c3'])
    expect(listing.pages).toBe(3)
    expect(listing.toolPages).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3])
  })

  it('a cursor that repeats stops the loop with a warning', async () => {
    const mark = newMark('loop')
    const listing = await collectServer(misbehaving('cursor-loop', mark), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['first', 't_again'])
    expect(listing.pages).toBe(2)
    expect(listing.warnings).toEqual(['tools/list repeated the cursor "again" after 2 pages; stopped there'])
  })

  it('a 1 MB description and 2,000 tools', async () => {
    const mark = newMark('big')
    const [big, many] = await collectAll([misbehaving('big-description', mark), misbehaving('many-tools', mark)], ctx)
    expect(big.tools.map((t) => t.name)).toEqual(['small_before', 'huge', 'small_after'])
    expect(big.tools[1].description).toHaveLength(1_048_576)
    expect(many.tools).toHaveLength(2000)
    expect(many.tools[1999].name).toBe('tool_1999')
    expect(await survivors(mark)).toEqual([])
  })

  it('started through `sh -c`, its forked grandchild dies with it', async () => {
    const mark = newMark('forker')
    const word = `grandchild-${mark}`
    const listing = await collectServer(stdioServer('forker', mark, ['/bin/sh', '-c', shellWords([NODE, MISBEHAVE, 'forker', word])]), ctx)
    const pid = Number(/grandchild pid (\d+)/.exec(listing.tools[0].description ?? '')?.[1])
    expect(pid).toBeGreaterThan(0)
    expect(await ended(pid)).toBe(true)
    expect(await survivors(mark)).toEqual([])
  })
})

describe('sizes and depths a server may send', () => {
  it('a 100 MB answer fails at once, named for what it is, not as a log on stdout at the timeout', async () => {
    const mark = newMark('huge')
    const { error } = await failure(misbehaving('huge-answer', mark, { timeoutMs: 30_000 }))
    expect(error.message).toBe('server `huge-answer`: its answer to `tools/list` ran past 64 MiB on stdout without ending; mcp-tool-rank reads messages up to 64 MiB, so it was stopped there')
    expect(await survivors(mark)).toEqual([])
  })

  it('a tool nested 6,000 levels deep (inputSchema and _meta) is kept, cut at 100 levels, with a warning', async () => {
    const mark = newMark('deep')
    const listing = await collectServer(misbehaving('deep', mark, { args: [MISBEHAVE, 'deep', '6000'] }), ctx)
    expect(listing.tools.map((t) => t.name)).toEqual(['deep_tool', 'deep_schema'])
    expect(listing.warnings).toEqual([
      'tool `deep_tool` nests more than 100 levels deep (its inputSchema or _meta); the deeper levels were dropped',
      'tool `deep_schema` nests more than 100 levels deep (its inputSchema or _meta); the deeper levels were dropped'
    ])
    // Safe for every recursive walk after collection: JSON.stringify overflows at a few thousand levels.
    expect(JSON.stringify(listing.tools).length).toBeGreaterThan(1000)
    expect(await survivors(mark)).toEqual([])
  })
})

describe('a server that leaves a helper in a session of its own, its parent gone at once', () => {
  it.each([
    ['holding its stdout and stderr', []],
    ['holding none of its pipes', ['no-pipes']]
  ])('%s: it is collected, and the helper is killed with it', async (_label, extra) => {
    const mark = newMark('setsid')
    const listing = await collectServer(misbehaving('setsid-helper', mark, { args: [MISBEHAVE, 'setsid-helper', `setsid-helper-${mark}`, ...extra] }), ctx)
    const pid = Number(/^helper pid (\d+)$/.exec(listing.tools[0].description ?? '')?.[1])
    expect(pid).toBeGreaterThan(0)
    expect(await ended(pid)).toBe(true)
    expect(await survivors(mark)).toEqual([])
  })
})

describe('the environment a server gets', () => {
  const planted = {
    GITHUB_TOKEN: 'ghs_plantedGithubToken0001',
    'INPUT_GITHUB-TOKEN': 'ghs_plantedInputToken0002',
    ACTIONS_RUNTIME_TOKEN: 'plantedRuntimeToken0003',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'https://planted.example/id',
    GITHUB_REPOSITORY: 'planted/repo',
    MY_API_KEY: 'sk-plantedApiKey0004',
    MY_REGION: 'eu-planted-1'
  }
  const saved = new Map<string, string | undefined>()

  beforeAll(() => {
    // In the real process environment too: the SDK's defaults read process.env.
    for (const [k, v] of Object.entries(planted)) {
      saved.set(k, process.env[k])
      process.env[k] = v
    }
  })
  afterAll(() => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  })

  it('is the safe defaults plus the manifest env: no GITHUB_*, INPUT_*, ACTIONS_*; secrets it names are redacted from what it lists', async () => {
    const mark = newMark('env')
    const server = misbehaving('env-dump', mark, { env: { API_KEY: '${MY_API_KEY}', REGION: '${MY_REGION}', MISSING: '${NOT_SET_ANYWHERE_XYZ}', PLAIN: 'literal' } })
    const listing = await collectServer(server, { ...ctx, callerEnv: process.env })
    const text = listing.tools[0].description ?? ''
    const env = JSON.parse(text) as Record<string, string>
    for (const value of Object.values(planted).filter((v) => v !== planted.MY_REGION)) expect(text).not.toContain(value)
    expect(Object.keys(env).filter((k) => /^(GITHUB_|INPUT_|ACTIONS_)/.test(k))).toEqual([])
    expect(env).toMatchObject({ API_KEY: '***', REGION: 'eu-planted-1', MISSING: '', PLAIN: 'literal', PATH: process.env.PATH })
    expect(listing.instructions).toContain('"API_KEY":"***"')
    // The cookie that finds whatever it starts, in its process group or not: one, since this process carries none.
    expect(env.MCP_TOOL_RANK_PROCESS_TREE).toMatch(/^[\w-]{16}$/)
    expect(Object.keys(env).sort()).toEqual(
      ['API_KEY', 'MISSING', 'PLAIN', 'REGION', 'MCP_TOOL_RANK_TEST_MARK', 'MCP_TOOL_RANK_PROCESS_TREE', ...['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'].filter((k) => process.env[k] !== undefined)].sort()
    )
    expect(listing.warnings).toEqual([
      'env MISSING: ${NOT_SET_ANYWHERE_XYZ} is not set in the environment; using an empty string',
      "the server's tools or instructions contained the value of a secret the manifest passes through `${VAR}`; it was replaced by ***"
    ])
  })

  it('keeps the cookie of an mcp-tool-rank that started this one beside its own, so that the outer one still finds what this one starts', async () => {
    const mark = newMark('nested')
    process.env.MCP_TOOL_RANK_PROCESS_TREE = 'outer-cookie'
    try {
      const listing = await collectServer(misbehaving('env-dump', mark), ctx)
      expect(JSON.parse(listing.tools[0].description ?? '').MCP_TOOL_RANK_PROCESS_TREE).toMatch(/^outer-cookie,[\w-]{16}$/)
    } finally {
      delete process.env.MCP_TOOL_RANK_PROCESS_TREE
    }
  })

  it('never expands GITHUB_TOKEN, ACTIONS_*, INPUT_* or RUNNER_*, even when the manifest names them, and says so', async () => {
    const mark = newMark('withheld')
    process.env.RUNNER_PLANTED = 'planted-runner-value'
    try {
      const env = { TOKEN: '${GITHUB_TOKEN}', RUNTIME: '${ACTIONS_RUNTIME_TOKEN}', RUNNER: '${RUNNER_PLANTED}' }
      const listing = await collectServer(misbehaving('env-dump', mark, { env }), { ...ctx, callerEnv: process.env })
      expect(JSON.parse(listing.tools[0].description ?? '')).toMatchObject({ TOKEN: '', RUNTIME: '', RUNNER: '' })
      const rule = 'is never read from the environment (GITHUB_TOKEN, ACTIONS_*, INPUT_* and RUNNER_* are withheld from the manifest); using an empty string'
      expect(listing.warnings).toEqual([`env TOKEN: \${GITHUB_TOKEN} ${rule}`, `env RUNTIME: \${ACTIONS_RUNTIME_TOKEN} ${rule}`, `env RUNNER: \${RUNNER_PLANTED} ${rule}`])
    } finally {
      delete process.env.RUNNER_PLANTED
    }
  })

  it('a secret it was given never shows in its stderr tail', async () => {
    const mark = newMark('leak')
    const leak = await collectServer(misbehaving('crash-leak', mark, { env: { API_KEY: '${MY_API_KEY}' } }), { ...ctx, callerEnv: process.env }).catch((e: unknown) => e)
    expect(leak).toBeInstanceOf(CollectError)
    expect((leak as CollectError).stderrTail).toEqual(['config: api key ***'])
  })
})
