/** An engine's `prepareEdited` gives what preparing the edited catalog from scratch gives. */
import { describe, expect, it } from '@jest/globals'
import { applyEdits } from '../src/advice/advise.js'
import { buildCatalog } from '../src/catalog/build.js'
import { listEngines, resolveEngine } from '../src/engines/registry.js'
import { fixtureListings } from './lint-helpers.js'

// Every recorded catalog but Microsoft 365's (half of them all): enough to compete, quick to prepare.
const catalog = buildCatalog(fixtureListings().filter((l) => l.name !== 'ms365'))

describe('prepareEdited', () => {
  const engines = listEngines()
    .map((e) => resolveEngine(e.id))
    .filter((e) => e.prepareEdited)

  it('is offered by the engines whose scores depend on the whole catalog', () => {
    expect(engines.map((e) => e.id)).toEqual(['codex'])
  })

  it.each(engines.map((e) => [e.id, e] as const))('%s: rankings on the edited catalog are those of preparing it again', (_id, engine) => {
    const prepared = engine.prepare(catalog)
    for (let i = 0; i < 15; i++) {
      const tool = catalog.tools[(i * 37) % catalog.tools.length]
      const other = catalog.tools[(i * 53 + 11) % catalog.tools.length]
      const words = ['merge request', 'calendar event', 'issue', 'zzyzx unseen', 'list list list'][i % 5].split(' ')
      const edits = [
        { tool: tool.id, field: 'description' as const, add: words },
        ...(i % 3 === 0 ? [{ tool: other.id, field: 'description' as const, add: ['page', 'file'] }] : [])
      ]
      const edited = applyEdits(catalog, edits)
      const changed = edited.tools.filter((t, k) => t !== catalog.tools[k])
      const fast = engine.prepareEdited!(prepared, edited, changed)
      const slow = engine.prepare(edited)
      for (const query of [words.join(' '), `${tool.name.replace(/[_-]+/g, ' ')}`, 'get file contents', 'page']) {
        expect(engine.search(fast, query, { maxResults: 8 })).toEqual(engine.search(slow, query, { maxResults: 8 }))
      }
    }
  })

  it.each(engines.map((e) => [e.id, e] as const))('%s: an edited index edited again ranks as the twice-edited catalog prepared again', (_id, engine) => {
    const first = applyEdits(catalog, [{ tool: catalog.tools[3].id, field: 'description', add: ['merge', 'request'] }])
    const fast = engine.prepareEdited!(engine.prepare(catalog), first, [first.tools[3]])
    const second = applyEdits(first, [{ tool: catalog.tools[40].id, field: 'description', add: ['calendar', 'merge'] }])
    const twice = engine.prepareEdited!(fast, second, [second.tools[40]])
    const slow = engine.prepare(second)
    for (const query of ['merge request', 'calendar', 'get file contents']) {
      expect(engine.search(twice, query, { maxResults: 8 })).toEqual(engine.search(slow, query, { maxResults: 8 }))
      expect(engine.search(fast, query, { maxResults: 8 })).toEqual(engine.search(engine.prepare(first), query, { maxResults: 8 }))
    }
  })
})
