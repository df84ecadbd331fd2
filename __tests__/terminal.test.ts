/**
 * The terminal report of the realistic review (helpers/realistic.ts, read back from its report
 * fixture as a plain review): every line fits the terminal's width but for a name longer than
 * a line, one line per failing expectation with its engines' ranks inline, and the explanation
 * behind `explain`.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import type { Review } from '../src/report/review.js'
import { terminalReport } from '../src/report/terminal.js'
import stringWidth from 'string-width'
import { fit, NARROW_SYMBOLS, textWidth, together } from '../src/util/fit.js'
import { makeStyle } from '../src/util/style.js'
import { readRealisticReview } from './helpers/report-cases.js'

let review: Review
beforeAll(async () => {
  review = await readRealisticReview()
})

const plain = makeStyle(false)
const linesAt = (columns: number, explain = false): string[] => terminalReport(review, plain, { columns, explain }).split('\n')
/** The lines wider than `columns` that a break at a space could have shortened. */
const overlong = (lines: readonly string[], columns: number): string[] => lines.filter((l) => textWidth(l) > columns && l.trim().includes(' '))

describe('fit', () => {
  it('measures a line of ASCII and the reports\' own symbols by its length, as string-width does, and any other line with string-width', () => {
    expect([...NARROW_SYMBOLS].map((c) => stringWidth(c))).toEqual([...NARROW_SYMBOLS].map(() => 1))
    const line = `✗ "deploy" needs ≤ 5: #7 → #9 · ${NARROW_SYMBOLS}`
    expect([textWidth(line), stringWidth(line)]).toEqual([line.length, line.length])
    expect([textWidth('创建 issue'), textWidth('é́ x')]).toEqual([10, 3])
  })

  it('breaks at spaces, indents the lines after the first, and keeps a word longer than a line whole', () => {
    const name = `github/${'very_long_tool_name_'.repeat(5)}`
    expect(fit(`warning: ${name} is deprecated, use another tool`, 40)).toEqual(['warning:', `  ${name}`, '  is deprecated, use another tool'])
    expect(fit('  keeps its own indentation on the first line', 20, 4)).toEqual(['  keeps its own', '    indentation on', '    the first line'])
  })

  it('measures a wide character as two columns, and never breaks inside what `together` joins', () => {
    expect(fit('検索 検索 検索', 10)).toEqual(['検索 検索', '  検索'])
    expect(fit(`needs ${together('#1 → #2')} now`, 10, 0)).toEqual(['needs', '#1 → #2', 'now'])
  })
})

describe('the realistic check in a terminal', () => {
  it('fits 100 columns: no line longer that could break, the longest exactly 100', () => {
    const lines = linesAt(100)
    expect(overlong(lines, 100)).toEqual([])
    expect(Math.max(...lines.map(textWidth))).toBe(100)
    // 143 lines, and the empty string after the last line's end.
    expect(lines).toHaveLength(144)
  })

  it('has one line per failing expectation, its four engines inline (alone · with neighbours), wrapped to the width', () => {
    const text = linesAt(100).join('\n')
    expect(text).toContain(
      [
        '.github/mcp-tool-rank.yml:12: "merge pull request" github/merge_pull_request needs ≤ 1:',
        '  #2 under claude-code@2.1 (tied at 54, listed after), #2 under claude-code@2.0 (tied at 21, listed',
        '  after), #3 · #4 under codex, #2 under ai-sdk (tied at 9, listed after) (alone · with neighbours)',
        '.github/mcp-tool-rank.yml:15: "list open pull requests" github/list_pull_requests needs ≤ 1:',
        '  #2 under claude-code@2.1, #2 under claude-code@2.0, #1 · #5 under codex, #2 under ai-sdk (alone ·',
        '  with neighbours)',
        '.github/mcp-tool-rank.yml:22: "create branch" github/create_branch needs ≤ 1:',
        '  #2 under claude-code@2.1 (tied at 36, listed after), #2 under claude-code@2.0 (tied at 14, listed',
        '  after), #2 under ai-sdk (tied at 6, listed after)',
        '  (--explain: the verified fix and the neighbours ahead, for each)'
      ].join('\n')
    )
    // The base diff: one line per query, expectation and rank move, its engines listed.
    expect(text).toContain(
      [
        '  ▼ regression   merge pull request  github/merge_pull_request  claude-code@2.1, claude-code@2.0,',
        '                 ai-sdk  #1 → #2  no longer within rank 1'
      ].join('\n')
    )
    expect(text).toContain('13 queries: 10 passed, 3 failed · alone 10/13 · with neighbours 10/13\n')
  })

  it('puts each query above its tools when a query column does not fit, and keeps the query column when it does', () => {
    const narrow = linesAt(100)
    const at = narrow.indexOf('✗ merge pull request')
    expect(narrow.slice(at - 3, at + 2)).toEqual([
      '  query, then tool                       claude-code@2.1  claude-code@2.0  codex        ai-sdk',
      '✓ create issue',
      '    github/create_issue                #2               #2               #2           #2',
      '✗ merge pull request',
      '    github/merge_pull_request          #2 ✗             #2 ✗             #3 ✗ · #4 ✗  #2 ✗'
    ])
    expect(linesAt(200)).toContain('✗ merge pull request       github/merge_pull_request          #2 ✗             #2 ✗             #3 ✗ · #4 ✗  #2 ✗')
  })

  it('fits 80 columns (the width when unknown) and 60, each tool\'s engines then on wrapped lines of their own', () => {
    expect(overlong(linesAt(80), 80)).toEqual([])
    const lines = linesAt(60)
    expect(overlong(lines, 60)).toEqual([])
    const at = lines.indexOf('✗ merge pull request')
    expect(lines.slice(at, at + 3)).toEqual(['✗ merge pull request', '    github/merge_pull_request: claude-code@2.1 #2 ✗,', '      claude-code@2.0 #2 ✗, codex #3 ✗ · #4 ✗, ai-sdk #2 ✗'])
  })

  it('explains behind --explain: the verified fix, the neighbours ahead and the tools that overtook each regression, in full', () => {
    const lines = linesAt(100, true)
    expect(overlong(lines, 100)).toEqual([])
    const text = lines.join('\n')
    expect(text).not.toContain('(--explain:')
    // Each fix said once for the engines it holds for.
    expect(text).toContain('  → claude-code@2.1, claude-code@2.0, ai-sdk: list github/merge_pull_request before\n    github/merge_pull_request_when_ready in the server\'s tools/list → #1,')
    expect(text).toContain('  crowded out by neighbours under codex: chrome-devtools/get_network_request: "request" +0.822\n')
    expect(text).toContain('  ▼ regression   merge pull request  github/merge_pull_request  claude-code@2.1, claude-code@2.0,\n                 ai-sdk  #1 → #2  no longer within rank 1\n    github/merge_pull_request_when_ready added: new tool\n')
  })
})
