/** Manifests for the whole-process runs, written with their catalog files into a folder of their own. */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RawTool } from '../src/catalog/types.js'
import { syntheticQueries, syntheticServers } from './synthetic.js'

export const RECORDED = '__tests__/fixtures/catalogs'
export const ALL_ENGINES = ['claude-code@2.0', 'claude-code@2.1', 'codex', 'ai-sdk']

interface Server {
  name: string
  tools: RawTool[]
}

/** The recorded catalogs of nine published servers. */
export function recordedServers(): Array<Server & { file: string }> {
  return readdirSync(RECORDED)
    .filter((f) => f.endsWith('.tools.json'))
    .sort()
    .map((file) => ({ name: file.replace('.tools.json', ''), file: join(RECORDED, file), tools: (JSON.parse(readFileSync(join(RECORDED, file), 'utf8')) as { tools: RawTool[] }).tools }))
}

/** `wording`: undefined leaves it out (measured and reported, the default), false measures none. */
function writeManifest(dir: string, servers: readonly Server[], queries: ReadonlyArray<{ query: string; expect?: string }>, engines: readonly string[], neighbours?: string, wording?: boolean): string {
  const lines = ['version: 1', `engines: [${engines.join(', ')}]`, ...(wording !== undefined ? [`wording: ${wording}`] : []), 'servers:']
  for (const s of servers) lines.push(`  ${s.name}:`, `    catalog: ${s.name}.tools.json`)
  if (neighbours) lines.push(`neighbours: ${neighbours}`)
  lines.push('queries:')
  for (const q of queries) {
    lines.push(`  - query: ${JSON.stringify(q.query)}`)
    if (q.expect) lines.push(`    expect: ${JSON.stringify(q.expect)}`)
  }
  const file = join(dir, 'mcp-tool-rank.yml')
  writeFileSync(file, lines.join('\n') + '\n')
  return file
}

/**
 * The nine recorded catalogs and `queries` queries over them (every other one expecting its tool).
 * With `neighbours` (`popular`), the nine are named `own-…`, so that no bundled neighbour is
 * left out for sharing a name with one of them: all of the set competes.
 */
export function nineCatalogManifest(dir: string, queries: number, neighbours?: string, wording?: boolean): string {
  mkdirSync(dir, { recursive: true })
  const servers = recordedServers().map((s) => (neighbours ? { ...s, name: `own-${s.name}` } : s))
  for (const s of servers) copyFileSync(s.file, join(dir, `${s.name}.tools.json`))
  return writeManifest(dir, servers, syntheticQueries(servers, queries), ALL_ENGINES, neighbours, wording)
}

/** The smallest check worth timing: the recorded `memory` server (9 tools), one query, one engine. */
export function smallestManifest(dir: string): string {
  mkdirSync(dir, { recursive: true })
  const servers = recordedServers().filter((s) => s.name === 'memory')
  for (const s of servers) copyFileSync(s.file, join(dir, `${s.name}.tools.json`))
  return writeManifest(dir, servers, syntheticQueries(servers, 1), ['claude-code@2.1'])
}

/** `tools` synthetic tools in servers of 100 and `queries` queries over them. */
export function syntheticManifest(dir: string, tools: number, queries: number, engines: readonly string[]): string {
  mkdirSync(dir, { recursive: true })
  const servers = syntheticServers(tools)
  for (const s of servers) writeFileSync(join(dir, `${s.name}.tools.json`), JSON.stringify({ tools: s.tools }))
  return writeManifest(dir, servers, syntheticQueries(servers, queries), engines)
}
