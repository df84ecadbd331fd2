/** A small server of the user's (a catalog) ranked with real bundled neighbours (slack, github). */
import { buildCatalog } from '../../src/catalog/build.js'
import type { ServerListing } from '../../src/catalog/types.js'
import { evaluate } from '../../src/evaluate/evaluate.js'
import type { Evaluation, Judge } from '../../src/evaluate/types.js'
import { parseManifest } from '../../src/manifest/load.js'
import { loadNeighbours } from '../../src/neighbours/bundled.js'

export const TEAM: ServerListing = {
  name: 'team',
  source: 'catalog',
  pages: 1,
  tools: [
    { name: 'send_message', description: 'Send a message to a team channel.' },
    { name: 'list_channels', description: 'List the team\'s channels.' },
    { name: 'create_issue', description: 'Open an issue for the team.' }
  ]
}

/** `send_message` is #1 alone and #2 behind slack's `slack_post_message`; `list_channels` ties with slack's under claude-code@2.1. */
export const CROWDED_QUERIES = '  - query: post message\n    expect: send_message\n    rank: 1\n  - query: list channels\n    expect: list_channels\n    rank: 1\n'

/** The manifest text of TEAM with the neighbours slack and github. */
export function teamManifest(queries: string): string {
  return `version: 1\nengines: [claude-code@2.1, codex]\nservers:\n  team: {catalog: team.json}\nneighbours: [slack, github]\nqueries:\n${queries}`
}

export async function evaluateWithNeighbours(queries: string, judge?: Judge): Promise<Evaluation> {
  const manifest = parseManifest(teamManifest(queries), 'm.yml')
  const catalog = buildCatalog([TEAM, ...(await loadNeighbours(manifest.neighbours.map((n) => n.name)))])
  return evaluate(manifest, catalog, { neighbourSet: 'test', ...(judge ? { judge } : {}) })
}
