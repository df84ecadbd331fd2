/**
 * Reads a JSON report written by an earlier run (the `report` output) back into an
 * evaluation, for the `workflow_run` recipe: the workflow with the write token comments from
 * the report of the pull_request workflow and never runs PR code. The report came through an
 * artifact the PR could have written, so its shape is checked strictly: numbers must be
 * numbers (they are printed unescaped), strings are escaped when rendered like any other.
 */
import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { Baseline } from '../baseline/types.js'
import type { Finding } from '../lint/types.js'
import type { Evaluation, QueryResult } from '../evaluate/types.js'
import { UsageError } from '../errors.js'
import { FAIL_ON } from '../gate/verdict.js'

const count = z.number().int().min(0)
const position = z.number().int().min(1)
const text = z.string().max(100_000)

const contribution = z.object({ term: text, field: z.enum(['name', 'name-part', 'coarse', 'coarse-part', 'full-name', 'hint', 'description', 'bm25', 'promotion']), points: z.number() })
const ranked = z.object({ tool: text, score: z.number(), rank: position, breakdown: z.array(contribution) })
const advice = z.union([
  z.object({ edits: z.array(z.object({ tool: text, field: z.enum(['description', 'searchHint']), add: z.array(text) })), projectedRank: position }),
  z.object({ unreachable: z.literal(true), neighbour: text.nullable(), bestRank: position.nullable(), reason: text })
])
const status = z.enum(['pass', 'fail', 'known-failure', 'fixed', 'report-only'])
const standing = z.object({ rank: position.nullable(), score: z.number().nullable(), pass: z.boolean() })
const neighbourView = z.object({
  alone: standing,
  withNeighbours: standing,
  crowdedBy: z.array(z.object({ tool: text, rank: position, score: z.number(), terms: z.array(z.object({ term: text, points: z.number() })) })).optional(),
  orderDependent: z.boolean().optional()
})
const passCount = z.object({ passed: count, judged: count })
const expectation = z.object({
  kind: z.enum(['expect', 'forbid']),
  ref: text,
  tool: text,
  line: position,
  col: position,
  rank: position.nullable(),
  score: z.number().nullable(),
  within: position,
  pass: z.boolean(),
  fragile: z.boolean(),
  alwaysLoaded: z.boolean(),
  advice: advice.optional(),
  neighbours: neighbourView.optional()
})
const engineResult = z.object({
  maxResults: position,
  mode: z.enum(['select', 'exact-name', 'prefix', 'keyword', 'empty', 'error']),
  results: z.array(text),
  ranking: z.array(ranked),
  expectations: z.array(expectation),
  pass: z.boolean(),
  cutTie: z.object({ score: z.number(), inside: z.array(text), outside: z.array(text) }).optional(),
  clientNames: z.record(text, text).optional(),
  error: text.optional()
})
const reportSchema = z.object({
  version: z.literal(1),
  manifest: text,
  engines: z.array(z.object({ id: text, family: text, client: text, versions: text, generation: text.optional(), exact: z.boolean(), defaultMaxResults: position })),
  servers: z.array(
    z.object({
      name: text,
      tools: count,
      source: z.enum(['stdio', 'http', 'sse', 'catalog', 'lock', 'neighbour']),
      pages: count,
      serverInfo: z.object({ name: text, version: text }).optional(),
      warnings: z.array(text)
    })
  ),
  queries: z.array(
    z.object({
      query: text,
      line: position,
      status,
      neighbours: z.object({ alone: status, withNeighbours: status }).optional(),
      knownFailure: text.optional(),
      engines: z.record(text, engineResult)
    })
  ),
  neighbours: z
    .object({ set: text.optional(), servers: z.array(text), judge: z.enum(['alone', 'with-neighbours']), alone: passCount, withNeighbours: passCount })
    .optional(),
  summary: z.object({ queries: count, passed: count, failed: count, knownFailures: count, reportOnly: count, fragile: count }),
  baseline: z.optional(baselineSchema()),
  verdict: z.optional(
    z.object({
      failOn: z.array(z.enum(FAIL_ON)),
      failed: z.boolean(),
      reasons: z.array(text),
      warnings: z.array(text),
      acceptedBy: text.optional(),
      tally: z.object({ regressions: count, shifts: count, improvements: count, missing: count })
    })
  ),
  findings: z.optional(
    z.array(
      z.object({
        rule: text,
        severity: z.enum(['error', 'warning', 'info']),
        server: text,
        tool: text,
        message: text,
        id: text.optional(),
        tools: z.array(text).optional(),
        line: position.optional(),
        col: position.optional()
      })
    )
  )
})

function baselineSchema() {
  const sha = z.string().regex(/^[0-9a-f]{4,64}$/)
  const rank = position.nullable()
  const change = z.object({
    query: text,
    line: position,
    engine: text,
    kind: z.enum(['expect', 'forbid']),
    ref: text,
    tool: text,
    maxResults: position,
    within: position,
    baseRank: rank,
    headRank: rank,
    baseScore: z.number().nullable(),
    headScore: z.number().nullable(),
    baseFound: z.boolean(),
    headFound: z.boolean(),
    basePass: z.boolean().nullable(),
    headPass: z.boolean(),
    change: z.enum(['regression', 'shift', 'improvement', 'missing', 'known-failure', 'unchanged', 'new']),
    direction: z.enum(['down', 'up', 'same']),
    crossed: z.enum(['fell-out', 'entered']).optional()
  })
  const diff = z.object({
    source: z.enum(['lock', 'worktree']),
    baseSha: sha,
    cost: z.object({ serversStarted: count, setupMs: count.optional(), totalMs: count }),
    rows: z.array(change),
    newQueries: z.array(text),
    removedQueries: z.array(text),
    resultChanges: z.array(z.object({ query: text, line: position, engine: text, base: z.array(text), head: z.array(text) })),
    catalog: z.object({
      added: z.array(text),
      removed: z.array(text),
      renamed: z.array(z.object({ from: text, to: text })),
      descriptionChanged: z.array(text),
      schemaChanged: z.array(text)
    }),
    regressions: count,
    shifts: count,
    improvements: count,
    missing: count
  })
  const none = z.object({ source: z.literal('none'), baseSha: sha.optional(), reason: text, warning: z.boolean() })
  return z.union([diff, none])
}

/** What a report carries for the comment and the summary. */
export interface ReportContents {
  evaluation: Evaluation
  baseline?: Baseline
  findings: Finding[]
  /** The label that accepted the first run's regressions. */
  acceptedBy?: string
}

/** The evaluation (and base diff) a report was written from: what the comment and the summary need of it. */
export function evaluationFromReport(json: unknown): ReportContents {
  const parsed = reportSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new UsageError(`the report is not an mcp-tool-rank report (version 1): ${issue.path.join('.') || '(root)'}: ${issue.message}`)
  }
  const report = parsed.data
  const queries: QueryResult[] = report.queries.map((q) => ({
    query: q.query,
    line: q.line,
    col: 1,
    status: q.status,
    ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
    engines: Object.fromEntries(Object.entries(q.engines).map(([engine, r]) => [engine, { ...r, engine }])),
    ...(q.neighbours ? { neighbours: q.neighbours } : {})
  }))
  const evaluation: Evaluation = {
    engines: report.engines,
    servers: report.servers.map((s) => ({ name: s.name, source: s.source, toolCount: s.tools, pages: s.pages, warnings: s.warnings, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}) })),
    toolCount: report.servers.reduce((n, s) => n + s.tools, 0),
    queries,
    summary: report.summary,
    ...(report.neighbours ? { neighbours: report.neighbours } : {})
  }
  return {
    evaluation,
    ...(report.baseline ? { baseline: report.baseline } : {}),
    findings: report.findings ?? [],
    ...(report.verdict?.acceptedBy !== undefined ? { acceptedBy: report.verdict.acceptedBy } : {})
  }
}

export async function readReport(path: string): Promise<ReportContents> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(path, 'utf8'))
  } catch (err) {
    throw new UsageError(`cannot read the report \`${path}\`: ${(err as Error).message}`)
  }
  return evaluationFromReport(json)
}
