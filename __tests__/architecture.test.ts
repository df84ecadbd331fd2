/**
 * The layer rule of docs/architecture.md, checked on the sources: every import under src/ is
 * read with TypeScript's own pre-processor (static imports, re-exports and `import()` alike).
 */
import { describe, expect, it } from '@jest/globals'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

/**
 * The stages, lowest first: a stage imports only itself and the stages before it. A stage is
 * a folder of src/ or a module at its top (named without `.ts`).
 */
const LAYERS: readonly string[][] = [
  ['util', 'version', 'exit-codes'],
  ['catalog'],
  ['engines'],
  ['manifest'],
  ['process'],
  ['lock'],
  ['collect'],
  ['errors'],
  ['record'],
  ['advice'],
  ['evaluate'],
  ['lint'],
  ['pipeline'],
  ['baseline'],
  ['gate'],
  ['report'],
  ['check'],
  ['lib'],
  ['cli'],
  ['action'],
  ['index']
]

/** What advice and lint may import of src/engines: the interface and the registry, not an engine. */
const ENGINE_SURFACE = new Set(['engines/types.ts', 'engines/registry.ts', 'engines/index.ts'])

/** Packages only the action may import: it alone knows GitHub. */
const GITHUB_PACKAGE = /^@(actions|octokit)\//

interface Import {
  from: string
  /** Path under src/ for a relative import, else the package specifier. */
  to: string
  relative: boolean
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(path)
    return e.name.endsWith('.ts') ? [path] : []
  })
}

function importsOf(file: string): Import[] {
  const from = relative(SRC, file)
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map(({ fileName }) =>
    fileName.startsWith('.')
      ? { from, to: relative(SRC, resolve(dirname(file), fileName.replace(/\.js$/, '.ts'))), relative: true }
      : { from, to: fileName, relative: false }
  )
}

function stageOf(path: string): string {
  const [first, ...rest] = path.split('/')
  return rest.length ? first : first.replace(/\.(d\.)?ts$/, '')
}

const layerOf = new Map(LAYERS.flatMap((stages, i) => stages.map((s) => [s, i] as const)))
const imports = sourceFiles(SRC).flatMap(importsOf)
const internal = imports.filter((i) => i.relative)
const show = (i: Import): string => `${i.from} imports ${i.to}`

describe('the layer rule', () => {
  it('reads the imports it judges', () => {
    // Guards against a parser that silently finds nothing: known edges of each kind.
    expect(internal.filter((i) => i.from === 'advice/advise.ts').map((i) => i.to)).toContain('engines/types.ts')
    expect(internal.filter((i) => i.from === 'pipeline.ts').map((i) => i.to)).toContain('collect/collect.ts')
    expect(imports.some((i) => i.from.startsWith('action/') && GITHUB_PACKAGE.test(i.to))).toBe(true)
  })

  it('places every stage of src/ in a layer', () => {
    const stages = new Set(sourceFiles(SRC).map((f) => stageOf(relative(SRC, f))))
    expect([...stages].filter((s) => !layerOf.has(s)).sort()).toEqual([])
  })

  it('lets a stage import only itself and the stages below it', () => {
    const upward = internal.filter((i) => layerOf.get(stageOf(i.to))! > layerOf.get(stageOf(i.from))!)
    expect(upward.map(show)).toEqual([])
  })

  it('keeps @actions/* and @octokit/* inside src/action', () => {
    expect(imports.filter((i) => !i.relative && GITHUB_PACKAGE.test(i.to) && stageOf(i.from) !== 'action').map(show)).toEqual([])
  })

  it('keeps advice and lint off the engines themselves: only the Engine interface and the registry', () => {
    const reaching = internal.filter((i) => ['advice', 'lint'].includes(stageOf(i.from)) && stageOf(i.to) === 'engines' && !ENGINE_SURFACE.has(i.to))
    expect(reaching.map(show)).toEqual([])
  })
})
