/**
 * "Which of these texts contain this term?" for many short texts at once, answered exactly
 * like `text.includes(term)` on each. Every 1-, 2- and 3-character substring of every text
 * is indexed, so a term of up to 3 characters is answered from its posting list alone, and a
 * longer one is checked with `includes` only on the texts that have its rarest trigram.
 * This spares a query the scan of every tool's text for every term, which is what costs
 * the clients' own loop its time on large catalogs.
 */
const GRAM = 3

export class SubstringIndex {
  private readonly texts: readonly string[]
  /** Owner (tool index) of each text; texts of one owner are contiguous. */
  private readonly owners: Int32Array
  private readonly postings = new Map<string, number[]>()

  constructor(texts: readonly string[], owners?: readonly number[]) {
    this.texts = texts
    this.owners = Int32Array.from(owners ?? texts.map((_, i) => i))
    texts.forEach((text, entry) => {
      const seen = new Set<string>()
      for (let i = 0; i < text.length; i++) {
        for (let len = 1; len <= GRAM && i + len <= text.length; len++) {
          const gram = text.slice(i, i + len)
          if (seen.has(gram)) continue
          seen.add(gram)
          const list = this.postings.get(gram)
          if (list) list.push(entry)
          else this.postings.set(gram, [entry])
        }
      }
    })
  }

  /** Calls `hit(owner)` for each text containing `term`, in text order (an owner may repeat). */
  forEachHit(term: string, hit: (owner: number) => void): void {
    if (term.length === 0) return
    if (term.length <= GRAM) {
      for (const entry of this.postings.get(term) ?? []) hit(this.owners[entry])
      return
    }
    let rarest: number[] | undefined
    for (let i = 0; i + GRAM <= term.length; i++) {
      const list = this.postings.get(term.slice(i, i + GRAM))
      if (!list) return
      if (!rarest || list.length < rarest.length) rarest = list
    }
    for (const entry of rarest!) if (this.texts[entry].includes(term)) hit(this.owners[entry])
  }
}
