/** A review built as the check builds one, from the parts a test has (the default fail-on). */
import type { Baseline } from '../../src/baseline/types.js'
import type { Evaluation } from '../../src/evaluate/types.js'
import { DEFAULT_FAIL_ON } from '../../src/gate/verdict.js'
import type { Finding } from '../../src/lint/types.js'
import { buildReview, type Review } from '../../src/report/review.js'

export interface ReviewParts {
  evaluation: Evaluation
  baseline?: Baseline
  findings?: readonly Finding[]
  acceptLabel?: string
  /** How the reports name the manifest (default `.github/mcp-tool-rank.yml`). */
  manifest?: string
}

export function reviewOf({ manifest, ...parts }: ReviewParts): Review {
  return buildReview({ manifest: manifest ?? '.github/mcp-tool-rank.yml', failOn: DEFAULT_FAIL_ON, ...parts })
}
