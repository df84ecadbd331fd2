/**
 * How each generation cuts a tool's full name into the texts a term is compared with, and
 * what an equal or a containing text earns. A parse has one or two groups of texts (name parts;
 * B's server and action words; H's whole "coarse" names), scored separately.
 */
import { normalizeNamePart } from '../../catalog/sanitize.js'
import type { ScoreField } from '../types.js'
import type { NameParse } from './generations.js'
import type { PoolTool } from './pool.js'

/** JavaScript's `s.split(/\s+/)` without empty pieces: the clients' word split. */
export function words(s: string): string[] {
  return s.split(/\s+/).filter((w) => w.length > 0)
}

const MCP_PREFIX = 'mcp__'

/** Built-in names: `WebFetch` → `web`, `fetch`; `_` separates too; `MCPSearch` stays one word. */
function builtinWords(name: string): string[] {
  return words(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase())
}

/** `/[\s_.]+/` pieces of each name, lower-cased: `-`, `+`, `:` stay inside a piece. */
function nameWords(names: readonly string[]): string[] {
  return names.flatMap((n) => n.toLowerCase().split(/[\s_.]+/).filter((p) => p.length > 0))
}

/** `mcp__server[__tool]` split at the first `__` after the prefix (H's reading of a name without origin). */
function splitFullName(name: string): { server: string; tool: string } | undefined {
  if (!name.startsWith(MCP_PREFIX)) return undefined
  const rest = name.slice(MCP_PREFIX.length)
  const at = rest.indexOf('__')
  const server = at === -1 ? rest : rest.slice(0, at)
  return server ? { server, tool: at === -1 ? '' : rest.slice(at + 2) } : undefined
}

/** The texts of one group for one tool, and whether the parse counts the tool as MCP. */
type GroupTexts = (tool: PoolTool) => string[]

interface Points {
  equal: number
  contains: number
}

export interface NameGroup {
  /** Cache key of the group's texts: generations with the same key read the same texts. */
  key: string
  texts: GroupTexts
  mcp: Points
  builtin: Points
  fields: readonly [equal: ScoreField, contains: ScoreField]
}

export interface NameParser {
  isMcp(tool: PoolTool): boolean
  groups: readonly NameGroup[]
  /** An MCP tool's own name cut as the parse cuts it, case kept; absent when names are compared whole. */
  toolNameParts?(name: string): string[]
}

const normalisedParts = (name: string): string[] => normalizeNamePart(name).split('_').filter(Boolean)
const originParts = (name: string): string[] => name.split(/[\s_.]+/).filter(Boolean)

const NAME_FIELDS = ['name', 'name-part'] as const
const COARSE_FIELDS = ['coarse', 'coarse-part'] as const

/** B: the server before the first `__`, the action words after it. */
function mcpSearchServer(tool: PoolTool): { server: string; actions: string } {
  const s = tool.name.toLowerCase().replace(/^mcp__/, '')
  const at = s.indexOf('__')
  return at === -1 ? { server: s, actions: '' } : { server: s.slice(0, at), actions: s.slice(at + 2) }
}

const isMcpC = (tool: PoolTool): boolean => tool.name.startsWith(MCP_PREFIX)
const isMcpG = (tool: PoolTool): boolean => tool.origin !== undefined || tool.name.startsWith(MCP_PREFIX)
const isMcpH = (tool: PoolTool): boolean => tool.origin !== undefined || splitFullName(tool.name) !== undefined

function partsG(tool: PoolTool, mcp: boolean): string[] {
  if (!mcp) return builtinWords(tool.name)
  if (tool.origin) return nameWords([tool.origin.server, tool.origin.tool])
  return nameWords(tool.name.slice(MCP_PREFIX.length).split('__'))
}

export const NAME_PARSERS: Readonly<Record<NameParse, NameParser>> = {
  // 2.0: the lower-cased full name with `__` as spaces, compared whole.
  A: {
    isMcp: () => true,
    groups: [{ key: 'A', texts: (t) => [t.name.toLowerCase().replaceAll('__', ' ')], mcp: { equal: 10, contains: 5 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
  },
  B: {
    isMcp: () => true,
    toolNameParts: normalisedParts,
    groups: [
      { key: 'B-server', texts: (t) => [mcpSearchServer(t).server], mcp: { equal: 12, contains: 6 }, builtin: { equal: 12, contains: 6 }, fields: NAME_FIELDS },
      { key: 'B-actions', texts: (t) => mcpSearchServer(t).actions.split('_').filter(Boolean), mcp: { equal: 8, contains: 4 }, builtin: { equal: 8, contains: 4 }, fields: NAME_FIELDS }
    ]
  },
  C: {
    isMcp: isMcpC,
    toolNameParts: normalisedParts,
    groups: [
      {
        key: 'C',
        texts: (t) => (isMcpC(t) ? t.name.toLowerCase().slice(MCP_PREFIX.length).split('_').filter(Boolean) : builtinWords(t.name)),
        mcp: { equal: 12, contains: 6 },
        builtin: { equal: 10, contains: 5 },
        fields: NAME_FIELDS
      }
    ]
  },
  G: {
    isMcp: isMcpG,
    toolNameParts: originParts,
    groups: [{ key: 'G', texts: (t) => partsG(t, isMcpG(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
  },
  H: {
    isMcp: isMcpH,
    toolNameParts: originParts,
    groups: [
      { key: 'H', texts: (t) => partsG(t, isMcpH(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS },
      {
        key: 'H-coarse',
        texts: (t) => {
          if (t.origin) return [t.origin.server.toLowerCase(), t.origin.tool.toLowerCase()]
          const split = splitFullName(t.name)
          if (!split) return [t.name.toLowerCase()]
          return split.tool ? [split.server.toLowerCase(), split.tool.toLowerCase()] : [split.server.toLowerCase()]
        },
        mcp: { equal: 12, contains: 4 },
        builtin: { equal: 10, contains: 3 },
        fields: COARSE_FIELDS
      }
    ]
  }
}
