import { STOP_WORDS } from '../util/words.js'
import type { Advice, Blame, TermDelta } from './review.js'
import { shortToolName } from '../catalog/sanitize.js'

/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
export function describeAdvice(advice: Advice, quote: (s: string) => string = (s) => `"${s}"`): string {
  if ('unreachable' in advice) return `no edit of its text reaches the cut${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`
  const parts = advice.edits.map((e) =>
    e.field === 'description'
      ? `start the description of ${shortToolName(e.tool)} with ${quote(e.add.join(' '))}`
      : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${shortToolName(e.tool)}`
  )
  const words = advice.edits.flatMap((e) => e.add)
  const weak = words.every((w) => STOP_WORDS.has(w)) ? ` (only ${words.length === 1 ? 'a stop word reaches' : 'stop words reach'} the cut: the query's other words are already there)` : ''
  return `${parts.join(' and ')} → #${advice.projectedRank}${weak}`
}

function delta(d: TermDelta): string {
  const diff = d.after - d.before
  const n = Number.isInteger(diff) ? String(Math.abs(diff)) : Math.abs(diff).toFixed(2)
  return `"${d.term}" ${d.field} ${diff > 0 ? '+' : '−'}${n}`
}

/** `gitlab/create_issue overtook it (#4 → #2): "issue" description +2` lines. */
export function describeBlame(b: Blame): string[] {
  const lines: string[] = []
  const at = (s: Blame['base']): string => (s ? `#${s.rank}` : 'unranked')
  lines.push(`${shortToolName(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`)
  if (b.own.length) lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`)
  for (const g of b.gainers) {
    const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points'
    lines.push(`  ${shortToolName(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`)
  }
  return lines
}
