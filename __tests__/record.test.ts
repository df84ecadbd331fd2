/**
 * `record`: real servers (three published packages as installed in node_modules, a local stdio
 * server, a local HTTP server, a package installed by npm from a folder) recorded as catalog
 * files, byte-identical across two runs, and read back wherever a catalog file is read.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildCatalog } from '../src/catalog/build.js'
import { serializeCatalogFile } from '../src/collect/catalog-file.js'
import { collectServer } from '../src/collect/collect.js'
import { CollectError } from '../src/collect/errors.js'
import { lockFromListings, serializeLock } from '../src/lock/index.js'
import { collectedAtDate, nameOfPackage, record, writeCatalogFile, type RecordOptions } from '../src/record/record.js'
import { BRIDGE, EXAMPLE_SERVER, MISBEHAVE, NODE, PUBLISHED, ROOT, SERVERS, httpServer, shellWords, stdioServer } from './fixtures/servers/index.js'
import { runCli, tempDir, type CliRun } from './helpers/cli.js'
import { freePort, killMarked, newMark, survivors } from './helpers/processes.js'

const { path: tmp, cleanup } = tempDir('mcp-tool-rank-record-')
afterAll(() => {
  killMarked()
  cleanup()
})

const options: RecordOptions = { collectedAt: '2026-12-01', baseDir: ROOT, callerEnv: {}, timeoutMs: 20_000 }

/** Records a server twice; the two files must be the same bytes. */
async function twice(server: Parameters<typeof stdioServer>[2], name: string, extra: Partial<RecordOptions> = {}): Promise<string> {
  const run = async (): Promise<string> => serializeCatalogFile((await record({ kind: 'server', server: stdioServer(name, newMark(name), server) }, { ...options, ...extra })).file)
  const [first, second] = [await run(), await run()]
  expect(second).toBe(first)
  return first
}

describe('recording published servers (installed packages, as `record -- node node_modules/…` does)', () => {
  it.each([
    ['memory', [PUBLISHED.memory], 9, '@modelcontextprotocol/server-memory', []],
    ['filesystem', [PUBLISHED.filesystem, '__tests__/fixtures'], 14, '@modelcontextprotocol/server-filesystem', ['__tests__/fixtures']],
    // 13: its 3 tools for clients with roots, sampling or elicitation are not listed to a client without them.
    ['everything', [PUBLISHED.everything], 13, '@modelcontextprotocol/server-everything', []]
  ] as const)('%s: its tools, instructions and provenance, byte-identical across two runs', async (name, argv, tools, pkg, args) => {
    const text = await twice([NODE, ...argv], name)
    const file = JSON.parse(text)
    expect(Object.keys(file)).toEqual(['catalogVersion', 'name', 'provenance', 'source', 'serverInfo', ...(file.instructions === undefined ? [] : ['instructions']), 'pages', 'tools'])
    expect(file.name).toBe(name)
    expect(file.tools).toHaveLength(tools)
    expect(file.provenance).toEqual({
      package: pkg,
      version: '2026.8.31',
      license: 'SEE LICENSE IN LICENSE',
      repository: 'https://github.com/modelcontextprotocol/servers',
      collectedAt: '2026-12-01',
      command: ['npx', '-y', `${pkg}@2026.8.31`, ...args],
      // The tests mark their servers' processes through the environment; only the name is kept.
      env: ['MCP_TOOL_RANK_TEST_MARK']
    })
    expect(text.endsWith('}\n')).toBe(true)
    // The file ranks as the live server: the same listing read back through `catalog:`.
    writeFileSync(join(tmp, `${name}.json`), text)
    const live = await collectServer(stdioServer(name, newMark(name), [NODE, ...argv]), { baseDir: ROOT, callerEnv: {} })
    const stored = await collectServer({ kind: 'catalog', name, line: 1, col: 1, timeoutMs: 1000, catalog: `${name}.json` }, { baseDir: tmp, callerEnv: {} })
    expect(buildCatalog([stored]).tools).toEqual(buildCatalog([{ ...live, source: 'catalog' }]).tools)
    expect(stored.serverInfo).toEqual(live.serverInfo)
  })
})

describe('recording local servers', () => {
  it('a stdio server with three pages: the pages are kept and read back', async () => {
    const text = await twice([NODE, MISBEHAVE, 'paginate'], 'paged', { name: 'paged' })
    const file = JSON.parse(text)
    expect(file.provenance).toEqual({ collectedAt: '2026-12-01', command: [NODE, MISBEHAVE, 'paginate'], env: ['MCP_TOOL_RANK_TEST_MARK'] })
    expect(file.pages).toBe(3)
    expect(file.pageSizes).toEqual([3, 3, 3])
    writeFileSync(join(tmp, 'paged.json'), text)
    const stored = await collectServer({ kind: 'catalog', name: 'paged', line: 1, col: 1, timeoutMs: 1000, catalog: 'paged.json' }, { baseDir: tmp, callerEnv: {} })
    expect(stored.pages).toBe(3)
    expect(stored.toolPages).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3])
  })

  it('an HTTP server started by --start: named from its serverInfo, the URL without credentials, its processes stopped', async () => {
    const mark = newMark('record-http')
    const port = await freePort()
    const url = `http://127.0.0.1:${port}/mcp?key=secret`
    const start = shellWords([NODE, BRIDGE, '--port', String(port), '--', NODE, EXAMPLE_SERVER])
    const run = async (): Promise<string> => serializeCatalogFile((await record({ kind: 'server', server: httpServer('server', mark, url, { start }) }, options)).file)
    const first = await run()
    expect(await run()).toBe(first)
    const file = JSON.parse(first)
    expect(file.name).toBe('issue-tracker')
    expect(file.provenance).toEqual({ collectedAt: '2026-12-01', url: `http://127.0.0.1:${port}/mcp`, env: ['MCP_TOOL_RANK_TEST_MARK'] })
    expect(file.source).toBe('http')
    expect(file.tools).toHaveLength(13)
    expect(file.instructions).toBe('Issue tracker for the WEB and API projects. Issue keys look like WEB-12.')
    expect(await survivors(mark)).toEqual([])
  })

  it('a stored catalog of an older format is converted, keeping what it said of itself and saying so', async () => {
    const { file } = await record({ kind: 'server', server: { kind: 'catalog', name: 'slack', line: 1, col: 1, timeoutMs: 1000, catalog: '__tests__/fixtures/catalogs/slack.tools.json' } }, { ...options, origin: 'recorded over stdio with dummy credentials; converted' })
    expect(file.provenance).toEqual({ package: '@modelcontextprotocol/server-slack', version: '2025.4.25', collectedAt: '2026-11-30', origin: 'recorded over stdio with dummy credentials; converted' })
    expect(file.tools).toHaveLength(8)
  })

  it('a server that fails is a CollectError naming it', async () => {
    const err = await record({ kind: 'server', server: stdioServer('broken', newMark('broken'), [NODE, MISBEHAVE, 'crash']) }, options).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(CollectError)
    expect((err as CollectError).message).toMatch(/^server `broken`: exited with code \d+ before `initialize`/)
  })
})

describe('catalog files and lock files', () => {
  it('a lock file is read as a catalog: file#server picks a server, a lone server needs no name', async () => {
    const listing = await collectServer(stdioServer('tracker', newMark('tracker'), [NODE, EXAMPLE_SERVER]), { baseDir: ROOT, callerEnv: {} })
    writeFileSync(join(tmp, 'one.lock.json'), serializeLock(lockFromListings([listing])))
    writeFileSync(join(tmp, 'two.lock.json'), serializeLock(lockFromListings([listing, { ...listing, name: 'other' }])))
    const read = (catalog: string, name = 'mine') =>
      collectServer({ kind: 'catalog', name, line: 1, col: 1, timeoutMs: 1000, catalog }, { baseDir: tmp, callerEnv: {} }).catch((e: CollectError) => e.reason)
    const expected = { name: 'mine', source: 'catalog', tools: listing.tools, pages: 1, instructions: listing.instructions, serverInfo: listing.serverInfo }
    expect(await read('one.lock.json')).toEqual(expected)
    expect(await read('two.lock.json#tracker')).toEqual(expected)
    expect(await read('two.lock.json', 'other')).toEqual({ ...expected, name: 'other' })
    expect(await read('two.lock.json')).toBe('lock file two.lock.json has no server `mine` (its servers: `tracker`, `other`); name one as two.lock.json#<server>')
  })

  it('an unchanged catalog recorded on another day leaves the file as it was', async () => {
    const path = join(tmp, 'kept', 'memory.json')
    const { file } = await record({ kind: 'server', server: stdioServer('memory', newMark('memory'), [NODE, PUBLISHED.memory]) }, options)
    expect(await writeCatalogFile(path, file)).toBe('created')
    const before = statSync(path).mtimeMs
    expect(await writeCatalogFile(path, { ...file, provenance: { ...file.provenance!, collectedAt: '2027-01-01' } })).toBe('unchanged')
    expect(statSync(path).mtimeMs).toBe(before)
    expect(JSON.parse(readFileSync(path, 'utf8')).provenance.collectedAt).toBe('2026-12-01')
    expect(await writeCatalogFile(path, { ...file, tools: file.tools.slice(1) })).toBe('updated')
  })

  it('the day: --collected-at, else SOURCE_DATE_EPOCH, else today; names from packages', () => {
    expect(collectedAtDate('2026-01-31', {})).toBe('2026-01-31')
    expect(collectedAtDate('2026-01-31T23:59:59Z', {})).toBe('2026-01-31')
    expect(collectedAtDate(undefined, { SOURCE_DATE_EPOCH: '1767225600' })).toBe('2026-01-01')
    expect(collectedAtDate(undefined, {}, new Date('2026-05-06T07:08:09Z'))).toBe('2026-05-06')
    expect(() => collectedAtDate('yesterday', {})).toThrow('--collected-at takes a date such as 2026-01-31, got `yesterday`')
    expect(['@modelcontextprotocol/server-memory', '@playwright/mcp', '@notionhq/notion-mcp-server', '@zereight/mcp-gitlab', 'chrome-devtools-mcp', '@sentry/mcp-server'].map(nameOfPackage)).toEqual([
      'memory',
      'playwright',
      'notion',
      'gitlab',
      'chrome-devtools',
      'sentry'
    ])
  })
})

/** The bundled CLI, as a user runs it, in the temporary folder. */
const cli = (args: string[]): Promise<CliRun> => runCli(args, { cwd: tmp })

describe('mcp-tool-rank record', () => {
  it('--npm installs the package in a temporary folder (here from a folder, offline), starts its bin with the words after --', async () => {
    const args = ['record', '--npm', join(SERVERS, 'tiny-package'), '--collected-at', '2026-12-01', '--env', 'NOTES_TOKEN=dummy', '--', 'alice']
    const [first, second] = await Promise.all([cli(args), cli(args)])
    expect(first).toEqual({ code: 0, stdout: second.stdout, stderr: 'recorded tiny (2 tools, @fixture/tiny-mcp-server@1.2.3)\n' })
    const file = JSON.parse(first.stdout)
    expect(file.provenance).toEqual({
      package: '@fixture/tiny-mcp-server',
      version: '1.2.3',
      license: 'MIT',
      repository: 'https://github.com/example/tiny-mcp-server',
      collectedAt: '2026-12-01',
      command: ['npx', '-y', '@fixture/tiny-mcp-server@1.2.3', 'alice'],
      env: ['NOTES_TOKEN']
    })
    expect(file.instructions).toBe('Notes of alice.')
    expect(file.tools.map((t: { name: string }) => t.name)).toEqual(['search', 'create_note'])
  })

  it('-- COMMAND writes --out, and a second run on another day changes nothing', async () => {
    const args = (day: string) => ['record', '--out', 'out/memory.json', '--collected-at', day, '--', NODE, PUBLISHED.memory]
    expect(await cli(args('2026-12-01'))).toEqual({ code: 0, stdout: 'wrote out/memory.json: memory (9 tools, @modelcontextprotocol/server-memory@2026.8.31)\n', stderr: '' })
    const text = readFileSync(join(tmp, 'out/memory.json'), 'utf8')
    expect(await cli(args('2026-12-02'))).toEqual({ code: 0, stdout: 'out/memory.json: memory (9 tools, @modelcontextprotocol/server-memory@2026.8.31) unchanged; left as it was\n', stderr: '' })
    expect(readFileSync(join(tmp, 'out/memory.json'), 'utf8')).toBe(text)
  })

  it('mistakes are one line and exit 2', async () => {
    const runs = await Promise.all([cli(['record']), cli(['record', '--npm', 'x', '--url', 'http://h', '--', 'node'])])
    expect(runs).toEqual([
      { code: 2, stdout: '', stderr: 'mcp-tool-rank: record needs a server: --npm PACKAGE, --url URL, --config FILE --server NAME, or -- COMMAND ARGS (see `mcp-tool-rank record --help`)\n' },
      { code: 2, stdout: '', stderr: 'mcp-tool-rank: give one of --npm, --url, --server or -- COMMAND; got --npm and --url\n' }
    ])
  })
})
