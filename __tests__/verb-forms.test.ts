/**
 * The verb forms the wording generator uses are compromise's answers for the synonym table's
 * verbs, and the words it reads as adjectives only, written into src/wording/verb-forms.ts so
 * that a check does not load compromise's lexicon (hundreds of milliseconds per process). This
 * test asks compromise again and fails when the module is stale; `npm run verb-forms` rewrites it.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { ADJECTIVES, VERB_FORMS, VERB_OF } from '../src/wording/verb-forms.js'
import { VERB_GROUPS } from '../src/wording/synonyms.js'
import type { VerbForms } from '../src/wording/inflect.js'

const MODULE = new URL('../src/wording/verb-forms.ts', import.meta.url)

interface Conjugated {
  Infinitive?: string
  Gerund?: string
  PresentTense?: string
  PastTense?: string
  [form: string]: string | undefined
}
type Nlp = ((text: string) => { tag(tag: string): { verbs(): { toInfinitive(): { text(): string }; conjugate(): Conjugated[] } } }) & {
  world(): { model: { one: { lexicon: Record<string, string | string[]> } } }
}

const VERB_TAGS = new Set(['Infinitive', 'PresentTense', 'PastTense', 'Gerund', 'Participle', 'PhrasalVerb', 'Verb'])
const ADJECTIVE_TAGS = new Set(['Adjective', 'Comparative', 'Superlative'])

/**
 * The words compromise's lexicon holds as adjectives and of which it holds no verb form
 * (`monthly`, `new`; not `open`, whose `opened` it knows): a query starting with one starts
 * with a noun phrase, and none of them is conjugated.
 */
function adjectivesOnly(nlp: Nlp): string[] {
  const lexicon = nlp.world().model.one.lexicon
  const tags = (word: string): string[] => (Object.hasOwn(lexicon, word) ? [lexicon[word]].flat() : [])
  const verbForm = (word: string): boolean => {
    const stem = word.replace(/e$/, '')
    const forms = [word, `${word}s`, `${word}es`, `${word}d`, `${word}ed`, `${stem}ed`, `${word}ing`, `${stem}ing`, word.replace(/y$/, 'ied'), word.replace(/y$/, 'ies')]
    return forms.some((f) => tags(f).some((t) => VERB_TAGS.has(t)))
  }
  return Object.keys(lexicon)
    .filter((w) => /^[a-z]+$/.test(w) && tags(w).some((t) => ADJECTIVE_TAGS.has(t)) && !verbForm(w))
    .sort()
}

/** compromise's forms of each table verb, and every spelling it reads as one of them. */
async function fromCompromise(): Promise<{ forms: Record<string, VerbForms>; verbOf: Record<string, string>; adjectives: string[] }> {
  const nlp = (await import('compromise')).default as unknown as Nlp
  const adjectives = adjectivesOnly(nlp)
  // A table word that is an adjective only (`new`, for `create`) stands for the verbs but has no verb forms.
  const verbs = [...new Set(VERB_GROUPS.flat().filter((w) => !w.includes(' ') && !adjectives.includes(w)))]
  const known = new Set(verbs)
  const infinitive = (word: string): string => nlp(word).tag('Verb').verbs().toInfinitive().text().trim().toLowerCase() || word
  const forms: Record<string, VerbForms> = {}
  const verbOf: Record<string, string> = {}
  for (const verb of verbs) {
    const c = nlp(verb).tag('Verb').verbs().conjugate()[0] ?? {}
    forms[verb] = { infinitive: verb, gerund: c.Gerund ?? verb, present: c.PresentTense ?? verb, past: c.PastTense ?? verb }
    // Candidates only (compromise decides): its own forms and the regular spellings (US `canceled` beside `cancelled`).
    const stem = verb.replace(/e$/, '')
    const candidates = [...Object.values(c), `${verb}s`, `${verb}es`, `${verb}ed`, `${stem}ed`, `${verb}ing`, `${stem}ing`]
    for (const form of candidates) {
      if (!form || form.includes(' ') || form === verb) continue
      const base = infinitive(form)
      if (known.has(base) && !(form in verbOf)) verbOf[form] = base
    }
  }
  return { forms, verbOf: Object.fromEntries(Object.entries(verbOf).sort(([a], [b]) => (a < b ? -1 : 1))), adjectives }
}

function moduleText(version: string, forms: Record<string, VerbForms>, verbOf: Record<string, string>, adjectives: readonly string[]): string {
  return `/**
 * Generated from compromise ${version} by __tests__/verb-forms.test.ts (\`npm run verb-forms\`): do not edit.
 * The forms of the synonym table's verbs, each spelling compromise reads as one of them, and
 * the words its lexicon holds as adjectives and never as a verb.
 */
import type { VerbForms } from './inflect.js'

export const VERB_FORMS: Readonly<Record<string, VerbForms>> = ${JSON.stringify(forms, null, 2)}

export const VERB_OF: Readonly<Record<string, string>> = ${JSON.stringify(verbOf, null, 2)}

export const ADJECTIVES: ReadonlySet<string> = new Set(${JSON.stringify(adjectives.join(' '))}.split(' '))
`
}

describe('src/wording/verb-forms.ts', () => {
  it("holds compromise's forms of every verb of the synonym table", async () => {
    const { forms, verbOf, adjectives } = await fromCompromise()
    if (process.env.UPDATE_VERB_FORMS) {
      const version = (JSON.parse(readFileSync(new URL('../node_modules/compromise/package.json', import.meta.url), 'utf8')) as { version: string }).version
      writeFileSync(MODULE, moduleText(version, forms, verbOf, adjectives))
      return
    }
    expect(VERB_FORMS).toEqual(forms)
    expect(VERB_OF).toEqual(verbOf)
    expect([...ADJECTIVES]).toEqual(adjectives)
    expect([ADJECTIVES.size, ['new', 'monthly', 'latest', 'open', 'close'].map((w) => ADJECTIVES.has(w))]).toEqual([2484, [true, true, true, false, false]])
    expect(Object.hasOwn(VERB_FORMS, 'new')).toBe(false)
    // Spot checks a reader can follow: irregular, doubled and US spellings.
    expect(VERB_FORMS.find).toEqual({ infinitive: 'find', gerund: 'finding', present: 'finds', past: 'found' })
    expect([VERB_OF.found, VERB_OF.running, VERB_OF.canceled, VERB_OF.written, VERB_OF.queried]).toEqual(['find', 'run', 'cancel', 'write', 'query'])
  })
})
