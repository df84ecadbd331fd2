/** Stored catalogs (`catalog:` servers): read from disk, never started; each problem named. */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { collectServer } from '../src/collect/collect.js'
import { parseCatalogFile } from '../src/collect/catalog-file.js'
import { splitCatalogRef } from '../src/manifest/catalog-ref.js'
import { CollectError } from '../src/collect/errors.js'
import { parseLock } from '../src/lock/lock.js'
import { nestsDeeperThan } from '../src/util/json-depth.js'
import type { CatalogServerConfig } from '../src/manifest/types.js'
import { tempDir } from './helpers/cli.js'

const { path: dir, cleanup } = tempDir('mcp-tool-rank-catalog-')
afterAll(cleanup)

const server = (catalog: string): CatalogServerConfig => ({ kind: 'catalog', name: 'stored', line: 1, col: 1, timeoutMs: 10_000, catalog })
const collect = (catalog: string) => collectServer(server(catalog), { baseDir: dir, callerEnv: {} })

describe('a stored catalog file', () => {
  it('is its tools and instructions, resolved against the base directory', async () => {
    writeFileSync(join(dir, 'ok.json'), JSON.stringify({ tools: [{ name: 'a', inputSchema: { type: 'object' } }], instructions: 'Use a.', nextCursor: 'ignored' }))
    expect(await collect('ok.json')).toEqual({ name: 'stored', source: 'catalog', tools: [{ name: 'a', inputSchema: { type: 'object' } }], pages: 1, instructions: 'Use a.' })
  })

  it('names a missing file, one that cannot be read, bad JSON and a wrong shape apart', async () => {
    mkdirSync(join(dir, 'folder.json'))
    writeFileSync(join(dir, 'bad.json'), '{')
    writeFileSync(join(dir, 'shape.json'), '{"tools": [{"description": "no name"}]}')
    const reason = (file: string) => collect(file).then(
      () => 'collected',
      (err: unknown) => (err instanceof CollectError ? err.reason : String(err))
    )
    expect(await reason('absent.json')).toBe('catalog file not found: absent.json')
    expect(await reason('folder.json')).toMatch(/^cannot read catalog file folder\.json: it is a folder$/)
    expect(await reason('bad.json')).toMatch(/^catalog file bad\.json is not valid JSON: /)
    expect(await reason('shape.json')).toBe('catalog file shape.json: tools[0] has no string `name`')
    writeFileSync(join(dir, 'plain.json'), '{"tools": []}')
    expect(await reason('plain.json#tracker')).toBe("catalog plain.json#tracker: the file is one server's tools/list, not a lock file, so `#tracker` picks nothing; remove it")
  })

  it('reference FILE#server names a lock file\'s server; the base side splits it the same way', () => {
    expect(splitCatalogRef('locks/two.lock.json#tracker')).toEqual({ file: 'locks/two.lock.json', entry: 'tracker' })
    expect(splitCatalogRef('odd#dir/tools.json')).toEqual({ file: 'odd#dir/tools.json' })
    expect(splitCatalogRef('#only')).toEqual({ file: '#only' })
  })
})

describe('a catalog file too large to read', () => {
  it('is refused by its size before it is read', async () => {
    const file = join(dir, 'huge.tools.json')
    writeFileSync(file, `{"tools": [], "pad": "${'x'.repeat(64 * 1024 * 1024)}"}`)
    const server: CatalogServerConfig = { kind: 'catalog', name: 'huge', line: 1, col: 1, timeoutMs: 1000, catalog: 'huge.tools.json' }
    await expect(collectServer(server, { baseDir: dir, callerEnv: {} })).rejects.toThrow(
      new CollectError('huge', 'catalog file huge.tools.json has 67,108,888 bytes; at most 64 MiB are read, as for a live server\'s answer')
    )
  })
})

describe('a catalog file or lock file nested beyond reach', () => {
  it('is refused in one line, whatever its depth, without overflowing the stack', async () => {
    const deep = `{"tools":[{"name":"t","inputSchema":{"type":"object"},"_meta":${'{"a":'.repeat(200_000)}{}${'}'.repeat(200_000)}}]}`
    expect(() => parseCatalogFile('deep', 'deep.json', deep)).toThrow(new CollectError('deep', 'catalog file deep.json nests more than 100 levels deep in a tool: record it again with `mcp-tool-rank record`'))
    const lock = `{"lockfileVersion":1,"servers":[{"name":"s","tools":[{"name":"t","_meta":${'['.repeat(200_000)}${']'.repeat(200_000)}}]}]}`
    expect(() => parseLock(lock, 'mcp-tools.lock.json')).toThrow('mcp-tools.lock.json: a tool nests more than 100 levels deep; rewrite it with `mcp-tool-rank snapshot`')
  })

  it('is measured as a plain recursive walk measures it, on random JSON', () => {
    let seed = 99
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % n
    }
    const value = (depth: number): unknown => {
      const pick = depth > 6 ? 3 : next(6)
      if (pick === 0) return Array.from({ length: next(3) }, () => value(depth + 1))
      if (pick === 1) return Object.fromEntries(Array.from({ length: next(3) }, (_, k) => [k ? `k${k}` : '__proto__', value(depth + 1)]))
      return ['a', 7, null, true][next(4)]
    }
    const depth = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0)
    for (let i = 0; i < 500; i++) {
      const v = JSON.parse(JSON.stringify(value(0))) as unknown
      for (const limit of [0, 1, 2, 3, 5]) expect([v, limit, nestsDeeperThan(v, limit)]).toEqual([v, limit, depth(v) > limit])
    }
  })
})
