/**
 * The committed reports the renderer tests read are what the pipeline writes now, and read back
 * as the fork recipe reads them they give the live run's verdicts and findings. With
 * UPDATE_REPORT_FIXTURES=1 (`npm run fixtures`) it rewrites them instead.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { reviewFromReport } from '../src/report/read.js'
import { reviewFindings } from '../src/report/review.js'
import { reviewOf } from './helpers/review.js'
import { runPipeline } from '../src/pipeline.js'
import { jsonReport, reportText } from '../src/report/json.js'
import type { Report } from '../src/report/schema.js'
import { tempDir } from './helpers/cli.js'
import { realisticReview } from './helpers/realistic.js'
import { REALISTIC_REPORT, REPORT_CASES, REPORT_MANIFEST, reportFile, writeReportCase, type ReportCaseName } from './helpers/report-cases.js'

const UPDATE = process.env.UPDATE_REPORT_FIXTURES === '1'
const tmp = tempDir('mcp-tool-rank-report-fixtures-')
afterAll(() => tmp.cleanup())

describe.each(Object.keys(REPORT_CASES) as ReportCaseName[])('the report fixture %s', (name) => {
  it(UPDATE ? 'is rewritten from the pipeline' : 'is what the pipeline writes now, and reads back as the live run', async () => {
    const dir = mkdtempSync(join(tmp.path, `${name}-`))
    const config = writeReportCase(dir, REPORT_CASES[name])
    const live = await runPipeline({ config, baseDir: dir, callerEnv: {} })
    const report = jsonReport(reviewOf({ evaluation: live.evaluation, findings: live.findings, manifest: REPORT_MANIFEST }))
    const text = `${JSON.stringify(report, null, 1)}\n`
    if (UPDATE) {
      writeFileSync(reportFile(name), text)
      return
    }
    const committed = readFileSync(reportFile(name), 'utf8')
    if (committed !== text) {
      // Compared by part and by query, so that a difference shows as a readable diff, not as two strings of 500 kB.
      const was = JSON.parse(committed) as Report
      expect({ ...was, queries: was.queries.length }).toEqual({ ...report, queries: report.queries.length })
      for (const [i, query] of report.queries.entries()) expect({ at: i, ...was.queries[i] }).toEqual({ at: i, ...query })
      // Equal parts and still different: only the layout; `npm run fixtures` rewrites it.
      expect(committed).toBe(text)
    }
    const read = reviewFromReport(JSON.parse(text))
    expect(read.findings).toEqual(reviewFindings(live.findings))
    expect(read.evaluation.summary).toEqual(live.evaluation.summary)
    expect(read.evaluation.queries.map((q) => Object.values(q.engines).map((r) => r.expectations))).toEqual(live.evaluation.queries.map((q) => Object.values(q.engines).map((r) => r.expectations)))
  })
})

describe('the realistic report fixture', () => {
  // Ranking 900 tools under four engines on both sides and linting them takes about 11 s: the
  // fixture is rewritten by `npm run fixtures` only; here it must read back as a review.
  it(UPDATE ? 'is rewritten from both sides of its pull request' : 'reads back as a review of three failing queries, each a regression, and 40 findings', async () => {
    if (UPDATE) {
      const review = await realisticReview(mkdtempSync(join(tmp.path, 'realistic-')))
      writeFileSync(REALISTIC_REPORT, reportText(jsonReport(review)))
      return
    }
    const review = reviewFromReport(JSON.parse(readFileSync(REALISTIC_REPORT, 'utf8')))
    expect([review.counts.failing, review.counts.regressed, review.counts.failingBefore, review.findings.length]).toEqual([3, 3, 0, 40])
    // A 26-tool server of the user's (29 with the pull request's three) among three recorded catalogs, four engines, the 12 popular neighbours.
    expect(review.evaluation.servers.filter((s) => s.source === 'catalog').map((s) => [s.name, s.toolCount])).toEqual([['github', 29], ['gitlab', 262], ['slack', 8], ['notion', 24]])
    expect(review.evaluation.engines.map((e) => e.id)).toEqual(['claude-code@2.1', 'claude-code@2.0', 'codex', 'ai-sdk'])
    expect([review.evaluation.neighbours?.set, review.evaluation.neighbours?.servers.length]).toEqual(['2026-12-01', 12])
  }, 120_000)
})
