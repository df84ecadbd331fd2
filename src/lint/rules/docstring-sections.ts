import { shortToolName } from '../../catalog/sanitize.js'
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

/** Ranks of some tools for a query (catalog id -> rank; absent: does not score), or null when the client rejects the query. */
function ranksIn(engine: Engine, prepared: PreparedCatalog, query: string, tools: readonly string[], cut: number): Map<string, number> | null {
  try {
    const result = engine.search(prepared, query, { maxResults: cut, keep: { top: cut, tools } })
    return new Map(result.ranking.filter((r) => tools.includes(r.tool)).map((r) => [r.tool, r.rank] as const))
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
    // Every section moved at once: one catalog to prepare per engine, each query searched once on either side.
    const moved = withoutSections(ctx.catalog, new Set(found.map((f) => f.tool)))
    const holders = found.map((f) => f.tool.id)
    const searches = ctx.engines.map((engine) => {
      const cut = cutFor(ctx, engine)
      const movedPrepared = engine.prepare(moved)
      const queries = [...new Set([...found.map((f) => ownNameQueryOf(ctx, f.tool)), ...ctx.queries.map((q) => q.query)])].filter(Boolean)
      const ranked = new Map(
        queries.map((query) => {
          const expected = ctx.queries.filter((q) => q.query === query).flatMap((q) => q.expect)
          const tools = [...new Set([...holders, ...expected])]
          return [query, { before: ranksIn(engine, preparedFor(ctx, engine), query, tools, cut), after: ranksIn(engine, movedPrepared, query, tools, cut) }] as const
        })
      )
      return { engine, ranked }
    })
    for (const { tool, sections } of found) {
      // What concerns this tool: its own name's words, the queries that expect it, and the
      // expected tools it ranked ahead of.
      const changes: string[] = []
      const queriesOf = new Set([ownNameQueryOf(ctx, tool), ...ctx.queries.filter((q) => q.expect.includes(tool.id)).map((q) => q.query)].filter(Boolean))
      for (const { engine, ranked } of searches) {
        for (const [query, { before, after }] of ranked) {
          if (!before || !after) continue
          const mine = before.get(tool.id)
          const subjects = queriesOf.has(query) ? [tool.id] : []
          for (const q of ctx.queries.filter((x) => x.query === query)) {
            for (const id of q.expect) if (id !== tool.id && mine !== undefined && (before.get(id) ?? Infinity) > mine) subjects.push(id)
          }
          for (const id of new Set(subjects)) {
            const [b, a] = [before.get(id) ?? null, after.get(id) ?? null]
            if (b !== a) changes.push(`"${query}" ${id === tool.id ? '' : `${shortToolName(id)} `}${at(b)} → ${at(a)} under ${engine.id}`)
          }
        }
      }
      const queries = [...queriesOf]
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
