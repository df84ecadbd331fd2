import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { CallToolResultSchema, ToolSchema } from '@modelcontextprotocol/sdk/types.js'
import { searchCatalogKey } from '../catalog/search.js'
import type { RawTool, SearchAnswer, ServerSearch } from '../catalog/types.js'
import type { SearchConfig } from '../manifest/types.js'
import { cutDeep } from '../util/json-depth.js'

/** What engine `server` needs from a server's own search: the queries to ask, and the cut to ask for. */
export interface SearchPlan {
  /** The manifest's queries that engine `server` ranks (none: the tools are listed, nothing is asked). */
  queries: readonly string[]
  /** `max_results` passed where the search tool accepts it. */
  maxResults: number
}

/** Nothing asked: the tools behind a search are still listed. */
export const NO_SEARCH: SearchPlan = { queries: [], maxResults: 5 }

/** FastMCP's synthetic tools beside its search tool (`BaseSearchTransform`). */
const CALL_TOOL = 'call_tool'
const SEARCH_TOOL = 'search_tools'
/** The argument FastMCP's RegexSearchTransform takes: a Python `re` pattern, matched in catalog order. */
const REGEX_ARGUMENT = 'pattern'
/** A loop guard for enumeration: a server that keeps answering with tools already seen. */
const MAX_ROUND_TRIPS = 10_000

/** A server-reported problem with its search: the caller words it as a collection failure. */
export class SearchToolError extends Error {}

function properties(tool: RawTool): Record<string, unknown> {
  const props = (tool.inputSchema as { properties?: unknown } | undefined)?.properties
  return props && typeof props === 'object' ? (props as Record<string, unknown>) : {}
}

/**
 * The search tool a server is asked through: the manifest's `search:`, else FastMCP's
 * `search_tools` beside `call_tool` taking `query` (BM25SearchTransform) or `pattern`
 * (RegexSearchTransform). Undefined when there is none.
 */
export function searchToolOf(config: SearchConfig | undefined, listed: readonly RawTool[]): { tool: RawTool; argument: string } | undefined {
  if (config === false) return undefined
  if (config) {
    const tool = listed.find((t) => t.name === config.tool)
    if (!tool) throw new SearchToolError(`its \`tools/list\` has no tool \`${config.tool}\`, which the manifest's \`search\` names`)
    return { tool, argument: config.query }
  }
  const tool = listed.find((t) => t.name === SEARCH_TOOL)
  if (!tool || !listed.some((t) => t.name === CALL_TOOL)) return undefined
  const argument = ['query', REGEX_ARGUMENT].find((a) => a in properties(tool))
  return argument ? { tool, argument } : undefined
}

/**
 * The tools of one answer, in the order returned. FastMCP answers with the tools' definitions
 * as JSON (its default serializer: a list, also as `structuredContent.result`) or as markdown
 * (`serialize_tools_for_output_markdown`: a `### name` heading per tool, names only).
 */
export function answerTools(result: { content?: unknown[]; structuredContent?: unknown; isError?: boolean }, name: string): { names: string[]; definitions: RawTool[] } {
  const text = (result.content ?? [])
    .filter((c): c is { type: 'text'; text: string } => (c as { type?: unknown }).type === 'text' && typeof (c as { text?: unknown }).text === 'string')
    .map((c) => c.text)
    .join('\n')
  if (result.isError) throw new SearchToolError(`\`${name}\` answered with an error: ${text.slice(0, 300)}`)
  const structured = (result.structuredContent as { result?: unknown } | undefined)?.result
  const list = Array.isArray(structured) ? structured : parsedList(text)
  if (list) {
    const definitions = list.filter((t) => ToolSchema.safeParse(t).success).map((t) => cutDeep(t as RawTool).value)
    if (definitions.length !== list.length) throw new SearchToolError(`\`${name}\` answered with a list whose items are not all MCP tools`)
    return { names: definitions.map((t) => t.name), definitions }
  }
  return { names: [...text.matchAll(/^### (.+)$/gm)].map((m) => m[1].trim()), definitions: [] }
}

function parsedList(text: string): unknown[] | undefined {
  if (!text.trimStart().startsWith('[')) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * A pattern for FastMCP's regex search matching every tool whose searchable text (its name,
 * a space, its description and parameters) does not begin with one of `seen`: a negative
 * lookahead at the start. Every character of a name other than an ASCII letter or digit is
 * escaped, which Python's `re` reads as the character itself.
 */
export function unseenPattern(seen: readonly string[]): string {
  if (seen.length === 0) return '^'
  const names = seen.map((n) => n.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`))
  return `^(?!(?:${names.join('|')})(?: |$))`
}

interface Asker {
  ask(query: string): Promise<{ names: string[]; definitions: RawTool[] }>
}

function askerOf(client: Client, tool: string, argument: string, maxResults: number | undefined, timeoutMs: number): Asker {
  return {
    async ask(query) {
      const args = { [argument]: query, ...(maxResults !== undefined ? { max_results: maxResults } : {}) }
      const result = await client.request({ method: 'tools/call', params: { name: tool, arguments: args } }, CallToolResultSchema, { timeout: timeoutMs })
      return answerTools(result, tool)
    }
  }
}

/**
 * Every tool behind a regex search, in the server's order: ask for the tools whose text begins
 * with no name seen so far until an answer is empty; each answer holds at most the server's
 * `max_results` of them, the first ones in catalog order.
 */
async function enumerate(asker: Asker, visible: readonly string[]): Promise<{ tools: RawTool[]; roundTrips: number; longest: number }> {
  const tools: RawTool[] = []
  const seen = new Set(visible)
  let roundTrips = 0
  let longest = 0
  for (;;) {
    if (roundTrips >= MAX_ROUND_TRIPS) throw new SearchToolError(`listing the tools behind its search took more than ${MAX_ROUND_TRIPS} round trips`)
    const answer = await asker.ask(unseenPattern([...seen]))
    roundTrips++
    longest = Math.max(longest, answer.names.length)
    const fresh = answer.definitions.filter((t) => !seen.has(t.name))
    if (answer.definitions.length === 0 && answer.names.length > 0) throw new SearchToolError('its search answers in markdown, which names the tools without their definitions: the tools behind it cannot be listed; answer in JSON (FastMCP\'s default serializer)')
    if (fresh.length === 0) return { tools, roundTrips, longest }
    for (const t of fresh) {
      seen.add(t.name)
      tools.push(t)
    }
  }
}

/**
 * A server with its own search: the tools behind it (listed in full where the search can be
 * enumerated, else what `tools/list` shows and the answers return) and its answers to `plan`'s
 * queries over that catalog. The search and call tools themselves are left out: the catalog is
 * the server's tools as if the search were off.
 */
export async function searchServer(
  client: Client,
  listed: readonly RawTool[],
  found: { tool: RawTool; argument: string },
  plan: SearchPlan,
  timeoutMs: number
): Promise<{ tools: RawTool[]; search: ServerSearch }> {
  const name = found.tool.name
  const maxResults = 'max_results' in properties(found.tool) ? plan.maxResults : undefined
  const asker = askerOf(client, name, found.argument, maxResults, timeoutMs)
  const visible = listed.filter((t) => t.name !== name && t.name !== CALL_TOOL)
  const enumerable = found.argument === REGEX_ARGUMENT
  const listing = enumerable ? await enumerate(asker, visible.map((t) => t.name)) : undefined
  const tools = [...visible, ...(listing?.tools ?? [])]
  const asked: Array<{ query: string; names: string[] }> = []
  for (const query of new Set(plan.queries)) {
    const answer = await asker.ask(query)
    asked.push({ query, names: answer.names })
    // A ranked search cannot be listed: the tools its answers return are what is known of the rest.
    if (!enumerable) for (const t of answer.definitions) if (!tools.some((k) => k.name === t.name)) tools.push(t)
  }
  const catalog = searchCatalogKey(tools)
  const answers: SearchAnswer[] = asked.map((a) => ({ query: a.query, catalog, tools: a.names }))
  const longestAnswer = Math.max(listing?.longest ?? 0, ...asked.map((a) => a.names.length))
  return {
    tools,
    search: {
      tool: name,
      argument: found.argument,
      catalog: enumerable ? 'enumerated' : 'partial',
      ...(maxResults !== undefined ? { maxResults } : {}),
      longestAnswer,
      visible: visible.map((t) => t.name),
      ...(listing ? { roundTrips: listing.roundTrips } : {}),
      answers
    }
  }
}
