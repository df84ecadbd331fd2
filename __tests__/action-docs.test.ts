import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { ROOT, runCommand, tempDir } from './helpers/cli.js'

const SCRIPT = join(ROOT, 'scripts/action-docs.mjs')

function run(args: string[]): ReturnType<typeof runCommand> {
  return runCommand(process.execPath, [SCRIPT, ...args])
}

const ACTION = `name: x
description: y
inputs:
  config:
    description: The manifest
    default: .github/mcp-tool-rank.yml
  token:
    description: |
      Needs \`pull-requests: write\`;
      a | in a description
    required: true
    default: \${{ github.token }}
  accept-label:
    description: A label that accepts a regression
outputs:
  passed:
    description: Passed queries
  shifts:
    description: Queries whose results moved
runs:
  using: node24
  main: dist/index.js
`

const README = `# x

### Inputs

<!-- action-inputs -->
| input | default | what it does |
|---|---|---|
| \`config\` | | stale |
<!-- /action-inputs -->

### Outputs

<!-- action-outputs -->
<!-- /action-outputs -->

The end.
`

describe('README tables generated from action.yml', () => {
  const dir = tempDir()
  afterAll(() => dir.cleanup())

  it('the README in the repository matches action.yml', async () => {
    expect(await run(['--check'])).toEqual({ code: 0, stdout: '', stderr: '' })
  })

  it('writes every input and output, escaping pipes and folding lines, and then checks clean', async () => {
    const action = join(dir.path, 'action.yml')
    const readme = join(dir.path, 'README.md')
    writeFileSync(action, ACTION)
    writeFileSync(readme, README)
    const args = ['--action', action, '--readme', readme]

    const stale = await run([...args, '--check'])
    expect(stale.code).toBe(1)
    expect(stale.stderr).toBe(`${readme}: the inputs or outputs tables differ from ${action}: run \`node scripts/action-docs.mjs\`\n`)

    expect((await run(args)).code).toBe(0)
    expect(readFileSync(readme, 'utf8')).toBe(`# x

### Inputs

<!-- action-inputs -->

| input | default | what it does |
|---|---|---|
| \`config\` | \`.github/mcp-tool-rank.yml\` | The manifest |
| \`token\` | required, \`\${{ github.token }}\` | Needs \`pull-requests: write\`; a \\| in a description |
| \`accept-label\` |  | A label that accepts a regression |

<!-- /action-inputs -->

### Outputs

<!-- action-outputs -->

| output | what it holds |
|---|---|
| \`passed\` | Passed queries |
| \`shifts\` | Queries whose results moved |

<!-- /action-outputs -->

The end.
`)
    expect(await run([...args, '--check'])).toEqual({ code: 0, stdout: '', stderr: '' })
  })

  it('refuses a README without the markers', async () => {
    const readme = join(dir.path, 'no-markers.md')
    writeFileSync(readme, '# x\n')
    const result = await run(['--readme', readme, '--check'])
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${readme}: needs one \`<!-- action-inputs -->\` followed by one \`<!-- /action-inputs -->\`\n` })
  })
})
