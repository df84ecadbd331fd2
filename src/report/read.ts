/**
 * Reads a JSON report written by an earlier run (`--json`, the action's `report` output;
 * json.ts writes it) back into the review it was written from, for the `workflow_run` recipe: the workflow with the write token comments from
 * the report of the pull_request workflow and never runs PR code. The report came through an
 * artifact the PR could have written, so its shape is checked strictly against the report's
 * schema: numbers must be numbers (they are printed unescaped), strings are escaped when
 * rendered like any other.
 */
import { readFile, stat } from 'node:fs/promises'
import type { Contribution } from '../engines/types.js'
import type { Evaluation, QueryEngineResult, QueryResult } from '../evaluate/types.js'
import { UsageError } from '../errors.js'
import { REPORT_VERSION } from './json.js'
import { buildReview, type Review } from './review.js'
import { reportSchema, type Report, type ReportEngineResult, type ReportToolTable } from './schema.js'
import { missesOf } from '../tool-table/misses.js'
import type { OwnNameRank, ToolRow, ToolRowEngine } from '../tool-table/types.js'
import { fileErrorText } from '../util/file-error.js'
import { formatCount } from '../util/plural.js'

/** The review a report was written from, its verdict the first run's. */
export function reviewFromReport(json: unknown): Review {
  const version = json !== null && typeof json === 'object' && 'version' in json ? json.version : undefined
  if (typeof version === 'number' && version !== REPORT_VERSION) {
    throw new UsageError(`the report is version ${version} of the mcp-tool-rank report, and this release reads version ${REPORT_VERSION}: run both workflows of the fork recipe with the same mcp-tool-rank release`)
  }
  const parsed = reportSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new UsageError(`the report is not an mcp-tool-rank report (version ${REPORT_VERSION}): ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  }
  const report = parsed.data
  const queries: QueryResult[] = report.queries.map((q) => ({
    query: q.query,
    line: q.line,
    col: 1,
    status: q.status,
    ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
    engines: Object.fromEntries(Object.entries(q.engines).map(([engine, r]) => [engine, engineResult(engine, r, report, report.clientNames?.[engine])])),
    ...(q.neighbours ? { neighbours: q.neighbours } : {})
  }))
  const evaluation: Evaluation = {
    engines: report.engines,
    servers: report.servers.map((s) => ({ name: s.name, source: s.source, toolCount: s.tools, pages: s.pages, warnings: s.warnings, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}) })),
    toolCount: report.servers.reduce((n, s) => n + s.tools, 0),
    queries,
    summary: report.summary,
    ...(report.neighbours ? { neighbours: report.neighbours } : {}),
    ...(report.manifestWarnings ? { manifestWarnings: report.manifestWarnings } : {}),
    ...(report.deferral ? { deferral: deferralOf(report) } : {})
  }
  const { verdict } = report
  return buildReview({ manifest: report.manifest, evaluation, ...(report.baseline ? { baseline: report.baseline } : {}), ...(report.toolTable ? { toolTable: toolRowsOf(report.toolTable) } : {}), findings: report.findings ?? [], failOn: verdict?.failOn ?? [] }, verdict)
}

/** One engine's result as the run had it: tools by catalog id, ranking rows and contributions as objects, its client names. */
function engineResult(engine: string, r: ReportEngineResult, { tools, contributions, wordings }: Pick<Report, 'tools' | 'contributions' | 'wordings'>, names: Readonly<Record<string, string>> | undefined): QueryEngineResult {
  const { results, ranking, cutTie, expectations, ...rest } = r
  const tool = (i: number): string => tools[i]
  const contribution = (i: number): Contribution => {
    const [term, field, points] = contributions[i]
    return { term, field, points }
  }
  const kept = ranking.map(([t, score, rank, breakdown]) => ({ tool: tool(t), score, rank, breakdown: breakdown.map(contribution) }))
  const clientNames = names && Object.fromEntries(kept.filter((row) => Object.hasOwn(names, row.tool)).map((row) => [row.tool, names[row.tool]]))
  return {
    engine,
    ...rest,
    results: results.map(tool),
    ranking: kept,
    // The schema's check has made sure each wording index names an entry of `wordings`.
    expectations: expectations.map(({ wording, ...e }) => ({
      ...e,
      ...(wording ? { wording: { ...wording, variants: wording.variants.map(([w, rank, found]) => ({ query: wordings![w], rank, found })) } } : {})
    })),
    ...(cutTie ? { cutTie: { ...cutTie, inside: cutTie.inside.map(tool), outside: cutTie.outside.map(tool) } } : {}),
    ...(clientNames && Object.keys(clientNames).length > 0 ? { clientNames } : {})
  }
}

/** The tool table's rows as the run had them: each cell named again from the table's header, `misses` counted again. */
export function toolRowsOf({ engines, rows }: ReportToolTable): ToolRow[] {
  const ownName = ([rank, found]: [number | null, boolean]): OwnNameRank => ({ rank, found })
  return rows.map(({ engines: cells, alwaysLoaded, ...row }) => {
    const named = cells.map(([alone, withNeighbours, best], i): ToolRowEngine => ({
      ...engines[i],
      ...(alwaysLoaded?.includes(i) ? { alwaysLoaded: true as const } : {}),
      alone: ownName(alone),
      ...(withNeighbours ? { withNeighbours: ownName(withNeighbours) } : {}),
      ...(best ? { bestQuery: { query: best[0], line: best[1], rank: best[2] } } : {})
    }))
    const { tool, server, name, ownName: words, chars, charsEstimate } = row
    return { tool, server, name, ownName: words, engines: named, misses: missesOf(named), ...(chars !== undefined ? { chars } : {}), ...(charsEstimate ? { charsEstimate } : {}) }
  })
}

/**
 * The most of a report that is read: the artifact may come from a hostile pull request, and a
 * report mcp-tool-rank writes has a few kilobytes per query, far below this for any manifest
 * within the manifest's own 1 MiB.
 */
const MAX_REPORT_BYTES = 256 * 1024 * 1024

export async function readReport(path: string): Promise<Review> {
  let json: unknown
  try {
    const { size } = await stat(path)
    if (size > MAX_REPORT_BYTES) throw new UsageError(`the report \`${path}\` has ${formatCount(size)} bytes; at most 256 MiB are read: give the report of an mcp-tool-rank run`)
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (err) {
    if (err instanceof UsageError) throw err
    throw new UsageError(`cannot read the report \`${path}\`: ${err instanceof SyntaxError ? err.message : fileErrorText(err)}`)
  }
  return reviewFromReport(json)
}

/** The engines' deferral answers as a report keeps them: the renderers read the verdicts and the servers, not every tool. */
function deferralOf(report: Report): Evaluation['deferral'] {
  return Object.fromEntries(Object.entries(report.deferral ?? {}).map(([id, { upFront: _u, hidden: _h, ...d }]) => [id, { ...d, tools: [] }]))
}
