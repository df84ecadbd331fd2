import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ManifestError } from '../src/manifest/errors.js'
import { loadManifest, parseManifest } from '../src/manifest/load.js'
import { tempDir } from './helpers/cli.js'
import { formatDuration, parseDuration } from '../src/util/duration.js'
import { ENGINE_KEYS, LINT_RULE_IDS, manifestSchema } from '../src/manifest/schema.js'
import { forEngine } from '../src/manifest/per-engine.js'
import { engineIds, resolveEngine } from '../src/engines/registry.js'
import { ruleIds } from '../src/lint/registry.js'
import { issuesOf } from './helpers/manifest.js'

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

  // yaml notices an open quote or bracket where the text it swallowed ends, and a wrongly
  // indented item at the indentation: each is reported where its token starts.
  it.each([
    ['an unclosed double quote, at the quote', 'version: 1\nservers:\n  a: {catalog: x.json}\nqueries:\n  - query: ok\n  - query: other\n  - query: "create issue\n  - query: next\n', ['7:12: YAML syntax error: Missing closing "quote']],
    ['an unclosed single quote, at the quote', "version: 1\nqueries:\n  - query: 'open\n", ["3:12: YAML syntax error: Missing closing 'quote"]],
    ['an unclosed flow sequence, at its [', 'version: 1\nservers:\n  a: [unclosed\nqueries: []\n', ['3:6: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]']],
    ['an unclosed flow mapping, at its {', 'version: 1\nservers:\n  a: {catalog: x\nqueries: []\n', ['3:6: YAML syntax error: Flow map in block collection must be sufficiently indented and end with a }']],
    ['an unclosed quote inside an unclosed [, both at the quote', 'version: 1\nengines: [a, "b\nqueries: []\n', ['2:14: YAML syntax error: Missing closing "quote', '2:14: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]']],
    ['a key indented off its siblings, at the key', 'version: 1\nservers:\n  a:\n    catalog: x.json\n   b: 2\n', ['5:4: YAML syntax error: All mapping items must start at the same column']],
    ['a tab as indentation, at the tab', 'version: 1\nservers:\n\ta: {catalog: x}\nqueries: []\n', ['3:1: YAML syntax error: Tabs are not allowed as indentation']],
    ['an invalid escape, at the backslash', 'version: 1\nqueries:\n  - query: "a\\qb"\n', ['3:14: YAML syntax error: Invalid escape sequence \\q']],
    ['a reserved character, at it', 'version: 1\nqueries:\n  - query: @me\n', ['3:12: YAML syntax error: Plain value cannot start with reserved character @']],
    ['a second anchor, at it', 'version: 1\nqueries: &a &b []\n', ['2:13: YAML syntax error: A node can have at most one anchor']],
    ['a stray ], at it', 'version: 1\nqueries: []\n]\n', ['3:1: YAML syntax error: Unexpected flow-seq-end token in YAML stream: "]"']],
    ['a second document, at its ---', 'version: 1\n---\nqueries: []\n', ['2:1: the manifest must be one YAML document: remove the `---` line']]
  ])('reports %s', (_label, text, issues) => {
    expect(issuesOf(text)).toEqual(issues)
  })

  it('names an unknown key at the key and suggests the near miss', () => {
    const text = GOOD.replace('    expect: create_issue', '    exepct: create_issue')
    expect(issuesOf(text)).toEqual(['16:5: unknown key `exepct`, did you mean `expect`?'])
  })

  it('reports a wrong type with the field name', () => {
    expect(issuesOf(GOOD.replace('rank: 1', 'rank: first'))).toEqual(['17:11: `rank` must be a rank (an integer of at least 1), or a mapping from engine id to one'])
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
    expect(issuesOf(GOOD.replace('  slack:', '  github:'))).toEqual(['12:3: duplicate key `github` (first at line 4): give each key once'])
    expect(issuesOf(GOOD.replace('env: { TOKEN: dummy }', 'env: { TOKEN: a, "TOKEN": b }'))).toEqual(['6:22: duplicate key `TOKEN` (first at line 6): give each key once'])
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

  it('validates with the validator generated from that schema (npm run schema keeps it current)', async () => {
    const { manifestValidatorSource } = await import('../scripts/manifest-validator.mjs')
    expect(readFileSync(new URL('../src/manifest/validate.generated.ts', import.meta.url), 'utf8')).toBe(manifestValidatorSource(manifestSchema))
  })
})

describe('per-engine values', () => {
  const PER_ENGINE = `version: 1
engines: [claude-code, codex]
max_results: { codex: 6 }
servers:
  a: {catalog: x}
queries:
  - query: write file
    expect: write_file
    rank: { claude-code: 1, codex: 6 }
    known_failure: { codex: "Codex lists name-promoted tools alphabetically" }
  - query: read file
    expect: read_file
    rank: 2
    known_failure: every client
`

  it('takes a scalar for every engine, or a mapping from family or engine id, the id winning over its family', () => {
    const m = parseManifest(PER_ENGINE.replace('rank: { claude-code: 1, codex: 6 }', 'rank: { claude-code: 1, claude-code@2.0: 3, codex: 6 }'), 'm.yml')
    expect(m.maxResults).toEqual({ engines: {}, families: { codex: 6 } })
    expect(m.queries[0].rank).toEqual({ engines: { 'claude-code@2.0': 3 }, families: { 'claude-code': 1, codex: 6 } })
    expect(m.queries[0].knownFailure).toEqual({ engines: {}, families: { codex: 'Codex lists name-promoted tools alphabetically' } })
    expect(m.queries[1].rank).toEqual({ all: 2 })
    expect(m.queries[1].knownFailure).toEqual({ all: 'every client' })
    expect(forEngine(m.queries[0].rank, resolveEngine('claude-code@2.1'))).toBe(1)
    expect(forEngine(m.queries[0].rank, resolveEngine('claude-code@2.1.230'))).toBe(1)
    expect(forEngine(m.queries[0].rank, resolveEngine('claude-code@2.0'))).toBe(3)
    expect(forEngine(m.queries[0].rank, resolveEngine('ai-sdk'))).toBeUndefined()
    expect(forEngine(m.queries[1].rank, resolveEngine('ai-sdk'))).toBe(2)
  })

  it('reports an unknown engine key at its line and column, with the near miss', () => {
    const known = `(engines: ${ENGINE_KEYS.join(', ')}, or family@client-version)`
    expect(issuesOf(PER_ENGINE.replace('rank: { claude-code: 1, codex: 6 }', 'rank: { claude-code: 1, codx: 6 }'))).toEqual([
      `9:29: unknown engine \`codx\` in \`rank\`, did you mean \`codex\`? ${known}`
    ])
    expect(issuesOf(PER_ENGINE.replace('known_failure: { codex: "Codex lists name-promoted tools alphabetically" }', 'known_failure:\n      claude-cod: why'))).toEqual([
      `11:7: unknown engine \`claude-cod\` in \`known_failure\`, did you mean \`claude-code\`? ${known}`
    ])
    expect(issuesOf(PER_ENGINE.replace('max_results: { codex: 6 }', 'max_results: { cdex: 6 }'))[0]).toMatch(/^3:16: unknown engine `cdex` in `max_results`, did you mean `codex`\?/)
  })

  it('reports a client version no engine reproduces and a bad value, each at its place', () => {
    expect(issuesOf(PER_ENGINE.replace('rank: { claude-code: 1,', 'rank: { claude-code@2.1.13: 1,'))).toEqual([
      '9:13: claude-code@2.1.13: Claude Code 2.1.13 was never published; the nearest published versions are 2.1.12 and 2.1.14'
    ])
    expect(issuesOf(PER_ENGINE.replace('codex: 6 }\n    known', 'codex: first }\n    known'))).toEqual(['9:36: `codex` must be an integer'])
    expect(issuesOf(PER_ENGINE.replace('    rank: 2', '    rank: second'))).toEqual(['13:11: `rank` must be a rank (an integer of at least 1), or a mapping from engine id to one'])
  })

  it('checks each engine\'s rank against that engine\'s cut', () => {
    expect(issuesOf(PER_ENGINE.replace('codex: 6 }\n    known', 'codex: 7 }\n    known'))).toEqual([
      '9:36: `rank` 7 for `codex` is beyond the cut line of codex (6 results): the client would never show that tool'
    ])
  })

  it('the schema lists exactly the registry\'s engine ids and aliases, for editors', () => {
    expect([...ENGINE_KEYS].sort()).toEqual(engineIds().sort())
    const rank = manifestSchema.definitions.query.properties.rank as { oneOf: Array<{ properties?: object }> }
    expect(Object.keys(rank.oneOf[1].properties ?? {}).sort()).toEqual(engineIds().sort())
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

describe('timeouts', () => {
  it('must lie between 1 ms and 24 days', () => {
    expect(issuesOf(GOOD.replace('timeout: 2m', 'timeout: 0s'))).toEqual(['7:14: `timeout` 0s is shorter than 1ms; give at least 1ms'])
    expect(issuesOf(GOOD.replace('timeout: 2m', 'timeout: 50000m'))).toEqual(['7:14: `timeout` 50000m is longer than 24 days, the longest a timer can wait; give at most 34560m'])
    expect(issuesOf(GOOD.replace('timeout: 2m', 'timeout: 0.0001'))).toEqual(['7:14: `timeout` 0.0001 is shorter than 1ms; give at least 1ms'])
    const longest = parseManifest(GOOD.replace('timeout: 2m', 'timeout: 34560m'), 'm.yml').servers[0]
    expect(longest.timeoutMs).toBe(24 * 24 * 3600 * 1000)
  })
})

describe('anchors and aliases', () => {
  const head = 'version: 1\nservers:\n  a: {catalog: x.json}\n'

  it('allows one anchor used for every query of a large manifest', () => {
    const queries = Array.from({ length: 150 }, (_, i) => `  - query: q${i}\n    expect: *tools\n`).join('')
    const m = parseManifest(`${head}queries:\n  - query: first\n    expect: &tools [create_issue, list_issues]\n${queries}`, 'm.yml')
    expect(m.queries).toHaveLength(151)
    expect(m.queries[150].expect.map((e) => e.ref)).toEqual(['create_issue', 'list_issues'])
  })

  it('refuses an alias bomb at the alias that crosses the limit, before expanding it', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 9; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`)
    const bomb = `version: 1\nbomb:\n${levels.map((l) => `  ${l}`).join('\n')}\nservers: {a: {catalog: x}}\nqueries: []\n`
    expect(issuesOf(bomb)).toEqual(['7:38: aliases expand to more than 100,000 nodes here (an alias bomb?): write the values out or use fewer aliases'])
  })

  it('refuses one alias of a large list repeated without end', () => {
    const list = `big: &big [${Array(2000).fill('t').join(', ')}]\n`
    const uses = Array.from({ length: 60 }, (_, i) => `  - {query: q${i}, expect: *big}\n`).join('')
    expect(issuesOf(`version: 1\n${list}servers: {a: {catalog: x}}\nqueries:\n${uses}`)).toEqual([
      '54:26: aliases expand to more than 100,000 nodes here (an alias bomb?): write the values out or use fewer aliases'
    ])
  })

  it('refuses aliases without an anchor, and inside their own anchor', () => {
    expect(issuesOf(`${head}queries: *nothing\n`)).toEqual(['4:10: the alias `*nothing` has no anchor `&nothing` before it'])
    expect(issuesOf(`${head}x: &loop [a, *loop]\nqueries: []\n`)).toEqual(['4:14: the alias `*loop` is inside the node it refers to: it would repeat forever'])
  })
})

describe('hostile structure', () => {
  it('refuses nesting beyond 64 levels, written or in flow style', () => {
    expect(issuesOf(`version: 1\nx: ${'['.repeat(70)}${']'.repeat(70)}\nservers: {a: {catalog: x}}\nqueries: []\n`)).toEqual(['2:67: nested more than 64 levels deep'])
    const staircase = Array.from({ length: 1200 }, (_, i) => `${' '.repeat(i)}- `).join('\n')
    // yaml's own parser runs out of stack on this one (where depends on the stack size) and says so.
    expect(issuesOf(`x:\n${staircase}y\n`)[0]).toMatch(/^\d+:\d+: YAML syntax error: nested too deeply \(at most 64 levels\)$/)
  })

  it('refuses keys that are mappings or lists', () => {
    expect(issuesOf(`version: 1\n? ${'? '.repeat(400)}x\n: y\nservers: {a: {catalog: x}}\nqueries: []\n`)).toEqual(['2:3: a key must be plain text, not a mapping or a list'])
  })

  it('reads no manifest over 1 MiB', () => {
    expect(issuesOf(`version: 1\n# ${'x'.repeat(1024 * 1024)}\n`)).toEqual(['1:1: the manifest has 1,048,590 bytes; at most 1,048,576 are read'])
  })
})

describe('paths in the manifest stay inside the working directory', () => {
  const { path: root, cleanup } = tempDir('mcp-tool-rank-paths-')
  const work = join(root, 'repo')
  beforeAll(() => {
    mkdirSync(join(work, '.github'), { recursive: true })
    mkdirSync(join(work, 'server'))
    writeFileSync(join(root, 'outside.json'), '{"tools": []}')
    writeFileSync(join(work, 'tools.json'), '{"tools": []}')
    symlinkSync(join(root, 'outside.json'), join(work, 'link.json'))
    symlinkSync(root, join(work, 'up'))
    symlinkSync(join(root, 'missing.json'), join(work, 'dangling.json'))
    symlinkSync('tools.json', join(work, 'inside-link.json'))
  })
  afterAll(cleanup)

  async function load(servers: string, extra = ''): Promise<string[]> {
    const file = join(work, '.github/m.yml')
    writeFileSync(file, `version: 1\n${extra}servers:\n${servers}queries: []\n`)
    try {
      await loadManifest(file, work)
      return []
    } catch (err) {
      if (err instanceof ManifestError) return err.issues.map((i) => `${i.line}:${i.col}: ${i.message}`)
      throw err
    }
  }

  it('a manifest that cannot be read says why in words', async () => {
    await expect(loadManifest(work, work)).rejects.toThrow(`${work}:1:1: cannot read the manifest: it is a folder`)
  })

  it('accepts paths inside, through symbolic links that stay inside too', async () => {
    expect(await load('  a: {catalog: tools.json}\n  b: {catalog: inside-link.json}\n  c: {command: x, cwd: server}\n', 'lock: ../locks/new.lock.json\n')).toEqual([])
  })

  it('refuses `catalog`, `cwd` and `lock` that lead outside, at the value', async () => {
    expect(await load('  a: {catalog: ../outside.json}\n  b: {command: x, cwd: /tmp}\n', 'lock: ../../x.lock.json\n')).toEqual([
      '2:7: `lock` ../../x.lock.json leads outside the working directory: paths in the manifest must stay inside it',
      '4:16: `catalog` ../outside.json leads outside the working directory: paths in the manifest must stay inside it',
      '5:24: `cwd` /tmp leads outside the working directory: paths in the manifest must stay inside it'
    ])
  })

  it('follows symbolic links, also dangling ones and those of a parent directory', async () => {
    const real = (p: string): string => join(root, p)
    expect(await load('  a: {catalog: "link.json#s"}\n')).toEqual([
      `3:16: \`catalog\` link.json#s leads outside the working directory (through a symbolic link, to ${real('outside.json')}): paths in the manifest must stay inside it`
    ])
    expect(await load('  a: {catalog: link.json}\n  b: {catalog: up/outside.json}\n  c: {catalog: dangling.json}\n')).toEqual([
      `3:16: \`catalog\` link.json leads outside the working directory (through a symbolic link, to ${real('outside.json')}): paths in the manifest must stay inside it`,
      `4:16: \`catalog\` up/outside.json leads outside the working directory (through a symbolic link, to ${real('outside.json')}): paths in the manifest must stay inside it`,
      `5:16: \`catalog\` dangling.json leads outside the working directory (through a symbolic link, to ${real('missing.json')}): paths in the manifest must stay inside it`
    ])
  })
})
