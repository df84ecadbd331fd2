import type { LintRule } from '../types.js'
import { isTarget } from '../util.js'

export const serverNameSeparator: LintRule = {
  id: 'server-name-separator',
  defaultSeverity: 'warning',
  summary: 'The server name contains `__`, the separator of mcp__server__tool.',
  doc:
    'Claude Code names a tool `mcp__<server>__<tool>` and reads the server back by splitting at the first `__`. A server ' +
    'named `my__server` gives `mcp__my__server__search`, which parses as server `my` and tool `server__search`: ' +
    'permission rules such as `mcp__my__server__*` and the per-server tool listing stop matching. Use one underscore or a ' +
    'hyphen (`my_server`, `my-server`).',
  check(ctx, report) {
    for (const server of ctx.catalog.servers) {
      if (!isTarget(ctx, server.name)) continue
      const normalised = server.name.replace(/[^A-Za-z0-9_-]/g, '_')
      if (!normalised.includes('__')) continue
      const first = ctx.catalog.tools.find((t) => t.rawServer === server.name)
      const example = first ? `\`${first.id}\` reads back as server \`${first.id.slice(5).split('__')[0]}\`` : 'its tools read back as another server'
      report({
        server: server.name,
        message: `server name \`${server.name}\` contains \`__\`, the separator of \`mcp__server__tool\`: ${example}. Use \`${normalised.replace(/_{2,}/g, '_')}\` or a hyphen.`
      })
    }
  }
}
