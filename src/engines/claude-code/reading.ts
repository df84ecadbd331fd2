/** What a generation tells lint and advice about how it reads queries, names and descriptions. */
import type { ClientReading } from '../types.js'
import type { Generation, Inputs } from './generations.js'
import { NAME_PARSERS, words } from './names.js'
import { cleanUpQuery } from './query.js'

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** `\bterm\b` in the text (JavaScript's ASCII word boundaries), as B and later match descriptions. */
function matchesWord(text: string, term: string): boolean {
  return text.includes(term) && new RegExp('\\b' + escapeRegExp(term) + '\\b').test(text)
}

export function clientReading(g: Generation, inputs: Inputs): ClientReading {
  const { toolNameParts } = NAME_PARSERS[g.names]
  const cut = inputs.descriptionCut
  return {
    queryTerms: (query) => {
      const terms = words((g.cleanUp ? cleanUpQuery(query) : query).toLowerCase())
      return [...new Set(terms.map((t) => (g.required && t.startsWith('+') && t.length > 1 ? t.slice(1) : t)))]
    },
    ...(toolNameParts ? { nameParts: toolNameParts } : {}),
    ...(cut ? { descriptionCut: { length: cut.max, matches: g.descriptionMatch === 'word' ? matchesWord : (text, term) => text.includes(term) } } : {})
  }
}
