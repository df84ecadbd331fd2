/**
 * The Claude Code engines: one per generation, and one per client version a user names
 * (`claude-code@2.1.50`, `claude-code@latest`), which ranks as its generation reading the
 * tools as that version does. A version newer than the newest checked ranks as the newest
 * generation and says it is unverified: a new release never breaks a check.
 */
import type { Catalog } from '../../catalog/types.js'
import { EngineNotApplicableError, UnknownEngineError } from '../errors.js'
import type { Engine } from '../types.js'
import { GENERATIONS, generationAt, inputsAt, type Generation } from './generations.js'
import type { PoolEntry } from './pool.js'
import { prepareClaudeCode, type PreparedClaudeCode } from './prepare.js'
import { claudeCodeDeferral } from '../deferral/claude-code.js'
import { clientReading } from './reading.js'
import { explainScoredOrder, type ScoringTerms } from '../order.js'
import { searchClaudeCode } from './search.js'
import { prepareClaudeCodeSubset } from './subset.js'
import { compareVersions, FIRST_WITH_TOOL_SEARCH, formatVersion, isPublished, NEWEST_VERIFIED, parseVersion, publishedNeighbours, type Version } from './versions.js'

export const FAMILY = 'claude-code'
export const LATEST = `${FAMILY}@latest`

export interface ClaudeCodeEngine extends Engine<PreparedClaudeCode> {
  /** For an engine named by a client version: the generation it ranks as. */
  generation?: string
  /** The client version whose inputs it reads (a generation's engine: its last version). */
  clientVersion: string
  /** Prepares a pool that also holds built-in competitors, in the client's order. */
  preparePool(catalog: Catalog, entries: readonly PoolEntry[]): PreparedClaudeCode
}

/** Claude Code's scorer in its own words: points per term and field, equal scores in the client's tool order. */
const CLAUDE_CODE_TERMS: ScoringTerms = {
  client: 'Claude Code',
  ties: 'listing',
  fields: {
    name: 'name part',
    'name-part': 'inside a name part',
    coarse: 'whole name',
    'coarse-part': 'inside the whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description'
  }
}

/** The client version the deferral rule was read from; for earlier versions it is an estimate. */
const DEFERRAL_READ_FROM: Version = [2, 1, 332]

/** "2.1.19 – 2.1.63", or the one version. */
export function rangeLabel(g: Generation): string {
  return compareVersions(g.first, g.last) === 0 ? formatVersion(g.first) : `${formatVersion(g.first)} – ${formatVersion(g.last)}`
}

function makeEngine(g: Generation, version: Version, id: string, versions: string, generation?: string): ClaudeCodeEngine {
  const inputs = inputsAt(version)
  return {
    id,
    family: FAMILY,
    client: `Claude Code ${g.tool}`,
    versions,
    ...(generation ? { generation } : {}),
    clientVersion: formatVersion(version),
    exact: true,
    defaultMaxResults: 5,
    loadsAlwaysLoad: inputs.alwaysLoad,
    firstPageOnly: g.firstPageOnly,
    readsSearchHint: g.hintPoints > 0 && inputs.mcpHints,
    localScoring: true,
    prepare: (catalog) => prepareClaudeCode(g, inputs, catalog),
    preparePool: (catalog, entries) => prepareClaudeCode(g, inputs, catalog, entries),
    prepareSubset: prepareClaudeCodeSubset,
    ...clientReading(g, inputs),
    search: (prepared, query, { maxResults, keep }) => searchClaudeCode(prepared, query, maxResults, keep),
    explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, CLAUDE_CODE_TERMS),
    deferral: (catalog, settings) => claudeCodeDeferral(catalog, settings['claude-code'], { readsAlwaysLoad: inputs.alwaysLoad, current: compareVersions(version, DEFERRAL_READ_FROM) >= 0 })
  }
}

/** One engine per generation, oldest first; each reads the tools as its last version does. */
export const GENERATION_ENGINES: readonly ClaudeCodeEngine[] = GENERATIONS.map((g) => makeEngine(g, g.last, g.id, rangeLabel(g)))

const byVersion = new Map<string, ClaudeCodeEngine>()

/** The engine of a named version, made once per id; `g` is the generation it ranks as. */
function versionEngine(id: string, version: Version, g: Generation, label: string, unverified = false): ClaudeCodeEngine {
  let engine = byVersion.get(id)
  if (!engine) {
    engine = { ...makeEngine(g, version, id, label, g.id), ...(unverified ? { verified: false as const, newestVerified: formatVersion(NEWEST_VERIFIED) } : {}) }
    byVersion.set(id, engine)
  }
  return engine
}

/**
 * The engine for `claude-code@<version>` or `claude-code@latest`; undefined when `spec` is
 * neither. Throws for a version without tool search or never published. A version newer than
 * the newest checked ranks as the newest generation, marked unverified.
 */
export function claudeCodeForVersion(spec: string): ClaudeCodeEngine | undefined {
  const id = `${FAMILY}@${spec}`
  const newestGeneration = GENERATIONS[GENERATIONS.length - 1]
  if (spec === 'latest') return versionEngine(id, NEWEST_VERIFIED, newestGeneration, `${formatVersion(NEWEST_VERIFIED)}, the newest reproduced (generation ${newestGeneration.letter})`)
  const version = parseVersion(spec)
  if (!version) return undefined
  if (compareVersions(version, FIRST_WITH_TOOL_SEARCH) < 0) {
    throw new EngineNotApplicableError(
      `${id}: Claude Code ${spec} has no tool search (it came in ${formatVersion(FIRST_WITH_TOOL_SEARCH)}; before, every MCP tool is loaded up front), so no ranking applies`
    )
  }
  if (compareVersions(version, NEWEST_VERIFIED) > 0) {
    return versionEngine(id, version, newestGeneration, `${spec} (as generation ${newestGeneration.letter}: ${rangeLabel(newestGeneration)})`, true)
  }
  if (!isPublished(version)) {
    const { below, above } = publishedNeighbours(version)
    const near = [below, above].filter((v): v is Version => v !== undefined).map(formatVersion)
    throw new UnknownEngineError(`${id}: Claude Code ${spec} was never published; the nearest published versions are ${near.join(' and ')}`)
  }
  const g = generationAt(version)!
  return versionEngine(id, version, g, `${spec} (generation ${g.letter}: ${rangeLabel(g)})`)
}
