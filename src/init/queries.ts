/** The first queries `init` writes: one per tool, in the words its own name and description use. */
import { shortToolName } from '../catalog/sanitize.js'
import type { CatalogTool } from '../catalog/types.js'
import type { QueryEngineResult } from '../evaluate/types.js'
import { nameWords, STOP_WORDS } from '../util/words.js'

/** A one-word name says too little to search with: add this many words of the description. */
const DESCRIPTION_WORDS = 2

/**
 * The query for a tool: its name's words (`create_issue` → `create issue`), and for a
 * one-word name the first words of its description that are not stop words
 * (`whoami`, "Return the authenticated user" → `whoami return authenticated`).
 * Empty when neither has a word.
 */
export function queryFor(tool: Pick<CatalogTool, 'name' | 'description'>): string {
  const words = nameWords(tool.name)
  if (words.length < 2) {
    const extra = nameWords(tool.description).filter((w) => w.length > 1 && !/^\d+$/.test(w) && !STOP_WORDS.has(w) && !words.includes(w))
    words.push(...[...new Set(extra)].slice(0, DESCRIPTION_WORDS))
  }
  return words.join(' ')
}

/**
 * Why an expectation fails today, naming the tool the client shows first instead. `named`
 * says the engine in the text, for a mark that is not already under that engine's key.
 */
export function failureNote(expected: string, result: QueryEngineResult, named: boolean): string {
  const rank = result.expectations.find((e) => e.kind === 'expect' && e.tool === expected)?.rank ?? null
  const under = named ? ` under ${result.engine}` : ''
  const standing = rank === null ? `does not rank${under}` : `ranks #${rank}${under} (top ${result.maxResults})`
  const winner = result.results[0]
  return winner === undefined ? `${standing}; no tool ranks for this query` : `${standing}; ${shortToolName(winner)} wins`
}
