/**
 * The bundled action (dist/index.js) run as the runner runs it (helpers/action.ts), against
 * the example MCP server and a loopback GitHub API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { HAS_COMPILE_CACHE, ROOT, runCli, tempDir } from './helpers/cli.js'
import { actionRunner, commentFromReport, EVENTS, TOKEN, type ActionRun } from './helpers/action.js'
import { git as gitIn } from './helpers/git.js'
import { GitHubApi } from './helpers/github-api.js'
import { processesWithArg, survivorsWithArg } from './helpers/processes.js'

const SERVER = join(ROOT, 'examples/issue-tracker/server.js')
const GITHUB_CATALOG = join(ROOT, 'examples/catalogs/github.tools.json')

const api = new GitHubApi('octo', 'tools')
const tmp = tempDir('mcp-tool-rank-action-')
const runAction = actionRunner(api, tmp.path)

/** A workspace whose default manifest ranks the example server; `comment on issue` fails under 2.0. */
function workspace(name: string, manifest: string): string {
  const dir = join(tmp.path, name)
  mkdirSync(join(dir, '.github'), { recursive: true })
  writeFileSync(join(dir, '.github/mcp-tool-rank.yml'), manifest)
  // Inside the workspace, where a manifest's paths must stay.
  copyFileSync(GITHUB_CATALOG, join(dir, 'github.tools.json'))
  return dir
}

const SERVERS = `servers:
  tracker:
    command: node
    args: [${JSON.stringify(SERVER)}]
    timeout: 5m
  github:
    catalog: github.tools.json
`
const FAILING = `version: 1
engines: [claude-code@2.1, claude-code@2.0]
max_results: 5
${SERVERS}queries:
  - query: create issue
    expect: tracker/create_issue
  - query: comment on issue
    expect: tracker/add_comment
  - query: "::add-mask::x @octocat #12 <img src=x onerror=alert(1)> |"
`
const commentRoutes = (r: { method: string; path: string }): boolean => r.path.startsWith('/repos/') || r.path === '/graphql'
const stdoutLines = (run: ActionRun): string[] => run.stdout.split('\n')

let failingWorkspace: string

beforeAll(async () => {
  await api.start()
  failingWorkspace = workspace('failing', FAILING)
})

afterAll(async () => {
  await api.stop()
  tmp.cleanup()
})

beforeEach(() => api.reset())


/** `mcp-tool-rank snapshot` in DIR (runCli keeps its output and leaves CI out); it must succeed. */
async function snapshot(dir: string): Promise<void> {
  expect(await runCli(['snapshot'], { cwd: dir })).toMatchObject({ code: 0, stderr: '' })
}

describe('a server that leaves a helper in a session of its own', () => {
  it('the step comments, sets its outputs and ends; the helper is gone', async () => {
    const word = `setsid-helper-action-${process.pid}`
    const misbehave = join(ROOT, '__tests__/fixtures/servers/misbehave.mjs')
    const dir = workspace('setsid', `version: 1\nservers:\n  helped:\n    command: [node, ${JSON.stringify(misbehave)}, setsid-helper, ${word}]\nqueries:\n  - query: helped\n    expect: helped\n`)
    try {
      const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
      expect(run.code).toBe(0)
      expect(run.outputs).toMatchObject({ passed: '1', failed: '0', 'comment-id': String(api.commentsOn(7)[0].id) })
      // Without closing our ends of its pipes the step never ended: the test's timeout would fail it.
      expect(await survivorsWithArg(word)).toEqual([])
    } finally {
      for (const p of processesWithArg(word)) process.kill(p.pid, 'SIGKILL')
    }
  })
})

/** JSON.parse's own words for `text`: they differ between Node.js lines, and the action runs on this one. */
function parseError(text: string): string {
  try {
    JSON.parse(text)
  } catch (err) {
    return (err as Error).message
  }
  throw new Error(`${text} is valid JSON`)
}

describe('a broken event file', () => {
  const truncated = '{"pull_request": {"number": 7, "base"'
  it.each([
    ['empty', '', 'is empty'],
    ['truncated', truncated, `is not valid JSON (${parseError(truncated)})`],
    ['null', 'null', 'holds null, not the event object']
  ])('%s: one clear error and a job summary, no stack trace', async (_label, text, what) => {
    const event = join(tmp.path, `event-${_label}.json`)
    writeFileSync(event, text)
    const run = await runAction({ event, eventName: 'pull_request', workspace: failingWorkspace })
    expect(run.code).toBe(1)
    const message = `the event file ${event} (GITHUB_EVENT_PATH) ${what}: the runner writes it, so re-run the job; if it happens again, report it with the workflow that ran`
    expect(stdoutLines(run).filter((l) => l.startsWith('::error'))).toEqual([`::error::${message}`])
    expect(run.stdout).not.toMatch(/\n\s+at /)
    expect(run.summary).toBe(`### MCP tool search could not run\n\n<pre>${message.replaceAll('_', '&#95;').replaceAll("'", '&#39;')}</pre>\n\n`)
  })
})

describe('limits as GitHub counts them', () => {
  it('3,000 CJK queries: the summary within 1 MiB of UTF-8, the comment within 65,536 characters, no lone surrogate sent', async () => {
    const cjk = '課題を作成してプロジェクトの担当者に割り当てる検索語句です'
    const queries = Array.from({ length: 3000 }, (_, i) => `  - query: "${cjk}${cjk} ${i}"\n    expect: github/create_issue`)
    // A lone surrogate (YAML's \ud800 escape) in one query: it must reach GitHub as U+FFFD.
    queries[0] = '  - query: "broken \\ud800 half"\n    expect: github/create_issue'
    const dir = workspace('cjk', `version: 1\nservers:\n  github:\n    catalog: github.tools.json\nqueries:\n${queries.join('\n')}\n`)
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir, inputs: { 'fail-on': 'none' } })
    expect(run.code).toBe(0)
    const bytes = Buffer.byteLength(run.summary)
    expect(bytes).toBeLessThanOrEqual(1024 * 1024)
    // Cut as bytes, not characters: 1,000,000 characters of CJK would be about 3 MB.
    expect(bytes).toBeGreaterThan(1000 * 1024)
    expect(run.summary).toContain('not shown, to stay within 1,048,576 bytes; the JSON report (the `report` output) has them all.')
    const [comment] = api.commentsOn(7)
    expect(comment.body.length).toBeLessThanOrEqual(65_536)
    expect(comment.body).not.toMatch(/[\uD800-\uDFFF]/)
    expect(comment.body).toContain('broken \uFFFD half')
    expect(run.summary).toContain('broken \uFFFD half')
  })
})

describe('a GitHub API that hangs or answers garbage', () => {
  // Each request may wait 300 ms, all of them together 6 x 300 ms: the step must end soon after.
  const quick = { MCP_TOOL_RANK_GITHUB_TIMEOUT: '300' }

  it('an API that accepts and never answers: outputs and verdict set, a warning, and the step ends', async () => {
    api.hanging = true
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: failingWorkspace, env: quick })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ passed: '1', failed: '1', 'comment-id': '' })
    expect(run.summary).toContain('### MCP tool search: 1 of 2 queries fails\n')
    expect(stdoutLines(run).some((l) => l.startsWith('::error::1 missing: "comment on issue" tracker/add_comment #7 under claude-code@2.0'))).toBe(true)
    const warning = stdoutLines(run).find((l) => l.startsWith('::warning::Could not comment'))
    expect(warning).toMatch(/^::warning::Could not comment on the pull request: (POST \/graphql got no answer within 300ms|the GitHub API did not answer within 1800ms in all; stopped before POST \/graphql)\. The job summary has the report\.$/)
  })

  it('a hanging API does not hold a failing run either (updating our comment to say it could not run)', async () => {
    const dir = workspace('broken-hang', `version: 1\n${SERVERS}queries:\n  - query: create issue\n    rnak: 1\n`)
    api.hanging = true
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir, env: quick })
    expect(run.code).toBe(1)
    expect(stdoutLines(run).find((l) => l.startsWith('::error'))).toBe('::error title=mcp-tool-rank manifest,file=.github/mcp-tool-rank.yml,line=11,col=5::.github/mcp-tool-rank.yml:11:5: error: unknown key `rnak`, did you mean `rank`?')
    expect(stdoutLines(run).find((l) => l.startsWith('::warning::'))).toMatch(/^::warning::Could not update the PR comment: /)
    expect(run.summary).toContain('MCP tool search could not run')
  })

  // The two below answer at once: the default timeouts, so that a busy machine is not mistaken for a hanging API.
  it('malformed JSON from the API is a warning that says so, not a TypeError', async () => {
    api.rawNext('POST /graphql', 200, '{"data": {"viewer"')
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: failingWorkspace })
    expect(run.code).toBe(1)
    expect(stdoutLines(run).find((l) => l.startsWith('::warning::Could not comment'))).toBe(
      '::warning::Could not comment on the pull request: GitHub answered POST /graphql (HTTP 200) with malformed JSON (18 bytes). The job summary has the report.'
    )
    expect(run.outputs).toMatchObject({ passed: '1', failed: '1', 'comment-id': '' })
  })

  it('JSON of another shape is a warning too', async () => {
    api.failNext('POST /graphql', 200, { data: null })
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: failingWorkspace })
    expect(stdoutLines(run).find((l) => l.startsWith('::warning::Could not comment'))).toBe(
      '::warning::Could not comment on the pull request: GitHub answered GraphQL `viewer { login }` with JSON of an unexpected shape. The job summary has the report.'
    )
  })
})

describe('pull_request', () => {
  const example = { event: 'pull_request.json', eventName: 'pull_request', workspace: ROOT, inputs: { config: 'examples/mcp-tool-rank.yml' } }

  it('creates one comment, and leaves it alone on a re-run with the same result; a marker comment by another user is ignored', async () => {
    const marker = '<!-- mcp-tool-rank:v1 key=examples/mcp-tool-rank.yml -->'
    for (let i = 0; i < 120; i++) api.addComment(7, `chatter ${i}`, i % 2 ? 'alice' : 'github-actions[bot]')
    const foreign = api.addComment(7, `${marker}\nI copied the marker`, 'mallory')

    // No base side: git's own error text for a base it cannot fetch can differ from run to run
    // (how the remote end hangs up), and that text is part of the comment.
    const once = { ...example, inputs: { ...example.inputs, baseline: 'none' } }
    const first = await runAction(once)
    expect(first.code).toBe(0)
    const ours = api.commentsOn(7).filter((c) => c.login === 'github-actions[bot]' && c.body.startsWith(marker))
    expect(ours).toHaveLength(1)
    expect(ours[0].body.split('\n')[0]).toBe(marker)
    expect(ours[0].body).toContain('MCP tool search')
    expect(first.outputs['comment-id']).toBe(String(ours[0].id))
    // All 121 comments were paged through (per_page 100: two pages) before creating.
    expect(api.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/7/comments')).length).toBe(2)
    expect(api.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true)

    // Re-run (another run id and number): the same report, so no update is sent.
    const second = await runAction({ ...once, env: { GITHUB_RUN_ID: '4243', GITHUB_RUN_NUMBER: '43' } })
    expect(second.code).toBe(0)
    expect(second.stdout).toContain(`Left the comment unchanged (the same report) on #7: `)
    const after = api.commentsOn(7).filter((c) => c.body.startsWith(marker))
    expect(after.map((c) => c.id).sort()).toEqual([foreign.id, ours[0].id].sort())
    expect(api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/comments'))).toHaveLength(1)
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0)
    expect(second.outputs['comment-id']).toBe(String(ours[0].id))
    expect(foreign.body).toBe(`${marker}\nI copied the marker`)
  })

  it('writes the outputs, the JSON report and the job summary with the full table', async () => {
    const run = await runAction(example)
    expect(run.code).toBe(0)
    const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8'))
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' })
    expect(Object.keys(run.outputs).sort()).toEqual(Object.keys(action.outputs).sort())
    expect(run.outputs).toMatchObject({ passed: '10', failed: '0', regressions: '0', shifts: '0', improvements: '0' })
    expect(run.outputs.report.startsWith(run.dir)).toBe(true)
    const report = JSON.parse(readFileSync(run.outputs.report, 'utf8'))
    expect(report).toMatchObject({ version: 4, manifest: 'examples/mcp-tool-rank.yml', summary: { queries: 12, passed: 10, failed: 0 } })
    expect(run.summary).toContain('#### All 12 queries')
    expect(run.summary).toContain('|  | query | tool | <code>claude-code@2.1</code> | <code>claude-code@2.0</code> |\n| :-: | --- | --- | --- | --- |')
    expect(run.summary).not.toContain('<details><summary>All')
    // The known failure is a notice at its query's line, not an error.
    expect(stdoutLines(run).some((l) => l.startsWith('::notice file=examples/mcp-tool-rank.yml,line=30,'))).toBe(true)
    expect(stdoutLines(run).some((l) => l.startsWith('::error'))).toBe(false)
    // Each long step is a folded group of the log.
    expect(stdoutLines(run).filter((l) => l.startsWith('::group::'))).toEqual([
      '::group::Starting 1 server and collecting their tools',
      '::group::Ranking 12 queries over 39 tools',
      '::group::Linting 39 tools',
      '::group::Base commit 1111111'
    ])
  })

  it('retries a 500 and then succeeds', async () => {
    api.failNext('GET /repos/:owner/:repo/issues/:n/comments', 500)
    const run = await runAction(example)
    expect(run.code).toBe(0)
    const lists = api.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/7/comments'))
    const posts = api.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/issues/7/comments'))
    expect(lists).toHaveLength(2)
    expect(posts).toHaveLength(1)
    expect(api.commentsOn(7)).toHaveLength(1)
    expect(run.outputs['comment-id']).toBe(String(api.commentsOn(7)[0].id))
    expect(run.stdout).not.toContain('::warning::Could not comment')
  })

  it('turns a 403 on commenting into a warning and still writes the summary, the outputs and the verdict', async () => {
    api.failNext('POST /repos/:owner/:repo/issues/:n/comments', 403, { message: 'Resource not accessible by integration' })
    const run = await runAction({ ...example, workspace: failingWorkspace, inputs: {} })
    expect(run.code).toBe(1)
    const warning = stdoutLines(run).find((l) => l.startsWith('::warning::Could not comment'))
    expect(warning).toContain('HTTP 403')
    expect(warning).toContain('Comments on pull requests from forks')
    expect(api.commentsOn(7)).toHaveLength(0)
    expect(run.outputs).toMatchObject({ passed: '1', failed: '1', 'comment-id': '' })
    expect(run.summary).toContain('### MCP tool search: 1 of 2 queries fails\n')
    expect(stdoutLines(run).some((l) => l.startsWith('::error::1 missing: "comment on issue" tracker/add_comment #7 under claude-code@2.0'))).toBe(true)
  })

  it('annotates a failing expectation at its manifest line and fails the step', async () => {
    const run = await runAction({ ...example, workspace: failingWorkspace, inputs: {} })
    expect(run.code).toBe(1)
    // `expect: tracker/add_comment` of the second query is line 15 of the manifest, column 13.
    const error = stdoutLines(run).find((l) => l.startsWith('::error file=.github/mcp-tool-rank.yml,line=15,'))
    expect(error).toBeDefined()
    expect(error).toContain('col=13::')
    expect(error).toContain('tracker/add_comment must be in the top 5, but is rank 7 under claude-code@2.0')
    const body = api.commentsOn(7)[0].body
    expect(body).toContain('### MCP tool search: 1 of 2 queries fails\n')
    expect(body).toContain('Why <code>tracker/add&#95;comment</code> ranks')
    // The hostile query is in the comment, defused.
    expect(body).not.toMatch(/<img|@octocat|#12\b/)
    expect(body).toContain('<code>::add-mask::x @\u200Boctocat #\u200B12 &lt;img src=x onerror=alert(1)&gt; &#124;</code>')
    // Logged inside a stop-commands block, so `::add-mask::` in the query is never run.
    const stop = stdoutLines(run).find((l) => l.startsWith('::stop-commands::'))!
    const token = stop.slice('::stop-commands::'.length)
    const text = run.stdout.slice(run.stdout.indexOf(stop), run.stdout.indexOf(`::${token}::`))
    expect(text).toContain('::add-mask::x')
  })

  it('skips the comment of a fork PR with a notice (read-only token) and still reports', async () => {
    const run = await runAction({ ...example, event: 'pull_request_fork.json' })
    expect(run.code).toBe(0)
    expect(api.requests).toHaveLength(0)
    expect(stdoutLines(run).some((l) => l.startsWith('::notice::No PR comment: pull requests from forks'))).toBe(true)
    expect(run.summary).toContain('All 12 queries')
    expect(run.outputs['comment-id']).toBe('')
  })
})

describe('other events and failures', () => {
  it('a push event writes the summary and makes no comment (with the compile cache where Node.js has it)', async () => {
    const cacheRoot = join(tmp.path, 'push-tmp')
    mkdirSync(cacheRoot)
    const run = await runAction({ event: 'push.json', eventName: 'push', workspace: ROOT, inputs: { config: 'examples/mcp-tool-rank.yml' }, env: { TMPDIR: cacheRoot } })
    expect(run.code).toBe(0)
    expect(existsSync(join(cacheRoot, 'node-compile-cache'))).toBe(HAS_COMPILE_CACHE)
    expect(api.requests.filter(commentRoutes)).toHaveLength(0)
    expect(run.summary).toContain('MCP tool search')
    expect(run.outputs).toMatchObject({ passed: '10', failed: '0', 'comment-id': '' })
  })

  it('a manifest error fails with file:line:col, creates no comment, and rewrites ours when there is one', async () => {
    const dir = workspace('broken', `version: 1\n${SERVERS}queries:\n  - query: create issue\n    expect: tracker/create_issue\n    rnak: 1\n`)
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    expect(run.code).toBe(1)
    expect(api.requests.filter((r) => r.method !== 'GET' && r.path !== '/graphql')).toHaveLength(0)
    expect(api.commentsOn(7)).toHaveLength(0)

    const ours = api.addComment(7, '<!-- mcp-tool-rank:v1 key=.github/mcp-tool-rank.yml -->\n✅ all good', 'github-actions[bot]')
    const again = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    expect(again.code).toBe(1)
    expect(api.commentsOn(7)).toHaveLength(1)
    expect(ours.body).toContain('### MCP tool search could not run')
    // The repository-relative path in the comment, the summary and the annotation's text, never the runner's folder.
    expect(ours.body).toContain('<pre>.github/mcp-tool-rank.yml:12:5: error: unknown key')
    expect(`${ours.body}${run.summary}${run.stdout}`).not.toContain(dir)
    // An annotation at the line and column of the manifest, with the path the PR's diff uses.
    expect(stdoutLines(run).filter((l) => l.startsWith('::error'))).toEqual([
      '::error title=mcp-tool-rank manifest,file=.github/mcp-tool-rank.yml,line=12,col=5::.github/mcp-tool-rank.yml:12:5: error: unknown key `rnak`, did you mean `rank`?'
    ])
    expect(run.summary).toContain('MCP tool search could not run')
    expect(run.outputs).toEqual({})
  })

  it('a missing manifest is named by its repository-relative path, never the runner\'s folder', async () => {
    const dir = join(tmp.path, 'no-manifest')
    mkdirSync(dir)
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    expect(run.code).toBe(1)
    expect(stdoutLines(run).filter((l) => l.startsWith('::error'))).toEqual([
      "::error::no manifest at .github/mcp-tool-rank.yml: write one with `npx mcp-tool-rank init` at the repository root, or name yours with --config (the action's `config` input)"
    ])
    expect(`${run.summary}${run.stdout}`).not.toContain(dir)
  })

  it("a server's hostile stderr is reported, never run as workflow commands", async () => {
    const script = "console.error('::set-output name=passed::999'); console.error('  ::add-mask::tracker'); console.error('x ##[add-mask]tracker'); process.exit(3)"
    const dir = workspace('crash', `version: 1\nservers:\n  bad:\n    command: node\n    args: ["-e", ${JSON.stringify(script)}]\nqueries:\n  - query: anything\n`)
    const run = await runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir })
    expect(run.code).toBe(1)
    expect(api.commentsOn(7)).toHaveLength(0)
    const lines = stdoutLines(run)
    // Every line with a command in it is the one escaped ::error:: line that reports the failure.
    // The action's own log groups aside.
    const commandish = lines.filter((l) => /^\s*::|##\[/.test(l) && !/^::(end)?group::/.test(l))
    expect(commandish.length).toBeGreaterThan(0)
    expect(commandish.every((l) => l.startsWith('::error::'))).toBe(true)
    expect(commandish.join('\n')).toContain('%0A')
    expect(run.summary).toContain('::set-output name=passed::999')
    expect(run.outputs).toEqual({})
  })
})

describe('workflow_run (the fork recipe)', () => {
  it('comments on the fork PR from the first run\'s report, without starting a server', async () => {
    const first = await runAction({ event: 'pull_request_fork.json', eventName: 'pull_request', workspace: failingWorkspace, inputs: { comment: 'never' } })
    expect(first.code).toBe(1)
    // The second workflow has only the report: no manifest, no server.
    const run = await commentFromReport(runAction, api, first.outputs.report, join(tmp.path, 'second'))
    expect(run.code).toBe(0)
    const [comment] = api.commentsOn(8)
    expect(comment.body.split('\n')[0]).toBe('<!-- mcp-tool-rank:v1 key=.github/mcp-tool-rank.yml -->')
    expect(comment.body).toContain('### MCP tool search: 1 of 2 queries fails\n')
    expect(comment.body).toContain('https://github.com/octo/tools/actions/runs/9001')
    expect(run.outputs).toMatchObject({ passed: '1', failed: '1', 'comment-id': String(comment.id) })
    expect(stdoutLines(run).some((l) => l.startsWith('::error'))).toBe(false)
  })
})

describe('against the base commit', () => {
  /** A repository whose PR adds "merge" to five branch tools, pushing merge_pull_request to #6. */
  async function prRepository(lock: boolean, name = lock ? 'lock' : 'worktree'): Promise<{ dir: string; event: string; base: string; head: string }> {
    const dir = join(tmp.path, `pr-${name}`)
    mkdirSync(join(dir, '.github'), { recursive: true })
    const git = (...args: string[]): string => gitIn(dir, ...args)
    const tools = (merge: boolean): string =>
      JSON.stringify([
        ...['create', 'delete', 'get', 'protect', 'rename'].map((v) => ({ name: `${v}_branch`, description: `${v} a branch${merge ? ' before you merge it' : ''}.`, inputSchema: { type: 'object' } })),
        { name: 'merge_pull_request', description: 'Merge a pull request into its base branch.', inputSchema: { type: 'object' } }
      ])
    git('init', '-q', '-b', 'main')
    copyFileSync(join(ROOT, '__tests__/fixtures/baseline/catalog-server.mjs'), join(dir, 'server.mjs'))
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'))
    writeFileSync(join(dir, '.gitignore'), 'node_modules\n')
    writeFileSync(join(dir, 'tools.json'), tools(false))
    writeFileSync(join(dir, '.github/mcp-tool-rank.yml'), 'version: 1\nservers:\n  github:\n    command: node\n    args: [server.mjs, tools.json]\nqueries:\n  - query: merge branch\n    expect: merge_pull_request\n')
    if (lock) await snapshot(dir)
    git('add', '-A')
    git('commit', '-q', '-m', 'base')
    const base = git('rev-parse', 'HEAD')
    writeFileSync(join(dir, 'tools.json'), tools(true))
    if (lock) await snapshot(dir)
    git('commit', '-q', '-am', 'mention merge')
    const head = git('rev-parse', 'HEAD')
    const event = join(dir, '..', `event-${name}.json`)
    const payload = JSON.parse(readFileSync(join(EVENTS, 'pull_request.json'), 'utf8'))
    payload.pull_request.base.sha = base
    payload.pull_request.head.sha = head
    writeFileSync(event, JSON.stringify(payload))
    return { dir, event, base, head }
  }

  it.each([
    ['its lock file', true, 'from its lock file · head', 'no server started'],
    ['a worktree', false, 'from a worktree · head', '1 server started']
  ])('comments the rank change from %s and fails on the regression', async (_label, lock, origin, cost) => {
    const repo = await prRepository(lock)
    const run = await runAction({ event: repo.event, eventName: 'pull_request', workspace: repo.dir, sha: repo.head, inputs: lock ? {} : { setup: `ln -sf ${join(ROOT, 'node_modules')} node_modules` } })
    expect(run.code).toBe(1)
    expect(run.outputs).toMatchObject({ passed: '0', failed: '1', regressions: '1', shifts: '0', improvements: '0' })
    const [comment] = api.commentsOn(7)
    expect(comment.body).toContain('### MCP tool search: 1 of 1 query fails: 1 regressed in this PR under claude-code@2.1\n')
    expect(comment.body).toContain('|  | query | tool | rank |')
    expect(comment.body).toMatch(/\| 🔻 \| \[<code>merge branch<\/code>\]\([^)]+#L7\) \| <code>merge&#95;pull&#95;request<\/code> \| #\u200B1→\*\*#\u200B6\*\* ✗ tie \|/)
    expect(comment.body).toContain('Under <code>claude-code@2.1</code> <code>github/create&#95;branch</code>, <code>github/delete&#95;branch</code>, <code>github/get&#95;branch</code> and 2 more score 20 too and are listed before it: on a tie the client keeps the order the tools are listed in.')
    expect(comment.body).toContain('<summary>Why <code>github/merge&#95;pull&#95;request</code> was overtaken by <code>github/create&#95;branch</code>, tied at 20</summary>')
    expect(comment.body).toContain(`base <code>${repo.base.slice(0, 7)}</code> ${origin}`)
    expect(comment.body).toMatch(new RegExp(`\\n<!-- run --><sub>\\[run #\u200B42\\]\\(https://github.com/octo/tools/actions/runs/4242\\) · base ranked: ${cost}[^\\n]*</sub>\\n$`))
    expect(stdoutLines(run).some((l) => l.startsWith('::error::') && l.includes('1 regression: "merge branch" merge_pull_request #1 → #6 under claude-code@2.1'))).toBe(true)
    const report = JSON.parse(readFileSync(run.outputs.report, 'utf8'))
    expect(report.baseline).toMatchObject({ source: lock ? 'lock' : 'worktree', baseSha: repo.base })
    expect(report.verdict.tally).toEqual({ regressions: 1, shifts: 0, improvements: 0, missing: 0 })
  })
  it('warns in one clear sentence when the base commit cannot be fetched, and judges the head alone', async () => {
    const repo = await prRepository(true, 'unfetchable')
    const payload = JSON.parse(readFileSync(repo.event, 'utf8'))
    payload.pull_request.base.sha = 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef'
    writeFileSync(repo.event, JSON.stringify(payload))
    const run = await runAction({ event: repo.event, eventName: 'pull_request', workspace: repo.dir, sha: repo.head })
    expect(run.code).toBe(1)
    expect(stdoutLines(run)).toContain(
      "::warning::No baseline: the base commit deadbee is not in this checkout and git could not fetch it (fatal: 'origin' does not appear to be a git repository); check out with `fetch-depth: 0`, or commit a lock file. The verdict is for this commit alone."
    )
    expect(run.outputs).toMatchObject({ regressions: '0' })
  })

  /**
   * Without what only the action can know: links to manifest lines at the PR's head on
   * github.com and to this run; and the time the base side took, which differs run to run.
   */
  function comparable(markdown: string, head: string): string {
    const line = new RegExp(`\\[([^\\]]*)\\]\\(https://github\\.com/octo/tools/blob/${head}/\\.github/mcp-tool-rank\\.yml#L\\d+\\)`, 'g')
    return markdown
      .replace(line, '$1')
      .replace(/\n<!-- run -->[^\n]*/, '')
  }

  it('check --markdown - prints the comment the action posts and --summary writes its job summary, links to GitHub aside', async () => {
    const repo = await prRepository(true, 'preview')
    const run = await runAction({ event: repo.event, eventName: 'pull_request', workspace: repo.dir, sha: repo.head })
    expect(run.code).toBe(1)
    const [comment] = api.commentsOn(7)
    const summary = join(repo.dir, '..', 'preview-summary.md')
    const preview = await runCli(['check', '--base', repo.base, '--markdown', '-', '--summary', summary], { cwd: repo.dir })
    expect(preview.code).toBe(1)
    expect(comparable(preview.stdout, repo.head)).toBe(comparable(comment.body, repo.head))
    expect(preview.stdout).toContain(`head <code>${repo.head.slice(0, 7)}</code>`)
    expect(comment.body).toContain('[run #\u200B42](https://github.com/octo/tools/actions/runs/4242)')
    // The action appends the summary with a line end of its own.
    expect(comparable(readFileSync(summary, 'utf8'), repo.head) + '\n').toBe(comparable(run.summary, repo.head))
    // What people read went to stderr, so that stdout is the comment alone.
    expect(preview.stderr).toContain('failed: 1 regression: "merge branch" merge_pull_request #1 → #6 under claude-code@2.1')
  })
})

describe('lint findings', () => {
  it('fail the step only with fail-on: lint-error, and always reach the SARIF output', async () => {
    const name = 'export_the_quarterly_revenue_report_for_every_region_as_a_spreadsheet'
    const dir = workspace('lint', 'version: 1\nservers:\n  fin:\n    catalog: fin.tools.json\nqueries:\n  - query: export quarterly revenue report\n    expect: ' + name + '\n')
    writeFileSync(join(dir, 'fin.tools.json'), JSON.stringify({ tools: [{ name, description: 'Export the quarterly revenue report.', inputSchema: { type: 'object' } }] }))
    const lenient = await runAction({ event: 'push.json', eventName: 'push', workspace: dir })
    expect(lenient.code).toBe(0)
    const sarif = JSON.parse(readFileSync(lenient.outputs.sarif, 'utf8'))
    expect(sarif.runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toContain('name-length')
    expect(lenient.summary).toContain('name-length')
    const strict = await runAction({ event: 'push.json', eventName: 'push', workspace: dir, inputs: { 'fail-on': 'missing,lint-error' } })
    expect(strict.code).toBe(1)
    expect(stdoutLines(strict).some((l) => l.startsWith('::error::') && l.includes('error-level finding'))).toBe(true)
  })
})
