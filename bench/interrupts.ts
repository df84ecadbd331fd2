/**
 * The time bounds a user feels, as whole processes of the bundled CLI: how soon Ctrl-C or
 * SIGTERM ends a check (while servers start, while a long ranking runs), how soon a server's
 * `timeout` ends one, and what the capped job summary and comment of a large check cost. Tests
 * assert what these runs do (exit codes, nothing left running, no partial report); the figures
 * are measured here, where a busy machine makes a slow row, not a failed suite.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { medianRun } from './processes.js'

const CLI = resolve('dist/cli/index.js')
const MISBEHAVE = resolve('__tests__/fixtures/servers/misbehave.mjs')
const BRIDGE = resolve('__tests__/fixtures/servers/http-bridge.mjs')
const EXAMPLE_SERVER = resolve('examples/issue-tracker/server.js')
const GITHUB_CATALOG = resolve('__tests__/fixtures/catalogs/github.tools.json')
const MANIFEST = 'mcp-tool-rank.yml'
const q = (s: string): string => JSON.stringify(s)

export interface BoundRow {
  what: string
  ms: number
  /** The target: at most this many milliseconds. */
  targetMs: number
}

/**
 * Starts `check` in `dir`, waits until its progress (`--verbose`, on stderr) shows `ready`,
 * then `settleMs` more, sends `signal`, and measures from the signal to the exit.
 */
async function signalToExit(dir: string, ready: string, settleMs: number, signal: NodeJS.Signals): Promise<{ ms: number; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' }
  delete env.CI
  const child = spawn(process.execPath, [CLI, 'check', '--config', MANIFEST, '--verbose'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
  const closed = new Promise<number | null>((done) => child.once('close', (code) => done(code)))
  while (!stderr.includes(ready)) {
    if (child.exitCode !== null) throw new Error(`check ended before "${ready}": ${stderr}`)
    await sleep(10)
  }
  await sleep(settleMs)
  const sent = performance.now()
  child.kill(signal)
  const code = await closed
  return { ms: performance.now() - sent, code }
}

/** A folder with MANIFEST holding `yaml`. */
function folder(work: string, name: string, yaml: string): string {
  const dir = join(work, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, MANIFEST), yaml)
  return dir
}

/** A stdio server that never answers and an HTTP server whose `start` never listens. */
function stuckServers(work: string): string {
  return folder(
    work,
    'stuck',
    `version: 1\nservers:\n  stuck:\n    command: [${q(process.execPath)}, ${q(MISBEHAVE)}, hang]\n    timeout: 2m\n  web:\n    url: http://127.0.0.1:9/mcp\n    start: ${q(`${q(process.execPath)} ${q(BRIDGE)} --port 9 --no-listen`)}\n    timeout: 2m\nqueries:\n  - query: anything\n`
  )
}

/** 3,000 synthetic tools and 3,000 queries under three engines: seconds of ranking. */
function longRanking(work: string): string {
  const words = 'create delete update list get search find issue branch file user team project label comment merge pull request review commit tag release'.split(' ')
  const w = (i: number): string => words[i % words.length]
  const tools = Array.from({ length: 3000 }, (_, i) => ({ name: `${w(i)}_${w(i * 7)}_${i}`, description: `Use this to ${w(i)} a ${w(i * 7)} and ${w(i * 13)}, number ${i}.`, inputSchema: { type: 'object' } }))
  const queries = Array.from({ length: 3000 }, (_, i) => `  - query: ${w(i)} ${w(i * 3 + 1)} ${w(i * 5 + 2)}`)
  const dir = folder(work, 'ranking', `version: 1\nengines: [claude-code@2.1, claude-code@2.0, ai-sdk]\nservers:\n  tracker:\n    command: [${q(process.execPath)}, ${q(EXAMPLE_SERVER)}]\n  large:\n    catalog: large.tools.json\nqueries:\n${queries.join('\n')}\n`)
  writeFileSync(join(dir, 'large.tools.json'), JSON.stringify({ tools }))
  return dir
}

/** One server of `mode` with `timeout: 1s`. */
function timingOut(work: string, mode: string): string {
  return folder(work, mode, `version: 1\nservers:\n  slow:\n    command: [${q(process.execPath)}, ${q(MISBEHAVE)}, ${mode}]\n    env: { SIGTERM_NOTE: /dev/null }\n    timeout: 1s\nqueries: []\n`)
}

/** 3,000 queries of CJK text, each expecting a tool it does not find: the longest summary and comment to cap. */
function largeReport(work: string): string {
  const cjk = '課題を作成してプロジェクトの担当者に割り当てる検索語句です'
  const queries = Array.from({ length: 3000 }, (_, i) => `  - query: "${cjk}${cjk} ${i}"\n    expect: github/create_issue`)
  const dir = folder(work, 'cjk', `version: 1\nservers:\n  github:\n    catalog: github.tools.json\nqueries:\n${queries.join('\n')}\n`)
  writeFileSync(join(dir, 'github.tools.json'), readFileSync(GITHUB_CATALOG))
  return dir
}

/** Every row, with its target; `runs` runs of each, the median kept. */
export async function interruptRows(work: string, runs = 3): Promise<{ rows: BoundRow[]; summaryBytes: number; commentChars: number }> {
  const median = async (measure: () => Promise<number>): Promise<number> => {
    const all: number[] = []
    for (let i = 0; i < runs; i++) all.push(await measure())
    return all.sort((a, b) => a - b)[Math.floor(runs / 2)]
  }
  const expectCode = (code: number | null, want: number, what: string): void => {
    if (code !== want) throw new Error(`${what} exited ${code}, not ${want}`)
  }
  const rows: BoundRow[] = []

  for (const [dir, ready, settleMs, signal, code, what] of [
    [stuckServers(work), '▸ Starting 2 servers', 1500, 'SIGTERM', 143, 'SIGTERM while two servers start (stdio, HTTP `start`): signal to exit 143'],
    [longRanking(work), '▸ Ranking 3,000 queries', 300, 'SIGINT', 130, 'Ctrl-C (SIGINT) while 3,000 queries over 3,013 tools rank: signal to exit 130']
  ] as const) {
    const ms = await median(async () => {
      const run = await signalToExit(dir, ready, settleMs, signal)
      expectCode(run.code, code, what)
      return run.ms
    })
    rows.push({ what, targetMs: 1000, ms })
  }

  for (const [mode, what, targetMs] of [
    ['hang', 'a server that never answers, `timeout: 1s`: the whole check, to exit 2', 2500],
    ['ignore-sigterm', 'a server that ignores SIGTERM, `timeout: 1s`: the whole check, the 2 s grace before SIGKILL included', 4500]
  ] as const) {
    const dir = timingOut(work, mode)
    const run = medianRun(runs, [CLI, 'check', '--config', MANIFEST], dir)
    expectCode(run.code, 2, mode)
    rows.push({ what, targetMs, ms: run.ms })
  }

  const cjk = largeReport(work)
  const plain = medianRun(runs, [CLI, 'check', '--config', MANIFEST], cjk)
  const capped = medianRun(runs, [CLI, 'check', '--config', MANIFEST, '--summary', 'summary.md', '--markdown', 'comment.md'], cjk)
  expectCode(capped.code, 1, 'the large check')
  rows.push({ what: 'the job summary and comment of 3,000 failing CJK queries, each capped: what `--summary` and `--markdown` add to the check', targetMs: 1000, ms: capped.ms - plain.ms })
  return { rows, summaryBytes: statSync(join(cjk, 'summary.md')).size, commentChars: readFileSync(join(cjk, 'comment.md'), 'utf8').length }
}
