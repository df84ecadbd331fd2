/**
 * `npm run bench`: what a check costs as a whole process of the bundled CLI (dist/cli/index.js)
 * against a bare `node -e 0`, on the nine recorded catalogs (then with every bundled neighbour)
 * and on synthetic catalogs of growing size; self-findability on 5,000 tools; the engines in
 * process against Claude Code 2.0's own searchTools; how soon a signal or a server's timeout
 * ends a check, and what capping a large summary costs (bench/interrupts.ts); then each target,
 * PASS or FAIL. Run from the repository root (compiled to lib/).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import type { PreparedCatalog } from '../src/engines/types.js'
import { lint } from '../src/lint/run.js'
import { selfFindability } from '../src/lint/rules/self-findability.js'
import { formatCount } from '../src/util/plural.js'
import { loadNeighbours, neighbourSet } from '../src/neighbours/bundled.js'
import { engineThroughput } from './engine-throughput.js'
import { ALL_ENGINES, nineCatalogManifest, recordedServers, smallestManifest, syntheticManifest } from './fixtures.js'
import { interruptRows } from './interrupts.js'
import { medianRun, type ProcessRun } from './processes.js'
import { syntheticQueries, syntheticServers } from './synthetic.js'
import { wordingGrowth, type WordingPoint } from './wording.js'

const CLI = resolve('dist/cli/index.js')
const NINE_QUERIES = 300
const GROWTH: ReadonlyArray<readonly [number, number]> = [
  [1_000, 100],
  [1_000, 1_000],
  [5_000, 100],
  [5_000, 1_000],
  [20_000, 100],
  [20_000, 1_000]
]
const SELF_FINDABILITY_TOOLS = 5_000
/** [queries, wordings per query at most] for the in-process wording runs. */
const WORDING_GROWTH: ReadonlyArray<readonly [number, number]> = [
  [100, 6],
  [100, 24],
  [300, 6],
  [300, 24]
]
/** Reads and parses every catalog file in the working folder, and does nothing else. */
const READ_CATALOGS = "const fs = require('fs'); for (const f of fs.readdirSync('.')) if (f.endsWith('.tools.json')) JSON.parse(fs.readFileSync(f, 'utf8'))"

const ms = (n: number): string => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${formatCount(Math.round(n))} ms`)
const mb = (n: number): string => `${Math.round(n)} MB`
const size = (bytes: number): string => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} kB`)
const ratio = (n: number): string => `${n.toFixed(1)}x`
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`

interface Target {
  what: string
  pass: boolean
  figure: string
}

function checkRun(dir: string, manifest: string, runs: number, node?: string): ProcessRun & { reportBytes: number } {
  const report = join(dir, 'report.json')
  const run = medianRun(runs, [CLI, 'check', '--config', manifest, '--json', report], dir, node)
  if (run.code !== 0 && run.code !== 1) throw new Error(`check exited ${run.code} in ${dir}`)
  return { ...run, reportBytes: statSync(report).size }
}

/** Self-findability alone, with every engine's catalog prepared first (a check prepares them to rank). */
function selfFindabilityTimes(): Array<{ engine: string; prepareMs: number; ruleMs: number; findings: number }> {
  const listings: ServerListing[] = syntheticServers(SELF_FINDABILITY_TOOLS).map((s) => ({ name: s.name, source: 'catalog', tools: s.tools, pages: 1 }))
  const catalog = buildCatalog(listings)
  return ALL_ENGINES.map((id) => {
    const engine = resolveEngine(id)
    const t0 = performance.now()
    const prepared = new Map<string, PreparedCatalog>([[engine.id, engine.prepare(catalog)]])
    const t1 = performance.now()
    const findings = lint({ catalog, queries: [], engines: [engine], prepared }, { registry: [selfFindability] })
    return { engine: id, prepareMs: t1 - t0, ruleMs: performance.now() - t1, findings: findings.length }
  })
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'mcp-tool-rank-bench-'))
  const targets: Target[] = []
  try {
    console.log(`mcp-tool-rank bench · Node ${process.version} · ${cpus()[0]?.model ?? 'unknown CPU'} · ${cpus().length} cores · load ${loadavg()[0].toFixed(1)}`)
    console.log('')
    console.log('Whole process, the bundled CLI; time is the median of several runs, spawn to exit.')
    console.log('')
    console.log(row(['run', 'time', 'x bare node', 'peak RSS', 'report']))
    console.log(row(['---', '--:', '--:', '--:', '--:']))
    const bare = medianRun(9, ['-e', '0'])
    console.log(row(['bare `node -e 0`', ms(bare.ms), ratio(1), mb(bare.rssMb), '']))
    const help = medianRun(9, [CLI, '--help'])
    console.log(row(['`--help`', ms(help.ms), ratio(help.ms / bare.ms), mb(help.rssMb), '']))
    const nineDir = join(work, 'nine')
    const nine = checkRun(nineDir, nineCatalogManifest(nineDir, NINE_QUERIES), 3)
    const tools = recordedServers().reduce((n, s) => n + s.tools.length, 0)
    console.log(row([`\`check\`: 9 catalogs (${tools} tools), ${NINE_QUERIES} queries, 4 engines, wording, lint, \`--json\``, ms(nine.ms), ratio(nine.ms / bare.ms), mb(nine.rssMb), size(nine.reportBytes)]))
    // Wording is measured by default: the check without it is the measure of what it adds.
    const unwordedDir = join(work, 'unworded')
    const unworded = checkRun(unwordedDir, nineCatalogManifest(unwordedDir, NINE_QUERIES, undefined, false), 3)
    console.log(row(['the same with `wording: false` (no expectation\'s other wordings measured)', ms(unworded.ms), ratio(unworded.ms / bare.ms), mb(unworded.rssMb), size(unworded.reportBytes)]))
    const crowdDir = join(work, 'popular')
    const crowd = checkRun(crowdDir, nineCatalogManifest(crowdDir, NINE_QUERIES, 'popular'), 3)
    const neighbourTools = (await loadNeighbours((await neighbourSet()).neighbours.map((n) => n.name))).reduce((n, l) => n + l.tools.length, 0)
    console.log(row([`the same with \`neighbours: popular\` (+${neighbourTools} tools, each query ranked alone and with them)`, ms(crowd.ms), ratio(crowd.ms / bare.ms), mb(crowd.rssMb), size(crowd.reportBytes)]))
    console.log('')
    console.log('Floors: what any check of the nine catalogs pays before it ranks anything.')
    console.log('')
    console.log(row(['run', 'time', 'x bare node', 'peak RSS', 'report']))
    console.log(row(['---', '--:', '--:', '--:', '--:']))
    const catalogBytes = recordedServers().reduce((n, s) => n + statSync(s.file).size, 0)
    const read = medianRun(9, ['-e', READ_CATALOGS], nineDir)
    console.log(row([`read and \`JSON.parse\` the nine catalog files (${size(catalogBytes)}), nothing else`, ms(read.ms), ratio(read.ms / bare.ms), mb(read.rssMb), '']))
    const smallestDir = join(work, 'smallest')
    const smallest = checkRun(smallestDir, smallestManifest(smallestDir), 9)
    console.log(row(['`check` on one catalog (9 tools), 1 query, 1 engine, lint, `--json`', ms(smallest.ms), ratio(smallest.ms / bare.ms), mb(smallest.rssMb), size(smallest.reportBytes)]))

    // The action runs on Node 24: its start-up, where V8's compile cache (22.1+) is on.
    const node24 = execFileSync(process.execPath, ['scripts/node-runtime.mjs', 'action'], { encoding: 'utf8' }).trim()
    const version24 = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim()
    console.log('')
    console.log(`Start-up on Node ${version24}, the action's runtime (the compile cache warm after the first run):`)
    console.log('')
    console.log(row(['run', 'time', 'x bare node', 'peak RSS', 'report']))
    console.log(row(['---', '--:', '--:', '--:', '--:']))
    const bare24 = medianRun(9, ['-e', '0'], undefined, node24)
    console.log(row([`bare \`node -e 0\` (${version24})`, ms(bare24.ms), ratio(1), mb(bare24.rssMb), '']))
    const help24 = medianRun(9, [CLI, '--help'], undefined, node24)
    console.log(row(['`--help`', ms(help24.ms), ratio(help24.ms / bare24.ms), mb(help24.rssMb), '']))
    const smallest24 = checkRun(smallestDir, smallestManifest(smallestDir), 9, node24)
    console.log(row(['`check` on one catalog (9 tools), 1 query, 1 engine, lint, `--json`', ms(smallest24.ms), ratio(smallest24.ms / bare24.ms), mb(smallest24.rssMb), size(smallest24.reportBytes)]))
    targets.push(
      { what: '`--help` within 1.5x a bare node start', pass: help.ms <= 1.5 * bare.ms, figure: ratio(help.ms / bare.ms) },
      { what: `\`--help\` on Node ${version24} within 1.5x its bare start`, pass: help24.ms <= 1.5 * bare24.ms, figure: ratio(help24.ms / bare24.ms) },
      { what: 'nine-catalog check within 3x a bare node start', pass: nine.ms <= 3 * bare.ms, figure: ratio(nine.ms / bare.ms) },
      { what: 'nine-catalog check peak RSS under 250 MB', pass: nine.rssMb < 250, figure: mb(nine.rssMb) },
      { what: 'nine-catalog report under 2 MB', pass: nine.reportBytes < 2 * 1024 * 1024, figure: size(nine.reportBytes) },
      // The check's own time: what it takes beyond starting node.
      { what: 'wording adds at most 1x to the nine-catalog check\'s own time', pass: nine.ms - unworded.ms <= unworded.ms - bare.ms, figure: ratio((nine.ms - unworded.ms) / (unworded.ms - bare.ms)) },
      { what: 'with `neighbours: popular`, within 3x a bare node start', pass: crowd.ms <= 3 * bare.ms, figure: ratio(crowd.ms / bare.ms) },
      { what: 'with `neighbours: popular`, peak RSS under 250 MB', pass: crowd.rssMb < 250, figure: mb(crowd.rssMb) },
      { what: 'with `neighbours: popular`, report under 2 MB', pass: crowd.reportBytes < 2 * 1024 * 1024, figure: size(crowd.reportBytes) }
    )

    console.log('')
    console.log('Growth: synthetic catalogs (servers of 100 tools), half the queries with an expectation,')
    console.log('the default engine (claude-code@2.1), lint on every tool, `--json`; one run each.')
    console.log('')
    console.log(row(['tools', 'queries', 'time', 'x bare node', 'µs per tool×query', 'peak RSS', 'report']))
    console.log(row(['--:', '--:', '--:', '--:', '--:', '--:', '--:']))
    const growth: Array<{ tools: number; queries: number; run: ProcessRun & { reportBytes: number } }> = []
    for (const [t, q] of GROWTH) {
      const dir = join(work, `synthetic-${t}x${q}`)
      const run = checkRun(dir, syntheticManifest(dir, t, q, ['claude-code@2.1']), 1)
      growth.push({ tools: t, queries: q, run })
      rmSync(dir, { recursive: true, force: true })
      console.log(row([formatCount(t), formatCount(q), ms(run.ms), ratio(run.ms / bare.ms), ((run.ms * 1000) / (t * q)).toFixed(2), mb(run.rssMb), size(run.reportBytes)]))
    }
    const first = growth[0]
    const last = growth[growth.length - 1]
    const work1 = first.tools * first.queries
    const work2 = last.tools * last.queries
    const growthRatio = last.run.ms / first.run.ms / (work2 / work1)
    targets.push(
      { what: `cost grows about linearly in tools × queries (time ×${(last.run.ms / first.run.ms).toFixed(0)} for work ×${work2 / work1}: at most linear)`, pass: growthRatio <= 1, figure: `${growthRatio.toFixed(2)} of linear` },
      { what: '20,000 tools × 1,000 queries finishes under 1 GB RSS', pass: last.run.code !== null && last.run.rssMb < 1024, figure: mb(last.run.rssMb) }
    )

    console.log('')
    console.log(`Wording in process on the nine catalogs, 4 engines, advice off: the evaluation with and without it.`)
    console.log('')
    console.log(row(['queries', 'wordings per query at most', 'wordings searched per engine', 'without', 'with wording', 'µs per wording×engine']))
    console.log(row(['--:', '--:', '--:', '--:', '--:', '--:']))
    const wordingPoints = await wordingGrowth(WORDING_GROWTH)
    const perWording = (p: WordingPoint): number => ((p.wordingMs - p.plainMs) * 1000) / (p.wordings * ALL_ENGINES.length)
    for (const p of wordingPoints) console.log(row([String(p.queries), String(p.cap), formatCount(p.wordings), ms(p.plainMs), ms(p.wordingMs), perWording(p).toFixed(1)]))
    const fewest = wordingPoints[0]
    const largest = wordingPoints[wordingPoints.length - 1]
    const wordingLinearity = perWording(largest) / perWording(fewest)
    targets.push({ what: 'wording stays linear in queries × wordings (cost per wording, largest against smallest run)', pass: wordingLinearity <= 1.5, figure: `${wordingLinearity.toFixed(2)}x` })

    console.log('')
    console.log(`Self-findability on ${formatCount(SELF_FINDABILITY_TOOLS)} synthetic tools, in process (one own-name search per tool):`)
    console.log('')
    console.log(row(['engine', 'prepare', 'self-findability', 'findings']))
    console.log(row(['---', '--:', '--:', '--:']))
    const times = selfFindabilityTimes()
    for (const t of times) console.log(row([t.engine, ms(t.prepareMs), ms(t.ruleMs), String(t.findings)]))
    const slowest = times.reduce((a, b) => (b.ruleMs > a.ruleMs ? b : a))
    targets.push({ what: `self-findability on ${formatCount(SELF_FINDABILITY_TOOLS)} tools under 2 s (each engine)`, pass: slowest.ruleMs < 2000, figure: `${ms(slowest.ruleMs)} (${slowest.engine})` })

    console.log('')
    console.log(`Engines in process on the nine catalogs (${NINE_QUERIES} queries), against Claude Code 2.0's own searchTools:`)
    console.log('')
    const catalog = buildCatalog(recordedServers().map((s): ServerListing => ({ name: s.name, source: 'catalog', tools: s.tools, pages: 1 })))
    const queries = syntheticQueries(recordedServers(), NINE_QUERIES).map((q) => q.query)
    const mismatches = await engineThroughput(catalog, queries, ALL_ENGINES)
    console.log(`\nclaude-code@2.0 vs Claude Code 2.0's own searchTools: ${queries.length - mismatches}/${queries.length} identical result lists`)
    if (mismatches > 0) process.exitCode = 1

    console.log('')
    console.log('Interrupts, timeouts and caps: the bundled CLI, median of 3 runs; interrupts timed from the signal to the exit.')
    console.log('')
    console.log(row(['run', 'time', 'target']))
    console.log(row(['---', '--:', '--:']))
    const bounds = await interruptRows(work)
    for (const b of bounds.rows) {
      console.log(row([b.what, ms(b.ms), `≤ ${ms(b.targetMs)}`]))
      targets.push({ what: `${b.what} within ${ms(b.targetMs)}`, pass: b.ms <= b.targetMs, figure: ms(b.ms) })
    }
    targets.push(
      { what: 'the job summary of 3,000 CJK queries within 1 MiB of UTF-8', pass: bounds.summaryBytes <= 1024 * 1024, figure: size(bounds.summaryBytes) },
      { what: 'their comment within 65,536 characters', pass: bounds.commentChars <= 65_536, figure: formatCount(bounds.commentChars) }
    )

    console.log('')
    console.log('Targets:')
    for (const t of targets) console.log(`${t.pass ? 'PASS' : 'FAIL'}  ${t.what}: ${t.figure}`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

await main()
