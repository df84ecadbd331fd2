/**
 * Claude Code's deferral decision (2.1.332 and 2.1.333; docs/engines/deferral.md): the mode
 * from `ENABLE_TOOL_SEARCH`, the model's context window, and in `auto` mode the size test
 * against a share of that window, in the client's character fallback.
 */
import type { Catalog, CatalogTool } from '../../catalog/types.js'
import { ALWAYS_LOAD_KEY } from '../../catalog/build.js'
import { formatCount } from '../../util/plural.js'
import { DESCRIPTION_LIMIT, measureTool, visibleToModel } from './measure.js'
import type { ClaudeCodeDeferralSettings, ClaudeCodeSession, Deferral, ServerCost, SizeTest, ToolCost } from './types.js'

/** The model a fresh 2.1.332 set-up with an API key runs. */
export const DEFAULT_MODEL = 'claude-opus-5-5'
export const DEFAULT_SESSION: ClaudeCodeSession = 'interactive'

/** The client's modes: always defer, the size test, never defer. */
export type Mode = 'tst' | 'tst-auto' | 'standard'

const TRUTHY = new Set(['1', 'true', 'yes', 'on'])
const FALSY = new Set(['0', 'false', 'no', 'off'])
const isTruthy = (value: string | undefined): boolean => value !== undefined && TRUTHY.has(value.trim().toLowerCase())

/** The percentage after `auto:`, as the client parses it; undefined when it finds no integer (it then warns and takes 10). */
export function parsePercent(text: string): number | undefined {
  const t = text.trim()
  if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(t) && Number.isInteger(Number(t))) return Number(t)
  if (/^\d{1,3}([,_ ]\d{3})+$/.test(t)) return Number(t.replace(/[,_ ]/g, ''))
  const lead = /^[+-]?\d+/.exec(t)
  return lead ? Number.parseInt(lead[0], 10) : undefined
}

export interface ModeAnswer {
  mode: Mode
  /** The size test's percentage of the window (10 unless `auto:N` says otherwise). */
  percent: number
  why: string
}

/**
 * The mode from the environment, first matching rule first (compliance and managed settings are the user's to know).
 * `why` leaves out `ENABLE_TOOL_SEARCH`'s value: the deferral's `setup` states it, and the views print both.
 */
export function resolveMode(value: string | undefined, env: ClaudeCodeDeferralSettings['env'] = {}): ModeAnswer {
  if (isTruthy(env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS)) return { mode: 'standard', percent: 10, why: 'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS turns tool search off' }
  const v = value?.trim() ?? ''
  if (v === 'auto' || v.startsWith('auto:')) {
    const parsed = v === 'auto' ? 10 : parsePercent(v.slice(5))
    const percent = Math.min(100, Math.max(0, parsed ?? 10))
    if (percent === 0) return { mode: 'tst', percent, why: 'a size test at 0 %: always on' }
    if (percent === 100) return { mode: 'standard', percent, why: 'a size test at 100 %: never on' }
    return { mode: 'tst-auto', percent, why: `on when the tools fill ${percent} % of the context window${parsed === undefined ? ' (no number after `auto:`, so 10 %)' : ''}` }
  }
  if (TRUTHY.has(v.toLowerCase())) return { mode: 'tst', percent: 10, why: 'tool search always on' }
  if (FALSY.has(v.toLowerCase())) return { mode: 'standard', percent: 10, why: 'tool search off' }
  return { mode: 'tst', percent: 10, why: value === undefined || v === '' ? 'the client defers every MCP tool, whatever the size' : 'a value the client does not know: always on, as unset' }
}

/** Models without tool search (the client's default list; a server-side flag can change it). */
const UNSUPPORTED = ['claude-3-opus', 'claude-3-sonnet', 'claude-3-haiku', 'claude-3-5-sonnet', 'claude-3-5-haiku', 'claude-3-7-sonnet']

export function unsupportedModel(model: string): boolean {
  const id = model.toLowerCase()
  return UNSUPPORTED.some((u) => id.includes(u))
}

const WINDOW_200K = ['claude-haiku-4-5', 'claude-sonnet-4', 'claude-sonnet-4-0', 'claude-sonnet-4-5', 'claude-sonnet-4-6', 'claude-opus-4', 'claude-opus-4-0', 'claude-opus-4-1', 'claude-opus-4-5', 'claude-opus-4-6']
const WINDOW_1M = ['claude-opus-4-7', 'claude-opus-4-8', 'claude-opus-5', 'claude-opus-5-5', 'claude-sonnet-5', 'claude-sonnet-5-5', 'claude-haiku-5-5']

/** The table's model id: provider prefixes (`us.anthropic.`), `@date`, `-vN:M` and date suffixes removed. */
export function baseModelId(model: string): string {
  return model
    .toLowerCase()
    .replace(/\[1m\]$/, '')
    .replace(/^.*?(?=claude-)/, '')
    .replace(/@.*$/, '')
    .replace(/-v\d+(:\d+)?$/, '')
    .replace(/-\d{8}$/, '')
}

function knownWindow(id: string): number | undefined {
  if (WINDOW_200K.includes(id)) return 200_000
  if (WINDOW_1M.includes(id) || /^claude-(fable|mythos)-5/.test(id)) return 1_000_000
  return undefined
}

const positive = (value: string | undefined): number | undefined => {
  const n = value === undefined ? NaN : Number.parseInt(value, 10)
  return n > 0 ? n : undefined
}

/** The context window in tokens, with the client's overrides in its order. */
export function contextWindow(model: string, env: ClaudeCodeDeferralSettings['env'] = {}): number {
  const max = positive(env.CLAUDE_CODE_MAX_CONTEXT_TOKENS)
  if (isTruthy(env.DISABLE_COMPACT) && max !== undefined) return max
  const disable1m = isTruthy(env.CLAUDE_CODE_DISABLE_1M_CONTEXT)
  if (model.toLowerCase().endsWith('[1m]') && !disable1m) return 1_000_000
  if (disable1m) return 200_000
  const known = knownWindow(baseModelId(model))
  if (known === undefined && max !== undefined) return max
  return known ?? 1_000_000
}

/** The thresholds in IEEE-754 doubles as the client computes them (P / 100 first): 29 % of 200,000 is 57,999 tokens. */
export function thresholds(window: number, percent: number): { tokens: number; chars: number } {
  const tokens = Math.floor(window * (percent / 100))
  return { tokens, chars: Math.floor(tokens * 2.5) }
}

/**
 * The deferrable built-in tools' characters, measured with 2.1.332 and 2.1.333 (fresh set-up,
 * no plugins, no login). A model not measured takes its family's figure: an estimate twice over.
 */
const BUILT_INS: Record<ClaudeCodeSession, Record<string, number>> = {
  print: { 'claude-4': 40_018, 'claude-sonnet-5': 31_863, other: 29_714 },
  interactive: { 'claude-4': 46_529, 'claude-sonnet-5': 38_374, other: 36_225 }
}

export function builtInChars(model: string, session: ClaudeCodeSession): number {
  const id = baseModelId(model)
  const row = BUILT_INS[session]
  if (/^claude-(opus|sonnet|haiku)-4(-|$)/.test(id)) return row['claude-4']
  if (/^claude-sonnet-5(-|$)/.test(id)) return row['claude-sonnet-5']
  return row.other
}

const percentOf = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10

/** A tool's own `anthropic/alwaysLoad` against its server's setting in the user's configuration. */
export function alwaysLoaded(meta: unknown, server: boolean | undefined, dynamic: boolean): boolean {
  if (server === false) return false
  return (server === true && !(dynamic && meta === false)) || meta === true
}

interface Options {
  /** The client version reads `anthropic/alwaysLoad` (2.1.86 on). */
  readsAlwaysLoad: boolean
  /** The engine reproduces 2.1.332 or later, where this rule was read. */
  current: boolean
}

export function claudeCodeDeferral(catalog: Catalog, settings: ClaudeCodeDeferralSettings = {}, options: Options): Deferral {
  const env = settings.env ?? {}
  const model = settings.model ?? DEFAULT_MODEL
  const session = settings.session ?? DEFAULT_SESSION
  const dynamic = settings.scope === 'dynamic'
  const limit = positive(env.CLAUDE_CODE_MAX_MCP_DESCRIPTION_LENGTH) ?? DESCRIPTION_LIMIT
  const neighbours = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name))

  const modeAnswer = resolveMode(settings.enableToolSearch, env)
  const off = unsupportedModel(model) ? `${model} has no tool search` : modeAnswer.mode === 'standard' ? modeAnswer.why : undefined
  const window = contextWindow(model, env)
  const limits = thresholds(window, modeAnswer.percent)
  const measured: Array<{ tool: CatalogTool; cost: ToolCost }> = catalog.tools.map((tool) => {
    const m = measureTool(tool, limit)
    const base = { tool: tool.id, server: tool.rawServer, chars: m.chars, ...(m.estimate ? { estimate: true } : {}), ...(m.cut ? { cut: true } : {}) }
    if (!visibleToModel(tool.meta)) return { tool, cost: { ...base, placement: 'hidden', why: 'hidden' } }
    const always = options.readsAlwaysLoad && alwaysLoaded(tool.meta?.[ALWAYS_LOAD_KEY], settings.alwaysLoad?.[tool.rawServer], dynamic)
    return { tool, cost: { ...base, placement: always ? 'up-front' : 'deferred', why: always ? 'always-load' : 'search' } }
  })
  const counted = (c: ToolCost): boolean => c.placement === 'deferred'
  const mcpChars = sum(measured.map((m) => m.cost).filter(counted))
  const builtIns = settings.builtInChars ?? builtInChars(model, session)
  const total = builtIns + mcpChars
  const size: SizeTest = {
    applies: off === undefined && modeAnswer.mode === 'tst-auto',
    percent: modeAnswer.percent,
    window,
    tokenThreshold: limits.tokens,
    charThreshold: limits.chars,
    builtInChars: builtIns,
    builtInsEstimate: settings.builtInChars === undefined,
    mcpChars,
    total,
    share: percentOf(total, limits.chars)
  }
  const deferred = off === undefined && (modeAnswer.mode === 'tst' || total >= limits.chars)
  const tools = measured.map(({ cost }) => (cost.placement === 'deferred' && !deferred ? { ...cost, placement: 'up-front' as const, why: 'not-deferred' as const } : cost))
  const charsOf = (keep: (server: string) => boolean): number => sum(measured.filter((m) => keep(m.tool.rawServer)).map((m) => m.cost).filter(counted))
  const neighbourChars = charsOf((server) => neighbours.has(server))
  const servers: ServerCost[] = catalog.servers.map((s) => {
    const own = tools.filter((t) => t.server === s.name)
    const chars = charsOf((server) => server === s.name)
    const neighbour = neighbours.has(s.name)
    return {
      server: s.name,
      neighbour,
      chars,
      upFrontChars: sum(own.filter((t) => t.placement !== 'hidden')),
      estimate: own.some((t) => t.estimate === true),
      ...(neighbour ? {} : { share: { alone: percentOf(chars, limits.chars), withBuiltIns: percentOf(builtIns + chars, limits.chars), withNeighbours: percentOf(builtIns + chars + neighbourChars, limits.chars) } })
    }
  })
  const sessionText = session === 'print' ? 'print (-p)' : 'interactive'
  const setup = `ENABLE_TOOL_SEARCH${settings.enableToolSearch === undefined ? ' unset' : `=${settings.enableToolSearch}`}, ${model}, ${sessionText}`
  const estimateMark = measured.some((m) => m.cost.estimate) ? ' (≈: a schema the client rewrites)' : ''
  const reason =
    off !== undefined
      ? `not deferred: ${off}`
      : modeAnswer.mode === 'tst'
        ? `deferred: ${modeAnswer.why}`
        : `${deferred ? 'deferred' : 'not deferred'}: built-ins ≈${formatCount(builtIns)} + MCP ${formatCount(mcpChars)}${estimateMark} = ${formatCount(total)} characters, ${size.share} % of ${formatCount(limits.chars)} (${modeAnswer.percent} % of ${formatCount(window)} tokens × 2.5); ${deferred ? 'at or above' : 'below'} the threshold`
  return {
    verdict: deferred ? 'deferred' : 'not-deferred',
    exact: options.current && (!size.applies || (settings.builtInChars !== undefined && !measured.some((m) => m.cost.estimate))),
    reason,
    setup,
    changes: changesFor(modeAnswer.mode, size, deferred),
    tools,
    servers,
    size
  }
}

function sum(costs: ReadonlyArray<{ chars?: number }>): number {
  let total = 0
  for (const c of costs) total += c.chars ?? 0
  return total
}

function changesFor(mode: Mode, size: SizeTest, deferred: boolean): string[] {
  if (mode === 'tst') return ['ENABLE_TOOL_SEARCH=auto applies a size test; =false turns tool search off', '`alwaysLoad: true` (server configuration) or `_meta["anthropic/alwaysLoad"]: true` loads a tool up front']
  if (mode === 'standard') return ['ENABLE_TOOL_SEARCH unset or true defers every MCP tool']
  const gap = size.charThreshold - size.total
  return [
    deferred ? `${formatCount(-gap)} characters fewer would load everything up front` : `${formatCount(gap)} characters more (all servers and built-ins) would defer everything`,
    'a model with a 1M-token window raises the threshold to 250,000 characters (10 %)',
    'with token counting (the API reachable) the client compares tokens − 500 with the token threshold instead: the verdict can differ'
  ]
}
