#!/usr/bin/env node
/**
 * The release steps, run by the maintainer (prepare) and by .github/workflows/release.yml
 * (publish) in the repository it is started in.
 *
 *   node scripts/release.mjs prepare X.Y.Z [--date YYYY-MM-DD]
 *       CHANGELOG.md: the `## [Unreleased]` section becomes `## [X.Y.Z] - DATE` (today by
 *       default) under a new empty one, and the links at the end follow; package.json,
 *       package-lock.json and src/version.ts take the version.
 *   node scripts/release.mjs notes vX.Y.Z
 *       prints the changelog section of X.Y.Z: the release notes.
 *   node scripts/release.mjs publish vX.Y.Z [--remote NAME] [--dry-run]
 *       checks the tag against package.json and the changelog, creates the GitHub release
 *       from the changelog section (`gh release create`), then moves the major tag vX to
 *       the release and pushes it (not for a pre-release such as v2.0.0-rc.1). With
 *       --dry-run the major tag moves in the local repository only, and the commands that
 *       would change GitHub are printed instead of run. --notes-file keeps the notes there.
 *
 * Exit codes: 0 done, 1 the repository is not ready for this release (the message says why).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const CHANGELOG = 'CHANGELOG.md'

class ReleaseError extends Error {}

/** `vX.Y.Z` or `vX.Y.Z-pre`: the version, its major tag and whether it is a pre-release. */
function parseTag(tag) {
  const match = /^v((0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z.-]+))?)$/.exec(tag ?? '')
  if (!match) throw new ReleaseError(`\`${tag}\` is not a release tag: expected vMAJOR.MINOR.PATCH, e.g. v1.2.0`)
  return { version: match[1], major: `v${match[2]}`, prerelease: match[5] !== undefined }
}

/** The headings `## [X] …` of a Keep a Changelog file, with where each section's body starts and ends. */
function sections(text) {
  const lines = text.split('\n')
  const found = []
  lines.forEach((line, i) => {
    const heading = /^## \[([^\]]+)\](.*)$/.exec(line)
    if (heading) found.push({ name: heading[1], rest: heading[2], line: i })
  })
  // A section ends at the next `## ` heading, or at the link definitions that close the file.
  const ends = found.map((s, k) => {
    let end = k + 1 < found.length ? found[k + 1].line : lines.length
    while (end > s.line + 1 && (/^\s*$/.test(lines[end - 1]) || /^\[[^\]]+\]: /.test(lines[end - 1]))) end--
    return end
  })
  return { lines, found: found.map((s, k) => ({ ...s, end: ends[k] })) }
}

/** The body of the changelog section of `version`, trimmed. */
function releaseNotes(changelog, version) {
  const { lines, found } = sections(changelog)
  const section = found.find((s) => s.name === version)
  if (!section) throw new ReleaseError(`${CHANGELOG} has no section \`## [${version}] - YYYY-MM-DD\``)
  if (!/^ - \d{4}-\d{2}-\d{2}$/.test(section.rest)) throw new ReleaseError(`${CHANGELOG}: the heading of ${version} needs its date: \`## [${version}] - YYYY-MM-DD\``)
  const notes = lines.slice(section.line + 1, section.end).join('\n').trim()
  if (!notes) throw new ReleaseError(`${CHANGELOG}: the section of ${version} is empty`)
  return notes + '\n'
}

function repositoryUrl(pkg) {
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url
  return url?.replace(/^git\+/, '').replace(/\.git$/, '')
}

/** The changelog with `## [Unreleased]` released as `version` on `date`, and its links updated. */
function releaseChangelog(changelog, version, date, repoUrl) {
  const { lines, found } = sections(changelog)
  const unreleased = found.find((s) => s.name === 'Unreleased')
  if (!unreleased) throw new ReleaseError(`${CHANGELOG} has no \`## [Unreleased]\` section to release`)
  if (found.some((s) => s.name === version)) throw new ReleaseError(`${CHANGELOG} already has a section for ${version}`)
  if (!lines.slice(unreleased.line + 1, unreleased.end).join('\n').trim()) throw new ReleaseError(`${CHANGELOG}: nothing under \`## [Unreleased]\` to release`)
  const previous = found.find((s) => s.name !== 'Unreleased')?.name
  lines.splice(unreleased.line, 1, '## [Unreleased]', '', `## [${version}] - ${date}`)
  let out = lines.join('\n')
  if (repoUrl) {
    const links = [`[Unreleased]: ${repoUrl}/compare/v${version}...HEAD`, `[${version}]: ${previous ? `${repoUrl}/compare/v${previous}...v${version}` : `${repoUrl}/releases/tag/v${version}`}`]
    out = out.replace(/^\[Unreleased\]: .*$/m, links.join('\n'))
    if (!out.includes(links[1])) out = out.trimEnd() + '\n\n' + links.join('\n') + '\n'
  }
  return out
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
}

function prepare(version, date) {
  parseTag(`v${version}`)
  const pkg = readJson('package.json')
  writeFileSync(CHANGELOG, releaseChangelog(readFileSync(CHANGELOG, 'utf8'), version, date, repositoryUrl(pkg)))
  writeFileSync('package.json', JSON.stringify({ ...pkg, version }, null, 2) + '\n')
  if (existsSync('package-lock.json')) {
    const lock = readJson('package-lock.json')
    lock.version = version
    if (lock.packages?.['']) lock.packages[''].version = version
    writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
  }
  if (existsSync('src/version.ts')) {
    const source = readFileSync('src/version.ts', 'utf8')
    writeFileSync('src/version.ts', source.replace(/export const VERSION = '[^']*'/, `export const VERSION = '${version}'`))
  }
  console.log(`prepared ${version}: ${CHANGELOG}, package.json${existsSync('package-lock.json') ? ', package-lock.json' : ''}${existsSync('src/version.ts') ? ', src/version.ts' : ''}`)
  console.log(`next: npm run bundle, commit, then \`git tag v${version} && git push origin HEAD v${version}\``)
}

/** Checks the tag against package.json and the changelog; returns the release's notes and major tag. */
function verify(tag) {
  const { version, major, prerelease } = parseTag(tag)
  const pkg = readJson('package.json')
  if (pkg.version !== version) throw new ReleaseError(`package.json has version ${pkg.version}, the tag ${tag} says ${version}: run \`node scripts/release.mjs prepare ${version}\` before tagging`)
  return { version, major, prerelease, notes: releaseNotes(readFileSync(CHANGELOG, 'utf8'), version) }
}

function tagCommit(tag) {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${tag}^{commit}`])
  } catch {
    throw new ReleaseError(`no tag ${tag} in this repository`)
  }
}

function publish(tag, { remote, dryRun, notesFile }) {
  const { major, prerelease, notes } = verify(tag)
  const commit = tagCommit(tag)
  const run = (command) => {
    if (dryRun) console.log(`would run: ${command.join(' ')}`)
    else execFileSync(command[0], command.slice(1), { stdio: 'inherit' })
  }
  const dir = notesFile ? undefined : mkdtempSync(join(tmpdir(), 'mcp-tool-rank-release-'))
  const file = notesFile ?? join(dir, 'notes.md')
  try {
    writeFileSync(file, notes)
    run(['gh', 'release', 'create', tag, '--verify-tag', '--title', tag, '--notes-file', file, ...(prerelease ? ['--prerelease'] : [])])
    if (prerelease) {
      console.log(`${tag} is a pre-release: ${major} stays where it is`)
      return
    }
    // The major tag moves locally even in a dry run: only what would change GitHub is skipped.
    git(['tag', '--force', major, commit])
    run(['git', 'push', '--force', remote, `refs/tags/${major}`])
    console.log(`${major} -> ${tag} (${commit.slice(0, 7)})`)
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true })
  }
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean' },
    remote: { type: 'string', default: 'origin' },
    date: { type: 'string' },
    'notes-file': { type: 'string' }
  }
})
const [command, arg] = positionals
try {
  if (command === 'prepare' && arg) prepare(arg.replace(/^v/, ''), values.date ?? new Date().toISOString().slice(0, 10))
  else if (command === 'notes' && arg) process.stdout.write(verify(arg).notes)
  else if (command === 'publish' && arg) publish(arg, { remote: values.remote, dryRun: values['dry-run'] === true, notesFile: values['notes-file'] })
  else throw new ReleaseError('usage: release.mjs prepare X.Y.Z [--date YYYY-MM-DD] | notes vX.Y.Z | publish vX.Y.Z [--remote NAME] [--notes-file FILE] [--dry-run]')
} catch (err) {
  if (!(err instanceof ReleaseError)) throw err
  console.error(`release: ${err.message}`)
  process.exit(1)
}
