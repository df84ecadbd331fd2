export { RULES, findRule, ruleIds } from './registry.js'
export { lint, lintContext, lintFailsGate, lintManifest, type ContextOptions, type LintOptions } from './run.js'
export type { Finding, LintContext, LintQuery, LintRule, Report, RuleLevel, Severity } from './types.js'
