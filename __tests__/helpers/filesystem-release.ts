/**
 * The published filesystem server across the release that added `read_text_file` and
 * `read_media_file`: the recorded catalog (after), and the same catalog as the release
 * before listed it (reconstructed: `read_file` then had `read_text_file`'s input schema and
 * nearly its description, and neither new tool existed).
 */
import { readFileSync } from 'node:fs'

export interface RawTool {
  name: string
  description: string
  inputSchema: Record<string, unknown>
}

/** The recorded catalog, after the release: `read_file` kept, deprecated, beside `read_text_file`. */
export const recordedFilesystem: RawTool[] = JSON.parse(readFileSync(new URL('../fixtures/catalogs/filesystem.tools.json', import.meta.url), 'utf8')).tools

export const byName = (name: string): RawTool => recordedFilesystem.find((t) => t.name === name)!

/** `read_file` before the release: `read_text_file` under its old name, without "as text" and the sentence on extensions. */
export const OLD_READ_FILE: RawTool = {
  ...byName('read_text_file'),
  name: 'read_file',
  description:
    'Read the complete contents of a file from the file system. Handles various text encodings and provides detailed error messages if the file cannot be read. ' +
    "Use this tool when you need to examine the contents of a single file. Use the 'head' parameter to read only the first N lines of a file, or the 'tail' parameter " +
    'to read only the last N lines of a file. Only works within allowed directories.'
}

/** The catalog before the release: its read_file, and neither read_text_file nor read_media_file. */
export const filesystemBeforeRelease: RawTool[] = recordedFilesystem.flatMap((t) =>
  t.name === 'read_file' ? [OLD_READ_FILE] : t.name === 'read_text_file' || t.name === 'read_media_file' ? [] : [t]
)
