/**
 * Lint findings as a SARIF 2.1.0 log, for GitHub code scanning (`github/codeql-action/upload-sarif`)
 * and other SARIF viewers: one reporting descriptor per lint rule, one result per finding,
 * located at the server's entry in the manifest (the only file of the repository the finding
 * can point at: the tools themselves come from a running server). Pure.
 */
import { createHash } from 'node:crypto'
import { RULES } from '../lint/registry.js'
import type { RuleLevel } from '../lint/types.js'
import { LINT_DOCS as DOCS, PROJECT_URL as INFORMATION_URI, ruleDocUrl } from './lint-docs.js'
import type { Finding, Severity } from './review.js'

const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json'

type SarifLevel = 'error' | 'warning' | 'note' | 'none'
const LEVEL: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', info: 'note' }

export interface SarifOptions {
  /** The manifest's path relative to the repository root (forward slashes): the results' location. */
  manifestFile: string
  /** mcp-tool-rank's version. */
  version: string
  /** The manifest's `lint.rules`, so each rule's configured level (or `off`) is recorded. */
  levels?: Readonly<Record<string, RuleLevel>>
}

/** `shared-boilerplate` -> `SharedBoilerplate`: SARIF's `name` is an identifier. */
function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase())
}

/**
 * Stable across runs, so code scanning keeps one alert per finding: the rule, the server, the
 * tool and the message without its numbers (ranks and counts move with every edit).
 */
function fingerprint(f: Finding): string {
  const key = [f.rule, f.server, f.tool, f.message.replace(/\d[\d,.]*/g, '#')].join('\u0000')
  return createHash('sha256').update(key).digest('hex').slice(0, 32)
}

/** Forward slashes and no leading `./`: how code scanning matches a path in the repository. */
function repoPath(file: string): string {
  return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '')
}

export function sarifReport(findings: readonly Finding[], options: SarifOptions): object {
  const index = new Map(RULES.map((r, i) => [r.id, i] as const))
  const uri = repoPath(options.manifestFile)
  const seen = new Map<string, number>()
  const prints = findings.map((f) => {
    const p = fingerprint(f)
    const n = seen.get(p) ?? 0
    seen.set(p, n + 1)
    return n === 0 ? p : `${p}:${n}`
  })
  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'mcp-tool-rank',
            semanticVersion: options.version,
            informationUri: INFORMATION_URI,
            rules: RULES.map((r) => {
              const level = options.levels?.[r.id] ?? r.defaultSeverity
              return {
                id: r.id,
                name: ruleName(r.id),
                shortDescription: { text: r.summary },
                fullDescription: { text: r.doc },
                helpUri: ruleDocUrl(r.id),
                help: { text: `${r.doc}\n\nExamples: ${DOCS}#${r.id}`, markdown: `${r.doc}\n\nBad and good examples: [${DOCS}#${r.id}](${DOCS}#${r.id})` },
                defaultConfiguration: level === 'off' ? { enabled: false, level: LEVEL[r.defaultSeverity] } : { level: LEVEL[level] },
                properties: { tags: ['mcp', 'tool-search', 'discoverability'] }
              }
            })
          }
        },
        columnKind: 'utf16CodeUnits',
        results: findings.map((f, i) => {
          const where = f.tool ? `${f.server}/${f.tool}` : f.server
          const ruleIndex = index.get(f.rule)
          return {
            ruleId: f.rule,
            ...(ruleIndex !== undefined ? { ruleIndex } : {}),
            level: LEVEL[f.severity],
            message: { text: `${where}: ${f.message}` },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri },
                  region: { startLine: Math.max(1, f.line ?? 1), startColumn: Math.max(1, f.col ?? 1) }
                },
                logicalLocations: [{ name: f.tool || f.server, fullyQualifiedName: where, kind: f.tool ? 'function' : 'module' }]
              }
            ],
            partialFingerprints: { 'mcpToolRankFinding/v1': prints[i] }
          }
        })
      }
    ]
  }
}
