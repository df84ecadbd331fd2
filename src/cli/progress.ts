/**
 * Progress of long steps on stderr: on a terminal one line that updates in place (the step,
 * how far it is, the time it has taken); with --verbose or in CI plain lines instead, one when
 * a step starts and one when it ends; elsewhere (a pipe, a script) nothing. Never on stdout.
 */
import { formatElapsed } from '../util/duration.js'
import { plainText } from '../util/sanitize-text.js'
import { SILENT, type Progress } from '../util/progress.js'
import { formatCount } from '../util/plural.js'

/** Steps shorter than this leave no line behind on a terminal. */
const LASTING_MS = 1000
const REDRAW_MS = 200

interface Running {
  title: string
  started: number
  detail: string
}

/** CI services set CI (to `true`, `1`, or a name); `false` and `0` say it is not one. */
function inCI(env: NodeJS.ProcessEnv): boolean {
  return env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase())
}

export function cliProgress(verbose: boolean, stream: NodeJS.WriteStream = process.stderr, env: NodeJS.ProcessEnv = process.env): Progress {
  if (verbose || inCI(env)) return plainProgress(stream)
  if (stream.isTTY && env.TERM !== 'dumb') return liveProgress(stream)
  return SILENT
}

const now = (): number => performance.now()

export function plainProgress(stream: { write(text: string): unknown }): Progress {
  return {
    async step(title, run) {
      const started = now()
      stream.write(`▸ ${plainText(title, 300)}…\n`)
      const result = await run()
      stream.write(`▸ ${plainText(title, 300)}: done in ${formatElapsed(now() - started)}\n`)
      return result
    },
    note: (message) => void stream.write(`  ${plainText(message, 500)}\n`),
    advance: () => undefined
  }
}

function liveProgress(stream: NodeJS.WriteStream): Progress {
  const stack: Running[] = []
  let timer: NodeJS.Timeout | undefined
  const width = (): number => Math.max(20, (stream.columns || 80) - 1)
  const fit = (line: string): string => (line.length > width() ? line.slice(0, width() - 1) + '…' : line)
  const draw = (): void => {
    const top = stack[stack.length - 1]
    if (!top) return
    const path = stack.map((s) => s.title).join(' › ')
    stream.write(`\r\u001b[K${fit(`${path}${top.detail ? `: ${top.detail}` : ''} · ${formatElapsed(now() - stack[0].started)}`)}`)
  }
  return {
    async step(title, run) {
      stack.push({ title: plainText(title, 300), started: now(), detail: '' })
      draw()
      // A timer that keeps no process alive: the elapsed time moves while the step waits.
      timer ??= setInterval(draw, REDRAW_MS).unref()
      try {
        return await run()
      } finally {
        const done = stack.pop()!
        const took = now() - done.started
        if (stack.length === 0) {
          clearInterval(timer)
          timer = undefined
          stream.write('\r\u001b[K')
          if (took >= LASTING_MS) stream.write(`${fit(`${done.title}: ${formatElapsed(took)}`)}\n`)
        } else draw()
      }
    },
    note(message) {
      const top = stack[stack.length - 1]
      if (!top) return
      top.detail = plainText(message, 200)
      draw()
    },
    advance(done, total) {
      const top = stack[stack.length - 1]
      if (!top) return
      top.detail = `${formatCount(done)} of ${formatCount(total)}`
      draw()
    }
  }
}
