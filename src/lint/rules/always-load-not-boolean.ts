import { ALWAYS_LOAD_KEY } from '../../catalog/build.js'
import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

export const alwaysLoadNotBoolean: LintRule = {
  id: 'always-load-not-boolean',
  defaultSeverity: 'error',
  summary: '`_meta["anthropic/alwaysLoad"]` is not a JSON boolean.',
  doc:
    'Claude Code loads a tool up front, outside tool search and its size test, only when `_meta["anthropic/alwaysLoad"]` is the ' +
    'JSON boolean `true`. The string `"true"`, `1` or `"yes"` is ignored: the tool is deferred like every other MCP tool. ' +
    'Write `true` (or `false`).',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      if (!tool.meta || !Object.hasOwn(tool.meta, ALWAYS_LOAD_KEY)) continue
      const value = tool.meta[ALWAYS_LOAD_KEY]
      if (typeof value === 'boolean') continue
      report({ tool, message: `\`_meta["${ALWAYS_LOAD_KEY}"]\` is ${JSON.stringify(value) ?? String(value)}, not a boolean: Claude Code ignores it and defers the tool. Write \`true\` to load it up front.` })
    }
  }
}
