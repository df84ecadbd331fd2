/** What both FastMCP search engines share: the version reproduced and how a server searches. */
import type { CatalogTool } from '../../catalog/types.js'

export const FASTMCP_VERSION = '4.0.10'
/** `BaseSearchTransform(max_results=5)`. */
export const FASTMCP_DEFAULT_MAX_RESULTS = 5

/**
 * The server searches every tool it holds (no pages, no `_meta` read) and lists results under
 * their own names.
 */
export const FASTMCP_FACTS = {
  family: 'fastmcp',
  versions: `fastmcp ${FASTMCP_VERSION}`,
  exact: true,
  defaultMaxResults: FASTMCP_DEFAULT_MAX_RESULTS,
  loadsAlwaysLoad: false,
  firstPageOnly: false,
  readsSearchHint: false,
  clientName: (_prepared: unknown, tool: CatalogTool): string => String(tool.rawName)
} as const
