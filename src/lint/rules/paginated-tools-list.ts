import type { LintRule } from '../types.js'
import { isTarget, listSome } from '../util.js'

export const paginatedToolsList: LintRule = {
  id: 'paginated-tools-list',
  defaultSeverity: 'warning',
  summary: 'The server pages its tools/list; Claude Code 2.0 reads only the first page.',
  doc:
    'A server may split `tools/list` into pages with `nextCursor`. Claude Code from 2.0.70 to 2.1.8 requests the first page ' +
    'only and never follows the cursor, so every tool on a later page is missing for its users: no search, no `select:`, no ' +
    'call. Return all tools in one page (tool lists are small), or at least put the tools that matter most on the first.',
  check(ctx, report) {
    for (const server of ctx.catalog.servers) {
      if (server.pages <= 1 || !isTarget(ctx, server.name)) continue
      const later = ctx.catalog.tools.filter((t) => t.rawServer === server.name && t.page > 1)
      report({
        server: server.name,
        tools: later.map((t) => t.id),
        message: `lists its tools on ${server.pages} pages: Claude Code 2.0 (2.0.70 – 2.1.8) reads page 1 only, so ${later.length} of ${server.toolCount} tools (${listSome(later.map((t) => t.name))}) are invisible to it. Return every tool on one page.`
      })
    }
  }
}
