/** The package's metadata agrees with itself: version, entry points, schema URL, changelog. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { manifestSchema, SCHEMA_URL } from '../src/manifest/schema.js'
import { VERSION } from '../src/version.js'
import { ROOT } from './helpers/cli.js'

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8')
const pkg = JSON.parse(read('package.json'))

describe('package metadata', () => {
  it('VERSION is package.json\'s version', () => {
    expect(VERSION).toBe(pkg.version)
  })

  it('main, types, exports and bin point at the tsc build of src/, which ships without the action bundle', () => {
    const build = JSON.parse(read('tsconfig.build.json'))
    expect(build.compilerOptions.outDir).toBe('dist-lib')
    expect(pkg.exports['.']).toEqual({ types: './dist-lib/lib.d.ts', default: './dist-lib/lib.js' })
    expect([pkg.main, pkg.types]).toEqual(['./dist-lib/lib.js', './dist-lib/lib.d.ts'])
    expect(pkg.exports['./schema.json']).toBe('./schema/manifest.schema.json')
    // The CLI's entry module, compiled: src/cli.ts or src/cli/index.ts, whichever exists.
    const cli = pkg.bin['mcp-tool-rank'] as string
    expect(cli.startsWith('dist-lib/')).toBe(true)
    expect(existsSync(join(ROOT, 'src', cli.slice('dist-lib/'.length).replace(/\.js$/, '.ts')))).toBe(true)
    expect(pkg.files.filter((f: string) => f.startsWith('dist/') || f === 'dist')).toEqual([])
    expect(pkg.scripts.prepack).toBe('npm run build:lib')
  })

  it('the action\'s own packages are development dependencies (the bundle carries them)', () => {
    expect(Object.keys(pkg.dependencies).filter((d) => d.startsWith('@actions/') || d.startsWith('@octokit/'))).toEqual([])
  })

  it('engines names the oldest Node.js that CI tests, and CI tests the action\'s runtime too', () => {
    expect(pkg.engines).toEqual({ node: '>=20' })
    expect(read('.github/workflows/ci.yml')).toContain('node: [20, 22, 24, 26]')
    expect(read('action.yml')).toMatch(/using: node24\n/)
    // .ci/run runs the end-to-end suites on both, as scripts/node-runtime.mjs derives them from these two files.
    expect(read('.ci/run')).toContain('node scripts/test-runtimes.mjs')
  })

  it('the changelog has the version being prepared or released', () => {
    const changelog = read('CHANGELOG.md')
    expect(changelog.includes('## [Unreleased]') || changelog.includes(`## [${VERSION}] - `)).toBe(true)
  })
})

describe('the schema URL', () => {
  it('is the schema file at the major release tag', () => {
    expect(SCHEMA_URL).toBe(`https://raw.githubusercontent.com/mcp-tool-rank/mcp-tool-rank/v${VERSION.split('.')[0]}/schema/manifest.schema.json`)
    expect(existsSync(join(ROOT, 'schema/manifest.schema.json'))).toBe(true)
  })

  it('is the $id of the schema, the README\'s editor comment and the SchemaStore entry', () => {
    expect(manifestSchema.$id).toBe(SCHEMA_URL)
    expect(JSON.parse(read('schema/manifest.schema.json')).$id).toBe(SCHEMA_URL)
    expect(read('README.md').match(/yaml-language-server: \$schema=(\S+)/g)).toEqual([`yaml-language-server: $schema=${SCHEMA_URL}`])
    const entry = JSON.parse(read('schema/schemastore-catalog-entry.json'))
    expect(entry.url).toBe(SCHEMA_URL)
    expect(entry.fileMatch).toContain('.github/mcp-tool-rank.yml')
  })
})
