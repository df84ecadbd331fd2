import { describeAdvice } from './advice-text.js'
import { deferralLine } from './deferral-text.js'
import { findingsSummary } from './findings-text.js'
import { unverifiedNote, type CatalogServer, type EngineInfo, type ExpectationResult, type QueryEngineResult, type QueryResult, type Review } from './review.js'
import { rankText } from './diff-text.js'
import { formatCount, plural } from '../util/plural.js'
import { knownFailureNotes, staleMarkNote } from './known-failure.js'
import { plainText } from '../util/sanitize-text.js'
import { crowdingText, judgedView, neighboursLine, orderDependenceText, passCountsText, standingIn, VIEW_LABEL, VIEWS, type View } from './neighbours-text.js'
import type { Style } from '../util/style.js'
import { REPORT_ONLY_SHOWN, wordingAdviceText, wordingLines, wordingText } from './wording-text.js'

function serverLine(servers: readonly CatalogServer[], total: number): string {
  const parts = servers.map((s) => `${plainText(s.name, 60)} (${s.source}, ${plural(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`)
  return `servers: ${parts.join(' · ')} — ${plural(total, 'tool')}`
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

function why(e: ExpectationResult, r: QueryEngineResult, answered: boolean): string {
  const name = plainText(e.ref, 80)
  if (e.kind === 'forbid') return `${name} must not be in the top ${r.maxResults}, but ranks ${rankText(e.rank)}`
  const at = e.rank !== null ? `ranks ${rankText(e.rank)}` : answered ? "is not among the server's answers" : 'does not score at all'
  return `${name} ${at}; needs ≤ ${e.within}${e.fragile ? ' (tied at the cut)' : ''}`
}

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

/**
 * The check report: one row per expectation, one rank column per engine, then the reasons
 * for each failure with its manifest line.
 */
export function terminalReport(review: Review, style: Style): string {
  const { evaluation, manifest: manifestFile, findings } = review
  const out: string[] = []
  out.push(style.bold(`mcp-tool-rank · ${manifestFile}`))
  out.push(serverLine(evaluation.servers, evaluation.toolCount))
  out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`)
  for (const e of evaluation.engines) {
    const warning = unverifiedWarning(e, style)
    if (warning) out.push(warning)
  }
  const neighbours = evaluation.neighbours
  if (neighbours) out.push(neighboursLine(neighbours, (t, max) => plainText(t, max)))
  for (const [engine, d] of Object.entries(evaluation.deferral ?? {})) out.push(`deferral: ${deferralLine(plainText(engine, 60), d, plainText, plainText)}`)
  for (const s of evaluation.servers) for (const w of s.warnings) out.push(style.yellow(`warning: ${plainText(s.name, 60)}: ${plainText(w)}`))
  for (const w of evaluation.manifestWarnings ?? []) out.push(style.yellow(`warning: ${plainText(manifestFile, 200)}:${w.line}:${w.col}: ${plainText(w.message, 400)}`))
  out.push('')

  const engines = evaluation.engines.map((e) => e.id)
  // With neighbours, each engine has a column alone and one with them.
  const judged = neighbours ? judgedView(neighbours) : undefined
  const columns: Array<{ id: string; view?: View; label: string }> = engines.flatMap((id) => (judged ? VIEWS.map((view) => ({ id, view, label: `${id} ${VIEW_LABEL[view]}` })) : [{ id, label: id }]))
  type Row = { mark: string; query: string; tool: string; cells: ReturnType<typeof cell>[]; note?: string }
  const rows: Row[] = []
  for (const q of evaluation.queries) {
    const results = Object.values(q.engines)
    const expectations = results[0]?.expectations ?? []
    const query = plainText(q.query, 40) || '(empty)'
    if (expectations.length === 0) {
      // Each engine's top places, labelled with the engine when there are several.
      const top = results
        .map((r) => {
          const label = results.length > 1 ? `${r.engine} ` : ''
          return r.error ? `${label}rejects it: ${plainText(r.error, 80)}` : `${label}top: ${r.results.slice(0, 3).map((t) => plainText(t, 60)).join(', ') || '(nothing)'}`
        })
        .join(' · ')
      rows.push({ mark: statusMark(q, style), query, tool: '', cells: [], note: style.dim(top) })
      continue
    }
    expectations.forEach(({ kind, ref }, i) => {
      const byEngine = columns.map(({ id, view }) => {
        const e = q.engines[id]?.expectations.find((x) => x.kind === kind && x.ref === ref)
        return view && judged ? viewCell(e, view, judged) : cell(e)
      })
      rows.push({
        mark: i === 0 ? statusMark(q, style) : ' ',
        query: i === 0 ? query : '',
        tool: `${kind === 'forbid' ? 'not ' : ''}${plainText(ref, 50)}`,
        cells: byEngine
      })
    })
  }
  // Folded, not spread: Math.max(...rows) overflows the stack at about 125,000 rows.
  const widest = (least: number, width: (r: (typeof rows)[number]) => number): number => rows.reduce((w, r) => Math.max(w, width(r)), least)
  const wQuery = widest(5, (r) => r.query.length)
  const wTool = widest(4, (r) => r.tool.length)
  const wCells = columns.map((c, i) => widest(c.label.length, (r) => r.cells[i]?.text.length ?? 0))
  out.push(style.dim(`  ${'query'.padEnd(wQuery)}  ${'tool'.padEnd(wTool)}  ${columns.map((c, i) => c.label.padEnd(wCells[i])).join('  ')}`.trimEnd()))
  for (const r of rows) {
    if (r.note !== undefined) {
      out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.note}`)
      continue
    }
    const cells = r.cells.map((c, i) => {
      const text = c.text.padEnd(wCells[i])
      return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text
    })
    out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.tool.padEnd(wTool)}  ${cells.join('  ')}`.trimEnd())
  }

  const answeredBy = new Set(evaluation.engines.filter((e) => e.recordedAnswers).map((e) => e.id))
  const noted = evaluation.queries.filter((q) => Object.values(q.engines).some((r) => r.status === 'fail' || r.status === 'known-failure' || r.status === 'fixed'))
  if (noted.length > 0) out.push('')
  for (const q of noted) {
    const where = `${manifestFile}:${q.line}`
    const stale = staleMarkNote(q)
    if (stale) out.push(style.yellow(`${where}: "${plainText(q.query, 80)}" ${stale}`))
    for (const r of Object.values(q.engines)) {
      if (r.status !== 'fail' && r.status !== 'known-failure') continue
      for (const e of r.expectations.filter((x) => !x.pass)) {
        const line = `${where}: "${plainText(q.query, 80)}" under ${r.engine}: ${why(e, r, answeredBy.has(r.engine))}`
        out.push(r.status === 'fail' ? style.red(line) : style.dim(line))
        if (e.advice) out.push(style.dim(`  → ${plainText(describeAdvice(e.advice), 400)}`))
        const crowd = e.neighbours?.crowdedBy
        if (crowd) out.push(style.dim(`  crowded out by neighbours: ${crowd.slice(0, 3).map((c) => crowdingText(c, plainQuote, plainText)).join('; ')}${crowd.length > 3 ? '; …' : ''}`))
      }
    }
    for (const note of knownFailureNotes(q)) out.push(style.dim(`  known failure${note.engine ? ` under ${note.engine}` : ''}: ${plainText(note.reason, 160)}`))
  }

  // Passes that only the connect order keeps: one reordering of the client's servers flips them.
  const byOrder = evaluation.queries.flatMap((q) =>
    Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => e.pass && e.neighbours?.orderDependent).map((e) => ({ q, r, e })))
  )
  if (byOrder.length > 0) out.push('')
  for (const { q, r, e } of byOrder) {
    out.push(style.yellow(`${manifestFile}:${q.line}: "${plainText(q.query, 80)}" under ${r.engine}: ${plainText(e.ref, 80)} ${orderDependenceText()}`))
  }

  // Wording: each expectation short of the share asked (`wording:`) in red, then the few least found of those only reported.
  const wording = wordingLines(evaluation, REPORT_ONLY_SHOWN)
  if (wording.lines.length > 0) out.push('')
  for (const { query: q, engine, expectation: e, wording: w } of wording.lines) {
    const line = `${manifestFile}:${q.line}: "${plainText(q.query, 80)}" ${plainText(e.ref, 80)}: ${wordingText(w, engine, (t) => plainQuote(t, 80))}`
    out.push(w.pass ? style.yellow(line) : style.red(line))
    if (w.advice) out.push(style.dim(`  → ${plainText(wordingAdviceText(w.advice, w.total, (t) => plainQuote(t, 80)), 400)}`))
  }
  if (wording.lossy > wording.lines.length) out.push(style.dim(`${wording.lossy - wording.lines.length} more lost a wording: --json writes every wording with its rank`))

  const lint = findingsSummary(findings, manifestFile, style)
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
  out.push(style.bold(`${plural(s.queries, 'query', 'queries')}: ${parts.join(', ')}${neighbours ? ` · ${passCountsText(neighbours)}` : ''}`))
  return out.join('\n') + '\n'
}
