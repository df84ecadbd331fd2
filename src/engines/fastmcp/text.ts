/**
 * What FastMCP's search transforms read of a tool (FastMCP 4.0.10,
 * `fastmcp/server/transforms/search/base.py` `_extract_searchable_text`, and `bm25.py`
 * `_tokenize`), from the tool as the server listed it (its raw name, description and input
 * schema: the server searches its own definitions, never a client's sanitised view).
 */
import type { CatalogTool } from '../../catalog/types.js'
import { EngineQueryError } from '../types.js'

/** A catalog tool's text as FastMCP searches it, or why FastMCP's search fails on the tool. */
export type SearchableText = { text: string } | { error: string }

/**
 * The name, the description when it is not empty, then per input property (in the schema's
 * order) its name and its description when that is not empty, joined by single spaces.
 * Python's `" ".join` fails on a non-string part, and `.items()` on `properties` that is not
 * an object: FastMCP's `search_tools` then answers with an error for every query.
 */
export function searchableText(tool: CatalogTool): SearchableText {
  const parts = [String(tool.rawName)]
  if (typeof tool.rawDescription === 'string' && tool.rawDescription) parts.push(tool.rawDescription)
  const schema = tool.inputSchema
  if (pythonTruthy(schema) && schema && 'properties' in schema) {
    const properties = schema.properties
    if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
      return { error: `tool \`${tool.rawName}\`'s inputSchema.properties is not an object` }
    }
    for (const [name, info] of Object.entries(properties)) {
      parts.push(name)
      if (typeof info !== 'object' || info === null || Array.isArray(info)) continue
      const description: unknown = (info as Record<string, unknown>).description
      if (!pythonTruthy(description)) continue
      if (typeof description !== 'string') {
        return { error: `tool \`${tool.rawName}\`'s parameter \`${name}\` has a description that is not a string` }
      }
      parts.push(description)
    }
  }
  return { text: parts.join(' ') }
}

/** The texts of a catalog's tools, or the EngineQueryError every search of it meets. */
export function searchableTexts(tools: readonly CatalogTool[]): { texts: string[] } | { error: EngineQueryError } {
  const texts: string[] = []
  for (const tool of tools) {
    const searchable = searchableText(tool)
    if ('error' in searchable) return { error: new EngineQueryError(`FastMCP's search_tools fails on this catalog: ${searchable.error}`) }
    texts.push(searchable.text)
  }
  return { texts }
}

/** Python's truth of a JSON value: false for null, false, 0, "", [] and {}. */
function pythonTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0
  return Boolean(value)
}

/**
 * Python's `str.casefold()` for one character. JavaScript has no case folding; lower-casing
 * the upper case gives it for every character of Unicode 14 (Python 3.11's) but these: the
 * sharp s (ß, ẞ: "ss"), the final sigma (ς: σ, which a whole string's toLowerCase() would
 * bring back at a word's end, hence per character), the dotless ı (kept), and Cherokee,
 * which folds to its capital letters.
 */
function foldCharacter(c: string): string {
  if (c === 'ß' || c === 'ẞ') return 'ss'
  if (c === 'ς') return 'σ'
  if (c === 'ı') return c
  const code = c.codePointAt(0)!
  if (code >= 0xab70 && code <= 0xabbf) return String.fromCodePoint(code - 0xab70 + 0x13a0)
  if (code >= 0x13f8 && code <= 0x13fd) return String.fromCodePoint(code - 8)
  if (code >= 0x13a0 && code <= 0x13f5) return c
  return c.toUpperCase().toLowerCase()
}

const FOLDED = new Map<string, string>()

export function casefold(text: string): string {
  return text.replace(/[A-Z]|[^\0-\x7f]/gu, (c) => {
    let folded = FOLDED.get(c)
    if (folded === undefined) FOLDED.set(c, (folded = foldCharacter(c)))
    return folded
  })
}

/**
 * FastMCP 4.0.10's BM25 tokens: NFKC, case folding, then runs of two or more Unicode letters
 * and digits (Python's `[^\W_]{2,}`: `\w` without `_` is `str.isalnum()`, the letters and
 * numbers, the same characters as `[\p{L}\p{N}]` for everything Unicode 14 assigns).
 */
export function fastmcpTokenize(text: string): string[] {
  return casefold(text.normalize('NFKC')).match(/[\p{L}\p{N}]{2,}/gu) ?? []
}
