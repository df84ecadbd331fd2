/**
 * The process table, read from /proc, to prove that servers and everything they forked are
 * gone: tests mark the processes they start with an environment variable (inherited by every
 * descendant, whatever process group it moves to) or a unique word in the command line.
 */
import type { ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

export const MARK_VAR = 'MCP_TOOL_RANK_TEST_MARK'

export interface ProcInfo {
  pid: number
  ppid: number
  pgid: number
  state: string
  cmdline: string
}

function stat(pid: number): Omit<ProcInfo, 'cmdline'> | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // `pid (comm) state ppid pgrp …`; comm may hold spaces and parentheses.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { pid, state: fields[0], ppid: Number(fields[1]), pgid: Number(fields[2]) }
  } catch {
    return undefined
  }
}

/** Live processes (zombies excluded: they have exited and hold nothing) matching `test`. */
export function findProcesses(test: (pid: number) => boolean): ProcInfo[] {
  const out: ProcInfo[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const pid = Number(entry)
    if (pid === process.pid) continue
    try {
      if (!test(pid)) continue
      const s = stat(pid)
      if (!s || s.state === 'Z' || s.state === 'X') continue
      out.push({ ...s, cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim() })
    } catch {
      // It ended while we looked.
    }
  }
  return out
}

/** Processes whose environment holds MARK_VAR=mark (the server, its shell, its grandchildren). */
export function markedProcesses(mark: string): ProcInfo[] {
  const needle = `${MARK_VAR}=${mark}\0`
  return findProcesses((pid) => readFileSync(`/proc/${pid}/environ`, 'latin1').includes(needle))
}

/** Processes whose command line contains `word`. */
export function processesWithArg(word: string): ProcInfo[] {
  return findProcesses((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').includes(word))
}

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes; returns the last value. */
export async function waitFor<T>(probe: () => T, timeoutMs: number, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = probe()
  while (!value && Date.now() < deadline) {
    await sleep(everyMs)
    value = probe()
  }
  return value
}

/**
 * Polls `probe` until it returns a truthy value or `child` has exited; returns the last value.
 * No deadline of its own: how long a busy machine takes to get there is no failure (jest's test
 * timeout still bounds a hang), while a child that ends first ends the wait at once.
 */
export async function waitWhileRunning<T>(child: ChildProcess, probe: () => T, everyMs = 25): Promise<T> {
  let value = probe()
  while (!value && child.exitCode === null && child.signalCode === null) {
    await sleep(everyMs)
    value = probe()
  }
  return value
}

/**
 * How long a process killed a moment ago may take to leave the process table: the kernel
 * tears it down asynchronously, and on a busy machine that takes a while. A bound, not a
 * figure under test: polls that end early when the process is gone, as they do when all is well.
 */
const TEARDOWN_MS = 60_000

/** Whether process `pid` has ended (or is a zombie: it has exited and holds nothing) within TEARDOWN_MS. */
export async function ended(pid: number): Promise<boolean> {
  return waitFor(() => {
    const s = stat(pid)
    return s === undefined || s.state === 'Z' || s.state === 'X'
  }, TEARDOWN_MS)
}

/** What `find` lists once it lists nothing or a bounded wait has passed (an empty list is the expected answer). */
async function remaining(find: () => ProcInfo[]): Promise<ProcInfo[]> {
  const gone = await waitFor(() => find().length === 0, TEARDOWN_MS)
  return gone ? [] : find()
}

/** Marked processes still alive after a bounded wait for them to end. */
export function survivors(mark: string): Promise<ProcInfo[]> {
  return remaining(() => markedProcesses(mark))
}

/** Processes with `word` in their command line still alive after a bounded wait for them to end. */
export function survivorsWithArg(word: string): Promise<ProcInfo[]> {
  return remaining(() => processesWithArg(word))
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

const marks = new Set<string>()

/** A fresh mark for one test's processes. */
export function newMark(label: string): string {
  const mark = `${label}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`
  marks.add(mark)
  return mark
}

/**
 * A safety net for afterAll: SIGKILLs every process still carrying a mark this test file
 * made (only after a failure should there be any), and returns how many there were.
 */
export function killMarked(): number {
  let killed = 0
  for (const mark of marks) {
    for (const p of markedProcesses(mark)) {
      try {
        process.kill(p.pid, 'SIGKILL')
        killed++
      } catch {
        // Already gone.
      }
    }
  }
  return killed
}
