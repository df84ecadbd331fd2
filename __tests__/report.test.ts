/**
 * The JSON report: bounded rankings that keep what the comment, the base diff and the fork
 * recipe need, and one schema for its type, its validation and its published JSON Schema.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Ajv } from 'ajv'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { reviewFromReport } from '../src/report/read.js'
import { reviewOf } from './helpers/review.js'
import { diffEvaluations } from '../src/baseline/diff.js'
import type { Baseline } from '../src/baseline/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { loadAndCollect, runPipeline, type PipelineResult } from '../src/pipeline.js'
import { jsonReport, reportText } from '../src/report/json.js'
import { renderMarkdown, COMMENT_MAX_LENGTH, SUMMARY_MAX_BYTES, type RenderInput } from '../src/report/markdown.js'
import { SCHEMA_URL } from '../src/manifest/schema.js'
import { REPORT_SCHEMA_URL, reportJsonSchema, reportSchema, type Report } from '../src/report/schema.js'
import { nineCatalogManifest, recordedServers } from '../bench/fixtures.js'
import { ROOT, tempDir } from './helpers/cli.js'
import { RENDER_CONTEXT } from './helpers/render-context.js'

const CATALOGS = join(ROOT, '__tests__/fixtures/catalogs')
const tmp = tempDir('mcp-tool-rank-report-')
afterAll(() => tmp.cleanup())

const QUERIES = `
engines: [claude-code@2.1, claude-code@2.0, codex, ai-sdk]
queries:
  - query: get issue details in a repository
    expect: github/get_issue
  - query: list merge requests
    expect: github/list_commits
  - query: create a new file
    expect: github/create_or_update_file
    forbid: gitlab/create_issue
  - query: pipeline jobs
`

/** github and gitlab as recorded, github's get_issue with `description` at head. */
function manifest(name: string, getIssue: string): string {
  const github = JSON.parse(readFileSync(join(CATALOGS, 'github.tools.json'), 'utf8')) as { tools: Array<{ name: string; description: string }> }
  github.tools.find((t) => t.name === 'get_issue')!.description = getIssue
  writeFileSync(join(tmp.path, `${name}.github.json`), JSON.stringify(github))
  copyFileSync(join(CATALOGS, 'gitlab.tools.json'), join(tmp.path, 'gitlab.tools.json'))
  const file = join(tmp.path, `${name}.yml`)
  writeFileSync(
    file,
    `version: 1\nservers:\n  github:\n    catalog: ${name}.github.json\n  gitlab:\n    catalog: gitlab.tools.json\n${QUERIES}`
  )
  return file
}

const context = RENDER_CONTEXT

let head: PipelineResult
let base: PipelineResult
let baseline: Baseline

beforeAll(async () => {
  base = await runPipeline({ config: manifest('base', 'Get details of a specific issue in a GitHub repository.'), baseDir: tmp.path, callerEnv: {} })
  head = await runPipeline({ config: manifest('head', 'Fetch one.'), baseDir: tmp.path, callerEnv: {} })
  baseline = diffEvaluations({ source: 'lock', baseSha: 'abcdef1', cost: { serversStarted: 0, totalMs: 5 }, base, head })
})

/** The report as `check --json` writes it and the fork recipe reads it back. */
const roundTrip = (report: Report): unknown => JSON.parse(reportText(report))

describe('the bounded report', () => {
  it('keeps the top, the expected and forbidden tools, and the first 20 ahead of a tool that misses', () => {
    const list = head.evaluation.queries[1].engines['claude-code@2.1']
    const missing = list.expectations[0]
    expect(missing.pass).toBe(false)
    expect(missing.rank).toBe(24)
    // Every tool that scored, as the full ranking counts them.
    expect(list.scored).toBe(evaluate(head.manifest, head.catalog, { fullRankings: true }).queries[1].engines['claude-code@2.1'].ranking.length)
    expect(list.ranking.map((r) => r.rank)).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), missing.rank])
    const create = head.evaluation.queries[2].engines['claude-code@2.1']
    // Its expected and its forbidden tool: the loop below checks both.
    expect(create.expectations).toHaveLength(2)
    for (const e of create.expectations) expect(create.ranking.find((r) => r.tool === e.tool)?.rank ?? null).toBe(e.rank)
    expect(create.ranking.slice(0, 5).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps every tool that scored on request', () => {
    const full = evaluate(head.manifest, head.catalog, { fullRankings: true })
    for (const [i, q] of full.queries.entries()) {
      for (const [id, r] of Object.entries(q.engines)) {
        expect(r.ranking).toHaveLength(r.scored)
        expect(r.scored).toBe(head.evaluation.queries[i].engines[id].scored)
      }
    }
  })

  it('gives the base diff, blame included, that the full rankings give', () => {
    expect(baseline.source).toBe('lock')
    if (baseline.source === 'none') return
    expect(reviewOf({ evaluation: head.evaluation, baseline }).verdict.tally.regressions).toBe(1)
    expect(baseline.rows.some((r) => r.blame && r.blame.gainers.length > 0)).toBe(true)
    const full = diffEvaluations({
      source: 'lock',
      baseSha: 'abcdef1',
      cost: { serversStarted: 0, totalMs: 5 },
      base: { catalog: base.catalog, evaluation: evaluate(base.manifest, base.catalog, { fullRankings: true }) },
      head: { catalog: head.catalog, evaluation: evaluate(head.manifest, head.catalog, { fullRankings: true }) }
    })
    expect(baseline).toEqual(full)
  })

  it('renders, read back as the fork recipe reads it, the comment and the summary of the live run', () => {
    const live: Omit<RenderInput, 'context'> = { review: reviewOf({ evaluation: head.evaluation, baseline, findings: head.findings }) }
    const report = roundTrip(jsonReport(live.review))
    const fromReport: Omit<RenderInput, 'context'> = { review: reviewFromReport(report) }
    for (const [mode, maxLength, unit] of [['comment', COMMENT_MAX_LENGTH, 'characters'], ['summary', SUMMARY_MAX_BYTES, 'bytes']] as const) {
      const want = renderMarkdown({ ...live, context }, { mode, maxLength, unit })
      expect(want).toContain('Overtaken in this PR by')
      expect(renderMarkdown({ ...fromReport, context }, { mode, maxLength, unit })).toBe(want)
    }
  })
})

describe('the report file', () => {
  it('is the report, one line per query and per finding', () => {
    const report = jsonReport(reviewOf({ evaluation: head.evaluation, baseline, findings: head.findings }))
    const text = reportText(report)
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(report)))
    const lines = text.split('\n')
    expect(lines.filter((l) => l.startsWith('{"query":'))).toHaveLength(report.queries.length)
    expect(lines.filter((l) => l.startsWith('{"rule":'))).toHaveLength(head.findings.length)
  })
})

describe('the report\'s tool table', () => {
  it('names each tool once, rankings, results and ties by index, and reads back every engine result as the run had it', () => {
    const report = jsonReport(reviewOf({ evaluation: head.evaluation, baseline, findings: head.findings }))
    const results = head.evaluation.queries.flatMap((q) => Object.values(q.engines))
    // Every tool a result, a ranking row or a tie at the cut names, and every tool whose cost toolCosts gives, each once.
    const named = new Set(results.flatMap((r) => [...r.results, ...r.ranking.map((row) => row.tool), ...(r.cutTie ? [...r.cutTie.inside, ...r.cutTie.outside] : [])]))
    for (const [tool] of report.toolCosts?.chars ?? []) named.add(report.tools[tool])
    expect(new Set(report.tools)).toEqual(named)
    expect(report.tools).toHaveLength(named.size)
    // Numbered in the order the report first names them: the first query's results.
    expect(report.tools.slice(0, 3)).toEqual(['mcp__gitlab__get_issue_link', 'mcp__gitlab__get_issue', 'mcp__gitlab__get_repository_tree'])
    // Only expectations (and findings, the base diff) keep names.
    expect(JSON.stringify(report.queries.map((q) => Object.values(q.engines).map(({ expectations: _, ...rest }) => rest)))).not.toContain('mcp__')
    // Codex's own names, one map for all its results: every name the run's results carry.
    const codexNames = Object.assign({}, ...results.map((r) => r.clientNames ?? {})) as Record<string, string>
    expect(Object.keys(codexNames).length).toBeGreaterThan(0)
    expect(report.clientNames).toEqual({ codex: codexNames })
    const asRun = head.evaluation.queries.map((q) =>
      Object.fromEntries(Object.entries(q.engines).map(([id, r]) => [id, { ...r, ranking: r.ranking.map(({ tool, score, rank, breakdown }) => ({ tool, score, rank, breakdown })) }]))
    )
    // A tie at the cut and Codex's own names are among what reads back.
    expect(asRun.flatMap((engines) => Object.values(engines)).some((r) => r.cutTie)).toBe(true)
    expect(reviewFromReport(roundTrip(report)).evaluation.queries.map((q) => q.engines)).toEqual(asRun)
  })
})

describe("the report's contribution table", () => {
  it('writes each distinct [term, field, points] once, in the order the report first names it, and the same breakdown as the same indices', () => {
    const report = jsonReport(reviewOf({ evaluation: head.evaluation }))
    const runRows = head.evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.ranking))
    const keys = report.contributions.map((c) => JSON.stringify(c))
    // Each distinct contribution of the run's ranking rows once, and no other.
    expect(new Set(keys)).toEqual(new Set(runRows.flatMap((row) => row.breakdown.map((c) => JSON.stringify([c.term, c.field, c.points])))))
    expect(keys).toHaveLength(new Set(keys).size)
    // A ranking row is [tool, score, rank, breakdown]: the first query's top tool under claude-code@2.1, numbered first.
    const [top] = report.queries[0].engines['claude-code@2.1'].ranking
    expect(top).toEqual([0, 58, 1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]])
    expect(top[3].map((i) => report.contributions[i])).toEqual([
      ['get', 'name', 12],
      ['get', 'coarse-part', 4],
      ['get', 'description', 2],
      ['issue', 'name', 12],
      ['issue', 'coarse-part', 4],
      ['issue', 'description', 2],
      ['in', 'name-part', 6],
      ['in', 'coarse-part', 4],
      ['a', 'name-part', 6],
      ['a', 'coarse-part', 4],
      ['a', 'description', 2]
    ])
    // Every row of the run, each naming as many contributions as the run's row.
    const rows = report.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.ranking))
    expect(rows.map((row) => row[3].length)).toEqual(runRows.map((row) => row.breakdown.length))
    const written = rows.map((row) => JSON.stringify(row[3]))
    const run = runRows.map((row) => JSON.stringify(row.breakdown))
    const distinct = new Set(run).size
    expect(distinct).toBeLessThan(run.length)
    // The same breakdown is the same list of indices, and a different one a different list.
    expect(new Set(written).size).toBe(distinct)
    expect(new Set(written.map((w, i) => `${w} ${run[i]}`)).size).toBe(distinct)
    // Read back, each row's breakdown is the run's.
    const read = reviewFromReport(roundTrip(report)).evaluation
    expect(read.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.ranking.map((row) => JSON.stringify(row.breakdown))))).toEqual(run)
  })
})

describe('the report size', () => {
  it('on the nine recorded catalogs, 300 queries under four engines: every ranking within the rule, and under 1 MB before lint', async () => {
    const dir = join(tmp.path, 'nine')
    const config = nineCatalogManifest(dir, 300)
    const { manifest: m, catalog } = await loadAndCollect({ config, baseDir: dir, callerEnv: {} })
    expect(catalog.tools).toHaveLength(recordedServers().reduce((n, server) => n + server.tools.length, 0))
    const evaluation = evaluate(m, catalog)
    const report = jsonReport(reviewOf({ evaluation, manifest: 'mcp-tool-rank.yml' }))
    for (const q of report.queries) {
      for (const r of Object.values(q.engines)) {
        // max(cut, 5), or 20 ahead of an expected tool that misses; the query's own tools; the first 20 tied past the cut.
        const misses = r.expectations.some((e) => e.kind === 'expect' && !e.pass)
        expect(r.ranking.length).toBeLessThanOrEqual(Math.max(r.maxResults, 5, misses ? 20 : 0) + r.expectations.length)
        expect(r.cutTie?.outside.length ?? 0).toBeLessThanOrEqual(20)
      }
    }
    // Each distinct contribution of the run once. The lint findings add 0.27 MB: `npm run
    // bench` holds the whole report, and the one with `neighbours: popular`, under 2 MB.
    const contributions = evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.ranking.flatMap((row) => row.breakdown.map((c) => `${c.term} ${c.field} ${c.points}`))))
    expect(report.contributions).toHaveLength(new Set(contributions).size)
    // The deferral answers and every tool's cost (toolCosts, with the ids of the tools no ranking names) add about 20 KB;
    // every expectation's other wordings (1,024 distinct ones, each once in `wordings`, then a [wording, rank, found]
    // tuple per engine) 0.13 MB: 0.86 MB without them.
    expect(report.wordings).toHaveLength(1024)
    expect(Buffer.byteLength(reportText(report))).toBeLessThan(1_000_000)
  })
})

describe('the report schema', () => {
  it('is published as schema/report.schema.json (`npm run schema` writes it), beside the manifest\'s', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'schema/report.schema.json'), 'utf8'))).toEqual(reportJsonSchema())
    expect(REPORT_SCHEMA_URL).toBe(SCHEMA_URL.replace('/manifest.schema.json', '/report.schema.json'))
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports['./report.schema.json']).toBe('./schema/report.schema.json')
  })

  it('accepts what the check writes, in zod and in the published JSON Schema', () => {
    const report = roundTrip(jsonReport(reviewOf({ evaluation: head.evaluation, baseline, findings: head.findings })))
    expect(reportSchema.safeParse(report).success).toBe(true)
    const validate = new Ajv({ strict: false }).compile(reportJsonSchema())
    expect(validate(report) ? [] : validate.errors).toEqual([])
    const broken = JSON.parse(JSON.stringify(report)) as { queries: Array<{ engines: Record<string, { scored: unknown }> }> }
    broken.queries[0].engines['codex'].scored = '12'
    expect(validate(broken)).toBe(false)
    expect(() => reviewFromReport(broken)).toThrow(/queries\.0\.engines\.codex\.scored/)
  })
})
