/**
 * What the reports say about neighbours, in one wording for the terminal, the comment and the
 * summary: the two pass counts, who crowds an expected tool and with which words, and ties the
 * connect order decides. `quote` makes a name or word safe for the medium (a markdown code
 * span, or plain text in quotes).
 */
import { shortToolName } from '../catalog/sanitize.js'
import type { Crowding, ExpectationResult, NeighbourSummary, Standing } from './review.js'
import { formatCount, plural } from '../util/plural.js'
import { formatScore } from './explain.js'

export type Quote = (text: string, maxLength: number) => string

/** The two views of an expectation, in the order the reports show them. */
export const VIEWS = ['alone', 'withNeighbours'] as const
export type View = (typeof VIEWS)[number]

export const VIEW_LABEL: Record<View, string> = { alone: 'alone', withNeighbours: 'with neighbours' }

/** The view the statuses, the verdict and the base diff are of. */
export function judgedView(n: NeighbourSummary): View {
  return n.judge === 'alone' ? 'alone' : 'withNeighbours'
}

/** `alone 18/20 · with neighbours 14/20` */
export function passCountsText(n: NeighbourSummary): string {
  return VIEWS.map((v) => `${VIEW_LABEL[v]} ${formatCount(n[v].passed)}/${formatCount(n[v].judged)}`).join(' · ')
}

/** `slack/slack_post_message: `post` +18, `message` +18` */
export function crowdingText(c: Crowding, quote: Quote, quoteTool: Quote = quote): string {
  const words = c.terms.map((t) => `${quote(t.term, 40)} +${formatScore(t.points)}`).join(', ')
  return `${quoteTool(shortToolName(c.tool), 100)}${words ? `: ${words}` : ''}`
}

/** `behind slack/slack_post_message: `post` +18, `message` +18`, and whether more neighbours' tools are ahead too. */
export function crowdedByText(crowd: readonly Crowding[], quote: Quote, max = 1): string {
  const shown = crowd.slice(0, max).map((c) => crowdingText(c, quote))
  return `behind ${shown.join('; ')}${crowd.length > max ? ' and other neighbour tools' : ''}`
}

/** Why a pass holds only by the connect order. */
export function orderDependenceText(): string {
  return 'ties with a neighbour\'s tool and holds only because your servers connect first'
}

/** The expectation's standing in one view (the evaluation's own fields when it has no neighbour views). */
export function standingIn(e: ExpectationResult, view: View): Standing {
  return e.neighbours?.[view] ?? { rank: e.rank, score: e.score, pass: e.pass }
}

/** `16 neighbours (set 2026-12-01), connected after your servers in this order: github, gitlab, …; judged with neighbours` */
export function neighboursLine(n: NeighbourSummary, quote: Quote, maxNames = 6): string {
  const names = n.servers.slice(0, maxNames).map((s) => quote(s, 60))
  const more = n.servers.length > maxNames ? `, +${n.servers.length - maxNames}` : ''
  const set = n.set ? ` (set ${n.set})` : ''
  return `${plural(n.servers.length, 'neighbour')}${set}, connected after your servers in this order: ${names.join(', ')}${more}; judged ${VIEW_LABEL[judgedView(n)]}`
}
