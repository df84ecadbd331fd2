import { describeBlame } from './advice-text.js'
import type { Baseline, BaselineDiff, RankChange } from '../baseline/types.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { plural } from '../util/plural.js'

/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
export function rankText(rank: number | null): string {
  return rank === null ? '–' : `#${rank}`
}


/** "fell out of the top 5", "still found", "got into the top 5" … */
export function movementNote(row: RankChange): string {
  if (row.crossed === 'fell-out') return `fell out of the top ${row.maxResults}`
  if (row.crossed === 'entered') return `got into the top ${row.maxResults}`
  if (row.movement === 'regressed') return row.headFound ? 'still found' : 'still not found'
  if (row.movement === 'improved') return row.headFound ? 'found' : `still outside the top ${row.maxResults}`
  return ''
}

export function baselineOrigin(diff: BaselineDiff): string {
  const sha = diff.baseSha.slice(0, 7)
  if (diff.source === 'lock') return `base ${sha} from its lock file (no server started, ${diff.cost.totalMs} ms)`
  const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : ''
  return `base ${sha} from a worktree (${plural(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all)`
}

/** The base-branch diff for the terminal: what moved, newest facts first. */
export function diffTerminal(baseline: Baseline, style: Style): string {
  if (baseline.source === 'none') {
    const line = `no baseline: ${plainText(baseline.reason, 300)}`
    return (baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n'
  }
  const out: string[] = []
  const head = `${baselineOrigin(baseline)}: ${plural(baseline.regressions, 'regression')}, ${plural(baseline.improvements, 'improvement')}`
  out.push(style.bold(head))
  const moved = [...baseline.rows.filter((r) => r.movement === 'regressed'), ...baseline.rows.filter((r) => r.movement === 'improved')]
  for (const r of moved) {
    const arrow = r.movement === 'regressed' ? style.red('▼') : style.green('▲')
    const note = movementNote(r)
    out.push(`  ${arrow} ${plainText(r.query, 40)}  ${plainText(r.ref, 50)}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`)
    if (r.blame) for (const line of describeBlame(r.blame).slice(1, 7)) out.push(style.dim(`    ${plainText(line.trim(), 200)}`))
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
    c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${plainText(r.from, 60)} → ${plainText(r.to, 60)}`).join(', ')})` : '',
    c.descriptionChanged.length ? `${plural(c.descriptionChanged.length, 'description')} changed` : '',
    c.schemaChanged.length ? `${plural(c.schemaChanged.length, 'schema')} changed` : ''
  ].filter(Boolean)
  if (parts.length) out.push(style.dim(`  catalog: ${parts.join(', ')}`))
  return out.join('\n') + '\n'
}
