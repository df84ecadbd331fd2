import type { ExpectationResult, QueryEngineResult } from '../evaluate/types.js'
import type { Contribution, Deferral, ToolCost } from '../engines/types.js'
import type { ToolRow } from '../tool-table/types.js'
import type { Review } from './review.js'
import type { Report, ReportContribution, ReportEngineResult, ReportExpectation, ReportToolTable } from './schema.js'

// Here, not in schema.ts: writing a report must not load zod and build the schema (start-up).
export const REPORT_VERSION = 4

/** The machine-readable report (`--json`, the action's `report` output) of a review; its shape is `reportSchema`, and read.ts reads it back. */
export function jsonReport(review: Review): Report {
  const { evaluation, verdict } = review
  const tools = numbering((id: string) => id)
  // Field and points hold no NUL, so the term, last, needs no escaping (cheaper than JSON.stringify per ranking row).
  const contributions = numbering(({ term, field, points }: Contribution): string => `${field}\u0000${points}\u0000${term}`)
  const wordings = numbering((w: string) => w)
  const clientNames: Record<string, Record<string, string>> = {}
  const queries = evaluation.queries.map((q) => ({
    query: q.query,
    line: q.line,
    status: q.status,
    ...(q.neighbours ? { neighbours: q.neighbours } : {}),
    ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
    engines: Object.fromEntries(
      Object.entries(q.engines).map(([id, r]) => {
        // A tool's client name does not depend on the query: one map per engine.
        if (r.clientNames) Object.assign((clientNames[id] ??= {}), r.clientNames)
        return [id, engineResult(r, tools.index, contributions.index, wordings.index)]
      })
    )
  }))
  const deferral = evaluation.deferral ? deferralPart(evaluation.deferral, new Set(evaluation.servers.filter((s) => s.source === 'neighbour').map((s) => s.name)), tools.index) : {}
  return {
    version: REPORT_VERSION,
    manifest: review.manifest,
    engines: evaluation.engines,
    ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
    ...deferral,
    servers: evaluation.servers.map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}), warnings: s.warnings })),
    tools: tools.items,
    ...(Object.keys(clientNames).length > 0 ? { clientNames } : {}),
    contributions: contributions.items.map(({ term, field, points }): ReportContribution => [term, field, points]),
    ...(wordings.items.length > 0 ? { wordings: wordings.items } : {}),
    queries,
    summary: evaluation.summary,
    ...(evaluation.manifestWarnings ? { manifestWarnings: evaluation.manifestWarnings } : {}),
    findings: review.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })),
    ...(review.toolTable ? { toolTable: toolTableJson(review.toolTable) } : {}),
    ...(review.baseline ? { baseline: review.baseline } : {}),
    verdict: { failOn: [...verdict.failOn], failed: verdict.failed, reasons: verdict.reasons, warnings: verdict.warnings, ...(verdict.acceptedBy !== undefined ? { acceptedBy: verdict.acceptedBy } : {}), tally: verdict.tally }
  }
}

/**
 * The deferral answers as the report keeps them: per engine the verdict, the servers and the
 * size test, with only the exceptions among the manifest's own tools (loaded up front, hidden);
 * and each own tool's cost once, from the first engine that measures it. Every tool per engine
 * would be most of a large report.
 */
function deferralPart(deferral: Record<string, Deferral>, neighbours: ReadonlySet<string>, tool: (id: string) => number): Pick<Report, 'deferral' | 'toolCosts'> {
  const own = (d: Deferral): ToolCost[] => d.tools.filter((t) => !neighbours.has(t.server))
  const ids = (d: Deferral, placement: ToolCost['placement']): string[] => own(d).filter((t) => t.placement === placement).map((t) => t.tool)
  const answers = Object.fromEntries(
    Object.entries(deferral).map(([id, { tools: _tools, ...d }]) => {
      const upFront = ids(deferral[id], 'up-front')
      const hidden = ids(deferral[id], 'hidden')
      return [id, { ...d, ...(upFront.length ? { upFront } : {}), ...(hidden.length ? { hidden } : {}) }]
    })
  )
  const measuring = Object.entries(deferral).find(([, d]) => d.tools.some((t) => t.chars !== undefined))
  if (!measuring) return { deferral: answers }
  const [engine, d] = measuring
  const tools = own(d)
  const marked = (mark: 'estimate' | 'cut'): number[] => tools.filter((t) => t[mark] === true).map((t) => tool(t.tool))
  const estimate = marked('estimate')
  const cut = marked('cut')
  return {
    deferral: answers,
    toolCosts: { engine, chars: tools.map((t): [number, number] => [tool(t.tool), t.chars ?? 0]), ...(estimate.length ? { estimate } : {}), ...(cut.length ? { cut } : {}) }
  }
}

/**
 * The tool table as the report keeps it: each engine and its cut once, in a header, and per
 * row one `[alone, withNeighbours, bestQuery]` tuple per engine in the header's order. Named
 * fields for every cell would repeat the same keys, engine ids and cuts on every row (most of
 * the table: a row was about 700 bytes with four engines, it is about 200). `misses` is left
 * out: the reader counts it again from the cells.
 */
export function toolTableJson(rows: readonly ToolRow[]): ReportToolTable {
  const engines = (rows[0]?.engines ?? []).map(({ engine, maxResults }) => ({ engine, maxResults }))
  return {
    engines,
    rows: rows.map(({ tool, server, name, ownName, engines: cells, chars, charsEstimate }) => {
      const alwaysLoaded = cells.flatMap((c, i) => (c.alwaysLoaded ? [i] : []))
      return {
        tool,
        server,
        name,
        ownName,
        engines: cells.map(({ alone, withNeighbours, bestQuery }) => [
          [alone.rank, alone.found],
          withNeighbours ? [withNeighbours.rank, withNeighbours.found] : null,
          bestQuery ? [bestQuery.query, bestQuery.line, bestQuery.rank] : null
        ]),
        ...(alwaysLoaded.length ? { alwaysLoaded } : {}),
        ...(chars !== undefined ? { chars } : {}),
        ...(charsEstimate ? { charsEstimate } : {})
      }
    })
  }
}

/**
 * A table of the report (`tools`, `contributions`): each distinct item once, numbered in the
 * order the report first names it; `key` says which items are the same.
 */
function numbering<T>(key: (item: T) => string): { items: T[]; index: (item: T) => number } {
  const items: T[] = []
  const indices = new Map<string, number>()
  return {
    items,
    index(item) {
      const k = key(item)
      let i = indices.get(k)
      if (i === undefined) indices.set(k, (i = items.push(item) - 1))
      return i
    }
  }
}

/** An expectation as the report keeps it: each measured wording by its index in `wordings`. */
function expectationOf({ wording: w, ...e }: ExpectationResult, wording: (w: string) => number): ReportExpectation {
  return w ? { ...e, wording: { ...w, variants: w.variants.map((v) => [wording(v.query), v.rank, v.found]) } } : e
}

function engineResult(r: QueryEngineResult, tool: (id: string) => number, contribution: (c: Contribution) => number, wording: (w: string) => number): ReportEngineResult {
  return {
    maxResults: r.maxResults,
    mode: r.mode,
    results: r.results.map(tool),
    ranking: r.ranking.map((row) => [tool(row.tool), row.score, row.rank, row.breakdown.map(contribution)]),
    scored: r.scored,
    expectations: r.expectations.map((e) => expectationOf(e, wording)),
    pass: r.pass,
    ...(r.cutTie ? { cutTie: { score: r.cutTie.score, inside: r.cutTie.inside.map(tool), outside: r.cutTie.outside.map(tool), ...(r.cutTie.more !== undefined ? { more: r.cutTie.more } : {}) } } : {}),
    ...(r.error ? { error: r.error } : {}),
    ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
    status: r.status
  }
}

/**
 * The report as written to a file: one line per top-level value, and per item of a top-level
 * list (a query, a finding, a server) or of the tool table's `rows`. Indenting every level
 * would double its size (a large check's report is megabytes); one line per query keeps it
 * readable, greppable and diffable.
 */
export function reportText(report: Report): string {
  const lines = Object.entries(report).map(([key, value]) => {
    if (key === 'toolTable' && value) {
      const { engines, rows } = value as ReportToolTable
      return `"toolTable": {"engines": ${JSON.stringify(engines)}, "rows": ${listText(rows)}}`
    }
    return `${JSON.stringify(key)}: ${Array.isArray(value) ? listText(value) : JSON.stringify(value)}`
  })
  return `{\n${lines.join(',\n')}\n}\n`
}

function listText(items: readonly unknown[]): string {
  return items.length > 0 ? `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]` : '[]'
}
