import { SEARCH_HINT_KEY } from '../../catalog/build.js'
import { nameWords } from '../../util/words.js'
import type { LintRule } from '../types.js'
import { clip, targetTools } from '../util.js'

/** Claude Code's own guidance for a search hint. */
const MIN_WORDS = 3
const MAX_WORDS = 10

export const searchHintGuidance: LintRule = {
  id: 'search-hint-guidance',
  defaultSeverity: 'warning',
  summary: '`_meta["anthropic/searchHint"]` is not a string, or outside Claude Code\'s guidance for hints.',
  doc:
    'Claude Code scores `_meta["anthropic/searchHint"]` as extra words for its tool search (it never changes whether a tool is ' +
    'deferred). It reads only a string, and its own guidance for hints is 3 to 10 words, no trailing period, and words that ' +
    'add to the tool\'s name rather than repeat it: a name word in the hint earns nothing the name does not already earn.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      if (!tool.meta || !Object.hasOwn(tool.meta, SEARCH_HINT_KEY)) continue
      const hint = tool.meta[SEARCH_HINT_KEY]
      if (typeof hint !== 'string') {
        report({ tool, message: `\`_meta["${SEARCH_HINT_KEY}"]\` is ${JSON.stringify(hint) ?? String(hint)}, not a string: Claude Code ignores it.` })
        continue
      }
      const words = hint.trim().split(/\s+/).filter(Boolean)
      const problems: string[] = []
      if (words.length < MIN_WORDS || words.length > MAX_WORDS) problems.push(`${words.length} word${words.length === 1 ? '' : 's'} (Claude Code's guidance: ${MIN_WORDS}–${MAX_WORDS})`)
      if (/\.\s*$/.test(hint)) problems.push('a trailing period')
      const own = new Set(nameWords(tool.name).map((w) => w.toLowerCase()))
      const repeated = [...new Set(words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')).filter((w) => own.has(w)))]
      if (repeated.length) problems.push(`the name's own word${repeated.length === 1 ? '' : 's'} ${repeated.map((w) => `"${w}"`).join(', ')}`)
      if (problems.length) report({ tool, message: `search hint "${clip(hint, 80)}" has ${problems.join(', ')}: give 3–10 words a user would search for that the name does not say.` })
    }
  }
}
