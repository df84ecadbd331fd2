/**
 * `init` on the layouts users have, each a real git repository in a temp folder whose server
 * is a real stdio server listing recorded tools: npm with a git-ignored lock file beside a
 * committed bun.lockb, pnpm, a Python server with a package.json beside its pyproject.toml, and
 * the filesystem server, which Codex ranks #6 for "write file" and Claude Code #1. Each
 * manifest written validates and `check` passes on the same commit; the workflow text is exact.
 */
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from '@jest/globals'
import { runCheck } from '../src/check/run-check.js'
import { DEFAULT_FAIL_ON } from '../src/gate/verdict.js'
import { detectServer, repositoryToolchain } from '../src/init/detect.js'
import { runInit, type InitOptions } from '../src/init/init.js'
import { setupCommand } from '../src/init/package-manager.js'
import { parseManifest } from '../src/manifest/load.js'
import { ROOT, runCli, tempDir } from './helpers/cli.js'
import { git } from './helpers/git.js'

const MANIFEST = '.github/mcp-tool-rank.yml'
const WORKFLOW = '.github/workflows/mcp-tool-rank.yml'
const CATALOGS = join(ROOT, '__tests__/fixtures/catalogs')
const SERVE = pathToFileURL(join(ROOT, '__tests__/fixtures/servers/catalog-stdio.mjs')).href

const tmp = tempDir()
afterAll(() => tmp.cleanup())

/**
 * A git repository with `files` committed, except what its .gitignore ignores (written all the
 * same); `node_modules` is this project's, so its server finds the MCP SDK.
 */
function repository(name: string, files: Record<string, string>): string {
  const dir = join(tmp.path, name)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-qm', 'the server')
  return dir
}

/** A start script (CommonJS, as a package without `"type": "module"` runs it) serving `catalog` as server `name`. */
function server(catalog: string, name: string): string {
  return `#!/usr/bin/env node\nimport(${JSON.stringify(SERVE)}).then((m) => m.serveCatalog(${JSON.stringify(join(CATALOGS, catalog))}, ${JSON.stringify(name)}))\n`
}

const read = (dir: string, file: string): string => readFileSync(join(dir, file), 'utf8')

/** The set-up steps of a workflow: what comes between the checkout and the action. */
function setupSteps(workflow: string): string {
  const checkout = '      - uses: actions/checkout@v5\n'
  return workflow.slice(workflow.indexOf(checkout) + checkout.length, workflow.indexOf('      - uses: mcp-tool-rank/mcp-tool-rank@v1\n'))
}

/** The workflow's base-side `setup:` line. */
const baseSetup = (workflow: string): string | undefined => /^ {10}setup: (.*)$/m.exec(workflow)?.[1]

/** `check` on the commit init ran on, in process, as the CLI runs it: the verdict and the summary. */
async function check(dir: string) {
  const run = await runCheck({ config: join(dir, MANIFEST), baseDir: dir, callerEnv: process.env, manifest: MANIFEST, failOn: DEFAULT_FAIL_ON })
  return { failed: run.verdict.failed, summary: run.result.evaluation.summary }
}

const init = (dir: string, options: Partial<InitOptions> = {}) => runInit({ cwd: dir, config: MANIFEST, workflow: WORKFLOW, force: false, callerEnv: process.env, ...options })

describe('npm with its package-lock.json ignored by git, and bun.lockb committed', () => {
  const dir = repository('bun', {
    '.gitignore': 'node_modules\ndist/\npackage-lock.json\n',
    'package.json': JSON.stringify({ name: '@acme/notes-mcp', bin: { 'notes-mcp': 'dist/server.js' }, scripts: { build: 'tsc' } }),
    'package-lock.json': '{}\n',
    'bun.lockb': '\u0000bun lockfile\n',
    'dist/server.js': server('memory.tools.json', 'notes')
  })

  it('uses bun, says why, and writes bun\'s set-up; its own words pass today, and the last line says they are only names', async () => {
    const run = await runCli(['init'], { cwd: dir })
    expect(run).toEqual({
      code: 0,
      stdout: `found the server in package.json \`bin\` notes-mcp: node dist/server.js
package manager: bun (bun.lockb, tracked by git; package-lock.json is on disk but not tracked, so CI will not have it)
collected notes (stdio, 9 tools)
wrote ${MANIFEST}: 27 queries, 27 passing today
wrote ${WORKFLOW}

next:
  npx mcp-tool-rank check
  git add ${MANIFEST} ${WORKFLOW} && git commit -m "Test how findable our MCP tools are"

Each tool's first query is its own name, which finds it easily, and the next are other wordings of it that find it today: rewrite the \`query:\` lines in ${MANIFEST} in the words your users would search with (\`npx mcp-tool-rank rank "QUERY" --explain\` shows why a tool ranks where it does).
`,
      stderr: ''
    })
    const workflow = read(dir, WORKFLOW)
    expect(setupSteps(workflow)).toBe(
      [
        '      - uses: actions/setup-node@v5',
        '        with:',
        '          node-version: 24',
        '      - uses: oven-sh/setup-bun@v2',
        '      # Whatever your server needs before it can start.',
        '      - run: bun install --frozen-lockfile && bun run build',
        ''
      ].join('\n')
    )
    expect(baseSetup(workflow)).toBe('bun install --frozen-lockfile && bun run build')
    // No rank, no mark: each tool is expected within the cut.
    expect(read(dir, MANIFEST)).toContain('queries:\n  - query: create entities\n    expect: create_entities\n  - query: add entities\n    expect: create_entities\n  - query: notes create entities\n    expect: create_entities\n  - query: create relations\n    expect: create_relations\n')
    expect(await check(dir)).toEqual({ failed: false, summary: expect.objectContaining({ queries: 27, passed: 27, failed: 0 }) })
  })
})

describe('pnpm', () => {
  const dir = repository('pnpm', {
    '.gitignore': 'node_modules\n',
    'package.json': JSON.stringify({ name: 'everything-mcp', main: 'server.js' }),
    'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
    'server.js': server('everything.tools.json', 'everything')
  })

  it('uses pnpm from its committed lock file, with pnpm/action-setup before setup-node\'s pnpm cache; check passes', async () => {
    const result = await init(dir)
    expect(result.detected.toolchain).toMatchObject({ kind: 'node', manager: 'pnpm', lockFile: 'pnpm-lock.yaml', evidence: 'pnpm-lock.yaml, tracked by git' })
    const workflow = read(dir, WORKFLOW)
    expect(setupSteps(workflow)).toBe(
      [
        '      - uses: pnpm/action-setup@v4',
        '        with:',
        '          version: 10',
        '      - uses: actions/setup-node@v5',
        '        with:',
        '          node-version: 24',
        '          cache: pnpm',
        '      # Whatever your server needs before it can start.',
        '      - run: pnpm install --frozen-lockfile',
        ''
      ].join('\n')
    )
    expect(baseSetup(workflow)).toBe('pnpm install --frozen-lockfile')
    const { passed, knownFailures, queries } = result.evaluation.summary
    expect(await check(dir)).toEqual({ failed: false, summary: expect.objectContaining({ queries, passed, knownFailures, failed: 0 }) })
  })
})

describe('a Python server with a package.json beside its pyproject.toml', () => {
  const pyproject = '[project]\nname = "blender-mcp"\nrequires-python = ">=3.10"\n\n[project.scripts]\nblender-mcp = "blender_mcp.server:main"\n'
  // The package.json is for tooling (a formatter); it says nothing about starting a server.
  const files = { '.gitignore': '.venv/\nnode_modules\n', 'pyproject.toml': pyproject, 'package.json': JSON.stringify({ private: true, devDependencies: { prettier: '^3.0.0' } }) }
  // pip installs the project's script into the active virtual environment: here it serves recorded tools.
  const dir = repository('python', { ...files, 'requirements.txt': 'mcp>=1.0\n', '.venv/bin/blender-mcp': server('filesystem.tools.json', 'blender') })
  chmodSync(join(dir, '.venv/bin/blender-mcp'), 0o755)
  const PATH = `${join(dir, '.venv/bin')}:${process.env.PATH}`

  it('falls through package.json to pyproject.toml, runs the script pip installed, and writes pip\'s set-up', async () => {
    const run = await runCli(['init', '-e', 'claude-code', '-e', 'codex'], { cwd: dir, env: { PATH } })
    expect(run.stdout.split('\n').slice(0, 3)).toEqual([
      'package.json has no `bin`, `main` or `scripts.start`; found the server in pyproject.toml `[project.scripts]` blender-mcp: blender-mcp',
      'package manager: pip (requirements.txt, tracked by git)',
      'collected blender (stdio, 14 tools)'
    ])
    expect(read(dir, MANIFEST)).toContain('  blender:\n    command: blender-mcp\nqueries:\n')
    const workflow = read(dir, WORKFLOW)
    expect(setupSteps(workflow)).toBe(
      [
        '      - uses: actions/setup-python@v6',
        '        with:',
        '          python-version-file: pyproject.toml',
        '          cache: pip',
        '      # Whatever your server needs before it can start.',
        '      - run: pip install -r requirements.txt && pip install -e .',
        ''
      ].join('\n')
    )
    expect(baseSetup(workflow)).toBe('pip install -r requirements.txt && pip install -e .')
    const checked = await runCli(['check'], { cwd: dir, env: { PATH } })
    expect([checked.code, checked.stdout.trimEnd().split('\n').pop()]).toEqual([0, '37 queries: 37 passed, 0 failed'])
  })

  it('the base side\'s setup hint and a given --command go with the Python toolchain, not the package.json beside it', async () => {
    expect(setupCommand(await repositoryToolchain(dir))).toBe('pip install -r requirements.txt && pip install -e .')
    const given = await detectServer(dir, { command: 'python -m blender_mcp.server' })
    expect(given).toMatchObject({ found: '--command', name: 'blender', entry: { command: 'python -m blender_mcp.server' }, toolchain: { kind: 'python', manager: 'pip' } })
  })

  it('with no lock file and no uv on PATH, runs the script pip installed and writes `pip install -e .`', async () => {
    const bare = repository('python-bare', { ...files, '.venv/bin/blender-mcp': server('filesystem.tools.json', 'blender') })
    chmodSync(join(bare, '.venv/bin/blender-mcp'), 0o755)
    // The bundled CLI as a user runs it, with a PATH that has the virtual environment and node but no uv.
    const run = await runCli(['init', '-e', 'claude-code'], { cwd: bare, env: { PATH: `${join(bare, '.venv/bin')}:${dirname(process.execPath)}` } })
    expect(run.stdout.split('\n').slice(0, 2)).toEqual([
      'package.json has no `bin`, `main` or `scripts.start`; found the server in pyproject.toml `[project.scripts]` blender-mcp: blender-mcp',
      'package manager: pip (no uv.lock, poetry.lock or requirements.txt tracked by git, and no uv on PATH: pip, which installs the project pyproject.toml declares)'
    ])
    expect(read(bare, MANIFEST)).toContain('  blender:\n    command: blender-mcp\nqueries:\n')
    expect(baseSetup(read(bare, WORKFLOW))).toBe('pip install -e .')
  })

  it('with uv.lock committed and no uv on PATH, says how to install uv or what to pass, before anything starts', async () => {
    const uv = repository('python-uv', { ...files, 'uv.lock': 'version = 1\n' })
    await expect(init(uv, { callerEnv: { PATH: dirname(process.execPath) } })).rejects.toThrow(
      'pyproject.toml `[project.scripts]` blender-mcp starts with `uv run blender-mcp`, and uv is not on PATH: install it (`curl -LsSf https://astral.sh/uv/install.sh | sh`, or `pipx install uv`), or say how to start the server with --command "python -m your_server"'
    )
  })

  it('with neither a script nor --command, says which files it looked at and suggests a command for Python', async () => {
    const none = repository('python-none', { ...files, 'pyproject.toml': '[project]\nname = "blender-mcp"\n', 'uv.lock': 'version = 1\n' })
    await expect(init(none)).rejects.toThrow(
      'cannot tell how to start the server: package.json has no `bin`, `main` or `scripts.start`, and pyproject.toml has no `[project.scripts]`; say it with --command "uv run python -m your_server" (stdio) or --url http://localhost:3000/mcp (HTTP)'
    )
  })
})

describe('the filesystem server, which Codex ranks #6 for "write file" and Claude Code #1', () => {
  const dir = repository('filesystem', {
    '.gitignore': 'node_modules\n',
    'package.json': JSON.stringify({ name: '@modelcontextprotocol/server-filesystem', bin: { 'mcp-server-filesystem': 'index.js' } }),
    'package-lock.json': '{}\n',
    'index.js': server('filesystem.tools.json', 'filesystem')
  })

  it('expects it within each cut, no rank; --ranks writes each engine\'s rank where they differ; check passes on both', async () => {
    const engines = ['claude-code', 'codex']
    const plain = await init(dir, { engines })
    const text = read(dir, MANIFEST)
    expect(text).toContain('engines: [claude-code, codex]\n')
    expect(text).toContain('  - query: read file\n    expect: read_file\n  - query: read text file\n'); expect(text).toContain('  - query: write file\n    expect: write_file\n  - query: edit file\n')
    // Their other wordings pass only on a tie at the cut (fragile), so none is written, and init says so.
    expect(plain.unphrased).toEqual(['read_file', 'write_file'])
    expect(text).not.toContain('rank:')
    expect(plain.evaluation.summary).toMatchObject({ queries: 37, passed: 37, failed: 0, knownFailures: 0 })
    expect(await check(dir)).toEqual({ failed: false, summary: expect.objectContaining({ passed: 37, failed: 0 }) })

    const ranked = await init(dir, { engines, ranks: true, force: true })
    const manifest = read(dir, MANIFEST)
    expect(manifest).toContain('  - query: write file\n    expect: write_file\n    rank: { claude-code: 1, codex: 6 }\n  - query: edit file\n    expect: edit_file\n    rank: 1\n')
    expect(parseManifest(manifest, MANIFEST).queries.find((q) => q.query === 'write file')!.rank).toEqual({ engines: {}, families: { 'claude-code': 1, codex: 6 } })
    expect(ranked.evaluation.summary).toMatchObject({ passed: 37, failed: 0 })
    expect(await check(dir)).toEqual({ failed: false, summary: expect.objectContaining({ passed: 37, failed: 0 }) })
  })
})

describe('init --neighbours --timeout, on the example issue tracker', () => {
  const dir = repository('neighbours', {
    '.gitignore': 'node_modules\n',
    'package.json': read(join(ROOT, 'examples/issue-tracker'), 'package.json'),
    'server.js': read(join(ROOT, 'examples/issue-tracker'), 'server.js')
  })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))

  it('writes both, ranks the queries beside the neighbours, and marks per engine the ones they crowd out; check passes', async () => {
    const result = await init(dir, { engines: ['claude-code', 'codex'], neighbours: ['github,slack'], timeout: '90s' })
    const manifest = read(dir, MANIFEST)
    expect(manifest).toContain('  issue-tracker:\n    command: node\n    args: [server.js]\n    timeout: 90s\nneighbours: [github, slack]\nqueries:\n')
    // GitHub lists a create_issue too: the tracker's is named with its server.
    expect(manifest).toContain(
      '  - query: update issue\n    expect: issue-tracker/update_issue\n    known_failure:\n      codex: "ranks #10 (top 8); github/create_issue wins"\n  - query: close issue\n    expect: close_issue\n'
    )
    expect(result.failing).toEqual([
      { tool: 'issue-tracker/update_issue', engines: ['codex'] },
      { tool: 'reopen_issue', engines: ['codex'] }
    ])
    expect(await check(dir)).toEqual({ failed: false, summary: { queries: 31, passed: 29, failed: 0, knownFailures: 2, reportOnly: 0, fragile: 0 } })
  })

  it('refuses a mistaken --neighbours, --timeout or --engine before anything starts', async () => {
    const options = { force: true, callerEnv: {} }
    await expect(init(dir, { ...options, neighbours: ['githb'] })).rejects.toThrow(/^--neighbours: unknown neighbour `githb`, did you mean `github`\? \(neighbours: github, /)
    await expect(init(dir, { ...options, timeout: '0' })).rejects.toThrow('--timeout 0 is shorter than 1ms; give at least 1ms')
    await expect(init(dir, { ...options, timeout: 'soon' })).rejects.toThrow('--timeout must be a duration such as `30s` or `2m`, got `soon`')
    await expect(init(dir, { ...options, engines: ['codx'] })).rejects.toThrow(/^unknown engine `codx`/)
  })
})
