/**
 * Check annotations at the manifest lines: an error for each failing expectation (it shows
 * in the PR's Files view), a warning for what passes only through tie order or no longer
 * needs its `known_failure`, a notice for each known failure.
 */
import * as core from '@actions/core'
import type { Baseline } from '../baseline/types.js'
import type { Evaluation, ExpectationResult, QueryEngineResult, QueryResult } from '../evaluate/types.js'
import { annotationText } from '../report/escape-markdown.js'
import { knownFailureNotes, staleMarkNote } from '../report/known-failure.js'

/** GitHub keeps 10 annotations of each level per step; `setFailed` needs one error of them. */
const PER_LEVEL = 10

export type Level = 'error' | 'warning' | 'notice'

export interface Annotation {
  level: Level
  message: string
  line?: number
  col?: number
}

function describe(e: ExpectationResult, r: QueryEngineResult): string {
  const where = r.error ? `${r.engine} rejects the query: ${r.error}` : e.rank === null ? `not ranked by ${r.engine}` : `rank ${e.rank} under ${r.engine}`
  if (e.kind === 'forbid') return `${e.ref} must not be in the top ${r.maxResults}, but is at ${where}`
  if (e.alwaysLoaded) return `${e.ref} is always loaded`
  return `${e.ref} must be ${e.within === r.maxResults ? `in the top ${e.within}` : `at rank ${e.within} or better`}, but ${r.error ? where : `is ${where}`}`
}

/** One expectation failing under several engines is one annotation naming each. */
function grouped(q: QueryResult, pick: (e: ExpectationResult, r: QueryEngineResult) => boolean): Array<{ e: ExpectationResult; text: string[] }> {
  const byRef = new Map<string, { e: ExpectationResult; text: string[] }>()
  for (const r of Object.values(q.engines)) {
    for (const e of r.expectations) {
      if (!pick(e, r)) continue
      const key = `${e.kind}:${e.line}:${e.col}`
      const entry = byRef.get(key) ?? { e, text: [] }
      entry.text.push(describe(e, r))
      byRef.set(key, entry)
    }
  }
  return [...byRef.values()]
}

/** How the policy judged a failing expectation against the base commit, when it did. */
export interface AnnotationContext {
  baseline?: Baseline
  /** The label that accepted this run's regressions: they become warnings. */
  acceptedBy?: string
}

/** The annotations for an evaluation, in manifest order within each level. */
export function annotationsFor(evaluation: Evaluation, context: AnnotationContext = {}): Annotation[] {
  const out: Annotation[] = []
  const rows = context.baseline && context.baseline.source !== 'none' ? context.baseline.rows : []
  const regressions = new Set(rows.filter((r) => r.change === 'regression').map((r) => `${r.line}\u0000${r.engine}\u0000${r.kind}\u0000${r.ref}`))
  const isRegression = (q: QueryResult, e: ExpectationResult, r: QueryEngineResult): boolean => regressions.has(`${q.line}\u0000${r.engine}\u0000${e.kind}\u0000${e.ref}`)
  for (const q of evaluation.queries) {
    const query = `"${q.query}"`
    if (q.status === 'fail') {
      // Every failure that is not a regression is, in the policy's words, missing.
      for (const { e, text } of grouped(q, (x, r) => !x.pass && r.status === 'fail' && !isRegression(q, x, r))) out.push({ level: 'error', line: e.line, col: e.col, message: `missing: ${query}: ${text.join('; ')}` })
      const accepted = context.acceptedBy !== undefined
      for (const { e, text } of grouped(q, (x, r) => !x.pass && r.status === 'fail' && isRegression(q, x, r))) {
        const message = `regression${accepted ? ` accepted by the label ${context.acceptedBy}` : ''}: ${query} held on the base commit: ${text.join('; ')}`
        out.push({ level: accepted ? 'warning' : 'error', line: e.line, col: e.col, message })
      }
    }
    for (const note of knownFailureNotes(q)) {
      out.push({ level: 'notice', line: q.line, col: q.col, message: `${query} is a known failure${note.engine ? ` under ${note.engine}` : ''}: ${note.reason}` })
    }
    const stale = staleMarkNote(q)
    if (stale) out.push({ level: 'warning', line: q.line, col: q.col, message: `${query} ${stale}` })
    for (const { e, text } of grouped(q, (x, r) => x.pass && x.fragile && x.kind === 'expect' && r.cutTie !== undefined)) {
      out.push({ level: 'warning', line: e.line, col: e.col, message: `${query}: ${text.join('; ')}, only through tie order at the cut: any edit to a tied tool can push it out` })
    }
  }
  for (const w of evaluation.manifestWarnings ?? []) out.push({ level: 'warning', line: w.line, col: w.col, message: w.message })
  for (const server of evaluation.servers) {
    for (const w of server.warnings) out.push({ level: 'warning', message: `server ${server.name}: ${w}` })
  }
  return out
}

/**
 * Emits the annotations against `file` (relative to the repository root), at most what GitHub
 * keeps per level: past that, one last annotation says how many more the job summary lists.
 */
export function annotate(evaluation: Evaluation, file: string, context: AnnotationContext = {}): void {
  const emit = { error: core.error, warning: core.warning, notice: core.notice }
  const all = annotationsFor(evaluation, context)
  for (const level of ['error', 'warning', 'notice'] as const) {
    const list = all.filter((a) => a.level === level)
    const room = level === 'error' ? PER_LEVEL - 1 : PER_LEVEL
    const shown = list.length > room ? list.slice(0, room - 1) : list
    for (const a of shown) {
      emit[level](annotationText(a.message, 1000), a.line !== undefined ? { file, startLine: a.line, startColumn: a.col } : {})
    }
    if (shown.length < list.length) {
      emit[level](`${list.length - shown.length} more ${level === 'error' ? 'failing expectations' : `${level}s`}: the job summary lists them all`, { file })
    }
  }
}
