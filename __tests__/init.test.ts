/**
 * `mcp-tool-rank init` through the bundled CLI, on real servers in temp folders that stand in
 * for a user's repository: the example issue tracker (package.json `main`), a published
 * server (its own package.json `bin`), and a server whose tool loses its own query. Each
 * manifest written must pass `check` as it is.
 */
import { chmodSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { detectServer, serverName } from '../src/init/detect.js'
import { workflowYaml } from '../src/init/workflow.js'
import { SCHEMA_URL } from '../src/manifest/schema.js'
import { BRIDGE, EXAMPLE_SERVER } from './fixtures/servers/index.js'
import { ROOT, runCli, tempDir } from './helpers/cli.js'

const MANIFEST = '.github/mcp-tool-rank.yml'
const WORKFLOW = '.github/workflows/mcp-tool-rank.yml'
const HEADER = `# yaml-language-server: $schema=${SCHEMA_URL}
# Written by \`mcp-tool-rank init\`: for each tool, a query in the words of its own name (and,
# for a one-word name, the first words of its description), then up to two other wordings of
# it that find the tool today, each expecting the tool within the cut of every engine.
# Rewrite the queries in the words your users would search with, then run
# \`npx mcp-tool-rank check\`.
version: 1
`
const NEXT = `
next:
  npx mcp-tool-rank check
  git add ${MANIFEST} ${WORKFLOW} && git commit -m "Test how findable our MCP tools are"

Each tool's first query is its own name, which finds it easily, and the next are other wordings of it that find it today: rewrite the \`query:\` lines in ${MANIFEST} in the words your users would search with (\`npx mcp-tool-rank rank "QUERY" --explain\` shows why a tool ranks where it does).
`

const tmp = tempDir()
afterAll(() => tmp.cleanup())

/** A folder standing in for a repository; `node_modules` is this project's, so servers find the MCP SDK. */
function repository(name: string, files: Record<string, string> = {}): string {
  const dir = join(tmp.path, name)
  mkdirSync(dir)
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return dir
}

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8')

describe('init on the example issue tracker', () => {
  const dir = repository('issue-tracker')
  cpSync(join(ROOT, 'examples/issue-tracker'), dir, { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))

  it('writes a manifest with a query per tool, each expected within the cut, and the workflow', async () => {
    const result = await runCli(['init'], { cwd: dir })
    expect(result).toEqual({
      code: 0,
      stdout: `found the server in package.json \`main\`: node server.js
package manager: npm (no lock file here)
collected issue-tracker (stdio, 13 tools)
wrote ${MANIFEST}: 36 queries, 36 passing today
wrote ${WORKFLOW}
${NEXT}`,
      stderr: ''
    })
    const ranked = (query: string, tool: string): string => `  - query: ${query}\n    expect: ${tool}\n`
    expect(read(dir, MANIFEST)).toBe(
      HEADER +
        `servers:
  # The name users give the server in their client: it is part of every tool name
  # (mcp__issue-tracker__…) and the clients rank it too.
  issue-tracker:
    command: node
    args: [server.js]
queries:
  - query: whoami show signed
    expect: whoami
  - query: whoami get signed
    expect: whoami
  - query: whoamis showing signeds
    expect: whoami
` +
        ranked('create issue', 'create_issue') +
        ranked('issue tracker create issue', 'create_issue') +
        ranked('get issue', 'get_issue') +
        ranked('issue tracker get issue', 'get_issue') +
        ranked('list issues', 'list_issues') +
        ranked('show all issues', 'list_issues') +
        ranked('issue tracker list issues', 'list_issues') +
        ranked('search issues', 'search_issues') +
        ranked('find issues', 'search_issues') +
        ranked('issue tracker search issues', 'search_issues') +
        ranked('update issue', 'update_issue') +
        ranked('edit issue', 'update_issue') +
        ranked('issue tracker update issue', 'update_issue') +
        ranked('close issue', 'close_issue') +
        ranked('issue tracker close issue', 'close_issue') +
        ranked('reopen issue', 'reopen_issue') +
        ranked('reopen ticket', 'reopen_issue') +
        ranked('issue tracker reopen issue', 'reopen_issue') +
        ranked('assign issue', 'assign_issue') +
        ranked('assign ticket', 'assign_issue') +
        ranked('issue tracker assign issue', 'assign_issue') +
        ranked('add comment', 'add_comment') +
        ranked('create comment', 'add_comment') +
        ranked('issue tracker add comment', 'add_comment') +
        ranked('add label', 'add_label') +
        ranked('create label', 'add_label') +
        ranked('issue tracker add label', 'add_label') +
        ranked('list projects', 'list_projects') +
        ranked('show all projects', 'list_projects') +
        ranked('listing project', 'list_projects') +
        ranked('delete issue', 'delete_issue') +
        ranked('delete ticket', 'delete_issue') +
        ranked('issue tracker delete issue', 'delete_issue')
    )
    // No package-lock.json and no build script in this folder: the workflow installs only.
    expect(read(dir, WORKFLOW)).toContain('      - run: npm install\n')
  })

  it('check passes on what it wrote', async () => {
    const result = await runCli(['check'], { cwd: dir })
    expect(result.code).toBe(0)
    expect(result.stdout.trimEnd().split('\n').pop()).toBe('36 queries: 36 passed, 0 failed')
  })

  it('refuses to overwrite without --force, and overwrites with it', async () => {
    writeFileSync(join(dir, MANIFEST), 'mine\n')
    expect(await runCli(['init'], { cwd: dir })).toEqual({
      code: 2,
      stdout: '',
      stderr: `mcp-tool-rank: ${MANIFEST} and ${WORKFLOW} already exist; pass --force to overwrite\n`
    })
    expect(read(dir, MANIFEST)).toBe('mine\n')
    const forced = await runCli(['init', '--force'], { cwd: dir })
    expect(forced.code).toBe(0)
    expect(read(dir, MANIFEST)).toMatch(/^# yaml-language-server/)
  })
})

describe('init on a published server (@modelcontextprotocol/server-memory)', () => {
  // The package as published, as if it were the repository: its own package.json (bin
  // dist/index.js) and its built dist/.
  const published = join(ROOT, 'node_modules/@modelcontextprotocol/server-memory')
  const dir = repository('server-memory')
  cpSync(join(published, 'package.json'), join(dir, 'package.json'))
  symlinkSync(join(published, 'dist'), join(dir, 'dist'))

  it('starts its bin, and check passes on the manifest', async () => {
    const init = await runCli(['init'], { cwd: dir })
    expect(init.stdout.split('\n').slice(0, 4)).toEqual([
      'found the server in package.json `bin` mcp-server-memory: node dist/index.js',
      'package manager: npm (no lock file here)',
      'collected memory (stdio, 9 tools)',
      `wrote ${MANIFEST}: 27 queries, 27 passing today`
    ])
    expect(read(dir, MANIFEST)).toContain('  memory:\n    command: node\n    args: [dist/index.js]\nqueries:\n  - query: create entities\n    expect: create_entities\n  - query')
    // Its package.json has a build script and no lock file.
    expect(read(dir, WORKFLOW)).toContain('      - run: npm install && npm run build\n')
    const check = await runCli(['check'], { cwd: dir })
    expect(check.code).toBe(0)
    expect(check.stdout.trimEnd().split('\n').pop()).toBe('27 queries: 27 passed, 0 failed')
  })
})

describe('init on a server whose tool loses its own query', () => {
  const dir = repository('crowded')
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  const server = join(ROOT, '__tests__/fixtures/servers/crowded.mjs')

  it('marks it known_failure naming the winner, names the server from serverInfo, and check passes', async () => {
    const init = await runCli(['init', '--command', `node ${server}`, '-e', 'claude-code@2.1', '-e', 'codex'], { cwd: dir })
    expect(init.stdout.split('\n').slice(0, 3)).toEqual([`found the server in --command: node ${server}`, 'collected crowded (stdio, 6 tools)', `wrote ${MANIFEST}: 16 queries, 15 passing today, 1 known failure`])
    const manifest = read(dir, MANIFEST)
    expect(manifest).toContain('engines: [claude-code@2.1, codex]\n')
    expect(manifest).toContain(`  crowded:\n    command: node ${server}\nqueries:\n`)
    // A mark for the one engine it fails under, naming the winner; Codex is still judged.
    expect(manifest).toContain('  - query: search find issues\n    expect: search\n    known_failure:\n      claude-code@2.1: "ranks #6 (top 5); crowded/find_issues wins"\n  - query: search find tickets\n    expect: search\n  - query: find issues\n')
    expect(init.stdout).toContain('\n1 tool already fails today by its own words, marked known_failure: search (claude-code@2.1)\n')
    // Nothing says how to build it: the workflow leaves that to the user, and has no `setup`.
    expect(read(dir, WORKFLOW)).toContain('      # Add the steps your server needs before it can start.\n      - uses: mcp-tool-rank/mcp-tool-rank@v1\n        with:\n          config: .github/mcp-tool-rank.yml\n')
    const check = await runCli(['check'], { cwd: dir })
    expect(check.code).toBe(0)
    expect(check.stdout.trimEnd().split('\n').pop()).toBe('16 queries: 15 passed, 0 failed, 1 known failure')
  })
})

describe('init --url on a running HTTP server', () => {
  const dir = repository('http')
  let bridge: ChildProcess
  let url: string

  beforeAll(async () => {
    // The example server behind the SDK's Streamable HTTP transport, on a port of its choosing.
    bridge = spawn(process.execPath, [BRIDGE, '--port', '0', '--', process.execPath, EXAMPLE_SERVER], { stdio: ['ignore', 'ignore', 'pipe'] })
    const port = await new Promise<string>((resolve, reject) => {
      let text = ''
      bridge.stderr!.on('data', (chunk: Buffer) => {
        text += chunk.toString()
        const match = /listening on 127\.0\.0\.1:(\d+)/.exec(text)
        if (match) resolve(match[1])
      })
      bridge.once('exit', (code) => reject(new Error(`the bridge exited with ${code}: ${text}`)))
    })
    url = `http://127.0.0.1:${port}/mcp`
  })
  afterAll(async () => {
    const exited = new Promise((resolve) => bridge.once('exit', resolve))
    bridge.kill()
    await exited
  })

  it('writes the url, names the server from serverInfo, and check passes', async () => {
    const init = await runCli(['init', '--url', url], { cwd: dir })
    expect(init.stdout.split('\n').slice(0, 3)).toEqual([`found the server in --url: ${url}`, 'collected issue-tracker (http, 13 tools)', `wrote ${MANIFEST}: 36 queries, 36 passing today`])
    expect(read(dir, MANIFEST)).toContain(`  issue-tracker:\n    url: ${url}\nqueries:\n`)
    const check = await runCli(['check'], { cwd: dir })
    expect(check.code).toBe(0)
    expect(check.stdout.trimEnd().split('\n').pop()).toBe('36 queries: 36 passed, 0 failed')
  })
})

describe('finding how a repository starts its server', () => {
  it('package.json: bin before main before scripts.start; a file that is not built yet is an error', async () => {
    const dir = repository('node-order', { 'package.json': JSON.stringify({ name: '@acme/mcp-server-crm', main: 'lib/index.js', scripts: { start: 'node lib/index.js', build: 'tsc' } }), 'package-lock.json': '{}' })
    await expect(detectServer(dir)).rejects.toThrow("package.json's `main` is lib/index.js, which does not exist yet: build the server first (`npm run build`), then run init again")
    mkdirSync(join(dir, 'lib'))
    writeFileSync(join(dir, 'lib/index.js'), '')
    expect(await detectServer(dir)).toEqual({
      found: 'package.json `main`',
      passedOver: [],
      name: 'crm',
      entry: { command: 'node', args: ['lib/index.js'] },
      toolchain: { kind: 'node', manager: 'npm', lockFile: 'package-lock.json', build: true, yarnBerry: false, evidence: 'package-lock.json; not a git repository, so read from disk' }
    })
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'crm', scripts: { start: 'tsx src/server.ts' } }))
    expect((await detectServer(dir)).entry).toEqual({ command: 'npm', args: ['start', '--silent'] })
  })

  it('pyproject.toml: the project\'s script, with uv run when uv is on PATH', async () => {
    const dir = repository('python', { 'pyproject.toml': '[project]\nname = "weather-mcp"\n\n[project.scripts]\nweather-mcp = "weather.server:main"\nweather-admin = "weather.admin:main"\n', uv: '#!/bin/sh\n' })
    chmodSync(join(dir, 'uv'), 0o755)
    const detected = await detectServer(dir, { path: dir })
    expect(detected).toMatchObject({ found: 'pyproject.toml `[project.scripts]` weather-mcp', passedOver: [], name: 'weather', entry: { command: 'uv', args: ['run', 'weather-mcp'] } })
    expect(detected.toolchain).toMatchObject({ kind: 'python', manager: 'uv' })
  })

  it('says what it looked for when nothing says how', async () => {
    const dir = repository('empty')
    await expect(detectServer(dir)).rejects.toThrow('cannot tell how to start the server: there is no package.json or pyproject.toml here; say it with --command "node dist/server.js" (stdio) or --url http://localhost:3000/mcp (HTTP)')
    const result = await runCli(['init'], { cwd: dir })
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/^mcp-tool-rank: cannot tell how to start the server: /)
  })

  it('--url and --command are taken as given', async () => {
    const dir = repository('given')
    expect(await detectServer(dir, { url: 'http://127.0.0.1:3000/mcp' })).toEqual({ found: '--url', passedOver: [], entry: { url: 'http://127.0.0.1:3000/mcp' }, toolchain: { kind: 'none' } })
    await expect(detectServer(dir, { url: 'localhost:3000' })).rejects.toThrow('--url must start with http:// or https://, got `localhost:3000`')
  })

  it('server names drop the scope and the words that only say "MCP server"', () => {
    expect(['@modelcontextprotocol/server-memory', 'github-mcp-server', 'mcp-server-fetch', 'My Tools!', 'mcp'].map(serverName)).toEqual(['memory', 'github', 'fetch', 'my-tools', 'mcp'])
  })
})

describe('the workflow init writes', () => {
  it('is the README\'s, for a Node project that builds', () => {
    const readme = read(ROOT, 'README.md')
    const start = readme.indexOf(`\`\`\`yaml\n# ${WORKFLOW}\n`)
    const block = readme.slice(start + '```yaml\n'.length, readme.indexOf('```\n', start + 1))
    expect(block).toBe(workflowYaml({ kind: 'node', manager: 'npm', lockFile: 'package-lock.json', build: true, yarnBerry: false, evidence: '' }, MANIFEST))
  })
})
