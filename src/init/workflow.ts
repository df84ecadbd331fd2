/**
 * The workflow `init` writes: the README's (a test keeps the README's copy equal to this for a
 * Node project), with the build steps of the repository's toolchain.
 */
import { VERSION } from '../version.js'
import type { Toolchain } from './detect.js'

export const DEFAULT_WORKFLOW = '.github/workflows/mcp-tool-rank.yml'

/** The action's reference, at the major version of this release (`@v1`). */
export const ACTION_REF = `mcp-tool-rank/mcp-tool-rank@v${VERSION.split('.')[0]}`

function buildSteps(toolchain: Toolchain): string[] {
  switch (toolchain.kind) {
    case 'node':
      return ['      - uses: actions/setup-node@v5', '        with:', '          node-version: 24', '      # Whatever your server needs before it can start.', `      - run: ${toolchain.setup}`]
    case 'python':
      return ['      - uses: astral-sh/setup-uv@v6', '      # Whatever your server needs before it can start.', `      - run: ${toolchain.setup}`]
    case 'none':
      return ['      # Add the steps your server needs before it can start.']
  }
}

export function workflowYaml(toolchain: Toolchain, config: string, file = DEFAULT_WORKFLOW): string {
  const setup = toolchain.kind === 'none' ? [] : ['          # Without a committed lock file, the base commit is checked out and built like this:', `          setup: ${toolchain.setup}`]
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
    ...setup,
    ''
  ].join('\n')
}
