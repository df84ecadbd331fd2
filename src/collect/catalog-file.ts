import { readFile, stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { RawTool, ServerListing } from '../catalog/types.js'
import { lockServerOf, lockServerProblem, lockOf, lockToolPages, type LockServer } from '../lock/lock.js'
import { CollectError } from './errors.js'
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../util/json-depth.js'
import { fileErrorText } from '../util/file-error.js'
import { splitCatalogRef } from '../manifest/catalog-ref.js'
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_TEXT } from './limits.js'
import { formatCount } from '../util/plural.js'

/**
 * A stored catalog file: one server's `tools/list` as `record` writes it. It is a lock file's
 * server entry (name, source, serverInfo, instructions, pages, tools in canonical key order)
 * with a format version and the recording's provenance, so either can be used where the other
 * is. Older and hand-made files need only `{tools: [...], instructions?}`; a whole lock file
 * is read too (`file.json#server` picks one of its servers).
 */
export const CATALOG_VERSION = 1

/** Where a recorded catalog came from. Values are kept verbatim; none holds a secret. */
export interface Provenance {
  /** The npm package, when the server is one. */
  package?: string
  version?: string
  /** The package's `license` field as published (an SPDX id, or the package's own words). */
  license?: string
  repository?: string
  /** The day it was recorded (UTC, YYYY-MM-DD): a date, so that two recordings of one day are identical. */
  collectedAt: string
  /** How the server was started: the argv a user would configure (`npx -y pkg@1.2.3 …`). */
  command?: string[]
  /** Or the URL it was connected to (query and credentials removed). */
  url?: string
  /** Names of the environment variables given to the server (never their values). */
  env?: string[]
  /** How the file came to be when it was not recorded by `record` (converted from another format). */
  origin?: string
}

export interface CatalogFile extends LockServer {
  catalogVersion: typeof CATALOG_VERSION
  provenance?: Provenance
}

/** The catalog file of one listing; fields in a fixed order, tools in the lock's canonical key order. */
export function catalogFileOf(listing: ServerListing, provenance: Provenance | undefined): CatalogFile {
  const { name, ...rest } = lockServerOf(listing)
  return { catalogVersion: CATALOG_VERSION, name, ...(provenance ? { provenance: orderedProvenance(provenance) } : {}), ...rest }
}

const PROVENANCE_ORDER: ReadonlyArray<keyof Provenance> = ['package', 'version', 'license', 'repository', 'collectedAt', 'command', 'url', 'env', 'origin']

function orderedProvenance(p: Provenance): Provenance {
  const out: Record<string, unknown> = {}
  for (const key of PROVENANCE_ORDER) if (p[key] !== undefined) out[key] = p[key]
  return out as unknown as Provenance
}

/** The file's text: 2-space JSON with a trailing newline, as the lock file. */
export function serializeCatalogFile(file: CatalogFile): string {
  return JSON.stringify(file, null, 2) + '\n'
}

/** A stored catalog file's listing; `server` names it in errors and becomes its name. */
export async function loadCatalogFile(server: string, file: string, baseDir: string): Promise<ServerListing> {
  const ref = splitCatalogRef(file)
  const path = resolve(baseDir, ref.file)
  let text: string
  try {
    const { size } = await stat(path)
    if (size > MAX_MESSAGE_BYTES) throw new CollectError(server, `catalog file ${file} has ${formatCount(size)} bytes; at most ${MAX_MESSAGE_TEXT} are read, as for a live server's answer`)
    text = await readFile(path, 'utf8')
  } catch (err) {
    if (err instanceof CollectError) throw err
    const code = (err as NodeJS.ErrnoException).code
    throw new CollectError(server, code === 'ENOENT' ? `catalog file not found: ${file}` : `cannot read catalog file ${file}: ${fileErrorText(err)}`)
  }
  return parseCatalogFile(server, file, text, ref.entry)
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/**
 * The listing in a stored catalog file's text, with the provenance it records; `file` only
 * names it in errors. A lock file gives its server `entry`, else the one named `server`, else
 * its only one.
 */
export function readCatalogText(server: string, file: string, text: string, entry?: string): { listing: ServerListing; provenance?: Provenance } {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new CollectError(server, `catalog file ${file} is not valid JSON: ${(err as Error).message}`)
  }
  // Its tools one level below the file's: the same bound as for a live server's tools.
  if (nestsDeeperThan(data, MAX_JSON_DEPTH + 2)) {
    throw new CollectError(server, `catalog file ${file} nests more than ${MAX_JSON_DEPTH} levels deep in a tool: record it again with \`mcp-tool-rank record\``)
  }
  if (isRecord(data) && 'lockfileVersion' in data) return { listing: lockEntry(server, file, data, entry) }
  if (entry !== undefined) {
    throw new CollectError(server, `catalog ${file}: the file is one server's tools/list, not a lock file, so \`#${entry}\` picks nothing; remove it`)
  }
  const record = isRecord(data) ? data : {}
  if (!Array.isArray(record.tools)) throw new CollectError(server, `catalog file ${file} has no \`tools\` array (expected a stored tools/list result)`)
  const problem = lockServerProblem(record, true)
  if (problem) throw new CollectError(server, `catalog file ${file}${problem}`)
  const provenance = isRecord(record.provenance) && typeof record.provenance.collectedAt === 'string' ? (record.provenance as unknown as Provenance) : legacyProvenance(record)
  return { listing: storedListing(server, record as unknown as Partial<LockServer> & { tools: RawTool[] }), ...(provenance ? { provenance } : {}) }
}

export function parseCatalogFile(server: string, file: string, text: string, entry?: string): ServerListing {
  return readCatalogText(server, file, text, entry).listing
}

/** The provenance older recordings kept at the top level: `{server, package, version, collectedAt, tools}`. */
function legacyProvenance(record: Record<string, unknown>): Provenance | undefined {
  const { package: pkg, version, collectedAt } = record
  if (typeof pkg !== 'string' || typeof collectedAt !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(collectedAt)) return undefined
  return { package: pkg, ...(typeof version === 'string' ? { version } : {}), collectedAt: collectedAt.slice(0, 10) }
}

/** The listing of a lock file's server; `data` is the file's parsed JSON. */
function lockEntry(server: string, file: string, data: unknown, entry: string | undefined): ServerListing {
  let servers: LockServer[]
  try {
    servers = lockOf(data, file).servers
  } catch (err) {
    throw new CollectError(server, (err as Error).message)
  }
  const names = servers.map((s) => `\`${s.name}\``).join(', ') || 'none'
  const wanted = entry ?? (servers.length === 1 ? servers[0].name : server)
  const found = servers.find((s) => s.name === wanted)
  if (!found) {
    throw new CollectError(server, `lock file ${file} has no server \`${wanted}\` (its servers: ${names}); name one as ${file.replace(/#.*$/, '')}#<server>`)
  }
  return storedListing(server, found)
}

/** A stored server entry as a listing of `server` from a catalog (pages as stored, else one). */
function storedListing(server: string, s: Partial<LockServer> & { tools: RawTool[] }): ServerListing {
  const pages = typeof s.pages === 'number' ? s.pages : 1
  const paged = pages > 1 && Array.isArray(s.pageSizes)
  const info = s.serverInfo
  return {
    name: server,
    source: 'catalog',
    tools: s.tools,
    pages,
    ...(paged ? { toolPages: lockToolPages({ tools: s.tools, pageSizes: s.pageSizes }) } : {}),
    ...(typeof s.instructions === 'string' ? { instructions: s.instructions } : {}),
    ...(isRecord(info) && typeof info.name === 'string' && typeof info.version === 'string' ? { serverInfo: { name: info.name, version: info.version } } : {})
  }
}
