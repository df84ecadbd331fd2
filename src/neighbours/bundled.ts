/**
 * The bundled neighbours: recorded catalogs of popular published servers, shipped in the
 * package's `neighbours/` folder (beside `dist/`), read from disk only when a manifest names
 * some. No network: a check with `neighbours: popular` ranks against files.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerListing } from '../catalog/types.js'
import { readCatalogText } from '../collect/catalog-file.js'

/** One neighbour as `neighbours/neighbours.json` describes it: what to record, and how. */
export interface NeighbourSpec {
  name: string
  /** What it gives a model, in a few words. */
  about: string
  npm: string
  version: string
  env?: Record<string, string>
  args?: string[]
}

export interface NeighbourSet {
  /** The set's version: the day any of its catalogs last changed. */
  version: string
  neighbours: NeighbourSpec[]
}

const SET_FILE = 'neighbours.json'
/** How far above this module the package root may be: src/neighbours/, dist/, dist-lib/neighbours/. */
const MAX_LEVELS = 5

/**
 * The `neighbours/` folder of the installed package, found upwards from this module: the
 * sources, the ncc bundles (`dist/index.js`, `dist/cli/index.js`) and a compiled library all
 * sit a few levels below it.
 */
export function neighboursDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < MAX_LEVELS; i++) {
    if (existsSync(join(dir, 'neighbours', SET_FILE))) return join(dir, 'neighbours')
    dir = dirname(dir)
  }
  throw new Error(`the bundled neighbours are missing: no neighbours/${SET_FILE} above ${dirname(fileURLToPath(import.meta.url))}`)
}

let cached: Promise<NeighbourSet> | undefined

/** The set as shipped (read once per process). */
export function neighbourSet(): Promise<NeighbourSet> {
  cached ??= readFile(join(neighboursDir(), SET_FILE), 'utf8').then((text) => JSON.parse(text) as NeighbourSet)
  return cached
}

/** The catalogs of `names`, in that order (the order the client connects them), as listings of source `neighbour`. */
export async function loadNeighbours(names: readonly string[]): Promise<ServerListing[]> {
  if (names.length === 0) return []
  const dir = neighboursDir()
  return Promise.all(
    names.map(async (name) => {
      const file = `${name}.json`
      const { listing } = readCatalogText(name, file, await readFile(join(dir, file), 'utf8'))
      return { ...listing, source: 'neighbour' as const }
    })
  )
}
