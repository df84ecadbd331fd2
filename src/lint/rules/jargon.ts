import type { LintRule } from '../types.js'
import { listSome, toolsByServer } from '../util.js'
import { proseOf } from '../docstring.js'
import { STOP_WORDS, nameWords, queryTerms } from '../../util/words.js'

/** A word is jargon when more than this share of a server's descriptions has it ... */
const JARGON_SHARE = 0.5
/** ... and the server has at least this many tools with a description. */
const JARGON_MIN_TOOLS = 5

const WORD_RE = /[\p{L}\p{N}]+/gu

export const jargon: LintRule = {
  id: 'jargon',
  defaultSeverity: 'info',
  summary: 'A word is in most descriptions of the server.',
  doc:
    'A word that most of a server\'s descriptions contain ("account", "id", "resource") adds the same points to all of those ' +
    'tools whenever a query has it: Claude Code\'s scorer has no weighting for common words. It cannot help any one tool win; ' +
    'it only lifts them all over tools of other servers and leaves their order among themselves to accident (a longer ' +
    'description, a lucky substring). Keep the word where it tells a tool apart and drop it where it is filler.',
  check(ctx, report) {
    const terms = new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))
    for (const [server, tools] of toolsByServer(ctx)) {
      // Docstring sections are docstring-sections' finding: only the prose counts here.
      const prose = new Map(tools.map((t) => [t, proseOf(t.description, t.inputSchema)] as const))
      const described = tools.filter((t) => prose.get(t)!.trim() !== '')
      if (described.length < JARGON_MIN_TOOLS) continue
      const serverWords = new Set(nameWords(server))
      const count = new Map<string, number>()
      for (const t of described) {
        for (const w of new Set(prose.get(t)!.toLowerCase().match(WORD_RE) ?? [])) {
          if (w.length < 2 || STOP_WORDS.has(w) || /^\d+$/.test(w) || serverWords.has(w)) continue
          count.set(w, (count.get(w) ?? 0) + 1)
        }
      }
      const words = [...count]
        .filter(([, n]) => n > described.length * JARGON_SHARE)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      if (words.length === 0) continue
      const shown = words.map(([w, n]) => `"${w}" (${n})`)
      const queried = words.filter(([w]) => terms.has(w)).map(([w]) => `"${w}"`)
      const queryNote = queried.length ? ` Your queries use ${listSome(queried, 4)}, which score${queried.length === 1 ? 's' : ''} all of those tools alike.` : ''
      report({
        server,
        message:
          `${words.length === 1 ? 'a word is' : `${words.length} words are`} in most of its ${described.length} descriptions: ${listSome(shown, 8)}. ` +
          `A query with ${words.length === 1 ? 'it' : 'one of them'} adds the same points to all those tools and only reorders them by accident.${queryNote} ` +
          'Keep such a word where it tells a tool apart and drop it where it is filler.'
      })
    }
  }
}
