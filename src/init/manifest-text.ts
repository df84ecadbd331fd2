/** The manifest `init` writes, as YAML text with the comments a first-time reader needs. */
import { stringify } from 'yaml'
import { SCHEMA_URL } from '../manifest/schema.js'
import type { ServerEntry } from './detect.js'

/** A value for every engine, or per engine (keys as the manifest's `engines:` names them). */
export type PerEngineValue<T> = T | Readonly<Record<string, T>>

export interface InitQuery {
  query: string
  /** The tool reference, as the manifest writes it. */
  expect: string
  rank?: PerEngineValue<number>
  knownFailure?: PerEngineValue<string>
}

export interface ManifestText {
  server: string
  entry: ServerEntry
  engines?: readonly string[]
  /** `popular`, or names of bundled neighbours. */
  neighbours?: string | readonly string[]
  /** The server's `timeout`, as written (`2m`). */
  timeout?: string
  queries: readonly InitQuery[]
}

/** One YAML scalar, quoted only when YAML needs it. */
function scalar(value: string | number): string {
  return stringify(value, { lineWidth: 0 }).trimEnd()
}

function flowList(values: readonly string[]): string {
  return `[${values.map(scalar).join(', ')}]`
}

function serverLines(m: ManifestText): string[] {
  const timeout = m.timeout === undefined ? [] : [`    timeout: ${scalar(m.timeout)}`]
  if ('url' in m.entry) return [`    url: ${scalar(m.entry.url)}`, ...timeout]
  return [`    command: ${scalar(m.entry.command)}`, ...(m.entry.args?.length ? [`    args: ${flowList(m.entry.args)}`] : []), ...timeout]
}

/** `key: value`, or for a per-engine mapping the mapping: on one line for numbers, a line per engine for text. */
function perEngineLines(key: string, value: PerEngineValue<string | number> | undefined): string[] {
  if (value === undefined) return []
  if (typeof value !== 'object') return [`    ${key}: ${scalar(value)}`]
  const entries = Object.entries(value)
  if (entries.every(([, v]) => typeof v === 'number')) return [`    ${key}: { ${entries.map(([k, v]) => `${scalar(k)}: ${v}`).join(', ')} }`]
  return [`    ${key}:`, ...entries.map(([k, v]) => `      ${scalar(k)}: ${scalar(v)}`)]
}

export function manifestText(m: ManifestText): string {
  const neighbours = m.neighbours === undefined ? [] : [`neighbours: ${typeof m.neighbours === 'string' ? scalar(m.neighbours) : flowList(m.neighbours)}`]
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    '# Written by `mcp-tool-rank init`: for each tool, a query in the words of its own name (and,',
    '# for a one-word name, the first words of its description), then up to two other wordings of',
    '# it that find the tool today, each expecting the tool within the cut of every engine.',
    '# Rewrite the queries in the words your users would search with, then run',
    '# `npx mcp-tool-rank check`.',
    'version: 1',
    ...(m.engines?.length ? [`engines: ${flowList(m.engines)}`] : []),
    'servers:',
    '  # The name users give the server in their client: it is part of every tool name',
    `  # (mcp__${m.server}__…) and the clients rank it too.`,
    `  ${scalar(m.server)}:`,
    ...serverLines(m),
    ...neighbours,
    m.queries.length ? 'queries:' : 'queries: []'
  ]
  for (const q of m.queries) {
    lines.push(`  - query: ${scalar(q.query)}`, `    expect: ${scalar(q.expect)}`, ...perEngineLines('rank', q.rank), ...perEngineLines('known_failure', q.knownFailure))
  }
  return lines.join('\n') + '\n'
}
