import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { killCarriers, newCookie, releasePipes, withCookie } from './escaped.js'

/**
 * Children started in their own process group, so that a server launched through `npm run`
 * or a shell is stopped with all its grandchildren, each with the cookie in its environment
 * that every process it leads to inherits (see carriersOf), so that those that leave the
 * group are stopped too. Every child is remembered with its cookie until it is stopped, so an
 * interrupted CLI or action can still kill them all.
 */
const live = new Map<ChildProcess, string>()

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const cookie = newCookie()
  const env = withCookie(options.env ?? process.env, cookie)
  const child = spawn(command, args, { ...options, env, detached: process.platform !== 'win32', shell: false })
  live.set(child, cookie)
  // Never started: nothing carries its cookie.
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
 * Asks the group and every process carrying the child's cookie to stop, then kills the group
 * after `graceMs`; once the leader has exited, kills what is left of both, and resolves when
 * our pipes to the child are closed.
 */
export async function stopGroup(child: ChildProcess, graceMs = 2000): Promise<void> {
  const cookie = live.get(child)
  const cookies = new Set(cookie === undefined ? [] : [cookie])
  if (!hasExited(child)) {
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    killGroup(child, 'SIGTERM')
    killCarriers(cookies, 'SIGTERM', child.pid)
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
    await done
    clearTimeout(timer)
  }
  // The leader may be gone while descendants it left behind still run, in the group or not.
  killGroup(child, 'SIGKILL')
  killCarriers(cookies, 'SIGKILL')
  live.delete(child)
  await releasePipes(child)
}

function killAllGroups(): void {
  for (const child of live.keys()) if (!hasExited(child)) killGroup(child, 'SIGKILL')
  killCarriers(new Set(live.values()), 'SIGKILL')
}

let handlersInstalled = false

const SIGNAL_EXIT = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const

/**
 * On SIGINT/SIGTERM/SIGHUP, kill every server group and every process carrying a server's
 * cookie first, then exit as the signal asks (128 + signal number). On any other exit they
 * are killed too; only SIGKILL of this process itself leaves them, since a group outlives its
 * parent by design.
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
