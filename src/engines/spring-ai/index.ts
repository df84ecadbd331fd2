/**
 * Spring AI's tool-search advisor with its regex searcher (the spring-ai-community
 * tool-search-tool project, `RegexToolSearcher` of release 2.1.0; docs/engines/spring-ai-regex.md):
 * the query becomes an alternation of its words, matched without regard to ASCII case against
 * each tool's name and description; matches count, the first match's place adds a bonus.
 * Pure and synchronous.
 */
import type { CatalogTool } from '../../catalog/types.js'
import { explainScoredOrder, type ScoringTerms } from '../order.js'
import type { Contribution, Engine, PreparedCatalog, RankedTool, SearchResult } from '../types.js'
import { javaFindAll, type JavaFinds } from './java.js'
import { springDescription, springFormat, springNames } from './names.js'
import { MATCH_ALL, springPattern, springRegExp, type SpringPattern } from './pattern.js'

export { springPattern } from './pattern.js'

/** The searcher's cut when neither the advisor nor the model sets `maxResults`. */
export const SPRING_AI_REGEX_DEFAULT_MAX_RESULTS = 10
const NAME_POINTS = 2
const DESCRIPTION_POINTS = 1
/** The description's place bonus counts half. */
const DESCRIPTION_BONUS_SHARE = 0.5

interface SpringTool {
  tool: CatalogTool
  /** The name the app gives the tool, which the searcher matches and returns. */
  name: string
  description: string
}

export interface SpringPrepared extends PreparedCatalog {
  /** In the app's tool order (catalog order), the order it indexes them in. */
  tools: SpringTool[]
}

export function prepareSpringAiRegex(catalog: PreparedCatalog['catalog']): SpringPrepared {
  const names = springNames(catalog)
  return { catalog, tools: catalog.tools.map((tool, i) => ({ tool, name: names[i], description: springDescription(tool, names[i]) })) }
}

/** `1.0 / (1.0 + position * 0.1)`: 1 for a match at the start, less the later it starts. */
function placeBonus(position: number): number {
  return 1.0 / (1.0 + position * 0.1)
}

/**
 * `calculateMatchScore`: 2 per match in the name plus the name's place bonus, then 1 per match
 * in the description plus half its place bonus, added in the searcher's order (the same
 * double-precision sums as Java's).
 */
function matchScore(name: JavaFinds, description: JavaFinds): number {
  let score = 0.0
  if (name.count > 0) score += NAME_POINTS * name.count + placeBonus(name.first)
  if (description.count > 0) score += DESCRIPTION_POINTS * description.count + placeBonus(description.first) * DESCRIPTION_BONUS_SHARE
  return score
}

/**
 * Per word (in the order the matches first reach it) its matches' points in one field, the
 * field's place bonus added to the word of the first match.
 */
function fieldBreakdown(finds: JavaFinds, pattern: SpringPattern, field: 'name' | 'description', points: number, bonusShare: number): Contribution[] {
  if (finds.count === 0) return []
  const wordOf = (text: string): string => (pattern.java === MATCH_ALL ? MATCH_ALL : (pattern.words.find((w) => sameAsciiFold(w, text)) ?? text))
  const perWord = new Map<string, number>([[wordOf(finds.matches[0].text), placeBonus(finds.first) * bonusShare]])
  for (const m of finds.matches) perWord.set(wordOf(m.text), (perWord.get(wordOf(m.text)) ?? 0) + points)
  return [...perWord].map(([term, p]) => ({ term, field, points: p }))
}

/** The first alternative a match can be: the words differ from the matched text only in ASCII case. */
function sameAsciiFold(word: string, text: string): boolean {
  const fold = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
  return fold(word) === fold(text)
}

export function searchSpringAiRegex(prepared: SpringPrepared, query: string, maxResults: number): SearchResult {
  const pattern = springPattern(query)
  const regex = springRegExp(pattern)
  const scored: Array<{ index: number; score: number; breakdown: Contribution[] }> = []
  prepared.tools.forEach((t, index) => {
    const name = javaFindAll(regex, t.name)
    const description = javaFindAll(regex, t.description)
    const score = matchScore(name, description)
    if (score > 0) {
      const breakdown = [...fieldBreakdown(name, pattern, 'name', NAME_POINTS, 1), ...fieldBreakdown(description, pattern, 'description', DESCRIPTION_POINTS, DESCRIPTION_BONUS_SHARE)]
      scored.push({ index, score, breakdown })
    }
  })
  // List.sort is stable: equal scores keep the order the tools were indexed in.
  scored.sort((a, b) => b.score - a.score)
  const ranking: RankedTool[] = scored.map((s, r) => ({ tool: prepared.tools[s.index].tool.id, score: s.score, rank: r + 1, breakdown: s.breakdown }))
  return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: 'keyword' }
}

const SPRING_TERMS: ScoringTerms = { client: 'Spring AI', ties: 'listing', fields: { name: 'name match', description: 'description match' } }

export const springAiRegex: Engine<SpringPrepared> = {
  id: 'spring-ai-regex',
  family: 'spring-ai',
  client: 'Spring AI ToolSearchToolCallAdvisor with RegexToolSearcher',
  versions: 'tool-search-tool 2.1.0',
  exact: true,
  defaultMaxResults: SPRING_AI_REGEX_DEFAULT_MAX_RESULTS,
  loadsAlwaysLoad: false,
  firstPageOnly: false,
  readsSearchHint: false,
  localScoring: true,
  queryTerms: (query) => springPattern(query).words,
  prepare: prepareSpringAiRegex,
  search: (prepared, query, { maxResults }) => searchSpringAiRegex(prepared, query, maxResults),
  clientName: (prepared, tool) => prepared.tools.find((t) => t.tool === tool)?.name ?? springFormat(String(tool.rawName)),
  explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, SPRING_TERMS)
}
