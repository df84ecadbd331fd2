/**
 * Docstring sections in a tool description: servers that build descriptions from a function's
 * docstring (Python's FastMCP does) list its parameters and return value in prose. Such lines
 * say what belongs in the input schema's property descriptions, which no client's tool search
 * reads; in the description their words match queries meant for other tools.
 */

/** A section header line: `Args:`, `Parameters:`, `Returns: the text`, … */
const HEADER_RE = /^[ \t]*(Args|Arguments|Parameters|Params|Keyword Args|Returns|Return|Raises|Yields|Throws)[ \t]*:/gm
/** A numpydoc header: the word on its own line, underlined with dashes. */
const NUMPY_RE = /^[ \t]*(Parameters|Returns|Raises|Yields)[ \t]*\r?\n[ \t]*-{3,}[ \t]*$/gm
/** A `- name:` (or `- name (type):`) line. */
const ITEM_RE = /^[ \t]*[-*][ \t]+`?([A-Za-z_][A-Za-z0-9_]*)`?[ \t]*(\([^)\n]*\))?[ \t]*:/gm

/** The top-level property names of a tool's input schema. */
function propertyNames(schema: Record<string, unknown> | undefined): Set<string> {
  const props = schema?.properties
  return new Set(props && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props) : [])
}

export interface DocstringSections {
  /** Where the first section starts in the text. */
  start: number
  /** The headers found (`Args`, `Returns`), and `- name` for parameter lines, in order. */
  headers: string[]
}

/**
 * The docstring sections of a description: from the first section header, or the first
 * `- name:` line naming a property of the input schema, to the end. Undefined when it has none.
 */
export function docstringSections(text: string, inputSchema: Record<string, unknown> | undefined): DocstringSections | undefined {
  const properties = propertyNames(inputSchema)
  const found: Array<{ at: number; header: string }> = []
  for (const m of text.matchAll(HEADER_RE)) found.push({ at: m.index, header: `${m[1]}:` })
  for (const m of text.matchAll(NUMPY_RE)) found.push({ at: m.index, header: m[1] })
  for (const m of text.matchAll(ITEM_RE)) if (properties.has(m[1])) found.push({ at: m.index, header: `- ${m[1]}:` })
  if (found.length === 0) return undefined
  found.sort((a, b) => a.at - b.at)
  const headers = [...new Set(found.map((f) => (f.header.startsWith('- ') ? '- name:' : f.header)))]
  return { start: found[0].at, headers }
}

/** The description without its docstring sections: the prose a tool search should read. */
export function proseOf(text: string, inputSchema: Record<string, unknown> | undefined): string {
  const sections = docstringSections(text, inputSchema)
  return sections ? text.slice(0, sections.start).trimEnd() : text
}
