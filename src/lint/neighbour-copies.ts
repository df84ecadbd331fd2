import { isDeepStrictEqual } from 'node:util'
import type { CatalogTool } from '../catalog/types.js'
import { groupBy } from '../util/group-by.js'
import type { LintContext } from './types.js'
import { isTarget, subsetContext } from './util.js'

/**
 * A server of the user's that repeats a bundled neighbour (a fork under another name, or the
 * published server itself): more than half of the neighbour's tools have an identical copy in
 * it, the same name, description and input schema.
 */
export interface NeighbourCopy {
  /** The user's server (manifest name). */
  server: string
  neighbour: string
  /** How many of the neighbour's tools are copies of the server's. */
  copies: number
  /** How many tools the neighbour has. */
  neighbourTools: number
}

export interface NeighbourCopies {
  /** Every duplicating pair: by the user's server in catalog order, then by neighbour in connect order. */
  pairs: NeighbourCopy[]
  /**
   * Catalog ids of the neighbours' tools that copy a tool of a server in `pairs`. The rules that
   * compare a tool with the tools around it set these aside: what they would say about them
   * only restates the pair's finding.
   */
  ids: ReadonlySet<string>
}

const memos = new WeakMap<LintContext, NeighbourCopies>()

/** Same name, description and input schema (keys in any order; the same text is the common case, and cheaper to compare). */
function identical(a: CatalogTool, b: CatalogTool): boolean {
  if (a.rawName !== b.rawName || !isDeepStrictEqual(a.rawDescription, b.rawDescription)) return false
  return JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) || isDeepStrictEqual(a.inputSchema, b.inputSchema)
}

/** The user's servers that repeat a bundled neighbour, and the neighbours' copied tools; once per lint run. */
export function neighbourCopies(ctx: LintContext): NeighbourCopies {
  let memo = memos.get(ctx)
  if (memo) return memo
  const neighbours = new Set(ctx.catalog.servers.filter((s) => s.source === 'neighbour' && !isTarget(ctx, s.name)).map((s) => s.name))
  const pairs: NeighbourCopy[] = []
  const ids = new Set<string>()
  if (neighbours.size > 0) {
    const byServer = groupBy(ctx.catalog.tools, (t) => t.rawServer)
    for (const server of ctx.catalog.servers) {
      if (neighbours.has(server.name) || !isTarget(ctx, server.name)) continue
      const mine = groupBy(byServer.get(server.name) ?? [], (t) => t.rawName)
      for (const neighbour of neighbours) {
        const theirs = byServer.get(neighbour) ?? []
        const copied = theirs.filter((t) => mine.get(t.rawName)?.some((m) => identical(m, t)))
        if (copied.length * 2 <= theirs.length) continue
        pairs.push({ server: server.name, neighbour, copies: copied.length, neighbourTools: theirs.length })
        for (const t of copied) ids.add(t.id)
      }
    }
  }
  memo = { pairs, ids }
  memos.set(ctx, memo)
  return memo
}

const views = new WeakMap<LintContext, LintContext>()

/**
 * The context the rules that compare a tool with the tools around it judge: the catalog
 * without the neighbours' copied tools (`ids`), as if the duplicated neighbours listed only
 * the tools that differ from yours. The same context when nothing is copied. Neighbours
 * connect after the user's servers, so every other tool keeps its place (`index`).
 */
export function withoutCopies(ctx: LintContext): LintContext {
  const { ids } = neighbourCopies(ctx)
  if (ids.size === 0) return ctx
  let view = views.get(ctx)
  if (!view) {
    const tools = ctx.catalog.tools.filter((t) => !ids.has(t.id))
    const counts = groupBy(tools, (t) => t.rawServer)
    const servers = ctx.catalog.servers.filter((s) => counts.has(s.name)).map((s) => ({ ...s, toolCount: counts.get(s.name)!.length }))
    view = subsetContext(ctx, { servers, tools })
    views.set(ctx, view)
  }
  return view
}
