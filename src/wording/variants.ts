/**
 * The other wordings of a query: what a model may search with instead of the words the
 * manifest wrote. Pure and deterministic: the same query, server and synonyms give the same
 * list, in this order, on every run and machine (the README documents it):
 *
 * 0. a word written as a tool name (`create_issue`, `createIssue`) spelled as words; the
 *    steps below then read those words;
 * 1. word forms, one word at a time in query order: the verb (the first word the synonym
 *    table knows as a verb; `open` in `find open issues` is not one) in its -ing, -s, -ed and
 *    base forms (a word after an adjective is a noun: `release` in `latest release`; an adjective
 *    such as `new` has no verb forms); a noun (any other word but an adjective) that ends its
 *    phrase (the next word is filler, a verb or none: `requests` in `list pull requests`) in its
 *    other number;
 * 2. every word changed at once: verbs in -ing, those nouns in their other number;
 * 3. the server's name in front (`github create issue`);
 * 4. filler words: those of the query dropped, or, when it has none, `the` after its first word
 *    (`create the issue`), or in front when that word is an adjective (`the monthly sales report`);
 * 5. synonyms, one word at a time in query order: the manifest's, then the table's (a plural
 *    noun's synonyms in the plural).
 *
 * Repeats and the query itself are left out, and the list stops at `cap` (at most 24).
 * It reads no engine: which of these a client tells apart is the engines' business.
 */
import { nameWords } from '../util/words.js'
import type { Inflector } from './inflect.js'
import { isKnownVerb, synonymsOf, type SynonymTable } from './synonyms.js'

/** The most wordings a query gets. */
export const MAX_WORDINGS = 24

/** Small words a model adds or leaves out without changing what it asks for. */
export const FILLER_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'for', 'to', 'of', 'in', 'on', 'with'])

export interface WordingOptions {
  /** The expected tool's server, put in front of the query. */
  server?: string
  /** The manifest's own synonyms. */
  synonyms?: SynonymTable
  /** How many wordings at most (default and ceiling MAX_WORDINGS). */
  cap?: number
}

/** One word of the query as the generator reads it. */
interface Word {
  text: string
  /** Inflected and given synonyms: a word of letters that is not filler. */
  content: boolean
  verb: boolean
  /** Its other forms, in the order they are tried. */
  forms: string[]
  /** The form all words take at once (step 2). */
  together: string
  synonyms: string[]
}

const isContent = (text: string): boolean => /^[a-z][a-z'-]*[a-z]$/.test(text) && !FILLER_WORDS.has(text)

/** The words of the query: `create_issue` and `createIssue` read as `create issue`. */
function splitWords(query: string): string[] {
  return query
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (/^[A-Za-z0-9]+([_-]+[A-Za-z0-9]+)+$|^[a-z0-9]+[A-Z]/.test(w) && /^[A-Za-z0-9_-]+$/.test(w) ? nameWords(w) : [w.toLowerCase()]))
}

function readWords(texts: readonly string[], inflector: Inflector, own: SynonymTable): Word[] {
  const infinitives = texts.map((t) => (isContent(t) ? inflector.infinitive(t) : t))
  const adjective = texts.map((t) => inflector.isAdjective(t))
  // A word after an adjective is its noun (`release` in `latest release`), not the query's verb.
  const first = texts.findIndex((t, i) => isContent(t) && isKnownVerb(infinitives[i]) && !adjective[i - 1])
  const verb = texts.map((_, i) => i === first)
  return texts.map((text, i): Word => {
    const none: Word = { text, content: false, verb: false, forms: [], together: text, synonyms: [] }
    if (!isContent(text)) return none
    if (verb[i]) {
      const f = inflector.verbForms(infinitives[i])
      return { text, content: true, verb: true, forms: [f.gerund, f.present, f.past, f.infinitive].filter((x) => x !== text), together: f.gerund, synonyms: synonymsOf(infinitives[i], 'verb', own) }
    }
    const plural = inflector.isPlural(text)
    const singular = plural ? inflector.singular(text) : text
    const synonyms = synonymsOf(singular, 'noun', own).map((s) => (plural && !s.includes(' ') ? inflector.plural(s) : s))
    const endsPhrase = i === texts.length - 1 || !isContent(texts[i + 1]) || verb[i + 1]
    if (!endsPhrase || adjective[i]) return { ...none, content: true, synonyms }
    const other = plural ? singular : inflector.plural(text)
    return { text, content: true, verb: false, forms: other !== text ? [other] : [], together: other, synonyms }
  })
}

/** The query's words with the one at `i` replaced. */
function replaced(words: readonly Word[], i: number, text: string): string {
  return words.map((w, j) => (j === i ? text : w.text)).join(' ')
}

/** Which step of the order made a wording. */
export type WordingKind = 'spelled' | 'form' | 'together' | 'server' | 'filler' | 'synonym'

export interface KindedWording {
  text: string
  kind: WordingKind
}

/** The query's other wordings with the step that made each, in the documented order, at most `cap`. */
export function kindedWordingsOf(query: string, inflector: Inflector, options: WordingOptions = {}): KindedWording[] {
  const cap = Math.min(options.cap ?? MAX_WORDINGS, MAX_WORDINGS)
  const written = query.toLowerCase().split(/\s+/).filter(Boolean).join(' ')
  const words = readWords(splitWords(query), inflector, options.synonyms ?? {})
  const original = words.map((w) => w.text).join(' ')
  const out = new Map<string, WordingKind>()
  const add = (wording: string, kind: WordingKind): void => {
    if (out.size < cap && wording !== written && wording !== '' && !out.has(wording)) out.set(wording, kind)
  }
  const content = words.filter((w) => w.content)

  add(original, 'spelled')
  words.forEach((w, i) => w.forms.forEach((f) => add(replaced(words, i, f), 'form')))
  if (content.length > 1) add(words.map((w) => w.together).join(' '), 'together')
  if (options.server !== undefined) {
    const server = nameWords(options.server).join(' ')
    if (server && !original.includes(server)) add(`${server} ${original}`, 'server')
  }
  const fillers = words.filter((w) => FILLER_WORDS.has(w.text))
  if (fillers.length > 0) add(words.filter((w) => !FILLER_WORDS.has(w.text)).map((w) => w.text).join(' '), 'filler')
  else if (content.length > 1) add(inflector.isAdjective(words[0].text) ? `the ${original}` : words.map((w, i) => (i === 0 ? `${w.text} the` : w.text)).join(' '), 'filler')
  words.forEach((w, i) => w.synonyms.forEach((s) => add(replaced(words, i, s), 'synonym')))
  return [...out].map(([text, kind]) => ({ text, kind }))
}

/** The query's other wordings, in the documented order, at most `cap`. */
export function wordingsOf(query: string, inflector: Inflector, options: WordingOptions = {}): string[] {
  return kindedWordingsOf(query, inflector, options).map((w) => w.text)
}
