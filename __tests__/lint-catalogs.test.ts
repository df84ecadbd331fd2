/**
 * Lint over the recorded tools/list of nine published servers loaded as one client (748
 * tools): the findings a real catalog gets. How long it takes is `npm run bench`'s to say.
 */
import { describe, expect, it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { resolveEngine } from '../src/engines/registry.js'
import { lint, lintFailsGate } from '../src/lint/index.js'
import type { Finding, LintQuery } from '../src/lint/types.js'
import { fixtureListings } from './lint-helpers.js'

const catalog = buildCatalog(fixtureListings())
const q = (query: string, ...expect: string[]): LintQuery => ({ query, line: 1, col: 1, expect, forbid: [], engines: ['claude-code@2.1'] })
const queries = [
  q('create issue', 'mcp__github__create_issue', 'mcp__gitlab__create_issue'),
  q('read file', 'mcp__filesystem__read_text_file'),
  q('send message', 'mcp__slack__slack_post_message'),
  q('take screenshot', 'mcp__playwright__browser_take_screenshot'),
  q('list calendar events', 'mcp__ms365__list-calendar-events')
]


describe('lint on nine published servers as one catalog', () => {
  // The manifest's default engine (claude-code = claude-code@2.1).
  const findings = lint({ catalog, queries, engines: [resolveEngine('claude-code@2.1')] })
  const byRule = (rule: string): Finding[] => findings.filter((f) => f.rule === rule)

  it('finds the same, rule by rule, on a second run', () => {
    expect(lint({ catalog, queries, engines: [resolveEngine('claude-code@2.1')] })).toEqual(findings)
    const counts = Object.fromEntries([...new Set(findings.map((f) => f.rule))].map((r) => [r, byRule(r).length]))
    expect(counts).toEqual({ 'deprecated-outranks-replacement': 1, 'name-length': 1, 'name-word-separator': 3, 'prerequisite-pollution': 17, 'shared-boilerplate': 15, 'self-findability': 6, 'uncovered-tool': 9, jargon: 5 })
  })

  it('flags the one full name over 64 characters, as an error', () => {
    expect(byRule('name-length').map((f) => [f.severity, f.id])).toEqual([['error', 'mcp__ms365__list-sharepoint-site-onenote-section-group-section-groups']])
    expect(lintFailsGate(findings)).toBe(true)
  })

  it('finds GitLab\'s repeated read-only paragraph and names its tools', () => {
    const gitlab = byRule('shared-boilerplate').filter((f) => f.server === 'gitlab')
    const readOnly = gitlab.find((f) => f.message.includes('It is read-only and does not mutate GitLab data'))
    expect(readOnly?.tools?.length).toBeGreaterThan(100)
    expect(readOnly?.message).toMatch(/is in the descriptions of \d+ of its 262 tools/)
  })

  it('finds notes that name other tools', () => {
    const pollution = byRule('prerequisite-pollution')
    // Only notes that, ranked again without them, move the tool out of the cut or below the tool they name.
    expect(pollution).toHaveLength(17)
    const mailRules = pollution.find((f) => f.id === 'mcp__ms365__list-mail-rules')
    expect(mailRules?.message).toBe(
      'description names `list-mail-folders` ("…r. Use the Inbox folder ID (get it from list-mail-folders) for inbox rules. Each rule has display…"): it puts the word "folders" into this description, ' +
        'which moves tools under claude-code@2.1. Under claude-code@2.1, "list mail folders" puts this tool in the top 5 (#3), taking a place from another tool. ' +
        'Move the note into the parameter\'s description in inputSchema (no tool search reads it), or say what is needed without the tool\'s name.'
    )
    // filesystem/read_file says "Use read_text_file instead", but read, text and file are its own words already.
    expect(pollution.some((f) => f.id === 'mcp__filesystem__read_file')).toBe(false)
  })

  it('finds the deprecated read_file ranked above the read_text_file it names, for "read file"', () => {
    expect(byRule('deprecated-outranks-replacement').map((f) => [f.id, f.tools, f.message])).toEqual([
      [
        'mcp__filesystem__read_file',
        ['mcp__filesystem__read_file', 'mcp__filesystem__read_text_file'],
        'deprecated (its description says DEPRECATED), yet it ranks above filesystem/read_text_file, the tool it names, for the queries of either tool: ' +
          '"read file" ranks it #1 and read_text_file #2 under claude-code@2.1. A model searching for the new tool is shown this one first. ' +
          'Keep its description to the pointer, without the new tool\'s words, or remove it.'
      ]
    ])
  })

  it('finds a tool its own name does not find: hyphenated ms365 names lose to GitLab\'s snake_case', () => {
    const getGroup = byRule('self-findability').find((f) => f.id === 'mcp__ms365__get-group')
    expect(getGroup?.message).toMatch(/"get group", do not find it: #\d+ under claude-code@2\.1/)
    expect(byRule('name-word-separator').map((f) => f.server)).toEqual(expect.arrayContaining(['ms365', 'notion']))
  })

  it('finds the words every memory tool repeats', () => {
    const memory = byRule('jargon').find((f) => f.server === 'memory')
    expect(memory?.message).toContain('"graph" (9)')
    expect(memory?.message).toContain('"knowledge" (9)')
  })

  it('names real tools and servers, in one readable line each', () => {
    const ids = new Set(catalog.tools.map((t) => t.id))
    const servers = new Set(catalog.servers.map((s) => s.name))
    for (const f of findings) {
      expect(servers.has(f.server)).toBe(true)
      if (f.id) expect(ids.has(f.id)).toBe(true)
      for (const id of f.tools ?? []) expect(ids.has(id)).toBe(true)
      expect(f.message).not.toMatch(/undefined|NaN|\[object/)
      expect(f.message.length).toBeLessThan(1200)
    }
  })

  it('with every engine, names the AI SDK name collisions too', () => {
    const all = lint({ catalog, queries, engines: ['claude-code@2.1', 'claude-code@2.0', 'codex', 'ai-sdk'].map(resolveEngine) })
    expect(all).toHaveLength(333)
    expect(all.some((f) => f.rule === 'ai-sdk-name-collision' && f.tools?.includes('mcp__gitlab__create_issue'))).toBe(true)
  })
})
