import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, sep } from 'node:path'
import { OutputTail } from '../process/output-tail.js'
import { describeExit, spawnGroup, stopGroup } from '../process/groups.js'
import { CollectError } from '../collect/errors.js'
import { UsageError } from '../errors.js'

/** What `record` reads of a package's package.json. */
export interface PackageInfo {
  name: string
  version: string
  license?: string
  repository?: string
  bin: Record<string, string>
  /** The folder the package is installed in. */
  dir: string
}

/** `@scope/name@1.2.3` -> name and the version or range (`latest` when none is given). */
export function splitSpec(spec: string): { name: string; range: string } {
  const at = spec.lastIndexOf('@')
  if (at > 0) return { name: spec.slice(0, at), range: spec.slice(at + 1) || 'latest' }
  return { name: spec, range: 'latest' }
}

function licenseOf(pkg: Record<string, unknown>): string | undefined {
  if (typeof pkg.license === 'string') return pkg.license
  // The old `licenses: [{type}]` form.
  const list = Array.isArray(pkg.licenses) ? pkg.licenses : [pkg.license]
  const types = list.map((l) => (l && typeof l === 'object' ? (l as { type?: unknown }).type : undefined)).filter((t): t is string => typeof t === 'string')
  return types.length ? types.join(' OR ') : undefined
}

function repositoryOf(pkg: Record<string, unknown>): string | undefined {
  const repo = pkg.repository
  const url = typeof repo === 'string' ? repo : repo && typeof repo === 'object' ? (repo as { url?: unknown }).url : undefined
  if (typeof url !== 'string') return undefined
  return url
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/^github:/, 'https://github.com/')
}

/** The package.json in `dir`, or undefined when there is none with a name and version. */
export async function readPackage(dir: string): Promise<PackageInfo | undefined> {
  let pkg: Record<string, unknown>
  try {
    pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
  } catch {
    return undefined
  }
  if (typeof pkg.name !== 'string' || typeof pkg.version !== 'string') return undefined
  const unscoped = pkg.name.replace(/^@[^/]+\//, '')
  const bin = typeof pkg.bin === 'string' ? { [unscoped]: pkg.bin } : pkg.bin && typeof pkg.bin === 'object' ? (pkg.bin as Record<string, string>) : {}
  const license = licenseOf(pkg)
  const repository = repositoryOf(pkg)
  return { name: pkg.name, version: pkg.version, ...(license ? { license } : {}), ...(repository ? { repository } : {}), bin, dir }
}

/**
 * The installed package a file belongs to, when it lies in a `node_modules` folder (a local
 * server's own package.json says nothing about a published package).
 */
export async function packageOfFile(file: string): Promise<PackageInfo | undefined> {
  const marker = `${sep}node_modules${sep}`
  const at = file.lastIndexOf(marker)
  if (at === -1) return undefined
  const rest = file.slice(at + marker.length).split(sep)
  const depth = rest[0]?.startsWith('@') ? 2 : 1
  if (rest.length <= depth) return undefined
  return readPackage(join(file.slice(0, at + marker.length), ...rest.slice(0, depth)))
}

/** The bin to start: the one asked for, the only one, or the one named like the package. */
export function pickBin(pkg: PackageInfo, wanted?: string): { name: string; file: string } {
  const names = Object.keys(pkg.bin)
  const available = names.length ? `its bins: ${names.map((n) => `\`${n}\``).join(', ')}` : 'it has no `bin`'
  if (wanted !== undefined) {
    if (!(wanted in pkg.bin)) throw new UsageError(`${pkg.name}@${pkg.version} has no bin \`${wanted}\` (${available})`)
    return { name: wanted, file: join(pkg.dir, pkg.bin[wanted]) }
  }
  const unscoped = pkg.name.replace(/^@[^/]+\//, '')
  const name = names.length === 1 ? names[0] : names.find((n) => n === unscoped)
  if (name === undefined) throw new UsageError(`cannot tell which bin of ${pkg.name}@${pkg.version} starts the server (${available}); pick one with --bin`)
  return { name, file: join(pkg.dir, pkg.bin[name]) }
}

/** A temporary folder with `spec` installed from the registry; removed by `dispose`, whatever happened. */
export interface Installed {
  pkg: PackageInfo
  folder: string
  dispose(): Promise<void>
}

/**
 * `npm install --prefix TMP SPEC`: the package and its dependencies in a folder of their own,
 * nothing installed globally, no lock file or package.json of the caller touched. npm runs in
 * its own process group, so an interrupted install stops with everything it started.
 */
export async function installFromRegistry(spec: string, env: NodeJS.ProcessEnv = process.env): Promise<Installed> {
  const folder = await mkdtemp(join(tmpdir(), 'mcp-tool-rank-record-'))
  const dispose = (): Promise<void> => rm(folder, { recursive: true, force: true })
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    // --save into the temporary folder's own package.json: it names the package installed,
    // whatever the spec was (a version, a range, a tarball or a folder).
    const args = ['install', '--prefix', folder, '--save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', spec]
    const output = new OutputTail()
    const child = spawnGroup(npm, args, { env, cwd: folder, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
    child.stdout!.on('data', (c: Buffer) => output.write(c))
    child.stderr!.on('data', (c: Buffer) => output.write(c))
    const spawnError = await new Promise<Error | undefined>((resolve) => {
      child.once('error', (e) => resolve(e))
      child.once('exit', () => resolve(undefined))
    })
    await stopGroup(child)
    if (spawnError) throw new CollectError(spec, `cannot run npm: ${spawnError.message}`)
    if (child.exitCode !== 0) throw new CollectError(spec, `npm install ${describeExit(child)}`, output.tail())
    const manifest = JSON.parse(await readFile(join(folder, 'package.json'), 'utf8').catch(() => '{}')) as { dependencies?: Record<string, string> }
    const name = Object.keys(manifest.dependencies ?? {})[0] ?? splitSpec(spec).name
    const pkg = await readPackage(join(folder, 'node_modules', ...name.split('/')))
    if (!pkg) throw new CollectError(spec, `npm install left no package.json for ${name}`)
    return { pkg, folder, dispose }
  } catch (err) {
    await dispose()
    throw err
  }
}

/** Whether node runs this file: JavaScript by its extension, or a `#!… node` shebang. */
export async function isNodeScript(file: string): Promise<boolean> {
  if (/\.(c|m)?js$/.test(file)) return true
  const head = await readFile(file, 'utf8').then((t) => t.slice(0, 200), () => '')
  return /^#!.*\bnode\b/.test(head)
}

/** How to start a bin file: with this node when it is JavaScript, else directly (it has its own shebang). */
export async function binCommand(file: string): Promise<string[]> {
  return (await isNodeScript(file)) ? [process.execPath, file] : [file]
}
