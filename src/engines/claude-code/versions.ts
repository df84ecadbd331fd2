/**
 * Claude Code client versions: which numbers were published, and how they compare. Versions
 * here are plain `major.minor.patch` numbers without pre-release tags (the client publishes
 * none), so a three-number comparison is all that is needed; no semver library.
 */

export type Version = readonly [number, number, number]

const VERSION_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/

export function parseVersion(text: string): Version | undefined {
  const m = VERSION_RE.exec(text)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined
}

export function compareVersions(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]
}

export function formatVersion(v: Version): string {
  return v.join('.')
}

export function versionOf(text: string): Version {
  const v = parseVersion(text)
  if (!v) throw new Error(`not a version: ${text}`)
  return v
}

/**
 * The published versions from the first one with tool search on, as runs of consecutive patch
 * numbers within one `major.minor` line. The gaps are numbers the registry never had (2.1.13,
 * 2.1.82, 2.1.102, 2.1.103, 2.1.106); 2.0.77 is the last 2.0 release known, 2.1.333 the newest
 * checked. To add a release, extend the last run (and its generation's last version).
 */
const PUBLISHED_RUNS: ReadonlyArray<readonly [major: number, minor: number, firstPatch: number, lastPatch: number]> = [
  [2, 0, 70, 77],
  [2, 1, 0, 12],
  [2, 1, 14, 81],
  [2, 1, 83, 101],
  [2, 1, 104, 105],
  [2, 1, 107, 333]
]

/** The first version with tool search; everything before it loads every MCP tool up front. */
export const FIRST_WITH_TOOL_SEARCH: Version = [2, 0, 70]
/**
 * The newest version the engines were checked against, and when: a newer version ranks as its
 * generation, unverified.
 */
export const NEWEST_VERIFIED: Version = (() => {
  const [major, minor, , last] = PUBLISHED_RUNS[PUBLISHED_RUNS.length - 1]
  return [major, minor, last]
})()
export const VERIFIED_ON = '2026-12-01'

/** Every version of the runs above, oldest first. */
const PUBLISHED: readonly Version[] = PUBLISHED_RUNS.flatMap(([major, minor, first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i): Version => [major, minor, first + i])
)

export function isPublished(v: Version): boolean {
  return PUBLISHED.some((p) => compareVersions(p, v) === 0)
}

/** The published versions just below and just above `v` (either may be missing). */
export function publishedNeighbours(v: Version): { below?: Version; above?: Version } {
  const above = PUBLISHED.findIndex((p) => compareVersions(p, v) > 0)
  if (above === -1) return { below: PUBLISHED[PUBLISHED.length - 1] }
  return { below: above > 0 ? PUBLISHED[above - 1] : undefined, above: PUBLISHED[above] }
}
