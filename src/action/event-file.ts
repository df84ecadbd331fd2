/**
 * The event payload the runner writes to GITHUB_EVENT_PATH, checked before anything reads
 * it: @actions/github parses it while it is imported and throws on a truncated file, and a
 * `null` payload breaks every reader after it.
 */
import * as core from '@actions/core'
import { readFileSync } from 'node:fs'
import { preformatted } from '../report/escape-markdown.js'
import { fileErrorText } from '../util/file-error.js'
import { writeSummary } from './summary.js'

/** What is wrong with the event file, or undefined when it is a JSON object (or there is none: outside a workflow). */
export function eventFileProblem(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env.GITHUB_EVENT_PATH
  if (!path) return undefined
  const where = `the event file ${path} (GITHUB_EVENT_PATH)`
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    // @actions/github notes a missing file and goes on with an empty payload.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    return `cannot read ${where}: ${fileErrorText(err)}`
  }
  const rerun = 'the runner writes it, so re-run the job; if it happens again, report it with the workflow that ran'
  if (text.trim() === '') return `${where} is empty: ${rerun}`
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch (err) {
    return `${where} is not valid JSON (${(err as Error).message}): ${rerun}`
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    return `${where} holds ${payload === null ? 'null' : Array.isArray(payload) ? 'a list' : `a ${typeof payload}`}, not the event object: ${rerun}`
  }
  return undefined
}

/** Fails the step with `problem`: the error, and the job summary saying the check could not run. */
export async function failBeforeStart(problem: string): Promise<void> {
  core.setFailed(problem)
  try {
    await writeSummary(`### MCP tool search could not run\n\n${preformatted([problem])}\n`)
  } catch (err) {
    core.warning(`Could not write the job summary: ${fileErrorText(err)}`)
  }
}
