import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { escapedDescendants, killPids, releasePipes } from './escaped.js'

/**
 * Children started in their own process group, so that a server launched through `npm run`
 * or a shell is stopped with all its grandchildren. Every group is remembered until it has
 * exited, so an interrupted CLI or action can still kill them all.
 */
const live = new Set<ChildProcess>()

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: process.platform !== 'win32', shell: false })
  live.add(child)
  child.once('exit', () => live.delete(child))
  child.once('error', () => live.delete(child))
  return child
}

/** Whether the child has ended (one that could not be spawned too: Node gives it a negative exitCode). */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

/** `exited with code 1` or `was killed by SIGKILL`, once the child has exited. */
export function describeExit(child: ChildProcess): string {
  return child.signalCode ? `was killed by ${child.signalCode}` : `exited with code ${child.exitCode}`
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined) return
  try {
    if (process.platform === 'win32') child.kill(signal)
    else process.kill(-child.pid, signal)
  } catch {
    // ESRCH: the group has already gone.
  }
}

/**
 * Asks the group to stop, then kills it after `graceMs`, with the descendants that left the
 * group while the leader lived; resolves when the leader has exited and our pipes to it are
 * closed.
 */
export async function stopGroup(child: ChildProcess, graceMs = 2000): Promise<void> {
  const escaped = !hasExited(child) && child.pid !== undefined ? escapedDescendants(child.pid) : []
  if (!hasExited(child)) {
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    killGroup(child, 'SIGTERM')
    killPids(escaped, 'SIGTERM')
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
    await done
    clearTimeout(timer)
  }
  // The leader may be gone while descendants it left behind still run in the group.
  killGroup(child, 'SIGKILL')
  killPids(escaped, 'SIGKILL')
  live.delete(child)
  await releasePipes(child)
}

function killAllGroups(): void {
  for (const child of live) killGroup(child, 'SIGKILL')
}

let handlersInstalled = false

const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const

/**
 * On SIGINT/SIGTERM/SIGHUP, kill every server group first, then exit as the signal asks
 * (128 + signal number). On any other exit the groups are killed too; only SIGKILL of this
 * process itself leaves them, since a group outlives its parent by design.
 */
export function installSignalHandlers(): void {
  if (handlersInstalled) return
  handlersInstalled = true
  for (const [signal, code] of Object.entries(SIGNAL_EXIT)) {
    process.once(signal, () => {
      killAllGroups()
      process.exit(code)
    })
  }
  process.once('exit', killAllGroups)
}
