import type { Change } from '../baseline/types.js'
import { plural } from '../util/plural.js'

export const FAIL_ON = ['missing', 'regression', 'shift', 'lint-error'] as const
export type FailOn = (typeof FAIL_ON)[number]
export const DEFAULT_FAIL_ON: readonly FailOn[] = ['missing', 'regression']

/** One expectation of one query under one engine, as the policy judged it. */
export interface Judgement {
  query: string
  engine: string
  kind: 'expect' | 'forbid'
  ref: string
  baseRank: number | null
  headRank: number | null
  /** The base commit ranked it (a rank change can be shown). */
  compared: boolean
  change: Change
  /** A `wording` share rather than a rank: wordings found of all, on each side. */
  wording?: { min: number; base: WordingCount | null; head: WordingCount }
}

interface WordingCount {
  found: number
  total: number
}

export interface Tally {
  regressions: number
  shifts: number
  improvements: number
  missing: number
}

/** How many expectations (per engine) are regressions, shifts, improvements and missing. */
function tallyOf(all: readonly Judgement[]): Tally {
  const count = (c: Change): number => all.filter((j) => j.change === c).length
  return { regressions: count('regression'), shifts: count('shift'), improvements: count('improvement'), missing: count('missing') }
}

export interface Verdict {
  failed: boolean
  /** Why it failed, one line each, in the words of the policy. */
  reasons: string[]
  /** What did not fail but should be seen: regressions an accept label let through. */
  warnings: string[]
  /** The PR label that accepted this run's regressions. */
  acceptedBy?: string
  tally: Tally
}

function rank(n: number | null): string {
  return n === null ? '–' : `#${n}`
}

function found(w: WordingCount): string {
  return `${w.found} of ${w.total}`
}

/** `found by 5 of 8 wordings (was 8 of 8; needs 80 %)`. */
function wordingShare(w: NonNullable<Judgement['wording']>): string {
  return `found by ${found(w.head)} wordings (${w.base ? `was ${found(w.base)}; ` : ''}needs ${Math.round(w.min * 100)} %)`
}

/** `"merge branch" merge_pull_request #1 → #6 under claude-code@2.1`, for the first few. */
function listed(items: readonly Judgement[]): string {
  const shown = items.slice(0, 3).map((j) => {
    const ranks = j.wording ? wordingShare(j.wording) : j.compared ? `${rank(j.baseRank)} → ${rank(j.headRank)}` : rank(j.headRank)
    return `${JSON.stringify(j.query)} ${j.kind === 'forbid' ? 'not ' : ''}${j.ref} ${ranks} under ${j.engine}`
  })
  return shown.join(', ') + (items.length > 3 ? `, and ${items.length - 3} more` : '')
}

export interface VerdictInput {
  /** Every expectation of every query under each of its engines, as the policy classed it. */
  judgements: readonly Judgement[]
  findings?: ReadonlyArray<{ severity: string }>
  /** The accept label, when the PR carries it: regressions are then accepted, not failing. */
  acceptLabel?: string
}

/** The check's verdict: only the classes `failOn` names fail it. */
export function verdict(input: VerdictInput, failOn: readonly FailOn[]): Verdict {
  const reasons: string[] = []
  const warnings: string[] = []
  const all = input.judgements
  const of = (c: Change): Judgement[] => all.filter((j) => j.change === c)
  const regressions = of('regression')
  if (regressions.length > 0 && input.acceptLabel) {
    warnings.push(`${plural(regressions.length, 'regression')} accepted by the label \`${input.acceptLabel}\`: ${listed(regressions)}`)
  } else if (failOn.includes('regression') && regressions.length > 0) {
    reasons.push(`${plural(regressions.length, 'regression')}: ${listed(regressions)}`)
  }
  const missing = of('missing')
  if (failOn.includes('missing') && missing.length > 0) reasons.push(`${missing.length} missing: ${listed(missing)}`)
  const shifts = of('shift')
  if (failOn.includes('shift') && shifts.length > 0) reasons.push(`${plural(shifts.length, 'shift')}: ${listed(shifts)}`)
  const lintErrors = (input.findings ?? []).filter((f) => f.severity === 'error').length
  if (failOn.includes('lint-error') && lintErrors > 0) reasons.push(plural(lintErrors, 'error-level finding'))
  return {
    failed: reasons.length > 0,
    reasons,
    warnings,
    ...(regressions.length > 0 && input.acceptLabel ? { acceptedBy: input.acceptLabel } : {}),
    tally: tallyOf(all)
  }
}
