/**
 * Every generation of Claude Code's tool search, each written as what changed in the release
 * that began it, and the changes to what the search reads (descriptions, hints, alwaysLoad),
 * which came in other releases, inside generations.
 */
import { compareVersions, versionOf, type Version } from './versions.js'

/** How `select:` resolves what follows it. */
export type SelectRule =
  /** the trimmed rest is one full name of an MCP tool */
  | 'one-mcp'
  /** the trimmed rest is one full name (or alias) of a searchable tool */
  | 'one'
  /** a comma list; each item a full name or alias, searchable tools first, then the whole pool */
  | 'list'
  /** as 'list', and an item that names no tool selects every tool with that bare tool name */
  | 'list-bare'

/** Whether and how a query equal to a tool's full name returns that tool alone. */
export type ExactNameRule =
  | 'none'
  /** case-insensitive, searchable tools only */
  | 'searchable'
  /** case-insensitive, searchable tools, then the whole pool */
  | 'searchable-then-pool'
  /** an exact match among searchable tools then the pool, else a case-insensitive one */
  | 'case-sensitive-first'

/** How a tool's name is cut into the parts that terms are compared with (see names.ts). */
export type NameParse = 'A' | 'B' | 'C' | 'G' | 'H'

/** The switches of one generation's search. */
export interface Scorer {
  /** The client's name for its search tool. */
  tool: 'MCPSearch' | 'ToolSearch'
  /** Built-in tools may compete; before, the pool holds MCP tools only. */
  builtins: boolean
  firstPageOnly: boolean
  /** The query is cut to 16,384 units, 32 words, 64 `select:` items before anything else. */
  cleanUp: boolean
  select: SelectRule
  exactName: ExactNameRule
  /** A query `mcp__…` lists the searchable tools whose full name starts with it. */
  prefix: boolean
  /** `+term` is a term every result must match. */
  required: boolean
  names: NameParse
  /** A description matches a term as a substring (`includes`) or as a whole word (`\bterm\b`). */
  descriptionMatch: 'substring' | 'word'
  /** Points for the term as a word of the search hint; 0 when the hint is not scored. */
  hintPoints: number
  /** The hint is cut to its first 4,096 units. */
  hintCut: boolean
  /** The client's own boilerplate paragraph is removed from descriptions before scoring. */
  stripBoilerplate: boolean
}

export interface Generation extends Scorer {
  /** Engine id, e.g. `claude-code@E`. */
  id: string
  /** The generation's letter in the documentation (A … I). */
  letter: string
  first: Version
  last: Version
}

const A: Scorer = {
  tool: 'MCPSearch',
  builtins: false,
  firstPageOnly: true,
  cleanUp: false,
  select: 'one-mcp',
  exactName: 'none',
  prefix: false,
  required: false,
  names: 'A',
  descriptionMatch: 'substring',
  hintPoints: 0,
  hintCut: false,
  stripBoilerplate: false
}

/** Each generation as the changes of the release that began it, oldest first. */
const CHANGES: ReadonlyArray<readonly [letter: string, id: string, first: string, last: string, changes: Partial<Scorer>]> = [
  ['A', 'claude-code@2.0', '2.0.70', '2.1.8', {}],
  ['B', 'claude-code@B', '2.1.9', '2.1.12', { names: 'B', descriptionMatch: 'word', firstPageOnly: false }],
  ['C', 'claude-code@C', '2.1.14', '2.1.15', { tool: 'ToolSearch', builtins: true, select: 'one', names: 'C' }],
  ['D', 'claude-code@D', '2.1.16', '2.1.18', { exactName: 'searchable', prefix: true }],
  ['E', 'claude-code@E', '2.1.19', '2.1.63', { required: true }],
  ['F', 'claude-code@F', '2.1.64', '2.1.100', { select: 'list', exactName: 'searchable-then-pool', hintPoints: 4 }],
  ['G', 'claude-code@G', '2.1.101', '2.1.112', { names: 'G' }],
  ['H', 'claude-code@H', '2.1.113', '2.1.270', { names: 'H' }],
  ['H1', 'claude-code@H1', '2.1.271', '2.1.294', { select: 'list-bare' }],
  ['H2', 'claude-code@H2', '2.1.295', '2.1.295', { cleanUp: true, hintCut: true }],
  // H3 changes no switch: it is the 4,096-unit description cut of 2.1.296 (INPUT_CHANGES).
  ['H3', 'claude-code@H3', '2.1.296', '2.1.325', {}],
  ['H4', 'claude-code@H4', '2.1.326', '2.1.331', { exactName: 'case-sensitive-first' }],
  ['I', 'claude-code@2.1', '2.1.332', '2.1.333', { stripBoilerplate: true }]
]

export const GENERATIONS: readonly Generation[] = (() => {
  let scorer = A
  return CHANGES.map(([letter, id, first, last, changes]) => {
    scorer = { ...scorer, ...changes }
    return { ...scorer, id, letter, first: versionOf(first), last: versionOf(last) }
  })
})()

/** The generation that shipped in a published version with tool search. */
export function generationAt(version: Version): Generation | undefined {
  return GENERATIONS.find((g) => compareVersions(g.first, version) <= 0 && compareVersions(version, g.last) <= 0)
}

// ---------------------------------------------------------------------------------------
// What the search reads, by client version.

export interface DescriptionCut {
  /** UTF-16 units kept before the marker. */
  max: number
  /** The cut may end on the first half of a surrogate pair (before 2.1.162). */
  splitsPairs: boolean
}

export interface Inputs {
  /** MCP descriptions longer than this are cut and marked; none: never cut. */
  descriptionCut?: DescriptionCut
  /** MCP tools carry `_meta["anthropic/searchHint"]`. */
  mcpHints: boolean
  /** `_meta["anthropic/alwaysLoad"]` takes an MCP tool out of the search (it is loaded up front). */
  alwaysLoad: boolean
  /** A tool's aliases count where its name does (a one-name `select:`, the description lookup). */
  aliases: boolean
}

const FIRST_INPUTS: Inputs = { mcpHints: false, alwaysLoad: false, aliases: false }

const INPUT_CHANGES: ReadonlyArray<readonly [first: string, changes: Partial<Inputs>]> = [
  ['2.1.59', { aliases: true }],
  ['2.1.83', { mcpHints: true }],
  ['2.1.84', { descriptionCut: { max: 2048, splitsPairs: true } }],
  ['2.1.86', { alwaysLoad: true }],
  ['2.1.162', { descriptionCut: { max: 2048, splitsPairs: false } }],
  ['2.1.296', { descriptionCut: { max: 4096, splitsPairs: false } }]
]

export function inputsAt(version: Version): Inputs {
  let inputs = FIRST_INPUTS
  for (const [first, changes] of INPUT_CHANGES) {
    if (compareVersions(versionOf(first), version) <= 0) inputs = { ...inputs, ...changes }
  }
  return inputs
}

/** The versions inside a generation where what the search reads changes (after its first). */
export function inputStepsWithin(g: Generation): Version[] {
  return INPUT_CHANGES.map(([first]) => versionOf(first)).filter(
    (v) => compareVersions(g.first, v) < 0 && compareVersions(v, g.last) <= 0
  )
}
