/**
 * The clients whose releases the engines follow on npm: for each, the newest version its
 * engines were checked against and when. A newer release may rank differently; the version
 * check (src/check/client-versions.ts) compares these with what the registry says.
 */
import { compareVersions, formatVersion, NEWEST_VERIFIED, parseVersion, VERIFIED_ON } from './claude-code/versions.js'

export interface ClientRelease {
  /** The engine family that reproduces the client. */
  family: string
  /** The client's name, for people. */
  client: string
  npmPackage: string
  /** The newest client version the family's engines were checked against. */
  newestVerified: string
  /** When it was checked, YYYY-MM-DD. */
  checkedOn: string
}

export const CLIENT_RELEASES: readonly ClientRelease[] = [
  { family: 'claude-code', client: 'Claude Code', npmPackage: '@anthropic-ai/claude-code', newestVerified: formatVersion(NEWEST_VERIFIED), checkedOn: VERIFIED_ON },
  // The engine reproduces codex-rs's tool_search as published up to this release, the newest when it was read.
  { family: 'codex', client: 'Codex CLI', npmPackage: '@openai/codex', newestVerified: '0.171.0', checkedOn: '2026-11-30' }
]

/** Whether `version` (as a registry gives it) is a plain `x.y.z` newer than the newest checked; false for anything else. */
export function isNewerThanVerified(release: ClientRelease, version: string): boolean {
  const newer = parseVersion(version)
  return newer !== undefined && compareVersions(newer, parseVersion(release.newestVerified)!) > 0
}
