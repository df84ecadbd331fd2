import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool } from '../src/catalog/types.js'
import { lintManifest } from '../src/lint/run.js'
import { parseManifest } from '../src/manifest/load.js'

/** The findings of one rule for `tools` listed by the server `tracker`, whose manifest entry is at 3:3. */
function findings(rule: string, tools: RawTool[], deferral = ''): string[] {
  const manifest = parseManifest(`version: 1\nservers:\n  tracker: { command: node server.js }\n${deferral}queries: []\n`, 'm.yml')
  const catalog = buildCatalog([{ name: 'tracker', source: 'stdio', tools, pages: 1 }])
  return lintManifest(manifest, catalog)
    .filter((f) => f.rule === rule)
    .map((f) => `${f.line}:${f.col} ${f.severity} ${f.tool}: ${f.message}`)
}

const tool = (name: string, meta?: Record<string, unknown>, extra: Record<string, unknown> = {}): RawTool => ({
  name,
  description: `Does ${name.replace(/_/g, ' ')} for a project.`,
  inputSchema: { type: 'object' },
  ...(meta ? { _meta: meta } : {}),
  ...extra
})

describe('the deferral lint rules', () => {
  it('always-load-not-boolean: the string "true" is not true', () => {
    expect(findings('always-load-not-boolean', [tool('get_status', { 'anthropic/alwaysLoad': 'true' }), tool('get_issue', { 'anthropic/alwaysLoad': true })])).toEqual([
      '3:3 error get_status: `_meta["anthropic/alwaysLoad"]` is "true", not a boolean: Claude Code ignores it and defers the tool. Write `true` to load it up front.'
    ])
  })

  it('always-load-overridden: a tool\'s false under a server-wide true in the user configuration', () => {
    const tools = [tool('get_status', { 'anthropic/alwaysLoad': false }), tool('get_issue')]
    const deferral = 'deferral:\n  claude-code:\n    always_load: { tracker: true }\n'
    expect(findings('always-load-overridden', tools, deferral)).toEqual([
      "3:3 warning get_status: marks itself `alwaysLoad: false`, but the server's `alwaysLoad: true` (`always_load: true` for `tracker` in the manifest's `deferral.claude-code`) loads it up front: a tool's `false` counts only for servers from `--mcp-config`, plugins or the Agent SDK (`scope: dynamic`)."
    ])
    // From --mcp-config the tool's false counts: nothing to say.
    expect(findings('always-load-overridden', tools, deferral.replace('    always_load', '    scope: dynamic\n    always_load'))).toEqual([])
  })

  it('search-hint-guidance: too few words, a trailing period, the name\'s own words; not a string', () => {
    const tools = [
      tool('create_issue', { 'anthropic/searchHint': 'Create issue.' }),
      tool('get_status', { 'anthropic/searchHint': 7 }),
      tool('list_repos', { 'anthropic/searchHint': 'browse repositories projects code' })
    ]
    expect(findings('search-hint-guidance', tools)).toEqual([
      '3:3 warning create_issue: search hint "Create issue." has 2 words (Claude Code\'s guidance: 3–10), a trailing period, the name\'s own words "create", "issue": give 3–10 words a user would search for that the name does not say.',
      '3:3 warning get_status: `_meta["anthropic/searchHint"]` is 7, not a string: Claude Code ignores it.'
    ])
  })

  it('unread-deferral-key: a top-level defer_loading and an alwaysLoad without the prefix, each with the key that works', () => {
    expect(findings('unread-deferral-key', [tool('list_repos', { alwaysLoad: true }, { defer_loading: false })])).toEqual([
      '3:3 warning list_repos: the top-level key `defer_loading` is read by no client: no server key defers a tool: Claude Code and Codex defer every MCP tool by default, and an AI SDK app defers what it registers with `deferLoading: true`; `_meta["anthropic/alwaysLoad"]: true` keeps a tool out of Claude Code\'s tool search.',
      '3:3 warning list_repos: `_meta["alwaysLoad"]` is read by no client: `_meta["anthropic/alwaysLoad"]: true` keeps a tool out of Claude Code\'s tool search.'
    ])
  })
})
