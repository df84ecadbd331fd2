import type { Catalog } from '../catalog/types.js'
import { resolveEngine } from '../engines/registry.js'
import type { Engine, PreparedCatalog } from '../engines/types.js'
import { resolveToolRef } from '../evaluate/resolve.js'
import type { Manifest } from '../manifest/types.js'
import { RULES } from './registry.js'
import { withoutCopies } from './neighbour-copies.js'
import type { Finding, LintContext, LintQuery, LintRule, RuleLevel, Severity } from './types.js'

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 }

export interface LintOptions {
  /** The manifest's `lint.rules`: a level per rule id; rules not named keep their default. */
  rules?: Readonly<Record<string, RuleLevel>>
  /** Rules to run instead of the registry's (tests). */
  registry?: readonly LintRule[]
}

/** Runs every enabled rule; findings ordered by severity, then catalog order. Pure. */
export function lint(ctx: LintContext, options: LintOptions = {}): Finding[] {
  const order = new Map(ctx.catalog.servers.map((s, i) => [s.name, i] as const))
  const findings: Array<Finding & { order: number }> = []
  for (const rule of options.registry ?? RULES) {
    const level = options.rules?.[rule.id] ?? rule.defaultSeverity
    if (level === 'off') continue
    rule.check(rule.withoutNeighbourCopies ? withoutCopies(ctx) : ctx, (r) => {
      const tool = 'tool' in r ? r.tool : undefined
      const server = 'tool' in r ? r.tool.rawServer : r.server
      const pos = r.at ?? ctx.positions?.get(server)
      findings.push({
        rule: rule.id,
        severity: level,
        server,
        tool: tool?.name ?? '',
        message: r.message,
        ...(tool ? { id: tool.id } : {}),
        ...(r.tools ? { tools: r.tools } : {}),
        ...(pos ? { line: pos.line, col: pos.col } : {}),
        order: tool ? tool.index : ((order.get(server) ?? 0) - order.size) * 1e6
      })
    })
  }
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.order - b.order)
  return findings.map(({ order: _order, ...f }) => f)
}

/** True when a finding is an error: the action's `fail-on: lint-error` fails the step. */
export function lintFailsGate(findings: readonly Pick<Finding, 'severity'>[]): boolean {
  return findings.some((f) => f.severity === 'error')
}

export interface ContextOptions {
  /** Replaces the manifest's engines (and every query's own list), as `check --engine` does. */
  engines?: string[]
  /** Prepared catalogs by engine id (evaluate's `prepared` option fills it), reused when they are of this catalog. */
  prepared?: Map<string, PreparedCatalog>
}

/**
 * The lint context of a manifest and its collected catalog: queries with their tool
 * references resolved (unresolvable ones are skipped: evaluation reports them), the engines
 * of every query, and the servers to lint: the ones the manifest starts; stored catalogs
 * (`catalog:`) are competitors and are linted only when the manifest starts no server.
 */
export function lintContext(manifest: Manifest, catalog: Catalog, options: ContextOptions = {}): LintContext {
  const engines = new Map<string, Engine>()
  const use = (id: string): string => {
    const engine = resolveEngine(id)
    engines.set(engine.id, engine)
    return engine.id
  }
  const defaults = (options.engines ?? manifest.engines).map(use)
  const resolve = (refs: Manifest['queries'][number]['expect']): string[] =>
    refs.flatMap((r) => {
      const res = resolveToolRef(r.ref, catalog)
      return 'tool' in res ? [res.tool.id] : []
    })
  const queries: LintQuery[] = manifest.queries.map((q) => ({
    query: q.query,
    line: q.line,
    col: q.col,
    // A tool of `expect_any` is covered too: a query whose answer it is.
    expect: resolve([...q.expect, ...q.expectAny]),
    forbid: resolve(q.forbid),
    engines: (options.engines ? defaults : q.engines ? q.engines.map(use) : defaults).filter((id) => !engines.get(id)!.recordedAnswers)
  }))
  const live = manifest.servers.filter((s) => s.kind !== 'catalog')
  const partial = new Set(catalog.servers.filter((s) => s.search?.catalog === 'partial').map((s) => s.name))
  return {
    catalog,
    queries,
    // A server's own search answers only the manifest's queries: lint's searches are its own.
    engines: [...engines.values()].filter((e) => !e.recordedAnswers),
    maxResults: manifest.maxResults,
    // A server whose ranked search hides tools that cannot be listed is not linted: most of it is unknown.
    targets: new Set((live.length > 0 ? live : manifest.servers).map((s) => s.name).filter((name) => !partial.has(name))),
    positions: new Map(manifest.servers.map((s) => [s.name, { line: s.line, col: s.col }] as const)),
    ...(manifest.deferral ? { deferral: manifest.deferral } : {}),
    ...(options.prepared ? { prepared: options.prepared } : {})
  }
}

/** Lints a manifest's catalog with the manifest's rule levels. */
export function lintManifest(manifest: Manifest, catalog: Catalog, options: ContextOptions = {}): Finding[] {
  return lint(lintContext(manifest, catalog, options), { rules: manifest.lintRules })
}
