import type { Baseline } from '../baseline/types.js'
import type { Evaluation } from '../evaluate/types.js'
import { plural } from '../util/plural.js'

export const FAIL_ON = ['missing', 'regression', 'lint-error'] as const
export type FailOn = (typeof FAIL_ON)[number]
export const DEFAULT_FAIL_ON: readonly FailOn[] = ['missing', 'regression']

/**
 * Parses a comma list such as `missing,regression`; `none` (or empty) turns the gate off. A bad
 * value throws a message that reads after the option's name: "takes a comma list of …".
 */
export function parseFailOn(text: string): FailOn[] {
  const items = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (items.length === 1 && items[0] === 'none') return []
  const bad = items.filter((i) => !(FAIL_ON as readonly string[]).includes(i))
  if (bad.length) throw new Error(`takes a comma list of ${FAIL_ON.join(', ')} or none; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`)
  return items as FailOn[]
}

export interface Verdict {
  failed: boolean
  reasons: string[]
}

/** Expected tools that rank worse than on the base commit; 0 without a base result. */
export function regressionsOf(baseline: Baseline | undefined): number {
  return baseline && baseline.source !== 'none' ? baseline.regressions : 0
}

/** The check's verdict: only expectations, rank regressions and error-level findings count. */
export function verdict(
  input: { evaluation: Evaluation; baseline?: Baseline; findings?: ReadonlyArray<{ severity: string }> },
  failOn: readonly FailOn[]
): Verdict {
  const reasons: string[] = []
  const s = input.evaluation.summary
  if (failOn.includes('missing') && s.failed > 0) {
    const names = input.evaluation.queries.filter((q) => q.status === 'fail').map((q) => JSON.stringify(q.query))
    reasons.push(`${s.failed} of ${s.queries} queries failed (${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''})`)
  }
  const regressions = regressionsOf(input.baseline)
  if (failOn.includes('regression') && regressions > 0) reasons.push(`${plural(regressions, 'expected tool')} ranked worse than on the base commit`)
  const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length
  if (failOn.includes('lint-error') && lintErrors > 0) reasons.push(plural(lintErrors, 'error-level finding'))
  return { failed: reasons.length > 0, reasons }
}
