/**
 * `rank` and `known_failure` per engine, on the recorded catalog of the published filesystem
 * server, where Codex promotes every `*_file` tool on "file" and lists them alphabetically:
 * through the bundled CLI (all engines, and `-e` narrowed to one), the comment, and the
 * bundled action (all engines, and the `engines` input narrowed to one).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { actionRunner } from './helpers/action.js'
import { runCli, tempDir } from './helpers/cli.js'
import { GitHubApi } from './helpers/github-api.js'
import { readReportFixture, REPORT_CASES, writeReportCase } from './helpers/report-cases.js'
import { reviewOf } from './helpers/review.js'

const tmp = tempDir('mcp-tool-rank-per-engine-')
const api = new GitHubApi('octo', 'tools')
const runAction = actionRunner(api, tmp.path)
const dir = join(tmp.path, 'repo')

beforeAll(async () => {
  mkdirSync(dir)
  writeReportCase(dir, REPORT_CASES.perEngine)
  await api.start()
})
afterAll(async () => {
  await api.stop()
  tmp.cleanup()
})

describe('the CLI', () => {
  it('judges each engine by its own rank and mark, and says which engine no longer needs its mark', async () => {
    const run = await runCli(['check'], { cwd: dir })
    expect(run.stdout).toContain(
      [
        '  query       tool            claude-code@2.1  codex',
        '✓ write file  write_file      #1               #6',
        '~ move file   move_file       #1               #2 ✗',
        '! read file   read_text_file  #2               #5'
      ].join('\n')
    )
    expect(run.stdout).toContain('.github/mcp-tool-rank.yml:10: "move file" move_file needs ≤ 1: #2 under codex\n')
    expect(run.stdout).toContain('  known failure under codex: Codex lists name-promoted tools alphabetically\n')
    expect(run.stdout).toContain('.github/mcp-tool-rank.yml:14: "read file" passes now under claude-code@2.1: remove it from its known_failure\n')
    expect(run.stdout).toContain('3 queries: 2 passed, 0 failed, 1 known failure\n')
    expect(run.code).toBe(0)
  })

  it('narrowed to one engine with -e, ignores the marks of the engines it does not run', async () => {
    const codex = await runCli(['check', '-e', 'codex'], { cwd: dir })
    expect(codex.stdout).toContain('✓ read file   read_text_file  #5\n')
    expect(codex.stdout).not.toContain('passes now')
    expect(codex.stdout).toContain('  known failure under codex: Codex lists name-promoted tools alphabetically\n')
    expect(codex.code).toBe(0)
    const claude = await runCli(['check', '-e', 'claude-code'], { cwd: dir })
    expect(claude.stdout).toContain('✓ move file   move_file       #1\n')
    expect(claude.stdout).not.toContain('known failure')
    expect(claude.stdout).toContain('3 queries: 3 passed, 0 failed\n')
    expect(claude.code).toBe(0)
  })
})

describe('the comment', () => {
  it('names the engine of each mark', async () => {
    const { evaluation } = await readReportFixture('perEngine')
    const md = renderMarkdown({ review: reviewOf({ evaluation }), context: { manifest: '.github/mcp-tool-rank.yml' } }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
    expect(md).toContain('| ⚠️ | <code>read file</code> | <code>read&#95;text&#95;file</code><br><sub>passes now under claude-code@2.1: remove it from its known&#95;failure</sub> | #\u200B2 | #\u200B5 |')
    expect(md).toContain('| 🔸 | <code>move file</code> | <code>move&#95;file</code><br><sub>known failure under codex: Codex lists name-promoted tools alphabetically</sub> | #\u200B1 | **#\u200B2** ✗ |')
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 fixed')
    expect(md).toContain('\n\n<sub>⚠️ fixed (remove its mark)</sub>\n')
  })
})

describe('the action', () => {
  const run = (inputs: Record<string, string>) =>
    runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir, inputs: { baseline: 'none', ...inputs } })

  it('passes with the per-engine marks, and comments which engine no longer needs its mark', async () => {
    api.reset()
    const result = await run({})
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ passed: '2', failed: '0', regressions: '0', shifts: '0', improvements: '0' })
    const [comment] = api.commentsOn(7)
    expect(comment.body).toContain('<sub>known failure under codex: Codex lists name-promoted tools alphabetically</sub>')
    expect(comment.body).toContain('<sub>passes now under claude-code@2.1: remove it from its known&#95;failure</sub>')
    expect(result.stdout).toContain('::notice file=.github/mcp-tool-rank.yml,line=10,col=5::"move file" is a known failure under codex: Codex lists name-promoted tools alphabetically')
    expect(result.stdout).toContain('::warning file=.github/mcp-tool-rank.yml,line=14,col=5::"read file" passes now under claude-code@2.1: remove it from its known_failure')
  })

  it('narrowed by the engines input, never says a mark for an engine it did not run passes now', async () => {
    api.reset()
    const result = await run({ engines: 'codex' })
    expect(result.code).toBe(0)
    expect(result.outputs).toMatchObject({ passed: '2', failed: '0' })
    const [comment] = api.commentsOn(7)
    expect(comment.body).not.toContain('passes now')
    expect(comment.body).toContain('known failure under codex')
    expect(result.stdout).not.toContain('passes now')
  })
})
