import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'
import { nameWords } from '../../util/words.js'

export const descriptionMissing: LintRule = {
  id: 'description-missing',
  defaultSeverity: 'warning',
  summary: 'The tool has no description, or an empty one.',
  doc:
    'Deferred tool search matches query words against the tool name and the description. Without a description only the ' +
    'words of the name can find the tool: a model that asks for "send a message" never finds `post` even if that is what it ' +
    'does. Write one sentence that starts with what the tool does, in the words a user would use.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      const raw = tool.rawDescription
      const empty = typeof raw !== 'string' || tool.description.trim() === ''
      if (!empty) continue
      const words = nameWords(tool.name)
      const what = raw === undefined ? 'has no description' : typeof raw === 'string' ? 'has an empty description' : `has a description that is not a string (${raw === null ? 'null' : typeof raw})`
      report({
        tool,
        message: `${what}: only the words of its name (${words.map((w) => `"${w}"`).join(', ') || 'none'}) can find it. Start a description with what it does.`
      })
    }
  }
}
