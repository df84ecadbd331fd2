/**
 * FastMCP's `RegexSearchTransform` (FastMCP 4.0.10, `fastmcp/server/transforms/search/regex.py`,
 * docs/engines/fastmcp-regex.md): the query is a Python `re` pattern compiled with IGNORECASE; the
 * first `max_results` tools, in the server's tool order, whose searchable text it finds
 * anywhere (`re.search`). A pattern Python rejects finds nothing. The catalog is searched as
 * one FastMCP server holding all its tools, in catalog order.
 */
import type { Catalog } from '../../catalog/types.js'
import { explainScoredOrder, type ScoringTerms } from '../order.js'
import { EngineQueryError, type Engine, type PreparedCatalog, type RankedTool, type SearchResult } from '../types.js'
import { FASTMCP_FACTS } from './facts.js'
import { translatePythonPattern, UntranslatablePattern } from './python-regex.js'
import { fastmcpTokenize, searchableTexts } from './text.js'

export interface FastmcpRegexPrepared extends PreparedCatalog {
  texts: string[]
  error?: EngineQueryError
}

export function prepareFastmcpRegex(catalog: Catalog): FastmcpRegexPrepared {
  const texts = searchableTexts(catalog.tools)
  return 'error' in texts ? { catalog, texts: [], error: texts.error } : { catalog, texts: texts.texts }
}

/**
 * The pattern as a RegExp; undefined when Python's `re` rejects it (FastMCP answers with no
 * tools). Throws EngineQueryError for a construct that cannot be reproduced.
 */
export function fastmcpPattern(pattern: string): RegExp | undefined {
  try {
    const translated = translatePythonPattern(pattern)
    return translated instanceof RegExp ? translated : undefined
  } catch (error) {
    if (error instanceof UntranslatablePattern) throw new EngineQueryError(`fastmcp-regex cannot reproduce the pattern \`${pattern}\`: ${error.message}`)
    throw error
  }
}

export function searchFastmcpRegex(prepared: FastmcpRegexPrepared, pattern: string, maxResults: number): SearchResult {
  if (prepared.error) throw prepared.error
  const regex = fastmcpPattern(pattern)
  const ranking: RankedTool[] = []
  if (regex) {
    prepared.texts.forEach((text, i) => {
      if (regex.test(text)) ranking.push({ tool: prepared.catalog.tools[i].id, score: 1, rank: ranking.length + 1, breakdown: [] })
    })
  }
  return { results: ranking.slice(0, Math.max(0, maxResults)).map((r) => r.tool), ranking, mode: 'keyword' }
}

const FASTMCP_REGEX_TERMS: ScoringTerms = { client: "FastMCP's regex search", ties: 'listing', fields: {} }

export const fastmcpRegex: Engine<FastmcpRegexPrepared> = {
  id: 'fastmcp-regex',
  ...FASTMCP_FACTS,
  client: 'FastMCP RegexSearchTransform',
  localScoring: true,
  // A pattern's words, for advice: the letter and digit runs a tool's text would have to hold.
  queryTerms: (pattern) => [...new Set(fastmcpTokenize(pattern))],
  // A model searches a regex with a pattern: by its own name it types the name, not its words.
  ownNameQuery: (name) => name,
  prepare: prepareFastmcpRegex,
  search: (prepared, pattern, { maxResults }) => searchFastmcpRegex(prepared, pattern, maxResults),
  explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, FASTMCP_REGEX_TERMS)
}
