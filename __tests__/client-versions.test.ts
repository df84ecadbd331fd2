/**
 * The check of the clients' newest releases against what this release reproduces: over real
 * HTTP to a loopback stand-in for the npm registry, in process; then the bundled action (on by
 * default) and the CLI (`--check-client-versions`) as a user runs them. A registry that is
 * down or hangs says nothing and changes nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { newerClientReleases, newerReleaseNotices, registryFromEnv } from '../src/check/client-versions.js'
import { listEngines } from '../src/engines/registry.js'
import { CLIENT_RELEASES } from '../src/engines/releases.js'
import { VERSION } from '../src/version.js'
import { actionRunner } from './helpers/action.js'
import { ROOT, runCli, tempDir } from './helpers/cli.js'
import { GitHubApi } from './helpers/github-api.js'
import { NpmRegistry } from './helpers/npm-registry.js'

const registry = new NpmRegistry()
const api = new GitHubApi('octo', 'tools')
const tmp = tempDir('mcp-tool-rank-client-versions-')
const runAction = actionRunner(api, tmp.path)

const CLAUDE = '@anthropic-ai/claude-code'
const CODEX = '@openai/codex'
const [claudeRelease, codexRelease] = CLIENT_RELEASES
const CLAUDE_NOTICE = `Claude Code 2.1.400 is out; mcp-tool-rank ${VERSION} was checked against Claude Code up to 2.1.333 (2026-12-01), so its rankings may not match 2.1.400. A newer mcp-tool-rank may reproduce it.`

beforeAll(async () => {
  await Promise.all([registry.start(), api.start()])
})
afterAll(async () => {
  await Promise.all([registry.stop(), api.stop()])
  tmp.cleanup()
})
beforeEach(() => {
  registry.reset()
  api.reset()
})

describe('the newest releases, from the registry', () => {
  it('asks for each client\'s dist-tags and finds the one newer than the newest checked', async () => {
    registry.latest = { [CLAUDE]: '2.1.400', [CODEX]: codexRelease.newestVerified }
    expect(await newerClientReleases(registry.url)).toEqual([{ release: claudeRelease, version: '2.1.400' }])
    expect([...registry.requests].sort()).toEqual(['/-/package/@anthropic-ai%2fclaude-code/dist-tags', '/-/package/@openai%2fcodex/dist-tags'])
    registry.latest = { [CLAUDE]: '2.1.333', [CODEX]: '0.172.0' }
    expect(await newerClientReleases(registry.url.slice(0, -1))).toEqual([{ release: codexRelease, version: '0.172.0' }])
  })

  it('finds nothing in an answer that is not a plain newer version, a 404 or malformed JSON', async () => {
    registry.latest = { [CLAUDE]: '2.1.400-beta.1', [CODEX]: 172 }
    expect(await newerClientReleases(registry.url)).toEqual([])
    registry.latest = { [CLAUDE]: '2.1.332' }
    expect(await newerClientReleases(registry.url)).toEqual([])
    registry.raw = '{"latest": "2.1.400"'
    expect(await newerClientReleases(registry.url)).toEqual([])
    registry.raw = 'null'
    expect(await newerClientReleases(registry.url)).toEqual([])
  })

  it('gives up silently on a registry that hangs (within its timeout) or refuses the connection', async () => {
    registry.hanging = true
    expect(await newerClientReleases(registry.url, 50)).toEqual([])
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as { port: number }
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await newerClientReleases(`http://127.0.0.1:${port}/`)).toEqual([])
    expect(await newerClientReleases('not a url')).toEqual([])
  })

  it('speaks only of the clients a check ranked with', () => {
    const newer = [{ release: claudeRelease, version: '2.1.400' }, { release: codexRelease, version: '0.172.0' }]
    expect(newerReleaseNotices(newer, [{ family: 'claude-code' }, { family: 'ai-sdk' }])).toEqual([CLAUDE_NOTICE])
    expect(newerReleaseNotices(newer, [{ family: 'ai-sdk' }])).toEqual([])
    expect(newerReleaseNotices(newer, [{ family: 'codex' }])).toEqual([
      `Codex CLI 0.172.0 is out; mcp-tool-rank ${VERSION} was checked against Codex CLI up to 0.171.0 (2026-11-30), so its rankings may not match 0.172.0. A newer mcp-tool-rank may reproduce it.`
    ])
  })

  it('asks the registry npm would ask', () => {
    expect(registryFromEnv({ npm_config_registry: 'http://a/', NPM_CONFIG_REGISTRY: 'http://b/' })).toBe('http://a/')
    expect(registryFromEnv({ NPM_CONFIG_REGISTRY: 'http://b/' })).toBe('http://b/')
    expect(registryFromEnv({})).toBe('https://registry.npmjs.org/')
  })
})

describe("the README's engine table", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
  const section = readme.slice(readme.indexOf('\n## Engines\n'), readme.indexOf('\n### Claude Code'))
  const rows = section.split('\n').filter((l) => /^\| `[a-z][^`]*` \|/.test(l))

  it('names, per engine id, the client versions it is exact for and when they were last checked', () => {
    const cells = (id: string): string[] => rows.find((r) => r.startsWith(`| \`${id}\` |`))!.split(' | ')
    for (const engine of listEngines()) expect([engine.id, cells(engine.id)[2]]).toEqual([engine.id, engine.versions.replace('codex-rs, bm25 2.3.2', 'codex-rs with bm25 2.3.2, as published up to Codex 0.171.0')])
    for (const release of CLIENT_RELEASES) {
      const own = rows.filter((r) => r.startsWith(`| \`${release.family}`))
      expect(own.length).toBeGreaterThan(0)
      for (const row of own) expect([row, row.split(' | ')[3]]).toEqual([row, release.checkedOn])
    }
    expect(cells('claude-code@latest')[2]).toBe(claudeRelease.newestVerified)
    expect(cells('codex')[2]).toContain(`Codex ${codexRelease.newestVerified}`)
  })
})

/** A workspace ranking a stored catalog (no server to start) under Claude Code and Codex; the second query fails. */
function workspace(): string {
  const dir = join(tmp.path, 'workspace')
  mkdirSync(join(dir, '.github'), { recursive: true })
  copyFileSync(join(ROOT, 'examples/catalogs/github.tools.json'), join(dir, 'github.tools.json'))
  writeFileSync(
    join(dir, '.github/mcp-tool-rank.yml'),
    'version: 1\nengines: [claude-code@2.1, codex]\nservers:\n  github:\n    catalog: github.tools.json\nqueries:\n  - query: create issue\n    expect: github/create_issue\n  - query: list\n    expect: github/create_issue\n'
  )
  return dir
}

describe('the action (on by default) and the CLI', () => {
  const notice = `> [!NOTE]\n> ${CLAUDE_NOTICE}\n\n`

  it('a newer Claude Code is a notice in the summary and the comment; a registry that hangs says nothing, with the same verdict', async () => {
    const dir = workspace()
    const run = (): ReturnType<typeof runAction> =>
      runAction({ event: 'pull_request.json', eventName: 'pull_request', workspace: dir, inputs: { 'check-client-versions': '' }, env: { npm_config_registry: registry.url } })
    registry.latest = { [CLAUDE]: '2.1.400', [CODEX]: codexRelease.newestVerified }
    const newer = await run()
    expect(newer.code).toBe(1)
    expect(newer.summary).toContain(notice)
    expect(newer.stdout.split('\n')).toContain(`::notice::${CLAUDE_NOTICE}`)
    const [comment] = api.commentsOn(7)
    expect(comment.body).toContain(notice)

    registry.reset()
    registry.hanging = true
    const down = await run()
    expect(registry.requests).toHaveLength(2)
    expect(down.code).toBe(1)
    expect(down.summary).toBe(newer.summary.replace(notice, ''))
    expect(down.stdout).not.toContain('::notice::Claude Code')
    const strip = ({ report: _r, sarif: _s, ...outputs }: Record<string, string>): Record<string, string> => outputs
    expect(strip(down.outputs)).toEqual(strip(newer.outputs))
    expect(api.commentsOn(7).map((c) => c.body)).toEqual([comment.body.replace(notice, '')])
  })

  it('the CLI with --check-client-versions says so in the terminal and the comment preview', async () => {
    registry.latest = { [CLAUDE]: '2.1.400', [CODEX]: codexRelease.newestVerified }
    const dir = workspace()
    const run = await runCli(['check', '--check-client-versions', '--markdown', 'comment.md'], { cwd: dir, env: { npm_config_registry: registry.url } })
    expect(run.code).toBe(1)
    expect(run.stdout.split('\n')).toContain(`note: ${CLAUDE_NOTICE}`)
    expect(registry.requests).toHaveLength(2)
    expect(readFileSync(join(dir, 'comment.md'), 'utf8')).toContain(notice)
  })
})
