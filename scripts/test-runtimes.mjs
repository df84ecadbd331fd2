// CI (.ci/run), after `npm test`: the end-to-end suites, those that run the bundled CLI and the
// bundled action as a user and the runner do, again on the runtime the action runs on and on
// the oldest that package.json `engines` names (scripts/node-runtime.mjs). jest itself runs on
// that runtime, so every process a suite starts (the CLI, the action, the servers) does too.
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { delimiter, dirname } from 'node:path'
import { nodeRuntime } from './node-runtime.mjs'

// collect-cli (signals and stopping servers) is left to `npm test`, to keep CI's time down.
export const END_TO_END = ['cli', 'cli-examples', 'lint-cli', 'tool-table', 'action-e2e'].map((name) => `__tests__/${name}.test.ts`)

let failed = false
for (const runtime of ['action', 'oldest']) {
  const node = nodeRuntime(runtime)
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()
  process.stdout.write(`\n== end-to-end suites on Node ${version} (${runtime === 'action' ? "the action's runtime" : 'the oldest package.json engines names'})\n`)
  const started = performance.now()
  const { status } = spawnSync(node, ['node_modules/jest/bin/jest.js', ...END_TO_END], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH}`, NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' }
  })
  process.stdout.write(`== Node ${version}: ${status === 0 ? 'passed' : `failed (exit ${status})`} in ${Math.round((performance.now() - started) / 1000)} s\n`)
  failed ||= status !== 0
}
process.exit(failed ? 1 : 0)
