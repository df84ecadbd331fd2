/**
 * Fast start: a command loads only what it uses. The CLI runs from the sources with a hook that
 * records every module it loads; the MCP SDK (and its HTTP stack) loads only for a manifest
 * that starts a server, and ajv's schema compiler only with the SDK (the manifest validator is
 * generated, not compiled at start).
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NODE, ROOT, SERVERS, TS_LOADER } from './fixtures/servers/index.js'
import { tempDir } from './helpers/cli.js'

const tmp = tempDir('mcp-tool-rank-start-')
afterAll(() => tmp.cleanup())
let runs = 0

/** The modules `mcp-tool-rank ARGS` loads (their URLs), and its exit code. */
function loads(args: string[]): Promise<{ code: number; modules: string[] }> {
  const log = join(tmp.path, `loads-${runs++}.txt`)
  const env: NodeJS.ProcessEnv = { ...process.env, MCP_TOOL_RANK_LOAD_LOG: log, NO_COLOR: '1' }
  delete env.NODE_OPTIONS
  delete env.CI
  return new Promise((resolve) => {
    execFile(NODE, ['--no-warnings', '--import', TS_LOADER, '--import', join(SERVERS, 'load-log.mjs'), join(ROOT, 'src/cli/index.ts'), ...args], { cwd: ROOT, env }, (error) => {
      const modules = readFileSync(log, 'utf8').split('\n').filter(Boolean)
      resolve({ code: error ? Number(error.code) : 0, modules })
    })
  })
}

const SDK = /node_modules\/@modelcontextprotocol\/sdk\//
const AJV_COMPILER = /node_modules\/ajv\/dist\/(ajv|core|compile)/
// Codex's stemmer is porter2; snowball-stemmers (one 850 kB file) is only the tests' reference.
const SNOWBALL = /node_modules\/snowball-stemmers\//

describe('what a command loads', () => {
  it('--help: none of the packages', async () => {
    const run = await loads(['--help'])
    expect(run.code).toBe(0)
    expect(run.modules.filter((m) => m.includes('/node_modules/'))).toEqual([])
  })

  it.each([
    ['engines', ['engines']],
    ['rank over stored catalogs', ['rank', 'create issue', '--config', '__tests__/fixtures/manifests/catalogs-only.yml']]
  ])('%s: not the MCP SDK, not ajv\'s compiler, no stemmer tables of 24 languages', async (_label, args) => {
    const run = await loads(args)
    expect(run.code).toBe(0)
    expect(run.modules.filter((m) => SDK.test(m) || AJV_COMPILER.test(m) || SNOWBALL.test(m))).toEqual([])
    expect(run.modules.some((m) => m.endsWith('/src/engines/registry.ts'))).toBe(true)
  })

  it('check with a server to start: the MCP SDK (so the log sees a package when one loads)', async () => {
    const run = await loads(['check', '--config', 'examples/mcp-tool-rank.yml'])
    expect(run.code).toBe(0)
    expect(run.modules.some((m) => SDK.test(m))).toBe(true)
  })
})
