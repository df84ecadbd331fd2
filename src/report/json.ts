import type { Evaluation } from '../evaluate/types.js'
import type { ServerListing } from '../catalog/types.js'
import type { Baseline } from '../baseline/types.js'
import type { Finding } from '../lint/types.js'
import type { FailOn, Verdict } from '../gate/verdict.js'
import type { Report } from './schema.js'

// Here, not in schema.ts: writing a report must not load zod and build the schema (start-up).
export const REPORT_VERSION = 1

/** The machine-readable report (`--json`, the action's `report` output); its shape is `reportSchema`. */
export function jsonReport(evaluation: Evaluation, listings: readonly ServerListing[], manifestFile: string, extra: { baseline?: Baseline; findings?: readonly Finding[]; verdict?: Verdict & { failOn: readonly FailOn[] } } = {}): Report {
  return {
    version: REPORT_VERSION,
    manifest: manifestFile,
    engines: evaluation.engines,
    ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
    servers: [
      ...listings.map((l) => ({
        name: l.name,
        tools: l.tools.length,
        source: l.source,
        pages: l.pages,
        ...(l.serverInfo ? { serverInfo: l.serverInfo } : {}),
        warnings: l.warnings ?? []
      })),
      // The bundled neighbours, connected after the manifest's servers.
      ...evaluation.servers.filter((s) => s.source === 'neighbour').map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, warnings: s.warnings }))
    ],
    queries: evaluation.queries.map((q) => ({
      query: q.query,
      line: q.line,
      status: q.status,
      ...(q.neighbours ? { neighbours: q.neighbours } : {}),
      ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
      engines: Object.fromEntries(
        Object.entries(q.engines).map(([id, r]) => [
          id,
          {
            maxResults: r.maxResults,
            mode: r.mode,
            results: r.results,
            // Exactly the schema's fields: an engine may carry more on its own entries.
            ranking: r.ranking.map(({ tool, score, rank, breakdown }) => ({ tool, score, rank, breakdown })),
            scored: r.scored,
            expectations: r.expectations,
            pass: r.pass,
            ...(r.cutTie ? { cutTie: r.cutTie } : {}),
            ...(r.clientNames ? { clientNames: r.clientNames } : {}),
            ...(r.error ? { error: r.error } : {}),
            ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
            status: r.status
          }
        ])
      )
    })),
    summary: evaluation.summary,
    ...(extra.findings ? { findings: extra.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })) } : {}),
    ...(extra.baseline ? { baseline: extra.baseline } : {}),
    ...(extra.verdict ? { verdict: { failOn: [...extra.verdict.failOn], failed: extra.verdict.failed, reasons: extra.verdict.reasons, warnings: extra.verdict.warnings, ...(extra.verdict.acceptedBy !== undefined ? { acceptedBy: extra.verdict.acceptedBy } : {}), tally: extra.verdict.tally } } : {})
  }
}

/**
 * The report as written to a file: one line per top-level value, and per item of a top-level
 * list (a query, a finding, a server). Indenting every level would double its size (a large
 * check's report is megabytes); one line per query keeps it readable, greppable and diffable.
 */
export function reportText(report: Report): string {
  const lines = Object.entries(report).map(([key, value]) =>
    Array.isArray(value) && value.length > 0 ? `${JSON.stringify(key)}: [\n${value.map((item) => JSON.stringify(item)).join(',\n')}\n]` : `${JSON.stringify(key)}: ${JSON.stringify(value)}`
  )
  return `{\n${lines.join(',\n')}\n}\n`
}
