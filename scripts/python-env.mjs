// The Python environment the FastMCP tests run against: a virtual environment at
// `.venv-fastmcp` (git-ignored) with FastMCP installed at the version the `fastmcp-*` engines
// reproduce. Kept as it is when it already holds that version.
//
// pip is given the package indexes it is configured with (`pip config list`: global.index-url,
// global.extra-index-url) as explicit `--index-url`/`--extra-index-url`; pip would otherwise try
// pypi.org first and, on a machine without network, retry it for minutes.
//
//   node scripts/python-env.mjs          # prints the environment's python
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const FASTMCP_VERSION = '4.0.10'
const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const VENV = join(ROOT, '.venv-fastmcp')
export const VENV_PYTHON = join(VENV, 'bin', 'python')

/** Runs a command and returns its stdout; its stderr (pip's warnings about index folders) only when it fails. */
function run(command, args) {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    process.stderr.write(error.stderr ?? '')
    throw error
  }
}

/** The FastMCP version the environment holds, or undefined. */
function installedVersion() {
  if (!existsSync(VENV_PYTHON)) return undefined
  try {
    return run(VENV_PYTHON, ['-c', 'import importlib.metadata as m; print(m.version("fastmcp"))']).trim()
  } catch {
    return undefined
  }
}

/** `--index-url`/`--extra-index-url` for the indexes pip is configured with (none: pip's default). */
function indexArgs(python) {
  const config = run(python, ['-m', 'pip', 'config', 'list'])
  const setting = (key) => new RegExp(`^(?:global|install)\\.${key}='([^']*)'$`, 'm').exec(config)?.[1].split(/\s+/).filter(Boolean) ?? []
  const [index = undefined, ...rest] = [...setting('index-url'), ...setting('extra-index-url')]
  return index ? ['--index-url', index, ...rest.flatMap((url) => ['--extra-index-url', url])] : []
}

export function ensurePythonEnv() {
  if (installedVersion() === FASTMCP_VERSION) return VENV_PYTHON
  const python = process.env.PYTHON ?? 'python3'
  run(python, ['-m', 'venv', '--clear', VENV])
  run(VENV_PYTHON, ['-m', 'pip', 'install', '--quiet', ...indexArgs(VENV_PYTHON), `fastmcp==${FASTMCP_VERSION}`])
  const version = installedVersion()
  if (version !== FASTMCP_VERSION) throw new Error(`${VENV} holds fastmcp ${version ?? '(none)'} after installing ${FASTMCP_VERSION}`)
  return VENV_PYTHON
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensurePythonEnv())
}
