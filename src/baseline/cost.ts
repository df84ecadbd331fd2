import type { Evaluation } from '../evaluate/types.js'
import type { BaselineDiff, CostChange } from './types.js'

/** The change of a server's context cost, in percent, from which the report names it. */
export const DEFAULT_COST_THRESHOLD = 10

/**
 * Servers of the manifest whose context cost (the engine's measure of every tool the model
 * sees, what loading them up front adds to every request) changes by more than `threshold`
 * percent between the two sides, measured by the first engine that measures both.
 */
export function costChangesOf(base: Evaluation, head: Evaluation, threshold = DEFAULT_COST_THRESHOLD): Pick<BaselineDiff, 'costChanges'> {
  const engine = Object.keys(head.deferral ?? {}).find((id) => head.deferral![id].servers.length > 0 && (base.deferral?.[id]?.servers.length ?? 0) > 0)
  if (engine === undefined) return {}
  const before = new Map(base.deferral![engine].servers.map((s) => [s.server, s] as const))
  const servers = head.deferral![engine].servers.flatMap((s): CostChange[] => {
    const b = before.get(s.server)
    if (s.neighbour || !b) return []
    const delta = Math.abs(s.upFrontChars - b.upFrontChars)
    if (delta === 0 || delta * 100 <= threshold * b.upFrontChars) return []
    return [{ server: s.server, engine, base: b.upFrontChars, head: s.upFrontChars, estimate: s.estimate || b.estimate }]
  })
  return servers.length ? { costChanges: { threshold, servers } } : {}
}
