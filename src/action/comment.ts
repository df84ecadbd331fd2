/**
 * The sticky PR comment: one per pull request and manifest, found by the marker on its first
 * line and by its author (the token's own login), updated in place on every run.
 */
import * as core from '@actions/core'
import * as github from '@actions/github'
import { defaults } from '@actions/github/lib/utils'
import { retry } from '@octokit/plugin-retry'
import { throttling } from '@octokit/plugin-throttling'
import Bottleneck from 'bottleneck/light.js'
import { markerLine, sameComment, withMarker } from '../report/comment-text.js'
import type { RunContext } from './context.js'
import { apiLimits, boundedFetch, type ApiLimits } from './github-fetch.js'

export { markerLine }

export type GitHubClient = ReturnType<typeof github.getOctokit>

export interface ClientOptions {
  /** REST root; @actions/github defaults it to GITHUB_API_URL. */
  baseUrl?: string
  /**
   * Milliseconds per retry step (plugin-retry waits 1, 4, 9 steps) and per second of a rate
   * limit's Retry-After; also the least time between two writes (GitHub asks for a second).
   * Default: githubWaitUnit(), 1000 unless MCP_TOOL_RANK_GITHUB_WAIT_UNIT says otherwise.
   */
  retryAfterBaseValue?: number
  /** Time limits of each request and of all of them (default: apiLimits()). */
  limits?: ApiLimits
}

/** GitHub's own pace: a second between writes, a second per retry step. */
const DEFAULT_WAIT_UNIT_MS = 1000

/**
 * The unit of the client's waits from MCP_TOOL_RANK_GITHUB_WAIT_UNIT (milliseconds, 0 to 1000),
 * or a second when it is unset or out of range: a GitHub Enterprise Server without rate limits,
 * or a stand-in API in a test, need not wait.
 */
export function githubWaitUnit(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.MCP_TOOL_RANK_GITHUB_WAIT_UNIT
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isFinite(value) && value >= 0 && value <= DEFAULT_WAIT_UNIT_MS ? Math.round(value) : DEFAULT_WAIT_UNIT_MS
}

/**
 * An Octokit that retries 5xx answers and requests that got no answer (3 times) and waits out
 * rate limits (twice, up to 2 minutes), all within the one time budget of `limits`: when it is
 * spent, the request fails and the caller warns.
 */
export function createClient(token: string, options: ClientOptions = {}): GitHubClient {
  const unit = options.retryAfterBaseValue ?? githubWaitUnit()
  // Over @actions/github's own fetch, which goes through the runner's HTTPS_PROXY.
  const bounded = boundedFetch(options.limits ?? apiLimits(), (defaults.request?.fetch as typeof fetch | undefined) ?? fetch)
  const waitOut = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const retrying = retryCount < 2 && retryAfter <= 120 && retryAfter * 1000 < bounded.left()
    core.info(`GitHub ${kind} on ${request.method} ${request.url}: ${retrying ? `retrying in ${retryAfter} s` : 'giving up'}`)
    return retrying
  }
  return github.getOctokit(
    token,
    {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      request: { fetch: bounded.fetch },
      retry: { retries: 3, retryAfterBaseValue: unit },
      throttle: {
        retryAfterBaseValue: unit,
        // plugin-throttling spaces writes by a second, and those that notify (a new comment) by
        // three, in groups shared by all clients of the process; a shorter unit gets groups of its own.
        ...(unit !== DEFAULT_WAIT_UNIT_MS
          ? { write: new Bottleneck.Group({ maxConcurrent: 1, minTime: unit }), notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 3 * unit }) }
          : {}),
        onRateLimit: waitOut('rate limit'),
        onSecondaryRateLimit: waitOut('secondary rate limit')
      }
    },
    retry,
    throttling
  )
}

/** `github-actions[bot]` (a comment's author) and `github-actions` (GraphQL's viewer) are one login. */
export function sameLogin(a: string, b: string): boolean {
  const norm = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '')
  return norm(a) === norm(b)
}

export interface IssueTarget {
  owner: string
  repo: string
  issue_number: number
}

export interface StickyResult {
  id: number
  url: string
  /** `unchanged`: the comment already said the same (but for its run line), and was left alone. */
  action: 'created' | 'updated' | 'unchanged'
  /** Duplicates (left by two runs racing) that were deleted. */
  removed: number
}

/**
 * The token's own login: GraphQL `viewer`, since REST `GET /user` refuses installation
 * tokens. Octokit derives the GraphQL endpoint from the REST root (`/api/v3` -> `/api/graphql`
 * on GitHub Enterprise Server), as GITHUB_GRAPHQL_URL has it.
 */
async function viewerLogin(octokit: GitHubClient): Promise<string> {
  const result = await octokit.graphql<{ viewer?: { login?: unknown } } | undefined>('query { viewer { login } }')
  const login = result?.viewer?.login
  if (typeof login !== 'string') throw unexpected('GraphQL `viewer { login }`')
  return login
}

/** An answer that parsed as JSON but is not what the API documents (a proxy, a stand-in, a fault). */
function unexpected(what: string): Error {
  return new Error(`GitHub answered ${what} with JSON of an unexpected shape`)
}

/** `data` when it is a list, else the error that names the request. */
function listOf<T>(data: unknown, what: string): T[] {
  if (!Array.isArray(data)) throw unexpected(what)
  return data as T[]
}

/** A created or updated comment's id and URL, checked. */
function commentOf(data: unknown, what: string): { id: number; html_url: string } {
  const c = data as { id?: unknown; html_url?: unknown } | null
  if (typeof c?.id !== 'number' || typeof c.html_url !== 'string') throw unexpected(what)
  return { id: c.id, html_url: c.html_url }
}

interface IssueComment {
  id: number
  body?: string
  html_url: string
  user: { login: string } | null
}

/** Every comment of the issue whose first line is `marker` and whose author is `login`, oldest first. */
export async function findStickyComments(octokit: GitHubClient, target: IssueTarget, marker: string, login: string): Promise<IssueComment[]> {
  const found: IssueComment[] = []
  for await (const page of octokit.paginate.iterator(octokit.rest.issues.listComments, { ...target, per_page: 100 })) {
    for (const comment of listOf<IssueComment | null>(page.data, 'the list of comments')) {
      if (typeof comment?.id !== 'number') throw unexpected('the list of comments')
      const first = (typeof comment.body === 'string' ? comment.body : '').split('\n', 1)[0].trim()
      if (first === marker && typeof comment.user?.login === 'string' && sameLogin(comment.user.login, login)) found.push(comment)
    }
  }
  return found
}

/** This manifest's comments on the PR (oldest first), and `body` as their full text: the marker line first. */
async function ours(octokit: GitHubClient, target: IssueTarget, key: string, body: string): Promise<{ comments: IssueComment[]; full: string }> {
  const marker = markerLine(key)
  const comments = await findStickyComments(octokit, target, marker, await viewerLogin(octokit))
  return { comments, full: withMarker(key, body) }
}

/** Updates this manifest's comment on the PR, or creates it when there is none; leaves it alone when it says the same. */
export async function upsertStickyComment(
  octokit: GitHubClient,
  target: IssueTarget,
  key: string,
  body: string
): Promise<StickyResult> {
  const { owner, repo } = target
  const {
    comments: [existing, ...duplicates],
    full
  } = await ours(octokit, target, key, body)
  if (!existing) {
    const created = commentOf((await octokit.rest.issues.createComment({ ...target, body: full })).data, 'the new comment')
    return { id: created.id, url: created.html_url, action: 'created', removed: 0 }
  }
  const unchanged = typeof existing.body === 'string' && sameComment(existing.body, full)
  const data = unchanged ? existing : commentOf((await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body: full })).data, 'the updated comment')
  for (const duplicate of duplicates) {
    await octokit.rest.issues.deleteComment({ owner, repo, comment_id: duplicate.id })
  }
  return { id: data.id, url: data.html_url, action: unchanged ? 'unchanged' : 'updated', removed: duplicates.length }
}

/**
 * The pull request to comment on: the event's own, or, for `comment: always` on a push and
 * for `workflow_run`, the open PR whose head is this commit. Undefined when there is none.
 */
export async function resolvePullRequest(octokit: GitHubClient, ctx: RunContext): Promise<number | undefined> {
  if (ctx.pullRequest) return ctx.pullRequest.number
  const run = ctx.workflowRun
  if (run) {
    if (run.pullRequests.length > 0) return run.pullRequests[0]
    // GitHub attaches no PR to runs of PRs from forks: find it by the head branch and commit.
    if (!run.headOwner || !run.headBranch) return undefined
    const prs = await octokit.paginate(octokit.rest.pulls.list, { owner: ctx.owner, repo: ctx.repo, state: 'open', head: `${run.headOwner}:${run.headBranch}`, per_page: 100 })
    return listOf<(typeof prs)[number] | null>(prs, 'the list of pull requests').find((pr) => pr?.head?.sha === run.headSha)?.number
  }
  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({ owner: ctx.owner, repo: ctx.repo, commit_sha: ctx.commit })
  return listOf<(typeof data)[number] | null>(data, 'the pull requests of a commit').find((pr) => pr?.state === 'open' && pr.head?.sha === ctx.commit)?.number
}

/** Rewrites our comment when there is one; creates none. Returns its id, or undefined. */
export async function updateStickyComment(octokit: GitHubClient, target: IssueTarget, key: string, body: string): Promise<number | undefined> {
  const {
    comments: [existing],
    full
  } = await ours(octokit, target, key, body)
  if (!existing) return undefined
  await octokit.rest.issues.updateComment({ owner: target.owner, repo: target.repo, comment_id: existing.id, body: full })
  return existing.id
}
