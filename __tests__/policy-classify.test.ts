/**
 * The policy's words for each expectation, from two evaluations of plain catalogs (the git
 * history and the renderers are tested in policy-history.test.ts): missing with its rank
 * change, improvement, a new query, a known failure, and the verdict without a base; and
 * `fail-on` as the CLI and the action read it.
 */
import { describe, expect, it } from '@jest/globals'
import { diffEvaluations } from '../src/baseline/diff.js'
import { buildCatalog } from '../src/catalog/build.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { failOnChoice } from '../src/gate/fail-on.js'
import type { FailOn } from '../src/gate/verdict.js'
import { buildReview } from '../src/report/review.js'
import { parseManifest } from '../src/manifest/load.js'
import { diffTerminal } from '../src/report/diff-text.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { makeStyle } from '../src/util/style.js'
import { financeTools, type Scenario } from './helpers/finance.js'
import { reviewOf, type ReviewParts } from './helpers/review.js'

const catalogOf = (scenario: Scenario, extra: Array<{ name: string; description: string }> = []) =>
  buildCatalog([{ name: 'finance', source: 'catalog', pages: 1, tools: [...financeTools(scenario).tools, ...extra.map((t) => ({ ...t, inputSchema: { type: 'object' } }))] }])
const manifestOf = (queries: string) => parseManifest(`version: 1\nservers:\n  finance: {catalog: x}\nqueries:\n${queries}`, 'm.yml')

const AUDIT = '  - query: monthly sales report pdf chart\n    expect: audit_trail\n'

type Catalog = ReturnType<typeof catalogOf>
/** The base side ranked with its manifest, the PR's with its own, and the diff between them. */
function compare(base: { catalog: Catalog; queries: string }, head: { catalog: Catalog; queries: string }) {
  const side = (s: { catalog: Catalog; queries: string }) => ({ catalog: s.catalog, evaluation: evaluate(manifestOf(s.queries), s.catalog) })
  const h = side(head)
  return { head: h, diff: diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d', cost: { serversStarted: 0, totalMs: 1 }, base: side(base), head: h }) }
}


const verdictOf = (parts: ReviewParts, failOn: FailOn[]) => buildReview({ manifest: 'm.yml', ...parts, failOn }).verdict

describe('the policy', () => {
  it('calls an expectation that failed on the base and fails now missing, not a regression, and shows its rank change', () => {
    // Base: audit_trail is #6 already; the PR adds a tool that pushes it to #7.
    const { head, diff } = compare({ catalog: catalogOf('regression'), queries: AUDIT }, { catalog: catalogOf('regression', [{ name: 'sales_archive', description: 'Monthly sales report archive.' }]), queries: AUDIT })
    expect(diff.rows.map((r) => [r.ref, r.change, r.baseRank, r.headRank, r.basePass, r.headPass])).toEqual([['audit_trail', 'missing', 6, 7, false, false]])
    expect(reviewOf({ evaluation: head.evaluation, baseline: diff }).verdict.tally).toEqual({ regressions: 0, shifts: 0, improvements: 0, missing: 1 })
    expect(diffTerminal(reviewOf({ evaluation: head.evaluation, baseline: diff }), makeStyle(false))).toContain('  ✗ missing      monthly sales report pdf chart  audit_trail  claude-code@2.1  #6 → #7  failing on the base commit too\n')
    const outcome = reviewOf({ evaluation: head.evaluation, baseline: diff }).verdict
    expect(outcome).toMatchObject({ failed: true, reasons: ['1 missing: "monthly sales report pdf chart" audit_trail #6 → #7 under claude-code@2.1'] })
    // Accepting regressions does not accept what is missing.
    expect(reviewOf({ evaluation: head.evaluation, baseline: diff, acceptLabel: 'ok' }).verdict.failed).toBe(true)
    // The comment: the missing row with both ranks, the title in the policy's word.
    const md = renderMarkdown({ review: reviewOf({ evaluation: head.evaluation, baseline: diff }), context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 of 1 query fails: 1 fails on the base commit too')
    expect(md).toContain('<details><summary>❌ 1 expectation of 1 query fails on the base commit too</summary>')
    expect(md).toContain('| ❌ | <code>monthly sales report pdf chart</code> | <code>audit&#95;trail</code> | #\u200B6→**#\u200B7** ✗ |')
    // Not this PR's doing: no why block.
    expect(md).not.toContain('<summary>Why')
  })

  it('judges a new query that fails by its expectation alone: missing, not a regression', () => {
    const { head, diff } = compare({ catalog: catalogOf('base'), queries: AUDIT }, { catalog: catalogOf('base'), queries: AUDIT + '  - query: vault backup\n    expect: deal_tracker\n' })
    expect(diff.rows.map((r) => [r.query, r.change, r.basePass, r.baseRank, r.headRank])).toEqual([
      ['monthly sales report pdf chart', 'unchanged', true, 5, 5],
      ['vault backup', 'missing', null, null, null]
    ])
    expect(diff.newQueries).toEqual(['vault backup'])
    expect(reviewOf({ evaluation: head.evaluation, baseline: diff }).verdict).toMatchObject({
      failed: true,
      reasons: ['1 missing: "vault backup" deal_tracker – under claude-code@2.1'],
      tally: { regressions: 0, shifts: 0, improvements: 0, missing: 1 }
    })
    expect(verdictOf({ evaluation: head.evaluation, baseline: diff }, ['regression']).failed).toBe(false)
  })

  it('calls an expectation that failed on the base and holds now an improvement, and judges a new query by its expectations alone', () => {
    const { head, diff } = compare({ catalog: catalogOf('regression'), queries: AUDIT }, { catalog: catalogOf('base'), queries: AUDIT + '  - query: vault backup\n    expect: backup_vault\n' })
    expect(diff.rows.map((r) => [r.query, r.change, r.baseRank, r.headRank])).toEqual([
      ['monthly sales report pdf chart', 'improvement', 6, 5],
      ['vault backup', 'new', null, 1]
    ])
    expect(diff.newQueries).toEqual(['vault backup'])
    const text = diffTerminal(reviewOf({ evaluation: head.evaluation, baseline: diff }), makeStyle(false))
    expect(text).toContain('base a1b2c3d from its lock file (no server started, 1 ms): 0 regressions, 0 shifts, 1 improvement\n')
    expect(text).toContain('  ▲ improvement  monthly sales report pdf chart  audit_trail  claude-code@2.1  #6 → #5  now within the top 5\n')
    expect(text).toContain('  new queries: "vault backup"\n')
  })

  it('leaves a failure marked known_failure out of the count, whatever the base did', () => {
    const { head, diff } = compare({ catalog: catalogOf('base'), queries: AUDIT }, { catalog: catalogOf('regression'), queries: AUDIT + '    known_failure: forecast_tool now says "sales report"\n' })
    expect(diff.rows.map((r) => r.change)).toEqual(['known-failure'])
    expect(verdictOf({ evaluation: head.evaluation, baseline: diff }, ['missing', 'regression', 'shift'])).toMatchObject({ failed: false, tally: { regressions: 0, shifts: 0, improvements: 0, missing: 0 } })
  })

  it('without a base, calls every unmarked failure missing', () => {
    const m = manifestOf(AUDIT)
    const evaluation = evaluate(m, catalogOf('regression'))
    expect(verdictOf({ evaluation }, ['missing'])).toMatchObject({ failed: true, reasons: ['1 missing: "monthly sales report pdf chart" audit_trail #6 under claude-code@2.1'] })
    expect(verdictOf({ evaluation }, ['regression']).failed).toBe(false)
  })
})

describe('fail-on', () => {
  it('is the default when unset or blank, on the CLI and in the action alike; `none` turns the gate off', () => {
    for (const text of [undefined, '', ' ', ' \n ']) expect(failOnChoice(text)).toEqual({ failOn: ['missing', 'regression'] })
    expect(failOnChoice('none')).toEqual({ failOn: [] })
    expect(failOnChoice('alone')).toEqual({ failOn: ['missing', 'regression'], judge: 'alone' })
    expect(failOnChoice('none,with-neighbours')).toEqual({ failOn: [], judge: 'with-neighbours' })
    expect(failOnChoice(' shift ,\nlint-error,alone')).toEqual({ failOn: ['shift', 'lint-error'], judge: 'alone' })
  })
})
