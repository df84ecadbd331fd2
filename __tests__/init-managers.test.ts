/**
 * The package manager init reads from the files git tracks, and what it writes for each: the
 * workflow's set-up steps (the usual setup actions, with their cache where a lock file is
 * tracked), the install and build command that is also the base side's `setup`, and how the
 * repository's start script or Python script is run. In process, from plain facts.
 */
import { describe, expect, it } from '@jest/globals'
import { nodeToolchain, pythonToolchain, setupCommand, startScript, type RepositoryFiles, type Toolchain } from '../src/init/package-manager.js'
import { workflowYaml } from '../src/init/workflow.js'

const tracked = (...files: string[]): RepositoryFiles => ({ present: new Set(files), untracked: [], git: true })
const node = (files: RepositoryFiles, packageManager?: string, build = true) => nodeToolchain(files, { ...(packageManager ? { packageManager } : {}), build })
const python = (files: RepositoryFiles, facts: Partial<Parameters<typeof pythonToolchain>[1]> = {}) => pythonToolchain(files, { poetry: false, hasProject: true, requiresPython: false, uvOnPath: true, ...facts })

/** The workflow's steps after the checkout, down to the action's `setup:` line. */
function steps(toolchain: Toolchain): string {
  const text = workflowYaml(toolchain, '.github/mcp-tool-rank.yml')
  return text.slice(text.indexOf('      - uses: actions/checkout@v5\n')).trimEnd()
}

const ACTION = ['      - uses: mcp-tool-rank/mcp-tool-rank@v1', '        with:', '          config: .github/mcp-tool-rank.yml', '          # Without a committed lock file, the base commit is checked out and built like this:']
const CHECKOUT = '      - uses: actions/checkout@v5'
const WHATEVER = '      # Whatever your server needs before it can start.'

describe('the package manager, from the files git tracks', () => {
  it('Node: the packageManager field, else the tracked lock file, else npm; an untracked lock file is said and not used', () => {
    expect(node(tracked('bun.lockb'))).toEqual({ kind: 'node', manager: 'bun', lockFile: 'bun.lockb', build: true, yarnBerry: false, evidence: 'bun.lockb, tracked by git' })
    expect(node({ present: new Set(['bun.lockb']), untracked: ['package-lock.json'], git: true }).evidence).toBe('bun.lockb, tracked by git; package-lock.json is on disk but not tracked, so CI will not have it')
    expect(node({ present: new Set(), untracked: ['package-lock.json'], git: true })).toMatchObject({ manager: 'npm', evidence: 'no lock file tracked by git; package-lock.json is on disk but not tracked, so CI will not have it' })
    expect(node(tracked('pnpm-lock.yaml', 'package-lock.json'))).toMatchObject({ manager: 'pnpm', lockFile: 'pnpm-lock.yaml' })
    expect(node(tracked('yarn.lock', '.yarnrc.yml'))).toMatchObject({ manager: 'yarn', yarnBerry: true })
    expect(node(tracked('package-lock.json'), 'pnpm@9.15.0')).toMatchObject({ manager: 'pnpm', evidence: 'package.json `packageManager` pnpm@9.15.0', packageManagerField: 'pnpm@9.15.0' })
    expect(node({ present: new Set(['yarn.lock']), untracked: [], git: false }).evidence).toBe('yarn.lock; not a git repository, so read from disk')
  })

  it('Python: uv.lock, poetry.lock, requirements.txt; else poetry for [tool.poetry], else uv', () => {
    expect(python(tracked('uv.lock', 'requirements.txt'))).toEqual({ kind: 'python', manager: 'uv', lockFile: 'uv.lock', hasProject: true, evidence: 'uv.lock, tracked by git' })
    expect(python(tracked('poetry.lock', '.python-version'))).toMatchObject({ manager: 'poetry', versionFile: '.python-version' })
    expect(python(tracked(), { poetry: true })).toMatchObject({ manager: 'poetry', evidence: 'pyproject.toml `[tool.poetry]`' })
    expect(python(tracked())).toMatchObject({ manager: 'uv', evidence: 'no uv.lock, poetry.lock or requirements.txt tracked by git: uv, which reads pyproject.toml' })
  })

  it('Python without a lock file and without uv on PATH: pip installs the project, and uv.lock still asks for uv', () => {
    const pip = python(tracked(), { uvOnPath: false })
    expect(pip).toEqual({ kind: 'python', manager: 'pip', hasProject: true, evidence: 'no uv.lock, poetry.lock or requirements.txt tracked by git, and no uv on PATH: pip, which installs the project pyproject.toml declares' })
    expect(setupCommand(pip)).toBe('pip install -e .')
    expect(python(tracked('uv.lock'), { uvOnPath: false })).toMatchObject({ manager: 'uv', lockFile: 'uv.lock' })
    expect(python(tracked(), { uvOnPath: false, hasProject: false })).toMatchObject({ manager: 'uv' })
  })

  it('the start script, quiet, as each manager runs it', () => {
    expect((['npm', 'pnpm', 'bun'] as const).map((m) => startScript({ ...node(tracked()), manager: m }))).toEqual([
      ['npm', 'start', '--silent'],
      ['pnpm', '--silent', 'start'],
      ['bun', 'run', '--silent', 'start']
    ])
    expect(startScript(node(tracked('yarn.lock')))).toEqual(['yarn', '--silent', 'start'])
    expect(startScript(node(tracked('yarn.lock', '.yarnrc.yml')))).toEqual(['yarn', 'start'])
  })
})

describe('the workflow for each manager', () => {
  it('npm with a lock file: npm ci and its cache (the README\'s); without one: npm install, no cache', () => {
    expect(steps(node(tracked('package-lock.json')))).toBe(
      [CHECKOUT, '      - uses: actions/setup-node@v5', '        with:', '          node-version: 24', '          cache: npm', WHATEVER, '      - run: npm ci && npm run build', ...ACTION, '          setup: npm ci && npm run build'].join('\n')
    )
    expect(steps(node(tracked(), undefined, false))).toBe(
      [CHECKOUT, '      - uses: actions/setup-node@v5', '        with:', '          node-version: 24', WHATEVER, '      - run: npm install', ...ACTION, '          setup: npm install'].join('\n')
    )
  })

  it('pnpm named by packageManager: pnpm/action-setup reads the version from there', () => {
    expect(steps(node(tracked('pnpm-lock.yaml'), 'pnpm@9.15.0'))).toBe(
      [
        CHECKOUT,
        '      - uses: pnpm/action-setup@v4',
        '      - uses: actions/setup-node@v5',
        '        with:',
        '          node-version: 24',
        '          cache: pnpm',
        WHATEVER,
        '      - run: pnpm install --frozen-lockfile && pnpm run build',
        ...ACTION,
        '          setup: pnpm install --frozen-lockfile && pnpm run build'
      ].join('\n')
    )
  })

  it('yarn: classic freezes its lock file; yarn 2+ named by packageManager enables corepack first and installs --immutable', () => {
    expect(steps(node(tracked('yarn.lock')))).toBe(
      [CHECKOUT, '      - uses: actions/setup-node@v5', '        with:', '          node-version: 24', '          cache: yarn', WHATEVER, '      - run: yarn install --frozen-lockfile && yarn run build', ...ACTION, '          setup: yarn install --frozen-lockfile && yarn run build'].join('\n')
    )
    expect(steps(node(tracked('yarn.lock'), 'yarn@4.5.0'))).toBe(
      [
        CHECKOUT,
        '      - run: corepack enable',
        '      - uses: actions/setup-node@v5',
        '        with:',
        '          node-version: 24',
        '          cache: yarn',
        WHATEVER,
        '      - run: yarn install --immutable && yarn run build',
        ...ACTION,
        '          setup: yarn install --immutable && yarn run build'
      ].join('\n')
    )
  })

  it('uv: setup-uv, and a locked sync when uv.lock is tracked', () => {
    expect(steps(python(tracked('uv.lock')))).toBe([CHECKOUT, '      - uses: astral-sh/setup-uv@v6', WHATEVER, '      - run: uv sync --locked', ...ACTION, '          setup: uv sync --locked'].join('\n'))
    expect(setupCommand(python(tracked()))).toBe('uv sync')
  })

  it('poetry: poetry from pipx before setup-python, whose poetry cache asks it', () => {
    expect(steps(python(tracked('poetry.lock'), { poetry: true }))).toBe(
      [
        CHECKOUT,
        '      - run: pipx install poetry',
        '      - uses: actions/setup-python@v6',
        '        with:',
        "          python-version: '3.x'",
        '          cache: poetry',
        WHATEVER,
        '      - run: poetry install',
        ...ACTION,
        '          setup: poetry install'
      ].join('\n')
    )
  })

  it('pip: the requirements, then the project itself when pyproject.toml declares one', () => {
    expect(steps(python(tracked('requirements.txt', '.python-version'), { hasProject: false }))).toBe(
      [
        CHECKOUT,
        '      - uses: actions/setup-python@v6',
        '        with:',
        '          python-version-file: .python-version',
        '          cache: pip',
        WHATEVER,
        '      - run: pip install -r requirements.txt',
        ...ACTION,
        '          setup: pip install -r requirements.txt'
      ].join('\n')
    )
  })

  it('nothing known: a comment where the steps go, and no setup', () => {
    expect(steps({ kind: 'none' })).toBe([CHECKOUT, '      # Add the steps your server needs before it can start.', ...ACTION.slice(0, 3)].join('\n'))
  })
})
