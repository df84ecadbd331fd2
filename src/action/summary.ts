import * as core from '@actions/core'

/** Appends markdown to the job summary; false (with a note in the log) outside a runner. */
export async function writeSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('GITHUB_STEP_SUMMARY is not set: no job summary written')
    return false
  }
  await core.summary.addRaw(markdown, true).write()
  return true
}
