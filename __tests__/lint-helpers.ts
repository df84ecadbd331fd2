import { readdirSync, readFileSync } from 'node:fs'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog, RawTool, ServerListing } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import type { LintContext } from '../src/lint/types.js'

/** Stored listings: `{server: tools}` in order, one page each unless `extra` says otherwise. */
export function listingsOf(servers: Record<string, RawTool[]>, extra: Record<string, Partial<ServerListing>> = {}): ServerListing[] {
  return Object.entries(servers).map(([name, tools]) => ({ name, source: 'catalog', pages: 1, tools, ...extra[name] }))
}

/** A catalog of stored listings: `{server: tools}` in order. */
export function catalogOf(servers: Record<string, RawTool[]>, extra: Record<string, Partial<ServerListing>> = {}): Catalog {
  return buildCatalog(listingsOf(servers, extra))
}

export function contextOf(catalog: Catalog, extra: Partial<LintContext> & { engineIds?: string[] } = {}): LintContext {
  const { engineIds, ...rest } = extra
  return { catalog, queries: [], engines: (engineIds ?? ['claude-code@2.1']).map(resolveEngine), ...rest }
}

const FIXTURES = new URL('./fixtures/catalogs/', import.meta.url)

/** The recorded tools/list of the nine published servers, as stored listings in file order. */
export function fixtureListings(): ServerListing[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.tools.json'))
    .sort()
    .map((f) => {
      const data = JSON.parse(readFileSync(new URL(f, FIXTURES), 'utf8')) as { tools: RawTool[]; instructions?: string }
      return { name: f.split('.')[0], source: 'catalog', pages: 1, tools: data.tools, ...(data.instructions ? { instructions: data.instructions } : {}) }
    })
}
