/** One query's ranking as `mcp-tool-rank rank` prints it. */
import type { OrderExplanation, RankedTool, SearchResult } from '../engines/types.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { explainBreakdown, formatScore } from './explain.js'

/** One query's ranking for `rank`, with per-term points under `--explain`. */
export function rankingReport(
  query: string,
  engineId: string,
  result: SearchResult,
  maxResults: number,
  options: { explain: boolean; limit: number; clientName?: (id: string) => string | undefined; order?: (ahead: string, behind: string) => OrderExplanation },
  style: Style
): string {
  const out: string[] = []
  out.push(style.bold(`${engineId} · "${plainText(query, 200)}" · ${result.mode} · top ${maxResults}`))
  if (result.ranking.length === 0) {
    out.push('  nothing scored: the client returns no tools for this query')
    return out.join('\n') + '\n'
  }
  const shown = result.ranking.slice(0, Math.max(options.limit, maxResults))
  const nameWidth = Math.min(60, shown.reduce((w, r) => Math.max(w, plainText(r.tool, 60).length), 0))
  /** With --explain: why a tool is below the one before it, said once each time the reason changes (Codex's promoted tools are not in order of score). */
  let lastReason = 'score'
  let previous: RankedTool | undefined
  for (const r of shown) {
    const why = options.explain && previous && options.order?.(previous.tool, r.tool)
    const promotedBy = r.breakdown.filter((c) => c.field === 'promotion').map((c) => c.term)
    const reason = why ? `${why.fact.kind}:${'server' in why.fact ? (why.fact.server ?? '') : ''}:${promotedBy.join(' ')}` : lastReason
    if (why && why.fact.kind !== 'score' && reason !== lastReason) out.push(style.dim(`      ↓ ${plainText(why.text, 400)}`))
    lastReason = reason
    previous = r
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
