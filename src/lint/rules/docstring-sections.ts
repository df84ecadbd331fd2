import type { Catalog, CatalogTool } from '../../catalog/types.js'
import { EngineQueryError, type Engine, type PreparedCatalog } from '../../engines/types.js'
import { docstringSections, proseOf } from '../docstring.js'
import type { LintRule } from '../types.js'
import { clip, cutFor, listSome, ownNameQueryOf, preparedFor, targetTools } from '../util.js'

/** The catalog with the docstring sections of `tools` taken out of their descriptions (raw and sanitised alike). */
function withoutSections(catalog: Catalog, tools: ReadonlySet<CatalogTool>): Catalog {
  return {
    servers: catalog.servers,
    tools: catalog.tools.map((t) => {
      if (!tools.has(t)) return t
      const raw = typeof t.rawDescription === 'string' ? { rawDescription: proseOf(t.rawDescription, t.inputSchema) } : {}
      return { ...t, description: proseOf(t.description, t.inputSchema), ...raw }
    })
  }
}

/** The tool's rank for a query, or null when it does not score (or the client rejects the query). */
function rankIn(engine: Engine, prepared: PreparedCatalog, query: string, tool: string, cut: number): number | null {
  try {
    return engine.search(prepared, query, { maxResults: cut, keep: { top: cut, tools: [tool] } }).ranking.find((r) => r.tool === tool)?.rank ?? null
  } catch (err) {
    if (err instanceof EngineQueryError) return null
    throw err
  }
}

const at = (rank: number | null): string => (rank === null ? 'unranked' : `#${rank}`)

export const docstringSectionsRule: LintRule = {
  id: 'docstring-sections',
  defaultSeverity: 'warning',
  summary: 'The description carries docstring sections (Args:, Returns:, `- name:` lines) that belong in the input schema.',
  doc:
    'Servers that build descriptions from docstrings (FastMCP and the like) copy `Args:`, `Parameters:`, `Returns:` and ' +
    '`Raises:` sections, or `- name: …` lines for each parameter, into the description. Tool search reads every word of it: the ' +
    'parameter prose matches queries meant for other tools, and under Claude Code 2.1 it can push the words that say what the ' +
    'tool does past the 4,096 characters that are scored. Move each parameter\'s text into its property description in ' +
    '`inputSchema`, which no client\'s tool search reads (the model still sees it once the tool is loaded), and the return ' +
    'value into the first sentence if it matters. The finding re-ranks the manifest\'s queries for the tool, and its own-name ' +
    'query, with the sections moved, under every engine of the manifest, and says what moves.',
  check(ctx, report) {
    const found = targetTools(ctx).flatMap((tool) => {
      const sections = docstringSections(tool.description, tool.inputSchema)
      return sections ? [{ tool, sections }] : []
    })
    if (found.length === 0) return
    // Every section moved at once: one catalog to prepare per engine.
    const moved = withoutSections(ctx.catalog, new Set(found.map((f) => f.tool)))
    const movedPrepared = new Map(ctx.engines.map((e) => [e.id, e.prepare(moved)] as const))
    for (const { tool, sections } of found) {
      const queries = [...new Set([ownNameQueryOf(ctx, tool), ...ctx.queries.filter((q) => q.expect.includes(tool.id)).map((q) => q.query)])].filter(Boolean)
      const changes: string[] = []
      for (const engine of ctx.engines) {
        const cut = cutFor(ctx, engine)
        for (const query of queries) {
          const before = rankIn(engine, preparedFor(ctx, engine), query, tool.id, cut)
          const after = rankIn(engine, movedPrepared.get(engine.id)!, query, tool.id, cut)
          if (before !== after) changes.push(`"${query}" ${at(before)} → ${at(after)} under ${engine.id}`)
        }
      }
      const verified = changes.length
        ? ` Re-ranked with them moved: ${listSome(changes, 4)}.`
        : ` Re-ranked with them moved, none of its queries (${listSome(queries.map((q) => `"${q}"`), 3)}) changes rank under ${listSome(ctx.engines.map((e) => e.id), 4)}.`
      report({
        tool,
        message:
          `its description carries docstring sections (${sections.headers.join(', ')}): "${clip(tool.description.slice(sections.blocks[0][0]), 80)}". ` +
          `Move each parameter's text into its property description in inputSchema (no client's tool search reads it) and keep the description to what the tool does.${verified}`
      })
    }
  }
}
