import { describeBlame } from './advice-text.js'
import type { BaselineDiff, Change, RankChange, Review, Tally } from './review.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { plural } from '../util/plural.js'
import { shortToolName } from '../catalog/sanitize.js'
import { editText, hiddenText } from './expectations-text.js'
import { fit, together } from '../util/fit.js'
import { groupBy } from '../util/group-by.js'

/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
export function rankText(rank: number | null): string {
  return rank === null ? '–' : `#${rank}`
}


/** Where an expectation has to be: "the top 5", or "rank 2" for a `rank:` tighter than the cut. */
function place(row: RankChange): string {
  return row.kind === 'expect' && row.within < row.maxResults ? `rank ${row.within}` : `the top ${row.maxResults}`
}

/** What a change means for the user, after its ranks: "fell out of the top 5", "still in the top 5" … */
export function changeNote(row: RankChange): string {
  const expect = row.kind === 'expect'
  switch (row.change) {
    case 'regression':
      if (!expect) return `entered ${place(row)}`
      return row.crossed === 'fell-out' ? `fell out of ${place(row)}` : `no longer within ${place(row)}`
    case 'shift':
      return expect ? `still within ${place(row)}` : `still outside ${place(row)}`
    case 'improvement':
      return expect ? `now within ${place(row)}` : `left ${place(row)}`
    case 'missing':
      return row.basePass === null ? '' : 'failing on the base commit too'
    case 'known-failure':
      return 'known failure'
    default:
      return ''
  }
}

/** `1 regression, 2 shifts, 0 improvements` (and `, 1 missing` when there is one): the review's tally, per expectation and engine. */
export function changeCounts(tally: Tally): string {
  const parts = [plural(tally.regressions, 'regression'), plural(tally.shifts, 'shift'), plural(tally.improvements, 'improvement')]
  if (tally.missing > 0) parts.push(`${tally.missing} missing`)
  return parts.join(', ')
}

/** The rows worth listing under the base line, most urgent first: a missing row only when the base ranked it too. */
export function listedChanges(diff: BaselineDiff): RankChange[] {
  const order: Change[] = ['regression', 'missing', 'shift', 'improvement']
  return order.flatMap((c) => diff.rows.filter((r) => r.change === c && (c !== 'missing' || r.basePass !== null)))
}

/** The listed changes in runs of one query, expectation, change and rank move that differ only by engine: one line each. */
function sameChanges(rows: readonly RankChange[]): RankChange[][] {
  const key = (r: RankChange): string => JSON.stringify([r.change, r.line, r.query, r.kind, r.ref, r.baseRank, r.headRank, changeNote(r)])
  return [...groupBy(rows, key).values()]
}

/** Where the base side came from: `base a1b2c3d from its lock file`. */
export function baselineSource(diff: BaselineDiff): string {
  return `base ${diff.baseSha.slice(0, 7)} ${diff.source === 'lock' ? 'from its lock file' : 'from a worktree'}`
}

/** What ranking the base side cost (it changes from run to run): `no server started, 12 ms`. */
export function baselineCost(diff: BaselineDiff): string {
  if (diff.source === 'lock') return `no server started, ${diff.cost.totalMs} ms`
  const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : ''
  return `${plural(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all`
}

export function baselineOrigin(diff: BaselineDiff): string {
  return `${baselineSource(diff)} (${baselineCost(diff)})`
}

/** The columns of a diff row's mark: `  ▼ regression   `. */
const MARK_WIDTH = 17

export interface DiffTextOptions {
  /** The terminal's width: lines are broken at spaces to fit it (default: not broken). */
  columns?: number
  /** Under each regression, the tools and words that overtook it. */
  explain?: boolean
}

/** The review's base-branch diff for the terminal: what moved, newest facts first ('' without a base side). */
export function diffTerminal(review: Review, style: Style, options: DiffTextOptions = {}): string {
  const { baseline } = review
  if (!baseline) return ''
  const width = options.columns ?? Infinity
  const out: string[] = []
  const put = (text: string, paint: (t: string) => string = (t) => t, indent = 4): void => {
    for (const line of fit(text, width, indent)) out.push(paint(line))
  }
  if (baseline.source === 'none') {
    const line = `no baseline: ${plainText(baseline.reason, 600)}`
    put(baseline.warning ? `warning: ${line}` : line, baseline.warning ? style.yellow : style.dim, 2)
    for (const l of baseline.details ?? []) put(`  ${plainText(l, 500)}`, style.dim)
    return out.join('\n') + '\n'
  }
  put(`${baselineOrigin(baseline)}: ${changeCounts(review.verdict.tally)}`, style.bold, 2)
  const marks: Partial<Record<Change, string>> = {
    regression: style.red('▼ regression '),
    missing: style.red('✗ missing    '),
    shift: style.yellow('↕ shift      '),
    improvement: style.green('▲ improvement')
  }
  let unexplained = false
  for (const group of sameChanges(listedChanges(baseline))) {
    const [r] = group
    const note = changeNote(r)
    const tool = `${r.kind === 'forbid' ? 'not ' : ''}${plainText(r.ref, 50)}`
    const engines = group.map((g) => g.engine).join(', ')
    // Wrapped beside its mark: the lines after the first start under the query.
    const lines = fit(`${plainText(r.query, 40)}  ${tool}  ${engines}  ${together(`${rankText(r.baseRank)} → ${rankText(r.headRank)}`)}${note ? `  ${note}` : ''}`, width - MARK_WIDTH, 0)
    lines.forEach((l, i) => out.push(i === 0 ? `  ${marks[r.change]}  ${l}` : `${' '.repeat(MARK_WIDTH)}${l}`))
    const blamed = group.filter((g) => g.blame)
    if (blamed.length === 0) continue
    if (!options.explain) {
      unexplained = true
      continue
    }
    const blames = blamed.map((g) => describeBlame(g.blame!).slice(1, 7).map((l) => plainText(l.trim(), 200)))
    // One account when every engine blames alike, else one per engine.
    const alike = blames.every((b) => b.join('\n') === blames[0].join('\n'))
    for (const [i, lines] of (alike ? blames.slice(0, 1) : blames).entries()) for (const l of lines) put(`    ${alike ? '' : `${blamed[i].engine}: `}${l}`, style.dim, 6)
  }
  if (unexplained) put('  (--explain: the tools that overtook each regression, and the words that moved them)', style.dim)
  const edited = baseline.expectations ?? []
  if (edited.length) out.push(`  expectations changed in this PR (${edited.filter((c) => c.relaxes).length} relaxed):`)
  const f = { code: (t: string) => plainText(t, 60), text: (t: string) => `"${plainText(t, 120)}"`, rank: rankText }
  for (const c of edited) {
    const query = c.query === null ? 'the manifest' : `"${plainText(c.query, 40)}"${c.side === 'base' ? ' (removed)' : ''}`
    put(`    ${c.relaxes ? 'relaxed' : 'changed'}  ${query}: ${c.edits.map((e) => editText(e, f)).join('; ')}`, c.relaxes ? style.yellow : (t) => t, 6)
    if (c.unrankable) put(`      not ranked now: ${plainText(c.unrankable, 200)}`, style.dim, 8)
    for (const h of c.hidden) put(`      ${hiddenText(h, f)}`, h.pass ? style.dim : style.yellow, 8)
  }
  for (const c of baseline.resultChanges) put(`  ~ ${plainText(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`, style.dim)
  if (baseline.newQueries.length) put(`  new queries: ${baseline.newQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`, style.dim)
  if (baseline.removedQueries.length) put(`  removed queries: ${baseline.removedQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`, style.dim)
  const c = baseline.catalog
  const parts = [
    c.added.length ? `${plural(c.added.length, 'tool')} added` : '',
    c.removed.length ? `${c.removed.length} removed` : '',
    c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${plainText(shortToolName(r.from), 60)} → ${plainText(shortToolName(r.to), 60)}`).join(', ')})` : '',
    c.descriptionChanged.length ? `${plural(c.descriptionChanged.length, 'description')} changed` : '',
    c.schemaChanged.length ? `${plural(c.schemaChanged.length, 'schema')} changed` : ''
  ].filter(Boolean)
  if (parts.length) put(`  catalog: ${parts.join(', ')}`, style.dim)
  return out.join('\n') + '\n'
}
