import { describeBlame } from './advice-text.js'
import type { Baseline, BaselineDiff, Change, RankChange } from './review.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { plural } from '../util/plural.js'
import { shortToolName } from '../catalog/sanitize.js'
import { editText, hiddenText } from './expectations-text.js'

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

/** `1 regression, 2 shifts, 0 improvements` (and `, 1 missing` when there is one). */
export function changeCounts(diff: Pick<BaselineDiff, 'regressions' | 'shifts' | 'improvements' | 'missing'>): string {
  const parts = [plural(diff.regressions, 'regression'), plural(diff.shifts, 'shift'), plural(diff.improvements, 'improvement')]
  if (diff.missing > 0) parts.push(`${diff.missing} missing`)
  return parts.join(', ')
}

/** The rows worth listing under the base line, most urgent first: a missing row only when the base ranked it too. */
export function listedChanges(diff: BaselineDiff): RankChange[] {
  const order: Change[] = ['regression', 'missing', 'shift', 'improvement']
  return order.flatMap((c) => diff.rows.filter((r) => r.change === c && (c !== 'missing' || r.basePass !== null)))
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

/** The base-branch diff for the terminal: what moved, newest facts first. */
export function diffTerminal(baseline: Baseline, style: Style): string {
  if (baseline.source === 'none') {
    const line = `no baseline: ${plainText(baseline.reason, 600)}`
    const details = (baseline.details ?? []).map((l) => style.dim(`  ${plainText(l, 500)}`) + '\n')
    return [(baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n', ...details].join('')
  }
  const out: string[] = []
  out.push(style.bold(`${baselineOrigin(baseline)}: ${changeCounts(baseline)}`))
  const marks: Partial<Record<Change, string>> = {
    regression: style.red('▼ regression '),
    missing: style.red('✗ missing    '),
    shift: style.yellow('↕ shift      '),
    improvement: style.green('▲ improvement')
  }
  for (const r of listedChanges(baseline)) {
    const note = changeNote(r)
    const tool = `${r.kind === 'forbid' ? 'not ' : ''}${plainText(r.ref, 50)}`
    out.push(`  ${marks[r.change]}  ${plainText(r.query, 40)}  ${tool}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`)
    if (r.blame) for (const line of describeBlame(r.blame).slice(1, 7)) out.push(style.dim(`    ${plainText(line.trim(), 200)}`))
  }
  const edited = baseline.expectations ?? []
  if (edited.length) out.push(`  expectations changed in this PR (${edited.filter((c) => c.relaxes).length} relaxed):`)
  const f = { code: (t: string) => plainText(t, 60), text: (t: string) => `"${plainText(t, 120)}"`, rank: rankText }
  for (const c of edited) {
    const query = c.query === null ? 'the manifest' : `"${plainText(c.query, 40)}"${c.side === 'base' ? ' (removed)' : ''}`
    const line = `    ${c.relaxes ? 'relaxed' : 'changed'}  ${query}: ${c.edits.map((e) => editText(e, f)).join('; ')}`
    out.push(c.relaxes ? style.yellow(line) : line)
    if (c.unrankable) out.push(style.dim(`      not ranked now: ${plainText(c.unrankable, 200)}`))
    for (const h of c.hidden) out.push(h.pass ? style.dim(`      ${hiddenText(h, f)}`) : style.yellow(`      ${hiddenText(h, f)}`))
  }
  for (const c of baseline.resultChanges) {
    out.push(style.dim(`  ~ ${plainText(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`))
  }
  if (baseline.newQueries.length) out.push(style.dim(`  new queries: ${baseline.newQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`))
  if (baseline.removedQueries.length) out.push(style.dim(`  removed queries: ${baseline.removedQueries.map((q) => `"${plainText(q, 60)}"`).join(', ')}`))
  const c = baseline.catalog
  const parts = [
    c.added.length ? `${plural(c.added.length, 'tool')} added` : '',
    c.removed.length ? `${c.removed.length} removed` : '',
    c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${plainText(shortToolName(r.from), 60)} → ${plainText(shortToolName(r.to), 60)}`).join(', ')})` : '',
    c.descriptionChanged.length ? `${plural(c.descriptionChanged.length, 'description')} changed` : '',
    c.schemaChanged.length ? `${plural(c.schemaChanged.length, 'schema')} changed` : ''
  ].filter(Boolean)
  if (parts.length) out.push(style.dim(`  catalog: ${parts.join(', ')}`))
  return out.join('\n') + '\n'
}
