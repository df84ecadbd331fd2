/** The GitHub Action entry point (action.yml `main`). */
import { run } from './action/main.js'

await run()
