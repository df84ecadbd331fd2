import { aiSdk } from './ai-sdk.js'
import { claudeCodeForVersion, GENERATION_ENGINES, LATEST } from './claude-code.js'
import { codex } from './codex/index.js'
import { serverSearch } from './server.js'
import { springAiRegex } from './spring-ai/index.js'
import { UnknownEngineError } from './errors.js'
import { fastmcpBm25 } from './fastmcp/bm25.js'
import { fastmcpRegex } from './fastmcp/regex.js'
import type { Engine, EngineInfo } from './types.js'
import { didYouMean } from '../util/suggest.js'

export { EngineNotApplicableError, UnknownEngineError } from './errors.js'
export { LATEST } from './claude-code.js'

/** Every engine the product carries, one per client generation. */
const ENGINES: readonly Engine[] = [...GENERATION_ENGINES, codex, aiSdk, springAiRegex, serverSearch as Engine, fastmcpBm25, fastmcpRegex]

/** Family aliases resolve to the family's newest generation. */
const ALIASES: Readonly<Record<string, string>> = {
  'claude-code': 'claude-code@2.1'
}

export const DEFAULT_ENGINES = ['claude-code'] as const

export function listEngines(): readonly EngineInfo[] {
  return ENGINES
}

export function engineIds(): string[] {
  return [...ENGINES.map((e) => e.id), ...Object.keys(ALIASES), LATEST]
}

/** Resolves an id, an alias, or `claude-code@<client version>` / `claude-code@latest` to an engine. */
export function resolveEngine(id: string): Engine {
  const direct = ENGINES.find((e) => e.id === id)
  if (direct) return direct
  const alias = ALIASES[id]
  if (alias) return resolveEngine(alias)
  const version = /^claude-code@(.+)$/.exec(id)
  const byVersion = version ? claudeCodeForVersion(version[1]) : undefined
  if (byVersion) return byVersion
  if (version && /^\d+(\.\d+)*$/.test(version[1])) {
    throw new UnknownEngineError(`unknown engine \`${id}\`: write the client version as \`claude --version\` prints it (e.g. claude-code@2.1.50)`)
  }
  throw new UnknownEngineError(`unknown engine \`${id}\`${didYouMean(id, engineIds())} (known: ${knownIds()}, or claude-code@<client version>; \`mcp-tool-rank engines\` lists them all)`)
}

/** The ids for a message, the lettered Claude Code generations as one range. */
function knownIds(): string {
  const lettered = GENERATION_ENGINES.filter((e) => /@[A-Z]\d*$/.test(e.id)).map((e) => e.id)
  const ids = engineIds().filter((id) => !lettered.includes(id))
  if (lettered.length > 1) ids.splice(1, 0, `${lettered[0]} … ${lettered[lettered.length - 1]}`)
  return ids.join(', ')
}
