/**
 * Renamed tools: between the base commit's catalog and the PR's, a tool that disappears while
 * a new one of the same server appears with the same input schema and a near-identical
 * description (`read_file` → `read_text_file`). And what a manifest naming the old tool is
 * told instead of "no server lists it".
 */
import { distance } from 'fastest-levenshtein'
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { resolveToolRef, type UnresolvedToolsError } from '../evaluate/resolve.js'
import { ManifestError } from '../manifest/errors.js'
import { canonicalJson } from '../util/canonical-json.js'

/** How alike two descriptions must be for a rename: at most a fifth of the longer one edited. */
const RENAME_SIMILARITY = 0.8

/** A description as compared: lower case, spaces collapsed, the tool's own name taken out (a description may name its tool). */
function comparable(t: CatalogTool): string {
  const own = [t.rawName, t.name, t.rawName.replace(/[_-]+/g, ' ')].filter((n) => n.length > 0)
  let text = t.description.toLowerCase()
  for (const name of own) text = text.split(name.toLowerCase()).join(' ')
  return text.replace(/\s+/g, ' ').trim()
}

/** 1 for the same text, 0 for nothing in common (Levenshtein distance over the longer length). */
function similarity(x: string, y: string): number {
  const longest = Math.max(x.length, y.length)
  return longest === 0 ? 1 : 1 - distance(x, y) / longest
}

/** How alike two tools' descriptions are, each without its own name (1: the same). */
export function descriptionSimilarity(a: CatalogTool, b: CatalogTool): number {
  return similarity(comparable(a), comparable(b))
}

/**
 * How many description pairs one diff compares by edit distance, at most. A change that
 * replaces hundreds of tools of one server and schema at once would otherwise compare every
 * removed tool with every added one (1,000 × 1,000 took 38 s); past this many, only renames
 * that keep the description are found.
 */
export const MAX_COMPARED_PAIRS = 20_000

/**
 * Pairs each added tool with the removed tool of its server that has the same input schema
 * and the most alike description (at least RENAME_SIMILARITY), each removed tool once.
 */
export function findRenames(removed: readonly CatalogTool[], added: readonly CatalogTool[]): Array<{ from: CatalogTool; to: CatalogTool }> {
  const key = (t: CatalogTool): string => `${t.rawServer}\u0000${canonicalJson(t.inputSchema ?? {})}`
  const text = new Map([...removed, ...added].map((t) => [t, comparable(t)] as const))
  const byKey = new Map<string, CatalogTool[]>()
  for (const t of removed) {
    const k = key(t)
    const group = byKey.get(k)
    if (group) group.push(t)
    else byKey.set(k, [t])
  }
  const taken = new Set<CatalogTool>()
  const pairs: Array<{ from: CatalogTool; to: CatalogTool }> = []
  let budget = MAX_COMPARED_PAIRS
  for (const to of added) {
    const candidates = (byKey.get(key(to)) ?? []).filter((t) => !taken.has(t))
    const y = text.get(to)!
    // The usual rename keeps its description: no distance needed.
    let best: { from: CatalogTool; score: number } | undefined
    const same = candidates.find((from) => text.get(from) === y)
    if (same) best = { from: same, score: 1 }
    for (const from of same ? [] : candidates) {
      const x = text.get(from)!
      // The distance is at least the difference in length: skip what cannot reach the bar.
      if (1 - Math.abs(x.length - y.length) / Math.max(x.length, y.length, 1) < RENAME_SIMILARITY) continue
      if (budget-- <= 0) break
      const score = similarity(x, y)
      if (score >= RENAME_SIMILARITY && (!best || score > best.score)) best = { from, score }
    }
    if (best) {
      taken.add(best.from)
      pairs.push({ from: best.from, to })
    }
  }
  return pairs
}

/** `ref` written again for the tool `to`, in the form the manifest used (`tool`, `server/tool`, `mcp__server__tool`). */
function sameForm(ref: string, to: CatalogTool): string {
  if (ref.startsWith('mcp__')) return to.id
  if (ref.includes('/')) return `${ref.slice(0, ref.indexOf('/'))}/${to.rawName}`
  return to.rawName
}

/**
 * The manifest errors again, each reference to a tool this change renamed saying so (and
 * naming the new tool) instead of "no server lists a tool". `base` is the base commit's catalog.
 */
export function explainRenames(error: UnresolvedToolsError, base: Catalog): ManifestError {
  const headIds = new Set(error.catalog.tools.map((t) => t.id))
  const servers = new Set(error.catalog.tools.map((t) => t.rawServer))
  // Only servers the PR's catalog holds (a first pass may hold the stored catalogs alone).
  const removed = base.tools.filter((t) => !headIds.has(t.id) && servers.has(t.rawServer))
  const baseIds = new Set(base.tools.map((t) => t.id))
  const added = error.catalog.tools.filter((t) => !baseIds.has(t.id))
  const renamedTo = new Map(findRenames(removed, added).map((r) => [r.from.id, r.to] as const))
  const issues = error.issues.map((issue, i) => {
    const ref = error.unresolved.get(i)
    const old = ref && resolveToolRef(ref.ref, base)
    const to = old && 'tool' in old ? renamedTo.get(old.tool.id) : undefined
    if (!ref || !to) return issue
    const now = sameForm(ref.ref, to)
    return { ...issue, message: `\`${ref.ref}\` was renamed to \`${now}\` in this change (same input schema, near-identical description): name \`${now}\`` }
  })
  return new ManifestError(issues)
}
