const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 }

/** `30s`, `2m`, `500ms`, or a number of seconds, in milliseconds. */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return Math.round(value * 1000)
  const match = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$/.exec(value)
  if (!match) throw new Error(`not a duration: ${value}`)
  return Math.round(Number(match[1]) * UNITS[match[2] ?? 's'])
}
