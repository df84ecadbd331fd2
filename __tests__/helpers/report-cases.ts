/**
 * The plain JSON reports the renderer tests read (__tests__/fixtures/reports/<name>.json): each
 * case is a manifest over stored catalogs. report-fixtures.test.ts is the one place that runs
 * the pipeline for them and checks the committed files are what it writes now;
 * `npm run fixtures` rewrites them after a deliberate change.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readReport } from '../../src/report/read.js'
import type { Review } from '../../src/report/review.js'
import type { Report } from '../../src/report/schema.js'
import { ROOT } from './cli.js'

export const REPORTS = join(ROOT, '__tests__/fixtures/reports')
/** The manifest name the reports carry, as the action writes it. */
export const REPORT_MANIFEST = '.github/mcp-tool-rank.yml'

type Catalog = (dir: string) => string
export interface ReportCase {
  /** Written to `<dir>/.github/mcp-tool-rank.yml` after the servers (one per catalog). */
  manifest: string
  catalogs: Record<string, Catalog>
}

const recorded =
  (name: string): Catalog =>
  (dir) => {
    copyFileSync(join(ROOT, '__tests__/fixtures/catalogs', `${name}.tools.json`), join(dir, `${name}.tools.json`))
    return `${name}.tools.json`
  }

/** `count` tools widget_a, widget_b, … all described "Manage widgets.": a tie at every cut. */
const widgets =
  (count: number): Catalog =>
  (dir) => {
    const tools = Array.from({ length: count }, (_, i) => ({ name: `widget_${String.fromCharCode(97 + i)}`, description: 'Manage widgets.', inputSchema: { type: 'object' } }))
    writeFileSync(join(dir, `widgets${count}.tools.json`), JSON.stringify({ tools }))
    return `widgets${count}.tools.json`
  }

/** Hostile tool names and descriptions, one of them over 100,000 characters, among 5,000 tools. */
export const EVIL = 'x|y <img src=x onerror=alert(1)> @org/team #12 \u202Eevil\u202C `tick` </details>'
export const EVIL_TOOLS = Array.from({ length: 5000 }, (_, i) => ({
  name: i < 3 ? `report_${i}|${EVIL}` : `report_${i}`,
  description: i === 0 ? `Report ${EVIL} `.repeat(1500) : `Report number ${i}. ${EVIL}`,
  inputSchema: { type: 'object' }
}))
const evil: Catalog = (dir) => {
  writeFileSync(join(dir, 'evil.tools.json'), JSON.stringify({ tools: EVIL_TOOLS }))
  return 'evil.tools.json'
}

const github = { github: recorded('github') }
const expectEach = (queries: string[], tool: string): string => queries.map((q) => `  - query: ${JSON.stringify(q)}\n    expect: ${tool}`).join('\n')
const HOSTILE_QUERIES = ['a | b </details> <img src=x onerror=alert(1)>', '@octocat fixes #1 `tick` **bold** [x](https://evil.example)', '- </summary><script>alert(1)</script>']

export const REPORT_CASES = {
  /** Everything passes, one query without expectations. */
  calm: { catalogs: github, manifest: 'queries:\n  - query: create issue\n    expect: create_issue\n  - query: merge pull request\n    expect: merge_pull_request\n  - query: fork\n' },
  /** One query passes, one is fragile (a tie at the cut), one misses. */
  attention: {
    catalogs: { widgets: widgets(7), ...github },
    manifest: 'queries:\n  - query: create issue\n    expect: create_issue\n  - query: widget\n    expect: widget_a\n  - query: widgets please\n    expect: widget_g\n'
  },
  /** One query that misses: the comment explains it. */
  missing: { catalogs: { widgets: widgets(7) }, manifest: 'queries:\n  - query: widgets please\n    expect: widget_g\n' },
  hostileQueries: {
    catalogs: github,
    manifest: `queries:\n${HOSTILE_QUERIES.map((q) => `  - query: ${JSON.stringify(q)}\n    expect: create_issue\n    known_failure: ${JSON.stringify(`<b>why</b> @admin | ${q}`)}`).join('\n')}\n`
  },
  /** One passing and one missing query under two engines: markdown.test.ts repeats the passing one. */
  large: {
    catalogs: { widgets: widgets(7), ...github },
    manifest: 'engines: [claude-code@2.1, claude-code@2.0]\nqueries:\n  - query: create issue 0\n    expect: create_issue\n  - query: widgets please\n    expect: widget_g\n'
  },
  /** 40 passing queries: a comment that fits. */
  forty: { catalogs: github, manifest: `queries:\n${expectEach(Array.from({ length: 40 }, (_, i) => `create issue ${i}`), 'create_issue')}\n` },
  twoQueries: { catalogs: github, manifest: 'queries:\n  - query: create issue\n    expect: create_issue\n  - query: fork\n    expect: fork_repository\n' },
  threeEngines: {
    catalogs: github,
    manifest: 'engines: [claude-code@2.1, codex, ai-sdk]\nqueries:\n  - query: create issue\n    expect: create_issue\n  - query: fork a repository\n    expect: fork_repository\n'
  },
  oneQuery: { catalogs: github, manifest: 'queries:\n  - query: create issue\n    expect: create_issue\n' },
  /** 5,000 hostile tools; self-findability (one search per tool) is a cost the renderers do not need. */
  hostileTools: {
    catalogs: { evil },
    manifest: `lint:\n  rules:\n    self-findability: off\nqueries:\n  - query: ${JSON.stringify(`report ${EVIL}`)}\n    expect: ${JSON.stringify(EVIL_TOOLS[4999].name)}\n  - query: report\n`
  },
  /** 14 queries whose expected tool is not ranked: more errors than GitHub annotates per step. */
  failing: { catalogs: github, manifest: `queries:\n${expectEach(Array.from({ length: 14 }, (_, i) => `pull request ${i}`), 'fork_repository')}\n` },
  /** A query no tool scores on: the smallest failing row. */
  unmatched: { catalogs: github, manifest: 'queries:\n  - query: xyzzy\n    expect: create_issue\n' },
  /** Marks per engine on the recorded filesystem catalog (see per-engine.test.ts). */
  perEngine: {
    catalogs: { filesystem: recorded('filesystem') },
    manifest: `engines: [claude-code, codex]
queries:
  - query: write file
    expect: write_file
    rank: { claude-code: 1, codex: 6 }
  - query: move file
    expect: move_file
    rank: 1
    known_failure: { codex: "Codex lists name-promoted tools alphabetically" }
  - query: read file
    expect: read_text_file
    known_failure: { claude-code: "ties with read_file" }
`
  }
} satisfies Record<string, ReportCase>

export type ReportCaseName = keyof typeof REPORT_CASES

/** Writes the case's catalogs and manifest into `dir`; returns the manifest's path. */
export function writeReportCase(dir: string, { manifest, catalogs }: ReportCase): string {
  const servers = Object.entries(catalogs).map(([name, write]) => `  ${name}:\n    catalog: ${write(dir)}`)
  const file = join(dir, REPORT_MANIFEST)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `version: 1\nservers:\n${servers.join('\n')}\n${manifest}`)
  return file
}

export const reportFile = (name: ReportCaseName): string => join(REPORTS, `${name}.json`)

/** The realistic review's report (helpers/realistic.ts), written by `npm run fixtures`. */
export const REALISTIC_REPORT = join(REPORTS, 'realistic.json')

/** The realistic review, read back as the fork recipe reads a report. */
export const readRealisticReview = (): Promise<Review> => readReport(REALISTIC_REPORT)

/** The committed report, read as the fork recipe reads one: a fresh copy on every call. */
export const readReportFixture = (name: ReportCaseName): Promise<Review> => readReport(reportFile(name))

/** The committed report as plain JSON. */
export const reportFixtureJson = (name: ReportCaseName): Report => JSON.parse(readFileSync(reportFile(name), 'utf8'))
