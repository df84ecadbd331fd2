/** The tool table as terminal text: `mcp-tool-rank tools`. */
import type { OwnNameRank, ToolRow, ToolRowEngine } from '../tool-table/types.js'
import { plural } from '../util/plural.js'
import { plainText } from '../util/sanitize-text.js'
import type { Style } from '../util/style.js'
import { rankText } from './diff-text.js'

interface Cell {
  text: string
  bad: boolean
}

function ownNameCell(e: ToolRowEngine): Cell {
  if (e.alwaysLoaded) return { text: 'always', bad: false }
  const view = (v: OwnNameRank): string => (v.found ? rankText(v.rank) : `${rankText(v.rank)} ✗`)
  const views = [e.alone, ...(e.withNeighbours ? [e.withNeighbours] : [])]
  return { text: views.map(view).join(' / '), bad: views.some((v) => !v.found) }
}

/** `"find a file" #1 claude-code@2.1, #3 codex`: each best query with the engines it is the best for; the engines no query finds it under last (not those that load it up front). */
function bestQueryCell(engines: readonly ToolRowEngine[]): Cell {
  const groups = new Map<string, { query: string; ranks: string[] }>()
  const none: string[] = []
  for (const e of engines) {
    if (!e.bestQuery) {
      if (!e.alwaysLoaded) none.push(e.engine)
      continue
    }
    const key = `${e.bestQuery.line}\u0000${e.bestQuery.query}`
    const group = groups.get(key) ?? { query: e.bestQuery.query, ranks: [] }
    group.ranks.push(`${rankText(e.bestQuery.rank)} ${e.engine}`)
    groups.set(key, group)
  }
  if (none.length === engines.length) return { text: 'no query', bad: true }
  const parts = [...groups.values()].map((g) => `"${plainText(g.query, 60)}" ${g.ranks.join(', ')}`)
  if (none.length) parts.push(`no query under ${none.join(', ')}`)
  return parts.length ? { text: parts.join('; '), bad: none.length > 0 } : { text: 'loaded up front', bad: false }
}

/**
 * One row per tool, worst first: its own name's words, where they rank it under each engine
 * (alone / with neighbours; ✗ outside the cut), and the best query of the manifest that finds it.
 */
export function toolTableReport(rows: readonly ToolRow[], head: string, style: Style): string {
  const engines = rows[0]?.engines.map((e) => `${e.engine} (top ${e.maxResults})`) ?? []
  const neighbours = rows.some((r) => r.engines.some((e) => e.withNeighbours))
  const table = rows.map((r) => [
    { text: plainText(`${r.server}/${r.name}`, 60), bad: false },
    { text: r.ownName ? `"${plainText(r.ownName, 60)}"` : '(no words)', bad: false },
    ...r.engines.map(ownNameCell),
    bestQueryCell(r.engines)
  ])
  const header = ['tool', 'own name', ...engines, 'best query']
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].text.length)))
  const line = (cells: readonly Cell[]): string =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c.text : c.text.padEnd(widths[i])))
      .map((text, i) => (cells[i].bad ? style.red(text) : text))
      .join('  ')
      .trimEnd()
  const ownMisses = rows.filter((r) => r.engines.some((e) => !e.alone.found || e.withNeighbours?.found === false)).length
  const uncovered = rows.filter((r) => r.engines.some((e) => !e.bestQuery && !e.alwaysLoaded)).length
  return [
    style.bold(head),
    `own name: the words of the tool's name as the query${neighbours ? ', ranked alone / with neighbours' : ''}; ✗ outside the cut`,
    '',
    style.bold(line(header.map((text) => ({ text, bad: false })))),
    ...table.map(line),
    '',
    `${plural(rows.length, 'tool')}: ${ownMisses} outside the cut by their own name and ${uncovered} found by no query, under some engine`
  ].join('\n') + '\n'
}
