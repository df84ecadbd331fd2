import type { LintRule } from '../types.js'
import { isTarget } from '../util.js'

export const aiSdkNameCollision: LintRule = {
  id: 'ai-sdk-name-collision',
  defaultSeverity: 'warning',
  summary: 'Another server has a tool with the same bare name; an AI SDK app keeps only one of them.',
  doc:
    'The Vercel AI SDK gives MCP tools to the model under their own names, without a server prefix, and an app holds its tools ' +
    'in one object keyed by name: when two servers both have `search`, one of the two is gone, and `toolSearch()` can return ' +
    'only one of them for any query. Checked only when `ai-sdk` is among the manifest\'s engines. Give your tools names that ' +
    'say what they act on (`search_issues` rather than `search`).',
  withoutNeighbourCopies: true,
  check(ctx, report) {
    const engine = ctx.engines.find((e) => e.nameCollisions)
    if (!engine?.nameCollisions) return
    for (const [name, tools] of engine.nameCollisions(ctx.catalog)) {
      const servers = [...new Set(tools.map((t) => t.rawServer))]
      if (servers.length < 2) continue
      for (const server of servers.filter((s) => isTarget(ctx, s))) {
        const mine = tools.find((t) => t.rawServer === server)!
        const others = servers.filter((s) => s !== server)
        report({
          tool: mine,
          tools: tools.map((t) => t.id),
          message: `\`${name}\` is also a tool of ${others.map((s) => `\`${s}\``).join(', ')}: an AI SDK app keeps one tool per name, so a search returns only one of them. Rename yours to say what it acts on.`
        })
      }
    }
  }
}
