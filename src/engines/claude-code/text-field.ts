/**
 * One text field of every tool of a pool (name parts, descriptions, hints), answering "which
 * tools have a text that contains this term" (`text.includes(term)`), "... that equals it", and
 * "... that has it as a word" (`/\bterm\b/.test(text)`, JavaScript's ASCII `\b`) for all tools at
 * once, exactly as the per-tool tests would.
 *
 * Building costs next to nothing: the texts are joined on the first term, and the first few
 * distinct terms are answered by scanning the joined texts. A field asked more (lint's own-name
 * queries, many queries of a manifest) builds a table of its distinct word runs, which answers
 * terms made of word characters (most terms) from far shorter text. A field prepared for one
 * search (advice ranks an edited copy of part of a catalog for every edit it tries) never pays
 * for the table. Both ways give the same answers. Each answer is remembered per term, so a term
 * that several queries or several generations share is looked up once. A term never contains
 * white space (queries are split on it), so a match never spans the line feed that joins texts.
 */
import { BoundedMemo } from '../bounded-memo.js'

const WORD_TERM = /^[A-Za-z0-9_]+$/
const SEPARATOR = '\n'
/** Remembered answers per field before the memo starts over (bounds memory on huge query sets). */
const MEMO_LIMIT = 20_000
/** Questions (`containing` or `withWord`, each term once per kind) about terms of word characters a field answers by scanning before it builds its word table. */
const SCANS_BEFORE_TABLE = 8

function isWordUnit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95
}

/** Owners (tool indexes), ascending, each once. */
export type Owners = Int32Array

export interface Containing {
  owners: Owners
  /** The owners with a text equal to the term (a subset of `owners`). */
  equal: Owners
}

/** Distinct values, ascending. */
function ownersOf(list: number[]): Owners {
  const owners = Int32Array.from(list).sort()
  let n = 0
  for (let i = 0; i < owners.length; i++) if (i === 0 || owners[i] !== owners[i - 1]) owners[n++] = owners[i]
  return owners.subarray(0, n)
}

/** Texts joined by line feeds, to find a term in all of them with one `indexOf` sweep. */
class Joined {
  readonly text: string
  /** Start of each text in `text`, plus one past the end. */
  readonly starts: Int32Array

  constructor(texts: readonly string[]) {
    this.text = texts.join(SEPARATOR)
    this.starts = new Int32Array(texts.length + 1)
    let at = 0
    texts.forEach((t, i) => {
      this.starts[i] = at
      at += t.length + 1
    })
    this.starts[texts.length] = at
  }

  /**
   * Calls `hit(i, at)` once for each text i, with its first occurrence of `term` that
   * `accept(at)` takes, until a hit returns true.
   */
  forEach(term: string, accept: (at: number) => boolean, hit: (i: number, at: number) => boolean | void): void {
    let i = 0
    let at = this.text.indexOf(term)
    while (at !== -1) {
      while (this.starts[i + 1] <= at) i++
      if (accept(at)) {
        if (hit(i, at) === true) return
        at = this.text.indexOf(term, this.starts[i + 1])
      } else {
        at = this.text.indexOf(term, at + 1)
      }
    }
  }
}

const always = (): boolean => true

/** The distinct runs of word characters of a field's texts, and their owners. */
interface WordTable {
  /** Run -> its owners, ascending, each once. */
  owners: Map<string, number[]>
  /** The runs joined, in the order of `owners`' keys. */
  vocabulary: Joined
  /** The owners of the run at each place of `vocabulary`. */
  wordOwners: number[][]
  /** One more than the highest owner. */
  ownerCount: number
}

export class TextField {
  private readonly texts: readonly string[]
  private readonly owners: readonly number[]
  private joinedTexts?: Joined
  private wordTable?: WordTable
  private exactTable?: Map<string, number[]>
  private readonly containingMemo = new BoundedMemo<Containing>(MEMO_LIMIT)
  private readonly wordMemo = new BoundedMemo<Owners>(MEMO_LIMIT)
  /** Questions about terms of word characters answered so far without the word table (a term asked both ways counts twice). */
  private scans = 0

  /** `owners[i]` is the tool of `texts[i]` (default: text i belongs to tool i). */
  constructor(texts: readonly string[], owners?: readonly number[]) {
    this.texts = texts
    this.owners = owners ?? texts.map((_, i) => i)
  }

  /** Whether the field holds exactly these texts, text i of tool i. */
  readsTexts(texts: readonly string[]): boolean {
    if (texts.length !== this.texts.length) return false
    for (let i = 0; i < texts.length; i++) if (texts[i] !== this.texts[i] || this.owners[i] !== i) return false
    return true
  }

  /** Tools with a text that contains `term`, and those with a text equal to it. */
  containing(term: string): Containing {
    return this.containingMemo.get(term, (t) => {
      const found: number[] = []
      if (WORD_TERM.test(t) && this.tableReady()) {
        // A term of word characters can only occur inside one run of word characters, so the
        // distinct runs (far fewer and shorter than the texts) are searched instead.
        // Common runs ("the") have most tools as owners: each owner is taken once, as it is
        // first seen, so that a short term ("a") does not gather and sort every word's owners,
        // and the search stops once every owner is found.
        const table = this.words()
        const seen = new Uint8Array(table.ownerCount)
        table.vocabulary.forEach(t, always, (w) => {
          for (const owner of table.wordOwners[w]) {
            if (seen[owner]) continue
            seen[owner] = 1
            found.push(owner)
          }
          return found.length === table.ownerCount
        })
        return { owners: ownersOf(found), equal: ownersOf(this.exact().get(t) ?? []) }
      }
      // A text equals the term when its first occurrence starts the text and ends it.
      const joined = this.joined()
      const equal: number[] = []
      joined.forEach(t, always, (i, at) => {
        found.push(this.owners[i])
        if (at === joined.starts[i] && at + t.length + 1 === joined.starts[i + 1]) equal.push(this.owners[i])
      })
      return { owners: ownersOf(found), equal: ownersOf(equal) }
    })
  }

  /** Tools with a text where `\bterm\b` matches. */
  withWord(term: string): Owners {
    return this.wordMemo.get(term, (t) => {
      if (WORD_TERM.test(t) && this.tableReady()) return ownersOf(this.words().owners.get(t) ?? [])
      // Otherwise: every occurrence whose ends are word boundaries, as the regular expression
      // tries them (a line feed or the end of the joined text is a non-word neighbour, as the
      // start and end of one text are for the expression).
      const joined = this.joined()
      const text = joined.text
      const firstIsWord = isWordUnit(t.charCodeAt(0))
      const lastIsWord = isWordUnit(t.charCodeAt(t.length - 1))
      const boundaries = (at: number): boolean =>
        (at > 0 && isWordUnit(text.charCodeAt(at - 1))) !== firstIsWord &&
        (at + t.length < text.length && isWordUnit(text.charCodeAt(at + t.length))) !== lastIsWord
      const found: number[] = []
      joined.forEach(t, boundaries, (i) => {
        found.push(this.owners[i])
      })
      return ownersOf(found)
    })
  }

  /** Whether a term of word characters is answered from the word table (built now if it is due). */
  private tableReady(): boolean {
    return this.wordTable !== undefined || ++this.scans > SCANS_BEFORE_TABLE
  }

  private joined(): Joined {
    return (this.joinedTexts ??= new Joined(this.texts))
  }

  private exact(): Map<string, number[]> {
    if (!this.exactTable) {
      const table = new Map<string, number[]>()
      this.texts.forEach((text, i) => {
        const list = table.get(text)
        if (!list) table.set(text, [this.owners[i]])
        else if (list[list.length - 1] !== this.owners[i]) list.push(this.owners[i])
      })
      this.exactTable = table
    }
    return this.exactTable
  }

  private words(): WordTable {
    if (!this.wordTable) {
      const owners = new Map<string, number[]>()
      this.texts.forEach((text, i) => {
        const owner = this.owners[i]
        // Runs of [A-Za-z0-9_], found by char code (a regular expression's match array costs more).
        for (let at = 0; at < text.length; ) {
          if (!isWordUnit(text.charCodeAt(at))) {
            at++
            continue
          }
          let end = at + 1
          while (end < text.length && isWordUnit(text.charCodeAt(end))) end++
          const word = text.slice(at, end)
          at = end
          const list = owners.get(word)
          if (!list) owners.set(word, [owner])
          else if (list[list.length - 1] !== owner) list.push(owner)
        }
      })
      const words = [...owners.keys()]
      const wordOwners = [...owners.values()]
      const ownerCount = this.owners.reduce((most, owner) => Math.max(most, owner + 1), 0)
      this.wordTable = { owners, vocabulary: new Joined(words), wordOwners, ownerCount }
    }
    return this.wordTable
  }
}
