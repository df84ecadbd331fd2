import type { CatalogTool } from '../../catalog/types.js'
import { EngineQueryError, type Engine } from '../../engines/types.js'
import type { LintContext, LintRule } from '../types.js'
import { deprecationOf, replacementsOf } from '../../evaluate/deprecation.js'
import { cutFor, label, listSome, ownNameQueryOf, preparedFor, targetTools } from '../util.js'

/**
 * Where the deprecated tool and its replacement rank for a query when the deprecated one is
 * ahead and the engine does not say that only its order of promoted tools puts it there while
 * the replacement is within the cut (Codex lists promoted tools by name: no description changes
 * that); null otherwise, or when the client rejects the query.
 */
function aheadOf(ctx: LintContext, engine: Engine, query: string, tool: CatalogTool, replacement: CatalogTool): { mine: number; theirs: number | null } | null {
  const cut = cutFor(ctx, engine)
  try {
    const result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: [tool.id, replacement.id] } })
    const [mine, theirs] = [tool, replacement].map((t) => result.ranking.find((r) => r.tool === t.id)?.rank ?? null)
    if (mine === null || (theirs !== null && theirs < mine)) return null
    if (theirs !== null && result.results.includes(replacement.id) && engine.explainOrder(preparedFor(ctx, engine), result, tool.id, replacement.id).fact.kind === 'promoted-order') return null
    return { mine, theirs }
  } catch (err) {
    if (err instanceof EngineQueryError) return null
    throw err
  }
}

/** At most four cases, `; `-separated (each lists engines with commas), then how many more. */
function caseList(cases: readonly string[]): string {
  return cases.slice(0, 4).join('; ') + (cases.length > 4 ? `; and ${cases.length - 4} more` : '')
}

export const deprecatedOutranksReplacement: LintRule = {
  id: 'deprecated-outranks-replacement',
  defaultSeverity: 'warning',
  summary: 'A deprecated tool ranks above the tool it names as its replacement, for that tool\'s own queries.',
  doc:
    'A tool whose description starts with "deprecated" (or says DEPRECATED, or whose annotations or _meta mark it deprecated) ' +
    'and names another tool of its server as the one to use. Searched with the replacement\'s own words and with the manifest\'s ' +
    'queries that expect either tool, it still ranks first: a model that searches for the new tool is shown the old one ' +
    'ahead of it, and calls it. Checked under every engine of the manifest, also for the queries that still expect the deprecated tool; the finding ' +
    'points at the first of the manifest\'s queries it concerns. Keep the deprecated tool\'s description to the pointer ("Deprecated: use read_text_file"), ' +
    'without the words of the replacement\'s queries, or remove the tool once clients have moved.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      const how = deprecationOf(tool)
      if (!how) continue
      /** One case per query and the two ranks: the engines where it holds. */
      const cases = new Map<string, string[]>()
      const replacements: CatalogTool[] = []
      let at: { line: number; col: number } | undefined
      // The manifest queries it concerns: those expecting the replacement or the deprecated tool.
      const named = replacementsOf(tool, ctx.catalog)
      const concerned = ctx.queries.filter((q) => q.expect.includes(tool.id) || named.some((r) => q.expect.includes(r.id)))
      for (const replacement of named) {
        const queries = [ownNameQueryOf(ctx, replacement), ...concerned.map((q) => q.query)]
        const seen = new Set<string>()
        for (const query of queries) {
          for (const engine of ctx.engines) {
            const key = `${engine.id}\u0000${query}`
            if (!query || seen.has(key) || (engine.loadsAlwaysLoad && replacement.alwaysLoad)) continue
            seen.add(key)
            const ranks = aheadOf(ctx, engine, query, tool, replacement)
            if (!ranks) continue
            const { mine, theirs } = ranks
            const text = `"${query}" ranks it #${mine} and ${replacement.rawName} ${theirs === null ? 'not at all' : `#${theirs}`}`
            cases.set(text, [...(cases.get(text) ?? []), engine.id])
            if (!replacements.includes(replacement)) replacements.push(replacement)
            const line = concerned.find((q) => q.query === query)
            if (line && !at) at = { line: line.line, col: line.col }
          }
        }
      }
      if (cases.size === 0) continue
      report({
        tool,
        ...(at ? { at } : {}),
        tools: [tool.id, ...replacements.map((r) => r.id)],
        message:
          `deprecated (${how}), yet it ranks above ${listSome(replacements.map(label), 3)}, the tool it names, for the queries of either tool: ` +
          `${caseList([...cases].map(([text, engines]) => `${text} under ${engines.join(', ')}`))}. A model searching for the new tool is shown this one first. Keep its description to the pointer, without the new tool's words, or remove it.`
      })
    }
  }
}
