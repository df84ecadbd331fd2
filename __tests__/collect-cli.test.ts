/**
 * The CLI as a process: exit code 2 and one line per broken server, SIGTERM while servers
 * run, and the lock file through `snapshot` and `check`. The CLI is the bundle
 * `dist/cli/index.js` (`npm test` rebuilds it first when the sources changed); the SIGTERM test
 * also runs the TypeScript sources through a transpile-only loader.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { spawn, type ChildProcess } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { BRIDGE, EXAMPLE_SERVER, MISBEHAVE, NODE, ROOT, TS_LOADER, shellWords } from './fixtures/servers/index.js'
import { tempDir } from './helpers/cli.js'
import { ended, freePort, killMarked, MARK_VAR, markedProcesses, newMark, survivors, waitWhileRunning } from './helpers/processes.js'

const { path: tmp, cleanup } = tempDir('mcp-tool-rank-cli-')
afterAll(() => {
  killMarked()
  cleanup()
})

/** The bundled CLI; MCP_TOOL_RANK_TEST_BUNDLE points at another build of it (ncc output elsewhere). */
const DIST_CLI = process.env.MCP_TOOL_RANK_TEST_BUNDLE ?? join(ROOT, 'dist/cli/index.js')
const FROM_SOURCES = ['--import', TS_LOADER, join(ROOT, 'src/cli/index.ts')]

interface Run {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

function start(entry: string[], args: string[], cwd = ROOT, extraEnv: NodeJS.ProcessEnv = {}): { child: ChildProcess; done: Promise<Run> } {
  // Lines as wide as they come (`COLUMNS`): these tests read whole warnings.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', COLUMNS: '1000', ...extraEnv }
  delete env.NODE_OPTIONS
  // No progress lines: CI services set CI, which turns them on.
  delete env.CI
  const child = spawn(NODE, ['--no-warnings', ...entry, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const done = new Promise<Run>((resolve) => child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })))
  return { child, done }
}

/** The bundled CLI (what `npm test`'s pretest builds), to its end. */
function cli(args: string[], cwd = ROOT, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return start([DIST_CLI], args, cwd, env).done
}

function manifest(name: string, yaml: string): string {
  const dir = join(tmp, name)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'mcp-tool-rank.yml')
  writeFileSync(path, yaml)
  return path
}

const q = (s: string): string => JSON.stringify(s)


describe('check with servers that cannot be collected', () => {
  it('exits 2 and names each cause in one line, stderr tail included; no process remains', async () => {
    const mark = newMark('cli-broken')
    const config = manifest(
      'broken',
      `version: 1
servers:
  crash:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, crash]
    env: { ${MARK_VAR}: ${mark} }
  hang:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, hang]
    env: { ${MARK_VAR}: ${mark} }
    timeout: 1s
  noisy:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, stdout-noisy]
    env: { ${MARK_VAR}: ${mark} }
    timeout: 3s
  failing:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, list-error]
    env: { ${MARK_VAR}: ${mark} }
  missing:
    command: mcp-no-such-server-xyz --stdio
queries:
  - query: create issue
`
    )
    const run = await cli(['check', '--config', config])
    expect(run.code).toBe(2)
    const lines = run.stderr.split('\n').filter((l) => l.startsWith('mcp-tool-rank: '))
    expect(lines).toEqual([
      'mcp-tool-rank: server `crash`: exited with code 3 before `initialize`',
      'mcp-tool-rank: server `hang`: `initialize` timed out after 1s',
      expect.stringMatching(/^mcp-tool-rank: server `noisy`: it wrote text that is not JSON-RPC to stdout \(.*\): logs must go to stderr, and `initialize` got no valid answer within 3s$/),
      'mcp-tool-rank: server `failing`: `tools/list` returned an error: database unavailable (JSON-RPC error -32603)',
      "mcp-tool-rank: server `missing`: command not found: mcp-no-such-server-xyz (not on PATH; the server gets PATH from the caller's environment)"
    ])
    expect(run.stderr).toContain('  last 40 line(s) of its stderr:\n    boot step 8\n')
    expect(run.stderr).toContain('    Error: DATABASE_URL is not set\n')
    expect(run.stdout).toBe('')
    expect(await survivors(mark)).toEqual([])
  })
})

describe('hostile input through the CLI: exit code, one line, and an end', () => {
  it('an alias bomb: exit 2 at the alias that crosses the limit, before anything expands', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 12; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`)
    const config = manifest('bomb', `version: 1\nlaughs:\n${levels.map((l) => `  ${l}`).join('\n')}\nservers: {a: {catalog: x.json}}\nqueries: []\n`)
    const run = await cli(['check', '--config', config])
    expect(run.stderr).toBe(`mcp-tool-rank: ${config}:7:38: error: aliases expand to more than 100,000 nodes here (an alias bomb?): write the values out or use fewer aliases\n`)
    expect(run.code).toBe(2)
  })

  it('a catalog outside the working directory: exit 2 at the value, nothing read', async () => {
    const config = manifest('escape', 'version: 1\nservers:\n  passwd:\n    catalog: ../../../../../../../../etc/passwd\nqueries: []\n')
    const run = await cli(['check', '--config', config])
    expect(run.stderr).toBe(`mcp-tool-rank: ${config}:4:14: error: \`catalog\` ../../../../../../../../etc/passwd leads outside the working directory: paths in the manifest must stay inside it\n`)
    expect(run.code).toBe(2)
  })

  it('a catalog through a symbolic link that leads outside: exit 2 at the value, naming where it leads', async () => {
    manifest('escape-link', 'version: 1\nservers:\n  passwd:\n    catalog: tools.json\nqueries: []\n')
    symlinkSync('/etc/passwd', join(tmp, 'escape-link', 'tools.json'))
    const run = await cli(['check', '--config', 'mcp-tool-rank.yml'], join(tmp, 'escape-link'))
    expect(run.stderr).toBe('mcp-tool-rank: mcp-tool-rank.yml:4:14: error: `catalog` tools.json leads outside the working directory (through a symbolic link, to /etc/passwd): paths in the manifest must stay inside it\n')
    expect(run.code).toBe(2)
  })

  it('${GITHUB_TOKEN} and ${RUNNER_*} in a server\'s env: never expanded, a warning each, the token nowhere', async () => {
    const mark = newMark('cli-withheld')
    const token = 'ghs_plantedCliToken0001'
    const config = manifest('withheld', `version: 1\nservers:\n  dump:\n    command: [${q(NODE)}, ${q(MISBEHAVE)}, env-dump]\n    env: { ${MARK_VAR}: ${mark}, TOKEN: '\${GITHUB_TOKEN}', RUNNER: '\${RUNNER_PLANTED}' }\nqueries: []\n`)
    const lock = join(tmp, 'withheld', 'mcp-tools.lock.json')
    const run = await cli(['check', '--config', config, '--update-lock'], ROOT, { GITHUB_TOKEN: token, RUNNER_PLANTED: 'planted-runner-value' })
    const rule = 'is never read from the environment (GITHUB_TOKEN, ACTIONS_*, INPUT_* and RUNNER_* are withheld from the manifest); using an empty string'
    expect(run.stdout.split('\n').filter((l) => l.startsWith('warning:'))).toEqual([`warning: dump: env TOKEN: \${GITHUB_TOKEN} ${rule}`, `warning: dump: env RUNNER: \${RUNNER_PLANTED} ${rule}`])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    // The server puts its whole environment into its one tool's description, which the lock keeps.
    const dumped = JSON.parse(JSON.parse(readFileSync(lock, 'utf8')).servers[0].tools[0].description) as Record<string, string>
    expect(dumped).toMatchObject({ TOKEN: '', RUNNER: '' })
    expect(`${run.stdout}${readFileSync(lock, 'utf8')}`).not.toContain(token)
    expect(await survivors(mark)).toEqual([])
  })

  it('a server that answers 100 MB: exit 2 naming the size, not its timeout', async () => {
    const mark = newMark('cli-huge')
    const config = manifest('huge', `version: 1\nservers:\n  huge:\n    command: [${q(NODE)}, ${q(MISBEHAVE)}, huge-answer]\n    env: { ${MARK_VAR}: ${mark} }\n    timeout: 10m\nqueries: []\n`)
    const run = await cli(['check', '--config', config])
    expect(run.stderr).toBe('mcp-tool-rank: server `huge`: its answer to `tools/list` ran past 64 MiB on stdout without ending; mcp-tool-rank reads messages up to 64 MiB, so it was stopped there\n')
    expect(run.code).toBe(2)
    expect(await survivors(mark)).toEqual([])
  })

  it('a tool nested 6,000 levels deep: checked with a warning, JSON report written', async () => {
    const mark = newMark('cli-deep')
    const config = manifest('deep', `version: 1\nservers:\n  deep:\n    command: [${q(NODE)}, ${q(MISBEHAVE)}, deep, '6000']\n    env: { ${MARK_VAR}: ${mark} }\nqueries:\n  - query: deep tool\n    expect: deep_tool\n`)
    const json = join(tmp, 'deep', 'report.json')
    const run = await cli(['check', '--config', config, '--json', json])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('warning: deep: tool `deep_schema` nests more than 100 levels deep (its inputSchema or _meta); the deeper levels were dropped')
    expect(JSON.parse(readFileSync(json, 'utf8')).summary).toMatchObject({ queries: 1, passed: 1 })
  })
})

describe('servers that leave a helper in a session of its own, its parent gone at once', () => {
  it('check ends, and neither helper is alive: the one holding its server\'s stdout and stderr, nor the one holding none', async () => {
    const mark = newMark('cli-setsid')
    const config = manifest(
      'setsid',
      `version: 1
servers:
  piped:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, setsid-helper, ${q(`setsid-piped-${mark}`)}]
    env: { ${MARK_VAR}: ${mark} }
  unpiped:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, setsid-helper, ${q(`setsid-unpiped-${mark}`)}, no-pipes]
    env: { ${MARK_VAR}: ${mark} }
queries:
  - query: helped
    expect: piped/helped
`
    )
    // --update-lock: the lock file keeps each helper's pid, which its server lists as its tool's description.
    const run = await cli(['check', '--config', config, '--update-lock'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('1 query: 1 passed, 0 failed')
    const lock = JSON.parse(readFileSync(join(tmp, 'setsid', 'mcp-tools.lock.json'), 'utf8')) as { servers: Array<{ name: string; tools: Array<{ description: string }> }> }
    const helpers = lock.servers.map((s) => [s.name, Number(/^helper pid (\d+)$/.exec(s.tools[0].description)?.[1])] as const)
    expect(helpers).toEqual([
      ['piped', expect.any(Number)],
      ['unpiped', expect.any(Number)]
    ])
    // Without closing our ends of its pipes this run never ended: the test's timeout would fail it.
    // Neither helper's parent is the server: each is found by the cookie in its environment.
    for (const [, pid] of helpers) expect(await ended(pid)).toBe(true)
    expect(await survivors(mark)).toEqual([])
  })
})

/** The sources too: they have no bundler's layer between the signal handlers and the children. */
const entries: Array<[string, string[]]> = [
  ['the sources', FROM_SOURCES],
  ['the bundle dist/cli/index.js', [DIST_CLI]]
]

describe.each(entries)('SIGTERM to a running CLI (%s)', (_label, entry) => {
  it('kills every server group, the start command and its children included, and exits 143', async () => {
    const mark = newMark('cli-sigterm')
    const port = await freePort()
    const config = manifest(
      `sigterm-${entry.length}`,
      `version: 1
servers:
  stuck:
    command: [${q(NODE)}, ${q(MISBEHAVE)}, hang]
    env: { ${MARK_VAR}: ${mark} }
    timeout: 10m
  web:
    url: http://127.0.0.1:${port}/mcp
    start: ${q(shellWords([NODE, BRIDGE, '--port', String(port), '--no-listen']))}
    env: { ${MARK_VAR}: ${mark} }
    timeout: 10m
queries:
  - query: anything
`
    )
    const { child, done } = start(entry, ['check', '--config', config])
    try {
      // Both servers are up: the stdio server and, under `sh -c`, the start command's node.
      const up = await waitWhileRunning(child, () => {
        const procs = markedProcesses(mark)
        return procs.some((p) => p.cmdline.includes('misbehave.mjs hang')) && procs.some((p) => p.cmdline.startsWith(NODE) && p.cmdline.includes('--no-listen'))
      })
      expect(up).toBe(true)
      child.kill('SIGTERM')
      const run = await done
      expect(run.code).toBe(143)
      // No report of a check that did not finish (how fast it stops is `npm run bench`'s figure).
      expect(run.stdout).toBe('')
      expect(await survivors(mark)).toEqual([])
    } finally {
      child.kill('SIGKILL')
    }
  })
})

describe('SIGTERM while a long ranking runs', () => {
  /** A synthetic catalog of 3,000 tools and 3,000 queries over it under three engines: seconds of ranking. */
  function largeCheck(mark: string): string {
    const words = 'create delete update list get search find issue branch file user team project label comment merge pull request review commit tag release'.split(' ')
    const w = (i: number): string => words[i % words.length]
    const tools = Array.from({ length: 3000 }, (_, i) => ({ name: `${w(i)}_${w(i * 7)}_${i}`, description: `Use this to ${w(i)} a ${w(i * 7)} and ${w(i * 13)}, number ${i}.`, inputSchema: { type: 'object' } }))
    const dir = join(tmp, 'large')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'large.tools.json'), JSON.stringify({ tools }))
    const queries = Array.from({ length: 3000 }, (_, i) => `  - query: ${w(i)} ${w(i * 3 + 1)} ${w(i * 5 + 2)}`)
    return manifest(
      'large',
      `version: 1
engines: [claude-code@2.1, claude-code@2.0, ai-sdk]
servers:
  tracker:
    command: [${q(NODE)}, ${q(EXAMPLE_SERVER)}]
    env: { ${MARK_VAR}: ${mark} }
  large:
    catalog: large.tools.json
queries:
${queries.join('\n')}
`
    )
  }

  it('stops with exit code 143, writes no report and leaves no process', async () => {
    const mark = newMark('cli-ranking')
    const config = largeCheck(mark)
    const json = join(tmp, 'large', 'report.json')
    const { child, done } = start([DIST_CLI], ['check', '--config', config, '--verbose', '--json', json], join(tmp, 'large'))
    let stderr = ''
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
    try {
      // Into the ranking (seconds of work on an idle machine): how soon it stops is `npm run bench`'s figure.
      expect(await waitWhileRunning(child, () => stderr.includes('▸ Ranking 3,000 queries over 3,013 tools…'))).toBe(true)
      child.kill('SIGTERM')
      const run = await done
      expect(run.code).toBe(143)
      expect(run.stderr).not.toContain('Ranking 3,000 queries over 3,013 tools: done')
      expect(run.stdout).toBe('')
      expect(existsSync(json)).toBe(false)
      expect(await survivors(mark)).toEqual([])
    } finally {
      child.kill('SIGKILL')
    }
  })
})

describe('the lock file', () => {
  const dir = join(tmp, 'lock')
  const catalog = join(dir, 'github.tools.json')
  mkdirSync(dir, { recursive: true })
  const lockPath = join(dir, 'mcp-tools.lock.json')
  let config: string

  it('snapshot writes mcp-tools.lock.json next to the manifest, deterministic across runs', async () => {
    const mark = newMark('cli-lock')
    config = manifest(
      'lock',
      `version: 1
servers:
  tracker:
    command: [${q(NODE)}, ${q(EXAMPLE_SERVER)}]
    env: { ${MARK_VAR}: ${mark} }
  github:
    catalog: ${q(catalog)}
queries:
  - query: create issue
    expect: tracker/create_issue
`
    )
    copyFileSync(join(ROOT, 'examples/catalogs/github.tools.json'), catalog)
    const first = await cli(['snapshot', '--config', config], dir)
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    expect(first.stdout).toBe(`wrote ${lockPath}: tracker (stdio, 13 tools) · github (catalog, 26 tools)\n`)
    const text = readFileSync(lockPath, 'utf8')
    const lock = JSON.parse(text)
    expect(lock.lockfileVersion).toBe(1)
    expect(lock.servers.map((s: { name: string; source: string }) => [s.name, s.source])).toEqual([
      ['tracker', 'stdio'],
      ['github', 'catalog']
    ])
    expect(lock.servers[0].serverInfo).toEqual({ name: 'issue-tracker', version: '1.0.0' })
    expect(text.endsWith('\n')).toBe(true)
    const second = await cli(['snapshot', '--config', config], dir)
    expect(second.stdout).toContain('no change from the previous lock file')
    expect(readFileSync(lockPath, 'utf8')).toBe(text)
    expect(await survivors(mark)).toEqual([])
  })

  it('check warns about drift (not a failure), --update-lock rewrites the lock', async () => {
    const data = JSON.parse(readFileSync(catalog, 'utf8')) as { tools: Array<{ name: string; description: string }> }
    const removed = data.tools.shift()!
    data.tools[0].description = 'Changed in this PR.'
    writeFileSync(catalog, JSON.stringify(data))
    const stale = await cli(['check', '--config', config], dir)
    expect(stale.code).toBe(0)
    expect(stale.stdout).toContain(
      `warning: ${lockPath} is stale: 2 differences from what the servers list now (update it with \`mcp-tool-rank snapshot\` or \`check --update-lock\`)\n` +
        `  ~ github/${data.tools[0].name}: description changed\n` +
        `  - github/${removed.name}: tool removed\n`
    )
    const update = await cli(['check', '--config', config, '--update-lock'], dir)
    expect(update.code).toBe(0)
    expect(update.stdout).toContain(`wrote ${lockPath} (2 changes):\n  ~ github/${data.tools[0].name}: description changed\n`)
    const fresh = await cli(['check', '--config', config], dir)
    expect(fresh.stdout).not.toContain('warning:')
    expect(JSON.parse(readFileSync(lockPath, 'utf8')).servers[1].tools).toHaveLength(25)
  })
})
