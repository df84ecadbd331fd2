/**
 * How a PR changed the manifest's expectations against the base commit's manifest, each
 * relaxation beside the base's expectations ranked on the PR's catalog. Plain manifests and
 * catalogs: the renderers' inputs, without git (policy-history.test.ts has the real history).
 */
import { describe, expect, it } from '@jest/globals'
import { diffExpectations } from '../src/baseline/expectations.js'
import { buildCatalog } from '../src/catalog/build.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { parseManifest } from '../src/manifest/load.js'
import { renderMarkdown } from '../src/report/markdown.js'
import { diffTerminal } from '../src/report/diff-text.js'
import { makeStyle } from '../src/util/style.js'
import { diffEvaluations } from '../src/baseline/diff.js'
import { reviewOf } from './helpers/review.js'

const t = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object' } })
const catalog = buildCatalog([
  {
    name: 'fs',
    source: 'catalog',
    pages: 1,
    tools: [t('read_file', 'Read the complete contents of a file as text. Only works within allowed directories.'), t('write_file', 'Write a file.'), t('move_file', 'Move a file.'), t('delete_file', 'Delete a file for good.'), t('stat_file', 'File details.')]
  }
])

const manifest = (engines: string, queries: string) => parseManifest(`version: 1\nengines: ${engines}\nservers:\n  fs: {catalog: x}\nqueries:\n${queries}`, 'm.yml')

const BASE = `  - query: write file
    expect: write_file
    rank: 1
  - query: delete file
    expect: delete_file
    rank: 1
  - query: move file
    expect: [move_file, stat_file]
  - query: read file
    expect: read_file
`

describe('expectation changes', () => {
  const base = manifest('[claude-code, codex]', BASE)
  const baseEvaluation = evaluate(base, catalog, { advice: false })

  it('lists every relaxation with what the base expected, ranked on the PR\'s tools', () => {
    const head = manifest(
      '[claude-code]',
      `  - query: write file
    expect: write_file
    rank: 1
    known_failure: { codex: "alphabetical" }
  - query: move file
    expect: move_file
    rank: 1
  - query: read file
    expect: read_file
`
    )
    const changes = diffExpectations({ base, head, baseEvaluation, baseCatalog: catalog, headCatalog: catalog })
    expect(changes.map((c) => [c.query, c.side, c.relaxes, c.edits])).toEqual([
      [null, 'head', true, [{ field: 'engines', change: 'removed', relaxes: true, before: 'codex' }]],
      // The mark is for codex, which the PR no longer runs: only claude-code@2.1 is compared.
      ['delete file', 'base', true, [{ field: 'query', change: 'removed', relaxes: true }]],
      [
        'move file',
        'head',
        true,
        [
          { field: 'expect', change: 'removed', relaxes: true, before: 'stat_file' },
          { field: 'rank', change: 'added', relaxes: false, after: '1' }
        ]
      ]
    ])
    // The removed query, ranked now on the PR's tools (both of the base's engines).
    expect(changes[1].hidden.map((h) => [h.engine, h.ref, h.baseRank, h.rank, h.pass])).toEqual([
      ['claude-code@2.1', 'delete_file', 1, 1, true],
      ['codex', 'delete_file', 1, 1, true]
    ])
    expect(changes[2].hidden.map((h) => [h.engine, h.ref, h.pass])).toEqual([
      ['claude-code@2.1', 'move_file', true],
      ['claude-code@2.1', 'stat_file', true],
      ['codex', 'move_file', true],
      ['codex', 'stat_file', true]
    ])
  })

  it('tells a mark for one engine from a mark for every engine, and a rank relaxed from one tightened', () => {
    const head = manifest(
      '[claude-code, codex]',
      BASE.replace('    expect: write_file\n    rank: 1\n', '    expect: write_file\n    rank: { claude-code: 2 }\n    known_failure: { codex: alphabetical }\n').replace(
        '    expect: read_file\n',
        '    expect: read_file\n    rank: 1\n    known_failure: ties\n'
      )
    )
    const changes = diffExpectations({ base, head, baseEvaluation, baseCatalog: catalog, headCatalog: catalog })
    expect(changes.map((c) => [c.query, c.relaxes, c.edits])).toEqual([
      [
        'write file',
        true,
        [
          { field: 'rank', engine: 'claude-code@2.1', change: 'relaxed', relaxes: true, before: '1', after: '2' },
          { field: 'rank', engine: 'codex', change: 'removed', relaxes: true, before: '1' },
          { field: 'known_failure', engine: 'codex', change: 'added', relaxes: true, after: 'alphabetical' }
        ]
      ],
      [
        'read file',
        true,
        [
          { field: 'rank', change: 'added', relaxes: false, after: '1' },
          { field: 'known_failure', change: 'added', relaxes: true, after: 'ties' }
        ]
      ]
    ])
  })

  it('follows a renamed tool, and says when the base\'s expectation names a tool the PR no longer lists', () => {
    const from = manifest('[claude-code]', '  - query: write file\n    expect: write_file\n  - query: read file\n    expect: read_file\n  - query: move file\n    expect: move_file\n')
    const fromEvaluation = evaluate(from, catalog, { advice: false })
    // read_file → read_text_file: same schema, near-identical description. move_file is gone.
    const after = buildCatalog([{ name: 'fs', source: 'catalog', pages: 1, tools: [t('read_text_file', 'Read the complete contents of a text file. Only works within allowed directories.'), t('write_file', 'Write a file.')] }])
    const head = manifest('[claude-code]', '  - query: write file\n    expect: write_file\n  - query: read file\n    expect: read_text_file\n')
    const changes = diffExpectations({ base: from, head, baseEvaluation: fromEvaluation, baseCatalog: catalog, headCatalog: after })
    expect(changes).toEqual([
      { query: 'read file', line: 8, side: 'head', edits: [{ field: 'expect', change: 'renamed', relaxes: false, before: 'read_file', after: 'read_text_file' }], relaxes: false, hidden: [] },
      { query: 'move file', line: 10, side: 'base', edits: [{ field: 'query', change: 'removed', relaxes: true }], relaxes: true, hidden: [], unrankable: expect.stringContaining('no server lists a tool `move_file`') }
    ])
    // Had the PR dropped the read query instead, its base expectation is ranked under the new name.
    const dropped = diffExpectations({ base: from, head: manifest('[claude-code]', '  - query: write file\n    expect: write_file\n'), baseEvaluation: fromEvaluation, baseCatalog: catalog, headCatalog: after })
    expect(dropped[0].hidden).toEqual([{ engine: 'claude-code@2.1', kind: 'expect', ref: 'read_file', renamedTo: 'mcp__fs__read_text_file', baseRank: 1, rank: 1, within: 5, maxResults: 5, pass: true }])
  })

  it('calls a lowered `wording` share a relaxation and shows the base\'s share on the PR\'s tools; a raised one tightens; the manifest\'s own is one manifest-wide edit', () => {
    const wording = (wide: string, share: string) =>
      parseManifest(`version: 1\nengines: [claude-code]\nservers:\n  fs: {catalog: x}\n${wide}queries:\n  - query: write files\n    expect: write_file\n    wording: ${share}\n  - query: delete file\n    expect: delete_file\n`, 'm.yml')
    const from = wording('wording: 0.5\n', '0.8')
    const fromEvaluation = evaluate(from, catalog, { advice: false })
    const lowered = wording('wording: 0.8\n', '0.5')
    const changes = diffExpectations({ base: from, head: lowered, baseEvaluation: fromEvaluation, baseCatalog: catalog, headCatalog: catalog })
    expect(changes.map((c) => [c.query, c.relaxes, c.edits])).toEqual([
      [null, false, [{ field: 'wording', change: 'tightened', relaxes: false, before: '0.5', after: '0.8' }]],
      ['write files', true, [{ field: 'wording', change: 'relaxed', relaxes: true, before: '0.8', after: '0.5' }]]
    ])
    // What the lower share no longer checks: 5 of the 9 other wordings of "write files" find write_file (Claude Code reads
    // neither `writing`, `writes`, `wrote` nor `save` in it, nor `files` for `file`), short of the base's 80 %.
    expect(changes[1].hidden).toEqual([{ engine: 'claude-code@2.1', kind: 'expect', ref: 'write_file', baseRank: 1, rank: 1, within: 5, maxResults: 5, wording: { min: 0.8, found: 5, total: 9 }, pass: false }])
    const headEvaluation = evaluate(lowered, catalog, { advice: false })
    const diff = { ...diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d', cost: { serversStarted: 0, totalMs: 1 }, base: { evaluation: fromEvaluation, catalog }, head: { evaluation: headEvaluation, catalog } }), expectations: changes }
    const md = renderMarkdown({ review: reviewOf({ evaluation: headEvaluation, baseline: diff }), context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: 65_000 })
    expect(md).toContain('| 🔓 | <code>write files</code> | <code>wording</code> <code>0.8</code> → <code>0.5</code> | **<code>write&#95;file</code> #\u200B1 → #\u200B1 under <code>claude-code@2.1</code>, found by 5 of 9 wordings: would fail: needs 80 % of its wordings** |')
    expect(diffTerminal(reviewOf({ evaluation: headEvaluation, baseline: diff }), makeStyle(false))).toContain(
      '    relaxed  "write files": wording 0.8 → 0.5\n      write_file #1 → #1 under claude-code@2.1, found by 5 of 9 wordings: would fail: needs 80 % of its wordings\n'
    )
    // Dropped, and the manifest's own dropped: both relax.
    const dropped = diffExpectations({ base: from, head: wording('', 'true'), baseEvaluation: fromEvaluation, baseCatalog: catalog, headCatalog: catalog })
    expect(dropped.map((c) => [c.query, c.relaxes, c.edits])).toEqual([
      [null, true, [{ field: 'wording', change: 'removed', relaxes: true, before: '0.5' }]],
      ['write files', true, [{ field: 'wording', change: 'removed', relaxes: true, before: '0.8' }]]
    ])
  })

  it('reads in the comment and the terminal', () => {
    const head = manifest('[claude-code]', BASE.replace('    expect: delete_file\n    rank: 1\n', '    expect: delete_file\n    rank: 1\n    known_failure: "<b>why</b> @octocat"\n'))
    const headEvaluation = evaluate(head, catalog, { advice: false })
    const from = manifest('[claude-code]', BASE)
    const fromEvaluation = evaluate(from, catalog, { advice: false })
    const expectations = diffExpectations({ base: from, head, baseEvaluation: fromEvaluation, baseCatalog: catalog, headCatalog: catalog })
    const diff = { ...diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d', cost: { serversStarted: 0, totalMs: 1 }, base: { evaluation: fromEvaluation, catalog }, head: { evaluation: headEvaluation, catalog } }), expectations }
    const md = renderMarkdown({ review: reviewOf({ evaluation: headEvaluation, baseline: diff }), context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: 65_000 })
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 query with relaxed expectations · 1 fixed')
    expect(md).toContain('| 🔓 | <code>delete file</code> | marked <code>known&#95;failure</code>: &lt;b&gt;why&lt;/b&gt; @\u200Boctocat | <code>delete&#95;file</code> #\u200B1 → #\u200B1 under <code>claude-code@2.1</code>: still holds |')
    expect(diffTerminal(reviewOf({ evaluation: headEvaluation, baseline: diff }), makeStyle(false))).toContain(
      '  expectations changed in this PR (1 relaxed):\n    relaxed  "delete file": marked known_failure: "<b>why</b> @octocat"\n      delete_file #1 → #1 under claude-code@2.1: still holds\n'
    )
  })
})
