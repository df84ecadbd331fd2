/**
 * A subset of a prepared catalog (the user's own servers without their neighbours), ranked from
 * the catalog's own text fields. Every point a Claude Code search gives reads one tool's own
 * text, and ties keep the pool's order, which a subset in the same order keeps; what else
 * reads other tools is each step's name lookup (`select:`, exact name, `mcp__` prefix), which
 * a subset's search makes among its own tools, and a repeated full name, whose first tool's
 * description both tools are read by: the subset must then hold that first tool too.
 */
import type { Catalog } from '../../catalog/types.js'
import { subsequenceMask } from '../subset.js'
import { BoundedMemo } from '../bounded-memo.js'
import { descriptionSources } from './pool.js'
import { pooled, TERM_MEMO_LIMIT, type PreparedClaudeCode, type TermScore } from './prepare.js'

/**
 * The prepared catalog of `subset` made from `p`: the same pool and fields, with the tools
 * outside the subset neither searchable nor found by name. Undefined when `subset` is not some
 * of `p`'s catalog tools in order, when `p`'s pool holds built-in tools, or when a tool of
 * the subset reads the description of a tool outside it.
 */
export function prepareClaudeCodeSubset(p: PreparedClaudeCode, subset: Catalog): PreparedClaudeCode | undefined {
  const base = p.subsetOf?.base ?? p
  if (p.subsetOf && !subsequenceMask(p.catalog.tools, subset.tools)) return undefined
  const inCatalog = subsequenceMask(base.catalog.tools, subset.tools)
  if (!inCatalog) return undefined
  // The pool is the catalog's tools that the generation reads (first pages only, for some), in order.
  const member = new Uint8Array(base.pool.length)
  let k = 0
  for (let c = 0; c < base.catalog.tools.length; c++) {
    const tool = base.catalog.tools[c]
    if (base.generation.firstPageOnly && tool.page !== 1) continue
    if (pooled(tool) !== base.pool[k]) return undefined
    member[k++] = inCatalog[c]
  }
  if (k !== base.pool.length) return undefined
  const sources = descriptionSources(base.pool, base.inputs.aliases)
  if (sources.some((source, i) => member[i] && !member[source])) return undefined
  return {
    ...base,
    catalog: subset,
    searchable: base.searchable.map((s, i) => s & member[i]),
    termMemo: new BoundedMemo(TERM_MEMO_LIMIT),
    subsetOf: { base, member }
  }
}

/** A term's score in the catalog, kept to the subset's tools. */
export function subsetTermScore(score: TermScore, member: Uint8Array): TermScore {
  const kept: TermScore = { tools: [], contributions: [], points: [] }
  for (let k = 0; k < score.tools.length; k++) {
    if (!member[score.tools[k]]) continue
    kept.tools.push(score.tools[k])
    kept.contributions.push(score.contributions[k])
    kept.points.push(score.points[k])
  }
  return kept
}
