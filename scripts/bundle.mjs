// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc.
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs'
import { writeStamp } from './bundle-stamp.mjs'

// Build elsewhere and swap dist/ in at the end, so that tests running meanwhile (they run
// dist/index.js and dist/cli/index.js) never find dist/ empty or half written. The staging
// folder sits under node_modules/ (same file system, and jest's file crawler skips it).
const out = `node_modules/.cache/mcp-tool-rank-bundle-${process.pid}`
const old = `node_modules/.cache/mcp-tool-rank-old-dist-${process.pid}`
rmSync(out, { recursive: true, force: true })
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--license', 'licenses.txt', '--quiet', '--target', 'es2022']
try {
  execFileSync(process.execPath, [...ncc, 'src/index.ts', '-o', out], { stdio: 'inherit' })
  execFileSync(process.execPath, [...ncc, 'src/cli/index.ts', '-o', `${out}/cli`], { stdio: 'inherit' })
  chmodSync(`${out}/cli/index.js`, 0o755)
  // The old dist/ is moved aside and deleted afterwards: dist/ is missing only between the two
  // renames, not for as long as deleting a folder of bundles takes, which another `npm test`
  // in this checkout starting the CLI then would fail on.
  if (existsSync('dist')) renameSync('dist', old)
  renameSync(out, 'dist')
  writeStamp()
} finally {
  rmSync(out, { recursive: true, force: true })
  rmSync(old, { recursive: true, force: true })
}
