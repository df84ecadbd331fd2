import { ExitCode } from '../exit-codes.js'
import { findingsReport } from '../report/findings-text.js'
import { lintFailsGate, lintManifest } from '../lint/run.js'
import { loadAndCollect } from '../pipeline.js'
import { REPORT_VERSION } from '../report/json.js'
import { plainText } from '../util/sanitize-text.js'
import { sarifReport } from '../report/sarif.js'
import { VERSION } from '../version.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, ENGINE_OPTION, VERBOSE_HELP, VERBOSE_OPTION } from './options.js'
import { cliProgress } from './progress.js'
import { manifestPath, readerOutput, writeJson } from './output.js'

const HELP = `Usage: mcp-tool-rank lint [--config FILE] [--engine ID]... [--sarif FILE] [--json FILE]

Starts the manifest's servers, collects tools/list and checks the tools for what makes them
hard to find: shared boilerplate, notes naming other tools, names the clients cut or misread,
descriptions past the client's cut, tools their own name does not find, tools no query
covers. Stored catalogs (\`catalog:\`) are competitors: linted only when the manifest starts
no server. Rule levels come from the manifest's \`lint.rules\`; docs/lint-rules.md has
each rule with a bad and a good example.

Options:
${CONFIG_HELP}
  -e, --engine ID     check with this engine instead of the manifest's (repeatable)
      --sarif FILE    also write the findings as SARIF 2.1.0 (GitHub code scanning)
      --json FILE     also write the findings as JSON (FILE \`-\`: stdout, the text then
                      goes to stderr)
${VERBOSE_HELP}
  -h, --help          this help

Exit codes: 0 no error-level finding, 1 an error-level finding, 2 manifest, server or usage error.`

export default defineCommand({
  help: HELP,
  options: { ...CONFIG_OPTION, ...ENGINE_OPTION, sarif: { type: 'string' }, json: { type: 'string' }, ...VERBOSE_OPTION },
  async run(values) {
    const config = configOf(values)
    const { out, style } = readerOutput({ json: values.json, sarif: values.sarif })
    const { manifest, catalog } = await loadAndCollect({ config, baseDir: process.cwd(), callerEnv: process.env, progress: cliProgress(values.verbose === true) })
    const findings = lintManifest(manifest, catalog, { engines: values.engine })
    const live = manifest.servers.filter((s) => s.kind !== 'catalog')
    const linted = live.length > 0 ? live : manifest.servers
    const competitors = manifest.servers.filter((s) => !linted.includes(s))
    const head = [`mcp-tool-rank lint · ${config} · ${linted.map((s) => plainText(s.name, 60)).join(', ')}`]
    if (competitors.length) head.push(style.dim(`stored catalogs compete but are not linted: ${competitors.map((s) => plainText(s.name, 60)).join(', ')}`))
    if (manifest.neighbours.length) head.push(style.dim(`neighbours compete but are not linted: ${manifest.neighbours.map((n) => n.name).join(', ')}`))
    out.write([style.bold(head[0]), ...head.slice(1), '', findingsReport(findings, config, style)].join('\n'))
    if (values.json) await writeJson(values.json, { version: REPORT_VERSION, manifest: config, findings })
    if (values.sarif) await writeJson(values.sarif, sarifReport(findings, { manifestFile: manifestPath(config), version: VERSION, levels: manifest.lintRules }))
    return lintFailsGate(findings) ? ExitCode.Failed : ExitCode.Ok
  }
})
