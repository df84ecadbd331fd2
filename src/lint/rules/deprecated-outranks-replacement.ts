import type { CatalogTool } from '../../catalog/types.js'
import { EngineQueryError, type Engine } from '../../engines/types.js'
import type { LintContext, LintRule } from '../types.js'
import { cutFor, label, listSome, ownNameQueryOf, preparedFor, targetTools } from '../util.js'

/** How a tool says it is deprecated, in words for the finding; undefined when it does not. */
function deprecationOf(tool: CatalogTool): string | undefined {
  const description = tool.description.trim()
  if (/^[^A-Za-z0-9]*deprecated\b/i.test(description)) return 'its description starts with "deprecated"'
  // A capitalised DEPRECATED anywhere is the usual flag too ("Read a file. DEPRECATED: use …").
  if (/\bDEPRECATED\b/.test(description)) return 'its description says DEPRECATED'
  if ((tool.annotations as Record<string, unknown> | undefined)?.deprecated === true) return 'its annotations mark it deprecated'
  const metaKey = Object.entries(tool.meta ?? {}).find(([key, value]) => /(^|[/.])deprecated$/i.test(key) && value !== false && value !== undefined && value !== null)?.[0]
  return metaKey === undefined ? undefined : `its _meta["${metaKey}"] marks it deprecated`
}

/** The other tools of its server that its description names, as whole names. */
function replacementsOf(tool: CatalogTool, siblings: readonly CatalogTool[]): CatalogTool[] {
  return siblings.filter((t) => {
    if (t === tool || t.rawName.length < 3) return false
    const escaped = t.rawName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(tool.description)
  })
}

/** Where two tools rank for a query, or null when the client rejects the query. */
function ranksOf(ctx: LintContext, engine: Engine, query: string, tools: readonly CatalogTool[]): Array<number | null> | null {
  const cut = cutFor(ctx, engine)
  try {
    const result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: tools.map((t) => t.id) } })
    return tools.map((t) => result.ranking.find((r) => r.tool === t.id)?.rank ?? null)
  } catch (err) {
    if (err instanceof EngineQueryError) return null
    throw err
  }
}

export const deprecatedOutranksReplacement: LintRule = {
  id: 'deprecated-outranks-replacement',
  defaultSeverity: 'warning',
  summary: 'A deprecated tool ranks above the tool it names as its replacement, for that tool\'s own queries.',
  doc:
    'A tool whose description starts with "deprecated" (or says DEPRECATED, or whose annotations or _meta mark it deprecated) ' +
    'and names another tool of its server as the one to use. Searched with the replacement\'s own words and with the manifest\'s ' +
    'queries that expect the replacement, it still ranks first: a model that searches for the new tool is shown the old one ' +
    'ahead of it, and calls it. Keep the deprecated tool\'s description to the pointer ("Deprecated: use read_text_file"), ' +
    'without the words of the replacement\'s queries, or remove the tool once clients have moved.',
  check(ctx, report) {
    const byId = new Map(ctx.engines.map((e) => [e.id, e] as const))
    for (const tool of targetTools(ctx)) {
      const how = deprecationOf(tool)
      if (!how) continue
      const siblings = ctx.catalog.tools.filter((t) => t.rawServer === tool.rawServer)
      const cases: string[] = []
      const replacements: CatalogTool[] = []
      for (const replacement of replacementsOf(tool, siblings)) {
        const queries: Array<{ query: string; engines: readonly Engine[] }> = [
          { query: ownNameQueryOf(ctx, replacement), engines: ctx.engines },
          ...ctx.queries.filter((q) => q.expect.includes(replacement.id)).map((q) => ({ query: q.query, engines: q.engines.flatMap((id) => byId.get(id) ?? []) }))
        ]
        const seen = new Set<string>()
        for (const { query, engines } of queries) {
          for (const engine of engines) {
            const key = `${engine.id}\u0000${query}`
            if (!query || seen.has(key) || (engine.loadsAlwaysLoad && replacement.alwaysLoad)) continue
            seen.add(key)
            const ranks = ranksOf(ctx, engine, query, [tool, replacement])
            if (!ranks) continue
            const [mine, theirs] = ranks
            if (mine === null || (theirs !== null && theirs < mine)) continue
            cases.push(`"${query}" ranks it #${mine} and ${replacement.rawName} ${theirs === null ? 'not at all' : `#${theirs}`} under ${engine.id}`)
            if (!replacements.includes(replacement)) replacements.push(replacement)
          }
        }
      }
      if (cases.length === 0) continue
      report({
        tool,
        tools: [tool.id, ...replacements.map((r) => r.id)],
        message:
          `deprecated (${how}), yet it ranks above ${listSome(replacements.map(label), 3)}, the tool it names, for that tool's own queries: ` +
          `${listSome(cases, 3)}. A model searching for the new tool is shown this one first. Keep its description to the pointer, without the new tool's words, or remove it.`
      })
    }
  }
}
