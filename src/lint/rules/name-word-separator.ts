import type { LintRule } from '../types.js'
import { listSome, toolsByServer } from '../util.js'

/** claude-code@2.1 splits names into parts at whitespace, `_` and `.`; not at `-` or camelCase. */
const PART_SPLIT = /[\s_.]+/

export const nameWordSeparator: LintRule = {
  id: 'name-word-separator',
  defaultSeverity: 'warning',
  summary: 'Tool names join words with `-` or camelCase, which Claude Code 2.1 does not split.',
  doc:
    'Claude Code 2.1 splits a tool name into words at `_`, `.` and spaces only. In `get-group` or `getGroup` the query word ' +
    '"get" is only part of one long name part and earns 6 points, where `get_group` earns 12 for each of "get" and "group": ' +
    'a competing server with snake_case names wins every tie of words. Checked when the manifest ranks with claude-code@2.1. ' +
    'Use snake_case (`get_group`).',
  check(ctx, report) {
    if (!ctx.engines.some((e) => e.id === 'claude-code@2.1')) return
    for (const [server, tools] of toolsByServer(ctx)) {
      const joined = tools.filter((t) => t.name.split(PART_SPLIT).some((part) => /[A-Za-z0-9]-[A-Za-z0-9]/.test(part) || /[a-z][A-Z]/.test(part)))
      if (joined.length === 0) continue
      const example = joined[0]
      const snake = example.name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase()
      report({
        ...(joined.length === 1 ? { tool: example } : { server }),
        tools: joined.map((t) => t.id),
        message:
          `${joined.length === tools.length ? `all ${tools.length} tool names` : `${joined.length} of its ${tools.length} tool names`} (${listSome(joined.map((t) => `\`${t.name}\``), 3)}) join words with \`-\` or camelCase: ` +
          `Claude Code 2.1 splits names only at \`_\`, \`.\` and spaces, so each query word earns +6 (part of a name part) instead of +12. ` +
          `\`${snake}\` would earn the full points.`
      })
    }
  }
}
