/**
 * Wording: the other wordings of a query, pinned word for word (the generator is part of
 * the contract: the same list on every run and machine), and what the engines make of them.
 */
import { beforeAll, describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import type { RawTool } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { parseManifest } from '../src/manifest/load.js'
import { loadInflector, MAX_WORDINGS, phrasingsFor, wordingsOf, type Inflector, type WordingOptions } from '../src/wording/index.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { terminalReport } from '../src/report/terminal.js'
import { makeStyle } from '../src/util/style.js'
import { annotationsFor } from '../src/action/annotations.js'
import { diffEvaluations } from '../src/baseline/diff.js'
import { issuesOf } from './helpers/manifest.js'
import { reviewOf } from './helpers/review.js'

let inflector: Inflector
beforeAll(async () => {
  inflector = await loadInflector()
})

const CASES: ReadonlyArray<[string, WordingOptions, string[]]> = [
  [
    'create issue',
    { server: 'github' },
    ['creating issue', 'creates issue', 'created issue', 'create issues', 'creating issues', 'github create issue', 'create the issue', 'add issue', 'new issue', 'make issue', 'open issue', 'create ticket']
  ],
  ['deploy service', { server: 'infra' }, ['deploying service', 'deploys service', 'deployed service', 'deploy services', 'deploying services', 'infra deploy service', 'deploy the service', 'release service']],
  // Only the head of a noun phrase changes number: not "pulls".
  ['list pull requests', {}, ['listing pull requests', 'lists pull requests', 'listed pull requests', 'list pull request', 'listing pull request', 'list the pull requests', 'show all pull requests', 'enumerate pull requests']],
  // Filler dropped; a plural noun's synonym in the plural.
  [
    'search for files',
    { server: 'filesystem' },
    ['searching for files', 'searches for files', 'searched for files', 'search for file', 'searching for file', 'filesystem search for files', 'search files', 'find for files', 'look up for files', 'query for files', 'search for documents']
  ],
  // A tool name is read as its words, which come first.
  ['createIssue', {}, ['create issue', 'creating issue', 'creates issue', 'created issue', 'create issues', 'creating issues', 'create the issue', 'add issue', 'new issue', 'make issue', 'open issue', 'create ticket']],
  // A verb the table does not know gets no verb forms; a server name is spelled as words.
  ['take screenshot', { server: 'chrome-devtools' }, ['take screenshots', 'chrome devtools take screenshot', 'take the screenshot']],
  // Only the first verb is one: `open` here describes the issues.
  [
    'find open issues in repository',
    { server: 'github' },
    [
      'finding open issues in repository',
      'finds open issues in repository',
      'found open issues in repository',
      'find open issue in repository',
      'find open issues in repositories',
      'finding open issue in repositories',
      'github find open issues in repository',
      'find open issues repository',
      'search open issues in repository',
      'look up open issues in repository',
      'query open issues in repository',
      'find open tickets in repository',
      'find open issues in repo'
    ]
  ],
  // The manifest's synonyms come before the table's.
  ['create ticket', { synonyms: { ticket: ['issue'] } }, ['creating ticket', 'creates ticket', 'created ticket', 'create tickets', 'creating tickets', 'create the ticket', 'add ticket', 'new ticket', 'make ticket', 'open ticket', 'create issue']],
  [
    'get file',
    { server: 'fs', synonyms: { file: ['attachment', 'blob'] } },
    ['getting file', 'gets file', 'got file', 'get files', 'getting files', 'fs get file', 'get the file', 'fetch file', 'read file', 'show file', 'retrieve file', 'get attachment', 'get blob', 'get document']
  ],
  // A smaller cap keeps the first ones.
  ['find open issues in repository', { server: 'github', cap: 3 }, ['finding open issues in repository', 'finds open issues in repository', 'found open issues in repository']],
  ['echo', {}, ['echoes']],
  // `new` stands for `create` but is an adjective: no "newing"; `the` goes before an adjective, not after it.
  ['new issue', { server: 'github' }, ['new issues', 'github new issue', 'the new issue', 'create issue', 'add issue', 'make issue', 'open issue', 'new ticket']],
  ['monthly sales report', {}, ['monthly sales reports', 'the monthly sales report']],
  // After an adjective, a word of the verb table is a noun: `release` gets its other number, no verb forms.
  ['latest release', {}, ['latest releases', 'the latest release']],
  // Client syntax is not reworded.
  ['select:read_file', {}, []]
]

describe('wordingsOf', () => {
  it.each(CASES)('%j %j', (query, options, wordings) => {
    expect(wordingsOf(query, inflector, options)).toEqual(wordings)
  })

  it('stops at 24, in order, however many synonyms the manifest gives', () => {
    const many = Array.from({ length: 13 }, (_, i) => `thing${String.fromCharCode(97 + i)}`)
    const all = wordingsOf('get file', inflector, { server: 'fs', synonyms: { file: many } })
    expect(all).toEqual([
      ...['getting file', 'gets file', 'got file', 'get files', 'getting files', 'fs get file', 'get the file', 'fetch file', 'read file', 'show file', 'retrieve file'],
      ...many.slice(0, 13).map((w) => `get ${w}`)
    ])
    // The table's `document` and more are past the cap; a larger cap is held to 24.
    expect(all).toHaveLength(MAX_WORDINGS)
    expect(wordingsOf('get file', inflector, { server: 'fs', cap: 40, synonyms: { file: many } })).toEqual(all)
  })
})

const INFRA: RawTool[] = [
  { name: 'deploy_service', description: 'Deploy a service to the cluster.' },
  { name: 'list_services', description: 'List every service in the cluster.' },
  { name: 'rollback', description: 'Roll back the last deployment.' },
  { name: 'get_logs', description: 'Fetch the logs of a pod.' },
  { name: 'scale_deployment', description: 'Scale a deployment to a number of replicas.' }
]
const infra = buildCatalog([{ name: 'infra', source: 'catalog', tools: INFRA, pages: 1 }])
const DEPLOY = 'mcp__infra__deploy_service'

/** The rank of deploy_service and whether the client returns it. */
function standing(engineId: string, query: string): [number | null, boolean] {
  const engine = resolveEngine(engineId)
  const result = engine.search(engine.prepare(infra), query, { maxResults: engine.defaultMaxResults })
  return [result.ranking.find((r) => r.tool === DEPLOY)?.rank ?? null, result.results.includes(DEPLOY)]
}

describe('one tool, two wordings, two clients', () => {
  it('Claude Code finds "deploy service" and not "deploying services"; Codex, which stems, finds both', () => {
    expect(standing('claude-code@2.1', 'deploy service')).toEqual([1, true])
    expect(standing('claude-code@2.1', 'deploying services')).toEqual([null, false])
    expect(standing('codex', 'deploy service')).toEqual([1, true])
    expect(standing('codex', 'deploying services')).toEqual([2, true])
  })

  it('measures every wording of an expectation under each engine, with its rank', () => {
    const manifest = parseManifest(
      ['version: 1', 'engines: [claude-code@2.1, codex]', 'servers:', '  infra: { catalog: infra.json }', 'wording: true', 'queries:', '  - query: deploy service', '    expect: deploy_service'].join('\n'),
      'm.yml'
    )
    const evaluation = evaluate(manifest, infra, { inflector })
    const claude = evaluation.queries[0].engines['claude-code@2.1'].expectations[0].wording!
    const codex = evaluation.queries[0].engines.codex.expectations[0].wording!
    expect(claude.variants).toEqual([
      { query: 'deploying service', rank: 1, found: true },
      { query: 'deploys service', rank: 1, found: true },
      { query: 'deployed service', rank: 1, found: true },
      { query: 'deploy services', rank: 1, found: true },
      { query: 'deploying services', rank: null, found: false },
      { query: 'infra deploy service', rank: 1, found: true },
      { query: 'deploy the service', rank: 1, found: true },
      { query: 'release service', rank: 1, found: true }
    ])
    expect([claude.found, claude.total, claude.pass]).toEqual([7, 8, true])
    expect(codex.variants.map((v) => [v.rank, v.found])).toEqual([[1, true], [1, true], [1, true], [2, true], [2, true], [1, true], [1, true], [1, true]])
    expect([codex.found, codex.total, codex.pass]).toEqual([8, 8, true])
  })
})

describe('report-only by default', () => {
  const deploy = (wide: string, own = '') =>
    parseManifest(['version: 1', 'engines: [claude-code@2.1]', 'servers:', '  infra: { catalog: infra.json }', ...wide.split('\n').filter(Boolean), 'queries:', '  - query: deploy service', '    expect: deploy_service', ...(own ? [own] : []), '  - query: list services', '    expect: list_services'].join('\n'), 'm.yml')
  /** Each query's wordings found, of all, the share asked, and whether the query passes. */
  const measured = (evaluation: ReturnType<typeof evaluate>) =>
    evaluation.queries.map((q) => {
      const r = q.engines['claude-code@2.1']
      const w = r.expectations[0].wording
      return w ? [w.found, w.total, w.min, r.pass] : r.pass
    })

  it('measures every expectation without `wording:` and fails none; `wording: false` measures only the queries that ask', () => {
    // "deploying services" is lost (7 of 8): reported, passing.
    expect(measured(evaluate(deploy(''), infra))).toEqual([[7, 8, undefined, true], [9, 9, undefined, true]])
    expect(measured(evaluate(deploy('wording: false'), infra))).toEqual([true, true])
    expect(measured(evaluate(deploy('wording: false', '    wording: 0.9'), infra))).toEqual([[7, 8, 0.9, false], true])
    // A ranking that judges ranks only (init's drafts) measures none.
    expect(measured(evaluate(deploy(''), infra, { wording: false }))).toEqual([true, true])
  })
})

describe('the manifest', () => {
  it('reads `wording` for the manifest and per query', () => {
    const m = parseManifest(
      ['version: 1', 'servers:', '  s: { catalog: s.json }', 'wording:', '  min: 0.5', '  synonyms: { Ticket: [issue] }', 'queries:', '  - query: a', '    expect: t', '    wording: 0.8', '  - query: b', '    expect: t', '    wording: false'].join('\n'),
      'm.yml'
    )
    expect(m.wording).toEqual({ min: 0.5, synonyms: { ticket: ['issue'] } })
    expect(m.queries.map((q) => q.wording)).toEqual([0.8, false])
  })

  it('rejects a share outside 0..1 and a `wording` without `expect`, at their line and column', () => {
    expect(issuesOf(['version: 1', 'servers:', '  s: { catalog: s.json }', 'queries:', '  - query: a', '    expect: t', '    wording: 1.5'].join('\n'))).toEqual([
      '7:14: `wording` must be a share from 0 to 1, true or false (or, for the whole manifest, a mapping with `min` and `synonyms`)'
    ])
    expect(issuesOf(['version: 1', 'servers:', '  s: { catalog: s.json }', 'queries:', '  - query: a', '    wording: 0.5'].join('\n'))).toEqual([
      '6:5: `wording` needs an `expect`: it measures how many wordings find the expected tools'
    ])
  })
})

describe('phrasingsFor (for init)', () => {
  it('gives the first wordings of a tool name that every engine finds it by, and none for a tool no wording finds', () => {
    // A cut of one: `infra rollback`, rollback's only wording, is not first under both.
    const engines = ['claude-code@2.1', 'codex'].map((id) => {
      const engine = resolveEngine(id)
      return { engine, prepared: engine.prepare(infra), maxResults: 1 }
    })
    const tool = (name: string) => infra.tools.find((t) => t.rawName === name)!
    expect(phrasingsFor({ tool: tool('deploy_service'), engines, inflector })).toEqual(['release service', 'infra deploy service'])
    expect(phrasingsFor({ tool: tool('scale_deployment'), engines, inflector })).toEqual(['scale deployments'])
    expect(phrasingsFor({ tool: tool('rollback'), engines, inflector })).toEqual([])
  })
})

/** The infra server with rollout described as given. */
function rolloutCatalog(description: string) {
  const tools: RawTool[] = [
    { name: 'rollout', description },
    { name: 'list_services', description: 'List every service in the cluster.' },
    { name: 'get_logs', description: 'Fetch the logs of a pod.' },
    { name: 'scale_deployment', description: 'Scale a deployment to a number of replicas.' }
  ]
  return buildCatalog([{ name: 'infra', source: 'catalog', tools, pages: 1 }])
}
const ROLLOUT = parseManifest(['version: 1', 'engines: [claude-code@2.1]', 'servers:', '  infra: { catalog: x }', 'queries:', '  - query: deploy services', '    expect: rollout', '    wording: 0.8'].join('\n'), 'm.yml')

describe('the comment', () => {
  it('opens a wording section when a share is missed, with the lost wordings and the advised edit', () => {
    const manifest = ROLLOUT
    const evaluation = evaluate(manifest, rolloutCatalog('Deploy a service to the cluster.'), { inflector })
    expect(evaluation.summary).toMatchObject({ failed: 1, passed: 0 })
    const md = renderMarkdown({ review: reviewOf({ evaluation, manifest: 'm.yml' }), context: { manifest: 'm.yml' } }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
    expect(md.split('\n')[0]).toBe('### MCP tool search: 1 of 1 query fails')
    expect(md).toContain(
      '#### Wording: 1 expectation of 1 lost a wording, 1 short of the share asked\n\n' +
        '|  | query | tool | other wordings |\n| :-: | --- | --- | --- |\n' +
        '| ❌ | <code>deploy services</code> | <code>rollout</code> | found by 4 of 8 wordings under claude-code@2.1 (needs 80 %); lost: <code>deploying services</code>, <code>deploys services</code>, <code>deployed services</code> and 1 more<br>→ start the description of infra/rollout with &quot;services&quot; → found by 8 of 8 |\n'
    )
  })
})

describe('annotations', () => {
  it('annotate a share not reached at the query, as a regression when the base reached it', () => {
    const head = rolloutCatalog('Deploy a service to the cluster.')
    const evaluation = evaluate(ROLLOUT, head, { inflector })
    const lost = 'rollout found by 4 of 8 wordings under claude-code@2.1 (needs 80 %); lost: "deploying services", "deploys services", "deployed services" and 1 more'
    // No base: missing, at the line and column of `expect`.
    expect(annotationsFor(reviewOf({ evaluation }))).toEqual([{ level: 'error', line: 7, col: 13, message: `missing: "deploy services": ${lost}` }])
    // The base's plural description reached 80 %: a regression, a warning once the label accepts it.
    const base = rolloutCatalog('Deploy services to the cluster.')
    const baseline = diffEvaluations({ source: 'lock', baseSha: 'a1b2c3d', cost: { serversStarted: 0, totalMs: 1 }, base: { evaluation: evaluate(ROLLOUT, base, { inflector }), catalog: base }, head: { evaluation, catalog: head } })
    const regression = `"deploy services" reached its wording share on the base commit (found by 7 of 8): ${lost}`
    expect(annotationsFor(reviewOf({ evaluation, baseline }))).toEqual([{ level: 'error', line: 7, col: 13, message: `regression: ${regression}` }])
    const accepted = reviewOf({ evaluation, baseline, acceptLabel: 'wording-ok' })
    expect(annotationsFor(accepted)).toEqual([{ level: 'warning', line: 7, col: 13, message: `regression accepted by the label wording-ok: ${regression}` }])
  })
})

describe('the terminal, with wording only reported', () => {
  it('names the five least found, and counts the rest', () => {
    const queries = ['deploy service', 'list services', 'get logs', 'scale deployment', 'rollback', 'deploy services', 'fetch pod logs', 'scale deployments']
    const expects = ['deploy_service', 'list_services', 'get_logs', 'scale_deployment', 'rollback', 'deploy_service', 'get_logs', 'scale_deployment']
    const text = ['version: 1', 'engines: [claude-code@2.1, codex, ai-sdk]', 'servers:', '  infra: { catalog: x }', 'queries:', ...queries.flatMap((q, i) => [`  - query: ${q}`, `    expect: ${expects[i]}`])].join('\n')
    const evaluation = evaluate(parseManifest(text, 'm.yml'), infra)
    const out = terminalReport(reviewOf({ evaluation, manifest: 'm.yml' }), makeStyle(false), { columns: 1000 })
    // Seven expectations lost a wording: the five least found (manifest order on a tie), the rest counted.
    expect(out).toContain(
      [
        '',
        'm.yml:14: "rollback" rollback: found by 1 of 2 wordings under claude-code@2.1; lost: "rollbacks"',
        'm.yml:14: "rollback" rollback: found by 1 of 2 wordings under ai-sdk; lost: "rollbacks"',
        'm.yml:16: "deploy services" deploy_service: found by 4 of 8 wordings under claude-code@2.1; lost: "deploying services", "deploys services", "deployed services" and 1 more',
        'm.yml:16: "deploy services" deploy_service: found by 4 of 8 wordings under ai-sdk; lost: "deploying services", "deploys services", "deployed services" and 1 more',
        'm.yml:6: "deploy service" deploy_service: found by 7 of 8 wordings under claude-code@2.1; lost: "deploying services"',
        '2 more lost a wording: --json writes every wording with its rank',
        '',
        '8 queries: 8 passed, 0 failed'
      ].join('\n')
    )
  })
})
