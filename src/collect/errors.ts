/** A server that could not be collected, with the one-line cause and its stderr tail. */
export class CollectError extends Error {
  constructor(
    readonly server: string,
    readonly reason: string,
    readonly stderrTail: string[] = []
  ) {
    super(`server \`${server}\`: ${reason}`)
    this.name = 'CollectError'
  }

  /** The cause, then the stderr tail indented, for terminals and logs. */
  describe(): string {
    if (this.stderrTail.length === 0) return this.message
    return `${this.message}\n  last ${this.stderrTail.length} line(s) of its stderr:\n${this.stderrTail.map((l) => `    ${l}`).join('\n')}`
  }
}
