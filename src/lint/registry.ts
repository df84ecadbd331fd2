import { aiSdkNameCollision } from './rules/ai-sdk-name-collision.js'
import { alwaysLoadNotBoolean } from './rules/always-load-not-boolean.js'
import { alwaysLoadOverridden } from './rules/always-load-overridden.js'
import { searchHintGuidance } from './rules/search-hint-guidance.js'
import { unreadDeferralKey } from './rules/unread-deferral-key.js'
import { contradictoryAnnotations } from './rules/contradictory-annotations.js'
import { descriptionCut } from './rules/description-cut.js'
import { deprecatedOutranksReplacement } from './rules/deprecated-outranks-replacement.js'
import { descriptionMissing } from './rules/description-missing.js'
import { duplicateName } from './rules/duplicate-name.js'
import { docstringSectionsRule } from './rules/docstring-sections.js'
import { duplicateNeighbour } from './rules/duplicate-neighbour.js'
import { jargon } from './rules/jargon.js'
import { nameCharacters } from './rules/name-characters.js'
import { nameLength } from './rules/name-length.js'
import { nameWordSeparator } from './rules/name-word-separator.js'
import { neighbourWinsOwnName } from './rules/neighbour-wins-own-name.js'
import { paginatedToolsList } from './rules/paginated-tools-list.js'
import { prerequisitePollution } from './rules/prerequisite-pollution.js'
import { selfFindability } from './rules/self-findability.js'
import { serverNameSeparator } from './rules/server-name-separator.js'
import { sharedBoilerplate } from './rules/shared-boilerplate.js'
import { uncoveredTool } from './rules/uncovered-tool.js'
import type { LintRule } from './types.js'

/** Every rule, in the order docs/lint-rules.md and the SARIF driver list them. */
export const RULES: readonly LintRule[] = [
  sharedBoilerplate,
  prerequisitePollution,
  jargon,
  docstringSectionsRule,
  selfFindability,
  neighbourWinsOwnName,
  duplicateNeighbour,
  deprecatedOutranksReplacement,
  nameLength,
  nameCharacters,
  nameWordSeparator,
  serverNameSeparator,
  duplicateName,
  descriptionMissing,
  descriptionCut,
  paginatedToolsList,
  contradictoryAnnotations,
  uncoveredTool,
  aiSdkNameCollision,
  alwaysLoadNotBoolean,
  alwaysLoadOverridden,
  searchHintGuidance,
  unreadDeferralKey
]

export function ruleIds(): string[] {
  return RULES.map((r) => r.id)
}

export function findRule(id: string): LintRule | undefined {
  return RULES.find((r) => r.id === id)
}
