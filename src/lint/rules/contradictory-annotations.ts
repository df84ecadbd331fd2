import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

export const contradictoryAnnotations: LintRule = {
  id: 'contradictory-annotations',
  defaultSeverity: 'warning',
  summary: 'readOnlyHint is true and destructiveHint is true.',
  doc:
    'A tool that only reads cannot destroy anything: the MCP specification gives `destructiveHint` a meaning only when ' +
    '`readOnlyHint` is false. Clients act on both: Claude Code treats a read-only tool as safe to run in parallel with other ' +
    'safe tools and uses `destructiveHint` for how it asks permission, so a tool marked both gets contradictory treatment, ' +
    'and a tool that really deletes may run alongside others as if it only read. Set one: `readOnlyHint: true` alone, or ' +
    '`readOnlyHint: false, destructiveHint: true`.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      const a = tool.annotations
      if (a?.readOnlyHint === true && a.destructiveHint === true) {
        report({ tool, message: 'annotations say both `readOnlyHint: true` and `destructiveHint: true`; a read-only tool destroys nothing. Keep the one that is true.' })
      }
    }
  }
}
