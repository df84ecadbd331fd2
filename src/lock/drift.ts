import type { RawTool, ServerListing } from '../catalog/types.js'
import { lockFromListings, type LockFile, type LockServer, lockToolPages } from './lock.js'
import { canonicalJson } from '../util/canonical-json.js'

/**
 * One way the live catalog differs from the lock file:
 * - `server-added` / `server-removed`: a server collected now that the lock lacks, or the reverse
 * - `tool-added` / `tool-removed`: a tool listed now that the lock lacks, or the reverse
 * - `description`, `schema` (inputSchema), `changed` (other fields, named in `fields`)
 * - `page`: a tool moved to another `tools/list` page (clients that read one page lose it)
 * - `order`: the same tools in another order (it breaks ranking ties)
 * - `instructions`, `server-info`: the server's `initialize` answer changed
 * - `search`: the server's own search answered the queries named in `queries` otherwise, or
 *   only one side has them (engine `server` reads the lock's answers on the base side)
 */
export type DriftKind =
  | 'server-added'
  | 'server-removed'
  | 'tool-added'
  | 'tool-removed'
  | 'description'
  | 'schema'
  | 'changed'
  | 'page'
  | 'order'
  | 'instructions'
  | 'server-info'
  | 'search'

export interface DriftItem {
  kind: DriftKind
  server: string
  tool?: string
  /** `changed`: the fields that differ. */
  fields?: string[]
  /** `page`: the tool's page in the lock and now. */
  before?: number
  after?: number
  /** `search`: the queries whose recorded answers differ. */
  queries?: string[]
}

/** `name`, or `name#2` for the second tool of the same name (a server bug, but possible). */
function keyed(tools: readonly RawTool[]): Map<string, { tool: RawTool; index: number }> {
  const counts = new Map<string, number>()
  const out = new Map<string, { tool: RawTool; index: number }>()
  tools.forEach((tool, index) => {
    const n = (counts.get(tool.name) ?? 0) + 1
    counts.set(tool.name, n)
    out.set(n === 1 ? tool.name : `${tool.name}#${n}`, { tool, index })
  })
  return out
}

function toolDrift(server: string, name: string, before: RawTool, after: RawTool): DriftItem[] {
  const items: DriftItem[] = []
  const b = before as unknown as Record<string, unknown>
  const a = after as unknown as Record<string, unknown>
  if (canonicalJson(b.description) !== canonicalJson(a.description)) items.push({ kind: 'description', server, tool: name })
  if (canonicalJson(b.inputSchema) !== canonicalJson(a.inputSchema)) items.push({ kind: 'schema', server, tool: name })
  const others = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => k !== 'description' && k !== 'inputSchema' && k !== 'name')
    .filter((k) => canonicalJson(b[k]) !== canonicalJson(a[k]))
    .sort()
  if (others.length > 0) items.push({ kind: 'changed', server, tool: name, fields: others })
  return items
}

function serverDrift(locked: LockServer, live: LockServer): DriftItem[] {
  const server = live.name
  const items: DriftItem[] = []
  if (canonicalJson(locked.serverInfo) !== canonicalJson(live.serverInfo)) items.push({ kind: 'server-info', server })
  if (canonicalJson(locked.instructions) !== canonicalJson(live.instructions)) items.push({ kind: 'instructions', server })
  const before = keyed(locked.tools)
  const after = keyed(live.tools)
  const beforePages = lockToolPages(locked)
  const afterPages = lockToolPages(live)
  for (const [name, { tool, index }] of after) {
    const old = before.get(name)
    if (!old) {
      items.push({ kind: 'tool-added', server, tool: name })
      continue
    }
    for (const item of toolDrift(server, name, old.tool, tool)) items.push(item)
    if (beforePages[old.index] !== afterPages[index]) items.push({ kind: 'page', server, tool: name, before: beforePages[old.index], after: afterPages[index] })
  }
  for (const name of before.keys()) if (!after.has(name)) items.push({ kind: 'tool-removed', server, tool: name })
  const common = (m: Map<string, unknown>, other: Map<string, unknown>): string[] => [...m.keys()].filter((k) => other.has(k))
  if (common(before, after).join('\n') !== common(after, before).join('\n')) items.push({ kind: 'order', server })
  const queries = searchDrift(locked, live)
  if (queries.length > 0) items.push({ kind: 'search', server, queries })
  return items
}

/** The queries a server's own search returns other tools for now than in the lock (asked on one side only included); a changed catalog alone shows in its tools' own drift. */
function searchDrift(locked: LockServer, live: LockServer): string[] {
  const answers = (s: LockServer): Map<string, string> => new Map((s.search?.answers ?? []).map((a) => [a.query, canonicalJson(a.tools)] as const))
  const before = answers(locked)
  const after = answers(live)
  return [...new Set([...after.keys(), ...before.keys()])].filter((q) => before.get(q) !== after.get(q))
}

/**
 * How the live listings differ from the lock: empty when `snapshot` would write the same
 * catalog. Pure; servers are compared by name, tools by name within their server.
 */
export function lockDrift(lock: LockFile, listings: readonly ServerListing[]): DriftItem[] {
  const live = lockFromListings(listings).servers
  const locked = new Map(lock.servers.map((s) => [s.name, s] as const))
  const items: DriftItem[] = []
  for (const server of live) {
    const old = locked.get(server.name)
    if (!old) items.push({ kind: 'server-added', server: server.name })
    // One push per item: spreading a server's drift (one item per tool) into push() overflows the stack at about 125,000.
    else for (const item of serverDrift(old, server)) items.push(item)
  }
  const liveNames = new Set(live.map((s) => s.name))
  for (const server of lock.servers) if (!liveNames.has(server.name)) items.push({ kind: 'server-removed', server: server.name })
  return items
}

/** One line for a drift item, e.g. `+ tracker/close_issue: tool added`. Names are raw: escape them for the medium. */
export function describeDrift(item: DriftItem): string {
  const what = item.tool !== undefined ? `${item.server}/${item.tool}` : item.server
  switch (item.kind) {
    case 'server-added':
      return `+ ${what}: server not in the lock file`
    case 'server-removed':
      return `- ${what}: server in the lock file but not collected`
    case 'tool-added':
      return `+ ${what}: tool added`
    case 'tool-removed':
      return `- ${what}: tool removed`
    case 'description':
      return `~ ${what}: description changed`
    case 'schema':
      return `~ ${what}: input schema changed`
    case 'changed':
      return `~ ${what}: ${(item.fields ?? []).join(', ')} changed`
    case 'page':
      return `~ ${what}: moved from tools/list page ${item.before} to page ${item.after}`
    case 'order':
      return `~ ${what}: tools listed in another order`
    case 'instructions':
      return `~ ${what}: instructions changed`
    case 'server-info':
      return `~ ${what}: serverInfo (name or version) changed`
    case 'search': {
      const queries = item.queries ?? []
      const shown = queries.slice(0, 3).map((q) => JSON.stringify(q.slice(0, 80))).join(', ')
      return `~ ${what}: its own search answers ${queries.length === 1 ? 'the query' : `${queries.length} queries`} ${shown}${queries.length > 3 ? ', …' : ''} otherwise`
    }
  }
}
