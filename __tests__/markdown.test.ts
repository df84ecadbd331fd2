/**
 * The comment and the job summary, rendered from plain JSON reports (written by the pipeline
 * from stored catalogs, see report-fixtures.test.ts) and read back with a GFM renderer, as
 * GitHub would show them.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { micromark } from 'micromark'
import { gfm, gfmHtml } from 'micromark-extension-gfm'
import { reviewFromReport } from '../src/report/read.js'
import { reviewOf, type ReviewParts } from './helpers/review.js'
import type { RankChange } from '../src/baseline/types.js'
import type { Evaluation } from '../src/evaluate/types.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { RENDER_CONTEXT } from './helpers/render-context.js'
import { EVIL_TOOLS, readRealisticReview, readReportFixture, reportFixtureJson, type ReportCaseName } from './helpers/report-cases.js'

const render = (md: string): string => micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] })

const evaluationOf = async (name: ReportCaseName): Promise<Evaluation> => (await readReportFixture(name)).evaluation

/**
 * 1,501 queries under two engines: the passing "create issue 0" of the `large` report repeated
 * as "create issue 0" … "create issue 1499" where a manifest would have them, its missing
 * "widgets please" last.
 */
function largeEvaluation(): Evaluation {
  const report = reportFixtureJson('large')
  const [create, widgets] = report.queries
  const at = <Q extends (typeof report.queries)[number]>(q: Q, line: number): Q => {
    for (const r of Object.values(q.engines)) for (const e of r.expectations) e.line = line + 1
    return { ...q, line }
  }
  const first = create.line
  report.queries = [...Array.from({ length: 1500 }, (_, i) => at({ ...structuredClone(create), query: `create issue ${i}` }, first + 2 * i)), at(widgets, first + 3000)]
  report.summary = { ...report.summary, queries: 1501, passed: 1500 }
  return reviewFromReport(report).evaluation
}

const context = RENDER_CONTEXT

const comment = (input: ReviewParts, maxLength = COMMENT_MAX_LENGTH): string => renderMarkdown({ review: reviewOf(input), context }, { mode: 'comment', maxLength })

/** Every table row has as many cells as its header; every <details> is closed. */
function expectWellFormed(md: string): string {
  const html = render(md)
  for (const table of html.match(/<table>[\s\S]*?<\/table>/g) ?? []) {
    const rows: string[] = table.match(/<tr>[\s\S]*?<\/tr>/g) ?? []
    const width = (rows[0].match(/<th/g) ?? []).length
    for (const row of rows.slice(1)) expect((row.match(/<td/g) ?? []).length).toBe(width)
  }
  expect((html.match(/<details>/g) ?? []).length).toBe((html.match(/<\/details>/g) ?? []).length)
  return html
}

describe('comment', () => {
  it('is one calm line plus the folded table when nothing needs attention', async () => {
    const evaluation = await evaluationOf('calm')
    const md = comment({ evaluation })
    const [first, ...rest] = md.split('\n\n')
    expect(first).toMatch(/^✅ \*\*MCP tool search:\*\* 2\/2 queries pass \(1 without expectations\) · <code>claude-code@2\.1<\/code> 2\/2 · top 5$/)
    expect(md).not.toContain('###')
    expect(rest[0]).toBe('<details><summary>All 3 queries</summary>')
    const html = expectWellFormed(md)
    expect(html).toContain('<a href="https://github.com/octo/tools/blob/2222222/.github/mcp-tool-rank.yml#L6"><code>create issue</code></a>')
    expect(html).toMatch(/<td align="center">✅<\/td>\s*<td><a [^>]+><code>create issue<\/code><\/a><\/td>\s*<td><code>create_issue<\/code><\/td>\s*<td>#\u200B1<\/td>/)
    // Footer: engine ids and the client versions they reproduce, the commit; the run on a line of its own, last.
    const [footer, run] = md.trim().split('\n').slice(-3).filter(Boolean)
    expect(footer).toMatch(/^<sub><code>claude-code@2\.1<\/code> = Claude Code ToolSearch\S* .*2\.1\.332/)
    expect(footer).toContain('26 tools from 1 server')
    expect(footer).toContain('commit <code>2222222</code>')
    expect(run).toBe('<!-- run --><sub>[run #\u200B42](https://github.com/octo/tools/actions/runs/4242)</sub>')
  })

  it('puts what needs attention first, failing before fragile, and explains the failure', async () => {
    const evaluation = await evaluationOf('attention')
    const md = comment({ evaluation })
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 of 3 queries fails · 1 fragile')
    expect(md.split('\n')[2]).toMatch(/^\*\*3 queries\*\* · 2 pass · \*\*1 fail\*\* · <code>claude-code@2\.1<\/code> 2\/3 · top 5$/)
    const html = expectWellFormed(md)
    const attention = html.slice(0, html.indexOf('<details>'))
    const failRow = attention.indexOf('❌')
    const fragileRow = attention.indexOf('⚠️')
    expect(failRow).toBeGreaterThan(0)
    expect(fragileRow).toBeGreaterThan(failRow)
    // Failing on listing order: all seven widgets score 26, widget_g is listed last.
    expect(attention).toContain('<strong>#\u200B7</strong> ✗ tie')
    expect(attention).toContain('<td>#\u200B1 tie at the cut</td>')
    expect(attention).not.toContain('create issue')
    // The explanation: the tools within the cut and only the words that decide the order.
    expect(md).toContain('<details><summary>Why <code>widgets/widget&#95;g</code> ranks #\u200B7 behind <code>widgets/widget&#95;e</code>, tied at 26</summary>')
    expect(md).toContain('For <code>widgets please</code> under <code>claude-code@2.1</code> #\u200B7.')
    expect(md).toContain('Under <code>claude-code@2.1</code> <code>widgets/widget&#95;a</code>, <code>widgets/widget&#95;b</code>, <code>widgets/widget&#95;c</code> and 3 more score 26 too and are listed before it: on a tie the client keeps the order the tools are listed in.')
    expect(html).toMatch(/<td align="right">5<\/td>\s*<td><code>widgets\/widget_e<\/code><\/td>\s*<td align="right">26<\/td>\s*<td>the same points for every word<\/td>/)
    expect(html).toMatch(/<td align="right">7<\/td>\s*<td><strong><code>widgets\/widget_g<\/code><\/strong><\/td>\s*<td align="right">26<\/td>/)
    // Passing rows are folded.
    expect(html.slice(html.indexOf('<summary>All 3 queries'))).toContain('create issue')
  })

  it('shows the verified fix, or why there is none, under the explanation', async () => {
    const evaluation = await evaluationOf('missing')
    const failing = evaluation.queries[0].engines['claude-code@2.1'].expectations[0]
    failing.advice = { edits: [{ tool: 'mcp__widgets__widget_g', field: 'searchHint', add: ['please'] }], projectedRank: 1 }
    expect(comment({ evaluation })).toContain(
      '**Suggested fix:** add <code>please</code> to the start of the search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>) of <code>widgets/widget&#95;g</code>. Re-ranked with it under <code>claude-code@2.1</code>: #\u200B1.'
    )
    failing.advice = { unreachable: true, neighbour: 'mcp__widgets__widget_a', bestRank: 6, reason: 'widget_a stays ahead <b>@octocat</b>' }
    const md = comment({ evaluation })
    expect(md).toContain('**No description edit is enough** under <code>claude-code@2.1</code>: widget&#95;a stays ahead &lt;b&gt;@\u200Boctocat&lt;/b&gt;')
    expectWellFormed(md)
  })

  it('escapes hostile queries and reasons: no tags, no split rows, no mentions', async () => {
    const evaluation = await evaluationOf('hostileQueries')
    const md = comment({ evaluation })
    const html = expectWellFormed(md)
    expect(html).not.toMatch(/<(img|script|b|strong>bold)[ >]/)
    expect(html).not.toContain('<a href="https://evil')
    const text = html.replace(/<[^>]+>/g, '')
    expect(text).not.toMatch(/(?<![A-Za-z0-9_])(@[A-Za-z0-9]|#\d)/)
    expect(text).toContain('</details> <img src=x onerror=alert(1)>'.replace(/</g, '&lt;').replace(/>/g, '&gt;'))
  })

  it('stays under GitHub\'s limit by dropping passing rows first, and says how many', async () => {
    const evaluation = largeEvaluation()
    const max = COMMENT_MAX_LENGTH - 60
    const md = comment({ evaluation }, max)
    expect(md.length).toBeLessThanOrEqual(max)
    expect(md.length).toBeGreaterThan(max - 2000)
    const notice = /> (\d[\d,]*) rows not shown, to stay within 65,476 characters; the job summary has them all\./.exec(md)
    expect(notice).not.toBeNull()
    const html = expectWellFormed(md)
    expect(html.indexOf('widgets please')).toBeLessThan(html.indexOf('<summary>All'))
    expect(md).toContain('Why <code>widgets/widget&#95;g</code>')
    const all = html.slice(html.indexOf('<summary>All'))
    const shownRows = (all.slice(0, all.indexOf('</details>')).match(/<tr>/g) ?? []).length - 1
    expect(shownRows + Number(notice![1].replace(/,/g, ''))).toBe(1501)

    const summary = renderMarkdown({ review: reviewOf({ evaluation }), context }, { mode: 'summary', maxLength: 1_000_000 })
    expect(summary).not.toContain('rows not shown')
    expect(summary).toContain('#### All 1,501 queries')
  })

  it('tells in the legend only the marks of the rows it shows, when rows that need attention are cut', async () => {
    const evaluation = await evaluationOf('attention')
    // 1,100 characters keep the failing row; the fragile one and the whole folded table go.
    const md = comment({ evaluation }, 1100)
    expect(md.slice(0, md.indexOf('<details>'))).toBe(
      [
        '### MCP tool search: 1 of 3 queries fails · 1 fragile',
        '',
        '**3 queries** · 2 pass · **1 fail** · <code>claude-code@2.1</code> 2/3 · top 5',
        '',
        '|  | query | tool | rank |',
        '| :-: | --- | --- | --- |',
        '| ❌ | [<code>widgets please</code>](https://github.com/octo/tools/blob/2222222/.github/mcp-tool-rank.yml#L12) | <code>widget&#95;g</code> | **#\u200B7** ✗ tie |',
        '',
        '<sub>❌ missing · tie: the same score as the tool at the place it needs, listed first</sub>',
        '',
        ''
      ].join('\n')
    )
    // Five rows of the tables, and the two expectations that lost a wording (only reported: their section goes whole).
    expect(md).toContain('> 7 rows not shown, to stay within 1,100 characters; the job summary has them all.')
    expect(md).not.toContain('Wording')
    // The folded table whose rows all went says so, instead of showing its headings alone.
    expect(md).toContain('<details><summary>All 3 queries</summary>\n\n_Every row left out for length; see the note below._\n\n</details>')
    // Uncut, the legend tells both marks.
    expect(comment({ evaluation })).toContain('\n\n<sub>❌ missing · ⚠️ fragile (a tie decides it) · tie: the same score as the tool at the place it needs, listed first</sub>\n\n')
  })

  it('drops nothing from a report that fits, however close to the limit', async () => {
    const evaluation = await evaluationOf('forty')
    const full = comment({ evaluation })
    for (const slack of [0, 1, 150]) expect(comment({ evaluation }, full.length + slack)).toBe(full)
  })

  it('shows lint findings and the base side: shifts with their arrows, base and head ranks', async () => {
    const evaluation = await evaluationOf('twoQueries')
    const [create, fork] = evaluation.queries
    const row = (q: typeof create, baseRank: number): RankChange => {
      const e = q.engines['claude-code@2.1'].expectations[0]
      return {
        query: q.query, line: q.line, engine: 'claude-code@2.1', kind: 'expect', ref: e.ref, tool: e.tool, maxResults: 5, within: 5,
        baseRank, headRank: e.rank, baseScore: 20, headScore: e.score, baseFound: true, headFound: true, basePass: true, headPass: true,
        change: 'shift', direction: baseRank > e.rank! ? 'up' : 'down'
      }
    }
    const md = comment({
      evaluation,
      baseline: {
        source: 'lock', baseSha: 'a1b2c3d4e5f6', cost: { serversStarted: 0, totalMs: 12 },
        rows: [row(create, 2), row(fork, 4)],
        newQueries: [], removedQueries: [], resultChanges: [],
        catalog: { added: [], removed: [], renamed: [], descriptionChanged: ['mcp__github__fork_repository'], schemaChanged: [] }
      },
      findings: [
        { rule: 'description-too-short', severity: 'warning', server: 'github', tool: 'fork_repository', message: 'Only 3 words.' },
        { rule: 'duplicate-description', severity: 'error', server: 'github', tool: 'create_issue', message: '<b>same</b> as @octocat' }
      ]
    })
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 lint error · 2 shifted')
    const html = expectWellFormed(md)
    // One engine, one rank column: base → this PR in the cell.
    expect(md).toContain('|  | query | tool | rank |')
    const attention = html.slice(0, html.indexOf('<details>'))
    expect(attention).toMatch(/↕️<\/td>\s*<td><a [^>]+><code>create issue<\/code><\/a><\/td>\s*<td><code>create_issue<\/code><\/td>\s*<td>#\u200B2→#\u200B1<\/td>/)
    expect(attention).toMatch(/↕️<\/td>\s*<td><a [^>]+><code>fork<\/code><\/a><\/td>\s*<td><code>fork_repository<\/code><\/td>\s*<td>#\u200B4→#\u200B1<\/td>/)
    expect(attention).toContain('<sub>↕️ shift · #a→#b: base → this PR</sub>')
    expect(md).toContain('<details><summary>Changes in this PR (1)</summary>')
    expect(md).toContain('<details><summary>Findings (2, 1 error)</summary>')
    expect(html.indexOf('duplicate-description')).toBeLessThan(html.indexOf('description-too-short'))
    expect(html).toContain('&lt;b&gt;same&lt;/b&gt; as @\u200Boctocat')
    expect(md).toContain('base <code>a1b2c3d</code> from its lock file · head <code>2222222</code>')
    // What changes from run to run is on the last line only.
    expect(md.trimEnd().split('\n').at(-1)).toBe('<!-- run --><sub>[run #\u200B42](https://github.com/octo/tools/actions/runs/4242) · base ranked: no server started, 12 ms</sub>')
  })

  it('has a rank column per engine when several run', async () => {
    const evaluation = await evaluationOf('threeEngines')
    const md = comment({ evaluation })
    expect(md).toContain('|  | query | tool | <code>claude-code@2.1</code> | <code>codex</code> | <code>ai-sdk</code> |')
    const html = expectWellFormed(md)
    expect(html).toMatch(/<td><code>create_issue<\/code><\/td>\s*<td>#\u200B1<\/td>\s*<td>#\u200B1<\/td>\s*<td>#\u200B1<\/td>/)
    expect(md.split('\n')[0]).toMatch(/<code>claude-code@2\.1<\/code> 2\/2 \(top 5\) · <code>codex<\/code> 2\/2 \(top 8\) · <code>ai-sdk<\/code> 2\/2 \(top 5\)/)
  })

  it('says so when there is no baseline', async () => {
    const evaluation = await evaluationOf('oneQuery')
    const md = comment({ evaluation, baseline: { source: 'none', reason: 'the base commit a1b2c3d has no .github/mcp-tool-rank.yml', warning: false } })
    expect(md).toContain('No baseline: the base commit a1b2c3d has no .github/mcp-tool-rank.yml.')
    expect(md.split('\n')[0]).toMatch(/^✅ /)
  })
})

describe('the realistic comment: a 26-tool server among recorded servers and the popular neighbours, four engines, three failing queries, 40 findings', () => {
  it('stays under 20,000 characters, its tables within 3 + engines columns, one why per cause, no text cut inside a word', async () => {
    const review = await readRealisticReview()
    const md = renderMarkdown({ review, context }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
    // It was 42,698 characters with a table of 11 columns and ten "why" blocks; now 16,152.
    expect(md.length).toBeLessThan(20_000)
    const html = expectWellFormed(md)
    const widths = (html.match(/<thead>[\s\S]*?<\/thead>/g) ?? []).map((head) => (head.match(/<th[ >]/g) ?? []).length)
    expect(Math.max(...widths)).toBe(3 + review.evaluation.engines.length)
    // The headline counts queries, and says which.
    expect(md.split('\n')[0]).toBe('### MCP tool search: 3 of 13 queries fail: 3 regressed in this PR under claude-code@2.1, claude-code@2.0, ai-sdk · 3 shifted')
    // One why per distinct cause of this PR's failures: each regression's tool and the new tool that took its place.
    const causes = new Set(
      review.rows
        .filter((r) => !r.failingBefore)
        .flatMap((r) => r.cells.filter((c) => c?.cause && (c.judgement?.change === 'regression' || (c.judgement?.change === 'missing' && c.change?.basePass !== false))))
        .map((c) => `${c!.cause!.kind} ${c!.cause!.tool} ${c!.cause!.rival}`)
    )
    expect([...causes]).toEqual([
      'overtaken mcp__github__merge_pull_request mcp__github__merge_pull_request_when_ready',
      'overtaken mcp__github__list_pull_requests mcp__github__list_open_pull_request_reviews',
      'overtaken mcp__github__create_branch mcp__github__create_branch_from_issue'
    ])
    const whys = md.match(/<summary>Why [^\n]*<\/summary>/g) ?? []
    expect(whys).toEqual([
      '<summary>Why <code>github/merge&#95;pull&#95;request</code> was overtaken by <code>github/merge&#95;pull&#95;request&#95;when&#95;ready</code>, tied at 54</summary>',
      '<summary>Why <code>github/list&#95;pull&#95;requests</code> was overtaken by <code>github/list&#95;open&#95;pull&#95;request&#95;reviews</code></summary>',
      '<summary>Why <code>github/create&#95;branch</code> was overtaken by <code>github/create&#95;branch&#95;from&#95;issue</code>, tied at 36</summary>'
    ])
    // Each names every query and engine it explains, and a tie says that the listing order decides it.
    expect(md).toContain('For <code>merge pull request</code> under <code>claude-code@2.1</code> #\u200B1→#\u200B2, <code>claude-code@2.0</code> #\u200B1→#\u200B2, <code>ai-sdk</code> #\u200B1→#\u200B2. It needs #\u200B1 (`rank: 1`).')
    expect(md).toContain('Under <code>claude-code@2.1</code> <code>github/merge&#95;pull&#95;request&#95;when&#95;ready</code>, new in this PR, scores 54 too and is listed before it: on a tie the client keeps the order the tools are listed in.')
    // A cell with neighbours: alone · with neighbours.
    expect(md).toContain('| #\u200B1 · **#\u200B5** ✗ crowded |')
    // Nothing is cut: no "…" at all, each finding one line under its rule's short text, linked to its section.
    expect(md).not.toContain('…')
    // 40 findings, one line each under its rule: 39 name a tool of github (uncovered-tool names the server).
    expect(md).toContain('<details><summary>Findings (40)</summary>')
    expect(md.match(/^ {2}- <code>github\/[^<]+<\/code>$/gm)).toHaveLength(39)
    const docs = readFileSync(new URL('../docs/lint-rules.md', import.meta.url), 'utf8')
    for (const [, rule] of md.matchAll(/\]\(https:\/\/github\.com\/mcp-tool-rank\/mcp-tool-rank\/blob\/main\/docs\/lint-rules\.md#([a-z-]+)\)/g)) expect(docs).toContain(`\n## ${rule}\n`)
  })
})

describe('hostile tool metadata', () => {
  it('renders as plain text, stays under the limit and keeps the tables intact', async () => {
    // The report of 5,000 tools, one described in over 100,000 characters.
    expect(EVIL_TOOLS[0].description.length).toBeGreaterThan(100_000)
    const result = await readReportFixture('hostileTools')
    const md = comment({ evaluation: result.evaluation, findings: result.findings })
    expect(md.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH)
    expect(md).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/)
    const html = expectWellFormed(md)
    expect(html).not.toMatch(/<(img|script)[ >]/)
    // What a reader sees: tags gone, entities decoded.
    const text = html
      .replace(/<[^>]+>/g, '')
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e] ?? '')
    const leak = /.{0,80}(?<![A-Za-z0-9_])(@[A-Za-z0-9]|#\d).{0,40}/.exec(text)
    expect(leak?.[0]).toBeUndefined()
    expect(md).toContain('Why <code>evil/report&#95;4999</code> ranks #\u200B5000 behind <code>evil/report&#95;4</code>, tied at 22')
  })
})

describe('job summary', () => {
  it('shows the full table open, not folded', async () => {
    const evaluation = await evaluationOf('oneQuery')
    const md = renderMarkdown({ review: reviewOf({ evaluation }), context }, { mode: 'summary', maxLength: 1_000_000 })
    expect(md).toContain('#### All 1 query\n\n|  | query | tool | rank |')
    expect(md).not.toContain('<details>')
    expectWellFormed(md)
  })
})
