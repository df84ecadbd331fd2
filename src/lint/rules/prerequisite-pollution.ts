import type { CatalogTool } from '../../catalog/types.js'
import type { LintRule } from '../types.js'
import { clip, cutFor, label, listSome, ownNameQueryOf, rankEdited, searchOnce, targetTools } from '../util.js'
import { nameWords } from '../../util/words.js'

/** An identifier in prose: letters, digits, `_`, `-`, `.`, optionally in backticks. */
const IDENT_RE = /`?[A-Za-z0-9][A-Za-z0-9_.-]*`?/g

/**
 * What an IDENT_RE match has when it can name a tool: a backtick, a separator or an inner
 * capital. Without one it is not in backticks, has no `mcp__` prefix and is no identifier.
 */
const MAYBE_NAME_RE = /[`_.-]|[a-z][A-Z]/

/**
 * A name that cannot be an ordinary word of prose: it has a separator or an inner capital
 * (`list_customers`, `get-user`, `getUser`). A one-word name (`search`) counts only in backticks.
 */
function looksLikeIdentifier(name: string): boolean {
  return /[A-Za-z0-9][_.-]+[A-Za-z0-9]/.test(name) || /[a-z][A-Z]/.test(name)
}

const BACKTICK = 0x60
const DOT = 0x2e
const DASH = 0x2d

/**
 * An IDENT_RE match as a tool name: backticks, trailing `.`/`-` and an `mcp__server__` prefix
 * removed. Read with string indexes, not regular expressions: it runs on every word of a
 * description that names a tool.
 */
function identOf(match: string): { word: string; ticked: boolean; prefixed: boolean } {
  const ticked = match.length > 2 && match.charCodeAt(0) === BACKTICK && match.charCodeAt(match.length - 1) === BACKTICK
  const start = match.charCodeAt(0) === BACKTICK ? 1 : 0
  let end = match.length
  if (end > start && match.charCodeAt(end - 1) === BACKTICK) end--
  while (end > start && (match.charCodeAt(end - 1) === DOT || match.charCodeAt(end - 1) === DASH)) end--
  const word = match.slice(start, end)
  // `mcp__`, at least one character of server, `__`, at least one character of tool.
  const split = word.startsWith('mcp__') ? word.indexOf('__', 6) : -1
  return split !== -1 && split + 2 < word.length ? { word: word.slice(split + 2), ticked, prefixed: true } : { word, ticked, prefixed: false }
}

interface Mention {
  other: CatalogTool
  at: number
}

/** Tools of the catalog that `tool`'s description names (its own server first). */
function mentionedTools(tool: CatalogTool, byName: ReadonlyMap<string, CatalogTool[]>): Mention[] {
  const found = new Map<CatalogTool, number>()
  for (const m of tool.description.matchAll(IDENT_RE)) {
    // Most matches are plain words, which can name a tool only as an identifier (tested first: cheaper).
    if (!MAYBE_NAME_RE.test(m[0])) continue
    const { word, ticked, prefixed } = identOf(m[0])
    if (!ticked && !prefixed && !looksLikeIdentifier(word)) continue
    const candidates = (byName.get(word.toLowerCase()) ?? []).filter((t) => t !== tool && t.name.toLowerCase() !== tool.name.toLowerCase())
    if (candidates.length === 0) continue
    const sameServer = candidates.filter((t) => t.rawServer === tool.rawServer)
    for (const other of sameServer.length ? sameServer : candidates) if (!found.has(other)) found.set(other, m.index)
  }
  return [...found].map(([other, at]) => ({ other, at }))
}

export const prerequisitePollution: LintRule = {
  id: 'prerequisite-pollution',
  defaultSeverity: 'warning',
  summary: 'The description names another tool, so it matches that tool\'s words.',
  doc:
    'Notes such as "call `list_customers` first to get the customer ID" put another tool\'s name, and so its words, into this ' +
    'description. Tool search matches substrings: a search for "list customers" now also scores this tool, and when ten tools ' +
    'carry the same note they crowd `list_customers` itself out of the results. Put such notes in the description of the ' +
    'parameter they are about (inside `inputSchema`, which no client\'s tool search reads), or say what is needed ("a customer ' +
    'ID") without naming the tool. Reported only when, under an engine the manifest runs, the mentioned tool\'s own-name query ' +
    'ranks this tool within the cut on a word only the note brought; the finding names those engines.',
  withoutNeighbourCopies: true,
  check(ctx, report) {
    const byName = new Map<string, CatalogTool[]>()
    for (const t of ctx.catalog.tools) {
      for (const key of new Set([t.name.toLowerCase(), String(t.rawName).toLowerCase()])) {
        const list = byName.get(key)
        if (list) list.push(t)
        else byName.set(key, [t])
      }
    }
    for (const tool of targetTools(ctx)) {
      const mentions = mentionedTools(tool, byName)
      if (mentions.length === 0) continue
      // This tool's own words: its name, and its description without the mentions.
      const mentioned = new Set(mentions.map((m) => m.other.name.toLowerCase()))
      const rest = tool.description.replace(IDENT_RE, (w) => (mentioned.has(identOf(w).word.toLowerCase()) ? ' ' : w))
      const own = new Set([...nameWords(tool.name), ...nameWords(rest)])
      const gained = [...new Set(mentions.flatMap((m) => nameWords(m.other.name)))].filter((w) => !own.has(w))
      // Nothing new to match: the note only repeats words this tool already has.
      if (gained.length === 0) continue
      // Evidence: under an engine, the mentioned tool's own-name search matches this tool on a
      // word only the note brought and ranks it above that tool or within the cut, and ranked
      // again without the note, it is not. Engines differ: Claude Code 2.1 matches whole words,
      // so `list` inside `list_customers` does not count there, while 2.0 matches any substring;
      // Codex promotes a tool by its name whatever its description says. Only the manifest's
      // engines are asked, and the finding names each one affected; with none, nothing is reported.
      const affected: string[] = []
      let evidence = ''
      let edited: CatalogTool | undefined
      /** The tool with the note's tool names taken out of its description (raw and sanitised). */
      const withoutNote = (): CatalogTool => {
        const drop = (text: string): string => text.replace(IDENT_RE, (w) => (mentioned.has(identOf(w).word.toLowerCase()) ? ' ' : w))
        return (edited ??= { ...tool, description: rest, ...(typeof tool.rawDescription === 'string' ? { rawDescription: drop(tool.rawDescription) } : {}) })
      }
      for (const engine of ctx.engines) {
        for (const m of mentions) {
          const query = ownNameQueryOf(ctx, m.other)
          const result = query ? searchOnce(ctx, engine, query) : null
          if (!result) continue
          const cut = cutFor(ctx, engine)
          const mine = result.head.find((r) => r.tool === tool.id)
          if (!mine || mine.rank > cut || !mine.breakdown.some((c) => gained.includes(c.term))) continue
          const theirs = result.subjects.get(m.other.id)?.rank
          // Verified: without the note, the tool leaves the cut or falls below the tool it names.
          const without = rankEdited(ctx, engine, query, withoutNote())
          if (without !== null && without <= cut && (theirs === undefined || mine.rank > theirs || without < theirs)) continue
          affected.push(engine.id)
          evidence ||=
            theirs === undefined || mine.rank < theirs
              ? ` Under ${engine.id}, "${query}" ranks this tool #${mine.rank}, above \`${m.other.name}\`${theirs ? ` (#${theirs})` : ''}.`
              : ` Under ${engine.id}, "${query}" puts this tool in the top ${cut} (#${mine.rank}), taking a place from another tool.`
          break
        }
      }
      if (affected.length === 0) continue
      const first = mentions[0]
      const from = Math.max(0, first.at - 40)
      const to = first.at + first.other.name.length + 40
      const around = `${from > 0 ? '…' : ''}${clip(tool.description.slice(from, to), 110)}${to < tool.description.length ? '…' : ''}`.replace(/……$/, '…')
      const names = mentions.map((m) => (m.other.rawServer === tool.rawServer ? `\`${m.other.name}\`` : `\`${label(m.other)}\``))
      const gainNote = `it puts ${gained.length === 1 ? 'the word' : 'the words'} ${listSome(gained.map((w) => `"${w}"`), 5)} into this description`
      report({
        tool,
        tools: mentions.map((m) => m.other.id),
        message:
          `description names ${listSome(names)} ("${around}"): ${gainNote}, which moves tools under ${listSome(affected, 4)}.${evidence} ` +
          'Move the note into the parameter\'s description in inputSchema (no tool search reads it), or say what is needed without the tool\'s name.'
      })
    }
  }
}
