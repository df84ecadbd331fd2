// Whether dist/ is the bundle of the current sources. `npm run bundle` records a hash of its
// inputs and of what it wrote; `pretest` rebuilds only when either no longer matches, so tests
// that run dist/ never run a stale bundle, and CI (which bundles first) does not bundle twice.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const STAMP = 'node_modules/.cache/mcp-tool-rank/bundle-stamp.json'
const INPUTS = ['src', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/bundle.mjs']

function files(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path).sort().flatMap((name) => files(join(path, name)))
}

function hashOf(paths) {
  const hash = createHash('sha256')
  for (const file of paths.flatMap(files)) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

const current = () => ({ inputs: hashOf(INPUTS), dist: hashOf(['dist']) })

export function writeStamp() {
  mkdirSync(dirname(STAMP), { recursive: true })
  writeFileSync(STAMP, `${JSON.stringify(current())}\n`)
}

export function bundleIsFresh() {
  if (!existsSync(STAMP)) return false
  const stamp = JSON.parse(readFileSync(STAMP, 'utf8'))
  const now = current()
  return stamp.inputs === now.inputs && stamp.dist === now.dist
}
