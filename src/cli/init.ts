import { ExitCode } from '../exit-codes.js'
import type { ServerEntry } from '../init/detect.js'
import { runInit, type InitResult } from '../init/init.js'
import { describeToolchain } from '../init/package-manager.js'
import { DEFAULT_WORKFLOW } from '../init/workflow.js'
import { DEFAULT_MANIFEST } from '../manifest/load.js'
import { plural } from '../util/plural.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, ENGINE_OPTION } from './options.js'
import { stdoutStyle } from './output.js'

const HELP = `Usage: mcp-tool-rank init [--command CMD | --url URL] [--engine ID]... [--neighbours LIST] [--ranks] [--force]

Finds how this repository starts its MCP server (package.json \`bin\`, \`main\` or
\`scripts.start\`, else pyproject.toml \`[project.scripts]\`, else --command or --url) and its
package manager (from the lock files git tracks), starts the server, collects its tools and
writes a manifest with one query per tool, in the tool's own words, each expecting its tool
within every engine's cut (a query that fails today is marked \`known_failure\` for that
engine, naming the tool that wins), so that \`check\` passes at once. Also writes the GitHub
workflow that runs the check on pull requests, with the package manager's set-up steps.
Run it at the repository root, after building the server.

Options:
      --command CMD   the command that starts the stdio server, e.g. "node dist/server.js"
      --url URL       the URL of the running HTTP server
      --bin NAME      the package.json bin to start, when there are several
      --name NAME     the server's name in the manifest (default: from the package name)
      --timeout TIME  the server's start-up and request timeout, written to the manifest
                      (default 30s), e.g. 2m
${CONFIG_HELP}
      --workflow FILE the workflow to write (default ${DEFAULT_WORKFLOW})
  -e, --engine ID     rank with these engines (repeatable; default: the manifest default)
      --neighbours LIST  rank among these bundled neighbours, comma-separated, or popular
      --ranks         also expect today's rank of each tool (per engine where they differ)
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

/** What init found and wrote, what to do next, and the plain truth about its queries. */
export function initReport(result: InitResult, config: string, workflow: string, style: Style): string {
  const { detected, listing, name, evaluation } = result
  const { queries, passed, knownFailures } = evaluation.summary
  const manager = describeToolchain(detected.toolchain)
  const passedOver = detected.passedOver.map((p) => `${p}; `).join('')
  const lines = [
    `${passedOver}found the server in ${detected.found}: ${plainText(describeEntry(detected.entry), 200)}`,
    ...(manager ? [`package manager: ${manager}`] : []),
    `collected ${plainText(name, 60)} (${listing.source}, ${plural(listing.tools.length, 'tool')})`,
    `wrote ${config}: ${plural(queries, 'query', 'queries')}, ${passed} passing today${knownFailures ? `, ${plural(knownFailures, 'known failure')}` : ''}`,
    `wrote ${workflow}`
  ]
  if (result.skipped.length) lines.push(style.yellow(`warning: no query for ${result.skipped.map((t) => `\`${plainText(t, 60)}\``).join(', ')}: no word in its name or description`))
  const configFlag = config === DEFAULT_MANIFEST ? '' : ` --config ${shellWord(config)}`
  lines.push('', 'next:', `  npx mcp-tool-rank check${configFlag}`, `  git add ${shellWord(config)} ${shellWord(workflow)} && git commit -m "Test how findable our MCP tools are"`, '')
  lines.push(
    `Each tool's first query is its own name, which finds it easily, and the next are other wordings of it that find it today: rewrite the \`query:\` lines in ${config} in the words your users would search with (\`npx mcp-tool-rank rank "QUERY" --explain\` shows why a tool ranks where it does).`
  )
  if (result.unphrased.length) {
    lines.push(style.yellow(`no other wording finds ${plural(result.unphrased.length, 'tool')} under every engine today: ${result.unphrased.map((t) => plainText(t, 60)).join(', ')}`))
  }
  if (result.failing.length) {
    const failing = result.failing.map((f) => `${plainText(f.tool, 60)} (${f.engines.join(', ')})`)
    lines.push(style.yellow(`${plural(result.failing.length, 'tool')} already ${result.failing.length === 1 ? 'fails' : 'fail'} today by ${result.failing.length === 1 ? 'its' : 'their'} own words, marked known_failure: ${failing.join(', ')}`))
  }
  return lines.join('\n') + '\n'
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
    neighbours: { type: 'string', multiple: true },
    timeout: { type: 'string' },
    ranks: { type: 'boolean' },
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
      neighbours: values.neighbours,
      timeout: values.timeout,
      ranks: values.ranks === true,
      force: values.force === true,
      callerEnv: process.env
    })
    process.stdout.write(initReport(result, config, workflow, stdoutStyle()))
    return ExitCode.Ok
  }
})
