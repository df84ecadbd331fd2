/**
 * How a tool says it is deprecated, and which tool of its server it names as the one to use:
 * evaluation warns at an expectation that names such a tool, and lint checks that the
 * deprecated tool does not outrank its replacement.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'

/** How a tool says it is deprecated, in words for a message; undefined when it does not. */
export function deprecationOf(tool: CatalogTool): string | undefined {
  const description = tool.description.trim()
  if (/^[^A-Za-z0-9]*deprecated\b/i.test(description)) return 'its description starts with "deprecated"'
  // A capitalised DEPRECATED anywhere is the usual flag too ("Read a file. DEPRECATED: use …").
  if (/\bDEPRECATED\b/.test(description)) return 'its description says DEPRECATED'
  if ((tool.annotations as Record<string, unknown> | undefined)?.deprecated === true) return 'its annotations mark it deprecated'
  const metaKey = Object.entries(tool.meta ?? {}).find(([key, value]) => /(^|[/.])deprecated$/i.test(key) && value !== false && value !== undefined && value !== null)?.[0]
  return metaKey === undefined ? undefined : `its _meta["${metaKey}"] marks it deprecated`
}

/** The other tools of its server that a tool's description names, as whole names, in catalog order. */
export function replacementsOf(tool: CatalogTool, catalog: Catalog): CatalogTool[] {
  return catalog.tools.filter((t) => {
    if (t === tool || t.rawServer !== tool.rawServer || t.rawName.length < 3) return false
    const escaped = t.rawName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(tool.description)
  })
}

/** A manifest line that names a deprecated tool. */
export interface ManifestWarning {
  line: number
  col: number
  /** The reference as written. */
  ref: string
  /** Catalog id of the deprecated tool. */
  tool: string
  /** Catalog ids of the tools it names as its replacement. */
  replacements: string[]
  message: string
}

/** The warning for an expectation of `tool` at `line:col`, when the tool is deprecated. */
export function deprecatedExpectation(catalog: Catalog, tool: CatalogTool, at: { ref: string; line: number; col: number }): ManifestWarning | undefined {
  const how = deprecationOf(tool)
  if (!how) return undefined
  const replacements = replacementsOf(tool, catalog)
  const names = replacements.map((r) => `\`${r.rawName}\``)
  const message = names.length
    ? `\`${tool.rawName}\` is deprecated in favour of ${names.join(' or ')} (${how}): expect ${names.length === 1 ? 'it' : 'one of them'} instead`
    : `\`${tool.rawName}\` is deprecated (${how})`
  return { line: at.line, col: at.col, ref: at.ref, tool: tool.id, replacements: replacements.map((r) => r.id), message }
}
