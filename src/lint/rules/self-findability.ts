import type { LintRule } from '../types.js'
import { cutFor, listSome, ownNameQueryOf, searchOnce, targetTools } from '../util.js'
import { shortToolName } from '../../catalog/sanitize.js'

export const selfFindability: LintRule = {
  id: 'self-findability',
  defaultSeverity: 'warning',
  summary: 'The words of the tool\'s own name do not put it within the cut.',
  doc:
    'The first thing a model searches for is usually the tool\'s own name in words: "create issue" for `create_issue`. When ' +
    'even that query leaves the tool below the cut (5 results in Claude Code), other tools, often of another server, own those ' +
    'words: their names match as well and their descriptions add more. Checked per engine of the manifest against every ' +
    'server it lists, competitors included. A regex search (`fastmcp-regex`) is searched with a pattern, so there the ' +
    'query is the name itself (`create_pull_request`). Give the tool a name that says what it acts on, or start its description with ' +
    'the words of its name.',
  withoutNeighbourCopies: true,
  check(ctx, report) {
    const tools = targetTools(ctx)
    const misses = new Map<string, string[]>()
    const ahead = new Map<string, string[]>()
    for (const engine of ctx.engines) {
      const maxResults = cutFor(ctx, engine)
      const collisions = engine.nameCollisions ? new Set([...engine.nameCollisions(ctx.catalog).values()].flat()) : undefined
      for (const tool of tools) {
        if (engine.loadsAlwaysLoad && tool.alwaysLoad) continue
        if (engine.firstPageOnly && tool.page > 1) continue // paginated-tools-list says so
        if (collisions?.has(tool)) continue // ai-sdk-name-collision says so
        const query = ownNameQueryOf(ctx, tool, engine)
        if (!query) continue
        const result = searchOnce(ctx, engine, query)
        if (!result) continue
        if (result.results.includes(tool.id)) continue
        const me = result.subjects.get(tool.id)
        const atCut = result.head[maxResults - 1]
        const tie = me && atCut && me.score === atCut.score ? ', tied at the cut and later in the client\'s tool order' : ''
        const list = misses.get(tool.id) ?? []
        const own = query === ownNameQueryOf(ctx, tool) ? '' : `, by the pattern "${query}"`
        list.push(`${me ? `#${me.rank}` : 'not scored'} under ${engine.id} (top ${maxResults}${tie}${own})`)
        misses.set(tool.id, list)
        if (!ahead.has(tool.id)) ahead.set(tool.id, result.results.slice(0, 3).map(shortToolName))
      }
    }
    for (const tool of tools) {
      const miss = misses.get(tool.id)
      if (!miss) continue
      const first = ahead.get(tool.id) ?? []
      report({
        tool,
        message:
          `its own name's words, "${ownNameQueryOf(ctx, tool)}", do not find it: ${miss.join(', ')}. ` +
          `${first.length ? `Ahead of it: ${listSome(first, 3)}. ` : ''}Name what it acts on, or start its description with those words.`
      })
    }
  }
}
