import * as core from '@actions/core'
import { randomUUID } from 'node:crypto'
import { defuseCommands } from '../report/escape-markdown.js'

/**
 * Prints text that may hold PR-controlled strings to the job log with workflow commands
 * switched off (`::stop-commands::` with a token the text cannot know), so a line such as
 * `::add-mask::…` or `##[set-output …]` in a query or a description is printed, not run.
 * Each line is defused as well, for a reader that copies the log elsewhere. Colours (ANSI
 * escapes) pass: the text's untrusted parts were made plain already.
 */
export function logUntrusted(text: string): void {
  const token = `mcp-tool-rank-${randomUUID()}`
  core.info(`::stop-commands::${token}`)
  // The runner splits lines at CR as well as LF.
  core.info(text.replace(/\n$/, '').split(/\r\n|\r|\n/).map(defuseCommands).join('\n'))
  core.info(`::${token}::`)
}
