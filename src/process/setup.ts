import { StartedCommand } from './started-command.js'
import { formatDuration } from '../util/duration.js'

const SECRET_ENV = /^(GITHUB_TOKEN|INPUT_.*|ACTIONS_.*)$/

/** A `setup` command (install, build) run to completion as a process group, without the caller's secrets. */
export async function runSetup(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  const clean = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && !SECRET_ENV.test(e[0])))
  const setup = new StartedCommand(command, clean, cwd)
  try {
    if (!(await setup.waitForExit(timeoutMs))) throw new Error(`setup \`${command}\` timed out after ${formatDuration(timeoutMs)}`)
    if (!setup.succeeded) throw new Error(`setup \`${command}\` ${setup.describeExit()}: ${setup.output.tail().slice(-5).join(' | ')}`)
  } finally {
    await setup.stop()
  }
}
