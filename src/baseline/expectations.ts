/**
 * What a pull request changed in the manifest's expectations, against the base commit's
 * manifest: queries removed, tools no longer expected or forbidden, `rank` relaxed or
 * tightened, `known_failure` added or dropped, a `wording` share lowered or raised,
 * `max_results` and `engines` changed. Each
 * relaxation comes with what it hides: the base commit's expectations of that query held
 * against this PR's catalog, so a reviewer sees the ranks a relaxed manifest no longer checks.
 */
import type { Catalog, CatalogTool } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import type { Engine } from '../engines/types.js'
import { evaluate, type EvaluateOptions } from '../evaluate/evaluate.js'
import { resolveToolRef } from '../evaluate/resolve.js'
import type { Evaluation, QueryResult } from '../evaluate/types.js'
import { ManifestError } from '../manifest/errors.js'
import { forEngine, type PerEngine } from '../manifest/per-engine.js'
import type { Manifest, QuerySpec, ToolRef } from '../manifest/types.js'
import { wordingAsk } from '../wording/index.js'
import { diffCatalogs, keyedBy } from './diff.js'
import type { CatalogChanges, ExpectationChange, ExpectationEdit, HiddenExpectation } from './types.js'

const engineOf = (id: string): Engine => resolveEngine(id)

/** The engine ids a query runs with, resolved, in order. */
function enginesOf(manifest: Manifest, q: QuerySpec, override?: readonly string[]): Engine[] {
  return (override ?? q.engines ?? manifest.engines).map(engineOf)
}

function cutOf(manifest: Manifest, engine: Engine): number {
  return forEngine(manifest.maxResults, engine) ?? engine.defaultMaxResults
}

/**
 * One edit per engine whose value differs, merged into one edit without an engine when every
 * compared engine changed alike.
 */
function perEngineEdits(field: ExpectationEdit['field'], engines: readonly Engine[], edit: (e: Engine) => Omit<ExpectationEdit, 'field' | 'engine'> | undefined): ExpectationEdit[] {
  const each = engines.map((e) => ({ engine: e.id, edit: edit(e) }))
  const changed = each.filter((x): x is { engine: string; edit: Omit<ExpectationEdit, 'field' | 'engine'> } => x.edit !== undefined)
  if (changed.length === 0) return []
  const same = changed.length === each.length && changed.every((x) => JSON.stringify(x.edit) === JSON.stringify(changed[0].edit))
  if (same) return [{ field, ...changed[0].edit }]
  return changed.map((x) => ({ field, engine: x.engine, ...x.edit }))
}

/** The catalogs on both sides and the tools this change renamed (base id → the PR's tool). */
interface Catalogs {
  base: Catalog
  head: Catalog
  renamed: ReadonlyMap<string, CatalogTool>
}

/** The tool a reference names in a catalog, or undefined. */
function toolOf(ref: string, catalog: Catalog): CatalogTool | undefined {
  const r = resolveToolRef(ref, catalog)
  return 'tool' in r ? r.tool : undefined
}

function refEdits(field: 'expect' | 'expect_any' | 'forbid', base: readonly ToolRef[], head: readonly ToolRef[], catalogs: Catalogs): ExpectationEdit[] {
  const headRefs = new Set(head.map((r) => r.ref))
  const baseRefs = new Set(base.map((r) => r.ref))
  const gone = base.filter((r) => !headRefs.has(r.ref))
  const come = head.filter((r) => !baseRefs.has(r.ref))
  // A reference that follows its tool's rename is neither: it checks the same tool.
  const follows = new Map<ToolRef, ToolRef>()
  for (const r of gone) {
    const before = toolOf(r.ref, catalogs.base)
    const now = before && catalogs.renamed.get(before.id)
    const match = now && come.find((h) => !follows.has(h) && toolOf(h.ref, catalogs.head)?.id === now.id)
    if (match) follows.set(match, r)
  }
  const followed = new Set(follows.values())
  const removed = gone.filter((r) => !followed.has(r))
  const added = come.filter((r) => !follows.has(r))
  // An expected tool no longer checked relaxes; a forbidden one no longer checked too. In
  // `expect_any` one alternative more asks less, one fewer asks more, unless the list itself
  // is new (asks more) or gone (asks less).
  const anyOf = field === 'expect_any'
  const removalRelaxes = !anyOf || head.length === 0
  const additionRelaxes = anyOf && base.length > 0
  // A tool checked in place of another, in order: the query asks as much as before, of another
  // tool (an alternative of `expect_any` is added or removed on its own).
  const replaced = anyOf ? 0 : Math.min(removed.length, added.length)
  return [
    ...[...follows].map(([h, b]): ExpectationEdit => ({ field, change: 'renamed', relaxes: false, before: b.ref, after: h.ref })),
    ...removed.slice(0, replaced).map((r, i): ExpectationEdit => ({ field, change: 'changed', relaxes: false, before: r.ref, after: added[i].ref })),
    ...removed.slice(replaced).map((r): ExpectationEdit => ({ field, change: 'removed', relaxes: removalRelaxes, before: r.ref })),
    ...added.slice(replaced).map((r): ExpectationEdit => ({ field, change: 'added', relaxes: additionRelaxes, after: r.ref }))
  ]
}

function markEdit(base: PerEngine<string> | undefined, head: PerEngine<string> | undefined, e: Engine): Omit<ExpectationEdit, 'field' | 'engine'> | undefined {
  const before = forEngine(base, e)
  const after = forEngine(head, e)
  if (before === after) return undefined
  if (before === undefined) return { change: 'added', relaxes: true, after }
  if (after === undefined) return { change: 'removed', relaxes: false, before }
  return { change: 'changed', relaxes: false, before, after }
}

/**
 * A `wording` share changed: lowered or no longer asked relaxes (fewer of the query's other
 * wordings need to find its tools), raised or newly asked tightens. Undefined: the same share.
 */
function wordingEdit(before: number | undefined, after: number | undefined): ExpectationEdit | undefined {
  if (before === after) return undefined
  const relaxes = (after ?? 0) < (before ?? 0)
  const change = before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened'
  return { field: 'wording', change, relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) }
}

/** The engines dropped (a relaxation) and added, the manifest's or a query's own. */
function engineEdits(baseEngines: readonly Engine[], headEngines: readonly Engine[]): ExpectationEdit[] {
  const headIds = new Set(headEngines.map((e) => e.id))
  const baseIds = new Set(baseEngines.map((e) => e.id))
  return [
    ...baseEngines.filter((e) => !headIds.has(e.id)).map((e): ExpectationEdit => ({ field: 'engines', change: 'removed', relaxes: true, before: e.id })),
    ...headEngines.filter((e) => !baseIds.has(e.id)).map((e): ExpectationEdit => ({ field: 'engines', change: 'added', relaxes: false, after: e.id }))
  ]
}

function queryEdits(base: Manifest, head: Manifest, b: QuerySpec, h: QuerySpec, catalogs: Catalogs, override?: readonly string[]): ExpectationEdit[] {
  const baseEngines = enginesOf(base, b, override)
  const headEngines = enginesOf(head, h, override)
  const headIds = new Set(headEngines.map((e) => e.id))
  const both = baseEngines.filter((e) => headIds.has(e.id))
  const edits: ExpectationEdit[] = [
    ...refEdits('expect', b.expect, h.expect, catalogs),
    ...refEdits('expect_any', b.expectAny, h.expectAny, catalogs),
    ...refEdits('forbid', b.forbid, h.forbid, catalogs)
  ]
  // A query's own `engines` (the manifest's are compared once, manifest-wide).
  if (!override && (b.engines !== undefined || h.engines !== undefined)) edits.push(...engineEdits(baseEngines, headEngines))
  edits.push(
    ...perEngineEdits('rank', both, (e) => {
      const before = forEngine(b.rank, e)
      const after = forEngine(h.rank, e)
      if (before === after) return undefined
      // No `rank` is the cut: compare what each side asks for.
      const relaxes = (after ?? cutOf(head, e)) > (before ?? cutOf(base, e))
      return { change: before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened', relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) }
    }),
    ...perEngineEdits('known_failure', both, (e) => markEdit(b.knownFailure, h.knownFailure, e))
  )
  // The share the query asks, its own or the manifest's; the manifest's own change is one manifest-wide edit.
  const wording = b.wording !== h.wording ? wordingEdit(wordingAsk(b, base)?.min, wordingAsk(h, head)?.min) : undefined
  if (wording) edits.push(wording)
  return edits
}

/** The manifest-wide edits: engines, `wording` and `max_results`. */
function manifestEdits(base: Manifest, head: Manifest, override?: readonly string[]): ExpectationEdit[] {
  const baseEngines = (override ?? base.engines).map(engineOf)
  const headEngines = (override ?? head.engines).map(engineOf)
  const edits: ExpectationEdit[] = override ? [] : engineEdits(baseEngines, headEngines)
  const wording = wordingEdit(base.wording?.off ? undefined : base.wording?.min, head.wording?.off ? undefined : head.wording?.min)
  if (wording) edits.push(wording)
  edits.push(
    ...perEngineEdits(
      'max_results',
      headEngines.filter((e) => baseEngines.some((x) => x.id === e.id)),
      (e) => {
        const before = cutOf(base, e)
        const after = cutOf(head, e)
        if (before === after) return undefined
        return { change: after > before ? 'relaxed' : 'tightened', relaxes: after > before, before: String(before), after: String(after) }
      }
    )
  )
  return edits
}

export interface ExpectationDiffInput {
  base: Manifest
  head: Manifest
  /** The base commit's evaluation, for the ranks the base had. */
  baseEvaluation: Evaluation
  /** The base commit's catalog: what the base manifest's references named. */
  baseCatalog: Catalog
  /** This PR's catalog: the base's expectations of a relaxed query are ranked on it. */
  headCatalog: Catalog
  /** Replaces both manifests' engines (`--engine`, the `engines` input). */
  engines?: string[]
  /** How the head was judged (neighbours). */
  judge?: EvaluateOptions['judge']
  /** diffCatalogs of the two catalogs, when the caller has it already. */
  catalogChanges?: CatalogChanges
}

/** The base commit's expectations of `b` on this PR's catalog, without its mark: what a relaxation no longer checks. */
function hiddenBy(input: ExpectationDiffInput, b: QuerySpec, baseQuery: QueryResult | undefined, catalogs: Catalogs, prepared: EvaluateOptions['prepared']): HiddenExpectation[] | string {
  // A tool renamed since is ranked under its new name, and reported under the name the base wrote.
  const written = new Map<string, string>()
  const follow = (refs: readonly ToolRef[]): ToolRef[] =>
    refs.map((r) => {
      const before = toolOf(r.ref, catalogs.base)
      const now = before && !toolOf(r.ref, catalogs.head) ? catalogs.renamed.get(before.id) : undefined
      if (!now) return r
      written.set(now.id, r.ref)
      return { ...r, ref: now.id }
    })
  // The base's ranks, and the share of wordings it asked (measured only where it asked one).
  const min = wordingAsk(b, input.base)?.min
  const spec: QuerySpec = { ...b, expect: follow(b.expect), expectAny: follow(b.expectAny), forbid: follow(b.forbid), knownFailure: undefined, wording: min ?? false }
  let evaluation: Evaluation
  try {
    evaluation = evaluate({ ...input.base, queries: [spec] }, input.headCatalog, { engines: input.engines, advice: false, prepared, ...(input.judge ? { judge: input.judge } : {}) })
  } catch (err) {
    if (err instanceof ManifestError) return err.issues.map((i) => i.message).join('; ')
    throw err
  }
  return Object.values(evaluation.queries[0].engines).flatMap((r) =>
    r.expectations.map((e) => {
      const ref = written.get(e.ref) ?? e.ref
      const before = baseQuery?.engines[r.engine]?.expectations.find((x) => x.kind === e.kind && x.ref === ref)
      const w = e.kind === 'expect' && e.wording?.min !== undefined ? { wording: { min: e.wording.min, found: e.wording.found, total: e.wording.total } } : {}
      return { engine: r.engine, kind: e.kind, ref, ...(written.has(e.ref) ? { renamedTo: e.tool } : {}), baseRank: before?.rank ?? null, rank: e.rank, within: e.within, maxResults: r.maxResults, ...w, pass: e.pass && (e.wording?.pass ?? true) }
    })
  )
}

/** Every change of the manifest's expectations, manifest-wide edits first, then per query in the base's order. */
export function diffExpectations(input: ExpectationDiffInput): ExpectationChange[] {
  const { base, head } = input
  const changes: ExpectationChange[] = []
  const wide = manifestEdits(base, head, input.engines)
  if (wide.length) changes.push({ query: null, line: 1, side: 'head', edits: wide, relaxes: wide.some((e) => e.relaxes), hidden: [] })
  const heads = keyedBy(head.queries, (q) => q.query)
  const baseResults = keyedBy(input.baseEvaluation.queries, (q) => q.query)
  const prepared: EvaluateOptions['prepared'] = new Map()
  const headById = new Map(input.headCatalog.tools.map((t) => [t.id, t] as const))
  const renamed = new Map((input.catalogChanges ?? diffCatalogs(input.baseCatalog, input.headCatalog)).renamed.map((r) => [r.from, headById.get(r.to)!] as const))
  const catalogs: Catalogs = { base: input.baseCatalog, head: input.headCatalog, renamed }
  for (const [key, b] of keyedBy(base.queries, (q) => q.query)) {
    const h = heads.get(key)
    const edits = h ? queryEdits(base, head, b, h, catalogs, input.engines) : [{ field: 'query' as const, change: 'removed' as const, relaxes: true }]
    if (edits.length === 0) continue
    const relaxes = edits.some((e) => e.relaxes)
    const hidden = relaxes ? hiddenBy(input, b, baseResults.get(key), catalogs, prepared) : []
    changes.push({
      query: b.query,
      line: h ? h.line : b.line,
      side: h ? 'head' : 'base',
      edits,
      relaxes,
      ...(typeof hidden === 'string' ? { hidden: [], unrankable: hidden } : { hidden })
    })
  }
  return changes
}
