import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'

/** How long our pipes may stay open after a group is gone before we stop waiting on them. */
const PIPE_GRACE_MS = 250

/**
 * The variable that marks every process a started command leads to, whatever process group
 * or session it moves to (Jenkins finds a build's processes by its `BUILD_ID` the same way).
 * Its value lists one cookie per started command on the way down, so an mcp-tool-rank run by
 * another one's `setup` still leaves the outer one's cookie on everything it starts.
 */
export const COOKIE_VARIABLE = 'MCP_TOOL_RANK_PROCESS_TREE'

const COOKIE_ENTRY = `${COOKIE_VARIABLE}=`

/** A cookie for one started command: unique on this machine for as long as it matters. */
export function newCookie(): string {
  return randomBytes(12).toString('base64url')
}

/** `env` with `cookie` added to the cookies this process itself carries. */
export function withCookie(env: NodeJS.ProcessEnv, cookie: string): NodeJS.ProcessEnv {
  const inherited = process.env[COOKIE_VARIABLE]
  return { ...env, [COOKIE_VARIABLE]: inherited ? `${inherited},${cookie}` : cookie }
}

/** The cookies in one process's environment (`/proc/PID/environ`: NUL-separated `NAME=value`). */
function cookiesIn(environ: string): string[] {
  if (!environ.includes(COOKIE_ENTRY)) return []
  const entry = environ.split('\0').find((e) => e.startsWith(COOKIE_ENTRY))
  return entry ? entry.slice(COOKIE_ENTRY.length).split(',') : []
}

/**
 * Linux: the live processes, this one aside, whose environment carries one of `cookies`: all
 * that a started command led to, in its process group or not (`setsid`, a detached spawn, a
 * daemon that forked twice). A process that execs with an emptied or rewritten environment
 * (`env -i`) carries none and is not found. Zombies have no environment left, so they are not
 * listed: they have ended. Elsewhere there is no /proc: none.
 */
export function carriersOf(cookies: ReadonlySet<string>): number[] {
  if (process.platform !== 'linux' || cookies.size === 0) return []
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const carriers: number[] = []
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    let environ: string
    try {
      environ = readFileSync(`/proc/${entry}/environ`, 'latin1')
    } catch {
      // Gone, or another user's: not ours to stop.
      continue
    }
    if (cookiesIn(environ).some((c) => cookies.has(c))) carriers.push(Number(entry))
  }
  return carriers
}

/** The process group of a live process, from /proc/PID/stat (`pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses). */
function groupOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
  } catch {
    return undefined
  }
}

/** The most passes over /proc one kill makes: each finds what the last one's victims forked first. */
const KILL_ROUNDS = 5

/**
 * Sends `signal` to every process that carries one of `cookies`, except the members of
 * process group `signalledGroup` (it was signalled as a group: a second SIGTERM is, to many
 * servers, the order to quit without cleaning up). For SIGKILL it looks again until a pass
 * finds nobody new: a process forked just before its parent was killed carries the cookie
 * too. (Linux aborts a fork once the parent has a fatal signal pending, so once a pass finds
 * nobody new, nobody else is coming.)
 */
export function killCarriers(cookies: ReadonlySet<string>, signal: NodeJS.Signals, signalledGroup?: number): void {
  const signalled = new Set<number>()
  for (let round = 0; round < (signal === 'SIGKILL' ? KILL_ROUNDS : 1); round++) {
    const fresh = carriersOf(cookies).filter((pid) => !signalled.has(pid) && (signalledGroup === undefined || groupOf(pid) !== signalledGroup))
    if (fresh.length === 0) return
    for (const pid of fresh) {
      signalled.add(pid)
      try {
        process.kill(pid, signal)
      } catch {
        // Gone already.
      }
    }
  }
}

/**
 * After a child's process group is gone, its stdio pipes close once nobody else holds them.
 * A process out of reach (one that scrubbed its environment, or any on a system without
 * /proc) may hold them forever: after a short grace our ends are closed, so this process
 * never waits on a pipe it inherited.
 */
export async function releasePipes(child: ChildProcess): Promise<void> {
  const streams = [child.stdin, child.stdout, child.stderr].filter((s): s is NonNullable<typeof s> => s !== null && s !== undefined)
  const open = (): boolean => streams.some((s) => !s.closed && !s.destroyed)
  if (!open()) return
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    new Promise<void>((resolve) => child.once('close', () => resolve())),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, PIPE_GRACE_MS)))
  ])
  clearTimeout(timer)
  for (const stream of streams) stream.destroy()
}
