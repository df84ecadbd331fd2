import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { ErrorObject } from 'ajv'
import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml'
import { DEFAULT_ENGINES, listEngines, resolveEngine } from '../engines/registry.js'
import { parseDuration, timeoutProblem } from '../util/duration.js'
import { ManifestError, ManifestNotFoundError, type ManifestIssue } from './errors.js'
// Precompiled from the schema (npm run schema): compiling it at every start took about 300 ms.
import { validate } from './validate.generated.js'
import { checkNeighbours, neighbourRefs } from './neighbours.js'
import { parseYaml, toPlain } from './yaml.js'
import { NEIGHBOUR_NAMES, POPULAR } from './schema.js'
import { checkDeferral, deferralSettings, type RawDeferral } from './deferral.js'
import { fileErrorText } from '../util/file-error.js'
import { confinePaths } from './confine.js'
import { didYouMean } from '../util/suggest.js'
import { enginesOf, entryFor, forEngine, type PerEngine } from './per-engine.js'
import type { Manifest, ManifestPath, QuerySpec, SearchConfig, ServerConfig, SourcePosition, ToolRef } from './types.js'

export const DEFAULT_MANIFEST = '.github/mcp-tool-rank.yml'
export const DEFAULT_LOCK = 'mcp-tools.lock.json'
export const DEFAULT_TIMEOUT_MS = 30_000

type Path = ReadonlyArray<string | number>


/** Shapes for `oneOf` fields, in words a user understands. */
const SHAPES: Record<string, string> = {
  expect: 'a tool name or a list of tool names',
  forbid: 'a tool name or a list of tool names',
  timeout: 'a duration such as `30s` or `2m`, or a number of seconds',
  command: 'a program name, or a list of the program and its arguments',
  rank: 'a rank (an integer of at least 1), or a mapping from engine id to one',
  max_results: 'a number of results (an integer of at least 1), or a mapping from engine id to one',
  known_failure: 'a reason, or a mapping from engine id to one',
  wording: 'a share from 0 to 1, true or false (or, for the whole manifest, a mapping with `min` and `synonyms`)',
  search: '`false`, or `{ tool, query }`: the search tool\'s name and the argument a query goes in'
}

/** Keys whose value is given for every engine, or per engine as a mapping. */
const PER_ENGINE_KEYS = new Set(['rank', 'max_results', 'known_failure'])

function lastKey(path: Path): string | undefined {
  return [...path].reverse().find((s): s is string => typeof s === 'string')
}

/** Source positions for paths inside one parsed YAML document. */
class Positions {
  constructor(
    private readonly doc: Document,
    private readonly lines: LineCounter
  ) {}

  private at(offset: number | undefined): SourcePosition {
    if (offset === undefined) return { line: 1, col: 1 }
    const { line, col } = this.lines.linePos(offset)
    return { line, col }
  }

  /** Position of the value at `path`, or of its key when `key` is set. */
  of(path: Path, key = false): SourcePosition {
    let node: unknown = this.doc.contents
    let keyNode: Node | undefined
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment))
        if (!pair) break
        keyNode = pair.key as Node
        node = pair.value
      } else if (isSeq(node) && typeof segment === 'number') {
        keyNode = undefined
        node = node.items[segment]
      } else break
    }
    const target = (key && keyNode ? keyNode : (node as Node | null | undefined)) ?? keyNode
    return this.at(target?.range?.[0])
  }
}

function pathOf(pointer: string): Array<string | number> {
  if (!pointer) return []
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
}

function label(path: Path): string {
  const last = [...path].reverse().find((s) => typeof s === 'string')
  return last === undefined ? 'the manifest' : `\`${last}\``
}

function describeAjvError(error: ErrorObject): { path: Path; key: boolean; message: string } {
  const path = pathOf(error.instancePath)
  const p = error.params as Record<string, unknown>
  if (error.propertyName !== undefined && error.keyword === 'enum') {
    const known = p.allowedValues as string[]
    const name = error.propertyName
    return { path: [...path, name], key: true, message: `unknown lint rule \`${name}\`${didYouMean(name, known)} (rules: ${known.join(', ')})` }
  }
  switch (error.keyword) {
    case 'additionalProperty':
    case 'additionalProperties': {
      const prop = String(p.additionalProperty)
      const known = Object.keys((error.parentSchema as { properties?: object }).properties ?? {})
      const field = lastKey(path)
      if (field !== undefined && PER_ENGINE_KEYS.has(field) && path[path.length - 1] === field) {
        return { path: [...path, prop], key: true, message: `unknown engine \`${prop}\` in \`${field}\`${didYouMean(prop, known)} (engines: ${known.join(', ')}, or family@client-version)` }
      }
      return { path: [...path, prop], key: true, message: `unknown key \`${prop}\`${didYouMean(prop, known)}` }
    }
    case 'required':
      return { path, key: false, message: `missing required key \`${String(p.missingProperty)}\`` }
    case 'oneOf':
      return { path, key: false, message: `${label(path)} must be ${SHAPES[String(path[path.length - 1])] ?? 'of another type'}` }
    case 'const':
      return { path, key: false, message: `${label(path)} must be ${JSON.stringify(p.allowedValue)}` }
    case 'enum':
      return { path, key: false, message: `${label(path)} must be one of ${(p.allowedValues as unknown[]).map((v) => `\`${String(v)}\``).join(', ')}` }
    case 'type':
      return { path, key: false, message: `${label(path)} must be ${withArticle(String(p.type))}` }
    default:
      return { path, key: false, message: `${label(path)} ${error.message ?? 'is invalid'}` }
  }
}

function withArticle(type: string): string {
  if (type.includes(',')) return type.split(',').map(withArticle).join(' or ')
  if (type === 'object') return 'a mapping'
  if (type === 'array') return 'a list'
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`
}

/** Keeps one message per place: a oneOf mismatch hides the errors of its branches. */
function schemaIssues(errors: ErrorObject[]): Array<{ path: Path; key: boolean; message: string }> {
  // A per-engine mapping that fails: its own errors (an unknown engine, a bad value) say more
  // than "must be a rank or a mapping", so the oneOf and the scalar branch's type error go.
  const isMapping = (data: unknown): boolean => data !== null && typeof data === 'object' && !Array.isArray(data)
  const mappings = new Set(
    errors.filter((e) => e.keyword === 'oneOf' && isMapping(e.data) && PER_ENGINE_KEYS.has(String(lastKey(pathOf(e.instancePath))))).map((e) => e.instancePath)
  )
  const oneOfPaths = new Set(errors.filter((e) => e.keyword === 'oneOf' && !mappings.has(e.instancePath)).map((e) => e.instancePath))
  return errors
    .filter((e) => e.keyword !== 'propertyNames')
    .filter((e) => !(mappings.has(e.instancePath) && (e.keyword === 'oneOf' || e.keyword === 'type')))
    .filter((e) => e.keyword === 'oneOf' || ![...oneOfPaths].some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/')))
    .map(describeAjvError)
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

interface RawServer {
  command?: string | string[]
  args?: string[]
  env?: Record<string, string>
  cwd?: string
  timeout?: string | number
  url?: string
  headers?: Record<string, string>
  transport?: 'auto' | 'streamable-http' | 'sse'
  start?: string
  catalog?: string
  search?: SearchConfig
}

/** A scalar for every engine, or a mapping from engine id (or alias) to the value. */
type RawPerEngine<T> = T | Record<string, T>

interface RawQuery {
  query: string
  expect?: string | string[]
  expect_any?: string[]
  forbid?: string | string[]
  rank?: RawPerEngine<number>
  engines?: string[]
  known_failure?: RawPerEngine<string>
  wording?: number | boolean
}

interface RawManifest {
  version: 1
  engines?: string[]
  max_results?: RawPerEngine<number>
  lock?: string
  servers: Record<string, RawServer>
  neighbours?: string | string[]
  queries: RawQuery[]
  lint?: { rules?: Record<string, 'off' | 'info' | 'warning' | 'error'> }
  wording?: boolean | number | { min?: number; synonyms?: Record<string, string[]> }
  deferral?: RawDeferral
}

const KIND_KEYS = ['command', 'url', 'catalog'] as const
const ONLY_WITH: Record<string, (typeof KIND_KEYS)[number][]> = {
  args: ['command'],
  env: ['command', 'url'],
  cwd: ['command', 'url'],
  headers: ['url'],
  transport: ['url'],
  start: ['url'],
  timeout: ['command', 'url'],
  search: ['command', 'url']
}

/** Splits `node dist/index.js` into program and arguments; quotes group words. */
function splitCommand(command: string): string[] {
  const words = command.match(/"[^"]*"|'[^']*'|\S+/g) ?? []
  return words.map((w) => (/^(["']).*\1$/.test(w) ? w.slice(1, -1) : w))
}

type Issue = (path: Path, message: string, key?: boolean) => void

interface ResolvedPerEngine<T> {
  value: PerEngine<T>
  /** The key as written for each engine id a key resolved to (for positions). */
  keyOf: Map<string, string>
}

/**
 * A per-engine value with its mapping's keys resolved: family names kept, engine ids and
 * client versions resolved to engine ids. A key that names no engine is reported at the key.
 */
function resolvePerEngine<T>(raw: RawPerEngine<T> | undefined, path: Path, issue?: Issue): ResolvedPerEngine<T> | undefined {
  if (raw === undefined) return undefined
  if (raw === null || typeof raw !== 'object') return { value: { all: raw }, keyOf: new Map() }
  const engines: Record<string, T> = {}
  const families: Record<string, T> = {}
  const keyOf = new Map<string, string>()
  const familyNames = new Set(listEngines().map((e) => e.family))
  for (const [key, v] of Object.entries(raw as Record<string, T>)) {
    if (familyNames.has(key)) {
      families[key] = v
      continue
    }
    let id: string
    try {
      id = resolveEngine(key).id
    } catch (err) {
      issue?.([...path, key], (err as Error).message, true)
      continue
    }
    keyOf.set(id, key)
    engines[id] = v
  }
  return { value: { engines, families }, keyOf }
}

function checkSemantics(raw: RawManifest, issue: Issue): void {
  const engines = raw.engines ?? [...DEFAULT_ENGINES]
  /** Engine ids as written, resolved; unknown ones are reported and left out. */
  const checkEngines = (ids: string[], path: Path): string[] =>
    ids.flatMap((id, i) => {
      try {
        return [resolveEngine(id).id]
      } catch (err) {
        issue([...path, i], (err as Error).message)
        return []
      }
    })
  const manifestEngines = checkEngines(engines, ['engines'])
  const maxResults = resolvePerEngine(raw.max_results, ['max_results'], issue)
  const cutOf = (id: string): number => {
    const engine = resolveEngine(id)
    return forEngine(maxResults?.value, engine) ?? engine.defaultMaxResults
  }

  const seenNormalised = new Map<string, string>()
  for (const [name, server] of Object.entries(raw.servers)) {
    const kinds = KIND_KEYS.filter((k) => server[k] !== undefined)
    if (kinds.length !== 1) {
      issue(['servers', name], kinds.length === 0
        ? `server \`${name}\` needs one of \`command\` (stdio), \`url\` (HTTP) or \`catalog\` (a stored tools/list)`
        : `server \`${name}\` has both ${kinds.map((k) => `\`${k}\``).join(' and ')}; give exactly one`, true)
      continue
    }
    for (const [key, allowed] of Object.entries(ONLY_WITH)) {
      if (key in server && !allowed.includes(kinds[0])) {
        issue(['servers', name, key], `\`${key}\` applies only to a server with ${allowed.map((k) => `\`${k}\``).join(' or ')}`, true)
      }
    }
    if (server.timeout !== undefined) {
      const problem = timeoutProblem(String(server.timeout), parseDuration(server.timeout))
      if (problem) issue(['servers', name, 'timeout'], `\`timeout\` ${problem}`)
    }
    const normalised = name.replace(/[^A-Za-z0-9_-]/g, '_')
    const clash = seenNormalised.get(normalised)
    if (clash !== undefined) {
      issue(['servers', name], `server \`${name}\` and \`${clash}\` both become \`mcp__${normalised}__\`; rename one`, true)
    }
    seenNormalised.set(normalised, name)
  }

  checkDeferral(raw.deferral, [...Object.keys(raw.servers), ...(raw.neighbours === POPULAR ? NEIGHBOUR_NAMES : list(raw.neighbours))], issue)

  raw.queries.forEach((q, i) => {
    const queryEngines = q.engines ? checkEngines(q.engines, ['queries', i, 'engines']) : manifestEngines
    resolvePerEngine(q.known_failure, ['queries', i, 'known_failure'], issue)
    const rank = resolvePerEngine(q.rank, ['queries', i, 'rank'], issue)
    if (rank) {
      // Every engine the query runs, and those the mapping names (run with --engine).
      for (const id of new Set([...queryEngines, ...(enginesOf(rank.value) ?? [])])) {
        const engine = resolveEngine(id)
        const r = forEngine(rank.value, engine)
        const cut = cutOf(id)
        if (r === undefined || r <= cut) continue
        const entry = entryFor(rank.value, engine)
        const key = entry === '*' || entry === undefined ? undefined : (rank.keyOf.get(entry) ?? entry)
        const what = key === undefined ? `\`rank: ${r}\`` : `\`rank\` ${r} for \`${key}\``
        issue(['queries', i, 'rank', ...(key === undefined ? [] : [key])], `${what} is beyond the cut line of ${id} (${cut} results): the client would never show that tool`)
      }
    }
    if (q.rank !== undefined && list(q.expect).length === 0 && !q.expect_any) {
      issue(['queries', i, 'rank'], '`rank` needs an `expect` or `expect_any`', true)
    }
    if (q.expect_any?.length === 1) {
      issue(['queries', i, 'expect_any'], '`expect_any` needs two or more tools, of which one must be found; for one tool, write `expect`')
    }
    if (q.wording !== undefined && q.wording !== false && list(q.expect).length === 0) {
      issue(['queries', i, 'wording'], '`wording` needs an `expect`: it measures how many wordings find the expected tools', true)
    }
  })
}

function toRefs(value: string | string[] | undefined, path: Path, pos: Positions): ToolRef[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) return [{ ref: value, ...pos.of(path) }]
  return value.map((ref, i) => ({ ref, ...pos.of([...path, i]) }))
}

function buildManifest(raw: RawManifest, file: string, pos: Positions): Manifest {
  const servers: ServerConfig[] = Object.entries(raw.servers).map(([name, s]): ServerConfig => {
    const base = { name, ...pos.of(['servers', name], true), timeoutMs: s.timeout === undefined ? DEFAULT_TIMEOUT_MS : parseDuration(s.timeout) }
    if (s.catalog !== undefined) return { ...base, kind: 'catalog', catalog: s.catalog }
    const search = s.search !== undefined ? { search: s.search } : {}
    if (s.url !== undefined) {
      return { ...base, kind: 'http', url: s.url, headers: s.headers ?? {}, transport: s.transport ?? 'auto', start: s.start, env: s.env ?? {}, cwd: s.cwd, ...search }
    }
    const argv = Array.isArray(s.command) ? s.command : s.args ? [s.command!] : splitCommand(s.command!)
    return { ...base, kind: 'stdio', command: argv[0], args: [...argv.slice(1), ...(s.args ?? [])], env: s.env ?? {}, cwd: s.cwd, ...search }
  })
  const queries: QuerySpec[] = raw.queries.map((q, i) => ({
    query: q.query,
    ...pos.of(['queries', i]),
    expect: toRefs(q.expect, ['queries', i, 'expect'], pos),
    expectAny: toRefs(q.expect_any, ['queries', i, 'expect_any'], pos),
    forbid: toRefs(q.forbid, ['queries', i, 'forbid'], pos),
    rank: resolvePerEngine(q.rank, [])?.value,
    engines: q.engines,
    knownFailure: resolvePerEngine(q.known_failure, [])?.value,
    ...(q.wording !== undefined ? { wording: q.wording } : {})
  }))
  const paths: ManifestPath[] = []
  const path = (at: Path, key: ManifestPath['key'], value: string | undefined): void => {
    if (value !== undefined) paths.push({ key, value, resolveFrom: key === 'lock' ? 'manifest' : 'workdir', ...pos.of(at) })
  }
  for (const [name, s] of Object.entries(raw.servers)) {
    path(['servers', name, 'catalog'], 'catalog', s.catalog)
    path(['servers', name, 'cwd'], 'cwd', s.cwd)
  }
  path(['lock'], 'lock', raw.lock)
  return {
    file,
    version: 1,
    engines: raw.engines ?? [...DEFAULT_ENGINES],
    maxResults: resolvePerEngine(raw.max_results, [])?.value,
    lockFile: join(dirname(file), raw.lock ?? DEFAULT_LOCK),
    servers,
    neighbours: neighbourRefs(raw.neighbours, Object.keys(raw.servers), (path) => pos.of(path)),
    queries,
    lintRules: raw.lint?.rules ?? {},
    ...wordingConfig(raw.wording),
    ...(raw.deferral ? { deferral: deferralSettings(raw.deferral) } : {}),
    ...(raw.deferral?.cost_change !== undefined ? { costChange: raw.deferral.cost_change } : {}),
    paths
  }
}

/** The manifest-wide `wording:`: `true`, a share, or `{ min, synonyms }`; absent, measured and reported only; `false`, only the queries that ask. */
function wordingConfig(raw: RawManifest['wording']): { wording?: Manifest['wording'] } {
  if (raw === undefined) return {}
  if (raw === false) return { wording: { off: true, synonyms: {} } }
  if (raw === true) return { wording: { synonyms: {} } }
  if (typeof raw === 'number') return { wording: { min: raw, synonyms: {} } }
  const synonyms = Object.fromEntries(Object.entries(raw.synonyms ?? {}).map(([word, others]) => [word.toLowerCase(), others]))
  return { wording: { ...(raw.min !== undefined ? { min: raw.min } : {}), synonyms } }
}

/** Parses and validates manifest text; every problem is reported with file:line:col. */
export function parseManifest(text: string, file: string): Manifest {
  const parsed = parseYaml(text, file)
  const pos = new Positions(parsed.doc, parsed.lines)
  const value = toPlain(parsed)
  const issues: ManifestIssue[] = []
  const issue = (path: Path, message: string, key = false): void => {
    issues.push({ file, ...pos.of(path, key), message })
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ManifestError([{ file, line: 1, col: 1, message: 'the manifest must be a mapping with `version`, `servers` and `queries`' }])
  }
  const raw = value as Record<string, unknown>
  const serverNames = raw.servers && typeof raw.servers === 'object' ? Object.keys(raw.servers) : []
  checkNeighbours(raw.neighbours, serverNames, issue)
  if (!validate(value)) {
    const errors = (validate.errors ?? []).filter((e) => e.instancePath !== '/neighbours' && !e.instancePath.startsWith('/neighbours/'))
    for (const e of schemaIssues(errors)) issue(e.path, e.message, e.key)
  } else {
    checkSemantics(value as RawManifest, issue)
  }
  if (issues.length > 0) throw new ManifestError(sortIssues(issues))
  return buildManifest(value as RawManifest, file, pos)
}

function sortIssues(issues: ManifestIssue[]): ManifestIssue[] {
  const seen = new Set<string>()
  return issues
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .filter((i) => {
      const k = `${i.line}:${i.col}:${i.message}`
      if (seen.has(k)) return false
      seen.add(k)
      return true
    })
}

/**
 * Reads and checks the manifest at `file`. With `workDir`, every path it names must resolve
 * inside that directory, symbolic links followed (a pull request may change the manifest).
 */
export async function loadManifest(file: string, workDir?: string): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ManifestNotFoundError(file)
    throw new ManifestError([{ file, line: 1, col: 1, message: `cannot read the manifest: ${fileErrorText(err)}` }])
  }
  const manifest = parseManifest(text, file)
  if (workDir !== undefined) await confinePaths(manifest, workDir)
  return manifest
}
