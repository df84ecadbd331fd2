// Re-records the bundled neighbours (neighbours/<name>.json) from the npm registry with the
// bundled CLI's `record`, and reports what changed: each neighbour's tools, and the ranks
// that moved on the manifests under examples/ that name neighbours.
//
//   node scripts/neighbours-update.mjs [--pinned] [--only NAME,...] [--report FILE]
//   node scripts/neighbours-update.mjs --verify [--only NAME,...]
//
// By default each package is recorded at its latest version and the new version is written
// to neighbours/neighbours.json; --pinned re-records the versions it already names (a check
// that recording reproduces the files). A neighbour whose tools did not change keeps its file
// byte for byte. When any changed, the set's version becomes today's date.
//
// --verify changes nothing: it records each neighbour's pinned version twice into a temporary
// folder, on the day its file says, and fails unless both runs are byte for byte the bundled
// file (recording from the registry is deterministic and the files are what `record` writes).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const CLI = 'dist/cli/index.js'
const SET = 'neighbours/neighbours.json'

const { values } = parseArgs({ options: { pinned: { type: 'boolean' }, verify: { type: 'boolean' }, only: { type: 'string' }, report: { type: 'string' } } })
const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : undefined

if (!existsSync(CLI)) execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' })

const set = JSON.parse(readFileSync(SET, 'utf8'))
const work = mkdtempSync(join(tmpdir(), 'neighbours-update-'))

/** `record --npm` arguments for a neighbour at a version (its dummy credentials, its arguments). */
function recordArgs(entry, version, out, options = []) {
  const args = ['record', '--npm', `${entry.npm}@${version}`, '--name', entry.name, '--out', out, '--timeout', '2m', ...options]
  for (const [key, value] of Object.entries(entry.env ?? {})) args.push('--env', `${key}=${value}`)
  if (entry.args?.length) args.push('--', ...entry.args)
  return args
}

if (values.verify) {
  let failed = 0
  for (const entry of set.neighbours) {
    if (only && !only.has(entry.name)) continue
    const file = join('neighbours', `${entry.name}.json`)
    const bundled = readFileSync(file)
    const day = JSON.parse(bundled.toString('utf8')).provenance?.collectedAt
    const runs = [1, 2].map((i) => {
      const out = join(work, `${entry.name}.${i}.json`)
      const run = spawnSync(process.execPath, [CLI, ...recordArgs(entry, entry.version, out, ['--collected-at', day])], { encoding: 'utf8' })
      return run.status === 0 ? readFileSync(out) : `exit ${run.status}: ${run.stderr.trim().split('\n').join(' ')}`
    })
    const problem = runs.map((r, i) => (typeof r === 'string' ? `run ${i + 1} failed (${r})` : r.equals(bundled) ? '' : `run ${i + 1} differs from ${file}`)).filter(Boolean)
    if (problem.length) failed++
    process.stdout.write(`${problem.length ? '✗' : '✓'} ${entry.name} (${entry.npm}@${entry.version}): ${problem.length ? problem.join('; ') : `two recordings, both byte for byte ${file} (${bundled.length.toLocaleString('en-US')} bytes)`}\n`)
  }
  rmSync(work, { recursive: true, force: true })
  process.exit(failed ? 1 : 0)
}

/** The example manifests that name neighbours: their ranks are what a change moves. */
const manifests = readdirSync('examples')
  .filter((f) => /\.ya?ml$/.test(f))
  .map((f) => join('examples', f))
  .filter((f) => /^neighbours:/m.test(readFileSync(f, 'utf8')))

/** `check --json` on a manifest: rank (with neighbours) per query, engine and expected tool. */
function ranks(manifest, label) {
  const out = join(work, `${label}-${manifest.replace(/\W/g, '_')}.json`)
  spawnSync(process.execPath, [CLI, 'check', '--config', manifest, '--json', out, '--fail-on', 'none'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (!existsSync(out)) return new Map()
  const report = JSON.parse(readFileSync(out, 'utf8'))
  const map = new Map()
  for (const q of report.queries) {
    for (const [engine, r] of Object.entries(q.engines)) {
      for (const e of r.expectations) if (e.kind === 'expect') map.set(`${q.query}\u0000${engine}\u0000${e.ref}`, { query: q.query, engine, ref: e.ref, rank: e.rank, pass: e.pass })
    }
  }
  return map
}

function readTools(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).tools
  } catch {
    return []
  }
}

/** Tools added, removed, and changed (any field), by name. */
function toolChanges(before, after) {
  const old = new Map(before.map((t) => [t.name, JSON.stringify(t)]))
  const now = new Map(after.map((t) => [t.name, JSON.stringify(t)]))
  return {
    added: [...now.keys()].filter((n) => !old.has(n)),
    removed: [...old.keys()].filter((n) => !now.has(n)),
    changed: [...now.keys()].filter((n) => old.has(n) && old.get(n) !== now.get(n))
  }
}

const before = new Map(manifests.map((m) => [m, ranks(m, 'before')]))
const lines = []
const failures = []
let changed = 0

for (const entry of set.neighbours) {
  if (only && !only.has(entry.name)) continue
  const file = join('neighbours', `${entry.name}.json`)
  const previous = readTools(file)
  const spec = `${entry.npm}@${values.pinned ? entry.version : 'latest'}`
  const args = recordArgs(entry, values.pinned ? entry.version : 'latest', file)
  process.stderr.write(`recording ${entry.name} (${spec})\n`)
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' })
  if (run.status !== 0) {
    failures.push(`- \`${entry.name}\` (${spec}): ${(run.stderr || `exit ${run.status}`).trim().split('\n').join(' ')}`)
    continue
  }
  const recorded = JSON.parse(readFileSync(file, 'utf8'))
  const version = recorded.provenance?.version ?? entry.version
  if (/unchanged/.test(run.stdout) && version === entry.version) continue
  changed++
  const c = toolChanges(previous, recorded.tools)
  const parts = [
    c.added.length && `added ${c.added.map((n) => `\`${n}\``).join(', ')}`,
    c.removed.length && `removed ${c.removed.map((n) => `\`${n}\``).join(', ')}`,
    c.changed.length && `changed ${c.changed.map((n) => `\`${n}\``).join(', ')}`
  ].filter(Boolean)
  const what = previous.length === 0 ? `new, ${recorded.tools.length} tools` : parts.join('; ') || 'same tools (instructions or server info changed)'
  lines.push(`- \`${entry.name}\` ${entry.version === version ? version : `${entry.version} → ${version}`}: ${what}`)
  entry.version = version
}

/** neighbours/README.md: the set as a table, from the recorded files themselves. */
function writeIndex() {
  const rows = set.neighbours.map((entry) => {
    const file = JSON.parse(readFileSync(join('neighbours', `${entry.name}.json`), 'utf8'))
    const p = file.provenance ?? {}
    const command = (p.command ?? []).join(' ')
    return `| \`${entry.name}\` | ${entry.about} | [${p.package}](https://www.npmjs.com/package/${p.package}) ${p.version} | ${p.license ?? '?'} | ${file.tools.length} | \`${command}\` | ${p.collectedAt} |`
  })
  const total = set.neighbours.reduce((n, e) => n + JSON.parse(readFileSync(join('neighbours', `${e.name}.json`), 'utf8')).tools.length, 0)
  writeFileSync(
    'neighbours/README.md',
    [
      `# Bundled neighbours (set ${set.version})`,
      '',
      'Recorded catalogs of published MCP servers that compete with yours when a manifest names them',
      '(`neighbours: [github, slack]`, or `neighbours: popular` for all of them, in this order). Each',
      'file is the `tools/list` and `instructions` of the package below, recorded by',
      '`mcp-tool-rank record --npm` with dummy credentials (their names are in each file\'s',
      '`provenance.env`; no value is kept). Written by `npm run neighbours:update`: do not edit.',
      '',
      '| name | what it gives a model | package | licence | tools | started as | recorded |',
      '| --- | --- | --- | --- | ---: | --- | --- |',
      ...rows,
      '',
      `${set.neighbours.length} servers, ${total} tools. The tool descriptions are the packages' own, under their licences.`,
      ''
    ].join('\n')
  )
}

if (changed > 0) {
  set.version = new Date().toISOString().slice(0, 10)
  const entries = set.neighbours.map((e) => `    ${JSON.stringify(e).replace(/([,:])(?=["{[])/g, '$1 ').replace(/^\{/, '{ ').replace(/\}$/, ' }')}`)
  writeFileSync(SET, `{\n  "version": ${JSON.stringify(set.version)},\n  "neighbours": [\n${entries.join(',\n')}\n  ]\n}\n`)
}

writeIndex()

const moves = []
for (const manifest of manifests) {
  const after = ranks(manifest, 'after')
  for (const [key, now] of after) {
    const then = before.get(manifest).get(key)
    if (!then || then.rank === now.rank) continue
    const verdict = then.pass === now.pass ? '' : now.pass ? ' (now passes)' : ' (**now fails**)'
    moves.push(`| \`${manifest}\` | \`${now.query}\` | \`${now.ref}\` | ${now.engine} | ${then.rank ?? '–'} → ${now.rank ?? '–'}${verdict} |`)
  }
}

const report = [
  `### Bundled neighbours ${changed ? `updated (set ${set.version})` : 'unchanged'}`,
  '',
  ...(lines.length ? lines : ['No neighbour\'s tools changed.']),
  ...(failures.length ? ['', 'Could not be recorded (their files are kept):', '', ...failures] : []),
  '',
  '#### Rank changes on examples/',
  '',
  ...(moves.length ? ['| manifest | query | expected | engine | rank |', '|---|---|---|---|---|', ...moves] : ['None.']),
  ''
].join('\n')

if (values.report) writeFileSync(values.report, report)
else process.stdout.write(report)
rmSync(work, { recursive: true, force: true })
