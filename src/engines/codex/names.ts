/**
 * Codex's names for MCP tools (codex-rs `codex-mcp/src/tools.rs`): a namespace `mcp__<server>`
 * and a callable `<tool>`, both sanitised, concatenated into one flat name of at most 64
 * characters (counting the `__` the model-facing qualified name puts between them), clashes
 * resolved with SHA-1 suffixes.
 */
import { createHash } from 'node:crypto'
import { groupBy } from '../../util/group-by.js'

const MAX_NAME = 64
const HASH_LEN = 12
/** `_` + 12 hex digits. */
const SUFFIX_LEN = HASH_LEN + 1
const PREFIX = 'mcp__'

/** Every character outside ASCII [A-Za-z0-9_] becomes `_`; an empty result is `_`. */
export function sanitizeCodexName(text: string): string {
  const out = text.replace(/[^A-Za-z0-9_]/gu, '_')
  return out === '' ? '_' : out
}

/** `_` + the first 12 hex digits of SHA-1 of the UTF-8 bytes of `text`. */
export function shaSuffix(text: string): string {
  return '_' + createHash('sha1').update(text, 'utf8').digest('hex').slice(0, HASH_LEN)
}

export function namespaceIdentity(server: string): string {
  return `${server}\0${server}\0`
}

export function toolIdentity(server: string, tool: string): string {
  return `${server}\0${server}\0\0${tool}\0${tool}`
}

function isSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdfff
}

/**
 * Byte order of the UTF-8 encodings, i.e. code point order (not UTF-16 unit order), as -1, 0
 * or 1. Compared unit by unit without encoding (a registry sort compares thousands of pairs):
 * up to the first differing unit both encodings are equal, and two differing units outside the
 * surrogates are two code points below U+10000, ordered as their bytes. At a surrogate (a code
 * point from U+10000 up, or a lone one, which UTF-8 encodes as U+FFFD) the encodings decide.
 * (A test compares it with the encodings on random strings.)
 */
export function compareBytes(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    if (isSurrogate(x) || isSurrogate(y)) return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
    return x < y ? -1 : 1
  }
  // One is a prefix of the other; its encoding is a prefix of the other's unless it ends inside a pair.
  if (n > 0 && isSurrogate(a.charCodeAt(n - 1))) return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

export interface CodexNameInput {
  server: string
  tool: string
}

export interface CodexName {
  namespace: string
  callable: string
  /** namespace + callable: the name the model sees and calls. */
  flat: string
}

function baseNamespace(server: string): string {
  const sanitized = sanitizeCodexName(server)
  return sanitized.startsWith(PREFIX) ? sanitized : PREFIX + sanitized
}

/** A namespace ending in `__` keeps that ending after the hash (`mcp__a__` -> `mcp__a_<hash>__`). */
function withNamespaceHash(namespace: string, identity: string): string {
  return namespace.endsWith('__') ? namespace.slice(0, -2) + shaSuffix(identity) + '__' : namespace + shaSuffix(identity)
}

/**
 * Names for tools already deduplicated by identity and in registry order (sorted by identity
 * bytes); the result is parallel to the input.
 */
export function assignCodexNames(tools: readonly CodexNameInput[]): CodexName[] {
  // 1. Servers whose namespaces sanitise alike each get the hash of their identity appended.
  const servers = [...new Set(tools.map((t) => t.server))]
  const namespaceOf = new Map<string, string>()
  for (const group of groupBy(servers, baseNamespace).values()) {
    for (const server of group) {
      const base = baseNamespace(server)
      namespaceOf.set(server, group.length > 1 ? withNamespaceHash(base, namespaceIdentity(server)) : base)
    }
  }

  // 2. Tools of one namespace whose callables sanitise alike each get their identity's hash.
  const entries = tools.map((t) => ({
    ...t,
    namespace: namespaceOf.get(t.server)!,
    callable: sanitizeCodexName(t.tool)
  }))
  for (const group of groupBy(entries, (e) => `${e.namespace}\0${e.callable}`).values()) {
    if (new Set(group.map((e) => toolIdentity(e.server, e.tool))).size < 2) continue
    for (const e of group) e.callable += shaSuffix(toolIdentity(e.server, e.tool))
  }

  // 3. In registry order: keep namespace + callable when it fits and is free, else shorten
  //    with a hash of the identity (then of identity \0 1, \0 2, ...) until it is free.
  const used = new Set<string>()
  return entries.map((e): CodexName => {
    let { namespace, callable } = e
    let flat = namespace + callable
    if (flat.length + 2 > MAX_NAME || used.has(flat)) {
      const identity = toolIdentity(e.server, e.tool)
      for (let attempt = 0; ; attempt++) {
        const suffix = shaSuffix(attempt === 0 ? identity : `${identity}\0${attempt}`)
        const room = MAX_NAME - e.namespace.length - 2
        if (room >= SUFFIX_LEN) {
          namespace = e.namespace
          callable = e.callable.slice(0, room - SUFFIX_LEN) + suffix
        } else {
          namespace = e.namespace.slice(0, MAX_NAME - SUFFIX_LEN - 2)
          callable = suffix
        }
        flat = namespace + callable
        if (!used.has(flat)) break
      }
    }
    used.add(flat)
    return { namespace, callable, flat }
  })
}
