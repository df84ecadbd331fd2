/**
 * Deferral: whether a client hides a catalog's tools behind its tool search at all, and what
 * each tool costs the context when it does not (docs/engines/deferral.md). The settings are
 * the user's setup as the manifest states it (`deferral:`), per client family; each engine
 * reads its own family's part and falls back to its client's defaults.
 */

/** The client's own session kinds: an interactive session, or `claude -p`. */
export type ClaudeCodeSession = 'interactive' | 'print'

/** The Claude Code variables the deferral decision reads, besides `ENABLE_TOOL_SEARCH`. */
export const CLAUDE_CODE_ENV = [
  'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS',
  'CLAUDE_CODE_DISABLE_1M_CONTEXT',
  'CLAUDE_CODE_MAX_CONTEXT_TOKENS',
  'DISABLE_COMPACT',
  'CLAUDE_CODE_MAX_MCP_DESCRIPTION_LENGTH'
] as const
export type ClaudeCodeEnvName = (typeof CLAUDE_CODE_ENV)[number]

export interface ClaudeCodeDeferralSettings {
  /** `ENABLE_TOOL_SEARCH` as the user sets it; undefined when unset (the client's default). */
  enableToolSearch?: string
  /** The model id; default the client's default model. */
  model?: string
  session?: ClaudeCodeSession
  /** Server-level `alwaysLoad` from the user's MCP configuration, by server name. */
  alwaysLoad?: Readonly<Record<string, boolean>>
  /** Where the servers are configured: user/project/local files, or dynamic (`--mcp-config`, plugins, Agent SDK). */
  scope?: 'user' | 'dynamic'
  /** The deferrable built-in tools' characters, from the user's own debug line (else the measured table, an estimate). */
  builtInChars?: number
  env?: Readonly<Partial<Record<ClaudeCodeEnvName, string>>>
}

/** Codex's tool surfaces, as `omit_tools_from` names them. */
export type CodexSurface = 'direct' | 'deferred' | 'code_mode'

export interface CodexDeferralSettings {
  /** `current`: builds with the always-defer rule (0.147.0 on); `count`: older builds, deferral at 100 MCP tools. */
  build?: 'current' | 'count'
  /** The model's catalog entry has `supports_search_tool` (the bundled GPT-5.x entries do). */
  searchTool?: boolean
  /** `omit_tools_from` per server (`[mcp_servers.<name>]`). */
  omitToolsFrom?: Readonly<Record<string, readonly CodexSurface[]>>
}

export interface AiSdkDeferralSettings {
  /** The app registers the tools with `deferLoading: true` (the check assumes so: otherwise nothing is searched). */
  deferLoading?: boolean
}

export interface DeferralSettings {
  'claude-code'?: ClaudeCodeDeferralSettings
  codex?: CodexDeferralSettings
  'ai-sdk'?: AiSdkDeferralSettings
}

/** Where a tool ends up: behind the search, sent in full with every request, or never sent. */
export type Placement = 'deferred' | 'up-front' | 'hidden'

/** Why a tool is where it is. */
export type PlacementReason = 'search' | 'not-deferred' | 'always-load' | 'hidden' | 'omitted'

export interface ToolCost {
  /** Catalog id. */
  tool: string
  server: string
  placement: Placement
  why: PlacementReason
  /** Claude Code's character measure of the tool (counted or not). */
  chars?: number
  /** The measure is an estimate: the client rewrites a top-level `anyOf`/`oneOf`/`allOf` schema. */
  estimate?: boolean
  /** The description was cut at the client's limit. */
  cut?: boolean
}

export interface ServerCost {
  server: string
  /** A bundled neighbour, connected after the user's servers. */
  neighbour: boolean
  /** The characters of its tools that the size test counts (deferrable tools). */
  chars: number
  /** The characters of all its tools the model sees, loaded or deferred: what loading them up front costs. */
  upFrontChars: number
  /** Some tool's measure is an estimate. */
  estimate: boolean
  /** Shares of the size test's character threshold, in percent (one decimal). */
  share?: { alone: number; withBuiltIns: number; withNeighbours: number }
}

/** Claude Code's size test (mode `auto`), in its character fallback. */
export interface SizeTest {
  /** Whether the client runs the test at all (mode `tst-auto`); the numbers are given either way. */
  applies: boolean
  percent: number
  window: number
  tokenThreshold: number
  charThreshold: number
  /** The deferrable built-in tools' characters: measured for this session and model, an estimate for the user's setup. */
  builtInChars: number
  builtInsEstimate: boolean
  /** Every server's counted characters together. */
  mcpChars: number
  /** builtInChars + mcpChars. */
  total: number
  /** total / charThreshold in percent, one decimal. */
  share: number
}

export interface Deferral {
  /** `deferred`: every deferrable tool; `not-deferred`: all sent in full; `partly`: some servers each way. */
  verdict: 'deferred' | 'not-deferred' | 'partly'
  /** Whether the verdict is an exact reproduction (else it rests on an estimate: the built-in share, an unknown release). */
  exact: boolean
  /** Why, in one sentence. */
  reason: string
  /** The settings read, as the client's own words (`ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive`). */
  setup: string
  /** What would change the verdict. */
  changes: string[]
  /** Every catalog tool, in catalog order. */
  tools: ToolCost[]
  servers: ServerCost[]
  size?: SizeTest
}
