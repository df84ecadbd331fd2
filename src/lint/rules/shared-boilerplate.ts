import type { CatalogTool } from '../../catalog/types.js'
import type { LintRule } from '../types.js'
import { clip, listSome, toolsByServer } from '../util.js'
import { queryTerms, STOP_WORDS } from '../../util/words.js'
import { proseOf } from '../docstring.js'

/** A phrase counts when it has at least this many words ... */
const MIN_PHRASE_WORDS = 6
/**
 * ... and is in the descriptions of at least this many tools of one server: 3, or a tenth of
 * a larger server's tools (a phrase 4 of 262 tools share is prose, not boilerplate), at most 10.
 */
const MIN_TOOLS = 3
const MAX_MIN_TOOLS = 10

function minToolsFor(serverTools: number): number {
  return Math.min(MAX_MIN_TOOLS, Math.max(MIN_TOOLS, Math.ceil(serverTools / 10)))
}

interface Words {
  tool: CatalogTool
  /** Lower-cased words with punctuation trimmed from both ends, for comparing. */
  norm: string[]
  /** The same words as written, for quoting. */
  orig: string[]
  /** ` ${norm.join(' ')} `, for containment tests. */
  joined: string
  /** Where each word of `norm` starts in `joined`, and one more: the length of `joined`. */
  starts: number[]
}

/** True for an ASCII letter or digit (lower-case): such an end needs no trimming. */
function isAsciiWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57)
}

function wordsOf(tool: CatalogTool): Words {
  const norm: string[] = []
  const orig: string[] = []
  const starts: number[] = []
  let at = 1
  // Docstring sections are docstring-sections' finding, with the right place to move them to.
  for (const w of proseOf(tool.description, tool.inputSchema).split(/\s+/)) {
    const lower = w.toLowerCase()
    const n = isAsciiWordChar(lower.charCodeAt(0)) && isAsciiWordChar(lower.charCodeAt(lower.length - 1)) ? lower : lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    if (!n) continue
    norm.push(n)
    orig.push(w)
    starts.push(at)
    at += n.length + 1
  }
  starts.push(at)
  return { tool, norm, orig, joined: ` ${norm.join(' ')} `, starts }
}

/** Words `from` to `to` (exclusive) of a description, as `norm.slice(from, to).join(' ')`. */
function run(d: Words, from: number, to: number): string {
  return d.joined.slice(d.starts[from], d.starts[to] - 1)
}

interface Phrase {
  norm: string
  quote: string
  tools: CatalogTool[]
}

/** Maximal word runs that at least MIN_TOOLS descriptions of the server share. */
function sharedPhrases(tools: readonly CatalogTool[], minTools = minToolsFor(tools.length)): Phrase[] {
  const docs = tools.map(wordsOf)
  const k = MIN_PHRASE_WORDS
  const shingleDocs = new Map<string, number[]>()
  const shingles = docs.map((d, di) => {
    const list: string[] = []
    const seen = new Set<string>()
    for (let i = 0; i + k <= d.norm.length; i++) {
      const s = run(d, i, i + k)
      list.push(s)
      if (!seen.has(s)) {
        seen.add(s)
        const holders = shingleDocs.get(s)
        if (holders) holders.push(di)
        else shingleDocs.set(s, [di])
      }
    }
    return list
  })

  // Each run of consecutive shared shingles in one description is a candidate phrase.
  const candidates = new Map<string, { quote: string; first: string }>()
  docs.forEach((d, di) => {
    const list = shingles[di]
    let start = -1
    for (let i = 0; i <= list.length; i++) {
      const shared = i < list.length && shingleDocs.get(list[i])!.length >= minTools
      if (shared && start === -1) start = i
      if (!shared && start !== -1) {
        const norm = run(d, start, i - 1 + k)
        if (!candidates.has(norm)) candidates.set(norm, { quote: d.orig.slice(start, i - 1 + k).join(' '), first: list[start] })
        start = -1
      }
    }
  })

  const phrases: Phrase[] = []
  for (const [norm, { quote, first }] of candidates) {
    // Only a description with the phrase's first shingle can hold the phrase.
    const holders = shingleDocs.get(first)!.filter((di) => docs[di].joined.includes(` ${norm} `)).map((di) => docs[di].tool)
    if (holders.length >= minTools) phrases.push({ norm, quote, tools: holders })
  }
  // Drop a phrase that another one says already: one that a longer phrase contains with at
  // least the same tools, or one that extends a shorter phrase held by more tools (a subset of
  // the tools also share some neighbouring words).
  const kept = phrases.filter(
    (p) =>
      !phrases.some(
        (q) =>
          q !== p &&
          ((q.norm.includes(p.norm) && q.norm.length > p.norm.length && p.tools.every((t) => q.tools.includes(t))) ||
            (p.norm.includes(q.norm) && q.norm.length < p.norm.length && p.tools.every((t) => q.tools.includes(t)) && q.tools.length > p.tools.length))
      )
  )
  return kept.sort((a, b) => b.tools.length * b.norm.length - a.tools.length * a.norm.length)
}

export const sharedBoilerplate: LintRule = {
  id: 'shared-boilerplate',
  defaultSeverity: 'warning',
  summary: 'The same sentence or long phrase is in the descriptions of several tools.',
  doc:
    'Tool search adds the same points to every tool whose description contains a query word, with no weighting for how ' +
    'common the word is. A sentence repeated in many descriptions (an authentication note, a "use this when" paragraph, a ' +
    'rate-limit warning) makes a query with any of its words match all those tools equally: the ranking among them is then ' +
    'decided by accident, and each of them can push the one the user wanted below the cut. Say it once in the server\'s ' +
    '`instructions`, and keep each description to what tells that tool apart.',
  check(ctx, report) {
    const terms = [...new Set(ctx.queries.flatMap((q) => queryTerms(q.query)))]
    for (const tools of toolsByServer(ctx).values()) {
      if (tools.length < MIN_TOOLS) continue
      for (const p of sharedPhrases(tools)) {
        const words = new Set(p.norm.split(' '))
        const hit = terms.filter((t) => words.has(t) && !STOP_WORDS.has(t))
        const queryNote = hit.length ? ` Words of your queries in it: ${hit.map((t) => `"${t}"`).join(', ')}.` : ''
        report({
          tool: p.tools[0],
          tools: p.tools.map((t) => t.id),
          message:
            `"${clip(p.quote, 120)}" is in the descriptions of ${p.tools.length} of its ${tools.length} tools (${listSome(p.tools.map((t) => t.name))}): ` +
            `a query with any of its words scores all of them alike.${queryNote} Say it once in the server's instructions and keep each description to what tells the tool apart.`
        })
      }
    }
  }
}
