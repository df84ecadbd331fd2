/** The manifest `init` writes, as YAML text with the comments a first-time reader needs. */
import { stringify } from 'yaml'
import { SCHEMA_URL } from '../manifest/schema.js'
import type { ServerEntry } from './detect.js'

export interface InitQuery {
  query: string
  /** The tool reference, as the manifest writes it. */
  expect: string
  rank?: number
  knownFailure?: string
}

export interface ManifestText {
  server: string
  entry: ServerEntry
  engines?: readonly string[]
  queries: readonly InitQuery[]
}

/** One YAML scalar, quoted only when YAML needs it. */
function scalar(value: string | number): string {
  return stringify(value, { lineWidth: 0 }).trimEnd()
}

function flowList(values: readonly string[]): string {
  return `[${values.map(scalar).join(', ')}]`
}

function serverLines(entry: ServerEntry): string[] {
  if ('url' in entry) return [`    url: ${scalar(entry.url)}`]
  return [`    command: ${scalar(entry.command)}`, ...(entry.args?.length ? [`    args: ${flowList(entry.args)}`] : [])]
}

export function manifestText(m: ManifestText): string {
  const lines = [
    `# yaml-language-server: $schema=${SCHEMA_URL}`,
    '# Written by `mcp-tool-rank init`: one query per tool, from its name (and, for a one-word',
    '# name, the first words of its description), expecting that tool at the rank it has today.',
    '# Rewrite the queries in the words your users would search with, then run',
    '# `npx mcp-tool-rank check`.',
    'version: 1',
    ...(m.engines?.length ? [`engines: ${flowList(m.engines)}`] : []),
    'servers:',
    '  # The name users give the server in their client: it is part of every tool name',
    `  # (mcp__${m.server}__…) and the clients rank it too.`,
    `  ${scalar(m.server)}:`,
    ...serverLines(m.entry),
    m.queries.length ? 'queries:' : 'queries: []'
  ]
  for (const q of m.queries) {
    lines.push(`  - query: ${scalar(q.query)}`, `    expect: ${scalar(q.expect)}`)
    if (q.rank !== undefined) lines.push(`    rank: ${q.rank}`)
    if (q.knownFailure !== undefined) lines.push(`    known_failure: ${scalar(q.knownFailure)}`)
  }
  return lines.join('\n') + '\n'
}
