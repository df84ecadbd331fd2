import { describeAdvice } from './advice-text.js'
import { deferralLine } from './deferral-text.js'
import { findingsSummary } from './findings-text.js'
import { unverifiedNote, type CatalogServer, type EngineInfo, type ExpectationResult, type QueryResult, type Review, type ReviewCell, type ReviewRow } from './review.js'
import { diffTerminal, rankText } from './diff-text.js'
import { formatCount, plural } from '../util/plural.js'
import { knownFailureNotes, staleMarkNote } from './known-failure.js'
import { plainText } from '../util/sanitize-text.js'
import { crowdingText, judgedView, neighboursLine, orderDependenceText, passCountsText, standingIn, VIEWS, type View } from './neighbours-text.js'
import type { Style } from '../util/style.js'
import { fit, padTo, textWidth, together, wrapTo } from '../util/fit.js'
import { formatScore } from './explain.js'
import { groupBy } from '../util/group-by.js'
import { REPORT_ONLY_SHOWN, wordingAdviceText, wordingLines, wordingText } from './wording-text.js'

function serverLine(servers: readonly CatalogServer[], total: number): string {
  const parts = servers.map((s) => `${plainText(s.name, 60)} (${s.source}, ${plural(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`)
  return servers.length > 1 ? `servers: ${parts.join(' · ')} — ${plural(total, 'tool')}` : `server: ${parts.join('')}`
}

/** One engine's verdict on one expectation, as a short table cell. */
function cell(e: ExpectationResult | undefined): { text: string; bad: boolean; warn: boolean } {
  if (!e) return { text: '', bad: false, warn: false }
  if (e.alwaysLoaded) return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false }
  const at = rankText(e.rank)
  if (e.kind === 'forbid') return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false }
  if (!e.pass) return { text: `${at} ✗`, bad: true, warn: false }
  return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile }
}

/** A view's rank with neighbours configured: the judged view as `cell` shows it, the other by its standing. */
function viewCell(e: ExpectationResult | undefined, view: View, judged: View): ReturnType<typeof cell> {
  if (!e || e.alwaysLoaded || !e.neighbours) return cell(e)
  if (view === judged) {
    const c = cell(e)
    return view === 'withNeighbours' && e.neighbours.orderDependent && e.pass ? { text: `${rankText(e.rank)} order`, bad: false, warn: true } : c
  }
  const s = standingIn(e, view)
  if (e.kind === 'forbid') return { text: s.pass ? `${rankText(s.rank)} ok` : `${rankText(s.rank)} ✗`, bad: false, warn: !s.pass }
  return { text: s.pass ? rankText(s.rank) : `${rankText(s.rank)} ✗`, bad: false, warn: !s.pass }
}

const plainQuote = (text: string, max: number): string => `"${plainText(text, max)}"`

function statusMark(q: QueryResult, style: Style): string {
  switch (q.status) {
    case 'pass':
      return style.green('✓')
    case 'fail':
      return style.red('✗')
    case 'known-failure':
      return style.yellow('~')
    case 'fixed':
      return style.yellow('!')
    case 'report-only':
      return style.dim('·')
  }
}

/** The line that says an engine ranks a client version newer than any checked; undefined for the others. */
export function unverifiedWarning(engine: EngineInfo, style: Style): string | undefined {
  const note = unverifiedNote(engine)
  return note && style.yellow(`warning: ${plainText(engine.id, 60)} is ${plainText(note, 120)}`)
}

export interface TerminalOptions {
  /** The terminal's width (default 80): every line fits it, but for a name longer than a line. */
  columns?: number
  /** Also print why each expectation fails: the verified fix, the neighbours ahead, the tools that overtook it. */
  explain?: boolean
}

type FailingCell = ReviewCell & { expectation: ExpectationResult }

/** The cells of a row whose expectation fails (a known failure included): the one line each failing expectation gets. */
function failingCells(row: ReviewRow): FailingCell[] {
  return row.cells.filter((c): c is FailingCell => c?.expectation !== undefined && !c.expectation.pass && (c.result.status === 'fail' || c.result.status === 'known-failure'))
}

/** `#7` or, with neighbours, `#1 · #7`: the rank alone, then with them (one rank when they agree); `answered`: the engine replays the server's own search. */
function ranksOf(e: ExpectationResult, answered: boolean): string {
  // An engine that replays a server's own search has no score for a tool it did not answer with.
  const at = (rank: number | null): string => (rank !== null ? rankText(rank) : answered ? "not among the server's answers" : 'unscored')
  if (!e.neighbours) return at(e.rank)
  const [alone, withThem] = VIEWS.map((v) => at(standingIn(e, v).rank))
  return alone === withThem ? alone : `${alone} · ${withThem}`
}

/** What the expectation needs under one engine: `needs ≤ 5`, `must not be in the top 8`. */
function needOf(c: FailingCell): string {
  return c.expectation.kind === 'forbid' ? `must not be in the top ${c.result.maxResults}` : `needs ≤ ${c.expectation.within}`
}

/** Why a rank misses by a tie, when it does: `tied at 54, listed after`. */
function tieNote(c: FailingCell): string | undefined {
  if (c.expectation.fragile) return 'tied at the cut'
  return c.tie && `tied at ${formatScore(c.tie.score)}, listed after`
}

/**
 * One failing expectation's engines, inline: `needs ≤ 1: #2 under claude-code@2.1 (tied at 54,
 * listed after), #3 · #4 under codex`; with neighbours a rank reads alone · with neighbours.
 * The need is said once when the engines share it.
 */
function ranksInline(cells: readonly FailingCell[], answeredBy: ReadonlySet<string>): string {
  const needs = new Set(cells.map(needOf))
  const shared = needs.size === 1
  const at = (c: FailingCell): string => {
    const notes = [...(shared ? [] : [together(needOf(c))]), ...(tieNote(c) ? [tieNote(c)] : [])]
    return `${together(`${ranksOf(c.expectation, answeredBy.has(c.engine))} under ${c.engine}`)}${notes.length ? ` (${notes.join('; ')})` : ''}`
  }
  const pairs = cells.some((c) => ranksOf(c.expectation, answeredBy.has(c.engine)).includes(' · '))
  return `${shared ? `${together([...needs][0])}: ` : ''}${cells.map(at).join(', ')}${pairs ? ' (alone · with neighbours)' : ''}`
}

/** What `--explain` adds under a failing expectation: the verified fix and the neighbours ahead, each said once for the engines it holds for. */
function explanations(cells: readonly FailingCell[]): string[] {
  const facts = cells.flatMap((c) => {
    const e = c.expectation
    const crowd = e.neighbours?.crowdedBy
    return [
      ...(e.advice ? [{ engine: c.engine, lead: '→ ', text: plainText(describeAdvice(e.advice), 4000) }] : []),
      ...(crowd ? [{ engine: c.engine, lead: 'crowded out by neighbours under ', text: `${crowd.slice(0, 3).map((x) => crowdingText(x, plainQuote, plainText)).join('; ')}${crowd.length > 3 ? '; …' : ''}` }] : [])
    ]
  })
  return [...groupBy(facts, (f) => `${f.lead}\u0000${f.text}`).values()].map((same) => `${same[0].lead}${same.map((f) => f.engine).join(', ')}: ${same[0].text}`)
}

interface TableRow {
  mark: string
  query: string
  tool: string
  cells: Array<ReturnType<typeof cell>>
  /** A query without expectations: what each engine returns, in place of the cells. */
  note?: string
}

/**
 * The table of every expectation in the widest layout that fits: a query column when there is
 * room; else each query on a line of its own above its tools; else, narrower still, each tool's
 * engines on its own wrapped line.
 */
function tableLines(rows: readonly TableRow[], labels: readonly string[], width: number, style: Style): string[] {
  // Folded, not spread: Math.max(...rows) overflows the stack at about 125,000 rows.
  const widest = (least: number, of: (r: TableRow) => number): number => rows.reduce((w, r) => Math.max(w, of(r)), least)
  const wTool = widest(4, (r) => textWidth(r.tool))
  const wCells = labels.map((label, i) => widest(textWidth(label), (r) => (r.cells[i] ? textWidth(r.cells[i].text) : 0)))
  const cellsWidth = wCells.reduce((n, w) => n + w + 2, 0) - 2
  const wQuery = widest(5, (r) => textWidth(r.query))
  const painted = (r: TableRow): string =>
    r.cells
      .map((c, i) => {
        const text = padTo(c.text, wCells[i])
        return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text
      })
      .join('  ')
  const header = (lead: string): string => style.dim(`${lead}${labels.map((l, i) => padTo(l, wCells[i])).join('  ')}`.trimEnd())
  /** A note beside `lead`, wrapped into the columns left of it. */
  const noted = (lead: string, note: string): string[] => wrapTo(note, width - textWidth(lead)).map((l, i) => (i === 0 ? lead : ' '.repeat(textWidth(lead))) + style.dim(l))
  const out: string[] = []
  if (2 + wQuery + 2 + wTool + 2 + cellsWidth <= width) {
    out.push(header(`  ${padTo('query', wQuery)}  ${padTo('tool', wTool)}  `))
    for (const r of rows) {
      const lead = `${r.mark} ${padTo(r.query, wQuery)}  `
      out.push(...(r.note !== undefined ? noted(lead, r.note) : [`${lead}${padTo(r.tool, wTool)}  ${painted(r)}`.trimEnd()]))
    }
    return out
  }
  const grouped = 4 + wTool + 2 + cellsWidth <= width
  if (grouped) out.push(header(`  query, then ${padTo('tool', wTool - 8)}  `))
  for (const r of rows) {
    if (r.query) out.push(...fit(`${r.mark} ${r.query}`, width, 2))
    if (r.note !== undefined) out.push(...noted('    ', r.note))
    else if (grouped) out.push(`    ${padTo(r.tool, wTool)}  ${painted(r)}`.trimEnd())
    else {
      const line = `    ${r.tool}: ${r.cells.map((c, i) => together(`${labels[i]} ${c.text || '–'}`)).join(', ')}`
      const paint = r.cells.some((c) => c.bad) ? style.red : r.cells.some((c) => c.warn) ? style.yellow : (t: string) => t
      out.push(...fit(line, width, 6).map(paint))
    }
  }
  return out
}

/** Failing expectations listed one per line; past that a count (every one is in the table above it and in the JSON). */
export const FAILING_LINES_SHOWN = 1000

/**
 * The check report: a table of every expectation, one rank column per engine, then one line
 * per failing expectation with its engines' ranks inline and its manifest line (why, and the
 * fix, behind `explain`), then the base diff. Every line fits `columns` but for a name longer
 * than a line.
 */
export function terminalReport(review: Review, style: Style, options: TerminalOptions = {}): string {
  const { evaluation, manifest: manifestFile, findings } = review
  const width = options.columns ?? 80
  const out: string[] = []
  const put = (text: string, paint: (t: string) => string = (t) => t, indent = 2): void => {
    for (const line of fit(text, width, indent)) out.push(paint(line))
  }
  put(`mcp-tool-rank · ${manifestFile}`, style.bold)
  put(serverLine(evaluation.servers, evaluation.toolCount))
  put(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`)
  for (const e of evaluation.engines) {
    const warning = unverifiedWarning(e, style)
    if (warning) put(warning)
  }
  const neighbours = evaluation.neighbours
  if (neighbours) put(neighboursLine(neighbours, (t, max) => plainText(t, max)))
  for (const [engine, d] of Object.entries(evaluation.deferral ?? {})) put(`deferral: ${deferralLine(plainText(engine, 60), d, plainText, plainText)}`)
  for (const s of evaluation.servers) for (const w of s.warnings) put(`warning: ${plainText(s.name, 60)}: ${plainText(w)}`, style.yellow)
  for (const w of evaluation.manifestWarnings ?? []) put(`warning: ${plainText(manifestFile, 200)}:${w.line}:${w.col}: ${plainText(w.message, 400)}`, style.yellow)
  out.push('')

  // With neighbours, each engine's cell reads alone · with neighbours (one rank when they agree).
  const judged = neighbours ? judgedView(neighbours) : undefined
  const labels = evaluation.engines.map((e) => e.id)
  const bothViews = (e: ExpectationResult | undefined, j: View): ReturnType<typeof cell> => {
    const [alone, withThem] = VIEWS.map((v) => viewCell(e, v, j))
    const mine = j === 'alone' ? alone : withThem
    return alone.text === withThem.text ? mine : { ...mine, text: `${alone.text} · ${withThem.text}` }
  }
  const rows: TableRow[] = []
  let last: QueryResult | undefined
  for (const row of review.rows) {
    const q = row.query
    const first = q !== last
    last = q
    const query = first ? plainText(q.query, 40) || '(empty)' : ''
    const mark = first ? statusMark(q, style) : ' '
    if (row.ref === undefined) {
      // Each engine's top places, labelled with the engine when there are several.
      const results = row.cells.flatMap((c) => (c ? [c.result] : []))
      const note = results
        .map((r) => {
          const label = results.length > 1 ? `${r.engine} ` : ''
          return r.error ? `${label}rejects it: ${plainText(r.error, 80)}` : `${label}top: ${r.results.slice(0, 3).map((t) => plainText(t, 60)).join(', ') || '(nothing)'}`
        })
        .join(' · ')
      rows.push({ mark, query, tool: '', cells: [], note })
      continue
    }
    const cells = row.cells.map((c) => (judged ? bothViews(c?.expectation, judged) : cell(c?.expectation)))
    rows.push({ mark, query, tool: `${row.kind === 'forbid' ? 'not ' : ''}${plainText(row.ref, 50)}`, cells })
  }
  // One by one, not spread: a spread of 125,000 lines overflows the stack.
  for (const line of tableLines(rows, labels, width, style)) out.push(line)

  // One line per failing expectation, its engines' ranks inline; why and the fix behind --explain.
  const answeredBy = new Set(evaluation.engines.filter((e) => e.recordedAnswers).map((e) => e.id))
  let unexplained = false
  let previous: QueryResult | undefined
  const listed = review.rows.filter((row) => failingCells(row).length > 0 || staleMarkNote(row.query) !== undefined || knownFailureNotes(row.query).length > 0)
  if (listed.length > 0) out.push('')
  for (const row of listed.slice(0, FAILING_LINES_SHOWN)) {
    const q = row.query
    const first = q !== previous
    previous = q
    const where = `${manifestFile}:${q.line}`
    const stale = staleMarkNote(q)
    if (stale && first) put(`${where}: "${plainText(q.query, 80)}" ${stale}`, style.yellow)
    const failing = failingCells(row)
    if (failing.length > 0) {
      const known = failing.every((c) => c.result.status === 'known-failure')
      put(`${where}: "${plainText(q.query, 80)}" ${row.kind === 'forbid' ? 'not ' : ''}${plainText(row.ref ?? '', 80)} ${ranksInline(failing, answeredBy)}`, known ? style.dim : style.red)
      const details = explanations(failing)
      if (options.explain) for (const d of details) put(`  ${d}`, style.dim, 4)
      else if (details.length > 0) unexplained = true
    }
    if (first) for (const note of knownFailureNotes(q)) put(`  known failure${note.engine ? ` under ${note.engine}` : ''}: ${plainText(note.reason, 160)}`, style.dim, 4)
  }
  if (listed.length > FAILING_LINES_SHOWN) put(`… ${formatCount(listed.length - FAILING_LINES_SHOWN)} more failing expectations: --json writes them all`, style.red)
  if (unexplained) put('  (--explain: the verified fix and the neighbours ahead, for each)', style.dim, 4)

  // Passes that only the connect order keeps: one reordering of the client's servers flips them.
  const byOrder = evaluation.queries.flatMap((q) =>
    Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => e.pass && e.neighbours?.orderDependent).map((e) => ({ q, r, e })))
  )
  if (byOrder.length > 0) out.push('')
  for (const { q, r, e } of byOrder) {
    put(`${manifestFile}:${q.line}: "${plainText(q.query, 80)}" under ${r.engine}: ${plainText(e.ref, 80)} ${orderDependenceText()}`, style.yellow)
  }

  // Wording: each expectation short of the share asked (`wording:`) in red, then the few least found of those only reported.
  const wording = wordingLines(evaluation, REPORT_ONLY_SHOWN)
  if (wording.lines.length > 0) out.push('')
  for (const { query: q, engine, expectation: e, wording: w } of wording.lines) {
    const line = `${manifestFile}:${q.line}: "${plainText(q.query, 80)}" ${plainText(e.ref, 80)}: ${wordingText(w, engine, (t) => plainQuote(t, 80))}`
    put(line, w.pass ? style.yellow : style.red)
    if (w.advice) put(`  → ${plainText(wordingAdviceText(w.advice, w.total, (t) => plainQuote(t, 80)), 400)}`, style.dim, 4)
  }
  if (wording.lossy > wording.lines.length) put(`${wording.lossy - wording.lines.length} more lost a wording: --json writes every wording with its rank`, style.dim)

  const lint = findingsSummary(findings, manifestFile, style, (line) => fit(line, width, 4))
  if (lint.length > 0) {
    out.push('')
    for (const line of lint) out.push(line)
  }

  out.push('')
  const s = evaluation.summary
  const parts = [`${formatCount(s.passed)} passed`, s.failed ? style.red(`${formatCount(s.failed)} failed`) : '0 failed']
  if (s.knownFailures) parts.push(plural(s.knownFailures, 'known failure'))
  if (s.reportOnly) parts.push(`${formatCount(s.reportOnly)} without expectations`)
  if (s.fragile) parts.push(style.yellow(`${formatCount(s.fragile)} fragile (tie at the cut)`))
  put(`${plural(s.queries, 'query', 'queries')}: ${parts.join(', ')}${neighbours ? ` · ${passCountsText(neighbours)}` : ''}`, style.bold)
  const diff = diffTerminal(review, style, { columns: width, ...(options.explain ? { explain: true } : {}) })
  return out.join('\n') + '\n' + (diff ? `\n${diff}` : '')
}
