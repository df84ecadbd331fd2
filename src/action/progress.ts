import * as core from '@actions/core'
import { defuseCommands } from '../report/escape-markdown.js'
import type { Progress } from '../util/progress.js'

/**
 * Each long step of the check as a folded group of the job log. The runner does not nest
 * groups: a step inside a step is a line of its group.
 */
export function groupedProgress(): Progress {
  let open = false
  return {
    async step(title, run) {
      if (open) {
        core.info(defuseCommands(title))
        return run()
      }
      open = true
      try {
        return await core.group(defuseCommands(title), run)
      } finally {
        open = false
      }
    },
    // Notes may name files of the pull request's own manifest.
    note: (message) => core.info(defuseCommands(message)),
    // A log cannot update a line in place: counts are for the terminal.
    advance: () => undefined
  }
}
