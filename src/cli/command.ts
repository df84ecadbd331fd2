/**
 * What a CLI command is: its help text, the options it takes (any other is a usage error) and
 * what it runs. Each command lives in its own module under src/cli/ and is listed, with its
 * one-line summary, in commands.ts; the dispatcher loads only the module of the command run.
 */
import type { parseArgs, ParseArgsConfig } from 'node:util'

export type Options = NonNullable<ParseArgsConfig['options']>

/** Every command takes -h/--help. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const satisfies Options

export type Values<O extends Options> = ReturnType<typeof parseArgs<{ options: O & typeof HELP_OPTION; allowPositionals: true; strict: true }>>['values']

export interface CommandSpec<O extends Options> {
  /** The full `--help` text: usage line, what it does, its options. */
  help: string
  options: O
  /** Whether it takes positional arguments (it then checks them itself); default none. */
  takesArguments?: boolean
  run(values: Values<O>, positionals: string[]): Promise<number>
}

/** A command with its option types erased, as the dispatcher holds it. */
export interface Command {
  help: string
  options: Options
  takesArguments: boolean
  /** It parses its own arguments (run gets them as positionals, unparsed). */
  parsesOwnArguments?: boolean
  run(values: Record<string, unknown>, positionals: string[]): Promise<number>
}

export function defineCommand<const O extends Options>(spec: CommandSpec<O>): Command {
  return {
    help: spec.help,
    options: spec.options,
    takesArguments: spec.takesArguments ?? false,
    run: (values, positionals) => spec.run(values as Values<O>, positionals)
  }
}

/** A command that parses its arguments itself (say, to pass what follows `--` on untouched). */
export function defineRawCommand(spec: { help: string; run(argv: string[]): Promise<number> }): Command {
  return { help: spec.help, options: {}, takesArguments: true, parsesOwnArguments: true, run: (_values, argv) => spec.run(argv) }
}
