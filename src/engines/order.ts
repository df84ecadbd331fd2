/**
 * Why one tool ranks ahead of another, for the clients that sort by score and keep or shuffle
 * equal scores: Claude Code and the AI SDK (whole rankings), and Codex past its promoted tools.
 */
import { shortToolName } from '../catalog/sanitize.js'
import type { Catalog } from '../catalog/types.js'
import type { Contribution, OrderExplanation, RankedTool, ScoreField, SearchResult } from './types.js'

/** How a client's scorer is named in sentences, and how it breaks equal scores. */
export interface ScoringTerms {
  /** "Claude Code", "the AI SDK", "Codex". */
  client: string
  /** Equal scores keep the client's tool order, or come back in random order. */
  ties: 'listing' | 'random'
  /** What each field a term earns points on is called. */
  fields: Partial<Record<ScoreField, string>>
}

function formatPoints(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(3)
}

/** `"read": name part +12, description +2; "file": …` */
export function pointsText(breakdown: readonly Contribution[], terms: ScoringTerms): string {
  const byTerm = new Map<string, string[]>()
  for (const c of breakdown) {
    if (c.points === 0) continue
    const list = byTerm.get(c.term) ?? []
    list.push(`${terms.fields[c.field] ?? c.field} +${formatPoints(c.points)}`)
    byTerm.set(c.term, list)
  }
  return [...byTerm].map(([term, list]) => `"${term}": ${list.join(', ')}`).join('; ')
}

function scoreOf(r: RankedTool, terms: ScoringTerms): string {
  const points = pointsText(r.breakdown, terms)
  return `${formatPoints(r.score)}${points ? ` (${points})` : ''}`
}

/**
 * Why `ahead` is ahead of `behind` in a ranking sorted by score: more points, or equal points
 * in the client's tool order (or at random). A fast path's list is "listed".
 */
export function explainScoredOrder(catalog: Catalog, result: SearchResult, ahead: string, behind: string, terms: ScoringTerms): OrderExplanation {
  const a = result.ranking.find((r) => r.tool === ahead)
  const b = result.ranking.find((r) => r.tool === behind)
  const [nameA, nameB] = [shortToolName(ahead), shortToolName(behind)]
  if (result.mode !== 'keyword' || !a) {
    return { fact: { kind: 'listed', mode: result.mode }, text: `${terms.client} answers this query without scoring (${result.mode}) and lists ${nameA} first` }
  }
  if (!b || b.score < a.score) {
    const behindScore = b?.score ?? 0
    return {
      fact: { kind: 'score', ahead: a.score, behind: behindScore },
      text: `${nameA} scores ${scoreOf(a, terms)} under ${terms.client}, ${nameB} ${b ? scoreOf(b, terms) : 'nothing'}`
    }
  }
  if (terms.ties === 'random') {
    return { fact: { kind: 'random-tie', score: a.score }, text: `${nameA} and ${nameB} both score ${formatPoints(a.score)}, and ${terms.client} orders equal scores at random` }
  }
  const server = (id: string) => catalog.tools.find((t) => t.id === id)?.rawServer
  const sameServer = server(ahead) !== undefined && server(ahead) === server(behind)
  return {
    fact: { kind: 'listing-order', score: a.score, sameServer },
    text:
      `${nameA} and ${nameB} both score ${formatPoints(a.score)}, and ${terms.client} keeps equal scores in its tool order: ` +
      (sameServer ? `${nameA} comes first in the server's tools/list` : `${nameA}'s server connects first`)
  }
}
