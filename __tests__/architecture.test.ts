/**
 * The layer rule of docs/architecture.md, checked on the sources: every import under src/ is
 * read with TypeScript's own pre-processor (static imports, re-exports and `import()` alike).
 * Also: comments cite only documents that are in the repository.
 */
import { describe, expect, it } from '@jest/globals'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
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
  ['neighbours'],
  ['errors', 'write-file'],
  ['record'],
  ['advice'],
  ['wording'],
  ['evaluate'],
  ['lint'],
  ['tool-table'],
  ['pipeline'],
  ['init'],
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
    // Each stage in one layer only: a second entry would silently move it.
    expect(LAYERS.flat().filter((s, i, all) => all.indexOf(s) !== i)).toEqual([])
  })

  it('lets a stage import only itself and the stages below it', () => {
    const upward = internal.filter((i) => layerOf.get(stageOf(i.to))! > layerOf.get(stageOf(i.from))!)
    expect(upward.map(show)).toEqual([])
  })

  it('keeps @actions/* and @octokit/* inside src/action', () => {
    expect(imports.filter((i) => !i.relative && GITHUB_PACKAGE.test(i.to) && stageOf(i.from) !== 'action').map(show)).toEqual([])
  })

  it('keeps advice, wording and lint off the engines themselves: only the Engine interface and the registry', () => {
    const reaching = internal.filter((i) => ['advice', 'wording', 'lint'].includes(stageOf(i.from)) && stageOf(i.to) === 'engines' && !ENGINE_SURFACE.has(i.to))
    expect(reaching.map(show)).toEqual([])
  })
})
describe('the renderers', () => {
  /** The views of a review: the terminal, the comment and summary, SARIF, the annotations. */
  const RENDERERS = ['report/terminal.ts', 'report/markdown.ts', 'report/sarif.ts', 'action/annotations.ts']
  /** Formatting helpers outside src/report: text and numbers, and a tool's short name. */
  const HELPERS = (to: string): boolean => to.startsWith('util/') || to === 'catalog/sanitize.ts'
  /** SARIF describes every lint rule, found or not: the rule catalogue, not a result. */
  const RULE_CATALOGUE: Readonly<Record<string, readonly string[]>> = { 'report/sarif.ts': ['lint/registry.ts', 'lint/types.ts'] }

  it('import nothing but the review model and formatting helpers', () => {
    // The renderers and the report/ modules they use, followed import by import.
    const seen = new Set<string>()
    const queue = [...RENDERERS]
    const wrong: string[] = []
    while (queue.length) {
      const file = queue.pop()!
      if (seen.has(file)) continue
      seen.add(file)
      for (const i of internal.filter((x) => x.from === file)) {
        if (i.to === 'report/review.ts' || HELPERS(i.to) || RULE_CATALOGUE[file]?.includes(i.to)) continue
        if (i.to.startsWith('report/') && !['report/json.ts', 'report/read.ts', 'report/schema.ts'].includes(i.to)) queue.push(i.to)
        else wrong.push(show(i))
      }
    }
    expect(seen.has('report/markdown-why.ts')).toBe(true)
    expect(wrong).toEqual([])
  })
})

describe('comments', () => {
  /** Citations of documents that live outside the repository. */
  const OUTSIDE = /\.\.\/shared\b|\bshared\/(engines|fixtures|seeds)\b|\b(DESIGN|STYLE|COMMENT-SKETCH)\.md\b|\bseeds?\b|\bsection \d/i

  /** Every comment of a file, found as the leading trivia of its tokens (the parser knows regexes and templates). */
  function commentsOf(file: string): Array<{ line: number; text: string }> {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const found = new Map<number, { line: number; text: string }>()
    const visit = (node: ts.Node): void => {
      for (const c of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
        found.set(c.pos, { line: source.getLineAndCharacterOfPosition(c.pos).line + 1, text: text.slice(c.pos, c.end) })
      }
      for (const child of node.getChildren(source)) visit(child)
    }
    visit(source)
    return [...found.values()]
  }

  it('are found by the check', () => {
    expect(commentsOf(join(SRC, 'pipeline.ts')).length).toBeGreaterThan(0)
  })

  it('cite only documents in the repository (docs/, README.md), never ../shared, DESIGN.md or a seed', () => {
    // Only files whose text has such a citation at all are parsed.
    const cites = sourceFiles(SRC).flatMap((file) =>
      (OUTSIDE.test(readFileSync(file, 'utf8')) ? commentsOf(file) : [])
        .filter((c) => OUTSIDE.test(c.text))
        .map((c) => `${relative(SRC, file)}:${c.line}: ${c.text.match(OUTSIDE)![0]}`)
    )
    expect(cites).toEqual([])
  })

  it('cite documents of docs/ that exist', () => {
    const root = resolve(SRC, '..')
    const cited = sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w/.-]+\.md\b/g)].map((m) => ({ file, doc: m[0] })))
    expect(cited.length).toBeGreaterThan(0)
    expect(cited.filter((c) => !existsSync(join(root, c.doc))).map((c) => `${relative(SRC, c.file)}: ${c.doc}`)).toEqual([])
  })
})
