/**
 * The action's GitHub adapters in process: the sticky comment over real HTTP to the loopback
 * API (retries and rate limits included), the event context, the inputs, and the annotation
 * limits. The bundled action end to end is in action-e2e.test.ts.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { annotate, annotationsFor } from '../src/action/annotations.js'
import { createClient, findStickyComments, githubWaitUnit, markerLine, resolvePullRequest, sameLogin, upsertStickyComment, type GitHubClient } from '../src/action/comment.js'
import { runContext, type GitHubContextLike } from '../src/action/context.js'
import { readInputs } from '../src/action/inputs.js'
import { reviewFromReport, readReport } from '../src/report/read.js'
import { reportPath } from '../src/action/outputs.js'
import { UsageError } from '../src/errors.js'
import { renderMarkdown, SUMMARY_MAX_BYTES } from '../src/report/markdown.js'
import { terminalReport } from '../src/report/terminal.js'
import { makeStyle } from '../src/util/style.js'
import { ROOT, tempDir } from './helpers/cli.js'
import { GitHubApi } from './helpers/github-api.js'
import { readReportFixture, reportFixtureJson } from './helpers/report-cases.js'
import { capturingStdout } from './helpers/stdout.js'

const api = new GitHubApi('octo', 'tools')
const target = { owner: 'octo', repo: 'tools', issue_number: 7 }
const KEY = '.github/mcp-tool-rank.yml'
const MARKER = markerLine(KEY)
let octokit: GitHubClient

beforeAll(async () => {
  await api.start()
})
afterAll(async () => {
  await api.stop()
})
beforeEach(() => {
  api.reset()
  octokit = createClient('ghs_unit', { baseUrl: api.url, retryAfterBaseValue: 5 })
})

describe('sticky comment', () => {
  it('compares logins without the [bot] suffix', () => {
    expect(sameLogin('github-actions', 'github-actions[bot]')).toBe(true)
    expect(sameLogin('GitHub-Actions[bot]', 'github-actions')).toBe(true)
    expect(sameLogin('github-actions', 'github-actions-fake')).toBe(false)
  })

  it('keeps the key from closing the hidden marker', () => {
    expect(markerLine('a --> <b>x</b>\n')).toBe('<!-- mcp-tool-rank:v1 key=a - bx/b -->')
  })

  it('creates the comment when there is none, then updates it in place', async () => {
    const created = await upsertStickyComment(octokit, target, KEY, 'first')
    expect(created.action).toBe('created')
    const updated = await upsertStickyComment(octokit, target, KEY, 'second\n\n<!-- run --><sub>run 1</sub>\n')
    expect(updated).toMatchObject({ id: created.id, action: 'updated', removed: 0 })
    // The same report from another run: only the run line differs, and nothing is sent.
    const again = await upsertStickyComment(octokit, target, KEY, 'second\n\n<!-- run --><sub>run 2</sub>\n')
    expect(again).toMatchObject({ id: created.id, action: 'unchanged', removed: 0 })
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
    expect(api.commentsOn(7)).toEqual([{ id: created.id, issue: 7, body: `${MARKER}\nsecond\n\n<!-- run --><sub>run 1</sub>\n`, login: 'github-actions[bot]' }])
  })

  it('ignores the marker in comments of other authors and of other manifests', async () => {
    api.addComment(7, `${MARKER}\nforged`, 'mallory')
    api.addComment(7, `${markerLine('other/manifest.yml')}\nother`, 'github-actions[bot]')
    api.addComment(7, `quoted:\n${MARKER}`, 'github-actions[bot]')
    const result = await upsertStickyComment(octokit, target, KEY, 'mine')
    expect(result.action).toBe('created')
    expect(api.commentsOn(7).map((c) => c.body)).toEqual([`${MARKER}\nforged`, `${markerLine('other/manifest.yml')}\nother`, `quoted:\n${MARKER}`, `${MARKER}\nmine`])
  })

  it('finds its comment past the first page, with a personal token whose login has no [bot]', async () => {
    api.viewer = 'release-bot'
    api.author = 'release-bot'
    for (let i = 0; i < 230; i++) api.addComment(7, `noise ${i}`, 'alice')
    const ours = api.addComment(7, `${MARKER}\nold`, 'release-bot')
    const found = await findStickyComments(octokit, target, MARKER, 'release-bot')
    expect(found.map((c) => c.id)).toEqual([ours.id])
    expect(api.requests.filter((r) => r.path.includes('/comments?'))).toHaveLength(3)
  })

  it('deletes the duplicates two racing runs left, keeping the oldest', async () => {
    const first = api.addComment(7, `${MARKER}\nrun A`, 'github-actions[bot]')
    api.addComment(7, `${MARKER}\nrun B`, 'github-actions[bot]')
    const result = await upsertStickyComment(octokit, target, KEY, 'run C')
    expect(result).toMatchObject({ id: first.id, action: 'updated', removed: 1 })
    expect(api.commentsOn(7)).toEqual([{ id: first.id, issue: 7, body: `${MARKER}\nrun C`, login: 'github-actions[bot]' }])
  })

  it('retries 5xx answers and waits out rate limits, but not a plain 403', async () => {
    api.failNext('POST /graphql', 502)
    api.failNext('GET /repos/:owner/:repo/issues/:n/comments', 403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) - 60) })
    api.failNext('POST /repos/:owner/:repo/issues/:n/comments', 403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' })
    const { result, lines } = await capturingStdout(() => upsertStickyComment(octokit, target, KEY, 'body'))
    expect(result.action).toBe('created')
    expect(lines).toEqual([
      `GitHub rate limit on GET ${api.url}/repos/octo/tools/issues/7/comments?per_page=100: retrying in 0 s`,
      'GitHub secondary rate limit on POST /repos/{owner}/{repo}/issues/{issue_number}/comments: retrying in 1 s'
    ])
    expect(api.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'POST /graphql',
      'POST /graphql',
      'GET /repos/octo/tools/issues/7/comments',
      'GET /repos/octo/tools/issues/7/comments',
      'POST /repos/octo/tools/issues/7/comments',
      'POST /repos/octo/tools/issues/7/comments'
    ])

    api.failNext('PATCH /repos/:owner/:repo/issues/comments/:n', 403, { message: 'Resource not accessible by integration' })
    await expect(upsertStickyComment(octokit, target, KEY, 'again')).rejects.toMatchObject({ status: 403 })
    expect(api.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1)
  })
})

describe('context', () => {
  const base: GitHubContextLike = {
    eventName: 'pull_request',
    sha: 'merge000',
    payload: JSON.parse(readFileSync(join(ROOT, '__tests__/fixtures/events/pull_request.json'), 'utf8')),
    repo: { owner: 'octo', repo: 'tools' },
    runId: 4242,
    runNumber: 42,
    serverUrl: 'https://github.com/'
  }

  it('reads the PR, its head commit and the run link', () => {
    expect(runContext(base)).toEqual({
      eventName: 'pull_request',
      owner: 'octo',
      repo: 'tools',
      commit: '2222222222222222222222222222222222222222',
      baseSha: '1111111111111111111111111111111111111111',
      pullRequest: { number: 7, baseSha: '1111111111111111111111111111111111111111', headSha: '2222222222222222222222222222222222222222', fork: false, labels: [] },
      serverUrl: 'https://github.com',
      run: { url: 'https://github.com/octo/tools/actions/runs/4242', label: 'run #42' }
    })
  })

  it('never links to run #NaN: without a run number the link says "workflow run", without a run id there is none', () => {
    expect(runContext({ ...base, runNumber: NaN }).run).toEqual({ url: 'https://github.com/octo/tools/actions/runs/4242', label: 'workflow run' })
    expect(runContext({ ...base, runId: NaN, runNumber: NaN }).run).toBeUndefined()
    const run = JSON.parse(readFileSync(join(ROOT, '__tests__/fixtures/events/workflow_run_fork.json'), 'utf8'))
    delete run.workflow_run.run_number
    expect(runContext({ ...base, eventName: 'workflow_run', payload: run }).run).toEqual({ url: 'https://github.com/octo/tools/actions/runs/9001', label: 'workflow run' })
  })

  it('reads an event file holding null as an event without a pull request', () => {
    const context = runContext({ ...base, payload: null as unknown as Record<string, unknown> })
    expect(context.pullRequest).toBeUndefined()
    expect(context.baseSha).toBeUndefined()
    expect(context.commit).toBe('merge000')
  })

  it('tells a fork, a deleted fork, and a push apart', () => {
    const fork = JSON.parse(readFileSync(join(ROOT, '__tests__/fixtures/events/pull_request_fork.json'), 'utf8'))
    expect(runContext({ ...base, payload: fork }).pullRequest?.fork).toBe(true)
    fork.pull_request.labels = [{ id: 1, name: 'accept-rank-change' }, { id: 2 }, 'junk']
    expect(runContext({ ...base, payload: fork }).pullRequest?.labels).toEqual(['accept-rank-change'])
    fork.pull_request.head.repo = null
    expect(runContext({ ...base, payload: fork }).pullRequest?.fork).toBe(true)
    const push = runContext({ ...base, eventName: 'push', payload: { ref: 'refs/heads/main' } })
    expect(push.pullRequest).toBeUndefined()
    expect(push.commit).toBe('merge000')
  })

  it('finds the PR of a pushed commit and of a fork\'s workflow_run', async () => {
    api.pulls.push({ number: 3, headSha: 'abc123', headLabel: 'octo:feature' }, { number: 8, headSha: 'f0f0f0', headLabel: 'mallory:main' })
    const push = runContext({ ...base, eventName: 'push', sha: 'abc123', payload: {} })
    expect(await resolvePullRequest(octokit, push)).toBe(3)
    const run = JSON.parse(readFileSync(join(ROOT, '__tests__/fixtures/events/workflow_run_fork.json'), 'utf8'))
    run.workflow_run.head_sha = 'f0f0f0'
    const ctx = runContext({ ...base, eventName: 'workflow_run', payload: run })
    expect(ctx.run).toEqual({ url: 'https://github.com/octo/tools/actions/runs/9001', label: 'run #31' })
    expect(await resolvePullRequest(octokit, ctx)).toBe(8)
    run.workflow_run.head_sha = 'not-the-head'
    expect(await resolvePullRequest(octokit, runContext({ ...base, eventName: 'workflow_run', payload: run }))).toBeUndefined()
  })
})

describe('inputs', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const k of Object.keys(process.env)) if (k.startsWith('INPUT_')) delete process.env[k]
    Object.assign(process.env, saved)
  })

  it('has the documented defaults', () => {
    expect(readInputs()).toEqual({ config: '.github/mcp-tool-rank.yml', workingDirectory: '.', token: '', comment: 'auto', failOn: ['missing', 'regression'], baseline: 'auto', checkClientVersions: true })
  })

  it('reads lists and rejects unknown values', () => {
    process.env['INPUT_FAIL-ON'] = ' missing ,\nlint-error '
    process.env.INPUT_ENGINES = 'claude-code@2.1, codex'
    process.env['INPUT_GITHUB-TOKEN'] = 'ghs_x'
    expect(readInputs()).toMatchObject({ failOn: ['missing', 'lint-error'], engines: ['claude-code@2.1', 'codex'], token: 'ghs_x' })
    process.env['INPUT_ACCEPT-LABEL'] = 'accept-rank-change'
    expect(readInputs()).toMatchObject({ acceptLabel: 'accept-rank-change' })
    process.env['INPUT_FAIL-ON'] = ' '
    expect(readInputs()).toMatchObject({ failOn: ['missing', 'regression'] })
    process.env['INPUT_CHECK-CLIENT-VERSIONS'] = 'False'
    expect(readInputs()).toMatchObject({ checkClientVersions: false })
    process.env['INPUT_CHECK-CLIENT-VERSIONS'] = 'off'
    expect(() => readInputs()).toThrow(new UsageError('input `check-client-versions` must be true or false, got `off`'))
    delete process.env['INPUT_CHECK-CLIENT-VERSIONS']
    process.env.INPUT_COMMENT = 'sometimes'
    expect(() => readInputs()).toThrow(new UsageError('input `comment` must be one of auto, always, never, got `sometimes`'))
    process.env.INPUT_COMMENT = 'ALWAYS'
    process.env['INPUT_FAIL-ON'] = 'missing,flaky'
    expect(() => readInputs()).toThrow(new UsageError('input `fail-on` takes a comma list of missing, regression, shift, lint-error or none, and with neighbours alone or with-neighbours; unknown value `flaky`'))
  })

  it('reads fail-on\'s view word beside its classes: the view expectations are judged in, with neighbours', () => {
    process.env['INPUT_FAIL-ON'] = 'missing,\nAlone'
    expect(readInputs()).toMatchObject({ failOn: ['missing'], judge: 'alone' })
    process.env['INPUT_FAIL-ON'] = 'none,with-neighbours'
    expect(readInputs()).toMatchObject({ failOn: [], judge: 'with-neighbours' })
    process.env['INPUT_FAIL-ON'] = 'regression'
    expect(readInputs()).not.toHaveProperty('judge')
    process.env['INPUT_FAIL-ON'] = 'alone,with-neighbours'
    expect(() => readInputs()).toThrow(new UsageError('input `fail-on` takes one view, `alone` or `with-neighbours`; got `alone` and `with-neighbours`'))
  })

  it('waits on the API in GitHub\'s second unless MCP_TOOL_RANK_GITHUB_WAIT_UNIT says 0 to 1000 ms', () => {
    expect(githubWaitUnit({})).toBe(1000)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: '0' })).toBe(0)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: ' 25 ' })).toBe(25)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: '' })).toBe(1000)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: '1001' })).toBe(1000)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: '-1' })).toBe(1000)
    expect(githubWaitUnit({ MCP_TOOL_RANK_GITHUB_WAIT_UNIT: 'soon' })).toBe(1000)
  })

  it('puts each manifest\'s report in its own file under RUNNER_TEMP', () => {
    expect(reportPath('.github/mcp-tool-rank.yml', { RUNNER_TEMP: '/rt' })).toBe('/rt/mcp-tool-rank/github_mcp-tool-rank.yml.json')
    expect(reportPath('a/b.yml?engines=codex', { RUNNER_TEMP: '/rt' })).toBe('/rt/mcp-tool-rank/a_b.yml_engines_codex.json')
  })
})

describe('annotations and the report file', () => {
  it('keeps within GitHub\'s 10 errors per step, the last saying how many more', async () => {
    const review = await readReportFixture('failing')
    expect(annotationsFor(review).filter((a) => a.level === 'error')).toHaveLength(14)
    const { lines } = await capturingStdout(() => annotate(review, '.github/mcp-tool-rank.yml'))
    const errors = lines.filter((l) => l.startsWith('::error'))
    expect(errors).toHaveLength(9)
    expect(errors[0]).toBe('::error file=.github/mcp-tool-rank.yml,line=7,col=13::missing: "pull request 0": fork_repository must be in the top 5, but is not ranked by claude-code@2.1')
    expect(errors[8]).toBe('::error file=.github/mcp-tool-rank.yml::6 more failing expectations: the job summary lists them all')
  })

  it('renders a hostile report of 130,000 query rows for the log, summary and comment without overflowing the stack', async () => {
    const report = reportFixtureJson('unmatched')
    report.queries = Array.from({ length: 130_000 }, () => report.queries[0])
    report.summary = { ...report.summary, queries: 130_000, failed: 130_000 }
    const review = reviewFromReport(report)
    const terminal = terminalReport(review, makeStyle(false)).split('\n')
    expect(terminal.at(-2)).toBe('130,000 queries: 0 passed, 130,000 failed')
    // A line per failing expectation up to a thousand, then their count: all are in the table above.
    expect(terminal.filter((l) => l === '.github/mcp-tool-rank.yml:6: "xyzzy" create_issue needs ≤ 5:').length).toBe(1000)
    expect(terminal.find((l) => l.startsWith('… '))).toBe('… 129,000 more failing expectations: --json writes them all')
    const summary = renderMarkdown({ review, context: { manifest: KEY } }, { mode: 'summary', maxLength: SUMMARY_MAX_BYTES, unit: 'bytes' })
    expect(summary).toContain('not shown, to stay within')
  })

  it('refuses a report too large by its size, before reading it, and one that is not JSON, in one line', async () => {
    const { path: dir, cleanup } = tempDir('mcp-tool-rank-report-')
    try {
      const huge = join(dir, 'huge.json')
      // Sparse: 300 MiB by its size, nothing on disk.
      writeFileSync(huge, '')
      truncateSync(huge, 300 * 1024 * 1024)
      await expect(readReport(huge)).rejects.toThrow(new UsageError(`the report \`${huge}\` has 314,572,800 bytes; at most 256 MiB are read: give the report of an mcp-tool-rank run`))
      await expect(readReport(dir)).rejects.toThrow(new UsageError(`cannot read the report \`${dir}\`: it is a folder`))
      const text = join(dir, 'text.json')
      writeFileSync(text, 'root:x:0:0')
      await expect(readReport(text)).rejects.toThrow(new UsageError(`cannot read the report \`${text}\`: Unexpected token 'r', "root:x:0:0" is not valid JSON`))
    } finally {
      cleanup()
    }
  })

  it('refuses a report of another version, and one whose ranking names a tool or a contribution past its table, in one line', () => {
    const report = reportFixtureJson('failing')
    expect(() => reviewFromReport({ ...report, version: 2 })).toThrow(
      new UsageError('the report is version 2 of the mcp-tool-rank report, and this release reads version 4: run both workflows of the fork recipe with the same mcp-tool-rank release')
    )
    // The tools the rankings name, and the rest of the manifest's own tools for their costs (toolCosts).
    expect(report.tools).toHaveLength(26)
    const broken = JSON.parse(JSON.stringify(report)) as typeof report
    broken.queries[0].engines['claude-code@2.1'].ranking[0][0] = 26
    expect(() => reviewFromReport(broken)).toThrow(new UsageError('the report is not an mcp-tool-rank report (version 4): queries.0.engines.claude-code@2.1.ranking.0.0: no tool 26: `tools` lists 26'))
    const contributions = report.contributions.length
    const past = JSON.parse(JSON.stringify(report)) as typeof report
    past.queries[0].engines['claude-code@2.1'].ranking[0][3][1] = contributions
    expect(() => reviewFromReport(past)).toThrow(
      new UsageError(`the report is not an mcp-tool-rank report (version 4): queries.0.engines.claude-code@2.1.ranking.0.3.1: no contribution ${contributions}: \`contributions\` lists ${contributions}`)
    )
  })

  it('refuses a report whose numbers are not numbers', () => {
    const report = reportFixtureJson('failing') as { queries: Array<{ engines: Record<string, { expectations: Array<{ rank: unknown }> }> }> }
    expect(reviewFromReport(report).evaluation.queries[0].engines['claude-code@2.1'].expectations[0].rank).toBeNull()
    report.queries[0].engines['claude-code@2.1'].expectations[0].rank = '<img src=x>'
    expect(() => reviewFromReport(report)).toThrow(/queries\.0\.engines\.claude-code@2\.1\.expectations\.0\.rank/)
  })
})
