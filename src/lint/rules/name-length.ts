import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

/** The Anthropic API accepts tool names of 1 to 64 characters; Claude Code sends `mcp__server__tool`. */
const API_NAME_MAX = 64

export const nameLength: LintRule = {
  id: 'name-length',
  defaultSeverity: 'error',
  summary: 'The full tool name mcp__server__tool is longer than 64 characters.',
  doc:
    'Claude Code offers an MCP tool to the model as `mcp__<server>__<tool>`, and the Anthropic API accepts tool names of at ' +
    'most 64 characters. A longer full name cannot be offered as it is, so the tool is at best renamed by the client and at ' +
    'worst missing. The server name counts too: a long server key in the client config eats into every tool name. Keep ' +
    '`mcp__` + server + `__` + tool within 64 characters.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      if (tool.id.length <= API_NAME_MAX) continue
      const over = tool.id.length - API_NAME_MAX
      report({
        tool,
        message: `\`${tool.id}\` is ${tool.id.length} characters; the Anthropic API accepts tool names of at most ${API_NAME_MAX}. Shorten the tool name (or the server name) by ${over} character${over === 1 ? '' : 's'}.`
      })
    }
  }
}
