/**
 * Runs the bundled action (dist/index.js) exactly as the runner runs it: INPUT_* variables
 * (dashes kept, as the runner sets them), GITHUB_EVENT_PATH, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, with the GitHub API pointed at a loopback stand-in.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT, RUN_BOUND_MS } from './cli.js'
import type { GitHubApi } from './github-api.js'

export const ACTION = join(ROOT, 'dist/index.js')
export const EVENTS = join(ROOT, '__tests__/fixtures/events')
export const TOKEN = 'ghs_loopbacktoken'

export interface ActionRun {
  code: number
  stdout: string
  outputs: Record<string, string>
  summary: string
  dir: string
}

export interface ActionOptions {
  /** A file in __tests__/fixtures/events, or an absolute path. */
  event: string
  eventName: string
  workspace: string
  inputs?: Record<string, string>
  sha?: string
  /** More environment variables. */
  env?: Record<string, string>
}

/** Parses the GITHUB_OUTPUT file: `name<<delimiter`, value lines, `delimiter`. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n?\2$/gm
  for (const m of text.matchAll(re)) out[m[1]] = m[3]
  return out
}

/** A runner for one test file: each run gets a folder of its own under `tmp` (RUNNER_TEMP, outputs, summary). */
export function actionRunner(api: GitHubApi, tmp: string): (options: ActionOptions) => Promise<ActionRun> {
  let runs = 0
  return (options) => {
    if (!existsSync(ACTION)) throw new Error(`${ACTION} is missing: run \`npm run bundle\` first`)
    const dir = join(tmp, `run${++runs}`)
    mkdirSync(dir)
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary.md') }
    writeFileSync(files.output, '')
    writeFileSync(files.summary, '')
    // No request to the real npm registry from a test: a test of the version check turns it on.
    const inputs: Record<string, string> = { config: '.github/mcp-tool-rank.yml', 'github-token': TOKEN, comment: 'auto', 'fail-on': 'missing,regression', 'working-directory': '.', 'check-client-versions': 'false', ...options.inputs }
    const env: NodeJS.ProcessEnv = {
      // A clean environment: none of this test process's own GITHUB_* (CI may run on Actions).
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: options.event.startsWith('/') ? options.event : join(EVENTS, options.event),
      GITHUB_REPOSITORY: 'octo/tools',
      GITHUB_SHA: options.sha ?? 'abcdef0123456789abcdef0123456789abcdef01',
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_NUMBER: '42',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: api.url,
      GITHUB_GRAPHQL_URL: `${api.url}/graphql`,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      // The loopback API has no rate limits: a millisecond between writes and per retry step, not GitHub's second.
      MCP_TOOL_RANK_GITHUB_WAIT_UNIT: '1',
      ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
      ...options.env
    }
    return new Promise((resolve) => {
      execFile(process.execPath, [ACTION], { cwd: options.workspace, env, timeout: RUN_BOUND_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 99) : 0,
          stdout,
          outputs: parseOutputs(readFileSync(files.output, 'utf8')),
          summary: readFileSync(files.summary, 'utf8'),
          dir
        })
      })
    })
  }
}

/** The head of the fork PR #8 that workflow_run_fork.json names. */
const FORK_HEAD = '3333333333333333333333333333333333333333'

/**
 * The fork recipe's second workflow: a folder with nothing but the first run's report, the
 * workflow_run event of fork PR #8, and the action commenting from the report.
 */
export function commentFromReport(runAction: (options: ActionOptions) => Promise<ActionRun>, api: GitHubApi, report: string, dir: string): Promise<ActionRun> {
  mkdirSync(dir)
  writeFileSync(join(dir, 'report.json'), readFileSync(report))
  api.pulls.push({ number: 8, headSha: FORK_HEAD, headLabel: 'mallory:main' })
  return runAction({ event: 'workflow_run_fork.json', eventName: 'workflow_run', workspace: dir, inputs: { 'from-report': 'report.json' } })
}
