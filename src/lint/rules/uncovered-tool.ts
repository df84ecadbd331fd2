import type { LintRule } from '../types.js'
import { listSome, namesItsTool, toolsByServer } from '../util.js'

/** More uncovered tools than this in one server: one finding for the server instead of one per tool. */
const PER_TOOL_MAX = 5

export const uncoveredTool: LintRule = {
  id: 'uncovered-tool',
  defaultSeverity: 'info',
  summary: 'No query of the manifest expects this tool.',
  doc:
    'A tool that no query expects has no regression test: an edit to any description, yours or a competing server\'s, can ' +
    'push it out of the results and nothing turns red. Add a query with the words a user would say to reach it. A `select:` ' +
    'query does not count: it names the tool, which a model only does once it has found it.',
  check(ctx, report) {
    const keyword = new Set(ctx.queries.filter((q) => !namesItsTool(q.query)).flatMap((q) => q.expect))
    const anyQuery = new Set(ctx.queries.flatMap((q) => q.expect))
    for (const [server, tools] of toolsByServer(ctx)) {
      const uncovered = tools.filter((t) => !keyword.has(t.id))
      if (uncovered.length === 0) continue
      if (uncovered.length === tools.length && tools.length > 1 && !tools.some((t) => anyQuery.has(t.id))) {
        report({ server, tools: uncovered.map((t) => t.id), message: `no query expects any of its ${tools.length} tools: add queries with the words a user would say to reach them.` })
        continue
      }
      if (uncovered.length > PER_TOOL_MAX) {
        report({
          server,
          tools: uncovered.map((t) => t.id),
          message: `${uncovered.length} of its ${tools.length} tools have no query that expects them (${listSome(uncovered.map((t) => t.name), 5)}): nothing turns red if they drop out of the results. Add queries for the ones users need.`
        })
        continue
      }
      for (const tool of uncovered) {
        const how = anyQuery.has(tool.id) ? 'only a `select:` query expects it; no search query does' : 'no query expects it'
        report({ tool, message: `${how}: nothing turns red if it drops out of the results. Add a query with the words a user would say to reach it.` })
      }
    }
  }
}
