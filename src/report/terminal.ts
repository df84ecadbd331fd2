import type { CatalogServer } from '../catalog/types.js'
import type { SearchResult } from '../engines/types.js'
import type { Evaluation, ExpectationResult, QueryEngineResult, QueryResult } from '../evaluate/types.js'
import { explainBreakdown, formatScore } from './explain.js'
import { plainText } from './sanitize-text.js'
import type { Style } from './style.js'

function serverLine(servers: readonly CatalogServer[], total: number): string {
  const parts = servers.map((s) => `${plainText(s.name, 60)} (${s.source}, ${s.toolCount} tool${s.toolCount === 1 ? '' : 's'}${s.pages > 1 ? `, ${s.pages} pages` : ''})`)
  return `servers: ${parts.join(' · ')} — ${total} tools`
}

function describeExpectation(e: ExpectationResult, r: QueryEngineResult): string {
  const name = plainText(e.ref, 80)
  if (e.alwaysLoaded) return `${name} always loaded`
  if (e.kind === 'forbid') {
    return e.pass ? `not ${name}` : `${name} must not be in the top ${r.maxResults} (rank ${e.rank})`
  }
  if (e.pass) return `${name} #${e.rank}${e.fragile ? ` (tie at the cut: score ${formatScore(e.score ?? 0)})` : ''}`
  if (e.rank === null) return `${name} not found (no score)`
  return `${name} #${e.rank}, needs ≤ ${e.within}${e.fragile ? ' (tied at the cut)' : ''}`
}

function statusMark(q: QueryResult, style: Style): string {
  switch (q.status) {
    case 'pass':
      return style.green('✓')
    case 'fail':
      return style.red('✗')
    case 'known-failure':
      return style.yellow('~')
    case 'fixed':
      return style.yellow('!')
    case 'report-only':
      return style.dim('·')
  }
}

export function terminalReport(evaluation: Evaluation, manifestFile: string, style: Style): string {
  const out: string[] = []
  out.push(style.bold(`mcp-tool-rank · ${manifestFile}`))
  out.push(serverLine(evaluation.servers, evaluation.toolCount))
  out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`)
  for (const s of evaluation.servers) for (const w of s.warnings) out.push(style.yellow(`warning: ${plainText(s.name, 60)}: ${plainText(w)}`))
  out.push('')
  const multi = evaluation.engines.length > 1
  const width = Math.min(40, Math.max(10, ...evaluation.queries.map((q) => plainText(q.query, 40).length)))
  for (const q of evaluation.queries) {
    const query = plainText(q.query, 40) || '(empty)'
    for (const [i, r] of Object.values(q.engines).entries()) {
      const label = i === 0 ? `${statusMark(q, style)} ${query.padEnd(width)}` : `  ${''.padEnd(width)}`
      const engine = multi ? style.dim(`[${r.engine}] `) : ''
      let detail: string
      if (r.error) detail = style.red(`client rejects the query: ${r.error}`)
      else if (r.expectations.length === 0) detail = style.dim(`top ${r.maxResults}: ${r.results.map((s) => plainText(s, 60)).join(', ') || '(nothing)'}`)
      else detail = r.expectations.map((e) => (e.pass ? describeExpectation(e, r) : style.red(describeExpectation(e, r)))).join(' · ')
      const where = q.status === 'fail' && i === 0 ? style.dim(`  ${manifestFile}:${q.line}`) : ''
      out.push(`${label}  ${engine}${detail}${where}`)
    }
    if (q.status === 'known-failure') out.push(style.dim(`  ${''.padEnd(width)}  known failure: ${plainText(q.knownFailure ?? '', 120)}`))
    if (q.status === 'fixed') out.push(style.yellow(`  ${''.padEnd(width)}  marked known_failure but passes now: remove the mark`))
  }
  out.push('')
  const s = evaluation.summary
  const parts = [`${s.passed} passed`, s.failed ? style.red(`${s.failed} failed`) : '0 failed']
  if (s.knownFailures) parts.push(`${s.knownFailures} known failure${s.knownFailures === 1 ? '' : 's'}`)
  if (s.reportOnly) parts.push(`${s.reportOnly} without expectations`)
  if (s.fragile) parts.push(style.yellow(`${s.fragile} fragile (tie at the cut)`))
  out.push(style.bold(`${s.queries} queries: ${parts.join(', ')}`))
  return out.join('\n') + '\n'
}

/** One query's ranking for `rank`, with per-term points under `--explain`. */
export function rankingReport(
  query: string,
  engineId: string,
  result: SearchResult,
  maxResults: number,
  options: { explain: boolean; limit: number; clientName?: (id: string) => string | undefined },
  style: Style
): string {
  const out: string[] = []
  out.push(style.bold(`${engineId} · "${plainText(query, 200)}" · ${result.mode} · top ${maxResults}`))
  if (result.ranking.length === 0) {
    out.push('  nothing scored: the client returns no tools for this query')
    return out.join('\n') + '\n'
  }
  const shown = result.ranking.slice(0, Math.max(options.limit, maxResults))
  const nameWidth = Math.min(60, Math.max(...shown.map((r) => plainText(r.tool, 60).length)))
  for (const r of shown) {
    const inCut = result.results.includes(r.tool)
    const mark = inCut ? ' ' : style.dim('·')
    const own = options.clientName?.(r.tool)
    const name = plainText(r.tool, 60).padEnd(nameWidth) + (own && own !== r.tool ? style.dim(` (${plainText(own, 64)})`) : '')
    const line = `${mark}${String(r.rank).padStart(4)}  ${formatScore(r.score).padStart(7)}  ${name}`
    out.push(inCut ? line : style.dim(line))
    if (options.explain && r.breakdown.length > 0) out.push(style.dim(`               ${explainBreakdown(r.breakdown, (t) => `"${plainText(t, 60)}"`)}`))
    if (r.rank === maxResults && result.ranking.length > maxResults) out.push(style.dim(`      ── cut: the client returns the ${maxResults} above ──`))
  }
  if (result.ranking.length > shown.length) out.push(style.dim(`   … ${result.ranking.length - shown.length} more scored`))
  return out.join('\n') + '\n'
}
