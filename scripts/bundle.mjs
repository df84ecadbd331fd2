// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc.
import { execFileSync } from 'node:child_process'
import { chmodSync, rmSync } from 'node:fs'

rmSync('dist', { recursive: true, force: true })
const ncc = ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', '--license', 'licenses.txt', '--quiet', '--target', 'es2022']
execFileSync(process.execPath, [...ncc, 'src/index.ts', '-o', 'dist'], { stdio: 'inherit' })
execFileSync(process.execPath, [...ncc, 'src/cli.ts', '-o', 'dist/cli'], { stdio: 'inherit' })
chmodSync('dist/cli/index.js', 0o755)
