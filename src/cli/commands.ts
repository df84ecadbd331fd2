/**
 * The CLI's commands: name, one-line summary for the main help, and the module that has the
 * rest. Adding a command is a module `src/cli/NAME.ts` whose default export is
 * `defineCommand({ help, options, run })`, and one line here.
 */
import type { Command } from './command.js'

export interface CommandEntry {
  /** As the main help lists it, e.g. `rank "QUERY"`. */
  synopsis: string
  summary: string
  load: () => Promise<{ default: Command }>
}

export const COMMANDS: Record<string, CommandEntry> = {
  check: { synopsis: 'check', summary: "rank every query of the manifest and check its expectations", load: () => import('./check.js') },
  rank: { synopsis: 'rank "QUERY"', summary: "show one query's ranking (--explain for per-term points)", load: () => import('./rank.js') },
  engines: { synopsis: 'engines', summary: 'list the engines and the client versions they reproduce', load: () => import('./engines.js') },
  snapshot: { synopsis: 'snapshot', summary: "collect the servers' tools into the lock file (mcp-tools.lock.json)", load: () => import('./snapshot.js') },
  tools: { synopsis: 'tools', summary: "every tool at a glance: its own name's rank per engine, and the best query that finds it", load: () => import('./tools.js') },
  lint: { synopsis: 'lint', summary: "check the servers' tools for what makes them hard to find", load: () => import('./lint.js') },
  record: { synopsis: 'record', summary: "record a server's tools/list as a catalog file (--npm PACKAGE, -- COMMAND, --url)", load: () => import('./record.js') },
  init: { synopsis: 'init', summary: 'write a manifest and a workflow for the server of this repository', load: () => import('./init.js') }
}
