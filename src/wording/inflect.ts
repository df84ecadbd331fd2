/**
 * English word forms, from libraries: `pluralize` for a noun's other number, compromise for a
 * verb's forms. compromise takes hundreds of milliseconds to load its lexicon, too much for a
 * check that measures wording by default, and the generator only inflects the synonym table's
 * verbs: their forms are compromise's answers, written into verb-forms.ts (a test keeps that
 * module equal to what compromise says), and so are the words its lexicon holds as adjectives
 * only. Everything here is synchronous and deterministic.
 */
import pluralize from 'pluralize'
import { ADJECTIVES, VERB_FORMS, VERB_OF } from './verb-forms.js'

/** A verb's forms, the word itself among them. */
export interface VerbForms {
  infinitive: string
  /** -ing */
  gerund: string
  /** -s */
  present: string
  /** -ed */
  past: string
}

export interface Inflector {
  isPlural(noun: string): boolean
  singular(noun: string): string
  plural(noun: string): string
  /** The infinitive of a form of a verb the synonym table knows (creating → create), or the word itself. */
  infinitive(word: string): string
  /** The forms of a verb given in its infinitive (a verb the table does not know: the word in every form). */
  verbForms(infinitive: string): VerbForms
  /** Whether English knows the word as an adjective and never as a verb (`monthly`, `new`; not `open`). */
  isAdjective(word: string): boolean
}

/** The inflector: English word forms, ready at once. */
export const inflector: Inflector = {
  isPlural: (noun) => pluralize.isPlural(noun),
  singular: (noun) => pluralize.singular(noun),
  plural: (noun) => pluralize.plural(noun),
  infinitive: (word) => (Object.hasOwn(VERB_OF, word) ? VERB_OF[word] : word),
  verbForms: (infinitive) => (Object.hasOwn(VERB_FORMS, infinitive) ? VERB_FORMS[infinitive] : { infinitive, gerund: infinitive, present: infinitive, past: infinitive }),
  isAdjective: (word) => ADJECTIVES.has(word)
}

/** The inflector, as a promise: kept for the library's callers from when its forms loaded lazily. */
export function loadInflector(): Promise<Inflector> {
  return Promise.resolve(inflector)
}
