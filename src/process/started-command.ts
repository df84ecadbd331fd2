import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { OutputTail } from './output-tail.js'
import { describeExit, hasExited, spawnGroup, stopGroup } from './groups.js'
import { formatDuration } from '../util/duration.js'

/** Why a `start:` command did not bring its endpoint up. */
export class StartError extends Error {}

const PROBE_MS = 1000

/**
 * A server's `start:` command, run as `sh -c COMMAND` in its own process group (so `npm run`
 * and everything it forks stop together). stdout and stderr are both kept as one tail: an
 * HTTP server's stdout is only its log.
 */
export class StartedCommand {
  readonly output = new OutputTail()
  private spawnError?: NodeJS.ErrnoException
  private readonly child: ChildProcess
  private readonly exitedPromise: Promise<void>

  constructor(
    readonly command: string,
    env: Record<string, string>,
    cwd: string
  ) {
    // `sh -c` on purpose: `start:` is a shell command line (`npm run serve`, `PORT=0 node …`).
    this.child = spawnGroup('/bin/sh', ['-c', command], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
    this.exitedPromise = new Promise((resolve) => {
      this.child.once('exit', () => resolve())
      this.child.once('error', (error: NodeJS.ErrnoException) => {
        this.spawnError = error
        resolve()
      })
    })
    this.child.stdout!.on('data', (chunk: Buffer) => this.output.write(chunk))
    this.child.stderr!.on('data', (chunk: Buffer) => this.output.write(chunk))
  }

  get exited(): boolean {
    return this.spawnError !== undefined || hasExited(this.child)
  }

  /** `exited with code 1`, `was killed by SIGKILL`, or `could not run: …`. */
  describeExit(): string {
    if (this.spawnError) return `could not run: ${this.spawnError.message}`
    const code = this.child.exitCode
    return `${describeExit(this.child)}${code === 127 ? ' (command not found)' : code === 126 ? ' (not executable)' : ''}`
  }

  /**
   * Waits until `url` answers HTTP at all (any status: a 404 or 405 still means the server
   * is listening), the command exits, or `timeoutMs` passes. Probes use OPTIONS, which opens
   * no MCP session and no SSE stream.
   */
  async waitForEndpoint(url: URL, timeoutMs: number, headers: Record<string, string>): Promise<void> {
    const deadline = Date.now() + timeoutMs
    // Never the query or credentials of the URL in a message.
    const where = `${url.origin}${url.pathname}`
    let delay = 50
    for (;;) {
      if (this.exited) throw new StartError(`the \`start\` command ${this.describeExit()} before ${where} answered`)
      const left = deadline - Date.now()
      if (left <= 0) throw new StartError(`${where} did not answer within ${formatDuration(timeoutMs)} of running \`start\``)
      try {
        const response = await fetch(url, { method: 'OPTIONS', headers, signal: AbortSignal.timeout(Math.min(PROBE_MS, left)), redirect: 'manual' })
        await response.body?.cancel().catch(() => {})
        return
      } catch {
        // Not listening yet (connection refused or reset), or too slow to answer this probe.
      }
      await Promise.race([sleep(Math.min(delay, Math.max(0, deadline - Date.now()))), this.exitedPromise])
      delay = Math.min(delay * 2, 250)
    }
  }

  /** True once the command has exited, false if `timeoutMs` passed first (it is then still running). */
  async waitForExit(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    const exited = await Promise.race([this.exitedPromise.then(() => true as const), timedOut])
    clearTimeout(timer)
    return exited
  }

  /** The command ran and exited with code 0. */
  get succeeded(): boolean {
    return this.spawnError === undefined && this.child.exitCode === 0
  }

  /** Stops the whole group: SIGTERM, then SIGKILL after a grace period. */
  async stop(): Promise<void> {
    await stopGroup(this.child)
  }
}
