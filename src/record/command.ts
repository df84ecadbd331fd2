/** The `record` command: its options, and what it prints. */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { serializeCatalogFile } from '../collect/catalog-file.js'
import { cannotWrite, UsageError } from '../errors.js'
import { ExitCode } from '../exit-codes.js'
import { DEFAULT_MANIFEST, DEFAULT_TIMEOUT_MS, loadManifest } from '../manifest/load.js'
import { parseDuration, timeoutProblem } from '../util/duration.js'
import type { HttpServerConfig, ServerConfig } from '../manifest/types.js'
import { plainText } from '../util/sanitize-text.js'
import { plural } from '../util/plural.js'
import { didYouMean } from '../util/suggest.js'
import { collectedAtDate, record, writeCatalogFile, type RecordTarget } from './record.js'

export const RECORD_HELP = `Usage: mcp-tool-rank record --npm PACKAGE[@VERSION] [options] [-- SERVER ARGS...]
       mcp-tool-rank record [options] -- COMMAND [ARGS...]
       mcp-tool-rank record --url URL [--header "NAME: VALUE"]... [options]
       mcp-tool-rank record --config FILE --server NAME [options]

Starts one MCP server, collects its tools/list and instructions, and writes them as a catalog
file with their provenance (package, version, licence, the day, how it was started). A
catalog file competes in a manifest as \`catalog: FILE\`. The output is deterministic: the
same tools give the same bytes, and an --out file that already holds them is left as it is.

Servers:
      --npm SPEC          install SPEC from the npm registry into a temporary folder (never
                          globally) and start its bin; words after -- are the server's arguments
      --bin NAME          the package's bin to start, when it has several
  -- COMMAND ARGS         start this stdio server (a script inside node_modules is recorded
                          as its package)
      --url URL           connect to a running server (Streamable HTTP, else SSE)
      --header "N: V"     an HTTP header (repeatable); \${VAR} expands from your environment
      --start CMD         with --url: a shell command that starts the server first
  -c, --config FILE       with --server: the manifest (default ${DEFAULT_MANIFEST})
      --server NAME       record this server of the manifest (a stored catalog is converted)

Options:
      --env KEY=VALUE     environment for the server (repeatable); \${VAR} expands from yours;
                          the file keeps the names only
      --cwd DIR           the stdio server's working directory
      --name NAME         the server name in the file (default: from the package, else the
                          server's serverInfo)
  -o, --out FILE          write the catalog here (default: standard output)
      --collected-at DAY  the recording day, YYYY-MM-DD (default: SOURCE_DATE_EPOCH, else today, UTC)
      --origin TEXT       say how the catalog came to be (kept in its provenance)
      --timeout DURATION  bounds start-up and each request (default 60s)
  -h, --help              this help`

const OPTIONS = {
  npm: { type: 'string' },
  bin: { type: 'string' },
  url: { type: 'string' },
  header: { type: 'string', multiple: true },
  start: { type: 'string' },
  transport: { type: 'string' },
  config: { type: 'string', short: 'c' },
  server: { type: 'string' },
  env: { type: 'string', multiple: true },
  cwd: { type: 'string' },
  name: { type: 'string' },
  out: { type: 'string', short: 'o' },
  'collected-at': { type: 'string' },
  origin: { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' }
} as const

const RECORD_TIMEOUT_MS = 60_000

function pairs(values: readonly string[] | undefined, separator: string, option: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const value of values ?? []) {
    const at = value.indexOf(separator)
    const key = at > 0 ? value.slice(0, at).trim() : ''
    if (!key) throw new UsageError(`--${option} takes NAME${separator}VALUE, got \`${value}\``)
    out[key] = value.slice(at + 1).trim()
  }
  return out
}

function timeout(value: string | undefined): number {
  if (value === undefined) return RECORD_TIMEOUT_MS
  let ms: number
  try {
    ms = parseDuration(value)
  } catch {
    throw new UsageError(`--timeout takes a duration such as 60s or 2m, got \`${value}\``)
  }
  const problem = timeoutProblem(value, ms)
  if (problem) throw new UsageError(`--timeout ${problem}`)
  return ms
}

/** The server a manifest names, with a near-miss hint. */
async function manifestServer(config: string, name: string): Promise<ServerConfig> {
  const manifest = await loadManifest(config)
  const server = manifest.servers.find((s) => s.name === name)
  if (!server) throw new UsageError(`${config} has no server \`${name}\`${didYouMean(name, manifest.servers.map((s) => s.name))}`)
  return server
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: false }>>['values']

async function targetOf(values: Values, command: string[], timeoutMs: number): Promise<RecordTarget> {
  const kinds = [values.npm !== undefined && '--npm', values.url !== undefined && '--url', values.server !== undefined && '--server'].filter(Boolean)
  const env = pairs(values.env, '=', 'env')
  if (kinds.length > 1) throw new UsageError(`give one of --npm, --url, --server or -- COMMAND; got ${kinds.join(' and ')}`)
  if (values.npm !== undefined) return { kind: 'npm', spec: values.npm, ...(values.bin ? { bin: values.bin } : {}), args: command }
  if (command.length > 0 && kinds.length > 0) throw new UsageError(`-- COMMAND starts a server of its own; it cannot go with ${kinds[0]}`)
  const base = { name: values.name ?? 'server', line: 1, col: 1, timeoutMs }
  if (values.url !== undefined) {
    if (!/^https?:\/\//.test(values.url)) throw new UsageError(`--url must start with http:// or https://, got \`${values.url}\``)
    const transport = (values.transport ?? 'auto') as HttpServerConfig['transport']
    if (!['auto', 'streamable-http', 'sse'].includes(transport)) throw new UsageError(`--transport must be auto, streamable-http or sse, got \`${transport}\``)
    return { kind: 'server', server: { ...base, kind: 'http', url: values.url, headers: pairs(values.header, ':', 'header'), transport, start: values.start, env, cwd: values.cwd } }
  }
  if (values.server !== undefined) return { kind: 'server', server: await manifestServer(values.config ?? DEFAULT_MANIFEST, values.server) }
  if (command.length === 0) throw new UsageError('record needs a server: --npm PACKAGE, --url URL, --config FILE --server NAME, or -- COMMAND ARGS (see `mcp-tool-rank record --help`)')
  return { kind: 'server', server: { ...base, kind: 'stdio', command: command[0], args: command.slice(1), env, cwd: values.cwd } }
}

/** `record …`: the arguments after the command name. */
export async function recordCommand(argv: readonly string[]): Promise<number> {
  const dash = argv.indexOf('--')
  const own = dash === -1 ? [...argv] : argv.slice(0, dash)
  const command = dash === -1 ? [] : argv.slice(dash + 1)
  let values: Values
  try {
    ;({ values } = parseArgs({ args: own, options: OPTIONS, allowPositionals: false, strict: true }))
  } catch (err) {
    throw new UsageError(`record: ${(err as Error).message}; a server's own command and arguments go after --`)
  }
  if (values.help) {
    process.stdout.write(RECORD_HELP + '\n')
    return ExitCode.Ok
  }
  const timeoutMs = timeout(values.timeout)
  const collectedAt = collectedAtDate(values['collected-at'], process.env)
  const target = await targetOf(values, command, timeoutMs || DEFAULT_TIMEOUT_MS)
  const { file, warnings } = await record(target, {
    ...(values.name ? { name: values.name } : {}),
    collectedAt,
    baseDir: process.cwd(),
    callerEnv: process.env,
    env: pairs(values.env, '=', 'env'),
    timeoutMs,
    ...(values.origin ? { origin: values.origin } : {})
  })
  for (const w of warnings) process.stderr.write(`warning: ${plainText(file.name, 60)}: ${plainText(w)}\n`)
  const what = `${plainText(file.name, 60)} (${plural(file.tools.length, 'tool')}${file.provenance?.package ? `, ${plainText(file.provenance.package, 100)}@${plainText(file.provenance.version ?? '', 40)}` : ''})`
  if (values.out === undefined) {
    process.stdout.write(serializeCatalogFile(file))
    process.stderr.write(`recorded ${what}\n`)
    return ExitCode.Ok
  }
  const out = values.out
  const outcome = await writeCatalogFile(resolve(out), file).catch((err: unknown) => {
    throw cannotWrite(out, err)
  })
  process.stdout.write(outcome === 'unchanged' ? `${values.out}: ${what} unchanged; left as it was\n` : `${outcome === 'created' ? 'wrote' : 'updated'} ${values.out}: ${what}\n`)
  return ExitCode.Ok
}
