import { ExitCode } from '../exit-codes.js'
import { checkLock, writeLock } from '../lock/index.js'
import { loadAndCollect } from '../pipeline.js'
import { plainText } from '../util/sanitize-text.js'
import { defineCommand } from './command.js'
import { CONFIG_HELP, CONFIG_OPTION, configOf, VERBOSE_HELP, VERBOSE_OPTION } from './options.js'
import { cliProgress } from './progress.js'
import { driftLines, stdoutStyle } from './output.js'

const HELP = `Usage: mcp-tool-rank snapshot [--config FILE]

Starts the manifest's servers, collects tools/list and writes the lock file (default
mcp-tools.lock.json next to the manifest; the manifest's \`lock\` key names another).
Commit it: the base side of a PR is then ranked from it without starting servers, and
\`check\` warns when it no longer matches what the servers list.

Options:
${CONFIG_HELP}
${VERBOSE_HELP}
  -h, --help          this help`

export default defineCommand({
  help: HELP,
  options: { ...CONFIG_OPTION, ...VERBOSE_OPTION },
  async run(values) {
    const { manifest, listings } = await loadAndCollect({ config: configOf(values), baseDir: process.cwd(), callerEnv: process.env, progress: cliProgress(values.verbose === true) })
    // The lock being replaced: missing (first snapshot), unreadable (said so below), or its drift.
    const previous = await checkLock(manifest.lockFile, listings)
    await writeLock(manifest.lockFile, listings)
    const style = stdoutStyle()
    const out: string[] = []
    for (const l of listings) for (const w of l.warnings ?? []) out.push(style.yellow(`warning: ${plainText(l.name, 60)}: ${plainText(w)}`) + '\n')
    const servers = listings.map((l) => `${plainText(l.name, 60)} (${l.source}, ${l.tools.length} tool${l.tools.length === 1 ? '' : 's'}${l.pages > 1 ? `, ${l.pages} pages` : ''})`)
    out.push(`wrote ${manifest.lockFile}: ${servers.join(' · ')}\n`)
    if (previous?.error) {
      out.push(style.yellow(`warning: replaced a lock file that could not be read: ${plainText(previous.error)}`) + '\n')
    } else if (previous) {
      const drift = previous.drift
      out.push(drift.length === 0 ? 'no change from the previous lock file\n' : `${drift.length} change${drift.length === 1 ? '' : 's'} from the previous lock file:\n`)
      for (const line of driftLines(drift, style)) out.push(line)
    }
    process.stdout.write(out.join(''))
    return ExitCode.Ok
  }
})
