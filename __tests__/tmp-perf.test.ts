import { it } from '@jest/globals'
import { buildCatalog } from '../src/catalog/build.js'
import { codex } from '../src/engines/codex/index.js'
import { tokenize, unicodeWords } from '../src/engines/codex/tokenize.js'
import { deunicode } from '../src/engines/codex/deunicode.js'
const words = 'create list get update delete issue pull request repository branch commit file search code user team project deploy release build test workflow run job log metric alert incident page message channel email calendar event document folder drive sheet table row column query database schema index cluster node pod service secret token key permission role policy bucket object queue topic'.split(' ')
let seed = 7
const rnd = (n: number): number => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n }
const phrase = (k: number): string => Array.from({ length: k }, () => words[rnd(words.length)] + (rnd(5) === 0 ? 'ing' + rnd(100) : '')).join(' ')
it('perf', () => {
  const listings = Array.from({ length: 25 }, (_, s) => ({
    name: `server-${s}`, source: 'catalog' as const, pages: 1, instructions: s % 3 ? undefined : 'Use this server for ' + phrase(20) + ' café',
    tools: Array.from({ length: 30 }, (_, t) => ({ name: `${words[rnd(words.length)]}_${words[rnd(words.length)]}_${t}`, description: 'Tool to ' + phrase(30) + '. Returns ' + phrase(10), inputSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 5 }, () => [words[rnd(words.length)] + '_id', { type: 'string' }])) } }))
  }))
  const catalog = buildCatalog(listings)
  for (let r = 0; r < 3; r++) {
    let t0 = performance.now()
    const p = codex.prepare(catalog)
    const prep = performance.now() - t0
    t0 = performance.now()
    for (const d of p.documents) unicodeWords(deunicode(d.text).toLowerCase())
    const seg = performance.now() - t0
    t0 = performance.now()
    for (const d of p.documents) tokenize(d.text)
    const tok = performance.now() - t0
    const queries = Array.from({ length: 500 }, () => phrase(1 + rnd(6)))
    t0 = performance.now()
    let n = 0
    for (const q of queries) n += codex.search(p, q, { maxResults: 8 }).ranking.length
    const search = performance.now() - t0
    console.log(`prepare ${prep.toFixed(1)}ms (segment ${seg.toFixed(1)} tokenize ${tok.toFixed(1)}), 500 searches ${search.toFixed(1)}ms, avg ranking ${n / 500}`)
  }
})
