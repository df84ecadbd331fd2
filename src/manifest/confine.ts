import { lstat, readlink, realpath } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { ManifestError, type ManifestIssue } from './errors.js'
import type { Manifest, ManifestPath } from './types.js'
import { splitCatalogRef } from './catalog-ref.js'

/** More symbolic links than this in one path is a loop (Linux gives up at 40 too). */
const MAX_LINKS = 40

/**
 * Where `path` really is: symbolic links resolved, also for a path that does not exist yet
 * (a lock file `snapshot` will write) and for a link that points at a missing file.
 */
async function whereItLeads(path: string): Promise<string> {
  const missing: string[] = []
  let current = path
  for (let links = 0; ; ) {
    try {
      return join(await realpath(current), ...missing)
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw err
    }
    const link = await lstat(current).then((s) => s.isSymbolicLink(), () => false)
    if (link) {
      if (++links > MAX_LINKS) throw Object.assign(new Error('too many levels of symbolic links'), { code: 'ELOOP' })
      current = resolve(dirname(current), await readlink(current))
      continue
    }
    const parent = dirname(current)
    if (parent === current) return join(current, ...missing)
    missing.unshift(basename(current))
    current = parent
  }
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

async function confine(entry: ManifestPath, from: string, root: string): Promise<string | undefined> {
  // `catalog: lock.json#server` reads lock.json.
  const target = resolve(from, entry.key === 'catalog' ? splitCatalogRef(entry.value).file : entry.value)
  let real: string
  try {
    real = await whereItLeads(target)
  } catch (err) {
    return `\`${entry.key}\` ${entry.value} cannot be resolved: ${(err as Error).message}`
  }
  if (isInside(real, root)) return undefined
  const shown = real === target ? '' : ` (through a symbolic link, to ${real})`
  return `\`${entry.key}\` ${entry.value} leads outside the working directory${shown}: paths in the manifest must stay inside it`
}

/**
 * Every `catalog`, `cwd` and `lock` of the manifest must resolve inside `workDir`, symbolic
 * links included: the manifest comes with the pull request, and a path like
 * `../../etc/passwd` would otherwise be read into a public comment.
 */
export async function confinePaths(manifest: Manifest, workDir: string): Promise<void> {
  const root = await whereItLeads(resolve(workDir))
  const manifestDir = dirname(resolve(manifest.file))
  const issues: ManifestIssue[] = []
  for (const entry of manifest.paths ?? []) {
    const problem = await confine(entry, entry.resolveFrom === 'manifest' ? manifestDir : resolve(workDir), root)
    if (problem) issues.push({ file: manifest.file, line: entry.line, col: entry.col, message: problem })
  }
  if (issues.length > 0) throw new ManifestError(issues.sort((a, b) => a.line - b.line || a.col - b.col))
}
