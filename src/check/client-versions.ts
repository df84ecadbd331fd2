/**
 * Whether the clients have moved past what this release reproduces: the newest published
 * version of each client's npm package (its `latest` tag), asked of the npm registry with a
 * short timeout. Offline, slow or failing, it finds nothing and says nothing: it never
 * changes a verdict. The action runs it by default (`check-client-versions`), the CLI's
 * `check` with `--check-client-versions`.
 */
import { CLIENT_RELEASES, isNewerThanVerified, type ClientRelease } from '../engines/releases.js'
import { VERSION } from '../version.js'

const DEFAULT_REGISTRY = 'https://registry.npmjs.org/'

/** How long both requests together may take before the check gives up, silently. */
export const REGISTRY_TIMEOUT_MS = 3000

/** The registry npm itself would ask: `npm_config_registry` (any case), else the public one. */
export function registryFromEnv(env: NodeJS.ProcessEnv): string {
  return env.npm_config_registry || env.NPM_CONFIG_REGISTRY || DEFAULT_REGISTRY
}

/** A client version newer than any this release was checked against. */
export interface NewerRelease {
  release: ClientRelease
  version: string
}

/** The `latest` tag of one package (the small dist-tags document, not the whole packument); undefined on any failure. */
async function latestTag(registry: string, npmPackage: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    const url = new URL(`-/package/${npmPackage.replace('/', '%2f')}/dist-tags`, registry.endsWith('/') ? registry : `${registry}/`)
    const response = await fetch(url, { signal, headers: { accept: 'application/json' } })
    if (!response.ok) {
      await response.body?.cancel()
      return undefined
    }
    const tags = (await response.json()) as { latest?: unknown }
    return typeof tags?.latest === 'string' ? tags.latest : undefined
  } catch {
    return undefined
  }
}

/**
 * The clients whose newest published version is newer than the one this release was checked
 * against: one request per client, in parallel, all within `timeoutMs`. Never throws.
 */
export async function newerClientReleases(registry: string, timeoutMs = REGISTRY_TIMEOUT_MS): Promise<NewerRelease[]> {
  const signal = AbortSignal.timeout(timeoutMs)
  const latest = await Promise.all(CLIENT_RELEASES.map((r) => latestTag(registry, r.npmPackage, signal)))
  return CLIENT_RELEASES.flatMap((release, i) => {
    const version = latest[i]
    return version !== undefined && isNewerThanVerified(release, version) ? [{ release, version }] : []
  })
}

/**
 * What the reports say of the newer releases of the clients a check ranked with (the families
 * of `engines`). The versions are plain x.y.z numbers: safe as markdown and in a terminal.
 */
export function newerReleaseNotices(newer: readonly NewerRelease[], engines: readonly { family: string }[]): string[] {
  const used = new Set(engines.map((e) => e.family))
  return newer
    .filter(({ release }) => used.has(release.family))
    .map(({ release, version }) => `${release.client} ${version} is out; mcp-tool-rank ${VERSION} was checked against ${release.client} up to ${release.newestVerified} (${release.checkedOn}), so its rankings may not match ${version}. A newer mcp-tool-rank may reproduce it.`)
}

/**
 * Starts the check now (when `on`), so that it runs alongside the ranking; the function it
 * returns waits for it and gives the notices for the engines a check ranked with (none when off).
 */
export function startClientVersionCheck(on: boolean, env: NodeJS.ProcessEnv): (engines: readonly { family: string }[]) => Promise<string[]> {
  const newer = on ? newerClientReleases(registryFromEnv(env)) : Promise.resolve([])
  return async (engines) => newerReleaseNotices(await newer, engines)
}
