import type { LintRule } from '../types.js'
import { listSome, toolsByServer } from '../util.js'

/** A name part that holds more than one word: joined by `-`, or camelCase. */
function joinsWords(part: string): boolean {
  return /[A-Za-z0-9]-[A-Za-z0-9]/.test(part) || /[a-z][A-Z]/.test(part)
}

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
    const splitting = ctx.engines.filter((e) => e.nameParts)
    if (splitting.length === 0) return
    const by = splitting.map((e) => e.id).join(', ')
    for (const [server, tools] of toolsByServer(ctx)) {
      const joined = tools.filter((t) => splitting.some((e) => e.nameParts!(t.name).some(joinsWords)))
      if (joined.length === 0) continue
      const example = joined[0]
      const snake = example.name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase()
      report({
        ...(joined.length === 1 ? { tool: example } : { server }),
        tools: joined.map((t) => t.id),
        message:
          `${joined.length === tools.length ? `all ${tools.length} tool names` : `${joined.length} of its ${tools.length} tool names`} (${listSome(joined.map((t) => `\`${t.name}\``), 3)}) join words with \`-\` or camelCase: ` +
          `${by} ${splitting.length === 1 ? 'cuts' : 'cut'} names into parts elsewhere, so each query word is only part of a name part and earns fewer points than a whole part. ` +
          `\`${snake}\` would earn the full points.`
      })
    }
  }
}
