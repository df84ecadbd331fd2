/**
 * In-process ranking throughput and memory per engine on one catalog, with a literal
 * transcription of Claude Code 2.0's own `searchTools` as the reference for claude-code@2.0: the result
 * lists must be identical.
 */
import type { Catalog } from '../src/catalog/types.js'
import { resolveEngine } from '../src/engines/registry.js'
import { EngineQueryError } from '../src/engines/types.js'

const MIN_SECONDS = 1

// Claude Code 2.0's searchTools, transcribed literally from the client's code: per query it lower-cases every
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

/** Prints one line per engine; returns how many claude-code@2.0 result lists differ from the reference. */
export async function engineThroughput(catalog: Catalog, queries: readonly string[], engineIds: readonly string[]): Promise<number> {
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

  console.log('| engine | prepare | rankings/s | peak heap | vs reference |')
  console.log('| --- | --: | --: | --: | --: |')
  console.log(`| Claude Code 2.0's \`searchTools\` (reference) | – | ${refRate.toFixed(0)} | ${refPeak.peakMb().toFixed(0)} MB | 1.0x |`)
  let mismatches = 0
  for (const id of engineIds) {
    const engine = resolveEngine(id)
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
    console.log(`| \`${engine.id}\` | ${prepareMs.toFixed(0)} ms | ${rate.toFixed(0)} | ${peak.peakMb().toFixed(0)} MB | ${(rate / refRate).toFixed(1)}x |`)
  }
  return mismatches
}
