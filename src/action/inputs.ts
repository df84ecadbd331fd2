import * as core from '@actions/core'
import { UsageError } from '../errors.js'
import { BASELINE_MODES, type BaselineMode } from '../baseline/obtain.js'
import type { Judge } from '../evaluate/types.js'
import { failOnChoice, type FailOnChoice } from '../gate/fail-on.js'
import type { FailOn } from '../gate/verdict.js'
import { DEFAULT_MANIFEST } from '../manifest/load.js'

export type CommentMode = 'auto' | 'always' | 'never'

const COMMENT_MODES: readonly CommentMode[] = ['auto', 'always', 'never']

/** The step's `with:` block, validated (action.yml documents each input). */
export interface ActionInputs {
  /** The manifest, relative to the working directory. */
  config: string
  workingDirectory: string
  token: string
  comment: CommentMode
  failOn: FailOn[]
  /** Replaces the manifest's engines. */
  engines?: string[]
  /** How the base commit is ranked: lock file, worktree, either (auto), or not at all. */
  baseline: BaselineMode
  /** Shell command run in the base worktree before its servers start. */
  setup?: string
  /** A JSON report of an earlier run to comment from, instead of running the check. */
  fromReport?: string
  /** With neighbours: judge the expectations alone or with them (`fail-on`'s view word). */
  judge?: Judge
  /** A pull request label that accepts its regressions (reported as a warning, not failing). */
  acceptLabel?: string
  /** Ask the npm registry whether the clients have moved past what this release reproduces. */
  checkClientVersions: boolean
}

function list(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((v) => v.trim())
    .filter(Boolean)
}

/** Reads the inputs from the INPUT_* variables the runner sets; a bad value is a UsageError. */
export function readInputs(): ActionInputs {
  const comment = (core.getInput('comment') || 'auto').toLowerCase()
  if (!COMMENT_MODES.includes(comment as CommentMode)) {
    throw new UsageError(`input \`comment\` must be one of ${COMMENT_MODES.join(', ')}, got \`${comment}\``)
  }
  let choice: FailOnChoice
  try {
    choice = failOnChoice(core.getInput('fail-on').toLowerCase())
  } catch (err) {
    throw new UsageError(`input \`fail-on\` ${(err as Error).message}`)
  }
  const baseline = (core.getInput('baseline') || 'auto').toLowerCase()
  if (!(BASELINE_MODES as readonly string[]).includes(baseline)) {
    throw new UsageError(`input \`baseline\` must be one of ${BASELINE_MODES.join(', ')}, got \`${baseline}\``)
  }
  const checkClientVersions = (core.getInput('check-client-versions') || 'true').toLowerCase()
  if (checkClientVersions !== 'true' && checkClientVersions !== 'false') {
    throw new UsageError(`input \`check-client-versions\` must be true or false, got \`${checkClientVersions}\``)
  }
  const setup = core.getInput('setup')
  const engines = list(core.getInput('engines'))
  const fromReport = core.getInput('from-report')
  const acceptLabel = core.getInput('accept-label')
  return {
    config: core.getInput('config') || DEFAULT_MANIFEST,
    workingDirectory: core.getInput('working-directory') || '.',
    token: core.getInput('github-token'),
    comment: comment as CommentMode,
    failOn: choice.failOn,
    ...(engines.length > 0 ? { engines } : {}),
    baseline: baseline as BaselineMode,
    ...(setup ? { setup } : {}),
    ...(fromReport ? { fromReport } : {}),
    ...(choice.judge ? { judge: choice.judge } : {}),
    ...(acceptLabel ? { acceptLabel } : {}),
    checkClientVersions: checkClientVersions === 'true'
  }
}
