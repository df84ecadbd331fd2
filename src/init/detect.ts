/**
 * How a repository starts its MCP server, read from its own files, falling through:
 * package.json (`bin`, `main`, `scripts.start`) for Node, then pyproject.toml
 * (`[project.scripts]`, `[tool.poetry.scripts]`) for Python, then what the user says
 * (`--command`, `--url`). The package manager (package-manager.ts) decides how each is run.
 */
import { access, readFile } from 'node:fs/promises'
import { basename, join, relative, sep } from 'node:path'
import { parse as parseToml } from 'smol-toml'
import { UsageError } from '../errors.js'
import { fileErrorText } from '../util/file-error.js'
import { isNodeScript, pickBin } from '../record/npm.js'
import {
  exampleCommand,
  installHint,
  nodeToolchain,
  onPath,
  pythonScript,
  pythonToolchain,
  repositoryFiles,
  runScript,
  startScript,
  type NodeToolchain,
  type PythonToolchain,
  type Toolchain
} from './package-manager.js'

/** The server as the manifest will start it. */
export type ServerEntry = { command: string; args?: string[] } | { url: string }

export interface Detected {
  /** Where the start command came from, for the user: "package.json `bin` mcp-server-memory". */
  found: string
  /** The files looked at before the one that said how, each with why it did not: "package.json has no `bin`, `main` or `scripts.start`". */
  passedOver: string[]
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
  /** The PATH the server will start with: whether uv is on it decides how a project without a lock file runs. */
  path?: string
}

interface PackageJson {
  name?: unknown
  bin?: unknown
  main?: unknown
  scripts?: Record<string, unknown>
  packageManager?: unknown
}

interface Pyproject {
  project?: { name?: unknown; scripts?: Record<string, unknown>; 'requires-python'?: unknown }
  tool?: { poetry?: { name?: unknown; scripts?: Record<string, unknown> } }
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

/** A path inside the repository as the manifest writes it: relative, with `/`. */
function repoPath(dir: string, file: string): string {
  return relative(dir, file).split(sep).join('/')
}

const argv = (words: string[]): ServerEntry => ({ command: words[0], ...(words.length > 1 ? { args: words.slice(1) } : {}) })

async function scriptEntry(dir: string, file: string, what: string, toolchain: NodeToolchain): Promise<ServerEntry> {
  const path = join(dir, file)
  if (!(await exists(path))) {
    const build = toolchain.build ? ` (\`${runScript(toolchain, 'build')}\`)` : ''
    throw new UsageError(`${what} is ${file}, which does not exist yet: build the server first${build}, then run init again`)
  }
  const rel = repoPath(dir, path)
  return (await isNodeScript(path)) ? { command: 'node', args: [rel] } : { command: `./${rel}` }
}

interface Start {
  found: string
  entry: ServerEntry
}

async function nodeEntry(dir: string, pkg: PackageJson, toolchain: NodeToolchain, options: DetectOptions): Promise<Start | undefined> {
  const name = typeof pkg.name === 'string' ? pkg.name : basename(dir)
  const bin = typeof pkg.bin === 'string' ? { [name.replace(/^@[^/]+\//, '')]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? (pkg.bin as Record<string, string>) : {}
  if (Object.keys(bin).length > 0 || options.bin !== undefined) {
    const chosen = pickBin({ name, version: '', bin, dir }, options.bin)
    return { found: `package.json \`bin\` ${chosen.name}`, entry: await scriptEntry(dir, bin[chosen.name], `package.json's bin \`${chosen.name}\``, toolchain) }
  }
  if (typeof pkg.main === 'string') return { found: 'package.json `main`', entry: await scriptEntry(dir, pkg.main, "package.json's `main`", toolchain) }
  if (typeof pkg.scripts?.start === 'string') return { found: 'package.json `scripts.start`', entry: argv(startScript(toolchain)) }
  return undefined
}

function pyprojectScripts(pyproject: Pyproject): { table: string; names: string[] } {
  const project = Object.keys(pyproject.project?.scripts ?? {})
  if (project.length > 0) return { table: '[project.scripts]', names: project }
  return { table: '[tool.poetry.scripts]', names: Object.keys(pyproject.tool?.poetry?.scripts ?? {}) }
}

function pythonProjectName(pyproject: Pyproject): string | undefined {
  const name = pyproject.project?.name ?? pyproject.tool?.poetry?.name
  return typeof name === 'string' ? name : undefined
}

function pythonEntry(pyproject: Pyproject, toolchain: PythonToolchain): Start | undefined {
  const { table, names } = pyprojectScripts(pyproject)
  if (names.length === 0) return undefined
  const project = pythonProjectName(pyproject)
  const script = names.length === 1 ? names[0] : names.find((s) => s === project)
  if (script === undefined) {
    const example = pythonScript(toolchain, 'NAME').join(' ')
    throw new UsageError(`pyproject.toml has several scripts (${names.map((s) => `\`${s}\``).join(', ')}); pick the server with --command "${example}"`)
  }
  return { found: `pyproject.toml \`${table}\` ${script}`, entry: argv(pythonScript(toolchain, script)) }
}

const PYTHON_PROGRAMS = /^(python[\d.]*|uv|uvx|poetry|pipx)$/

/** The toolchain a given `--command` or `--url` goes with, when the repository has both a package.json and a pyproject.toml. */
function givenToolchain(node: NodeToolchain | undefined, python: PythonToolchain | undefined, command: string | undefined, pythonScripts: string[]): Toolchain {
  const program = command?.trim().split(/\s+/)[0] ?? ''
  if (python && (!node || PYTHON_PROGRAMS.test(program) || pythonScripts.includes(program))) return python
  return node ?? python ?? { kind: 'none' }
}

interface Project {
  pkg?: PackageJson
  pyproject?: Pyproject
  node?: NodeToolchain
  python?: PythonToolchain
}

async function readProject(dir: string, path: string | undefined): Promise<Project> {
  const [pkg, pyproject, files] = await Promise.all([readPackageJson(dir), readPyproject(dir), repositoryFiles(dir)])
  const node = pkg ? nodeToolchain(files, { ...(typeof pkg.packageManager === 'string' ? { packageManager: pkg.packageManager } : {}), build: typeof pkg.scripts?.build === 'string' }) : undefined
  const python = pyproject
    ? pythonToolchain(files, {
        poetry: pyproject.tool?.poetry !== undefined,
        hasProject: pyproject.project !== undefined || pyproject.tool?.poetry !== undefined,
        requiresPython: typeof pyproject.project?.['requires-python'] === 'string',
        uvOnPath: await onPath('uv', path)
      })
    : undefined
  return { pkg, pyproject, node, python }
}

const hasNodeStart = (pkg: PackageJson): boolean => pkg.bin !== undefined || typeof pkg.main === 'string' || typeof pkg.scripts?.start === 'string'

/**
 * The toolchain of the repository in `dir`, for a hint that names its commands: Node when
 * package.json says how to start, else Python when there is a pyproject.toml, else Node.
 */
export async function repositoryToolchain(dir: string, path = process.env.PATH): Promise<Toolchain> {
  const { pkg, node, python } = await readProject(dir, path)
  return (pkg && hasNodeStart(pkg) ? node : undefined) ?? python ?? node ?? { kind: 'none' }
}

export async function detectServer(dir: string, options: DetectOptions = {}): Promise<Detected> {
  if (options.command !== undefined && options.url !== undefined) throw new UsageError('give --command or --url, not both')
  const { pkg, pyproject, node, python } = await readProject(dir, options.path)
  const nameFrom = (t: Toolchain): string | undefined => {
    const projectName = t.kind === 'node' ? (typeof pkg?.name === 'string' ? pkg.name : undefined) : t.kind === 'python' ? pythonProjectName(pyproject!) : undefined
    return options.name ?? (projectName === undefined ? undefined : serverName(projectName))
  }

  if (options.url !== undefined || options.command !== undefined) {
    const toolchain = givenToolchain(node, python, options.command, pyproject ? pyprojectScripts(pyproject).names : [])
    const base = { passedOver: [], name: nameFrom(toolchain), toolchain }
    if (options.url !== undefined) {
      if (!/^https?:\/\//.test(options.url)) throw new UsageError(`--url must start with http:// or https://, got \`${options.url}\``)
      return { ...base, found: '--url', entry: { url: options.url } }
    }
    if (!options.command!.trim()) throw new UsageError('--command is empty')
    return { ...base, found: '--command', entry: { command: options.command!.trim() } }
  }

  const passedOver: string[] = []
  if (pkg && node) {
    const start = await nodeEntry(dir, pkg, node, options)
    if (start) return { ...start, passedOver, name: nameFrom(node), toolchain: node }
    passedOver.push('package.json has no `bin`, `main` or `scripts.start`')
  }
  if (pyproject && python) {
    const start = pythonEntry(pyproject, python)
    if (start) return { ...start, passedOver, name: nameFrom(python), toolchain: python }
    passedOver.push('pyproject.toml has no `[project.scripts]`')
  }
  const looked = passedOver.length ? passedOver.join(', and ') : 'there is no package.json or pyproject.toml here'
  const example = python ? exampleCommand(python) : exampleCommand(node ?? { kind: 'none' })
  throw new UsageError(`cannot tell how to start the server: ${looked}; say it with --command "${example}" (stdio) or --url http://localhost:3000/mcp (HTTP)`)
}

/**
 * A detected start command whose program is not on PATH, said before anything starts, with
 * how to get it or what to pass instead; undefined when it is there (or was given by the user).
 */
export async function missingProgram(detected: Detected, path: string | undefined): Promise<string | undefined> {
  const { entry, toolchain } = detected
  if ('url' in entry || detected.found === '--command' || entry.command === 'node') return undefined
  if (await onPath(entry.command, path)) return undefined
  const alternative = toolchain.kind === 'python' ? exampleCommand({ ...toolchain, manager: 'pip' }) : exampleCommand(toolchain)
  const command = [entry.command, ...(entry.args ?? [])].join(' ')
  return `${detected.found} starts with \`${command}\`, and ${entry.command} is not on PATH: ${installHint(toolchain, entry.command)}, or say how to start the server with --command "${alternative}"`
}
