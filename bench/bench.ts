/**
 * `npm run bench`: ranking throughput and memory on the recorded catalogs of nine published
 * servers loaded as one client (748 tools), with a literal transcription of the seed's
 * `searchTools` as the reference for claude-code@2.0.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { buildCatalog } from '../src/catalog/build.js'
import type { Catalog, RawTool, ServerListing } from '../src/catalog/types.js'
import { listEngines, resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError } from '../src/engines/types.js'

// Compiled to lib/bench/, run from the repository root.
const CATALOGS = new URL('__tests__/fixtures/catalogs/', `file://${process.cwd()}/`)
const QUERY_COUNT = 300
const MIN_SECONDS = 1.5

function loadCatalog(): Catalog {
  const listings: ServerListing[] = readdirSync(CATALOGS)
    .filter((f) => f.endsWith('.tools.json'))
    .sort()
    .map((file) => {
      const data = JSON.parse(readFileSync(new URL(file, CATALOGS), 'utf8')) as { tools: RawTool[]; instructions?: string }
      return { name: file.replace('.tools.json', ''), source: 'catalog', tools: data.tools, pages: 1, instructions: data.instructions }
    })
  return buildCatalog(listings)
}

/** Deterministic, realistic queries: tool-name words, and verb + noun pairs from descriptions. */
function makeQueries(catalog: Catalog): string[] {
  const queries: string[] = []
  for (let i = 0; queries.length < QUERY_COUNT; i++) {
    const tool = catalog.tools[(i * 7919) % catalog.tools.length]
    const words = tool.name.split(/[_\-.\s]+|(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase())
    const desc = tool.description.toLowerCase().match(/[a-z]{4,}/g) ?? []
    if (i % 3 === 0) queries.push(words.join(' '))
    else if (i % 3 === 1) queries.push([words[0], ...desc.slice(1, 3)].join(' '))
    else queries.push([...desc.slice(0, 2), words[words.length - 1]].join(' '))
  }
  return queries
}

// The seed's searchTools (000_*.txt), transcribed literally: per query it lower-cases every
// tool's name and awaits a prompt lookup over all tools.
async function getToolPrompt(name: string, allTools: ReadonlyArray<{ name: string; description: string }>): Promise<string> {
  return allTools.find((t) => t.name === name)?.description ?? ''
}

async function searchTools(
  query: string,
  tools: ReadonlyArray<{ name: string; description: string }>,
  allTools: ReadonlyArray<{ name: string; description: string }>,
  maxResults: number
): Promise<string[]> {
  const queryTokens = query
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token.length > 0)
  const scored = await Promise.all(
    tools.map(async (tool) => {
      const normName = tool.name.toLowerCase().replace(/__/g, ' ')
      const promptText = (await getToolPrompt(tool.name, allTools)).toLowerCase()
      let score = 0
      for (const token of queryTokens) {
        if (normName === token) score += 10
        else if (normName.includes(token)) score += 5
        if (promptText.includes(token)) score += 2
      }
      return { name: tool.name, score }
    })
  )
  return scored
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, maxResults)
    .map((item) => item.name)
}

function peakTracker(): { sample(): void; peakMb(): number } {
  let peak = 0
  return {
    sample() {
      peak = Math.max(peak, process.memoryUsage().heapUsed)
    },
    peakMb: () => peak / 1024 / 1024
  }
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ perSecond: number; last: T }> {
  let rounds = 0
  let last!: T
  const start = performance.now()
  while (performance.now() - start < MIN_SECONDS * 1000 || rounds < 1) {
    last = await fn()
    rounds++
  }
  return { perSecond: rounds / ((performance.now() - start) / 1000), last }
}

async function main(): Promise<void> {
  const catalog = loadCatalog()
  const queries = makeQueries(catalog)
  const cpu = cpus()[0]?.model ?? 'unknown CPU'
  console.log(`mcp-tool-rank bench · Node ${process.version} · ${cpu} · ${cpus().length} cores`)
  console.log(`catalog: ${catalog.tools.length} tools from ${catalog.servers.length} servers · ${queries.length} queries\n`)

  const refTools = catalog.tools.map((t) => ({ name: t.id, description: t.description }))
  globalThis.gc?.()
  const refPeak = peakTracker()
  const reference = await timed(async () => {
    const out: string[][] = []
    for (const q of queries) {
      out.push(await searchTools(q, refTools, refTools, 5))
      refPeak.sample()
    }
    return out
  })
  const refRate = reference.perSecond * queries.length

  console.log('engine             prepare    rankings/s   peak heap   vs seed reference')
  console.log(`seed searchTools         -   ${refRate.toFixed(0).padStart(10)}   ${refPeak.peakMb().toFixed(1).padStart(6)} MB   1.0x`)
  let mismatches = 0
  for (const info of listEngines()) {
    const engine = resolveEngine(info.id)
    globalThis.gc?.()
    const peak = peakTracker()
    const t0 = performance.now()
    const prepared = engine.prepare(catalog)
    const prepareMs = performance.now() - t0
    peak.sample()
    const run = await timed(() => {
      const out: string[][] = []
      for (const q of queries) {
        try {
          out.push(engine.search(prepared, q, { maxResults: engine.id === 'claude-code@2.0' ? 5 : engine.defaultMaxResults }).results)
        } catch (err) {
          if (!(err instanceof EngineQueryError)) throw err
          out.push([])
        }
        peak.sample()
      }
      return out
    })
    const rate = run.perSecond * queries.length
    if (engine.id === 'claude-code@2.0') {
      mismatches = run.last.filter((r, i) => JSON.stringify(r) !== JSON.stringify(reference.last[i])).length
    }
    console.log(
      `${engine.id.padEnd(16)} ${prepareMs.toFixed(1).padStart(6)} ms ${rate.toFixed(0).padStart(10)}   ${peak.peakMb().toFixed(1).padStart(6)} MB   ${(rate / refRate).toFixed(1)}x`
    )
  }
  console.log(`\nclaude-code@2.0 vs the seed's searchTools: ${queries.length - mismatches}/${queries.length} identical result lists`)
  if (mismatches > 0) process.exitCode = 1
}

await main()
