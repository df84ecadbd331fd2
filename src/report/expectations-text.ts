/**
 * The words for how a PR changed the manifest's expectations, shared by the terminal and the
 * comment. Each renderer passes its own escaping: `code` for names and values, `text` for prose
 * from the manifest (a reason), so that nothing from the PR reaches either unescaped.
 */
import { meets, type ExpectationEdit, type HiddenExpectation } from './review.js'

export interface Escapes {
  code: (s: string) => string
  text: (s: string) => string
}

/** "`rank` 2 → 3", "no longer expects `read_file`", "marked `known_failure`: why" … with the engine when it is for one. */
export function editText(edit: ExpectationEdit, f: Escapes): string {
  const before = edit.before ?? ''
  const after = edit.after ?? ''
  const phrase = ((): string => {
    switch (edit.field) {
      case 'query':
        return 'query removed'
      case 'expect':
      case 'expect_any':
      case 'forbid':
        if (edit.change === 'renamed') return `${f.code(before)} → ${f.code(after)}, following the tool's rename`
        if (edit.field === 'expect_any') return edit.change === 'removed' ? `no longer accepts ${f.code(before)} as one of ${f.code('expect_any')}` : `now accepts ${f.code(after)} as one of ${f.code('expect_any')}`
        if (edit.change === 'changed') return `${edit.field === 'expect' ? 'expects' : 'forbids'} ${f.code(after)} instead of ${f.code(before)}`
        if (edit.field === 'expect') return edit.change === 'removed' ? `no longer expects ${f.code(before)}` : `now expects ${f.code(after)}`
        return edit.change === 'removed' ? `no longer forbids ${f.code(before)}` : `now forbids ${f.code(after)}`
      case 'engines':
        return edit.change === 'removed' ? `no longer ranked under ${f.code(before)}` : `now also ranked under ${f.code(after)}`
      case 'known_failure':
        if (edit.change === 'added') return `marked ${f.code('known_failure')}: ${f.text(after)}`
        if (edit.change === 'removed') return `${f.code('known_failure')} removed`
        return `${f.code('known_failure')} reason changed: ${f.text(after)}`
      case 'rank':
        if (edit.change === 'added') return `${f.code('rank')} ${f.code(after)} added`
        if (edit.change === 'removed') return `${f.code('rank')} ${f.code(before)} removed (the cut now)`
        return `${f.code('rank')} ${f.code(before)} → ${f.code(after)}`
      case 'max_results':
        return `${f.code('max_results')} ${f.code(before)} → ${f.code(after)}`
      case 'wording':
        if (edit.change === 'added') return `${f.code('wording')} ${f.code(after)} added`
        if (edit.change === 'removed') return `${f.code('wording')} ${f.code(before)} removed (measured, not asked)`
        return `${f.code('wording')} ${f.code(before)} → ${f.code(after)}`
    }
  })()
  return edit.engine ? `${phrase} (${f.code(edit.engine)})` : phrase
}

/** `ledger_export` #2 → #3 under claude-code@2.1: fails the base's top 5 / still holds. */
export function hiddenText(h: HiddenExpectation, f: Escapes & { rank: (n: number | null) => string }): string {
  const name = `${h.kind === 'forbid' ? 'not ' : ''}${f.code(h.ref)}${h.renamedTo ? ` (now ${f.code(h.renamedTo)})` : ''}`
  const where = h.kind === 'expect' && h.within < h.maxResults ? `rank ${h.within}` : `the top ${h.maxResults}`
  const w = h.wording
  // Within its rank, it fails by its wordings alone.
  const short = w && !meets(w.found, w.total, w.min) && h.rank !== null && h.rank <= h.within ? w : undefined
  const verdict = h.pass ? 'still holds' : short ? `would fail: needs ${Math.round(short.min * 100)} % of its wordings` : h.kind === 'expect' ? `would fail: needs ${where}` : `would fail: it is in ${where}`
  const share = w ? `, found by ${w.found} of ${w.total} wordings` : ''
  return `${name} ${f.rank(h.baseRank)} → ${f.rank(h.rank)} under ${f.code(h.engine)}${share}: ${verdict}`
}
