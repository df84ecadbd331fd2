/**
 * The manifest's `deferral:` key: the setup the users run each client with (Claude Code's
 * ENABLE_TOOL_SEARCH, model and session; Codex's build and omit_tools_from; whether an AI
 * SDK app marks tools deferLoading), as the engines' deferral settings.
 */
import type { ClaudeCodeEnvName, CodexSurface, DeferralSettings } from '../engines/deferral/types.js'
import { didYouMean } from '../util/suggest.js'

type EnvValue = string | boolean | number

export interface RawDeferral {
  'claude-code'?: {
    enable_tool_search?: EnvValue
    model?: string
    session?: 'interactive' | 'print'
    always_load?: Record<string, boolean>
    scope?: 'user' | 'dynamic'
    built_in_chars?: number
    env?: Partial<Record<ClaudeCodeEnvName, EnvValue>>
  }
  codex?: { build?: 'current' | 'count'; search_tool?: boolean; omit_tools_from?: Record<string, CodexSurface[]> }
  'ai-sdk'?: { defer_loading?: boolean }
  cost_change?: number
}

type Issue = (path: ReadonlyArray<string | number>, message: string, key?: boolean) => void

/** Server names in `always_load` and `omit_tools_from` must name a server of the manifest (or a neighbour). */
export function checkDeferral(raw: RawDeferral | undefined, servers: readonly string[], issue: Issue): void {
  const check = (path: string[], mapping: Record<string, unknown> | undefined): void => {
    for (const name of Object.keys(mapping ?? {})) {
      if (!servers.includes(name)) issue([...path, name], `\`${path[path.length - 1]}\` names \`${name}\`, which is no server of this manifest${didYouMean(name, servers)}`, true)
    }
  }
  check(['deferral', 'claude-code', 'always_load'], raw?.['claude-code']?.always_load)
  check(['deferral', 'codex', 'omit_tools_from'], raw?.codex?.omit_tools_from)
}

const text = (value: EnvValue | undefined): string | undefined => (value === undefined ? undefined : String(value))

export function deferralSettings(raw: RawDeferral): DeferralSettings {
  const c = raw['claude-code']
  const x = raw.codex
  const a = raw['ai-sdk']
  return {
    ...(c && {
      'claude-code': {
        ...(c.enable_tool_search !== undefined && { enableToolSearch: text(c.enable_tool_search) }),
        ...(c.model !== undefined && { model: c.model }),
        ...(c.session !== undefined && { session: c.session }),
        ...(c.always_load !== undefined && { alwaysLoad: c.always_load }),
        ...(c.scope !== undefined && { scope: c.scope }),
        ...(c.built_in_chars !== undefined && { builtInChars: c.built_in_chars }),
        ...(c.env !== undefined && { env: Object.fromEntries(Object.entries(c.env).map(([k, v]) => [k, text(v)])) })
      }
    }),
    ...(x && {
      codex: {
        ...(x.build !== undefined && { build: x.build }),
        ...(x.search_tool !== undefined && { searchTool: x.search_tool }),
        ...(x.omit_tools_from !== undefined && { omitToolsFrom: x.omit_tools_from })
      }
    }),
    ...(a && { 'ai-sdk': { ...(a.defer_loading !== undefined && { deferLoading: a.defer_loading }) } })
  }
}
