/**
 * Claude Code's deferred tool search: one engine per scorer generation (A … I), and engines
 * for named client versions. The implementation lives in ./claude-code/.
 */
import { GENERATION_ENGINES } from './claude-code/engines.js'
import { cutDescription } from './claude-code/prepare.js'

export { claudeCodeForVersion, GENERATION_ENGINES, LATEST, rangeLabel, type ClaudeCodeEngine } from './claude-code/engines.js'
export { GENERATIONS, type Generation } from './claude-code/generations.js'
export type { BuiltinTool, PoolEntry } from './claude-code/pool.js'

/** claude-code@2.0 (MCPSearch, 2.0.70 … 2.1.8). */
export const claudeCode20 = GENERATION_ENGINES[0]
/** claude-code@2.1 (ToolSearch as in 2.1.332, the newest). */
export const claudeCode21 = GENERATION_ENGINES[GENERATION_ENGINES.length - 1]

/** Cuts to `max` UTF-16 units without splitting a surrogate pair, then marks the cut (as 2.1.296 and later). */
export function truncateDescription(text: string, max = 4096): string {
  return cutDescription(text, { max, splitsPairs: false })
}
