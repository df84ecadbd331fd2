import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const CLI = join(ROOT, 'dist/cli/index.js')

export interface CliRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs the bundled CLI exactly as `npx mcp-tool-rank` would. */
export function runCli(args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run bundle\` first`)
  // Plain text unless a test asks for colour (jest passes FORCE_COLOR to its workers on a terminal).
  const { FORCE_COLOR: _inherited, ...inherited } = process.env
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { cwd: options.cwd ?? ROOT, env: { ...inherited, NO_COLOR: '1', ...options.env }, timeout: options.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 99) : 0
        resolve({ code, stdout, stderr })
      }
    )
  })
}

export function tempDir(prefix = 'mcp-tool-rank-'): { path: string; cleanup: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix))
  return { path, cleanup: () => rmSync(path, { recursive: true, force: true }) }
}
