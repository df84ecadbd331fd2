/**
 * Engine `server` over Streamable HTTP: FastMCP serving the tracker's 32 tools
 * (fixtures/servers/tracker.tools.json, through fastmcp_catalog.py `serve … http=PORT`) behind
 * its BM25SearchTransform with the markdown answer form, launched by the manifest's `start:`. The rankings are the server's
 * answers read from markdown (`### name` per tool), the same as its JSON answers over stdio in
 * server-search.test.ts. One server start for the file: the Python start is the cost here.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runPipeline, type PipelineResult } from '../src/pipeline.js'
import { shellWords } from './fixtures/servers/index.js'
import { ROOT, tempDir } from './helpers/cli.js'
import { FASTMCP_CATALOG_SERVER, fastmcpPython } from './helpers/fastmcp.js'
import { freePort, survivorsWithArg } from './helpers/processes.js'

const TRACKER = join(ROOT, '__tests__/fixtures/servers/tracker.tools.json')

describe('BM25SearchTransform over Streamable HTTP, answering in markdown', () => {
  let result: PipelineResult
  /** Its command line's own words, to find the server's processes by. */
  let own: string

  beforeAll(async () => {
    const { path: dir, cleanup } = tempDir('mcp-tool-rank-server-http-')
    try {
      const port = await freePort()
      own = `http=${port}`
      const start = shellWords([fastmcpPython(), FASTMCP_CATALOG_SERVER, 'serve', TRACKER, 'bm25', 'markdown', own])
      writeFileSync(
        join(dir, 'mcp-tool-rank.yml'),
        `version: 1
engines: [server]
servers:
  tracker:
    url: http://127.0.0.1:${port}/mcp
    start: ${JSON.stringify(start)}
    timeout: 60s
queries:
  - query: add a comment to an issue
    expect: add_comment
  - query: label issue
    expect: create_label
`
      )
      result = await runPipeline({ config: join(dir, 'mcp-tool-rank.yml'), baseDir: dir, callerEnv: process.env })
    } finally {
      cleanup()
    }
  })

  const ranked = (query: string): Array<[string, number]> =>
    result.evaluation.queries.find((q) => q.query === query)!.engines.server.ranking.map((r) => [r.tool.replace(/^mcp__tracker__/, ''), r.rank])

  it('asks the search tool over HTTP and reads the names of its markdown answers, in order', () => {
    const search = result.listings[0].search!
    expect([result.listings[0].source, search.tool, search.argument, search.catalog, search.longestAnswer]).toEqual(['http', 'search_tools', 'query', 'partial', 5])
    expect(search.answers.map((a) => [a.query, a.tools])).toEqual([
      ['add a comment to an issue', ['add_comment', 'add_label', 'delete_comment', 'watch_issue', 'assign_issue']],
      ['label issue', ['add_label', 'remove_label', 'create_label', 'list_issues', 'reopen_issue']]
    ])
  })

  it('ranks a tool at its place in the answer, though the answer names the tools ahead of it without their definitions', () => {
    // Only the tools the manifest names are known (by name); `create_label` is third in the server's answer, not first.
    expect(result.catalog.tools.map((t) => t.name)).toEqual(['add_comment', 'create_label'])
    expect([ranked('add a comment to an issue'), ranked('label issue')]).toEqual([[['add_comment', 1]], [['create_label', 3]]])
    expect(result.evaluation.queries.map((q) => q.engines.server.expectations.map((e) => [e.ref, e.rank ?? null, e.pass]))).toEqual([[['add_comment', 1, true]], [['create_label', 3, true]]])
  })

  it('stops the server it started', async () => {
    expect(await survivorsWithArg(own)).toEqual([])
  })
})
