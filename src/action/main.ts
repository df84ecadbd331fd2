import * as core from '@actions/core'
import * as github from '@actions/github'
import { relative, resolve, sep } from 'node:path'
import { installSignalHandlers } from '../process/groups.js'
import { withoutCredentials } from '../process/credentials.js'
import { describeFailure } from '../errors.js'
import { issueLine, ManifestError, ManifestNotFoundError } from '../manifest/errors.js'
import { startClientVersionCheck } from '../check/client-versions.js'
import { runCheck, type CheckRun } from '../check/run-check.js'
import { annotationText, escapeText, preformatted } from '../report/escape-markdown.js'
import { commentBody, commentKey, summaryText } from '../report/comment-text.js'
import type { RenderInput } from '../report/markdown.js'
import { makeStyle } from '../util/style.js'
import { terminalReport } from '../report/terminal.js'
import { reportText } from '../report/json.js'
import { readReport } from '../report/read.js'
import type { Review } from '../report/review.js'
import { VERSION } from '../version.js'
import { annotate } from './annotations.js'
import { createClient, resolvePullRequest, updateStickyComment, upsertStickyComment } from './comment.js'
import { runContext, type RunContext } from './context.js'
import { readInputs, type ActionInputs } from './inputs.js'
import { logUntrusted } from './log.js'
import { groupedProgress } from './progress.js'
import { reportPath, setCommentId, setOutputs, writeReport } from './outputs.js'
import { writeSummary } from './summary.js'

/** Where a user who hit the read-only token of a fork PR reads on. */
const FORK_RECIPE = 'see "Comments on pull requests from forks" in the mcp-tool-rank README for the two-workflow recipe'

/** The repository's checkout. */
function workspaceDir(): string {
  return resolve(process.env.GITHUB_WORKSPACE || '.')
}

/** A file's path as the pull request's diff names it: from the workspace, with `/`. */
function repoPath(file: string): string {
  return relative(workspaceDir(), file).split(sep).join('/')
}

/** `err` with the manifest (each issue's, or the missing one) named as the diff names it: the runner's absolute path says nothing to the reader. */
function withRepoPaths(err: unknown): unknown {
  if (err instanceof ManifestNotFoundError) return new ManifestNotFoundError(repoPath(err.file))
  return err instanceof ManifestError ? new ManifestError(err.issues.map((issue) => ({ ...issue, file: repoPath(issue.file) }))) : err
}

/** Comment on the PR unless the inputs or the event say not to; returns the comment id. Never throws. */
async function comment(inputs: ActionInputs, ctx: RunContext, key: string, render: RenderInput): Promise<number | undefined> {
  if (inputs.comment === 'never') return undefined
  if (inputs.comment === 'auto' && !ctx.pullRequest && !ctx.workflowRun) {
    core.info(`No comment: the ${ctx.eventName} event has no pull request (comment: auto)`)
    return undefined
  }
  if (inputs.comment === 'auto' && ctx.pullRequest?.fork && !inputs.fromReport) {
    core.notice(`No PR comment: pull requests from forks get a read-only token; the job summary has the report. To comment anyway, ${FORK_RECIPE}.`)
    return undefined
  }
  if (!inputs.token) {
    core.warning('No PR comment: the github-token input is empty')
    return undefined
  }
  try {
    const octokit = createClient(inputs.token)
    const number = await resolvePullRequest(octokit, ctx)
    if (number === undefined) {
      core.info(`No comment: no open pull request has head ${ctx.commit}`)
      return undefined
    }
    const result = await upsertStickyComment(octokit, { owner: ctx.owner, repo: ctx.repo, issue_number: number }, key, commentBody(render, key))
    const done = { created: 'Created the comment', updated: 'Updated the comment', unchanged: 'Left the comment unchanged (the same report)' }[result.action]
    core.info(`${done} on #${number}: ${result.url}${result.removed ? ` (${result.removed} duplicate(s) removed)` : ''}`)
    return result.id
  } catch (err) {
    // Octokit's RequestError carries the HTTP status.
    const status = (err as { status?: unknown }).status
    const message = err instanceof Error ? err.message : String(err)
    if (status === 403 || status === 404) {
      const why = ctx.pullRequest?.fork ? 'the token is read-only, as it is for pull requests from forks' : 'the token may lack `pull-requests: write`'
      core.warning(`Could not comment on the pull request (HTTP ${status}: ${message}): ${why}. The job summary has the report; ${FORK_RECIPE}.`)
    } else {
      core.warning(`Could not comment on the pull request: ${message}. The job summary has the report.`)
    }
    return undefined
  }
}

/**
 * A manifest, server or input error: the file:line:col lines as the failure, in the job
 * summary, and in the PR's sticky comment when there already is one, so that it does not
 * go on showing the last good result beside a red check. No comment is created for it.
 */
async function fail(thrown: unknown, where?: { inputs: ActionInputs; ctx: RunContext; key: string }): Promise<void> {
  const err = withRepoPaths(thrown)
  const failure = describeFailure(err)
  if (err instanceof ManifestError) {
    // An annotation per problem at its line of the manifest, so the PR's diff shows it there.
    for (const issue of err.issues) core.error(annotationText(issueLine(issue), 1000), { title: 'mcp-tool-rank manifest', file: issue.file, startLine: issue.line, startColumn: issue.col })
    process.exitCode = core.ExitCode.Failure
  } else {
    core.setFailed(failure.lines.join('\n'))
  }
  if (failure.internal && err instanceof Error && err.stack) core.debug(err.stack)
  const body = `### MCP tool search could not run\n\n${preformatted(failure.lines.flatMap((l) => l.split('\n')), 60)}\n`
  try {
    await writeSummary(body)
  } catch (summaryError) {
    core.warning(`Could not write the job summary: ${(summaryError as Error).message}`)
  }
  const pr = where?.ctx.pullRequest
  if (!where || !pr || pr.fork || where.inputs.comment === 'never' || !where.inputs.token || where.inputs.fromReport) return
  try {
    const octokit = createClient(where.inputs.token)
    const target = { owner: where.ctx.owner, repo: where.ctx.repo, issue_number: pr.number }
    const updated = await updateStickyComment(octokit, target, where.key, where.ctx.run ? `${body}\n<sub>[${escapeText(where.ctx.run.label, 60)}](${where.ctx.run.url})</sub>\n` : body)
    if (updated !== undefined) core.info(`Updated the comment on #${pr.number} to say the check could not run`)
  } catch (commentError) {
    core.warning(`Could not update the PR comment: ${(commentError as Error).message}`)
  }
}

/** Runs the check for the workflow step: log, report, annotations, summary, comment, outputs, verdict. */
export async function run(): Promise<void> {
  installSignalHandlers()
  let where: Parameters<typeof fail>[1]
  try {
    const inputs = readInputs()
    const ctx = runContext(github.context)
    const workdir = resolve(workspaceDir(), inputs.workingDirectory)
    const config = resolve(workdir, inputs.config)
    const manifest = repoPath(config)
    const key = commentKey(manifest, inputs.engines)
    where = { inputs, ctx, key }

    let review: Review
    let checked: CheckRun | undefined
    let sarif: string | undefined
    const path = inputs.fromReport ? resolve(workdir, inputs.fromReport) : reportPath(key)
    // Asked alongside the check, so that it adds no time; a report read back was ranked by the run that wrote it.
    const clientNotices = startClientVersionCheck(inputs.checkClientVersions && !inputs.fromReport, process.env)
    if (inputs.fromReport) {
      review = await readReport(path)
    } else {
      // The accept label counts only on a pull request that carries it when the event was sent.
      const accepting = inputs.acceptLabel && ctx.pullRequest?.labels.includes(inputs.acceptLabel) ? inputs.acceptLabel : undefined
      if (accepting) core.info(`The pull request carries the label ${accepting}: its regressions are accepted (reported, not failing)`)
      checked = await runCheck({
        config,
        baseDir: workdir,
        callerEnv: withoutCredentials(process.env),
        engines: inputs.engines,
        manifest,
        ...(ctx.baseSha ? { base: { ref: ctx.baseSha, mode: inputs.baseline, setup: inputs.setup } } : {}),
        failOn: inputs.failOn,
        ...(inputs.judge ? { judge: inputs.judge } : {}),
        ...(accepting ? { acceptLabel: accepting } : {}),
        progress: groupedProgress()
      })
      review = checked.review
      const baseline = review.baseline
      if (baseline?.source === 'none' && baseline.warning) {
        core.warning(`No baseline: ${annotationText(baseline.reason, 1000)}. The verdict is for this commit alone.`)
        if (baseline.details) logUntrusted(baseline.details.join('\n'))
      } else if (baseline?.source === 'none') core.info(`No baseline: ${baseline.reason}`)
      sarif = path.replace(/\.json$/, '.sarif')
      await writeReport(sarif, JSON.stringify(checked.sarif, null, 2) + '\n')
    }

    // The job log is read in a browser, folded: wide lines, and every explanation.
    logUntrusted(terminalReport(review, makeStyle(true), { columns: 160, explain: true }))
    if (checked) await writeReport(path, reportText(checked.report))
    // Annotations belong to the run that checked the commit, not to a workflow_run that comments.
    if (!inputs.fromReport) annotate(review, manifest)

    const notices = await clientNotices(review.evaluation.engines)
    for (const notice of notices) core.notice(notice)
    const render: RenderInput = {
      review,
      context: {
        manifest,
        manifestUrl: `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/blob/${ctx.commit}/${manifest.split('/').map(encodeURIComponent).join('/')}`,
        commit: ctx.commit,
        ...(ctx.run ? { run: ctx.run } : {}),
        version: VERSION,
        ...(notices.length ? { notices } : {})
      }
    }
    try {
      await writeSummary(summaryText(render))
    } catch (err) {
      core.warning(`Could not write the job summary: ${(err as Error).message}`)
    }
    // Outputs and verdict before the comment: a slow or failing GitHub API must not leave them unset.
    const counts = review.verdict.tally
    const accepted = review.verdict.acceptedBy !== undefined ? counts.regressions : 0
    setOutputs({ passed: review.evaluation.summary.passed, failed: review.counts.failed, regressions: counts.regressions, accepted, shifts: counts.shifts, improvements: counts.improvements, report: path, ...(sarif ? { sarif } : {}) })
    // Commenting from a report is the second workflow of the fork recipe: the first one judged.
    const outcome = checked?.verdict
    if (outcome) {
      for (const warning of outcome.warnings) core.warning(annotationText(warning, 2000))
      if (outcome.failed) core.setFailed(annotationText(outcome.reasons.join('; '), 2000))
    }

    setCommentId(await comment(inputs, ctx, key, render))
  } catch (err) {
    await fail(err, where)
  }
}
