import { withoutCredentials } from './credentials.js'
import { StartedCommand } from './started-command.js'
import { formatDuration } from '../util/duration.js'

/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
export async function runSetup(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  const setup = new StartedCommand(command, withoutCredentials(env), cwd)
  try {
    if (!(await setup.waitForExit(timeoutMs))) throw new Error(`setup \`${command}\` timed out after ${formatDuration(timeoutMs)}`)
    if (!setup.succeeded) throw new Error(`setup \`${command}\` ${setup.describeExit()}: ${setup.output.tail().slice(-5).join(' | ')}`)
  } finally {
    await setup.stop()
  }
}
