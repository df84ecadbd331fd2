import { LATEST, listEngines, resolveEngine } from '../engines/registry.js'
import { ExitCode } from '../exit-codes.js'
import { defineCommand } from './command.js'

const HELP = `Usage: mcp-tool-rank engines

Lists the engine ids, the clients and versions they reproduce, and their default cut.`

export default defineCommand({
  help: HELP,
  options: {},
  async run() {
    for (const e of listEngines()) {
      process.stdout.write(`${e.id.padEnd(18)} ${e.client}, ${e.versions}; top ${e.defaultMaxResults}${e.exact ? '' : ' (approximate)'}\n`)
    }
    process.stdout.write(`${'claude-code'.padEnd(18)} alias of ${resolveEngine('claude-code').id}\n`)
    process.stdout.write(`${LATEST.padEnd(18)} ${resolveEngine(LATEST).versions}\n`)
    process.stdout.write(`${'claude-code@X.Y.Z'.padEnd(18)} the generation that shipped in Claude Code X.Y.Z, reading tools as that version does; a version newer than any checked ranks as the newest generation, unverified\n`)
    return ExitCode.Ok
  }
})
