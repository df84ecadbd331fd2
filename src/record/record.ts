/**
 * `record`: one server's `tools/list` as a catalog file with its provenance. The server is
 * collected exactly as `check` collects it (src/collect), so a recorded catalog ranks as the
 * live server would; a published package is first installed into a temporary folder.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, isAbsolute, resolve } from 'node:path'
import type { ServerListing } from '../catalog/types.js'
import { catalogFileOf, readCatalogText, serializeCatalogFile, type CatalogFile, type Provenance } from '../collect/catalog-file.js'
import { splitCatalogRef } from '../manifest/catalog-ref.js'
import { collectServer } from '../collect/collect.js'
import { UsageError } from '../errors.js'
import type { ServerConfig, StdioServerConfig } from '../manifest/types.js'
import { binCommand, installFromRegistry, packageOfFile, pickBin, type PackageInfo } from './npm.js'

export type RecordTarget =
  /** A published package: installed from the registry, its bin started over stdio with `args`. */
  | { kind: 'npm'; spec: string; bin?: string; args: string[] }
  /** Any server the manifest format describes (stdio, HTTP, or a stored catalog to convert). */
  | { kind: 'server'; server: ServerConfig }

export interface RecordOptions {
  /** The server name in the file; by default from the package, else the server's `serverInfo`. */
  name?: string
  /** The day to record (YYYY-MM-DD). */
  collectedAt: string
  /** Where relative paths resolve (the CLI's working directory). */
  baseDir: string
  /** For `${VAR}` in env and headers, and for npm. */
  callerEnv: NodeJS.ProcessEnv
  /** Environment for an npm package's server (stdio targets carry their own). */
  env?: Record<string, string>
  timeoutMs: number
  /** Says how the file came to be, for a catalog that was not recorded from a running server. */
  origin?: string
}

export interface Recorded {
  file: CatalogFile
  warnings: string[]
}

/** `@playwright/mcp` -> `playwright`, `@modelcontextprotocol/server-memory` -> `memory`. */
export function nameOfPackage(name: string): string {
  const scope = /^@([^/]+)\//.exec(name)?.[1] ?? ''
  const bare = name
    .replace(/^@[^/]+\//, '')
    .replace(/^(mcp-server-|server-|mcp-)/, '')
    .replace(/(-mcp-server|-mcp|-server)$/, '')
  return safeName(['', 'mcp', 'server'].includes(bare) ? scope : bare)
}

function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'server'
}

/** `npx -y pkg@version args…`: how a user starts a published server, wherever it was installed. */
function npxCommand(pkg: PackageInfo, bin: string, args: readonly string[]): string[] {
  const unscoped = pkg.name.replace(/^@[^/]+\//, '')
  const binFlag = Object.keys(pkg.bin).length > 1 && bin !== unscoped ? ['--package', `${pkg.name}@${pkg.version}`, bin] : [`${pkg.name}@${pkg.version}`]
  return ['npx', '-y', ...binFlag, ...args]
}

function packageProvenance(pkg: PackageInfo): Pick<Provenance, 'package' | 'version' | 'license' | 'repository'> {
  return { package: pkg.name, version: pkg.version, ...(pkg.license ? { license: pkg.license } : {}), ...(pkg.repository ? { repository: pkg.repository } : {}) }
}

/** The URL without its query, fragment or credentials. */
function publicUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return url
  }
}

/** A stdio server's argv as provenance: a script inside an installed package is named by the package. */
async function stdioProvenance(server: StdioServerConfig, baseDir: string): Promise<{ provenance: Omit<Provenance, 'collectedAt'>; pkg?: PackageInfo }> {
  const argv = [server.command, ...server.args]
  for (let i = 0; i < argv.length; i++) {
    const file = isAbsolute(argv[i]) ? argv[i] : resolve(baseDir, server.cwd ?? '.', argv[i])
    const pkg = await packageOfFile(file)
    if (!pkg) continue
    const bin = Object.entries(pkg.bin).find(([, path]) => resolve(pkg.dir, path) === file)?.[0] ?? Object.keys(pkg.bin)[0] ?? pkg.name
    return { provenance: { ...packageProvenance(pkg), command: npxCommand(pkg, bin, argv.slice(i + 1)) }, pkg }
  }
  return { provenance: { command: argv } }
}

function envNames(env: Record<string, string>): string[] | undefined {
  const names = Object.keys(env).sort()
  return names.length ? names : undefined
}

/** Collects one server, raising its CollectError as is. */
async function collect(server: ServerConfig, options: RecordOptions): Promise<ServerListing> {
  return collectServer(server, { baseDir: options.baseDir, callerEnv: options.callerEnv })
}

function finish(listing: ServerListing, provenance: Provenance, name: string): Recorded {
  return { file: catalogFileOf({ ...listing, name }, provenance), warnings: listing.warnings ?? [] }
}

async function recordNpm(target: Extract<RecordTarget, { kind: 'npm' }>, options: RecordOptions): Promise<Recorded> {
  const installed = await installFromRegistry(target.spec, options.callerEnv)
  try {
    const { pkg } = installed
    const bin = pickBin(pkg, target.bin)
    const argv = await binCommand(bin.file)
    const name = options.name ?? nameOfPackage(pkg.name)
    const env = options.env ?? {}
    const server: StdioServerConfig = { kind: 'stdio', name, line: 1, col: 1, timeoutMs: options.timeoutMs, command: argv[0], args: [...argv.slice(1), ...target.args], env, cwd: installed.folder }
    const listing = await collect(server, options)
    return finish(listing, { ...packageProvenance(pkg), collectedAt: options.collectedAt, command: npxCommand(pkg, bin.name, target.args), env: envNames(env), origin: options.origin }, name)
  } finally {
    await installed.dispose()
  }
}

async function recordServer(server: ServerConfig, options: RecordOptions): Promise<Recorded> {
  const listing = await collect(server, options)
  const fromInfo = listing.serverInfo ? safeName(listing.serverInfo.name) : undefined
  switch (server.kind) {
    case 'stdio': {
      const { provenance, pkg } = await stdioProvenance(server, options.baseDir)
      const name = options.name ?? (pkg ? nameOfPackage(pkg.name) : fromInfo ?? server.name)
      return finish(listing, { ...provenance, collectedAt: options.collectedAt, env: envNames(server.env), origin: options.origin }, name)
    }
    case 'http':
      return finish(listing, { collectedAt: options.collectedAt, url: publicUrl(server.url), env: envNames(server.env), origin: options.origin }, options.name ?? fromInfo ?? server.name)
    case 'catalog': {
      // Converting a stored catalog keeps what it says of itself, and says that it was converted.
      const { file, entry } = splitCatalogRef(server.catalog)
      const stored = readCatalogText(server.name, server.catalog, await readFile(resolve(options.baseDir, file), 'utf8'), entry)
      const kept = stored.provenance ?? { collectedAt: options.collectedAt }
      const origin = options.origin ?? kept.origin ?? 'converted from a stored catalog file; not recorded by `record`'
      return finish(listing, { ...kept, origin }, options.name ?? server.name)
    }
  }
}

/** Records a server as a catalog file; every failure to start or list it is a CollectError. */
export async function record(target: RecordTarget, options: RecordOptions): Promise<Recorded> {
  return target.kind === 'npm' ? recordNpm(target, options) : recordServer(target.server, options)
}

/** The day as YYYY-MM-DD: `--collected-at` (a date or an ISO time), else SOURCE_DATE_EPOCH, else today (UTC). */
export function collectedAtDate(explicit: string | undefined, env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  if (explicit !== undefined) {
    const date = /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(explicit) ? new Date(explicit.length === 10 ? `${explicit}T00:00:00Z` : explicit) : undefined
    if (!date || Number.isNaN(date.getTime())) throw new UsageError(`--collected-at takes a date such as 2026-01-31, got \`${explicit}\``)
    return date.toISOString().slice(0, 10)
  }
  const epoch = env.SOURCE_DATE_EPOCH
  if (epoch !== undefined && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString().slice(0, 10)
  return now.toISOString().slice(0, 10)
}

/** The file's content apart from the day it was recorded. */
function withoutDate(file: CatalogFile): string {
  return serializeCatalogFile({ ...file, ...(file.provenance ? { provenance: { ...file.provenance, collectedAt: '' } } : {}) })
}

export type WriteOutcome = 'created' | 'updated' | 'unchanged'

/**
 * Writes the catalog file, atomically. When the file already holds the same catalog recorded
 * on another day it is left alone: re-recording an unchanged server changes no byte.
 */
export async function writeCatalogFile(path: string, file: CatalogFile): Promise<WriteOutcome> {
  const previous = await readFile(path, 'utf8').then(
    (t) => t,
    () => undefined
  )
  if (previous !== undefined) {
    try {
      const old = JSON.parse(previous) as CatalogFile
      if (withoutDate(old) === withoutDate(file)) return 'unchanged'
    } catch {
      // Not JSON: replaced below.
    }
  }
  await mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.tmp`
  try {
    await writeFile(tmp, serializeCatalogFile(file))
    await rename(tmp, path)
  } finally {
    await rm(tmp, { force: true })
  }
  return previous === undefined ? 'created' : 'updated'
}
