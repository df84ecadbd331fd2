import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import type { RawTool, ServerListing, ServerSearch, ServerSource } from '../catalog/types.js'
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../util/json-depth.js'
import { fileErrorText } from '../util/file-error.js'
import { plural } from '../util/plural.js'

/**
 * The lock file (`mcp-tools.lock.json`): the collected catalog, committed next to the manifest
 * so the base side of a PR can be ranked without starting the base commit's servers, and so a
 * reviewer sees in the diff what a change did to the tool list. It is deterministic: fixed key
 * order, 2-space JSON, a trailing newline, no timestamps.
 */
const LOCK_VERSION = 1

export interface LockServer {
  name: string
  /** How the tools were obtained when the lock was written. */
  source: Exclude<ServerSource, 'lock' | 'neighbour'>
  serverInfo?: { name: string; version: string }
  instructions?: string
  /** `tools/list` pages the server answered with. */
  pages: number
  /** Tools per page, in order; present only when the server answered with more than one page. */
  pageSizes?: number[]
  /** The tools exactly as listed (top-level keys in a canonical order, values untouched). */
  tools: RawTool[]
  /**
   * A server with its own search tool: how it is asked and its answers, each keyed by query and
   * by the catalog it answered over, so the base side ranks engine `server` without the server.
   */
  search?: ServerSearch
}

export interface LockFile {
  lockfileVersion: typeof LOCK_VERSION
  servers: LockServer[]
}

/** A lock file that cannot be read or is not a lock file. */
export class LockError extends Error {
  constructor(
    readonly path: string,
    reason: string,
    /** The file does not exist (the usual case before the first `snapshot`). */
    readonly notFound = false
  ) {
    super(`${path}: ${reason}`)
    this.name = 'LockError'
  }
}

const TOOL_KEY_ORDER = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', 'icons', '_meta']

/** Top-level keys in a fixed order (known ones first, the rest alphabetically); values as listed. */
function canonicalTool(tool: RawTool): RawTool {
  const record = tool as unknown as Record<string, unknown>
  const rank = (k: string): number => {
    const i = TOOL_KEY_ORDER.indexOf(k)
    return i === -1 ? TOOL_KEY_ORDER.length : i
  }
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as unknown as RawTool
}

function pageSizes(listing: ServerListing): number[] | undefined {
  if (listing.pages <= 1) return undefined
  const sizes = new Array<number>(listing.pages).fill(0)
  listing.tools.forEach((_, i) => {
    const page = listing.toolPages?.[i] ?? 1
    sizes[Math.min(Math.max(page, 1), listing.pages) - 1]++
  })
  return sizes
}

/** One listing as a lock file stores it (a recorded catalog file has the same fields). */
export function lockServerOf(l: ServerListing): LockServer {
  const sizes = pageSizes(l)
  return {
    name: l.name,
    source: l.source === 'lock' || l.source === 'neighbour' ? 'catalog' : l.source,
    ...(l.serverInfo ? { serverInfo: { name: l.serverInfo.name, version: l.serverInfo.version } } : {}),
    ...(l.instructions !== undefined ? { instructions: l.instructions } : {}),
    pages: l.pages,
    ...(sizes ? { pageSizes: sizes } : {}),
    tools: l.tools.map(canonicalTool),
    ...(l.search ? { search: l.search } : {})
  }
}

/** The lock for these listings, in their order (the manifest's). */
export function lockFromListings(listings: readonly ServerListing[]): LockFile {
  return { lockfileVersion: LOCK_VERSION, servers: listings.map(lockServerOf) }
}

/** The file's text: stable, 2-space JSON with a trailing newline. */
export function serializeLock(lock: LockFile): string {
  return JSON.stringify(lock, null, 2) + '\n'
}

/** Writes the lock for `listings` to `path` (atomically: a reader never sees half a file). */
export async function writeLock(path: string, listings: readonly ServerListing[]): Promise<LockFile> {
  const lock = lockFromListings(listings)
  const tmp = `${path}.${process.pid}.tmp`
  try {
    await writeFile(tmp, serializeLock(lock))
    await rename(tmp, path)
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => {})
    throw new LockError(path, `cannot write the lock file: ${fileErrorText(err)}; fix the path or the manifest's \`lock\``)
  }
  return lock
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** A server's recorded search (ServerSearch), as far as engine `server` reads it. */
function isSearch(v: unknown): boolean {
  if (!isRecord(v) || typeof v.tool !== 'string' || typeof v.argument !== 'string' || !isStrings(v.visible) || !Array.isArray(v.answers)) return false
  return v.answers.every((a) => isRecord(a) && typeof a.query === 'string' && typeof a.catalog === 'string' && isStrings(a.tools))
}

/** Checks the shape of parsed lock JSON; `path` is only for messages. */
export function parseLock(text: string, path: string): LockFile {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new LockError(path, `not valid JSON (${(err as Error).message}); rewrite it with \`mcp-tool-rank snapshot\``)
  }
  return lockOf(data, path)
}

/** A lock file's parsed JSON, checked (parseLock, for a caller that has parsed it already). */
export function lockOf(data: unknown, path: string): LockFile {
  if (!isRecord(data)) throw new LockError(path, 'not a lock file (expected a JSON object)')
  // A tool sits three levels down (file, servers, server); snapshot never writes deeper ones.
  if (nestsDeeperThan(data, MAX_JSON_DEPTH + 3)) throw new LockError(path, `a tool nests more than ${MAX_JSON_DEPTH} levels deep; rewrite it with \`mcp-tool-rank snapshot\``)
  if (data.lockfileVersion !== LOCK_VERSION) {
    throw new LockError(path, `unsupported lockfileVersion ${JSON.stringify(data.lockfileVersion)} (this version reads ${LOCK_VERSION}); rewrite it with \`mcp-tool-rank snapshot\``)
  }
  if (!Array.isArray(data.servers)) throw new LockError(path, 'no `servers` list')
  const seen = new Set<string>()
  data.servers.forEach((s: unknown, i) => {
    const where = `servers[${i}]`
    if (!isRecord(s) || typeof s.name !== 'string') throw new LockError(path, `${where} has no string \`name\``)
    if (seen.has(s.name)) throw new LockError(path, `server \`${s.name}\` appears twice`)
    seen.add(s.name)
    const problem = lockServerProblem(s)
    if (problem) throw new LockError(path, `server \`${s.name}\`${problem}`)
  })
  return data as unknown as LockFile
}

/**
 * What is wrong with one stored server entry (`tools`, `pages`, `pageSizes`), as a phrase that
 * follows the server's name (`: tools[3] has no string \`name\``), or undefined when it is sound.
 * `pages` may be absent when `pageSizes` is (a catalog file of one page).
 */
export function lockServerProblem(s: Record<string, unknown>, pagesOptional = false): string | undefined {
  if (!Array.isArray(s.tools)) return ' has no `tools` list'
  const tools: unknown[] = s.tools
  const bad = tools.findIndex((t) => !isRecord(t) || typeof t.name !== 'string')
  if (bad !== -1) return `: tools[${bad}] has no string \`name\``
  if (s.search !== undefined && !isSearch(s.search)) return ': `search` must give the search tool, its argument and its answers (query, catalog and tool names each)'
  if (pagesOptional && s.pages === undefined && s.pageSizes === undefined) return undefined
  const pages = s.pages
  if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 0) return ': `pages` must be a whole number'
  if (s.pageSizes !== undefined) {
    const sizes = s.pageSizes
    if (!Array.isArray(sizes) || sizes.length !== pages || sizes.some((n) => !Number.isInteger(n) || n < 0) || sizes.reduce((a: number, b: number) => a + b, 0) !== tools.length) {
      return `: \`pageSizes\` must give the tools of each of its ${plural(pages, 'page')}`
    }
  }
  return undefined
}

/** Reads and checks a lock file; a missing one is a LockError with `notFound` set. */
export async function readLock(path: string): Promise<LockFile> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new LockError(path, 'lock file not found (write it with `mcp-tool-rank snapshot`)', true)
    throw new LockError(path, `cannot read the lock file: ${(err as Error).message}`)
  }
  return parseLock(text, path)
}

/** Per-tool pages of a lock server, parallel to its tools. */
export function lockToolPages(server: Pick<LockServer, 'tools' | 'pageSizes'>): number[] {
  if (!server.pageSizes) return server.tools.map(() => 1)
  const pages: number[] = []
  server.pageSizes.forEach((n, i) => {
    for (let k = 0; k < n; k++) pages.push(i + 1)
  })
  return pages
}

/**
 * The lock as server listings with source `lock`, in the lock's order; `servers` picks and
 * orders them (a name the lock lacks is skipped, so the caller can report it).
 */
export function lockToListings(lock: LockFile, servers?: readonly string[]): ServerListing[] {
  const byName = new Map(lock.servers.map((s) => [s.name, s] as const))
  const picked = servers ? servers.map((n) => byName.get(n)).filter((s): s is LockServer => s !== undefined) : lock.servers
  return picked.map((s) => ({
    name: s.name,
    source: 'lock',
    tools: s.tools,
    pages: s.pages,
    toolPages: lockToolPages(s),
    ...(s.instructions !== undefined ? { instructions: s.instructions } : {}),
    ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}),
    warnings: [],
    ...(s.search ? { search: s.search } : {})
  }))
}
