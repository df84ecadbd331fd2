import type { Contribution, ScoreField } from './review.js'

const FIELD_LABEL: Record<ScoreField, string> = {
  name: 'name',
  'name-part': 'part of name',
  coarse: 'whole name',
  'coarse-part': 'part of whole name',
  'full-name': 'joined name',
  hint: 'search hint',
  description: 'description',
  bm25: 'bm25',
  promotion: 'promoted by name, before every text match'
}

function points(p: number): string {
  return p >= 0 ? `+${formatScore(p)}` : formatScore(p)
}

/** `create: name +12, whole name +4; issue: description +2` */
export function explainBreakdown(breakdown: readonly Contribution[], quote: (s: string) => string = (s) => s): string {
  const byTerm = new Map<string, Contribution[]>()
  for (const c of breakdown) {
    const list = byTerm.get(c.term) ?? []
    list.push(c)
    byTerm.set(c.term, list)
  }
  return [...byTerm.entries()]
    // A promotion earns no points: it puts the tool before every text match.
    .map(([term, list]) => `${quote(term)}: ${list.map((c) => (c.field === 'promotion' ? FIELD_LABEL[c.field] : `${FIELD_LABEL[c.field]} ${points(c.points)}`)).join(', ')}`)
    .join('; ')
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(3)
}
