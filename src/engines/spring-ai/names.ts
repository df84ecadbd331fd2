/**
 * The name and description a Spring AI app gives an MCP tool, which the tool-search advisor
 * indexes (docs/engines/spring-ai-regex.md): Spring AI's default `McpToolNamePrefixGenerator`
 * and its `ToolDefinition` builder.
 */
import type { Catalog, CatalogTool } from '../../catalog/types.js'
import { javaIsBlank } from './java.js'

/** `McpToolUtils.format`: drop what is not Han, a CJK (compatibility) ideograph, `a-zA-Z0-9_-`; then `-` becomes `_`. */
export function springFormat(name: string): string {
  return name.replace(/[^\p{Script=Han}\u4E00-\u9FFF\uF900-\uFAFFa-zA-Z0-9_-]/gu, '').replace(/-/g, '_')
}

/**
 * Each tool's name in the app, in catalog order (the order the app builds its MCP tool
 * callbacks: servers as they connect, each server's tools as listed): its formatted name, or,
 * when an earlier tool already took that name, `alt_<n>_` before it, `n` counting such
 * renames from 1 across the app (`DefaultMcpToolNamePrefixGenerator`).
 */
export function springNames(catalog: Catalog): string[] {
  const used = new Set<string>()
  let counter = 1
  return catalog.tools.map((tool) => {
    let name = springFormat(String(tool.rawName))
    if (used.has(name)) name = `alt_${counter++}_${name}`
    used.add(name)
    return name
  })
}

/**
 * Upper-case letters and everything outside Basic Latin, as Spring's `ParsingUtils` camel-case
 * split reads them (its `[\p{Lu}|\P{InBASIC_LATIN}…]` classes hold a literal `|` as well).
 */
const UPPER = String.raw`\p{Lu}|\P{ASCII}`
const CAMEL_CASE = new RegExp(String.raw`(?<!(?:^|[${UPPER}_$]))(?=[${UPPER}])|(?<!^)(?=[${UPPER}]\p{Ll})`, 'u')

/**
 * The description the app indexes: the tool's own when it has text (`StringUtils.hasText`),
 * else its name split at camel-case boundaries, lower-cased and joined by spaces
 * (`ParsingUtils.reConcatenateCamelCase(name, " ")`, what `DefaultToolDefinition.Builder` puts there).
 */
export function springDescription(tool: CatalogTool, name: string): string {
  const own = tool.rawDescription
  if (typeof own === 'string' && !javaIsBlank(own)) return own
  return name
    .split(CAMEL_CASE)
    .map((part) => part.toLowerCase())
    .join(' ')
}
