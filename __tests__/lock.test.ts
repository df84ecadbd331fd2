import { afterAll, describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool, ServerListing } from '../src/catalog/types.js'
import {
  checkLock,
  describeDrift,
  LockError,
  lockDrift,
  lockFromListings,
  lockToListings,
  parseLock,
  readLock,
  serializeLock,
  writeLock
} from '../src/lock/index.js'
import { tempDir } from './helpers/cli.js'

const { path: dir, cleanup } = tempDir('mcp-tool-rank-lock-')
afterAll(cleanup)

const schema = { type: 'object', properties: { key: { type: 'string' }, body: { type: 'string' } }, required: ['key'] }

function listings(): ServerListing[] {
  return [
    {
      name: 'tracker',
      source: 'stdio',
      // Keys deliberately in an unusual order: the lock puts `name` first.
      tools: [
        { inputSchema: schema, description: 'Create an issue.', name: 'create_issue' } as RawTool,
        { name: 'close_issue', description: 'Close an issue.', inputSchema: schema, annotations: { destructiveHint: false } }
      ],
      pages: 1,
      toolPages: [1, 1],
      instructions: 'Issue keys look like WEB-12.',
      serverInfo: { name: 'issue-tracker', version: '1.0.0' },
      warnings: ['a warning is not part of the lock']
    },
    {
      name: 'paged',
      source: 'http',
      tools: ['a1', 'a2', 'b1', 'c1'].map((name) => ({ name, description: `Tool ${name}.`, inputSchema: { type: 'object' } })),
      pages: 3,
      toolPages: [1, 1, 2, 3]
    }
  ]
}

describe('the lock file format', () => {
  it('is deterministic 2-space JSON with a trailing newline, fixed key order and no timestamps', () => {
    const text = serializeLock(lockFromListings(listings()))
    expect(text.endsWith('}\n')).toBe(true)
    expect(text).toBe(serializeLock(lockFromListings(listings())))
    expect(text).not.toMatch(/20\d\d-\d\d-\d\d|warning/)
    const lock = JSON.parse(text)
    expect(Object.keys(lock)).toEqual(['lockfileVersion', 'servers'])
    expect(Object.keys(lock.servers[0])).toEqual(['name', 'source', 'serverInfo', 'instructions', 'pages', 'tools'])
    expect(Object.keys(lock.servers[0].tools[0])).toEqual(['name', 'description', 'inputSchema'])
    // Values are untouched: schema property order stays as listed.
    expect(Object.keys(lock.servers[0].tools[0].inputSchema.properties)).toEqual(['key', 'body'])
    expect(text).toContain('\n  "servers": [\n    {\n      "name": "tracker",')
  })

  it('records pages and, for a paginated server, the tools on each page', () => {
    const lock = lockFromListings(listings())
    expect(lock.servers[0].pageSizes).toBeUndefined()
    expect(lock.servers[1]).toMatchObject({ name: 'paged', source: 'http', pages: 3, pageSizes: [2, 1, 1] })
  })

  it('writes, reads back and becomes listings with source `lock`, pages included', async () => {
    const path = join(dir, 'round-trip.lock.json')
    await writeLock(path, listings())
    const back = lockToListings(await readLock(path))
    expect(back.map((l) => [l.name, l.source, l.pages])).toEqual([
      ['tracker', 'lock', 1],
      ['paged', 'lock', 3]
    ])
    expect(back[1].toolPages).toEqual([1, 1, 2, 3])
    expect(back[0].instructions).toBe('Issue keys look like WEB-12.')
    expect(back[0].serverInfo).toEqual({ name: 'issue-tracker', version: '1.0.0' })
    // The catalog built from the lock equals the one built from the live listings.
    const strip = (c: ReturnType<typeof buildCatalog>) => c.tools.map(({ rawServer: _r, ...t }) => t)
    expect(strip(buildCatalog(back))).toEqual(strip(buildCatalog(listings())))
    expect(lockDrift(await readLock(path), listings())).toEqual([])
  })

  it('picks and orders servers by name', async () => {
    const lock = lockFromListings(listings())
    expect(lockToListings(lock, ['paged', 'missing', 'tracker']).map((l) => l.name)).toEqual(['paged', 'tracker'])
  })

  it('rejects what is not a lock file, naming the problem', async () => {
    expect(() => parseLock('{', 'x.json')).toThrow(/x\.json: not valid JSON/)
    expect(() => parseLock('{"lockfileVersion": 9, "servers": []}', 'x.json')).toThrow(/unsupported lockfileVersion 9/)
    expect(() => parseLock('{"lockfileVersion": 1, "servers": [{"name": "a", "pages": 1, "tools": [{"description": "x"}]}]}', 'x.json')).toThrow(
      /server `a`: tools\[0\] has no string `name`/
    )
    expect(() => parseLock('{"lockfileVersion": 1, "servers": [{"name": "a", "pages": 2, "pageSizes": [1, 1], "tools": []}]}', 'x.json')).toThrow(/pageSizes/)
    const missing = await readLock(join(dir, 'nope.json')).catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(LockError)
    expect((missing as LockError).notFound).toBe(true)
  })
})

describe('lockDrift', () => {
  const lock = lockFromListings(listings())

  it('is empty when nothing changed, key order included', () => {
    const same = listings()
    same[0].tools[1] = { annotations: { destructiveHint: false }, inputSchema: schema, description: 'Close an issue.', name: 'close_issue' }
    expect(lockDrift(lock, same)).toEqual([])
  })

  it('lists 150,000 differences without overflowing the stack', () => {
    const many = (description: string): ServerListing[] => [
      { name: 'big', source: 'catalog', tools: Array.from({ length: 150_000 }, (_, i) => ({ name: `t${i}`, description, inputSchema: schema })), pages: 1, warnings: [] }
    ]
    const drift = lockDrift(lockFromListings(many('Before.')), many('After.'))
    expect(drift).toHaveLength(150_000)
    expect(describeDrift(drift[149_999])).toBe('~ big/t149999: description changed')
  })

  it('names tools added and removed, description, schema and other changes', () => {
    const now = listings()
    now[0].tools = [
      { ...now[0].tools[0], description: 'Create a new issue.', inputSchema: { ...schema, required: [] } },
      { name: 'reopen_issue', description: 'Reopen.', inputSchema: schema }
    ]
    now[0].tools.push({ name: 'titled', inputSchema: schema })
    now[0].toolPages = [1, 1, 1]
    const drift = lockDrift(lock, now).map(describeDrift)
    expect(drift).toEqual([
      '~ tracker/create_issue: description changed',
      '~ tracker/create_issue: input schema changed',
      '+ tracker/reopen_issue: tool added',
      '+ tracker/titled: tool added',
      '- tracker/close_issue: tool removed'
    ])
  })

  it('names other fields, pages, order, instructions, serverInfo and whole servers', () => {
    const now = listings()
    now[0].tools = [now[0].tools[1], { ...now[0].tools[0], title: 'Create' }]
    now[0].instructions = 'Changed.'
    now[0].serverInfo = { name: 'issue-tracker', version: '1.1.0' }
    now[1].toolPages = [1, 2, 2, 3]
    now.push({ name: 'newcomer', source: 'catalog', tools: [], pages: 1 })
    expect(lockDrift(lock, now).map(describeDrift)).toEqual([
      '~ tracker: serverInfo (name or version) changed',
      '~ tracker: instructions changed',
      '~ tracker/create_issue: title changed',
      '~ tracker: tools listed in another order',
      '~ paged/a2: moved from tools/list page 1 to page 2',
      '+ newcomer: server not in the lock file'
    ])
    expect(lockDrift(lock, now.slice(0, 1)).map(describeDrift)).toContain('- paged: server in the lock file but not collected')
  })

  it('checkLock: no lock is no status, a broken lock is a warning, not a throw', async () => {
    expect(await checkLock(join(dir, 'absent.json'), listings())).toBeUndefined()
    const broken = join(dir, 'broken.json')
    writeFileSync(broken, 'not json')
    const status = await checkLock(broken, listings())
    expect(status?.error).toMatch(/broken\.json: not valid JSON/)
    const good = join(dir, 'good.json')
    await writeLock(good, listings())
    expect(await checkLock(good, listings())).toEqual({ path: good, drift: [] })
    expect(readFileSync(good, 'utf8')).toBe(serializeLock(lock))
  })
})
