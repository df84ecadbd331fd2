import type { Change } from './types.js'

/**
 * The policy: judged by the head's expectation, on both sides. `basePass` null means the base
 * did not rank it (a new query, engine or tool): judged by its expectation alone.
 */
export function classify(basePass: boolean | null, headPass: boolean, marked: boolean, moved: boolean): Change {
  if (!headPass && marked) return 'known-failure'
  if (basePass === null) return headPass ? 'new' : 'missing'
  if (headPass) return basePass ? (moved ? 'shift' : 'unchanged') : 'improvement'
  return basePass ? 'regression' : 'missing'
}
