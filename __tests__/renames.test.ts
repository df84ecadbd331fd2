/**
 * Renames in the base diff, on the recorded catalog of the published filesystem server: the
 * release that introduced `read_text_file` as `read_file` under a new name (same input schema,
 * the description reworded a little), and the release that kept `read_file` as a deprecated
 * tool beside it (not a rename: the old tool is still listed).
 */
import { describe, expect, it } from '@jest/globals'
import { diffCatalogs, diffEvaluations } from '../src/baseline/diff.js'
import { descriptionSimilarity, explainRenames, findRenames, MAX_COMPARED_PAIRS } from '../src/baseline/renames.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { CatalogTool } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { UnresolvedToolsError } from '../src/evaluate/resolve.js'
import { parseManifest } from '../src/manifest/load.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { byName, filesystemBeforeRelease, recordedFilesystem as recorded, type RawTool } from './helpers/filesystem-release.js'
import { reviewOf } from './helpers/review.js'

const catalogOf = (tools: RawTool[], server = 'filesystem') => buildCatalog([{ name: server, source: 'catalog', pages: 1, tools }])
const before = catalogOf(filesystemBeforeRelease)
/** The release that renamed it: the recorded catalog without the deprecated read_file. */
const renamedRelease = catalogOf(recorded.filter((t) => t.name !== 'read_file'))
const tool = (catalog: typeof before, name: string): CatalogTool => catalog.tools.find((t) => t.rawName === name)!

describe('the base diff', () => {
  it('reports read_file → read_text_file as a rename, and read_media_file (another schema) as added', () => {
    expect(diffCatalogs(before, renamedRelease)).toEqual({
      added: ['mcp__filesystem__read_media_file'],
      removed: [],
      renamed: [{ from: 'mcp__filesystem__read_file', to: 'mcp__filesystem__read_text_file' }],
      descriptionChanged: [],
      schemaChanged: []
    })
    expect(Math.round(descriptionSimilarity(tool(before, 'read_file'), tool(renamedRelease, 'read_text_file')) * 100)).toBe(86)
  })

  it('reports no rename while the old tool is still listed (the published server kept read_file, deprecated)', () => {
    expect(diffCatalogs(before, catalogOf(recorded))).toEqual({
      added: ['mcp__filesystem__read_text_file', 'mcp__filesystem__read_media_file'],
      removed: [],
      renamed: [],
      descriptionChanged: ['mcp__filesystem__read_file'],
      schemaChanged: []
    })
  })

  it('pairs only the same server, the same input schema and a near-identical description', () => {
    const old = tool(before, 'read_file')
    const renamed = tool(renamedRelease, 'read_text_file')
    const otherSchema = tool(catalogOf([{ ...byName('read_text_file'), inputSchema: byName('read_media_file').inputSchema }]), 'read_text_file')
    const otherServer = tool(catalogOf([byName('read_text_file')], 'files'), 'read_text_file')
    const reworded = tool(catalogOf([{ ...byName('read_text_file'), description: 'Return a text file, whole or its first or last lines.' }]), 'read_text_file')
    expect(findRenames([old], [otherSchema])).toEqual([])
    expect(findRenames([old], [otherServer])).toEqual([])
    expect(findRenames([old], [reworded])).toEqual([])
    expect(findRenames([old], [reworded, renamed])).toEqual([{ from: old, to: renamed }])
  })

  it('bounds the comparisons when a change replaces many tools of one schema at once, still finding renames that keep their description', () => {
    const many = (prefix: string, n: number, word: string) =>
      catalogOf(Array.from({ length: n }, (_, i) => ({ name: `${prefix}_${i}`, description: `Handles ledger record ${i} of the quarter, ${word}.`, inputSchema: { type: 'object' } })), 'ledger')
    // 1,000 renamed, descriptions kept: found without comparing any.
    expect(diffCatalogs(many('old', 1000, 'kept'), many('new', 1000, 'kept')).renamed).toHaveLength(1000)
    // 300 renamed and reworded: each added tool is compared with every removed one not yet paired
    // (300 + 299 + …, its own first) until MAX_COMPARED_PAIRS; the rest are reported added and removed.
    expect(MAX_COMPARED_PAIRS).toBe(20_000)
    const reworded = diffCatalogs(many('old', 300, 'kept'), many('new', 300, 'stored'))
    expect(reworded.renamed).toHaveLength(77)
    expect(reworded.renamed[76]).toEqual({ from: 'mcp__ledger__old_76', to: 'mcp__ledger__new_76' })
    expect(reworded.added).toHaveLength(223)
  })

  it('lists the rename in the comment\'s changes', () => {
    const manifest = parseManifest('version: 1\nservers:\n  filesystem: {catalog: x}\nqueries:\n  - query: write file\n    expect: write_file\n', 'm.yml')
    const base = { catalog: before, evaluation: evaluate(manifest, before) }
    const head = { catalog: renamedRelease, evaluation: evaluate(manifest, renamedRelease) }
    const baseline = diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678', cost: { serversStarted: 0, totalMs: 1 }, base, head })
    const md = renderMarkdown({ review: reviewOf({ evaluation: head.evaluation, baseline }), context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
    expect(md).toContain('- renamed: <code>filesystem/read&#95;file</code> → <code>filesystem/read&#95;text&#95;file</code>\n')
  })
})

describe('a manifest that still names the old tool', () => {
  it('is told the tool was renamed, at the reference\'s line and column, in the form it wrote', () => {
    const manifest = parseManifest(
      'version: 1\nservers:\n  filesystem: {catalog: x}\nqueries:\n  - query: read file\n    expect: read_file\n  - query: read a file\n    expect: filesystem/read_file\n  - query: copy file\n    expect: copy_file\n',
      '.github/mcp-tool-rank.yml'
    )
    let error: unknown
    try {
      evaluate(manifest, renamedRelease)
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(UnresolvedToolsError)
    expect(explainRenames(error as UnresolvedToolsError, before).message).toBe(
      [
        '.github/mcp-tool-rank.yml:6:13: `read_file` was renamed to `read_text_file` in this change (same input schema, near-identical description): name `read_text_file`',
        '.github/mcp-tool-rank.yml:8:13: `filesystem/read_file` was renamed to `filesystem/read_text_file` in this change (same input schema, near-identical description): name `filesystem/read_text_file`',
        '.github/mcp-tool-rank.yml:10:13: no server lists a tool `copy_file`, did you mean `move_file`?'
      ].join('\n')
    )
  })
})
