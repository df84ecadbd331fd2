/**
 * The filesystem server's release that added `read_text_file` and `read_media_file`, replayed
 * with the manifest init writes on the release before it, under four engines. The manifest
 * never cries wolf: a tool that moves inside a cut (Codex's "write file" #4 → #6, within its
 * 8) is a shift, and only a tool that leaves a cut fails. `--ranks` pins today's ranks, so
 * there the same move is a regression, as asked.
 */
import { describe, expect, it } from '@jest/globals'
import { diffEvaluations } from '../src/baseline/diff.js'
import { buildCatalog } from '../src/catalog/build.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { reviewOf } from './helpers/review.js'
import { DraftError, draftManifest, parseDraft } from '../src/init/draft.js'
import { parseManifest } from '../src/manifest/load.js'
import { filesystemBeforeRelease, recordedFilesystem, type RawTool } from './helpers/filesystem-release.js'

const MANIFEST = '.github/mcp-tool-rank.yml'
const ENGINES = ['claude-code@2.1', 'claude-code@2.0', 'codex', 'ai-sdk']
const catalogOf = (tools: RawTool[]) => buildCatalog([{ name: 'filesystem', source: 'catalog', pages: 1, tools }])

/** The manifest init writes on the catalog before the release (with `ranks`, today's ranks too). */
function initManifest(ranks: boolean): string {
  return draftManifest(catalogOf(filesystemBeforeRelease), { config: MANIFEST, base: { server: 'filesystem', entry: { command: 'node', args: ['dist/index.js'] }, engines: ENGINES }, ranks }).text
}

/** The release judged by `text`: the rows that moved and the verdict under the default fail-on. */
function release(text: string) {
  const manifest = parseManifest(text, MANIFEST)
  const side = (tools: RawTool[]) => ({ catalog: catalogOf(tools), evaluation: evaluate(manifest, catalogOf(tools)) })
  const head = side(recordedFilesystem)
  const baseline = diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d4', cost: { serversStarted: 0, totalMs: 3 }, base: side(filesystemBeforeRelease), head })
  const moved = baseline.rows.filter((r) => r.change !== 'unchanged').map((r) => [r.query, r.engine, r.change, r.baseRank, r.headRank])
  const { failed, reasons, tally } = reviewOf({ evaluation: head.evaluation, baseline }).verdict
  return { moved, failed, reasons, tally }
}

describe('the filesystem release, replayed with the manifest init writes', () => {
  it('passes: every own-name query stays within every cut, and Codex\'s move inside its cut is a shift', () => {
    expect(release(initManifest(false))).toEqual({
      moved: [['write file', 'codex', 'shift', 4, 6]],
      failed: false,
      reasons: [],
      tally: { regressions: 0, shifts: 1, improvements: 0, missing: 0 }
    })
  })

  it('fails only where a tool leaves a cut, once a query is rewritten in a user\'s words', () => {
    // "move file" rewritten as a user says it: the two new read tools push move_file from #4
    // to #6 under the engines whose cut is 5; Codex, with its 8, keeps it at #2.
    const rewritten = initManifest(false).replace('  - query: move file\n', '  - query: rename file\n')
    expect(release(rewritten)).toEqual({
      moved: [
        ['write file', 'codex', 'shift', 4, 6],
        ['rename file', 'claude-code@2.1', 'regression', 4, 6],
        ['rename file', 'ai-sdk', 'regression', 4, 6]
      ],
      failed: true,
      reasons: ['2 regressions: "rename file" move_file #4 → #6 under claude-code@2.1, "rename file" move_file #4 → #6 under ai-sdk'],
      tally: { regressions: 2, shifts: 1, improvements: 0, missing: 0 }
    })
  })

  it('with --ranks, pins each engine\'s rank of the day, so the same Codex move is a regression', () => {
    const text = initManifest(true)
    expect(text).toContain('  - query: write file\n    expect: write_file\n    rank: { claude-code@2.1: 1, claude-code@2.0: 1, codex: 4, ai-sdk: 1 }\n')
    expect(release(text)).toMatchObject({ moved: [['write file', 'codex', 'regression', 4, 6]], failed: true })
  })
})

describe('what init would write, before it is written', () => {
  it('is refused with lines and columns of that text, never file:line:col of a file that does not exist', () => {
    expect(() => parseDraft('version: 1\nservers:\n  s: { command: node }\nqueries: []\nbogus: 1\n', MANIFEST)).toThrow(
      new DraftError([{ file: MANIFEST, line: 5, col: 1, message: 'unknown key `bogus`' }])
    )
    expect(new DraftError([{ file: MANIFEST, line: 5, col: 1, message: 'unknown key `bogus`' }]).message).toBe(
      'the manifest init would write is not valid, so nothing was written:\n  line 5, column 1: unknown key `bogus`'
    )
  })
})
