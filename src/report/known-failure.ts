/**
 * What a query's `known_failure` marks say, in the same words for the terminal, the comment and
 * the annotations: the reasons of the marks in use, and the marks no longer needed.
 */
import type { QueryResult } from './review.js'

export interface KnownFailureNote {
  /** The engine a per-engine mark is for; absent for a mark on every engine. */
  engine?: string
  reason: string
}

/** The reasons of the marks that hold a failure back: one for a query-wide mark, else one per engine. */
export function knownFailureNotes(q: QueryResult): KnownFailureNote[] {
  const marked = Object.values(q.engines).filter((r) => r.status === 'known-failure')
  if (marked.length === 0) return []
  if (q.knownFailure !== undefined) return [{ reason: q.knownFailure }]
  return marked.map((r) => ({ engine: r.engine, reason: r.knownFailure ?? '' }))
}

/** "passes now: remove its known_failure", or per engine "passes now under codex: remove codex from its known_failure". */
export function staleMarkNote(q: QueryResult): string | undefined {
  const fixed = Object.values(q.engines)
    .filter((r) => r.status === 'fixed')
    .map((r) => r.engine)
  if (fixed.length === 0) return undefined
  if (q.knownFailure !== undefined) return 'passes now: remove its known_failure'
  return `passes now under ${fixed.join(', ')}: remove ${fixed.length === 1 ? 'it' : 'them'} from its known_failure`
}
