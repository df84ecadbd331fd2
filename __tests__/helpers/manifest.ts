import { ManifestError } from '../../src/manifest/errors.js'
import { parseManifest } from '../../src/manifest/load.js'

/** The issues a manifest text is rejected with, as `line:col: message`. */
export function issuesOf(text: string): string[] {
  try {
    parseManifest(text, 'm.yml')
  } catch (err) {
    if (err instanceof ManifestError) return err.issues.map((i) => `${i.line}:${i.col}: ${i.message}`)
    throw err
  }
  throw new Error('expected a ManifestError')
}
