/**
 * Docstring sections in a tool description: servers that build descriptions from a function's
 * docstring (Python's FastMCP does) list its parameters and return value in prose. Such lines
 * say what belongs in the input schema's property descriptions, which no client's tool search
 * reads; in the description their words match queries meant for other tools.
 */

/** A section header line: `Args:`, `Parameters:`, `Parameters explained:`, `Returns: the text`, … */
const HEADER_RE = /^[ \t]*(Args|Arguments|Parameters|Params|Keyword Args|Returns|Return|Raises|Yields|Throws)\b[^\n:]{0,20}:/gm
/** A numpydoc header: the word on its own line, underlined with dashes. */
const NUMPY_RE = /^[ \t]*(Parameters|Returns|Raises|Yields)[ \t]*\r?\n[ \t]*-{3,}[ \t]*$/gm
/** A `- name:` (or `- name (type):`) line. */
const ITEM_RE = /^[ \t]*[-*][ \t]+`?([A-Za-z_][A-Za-z0-9_]*)`?[ \t]*(\([^)\n]*\))?[ \t]*:/gm

/** The top-level property names of a tool's input schema. */
function propertyNames(schema: Record<string, unknown> | undefined): Set<string> {
  const props = schema?.properties
  return new Set(props && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props) : [])
}

/** Where a block ends: the next blank line, or the end of the text. */
const BLANK_LINE_RE = /\n[ \t]*\r?\n/g

export interface DocstringSections {
  /** The blocks `[start, end)`: from a section header, or a `- name:` line, to the next blank line. In order, not overlapping. */
  blocks: Array<[number, number]>
  /** The headers found (`Args:`, `Returns:`), and `- name:` for parameter lines, in order. */
  headers: string[]
}

function blockEnd(text: string, from: number): number {
  BLANK_LINE_RE.lastIndex = from
  const m = BLANK_LINE_RE.exec(text)
  return m ? m.index : text.length
}

/**
 * The docstring sections of a description: each block from a section header, or from a
 * `- name:` line naming a property of the input schema, to the next blank line. Undefined when
 * it has none.
 */
export function docstringSections(text: string, inputSchema: Record<string, unknown> | undefined): DocstringSections | undefined {
  const properties = propertyNames(inputSchema)
  const found: Array<{ at: number; header: string }> = []
  for (const m of text.matchAll(HEADER_RE)) found.push({ at: m.index, header: `${m[1]}:` })
  for (const m of text.matchAll(NUMPY_RE)) found.push({ at: m.index, header: `${m[1]}:` })
  for (const m of text.matchAll(ITEM_RE)) if (properties.has(m[1])) found.push({ at: m.index, header: '- name:' })
  if (found.length === 0) return undefined
  found.sort((a, b) => a.at - b.at)
  const blocks: Array<[number, number]> = []
  for (const { at } of found) {
    const last = blocks[blocks.length - 1]
    if (last && at <= last[1]) continue
    // A header just before a block of `- name:` lines (with no blank line between) is one block with them.
    blocks.push([text.lastIndexOf('\n', at) + 1, blockEnd(text, at)])
  }
  return { blocks, headers: [...new Set(found.map((f) => f.header))] }
}

/** The description without its docstring sections: the prose a tool search should read. */
export function proseOf(text: string, inputSchema: Record<string, unknown> | undefined): string {
  const sections = docstringSections(text, inputSchema)
  if (!sections) return text
  let out = ''
  let from = 0
  for (const [start, end] of sections.blocks) {
    out += text.slice(from, start)
    from = end
  }
  return (out + text.slice(from)).replace(/\n[ \t]*\n([ \t]*\n)+/g, '\n\n').trim()
}
