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
    super(issues.map(formatIssue).join('\n'))
    this.name = 'ManifestError'
    this.issues = issues
  }
}

export function formatIssue(issue: ManifestIssue): string {
  return `${issue.file}:${issue.line}:${issue.col}: ${issue.message}`
}

/** How a failure report tells an issue: `file:line:col: error: message`. */
export function issueLine(issue: ManifestIssue): string {
  return `${issue.file}:${issue.line}:${issue.col}: error: ${issue.message}`
}
