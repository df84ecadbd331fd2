/**
 * The words a model may use instead of the words of a query: a small table of the verbs and
 * nouns tool names use most, written by hand (no library knows which words mean the same to
 * a tool search). Each group is symmetric: every word of it stands for every other, in the
 * group's order. The README lists the table; a manifest adds its own words
 * (`wording: { synonyms: { ticket: [issue] } }`), tried before the table's.
 */

/** Verb groups: their words get verb forms (-ing, -s, -ed) as well as synonyms. */
export const VERB_GROUPS: ReadonlyArray<readonly string[]> = [
  ['create', 'add', 'new', 'make', 'open'],
  ['get', 'fetch', 'read', 'show', 'retrieve'],
  ['list', 'show all', 'enumerate'],
  ['update', 'edit', 'modify', 'change', 'set'],
  ['delete', 'remove', 'destroy'],
  ['search', 'find', 'look up', 'query'],
  ['send', 'post'],
  ['run', 'execute', 'start', 'trigger'],
  ['close', 'resolve'],
  ['write', 'save'],
  ['stop', 'cancel'],
  ['deploy', 'release']
]

/** Noun groups: their words get the other number (issue, issues) as well as synonyms. */
export const NOUN_GROUPS: ReadonlyArray<readonly string[]> = [
  ['issue', 'ticket'],
  ['file', 'document'],
  ['message', 'post'],
  ['directory', 'folder'],
  ['repository', 'repo'],
  ['image', 'picture']
]

/** A manifest's own synonyms: a word and the words to try instead of it, as written. */
export type SynonymTable = Readonly<Record<string, readonly string[]>>

/** Word to its synonyms, from the groups, in table order; a word of two groups gets both. */
function tableOf(groups: ReadonlyArray<readonly string[]>): Map<string, string[]> {
  const table = new Map<string, string[]>()
  for (const group of groups) {
    for (const word of group) {
      const others = table.get(word) ?? []
      for (const other of group) if (other !== word && !others.includes(other)) others.push(other)
      table.set(word, others)
    }
  }
  return table
}

const BUILT_IN = { verb: tableOf(VERB_GROUPS), noun: tableOf(NOUN_GROUPS) }
const VERBS: ReadonlySet<string> = new Set(VERB_GROUPS.flat().filter((w) => !w.includes(' ')))

/** Whether the table knows `word` (its base form) as a verb. */
export function isKnownVerb(word: string): boolean {
  return VERBS.has(word)
}

/** The synonyms of one word (its base form), read as a verb or as a noun: the manifest's first, then the table's, each once. */
export function synonymsOf(word: string, as: 'verb' | 'noun', own: SynonymTable = {}): string[] {
  const mine = Object.hasOwn(own, word) ? own[word].map((w) => w.toLowerCase()) : []
  return [...new Set([...mine, ...(BUILT_IN[as].get(word) ?? [])])].filter((w) => w !== word)
}
