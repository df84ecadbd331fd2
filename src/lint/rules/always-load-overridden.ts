import { ALWAYS_LOAD_KEY } from '../../catalog/build.js'
import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

export const alwaysLoadOverridden: LintRule = {
  id: 'always-load-overridden',
  defaultSeverity: 'warning',
  summary: 'A tool\'s `anthropic/alwaysLoad` that the server\'s own setting in the user\'s configuration overrides.',
  doc:
    'Claude Code combines a tool\'s `_meta["anthropic/alwaysLoad"]` with the server\'s `alwaysLoad` in the user\'s MCP ' +
    'configuration. A server set to `false` defers every tool, even one marked `true`; a server set to `true` in the user, ' +
    'project or local configuration loads every tool, and a tool\'s `false` counts only for servers from `--mcp-config`, ' +
    'plugins or the Agent SDK. With the manifest\'s `deferral.claude-code.always_load` (and `scope`) stating your users\' ' +
    'setup, this rule names the tools whose own setting has no effect there.',
  check(ctx, report) {
    const engine = ctx.engines.find((e) => e.loadsAlwaysLoad && e.deferral)
    const servers = ctx.deferral?.['claude-code']?.alwaysLoad
    if (!engine || !servers) return
    const placements = new Map(engine.deferral!(ctx.catalog, ctx.deferral ?? {}).tools.map((t) => [t.tool, t] as const))
    for (const tool of targetTools(ctx)) {
      const own = tool.meta?.[ALWAYS_LOAD_KEY]
      const server = servers[tool.rawServer]
      if (typeof own !== 'boolean' || server === undefined) continue
      const upFront = placements.get(tool.id)?.why === 'always-load'
      if (own === upFront) continue
      const where = `\`always_load: ${server}\` for \`${tool.rawServer}\` in the manifest's \`deferral.claude-code\``
      report({
        tool,
        message: own
          ? `marks itself \`alwaysLoad: true\`, but the server's \`alwaysLoad: false\` (${where}) defers it all the same.`
          : `marks itself \`alwaysLoad: false\`, but the server's \`alwaysLoad: true\` (${where}) loads it up front: a tool's \`false\` counts only for servers from \`--mcp-config\`, plugins or the Agent SDK (\`scope: dynamic\`).`
      })
    }
  }
}
