/**
 * The comment's tables: one row per query and expectation, one column per engine, so a table is
 * never wider than 3 + engines columns. With neighbours a cell reads `#2 · #7 crowded` (alone ·
 * with neighbours); against a base, `#1→#2` (base → this PR).
 */
import { shortToolName } from '../catalog/sanitize.js'
import { code, escapeText } from './escape-markdown.js'
import { formatScore } from './explain.js'
import { knownFailureNotes, staleMarkNote } from './known-failure.js'
import type { Mark, QueryResult, Review, ReviewCell, ReviewRow } from './review.js'

/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
export function rank(n: number | null): string {
  return n === null ? 'unranked' : `#\u200B${n}`
}

/** `mcp__github__create_issue` as `github/create_issue`, in a code span: shorter on a phone. */
export function toolLabel(id: string): string {
  return code(shortToolName(id), 100)
}

export function engineLabel(id: string): string {
  return code(id, 40)
}

export function tableRow(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`
}

/** Each mark's icon, and the policy's word for it in the legend under a table. */
export const MARK_TEXT: Record<Mark, { icon: string; meaning: string }> = {
  regressed: { icon: '🔻', meaning: 'regression' },
  fail: { icon: '❌', meaning: 'missing' },
  rejected: { icon: '❌', meaning: 'rejected by the client' },
  accepted: { icon: '☑️', meaning: 'accepted regression' },
  fixed: { icon: '⚠️', meaning: 'fixed (remove its mark)' },
  fragile: { icon: '⚠️', meaning: 'fragile (a tie decides it)' },
  shift: { icon: '↕️', meaning: 'shift' },
  improved: { icon: '🔺', meaning: 'improvement' },
  known: { icon: '🔸', meaning: 'known failure' },
  pass: { icon: '✅', meaning: 'pass' },
  info: { icon: '➖', meaning: 'no expectation' }
}

/** The marks of these rows, each once, in the policy's words; with neighbours, how a cell reads. */
export function legend(review: Review, rows: readonly ReviewRow[]): string {
  const marks = [...new Set(rows.map((r) => r.mark))].map((m) => `${MARK_TEXT[m].icon} ${MARK_TEXT[m].meaning}`)
  const cells = review.evaluation.neighbours ? ['a cell: alone · with neighbours (one rank when they agree)'] : []
  if (rows.some((r) => r.cells.some((c) => c?.change?.basePass != null && c.change.direction !== 'same'))) cells.push('#a→#b: base → this PR')
  const notes = new Set(rows.flatMap((r) => r.cells.map((c) => (c?.expectation ? noteOf(c).trim() : ''))))
  for (const [note, meaning] of NOTES) if (notes.has(note)) cells.push(`${note}: ${meaning}`)
  return `<sub>${[...marks, ...cells].join(' · ')}</sub>`
}

/** The words a cell may end with, and what they mean (the legend). */
const NOTES: ReadonlyArray<readonly [string, string]> = [
  ['tie', 'the same score as the tool at the place it needs, listed first'],
  ['crowded', "a neighbour's tool is ahead; alone it passes"],
  ['order', 'holds only because your servers connect before the neighbours']
]

/** What a cell adds after its ranks: the one word a why block explains. */
function noteOf(c: ReviewCell): string {
  const e = c.expectation!
  if (!e.pass) return e.neighbours?.crowdedBy && e.neighbours.alone.pass ? ' crowded' : c.tie ? ' tie' : ''
  if (e.kind === 'expect' && e.neighbours?.orderDependent) return ' order'
  return e.kind === 'expect' && e.fragile ? ' tie at the cut' : ''
}

/** One standing as a cell shows it: `#2`, or failing `**#7** ✗`. */
function standingText(kind: 'expect' | 'forbid', at: number | null, pass: boolean): string {
  if (kind === 'forbid') return pass ? 'not shown' : `**${rank(at)}** ✗ shown`
  return pass ? rank(at) : `**${at === null ? 'not found' : rank(at)}** ✗`
}

/** One engine's cell of a row. */
export function cellText(c: ReviewCell | undefined, review: Review): string {
  if (!c) return ''
  const { result: r, expectation: e, change } = c
  if (!e) {
    if (r.error) return `rejected: ${escapeText(r.error, 120)}`
    const shown = r.results.slice(0, 2).map(toolLabel)
    return shown.length === 0 ? 'nothing found' : `${shown.join(', ')}${r.results.length > 2 ? ` +${r.results.length - 2}` : ''}`
  }
  if (e.alwaysLoaded) return e.kind === 'expect' ? 'always loaded' : '**always loaded** ✗'
  const moved = change !== undefined && change.basePass !== null && change.direction !== 'same' ? `${rank(change.baseRank)}→` : ''
  const judged = `${moved}${standingText(e.kind, e.rank, e.pass)}`
  const n = e.neighbours
  const judge = review.evaluation.neighbours?.judge
  if (!n || !judge) return judged + noteOf(c)
  // The other view, when it differs: alone · with neighbours, in that order.
  const other = judge === 'alone' ? n.withNeighbours : n.alone
  if (other.rank === e.rank && other.pass === e.pass && !n.crowdedBy) return judged + noteOf(c)
  const otherText = standingText(e.kind, other.rank, other.pass).replace(/\*\*/g, '')
  return (judge === 'alone' ? `${judged} · ${otherText}` : `${otherText} · ${judged}`) + noteOf(c)
}

function toolCell(row: ReviewRow): string {
  if (!row.ref) return '<sub>no expectation</sub>'
  const name = `${row.kind === 'forbid' ? 'not ' : ''}${code(row.ref, 100)}`
  const notes = knownFailureNotes(row.query).map((n) => `known failure${n.engine ? ` under ${escapeText(n.engine, 40)}` : ''}: ${escapeText(n.reason, 150)}`)
  const stale = staleMarkNote(row.query)
  if (stale) notes.push(escapeText(stale, 200))
  return notes.length ? `${name}<br><sub>${notes.join('<br>')}</sub>` : name
}

export function queryCell(q: QueryResult, manifestUrl: string | undefined): string {
  const text = code(q.query, 100)
  return manifestUrl ? `[${text}](${manifestUrl}#L${q.line})` : text
}

/** The table's two head lines: the mark, the query, the tool and one column per engine. */
export function tableHead(review: Review): string[] {
  const engines = review.evaluation.engines.map((e) => e.id)
  const columns = engines.length === 1 ? ['rank'] : engines.map(engineLabel)
  return [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...columns.map(() => '---')])]
}

export function tableLine(row: ReviewRow, review: Review, manifestUrl: string | undefined, showQuery: boolean): string {
  return tableRow([MARK_TEXT[row.mark].icon, showQuery ? queryCell(row.query, manifestUrl) : '', toolCell(row), ...row.cells.map((c) => cellText(c, review))])
}

/** `tied at 18` for a listing-order tie, for the why block's title. */
export function tieWords(score: number): string {
  return `tied at ${formatScore(score)}`
}
