/**
 * Claude Code's character measure of one MCP tool, the one its deferral size test counts
 * (docs/engines/deferral.md, "The character measure"): the full name, the description as
 * the client cuts it, and the input schema as compact JSON, all after the client's
 * sanitising, in UTF-16 units.
 */
import { normalizeNamePart, sanitizeString } from '../../catalog/sanitize.js'
import type { CatalogTool } from '../../catalog/types.js'
import { withoutLoneSurrogates } from '../../util/well-formed.js'

export const DESCRIPTION_LIMIT = 4096
/** What the client appends to a cut description (U+2026, a space, `[truncated]`). */
export const TRUNCATION_MARK = '\u2026 [truncated]'

/** A string as the client sanitises it: ASCII untouched, else lone surrogates deleted first (the catalog's sanitiser keeps them). */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7F]*$/.test(text) ? text : sanitizeString(withoutLoneSurrogates(text))
}

/** Every string of a JSON value, keys included, sanitised; a later key that sanitises to an earlier one wins, as in the client. */
function cleanDeep(value: unknown): unknown {
  if (typeof value === 'string') return clean(value)
  if (Array.isArray(value)) return value.map(cleanDeep)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, inner] of Object.entries(value)) out[clean(key)] = cleanDeep(inner)
    return out
  }
  return value
}

/** The description cut at `limit` units (one fewer rather than split a surrogate pair), with the client's mark. */
export function cutDescription(description: string, limit = DESCRIPTION_LIMIT): string {
  if (description.length <= limit) return description
  const high = description.charCodeAt(limit - 1)
  const end = high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit
  return description.slice(0, end) + TRUNCATION_MARK
}

/** The server part of the full name; claude.ai connectors get their runs of `_` collapsed and trimmed. */
function serverPart(server: string): string {
  const part = normalizeNamePart(server)
  return server.startsWith('claude.ai ') ? part.replace(/_+/g, '_').replace(/^_|_$/g, '') : part
}

export interface ToolMeasure {
  chars: number
  fullName: number
  description: number
  schema: number
  cut: boolean
  /** A top-level `anyOf`/`oneOf`/`allOf`: the client rewrites the schema, so the count is an estimate. */
  estimate: boolean
}

const COMBINATORS = ['anyOf', 'oneOf', 'allOf']

/**
 * Per catalog tool (never changed once made), its measure by description limit: every Claude
 * Code generation of a check measures the same tools, most under the same limit.
 */
const MEASURES = new WeakMap<CatalogTool, Map<number, ToolMeasure>>()

/** The measure of one catalog tool; `server` is the name the user configured it under. */
export function measureTool(tool: CatalogTool, descriptionLimit = DESCRIPTION_LIMIT): ToolMeasure {
  let byLimit = MEASURES.get(tool)
  if (!byLimit) MEASURES.set(tool, (byLimit = new Map()))
  let measure = byLimit.get(descriptionLimit)
  if (!measure) byLimit.set(descriptionLimit, (measure = measured(tool, descriptionLimit)))
  return measure
}

function measured(tool: CatalogTool, descriptionLimit: number): ToolMeasure {
  const name = `mcp__${serverPart(clean(tool.rawServer))}__${normalizeNamePart(clean(String(tool.rawName)))}`
  const raw = typeof tool.rawDescription === 'string' ? clean(tool.rawDescription) : ''
  const description = cutDescription(raw, descriptionLimit)
  const schema = tool.inputSchema === undefined ? undefined : (cleanDeep(tool.inputSchema) as Record<string, unknown>)
  const schemaText = schema === undefined ? '' : JSON.stringify(schema)
  return {
    chars: name.length + description.length + schemaText.length,
    fullName: name.length,
    description: description.length,
    schema: schemaText.length,
    cut: description !== raw,
    estimate: schema !== null && typeof schema === 'object' && COMBINATORS.some((k) => Object.hasOwn(schema, k))
  }
}

/** Claude Code's model visibility: `_meta.ui.visibility` must list `model` when it is given. */
export function visibleToModel(meta: Record<string, unknown> | undefined): boolean {
  const ui = meta?.ui
  if (ui === undefined || ui === null) return true
  if (typeof ui !== 'object' || Array.isArray(ui)) return false
  const visibility = (ui as Record<string, unknown>).visibility
  if (visibility === undefined || visibility === null) return true
  return Array.isArray(visibility) && visibility.includes('model')
}
