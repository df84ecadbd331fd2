#!/usr/bin/env node
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { installSignalHandlers } from './collect/processes.js'
import { listEngines, resolveEngine } from './engines/registry.js'
import { EngineQueryError } from './engines/types.js'
import { describeFailure, UsageError } from './errors.js'
import { ExitCode } from './exit-codes.js'
import { DEFAULT_MANIFEST } from './manifest/load.js'
import { describeDrift, lockDrift, readLock, writeLock, type DriftItem, type LockStatus } from './lock/index.js'
import { loadAndCollect, runPipeline } from './pipeline.js'
import { jsonReport } from './report/json.js'
import { plainText } from './report/sanitize-text.js'
import { makeStyle, wantsColor, type Style } from './report/style.js'
import { rankingReport, terminalReport } from './report/terminal.js'
import { VERSION } from './version.js'
import { obtainBaseline, type BaselineMode } from './baseline/obtain.js'
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

Run \`mcp-tool-rank <command> --help\` for a command's options.
Exit codes: 0 all expectations hold, 1 an expectation failed, 2 manifest, server or usage error.`,
  check: `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE] [--update-lock]
                          [--base REF [--baseline MODE] [--setup CMD]] [--fail-on LIST]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
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
  engines: `Usage: mcp-tool-rank engines

Lists the engine ids, the clients and versions they reproduce, and their default cut.`
}

const OPTIONS = {
  config: { type: 'string', short: 'c' },
  engine: { type: 'string', short: 'e', multiple: true },
  json: { type: 'string' },
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
  process.stdout.write(terminalReport(result.evaluation, config, style))
  let baseline: Baseline | undefined
  if (values.base) {
    baseline = await obtainBaseline(
      { mode, base: values.base, config, workDir: process.cwd(), setup: values.setup, callerEnv: process.env, engines: values.engine },
      result
    )
    process.stdout.write('\n' + diffTerminal(baseline, style))
  }
  if (values.json) {
    const path = resolve(values.json)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, JSON.stringify(jsonReport(result.evaluation, result.listings, config, { baseline }), null, 2) + '\n')
  }
  if (values['update-lock']) {
    await writeLock(result.manifest.lockFile, result.listings)
    const drift = result.lock?.drift ?? []
    const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`
    process.stdout.write([`wrote ${result.manifest.lockFile}${note}\n`, ...driftLines(drift, style)].join(''))
  } else if (result.lock) {
    process.stdout.write(lockWarning(result.lock, style))
  }
  const outcome = verdict({ evaluation: result.evaluation, baseline }, failOn)
  for (const reason of outcome.reasons) process.stdout.write(style.red(`failed: ${reason}`) + '\n')
  return outcome.failed ? ExitCode.Failed : ExitCode.Ok
}

function baselineMode(value: string | undefined): BaselineMode {
  const modes: BaselineMode[] = ['auto', 'lock', 'worktree', 'none']
  if (value === undefined) return 'auto'
  if (!(modes as string[]).includes(value)) throw new UsageError(`--baseline must be one of ${modes.join(', ')}, got \`${value}\``)
  return value as BaselineMode
}

function parseFailOnOption(value: string): FailOn[] {
  try {
    return parseFailOn(value)
  } catch (err) {
    throw new UsageError(`--${(err as Error).message}`)
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

async function snapshot(values: Values): Promise<number> {
  const config = values.config ?? DEFAULT_MANIFEST
  const { manifest, listings } = await loadAndCollect({ config, baseDir: process.cwd(), callerEnv: process.env })
  const previous = await readLock(manifest.lockFile).catch(() => undefined)
  await writeLock(manifest.lockFile, listings)
  const style = makeStyle(wantsColor(process.stdout, process.env))
  const out: string[] = []
  for (const l of listings) for (const w of l.warnings ?? []) out.push(style.yellow(`warning: ${plainText(l.name, 60)}: ${plainText(w)}`) + '\n')
  const servers = listings.map((l) => `${plainText(l.name, 60)} (${l.source}, ${l.tools.length} tool${l.tools.length === 1 ? '' : 's'}${l.pages > 1 ? `, ${l.pages} pages` : ''})`)
  out.push(`wrote ${manifest.lockFile}: ${servers.join(' · ')}\n`)
  if (previous) {
    const drift = lockDrift(previous, listings)
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

export async function main(argv: string[]): Promise<number> {
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
      default:
        throw new UsageError(`unknown command \`${command}\`; commands: check, rank, engines, snapshot`)
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
