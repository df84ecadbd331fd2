/** The GitHub Action entry point (action.yml `main`). */
import { eventFileProblem, failBeforeStart } from './action/event-file.js'

// The event file is checked before the action's modules load: @actions/github reads it on import.
const problem = eventFileProblem()
if (problem) await failBeforeStart(problem)
else await (await import('./action/main.js')).run()
