/**
 * The catalog with one tool listed before another (listing-order advice), prepared by each
 * engine that asks. Advice tries a move under one engine, and the evaluation then ranks the
 * same move under every engine of the query: the reordered catalog is made once per catalog and
 * move (engines that share text indexes per catalog, as Claude Code's generations do, then share
 * them), and each engine prepares it once, from its prepared catalog where it can
 * (`Engine.prepareReordered`). Only the last move per catalog is kept: each is a whole catalog
 * per engine, and the queries that ask for one move ask for it together.
 */
import type { Catalog } from '../catalog/types.js'
import { prepareReorderedOf, type Engine, type PreparedCatalog } from '../engines/types.js'

interface Move {
  key: string
  catalog: Catalog
  /** Engine id -> the reordered catalog as it prepared it. */
  prepared: Map<string, PreparedCatalog>
}

const lastMove = new WeakMap<Catalog, Move>()

/** The catalog with `tool` listed just before `before` (both of one server): every tool's `index` its new place. */
export function reorderCatalog(catalog: Catalog, tool: string, before: string): Catalog {
  const moving = catalog.tools.find((t) => t.id === tool)
  const at = catalog.tools.findIndex((t) => t.id === before)
  if (!moving || at < 0) return catalog
  const rest = catalog.tools.filter((t) => t !== moving)
  rest.splice(rest.indexOf(catalog.tools[at]), 0, moving)
  return { servers: catalog.servers, tools: rest.map((t, i) => (t.index === i ? t : { ...t, index: i })) }
}

/** `prepared`'s catalog with `tool` listed just before `before`, prepared by `engine`. */
export function preparedReordered(engine: Engine, prepared: PreparedCatalog, tool: string, before: string): PreparedCatalog {
  const key = `${tool}\u0000${before}`
  let move = lastMove.get(prepared.catalog)
  if (move?.key !== key) lastMove.set(prepared.catalog, (move = { key, catalog: reorderCatalog(prepared.catalog, tool, before), prepared: new Map() }))
  let moved = move.prepared.get(engine.id)
  if (!moved) move.prepared.set(engine.id, (moved = prepareReorderedOf(engine, prepared, move.catalog)))
  return moved
}
