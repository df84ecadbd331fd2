/**
 * The comment's and summary's section "Expectations changed in this PR": one row per query
 * whose expectations the PR edited (and one for the manifest's own), each relaxation beside
 * the base commit's expectations it no longer checks, ranked on this PR's tools.
 */
import type { ExpectationChange } from './review.js'
import { code, escapeText } from './escape-markdown.js'
import { editText, hiddenText } from './expectations-text.js'

const EXPECTATIONS_TITLE = 'Expectations changed in this PR'

/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function rank(n: number | null): string {
  return n === null ? 'unranked' : `#\u200B${n}`
}

const f = { code: (s: string) => code(s, 100), text: (s: string) => escapeText(s, 200), rank }

function queryText(c: ExpectationChange, manifestUrl: string | undefined): string {
  if (c.query === null) return '<sub>the manifest</sub>'
  const name = code(c.query, 100)
  if (c.side === 'base') return `${name} <sub>removed</sub>`
  return manifestUrl ? `[${name}](${manifestUrl}#L${c.line})` : name
}

function hidesText(c: ExpectationChange): string {
  if (c.unrankable) return `not ranked now: ${escapeText(c.unrankable, 300)}`
  return c.hidden.map((h) => (h.pass ? hiddenText(h, f) : `**${hiddenText(h, f)}**`)).join('<br>')
}

/** The table rows, relaxations first; the header is `expectationsHead`. */
export function expectationRows(changes: readonly ExpectationChange[], manifestUrl: string | undefined): string[] {
  const ordered = [...changes.filter((c) => c.relaxes), ...changes.filter((c) => !c.relaxes)]
  return ordered.map((c) => `| ${c.relaxes ? '🔓' : '🔒'} | ${queryText(c, manifestUrl)} | ${c.edits.map((e) => editText(e, f)).join('<br>')} | ${hidesText(c)} |`)
}

/** The section's heading and table head: 🔓 a relaxation, 🔒 a tightening. */
export function expectationsHead(changes: readonly ExpectationChange[]): string[] {
  const relaxed = changes.filter((c) => c.relaxes).length
  return [
    `#### ${EXPECTATIONS_TITLE}`,
    '',
    `${changes.length} changed against the base commit's manifest${relaxed ? `, ${relaxed} relaxed: each beside what the base's expectation says on this PR's tools` : ''}.`,
    '',
    '|  | query | change | the base\'s expectation now |',
    '| :-: | --- | --- | --- |'
  ]
}
