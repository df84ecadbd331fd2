/** Findings as terminal text: `mcp-tool-rank lint`, and the short section under `check`. */
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import type { Finding, Severity } from './review.js'
import { plural } from '../util/plural.js'

const ORDER: readonly Severity[] = ['error', 'warning', 'info']
const TITLE: Record<Severity, string> = { error: 'errors', warning: 'warnings', info: 'info' }

function where(f: Finding, manifestFile: string): string {
  const at = f.line !== undefined ? `${manifestFile}:${f.line}` : manifestFile
  return `${at} ${plainText(f.tool ? `${f.server}/${f.tool}` : f.server, 100)}`
}

function paint(severity: Severity, style: Style): (s: string) => string {
  return severity === 'error' ? style.red : severity === 'warning' ? style.yellow : style.dim
}

function countLine(findings: readonly Finding[]): string {
  const n = (s: Severity): number => findings.filter((f) => f.severity === s).length
  return ORDER.map((s) => (s === 'info' ? `${n(s)} info` : plural(n(s), s))).join(', ')
}

/** Every finding, grouped by severity, each with its server/tool, rule and manifest line. */
export function findingsReport(findings: readonly Finding[], manifestFile: string, style: Style): string {
  const out: string[] = []
  for (const severity of ORDER) {
    const group = findings.filter((f) => f.severity === severity)
    if (group.length === 0) continue
    out.push(style.bold(`${TITLE[severity]} (${group.length})`))
    for (const f of group) {
      out.push(`  ${paint(severity, style)(where(f, manifestFile))} ${style.dim(`[${f.rule}]`)}`)
      out.push(`    ${plainText(f.message, 600)}`)
    }
    out.push('')
  }
  out.push(style.bold(`${plural(findings.length, 'finding')}: ${countLine(findings)}`))
  return out.join('\n') + '\n'
}

/**
 * The few findings that matter most, for the end of `check`: errors and warnings first, each
 * in full, in the lines `fit` breaks it into.
 */
export function findingsSummary(findings: readonly Finding[], manifestFile: string, style: Style, fit: (line: string) => string[] = (line) => [line], max = 8): string[] {
  if (findings.length === 0) return []
  const shown = findings.filter((f) => f.severity !== 'info').slice(0, max)
  const out = [style.bold(`lint: ${countLine(findings)}`)]
  for (const f of shown) for (const line of fit(`  ${f.severity} ${where(f, manifestFile)} [${f.rule}] ${plainText(f.message, 600)}`)) out.push(paint(f.severity, style)(line))
  const rest = findings.length - shown.length
  if (rest > 0) out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'))
  return out
}
