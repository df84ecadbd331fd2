import { ExitCode } from '../exit-codes.js'
import { rankTools } from '../pipeline.js'
import { REPORT_VERSION, toolTableJson } from '../report/json.js'
import { toolTableReport } from '../report/tool-table-text.js'
import { plainText } from '../util/sanitize-text.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, ENGINE_OPTION, VERBOSE_HELP, VERBOSE_OPTION } from './options.js'
import { cliProgress } from './progress.js'
import { readerOutput, writeJson } from './output.js'

const HELP = `Usage: mcp-tool-rank tools [--config FILE] [--engine ID]... [--json FILE]

Every tool of the manifest's servers at a glance, one row each, worst first: where the words
of its own name rank it under each engine (alone, and with the manifest's neighbours), and
the manifest query that finds it best with its rank, or "no query". A row is worse the more
of these miss the cut. Stored catalogs (\`catalog:\`) compete but get rows only when the
manifest starts no server.

Options:
${CONFIG_HELP}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the rows as JSON (FILE \`-\`: stdout, the text then goes
                      to stderr)
${VERBOSE_HELP}
  -h, --help          this help

Exit codes: 0 the table was shown, 2 manifest, server or usage error.`

export default defineCommand({
  help: HELP,
  options: { ...CONFIG_OPTION, ...ENGINE_OPTION, json: { type: 'string' }, ...VERBOSE_OPTION },
  async run(values) {
    const config = configOf(values)
    const { out, style } = readerOutput({ json: values.json })
    const { manifest, rows } = await rankTools({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, progress: cliProgress(values.verbose === true) })
    const neighbours = manifest.neighbours.length ? ` · with neighbours ${manifest.neighbours.map((n) => n.name).join(', ')}` : ''
    out.write(toolTableReport(rows, `mcp-tool-rank tools · ${plainText(config, 200)}${neighbours}`, style))
    if (values.json) await writeJson(values.json, { version: REPORT_VERSION, manifest: config, toolTable: toolTableJson(rows) })
    return ExitCode.Ok
  }
})
