/**
 * The workflow `init` writes: the README's (a test keeps the README's copy equal to this for a
 * Node project with npm), with the set-up steps of the repository's package manager: the
 * usual setup actions, its cache where a lock file is tracked, and its own install and build
 * commands, which are also the base side's `setup`.
 */
import { VERSION } from '../version.js'
import { setupCommand, type NodeToolchain, type PythonToolchain, type Toolchain } from './package-manager.js'

export const DEFAULT_WORKFLOW = '.github/workflows/mcp-tool-rank.yml'

/** The action's reference, at the major version of this release (`@v1`). */
export const ACTION_REF = `mcp-tool-rank/mcp-tool-rank@v${VERSION.split('.')[0]}`

/** pnpm/action-setup needs a version unless package.json's `packageManager` names one. */
const PNPM_VERSION = 10

/** A `uses:` step with its `with:` inputs, those given. */
function uses(action: string, inputs: Record<string, string | number | undefined> = {}): string[] {
  const given = Object.entries(inputs).filter((e): e is [string, string | number] => e[1] !== undefined)
  return [`      - uses: ${action}`, ...(given.length ? ['        with:', ...given.map(([k, v]) => `          ${k}: ${v}`)] : [])]
}

function nodeSteps(t: NodeToolchain): string[] {
  const cache = t.lockFile !== undefined && t.manager !== 'bun' ? t.manager : undefined
  return [
    // Before setup-node: its pnpm cache asks pnpm where the store is.
    ...(t.manager === 'pnpm' ? uses('pnpm/action-setup@v4', { version: t.packageManagerField ? undefined : PNPM_VERSION }) : []),
    ...(t.manager === 'yarn' && t.packageManagerField ? ['      - run: corepack enable'] : []),
    ...uses('actions/setup-node@v5', { 'node-version': 24, cache }),
    ...(t.manager === 'bun' ? uses('oven-sh/setup-bun@v2') : [])
  ]
}

function pythonSteps(t: PythonToolchain): string[] {
  if (t.manager === 'uv') return uses('astral-sh/setup-uv@v6')
  const version = t.versionFile ? { 'python-version-file': t.versionFile } : { 'python-version': "'3.x'" }
  const cache = t.manager === 'pip' || t.lockFile !== undefined ? t.manager : undefined
  // setup-python's poetry cache asks poetry where its cache is: poetry comes first (pipx is on the runners).
  return [...(t.manager === 'poetry' ? ['      - run: pipx install poetry'] : []), ...uses('actions/setup-python@v6', { ...version, cache })]
}

function buildSteps(toolchain: Toolchain): string[] {
  const setup = setupCommand(toolchain)
  if (toolchain.kind === 'none' || setup === undefined) return ['      # Add the steps your server needs before it can start.']
  const tools = toolchain.kind === 'node' ? nodeSteps(toolchain) : pythonSteps(toolchain)
  return [...tools, '      # Whatever your server needs before it can start.', `      - run: ${setup}`]
}

export function workflowYaml(toolchain: Toolchain, config: string, file = DEFAULT_WORKFLOW): string {
  const setup = setupCommand(toolchain)
  const baseSetup = setup === undefined ? [] : ['          # Without a committed lock file, the base commit is checked out and built like this:', `          setup: ${setup}`]
  return [
    `# ${file}`,
    'name: MCP tool search',
    '',
    'on:',
    '  pull_request:',
    '  push:',
    '    branches: [main]',
    '',
    'permissions:',
    '  contents: read',
    '  pull-requests: write # the sticky PR comment',
    '',
    '# One run per PR at a time: a new push cancels the run it makes stale.',
    'concurrency:',
    '  group: mcp-tool-rank-${{ github.event.pull_request.number || github.ref }}',
    '  cancel-in-progress: true',
    '',
    'jobs:',
    '  rank:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v5',
    ...buildSteps(toolchain),
    `      - uses: ${ACTION_REF}`,
    '        with:',
    `          config: ${config}`,
    ...baseSetup,
    ''
  ].join('\n')
}
