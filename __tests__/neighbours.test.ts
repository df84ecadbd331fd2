/**
 * Bundled neighbours: the shipped set (recorded catalogs with provenance), the manifest's
 * `neighbours:` key, and evaluation alone and with them, on the real recorded catalogs.
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readCatalogText } from '../src/collect/catalog-file.js'
import { parseManifest } from '../src/manifest/load.js'
import { NEIGHBOUR_NAMES } from '../src/manifest/schema.js'
import { loadNeighbours, neighbourSet, neighboursDir } from '../src/neighbours/bundled.js'
import { ROOT } from './helpers/cli.js'
import { issuesOf } from './helpers/manifest.js'
import { CROWDED_QUERIES, evaluateWithNeighbours, TEAM, teamManifest } from './helpers/neighbours.js'
import { buildCatalog } from '../src/catalog/build.js'
import type { ServerListing } from '../src/catalog/types.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { lintManifest } from '../src/lint/run.js'

const DIR = join(ROOT, 'neighbours')

describe('the bundled set', () => {
  it('is found beside the code, lists at least 12 neighbours, in the order the schema completes them', async () => {
    expect(neighboursDir()).toBe(DIR)
    const set = await neighbourSet()
    expect(set.version).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(set.neighbours.map((n) => n.name)).toEqual(NEIGHBOUR_NAMES)
    expect(NEIGHBOUR_NAMES.length).toBeGreaterThanOrEqual(12)
    expect(readdirSync(DIR).sort()).toEqual([...NEIGHBOUR_NAMES.map((n) => `${n}.json`), 'neighbours.json', 'README.md'].sort())
    // The index the update script writes lists each of them at its version.
    const index = readFileSync(join(DIR, 'README.md'), 'utf8')
    for (const n of set.neighbours) expect(index).toContain(`| \`${n.name}\` | ${n.about} | [${n.npm}](https://www.npmjs.com/package/${n.npm}) ${n.version} |`)
    // The nine servers of the recorded fixtures are among them.
    for (const name of ['github', 'filesystem', 'everything', 'memory', 'slack', 'playwright', 'notion', 'gitlab', 'ms365']) expect(NEIGHBOUR_NAMES).toContain(name)
  })

  it('each catalog was recorded from its npm package at the version the set names, with its licence', async () => {
    const set = await neighbourSet()
    for (const spec of set.neighbours) {
      const text = readFileSync(join(DIR, `${spec.name}.json`), 'utf8')
      const { listing, provenance } = readCatalogText(spec.name, `${spec.name}.json`, text)
      expect(listing.tools.length).toBeGreaterThan(0)
      expect(provenance).toMatchObject({ package: spec.npm, version: spec.version, collectedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
      expect(provenance?.license).toEqual(expect.any(String))
      expect(provenance?.command).toEqual(['npx', '-y', `${spec.npm}@${spec.version}`, ...(spec.args ?? [])])
      expect(provenance?.env ?? []).toEqual(Object.keys(spec.env ?? {}).sort())
      // Deterministic: the file is its own canonical form.
      expect(text).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n')
    }
  })

  it('loads as neighbour listings in the order asked, 871 tools for all of them', async () => {
    const all = await loadNeighbours(NEIGHBOUR_NAMES)
    expect(all.map((l) => [l.name, l.source])).toEqual(NEIGHBOUR_NAMES.map((n) => [n, 'neighbour']))
    expect(all.reduce((n, l) => n + l.tools.length, 0)).toBe(871)
  })
})


const HEAD = 'version: 1\nservers:\n  team: {catalog: team.json}\n'

describe('neighbours in the manifest', () => {
  it('a list keeps its order and positions; popular is every bundled one, at the key', () => {
    const listed = parseManifest(`${HEAD}neighbours: [slack, github]\nqueries: []\n`, 'm.yml')
    expect(listed.neighbours).toEqual([
      { name: 'slack', line: 4, col: 14 },
      { name: 'github', line: 4, col: 21 }
    ])
    const popular = parseManifest(`${HEAD}neighbours: popular\nqueries: []\n`, 'm.yml')
    expect(popular.neighbours.map((n) => n.name)).toEqual(NEIGHBOUR_NAMES)
    expect(popular.neighbours[0]).toEqual({ name: 'github', line: 4, col: 13 })
    expect(parseManifest(`${HEAD}queries: []\n`, 'm.yml').neighbours).toEqual([])
  })

  it('popular leaves out a neighbour that has the name of one of your servers: yours is that server', () => {
    const m = parseManifest('version: 1\nservers:\n  github: {command: node dist/index.js}\nneighbours: popular\nqueries: []\n', 'm.yml')
    expect(m.neighbours.map((n) => n.name)).toEqual(NEIGHBOUR_NAMES.filter((n) => n !== 'github'))
  })

  it('mistakes are reported at their line and column, with the near miss', () => {
    expect(issuesOf(`${HEAD}neighbours: [slak, github, github, 3]\nqueries: []\n`)).toEqual([
      `4:14: unknown neighbour \`slak\`, did you mean \`slack\`? (neighbours: ${NEIGHBOUR_NAMES.join(', ')})`,
      '4:28: neighbour `github` is listed twice',
      '4:36: a neighbour is a name, such as `github`'
    ])
    expect(issuesOf(`${HEAD}neighbours: populr\nqueries: []\n`)).toEqual(['4:13: `neighbours` must be `popular` or a list of neighbour names, got `populr`, did you mean `popular`?'])
    expect(issuesOf(`${HEAD}neighbours: slack\nqueries: []\n`)).toEqual(['4:13: `neighbours` must be `popular` or a list of neighbour names, got `slack`; for one neighbour write [slack]'])
    expect(issuesOf('version: 1\nservers:\n  slack: {catalog: s.json}\nneighbours: [slack]\nqueries: []\n')).toEqual([
      '4:14: neighbour `slack` and your server `slack` would both be `mcp__slack__`; leave the neighbour out or rename your server'
    ])
  })
})

const run = evaluateWithNeighbours

describe('evaluation alone and with neighbours', () => {
  const QUERIES = CROWDED_QUERIES

  it('a tool that passes alone fails with the neighbour that outranks it, named with the words that score it', async () => {
    const e = await run(QUERIES)
    const [post] = e.queries
    expect(post.status).toBe('fail')
    expect(post.neighbours).toEqual({ alone: 'pass', withNeighbours: 'fail' })
    const cc = post.engines['claude-code@2.1'].expectations[0]
    expect(cc).toMatchObject({ rank: 2, pass: false })
    expect(cc.neighbours).toEqual({
      alone: { rank: 1, score: 18, pass: true },
      withNeighbours: { rank: 2, score: 18, pass: false },
      crowdedBy: [{ tool: 'mcp__slack__slack_post_message', rank: 1, score: 36, terms: [{ term: 'post', points: 18 }, { term: 'message', points: 18 }] }]
    })
    // Advice is searched among the neighbours: no edit of send_message's text gets past slack's tool.
    expect(cc.advice).toMatchObject({ unreachable: true, neighbour: 'mcp__slack__slack_post_message', bestRank: 2 })
    // Codex's own words: its stemmer's tokens.
    expect(post.engines.codex.expectations[0].neighbours?.crowdedBy?.map((c) => [c.tool, c.terms.map((t) => t.term)])).toEqual([['mcp__slack__slack_post_message', ['post', 'messag']]])
    expect(e.neighbours).toEqual({ set: 'test', servers: ['slack', 'github'], judge: 'with-neighbours', alone: { passed: 2, judged: 2 }, withNeighbours: { passed: 0, judged: 2 } })
    expect(e.summary).toMatchObject({ passed: 0, failed: 2 })
    expect(e.toolCount).toBe(3 + 8 + 26)
  })

  it('a pass that holds only because the client connects your servers first is flagged', async () => {
    const e = await run(QUERIES)
    const cc = e.queries[1].engines['claude-code@2.1']
    expect(cc.ranking.slice(0, 2).map((r) => [r.tool, r.score])).toEqual([
      ['mcp__team__list_channels', 36],
      ['mcp__slack__slack_list_channels', 36]
    ])
    expect(cc.expectations[0].neighbours).toEqual({ alone: { rank: 1, score: 36, pass: true }, withNeighbours: { rank: 1, score: 36, pass: true }, orderDependent: true })
  })

  it('judged alone: the statuses and the summary are the user\'s own servers\', the other view is kept', async () => {
    const e = await run(QUERIES, 'alone')
    expect(e.queries.map((q) => q.status)).toEqual(['pass', 'pass'])
    expect(e.summary).toMatchObject({ passed: 2, failed: 0 })
    const cc = e.queries[0].engines['claude-code@2.1']
    expect(cc.ranking.map((r) => r.tool)).not.toContain('mcp__slack__slack_post_message')
    expect(cc.expectations[0].neighbours?.crowdedBy?.[0].tool).toBe('mcp__slack__slack_post_message')
    expect(e.neighbours).toMatchObject({ judge: 'alone', alone: { passed: 2, judged: 2 }, withNeighbours: { passed: 0, judged: 2 } })
  })

  it('a bare tool name that a neighbour lists too means your own tool', async () => {
    const e = await run('  - query: create issue\n    expect: create_issue\n')
    expect(e.queries[0].engines['claude-code@2.1'].expectations[0].tool).toBe('mcp__team__create_issue')
  })

  it('a tie with a neighbour decided by the connect order is flagged even when the neighbour ranks past the kept head', async () => {
    // 24 more servers of the user's tie with team's list_channels, and push slack's beyond the
    // first 20 places the report keeps: the check still finds it tied behind.
    const own = Array.from({ length: 24 }, (_, i): ServerListing => ({ ...TEAM, name: `team${i + 1}`, tools: [TEAM.tools[1]] }))
    const manifest = parseManifest(teamManifest('  - query: list channels\n    expect: team/list_channels\n    rank: 1\n'), 'm.yml')
    const catalog = buildCatalog([TEAM, ...own, ...(await loadNeighbours(['slack', 'github']))])
    const cc = evaluate(manifest, catalog, { neighbourSet: 'test' }).queries[0].engines['claude-code@2.1']
    expect(cc.ranking.find((r) => r.tool === 'mcp__slack__slack_list_channels')).toBeUndefined()
    expect(cc.expectations[0].neighbours).toEqual({ alone: { rank: 1, score: 36, pass: true }, withNeighbours: { rank: 1, score: 36, pass: true }, orderDependent: true })
  })
})

describe('the lint rule neighbour-wins-own-name', () => {
  it('names the neighbour that ranks first for a tool\'s own name, or ties with it, and the names each client gives both', async () => {
    const manifest = parseManifest(teamManifest('  []\n'), 'm.yml')
    const catalog = buildCatalog([TEAM, ...(await loadNeighbours(manifest.neighbours.map((n) => n.name)))])
    const findings = lintManifest(manifest, catalog).filter((f) => f.rule === 'neighbour-wins-own-name')
    const tail = 'Name it for what it acts on, and start its description with those words.'
    // Under codex the neighbours' tools come first only as promoted tools in order of server and
    // tool name ("message", "channels", "issue" end both names), with yours still in the top 8: no win.
    expect(findings.map((f) => [f.tool, f.severity, f.tools, f.message])).toEqual([
      [
        'list_channels',
        'warning',
        ['mcp__team__list_channels', 'mcp__slack__slack_list_channels'],
        'its own name\'s words, "list channels", belong to a neighbour: slack/slack_list_channels ties with it under claude-code@2.1, yours first only because your servers connect first. ' +
          `The names a model chooses between: claude-code \`mcp__team__list_channels\` and \`mcp__slack__slack_list_channels\`; codex \`mcp__teamlist_channels\` and \`mcp__slackslack_list_channels\`. ${tail}`
      ],
      [
        'create_issue',
        'warning',
        ['mcp__team__create_issue', 'mcp__github__create_issue'],
        'its own name\'s words, "create issue", belong to a neighbour: github/create_issue is #1 under claude-code@2.1 (yours #2). ' +
          `The names a model chooses between: claude-code \`mcp__team__create_issue\` and \`mcp__github__create_issue\`; codex \`mcp__teamcreate_issue\` and \`mcp__githubcreate_issue\`. ${tail}`
      ]
    ])
  })
})
