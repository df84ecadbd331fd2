/**
 * The comment's "why" blocks: one per tool and cause (src/report/review.ts, `Cause`), naming
 * every query and engine it explains, instead of one per query × engine. Each shows the tools
 * ahead with only the terms that decide the order, a tie the listing order decides, who
 * overtook the tool in this PR, the neighbours that crowd it, and the verified fix.
 */
import { describeAdvice } from './advice-text.js'
import { code, escapeText } from './escape-markdown.js'
import { formatScore } from './explain.js'
import { rank, tableRow, tieWords, toolLabel } from './markdown-cells.js'
import type { Advice, Blame, Contribution, ExpectationResult, RankedTool, Review, ReviewCell, ReviewRow, TermDelta } from './review.js'

type FailingCell = ReviewCell & { expectation: ExpectationResult; cause: NonNullable<ReviewCell['cause']> }

interface Group {
  cells: Array<{ row: ReviewRow; cell: FailingCell }>
}

/** This PR's failures worth explaining: regressions, and failures the base did not share. */
function explained(row: ReviewRow, c: ReviewCell | undefined): c is FailingCell {
  if (!c?.cause || !c.expectation || row.failingBefore) return false
  const j = c.judgement?.change
  return j === 'regression' || (j === 'missing' && c.change?.basePass !== false)
}

/** The failing cells grouped by cause, in the order of the rows. */
export function causeGroups(review: Review, rows: readonly ReviewRow[]): Group[] {
  const groups = new Map<string, Group>()
  for (const row of rows) {
    for (const cell of row.cells) {
      if (!explained(row, cell)) continue
      const { kind, tool, rival } = cell.cause
      const key = `${kind}\u0000${tool}\u0000${rival ?? ''}`
      const group = groups.get(key) ?? { cells: [] }
      group.cells.push({ row, cell })
      groups.set(key, group)
    }
  }
  return [...groups.values()]
}

/** Points per term, summed over the fields it matched. */
function byTerm(breakdown: readonly Contribution[]): Map<string, number> {
  const out = new Map<string, number>()
  for (const c of breakdown) out.set(c.term, (out.get(c.term) ?? 0) + c.points)
  return out
}

const signed = (n: number): string => `${n > 0 ? '+' : '−'}${formatScore(Math.abs(n))}`

/** The terms on which `tool` scores differently from the expected tool: what decides their order. */
function decidingTerms(tool: RankedTool, expected: ReadonlyMap<string, number>): string {
  const own = byTerm(tool.breakdown)
  const terms = new Set([...own.keys(), ...expected.keys()])
  const diffs = [...terms].map((t) => [t, (own.get(t) ?? 0) - (expected.get(t) ?? 0)] as const).filter(([, d]) => Math.abs(d) > 1e-9)
  diffs.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
  if (diffs.length === 0) return 'the same points for every word'
  return diffs.slice(0, 4).map(([t, d]) => `${code(t, 40)} ${signed(d)}`).join(', ') + (diffs.length > 4 ? ', …' : '')
}

/** The ranking down to the expected tool (the cut's tools, then it), with what decides the order. */
function rankingTable(c: FailingCell, added: ReadonlySet<string>): string[] {
  const r = c.result
  const e = c.expectation
  const own = r.ranking.find((t) => t.tool === e.tool)
  const expected = byTerm(own?.breakdown ?? [])
  const ahead = r.ranking.filter((t) => t.tool !== e.tool && t.rank <= Math.max(e.within, 1) && (e.rank === null || t.rank < e.rank))
  const rows = [...ahead.slice(0, 5), ...(own ? [own] : [])]
  const lines = ['| rank | tool | score | against it |', '| --: | --- | --: | --- |']
  for (const t of rows) {
    const mine = t.tool === e.tool
    const name = `${mine ? `**${toolLabel(t.tool)}**` : toolLabel(t.tool)}${added.has(t.tool) ? ' <sub>new</sub>' : ''}`
    lines.push(tableRow([String(t.rank), name, formatScore(t.score), mine ? '' : decidingTerms(t, expected)]))
  }
  return lines
}

function termDelta(d: TermDelta): string {
  return `${code(d.term, 40)} ${d.field} ${signed(d.after - d.before)}`
}

/** Who overtook the tool in this PR, and with which words (src/advice blame), the first few. */
function blameLines(b: Blame, answered: boolean): string[] {
  const lines: string[] = []
  if (b.own.length) lines.push('', `Its own points changed: ${b.own.slice(0, 4).map(termDelta).join(', ')}.`)
  if (b.gainers.length === 0) return lines
  const shown = b.gainers.slice(0, 4).map((g) => {
    const why = g.added
      ? 'new in this PR'
      : g.deltas.length
        ? g.deltas.slice(0, 3).map(termDelta).join(', ')
        : answered
          ? 'the server now returns it ahead'
          : 'unchanged; it moved ahead as this tool lost points'
    return `${toolLabel(g.tool)} (${why})`
  })
  lines.push('', `Overtaken in this PR by ${shown.join(', ')}${b.gainers.length > 4 ? ` and ${b.gainers.length - 4} more` : ''}.`)
  return lines
}

function adviceText(advice: Advice, engine: string): string {
  if ('unreachable' in advice) return `**No description edit is enough** under ${code(engine, 40)}: ${escapeText(advice.reason, 400)}`
  if ('listing' in advice) return `**Suggested fix** under ${code(engine, 40)}: ${escapeText(describeAdvice(advice), 800)}.`
  const edits = advice.edits.map((e) => {
    const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)'
    return `add ${e.add.map((w) => code(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`
  })
  return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it under ${code(engine, 40)}: ${rank(advice.projectedRank)}.`
}

/** `merge pull request` under claude-code@2.1 #1→#2, codex #4: every query and engine the cause explains. */
function affected(group: Group): string {
  const byQuery = new Map<ReviewRow['query'], string[]>()
  for (const { row, cell } of group.cells) {
    const moved = cell.change && cell.change.basePass !== null ? `${rank(cell.change.baseRank)}→` : ''
    byQuery.set(row.query, [...(byQuery.get(row.query) ?? []), `${code(cell.engine, 40)} ${moved}${rank(cell.expectation.rank)}`])
  }
  return [...byQuery].map(([q, engines]) => `${code(q.query, 100)} under ${engines.join(', ')}`).join('; ')
}

function title(c: FailingCell, answered: boolean): string {
  const e = c.expectation
  const rival = c.cause.rival ? toolLabel(c.cause.rival) : ''
  switch (c.cause.kind) {
    case 'shown':
      return `${toolLabel(e.tool)} is shown, though it must not be`
    case 'unscored':
      return answered ? `${toolLabel(e.tool)} is not among the server's answers` : `${toolLabel(e.tool)} scores nothing`
    case 'overtaken':
      return `${toolLabel(e.tool)} was overtaken by ${rival}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`
    case 'crowded':
      return `${toolLabel(e.tool)} is crowded out by the neighbour ${rival}`
    case 'outranked':
      return `${toolLabel(e.tool)} ranks ${rank(e.rank)}${rival ? ` behind ${rival}` : ''}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`
  }
}

/** Which tools tie with the expected one and come first only by the order they are listed in. */
function tieText(c: FailingCell, score: number, added: ReadonlySet<string>): string {
  const e = c.expectation
  const tied = c.result.ranking.filter((t) => t.tool !== e.tool && t.score === score && e.rank !== null && t.rank < e.rank)
  const names = tied.slice(0, 3).map((t) => toolLabel(t.tool)).join(', ') + (tied.length > 3 ? ` and ${tied.length - 3} more` : '')
  const allNew = tied.length > 0 && tied.every((t) => added.has(t.tool))
  const they = tied.length === 1 ? `${names}${allNew ? ', new in this PR,' : ''} scores ${formatScore(score)} too and is` : `${names}${allNew ? ', new in this PR,' : ''} score ${formatScore(score)} too and are`
  return `Under ${code(c.engine, 40)} ${they} listed before it: on a tie the client keeps the order the tools are listed in. Listing ${toolLabel(e.tool)} first puts it back ahead.`
}

/** One cause's block. */
export function whyBlock(group: Group, review: Review): string {
  const first = group.cells[0].cell
  const e = first.expectation
  const diff = review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined
  const added = new Set(diff?.catalog.added ?? [])
  const needs = e.kind === 'expect' && e.within < first.result.maxResults ? ` It needs ${rank(e.within)} (\`rank: ${e.within}\`).` : ''
  // Engine `server` has no points: a tool it does not rank is one the server did not return.
  const answered = review.evaluation.engines.some((x) => x.id === first.engine && x.recordedAnswers)
  const lines = [`<details><summary>Why ${title(first, answered)}</summary>`, '', `For ${affected(group)}.${needs}`]
  if (first.tie) lines.push('', tieText(first, first.tie.score, added))
  if (first.cause.kind === 'unscored') {
    lines.push('', answered ? `Under ${code(first.engine, 40)} the server's own search did not return it for this query.` : `No word of the query matches its name, description or search hint under ${code(first.engine, 40)}.`)
  }
  else lines.push('', `Under ${code(first.engine, 40)}:`, '', ...rankingTable(first, added))
  const blame = first.change?.blame
  if (blame) lines.push(...blameLines(blame, answered))
  const crowd = e.neighbours?.crowdedBy
  if (crowd && first.cause.kind === 'crowded') {
    const shown = crowd.slice(0, 3).map((c) => `${toolLabel(c.tool)} (${c.terms.slice(0, 3).map((t) => `${code(t.term, 40)} +${formatScore(t.points)}`).join(', ')})`)
    lines.push('', `Alone (your servers only) it ranks ${rank(e.neighbours!.alone.rank)}; with the neighbours connected, ${shown.join(', ')} ${shown.length === 1 ? 'ranks' : 'rank'} above it.`)
  }
  const advised = group.cells.find(({ cell }) => cell.expectation.advice)?.cell
  if (advised?.expectation.advice) lines.push('', adviceText(advised.expectation.advice, advised.engine))
  lines.push('', '</details>')
  return lines.join('\n')
}
