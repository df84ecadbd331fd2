import type { ToolRowEngine } from './types.js'

/** A row's cells that miss: the own name alone or with neighbours, and no query (for a tool the client does not load up front), per engine. */
export function missesOf(engines: readonly ToolRowEngine[]): number {
  return engines.reduce((n, e) => n + Number(!e.alone.found) + Number(e.withNeighbours?.found === false) + Number(!e.bestQuery && !e.alwaysLoaded), 0)
}
