import { ExitCode } from '../exit-codes.js'
import type { ServerEntry } from '../init/detect.js'
import { runInit } from '../init/init.js'
import { DEFAULT_WORKFLOW } from '../init/workflow.js'
import { DEFAULT_MANIFEST } from '../manifest/load.js'
import { plural } from '../util/plural.js'
import { plainText } from '../util/sanitize-text.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, ENGINE_OPTION } from './options.js'
import { stdoutStyle } from './output.js'

const HELP = `Usage: mcp-tool-rank init [--command CMD | --url URL] [--engine ID]... [--force]

Finds how this repository starts its MCP server (package.json \`bin\`, \`main\` or
\`scripts.start\`; pyproject.toml \`[project.scripts]\` with \`uv run\`), starts it, collects its
tools and writes a manifest with one query per tool, each expecting its tool at the rank it
has now (a query that fails today is marked \`known_failure\`, naming the tool that wins), so
that \`check\` passes at once. Also writes the GitHub workflow that runs the check on pull
requests. Run it at the repository root, after building the server.

Options:
      --command CMD   the command that starts the stdio server, e.g. "node dist/server.js"
      --url URL       the URL of the running HTTP server
      --bin NAME      the package.json bin to start, when there are several
      --name NAME     the server's name in the manifest (default: from the package name)
${CONFIG_HELP}
      --workflow FILE the workflow to write (default ${DEFAULT_WORKFLOW})
  -e, --engine ID     rank with these engines (repeatable; default: the manifest default)
      --force         overwrite the manifest and workflow when they exist
  -h, --help          this help`

function describeEntry(entry: ServerEntry): string {
  if ('url' in entry) return entry.url
  return [entry.command, ...(entry.args ?? [])].join(' ')
}

/** A path for a shell command line, quoted when it needs to be. */
function shellWord(word: string): string {
  return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

export default defineCommand({
  help: HELP,
  options: {
    command: { type: 'string' },
    url: { type: 'string' },
    bin: { type: 'string' },
    name: { type: 'string' },
    ...CONFIG_OPTION,
    workflow: { type: 'string' },
    ...ENGINE_OPTION,
    force: { type: 'boolean' }
  },
  async run(values) {
    const config = configOf(values)
    const workflow = values.workflow ?? DEFAULT_WORKFLOW
    const result = await runInit({
      cwd: process.cwd(),
      config,
      workflow,
      command: values.command,
      url: values.url,
      bin: values.bin,
      name: values.name,
      engines: values.engine,
      force: values.force === true,
      callerEnv: process.env
    })
    const style = stdoutStyle()
    const { detected, listing, name } = result
    const queries = result.passing + result.knownFailures
    const lines = [
      `found the server in ${detected.found}: ${plainText(describeEntry(detected.entry), 200)}`,
      `collected ${plainText(name, 60)} (${listing.source}, ${plural(listing.tools.length, 'tool')})`,
      `wrote ${config}: ${plural(queries, 'query', 'queries')}, ${result.passing} passing today${result.knownFailures ? `, ${plural(result.knownFailures, 'known failure')}` : ''}`,
      `wrote ${workflow}`
    ]
    if (result.skipped.length) lines.push(style.yellow(`warning: no query for ${result.skipped.map((t) => `\`${plainText(t, 60)}\``).join(', ')}: no word in its name or description`))
    const configFlag = config === DEFAULT_MANIFEST ? '' : ` --config ${shellWord(config)}`
    lines.push('', 'next:', `  npx mcp-tool-rank check${configFlag}`, `  git add ${shellWord(config)} ${shellWord(workflow)} && git commit -m "Test how findable our MCP tools are"`, '')
    process.stdout.write(lines.join('\n'))
    return ExitCode.Ok
  }
})
