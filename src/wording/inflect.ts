/**
 * English word forms, from libraries: `pluralize` for a noun's other number, `compromise` for
 * a verb's forms. Both load only when a check measures wording (compromise takes a few hundred
 * milliseconds to load its lexicon): `loadInflector()` imports them, and everything after it
 * is synchronous and deterministic (the libraries are pinned).
 */

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
  /** The infinitive of a verb form (creating → create), or the word itself. */
  infinitive(word: string): string
  /** The forms of a verb given in its infinitive. */
  verbForms(infinitive: string): VerbForms
}

let loading: Promise<Inflector> | undefined

/** What is used of compromise: a word read as a verb, its infinitive and its conjugation. */
interface VerbView {
  toInfinitive(): { text(): string }
  conjugate(): Array<Record<string, string | undefined>>
}
type Nlp = (text: string) => { tag(tag: string): { verbs(): VerbView } }

/** The inflector, its libraries imported on first use and kept for the process. */
export function loadInflector(): Promise<Inflector> {
  loading ??= (async (): Promise<Inflector> => {
    const [{ default: pluralize }, compromise] = await Promise.all([import('pluralize'), import('compromise')])
    const nlp = compromise.default as unknown as Nlp
    const conjugated = new Map<string, VerbForms>()
    const infinitives = new Map<string, string>()
    return {
      isPlural: (noun) => pluralize.isPlural(noun),
      singular: (noun) => pluralize.singular(noun),
      plural: (noun) => pluralize.plural(noun),
      infinitive(word) {
        let base = infinitives.get(word)
        if (base === undefined) {
          base = nlp(word).tag('Verb').verbs().toInfinitive().text().trim().toLowerCase() || word
          infinitives.set(word, base)
        }
        return base
      },
      verbForms(infinitive) {
        let forms = conjugated.get(infinitive)
        if (!forms) {
          const c = nlp(infinitive).tag('Verb').verbs().conjugate()[0] ?? {}
          forms = { infinitive, gerund: c.Gerund ?? infinitive, present: c.PresentTense ?? infinitive, past: c.PastTense ?? infinitive }
          conjugated.set(infinitive, forms)
        }
        return forms
      }
    }
  })()
  return loading
}
