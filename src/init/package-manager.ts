/**
 * The repository's package manager, read from the files git tracks (`git ls-files`): a lock
 * file on disk that git ignores is not what CI will see. Node: npm, pnpm, yarn, bun (the
 * `packageManager` field first); Python: uv, poetry, pip with a requirements file. Every
 * command init writes or suggests (install, build, start, the base side's `setup`) is that
 * manager's own.
 */
import { execFile } from 'node:child_process'
import { access, constants } from 'node:fs/promises'
import { delimiter, join } from 'node:path'

export type NodeManager = 'npm' | 'pnpm' | 'yarn' | 'bun'
export type PythonManager = 'uv' | 'poetry' | 'pip'

export interface NodeToolchain {
  kind: 'node'
  manager: NodeManager
  /** The lock file git tracks, when there is one: installs are then frozen, and setup-node caches. */
  lockFile?: string
  /** package.json has a `build` script. */
  build: boolean
  /** Yarn 2 or later (`.yarnrc.yml`): `--immutable` instead of `--frozen-lockfile`. */
  yarnBerry: boolean
  /** package.json's `packageManager` (`pnpm@9.15.0`): corepack and pnpm/action-setup read it. */
  packageManagerField?: string
  /** Why this manager, for the user. */
  evidence: string
}

export interface PythonToolchain {
  kind: 'python'
  manager: PythonManager
  lockFile?: string
  /** What actions/setup-python reads the Python version from, when the repository says it. */
  versionFile?: '.python-version' | 'pyproject.toml'
  /** pyproject.toml declares a project, so pip installs it (and its scripts) too. */
  hasProject: boolean
  evidence: string
}

/** What CI runs before the server can start, and how the repository runs its scripts. */
export type Toolchain = NodeToolchain | PythonToolchain | { kind: 'none' }

/** The files that tell a manager, in the order they win when several are tracked. */
const NODE_LOCKS: Array<[string, NodeManager]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm']
]
const PYTHON_LOCKS: Array<[string, PythonManager]> = [
  ['uv.lock', 'uv'],
  ['poetry.lock', 'poetry'],
  ['requirements.txt', 'pip']
]
const OTHER_FILES = ['.yarnrc.yml', '.python-version']
export const MANAGER_FILES = [...NODE_LOCKS, ...PYTHON_LOCKS].map(([file]) => file).concat(OTHER_FILES)

/** Which of `files` (paths relative to `dir`) git tracks; undefined when `dir` is not in a git work tree (or git is missing). */
export function trackedFiles(dir: string, files: readonly string[]): Promise<Set<string> | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['ls-files', '-z', '--', ...files], { cwd: dir, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout) => {
      resolve(error ? undefined : new Set(stdout.split('\0').filter(Boolean)))
    })
  })
}

/** What the repository holds, as far as a manager is concerned: the files git tracks, or (outside git) those on disk. */
export interface RepositoryFiles {
  present: ReadonlySet<string>
  /** Files on disk that git does not track (ignored or new): said, since CI will not have them. */
  untracked: readonly string[]
  /** false outside a git work tree: then the files on disk are all there is to go by. */
  git: boolean
}

const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false)

export async function repositoryFiles(dir: string): Promise<RepositoryFiles> {
  const onDisk = new Set((await Promise.all(MANAGER_FILES.map(async (f) => ((await exists(join(dir, f))) ? [f] : [])))).flat())
  const tracked = await trackedFiles(dir, MANAGER_FILES)
  if (tracked === undefined) return { present: onDisk, untracked: [], git: false }
  return { present: tracked, untracked: [...onDisk].filter((f) => !tracked.has(f)), git: true }
}

function evidenceOf(files: RepositoryFiles, lockFile: string | undefined, fallback: string): string {
  const why = lockFile === undefined ? fallback : files.git ? `${lockFile}, tracked by git` : `${lockFile}; not a git repository, so read from disk`
  const ignored = files.untracked.filter((f) => f !== lockFile && [...NODE_LOCKS, ...PYTHON_LOCKS].some(([l]) => l === f))
  return ignored.length ? `${why}; ${ignored.join(', ')} ${ignored.length === 1 ? 'is' : 'are'} on disk but not tracked, so CI will not have ${ignored.length === 1 ? 'it' : 'them'}` : why
}

export interface NodeFacts {
  /** package.json's `packageManager`, when it is a string. */
  packageManager?: string
  build: boolean
}

export function nodeToolchain(files: RepositoryFiles, facts: NodeFacts): NodeToolchain {
  const declared = /^(npm|pnpm|yarn|bun)@/.exec(facts.packageManager ?? '')?.[1] as NodeManager | undefined
  const lock = NODE_LOCKS.find(([file, manager]) => files.present.has(file) && (declared === undefined || manager === declared))
  const manager = declared ?? lock?.[1] ?? 'npm'
  const lockFile = lock?.[0]
  const evidence = declared
    ? `package.json \`packageManager\` ${facts.packageManager}${lockFile ? `, ${lockFile}` : ''}`
    : evidenceOf(files, lockFile, `no lock file ${files.git ? 'tracked by git' : 'here'}`)
  const yarnBerry = manager === 'yarn' && (files.present.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(facts.packageManager ?? ''))
  return { kind: 'node', manager, ...(lockFile ? { lockFile } : {}), build: facts.build, yarnBerry, ...(declared ? { packageManagerField: facts.packageManager } : {}), evidence }
}

export interface PythonFacts {
  /** pyproject.toml has `[tool.poetry]`. */
  poetry: boolean
  /** pyproject.toml has `[project]` (or `[tool.poetry]`): a project pip can install. */
  hasProject: boolean
  /** pyproject.toml gives `requires-python`. */
  requiresPython: boolean
  /** uv is on PATH here: without a lock file that names a manager, a project is run with uv when it is, else with pip. */
  uvOnPath: boolean
}

export function pythonToolchain(files: RepositoryFiles, facts: PythonFacts): PythonToolchain {
  const lock = PYTHON_LOCKS.find(([file]) => files.present.has(file))
  const withPip = !facts.uvOnPath && facts.hasProject
  const manager = lock?.[1] ?? (facts.poetry ? 'poetry' : withPip ? 'pip' : 'uv')
  const noLock = `no uv.lock, poetry.lock or requirements.txt ${files.git ? 'tracked by git' : 'here'}`
  const fallback = facts.poetry ? 'pyproject.toml `[tool.poetry]`' : withPip ? `${noLock}, and no uv on PATH: pip, which installs the project pyproject.toml declares` : `${noLock}: uv, which reads pyproject.toml`
  const versionFile = files.present.has('.python-version') ? '.python-version' : facts.requiresPython ? 'pyproject.toml' : undefined
  return { kind: 'python', manager, ...(lock ? { lockFile: lock[0] } : {}), ...(versionFile ? { versionFile } : {}), hasProject: facts.hasProject, evidence: evidenceOf(files, lock?.[0], fallback) }
}

/** The manager and why, for the user: "pnpm (pnpm-lock.yaml, tracked by git)". */
export function describeToolchain(t: Toolchain): string | undefined {
  return t.kind === 'none' ? undefined : `${t.manager} (${t.evidence})`
}

function nodeInstall(t: NodeToolchain): string {
  if (t.lockFile === undefined) return `${t.manager} install`
  switch (t.manager) {
    case 'npm':
      return 'npm ci'
    case 'yarn':
      return t.yarnBerry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile'
    default:
      return `${t.manager} install --frozen-lockfile`
  }
}

function pythonInstall(t: PythonToolchain): string {
  switch (t.manager) {
    case 'uv':
      return t.lockFile ? 'uv sync --locked' : 'uv sync'
    case 'poetry':
      return 'poetry install'
    case 'pip':
      if (t.lockFile === undefined) return 'pip install -e .'
      return `pip install -r requirements.txt${t.hasProject ? ' && pip install -e .' : ''}`
  }
}

/** The command that runs a package.json script. */
export function runScript(t: NodeToolchain, script: string): string {
  return `${t.manager} run ${script}`
}

/** What the server needs before it starts: install, and build when the repository builds; undefined without a toolchain. */
export function setupCommand(t: Toolchain): string | undefined {
  if (t.kind === 'none') return undefined
  if (t.kind === 'python') return pythonInstall(t)
  return t.build ? `${nodeInstall(t)} && ${runScript(t, 'build')}` : nodeInstall(t)
}

/**
 * package.json's `start` script as a stdio server command. Quiet: the managers' own banner
 * ("> name start") would land on the server's stdout, the protocol channel.
 */
export function startScript(t: NodeToolchain): string[] {
  switch (t.manager) {
    case 'npm':
      return ['npm', 'start', '--silent']
    case 'bun':
      return ['bun', 'run', '--silent', 'start']
    case 'yarn':
      // Yarn 2+ prints no banner and has no --silent.
      return t.yarnBerry ? ['yarn', 'start'] : ['yarn', '--silent', 'start']
    case 'pnpm':
      return ['pnpm', '--silent', 'start']
  }
}

/** A pyproject script as a stdio server command: through the manager, or (pip) the installed script itself. */
export function pythonScript(t: PythonToolchain, script: string): string[] {
  return t.manager === 'pip' ? [script] : [t.manager, 'run', script]
}

/** How to get each program init may start through, when it is not on PATH. */
const INSTALL_HINTS: Record<string, string> = {
  uv: 'install it (`curl -LsSf https://astral.sh/uv/install.sh | sh`, or `pipx install uv`)',
  poetry: 'install it (`pipx install poetry`)',
  pnpm: 'install it (`corepack enable pnpm`, or `npm install -g pnpm`)',
  yarn: 'install it (`corepack enable yarn`, or `npm install -g yarn`)',
  bun: 'install it (`curl -fsSL https://bun.sh/install | bash`, or `npm install -g bun`)'
}

/** How to make `program` (the first word of a detected start command) available, for a toolchain. */
export function installHint(t: Toolchain, program: string): string {
  if (program in INSTALL_HINTS) return INSTALL_HINTS[program]
  // A pip-installed script: the project's own, on PATH once it is installed.
  if (t.kind === 'python') return `install the project first (\`${pythonInstall(t)}\`, in a virtual environment that is active here)`
  return 'install it'
}

/**
 * Whether `program` is an executable file in one of the `PATH` folders. By hand, not with the
 * `which` package: one loop over the folders, for the one question init asks before it starts.
 */
export async function onPath(program: string, path: string | undefined): Promise<boolean> {
  if (program.includes('/')) return true
  for (const dir of (path ?? '').split(delimiter).filter(Boolean)) {
    if (await access(join(dir, program), constants.X_OK).then(() => true, () => false)) return true
  }
  return false
}

/** A `--command` to suggest for a toolchain when nothing says how the server starts. */
export function exampleCommand(t: Toolchain): string {
  if (t.kind !== 'python') return 'node dist/server.js'
  return [...pythonScript(t, 'python'), '-m', 'your_server'].join(' ')
}
