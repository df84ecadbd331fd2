import * as core from '@actions/core'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export interface ActionOutputs {
  passed: number
  failed: number
  regressions: number
  /** Regressions the accept label accepted. */
  accepted: number
  shifts: number
  improvements: number
  /** Path of the JSON report. */
  report: string
  /** Path of the SARIF file of the lint findings (not for a comment made from a report). */
  sarif?: string
}

/** Where the JSON report (and, as `.sarif`, the SARIF file) of a manifest goes: under RUNNER_TEMP, one file per manifest. */
export function reportPath(key: string, env: NodeJS.ProcessEnv = process.env): string {
  const slug = key.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '') || 'report'
  return join(env.RUNNER_TEMP || tmpdir(), 'mcp-tool-rank', `${slug}.json`)
}

/** Writes a report file (the JSON report's text, or a SARIF log), creating its folder. */
export async function writeReport(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, text)
}

export function setOutputs(outputs: ActionOutputs): void {
  core.setOutput('passed', outputs.passed)
  core.setOutput('failed', outputs.failed)
  core.setOutput('regressions', outputs.regressions)
  core.setOutput('accepted', outputs.accepted)
  core.setOutput('shifts', outputs.shifts)
  core.setOutput('improvements', outputs.improvements)
  core.setOutput('report', outputs.report)
  core.setOutput('sarif', outputs.sarif ?? '')
}

/** Set once the comment is done (or given up): empty when no comment was written. */
export function setCommentId(id: number | undefined): void {
  core.setOutput('comment-id', id ?? '')
}
