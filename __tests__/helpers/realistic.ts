/**
 * The realistic review of the comment's and the terminal's size tests: a 26-tool server of
 * the user's (the recorded GitHub server) among three recorded servers and the bundled
 * `popular` neighbours, four engines, 13 queries, and a pull request that lists three new
 * tools first, so that three queries fail (each a regression), and moves the server to
 * docstring descriptions (an `Args:` block under all but two tools' descriptions), so that
 * lint has 40 findings about it. Written once as a plain report (`npm run fixtures`, report-fixtures.test.ts),
 * read back by the renderer tests like every other report fixture.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { diffCatalogs, diffEvaluations } from '../../src/baseline/diff.js'
import { diffExpectations } from '../../src/baseline/expectations.js'
import { runPipeline } from '../../src/pipeline.js'
import type { Review } from '../../src/report/review.js'
import { ROOT } from './cli.js'
import { reviewOf } from './review.js'

const CATALOGS = join(ROOT, '__tests__/fixtures/catalogs')
export const REALISTIC_MANIFEST = '.github/mcp-tool-rank.yml'

const QUERIES: Array<[string, string, number?]> = [
  ['create issue', 'create_issue'],
  ['merge pull request', 'merge_pull_request', 1],
  ['list open pull requests', 'list_pull_requests', 1],
  ['search code', 'search_code'],
  ['fork repository', 'fork_repository'],
  ['create branch', 'create_branch', 1],
  ['list issues', 'list_issues'],
  ['add comment to issue', 'add_issue_comment'],
  ['review pull request', 'create_pull_request_review'],
  ['list commits', 'list_commits'],
  ['push files', 'push_files'],
  ['search users', 'search_users'],
  ['update issue', 'update_issue']
]

/** The pull request's new tools, listed before the others. */
export const PR_TOOLS = [
  { name: 'merge_pull_request_when_ready', description: 'Merge a pull request once its status checks pass', inputSchema: { type: 'object' } },
  { name: 'list_open_pull_request_reviews', description: 'List open reviews requested on pull requests', inputSchema: { type: 'object' } },
  { name: 'create_branch_from_issue', description: 'Create a branch for an issue', inputSchema: { type: 'object' } }
]

function manifestText(): string {
  const queries = QUERIES.map(([q, tool, rank]) => `  - query: ${q}\n    expect: github/${tool}${rank ? `\n    rank: ${rank}` : ''}`).join('\n')
  return `version: 1
engines: [claude-code@2.1, claude-code@2.0, codex, ai-sdk]
servers:
  github: {catalog: github.tools.json}
  gitlab: {catalog: gitlab.tools.json}
  slack: {catalog: slack.tools.json}
  notion: {catalog: notion.tools.json}
neighbours: popular
queries:
${queries}
`
}

/** The two tools whose descriptions the pull request leaves as they were: hand-written, without an `Args:` block. */
const HAND_WRITTEN = ['get_pull_request_comments', 'get_pull_request_reviews']

type RawTool = { name: string; description: string; inputSchema: { type: string; properties?: Record<string, unknown> } }
/** The tool as a server that builds descriptions from docstrings lists it: the description, then an `Args:` block of its parameters. */
function docstring(t: RawTool): RawTool {
  const args = Object.keys(t.inputSchema.properties ?? {}).map((p) => `    ${p}: The ${p.replace(/_/g, ' ')}.`)
  return args.length ? { ...t, description: `${t.description}\n\nArgs:\n${args.join('\n')}` } : t
}

function writeSide(dir: string, head: boolean): string {
  mkdirSync(join(dir, '.github'), { recursive: true })
  for (const name of ['gitlab', 'slack', 'notion']) copyFileSync(join(CATALOGS, `${name}.tools.json`), join(dir, `${name}.tools.json`))
  const github = JSON.parse(readFileSync(join(CATALOGS, 'github.tools.json'), 'utf8')) as { tools: RawTool[] }
  if (head) github.tools = [...PR_TOOLS, ...github.tools].map((t) => (HAND_WRITTEN.includes(t.name) ? t : docstring(t)))
  writeFileSync(join(dir, 'github.tools.json'), JSON.stringify(github))
  const file = join(dir, REALISTIC_MANIFEST)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, manifestText())
  return file
}

/** Both sides ranked and linted, the diff between them, as the check's review. */
export async function realisticReview(dir: string): Promise<Review> {
  const side = async (name: string, head: boolean) => {
    const at = join(dir, name)
    return runPipeline({ config: writeSide(at, head), baseDir: at, callerEnv: {} })
  }
  const base = await side('base', false)
  const head = await side('head', true)
  const catalogChanges = diffCatalogs(base.catalog, head.catalog)
  const expectations = diffExpectations({ base: base.manifest, head: head.manifest, baseEvaluation: base.evaluation, baseCatalog: base.catalog, headCatalog: head.catalog, catalogChanges })
  const baseline = { ...diffEvaluations({ source: 'lock', baseSha: '1ac8910f3e2d4c5b6a7980112233445566778899', cost: { serversStarted: 0, totalMs: 40 }, base, head, catalogChanges }), expectations }
  // The findings about the user's own server, as lint reports them when it is the one live server among stored catalogs.
  const findings = head.findings.filter((f) => f.server === 'github')
  return reviewOf({ evaluation: head.evaluation, baseline, findings, manifest: REALISTIC_MANIFEST })
}
