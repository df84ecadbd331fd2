/**
 * The report as GitHub-flavoured markdown: the sticky PR comment and the job summary. Pure:
 * an evaluation and its context in, a string out. Every string that came from the PR goes
 * through escape-markdown.ts; numbers are formatted here.
 */
import { code, escapeText, preformatted } from './escape-markdown.js'
import { baselineOrigin } from './diff-text.js'
import { ATTENTION, diffOf, type Advice, type BaselineDiff, type Blame, type EngineInfo, type Evaluation, type ExpectationResult, type Finding, type Mark, type QueryEngineResult, type QueryResult, type Review, type ReviewCell as Cell, type ReviewRow as Row, type TermDelta } from './review.js'
import { formatCount, plural } from '../util/plural.js'
import { wellFormed } from '../util/well-formed.js'
import { shortToolName } from '../catalog/sanitize.js'
import { explainBreakdown, formatScore } from './explain.js'
import { crowdedByText, crowdingText, judgedView, neighboursLine, orderDependenceText, passCountsText, standingIn, VIEW_LABEL, VIEWS, type View } from './neighbours-text.js'
import { knownFailureNotes, staleMarkNote } from './known-failure.js'
import { expectationRows, expectationsHead } from './expectations-markdown.js'

export interface ReportContext {
  /** The manifest's path relative to the repository root. */
  manifest: string
  /** Link to a manifest line: `${manifestUrl}#L${line}` (a blob URL at the head commit). */
  manifestUrl?: string
  /** The head commit. */
  commit?: string
  /** The workflow run that produced the report. */
  run?: { url: string; label: string }
  /** mcp-tool-rank's own version. */
  version?: string
}

export interface RenderInput {
  review: Review
  context: ReportContext
}

export interface RenderOptions {
  /** `comment`: rows that need no attention are folded; `summary`: the full table is open. */
  mode: 'comment' | 'summary'
  /** The most the result may have, in `unit`s. */
  maxLength: number
  /**
   * How `maxLength` counts: `characters` (UTF-16 code units, the default; what a comment is
   * held to) or `bytes` of UTF-8 (what the job summary is held to).
   */
  unit?: 'characters' | 'bytes'
}

/**
 * GitHub refuses a comment body over "65,536 characters" (and stores at most 262,144 bytes).
 * Counted in UTF-16 code units, never fewer than code points of at most 4 bytes each, a body
 * within this length keeps both rules.
 */
export const COMMENT_MAX_LENGTH = 65_536
/** GitHub drops a step's whole job summary over 1 MiB, counted in UTF-8 bytes. */
export const SUMMARY_MAX_BYTES = 1024 * 1024

/** `text` cut to at most `max` units (at a whole code point), ending with `…`. */
function cutTo(text: string, max: number, unit: 'characters' | 'bytes'): string {
  if (unit === 'characters') return wellFormed(text.slice(0, max - 2)) + '…\n'
  // encodeInto writes whole code points only; `…` and the newline take 4 bytes.
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max - 4)))
  return text.slice(0, read) + '…\n'
}

/** Each mark's icon, and the policy's word for it in the legend under the table of rows that need attention. */
const MARKS: Record<Mark, { icon: string; meaning: string }> = {
  regressed: { icon: '🔻', meaning: 'regression' },
  fail: { icon: '❌', meaning: 'missing' },
  rejected: { icon: '❌', meaning: 'rejected by the client' },
  accepted: { icon: '☑️', meaning: 'accepted regression' },
  fixed: { icon: '⚠️', meaning: 'fixed (remove its mark)' },
  fragile: { icon: '⚠️', meaning: 'fragile (a tie at the cut)' },
  shift: { icon: '↕️', meaning: 'shift' },
  improved: { icon: '🔺', meaning: 'improvement' },
  known: { icon: '🔸', meaning: 'known failure' },
  pass: { icon: '✅', meaning: 'pass' },
  info: { icon: '➖', meaning: 'no expectation' }
}

/** `🔻 regression · ↕️ shift`: the marks of these rows, each once, in the policy's words. */
function legend(rows: readonly Row[]): string {
  const marks = [...new Set(rows.map((r) => r.mark))]
  return `<sub>${marks.map((m) => `${MARKS[m].icon} ${MARKS[m].meaning}`).join(' · ')}</sub>`
}

/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function rank(n: number | null): string {
  return n === null ? 'unranked' : `#\u200B${n}`
}

/** `mcp__github__create_issue` as `github/create_issue`, in a code span: shorter on a phone. */
function toolLabel(id: string): string {
  return code(shortToolName(id), 100)
}

function tieText(r: QueryEngineResult): string {
  const tie = r.cutTie
  if (!tie) return 'tie at the cut'
  const tied = tie.inside.length + tie.outside.length + (tie.more ?? 0)
  return `tie at the cut: ${tied} tools score ${formatScore(tie.score)} for ${plural(tie.inside.length, 'place')}`
}

/** One engine's cell: the rank (base → head when the base differs) and what is wrong with it. */
function cellText(c: Cell | undefined, separateBase: boolean): string {
  if (!c) return ''
  const { result: r, expectation: e, change } = c
  if (!e) {
    if (r.error) return `rejected: ${escapeText(r.error, 120)}`
    const shown = r.results.slice(0, 2).map(toolLabel)
    return shown.length === 0 ? 'nothing found' : `${shown.join(', ')}${r.results.length > 2 ? ` +${r.results.length - 2}` : ''}`
  }
  if (e.alwaysLoaded) return e.kind === 'expect' ? 'always loaded' : '**always loaded** ✗'
  // A shift, improvement or regression shows where it came from: `#2 → #3`.
  const moved = change !== undefined && change.basePass !== null && change.direction !== 'same' ? change : undefined
  let text: string
  if (e.kind === 'forbid') {
    text = e.pass ? (moved ? `${rank(e.rank)} not shown` : 'not shown') : `**${rank(e.rank)}** ✗ must not show`
  } else {
    const head = e.pass ? rank(e.rank) : `**${e.rank === null ? 'not found' : rank(e.rank)}** ✗`
    const notes: string[] = []
    if (!e.pass) notes.push(e.within === r.maxResults ? `out of top ${r.maxResults}` : `needs ${rank(e.within)}`)
    else if (e.fragile) notes.push(tieText(r))
    text = `${head}${notes.length ? ` ${notes.join(', ')}` : ''}`
  }
  return moved && !separateBase ? `${rank(moved.baseRank)} → ${text}` : text
}

function baseText(c: Cell | undefined): string {
  if (!c?.change) return ''
  return c.change.basePass === null ? 'new' : rank(c.change.baseRank)
}

function toolCell(row: Row): string {
  if (!row.ref) return '<sub>no expectation</sub>'
  const name = `${row.kind === 'forbid' ? 'not ' : ''}${code(row.ref, 100)}`
  const notes = knownFailureNotes(row.query).map((n) => `known failure${n.engine ? ` under ${escapeText(n.engine, 40)}` : ''}: ${escapeText(n.reason, 150)}`)
  const stale = staleMarkNote(row.query)
  if (stale) notes.push(escapeText(stale, 200))
  return notes.length ? `${name}<br><sub>${notes.join('<br>')}</sub>` : name
}

function queryCell(q: QueryResult, context: ReportContext): string {
  const text = code(q.query, 100)
  return context.manifestUrl ? `[${text}](${context.manifestUrl}#L${q.line})` : text
}

function engineLabel(id: string): string {
  return code(id, 40)
}

function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

/**
 * The table's shape: a rank column per engine; with one engine and a base, a `base` and a
 * `this PR` column instead, as in a coverage report.
 */
interface Layout {
  head: string[]
  separateBase: boolean
  /** With neighbours: a column alone and one with them per engine; the judged one carries the base diff. */
  judged?: View
}

function layoutOf(evaluation: Evaluation, diff: BaselineDiff | undefined): Layout {
  const engines = evaluation.engines.map((e) => e.id)
  if (evaluation.neighbours) {
    const columns = engines.flatMap((id) => VIEWS.map((v) => (engines.length === 1 ? VIEW_LABEL[v] : `${engineLabel(id)} ${VIEW_LABEL[v]}`)))
    return { separateBase: false, judged: judgedView(evaluation.neighbours), head: [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...columns.map(() => '---')])] }
  }
  const separateBase = engines.length === 1 && diff !== undefined
  const columns = separateBase ? ['base', 'this PR'] : engines.length === 1 ? ['rank'] : engines.map(engineLabel)
  const align = separateBase ? ['--:', '---'] : columns.map(() => '---')
  return { separateBase, head: [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...align])] }
}

/** One view of a cell with neighbours: the judged one as always, the other by its rank; who crowds it, and ties the connect order keeps. */
function viewText(c: Cell | undefined, view: View, judged: View): string {
  const e = c?.expectation
  if (!c || !e?.neighbours || e.alwaysLoaded) return view === judged ? cellText(c, false) : ''
  const s = standingIn(e, view)
  const text = view === judged ? cellText(c, false) : e.kind === 'forbid' ? (s.pass ? 'not shown' : `${rank(s.rank)} ✗ must not show`) : s.pass ? rank(s.rank) : `${s.rank === null ? 'not found' : rank(s.rank)} ✗`
  if (view !== 'withNeighbours') return text
  const crowd = e.neighbours.crowdedBy
  if (crowd && !s.pass) return `${text}<br><sub>${crowdedByText(crowd, code)}</sub>`
  if (e.neighbours.orderDependent && s.pass) return `${text}<br><sub>${orderDependenceText()}</sub>`
  return text
}

function renderRow(row: Row, layout: Layout, context: ReportContext, repeatQuery: boolean): string {
  const query = repeatQuery ? queryCell(row.query, context) : ''
  const judged = layout.judged
  const cells = layout.separateBase
    ? [baseText(row.cells[0]), cellText(row.cells[0], true)]
    : judged
      ? row.cells.flatMap((c) => VIEWS.map((v) => viewText(c, v, judged)))
      : row.cells.map((c) => cellText(c, false))
  return tableRow([MARKS[row.mark].icon, query, toolCell(row), ...cells])
}

/** The edit src/advice verified (re-ranked on the edited catalog), or why no edit is enough. */
function adviceText(advice: Advice): string {
  if ('unreachable' in advice) return `**No description edit is enough:** ${escapeText(advice.reason, 500)}`
  const edits = advice.edits.map((e) => {
    const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)'
    return `add ${e.add.map((w) => code(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`
  })
  return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it: ${rank(advice.projectedRank)}.`
}

function termDelta(d: TermDelta): string {
  const diff = d.after - d.before
  return `${code(d.term, 40)} ${d.field} ${diff > 0 ? '+' : '−'}${formatScore(Math.abs(diff))}`
}

/** Who overtook the tool in this PR, and with which words (src/advice blame). */
function blameLines(b: Blame): string[] {
  const lines: string[] = []
  if (b.own.length) lines.push('', `Its own points changed: ${b.own.slice(0, 6).map(termDelta).join(', ')}.`)
  if (b.gainers.length === 0) return lines
  lines.push('', 'Overtaken in this PR by:', '')
  for (const g of b.gainers.slice(0, 8)) {
    const why = g.added ? 'a new tool' : g.deltas.length ? g.deltas.slice(0, 4).map(termDelta).join(', ') : 'unchanged; it moved ahead as this tool lost points'
    lines.push(`- ${toolLabel(g.tool)} ${g.added ? '' : `${g.base ? rank(g.base.rank) : 'unranked'} → `}${rank(g.head.rank)}: ${why}`)
  }
  if (b.gainers.length > 8) lines.push(`- and ${b.gainers.length - 8} more`)
  return lines
}

/** The ranking that explains a failing row: the cut, and the expected tool where it landed. */
function whyBlock(q: QueryResult, cell: Cell): string | undefined {
  const { result: r, expectation: failing } = cell
  if (!failing || failing.alwaysLoaded || r.scored === 0) return undefined
  const title =
    failing.kind === 'forbid'
      ? `Why ${code(failing.ref, 80)} is in the top ${r.maxResults}`
      : cell.change?.change === 'regression'
        ? `Why ${code(failing.ref, 80)} dropped from ${rank(cell.change.baseRank)} to ${rank(failing.rank)}`
        : failing.rank === null
        ? `Why ${code(failing.ref, 80)} is not found`
        : `Why ${code(failing.ref, 80)} ranks ${rank(failing.rank)}`
  const lines = [`<details><summary>${title} for ${code(q.query, 80)} (${escapeText(r.engine, 40)})</summary>`, '']
  lines.push(tableRow(['rank', 'tool and where its points come from', 'score']), tableRow(['--:', '---', '--:']))
  const top = r.ranking.filter((t) => t.rank <= Math.max(r.maxResults, 5))
  const target = r.ranking.find((t) => t.tool === failing.tool)
  const shown = target && !top.includes(target) ? [...top, target] : top
  for (const t of shown) {
    if (t === target && t.rank > top.length + 1) lines.push(tableRow(['', '…', '']))
    const own = r.clientNames?.[t.tool]
    const label = own ? `${toolLabel(t.tool)} <sub>(${escapeText(r.engine, 40)} calls it ${code(own, 80)})</sub>` : toolLabel(t.tool)
    const name = t.tool === failing.tool ? `**${label}**` : label
    const points = t.breakdown.length > 0 ? `<br><sub>${explainBreakdown(t.breakdown, (term) => code(term, 40))}</sub>` : ''
    lines.push(tableRow([String(t.rank), name + points, formatScore(t.score)]))
    if (t.rank === r.maxResults && r.scored > r.maxResults) lines.push(tableRow(['', `✂️ the client returns the top ${r.maxResults}`, '']))
  }
  if (cell.change?.change === 'regression') {
    lines.push('', `On the base commit ${code(failing.ref, 80)} ranked ${rank(cell.change.baseRank)} with ${formatScore(cell.change.baseScore ?? 0)} points; now ${rank(failing.rank)} with ${formatScore(failing.score ?? 0)}.`)
    const blamed = cell.change.blame
    if (blamed) lines.push(...blameLines(blamed))
  }
  if (failing.rank === null) lines.push('', `${code(failing.ref, 80)} scored nothing for this query: no query term matches its name, description or search hint.`)
  // One by one: a report read back (the fork recipe) may list any number of crowding tools.
  for (const line of crowdLines(failing)) lines.push(line)
  if (failing.advice) lines.push('', adviceText(failing.advice))
  lines.push('', '</details>')
  return lines.join('\n')
}

/** The neighbours' tools that outrank an expected tool, with the words that score them; and what it ranks alone. */
function crowdLines(e: ExpectationResult): string[] {
  const n = e.neighbours
  if (!n?.crowdedBy) return []
  const alone = n.alone.pass ? `Alone (your servers only) it ranks ${rank(n.alone.rank)} and passes.` : `Alone (your servers only) it ranks ${rank(n.alone.rank)}.`
  return ['', `${alone} With the neighbours connected, these of their tools rank above it:`, '', ...n.crowdedBy.map((c) => `- ${rank(c.rank)} ${crowdingText(c, code)}`)]
}

function enginesSummary(evaluation: Evaluation): string {
  const cuts = new Set(evaluation.queries.flatMap((q) => Object.values(q.engines).map((r) => r.maxResults)))
  const parts = evaluation.engines.map((e) => {
    // Known failures are counted apart, as in the headline.
    const judged = evaluation.queries
      .map((q) => q.engines[e.id])
      .filter((r): r is QueryEngineResult => r !== undefined && r.expectations.length > 0 && r.status !== 'known-failure')
    const passed = judged.filter((r) => r.pass).length
    const cut = cuts.size > 1 ? ` (top ${judged[0]?.maxResults ?? e.defaultMaxResults})` : ''
    return `${engineLabel(e.id)} ${passed}/${judged.length}${cut}`
  })
  if (cuts.size === 1) parts.push(`top ${[...cuts][0]}`)
  return parts.join(' · ')
}

/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(input: RenderInput): string {
  const b = input.review.baseline
  if (!b) return ''
  if (b.source === 'none') {
    const note = `${b.warning ? '⚠️ ' : ''}No baseline: ${escapeText(b.reason, 600)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`
    return b.details?.length ? `${note}\n\n${preformatted(b.details, 20)}` : note
  }
  const lines: string[] = []
  const c = b.catalog
  const names = (ids: string[]): string => ids.slice(0, 5).map(toolLabel).join(', ') + (ids.length > 5 ? ` +${ids.length - 5}` : '')
  if (c.added.length) lines.push(`- ${plural(c.added.length, 'tool')} added: ${names(c.added)}`)
  if (c.removed.length) lines.push(`- ${plural(c.removed.length, 'tool')} removed: ${names(c.removed)}`)
  if (c.renamed.length) lines.push(`- renamed: ${c.renamed.slice(0, 5).map((r) => `${toolLabel(r.from)} → ${toolLabel(r.to)}`).join(', ')}`)
  if (c.descriptionChanged.length) lines.push(`- ${plural(c.descriptionChanged.length, 'description')} changed: ${names(c.descriptionChanged)}`)
  if (c.schemaChanged.length) lines.push(`- ${plural(c.schemaChanged.length, 'input schema')} changed: ${names(c.schemaChanged)}`)
  if (b.newQueries.length) lines.push(`- ${plural(b.newQueries.length, 'new query', 'new queries')}: ${b.newQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`)
  if (b.removedQueries.length) lines.push(`- ${plural(b.removedQueries.length, 'removed query', 'removed queries')}: ${b.removedQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`)
  for (const r of b.resultChanges.slice(0, 5)) lines.push(`- results of ${code(r.query, 60)} changed under ${engineLabel(r.engine)}: ${r.head.slice(0, 3).map(toolLabel).join(', ') || 'nothing'}`)
  return lines.length ? folded(`Changes in this PR (${lines.length})`, lines.join('\n'), false) : ''
}

function headline(input: RenderInput, rows: Row[], attention: boolean): string {
  const { evaluation, findings } = input.review
  const baseline = diffOf(input.review)
  const t = input.review.verdict.tally
  const s = evaluation.summary
  const count = (m: Mark): number => new Set(rows.filter((r) => r.mark === m).map((r) => r.query)).size
  const lintErrors = (findings ?? []).filter((f) => f.severity === 'error').length
  const stats = [`**${plural(s.queries, 'query', 'queries')}**`, `${formatCount(s.passed)} pass`]
  if (s.failed > 0) stats.push(`**${formatCount(s.failed)} fail**`)
  if (s.knownFailures > 0) stats.push(plural(s.knownFailures, 'known failure'))
  if (s.reportOnly > 0) stats.push(`${formatCount(s.reportOnly)} without expectations`)
  const engines = enginesSummary(evaluation)
  const counts = evaluation.neighbours ? ` · ${passCountsText(evaluation.neighbours)}` : ''
  if (!attention) {
    const judged = s.queries - s.reportOnly - s.knownFailures
    const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${passCountsText(evaluation.neighbours)}` : `${formatCount(s.passed)}/${formatCount(judged)} queries pass`
    const extra = [s.knownFailures > 0 ? plural(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${formatCount(s.reportOnly)} without expectations` : ''].filter(Boolean)
    return `✅ **MCP tool search:** ${verdict}${extra.length ? ` (${extra.join(', ')})` : ''}${baseline ? ' · no rank changes' : ''} · ${engines}`
  }
  const acceptedBy = input.review.verdict.acceptedBy
  const accepted = acceptedBy !== undefined && t.regressions > 0
  const title: string[] = []
  if (t.regressions > 0) title.push(plural(t.regressions, accepted ? 'accepted regression' : 'regression'))
  if (t.missing > 0) title.push(`${t.missing} missing`)
  if (count('rejected') > 0 && s.failed === 0) title.push(`${count('rejected')} rejected`)
  if (lintErrors > 0) title.push(plural(lintErrors, 'lint error'))
  const relaxed = (baseline?.expectations ?? []).filter((c) => c.relaxes).length
  const edited = (baseline?.expectations ?? []).length
  if (relaxed > 0) title.push(`${plural(relaxed, 'expectation')} relaxed`)
  else if (edited > 0) title.push(`${plural(edited, 'expectation')} changed`)
  if (count('fragile') > 0) title.push(`${count('fragile')} fragile`)
  if (count('fixed') > 0) title.push(`${count('fixed')} fixed`)
  if (t.shifts > 0) title.push(plural(t.shifts, 'shift'))
  if (t.improvements > 0) title.push(plural(t.improvements, 'improvement'))
  const head = `### MCP tool search: ${title.join(', ') || 'needs a look'}${counts}\n\n${stats.join(' · ')} · ${engines}`
  if (!accepted) return head
  const note = `${plural(t.regressions, 'regression')} accepted by the label ${code(acceptedBy ?? '', 100)}: reported, not failing the check (☑️ below).`
  return `${head}\n\n> [!WARNING]\n> ${note}`
}

function footer(input: RenderInput): string {
  const { context } = input
  const { evaluation } = input.review
  const baseline = diffOf(input.review)
  const parts = evaluation.engines.map((e: EngineInfo) => `${engineLabel(e.id)} = ${escapeText(e.client, 80)} ${escapeText(e.versions, 80)}${e.exact ? '' : ' (approximate)'}`)
  parts.push(`${plural(evaluation.toolCount, 'tool')} from ${plural(evaluation.servers.length, 'server')}`)
  if (evaluation.neighbours) parts.push(neighboursLine(evaluation.neighbours, code))
  parts.push(`manifest ${code(context.manifest, 200)}`)
  if (baseline) parts.push(escapeText(baselineOrigin(baseline), 200).replace(/^base ([0-9a-f]{7})/, (_, sha: string) => `base ${code(sha)}`))
  if (context.commit) parts.push(`${baseline ? 'head ' : 'commit '}${code(context.commit.slice(0, 7))}`)
  if (context.run) parts.push(`[${escapeText(context.run.label, 60)}](${context.run.url})`)
  parts.push(`mcp-tool-rank${context.version ? ` ${escapeText(context.version, 20)}` : ''}`)
  return `<sub>${parts.join(' · ')}</sub>`
}

const SEVERITY_ICON: Record<Finding['severity'], string> = { error: '❌', warning: '⚠️', info: 'ℹ️' }
const SEVERITY_ORDER: Record<Finding['severity'], number> = { error: 0, warning: 1, info: 2 }

/** A table or list that may lose rows from its end to fit the length limit. */
interface Section {
  rows: string[]
  kept: number
  render(rows: string[], omitted: number): string
}

function section(rows: string[], render: (rows: string[], omitted: number) => string): Section {
  return { rows, kept: rows.length, render }
}

/** The body of a folded section whose every row was cut for length: a table of headings alone says nothing. */
const LEFT_OUT = '_Every row left out for length; see the note below._'

function folded(summary: string, body: string, open: boolean): string {
  return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
export function renderMarkdown(input: RenderInput, options: RenderOptions): string {
  const { context, review } = input
  const { evaluation } = review
  const summaryMode = options.mode === 'summary'
  const unit = options.unit ?? 'characters'
  const measure = unit === 'bytes' ? (t: string): number => Buffer.byteLength(t) : (t: string): number => t.length
  const diff = diffOf(review)
  const layout = layoutOf(evaluation, diff)
  const rows = review.rows
  const urgent = rows.filter((r) => ATTENTION.includes(r.mark)).sort((a, b) => ATTENTION.indexOf(a.mark) - ATTENTION.indexOf(b.mark))
  const lintErrors = review.findings.some((f) => f.severity === 'error')
  const attention = urgent.length > 0 || lintErrors || (diff?.regressions ?? 0) > 0 || (diff?.expectations ?? []).length > 0

  const attentionSection = section(
    urgent.map((r) => renderRow(r, layout, context, true)),
    // The legend tells the marks of the rows shown, not of those cut for length.
    (kept) => (kept.length ? `${[...layout.head, ...kept].join('\n')}\n\n${legend(urgent.slice(0, kept.length))}` : '')
  )
  const findings = [...review.findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
  const findingsSection = section(
    findings.map((f) => tableRow([SEVERITY_ICON[f.severity], f.tool ? code(`${f.server}/${f.tool}`, 100) : code(f.server, 60), `${code(f.rule, 60)} ${escapeText(f.message, 300)}`])),
    (kept, omitted) => {
      if (kept.length === 0 && omitted === 0) return ''
      const errors = findings.filter((f) => f.severity === 'error').length
      const title = `Findings (${findings.length}${errors ? `, ${plural(errors, 'error')}` : ''})`
      return folded(title, kept.length ? [tableRow(['', 'tool', 'finding']), tableRow([':-:', '---', '---']), ...kept].join('\n') : LEFT_OUT, summaryMode)
    }
  )
  const changedExpectations = diff?.expectations ?? []
  const expectationsSection = section(expectationRows(changedExpectations, context.manifestUrl), (kept) =>
    kept.length ? [...expectationsHead(changedExpectations), ...kept].join('\n') : ''
  )
  const whySection = section(
    urgent
      .filter((r) => r.mark === 'fail' || r.mark === 'regressed' || r.mark === 'accepted')
      .flatMap((r) => r.cells.filter((c): c is Cell => c !== undefined && (c.change?.change === 'regression' || (c.expectation !== undefined && !c.expectation.pass))).map((c) => whyBlock(r.query, c)))
      .filter((b): b is string => b !== undefined)
      .slice(0, 10),
    (kept) => kept.join('\n\n')
  )
  let previous: QueryResult | undefined
  const allRows = rows.map((r) => {
    const line = renderRow(r, layout, context, r.query !== previous)
    previous = r.query
    return line
  })
  const allSection = section(allRows, (kept, omitted) => {
    if (kept.length === 0 && omitted === 0) return ''
    return folded(`All ${plural(evaluation.queries.length, 'query', 'queries')}`, kept.length ? [...layout.head, ...kept].join('\n') : LEFT_OUT, summaryMode)
  })
  const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${code(s.name, 60)}: ${escapeText(w, 300)}`))
  const warningsSection = section(warnings, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''))
  // Most important first: rows are dropped from the end of the last section that has any (the
  // full table, server warnings, findings from the infos up, explanations, and last the rows
  // that need attention).
  const sections: Section[] = [attentionSection, expectationsSection, whySection, findingsSection, warningsSection, allSection]

  const head = headline(input, rows, attention)
  const notes = baselineNotes(input)
  const foot = footer(input)
  const shown = (s: Section): string => s.render(s.rows.slice(0, s.kept), s.rows.length - s.kept)
  const assemble = (): string => {
    const omitted = sections.reduce((n, s) => n + s.rows.length - s.kept, 0)
    const notice = omitted
      ? `> [!NOTE]\n> ${plural(omitted, 'row')} not shown, to stay within ${formatCount(options.maxLength)} ${unit}; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
      : ''
    const parts = [head, shown(attentionSection), shown(expectationsSection), shown(whySection), notes, shown(findingsSection), shown(allSection), shown(warningsSection), notice, foot]
    // Lone surrogates (from a server's or a PR's text) become U+FFFD before anything is measured or sent.
    return wellFormed(parts.filter((p) => p !== '').join('\n\n') + '\n')
  }

  let text = assemble()
  // Only when it is too long: drop rows by their length until the estimate (with room for the
  // notice) fits, then check for real (headings and the notice add a little).
  let excess = measure(text) > options.maxLength ? measure(text) - options.maxLength + 200 : 0
  for (let i = sections.length - 1; i >= 0 && excess > 0; ) {
    const target = sections[i]
    if (target.kept === 0) {
      i--
      continue
    }
    target.kept--
    excess -= measure(target.rows[target.kept]) + 1
    if (excess <= 0) {
      text = assemble()
      excess = measure(text) - options.maxLength
    }
  }
  // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
  if (excess > 0) text = assemble()
  if (measure(text) > options.maxLength) text = cutTo(text, options.maxLength, unit)
  return text
}
