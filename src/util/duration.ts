/** Node's timers fire at once beyond 2^31-1 ms (about 24.8 days): a timeout stays within 24 days. */
export const MAX_TIMEOUT_MS = 24 * 24 * 60 * 60 * 1000

/** Why a timeout written as `written` (`ms` milliseconds) cannot be used, and what to give instead; undefined when it can. */
export function timeoutProblem(written: string, ms: number): string | undefined {
  if (ms < 1) return `${written} is shorter than 1ms; give at least 1ms`
  if (ms > MAX_TIMEOUT_MS) return `${written} is longer than 24 days, the longest a timer can wait; give at most ${formatDuration(MAX_TIMEOUT_MS)}`
  return undefined
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 }

/** `30s`, `2m`, `500ms`, or a number of seconds, in milliseconds. */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 1000)
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(value)
  if (!match) throw new Error(`not a duration: ${value}`)
  return Math.round(Number(match[1]) * UNITS[match[2] ?? 's'])
}

/** The other way: milliseconds as the manifest would write them (`2m`, `30s`, `500ms`). */
export function formatDuration(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000}m`
  return ms % 1000 === 0 ? `${ms / 1000}s` : `${ms}ms`
}

/** Time taken, for people: `0.4s`, `12s`, `3m 05s`. */
export function formatElapsed(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)}s`
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`
}
