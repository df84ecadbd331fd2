#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { installSignalHandlers } from './process/groups.js'
import { listEngines, resolveEngine } from './engines/registry.js'
import { EngineQueryError } from './engines/types.js'
import { describeFailure, UsageError } from './errors.js'
import { ExitCode } from './exit-codes.js'
import { DEFAULT_MANIFEST } from './manifest/load.js'
import { checkLock, describeDrift, writeLock, type DriftItem, type LockStatus } from './lock/index.js'
import { loadAndCollect, runPipeline } from './pipeline.js'
import { jsonReport, REPORT_VERSION } from './report/json.js'
import { sarifReport } from './report/sarif.js'
import { findingsReport } from './report/findings-text.js'
import { lintFailsGate, lintManifest } from './lint/run.js'
import type { Finding } from './lint/types.js'
import { plainText } from './util/sanitize-text.js'
import { makeStyle, wantsColor, type Style } from './util/style.js'
import { rankingReport, terminalReport } from './report/terminal.js'
import { VERSION } from './version.js'
import { recordCommand } from './record/command.js'
import { BASELINE_MODES, obtainBaseline, type BaselineMode } from './baseline/obtain.js'
import type { Baseline } from './baseline/types.js'
import { DEFAULT_FAIL_ON, parseFailOn, verdict, type FailOn } from './gate/verdict.js'
import { diffTerminal } from './report/diff-text.js'

const HELP: Record<string, string> = {
  main: `mcp-tool-rank ${VERSION}: regression tests for how findable MCP tools are under deferred tool search

Usage: mcp-tool-rank <command> [options]

Commands:
  check            rank every query of the manifest and check its expectations
  rank "QUERY"     show one query's ranking (--explain for per-term points)
  engines          list the engines and the client versions they reproduce
  snapshot         collect the servers' tools into the lock file (mcp-tools.lock.json)
  lint             check the servers' tools for what makes them hard to find
  record           record a server's tools/list as a catalog file (--npm PACKAGE, -- COMMAND, --url)

Run \`mcp-tool-rank <command> --help\` for a command's options.
Exit codes: 0 all expectations hold, 1 an expectation failed, 2 manifest, server or usage error.`,
  check: `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE] [--sarif FILE] [--update-lock]
                          [--base REF [--baseline MODE] [--setup CMD]] [--fail-on LIST]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
      --sarif FILE    also write the lint findings as SARIF 2.1.0 (GitHub code scanning)
      --update-lock   rewrite the lock file from the live tools
      --base REF      also rank the base commit (e.g. origin/main) and show what moved
      --baseline MODE how to rank the base: auto (lock file, else worktree), lock,
                      worktree, none (default auto)
      --setup CMD     run CMD in the base worktree first (e.g. "npm ci && npm run build")
      --fail-on LIST  what fails the check: missing, regression, lint-error, or none
                      (default missing,regression)
  -h, --help          this help`,
  snapshot: `Usage: mcp-tool-rank snapshot [--config FILE]

Starts the manifest's servers, collects tools/list and writes the lock file (default
mcp-tools.lock.json next to the manifest; the manifest's \`lock\` key names another).
Commit it: the base side of a PR is then ranked from it without starting servers, and
\`check\` warns when it no longer matches what the servers list.

Options:
  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})
  -h, --help          this help`,
  rank: `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
  -c, --config FILE     the manifest (default ${DEFAULT_MANIFEST})
  -e, --engine ID       the engine (default: the manifest's first)
      --max-results N   the cut line (default: the manifest's, else the engine's)
      --limit N         how many ranked tools to print (default 15)
      --explain         which term earned which points on which field
  -h, --help            this help`,
  lint: `Usage: mcp-tool-rank lint [--config FILE] [--engine ID]... [--sarif FILE] [--json FILE]

Starts the manifest's servers, collects tools/list and checks the tools for what makes them
hard to find: shared boilerplate, notes naming other tools, names the clients cut or misread,
descriptions past the client's cut, tools their own name does not find, tools no query
covers. Stored catalogs (\`catalog:\`) are competitors: linted only when the manifest starts
no server. Rule levels come from the manifest's \`lint.rules\`; docs/lint-rules.md has
each rule with a bad and a good example.

Options:
  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})
  -e, --engine ID     check with this engine instead of the manifest's (repeatable)
      --sarif FILE    also write the findings as SARIF 2.1.0 (GitHub code scanning)
      --json FILE     also write the findings as JSON
  -h, --help          this help

Exit codes: 0 no error-level finding, 1 an error-level finding, 2 manifest, server or usage error.`,
  engines: `Usage: mcp-tool-rank engines

Lists the engine ids, the clients and versions they reproduce, and their default cut.`
}

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  engine: { type: 'string', short: 'e', multiple: true },
  json: { type: 'string' },
  sarif: { type: 'string' },
  'update-lock': { type: 'boolean' },
  base: { type: 'string' },
  baseline: { type: 'string' },
  setup: { type: 'string' },
  'fail-on': { type: 'string' },
  explain: { type: 'boolean' },
  limit: { type: 'string' },
  'max-results': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' }
} satisfies ParseArgsConfig['options']

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values']

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer, got \`${value}\``)
  return n
}

async function check(values: Values): Promise<number> {
  const config = values.config ?? DEFAULT_MANIFEST
  const failOn = values['fail-on'] === undefined ? DEFAULT_FAIL_ON : parseFailOnOption(values['fail-on'])
  const mode = baselineMode(values.baseline)
  const result = await runPipeline({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine })
  const style = makeStyle(wantsColor(process.stdout, process.env))
  process.stdout.write(terminalReport(result.evaluation, config, style, result.findings))
  let baseline: Baseline | undefined
  if (values.base) {
    baseline = await obtainBaseline(
      { mode, base: values.base, config, workDir: process.cwd(), setup: values.setup, callerEnv: process.env, engines: values.engine },
      result
    )
    process.stdout.write('\n' + diffTerminal(baseline, style))
  }
  if (values.json) await writeOutput(values.json, JSON.stringify(jsonReport(result.evaluation, result.listings, config, { baseline, findings: result.findings }), null, 2) + '\n')
  if (values.sarif) await writeSarif(values.sarif, config, result.findings, result.manifest.lintRules)
  if (values['update-lock']) {
    await writeLock(result.manifest.lockFile, result.listings)
    const drift = result.lock?.drift ?? []
    const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`
    process.stdout.write([`wrote ${result.manifest.lockFile}${note}\n`, ...driftLines(drift, style)].join(''))
  } else if (result.lock) {
    process.stdout.write(lockWarning(result.lock, style))
  }
  const outcome = verdict({ evaluation: result.evaluation, baseline, findings: result.findings }, failOn)
  for (const reason of outcome.reasons) process.stdout.write(style.red(`failed: ${reason}`) + '\n')
  return outcome.failed ? ExitCode.Failed : ExitCode.Ok
}

function baselineMode(value: string | undefined): BaselineMode {
  if (value === undefined) return 'auto'
  if (!(BASELINE_MODES as readonly string[]).includes(value)) throw new UsageError(`--baseline must be one of ${BASELINE_MODES.join(', ')}, got \`${value}\``)
  return value as BaselineMode
}

function parseFailOnOption(value: string): FailOn[] {
  try {
    return parseFailOn(value)
  } catch (err) {
    throw new UsageError(`\`--fail-on\` ${(err as Error).message}`)
  }
}

const DRIFT_LINES = 50

function driftLines(drift: readonly DriftItem[], style: Style): string[] {
  const lines = drift.slice(0, DRIFT_LINES).map((d) => `  ${plainText(describeDrift(d), 200)}\n`)
  if (drift.length > DRIFT_LINES) lines.push(style.dim(`  … and ${drift.length - DRIFT_LINES} more\n`))
  return lines
}

/** A stale or broken lock file is a warning: the check itself ran on the live tools. */
function lockWarning(lock: LockStatus, style: Style): string {
  if (lock.error) return style.yellow(`warning: ${plainText(lock.error)}`) + '\n'
  if (lock.drift.length === 0) return ''
  const n = lock.drift.length
  const head = `warning: ${lock.path} is stale: ${n} difference${n === 1 ? '' : 's'} from what the servers list now (update it with \`mcp-tool-rank snapshot\` or \`check --update-lock\`)`
  return [style.yellow(head) + '\n', ...driftLines(lock.drift, style)].join('')
}

async function writeOutput(file: string, text: string): Promise<void> {
  const path = resolve(file)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text)
}

/** The SARIF log locates results at the manifest, relative to the working directory (the repository root in CI). */
async function writeSarif(file: string, config: string, findings: readonly Finding[], levels: Record<string, 'off' | 'info' | 'warning' | 'error'>): Promise<void> {
  const manifestFile = relative(process.cwd(), resolve(config)).split('\\').join('/')
  await writeOutput(file, JSON.stringify(sarifReport(findings, { manifestFile, version: VERSION, levels }), null, 2) + '\n')
}

async function lint(values: Values): Promise<number> {
  const config = values.config ?? DEFAULT_MANIFEST
  const { manifest, catalog } = await loadAndCollect({ config, baseDir: process.cwd(), callerEnv: process.env })
  const findings = lintManifest(manifest, catalog, { engines: values.engine })
  const style = makeStyle(wantsColor(process.stdout, process.env))
  const live = manifest.servers.filter((s) => s.kind !== 'catalog')
  const linted = live.length > 0 ? live : manifest.servers
  const competitors = manifest.servers.filter((s) => !linted.includes(s))
  const head = [`mcp-tool-rank lint · ${config} · ${linted.map((s) => plainText(s.name, 60)).join(', ')}`]
  if (competitors.length) head.push(style.dim(`stored catalogs compete but are not linted: ${competitors.map((s) => plainText(s.name, 60)).join(', ')}`))
  process.stdout.write([style.bold(head[0]), ...head.slice(1), '', findingsReport(findings, config, style)].join('\n'))
  if (values.json) await writeOutput(values.json, JSON.stringify({ version: REPORT_VERSION, manifest: config, findings }, null, 2) + '\n')
  if (values.sarif) await writeSarif(values.sarif, config, findings, manifest.lintRules)
  return lintFailsGate(findings) ? ExitCode.Failed : ExitCode.Ok
}

async function snapshot(values: Values): Promise<number> {
  const config = values.config ?? DEFAULT_MANIFEST
  const { manifest, listings } = await loadAndCollect({ config, baseDir: process.cwd(), callerEnv: process.env })
  // The lock being replaced: missing (first snapshot), unreadable (said so below), or its drift.
  const previous = await checkLock(manifest.lockFile, listings)
  await writeLock(manifest.lockFile, listings)
  const style = makeStyle(wantsColor(process.stdout, process.env))
  const out: string[] = []
  for (const l of listings) for (const w of l.warnings ?? []) out.push(style.yellow(`warning: ${plainText(l.name, 60)}: ${plainText(w)}`) + '\n')
  const servers = listings.map((l) => `${plainText(l.name, 60)} (${l.source}, ${l.tools.length} tool${l.tools.length === 1 ? '' : 's'}${l.pages > 1 ? `, ${l.pages} pages` : ''})`)
  out.push(`wrote ${manifest.lockFile}: ${servers.join(' · ')}\n`)
  if (previous?.error) {
    out.push(style.yellow(`warning: replaced a lock file that could not be read: ${plainText(previous.error)}`) + '\n')
  } else if (previous) {
    const drift = previous.drift
    out.push(drift.length === 0 ? 'no change from the previous lock file\n' : `${drift.length} change${drift.length === 1 ? '' : 's'} from the previous lock file:\n`, ...driftLines(drift, style))
  }
  process.stdout.write(out.join(''))
  return ExitCode.Ok
}

async function rank(values: Values, positionals: string[]): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('rank takes one query; quote it: mcp-tool-rank rank "create issue"')
  const query = positionals[0]
  const config = values.config ?? DEFAULT_MANIFEST
  const { manifest, catalog } = await loadAndCollect({ config, baseDir: process.cwd(), callerEnv: process.env })
  const engine = resolveEngine(values.engine?.[0] ?? manifest.engines[0])
  const maxResults = positiveInt(values['max-results'], 'max-results') ?? manifest.maxResults ?? engine.defaultMaxResults
  const prepared = engine.prepare(catalog)
  const style = makeStyle(wantsColor(process.stdout, process.env))
  let result
  try {
    result = engine.search(prepared, query, { maxResults })
  } catch (err) {
    if (err instanceof EngineQueryError) {
      process.stdout.write(`${engine.id}: the client rejects this query: ${err.message}\n`)
      return ExitCode.Ok
    }
    throw err
  }
  const byId = new Map(catalog.tools.map((t) => [t.id, t] as const))
  const clientName = engine.clientName
    ? (id: string): string | undefined => {
        const tool = byId.get(id)
        return tool ? engine.clientName!(prepared, tool) : undefined
      }
    : undefined
  const limit = positiveInt(values.limit, 'limit') ?? 15
  process.stdout.write(rankingReport(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName }, style))
  return ExitCode.Ok
}

function engines(): number {
  for (const e of listEngines()) {
    process.stdout.write(`${e.id.padEnd(18)} ${e.client}, ${e.versions}; top ${e.defaultMaxResults}${e.exact ? '' : ' (approximate)'}\n`)
  }
  process.stdout.write(`${'claude-code'.padEnd(18)} alias of ${resolveEngine('claude-code').id}\n`)
  return ExitCode.Ok
}

/** Runs a command, printing a user's mistake as one line (its exit code 2) and a bug with its stack (3). */
async function guarded(run: () => Promise<number>): Promise<number> {
  try {
    return await run()
  } catch (err) {
    const failure = describeFailure(err)
    for (const line of failure.lines) process.stderr.write(`mcp-tool-rank: ${line}\n`)
    if (failure.internal) process.stderr.write(`${(err as Error).stack ?? ''}\n`)
    return failure.exitCode
  }
}

export async function main(argv: string[]): Promise<number> {
  // `record` passes everything after `--` to the server it starts: it parses its own options.
  if (argv[0] === 'record') {
    installSignalHandlers()
    return guarded(() => recordCommand(argv.slice(1)))
  }
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true })
  } catch (err) {
    process.stderr.write(`mcp-tool-rank: ${(err as Error).message}\nRun \`mcp-tool-rank --help\` for usage.\n`)
    return ExitCode.ConfigError
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  if (values.version) {
    process.stdout.write(`${VERSION}\n`)
    return ExitCode.Ok
  }
  if (!command || (values.help && !(command in HELP))) {
    process.stdout.write(HELP.main + '\n')
    return command || values.help ? ExitCode.Ok : ExitCode.ConfigError
  }
  if (values.help) {
    process.stdout.write(HELP[command] + '\n')
    return ExitCode.Ok
  }
  installSignalHandlers()
  try {
    switch (command) {
      case 'check':
        if (rest.length) throw new UsageError(`check takes no arguments, got \`${rest.join(' ')}\``)
        return await check(values)
      case 'rank':
        return await rank(values, rest)
      case 'engines':
        return engines()
      case 'snapshot':
        if (rest.length) throw new UsageError(`snapshot takes no arguments, got \`${rest.join(' ')}\``)
        return await snapshot(values)
      case 'lint':
        if (rest.length) throw new UsageError(`lint takes no arguments, got \`${rest.join(' ')}\``)
        return await lint(values)
      default:
        throw new UsageError(`unknown command \`${command}\`; commands: check, rank, engines, snapshot, lint, record`)
    }
  } catch (err) {
    const failure = describeFailure(err)
    for (const line of failure.lines) process.stderr.write(`mcp-tool-rank: ${line}\n`)
    if (failure.internal) process.stderr.write(`${(err as Error).stack ?? ''}\n`)
    return failure.exitCode
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (err: unknown) => {
    process.stderr.write(`mcp-tool-rank: internal error: ${String(err)}\n`)
    process.exitCode = ExitCode.InternalError
  }
)
