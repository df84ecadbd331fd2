// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc.
import { execFileSync } from 'node:child_process'
import { chmodSync, renameSync, rmSync } from 'node:fs'
import { writeStamp } from './bundle-stamp.mjs'

// Build elsewhere and swap dist/ in at the end, so that tests running meanwhile (they run
// dist/index.js and dist/cli/index.js) never find dist/ empty or half written. The staging
// folder sits under node_modules/ (same file system, and jest's file crawler skips it).
const out = `node_modules/.cache/mcp-tool-rank-bundle-${process.pid}`
rmSync(out, { recursive: true, force: true })
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--license', 'licenses.txt', '--quiet', '--target', 'es2022']
try {
  execFileSync(process.execPath, [...ncc, 'src/index.ts', '-o', out], { stdio: 'inherit' })
  execFileSync(process.execPath, [...ncc, 'src/cli/index.ts', '-o', `${out}/cli`], { stdio: 'inherit' })
  chmodSync(`${out}/cli/index.js`, 0o755)
  rmSync('dist', { recursive: true, force: true })
  renameSync(out, 'dist')
  writeStamp()
} finally {
  rmSync(out, { recursive: true, force: true })
}
