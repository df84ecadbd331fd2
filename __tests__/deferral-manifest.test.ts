import { describe, expect, it } from '@jest/globals'
import { parseManifest } from '../src/manifest/load.js'
import { issuesOf } from './helpers/manifest.js'

const MANIFEST = `version: 1
servers:
  weather: { catalog: weather.json }
deferral:
  claude-code:
    enable_tool_search: auto:15
    model: claude-sonnet-4-5
    session: print
    always_load: { weather: true }
    scope: dynamic
    env: { CLAUDE_CODE_DISABLE_1M_CONTEXT: 1 }
  codex:
    build: count
    omit_tools_from: { weather: [deferred] }
  ai-sdk: { defer_loading: false }
  cost_change: 5
queries: []
`

describe('the manifest\'s deferral key', () => {
  it('becomes each client\'s settings', () => {
    const m = parseManifest(MANIFEST, 'm.yml')
    expect(m.deferral).toEqual({
      'claude-code': { enableToolSearch: 'auto:15', model: 'claude-sonnet-4-5', session: 'print', alwaysLoad: { weather: true }, scope: 'dynamic', env: { CLAUDE_CODE_DISABLE_1M_CONTEXT: '1' } },
      codex: { build: 'count', omitToolsFrom: { weather: ['deferred'] } },
      'ai-sdk': { deferLoading: false }
    })
    expect(m.costChange).toBe(5)
  })

  it('a YAML boolean is the variable\'s text', () => {
    expect(parseManifest(MANIFEST.replace('auto:15', 'false'), 'm.yml').deferral?.['claude-code']?.enableToolSearch).toBe('false')
  })

  it('reports mistakes at file:line:col', () => {
    expect(issuesOf(MANIFEST.replace('always_load: { weather: true }', 'always_load: { wether: true }'))).toEqual([
      '9:20: `always_load` names `wether`, which is no server of this manifest, did you mean `weather`?'
    ])
    expect(issuesOf(MANIFEST.replace('omit_tools_from: { weather: [deferred] }', 'omit_tools_from: { weather: [lazy] }'))).toEqual([
      '14:34: `weather` must be one of `direct`, `deferred`, `code_mode`'
    ])
    expect(issuesOf(MANIFEST.replace('session: print', 'session: batch'))).toEqual(['8:14: `session` must be one of `interactive`, `print`'])
    expect(issuesOf(MANIFEST.replace('enable_tool_search: auto:15', 'enable_tool_search: [auto]'))).toEqual(['6:25: `enable_tool_search` must be a string or a boolean or an integer'])
    expect(issuesOf(MANIFEST.replace('    scope: dynamic', '    scop: dynamic'))).toEqual(['10:5: unknown key `scop`, did you mean `scope`?'])
  })
})
