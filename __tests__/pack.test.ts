/**
 * The npm package as users get it: `npm pack` of this checkout, the tarball installed into an
 * empty folder that stands in for a server's repository (one install, shared by every test),
 * then the CLI through `npx` and the library through `import`, from that folder only.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { SCHEMA_URL } from '../src/manifest/schema.js'
import { VERSION } from '../src/version.js'
import { ROOT, runCommand, tempDir } from './helpers/cli.js'

/** The environment without what jest and `npm test` add (vm-modules flags, npm_* settings of this project). */
const ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD'))

function run(command: string, args: string[], cwd: string): ReturnType<typeof runCommand> {
  return runCommand(command, args, { cwd, env: { ...ENV, NO_COLOR: '1' } })
}

describe('the npm package, installed from its tarball into an empty folder', () => {
  const tmp = tempDir()
  const app = join(tmp.path, 'app')
  let tarball: string

  beforeAll(async () => {
    // `npm pack` runs `prepack`, which compiles the library and CLI into dist-lib/ of the folder
    // it packs: packed in place, two test runs in one checkout would each pack the other's
    // half-written dist-lib/. So it packs a copy: every file git sees (tracked or not ignored;
    // dist/, the action's bundle, is not packed), with this checkout's node_modules linked.
    const checkout = join(tmp.path, 'checkout')
    const listed = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], ROOT)
    if (listed.code !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
    for (const file of new Set(listed.stdout.split('\0').filter((f) => f && !f.startsWith('dist/') && existsSync(join(ROOT, f))))) {
      mkdirSync(dirname(join(checkout, file)), { recursive: true })
      cpSync(join(ROOT, file), join(checkout, file))
    }
    symlinkSync(join(ROOT, 'node_modules'), join(checkout, 'node_modules'), 'dir')
    const packed = await run('npm', ['pack', '--pack-destination', tmp.path, '--loglevel=error'], checkout)
    if (packed.code !== 0) throw new Error(`npm pack failed: ${packed.stderr}`)
    tarball = join(tmp.path, packed.stdout.trim().split('\n').pop()!)
    // The folder is a server's repository: the example issue tracker, nothing installed yet.
    mkdirSync(app)
    copyFileSync(join(ROOT, 'examples/issue-tracker/server.js'), join(app, 'server.js'))
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'issue-tracker', private: true, type: 'module', main: 'server.js' }, null, 2))
    // Dependencies come from the npm cache when it has them, else from the registry.
    const installed = await run('npm', ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], app)
    if (installed.code !== 0) throw new Error(`npm install failed: ${installed.stderr}`)
  }, 600_000)
  afterAll(() => tmp.cleanup())

  it('holds the CLI, the library with its types, and the schema, but not the action bundle', async () => {
    const files = (await run('tar', ['-tzf', tarball], tmp.path)).stdout.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, ''))
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'schema/manifest.schema.json', 'dist-lib/lib.js', 'dist-lib/lib.d.ts', 'dist-lib/cli/index.js']))
    expect(files.filter((f) => /^(dist|src|__tests__|examples|scripts)\//.test(f) || f === 'action.yml' || f.startsWith('dist-lib/action/'))).toEqual([])
    // The action's own packages are the bundle's business: an npm user never installs them.
    expect(existsSync(join(app, 'node_modules/@actions'))).toBe(false)
  })

  it('npx runs the CLI', async () => {
    const help = await run('npx', ['--no', '--', 'mcp-tool-rank', '--help'], app)
    expect(help.code).toBe(0)
    expect(help.stdout.split('\n')[0]).toBe(`mcp-tool-rank ${VERSION}: regression tests for how findable MCP tools are under deferred tool search`)
    expect(await run('npx', ['--no', '--', 'mcp-tool-rank', '--version'], app)).toEqual({ code: 0, stdout: `${VERSION}\n`, stderr: '' })
  })

  it('init writes the manifest for the folder\'s server, and check passes on it', async () => {
    const init = await run('npx', ['--no', '--', 'mcp-tool-rank', 'init'], app)
    expect(init.stderr).toBe('')
    expect(init.stdout.split('\n').slice(0, 4)).toEqual(['found the server in package.json `main`: node server.js', 'package manager: npm (package-lock.json; not a git repository, so read from disk)', 'collected issue-tracker (stdio, 13 tools)', 'wrote .github/mcp-tool-rank.yml: 36 queries, 36 passing today'])
    expect(init.code).toBe(0)
    const check = await run('npx', ['--no', '--', 'mcp-tool-rank', 'check'], app)
    expect(check.code).toBe(0)
    expect(check.stdout.trimEnd().split('\n').pop()).toBe('36 queries: 36 passed, 0 failed')
  })

  it('importing the library runs nothing: no output, no exit code, nothing left running', async () => {
    const script = `import('mcp-tool-rank').then((m) => process.stdout.write(JSON.stringify({ exitCode: process.exitCode ?? null, version: m.VERSION, api: ['loadManifest', 'collect', 'rank', 'evaluate', 'renderTerminal', 'renderMarkdown', 'check', 'manifestSchema'].filter((k) => typeof m[k] !== 'undefined') })))`
    expect(await run(process.execPath, ['--input-type=module', '-e', script], app)).toEqual({
      code: 0,
      stdout: JSON.stringify({ exitCode: null, version: VERSION, api: ['loadManifest', 'collect', 'rank', 'evaluate', 'renderTerminal', 'renderMarkdown', 'check', 'manifestSchema'] }),
      stderr: ''
    })
  })

  it('the API loads a manifest, collects, ranks, evaluates and renders', async () => {
    writeFileSync(
      join(app, 'api.mjs'),
      `import { loadManifest, collect, rank, evaluate, renderTerminal } from 'mcp-tool-rank'
import schema from 'mcp-tool-rank/schema.json' with { type: 'json' }
const manifest = await loadManifest('.github/mcp-tool-rank.yml')
const { catalog } = await collect(manifest)
const top = rank(catalog, 'close issue', { engine: 'claude-code@2.1' }).results[0]
const evaluation = evaluate(manifest, catalog)
const text = renderTerminal(evaluation, { manifest: manifest.file })
process.stdout.write(JSON.stringify({ tools: catalog.tools.length, top, summary: evaluation.summary, last: text.trimEnd().split('\\n').pop(), schema: schema.$id }))
`
    )
    // Node 20 and 22 print an ExperimentalWarning for JSON modules; it is not the package's output.
    const result = await run(process.execPath, ['--no-warnings=ExperimentalWarning', 'api.mjs'], app)
    expect(result).toEqual({
      code: 0,
      stdout: JSON.stringify({
        tools: 13,
        top: 'mcp__issue-tracker__close_issue',
        summary: { queries: 36, passed: 36, failed: 0, knownFailures: 0, reportOnly: 0, fragile: 0 },
        last: '36 queries: 36 passed, 0 failed',
        schema: SCHEMA_URL
      }),
      stderr: ''
    })
  })

  it('ships types that TypeScript resolves from the package name', async () => {
    writeFileSync(
      join(app, 'typed.ts'),
      `import { buildCatalog, rank, type SearchResult } from 'mcp-tool-rank'
const catalog = buildCatalog([{ name: 'x', source: 'catalog', pages: 1, tools: [{ name: 'create_issue', description: 'Create an issue.' }] }])
const result: SearchResult = rank(catalog, 'create issue', { engine: 'claude-code@2.1' })
export const first: string | undefined = result.results[0]
// @ts-expect-error: engine is an id, not a number
rank(catalog, 'x', { engine: 1 })
`
    )
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc')
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--skipLibCheck', '--typeRoots', join(ROOT, 'node_modules/@types'), '--types', 'node', 'typed.ts']
    expect(await run(process.execPath, [tsc, ...args], app)).toEqual({ code: 0, stdout: '', stderr: '' })
  })
})
