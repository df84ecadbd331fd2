import { forEngine } from '../manifest/per-engine.js'
import { resolveEngine } from '../engines/registry.js'
import { EngineQueryError } from '../engines/types.js'
import { UsageError } from '../errors.js'
import { ExitCode } from '../exit-codes.js'
import { loadAndCollect } from '../pipeline.js'
import { rankingReport } from '../report/ranking-text.js'
import { unverifiedWarning } from '../report/terminal.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, positiveInt, VERBOSE_HELP, VERBOSE_OPTION } from './options.js'
import { cliProgress } from './progress.js'
import { stdoutStyle } from './output.js'

const HELP = `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
${CONFIG_HELP}
  -e, --engine ID     the engine (default: the manifest's first)
      --max-results N the cut line (default: the manifest's, else the engine's)
      --limit N       how many ranked tools to print (default 15)
      --explain       which term earned which points on which field
${VERBOSE_HELP}
  -h, --help          this help`

export default defineCommand({
  help: HELP,
  options: {
    ...CONFIG_OPTION,
    engine: { type: 'string', short: 'e' },
    explain: { type: 'boolean' },
    limit: { type: 'string' },
    'max-results': { type: 'string' },
    ...VERBOSE_OPTION
  },
  takesArguments: true,
  async run(values, positionals) {
    if (positionals.length !== 1) throw new UsageError('rank takes one query; quote it: mcp-tool-rank rank "create issue"')
    const query = positionals[0]
    const maxResultsOption = positiveInt(values['max-results'], 'max-results')
    const limit = positiveInt(values.limit, 'limit') ?? 15
    const { manifest, catalog } = await loadAndCollect({ config: configOf(values), baseDir: process.cwd(), callerEnv: process.env, progress: cliProgress(values.verbose === true) })
    const engine = resolveEngine(values.engine ?? manifest.engines[0])
    const warning = unverifiedWarning(engine, stdoutStyle())
    if (warning) process.stdout.write(warning + '\n')
    const maxResults = maxResultsOption ?? forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults
    const prepared = engine.prepare(catalog)
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
    process.stdout.write(rankingReport(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName, order: (ahead, behind) => engine.explainOrder(prepared, result, ahead, behind) }, stdoutStyle()))
    return ExitCode.Ok
  }
})
