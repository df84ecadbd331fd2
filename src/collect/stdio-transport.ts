import type { ChildProcess } from 'node:child_process'
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { OutputTail } from '../process/output-tail.js'
import { describeExit, hasExited, killGroup, spawnGroup, stopGroup } from '../process/groups.js'
import { MAX_MESSAGE_BYTES } from './limits.js'

const STRAY_LINE_CHARS = 500

interface StdioParams {
  command: string
  args: string[]
  env: Record<string, string>
  cwd?: string
}

/**
 * The SDK's stdio framing over a child in its own process group. The SDK's own
 * StdioClientTransport kills only its direct child, which leaves the grandchildren of a
 * server started through `npm run` or a shell (docs/architecture.md, "Security").
 */
export class ProcessGroupTransport implements Transport {
  onclose?: () => void
  onerror?: (error: Error) => void
  onmessage?: (message: JSONRPCMessage) => void

  private child?: ChildProcess
  private pending: Buffer[] = []
  private pendingBytes = 0
  private readonly stderr = new OutputTail()
  /** The first line on stdout that was not JSON-RPC (a server logging to stdout), capped. */
  firstStray?: string
  /** How many lines on stdout were not JSON-RPC. */
  strayLines = 0
  spawnError?: NodeJS.ErrnoException
  /** Set once a message on stdout ran past MAX_MESSAGE_BYTES: the server was stopped there. */
  oversized = false

  constructor(private readonly params: StdioParams) {}

  get exited(): boolean {
    return this.spawnError !== undefined || (this.child !== undefined && hasExited(this.child))
  }

  /** `exited with code 1` or `was killed by SIGKILL`, once `exited`. */
  describeExit(): string {
    return this.child ? describeExit(this.child) : 'did not start'
  }

  /** The last lines the server wrote to stderr. */
  stderrTail(): string[] {
    return this.stderr.tail()
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawnGroup(this.params.command, this.params.args, {
        env: this.params.env,
        cwd: this.params.cwd,
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true
      })
      this.child = child
      child.once('error', (error: NodeJS.ErrnoException) => {
        this.spawnError = error
        reject(error)
        this.onerror?.(error)
        this.onclose?.()
      })
      child.once('spawn', () => resolve())
      // The server is gone; whatever it left in its group (a grandchild holding the pipes
      // open would also delay 'close') goes with it.
      child.once('exit', () => killGroup(child, 'SIGKILL'))
      child.once('close', () => this.onclose?.())
      child.stdout!.on('data', (chunk: Buffer) => this.readStdout(chunk))
      child.stderr!.on('data', (chunk: Buffer) => this.stderr.write(chunk))
      child.stdin!.on('error', (error) => this.onerror?.(error))
    })
  }

  private readStdout(chunk: Buffer): void {
    if (this.oversized) return
    let start = 0
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      if (this.pendingBytes + nl - start > MAX_MESSAGE_BYTES) return this.refuseOversized()
      this.pending.push(chunk.subarray(start, nl))
      const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '')
      this.pending = []
      this.pendingBytes = 0
      start = nl + 1
      this.readLine(line)
    }
    if (start < chunk.length) {
      this.pending.push(chunk.subarray(start))
      this.pendingBytes += chunk.length - start
      if (this.pendingBytes > MAX_MESSAGE_BYTES) this.refuseOversized()
    }
  }

  /**
   * A message too large to read: nothing more of it is kept, and the server is killed so
   * that the request waiting for it fails at once instead of at its timeout.
   */
  private refuseOversized(): void {
    this.oversized = true
    this.pending = []
    this.pendingBytes = 0
    if (this.child) killGroup(this.child, 'SIGKILL')
  }

  private readLine(line: string): void {
    if (line.trim() === '') return
    let message: JSONRPCMessage
    try {
      message = deserializeMessage(line)
    } catch {
      this.strayLines++
      this.firstStray ??= line.slice(0, STRAY_LINE_CHARS)
      return
    }
    this.onmessage?.(message)
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      const stdin = this.child?.stdin
      if (!stdin || stdin.destroyed) return resolve()
      if (stdin.write(serializeMessage(message))) resolve()
      else stdin.once('drain', resolve)
    })
  }

  async close(): Promise<void> {
    const child = this.child
    if (!child) return
    child.stdin?.end()
    await stopGroup(child)
    this.pending = []
  }
}
