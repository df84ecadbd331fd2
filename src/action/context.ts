/**
 * What the run is about, from the event payload and the runner's GITHUB_* variables: the
 * event, the repository, the pull request (number, base and head commits, whether it comes
 * from a fork) and the link to this run.
 */

/** The parts of `@actions/github`'s `context` read here (a plain object in tests). */
export interface GitHubContextLike {
  eventName: string
  sha: string
  payload: Record<string, unknown>
  repo: { owner: string; repo: string }
  runId: number
  runNumber: number
  serverUrl: string
}

export interface PullRequestInfo {
  number: number
  baseSha: string
  headSha: string
  /** The head branch lives in another repository: the default token is read-only. */
  fork: boolean
  /** The names of its labels when the event was sent. */
  labels: string[]
}

/** The run of the first workflow, for the `workflow_run` recipe (comment from its report). */
export interface WorkflowRunInfo {
  id: number
  runNumber?: number
  htmlUrl: string
  headSha: string
  headBranch: string
  /** `owner` of the head repository: with headBranch, how the PR of a fork is found. */
  headOwner: string
  /** The PRs GitHub attached to the run (empty for PRs from forks). */
  pullRequests: number[]
}

export interface RunContext {
  eventName: string
  owner: string
  repo: string
  /** The commit the report is about: the PR's head, else the commit the workflow ran on. */
  commit: string
  pullRequest?: PullRequestInfo
  workflowRun?: WorkflowRunInfo
  /**
   * The commit to diff against: the PR's base commit (never the base branch's moving tip),
   * or a push's `before` commit; absent for a new branch or other events.
   */
  baseSha?: string
  serverUrl: string
  /** The link to this run (absent when the runner did not say which run it is). */
  run?: { url: string; label: string }
}

type Json = Record<string, unknown>

const obj = (v: unknown): Json | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined)

function pullRequestOf(payload: Json): PullRequestInfo | undefined {
  const pr = obj(payload.pull_request)
  const number = num(pr?.number)
  if (!pr || number === undefined) return undefined
  const base = obj(pr.base)
  const head = obj(pr.head)
  const baseRepo = str(obj(base?.repo)?.full_name)
  // A deleted fork leaves head.repo null: still a fork.
  const headRepo = str(obj(head?.repo)?.full_name)
  const labels = (Array.isArray(pr.labels) ? pr.labels : []).map((l) => str(obj(l)?.name)).filter(Boolean)
  return { number, baseSha: str(base?.sha), headSha: str(head?.sha), fork: headRepo === '' || headRepo.toLowerCase() !== baseRepo.toLowerCase(), labels }
}

function workflowRunOf(payload: Json): WorkflowRunInfo | undefined {
  const run = obj(payload.workflow_run)
  const id = num(run?.id)
  if (!run || id === undefined) return undefined
  const prs = Array.isArray(run.pull_requests) ? run.pull_requests : []
  return {
    id,
    runNumber: num(run.run_number),
    htmlUrl: str(run.html_url),
    headSha: str(run.head_sha),
    headBranch: str(run.head_branch),
    headOwner: str(obj(obj(run.head_repository)?.owner)?.login),
    pullRequests: prs.map((p) => num(obj(p)?.number)).filter((n): n is number => n !== undefined)
  }
}

/** `run #42`, or `workflow run` when the runner gave no run number (never `run #NaN`). */
function runLink(url: string, runNumber: number | undefined): RunContext['run'] {
  return url ? { url, label: runNumber !== undefined ? `run #${runNumber}` : 'workflow run' } : undefined
}

export function runContext(ctx: GitHubContextLike): RunContext {
  // An event file holding `null` (or not an object) is read as an event without a payload.
  const payload = obj(ctx.payload) ?? {}
  const pullRequest = pullRequestOf(payload)
  const workflowRun = workflowRunOf(payload)
  const { owner, repo } = ctx.repo
  const serverUrl = ctx.serverUrl.replace(/\/+$/, '')
  const runId = num(ctx.runId)
  const run = workflowRun
    ? runLink(workflowRun.htmlUrl, workflowRun.runNumber)
    : runId !== undefined
      ? runLink(`${serverUrl}/${owner}/${repo}/actions/runs/${runId}`, num(ctx.runNumber))
      : undefined
  const before = str(payload.before)
  const baseSha = pullRequest?.baseSha || (ctx.eventName === 'push' && /^[0-9a-f]{40}$/.test(before) && !/^0+$/.test(before) ? before : '')
  return {
    eventName: ctx.eventName,
    owner,
    repo,
    commit: pullRequest?.headSha || workflowRun?.headSha || ctx.sha,
    ...(baseSha ? { baseSha } : {}),
    ...(pullRequest ? { pullRequest } : {}),
    ...(workflowRun ? { workflowRun } : {}),
    serverUrl,
    ...(run ? { run } : {})
  }
}
