import { ALWAYS_LOAD_KEY, SEARCH_HINT_KEY } from '../../catalog/build.js'
import type { CatalogTool } from '../../catalog/types.js'
import type { LintRule } from '../types.js'
import { targetTools } from '../util.js'

const LOAD_UP_FRONT = `\`_meta["${ALWAYS_LOAD_KEY}"]: true\` keeps a tool out of Claude Code's tool search`
const DEFER = 'no server key defers a tool: Claude Code and Codex defer every MCP tool by default, and an AI SDK app defers what it registers with `deferLoading: true`'

/** Spellings of the deferral controls, lower-cased without `_` and `-`, and what works instead. */
const LOOKALIKES: ReadonlyArray<[pattern: RegExp, works: string]> = [
  [/^(anthropic\/)?deferloading$/, `${DEFER}; ${LOAD_UP_FRONT}`],
  [/^(anthropic\/)?alwaysload$/, LOAD_UP_FRONT],
  [/^(anthropic\/)?searchhint$/, `\`_meta["${SEARCH_HINT_KEY}"]\` (a string of 3–10 words) adds words to Claude Code's search`]
]

function lookalike(key: string): string | undefined {
  const norm = key.toLowerCase().replace(/[_-]/g, '')
  return LOOKALIKES.find(([pattern]) => pattern.test(norm))?.[1]
}

/** Keys of the tool, and of its `_meta`, that look like a deferral control but are not the one a client reads. */
function unreadKeys(tool: CatalogTool): Array<{ where: string; works: string }> {
  const top = (tool.extraKeys ?? []).flatMap((key) => {
    const works = lookalike(key)
    return works ? [{ where: `the top-level key \`${key}\``, works }] : []
  })
  const meta = Object.keys(tool.meta ?? {}).flatMap((key) => {
    const works = key === ALWAYS_LOAD_KEY || key === SEARCH_HINT_KEY ? undefined : lookalike(key)
    return works ? [{ where: `\`_meta["${key}"]\``, works }] : []
  })
  return [...top, ...meta]
}

export const unreadDeferralKey: LintRule = {
  id: 'unread-deferral-key',
  defaultSeverity: 'warning',
  summary: 'A key presented as a deferral control that no client reads.',
  doc:
    'Servers ship keys such as a top-level `defer_loading`, or `deferLoading` and `alwaysLoad` in `_meta`, meant to steer ' +
    'deferred tool search. No client reads them: Claude Code reads only `_meta["anthropic/alwaysLoad"]` (load up front) and ' +
    '`_meta["anthropic/searchHint"]` (search words), Codex only its own configuration, and the AI SDK only what the app ' +
    'passes. Each finding names the key that works.',
  check(ctx, report) {
    for (const tool of targetTools(ctx)) {
      for (const { where, works } of unreadKeys(tool)) report({ tool, message: `${where} is read by no client: ${works}.` })
    }
  }
}
