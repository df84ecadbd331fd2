/**
 * The release workflow's logic (scripts/release.mjs) against real git repositories in a temp
 * folder: a bare repository stands in for GitHub's, and a recording `gh` on PATH for GitHub's
 * CLI, so that nothing leaves the machine.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { ROOT, runCommand, tempDir } from './helpers/cli.js'

const SCRIPT = join(ROOT, 'scripts/release.mjs')
const GIT_ENV = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@e', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@e' }

const CHANGELOG = `# Changelog

Intro.

## [Unreleased]

### Fixed

- The cut line under \`codex\`.

## [1.1.0] - 2026-01-10

### Added

- \`rank --explain\`.

[Unreleased]: https://github.com/o/r/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/o/r/releases/tag/v1.1.0
`

describe('release script (tag → notes from the changelog → major tag moved)', () => {
  const tmp = tempDir()
  const repo = join(tmp.path, 'repo')
  const remote = join(tmp.path, 'remote.git')
  const bin = join(tmp.path, 'bin')
  const ghLog = join(tmp.path, 'gh.log')
  const env = { ...process.env, ...GIT_ENV, PATH: `${bin}:${process.env.PATH}`, GH_LOG: ghLog }

  const git = (args: string[], cwd = repo): string => execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: 'pipe' }).trim()
  const release = (args: string[]): ReturnType<typeof runCommand> => runCommand(process.execPath, [SCRIPT, ...args], { cwd: repo, env })
  const writePackage = (version: string): void => writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'x', version, repository: { type: 'git', url: 'git+https://github.com/o/r.git' } }, null, 2) + '\n')

  beforeAll(() => {
    mkdirSync(bin)
    // GitHub's CLI stand-in: records its arguments and the notes file's text.
    writeFileSync(join(bin, 'gh'), '#!/bin/sh\nprintf "%s\\n" "$*" >> "$GH_LOG"\nwhile [ $# -gt 0 ]; do [ "$1" = --notes-file ] && cat "$2" >> "$GH_LOG"; shift; done\n')
    chmodSync(join(bin, 'gh'), 0o755)
    mkdirSync(repo)
    git(['init', '-q', '--bare', remote], tmp.path)
    git(['init', '-q', '-b', 'main'])
    git(['remote', 'add', 'origin', remote])
    writePackage('1.1.0')
    writeFileSync(join(repo, 'CHANGELOG.md'), CHANGELOG)
    git(['add', '.'])
    git(['commit', '-qm', 'Release 1.1.0'])
    git(['tag', 'v1.1.0'])
    git(['tag', 'v1'])
    git(['push', '-q', 'origin', 'main', 'v1.1.0', 'v1'])
  })
  afterAll(() => tmp.cleanup())

  it('prepare releases the Unreleased section and sets the version', async () => {
    expect(await release(['prepare', '1.2.0', '--date', '2026-12-01'])).toMatchObject({ code: 0, stderr: '' })
    expect(readFileSync(join(repo, 'CHANGELOG.md'), 'utf8')).toBe(`# Changelog

Intro.

## [Unreleased]

## [1.2.0] - 2026-12-01

### Fixed

- The cut line under \`codex\`.

## [1.1.0] - 2026-01-10

### Added

- \`rank --explain\`.

[Unreleased]: https://github.com/o/r/compare/v1.2.0...HEAD
[1.2.0]: https://github.com/o/r/compare/v1.1.0...v1.2.0
[1.1.0]: https://github.com/o/r/releases/tag/v1.1.0
`)
    expect(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version).toBe('1.2.0')
    git(['commit', '-qam', 'Release 1.2.0'])
    git(['tag', 'v1.2.0'])
    git(['push', '-q', 'origin', 'main', 'v1.2.0'])
  })

  it('notes prints the section of the tag', async () => {
    expect(await release(['notes', 'v1.2.0'])).toEqual({ code: 0, stdout: '### Fixed\n\n- The cut line under `codex`.\n', stderr: '' })
    expect(await release(['notes', 'v1.1.0'])).toMatchObject({ code: 1, stderr: 'release: package.json has version 1.2.0, the tag v1.1.0 says 1.1.0: run `node scripts/release.mjs prepare 1.1.0` before tagging\n' })
  })

  it('a dry run writes the notes and moves the major tag locally, and changes nothing remote', async () => {
    const notes = join(tmp.path, 'notes.md')
    const head = git(['rev-parse', 'HEAD'])
    const result = await release(['publish', 'v1.2.0', '--dry-run', '--notes-file', notes])
    expect(result).toEqual({
      code: 0,
      stdout: [
        `would run: gh release create v1.2.0 --verify-tag --title v1.2.0 --notes-file ${notes}`,
        'would run: git push --force origin refs/tags/v1',
        `v1 -> v1.2.0 (${head.slice(0, 7)})`,
        ''
      ].join('\n'),
      stderr: ''
    })
    expect(readFileSync(notes, 'utf8')).toBe('### Fixed\n\n- The cut line under `codex`.\n')
    expect(git(['rev-parse', 'v1^{commit}'])).toBe(head)
    expect(git(['rev-parse', 'v1^{commit}'], remote)).toBe(git(['rev-parse', 'v1.1.0^{commit}']))
  })

  it('publish creates the GitHub release from the changelog and pushes the moved major tag', async () => {
    git(['tag', '--force', 'v1', 'v1.1.0'])
    const result = await release(['publish', 'v1.2.0'])
    expect(result.code).toBe(0)
    expect(result.stdout.trimEnd().split('\n').pop()).toBe(`v1 -> v1.2.0 (${git(['rev-parse', '--short=7', 'HEAD'])})`)
    const log = readFileSync(ghLog, 'utf8').split('\n')
    expect(log[0]).toMatch(/^release create v1\.2\.0 --verify-tag --title v1\.2\.0 --notes-file \S+notes\.md$/)
    expect(log.slice(1).join('\n')).toBe('### Fixed\n\n- The cut line under `codex`.\n')
    expect(git(['rev-parse', 'v1^{commit}'], remote)).toBe(git(['rev-parse', 'HEAD']))
  })

  it('a pre-release leaves the major tag alone', async () => {
    writePackage('2.0.0-rc.1')
    writeFileSync(join(repo, 'CHANGELOG.md'), CHANGELOG.replace('## [Unreleased]', '## [Unreleased]\n\n## [2.0.0-rc.1] - 2026-12-02\n\n- Try the new manifest.'))
    git(['commit', '-qam', '2.0.0-rc.1'])
    git(['tag', 'v2.0.0-rc.1'])
    const result = await release(['publish', 'v2.0.0-rc.1', '--dry-run', '--notes-file', join(tmp.path, 'rc.md')])
    expect(result.stdout).toBe(`would run: gh release create v2.0.0-rc.1 --verify-tag --title v2.0.0-rc.1 --notes-file ${join(tmp.path, 'rc.md')} --prerelease\nv2.0.0-rc.1 is a pre-release: v2 stays where it is\n`)
    expect(git(['tag', '--list', 'v2'])).toBe('')
  })

  it('refuses a tag that is not a version, a section without a date, and a missing tag', async () => {
    expect((await release(['publish', 'v2'])).stderr).toBe('release: `v2` is not a release tag: expected vMAJOR.MINOR.PATCH, e.g. v1.2.0\n')
    writePackage('2.0.0')
    writeFileSync(join(repo, 'CHANGELOG.md'), '# Changelog\n\n## [2.0.0]\n\n- New.\n')
    expect(await release(['publish', 'v2.0.0', '--dry-run'])).toMatchObject({ code: 1, stderr: 'release: CHANGELOG.md: the heading of 2.0.0 needs its date: `## [2.0.0] - YYYY-MM-DD`\n' })
    writeFileSync(join(repo, 'CHANGELOG.md'), '# Changelog\n\n## [2.0.0] - 2026-12-03\n\n- New.\n')
    expect(await release(['publish', 'v2.0.0', '--dry-run'])).toMatchObject({ code: 1, stderr: 'release: no tag v2.0.0 in this repository\n' })
  })

  it('the release workflow runs this script on version tags, after checking dist', () => {
    const workflow = parse(readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8'))
    expect(workflow.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+*'])
    expect(workflow.jobs['check-dist'].uses).toBe('./.github/workflows/check-dist.yml')
    expect(workflow.jobs.release.needs).toBe('check-dist')
    expect(workflow.jobs.release.steps.at(-1).run).toBe('node scripts/release.mjs publish "$GITHUB_REF_NAME"')
    expect(parse(readFileSync(join(ROOT, '.github/workflows/check-dist.yml'), 'utf8')).on).toHaveProperty('workflow_call')
  })
})
