export interface ManifestIssue {
  file: string
  line: number
  col: number
  message: string
}

/** A manifest problem found before anything runs; each issue renders as file:line:col: message. */
export class ManifestError extends Error {
  readonly issues: ManifestIssue[]

  constructor(issues: ManifestIssue[]) {
    super(issues.map((issue) => formatIssue(issue)).join('\n'))
    this.name = 'ManifestError'
    this.issues = issues
  }
}

/** `file:line:col: message`, with `label` (such as `error: `) before the message. */
export function formatIssue(issue: ManifestIssue, label = ''): string {
  return `${issue.file}:${issue.line}:${issue.col}: ${label}${issue.message}`
}

/** How a failure report tells an issue: `file:line:col: error: message`. */
export function issueLine(issue: ManifestIssue): string {
  return formatIssue(issue, 'error: ')
}

/** There is no manifest at `file`: nothing to point a line at, so said without `:1:1`, with how to get one. */
export class ManifestNotFoundError extends Error {
  constructor(readonly file: string) {
    super(`no manifest at ${file}: write one with \`npx mcp-tool-rank init\` at the repository root, or name yours with --config (the action's \`config\` input)`)
    this.name = 'ManifestNotFoundError'
  }
}
