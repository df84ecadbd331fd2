import { WriteStream } from 'node:tty'

/** ANSI styling, on only when asked (see wantsColor). */
export interface Style {
  bold(s: string): string
  dim(s: string): string
  red(s: string): string
  green(s: string): string
  yellow(s: string): string
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`

export function makeStyle(color: boolean): Style {
  if (!color) {
    const id = (s: string): string => s
    return { bold: id, dim: id, red: id, green: id, yellow: id }
  }
  return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39) }
}

/**
 * Colour as Node decides it for its own output (util.styleText): when FORCE_COLOR is set it
 * decides, over NO_COLOR (empty, `1`, `2`, `3` or `true` turn colour on; `0`, `false` and
 * anything else off); otherwise only a terminal is coloured, and not when NO_COLOR or
 * NODE_DISABLE_COLORS is set (even empty) or TERM is `dumb`. Node's own colour-depth rules
 * (tty hasColors) answer, so the two cannot drift apart.
 */
export function wantsColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  // Only FORCE_COLOR, when set: with NO_COLOR beside it Node would warn that it ignores it.
  if (env.FORCE_COLOR !== undefined) return WriteStream.prototype.hasColors(16, { FORCE_COLOR: env.FORCE_COLOR })
  return stream.isTTY === true && WriteStream.prototype.hasColors(16, env)
}
