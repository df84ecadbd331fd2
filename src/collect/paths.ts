import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { CollectError } from './errors.js'

/**
 * The server's working directory: `cwd` against the base directory (the repository root or
 * the CLI's cwd). Checked first, because spawn reports a missing cwd as the command missing.
 */
export async function workingDirectory(server: { name: string; cwd?: string }, baseDir: string): Promise<string> {
  const dir = resolve(baseDir, server.cwd ?? '.')
  const info = await stat(dir).catch(() => undefined)
  if (!info?.isDirectory()) throw new CollectError(server.name, `working directory not found: ${server.cwd ?? dir}`)
  return dir
}
