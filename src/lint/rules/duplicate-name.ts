import type { LintRule } from '../types.js'
import { toolsByServer } from '../util.js'
import { groupBy } from '../../util/group-by.js'

export const duplicateName: LintRule = {
  id: 'duplicate-name',
  defaultSeverity: 'error',
  summary: 'Two tools of one server have the same name, or names that the client maps to the same name.',
  doc:
    'Within one server a tool name must be unique. Clients key tools by name, so a second tool with the same name (or with a ' +
    'name that differs only in characters the client replaces, like `get.user` and `get_user`, which Claude Code both calls ' +
    '`mcp__server__get_user`) replaces the first or is dropped: one of the two can never be found or called.',
  check(ctx, report) {
    for (const tools of toolsByServer(ctx).values()) {
      for (const [id, same] of groupBy(tools, (t) => t.id)) {
        if (same.length < 2) continue
        const raws = [...new Set(same.map((t) => String(t.rawName)))]
        const how = raws.length === 1 ? `${same.length} tools are named \`${raws[0]}\`` : `${raws.map((r) => `\`${r}\``).join(' and ')} all become \`${id}\``
        report({ tool: same[1], tools: [id], message: `${how}: a client keeps one of them, so the other cannot be found. Give each a distinct name.` })
      }
    }
  }
}
