import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

/** MCP specification (2025-11-25), tool names: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const MCP_NAME_RE = /^[A-Za-z0-9_.-]{1,128}$/
const MCP_NAME_MAX = 128

export const nameCharacters: LintRule = {
  id: 'name-characters',
  defaultSeverity: 'warning',
  summary: 'The tool name breaks the MCP naming rule: 1-128 characters of A-Z a-z 0-9 _ - .',
  doc:
    'The MCP specification says tool names should be 1 to 128 characters long and use only ASCII letters, digits, `_`, `-` ' +
    'and `.`. Clients rewrite other characters (Claude Code turns each into `_`), so the name the model sees differs from the ' +
    'one you wrote, and a space or a slash no longer separates words the way you meant: `search docs` becomes one name part ' +
    '`search_docs` under one client and two words under another.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      const raw = String(tool.rawName)
      if (MCP_NAME_RE.test(raw)) continue
      const problems: string[] = []
      if (raw.length === 0) problems.push('it is empty')
      if (raw.length > MCP_NAME_MAX) problems.push(`it is ${raw.length} characters (at most ${MCP_NAME_MAX})`)
      const bad = [...new Set([...raw].filter((c) => !/[A-Za-z0-9_.-]/.test(c)))]
      if (bad.length > 0) problems.push(`it has ${bad.map((c) => (/\s/.test(c) ? `whitespace (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})` : `\`${c}\``)).join(', ')}`)
      report({
        tool,
        message: `${JSON.stringify(raw.length > 80 ? raw.slice(0, 80) + '…' : raw)} breaks the MCP tool-name rule: ${problems.join('; ')}. Claude Code calls it \`${tool.id}\`.`
      })
    }
  }
}
