/** What several commands print or write: output files (`-` for stdout), the SARIF log, lock drift. */
import { relative, resolve, sep } from 'node:path'
import { UsageError } from '../errors.js'
import { describeDrift, type DriftItem, type LockStatus } from '../lock/index.js'
import { plainText } from '../util/sanitize-text.js'
import { makeStyle, wantsColor, type Style } from '../util/style.js'
import { writeUserFile } from '../write-file.js'

/** The styles for stdout, coloured as the terminal and environment ask. */
export function stdoutStyle(): Style {
  return makeStyle(wantsColor(process.stdout, process.env))
}

/**
 * Where the text for people goes: stdout, unless one of the output files is `-` (stdout);
 * then stderr, so that the file on stdout stays whole. Two files on stdout are a usage error.
 */
export function readerOutput(files: Record<string, string | undefined>): { out: NodeJS.WriteStream; style: Style } {
  const toStdout = Object.keys(files).filter((name) => files[name] === '-')
  if (toStdout.length > 1) throw new UsageError(`only one output can go to stdout, but ${toStdout.map((n) => `--${n}`).join(' and ')} both say \`-\``)
  const out = toStdout.length ? process.stderr : process.stdout
  return { out, style: makeStyle(wantsColor(out, process.env)) }
}

/**
 * The width the text report is fitted to: the terminal's, else `COLUMNS` when it is set (a
 * pipe has no width of its own), else 80.
 */
export function outputColumns(out: NodeJS.WriteStream, env: NodeJS.ProcessEnv): number {
  const fromEnv = Number(env.COLUMNS)
  return out.columns || (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80)
}

/** Writes `text` to `file`, creating its folder; `-` writes it to stdout. */
export async function writeOutput(file: string, text: string): Promise<void> {
  if (file === '-') {
    process.stdout.write(text)
    return
  }
  await writeUserFile(file, resolve(file), text)
}

export function writeJson(file: string, value: unknown): Promise<void> {
  return writeOutput(file, JSON.stringify(value, null, 2) + '\n')
}

/** The manifest as the SARIF log and the comment name it: relative to the working directory (the repository root in CI), with `/`. */
export function manifestPath(config: string): string {
  return relative(process.cwd(), resolve(config)).split(sep).join('/')
}

const DRIFT_LINES = 50

export function driftLines(drift: readonly DriftItem[], style: Style): string[] {
  const lines = drift.slice(0, DRIFT_LINES).map((d) => `  ${plainText(describeDrift(d), 200)}\n`)
  if (drift.length > DRIFT_LINES) lines.push(style.dim(`  … and ${drift.length - DRIFT_LINES} more\n`))
  return lines
}

/** A stale or broken lock file is a warning: the check itself ran on the live tools. */
export function lockWarning(lock: LockStatus, style: Style): string {
  if (lock.error) return style.yellow(`warning: ${plainText(lock.error)}`) + '\n'
  if (lock.drift.length === 0) return ''
  const n = lock.drift.length
  const head = `warning: ${lock.path} is stale: ${n} difference${n === 1 ? '' : 's'} from what the servers list now (update it with \`mcp-tool-rank snapshot\` or \`check --update-lock\`)`
  return [style.yellow(head) + '\n', ...driftLines(lock.drift, style)].join('')
}
