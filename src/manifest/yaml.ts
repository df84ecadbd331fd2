import { CST, isAlias, isCollection, isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node, type YAMLError } from 'yaml'
import { ManifestError, type ManifestIssue } from './errors.js'
import { formatCount } from '../util/plural.js'

/** The largest manifest read: ten thousand queries fit; yaml's parser is not made for megabytes of hostile nesting. */
export const MAX_MANIFEST_BYTES = 1024 * 1024
/** How deep mappings and lists may nest, aliases expanded; a manifest needs five levels. */
export const MAX_DEPTH = 64
/**
 * How many nodes aliases may add on top of the written document. One anchor used for every
 * query's `expect` list of a large manifest stays far below; an alias bomb (aliases of
 * aliases, or one alias of a huge list repeated) goes far above.
 */
export const MAX_ALIAS_NODES = 100_000

/** A parsed manifest document and where its nodes are. */
export interface ParsedYaml {
  doc: Document
  lines: LineCounter
}

/** `Map keys must be unique at line 4, column 3:` and its source excerpt -> `Map keys must be unique`. */
function firstLine(message: string): string {
  return message.split('\n', 1)[0].replace(/ at line \d+, column \d+:?$/, '')
}

/** The duplicate key that yaml reports at `offset`: its text and where the same key came first. */
function duplicateAt(doc: Document, offset: number): { key: string; first?: number } | undefined {
  let found: { key: string; first?: number } | undefined
  walk(doc.contents, (node) => {
    if (!isMap(node)) return true
    const dup = node.items.find((pair) => isScalar(pair.key) && pair.key.range?.[0] === offset)
    if (!dup) return true
    const key = String((dup.key as { value: unknown }).value)
    const first = node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key)
    found = { key, first: first && first !== dup ? (first.key as Node).range?.[0] : undefined }
    return false
  })
  return found
}

/** Visits every node depth-first without recursion (a hostile document nests as deep as it likes); stops when `visitor` returns false. */
function walk(root: unknown, visitor: (node: unknown) => boolean): void {
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!visitor(node)) return
    if (isCollection(node)) for (let i = node.items.length - 1; i >= 0; i--) stack.push(node.items[i])
    else if (isPair(node)) stack.push(node.value, node.key)
  }
}

/** A quoted scalar whose closing quote is missing, or a flow collection without its `]` or `}`. */
function isUnclosed(node: unknown): boolean {
  if (isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && node.srcToken) {
    let open = false
    // The scalar's own text only: what follows it (a comment without a space) has errors of its own.
    CST.resolveAsScalar({ ...node.srcToken, end: [] } as CST.FlowScalar, true, (_offset, code) => (open ||= code === 'MISSING_CHAR'))
    return open
  }
  if (isCollection(node) && node.flow && node.srcToken?.type === 'flow-collection') {
    return !node.srcToken.end.some((t) => t.type === 'flow-map-end' || t.type === 'flow-seq-end')
  }
  return false
}

/** Where each quote or bracket left open starts and where yaml stopped reading it, from the start of the file. */
function unclosedRanges(doc: Document): Array<[number, number]> {
  const ranges: Array<[number, number]> = []
  walk(doc.contents, (node) => {
    const range = (node as Node | null)?.range
    if (range && isUnclosed(node)) ranges.push([range[0], range[1]])
    return true
  })
  return ranges
}

/**
 * Where the token that a syntax error is about starts. yaml reports some errors where it
 * noticed them: a quote or bracket left open where the text it swallowed ends (often the end
 * of the file), an item indented wrongly at the indentation before it. The reader needs the
 * open quote or bracket (the innermost, when one is inside another) and the item itself.
 */
function offendingOffset(text: string, error: YAMLError, unclosed: ReadonlyArray<[number, number]>): number {
  const at = error.pos[0]
  const open = unclosed.filter(([start, end]) => start < at && at <= end).reduce((innermost, [start]) => Math.max(innermost, start), -1)
  if (open >= 0) return open
  let start = at
  while (text[start] === ' ') start++
  return start < text.length && text[start] !== '\n' && text[start] !== '\r' ? start : at
}

function syntaxMessage(code: string, message: string, duplicate: { key: string; firstLine?: number } | undefined): string {
  switch (code) {
    case 'DUPLICATE_KEY':
      if (!duplicate) return 'duplicate key: give each key once'
      return `duplicate key \`${duplicate.key}\`${duplicate.firstLine ? ` (first at line ${duplicate.firstLine})` : ''}: give each key once`
    case 'MULTIPLE_DOCS':
      return 'the manifest must be one YAML document: remove the `---` line'
  }
  if (/call stack/i.test(message)) return `YAML syntax error: nested too deeply (at most ${MAX_DEPTH} levels)`
  return `YAML syntax error: ${firstLine(message)}`
}

/**
 * Parses manifest text. Syntax errors and duplicate keys come from yaml itself, at the start
 * of the token they are about (offendingOffset).
 */
export function parseYaml(text: string, file: string): ParsedYaml {
  const bytes = Buffer.byteLength(text)
  if (bytes > MAX_MANIFEST_BYTES) {
    throw new ManifestError([{ file, line: 1, col: 1, message: `the manifest has ${formatCount(bytes)} bytes; at most ${formatCount(MAX_MANIFEST_BYTES)} are read` }])
  }
  const lines = new LineCounter()
  // keepSourceTokens: each node keeps its tokens, which tell an open quote or bracket (offendingOffset).
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true, keepSourceTokens: true })
  if (doc.errors.length > 0) {
    const unclosed = unclosedRanges(doc)
    throw new ManifestError(
      doc.errors.map((e): ManifestIssue => {
        const at = lines.linePos(offendingOffset(text, e, unclosed))
        const dup = e.code === 'DUPLICATE_KEY' ? duplicateAt(doc, e.pos[0]) : undefined
        const duplicate = dup && { key: dup.key, firstLine: dup.first === undefined ? undefined : lines.linePos(dup.first).line }
        return { file, line: at.line, col: at.col, message: syntaxMessage(e.code, e.message, duplicate) }
      })
    )
  }
  const structural = structureIssue(doc)
  if (structural) {
    const at = lines.linePos(structural.node.range?.[0] ?? 0)
    throw new ManifestError([{ file, line: at.line, col: at.col, message: structural.message }])
  }
  return { doc, lines }
}

/** The document as plain values; safe once parseYaml has checked aliases and depth. */
export function toPlain(parsed: ParsedYaml): unknown {
  // structureIssue bounds what aliases expand to; yaml's own count (uses of an anchor times
  // the aliases inside it) is then kept only as a second guard.
  return parsed.doc.toJS({ maxAliasCount: MAX_ALIAS_NODES })
}

interface Frame {
  node: Node
  depth: number
  /** Children still to visit. */
  pending: unknown[]
  /** Expanded size and height of the children visited so far. */
  size: number
  height: number
}

/**
 * What yaml accepts but a manifest must not hold, found in one pass without recursion:
 * keys that are mappings or lists (JavaScript objects stringify them, slowly for nested
 * ones), nesting beyond MAX_DEPTH, and aliases that refer to nothing, to a node that
 * contains them, or that expand beyond MAX_ALIAS_NODES. yaml counts alias uses but not what
 * they expand to, and its errors carry no position, so sizes are measured here.
 */
function structureIssue(doc: Document): { node: Node; message: string } | undefined {
  const anchors = new Map<string, Node>()
  const expanded = new Map<Node, { size: number; height: number }>()
  let aliasNodes = 0
  const root = doc.contents
  if (!root) return undefined
  const children = (node: Node): unknown[] => (isCollection(node) ? node.items.flatMap((item) => (isPair(item) ? [item.key, item.value] : [item])) : [])
  const stack: Frame[] = []
  const enter = (node: Node, depth: number): { node: Node; message: string } | undefined => {
    if (depth > MAX_DEPTH) return { node, message: `nested more than ${MAX_DEPTH} levels deep` }
    if (node.anchor) anchors.set(node.anchor, node)
    if (isMap(node)) {
      const complex = node.items.find((pair) => pair.key !== null && !isScalar(pair.key))
      if (complex) return { node: (complex.key as Node | null) ?? node, message: 'a key must be plain text, not a mapping or a list' }
    }
    stack.push({ node, depth, pending: children(node).reverse(), size: 0, height: 0 })
    return undefined
  }
  const first = enter(root, 1)
  if (first) return first
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]
    if (frame.pending.length === 0) {
      stack.pop()
      const result = { size: frame.size + 1, height: frame.height + 1 }
      if (frame.node.anchor) expanded.set(frame.node, result)
      const parent = stack[stack.length - 1]
      if (parent) {
        parent.size += result.size
        parent.height = Math.max(parent.height, result.height)
      }
      continue
    }
    const child = frame.pending.pop()
    if (child === null || child === undefined || !(isScalar(child) || isCollection(child) || isAlias(child))) continue
    if (isAlias(child)) {
      const target = anchors.get(child.source)
      if (!target) return { node: child, message: `the alias \`*${child.source}\` has no anchor \`&${child.source}\` before it` }
      const size = expanded.get(target)
      if (!size) return { node: child, message: `the alias \`*${child.source}\` is inside the node it refers to: it would repeat forever` }
      aliasNodes += size.size
      if (aliasNodes > MAX_ALIAS_NODES) {
        return { node: child, message: `aliases expand to more than ${formatCount(MAX_ALIAS_NODES)} nodes here (an alias bomb?): write the values out or use fewer aliases` }
      }
      if (frame.depth + size.height > MAX_DEPTH) return { node: child, message: `the alias \`*${child.source}\` nests more than ${MAX_DEPTH} levels deep` }
      frame.size += size.size
      frame.height = Math.max(frame.height, size.height)
      continue
    }
    const issue = enter(child, frame.depth + 1)
    if (issue) return issue
  }
  return undefined
}
