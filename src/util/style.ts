/** ANSI styling, on only when asked (a TTY without NO_COLOR). */
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

/** Colour on a terminal only, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true
  return stream.isTTY === true
}
