import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CLI = join(ROOT, 'dist/cli/index.js')

/** This Node.js has V8's compile cache (22.1 and later): the CLI and the action start with it there, in `$TMPDIR/node-compile-cache`. */
export const HAS_COMPILE_CACHE = ((major: number, minor: number) => major > 22 || (major === 22 && minor >= 1))(...(process.versions.node.split('.').map(Number) as [number, number]))

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

export interface RunOptions {
  cwd?: string
  env?: NodeJS.ProcessEnv
  /** Kills the program after this long (default: never for runCommand, 60 s for runCli). */
  timeoutMs?: number
}

/** Runs a program to its end: its exit code (99 when it was killed), stdout and stderr. */
export function runCommand(command: string, args: string[], options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { cwd: options.cwd ?? ROOT, env: options.env ?? process.env, timeout: options.timeoutMs ?? 0, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0
        resolve({ code, stdout, stderr })
      }
    )
  })
}

/**
 * How long a CLI or action run may take before it is killed (and reported as code 99): a
 * bound against a hang, below jest's own timeout, and several times a quiet machine's longest
 * run, so that a busy machine does not fail a good run.
 */
export const RUN_BOUND_MS = 240_000

/** Runs the bundled CLI exactly as `npx mcp-tool-rank` would. */
export function runCli(args: string[], options: RunOptions = {}): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run bundle\` first`)
  // Plain text unless a test asks for colour (jest passes FORCE_COLOR to its workers on a
  // terminal), and no progress lines unless a test asks (CI prints them). Lines as wide as they
  // come (`COLUMNS`), unless a test of the width asks for one.
  const { FORCE_COLOR: _color, CI: _ci, ...inherited } = process.env
  return runCommand(process.execPath, [CLI, ...args], { cwd: options.cwd, env: { ...inherited, NO_COLOR: '1', COLUMNS: '1000', ...options.env }, timeoutMs: options.timeoutMs ?? RUN_BOUND_MS })
}

export function tempDir(prefix = 'mcp-tool-rank-'): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) }
}
