/**
 * Codex's deferral (docs/engines/deferral.md): current builds defer every model-visible MCP
 * tool when the model supports tool search, unless the server's `omit_tools_from` keeps it
 * out of the deferred surface; older builds defer all MCP tools once 100 are connected.
 */
import type { Catalog, CatalogTool } from '../../catalog/types.js'
import { plural } from '../../util/plural.js'
import type { CodexDeferralSettings, Deferral, Placement, PlacementReason, ToolCost } from './types.js'

/** Older builds defer every MCP tool from this many on. */
export const COUNT_THRESHOLD = 100

/** Codex hides a tool only when `_meta.ui.visibility` is a list without `model` (unlike Claude Code). */
function visible(tool: CatalogTool): boolean {
  const ui = tool.meta?.ui
  if (ui === null || typeof ui !== 'object' || Array.isArray(ui)) return true
  const visibility = (ui as Record<string, unknown>).visibility
  return !Array.isArray(visibility) || visibility.includes('model')
}

export function codexDeferral(catalog: Catalog, settings: CodexDeferralSettings = {}): Deferral {
  const build = settings.build ?? 'current'
  const searchTool = settings.searchTool ?? true
  const shown = catalog.tools.filter(visible)
  const countDefers = shown.length >= COUNT_THRESHOLD
  const place = (tool: CatalogTool): { placement: Placement; why: PlacementReason } => {
    if (!visible(tool)) return { placement: 'hidden', why: 'hidden' }
    if (build === 'count') return countDefers && searchTool ? { placement: 'deferred', why: 'search' } : { placement: 'up-front', why: 'not-deferred' }
    const omit = settings.omitToolsFrom?.[tool.rawServer] ?? []
    if (searchTool && !omit.includes('deferred')) return { placement: 'deferred', why: 'search' }
    if (!omit.includes('direct')) return { placement: 'up-front', why: omit.includes('deferred') ? 'omitted' : 'not-deferred' }
    return { placement: 'hidden', why: 'omitted' }
  }
  const tools: ToolCost[] = catalog.tools.map((tool) => ({ tool: tool.id, server: tool.rawServer, ...place(tool) }))
  const deferred = tools.filter((t) => t.placement === 'deferred').length
  const loaded = tools.filter((t) => t.placement === 'up-front').length
  const verdict = deferred === 0 ? 'not-deferred' : loaded === 0 ? 'deferred' : 'partly'
  const omitted = Object.entries(settings.omitToolsFrom ?? {}).filter(([, surfaces]) => surfaces.includes('deferred')).map(([server]) => server)
  let reason: string
  if (build === 'count') {
    reason = !searchTool
      ? 'not deferred: the model has no tool search'
      : `${countDefers ? 'deferred' : 'not deferred'}: ${plural(shown.length, 'MCP tool')} connected, ${countDefers ? 'at or above' : 'below'} the ${COUNT_THRESHOLD} at which older builds defer`
  } else {
    reason = !searchTool
      ? 'not deferred: the model\'s catalog entry lacks supports_search_tool'
      : `${verdict === 'not-deferred' ? 'not deferred' : 'deferred'}: current builds defer every MCP tool when the model supports tool search${omitted.length ? `; omit_tools_from = ["deferred"] keeps ${omitted.map((s) => `\`${s}\``).join(', ')} up front` : ''}`
  }
  return {
    verdict,
    exact: true,
    reason,
    setup: `Codex ${build === 'count' ? 'before 0.147 (count rule)' : '0.147 or later'}, model ${searchTool ? 'with' : 'without'} supports_search_tool`,
    changes:
      build === 'count'
        ? [`${COUNT_THRESHOLD} or more model-visible MCP tools across all servers defer them all`, 'builds 0.147.0 and later defer every MCP tool']
        : ['omit_tools_from = ["deferred"] under [mcp_servers.<name>] keeps a server\'s tools up front', 'a model without supports_search_tool, or a provider without namespaced tools, sends every tool directly'],
    tools,
    servers: []
  }
}
