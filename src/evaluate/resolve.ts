import { normalizeNamePart } from '../catalog/sanitize.js'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { nearest } from '../util/suggest.js'
import { ManifestError } from '../manifest/errors.js'
import type { ToolRef } from '../manifest/types.js'

export type Resolution = { tool: CatalogTool } | { error: string; /** The tools an ambiguous reference could mean. */ ambiguous?: CatalogTool[] }

function nameForms(name: string, raw: string): string[] {
  return [raw, name, normalizeNamePart(name)]
}

/** Why `ref` names several tools, and what to change: the manifest, or the server. */
function ambiguity(ref: string, tools: readonly CatalogTool[]): string {
  const listed = tools.map((t) => `\`${t.rawServer}/${t.rawName}\``).join(', ')
  const servers = new Set(tools.map((t) => t.rawServer))
  if (servers.size === 1) {
    // No reference can tell them apart: the server lists one name (or names that clients make one) twice.
    return `\`${ref}\` names ${tools.length} tools of server \`${[...servers][0]}\` (${listed}): a client keeps only one of them; rename the others in the server`
  }
  const qualified = ref.startsWith('mcp__') || ref.includes('/')
  return `\`${ref}\` is ambiguous: ${listed}; ${qualified ? 'write it as one of these exactly' : 'qualify it as server/tool'}`
}

interface RefIndex {
  byId: Map<string, CatalogTool[]>
  byLowerId: Map<string, CatalogTool[]>
  /** Every form of a tool's name (raw, sanitised, normalised) -> the tools with it, in catalog order. */
  byName: Map<string, CatalogTool[]>
}

const indexes = new WeakMap<readonly CatalogTool[], RefIndex>()

function add(map: Map<string, CatalogTool[]>, key: string, tool: CatalogTool): void {
  const list = map.get(key)
  if (!list) map.set(key, [tool])
  else if (list[list.length - 1] !== tool) list.push(tool)
}

/** Tools by the keys a reference names them by, built once per catalog: a manifest has many references. */
function refIndex(tools: readonly CatalogTool[]): RefIndex {
  let index = indexes.get(tools)
  if (!index) {
    index = { byId: new Map(), byLowerId: new Map(), byName: new Map() }
    for (const t of tools) {
      add(index.byId, t.id, t)
      add(index.byLowerId, t.id.toLowerCase(), t)
      for (const form of nameForms(t.name, t.rawName)) add(index.byName, form, t)
    }
    indexes.set(tools, index)
  }
  return index
}

/**
 * A manifest tool reference: `tool`, `server/tool` or `mcp__server__tool`. A bare name that
 * more than one server lists is ambiguous; the message lists the qualified forms.
 */
export function resolveToolRef(ref: string, catalog: Catalog): Resolution {
  const tools = catalog.tools
  const index = refIndex(tools)
  let matches: CatalogTool[]
  if (ref.startsWith('mcp__')) {
    matches = index.byId.get(ref) ?? index.byLowerId.get(ref.toLowerCase()) ?? []
  } else if (ref.includes('/')) {
    const slash = ref.indexOf('/')
    const server = ref.slice(0, slash)
    const tool = ref.slice(slash + 1)
    matches = (index.byName.get(tool) ?? []).filter((t) => nameForms(t.server, t.rawServer).includes(server))
  } else {
    matches = index.byName.get(ref) ?? []
  }
  let unique = [...new Set(matches)]
  // A name that a bundled neighbour lists too means the user's own tool.
  if (unique.length > 1) {
    const neighbours = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name))
    const own = unique.filter((t) => !neighbours.has(t.rawServer))
    if (own.length === 1) unique = own
  }
  if (unique.length === 1) return { tool: unique[0] }
  if (unique.length > 1) return { error: ambiguity(ref, unique), ambiguous: unique }
  const candidates = ref.startsWith('mcp__') ? tools.map((t) => t.id) : ref.includes('/') ? tools.map((t) => `${t.rawServer}/${t.rawName}`) : tools.map((t) => t.rawName)
  const hint = nearest(ref, candidates)
  const servers = catalog.servers.map((s) => `\`${s.name}\``).join(', ')
  return { error: `no server lists a tool \`${ref}\`${hint ? `, did you mean \`${hint}\`?` : ` (servers: ${servers})`}` }
}

/** Manifest references that named no tool, with the catalog they were resolved against (a base diff can say which were renamed). */
export class UnresolvedToolsError extends ManifestError {
  constructor(
    issues: ManifestError['issues'],
    /** Each reference that named no tool, by the index of its issue. */
    readonly unresolved: ReadonlyMap<number, ToolRef>,
    readonly catalog: Catalog
  ) {
    super(issues)
  }
}
