/**
 * The verb forms the wording generator uses are compromise's answers for the synonym table's
 * verbs, written into src/wording/verb-forms.ts so that a check does not load compromise's
 * lexicon (hundreds of milliseconds per process). This test asks compromise again and fails
 * when the module is stale; `npm run verb-forms` rewrites it.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync, writeFileSync } from 'node:fs'
import { VERB_FORMS, VERB_OF } from '../src/wording/verb-forms.js'
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
type Nlp = (text: string) => { tag(tag: string): { verbs(): { toInfinitive(): { text(): string }; conjugate(): Conjugated[] } } }

/** compromise's forms of each table verb, and every spelling it reads as one of them. */
async function fromCompromise(): Promise<{ forms: Record<string, VerbForms>; verbOf: Record<string, string> }> {
  const nlp = (await import('compromise')).default as unknown as Nlp
  const verbs = [...new Set(VERB_GROUPS.flat().filter((w) => !w.includes(' ')))]
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
  return { forms, verbOf: Object.fromEntries(Object.entries(verbOf).sort(([a], [b]) => (a < b ? -1 : 1))) }
}

function moduleText(version: string, forms: Record<string, VerbForms>, verbOf: Record<string, string>): string {
  return `/**
 * Generated from compromise ${version} by __tests__/verb-forms.test.ts (\`npm run verb-forms\`): do not edit.
 * The forms of the synonym table's verbs, and each spelling compromise reads as one of them.
 */
import type { VerbForms } from './inflect.js'

export const VERB_FORMS: Readonly<Record<string, VerbForms>> = ${JSON.stringify(forms, null, 2)}

export const VERB_OF: Readonly<Record<string, string>> = ${JSON.stringify(verbOf, null, 2)}
`
}

describe('src/wording/verb-forms.ts', () => {
  it("holds compromise's forms of every verb of the synonym table", async () => {
    const { forms, verbOf } = await fromCompromise()
    if (process.env.UPDATE_VERB_FORMS) {
      const version = (JSON.parse(readFileSync(new URL('../node_modules/compromise/package.json', import.meta.url), 'utf8')) as { version: string }).version
      writeFileSync(MODULE, moduleText(version, forms, verbOf))
      return
    }
    expect(VERB_FORMS).toEqual(forms)
    expect(VERB_OF).toEqual(verbOf)
    // Spot checks a reader can follow: irregular, doubled and US spellings.
    expect(VERB_FORMS.find).toEqual({ infinitive: 'find', gerund: 'finding', present: 'finds', past: 'found' })
    expect([VERB_OF.found, VERB_OF.running, VERB_OF.canceled, VERB_OF.written, VERB_OF.queried]).toEqual(['find', 'run', 'cancel', 'write', 'query'])
  })
})
