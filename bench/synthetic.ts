/**
 * Synthetic catalogs and queries for the growth table: servers of 100 tools each, names made
 * of a verb and one or two nouns drawn from shared word lists (so that tools of different
 * servers compete for the same words, as real servers do), descriptions of a few sentences,
 * two to four parameters. Deterministic: the same sizes always give the same files.
 */
import type { RawTool } from '../src/catalog/types.js'

const VERBS = 'get list create update delete search find add remove set move copy send read write close open merge assign archive restore export import sync fetch start stop run cancel approve reject publish schedule invite share lock unlock tag label comment watch'.split(' ')
const NOUNS = 'issue project file folder repository branch commit message channel user team task ticket page document note event calendar meeting contact invoice payment order product customer account report dashboard chart query table record row column workflow pipeline job build release deployment secret variable token key policy role group member permission comment label milestone sprint board card list item attachment image video playlist track album artist photo album post thread reply reaction notification alert incident service cluster node container volume network bucket object database schema index log metric trace span monitor subscription plan quota invoice shipment warehouse location region zone domain certificate email draft template form survey response'.split(' ')
const ADJECTIVES = 'recent open closed archived shared private public pending active draft default current new old remote local'.split(' ')
const FILLER = 'the a an for with from into by in of to on at using given selected matching existing specified optional all every each its their this that which when'.split(' ')
const PROPS = 'id name title body query limit cursor page owner repo path content status labels assignee due start end format include fields filter sort order since until'.split(' ')

/** A small, fast, seeded generator (mulberry32): the catalogs must not change between runs. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)]
}

function sentence(rnd: () => number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(i % 3 === 1 ? pick(rnd, FILLER) : rnd() < 0.5 ? pick(rnd, NOUNS) : pick(rnd, VERBS))
  const text = out.join(' ')
  return text[0].toUpperCase() + text.slice(1) + '.'
}

export const TOOLS_PER_SERVER = 100

/** `count` tools as `servers` stored catalogs of 100 tools each: `svc0`, `svc1`, … */
export function syntheticServers(count: number, seed = 1): Array<{ name: string; tools: RawTool[] }> {
  const rnd = random(seed)
  const servers: Array<{ name: string; tools: RawTool[] }> = []
  for (let s = 0; s * TOOLS_PER_SERVER < count; s++) {
    const tools: RawTool[] = []
    const names = new Set<string>()
    while (tools.length < Math.min(TOOLS_PER_SERVER, count - s * TOOLS_PER_SERVER)) {
      const verb = pick(rnd, VERBS)
      const noun = pick(rnd, NOUNS)
      const name = rnd() < 0.3 ? `${verb}_${pick(rnd, ADJECTIVES)}_${noun}` : rnd() < 0.5 ? `${verb}_${noun}_${pick(rnd, NOUNS)}` : `${verb}_${noun}`
      if (names.has(name)) continue
      names.add(name)
      const props = Object.fromEntries(Array.from({ length: 2 + Math.floor(rnd() * 3) }, () => [pick(rnd, PROPS), { type: 'string', description: sentence(rnd, 6) }]))
      const description = `${verb[0].toUpperCase()}${verb.slice(1)} a ${noun} ${pick(rnd, FILLER)} the ${pick(rnd, NOUNS)}. ${sentence(rnd, 8 + Math.floor(rnd() * 12))} ${sentence(rnd, 6)}`
      tools.push({ name, description, inputSchema: { type: 'object', properties: props } })
    }
    servers.push({ name: `svc${s}`, tools })
  }
  return servers
}

/**
 * `count` queries over those servers: a tool's own name in words, or its verb with a word of
 * its description; every other one expects the tool it was made from.
 */
export function syntheticQueries(servers: ReadonlyArray<{ name: string; tools: RawTool[] }>, count: number, seed = 2): Array<{ query: string; expect?: string }> {
  const rnd = random(seed)
  const queries: Array<{ query: string; expect?: string }> = []
  while (queries.length < count) {
    const server = pick(rnd, servers)
    const tool = pick(rnd, server.tools)
    const words = tool.name
      .split(/[_\-.\s]+|(?=[A-Z])/)
      .filter(Boolean)
      .map((w) => w.toLowerCase())
    const described = (tool.description ?? '').toLowerCase().match(/[a-z]{4,}/g) ?? []
    const query = rnd() < 0.5 ? words.join(' ') : `${words[0]} ${pick(rnd, described)}`
    queries.push(queries.length % 2 === 0 ? { query, expect: `${server.name}/${tool.name}` } : { query })
  }
  return queries
}
