/**
 * How a repository starts its MCP server, read from its own files: package.json (`bin`,
 * `main`, `scripts.start`) for Node, pyproject.toml (`[project.scripts]`, run with `uv run`)
 * for Python, or what the user says (`--command`, `--url`).
 */
import { access, readFile } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { UsageError } from '../errors.js'
import { fileErrorText } from '../util/file-error.js'
import { isNodeScript, pickBin } from '../record/npm.js'

/** The server as the manifest will start it. */
export type ServerEntry = { command: string; args?: string[] } | { url: string }

/** What CI runs before the server can start: the workflow's build step and the action's `setup`. */
export type Toolchain = { kind: 'node'; setup: string } | { kind: 'python'; setup: string } | { kind: 'none' }

export interface Detected {
  /** Where the start command came from, for the user: "package.json `bin` mcp-server-memory". */
  found: string
  /** The server's name in the manifest (and in every tool id, `mcp__NAME__tool`), when the repository or the user says it. */
  name?: string
  entry: ServerEntry
  toolchain: Toolchain
}

export interface DetectOptions {
  /** A shell-like command line that starts a stdio server. */
  command?: string
  /** The URL of a running HTTP server. */
  url?: string
  /** The package.json bin to start, when it has several. */
  bin?: string
  /** The server name (default: from the package or project name). */
  name?: string
}

interface PackageJson {
  name?: unknown
  bin?: unknown
  main?: unknown
  scripts?: Record<string, unknown>
}

interface Pyproject {
  project?: { name?: unknown; scripts?: Record<string, unknown> }
}

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false)

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new UsageError(`cannot read ${path}: ${fileErrorText(err)}`)
  }
}

async function readPackageJson(dir: string): Promise<PackageJson | undefined> {
  const text = await readOptional(join(dir, 'package.json'))
  if (text === undefined) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as PackageJson) : {}
  } catch (err) {
    throw new UsageError(`package.json is not valid JSON: ${(err as Error).message}`)
  }
}

async function readPyproject(dir: string): Promise<Pyproject | undefined> {
  const text = await readOptional(join(dir, 'pyproject.toml'))
  if (text === undefined) return undefined
  try {
    return parseToml(text) as Pyproject
  } catch (err) {
    throw new UsageError(`pyproject.toml is not valid TOML: ${(err as Error).message.split('\n')[0]}`)
  }
}

/**
 * A server name from a package or project name, as users tend to key it in their client
 * config: the scope and the words that only say "MCP server" dropped
 * (`@modelcontextprotocol/server-memory` → `memory`, `github-mcp-server` → `github`).
 */
export function serverName(packageName: string): string {
  const plain = packageName
    .replace(/^@[^/]+\//, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
  const short = plain.replace(/^(mcp[-_]server|server|mcp)[-_]/, '').replace(/[-_](mcp[-_]server|server|mcp)$/, '')
  return short || plain || 'server'
}

function toolchainOf(pkg: PackageJson | undefined, pyproject: Pyproject | undefined, lockFile: boolean): Toolchain {
  if (pkg) {
    const install = lockFile ? 'npm ci' : 'npm install'
    return { kind: 'node', setup: typeof pkg.scripts?.build === 'string' ? `${install} && npm run build` : install }
  }
  if (pyproject) return { kind: 'python', setup: 'uv sync' }
  return { kind: 'none' }
}

/** A path inside the repository as the manifest writes it: relative, with `/`. */
function repoPath(dir: string, file: string): string {
  return relative(dir, file).split(sep).join('/')
}

async function scriptEntry(dir: string, file: string, what: string): Promise<ServerEntry> {
  const path = join(dir, file)
  if (!(await exists(path))) {
    throw new UsageError(`${what} is ${file}, which does not exist yet: build the server first, then run init again`)
  }
  const rel = repoPath(dir, path)
  return (await isNodeScript(path)) ? { command: 'node', args: [rel] } : { command: `./${rel}` }
}

async function nodeEntry(dir: string, pkg: PackageJson, options: DetectOptions): Promise<{ found: string; entry: ServerEntry } | undefined> {
  const name = typeof pkg.name === 'string' ? pkg.name : basename(dir)
  const bin = typeof pkg.bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? (pkg.bin as Record<string, string>) : {}
  if (Object.keys(bin).length > 0 || options.bin !== undefined) {
    const chosen = pickBin({ name, version: '', bin, dir }, options.bin)
    return { found: `package.json \`bin\` ${chosen.name}`, entry: await scriptEntry(dir, bin[chosen.name], `package.json's bin \`${chosen.name}\``) }
  }
  if (typeof pkg.main === 'string') return { found: 'package.json `main`', entry: await scriptEntry(dir, pkg.main, "package.json's `main`") }
  // `--silent`: npm's own "> name start" banner would land on the server's stdout, the protocol channel.
  if (typeof pkg.scripts?.start === 'string') return { found: 'package.json `scripts.start`', entry: { command: 'npm', args: ['start', '--silent'] } }
  return undefined
}

function pythonEntry(pyproject: Pyproject): { found: string; entry: ServerEntry } | undefined {
  const scripts = Object.keys(pyproject.project?.scripts ?? {})
  if (scripts.length === 0) return undefined
  const project = typeof pyproject.project?.name === 'string' ? pyproject.project.name : undefined
  const script = scripts.length === 1 ? scripts[0] : scripts.find((s) => s === project)
  if (script === undefined) {
    throw new UsageError(`pyproject.toml has several scripts (${scripts.map((s) => `\`${s}\``).join(', ')}); pick the server with --command "uv run NAME"`)
  }
  return { found: `pyproject.toml \`[project.scripts]\` ${script}`, entry: { command: 'uv', args: ['run', script] } }
}

export async function detectServer(dir: string, options: DetectOptions = {}): Promise<Detected> {
  if (options.command !== undefined && options.url !== undefined) throw new UsageError('give --command or --url, not both')
  const pkg = await readPackageJson(dir)
  const pyproject = pkg ? undefined : await readPyproject(dir)
  const toolchain = toolchainOf(pkg, pyproject, await exists(join(dir, 'package-lock.json')))
  const projectName = typeof pkg?.name === 'string' ? pkg.name : typeof pyproject?.project?.name === 'string' ? pyproject.project.name : undefined
  const name = options.name ?? (projectName === undefined ? undefined : serverName(projectName))
  if (options.url !== undefined) {
    if (!/^https?:\/\//.test(options.url)) throw new UsageError(`--url must start with http:// or https://, got \`${options.url}\``)
    return { found: '--url', name, entry: { url: options.url }, toolchain }
  }
  if (options.command !== undefined) {
    if (!options.command.trim()) throw new UsageError('--command is empty')
    return { found: '--command', name, entry: { command: options.command.trim() }, toolchain }
  }
  const start = pkg ? await nodeEntry(dir, pkg, options) : pyproject ? pythonEntry(pyproject) : undefined
  if (start) return { ...start, name, toolchain }
  const looked = pkg ? 'package.json has no `bin`, `main` or `scripts.start`' : pyproject ? 'pyproject.toml has no `[project.scripts]`' : 'there is no package.json or pyproject.toml here'
  throw new UsageError(`cannot tell how to start the server: ${looked}; say it with --command "node dist/server.js" (stdio) or --url http://localhost:3000/mcp (HTTP)`)
}
