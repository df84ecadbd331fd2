import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** How long our pipes may stay open after a group is gone before we stop waiting on them. */
const PIPE_GRACE_MS = 250

/** `ppid` and process group of a live process, from /proc/PID/stat (Linux). */
function statOf(pid: number): { ppid: number; pgid: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'latin1')
    // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    if (fields[0] === 'Z' || fields[0] === 'X') return undefined
    return { ppid: Number(fields[1]), pgid: Number(fields[2]) }
  } catch {
    return undefined
  }
}

/**
 * Linux: the live descendants of `leader` that have left its process group (`setsid`,
 * Python's `start_new_session=True`, another `detached` spawn). A group kill does not reach
 * them, so they are found through their parents while the leader still lives. One whose
 * parent has already exited was handed to init and cannot be told from any other process:
 * it stays out of reach. Elsewhere: none.
 */
export function escapedDescendants(leader: number): number[] {
  if (process.platform !== 'linux') return []
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return []
  }
  const children = new Map<number, number[]>()
  const groups = new Map<number, number>()
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    const stat = statOf(pid)
    if (!stat) continue
    groups.set(pid, stat.pgid)
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid])
  }
  const escaped: number[] = []
  const queue = [...(children.get(leader) ?? [])]
  while (queue.length > 0) {
    const pid = queue.pop()!
    if (groups.get(pid) !== leader) escaped.push(pid)
    for (const child of children.get(pid) ?? []) queue.push(child)
  }
  return escaped
}

export function killPids(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal)
    } catch {
      // Gone already.
    }
  }
}

/**
 * After a child's process group is gone, its stdio pipes close once nobody else holds them.
 * A process out of reach (see escapedDescendants) may hold them forever: after a short
 * grace our ends are closed, so this process never waits on a pipe it inherited.
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
