/** Options several commands share, and the parsing of their values. */
import { UsageError } from '../errors.js'
import { DEFAULT_MANIFEST } from '../manifest/load.js'
import type { Options } from './command.js'

export const CONFIG_OPTION = { config: { type: 'string', short: 'c' } } as const satisfies Options
export const ENGINE_OPTION = { engine: { type: 'string', short: 'e', multiple: true } } as const satisfies Options

export const VERBOSE_OPTION = { verbose: { type: 'boolean' } } as const satisfies Options

export const VERBOSE_HELP = `      --verbose       say what each long step does, as plain lines on stderr (as in CI)`

export const CONFIG_HELP = `  -c, --config FILE   the manifest (default ${DEFAULT_MANIFEST})`

export function configOf(values: { config?: string }): string {
  return values.config ?? DEFAULT_MANIFEST
}

export function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive integer, got \`${value}\``)
  return n
}
