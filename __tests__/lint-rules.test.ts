/**
 * Each lint rule on a small catalog that triggers it and one that does not.
 */
import { describe, expect, it } from '@jest/globals'
import type { RawTool } from '../src/catalog/types.js'
import { findRule, lint, RULES } from '../src/lint/index.js'
import type { Finding, LintContext, LintRule } from '../src/lint/types.js'
import { catalogOf, contextOf } from './lint-helpers.js'

function run(id: string, ctx: LintContext): Finding[] {
  const rule = findRule(id)
  if (!rule) throw new Error(`no rule ${id}`)
  return lint(ctx, { registry: [rule] })
}

const tool = (name: string, description?: string, extra: Partial<RawTool> = {}): RawTool => ({ name, ...(description !== undefined ? { description } : {}), ...extra })

describe('the registry', () => {
  it('has unique kebab-case ids, a severity, a summary and a doc paragraph for every rule', () => {
    const ids = RULES.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const r of RULES as LintRule[]) {
      expect(r.id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/)
      expect(['error', 'warning', 'info']).toContain(r.defaultSeverity)
      expect(r.summary.length).toBeGreaterThan(20)
      expect(r.doc.length).toBeGreaterThan(150)
    }
  })
})

describe('shared-boilerplate', () => {
  const note = 'Note: ensure you have retrieved the account ID and shop ID using the inventory authentication flow before calling this.'
  it('names the phrase and the tools that share it', () => {
    const c = catalogOf({
      shop: [
        tool('update_item', `Update inventory item. ${note}`),
        tool('delete_item', `Delete an inventory item. ${note}`),
        tool('list_items', `List inventory items. ${note}`),
        tool('get_item', 'Get one inventory item by SKU.')
      ]
    })
    const f = run('shared-boilerplate', contextOf(c, { queries: [{ query: 'shop id', line: 1, col: 1, expect: [], forbid: [], engines: ['claude-code@2.1'] }] }))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ rule: 'shared-boilerplate', severity: 'warning', server: 'shop', tool: 'update_item' })
    expect(f[0].tools).toEqual(['mcp__shop__update_item', 'mcp__shop__delete_item', 'mcp__shop__list_items'])
    expect(f[0].message).toContain('"Note: ensure you have retrieved the account ID and shop ID using the inventory authentication flow before calling this."')
    expect(f[0].message).toContain('3 of its 4 tools')
    expect(f[0].message).toContain('"shop", "id"')
  })

  it('ignores a phrase that only two tools share, and short common phrases', () => {
    const c = catalogOf({
      shop: [
        tool('update_item', `Update inventory item. ${note}`),
        tool('delete_item', `Delete an inventory item. ${note}`),
        tool('list_items', 'List the items of a shop.'),
        tool('get_item', 'Get one item of a shop.')
      ]
    })
    expect(run('shared-boilerplate', contextOf(c))).toEqual([])
  })
})

describe('prerequisite-pollution', () => {
  const customers = tool('list_customers', 'List customer records.')
  it('flags a description that names another tool, with the words it gains and the harm it does', () => {
    const c = catalogOf({ shop: [customers, tool('create_order', 'Creates a new order. Requires a customer ID; call list_customers first to retrieve customer records.')] })
    const f = run('prerequisite-pollution', contextOf(c, { engineIds: ['claude-code@2.1', 'claude-code@2.0'] }))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'shop', tool: 'create_order', tools: ['mcp__shop__list_customers'] })
    expect(f[0].message).toContain('names `list_customers`')
    expect(f[0].message).toContain('"list"')
    expect(f[0].message).toContain('it puts the words "list", "customers" into this description')
    // Claude Code 2.1 matches whole words (`list` inside `list_customers` does not count); 2.0 matches substrings.
    expect(f[0].message).toContain('Under claude-code@2.0, "list customers" puts this tool in the top 5 (#2)')
  })

  it('reads a one-word tool name only in backticks, and `mcp__server__tool` names', () => {
    const base = [tool('search', 'Search records.'), tool('export_all', 'Export everything.')]
    const prose = catalogOf({ s: [...base, tool('get_record', 'Get a record; search first if the id is unknown.')] })
    expect(run('prerequisite-pollution', contextOf(prose))).toEqual([])
    const ticked = catalogOf({ s: [...base, tool('get_record', 'Get a record; use `search` first if the id is unknown.')] })
    expect(run('prerequisite-pollution', contextOf(ticked)).map((f) => f.tool)).toEqual(['get_record'])
    // Claude Code 2.1 matches whole words: only 2.0, which matches substrings, scores the prefixed name's words.
    const prefixed = catalogOf({ s: [...base, tool('get_record', 'Get a record (mcp__s__export_all copies them).')] })
    expect(run('prerequisite-pollution', contextOf(prefixed))).toEqual([])
    expect(run('prerequisite-pollution', contextOf(prefixed, { engineIds: ['claude-code@2.0'] }))[0].tools).toEqual(['mcp__s__export_all'])
  })

  it('does not flag a description without another tool\'s name', () => {
    const c = catalogOf({ shop: [customers, tool('create_order', 'Creates a new order for a customer ID.')] })
    expect(run('prerequisite-pollution', contextOf(c))).toEqual([])
  })
})

describe('jargon', () => {
  const words = ['balance', 'statement', 'transfer', 'limit', 'owner']
  it('reports a word in most descriptions of a server, once per server', () => {
    const c = catalogOf({ bank: words.map((w) => tool(`get_${w}`, `Retrieves the ${w} for a verified user account id.`)) })
    const f = run('jargon', contextOf(c, { queries: [{ query: 'find account id', line: 1, col: 1, expect: [], forbid: [], engines: [] }] }))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ rule: 'jargon', severity: 'info', server: 'bank', tool: '' })
    expect(f[0].message).toContain('"account" (5)')
    expect(f[0].message).toContain('"id" (5)')
    expect(f[0].message).toContain('Your queries use "account", "id"')
    expect(f[0].message).not.toContain('"for"')
  })

  it('stays quiet below the share and on small servers', () => {
    const half = catalogOf({ bank: words.map((w, i) => tool(`get_${w}`, i < 2 ? `The ${w} of an account.` : `The ${w}.`)) })
    expect(run('jargon', contextOf(half))).toEqual([])
    const small = catalogOf({ bank: words.slice(0, 4).map((w) => tool(`get_${w}`, `The ${w} of an account.`)) })
    expect(run('jargon', contextOf(small))).toEqual([])
  })
})

describe('self-findability', () => {
  const rivals = ['members', 'owners', 'events', 'threads', 'projects'].map((w) => tool(`get_group_${w}`, `Get the ${w} of a group.`))
  it('reports a tool its own name\'s words leave below the cut, per engine', () => {
    const c = catalogOf({ mine: [tool('get-group', 'Get a group.')], rival: rivals })
    const f = run('self-findability', contextOf(c, { engineIds: ['claude-code@2.1', 'claude-code@2.0'] }))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'mine', tool: 'get-group', id: 'mcp__mine__get-group' })
    expect(f[0].message).toContain('"get group"')
    expect(f[0].message).toContain('#6 under claude-code@2.1 (top 5)')
    // Claude Code 2.0 matches `get` and `group` inside `get-group` for the same points as the rivals, and `mine` comes first.
    expect(f[0].message).not.toContain('claude-code@2.0')
    expect(f[0].message).toContain('Ahead of it: rival/get_group_members')
  })

  it('says when the tool ties at the cut and loses on catalog order', () => {
    const c = catalogOf({ rival: rivals, mine: [tool('get_group', 'Get a group.')] })
    const f = run('self-findability', contextOf(c))
    expect(f[0].message).toContain("#6 under claude-code@2.1 (top 5, tied at the cut and later in the client's tool order)")
  })

  it('passes a tool found by its own words, and skips tools the client loads up front', () => {
    const c = catalogOf({ mine: [tool('get_group', 'Get a group.'), tool('get-group-info', 'x', { _meta: { 'anthropic/alwaysLoad': true } })], rival: rivals })
    expect(run('self-findability', contextOf(c))).toEqual([])
  })

  it('respects the manifest\'s max_results', () => {
    const c = catalogOf({ mine: [tool('get-group', 'Get a group.')], rival: rivals })
    expect(run('self-findability', contextOf(c, { maxResults: { all: 6 } }))).toEqual([])
  })
})

describe('deprecated-outranks-replacement', () => {
  const text = 'Read the complete contents of a file from the file system as text.'
  const rq = (query: string): LintContext['queries'][number] => ({ query, line: 9, col: 5, expect: ['mcp__fs__read_text_file'], forbid: [], engines: ['claude-code@2.1'] })

  it('flags a deprecated tool listed first that outranks the tool it names, for the manifest\'s queries of that tool', () => {
    const c = catalogOf({ fs: [tool('read_file', `${text} DEPRECATED: use read_text_file instead.`), tool('read_text_file', text), tool('write_file', 'Write a file.')] })
    const [finding] = run('deprecated-outranks-replacement', contextOf(c, { queries: [rq('read file')] }))
    expect(finding).toMatchObject({ id: 'mcp__fs__read_file', severity: 'warning', tools: ['mcp__fs__read_file', 'mcp__fs__read_text_file'] })
    expect(finding.message).toContain('"read file" ranks it #1 and read_text_file #2 under claude-code@2.1')
  })

  it('reads the mark from the start of the description (any case), the annotations and _meta', () => {
    for (const old of [
      tool('read_file', `deprecated, use read_text_file. ${text}`),
      tool('read_file', `${text} See read_text_file.`, { annotations: { deprecated: true } as RawTool['annotations'] }),
      tool('read_file', `${text} See read_text_file.`, { _meta: { 'io.example/deprecated': 'since 2.0' } })
    ]) {
      const c = catalogOf({ fs: [old, tool('read_text_file', text)] })
      expect(run('deprecated-outranks-replacement', contextOf(c, { queries: [rq('read file')] })).map((f) => f.id)).toEqual(['mcp__fs__read_file'])
    }
  })

  it('is quiet when the replacement comes first, when the description names no tool, and for a tool not deprecated', () => {
    const pointer = catalogOf({ fs: [tool('read_file', 'Deprecated: use read_text_file.'), tool('read_text_file', text)] })
    expect(run('deprecated-outranks-replacement', contextOf(pointer, { queries: [rq('read file')] }))).toEqual([])
    const unnamed = catalogOf({ fs: [tool('read_file', `${text} DEPRECATED.`), tool('read_text_file', text)] })
    expect(run('deprecated-outranks-replacement', contextOf(unnamed, { queries: [rq('read file')] }))).toEqual([])
    const current = catalogOf({ fs: [tool('read_file', `${text} Prefer read_text_file for encodings.`), tool('read_text_file', text)] })
    expect(run('deprecated-outranks-replacement', contextOf(current, { queries: [rq('read file')] }))).toEqual([])
  })
})

describe('name-length', () => {
  it('is an error over 64 characters as mcp__server__tool, and quiet at 64', () => {
    const long = 'a'.repeat(55)
    const f = run('name-length', contextOf(catalogOf({ srv: [tool(long, 'x'), tool(long.slice(1), 'y')] })))
    expect(f.map((x) => [x.severity, x.tool])).toEqual([['error', long]])
    expect(f[0].message).toContain('is 65 characters')
    expect(f[0].message).toContain('by 1 character.')
  })
})

describe('name-characters', () => {
  it('flags names outside [A-Za-z0-9_.-] or over 128 characters', () => {
    const f = run('name-characters', contextOf(catalogOf({ s: [tool('search docs', 'x'), tool('files/read', 'x'), tool('b'.repeat(129), 'x'), tool('ok.name-1_x', 'x')] })))
    expect(f.map((x) => x.tool)).toEqual(['search docs', 'files/read', 'b'.repeat(129)])
    expect(f[0].message).toContain('whitespace (U+0020)')
    expect(f[0].message).toContain('`mcp__s__search_docs`')
    expect(f[1].message).toContain('`/`')
    expect(f[2].message).toContain('129 characters')
  })
})

describe('server-name-separator', () => {
  it('flags `__` in a server name only', () => {
    const f = run('server-name-separator', contextOf(catalogOf({ my__server: [tool('search', 'x')], my_server: [tool('search', 'x')] })))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'my__server', tool: '' })
    expect(f[0].message).toContain('reads back as server `my`')
  })
})

describe('duplicate-name', () => {
  it('is an error for the same name, or names the client maps alike, within one server', () => {
    const f = run('duplicate-name', contextOf(catalogOf({ a: [tool('x', '1'), tool('x', '2'), tool('get.user', '3'), tool('get_user', '4')], b: [tool('x', 'other server')] })))
    expect(f.map((x) => [x.severity, x.server, x.tools])).toEqual([
      ['error', 'a', ['mcp__a__x']],
      ['error', 'a', ['mcp__a__get_user']]
    ])
    expect(f[1].message).toContain('`get.user` and `get_user` all become `mcp__a__get_user`')
  })
})

describe('description-missing', () => {
  it('flags an absent, empty or blank description', () => {
    const f = run('description-missing', contextOf(catalogOf({ s: [tool('a'), tool('b', ''), tool('c', '  \n'), tool('d', 'Does d.')] })))
    expect(f.map((x) => x.tool)).toEqual(['a', 'b', 'c'])
    expect(f[0].message).toContain('has no description')
  })
})

describe('description-cut', () => {
  it('names the query words that fall after 4,096 characters', () => {
    const long = `Reports. ${'Lorem ipsum dolor sit amet. '.repeat(160)}Also finds an invoice by number.`
    expect(long.length).toBeGreaterThan(4096)
    const c = catalogOf({ s: [tool('report', long), tool('short', 'x'.repeat(4096))] })
    const q = { query: 'find invoice', line: 3, col: 5, expect: ['mcp__s__report'], forbid: [], engines: ['claude-code@2.1'] }
    const f = run('description-cut', contextOf(c, { queries: [q] }))
    expect(f.map((x) => x.tool)).toEqual(['report'])
    expect(f[0].message).toContain(`description is ${long.length.toLocaleString('en-US')} characters`)
    expect(f[0].message).toContain('"invoice" (a query expects this tool)')
    // "finds" is not the word "find" for Claude Code 2.1 (whole words only).
    expect(f[0].message).not.toContain('"find"')
    expect(f[0].message).not.toContain('"lorem"')
    expect(f[0].message).toContain('; claude-code@2.1 scores only the first 4,096.')
  })

  it('is checked only under engines that cut descriptions', () => {
    const c = catalogOf({ s: [tool('report', `${'Lorem ipsum. '.repeat(400)}invoice`)] })
    const q = { query: 'invoice', line: 3, col: 5, expect: ['mcp__s__report'], forbid: [], engines: ['codex'] }
    expect(run('description-cut', contextOf(c, { queries: [q], engineIds: ['claude-code@2.0', 'codex', 'ai-sdk'] }))).toEqual([])
  })
})

describe('paginated-tools-list', () => {
  it('flags a server with more than one page and names the tools Claude Code 2.0 cannot see', () => {
    const c = catalogOf({ p: [tool('a', 'x'), tool('b', 'x'), tool('c', 'x')], q: [tool('d', 'x')] }, { p: { pages: 2, toolPages: [1, 1, 2] } })
    const f = run('paginated-tools-list', contextOf(c))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'p', tools: ['mcp__p__c'] })
    expect(f[0].message).toContain('1 of 3 tools (c)')
  })
})

describe('contradictory-annotations', () => {
  it('flags readOnlyHint with destructiveHint: true only', () => {
    const c = catalogOf({
      s: [
        tool('wipe', 'x', { annotations: { readOnlyHint: true, destructiveHint: true } }),
        tool('read', 'x', { annotations: { readOnlyHint: true } }),
        tool('drop', 'x', { annotations: { readOnlyHint: false, destructiveHint: true } })
      ]
    })
    expect(run('contradictory-annotations', contextOf(c)).map((f) => f.tool)).toEqual(['wipe'])
  })
})

describe('uncovered-tool', () => {
  const c = catalogOf({ s: [tool('a', 'x'), tool('b', 'x'), tool('c', 'x')], other: [tool('y', 'x'), tool('z', 'x')] })
  const q = (query: string, expect: string[]) => ({ query, line: 1, col: 1, expect, forbid: [], engines: ['claude-code@2.1'] })
  it('lists tools no search query expects, as info; a select: query does not count', () => {
    const f = run('uncovered-tool', contextOf(c, { targets: new Set(['s']), queries: [q('a thing', ['mcp__s__a']), q('select:mcp__s__b', ['mcp__s__b'])] }))
    expect(f.map((x) => [x.severity, x.tool])).toEqual([
      ['info', 'b'],
      ['info', 'c']
    ])
    expect(f[0].message).toContain('only a `select:` query expects it')
  })

  it('says it once for a server none of whose tools a query expects, and nothing when all are covered', () => {
    const none = run('uncovered-tool', contextOf(c, { queries: [q('a', ['mcp__s__a']), q('b', ['mcp__s__b']), q('c', ['mcp__s__c'])] }))
    expect(none.map((x) => [x.server, x.tool])).toEqual([['other', '']])
    expect(run('uncovered-tool', contextOf(c, { targets: new Set(['s']), queries: [q('all', ['mcp__s__a', 'mcp__s__b', 'mcp__s__c'])] }))).toEqual([])
  })
})

describe('ai-sdk-name-collision', () => {
  const c = catalogOf({ mine: [tool('search', 'Search my docs.')], theirs: [tool('search', 'Search theirs.')] })
  it('flags the same bare name on two servers when ai-sdk ranks', () => {
    const f = run('ai-sdk-name-collision', contextOf(c, { engineIds: ['ai-sdk'], targets: new Set(['mine']) }))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'mine', tool: 'search', tools: ['mcp__mine__search', 'mcp__theirs__search'] })
    expect(f[0].message).toContain('also a tool of `theirs`')
  })

  it('stays quiet without ai-sdk among the engines', () => {
    expect(run('ai-sdk-name-collision', contextOf(c, { engineIds: ['claude-code@2.1'] }))).toEqual([])
  })
})

describe('name-word-separator', () => {
  it('flags hyphenated and camelCase names under claude-code@2.1 only', () => {
    const c = catalogOf({ ms: [tool('get-group', 'x'), tool('listGroups', 'x'), tool('get_user', 'x')] })
    const f = run('name-word-separator', contextOf(c))
    expect(f).toHaveLength(1)
    expect(f[0]).toMatchObject({ server: 'ms', tools: ['mcp__ms__get-group', 'mcp__ms__listGroups'] })
    expect(f[0].message).toContain('2 of its 3 tool names')
    expect(f[0].message).toContain('`get_group` would earn the full points')
    expect(f[0].message).toContain('claude-code@2.1 cuts names into parts elsewhere')
    expect(run('name-word-separator', contextOf(c, { engineIds: ['claude-code@2.0'] }))).toEqual([])
    expect(run('name-word-separator', contextOf(catalogOf({ ms: [tool('get_group', 'x'), tool('list.groups', 'x')] })))).toEqual([])
  })
})
