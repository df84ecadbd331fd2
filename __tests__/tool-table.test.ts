/**
 * `mcp-tool-rank tools`: every tool's own-name rank per engine, alone and with the bundled
 * neighbours (slack, github), and the best manifest query that finds it; the rows in process,
 * the text from them, and the command once end to end.
 */
import { afterAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { lintContext } from '../src/lint/run.js'
import { parseManifest } from '../src/manifest/load.js'
import { loadNeighbours } from '../src/neighbours/bundled.js'
import { toolTableReport } from '../src/report/tool-table-text.js'
import { toolTable } from '../src/tool-table/table.js'
import type { ToolRow } from '../src/tool-table/types.js'
import { makeStyle } from '../src/util/style.js'
import { runCheck } from '../src/check/run-check.js'
import { reportSchema } from '../src/report/schema.js'
import { reportText, toolTableJson } from '../src/report/json.js'
import { reviewFromReport, toolRowsOf } from '../src/report/read.js'
import { UsageError } from '../src/errors.js'
import { runCli, tempDir } from './helpers/cli.js'
import { TEAM } from './helpers/neighbours.js'

const tmp = tempDir('mcp-tool-rank-tools-')
afterAll(() => tmp.cleanup())

const LISTING: ServerListing = {
  ...TEAM,
  tools: [
    ...TEAM.tools,
    { name: 'get_issue', description: 'Read one issue of the team, with its comments.' },
    { name: 'update_issue', description: 'Change fields.' },
    { name: 'whoami', description: 'The signed-in user.', _meta: { 'anthropic/alwaysLoad': true } }
  ]
}

/** Codex cut at 5: `update_issue`'s own words put it #3 alone and #6 behind github's tools. */
const MANIFEST = `version: 1
engines: [claude-code@2.1, codex]
max_results: {codex: 5}
servers:
  team: {catalog: team.json}
neighbours: [slack, github]
queries:
  - query: post message
    expect: send_message
  - query: read an issue
    expect: get_issue
  - query: select:list_channels
`

writeFileSync(join(tmp.path, 'team.json'), JSON.stringify({ tools: LISTING.tools }))
writeFileSync(join(tmp.path, 'm.yml'), MANIFEST)

async function rows(): Promise<ToolRow[]> {
  const manifest = parseManifest(MANIFEST, 'm.yml')
  const catalog = buildCatalog([LISTING, ...(await loadNeighbours(manifest.neighbours.map((n) => n.name)))])
  const prepared = new Map()
  return toolTable(lintContext(manifest, catalog, { prepared }), evaluate(manifest, catalog, { prepared, advice: false }))
}

const seen = (rank: number | null, found = true) => ({ rank, found })
const cc = { engine: 'claude-code@2.1', maxResults: 5 }
const codex = { engine: 'codex', maxResults: 5 }

describe('the tool table', () => {
  it('ranks each tool by its own name under each engine, alone and with neighbours, with the best query that finds it, worst first', async () => {
    expect(await rows()).toEqual([
      {
        tool: 'mcp__team__update_issue', server: 'team', name: 'update_issue', ownName: 'update issue', misses: 3, chars: 37,
        engines: [
          { ...cc, alone: seen(1), withNeighbours: seen(2) },
          { ...codex, alone: seen(3), withNeighbours: seen(6, false) }
        ]
      },
      {
        // A `select:` query names the tool: it finds nothing a model does not know already.
        tool: 'mcp__team__list_channels', server: 'team', name: 'list_channels', ownName: 'list channels', misses: 2, chars: 49,
        engines: [
          { ...cc, alone: seen(1), withNeighbours: seen(1) },
          { ...codex, alone: seen(1), withNeighbours: seen(2) }
        ]
      },
      {
        // Loaded up front by Claude Code, which leaves it out of its search: found, and needs no query there.
        tool: 'mcp__team__whoami', server: 'team', name: 'whoami', ownName: 'whoami', misses: 1, chars: 36,
        engines: [
          { ...cc, alwaysLoaded: true, alone: seen(null), withNeighbours: seen(null) },
          { ...codex, alone: seen(1), withNeighbours: seen(1) }
        ]
      },
      {
        tool: 'mcp__team__get_issue', server: 'team', name: 'get_issue', ownName: 'get issue', misses: 0, chars: 66,
        engines: [
          { ...cc, alone: seen(1), withNeighbours: seen(2), bestQuery: { query: 'read an issue', line: 10, rank: 2 } },
          { ...codex, alone: seen(2), withNeighbours: seen(5), bestQuery: { query: 'read an issue', line: 10, rank: 5 } }
        ]
      },
      {
        // Found by a query that expects another tool.
        tool: 'mcp__team__create_issue', server: 'team', name: 'create_issue', ownName: 'create issue', misses: 0, chars: 50,
        engines: [
          { ...cc, alone: seen(1), withNeighbours: seen(2), bestQuery: { query: 'read an issue', line: 10, rank: 1 } },
          { ...codex, alone: seen(1), withNeighbours: seen(4), bestQuery: { query: 'read an issue', line: 10, rank: 4 } }
        ]
      },
      {
        tool: 'mcp__team__send_message', server: 'team', name: 'send_message', ownName: 'send message', misses: 0, chars: 56,
        engines: [
          { ...cc, alone: seen(1), withNeighbours: seen(1), bestQuery: { query: 'post message', line: 8, rank: 2 } },
          { ...codex, alone: seen(1), withNeighbours: seen(2), bestQuery: { query: 'post message', line: 8, rank: 2 } }
        ]
      }
    ])
  })

  it('prints one line per row, misses marked', async () => {
    expect(toolTableReport(await rows(), 'mcp-tool-rank tools · m.yml', makeStyle(false))).toBe(
      [
        'mcp-tool-rank tools · m.yml',
        "own name: the words of the tool's name as the query, ranked alone / with neighbours; ✗ outside the cut; chars: the tool's context cost in Claude Code's measure (~ an estimate)",
        '',
        'tool                own name         claude-code@2.1 (top 5)  codex (top 5)  chars  best query',
        'team/update_issue   "update issue"   #1 / #2                  #3 / #6 ✗      37     no query',
        'team/list_channels  "list channels"  #1 / #1                  #1 / #2        49     no query',
        'team/whoami         "whoami"         always                   #1 / #1        36     no query under codex',
        'team/get_issue      "get issue"      #1 / #2                  #2 / #5        66     "read an issue" #2 claude-code@2.1, #5 codex',
        'team/create_issue   "create issue"   #1 / #2                  #1 / #4        50     "read an issue" #1 claude-code@2.1, #4 codex',
        'team/send_message   "send message"   #1 / #1                  #1 / #2        56     "post message" #2 claude-code@2.1, #2 codex',
        '',
        '6 tools: 1 outside the cut by their own name and 3 found by no query, under some engine',
        ''
      ].join('\n')
    )
  })

  it('is a section of the JSON report of a check: engines and cuts once, a tuple per cell, read back into the same rows', async () => {
    const run = await runCheck({ config: join(tmp.path, 'm.yml'), baseDir: tmp.path, callerEnv: {}, manifest: 'm.yml', failOn: [] })
    const table = run.report.toolTable!
    expect(table).toEqual(toolTableJson(await rows()))
    expect(table.engines).toEqual([
      { engine: 'claude-code@2.1', maxResults: 5 },
      { engine: 'codex', maxResults: 5 }
    ])
    expect(table.rows.find((r) => r.tool === 'mcp__team__whoami')).toEqual({
      tool: 'mcp__team__whoami',
      server: 'team',
      name: 'whoami',
      ownName: 'whoami',
      engines: [
        [[null, true], [null, true], null],
        [[1, true], [1, true], null]
      ],
      alwaysLoaded: [0],
      chars: 36
    })
    expect(table.rows.find((r) => r.tool === 'mcp__team__get_issue')!.engines).toEqual([
      [[1, true], [2, true], ['read an issue', 10, 2]],
      [[2, true], [5, true], ['read an issue', 10, 5]]
    ])
    expect(reportSchema.safeParse(run.report).success).toBe(true)
    expect(toolRowsOf(table)).toEqual(await rows())
    expect(reviewFromReport(JSON.parse(reportText(run.report))).toolTable).toEqual(await rows())
    // One line per row in the written report.
    expect(reportText(run.report)).toContain(`"toolTable": {"engines": ${JSON.stringify(table.engines)}, "rows": [\n${JSON.stringify(table.rows[0])},\n`)
  })

  it('refuses a read-back table whose rows have a cell too many or name an engine past its header', async () => {
    const run = await runCheck({ config: join(tmp.path, 'm.yml'), baseDir: tmp.path, callerEnv: {}, manifest: 'm.yml', failOn: [] })
    const extra = JSON.parse(JSON.stringify(run.report)) as typeof run.report
    extra.toolTable!.rows[0].engines.push([[1, true], null, null])
    expect(() => reviewFromReport(extra)).toThrow(new UsageError('the report is not an mcp-tool-rank report (version 4): toolTable.rows.0.engines: 3 cells for the 2 engines of `toolTable.engines`'))
    const past = JSON.parse(JSON.stringify(run.report)) as typeof run.report
    past.toolTable!.rows[0].alwaysLoaded = [2]
    expect(() => reviewFromReport(past)).toThrow(new UsageError('the report is not an mcp-tool-rank report (version 4): toolTable.rows.0.alwaysLoaded.0: no engine 2: `toolTable.engines` lists 2'))
  })

  it('runs as a command, the rows as JSON on stdout', async () => {
    const run = await runCli(['tools', '--config', 'm.yml', '--json', '-'], { cwd: tmp.path })
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toEqual({ version: 4, manifest: 'm.yml', toolTable: toolTableJson(await rows()) })
    expect(run.stderr).toBe(toolTableReport(await rows(), 'mcp-tool-rank tools · m.yml · with neighbours slack, github', makeStyle(false)))
  })
})
