import { withoutCredentials } from './credentials.js'
import { StartedCommand } from './started-command.js'
import { formatDuration } from '../util/duration.js'
import { plainText } from '../util/sanitize-text.js'

/** How many of the last lines of a failed setup's output are kept for the reader. */
const TAIL_LINES = 20

/** A `setup` command that failed: how it ended, and the last lines it printed (made plain). */
export class SetupError extends Error {
  readonly outputTail: string[]

  constructor(
    readonly command: string,
    /** `exited with code 4`, `timed out after 15m`. */
    readonly outcome: string,
    outputTail: readonly string[]
  ) {
    const tail = outputTail.slice(-TAIL_LINES).map((l) => plainText(l, 500))
    super(`setup \`${plainText(command, 200)}\` ${outcome}${tail.length ? '' : ' and printed nothing'}`)
    this.name = 'SetupError'
    this.outputTail = tail
  }
}

/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
export async function runSetup(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  const setup = new StartedCommand(command, withoutCredentials(env), cwd)
  try {
    if (!(await setup.waitForExit(timeoutMs))) throw new SetupError(command, `timed out after ${formatDuration(timeoutMs)}`, setup.output.tail())
    if (!setup.succeeded) throw new SetupError(command, setup.describeExit(), setup.output.tail())
  } finally {
    await setup.stop()
  }
}
