/**
 * The sticky comment's and the job summary's text, as the action posts and writes them and as
 * `check --markdown` / `--summary` preview them: one function each, so the two cannot differ.
 */
import { COMMENT_MAX_LENGTH, renderMarkdown, RUN_LINE, SUMMARY_MAX_BYTES, type RenderInput } from './markdown.js'
import { wellFormed } from '../util/well-formed.js'

const MARKER = 'mcp-tool-rank:v1'

/** Tells the comments of several manifests (or engine sets) on one pull request apart. */
export function commentKey(manifest: string, engines?: readonly string[]): string {
  return engines?.length ? `${manifest}?engines=${engines.join(',')}` : manifest
}

/** The hidden first line of the comment, by which later runs find it. */
export function markerLine(key: string): string {
  // The key comes from the workflow, but must still never close the HTML comment early.
  const safe = key.replace(/[\r\n<>]/g, '').replace(/-{2,}/g, '-')
  return `<!-- ${MARKER} key=${safe} -->`
}

/** A comment's full text: the marker line, then the body; no lone surrogate reaches the API. */
export function withMarker(key: string, body: string): string {
  return wellFormed(`${markerLine(key)}\n${body}`)
}

/** A comment's text without its last line of what changes from run to run (the run's link, timings). */
function lasting(text: string): string {
  const normal = text.replace(/\r\n/g, '\n')
  const run = normal.lastIndexOf(`\n${RUN_LINE}`)
  return (run < 0 ? normal : normal.slice(0, run)).trimEnd()
}

/** Two comments say the same, but for the run line: posting the second would change nothing a reader needs. */
export function sameComment(a: string, b: string): boolean {
  return lasting(a) === lasting(b)
}

/** The report as the comment's body: within the comment size limit once the marker is added. */
export function commentBody(input: RenderInput, key: string): string {
  return renderMarkdown(input, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH - markerLine(key).length - 1 })
}

/** The report as the job summary: the full tables open. */
export function summaryText(input: RenderInput): string {
  return renderMarkdown(input, { mode: 'summary', maxLength: SUMMARY_MAX_BYTES, unit: 'bytes' })
}
