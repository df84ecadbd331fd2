import { BASELINE_MODES, type BaselineMode } from '../baseline/obtain.js'
import { BaseCommitError, ensureCommit, git, gitSays, repoRoot } from '../baseline/git.js'
import { startClientVersionCheck } from '../check/client-versions.js'
import { runCheck, type BaseSide } from '../check/run-check.js'
import { UsageError } from '../errors.js'
import { ExitCode } from '../exit-codes.js'
import { failOnChoice, type FailOnChoice } from '../gate/fail-on.js'
import { writeLock } from '../lock/index.js'
import { commentBody, commentKey, summaryText, withMarker } from '../report/comment-text.js'
import { terminalReport } from '../report/terminal.js'
import { fit } from '../util/fit.js'
import { reportText } from '../report/json.js'
import { plainText } from '../util/sanitize-text.js'
import { VERSION } from '../version.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, ENGINE_OPTION, VERBOSE_HELP, VERBOSE_OPTION } from './options.js'
import { cliProgress } from './progress.js'
import { driftLines, lockWarning, manifestPath, outputColumns, readerOutput, writeJson, writeOutput } from './output.js'

const HELP = `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE [--full-rankings]] [--sarif FILE] [--markdown FILE]
                          [--summary FILE] [--update-lock] [--base REF [--baseline MODE] [--setup CMD]]
                          [--fail-on LIST] [--check-client-versions] [--explain]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
${CONFIG_HELP}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
      --full-rankings keep every tool that scored in the report's rankings, not only the
                      top, the expected tools and their neighbours (large on big catalogs)
      --sarif FILE    also write the lint findings as SARIF 2.1.0 (GitHub code scanning)
      --markdown FILE also write the pull request comment the action would post
      --summary FILE  also write the job summary the action would write
                      (FILE \`-\` is stdout for one of these four; the report then goes to stderr)
      --update-lock   rewrite the lock file from the live tools
      --base REF      also rank the base commit (e.g. origin/main) and show what moved
      --baseline MODE how to rank the base: auto (lock file, else worktree), lock,
                      worktree, none (default auto)
      --setup CMD     run CMD in the base worktree first (e.g. "npm ci && npm run build")
      --fail-on LIST  what fails the check: missing, regression, shift, lint-error,
                      or none (default missing,regression); with the manifest's
                      neighbours, add alone to judge your servers only (default
                      with-neighbours), e.g. missing,regression,alone
      --check-client-versions
                      ask the npm registry (npm_config_registry when set) whether
                      Claude Code or Codex has a release newer than this version
                      reproduces, and say so (offline: nothing is said)
      --explain       under each failing expectation, the verified fix and the
                      neighbours' tools ahead of it
${VERBOSE_HELP}
  -h, --help          this help`

function baselineMode(value: string | undefined): BaselineMode {
  if (value === undefined) return 'auto'
  if (!(BASELINE_MODES as readonly string[]).includes(value)) throw new UsageError(`--baseline must be one of ${BASELINE_MODES.join(', ')}, got \`${value}\``)
  return value as BaselineMode
}

function failOnOf(value: string | undefined): FailOnChoice {
  try {
    return failOnChoice(value)
  } catch (err) {
    throw new UsageError(`\`--fail-on\` ${(err as Error).message}`)
  }
}

async function baseSide(values: { base?: string; baseline?: string; setup?: string }): Promise<BaseSide | undefined> {
  if (values.base === undefined) {
    for (const name of ['baseline', 'setup'] as const) if (values[name] !== undefined) throw new UsageError(`--${name} applies to the base side: pass --base REF as well`)
    return undefined
  }
  const mode = baselineMode(values.baseline)
  if (mode === 'none') return undefined
  return { ref: await baseCommit(values.base), mode, ...(values.setup ? { setup: values.setup } : {}) }
}

/** --base as a commit, before anything starts: a ref that names none is a usage error, in git's words. */
async function baseCommit(ref: string): Promise<string> {
  let root: string
  try {
    root = await repoRoot(process.cwd())
  } catch (err) {
    throw new UsageError(`--base needs a git checkout: ${gitSays(err)}`)
  }
  try {
    return await ensureCommit(ref, root)
  } catch (err) {
    if (err instanceof BaseCommitError) throw new UsageError(`--base ${err.message}`)
    throw err
  }
}

/** The commit the preview's footer names, as the action's does: HEAD, when this is a git checkout. */
async function headCommit(): Promise<{ commit?: string }> {
  try {
    return { commit: (await git(['rev-parse', '--verify', 'HEAD'], process.cwd())).trim() }
  } catch {
    return {}
  }
}

export default defineCommand({
  help: HELP,
  options: {
    ...CONFIG_OPTION,
    ...ENGINE_OPTION,
    json: { type: 'string' },
    'full-rankings': { type: 'boolean' },
    sarif: { type: 'string' },
    markdown: { type: 'string' },
    summary: { type: 'string' },
    'update-lock': { type: 'boolean' },
    base: { type: 'string' },
    baseline: { type: 'string' },
    setup: { type: 'string' },
    'fail-on': { type: 'string' },
    'check-client-versions': { type: 'boolean' },
    explain: { type: 'boolean' },
    ...VERBOSE_OPTION
  },
  async run(values) {
    const config = configOf(values)
    const { failOn, judge } = failOnOf(values['fail-on'])
    const base = await baseSide(values)
    const { out: human, style } = readerOutput({ json: values.json, sarif: values.sarif, markdown: values.markdown, summary: values.summary })
    const manifest = manifestPath(config)
    const progress = cliProgress(values.verbose === true)
    const clientNotices = startClientVersionCheck(values['check-client-versions'] === true, process.env)
    const run = await runCheck({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, manifest: config, sarifManifest: manifest, ...(base ? { base } : {}), failOn, ...(judge ? { judge } : {}), fullRankings: values['full-rankings'], progress })
    const { result, review } = run
    const columns = outputColumns(human, process.env)
    /** `text` broken to the terminal's width, each line painted. */
    const say = (text: string, paint: (t: string) => string): void => {
      for (const line of fit(text, columns)) human.write(paint(line) + '\n')
    }
    human.write(terminalReport(review, style, { columns, explain: values.explain === true }))
    const notices = await clientNotices(result.evaluation.engines)
    for (const notice of notices) say(`note: ${notice}`, style.yellow)
    if (values.json) await writeOutput(values.json, reportText(run.report))
    if (values.sarif) await writeJson(values.sarif, run.sarif)
    if (values.markdown || values.summary) {
      const render = { review, context: { manifest, ...(await headCommit()), version: VERSION, ...(notices.length ? { notices } : {}) } }
      if (values.markdown) {
        const key = commentKey(manifest, values.engine)
        await writeOutput(values.markdown, withMarker(key, commentBody(render, key)))
      }
      if (values.summary) await writeOutput(values.summary, summaryText(render))
    }
    if (values['update-lock']) {
      await writeLock(result.manifest.lockFile, result.listings)
      const drift = result.lock?.drift ?? []
      const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`
      human.write([`wrote ${result.manifest.lockFile}${note}\n`, ...driftLines(drift, style)].join(''))
    } else if (result.lock) {
      human.write(lockWarning(result.lock, style))
    }
    for (const warning of run.verdict.warnings) say(`accepted: ${plainText(warning, 2000)}`, style.yellow)
    for (const reason of run.verdict.reasons) say(`failed: ${plainText(reason, 2000)}`, style.red)
    return run.verdict.failed ? ExitCode.Failed : ExitCode.Ok
  }
})
