import type { CatalogTool } from '../../catalog/types.js'
import type { Engine } from '../../engines/types.js'
import { shortToolName } from '../../catalog/sanitize.js'
import type { LintContext, LintRule } from '../types.js'
import { explainCompact, ownNameQueryOf, preparedFor, searchOnce, targetTools } from '../util.js'

/** What a client calls a tool: its own name for it, else the catalog id (`mcp__server__tool`, Claude Code's). */
function clientName(ctx: LintContext, engine: Engine, tool: CatalogTool): string {
  return engine.clientName ? engine.clientName(preparedFor(ctx, engine), tool) : tool.id
}

/** The names each client family of the manifest gives the two tools: `claude-code mcp__a__search / mcp__b__search`. */
function collidingNames(ctx: LintContext, mine: CatalogTool, theirs: CatalogTool): string {
  const families = new Map<string, Engine>()
  for (const engine of ctx.engines) if (!families.has(engine.family)) families.set(engine.family, engine)
  return [...families].map(([family, engine]) => `${family} \`${clientName(ctx, engine, mine)}\` and \`${clientName(ctx, engine, theirs)}\``).join('; ')
}

export const neighbourWinsOwnName: LintRule = {
  id: 'neighbour-wins-own-name',
  defaultSeverity: 'warning',
  summary: 'A neighbour\'s tool (a bundled neighbour or a stored catalog) comes first for the words of this tool\'s own name.',
  doc:
    'A model looking for a tool searches first with the words of its name. When a server the user runs beside yours has a tool ' +
    'that ranks first for those words (two servers that both expose `search`, or `list_channels` next to Slack\'s ' +
    '`slack_list_channels`), the model picks that one, and your tool is found second at best. When the two tie, yours comes ' +
    'first only because the client happens to hold your server first. Checked per engine against the manifest\'s ' +
    'neighbours and stored catalogs. Codex lists the tools a query word promotes (a word its name ends in) by server and tool name ' +
    'rather than by match: while your tool is still within the cut, a neighbour\'s tool listed first that way is no win, and is not reported. Name the tool for what it acts on (`search_issues` rather than `search`), and start its ' +
    'description with those words.',
  withoutNeighbourCopies: true,
  check(ctx, report) {
    const competitors = new Set(ctx.catalog.tools.filter((t) => ctx.targets && !ctx.targets.has(t.rawServer)).map((t) => t.id))
    if (competitors.size === 0) return
    const byId = new Map(ctx.catalog.tools.map((t) => [t.id, t] as const))
    for (const tool of targetTools(ctx)) {
      const query = ownNameQueryOf(ctx, tool)
      if (!query) continue
      const lost: string[] = []
      /** Every loss is Codex's order of promoted tools, which no description changes. */
      let byNameOnly = true
      let winner: CatalogTool | undefined
      for (const engine of ctx.engines) {
        if (engine.loadsAlwaysLoad && tool.alwaysLoad) continue
        const result = searchOnce(ctx, engine, query)
        const [first, second] = result?.head ?? []
        if (!result || !first) continue
        const me = result.subjects.get(tool.id)
        if (competitors.has(first.tool)) {
          const order = explainCompact(ctx, engine, result, first.tool, tool.id)
          // Codex lists promoted tools by name, not by how well they match: inside the cut, that order is no win.
          if (order.fact.kind === 'promoted-order' && result.results.includes(tool.id)) continue
          const why = order.fact.kind === 'score' || order.fact.kind === 'listed' ? '' : `: ${order.text}`
          byNameOnly &&= order.fact.kind === 'promoted-order'
          lost.push(`${shortToolName(first.tool)} is #1 under ${engine.id} (yours ${me ? `#${me.rank}` : 'does not score'})${why}`)
          winner ??= byId.get(first.tool)
        } else if (first.tool === tool.id && second && competitors.has(second.tool) && second.score === first.score) {
          lost.push(`${shortToolName(second.tool)} ties with it under ${engine.id}, yours first only because your servers connect first`)
          byNameOnly = false
          winner ??= byId.get(second.tool)
        }
      }
      if (!winner) continue
      report({
        tool,
        tools: [tool.id, winner.id],
        message:
          `its own name's words, "${query}", belong to a neighbour: ${lost.join('; ')}. ` +
          `The names a model chooses between: ${collidingNames(ctx, tool, winner)}. ` +
          (byNameOnly
            ? 'No edit of its description changes an order of promoted tools: only its name decides which tools its words promote and where it sorts among them.'
            : 'Name it for what it acts on, and start its description with those words.')
      })
    }
  }
}
