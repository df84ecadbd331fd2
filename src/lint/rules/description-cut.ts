import { DESCRIPTION_CUT, escapeRegExp } from '../../engines/claude-code.js'
import type { LintRule } from '../types.js'
import { listSome, targetTools } from '../util.js'
import { queryTerms } from '../../util/words.js'


/** As claude-code@2.1 matches a description: `\b` + term + `\b` (JavaScript's ASCII word boundaries). */
function hasWord(text: string, term: string): boolean {
  return text.includes(term) && new RegExp('\\b' + escapeRegExp(term) + '\\b').test(text)
}

export const descriptionCut: LintRule = {
  id: 'description-cut',
  defaultSeverity: 'warning',
  summary: 'The description is longer than the 4,096 characters Claude Code scores.',
  doc:
    'Claude Code 2.1 cuts every description to 4,096 characters before its tool search scores it; words after the cut never ' +
    'match. A long description usually ends with examples or parameter notes, but if a word your users search with appears ' +
    'only there, the tool is invisible to that search. Keep descriptions short, put the words that identify the tool first, ' +
    'and move parameter documentation into the input schema. (Claude Code 2.0 did not cut; no client generation is known to ' +
    'cut at 2,048, so this rule uses 4,096 only.)',
  check(ctx, report) {
    const terms = [...new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))].filter((t) => t.length > 1)
    for (const tool of targetTools(ctx)) {
      if (tool.description.length <= DESCRIPTION_CUT) continue
      const lower = tool.description.toLowerCase()
      const kept = tool.description.slice(0, DESCRIPTION_CUT).toLowerCase()
      const own = new Set(ctx.queries.filter((q) => q.expect.includes(tool.id)).flatMap((q) => queryTerms(q.query)))
      // A word counts after the cut when it is in the description as Claude Code 2.1 matches (a whole word) but not before the cut.
      const lost = terms.filter((t) => hasWord(lower, t) && !hasWord(kept, t))
      lost.sort((a, b) => Number(own.has(b)) - Number(own.has(a)))
      const size = tool.description.length.toLocaleString('en-US')
      const tail = lost.length
        ? ` Words of your queries that appear only after the cut: ${listSome(lost.map((t) => `"${t}"${own.has(t) ? ' (a query expects this tool)' : ''}`), 6)}. Move them to the start.`
        : ' Words after the cut never match a search; put the words that identify the tool first.'
      report({ tool, message: `description is ${size} characters; Claude Code 2.1 scores only the first ${DESCRIPTION_CUT.toLocaleString('en-US')}.${tail}` })
    }
  }
}
