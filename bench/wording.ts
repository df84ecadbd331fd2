/**
 * Wording's cost in process: every expectation's other wordings searched under the four
 * engines on the nine recorded catalogs, at growing numbers of queries and wordings per query,
 * timed against the same evaluation without wording. Cost per query × wording should stay flat.
 */
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { parseManifest } from '../src/manifest/load.js'
import { loadInflector, wordingsOf } from '../src/wording/index.js'
import { ALL_ENGINES, recordedServers } from './fixtures.js'
import { syntheticQueries } from './synthetic.js'

export interface WordingPoint {
  queries: number
  cap: number
  /** Wordings searched per engine: the sum over expectations of their wordings. */
  wordings: number
  plainMs: number
  wordingMs: number
}

function manifestText(queries: ReadonlyArray<{ query: string; expect?: string }>, wording: boolean): string {
  const servers = recordedServers()
  const lines = ['version: 1', `engines: [${ALL_ENGINES.join(', ')}]`, `wording: ${wording}`, 'servers:']
  for (const s of servers) lines.push(`  ${s.name}:`, `    catalog: ${s.name}.tools.json`)
  lines.push('queries:')
  for (const q of queries) lines.push(`  - query: ${JSON.stringify(q.query)}`, ...(q.expect ? [`    expect: ${JSON.stringify(q.expect)}`] : []))
  return lines.join('\n') + '\n'
}

/** The evaluation with and without wording, at each number of queries and cap (advice off: it runs on failures only). */
export async function wordingGrowth(points: ReadonlyArray<readonly [number, number]>): Promise<WordingPoint[]> {
  const inflector = await loadInflector()
  const servers = recordedServers()
  const catalog = buildCatalog(servers.map((s): ServerListing => ({ name: s.name, source: 'catalog', tools: s.tools, pages: 1 })))
  // One run first, so that the first point does not pay for compiling the engines' code.
  evaluate(parseManifest(manifestText(syntheticQueries(servers, 50), true), 'bench.yml'), catalog, { inflector, advice: false })
  return points.map(([n, cap]) => {
    const queries = syntheticQueries(servers, n)
    const time = (wording: boolean): number => {
      const manifest = parseManifest(manifestText(queries, wording), 'bench.yml')
      const t0 = performance.now()
      evaluate(manifest, catalog, { inflector, advice: false, wordingCap: cap })
      return performance.now() - t0
    }
    const plainMs = time(false)
    const wordingMs = time(true)
    const wordings = queries.filter((q) => q.expect).reduce((sum, q) => sum + wordingsOf(q.query, inflector, { server: q.expect!.split('/')[0], cap }).length, 0)
    return { queries: n, cap, wordings, plainMs, wordingMs }
  })
}
