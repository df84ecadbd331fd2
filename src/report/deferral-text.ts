/**
 * Deferral in words, for every view: one line per engine (deferred or not, why, under which
 * setup, and what the manifest's servers cost the context), and the pull request's change of
 * a server's cost. `name` renders a server name, `text` other text, each for its target.
 */
import type { CostChange, Deferral, ServerCost } from './review.js'
import { formatCount } from '../util/plural.js'

type Render = (text: string, maxLength: number) => string

/** `weather 399 characters (0.8 % of the auto threshold, 50,000, ≈80.8 % with the built-ins)` */
function serverCostText(s: ServerCost, d: Deferral, name: Render): string {
  const approx = s.estimate ? '≈' : ''
  const size = d.size
  const cost = `${name(s.server, 60)} ${approx}${formatCount(s.upFrontChars)} characters`
  if (!size || !s.share) return cost
  const withBuiltIns = size.applies ? `, ≈${s.share.withBuiltIns} % with the built-ins` : ''
  return `${cost} (${s.share.alone} % of the auto threshold, ${formatCount(size.charThreshold)}${withBuiltIns})`
}

/** `claude-code@2.1: deferred: ENABLE_TOOL_SEARCH unset: … [ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive] · cost: weather 399 characters: …` */
export function deferralLine(engineLabel: string, d: Deferral, text: Render, name: Render): string {
  const own = d.servers.filter((s) => !s.neighbour)
  const shown = own.slice(0, 3).map((s) => serverCostText(s, d, name))
  if (own.length > shown.length) shown.push(`+${own.length - shown.length} more`)
  const cost = shown.length ? ` · cost: ${shown.join('; ')}` : ''
  return `${engineLabel}: ${text(d.reason, 400)}${d.exact ? '' : ' (estimate)'} [${text(d.setup, 200)}]${cost}`
}

/** `weather`: this PR adds 2,310 characters to every request of a user who loads these tools up front (399 → 2,709). */
export function costChangeSentence(c: CostChange, name: Render): string {
  const delta = c.head - c.base
  const verb = delta > 0 ? 'adds' : 'removes'
  const approx = c.estimate ? '≈' : ''
  const to = delta > 0 ? 'to' : 'from'
  return `${name(c.server, 60)}: this PR ${verb} ${approx}${formatCount(Math.abs(delta))} characters ${to} every request of a user who loads these tools up front (${formatCount(c.base)} → ${formatCount(c.head)})`
}
