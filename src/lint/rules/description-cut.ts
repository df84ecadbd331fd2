import type { LintRule } from '../types.js'
import { listSome, targetTools } from '../util.js'
import { queryTerms } from '../../util/words.js'
import { formatCount } from '../../util/plural.js'

export const descriptionCut: LintRule = {
  id: 'description-cut',
  defaultSeverity: 'warning',
  summary: 'The description is longer than the part Claude Code scores.',
  doc:
    'Claude Code cuts every description before its tool search scores it (to 2,048 characters from 2.1.84, to 4,096 from ' +
    '2.1.296; 2.0 does not cut); words after the cut never match. A long description usually ends with examples or parameter ' +
    'notes, but if a word your users search with appears only there, the tool is invisible to that search. Keep descriptions ' +
    'short, put the words that identify the tool first, and move parameter documentation into the input schema. Checked ' +
    'against the shortest cut of the manifest\'s engines; silent when none of them cuts.',
  check(ctx, report) {
    // The shortest cut of the manifest's engines loses the most words.
    const cutting = ctx.engines.filter((e) => e.descriptionCut).sort((a, b) => a.descriptionCut!.length - b.descriptionCut!.length)
    if (cutting.length === 0) return
    const cut = cutting[0].descriptionCut!
    const by = cutting.filter((e) => e.descriptionCut!.length === cut.length).map((e) => e.id)
    const terms = [...new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))].filter((t) => t.length > 1)
    for (const tool of targetTools(ctx)) {
      if (tool.description.length <= cut.length) continue
      const lower = tool.description.toLowerCase()
      const kept = tool.description.slice(0, cut.length).toLowerCase()
      const own = new Set(ctx.queries.filter((q) => q.expect.includes(tool.id)).flatMap((q) => queryTerms(q.query)))
      // A word counts after the cut when the client matches it in the whole description but not before the cut.
      const lost = terms.filter((t) => cut.matches(lower, t) && !cut.matches(kept, t))
      lost.sort((a, b) => Number(own.has(b)) - Number(own.has(a)))
      const size = formatCount(tool.description.length)
      const tail = lost.length
        ? ` Words of your queries that appear only after the cut: ${listSome(lost.map((t) => `"${t}"${own.has(t) ? ' (a query expects this tool)' : ''}`), 6)}. Move them to the start.`
        : ' Words after the cut never match a search; put the words that identify the tool first.'
      report({ tool, message: `description is ${size} characters; ${by.join(', ')} ${by.length === 1 ? 'scores' : 'score'} only the first ${formatCount(cut.length)}.${tail}` })
    }
  }
}
