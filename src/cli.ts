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
import { loadAndCollect, runPipeline } from './pipeline.js'
import { jsonReport } from './report/json.js'
import { makeStyle, wantsColor } from './report/style.js'
import { rankingReport, terminalReport } from './report/terminal.js'
import { VERSION } from './version.js'

const HELP: Record<string, string> = {
  main: `mcp-tool-rank ${VERSION}: regression tests for how findable MCP tools are under deferred tool search

Usage: mcp-tool-rank <command> [options]

Commands:
  check            rank every query of the manifest and check its expectations
  rank "QUERY"     show one query's ranking (--explain for per-term points)
  engines          list the engines and the client versions they reproduce

Run \`mcp-tool-rank <command> --help\` for a command's options.
Exit codes: 0 all expectations hold, 1 an expectation failed, 2 manifest, server or usage error.`,
  check: `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.

Options:
  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
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
  const result = await runPipeline({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine })
  const style = makeStyle(wantsColor(process.stdout, process.env))
  process.stdout.write(terminalReport(result.evaluation, config, style))
  if (values.json) {
    const path = resolve(values.json)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, JSON.stringify(jsonReport(result.evaluation, result.listings, config), null, 2) + '\n')
  }
  return result.evaluation.summary.failed > 0 ? ExitCode.Failed : ExitCode.Ok
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
      default:
        throw new UsageError(`unknown command \`${command}\`; commands: check, rank, engines`)
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
