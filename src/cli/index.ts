#!/usr/bin/env node
/** The CLI entry point (package.json `bin`). */
import { enableCompileCache } from '../util/compile-cache.js'

enableCompileCache()
const { main } = await import('./main.js')

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  async (err: unknown) => {
    // Loaded only on failure: it knows every error class, and so their modules.
    const { describeFailure } = await import('../errors.js')
    const failure = describeFailure(err)
    for (const line of failure.lines) process.stderr.write(`mcp-tool-rank: ${line}\n`)
    if (failure.internal) process.stderr.write(`${(err as Error).stack ?? ''}\n`)
    process.exitCode = failure.exitCode
  }
)
