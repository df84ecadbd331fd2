/** The GitHub Action entry point (action.yml `main`). */
import { enableCompileCache } from './util/compile-cache.js'

enableCompileCache()
const { eventFileProblem, failBeforeStart } = await import('./action/event-file.js')

// The event file is checked before the action's modules load: @actions/github reads it on import.
const problem = eventFileProblem()
if (problem) await failBeforeStart(problem)
else await (await import('./action/main.js')).run()
