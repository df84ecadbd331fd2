/**
 * The JSON report's shape, defined once: `jsonReport` builds a `Report`, the fork recipe
 * validates a report it reads back against `reportSchema` (the report came through an
 * artifact a pull request could have written: numbers must be numbers, as they are printed
 * unescaped, and every index must name an entry of its table), and `npm run schema` writes
 * `schema/report.schema.json` from it.
 *
 * Rankings write each tool and each contribution once per report: `tools` lists the catalog
 * ids, and a ranking row, a result or a tie refers to a tool by its index there;
 * `contributions` lists each distinct `[term, field, points]` triple, and a ranking row's
 * breakdown lists indices there. A ranking row is a `[tool, score, rank, breakdown]` tuple:
 * thousands of them are much of a report, and names for their four fields would add about a
 * fifth to its size. Likewise `wordings` lists each other wording of a query once (every
 * engine measures the same), and a measured expectation's variants are `[wording, rank,
 * found]` tuples. Expectations, findings and the base diff keep names.
 */
import { z } from 'zod'
import type { Advice, Blame } from '../advice/types.js'
import type { BaselineDiff, NoBaseline } from '../baseline/types.js'
import type { ServerSource } from '../catalog/types.js'
import type { Contribution, Deferral, EngineInfo, RankedTool } from '../engines/types.js'
import type { CutTie, EvaluationSummary, ExpectationResult, NeighbourSummary, QueryEngineResult, QueryStatus } from '../evaluate/types.js'
import { FAIL_ON, type FailOn, type Verdict } from '../gate/verdict.js'
import type { Finding } from '../lint/types.js'
import type { BestQuery, OwnNameRank, ToolRow, ToolRowEngine } from '../tool-table/types.js'
import type { WordingResult, WordingVariant } from '../wording/types.js'
import { SCHEMA_URL } from '../manifest/schema.js'
import { REPORT_VERSION } from './json.js'

/** The published schema, beside the manifest's at the same release tag. */
export const REPORT_SCHEMA_URL = new URL('report.schema.json', SCHEMA_URL).href

const count = z.number().int().min(0)
const position = z.number().int().min(1)
const text = z.string().max(100_000)
const score = z.number()

const scoreField = z.enum(['name', 'name-part', 'coarse', 'coarse-part', 'full-name', 'hint', 'description', 'bm25', 'promotion'])
const toolIndex = count.describe("An index into the report's `tools`.")
const contribution = z.tuple([text, scoreField, z.number()]).describe('[term, field, points]: the points one query word earned in one field.')
const contributionIndex = count.describe("An index into the report's `contributions`.")
const wordingIndex = count.describe("An index into the report's `wordings`.")
const rankedTool = z
  .tuple([toolIndex, score, position, z.array(contributionIndex)])
  .describe('[tool, score, rank, breakdown]: the breakdown in the order the engine gives it; a word that matches twice appears twice.')

const editList = z.array(z.object({ tool: text, field: z.enum(['description', 'searchHint']), add: z.array(text) }))

const requirement = z.object({ kind: z.enum(['cut', 'rank']), n: position }).describe('What the expectation asks: a place within the cut, or its `rank: N`.')
const advice = z.union([
  z.object({ edits: editList, projectedRank: position, requirement: requirement.optional() }),
  z.object({ unreachable: z.literal(true), neighbour: text.nullable(), bestRank: position.nullable(), reason: text, requirement: requirement.optional() }),
  z.object({
    listing: z.object({ tool: text, before: text }).describe('List `tool` just before `before` in its server\'s tools/list.'),
    projectedRank: position,
    requirement,
    engines: z.array(z.object({ engine: text, rank: position.nullable(), pass: z.boolean() })).optional()
  })
])

const standingIn = z.object({ rank: position.nullable(), score: score.nullable(), pass: z.boolean() })
const neighbourView = z.object({
  alone: standingIn,
  withNeighbours: standingIn,
  crowdedBy: z.array(z.object({ tool: text, rank: position, score, terms: z.array(z.object({ term: text, points: z.number() })) })).optional(),
  orderDependent: z.boolean().optional()
})

const wording = z
  .object({
    min: z.number().min(0).max(1).optional(),
    found: count,
    total: count,
    pass: z.boolean(),
    variants: z
      .array(z.tuple([wordingIndex, position.nullable(), z.boolean()]))
      .describe("Every other wording, in the order the generator gives them: `[wording, rank, found]`, the wording an index into the report's `wordings`, the tool's rank in it (null: not scored) and whether it finds the tool."),
    advice: z.object({ edits: editList, found: count }).optional()
  })
  .describe('How many of the query\'s other wordings find the tool (`wording:` in the manifest).')

const expectation = z.object({
  kind: z.enum(['expect', 'forbid']),
  ref: text,
  tool: text,
  line: position,
  col: position,
  rank: position.nullable(),
  score: score.nullable(),
  within: position,
  pass: z.boolean(),
  fragile: z.boolean(),
  alwaysLoaded: z.boolean(),
  advice: advice.optional(),
  neighbours: neighbourView.optional(),
  wording: wording.optional(),
  anyOf: z
    .array(z.object({ ref: text, tool: text }))
    .optional()
    .describe('`expect_any`: every tool that may hold it; the expectation is the one that holds with the best rank, else the best ranked.')
})

const cutTie = z.object({ score, inside: z.array(toolIndex), outside: z.array(toolIndex).describe('The first 20 tied tools past the cut.'), more: count.optional() })

const status = z.enum(['pass', 'fail', 'known-failure', 'fixed', 'report-only'])

const engineResult = z.object({
  maxResults: position,
  mode: z.enum(['select', 'exact-name', 'prefix', 'keyword', 'empty', 'error']),
  results: z.array(toolIndex).describe('Exactly the list the client returns, in its order.'),
  ranking: z
    .array(rankedTool)
    .describe(
      'Best first: the first max(cut, 5) tools, every expected and forbidden tool, and the first 20 ahead of an expected ' +
        'tool that misses; every tool that scored with --full-rankings.'
    ),
  scored: count.describe('How many tools scored: the length of the full ranking.'),
  expectations: z.array(expectation),
  pass: z.boolean(),
  cutTie: cutTie.optional(),
  error: text.optional(),
  knownFailure: text.optional().describe('The `known_failure` mark that applies to this engine.'),
  status: status.describe("This engine's verdict on the query.")
})

const serverSource = z.enum(['stdio', 'http', 'sse', 'catalog', 'lock', 'neighbour'])

const engineInfo = z.object({ id: text, family: text, client: text, versions: text, generation: text.optional(), exact: z.boolean(), defaultMaxResults: position, verified: z.literal(false).optional(), newestVerified: text.optional(), recordedAnswers: z.literal(true).optional() })

const passCount = z.object({ passed: count, judged: count })
const neighbourSummary = z.object({ set: text.optional(), servers: z.array(text), judge: z.enum(['alone', 'with-neighbours']), alone: passCount, withNeighbours: passCount })

const summary = z.object({ queries: count, passed: count, failed: count, knownFailures: count, reportOnly: count, fragile: count })

const finding = z.object({
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

const standing = z.object({ rank: position, score })
const termDelta = z.object({ term: text, field: scoreField, before: z.number(), after: z.number() })
const blame = z.object({
  query: text,
  engine: text,
  tool: text,
  base: standing.nullable(),
  head: standing.nullable(),
  own: z.array(termDelta),
  gainers: z.array(z.object({ tool: text, base: standing.nullable(), head: standing, added: z.boolean(), deltas: z.array(termDelta) }))
})

const sha = z.string().regex(/^[0-9a-f]{4,64}$/)
const changeKind = z.enum(['regression', 'shift', 'improvement', 'missing', 'known-failure', 'unchanged', 'new'])

const baselineDiff = z.object({
  source: z.enum(['lock', 'worktree']),
  baseSha: sha,
  cost: z.object({ serversStarted: count, setupMs: count.optional(), totalMs: count }),
  rows: z.array(
    z.object({
      query: text,
      line: position,
      engine: text,
      kind: z.enum(['expect', 'forbid']),
      ref: text,
      tool: text,
      maxResults: position,
      within: position,
      baseRank: position.nullable(),
      headRank: position.nullable(),
      baseScore: score.nullable(),
      headScore: score.nullable(),
      baseFound: z.boolean(),
      headFound: z.boolean(),
      basePass: z.boolean().nullable(),
      headPass: z.boolean(),
      change: changeKind,
      direction: z.enum(['down', 'up', 'same']),
      crossed: z.enum(['fell-out', 'entered']).optional(),
      blame: blame.optional()
    })
  ),
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
  costChanges: z
    .object({ threshold: z.number(), servers: z.array(z.object({ server: text, engine: text, base: count, head: count, estimate: z.boolean() })) })
    .optional()
    .describe("Servers whose context cost (the client's measure of the tools the model sees) the PR changes by more than `threshold` percent."),
  expectations: z
    .array(
      z.object({
        query: text.nullable(),
        line: position,
        side: z.enum(['head', 'base']),
        edits: z.array(
          z.object({
            field: z.enum(['query', 'expect', 'expect_any', 'forbid', 'rank', 'known_failure', 'max_results', 'engines', 'wording']),
            change: z.enum(['added', 'removed', 'renamed', 'relaxed', 'tightened', 'changed']),
            relaxes: z.boolean(),
            engine: text.optional(),
            before: text.optional(),
            after: text.optional()
          })
        ),
        relaxes: z.boolean(),
        hidden: z.array(
          z.object({
            engine: text,
            kind: z.enum(['expect', 'forbid']),
            ref: text,
            renamedTo: text.optional(),
            baseRank: position.nullable(),
            rank: position.nullable(),
            within: position,
            maxResults: position,
            wording: z
              .object({ min: z.number(), found: count, total: count })
              .optional()
              .describe("The base's `wording` share, held on the PR's tools: how many of the query's other wordings find the tool now."),
            pass: z.boolean()
          })
        ),
        unrankable: text.optional()
      })
    )
    .optional()
    .describe("How the PR changed the manifest's expectations, against the base commit's manifest."),
  wording: z
    .array(
      z.object({
        query: text,
        line: position,
        engine: text,
        ref: text,
        tool: text,
        min: z.number().min(0).max(1),
        base: z.object({ found: count, total: count }).nullable(),
        head: z.object({ found: count, total: count }),
        basePass: z.boolean().nullable(),
        headPass: z.boolean(),
        change: changeKind
      })
    )
    .optional()
    .describe('Each `wording` share the manifest asks for, base against head.')
})
const share = z.number().min(0)
const serverCost = z.object({
  server: text,
  neighbour: z.boolean(),
  chars: count,
  upFrontChars: count,
  estimate: z.boolean(),
  share: z.object({ alone: share, withBuiltIns: share, withNeighbours: share }).optional()
})
const sizeTest = z.object({
  applies: z.boolean(),
  percent: share,
  window: count,
  tokenThreshold: count,
  charThreshold: count,
  builtInChars: count,
  builtInsEstimate: z.boolean(),
  mcpChars: count,
  total: count,
  share
})
const deferral = z.object({
  verdict: z.enum(['deferred', 'not-deferred', 'partly']),
  exact: z.boolean(),
  reason: text,
  setup: text,
  changes: z.array(text),
  servers: z.array(serverCost),
  size: sizeTest.optional(),
  upFront: z.array(text).optional().describe("The manifest's own tools the client sends in full with every request (alwaysLoad, or no deferral at all)."),
  hidden: z.array(text).optional().describe("The manifest's own tools the client never shows the model.")
})
const toolCosts = z
  .object({
    engine: text,
    chars: z
      .array(z.tuple([toolIndex, count]))
      .describe("[tool, characters] for each of the manifest's own tools: Claude Code's character measure (full name, description as cut, compact JSON of the input schema)."),
    estimate: z.array(toolIndex).optional().describe('Tools whose schema the client rewrites (a top-level anyOf/oneOf/allOf): their measure is an estimate.'),
    cut: z.array(toolIndex).optional().describe('Tools whose description the client cuts at its limit.')
  })
  .describe('What each tool costs the context when it is loaded up front.')

const verdict = z.object({
  failOn: z.array(z.enum(FAIL_ON)),
  failed: z.boolean(),
  reasons: z.array(text),
  warnings: z.array(text),
  acceptedBy: text.optional(),
  tally: z.object({ regressions: count, shifts: count, improvements: count, missing: count })
})
const ownNameRank = z.tuple([position.nullable(), z.boolean()]).describe("[rank, found]: the own name's rank (null: it does not score), and whether the client shows the tool for it.")
const toolCell = z
  .tuple([
    ownNameRank.describe("Over the manifest's servers, without bundled neighbours."),
    ownNameRank.nullable().describe('With the bundled neighbours; null when the manifest names none.'),
    z.tuple([text, position, position]).nullable().describe('[query, line, rank]: the manifest query that ranks the tool best of those that return it; null: none does.')
  ])
  .describe('[alone, withNeighbours, bestQuery]: one engine\'s cell of a row.')
const toolRow = z.object({
  tool: text,
  server: text,
  name: text,
  ownName: text.describe("The words of the tool's name, as a query."),
  engines: z.array(toolCell).describe("One cell per engine of the table's `engines`, in that order."),
  alwaysLoaded: z.array(count).optional().describe('The engines (positions in `engines`) whose client loads the tool up front: no search needed.'),
  chars: count.optional().describe("The tool's context cost in Claude Code's character measure; absent when no engine of the check measures it."),
  charsEstimate: z.literal(true).optional().describe('The character measure is an estimate (a top-level anyOf/oneOf/allOf schema).')
})
const toolTable = z
  .object({
    engines: z.array(z.object({ engine: text, maxResults: position })).describe('The engines of every row, in order, each with its cut.'),
    rows: z.array(toolRow).describe('Worst first: the most cells that miss, then the worst own-name rank, then the catalog\'s order.')
  })
  .describe('Every tool of the linted servers at a glance: what `mcp-tool-rank tools` shows.')
const noBaseline = z.object({ source: z.literal('none'), baseSha: sha.optional(), reason: text, warning: z.boolean(), details: z.array(text).optional() })

export const reportSchema = z
  .object({
    version: z.literal(REPORT_VERSION),
    manifest: text,
    engines: z.array(engineInfo),
    neighbours: neighbourSummary.optional(),
    deferral: z.record(text, deferral).optional().describe('Per engine id: whether the client defers the tools at all under the manifest\'s `deferral` setup, and why.'),
    toolCosts: toolCosts.optional(),
    servers: z.array(
      z.object({
        name: text,
        tools: count,
        source: serverSource,
        pages: count,
        serverInfo: z.object({ name: text, version: text }).optional(),
        warnings: z.array(text)
      })
    ),
    tools: z.array(text).describe('The catalog id of every tool a ranking, a result or a tie names, in the order the report first names them.'),
    clientNames: z
      .record(text, z.record(text, text))
      .optional()
      .describe("Per engine id: the client's own name of each tool in `tools` whose name differs from its MCP name (Codex's flat names)."),
    contributions: z.array(contribution).describe('Every distinct contribution a ranking row names, in the order the report first names them.'),
    wordings: z.array(text).optional().describe("Every other wording of a query that an expectation's `wording` names, in the order the report first names them."),
    queries: z.array(
      z.object({
        query: text,
        line: position,
        status,
        neighbours: z.object({ alone: status, withNeighbours: status }).optional(),
        knownFailure: text.optional(),
        engines: z.record(text, engineResult).describe('Per engine id.')
      })
    ),
    summary,
    manifestWarnings: z
      .array(z.object({ line: position, col: position, ref: text, tool: text, replacements: z.array(text), message: text }))
      .optional()
      .describe('Manifest lines worth a second look: an expectation that names a deprecated tool, with the tools it names as its replacement.'),
    findings: z.array(finding).optional(),
    toolTable: toolTable.optional(),
    baseline: z.union([baselineDiff, noBaseline]).optional(),
    verdict: verdict.optional()
  })
  .superRefine((report, ctx) => {
    // A hostile report could point past a table: the reader would render `undefined`.
    const tools = report.tools.length
    const contributions = report.contributions.length
    const wordings = report.wordings?.length ?? 0
    const check = (index: number, path: Array<string | number>): void => {
      if (index >= tools) ctx.addIssue({ code: 'custom', message: `no tool ${index}: \`tools\` lists ${tools}`, path })
    }
    report.queries.forEach((q, qi) => {
      for (const [engine, r] of Object.entries(q.engines)) {
        const at = ['queries', qi, 'engines', engine]
        r.results.forEach((t, i) => check(t, [...at, 'results', i]))
        r.ranking.forEach(([tool, , , breakdown], i) => {
          check(tool, [...at, 'ranking', i, 0])
          breakdown.forEach((c, j) => {
            if (c >= contributions) ctx.addIssue({ code: 'custom', message: `no contribution ${c}: \`contributions\` lists ${contributions}`, path: [...at, 'ranking', i, 3, j] })
          })
        })
        r.cutTie?.inside.forEach((t, i) => check(t, [...at, 'cutTie', 'inside', i]))
        r.cutTie?.outside.forEach((t, i) => check(t, [...at, 'cutTie', 'outside', i]))
        r.expectations.forEach((e, i) =>
          e.wording?.variants.forEach(([w], j) => {
            if (w >= wordings) ctx.addIssue({ code: 'custom', message: `no wording ${w}: \`wordings\` lists ${wordings}`, path: [...at, 'expectations', i, 'wording', 'variants', j, 0] })
          })
        )
      }
    })
    report.toolCosts?.chars.forEach(([t], i) => check(t, ['toolCosts', 'chars', i, 0]))
    const engines = report.toolTable?.engines.length ?? 0
    report.toolTable?.rows.forEach((row, i) => {
      if (row.engines.length !== engines) ctx.addIssue({ code: 'custom', message: `${row.engines.length} cells for the ${engines} engines of \`toolTable.engines\``, path: ['toolTable', 'rows', i, 'engines'] })
      row.alwaysLoaded?.forEach((e, j) => {
        if (e >= engines) ctx.addIssue({ code: 'custom', message: `no engine ${e}: \`toolTable.engines\` lists ${engines}`, path: ['toolTable', 'rows', i, 'alwaysLoaded', j] })
      })
    })
    for (const mark of ['estimate', 'cut'] as const) report.toolCosts?.[mark]?.forEach((t, i) => check(t, ['toolCosts', mark, i]))
  })
  .meta({ title: 'mcp-tool-rank report', description: 'What `check --json FILE` and the action\'s `report` output write.' })

export type Report = z.infer<typeof reportSchema>
export type ReportEngineResult = z.infer<typeof engineResult>
type ReportCutTie = z.infer<typeof cutTie>
export type ReportContribution = z.infer<typeof contribution>
export type ReportExpectation = z.infer<typeof expectation>
export type ReportWordingVariant = z.infer<typeof wording>['variants'][number]
export type ReportToolTable = z.infer<typeof toolTable>

/** The published JSON Schema of the report (`schema/report.schema.json`). */
export function reportJsonSchema(): Record<string, unknown> {
  const { $schema, title, description, ...rest } = z.toJSONSchema(reportSchema, { target: 'draft-7' })
  return { $schema, $id: REPORT_SCHEMA_URL, title, description, ...rest }
}

// The report carries the stages' own types: the compiler holds the schema to them.
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Holds<T extends true> = T
type Flat<T> = { [K in keyof T]: T[K] }
export type SchemaMatchesStages = [
  Holds<Equal<ReportContribution, [Contribution['term'], Contribution['field'], Contribution['points']]>>,
  // A ranking row is a tuple: a new field of RankedTool needs a place in it.
  Holds<Equal<keyof RankedTool, 'tool' | 'score' | 'rank' | 'breakdown'>>,
  Holds<Equal<z.infer<typeof rankedTool>, [number, RankedTool['score'], RankedTool['rank'], number[]]>>,
  Holds<Equal<z.infer<typeof advice>, Advice>>,
  // A measured expectation's variants are tuples: a new field of WordingVariant needs a place in them.
  Holds<Equal<Omit<z.infer<typeof expectation>, 'wording'>, Omit<ExpectationResult, 'wording'>>>,
  Holds<Equal<Omit<z.infer<typeof wording>, 'variants'>, Omit<WordingResult, 'variants'>>>,
  Holds<Equal<keyof WordingVariant, 'query' | 'rank' | 'found'>>,
  Holds<Equal<ReportWordingVariant, [number, WordingVariant['rank'], WordingVariant['found']]>>,
  Holds<Equal<keyof ReportCutTie, keyof CutTie>>,
  // Every field of a stage's result is in the report; the client names are the report's `clientNames`.
  Holds<Equal<keyof ReportEngineResult, Exclude<keyof QueryEngineResult, 'engine' | 'clientNames'>>>,
  Holds<Equal<z.infer<typeof engineInfo>, EngineInfo>>,
  Holds<Equal<z.infer<typeof serverSource>, ServerSource>>,
  Holds<Equal<z.infer<typeof summary>, EvaluationSummary>>,
  Holds<Equal<z.infer<typeof status>, QueryStatus>>,
  Holds<Equal<z.infer<typeof neighbourSummary>, NeighbourSummary>>,
  Holds<Equal<keyof z.infer<typeof deferral>, Exclude<keyof Deferral, 'tools'> | 'upFront' | 'hidden'>>,
  Holds<Equal<z.infer<typeof finding>, Finding>>,
  // A tool table's cell is a tuple and its header holds each engine's cut: a new field of a row or a cell needs a place.
  Holds<Equal<keyof ToolRow, Exclude<keyof z.infer<typeof toolRow>, 'alwaysLoaded'> | 'misses'>>,
  Holds<Equal<keyof ToolRowEngine, 'engine' | 'maxResults' | 'alwaysLoaded' | 'alone' | 'withNeighbours' | 'bestQuery'>>,
  Holds<Equal<z.infer<typeof ownNameRank>, [OwnNameRank['rank'], OwnNameRank['found']]>>,
  Holds<Equal<z.infer<typeof toolCell>[2], [BestQuery['query'], BestQuery['line'], BestQuery['rank']] | null>>,
  Holds<Equal<z.infer<typeof blame>, Blame>>,
  Holds<Equal<z.infer<typeof baselineDiff>, BaselineDiff>>,
  Holds<Equal<z.infer<typeof noBaseline>, NoBaseline>>,
  Holds<Equal<z.infer<typeof verdict>, Flat<Verdict & { failOn: FailOn[] }>>>
]
