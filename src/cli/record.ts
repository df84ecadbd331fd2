import { recordCommand, RECORD_HELP } from '../record/command.js'
import { defineRawCommand } from './command.js'

// Everything after `--` goes to the server it starts: `record` parses its own arguments.
export default defineRawCommand({ help: RECORD_HELP, run: (argv) => recordCommand(argv) })
