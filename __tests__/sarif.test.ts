/**
 * The SARIF report validates against the OASIS SARIF 2.1.0 schema (vendored in
 * fixtures/sarif), has one rule per lint rule, and locates results at the manifest.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { buildCatalog } from '../src/catalog/build.js'
import { lintManifest, RULES } from '../src/lint/index.js'
import { parseManifest } from '../src/manifest/load.js'
import { sarifReport } from '../src/report/sarif.js'
import { fixtureListings } from './lint-helpers.js'

const schema = JSON.parse(readFileSync(new URL('./fixtures/sarif/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as Record<string, unknown>
const ajv = new Ajv({ allErrors: true, strict: false })
// The schema uses JSON Schema formats; ajv checks them only when they are defined.
ajv.addFormat('uri', (s: string) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(s))
ajv.addFormat('uri-reference', (s: string) => !/\s/.test(s))
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)))
const validate = ajv.compile(schema)

interface SarifLog {
  $schema: string
  version: string
  runs: Array<{
    tool: { driver: { name: string; rules: Array<{ id: string; name: string; shortDescription: { text: string }; fullDescription: { text: string }; help: { text: string }; defaultConfiguration: { level: string; enabled?: boolean } }> } }
    results: Array<{ ruleId: string; ruleIndex: number; level: string; message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number } } }>; partialFingerprints: Record<string, string> }>
  }>
}

const listings = fixtureListings().filter((l) => ['memory', 'ms365', 'slack'].includes(l.name))
const catalog = buildCatalog(listings)
const manifest = parseManifest(
  [
    'version: 1',
    'engines: [claude-code@2.1, ai-sdk]',
    'servers:',
    '  memory:',
    '    catalog: memory.tools.json',
    '  ms365:',
    '    catalog: ms365.tools.json',
    '  slack:',
    '    catalog: slack.tools.json',
    'queries:',
    '  - query: post message',
    '    expect: slack_post_message',
    'lint:',
    '  rules:',
    '    jargon: off',
    ''
  ].join('\n'),
  '.github/mcp-tool-rank.yml'
)
const findings = lintManifest(manifest, catalog)
const log = sarifReport(findings, { manifestFile: './.github/mcp-tool-rank.yml', version: '0.1.0', levels: manifest.lintRules }) as SarifLog

describe('sarifReport', () => {
  it('validates against the SARIF 2.1.0 schema', () => {
    const ok = validate(log)
    expect(validate.errors ?? []).toEqual([])
    expect(ok).toBe(true)
    expect(log.version).toBe('2.1.0')
  })

  it('rejects what the schema rejects (the validator is real)', () => {
    expect(validate({ ...log, version: '2.0.0' })).toBe(false)
    const broken = JSON.parse(JSON.stringify(log)) as SarifLog
    ;(broken.runs[0].results[0] as unknown as Record<string, unknown>).level = 'fatal'
    expect(validate(broken)).toBe(false)
  })

  it('describes every lint rule from its doc, with the configured level', () => {
    const rules = log.runs[0].tool.driver.rules
    expect(rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id))
    const boiler = rules.find((r) => r.id === 'shared-boilerplate')!
    const rule = RULES.find((r) => r.id === 'shared-boilerplate')!
    expect(boiler).toMatchObject({ name: 'SharedBoilerplate', shortDescription: { text: rule.summary }, fullDescription: { text: rule.doc }, defaultConfiguration: { level: 'warning' } })
    expect(boiler.help.text).toContain('docs/lint-rules.md#shared-boilerplate')
    expect(rules.find((r) => r.id === 'jargon')!.defaultConfiguration).toEqual({ enabled: false, level: 'note' })
    expect(rules.find((r) => r.id === 'name-length')!.defaultConfiguration).toEqual({ level: 'error' })
  })

  it('puts each result at its server\'s entry in the manifest, with the tool in the message', () => {
    const results = log.runs[0].results
    expect(results.length).toBe(findings.length)
    const long = results.find((r) => r.ruleId === 'name-length')!
    expect(long.level).toBe('error')
    expect(long.message.text).toMatch(/^ms365\/list-sharepoint-site-onenote-section-group-section-groups: /)
    expect(long.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: '.github/mcp-tool-rank.yml' }, region: { startLine: 6, startColumn: 3 } })
    expect(results.find((r) => r.ruleId === 'uncovered-tool')!.level).toBe('note')
    for (const r of results) expect(log.runs[0].tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId)
    const prints = results.map((r) => r.partialFingerprints['mcpToolRankFinding/v1'])
    expect(new Set(prints).size).toBe(prints.length)
  })

  it('is valid with no findings too', () => {
    expect(validate(sarifReport([], { manifestFile: 'm.yml', version: '0.1.0' }))).toBe(true)
  })
})
