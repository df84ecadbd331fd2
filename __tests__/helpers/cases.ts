import { readFileSync } from 'node:fs'
import { buildCatalog } from '../../src/catalog/build.js'
import type { Catalog, RawTool, ServerListing } from '../../src/catalog/types.js'

export interface CaseTool extends RawTool {
  server: string
}

export interface EngineCase {
  name: string
  query: string
  max_results?: number
  tools: CaseTool[]
  instructions?: Record<string, string> | string
  expected?: Record<string, string[]>
  [key: string]: unknown
}

export function loadCases<T = EngineCase>(family: string): { cases: T[]; [key: string]: unknown } {
  const url = new URL(`../fixtures/engines/${family}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8'))
}

/** Splits a worked example's tool list into server listings, keeping the case's tool order. */
export function caseListings(tools: readonly CaseTool[], instructions?: EngineCase['instructions']): ServerListing[] {
  const listings: ServerListing[] = []
  for (const { server, ...tool } of tools) {
    let last = listings[listings.length - 1]
    if (!last || last.name !== server) {
      const instr = typeof instructions === 'string' ? instructions : instructions?.[server]
      last = { name: server, source: 'catalog', tools: [], pages: 1, ...(instr !== undefined ? { instructions: instr } : {}) }
      listings.push(last)
    }
    last.tools.push(tool)
  }
  return listings
}

export function caseCatalog(c: EngineCase): Catalog {
  return buildCatalog(caseListings(c.tools, c.instructions))
}
