import { aiSdk } from './ai-sdk.js'
import { claudeCode20, claudeCode21 } from './claude-code.js'
import { codex } from './codex/index.js'
import type { Engine, EngineInfo } from './types.js'
import { didYouMean } from '../util/suggest.js'

/** Every engine the product carries, one per client generation. */
const ENGINES: readonly Engine[] = [claudeCode20, claudeCode21, codex, aiSdk]

/** Family aliases resolve to the family's newest generation. */
const ALIASES: Readonly<Record<string, string>> = {
  'claude-code': 'claude-code@2.1'
}

/**
 * Which generation shipped in which client version: `[family, first version, engine id]`,
 * newest last. `claude-code@2.1.50` resolves to the last generation whose first version is
 * at or below 2.1.50. Generations not reproduced yet resolve to nothing (an error).
 */
const GENERATIONS: ReadonlyArray<readonly [string, string, string | null]> = [
  ['claude-code', '2.0.70', 'claude-code@2.0'],
  ['claude-code', '2.1.9', null],
  ['claude-code', '2.1.221', 'claude-code@2.1']
]

export const DEFAULT_ENGINES = ['claude-code'] as const

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

export function listEngines(): readonly EngineInfo[] {
  return ENGINES
}

export function engineIds(): string[] {
  return [...ENGINES.map((e) => e.id), ...Object.keys(ALIASES)]
}

export class UnknownEngineError extends Error {}

/** Resolves an id, an alias, or `family@client.version` to an engine. */
export function resolveEngine(id: string): Engine {
  const direct = ENGINES.find((e) => e.id === id)
  if (direct) return direct
  const alias = ALIASES[id]
  if (alias) return resolveEngine(alias)
  const match = /^([a-z0-9-]+)@(\d+(?:\.\d+){2,})$/.exec(id)
  if (match) {
    const [, family, version] = match
    let chosen: string | null | undefined
    for (const [fam, first, engineId] of GENERATIONS) {
      if (fam === family && compareVersions(version, first) >= 0) chosen = engineId
    }
    if (chosen) return resolveEngine(chosen)
    if (chosen === null) {
      throw new UnknownEngineError(`${id}: the ${family} generation that shipped in ${version} is not reproduced yet`)
    }
  }
  throw new UnknownEngineError(`unknown engine \`${id}\`${didYouMean(id, engineIds())} (known: ${engineIds().join(', ')})`)
}
