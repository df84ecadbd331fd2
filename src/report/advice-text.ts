import type { Advice, AdviceEdit, Blame, EngineCheck, Requirement, TermDelta } from './review.js'
import { shortToolName } from '../catalog/sanitize.js'

/** What the expectation asks, as the object of "reaches": `the top 5`, `#1, as its \`rank: 1\` asks`. */
export function requirementText(r: Requirement | undefined): string {
  if (!r) return 'the cut'
  return r.kind === 'rank' ? `#${r.n}, as its \`rank: ${r.n}\` asks` : `the top ${r.n}`
}

/** `#1 under claude-code@2.1, #5 under codex (still short)`: a change re-ranked under every engine of the query. */
export function engineChecksText(checks: readonly EngineCheck[]): string {
  return checks.map((c) => `${c.rank === null ? 'not ranked' : `#${c.rank}`} under ${c.engine}${c.pass ? '' : ' (still short)'}`).join(', ')
}

/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
export function describeAdvice(advice: Advice, quote: (s: string) => string = (s) => `"${s}"`): string {
  if ('unreachable' in advice) return `no edit of its text reaches ${requirementText(advice.requirement)}${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`
  if ('listing' in advice) {
    const checked = advice.engines?.length ? `; re-ranked: ${engineChecksText(advice.engines)}` : ''
    return (
      `list ${shortToolName(advice.listing.tool)} before ${shortToolName(advice.listing.before)} in the server's tools/list → #${advice.projectedRank}` +
      `${advice.requirement.kind === 'rank' ? `, as its \`rank: ${advice.requirement.n}\` asks` : ''}: the two score the same, and the client keeps equal scores in that order${checked}`
    )
  }
  return `${describeEdits(advice.edits, quote)} → #${advice.projectedRank}`
}

/** `start the description of tracker/add_comment with "comment issue" and add … to the _meta["anthropic/searchHint"] of …`. */
export function describeEdits(edits: readonly AdviceEdit[], quote: (s: string) => string = (s) => `"${s}"`): string {
  return edits
    .map((e) =>
      e.field === 'description'
        ? `start the description of ${shortToolName(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${shortToolName(e.tool)}`
    )
    .join(' and ')
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
