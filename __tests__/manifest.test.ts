import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { ManifestError } from '../src/manifest/errors.js'
import { parseManifest } from '../src/manifest/load.js'
import { formatDuration, parseDuration } from '../src/util/duration.js'
import { LINT_RULE_IDS, manifestSchema } from '../src/manifest/schema.js'
import { ruleIds } from '../src/lint/registry.js'

const GOOD = `version: 1
engines: [claude-code@2.1]
servers:
  github:
    command: node dist/index.js
    env: { TOKEN: dummy }
    timeout: 2m
  docs:
    url: http://127.0.0.1:3000/mcp
    headers: { Authorization: "Bearer x" }
    start: npm run serve
  slack:
    catalog: fixtures/slack.tools.json
queries:
  - query: create issue
    expect: create_issue
    rank: 1
  - query: list open pull requests
    expect: [list_pull_requests]
    forbid: [merge_pull_request]
  - query: "   "
`

function issuesOf(text: string): string[] {
  try {
    parseManifest(text, 'm.yml')
  } catch (err) {
    if (err instanceof ManifestError) return err.issues.map((i) => `${i.line}:${i.col}: ${i.message}`)
    throw err
  }
  throw new Error('expected a ManifestError')
}

describe('manifest', () => {
  it('loads every kind of server and query, keeping source lines', () => {
    const m = parseManifest(GOOD, '.github/mcp-tool-rank.yml')
    expect(m.servers.map((s) => [s.name, s.kind, s.line])).toEqual([
      ['github', 'stdio', 4],
      ['docs', 'http', 8],
      ['slack', 'catalog', 12]
    ])
    const github = m.servers[0]
    expect(github.kind === 'stdio' && [github.command, github.args, github.timeoutMs]).toEqual(['node', ['dist/index.js'], 120_000])
    expect(m.queries.map((q) => q.line)).toEqual([15, 18, 21])
    expect(m.queries[0].expect).toEqual([{ ref: 'create_issue', line: 16, col: 13 }])
    expect(m.queries[1].forbid[0]).toMatchObject({ ref: 'merge_pull_request', line: 20 })
    expect(m.queries[2].query).toBe('   ')
    expect(m.lockFile).toBe('.github/mcp-tools.lock.json')
  })

  it('reports a YAML syntax error at its position', () => {
    expect(issuesOf('version: 1\nservers:\n  a: [unclosed\nqueries: []\n')[0]).toMatch(/^\d+:\d+: YAML syntax error/)
  })

  it('names an unknown key at the key and suggests the near miss', () => {
    const text = GOOD.replace('    expect: create_issue', '    exepct: create_issue')
    expect(issuesOf(text)).toEqual(['16:5: unknown key `exepct`, did you mean `expect`?'])
  })

  it('reports a wrong type with the field name', () => {
    expect(issuesOf(GOOD.replace('rank: 1', 'rank: first'))).toEqual(['17:11: `rank` must be an integer'])
    expect(issuesOf(GOOD.replace('timeout: 2m', 'timeout: soon'))).toEqual([
      '7:14: `timeout` must be a duration such as `30s` or `2m`, or a number of seconds'
    ])
  })

  it('rejects rank beyond the cut, unknown engines, and servers of two kinds', () => {
    expect(issuesOf(GOOD.replace('rank: 1', 'rank: 6'))[0]).toMatch(/^17:11: `rank: 6` is beyond the cut line of claude-code@2.1 \(5 results\)/)
    expect(issuesOf(GOOD.replace('engines: [claude-code@2.1]', 'engines: [claude-cod]'))[0]).toMatch(/^2:11: unknown engine `claude-cod`, did you mean `claude-code`\?/)
    expect(issuesOf(GOOD.replace('    catalog: fixtures/slack.tools.json', '    catalog: x.json\n    command: node'))[0]).toMatch(
      /^12:3: server `slack` has both `command` and `catalog`/
    )
    expect(issuesOf(GOOD.replace('    start: npm run serve', '    args: [x]'))[0]).toMatch(/^11:5: `args` applies only to a server with `command`/)
  })

  it('rejects duplicate servers, also when their names normalise alike', () => {
    expect(issuesOf(GOOD.replace('  slack:', '  github:'))[0]).toEqual('12:3: duplicate key `github` (first at line 4)')
    expect(issuesOf(GOOD.replace('  slack:', '  "git hub":').replace('  github:', '  git_hub:'))[0]).toMatch(/both become `mcp__git_hub__`/)
  })

  it('requires version, servers and queries', () => {
    expect(issuesOf('version: 2\nservers: {}\n')).toEqual([
      '1:1: missing required key `queries`',
      '1:10: `version` must be 1',
      '2:10: `servers` must NOT have fewer than 1 properties'
    ])
  })

  it('publishes the schema it validates with', () => {
    const published = JSON.parse(readFileSync(new URL('../schema/manifest.schema.json', import.meta.url), 'utf8'))
    expect(published).toEqual(JSON.parse(JSON.stringify(manifestSchema)))
  })
})

describe('lint rules in the manifest', () => {
  it('the schema lists exactly the registry\'s rules, for editors', () => {
    expect([...LINT_RULE_IDS].sort()).toEqual(ruleIds().sort())
  })

  it('an unknown rule is reported at its key with the near miss', () => {
    const text = 'version: 1\nlint:\n  rules:\n    jargn: off\nservers:\n  a: {catalog: x}\nqueries: []\n'
    expect(issuesOf(text)).toEqual([expect.stringMatching(/^4:5: unknown lint rule `jargn`, did you mean `jargon`\?/)])
  })
})

describe('durations', () => {
  it('read and write back as the manifest spells them', () => {
    for (const text of ['500ms', '30s', '2m', '90s']) expect(formatDuration(parseDuration(text))).toBe(text)
    expect(parseDuration(1.5)).toBe(1500)
  })
})
