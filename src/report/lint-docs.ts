/** Where a lint rule is documented: its section of docs/lint-rules.md in the project's repository. */
export const PROJECT_URL = 'https://github.com/mcp-tool-rank/mcp-tool-rank'
export const LINT_DOCS = 'docs/lint-rules.md'

/** The rule's section, by its id (each rule's heading is its id). */
export function ruleDocUrl(rule: string): string {
  return `${PROJECT_URL}/blob/main/${LINT_DOCS}#${encodeURIComponent(rule)}`
}
