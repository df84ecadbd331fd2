/**
 * The dispatcher: `mcp-tool-rank COMMAND [options]`, `help [COMMAND]`, `-h/--help` and
 * `-v/--version`. Each command parses its own options; an option it does not take is a usage
 * error (exit 2).
 */
import { parseArgs } from 'node:util'
import { installSignalHandlers } from '../process/groups.js'
import { ExitCode } from '../exit-codes.js'
import { VERSION } from '../version.js'
import { HELP_OPTION, type Command } from './command.js'
import { COMMANDS } from './commands.js'

function mainHelp(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.synopsis.length)) + 3
  return `mcp-tool-rank ${VERSION}: regression tests for how findable MCP tools are under deferred tool search

Usage: mcp-tool-rank <command> [options]

Commands:
${Object.values(COMMANDS)
  .map((c) => `  ${c.synopsis.padEnd(width)}${c.summary}`)
  .join('\n')}

Options:
  -h, --help      this help
  -v, --version   the version

Run \`mcp-tool-rank help <command>\` (or \`<command> --help\`) for a command's options.
Exit codes: 0 all expectations hold, 1 an expectation failed, 2 manifest, server or usage error.`
}

/** A command-line mistake, said before anything runs. */
function usage(message: string, command?: string): number {
  process.stderr.write(`mcp-tool-rank: ${message}\nRun \`mcp-tool-rank help${command ? ` ${command}` : ''}\` for usage.\n`)
  return ExitCode.ConfigError
}

/** Loads the edit-distance package only for a mistyped command: `--help` loads no package. */
async function unknownCommand(name: string): Promise<number> {
  const { nearest } = await import('../util/suggest.js')
  const names = Object.keys(COMMANDS)
  const hit = nearest(name, names)
  const list = names.join(', ')
  return usage(hit ? `unknown command \`${name}\`, did you mean \`${hit}\`? Commands: ${list}` : `unknown command \`${name}\`; commands: ${list}`)
}

function findCommand(name: string): Promise<Command> | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name].load().then((m) => m.default) : undefined
}

async function help(name: string | undefined): Promise<number> {
  if (name === undefined) {
    process.stdout.write(mainHelp() + '\n')
    return ExitCode.Ok
  }
  const command = await findCommand(name)
  if (!command) return unknownCommand(name)
  process.stdout.write(command.help + '\n')
  return ExitCode.Ok
}

/** parseArgs says `Unknown option '--x'. To specify a positional …`: keep the option. */
function parseError(err: unknown, name: string): string {
  const e = err as { code?: string; message?: string }
  const option = /'(-[^']*)'/.exec(e.message ?? '')?.[1]
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `\`${name}\` takes no option \`${option}\``
  return `${name}: ${e.message ?? String(err)}`
}

export async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv
  if (first === undefined) {
    process.stdout.write(mainHelp() + '\n')
    return ExitCode.ConfigError
  }
  if (first === '-h' || first === '--help') return argv.length === 1 ? help(undefined) : usage(`\`${first}\` takes no arguments`)
  if (first === '-v' || first === '--version') {
    if (argv.length > 1) return usage(`\`${first}\` takes no arguments`)
    process.stdout.write(`${VERSION}\n`)
    return ExitCode.Ok
  }
  if (first === 'help') return rest.length <= 1 ? help(rest[0]) : usage('`help` takes one command name')
  if (first.startsWith('-')) return usage(`unknown option \`${first}\`; options come after the command`)
  const command = await findCommand(first)
  if (!command) return unknownCommand(first)

  if (command.parsesOwnArguments) {
    installSignalHandlers()
    return command.run({}, rest)
  }
  let parsed
  try {
    parsed = parseArgs({ args: rest, options: { ...command.options, ...HELP_OPTION }, allowPositionals: true, strict: true })
  } catch (err) {
    return usage(parseError(err, first), first)
  }
  if (parsed.values.help) return help(first)
  if (!command.takesArguments && parsed.positionals.length > 0) return usage(`\`${first}\` takes no arguments, got \`${parsed.positionals.join(' ')}\``, first)
  installSignalHandlers()
  return command.run(parsed.values, parsed.positionals)
}
