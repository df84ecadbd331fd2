/**
 * The base-branch diff end to end: real git repositories in temporary folders, a real MCP
 * server whose tool descriptions the "PR" edits, and the bundled CLI's `check --base`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, runCli, tempDir, type CliRun } from './helpers/cli.js'
import { git } from './helpers/git.js'

const SERVER = join(ROOT, '__tests__/fixtures/baseline/catalog-server.mjs')
const QUERY = 'merge branch'

const BRANCH_TOOLS = ['create_branch', 'delete_branch', 'get_branch', 'protect_branch', 'rename_branch']
function tools(mergeInBranchTools: boolean): object[] {
  return [
    ...BRANCH_TOOLS.map((name) => ({
      name,
      description: `${name.split('_')[0]} a branch${mergeInBranchTools ? ' before you merge it' : ''}.`,
      inputSchema: { type: 'object', properties: { branch: { type: 'string' } } }
    })),
    { name: 'merge_pull_request', description: 'Merge a pull request into its base branch.', inputSchema: { type: 'object', properties: { number: { type: 'number' } } } },
    { name: 'list_pull_requests', description: 'List pull requests.', inputSchema: { type: 'object' } }
  ]
}

const MANIFEST = `version: 1
servers:
  github:
    command: node
    args: [server.mjs, tools.json]
    env: { STARTS_LOG: "\${STARTS_LOG}" }
queries:
  - query: ${QUERY}
    expect: merge_pull_request
  - query: list pull requests
    expect: list_pull_requests
`

interface Repo {
  dir: string
  starts: string
  commit(message: string): string
  check(args: string[]): Promise<CliRun>
  startedIn(): string[]
}

const tmp = tempDir('mcp-tool-rank-baseline-')
/** The CLI's own temporary folder (TMPDIR), so worktrees of tests running alongside do not count. */
const cliTmp = join(tmp.path, 'tmp')
mkdirSync(cliTmp)
let repoCount = 0

/** A repository with the server and manifest; node_modules comes from the project (ignored). */
function makeRepo(options: { manifest?: boolean; lock?: boolean } = {}): Repo {
  const dir = join(tmp.path, `repo${repoCount++}`)
  mkdirSync(join(dir, '.github'), { recursive: true })
  git(dir, 'init', '-q', '-b', 'main')
  copyFileSync(SERVER, join(dir, 'server.mjs'))
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
  writeFileSync(join(dir, '.gitignore'), 'node_modules\n')
  writeFileSync(join(dir, 'tools.json'), JSON.stringify(tools(false), null, 2))
  if (options.manifest !== false) writeFileSync(join(dir, '.github/mcp-tool-rank.yml'), MANIFEST)
  const starts = join(dir, '..', `starts-${repoCount}.log`)
  const env = { STARTS_LOG: starts, TMPDIR: cliTmp }
  return {
    dir,
    starts,
    commit(message) {
      git(dir, 'add', '-A')
      git(dir, 'commit', '-q', '-m', message)
      return git(dir, 'rev-parse', 'HEAD')
    },
    check: (args) => runCli(['check', ...args], { cwd: dir, env }),
    startedIn: () => (existsSync(starts) ? readFileSync(starts, 'utf8').trim().split('\n').filter(Boolean) : [])
  }
}

function leftovers(): string[] {
  return readdirSync(cliTmp)
}

const before = leftovers()
afterAll(() => tmp.cleanup())

describe('through the worktree (no lock file)', () => {
  let repo: Repo
  let base: string
  let run: CliRun
  let json: { verdict: { tally: { regressions: number } }; baseline: { source: string; rows: Array<{ change: string; baseRank: number; headRank: number; crossed?: string }> } }
  beforeAll(async () => {
    repo = makeRepo()
    base = repo.commit('base')
    writeFileSync(join(repo.dir, 'tools.json'), JSON.stringify(tools(true), null, 2))
    repo.commit('mention merge in the branch tools')
    run = await repo.check(['--base', base, '--setup', `ln -sf ${join(ROOT, 'node_modules')} node_modules`, '--json', 'report.json', '--explain'])
    json = JSON.parse(readFileSync(join(repo.dir, 'report.json'), 'utf8'))
  })

  it('shows the rank change and fails on the regression', () => {
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/base [0-9a-f]{7} from a worktree \(1 server started, setup [\d.]+ s, [\d.]+ s in all\): 1 regression, 0 shifts, 0 improvements\n/)
    expect(run.stdout).toContain('▼ regression   merge branch  merge_pull_request  claude-code@2.1  #1 → #6  fell out of the top 5')
    expect(run.stdout).toContain('catalog: 5 descriptions changed')
    // Blame: who overtook it, with the words of this PR.
    expect(run.stdout).toContain('github/create_branch #2 → #1: "merge" description +2')
    expect(run.stdout).toContain('failed: 1 regression: "merge branch" merge_pull_request #1 → #6 under claude-code@2.1\n')
    expect(run.code).toBe(1)
    expect(json.baseline).toMatchObject({ source: 'worktree' })
    expect(json.verdict.tally.regressions).toBe(1)
    expect(json.baseline.rows[0]).toMatchObject({ change: 'regression', baseRank: 1, headRank: 6, crossed: 'fell-out' })
  })

  it('started the base server in the worktree, and removed the worktree', () => {
    const started = repo.startedIn()
    expect(started).toHaveLength(2)
    expect(started.filter((d) => d.startsWith(join(cliTmp, 'mcp-tool-rank-base-')))).toHaveLength(1)
    expect(git(repo.dir, 'worktree', 'list').split('\n')).toHaveLength(1)
    expect(leftovers()).toEqual(before)
  })

  it('passes with no change once the edit is reverted', async () => {
    writeFileSync(join(repo.dir, 'tools.json'), JSON.stringify(tools(false), null, 2))
    repo.commit('revert')
    const again = await repo.check(['--base', base, '--setup', `ln -sf ${join(ROOT, 'node_modules')} node_modules`])
    expect(again.stdout).toMatch(/: 0 regressions, 0 shifts, 0 improvements\n/)
    expect(again.stdout).not.toContain('catalog:')
    expect(again.code).toBe(0)
    expect(leftovers()).toEqual(before)
  })

  it('fails only when asked to: --fail-on missing ignores what held on the base', async () => {
    const onlyMissing = await repo.check(['--base', `${base}`, '--fail-on', 'missing'])
    expect(onlyMissing.code).toBe(0)
  })
})

describe('through the lock file', () => {
  let repo: Repo
  let run: CliRun
  beforeAll(async () => {
    repo = makeRepo()
    expect((await repo.check(['--update-lock'])).code).toBe(0)
    const base = repo.commit('base with lock')
    writeFileSync(join(repo.dir, 'tools.json'), JSON.stringify(tools(true), null, 2))
    expect((await repo.check(['--update-lock'])).code).toBe(1)
    repo.commit('edit, lock updated')
    writeFileSync(repo.starts, '')
    run = await repo.check(['--base', base])
  })

  it('ranks the base from its lock file without starting a base server', () => {
    expect(run.stdout).toMatch(/base [0-9a-f]{7} from its lock file \(no server started, \d+ ms\): 1 regression/)
    expect(run.stdout).toContain('▼ regression   merge branch  merge_pull_request  claude-code@2.1  #1 → #6  fell out of the top 5')
    expect(run.code).toBe(1)
    expect(repo.startedIn()).toEqual([repo.dir])
    expect(leftovers()).toEqual(before)
  })
})

describe('in a shallow clone', () => {
  it('fetches the base commit on its own, as in a default actions/checkout', async () => {
    const origin = makeRepo()
    expect((await origin.check(['--update-lock'])).code).toBe(0)
    const base = origin.commit('base with lock')
    writeFileSync(join(origin.dir, 'tools.json'), JSON.stringify(tools(true), null, 2))
    expect((await origin.check(['--update-lock'])).code).toBe(1)
    origin.commit('edit, lock updated')
    const shallow = join(tmp.path, 'shallow')
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin.dir}`, shallow], { stdio: 'pipe' })
    symlinkSync(join(ROOT, 'node_modules'), join(shallow, 'node_modules'))
    expect(() => git(shallow, 'cat-file', '-e', `${base}^{commit}`)).toThrow()
    const run = await runCli(['check', '--base', base], { cwd: shallow, env: { STARTS_LOG: origin.starts, TMPDIR: cliTmp } })
    expect(run.stdout).toMatch(/base [0-9a-f]{7} from its lock file \(no server started, \d+ ms\): 1 regression/)
    expect(run.code).toBe(1)
  })
})

describe('without a usable base', () => {
  it('says "no baseline" and passes when the base has no manifest', async () => {
    const repo = makeRepo({ manifest: false })
    const base = repo.commit('before the manifest')
    writeFileSync(join(repo.dir, '.github/mcp-tool-rank.yml'), MANIFEST)
    repo.commit('add the manifest')
    const run = await repo.check(['--base', base])
    expect(run.stdout).toContain(`no baseline: the base commit ${base.slice(0, 7)} has no .github/mcp-tool-rank.yml`)
    expect(run.code).toBe(0)
  })

  it('warns when the base server fails to start, with its cause and stderr tail, and the head verdict stands', async () => {
    const repo = makeRepo()
    writeFileSync(join(repo.dir, 'server.mjs'), 'console.error("base is broken"); process.exit(3)\n')
    const base = repo.commit('broken server')
    copyFileSync(SERVER, join(repo.dir, 'server.mjs'))
    repo.commit('fixed server')
    const run = await repo.check(['--base', base, '--setup', `ln -sf ${join(ROOT, 'node_modules')} node_modules`])
    expect(run.stdout).toContain(
      'warning: no baseline: the base side failed: server `github`: exited with code 3 before `initialize`\n' +
        '  server `github`: last 1 line(s) of its stderr:\n' +
        '    base is broken\n'
    )
    expect(run.code).toBe(0)
    expect(leftovers()).toEqual(before)
  })

  it('says what the worktree lacks and to pass --setup when the base server cannot start without a build', async () => {
    const repo = makeRepo()
    // The server is build output: git ignores it, so the base worktree does not have it.
    mkdirSync(join(repo.dir, 'build'))
    copyFileSync(SERVER, join(repo.dir, 'build/server.mjs'))
    writeFileSync(join(repo.dir, '.gitignore'), 'node_modules\nbuild/\n')
    writeFileSync(join(repo.dir, '.github/mcp-tool-rank.yml'), MANIFEST.replace('server.mjs', 'build/server.mjs'))
    const base = repo.commit('base')
    writeFileSync(join(repo.dir, 'NOTES.md'), 'a change that moves no rank\n')
    repo.commit('head')
    const run = await repo.check(['--base', base])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      'warning: no baseline: the base side failed: server `github`: exited with code 1 before `initialize`; ' +
        'the worktree of the base commit has only what git tracks, not build/, node_modules: ' +
        'pass `setup` (the action) or `--setup` (the CLI) to install and build it, e.g. "npm ci && npm run build"\n' +
        '  server `github`: last '
    )
    expect(run.stdout).toMatch(/^ {4}Error: Cannot find module '.*\/build\/server\.mjs'$/m)
    expect(leftovers()).toEqual(before)
  })

  it.each([
    ['echo building; echo broken >&2; exit 4', 'exited with code 4\n    building\n    broken\n'],
    ['false', 'exited with code 1 and printed nothing\n']
  ])('warns when the setup command %j fails, with its exit code and output, and leaves no worktree', async (setup, says) => {
    const repo = makeRepo()
    const base = repo.commit('base')
    writeFileSync(join(repo.dir, 'NOTES.md'), 'a change that moves no rank\n')
    repo.commit('head')
    const run = await repo.check(['--base', base, '--baseline', 'worktree', '--setup', setup])
    expect(run.stdout).toContain(`warning: no baseline: the base side failed: setup \`${setup}\` ${says}`)
    expect(run.code).toBe(0)
    expect(leftovers()).toEqual(before)
  })

  it.each([['deadbeefdeadbeefdeadbeefdeadbeefdeadbeef'], ['no-such-ref']])('--base %s that names no commit is a usage error in git\'s words, before any server starts', async (ref) => {
    const repo = makeRepo()
    repo.commit('only commit')
    const run = await repo.check(['--base', ref])
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `mcp-tool-rank: --base ${ref} is not a commit in this checkout, and \`git fetch origin ${ref}\` failed: fatal: 'origin' does not appear to be a git repository\n`
    })
    expect(repo.startedIn()).toEqual([])
  })
})
