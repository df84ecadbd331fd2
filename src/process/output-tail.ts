const TAIL_LINES = 40
const LINE_CHARS = 500

/** The last lines a process wrote to one stream, each capped, for diagnostics. */
export class OutputTail {
  private readonly lines: string[] = []
  private partial = ''

  write(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString()
    const lines = text.split(/\r?\n/)
    this.partial = lines.pop() ?? ''
    // A stream without newlines must not grow without bound.
    if (this.partial.length > LINE_CHARS * 4) {
      lines.push(this.partial)
      this.partial = ''
    }
    for (const line of lines) {
      this.lines.push(line.length > LINE_CHARS ? line.slice(0, LINE_CHARS) + '…' : line)
      if (this.lines.length > TAIL_LINES) this.lines.shift()
    }
  }

  tail(): string[] {
    const all = this.partial ? [...this.lines, this.partial.slice(0, LINE_CHARS)] : [...this.lines]
    const out = all.slice(-TAIL_LINES)
    // Blank lines at the end say nothing.
    while (out.length > 0 && out[out.length - 1].trim() === '') out.pop()
    return out
  }
}
