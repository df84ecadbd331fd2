/**
 * The AI SDK has no threshold: a tool is deferred exactly when the app registers it with
 * `deferLoading: true` beside a `toolSearch()` tool (docs/engines/deferral.md).
 */
import type { Catalog } from '../../catalog/types.js'
import type { AiSdkDeferralSettings, Deferral } from './types.js'

export function aiSdkDeferral(catalog: Catalog, settings: AiSdkDeferralSettings = {}): Deferral {
  const deferred = settings.deferLoading ?? true
  return {
    verdict: deferred ? 'deferred' : 'not-deferred',
    exact: true,
    reason: deferred
      ? 'deferred if the app marks the tools `deferLoading: true` (assumed here; the SDK itself defers nothing and reads no _meta key)'
      : 'not deferred: the app registers the tools without `deferLoading: true`',
    setup: `deferLoading: ${deferred}`,
    changes: ['the app decides per tool with `deferLoading: true`; size never matters'],
    tools: catalog.tools.map((t) => ({ tool: t.id, server: t.rawServer, placement: deferred ? 'deferred' : 'up-front', why: deferred ? 'search' : 'not-deferred' })),
    servers: []
  }
}
