/** Writing a file the user named: its folder is created, and a path that cannot be written is the user's to change. */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { cannotWrite } from './errors.js'

/** Writes `text` to `path` (absolute), creating its folder; a failure names the file as `shown`. */
export async function writeUserFile(shown: string, path: string, text: string): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, text)
  } catch (err) {
    throw cannotWrite(shown, err)
  }
}
