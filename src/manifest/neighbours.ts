/**
 * The manifest's `neighbours:` key: names from the bundled set, or `popular` for all of them.
 * Checked here rather than by the schema's enum alone, so that a typo gets a did-you-mean at
 * its own line and column.
 */
import { didYouMean } from '../util/suggest.js'
import { NEIGHBOUR_NAMES, POPULAR } from './schema.js'
import type { NeighbourRef, SourcePosition } from './types.js'

type Path = ReadonlyArray<string | number>

const normalised = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '_')

/** The user's server that a neighbour's tool names would collide with (`mcp__github__…`), if any. */
function serverNamed(name: string, servers: readonly string[]): string | undefined {
  return servers.find((s) => normalised(s) === normalised(name))
}

function known(): string {
  return NEIGHBOUR_NAMES.join(', ')
}

/** Every problem of a `neighbours:` value, as issues at its path; `servers` are the manifest's own server names. */
export function checkNeighbours(value: unknown, servers: readonly string[], issue: (path: Path, message: string) => void): void {
  if (value === undefined) return
  if (typeof value === 'string') {
    if (value === POPULAR) return
    const hint = NEIGHBOUR_NAMES.includes(value) ? `; for one neighbour write [${value}]` : didYouMean(value, [POPULAR])
    issue(['neighbours'], `\`neighbours\` must be \`popular\` or a list of neighbour names, got \`${value}\`${hint}`)
    return
  }
  if (!Array.isArray(value) || value.length === 0) {
    issue(['neighbours'], `\`neighbours\` must be \`popular\` or a list of neighbour names (${known()})`)
    return
  }
  const seen = new Set<string>()
  value.forEach((name: unknown, i) => {
    const path = ['neighbours', i]
    if (typeof name !== 'string') return issue(path, 'a neighbour is a name, such as `github`')
    if (!NEIGHBOUR_NAMES.includes(name)) return issue(path, `unknown neighbour \`${name}\`${didYouMean(name, NEIGHBOUR_NAMES)} (neighbours: ${known()})`)
    if (seen.has(name)) return issue(path, `neighbour \`${name}\` is listed twice`)
    seen.add(name)
    const own = serverNamed(name, servers)
    if (own !== undefined) issue(path, `neighbour \`${name}\` and your server \`${own}\` would both be \`mcp__${normalised(name)}__\`; leave the neighbour out or rename your server`)
  })
}

/**
 * The neighbours in connect order: as listed, or every bundled one for `popular`, leaving out
 * any that has the name of one of the user's servers (theirs is that server).
 */
export function neighbourRefs(value: string | string[] | undefined, servers: readonly string[], at: (path: Path) => SourcePosition): NeighbourRef[] {
  if (value === undefined) return []
  if (typeof value === 'string') {
    const where = at(['neighbours'])
    return NEIGHBOUR_NAMES.filter((name) => serverNamed(name, servers) === undefined).map((name) => ({ name, ...where }))
  }
  return value.map((name, i) => ({ name, ...at(['neighbours', i]) }))
}
