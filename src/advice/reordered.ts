/**
 * The catalog with one tool listed before another (listing-order advice), prepared by each
 * engine that asks. Advice tries a move under one engine, and the evaluation then ranks the
 * same move under every engine of the query: each move's reordered catalog is made once
 * (engines that share text indexes per catalog, as Claude Code's generations do, then share
 * them), and each engine prepares it once, from its prepared catalog where it can
 * (`Engine.prepareReordered`). The evaluation keeps one `Moves` per query: what one query
 * tries is all it asks for again, and a move's catalogs are whole catalogs per engine.
 */
import type { Catalog } from '../catalog/types.js'
import { prepareReorderedOf, type Engine, type PreparedCatalog } from '../engines/types.js'

interface Move {
  catalog: Catalog
  /** Engine id -> the reordered catalog as it prepared it. */
  prepared: Map<string, PreparedCatalog>
}

/** The catalog with `tool` listed just before `before` (both of one server): every tool's `index` its new place. */
export function reorderCatalog(catalog: Catalog, tool: string, before: string): Catalog {
  const moving = catalog.tools.find((t) => t.id === tool)
  const at = catalog.tools.findIndex((t) => t.id === before)
  if (!moving || at < 0) return catalog
  const rest = catalog.tools.filter((t) => t !== moving)
  rest.splice(rest.indexOf(catalog.tools[at]), 0, moving)
  return { servers: catalog.servers, tools: rest.map((t, i) => (t.index === i ? t : { ...t, index: i })) }
}

/** The moves asked for, each reordered catalog made once and prepared once per engine. */
export class Moves {
  private readonly moves = new Map<Catalog, Map<string, Move>>()

  /** `prepared`'s catalog with `tool` listed just before `before`, prepared by `engine`. */
  prepared(engine: Engine, prepared: PreparedCatalog, tool: string, before: string): PreparedCatalog {
    let ofCatalog = this.moves.get(prepared.catalog)
    if (!ofCatalog) this.moves.set(prepared.catalog, (ofCatalog = new Map()))
    const key = `${tool}\u0000${before}`
    let move = ofCatalog.get(key)
    if (!move) ofCatalog.set(key, (move = { catalog: reorderCatalog(prepared.catalog, tool, before), prepared: new Map() }))
    let moved = move.prepared.get(engine.id)
    if (!moved) move.prepared.set(engine.id, (moved = prepareReorderedOf(engine, prepared, move.catalog)))
    return moved
  }
}
