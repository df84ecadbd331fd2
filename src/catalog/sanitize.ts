/**
 * Claude Code's Unicode sanitisation of everything a server lists (docs/architecture.md, "The
 * catalog"): NFKC, then drop format, private-use and unassigned characters and the
 * invisible/bidi ranges, repeated until stable (at most 10 rounds).
 */
const CATEGORY_STRIP = /[\p{Cf}\p{Co}\p{Cn}]/gu
const RANGE_STRIP = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uE000-\uF8FF]/g
const MAX_ROUNDS = 10

export function sanitizeString(input: string): string {
  let current = input
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = current.normalize('NFKC').replace(CATEGORY_STRIP, '').replace(RANGE_STRIP, '')
    if (next === current) break
    current = next
  }
  return current
}

/** Sanitises every string in a JSON value, object keys included, as the client does. */
export function sanitizeDeep(value: unknown): unknown {
  if (typeof value === 'string') return sanitizeString(value)
  if (Array.isArray(value)) return value.map(sanitizeDeep)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) out[sanitizeString(key)] = sanitizeDeep(inner)
    return out
  }
  return value
}

/** The client's name normalisation: every character outside [A-Za-z0-9_-] becomes `_`. */
export function normalizeNamePart(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_')
}

export function fullToolName(server: string, tool: string): string {
  return `mcp__${normalizeNamePart(server)}__${normalizeNamePart(tool)}`
}

/**
 * `mcp__github__create_issue` as `github/create_issue`, how reports name a tool they know by
 * its id: split at the first `__` after the prefix, as the client parses its own names.
 */
export function shortToolName(id: string): string {
  const m = /^mcp__(.+?)__(.+)$/.exec(id)
  return m ? `${m[1]}/${m[2]}` : id
}
