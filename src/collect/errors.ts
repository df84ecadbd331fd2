import { plainText } from '../util/sanitize-text.js'

const REASON_CHARS = 1000
const TAIL_LINE_CHARS = 500

/**
 * A server that could not be collected, with the one-line cause and its stderr tail. Both
 * carry text from the server under test, so they are made plain here, once: control and
 * bidi characters removed, one line each, capped; every consumer (terminal, log, comment)
 * gets the same safe text.
 */
export class CollectError extends Error {
  readonly reason: string
  readonly stderrTail: string[]

  constructor(
    readonly server: string,
    reason: string,
    stderrTail: string[] = []
  ) {
    const clean = plainText(reason, REASON_CHARS)
    super(`server \`${plainText(server, 100)}\`: ${clean}`)
    this.name = 'CollectError'
    this.reason = clean
    this.stderrTail = stderrTail.map((l) => plainText(l, TAIL_LINE_CHARS))
  }

  /** The cause, then the stderr tail indented (so no line of it can pass for a workflow command). */
  describe(): string {
    if (this.stderrTail.length === 0) return this.message
    return `${this.message}\n  last ${this.stderrTail.length} line(s) of its stderr:\n${this.stderrTail.map((l) => `    ${l}`).join('\n')}`
  }
}
