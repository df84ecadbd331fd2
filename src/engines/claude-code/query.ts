/**
 * What the search does with the query before scoring: the clean-up of H2 and later, `select:`
 * and its name resolution per generation.
 */
import { normalizeNamePart } from '../../catalog/sanitize.js'
import type { SelectRule } from './generations.js'
import { words } from './names.js'
import type { PoolTool } from './pool.js'

/** `.` matches no line terminator and `^`/`$` are the ends of the whole query. */
export const SELECT_RE = /^select:(.+)$/i
const SELECT_PREFIX_LENGTH = 'select:'.length

export const MAX_QUERY_UNITS = 16_384
export const MAX_QUERY_WORDS = 32
export const MAX_SELECT_ITEMS = 64

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/**
 * H2 and later: the query cut to 16,384 UTF-16 units (never ending on half a surrogate pair);
 * a `select:` list cut to 64 items; any other query cut to its first 32 words. A query within
 * the limits is returned as written (not trimmed).
 */
export function cleanUpQuery(query: string): string {
  let q = query
  if (q.length > MAX_QUERY_UNITS) {
    q = q.slice(0, MAX_QUERY_UNITS)
    if (isHighSurrogate(q.charCodeAt(q.length - 1))) q = q.slice(0, -1)
  }
  const select = SELECT_RE.exec(q)
  if (select) {
    const items = select[1].split(',')
    return items.length > MAX_SELECT_ITEMS ? q.slice(0, SELECT_PREFIX_LENGTH) + items.slice(0, MAX_SELECT_ITEMS).join(',') : q
  }
  const all = words(q.trim())
  return all.length > MAX_QUERY_WORDS ? all.slice(0, MAX_QUERY_WORDS).join(' ') : q
}

/** The bare tool name of `mcp__server__tool` (after the first `__` following the prefix). */
function bareNameOf(name: string): string | undefined {
  if (!name.startsWith('mcp__')) return undefined
  const at = name.indexOf('__', 'mcp__'.length)
  return at === -1 ? undefined : name.slice(at + 2)
}

export interface SelectPool {
  pool: readonly PoolTool[]
  searchable: Uint8Array
  /** Aliases count where names do (a one-name select, from 2.1.59; lists always). */
  aliases: boolean
}

/** The full names `select:<rest>` returns, in order, each once. */
export function selectNames(rule: SelectRule, { pool, searchable, aliases }: SelectPool, rest: string): string[] {
  const names = (t: PoolTool, item: string): boolean => t.name === item || t.aliases.includes(item)
  const firstSearchable = (item: string, withAliases: boolean): PoolTool | undefined =>
    pool.find((t, i) => searchable[i] && (withAliases ? names(t, item) : t.name === item))
  if (rule === 'one-mcp') {
    const name = rest.trim()
    return pool.some((t) => t.mcp && t.name === name) ? [name] : []
  }
  if (rule === 'one') {
    const hit = firstSearchable(rest.trim(), aliases)
    return hit ? [hit.name] : []
  }
  const out = new Set<string>()
  for (const item of rest.split(',').map((s) => s.trim()).filter(Boolean)) {
    const hit = firstSearchable(item, true) ?? pool.find((t) => names(t, item))
    if (hit) out.add(hit.name)
    else if (rule === 'list-bare') {
      for (const t of pool) {
        const bare = t.origin ? t.origin.tool : bareNameOf(t.name)
        if (bare !== undefined && (bare === item || normalizeNamePart(bare) === item)) out.add(t.name)
      }
    }
  }
  return [...out]
}
