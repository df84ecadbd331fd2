import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { main } from '../src/cli/main.js'
import { textWidth } from '../src/util/fit.js'
import { HAS_COMPILE_CACHE, ROOT, runCli, tempDir, type CliRun } from './helpers/cli.js'
import { processesWithArg } from './helpers/processes.js'
import { capturingOutput } from './helpers/stdout.js'

const EXAMPLE = 'examples/mcp-tool-rank.yml'
const SERVER = join(ROOT, 'examples/issue-tracker/server.js')
const tmp = tempDir()
let example: CliRun
let report: {
  version: number
  engines: Array<{ id: string }>
  servers: Array<{ name: string; tools: number; source: string }>
  tools: string[]
  contributions: unknown[]
  queries: Array<{ query: string; line: number; status: string; engines: Record<string, { results: number[]; ranking: Array<[number, number, number, number[]]>; scored: number; expectations: Array<{ tool: string; rank: number; pass: boolean }> }> }>
  summary: { queries: number; passed: number; failed: number }
}

beforeAll(async () => {
  // Without COLUMNS, as in a pipe or a CI log: the report fits 80 columns.
  example = await runCli(['check', '--config', EXAMPLE, '--json', join(tmp.path, 'report.json')], { env: { COLUMNS: '' } })
  report = JSON.parse(readFileSync(join(tmp.path, 'report.json'), 'utf8'))
})

afterAll(() => tmp.cleanup())

function write(name: string, text: string): string {
  const path = join(tmp.path, name)
  writeFileSync(path, text)
  return path
}

describe('check on the example server', () => {
  it('prints a ranked report and exits 0 with a known failure', () => {
    expect(example.stderr).toBe('')
    expect(example.code).toBe(0)
    expect(example.stdout).toContain('servers: tracker (stdio, 13 tools) · github (catalog, 26 tools) — 39 tools')
    // The query column does not fit 80 columns: each query on a line above its tools.
    expect(example.stdout).toContain(
      [
        '  query, then tool          claude-code@2.1  claude-code@2.0',
        '✓ create issue',
        '    tracker/create_issue  #1               #1',
        '✓ close ticket',
        '    close_issue           #1               #1',
        '    not delete_issue      – ok             – ok'
      ].join('\n')
    )
    expect(example.stdout).toContain('~ comment on issue\n    tracker/add_comment   #2               #7 ✗\n')
    expect(example.stdout).toContain('✓ who am i\n    whoami                always\n')
    // One line per failing expectation, its engines inline, wrapped to 80 columns.
    expect(example.stdout).toContain(
      'examples/mcp-tool-rank.yml:30: "comment on issue" tracker/add_comment needs ≤ 5:\n  #7 under claude-code@2.0 (tied at the cut)\n  known failure: under claude-code@2.0 add_comment ranks 7th; its description\n    needs more than "Add a comment to an issue."\n'
    )
    expect(example.stdout.split('\n').filter((l) => textWidth(l) > 80)).toEqual([])
    expect(example.stdout).toMatch(/12 queries: 10 passed, 0 failed, 1 known failure, 1 without expectations/)
    expect(example.stdout).not.toContain('\u001b[')
  })

  it('writes the JSON report', () => {
    expect(report.version).toBe(4)
    expect(report.engines.map((e) => e.id)).toEqual(['claude-code@2.1', 'claude-code@2.0'])
    expect(report.servers).toEqual([
      expect.objectContaining({ name: 'tracker', tools: 13, source: 'stdio' }),
      expect.objectContaining({ name: 'github', tools: 26, source: 'catalog' })
    ])
    const create = report.queries[0]
    expect(create).toMatchObject({ query: 'create issue', line: 16, status: 'pass' })
    const cc21 = create.engines['claude-code@2.1']
    // Tools by their index in the report's `tools`, contributions by their index in `contributions`, as [term, field, points].
    expect(cc21.results.map((i) => report.tools[i])).toEqual(['mcp__tracker__create_issue', 'mcp__github__create_issue', 'mcp__tracker__get_issue', 'mcp__tracker__update_issue', 'mcp__tracker__close_issue'])
    // [tool, score, rank, breakdown]
    const [tool, score, rank, breakdown] = cc21.ranking[0]
    expect([tool, score, rank]).toEqual([0, 36, 1])
    expect(breakdown.map((i) => report.contributions[i])).toEqual([
      ['create', 'name', 12],
      ['create', 'coarse-part', 4],
      ['create', 'description', 2],
      ['issue', 'name', 12],
      ['issue', 'coarse-part', 4],
      ['issue', 'description', 2]
    ])
    expect(report.tools[0]).toBe('mcp__tracker__create_issue')
    // The report keeps the top 5 (the expected tool among them); 22 of the 39 tools scored.
    expect(cc21.ranking.map((r) => r[2])).toEqual([1, 2, 3, 4, 5])
    expect(cc21.scored).toBe(22)
    expect(cc21.expectations).toEqual([expect.objectContaining({ tool: 'mcp__tracker__create_issue', rank: 1, pass: true })])
    expect(report.summary).toMatchObject({ queries: 12, passed: 10, failed: 0 })
  })

  it('--json - writes the report to stdout alone, the text for people to stderr; --verbose adds plain step lines there', async () => {
    const run = await runCli(['check', '--config', EXAMPLE, '--verbose', '--json', '-'], { env: { COLUMNS: '' } })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual(report)
    const lines = run.stderr.split('\n')
    expect(lines.filter((l) => !l.startsWith('▸ ')).join('\n')).toBe(example.stdout)
    const steps = lines.filter((l) => l.startsWith('▸ '))
    expect(steps).toEqual([
      '▸ Starting 1 server and collecting their tools…',
      expect.stringMatching(/^▸ Starting 1 server and collecting their tools: done in \d+\.\ds$/),
      '▸ Ranking 12 queries over 39 tools…',
      expect.stringMatching(/^▸ Ranking 12 queries over 39 tools: done in \d+\.\ds$/),
      '▸ Linting 39 tools…',
      expect.stringMatching(/^▸ Linting 39 tools: done in \d+\.\ds$/)
    ])
  })

  it('leaves no server process behind', async () => {
    // A word of its own on the server's command line, so servers of tests running alongside do not count.
    const mark = `--mark=${process.pid}-${Date.now()}`
    const manifest = write('marked.yml', `version: 1\nservers:\n  tracker:\n    command: node\n    args: [${JSON.stringify(SERVER)}, ${JSON.stringify(mark)}]\nqueries:\n  - query: create issue\n    expect: create_issue\n`)
    const run = await runCli(['check', '--config', manifest])
    expect(run.code).toBe(0)
    expect(processesWithArg(mark)).toEqual([])
  })
})

describe('exit codes', () => {
  it('exits 1 with the manifest line when an expectation fails', async () => {
    const manifest = write(
      'fail.yml',
      `version: 1\nservers:\n  tracker:\n    command: node\n    args: [${JSON.stringify(SERVER)}]\nqueries:\n  - query: comment on issue\n    expect: add_comment\n    engines: [claude-code@2.0]\n`
    )
    const run = await runCli(['check', '--config', manifest])
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^✗ comment on issue\s+add_comment\s+#6 ✗$/m)
    expect(run.stdout).toContain('fail.yml:7: "comment on issue" add_comment needs ≤ 5: #6 under claude-code@2.0 (tied at the cut)\n')
    expect(run.stdout).toContain('1 query: 0 passed, 1 failed')
  })

  const marker = join(tmp.path, 'server-started')
  const liveServer = `  live:\n    command: node\n    args: ["-e", "require('fs').writeFileSync(${JSON.stringify(marker).replace(/"/g, '\\"')}, 'x')"]\n`
  it.each([
    ['a YAML syntax error', 'queries: [\n', '8:10: error: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ['an unknown key', 'queries:\n  - query: x\n    exepct: get_issue\n', '10:5: error: unknown key `exepct`, did you mean `expect`?'],
    ['a wrong type', 'queries:\n  - query: x\n    expect: get_issue\n    rank: high\n', '11:11: error: `rank` must be a rank (an integer of at least 1), or a mapping from engine id to one'],
    ['an unknown tool', 'queries:\n  - query: x\n    expect: github/get_isue\n', '10:13: error: no server lists a tool `github/get_isue`, did you mean `github/get_issue`?']
  ])('exits 2 on %s, with file:line:col, before any server starts', async (_label, queries, line) => {
    const catalog = join(tmp.path, 'github.tools.json')
    copyFileSync(join(ROOT, '__tests__/fixtures/catalogs/github.tools.json'), catalog)
    const manifest = write('bad.yml', `version: 1\nservers:\n  github:\n    catalog: ${JSON.stringify(catalog)}\n${liveServer}${queries}`)
    const run = await runCli(['check', '--config', manifest], { cwd: tmp.path })
    expect(run.code).toBe(2)
    // Exactly one line, at the real position (a syntax error once came out at 1:1).
    expect(run.stderr).toBe(`mcp-tool-rank: ${manifest}:${line}\n`)
    expect(existsSync(marker)).toBe(false)
  })

  it('exits 2 when the manifest is missing, suggesting init, with no line and column in a file that is not there', async () => {
    const run = await runCli(['check'], { cwd: tmp.path })
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'mcp-tool-rank: no manifest at .github/mcp-tool-rank.yml: write one with `npx mcp-tool-rank init` at the repository root, or name yours with --config (the action\'s `config` input)\n'
    )
  })

  it('exits 2 in one line when --json names a path it cannot write', async () => {
    const run = await runCli(['check', '--config', EXAMPLE, '--json', '/proc/report.json'])
    expect(run.code).toBe(2)
    expect(run.stderr.trim().split('\n').pop()).toBe('mcp-tool-rank: cannot write /proc/report.json: no such file or folder; give a path that can be written')
  })

  it('exits 2 on an unknown command or option', async () => {
    const unknown = await runCli(['chek'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe('mcp-tool-rank: unknown command `chek`, did you mean `check`? Commands: check, rank, engines, snapshot, tools, lint, record, init\nRun `mcp-tool-rank help` for usage.\n')
    const run = await runCli(['check', '--nope'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe('mcp-tool-rank: `check` takes no option `--nope`\nRun `mcp-tool-rank help check` for usage.\n')
  })

  it.each([
    [['check', '--limit', '3'], '`check` takes no option `--limit`'],
    [['rank', 'x', '--update-lock'], '`rank` takes no option `--update-lock`'],
    [['engines', '--config', 'x.yml'], '`engines` takes no option `--config`'],
    [['snapshot', '-e', 'codex'], '`snapshot` takes no option `-e`'],
    [['lint', '--base', 'main'], '`lint` takes no option `--base`'],
    [['check', '--setup', 'npm ci'], '--setup applies to the base side: pass --base REF as well'],
    [['check', 'extra'], '`check` takes no arguments, got `extra`'],
    [['check', '--version'], '`check` takes no option `--version`'],
    [['check', '--json', '-', '--markdown', '-'], 'only one output can go to stdout, but --json and --markdown both say `-`']
  ])('exits 2 on an option the command does not take: %j', async (args, message) => {
    const run = await runCli(args, { cwd: tmp.path })
    expect(run.code).toBe(2)
    expect(run.stdout).toBe('')
    expect(run.stderr.split('\n')[0]).toBe(`mcp-tool-rank: ${message}`)
  })
})

describe('rank', () => {
  it('prints one ranking with the cut line, and per-term points with --explain', async () => {
    const run = await runCli(['rank', 'comment on issue', '--config', EXAMPLE, '--engine', 'claude-code@2.0', '--explain', '--limit', '8'])
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines[0]).toBe('claude-code@2.0 · "comment on issue" · keyword · top 5')
    expect(lines[1]).toMatch(/^\s+1\s+14\s+mcp__github__add_issue_comment/)
    expect(lines[2]).toContain('"comment": part of name +5, description +2; "issue": part of name +5, description +2')
    expect(run.stdout).toContain('── cut: the client returns the 5 above ──')
    expect(run.stdout).toMatch(/·\s+7\s+9\s+mcp__tracker__add_comment/)
  })

  it('shows the alwaysLoad tool only through its exact name under 2.1', async () => {
    const byWords = await runCli(['rank', 'who am i', '--config', EXAMPLE])
    expect(byWords.stdout).not.toContain('mcp__tracker__whoami')
    const byName = await runCli(['rank', 'mcp__tracker__whoami', '--config', EXAMPLE])
    expect(byName.stdout).toMatch(/exact-name[\s\S]*mcp__tracker__whoami/)
  })
})

describe('snapshot', () => {
  it('says when it replaces a lock file it could not read', async () => {
    const catalog = join(tmp.path, 'slack.tools.json')
    copyFileSync(join(ROOT, '__tests__/fixtures/catalogs/slack.tools.json'), catalog)
    const manifest = write('snap.yml', `version: 1\nlock: snap.lock.json\nservers:\n  slack:\n    catalog: ${JSON.stringify(catalog)}\nqueries: []\n`)
    writeFileSync(join(tmp.path, 'snap.lock.json'), '{broken')
    const run = await runCli(['snapshot', '--config', manifest], { cwd: tmp.path })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/warning: replaced a lock file that could not be read: .*snap\.lock\.json: not valid JSON/)
    const again = await runCli(['snapshot', '--config', manifest], { cwd: tmp.path })
    expect(again.stdout).toContain('no change from the previous lock file')
  })
})

describe('help, version and engines', () => {
  /** The dispatcher in process: the bundled CLI runs each form once above it, this checks the others agree. */
  const inProcess = async (args: string[]): Promise<CliRun> => {
    const { result, stdout, stderr } = await capturingOutput(() => main(args))
    return { code: result, stdout, stderr }
  }

  it.each([['check'], ['rank'], ['engines'], ['snapshot'], ['lint']])('%s --help and help %s', async (command) => {
    const run = await runCli([command, '--help'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`^Usage: mcp-tool-rank ${command}`))
    expect(await inProcess(['help', command])).toEqual(run)
  })

  it('starts with V8\'s compile cache where Node.js has it (22.1 and later)', async () => {
    const cacheRoot = join(tmp.path, 'version-tmp')
    mkdirSync(cacheRoot)
    const run = await runCli(['--version'], { env: { TMPDIR: cacheRoot } })
    expect(run.code).toBe(0)
    expect(existsSync(join(cacheRoot, 'node-compile-cache'))).toBe(HAS_COMPILE_CACHE)
  })

  it('prints the main help, the version, and refuses help on an unknown command', async () => {
    const mainHelp = await runCli(['--help'])
    expect(mainHelp.code).toBe(0)
    expect(mainHelp.stdout).toMatch(/^Commands:\n {2}check {2,}rank every query/m)
    expect(await inProcess(['help'])).toEqual(mainHelp)
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' })
    expect(await inProcess(['-v'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' })
    const unknown = await inProcess(['help', 'lintt'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe('mcp-tool-rank: unknown command `lintt`, did you mean `lint`? Commands: check, rank, engines, snapshot, tools, lint, record, init\nRun `mcp-tool-rank help` for usage.\n')
    const far = await inProcess(['deploy'])
    expect(far.stderr).toBe('mcp-tool-rank: unknown command `deploy`; commands: check, rank, engines, snapshot, tools, lint, record, init\nRun `mcp-tool-rank help` for usage.\n')
  })

  it('lists the engines', async () => {
    const run = await runCli(['engines'])
    expect(run.stdout).toMatch(/^claude-code@2.0\s+Claude Code MCPSearch/m)
    expect(run.stdout).toMatch(/^claude-code\s+alias of claude-code@2.1/m)
  })

  it('colours as Node does: FORCE_COLOR=1 over NO_COLOR, FORCE_COLOR=0 off, a pipe plain', async () => {
    const coloured = await runCli(['check', '--config', EXAMPLE], { env: { NO_COLOR: '1', FORCE_COLOR: '1' } })
    expect(coloured.stdout).toContain('\u001b[32m✓')
    expect(coloured.stderr).toBe('')
    const off = await runCli(['check', '--config', EXAMPLE], { env: { NO_COLOR: '', FORCE_COLOR: '0', TERM: 'xterm-256color', COLUMNS: '' } })
    expect(off.stdout).not.toContain('\u001b[')
    expect(off.stdout).toBe(example.stdout)
  })
})

/**
 * Errors a user can cause that used to read as bugs: each is exit 2 with one line that says
 * what to change, and each ends. The bound is generous (the CLI starts, reads a stored
 * catalog and fails in about a second on a quiet machine, many on a busy one): a run still
 * going after it is killed, and its code is 99, not 2.
 */
describe('errors that read as bugs: exit 2, one line, and an end', () => {
  const END = { timeoutMs: 120_000 }
  const manifest = (lock = '', servers = '  slack:\n    catalog: slack.tools.json\n', queries = '[]'): string => {
    copyFileSync(join(ROOT, '__tests__/fixtures/catalogs/slack.tools.json'), join(tmp.path, 'slack.tools.json'))
    return write('unwritable.yml', `version: 1\n${lock}servers:\n${servers}queries: ${queries}\n`)
  }
  const check = (config: string, args: string[] = []): Promise<CliRun> => runCli(['check', '--config', config, ...args], { cwd: tmp.path, ...END })

  it.each([
    ['--json where no file can be created', ['--json', '/proc/mcp-tool-rank.json'], 'mcp-tool-rank: cannot write /proc/mcp-tool-rank.json: no such file or folder; give a path that can be written'],
    ['--sarif onto a folder', ['--sarif', '.'], 'mcp-tool-rank: cannot write .: it is a folder; give a path that can be written'],
    ['--markdown below a file', ['--markdown', 'slack.tools.json/report.md'], 'mcp-tool-rank: cannot write slack.tools.json/report.md: a file is in the way; give a path that can be written']
  ])('%s', async (_label, args, line) => {
    const run = await check(manifest(), args)
    expect(run.stderr).toBe(`${line}\n`)
    expect(run.code).toBe(2)
  })

  it.each([
    ['a folder', 'lockdir', 'it is a folder'],
    ['below a file', 'slack.tools.json/mcp-tools.lock.json', 'a part of the path is a file, not a folder']
  ])('a lock file path that is %s', async (_label, lock, why) => {
    mkdirSync(join(tmp.path, 'lockdir'), { recursive: true })
    const run = await runCli(['snapshot', '--config', manifest(`lock: ${lock}\n`)], { cwd: tmp.path, ...END })
    expect(run.stderr).toBe(`mcp-tool-rank: ${join(tmp.path, lock)}: cannot write the lock file: ${why}; fix the path or the manifest's \`lock\`\n`)
    expect(run.code).toBe(2)
  })

  it('record -o onto a folder', async () => {
    mkdirSync(join(tmp.path, 'lockdir'), { recursive: true })
    const run = await runCli(['record', '--server', 'slack', '--config', manifest(), '-o', 'lockdir'], { cwd: tmp.path, ...END })
    expect(run.stderr).toBe('mcp-tool-rank: cannot write lockdir: it is a folder; give a path that can be written\n')
    expect(run.code).toBe(2)
  })

  it('init where .github is a file', async () => {
    const dir = join(tmp.path, 'init-blocked')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, '.github'), '')
    const run = await runCli(['init', '--command', `node ${SERVER}`], { cwd: dir, ...END })
    expect(run.stderr).toBe('mcp-tool-rank: cannot write .github/mcp-tool-rank.yml: a file is in the way; give a path that can be written\n')
    expect(run.code).toBe(2)
  })

  it.each([
    ['50000m', 'is longer than 24 days, the longest a timer can wait; give at most 34560m'],
    ['0s', 'is shorter than 1ms; give at least 1ms']
  ])('a server timeout of %s, in the manifest and to record', async (timeout, why) => {
    const config = manifest('', `  live:\n    command: [node, server.js]\n    timeout: ${timeout}\n`)
    const run = await check(config)
    expect(run.stderr).toBe(`mcp-tool-rank: ${config}:5:14: error: \`timeout\` ${timeout} ${why}\n`)
    expect(run.code).toBe(2)
    const record = await runCli(['record', '--timeout', timeout, '--', 'node', 'server.js'], { cwd: tmp.path, ...END })
    expect(record.stderr).toBe(`mcp-tool-rank: --timeout ${timeout} ${why}\n`)
    expect(record.code).toBe(2)
  })

  it('a tool name one server lists twice: rename it in the server, whatever the reference', async () => {
    const tool = (description: string): object => ({ name: 'get_issue', description, inputSchema: { type: 'object' } })
    write('twice.tools.json', JSON.stringify({ tools: [tool('Get one issue by its number.'), tool('Get an issue again.')] }))
    for (const ref of ['get_issue', 'dup/get_issue']) {
      const config = manifest('', '  dup:\n    catalog: twice.tools.json\n', `\n  - query: get an issue\n    expect: ${ref}`)
      const run = await check(config)
      expect(run.stderr).toBe(`mcp-tool-rank: ${config}:7:13: error: \`${ref}\` names 2 tools of server \`dup\` (\`dup/get_issue\`, \`dup/get_issue\`): a client keeps only one of them; rename the others in the server\n`)
      expect(run.code).toBe(2)
    }
  })

  it('one tool and one query are counted in the singular', async () => {
    write('one.tools.json', JSON.stringify({ tools: [{ name: 'get_issue', description: 'Get one issue by its number.', inputSchema: { type: 'object' } }] }))
    const run = await check(manifest('', '  one:\n    catalog: one.tools.json\n', '\n  - query: get an issue\n    expect: get_issue'))
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('server: one (catalog, 1 tool)\n')
    expect(run.stdout).toContain('\n1 query: 1 passed, 0 failed\n')
  })
})
