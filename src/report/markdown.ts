/**
 * The review as GitHub-flavoured markdown: the sticky PR comment and the job summary. Pure:
 * a review and where it links to in, a string out. Every string that came from the PR goes
 * through escape-markdown.ts; numbers are formatted here. The tables and cells are in
 * markdown-cells.ts, the "why" blocks in markdown-why.ts.
 */
import { code, escapeText, preformatted } from './escape-markdown.js'
import { baselineCost, baselineSource } from './diff-text.js'
import { ruleDocUrl } from './lint-docs.js'
import { engineLabel, legend, MARK_TEXT, tableHead, tableLine, tableRow, toolLabel } from './markdown-cells.js'
import { causeGroups, whyBlock } from './markdown-why.js'
import { neighboursLine, passCountsText } from './neighbours-text.js'
import { ATTENTION, diffOf, expectationChanges, unverifiedNote, type Evaluation, type QueryEngineResult, type Review, type ReviewFinding, type ReviewRow, type Severity } from './review.js'
import { expectationRows, expectationsHead } from './expectations-markdown.js'
import { costChangeSentence, deferralLine } from './deferral-text.js'
import { formatCount, plural } from '../util/plural.js'
import { wellFormed } from '../util/well-formed.js'
import { REPORT_ONLY_SHOWN, wordingAdviceText, wordingLines, wordingText } from './wording-text.js'

export interface ReportContext {
  /** The manifest's path relative to the repository root. */
  manifest: string
  /** Link to a manifest line: `${manifestUrl}#L${line}` (a blob URL at the head commit). */
  manifestUrl?: string
  /** The head commit. */
  commit?: string
  /** The workflow run that produced the report. */
  run?: { url: string; label: string }
  /** mcp-tool-rank's own version. */
  version?: string
  /** Notes about the run as a whole, in markdown (a client released past what this release reproduces). */
  notices?: readonly string[]
}

export interface RenderInput {
  review: Review
  context: ReportContext
}

export interface RenderOptions {
  /** `comment`: rows that need no attention are folded; `summary`: the full table is open. */
  mode: 'comment' | 'summary'
  /** The most the result may have, in `unit`s. */
  maxLength: number
  /**
   * How `maxLength` counts: `characters` (UTF-16 code units, the default; what a comment is
   * held to) or `bytes` of UTF-8 (what the job summary is held to).
   */
  unit?: 'characters' | 'bytes'
}

/**
 * GitHub refuses a comment body over "65,536 characters" (and stores at most 262,144 bytes).
 * Counted in UTF-16 code units, never fewer than code points of at most 4 bytes each, a body
 * within this length keeps both rules.
 */
export const COMMENT_MAX_LENGTH = 65_536
/** GitHub drops a step's whole job summary over 1 MiB, counted in UTF-8 bytes. */
export const SUMMARY_MAX_BYTES = 1024 * 1024

/**
 * The comment's last line starts with this: what changes from run to run (the run's link, the
 * base side's timing), kept apart so that comparing two comments can leave it out.
 */
export const RUN_LINE = '<!-- run -->'

/** `text` cut to at most `max` units (at a whole code point), ending with `…`. */
function cutTo(text: string, max: number, unit: 'characters' | 'bytes'): string {
  if (unit === 'characters') return wellFormed(text.slice(0, max - 2)) + '…\n'
  // encodeInto writes whole code points only; `…` and the newline take 4 bytes.
  const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max - 4)))
  return text.slice(0, read) + '…\n'
}

function enginesSummary(evaluation: Evaluation): string {
  const cuts = new Set(evaluation.queries.flatMap((q) => Object.values(q.engines).map((r) => r.maxResults)))
  const parts = evaluation.engines.map((e) => {
    // Known failures are counted apart, as in the headline.
    const judged = evaluation.queries
      .map((q) => q.engines[e.id])
      .filter((r): r is QueryEngineResult => r !== undefined && r.expectations.length > 0 && r.status !== 'known-failure')
    const passed = judged.filter((r) => r.pass).length
    const cut = cuts.size > 1 ? ` (top ${judged[0]?.maxResults ?? e.defaultMaxResults})` : ''
    return `${engineLabel(e.id)} ${passed}/${judged.length}${cut}`
  })
  if (cuts.size === 1) parts.push(`top ${[...cuts][0]}`)
  return parts.join(' · ')
}

/** The PR's changes of a server's context cost, above the tables: each one costs every request. */
function costChangeNotes(review: Review): string {
  return (diffOf(review)?.costChanges?.servers ?? []).map((c) => `> ${costChangeSentence(c, code)}.`).join('\n')
}

/** One line per engine: whether its client defers the tools at all, and what the servers cost. */
function deferralRows(review: Review): string[] {
  return Object.entries(review.evaluation.deferral ?? {}).map(([engine, d]) => `- **Deferred?** ${deferralLine(engineLabel(engine), d, (t: string, max: number) => escapeText(t, max), code)}`)
}

/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(review: Review): string {
  const b = review.baseline
  if (!b) return ''
  if (b.source === 'none') {
    const note = `${b.warning ? '⚠️ ' : ''}No baseline: ${escapeText(b.reason, 600)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`
    return b.details?.length ? `${note}\n\n${preformatted(b.details, 20)}` : note
  }
  const lines: string[] = []
  const c = b.catalog
  const names = (ids: string[]): string => ids.slice(0, 5).map(toolLabel).join(', ') + (ids.length > 5 ? ` +${ids.length - 5}` : '')
  if (c.added.length) lines.push(`- ${plural(c.added.length, 'tool')} added: ${names(c.added)}`)
  if (c.removed.length) lines.push(`- ${plural(c.removed.length, 'tool')} removed: ${names(c.removed)}`)
  if (c.renamed.length) lines.push(`- renamed: ${c.renamed.slice(0, 5).map((r) => `${toolLabel(r.from)} → ${toolLabel(r.to)}`).join(', ')}`)
  if (c.descriptionChanged.length) lines.push(`- ${plural(c.descriptionChanged.length, 'description')} changed: ${names(c.descriptionChanged)}`)
  if (c.schemaChanged.length) lines.push(`- ${plural(c.schemaChanged.length, 'input schema')} changed: ${names(c.schemaChanged)}`)
  if (b.newQueries.length) lines.push(`- ${plural(b.newQueries.length, 'new query', 'new queries')}: ${b.newQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`)
  if (b.removedQueries.length) lines.push(`- ${plural(b.removedQueries.length, 'removed query', 'removed queries')}: ${b.removedQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`)
  for (const r of b.resultChanges.slice(0, 5)) lines.push(`- results of ${code(r.query, 60)} changed under ${engineLabel(r.engine)}: ${r.head.slice(0, 3).map(toolLabel).join(', ') || 'nothing'}`)
  return lines.length ? folded(`Changes in this PR (${lines.length})`, lines.join('\n'), false) : ''
}

/** The engines under which some expectation regressed, as the headline names them. */
function regressedUnder(review: Review): string {
  const engines = new Set(review.rows.flatMap((r) => r.cells.filter((c) => c?.judgement?.change === 'regression').map((c) => c!.engine)))
  return [...engines].map((id) => escapeText(id, 40)).join(', ')
}

/**
 * One unit, queries, said: `5 of 13 queries fail: 3 regressed in this PR (under …), 2 fail
 * on the base commit too`, then what else changed, each in queries too (lint errors and
 * edited expectations name their own unit).
 */
function headline(review: Review, attention: boolean): string {
  const { evaluation } = review
  const c = review.counts
  const s = evaluation.summary
  const diff = diffOf(review)
  const engines = enginesSummary(evaluation)
  const views = evaluation.neighbours ? ` · ${passCountsText(evaluation.neighbours)}` : ''
  if (!attention) {
    const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${passCountsText(evaluation.neighbours)}` : `${formatCount(s.passed)}/${formatCount(c.judged)} queries pass`
    const extra = [s.knownFailures > 0 ? plural(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${formatCount(s.reportOnly)} without expectations` : ''].filter(Boolean)
    return `✅ **MCP tool search:** ${verdict}${extra.length ? ` (${extra.join(', ')})` : ''}${diff ? ' · no rank changes' : ''} · ${engines}`
  }
  const accepted = review.verdict.acceptedBy
  const parts: string[] = []
  if (c.failing > 0) {
    const why: string[] = []
    if (c.regressed > 0) why.push(`${formatCount(c.regressed)} regressed in this PR under ${regressedUnder(review)}`)
    if (c.failingBefore > 0) why.push(`${formatCount(c.failingBefore)} ${c.failingBefore === 1 ? 'fails' : 'fail'} on the base commit too`)
    const other = c.failing - c.regressed - c.failingBefore
    if (other > 0 && why.length > 0) why.push(`${formatCount(other)} ${diff ? 'fail where the base was not ranked' : 'missing'}`)
    parts.push(`${formatCount(c.failing)} of ${plural(c.judged, 'query', 'queries')} ${c.failing === 1 ? 'fails' : 'fail'}${why.length ? `: ${why.join(', ')}` : ''}`)
  }
  if (c.accepted > 0) parts.push(`${plural(c.accepted, 'query', 'queries')} regressed under ${regressedUnder(review)}, accepted`)
  if (c.rejected > 0 && c.failing === 0) parts.push(`${formatCount(c.rejected)} rejected by the client`)
  const lintErrors = review.findings.filter((f) => f.severity === 'error').length
  if (lintErrors > 0) parts.push(plural(lintErrors, 'lint error'))
  const edited = expectationChanges(review)
  const relaxed = edited.filter((e) => e.relaxes).length
  if (relaxed > 0) parts.push(`${plural(relaxed, 'query', 'queries')} with relaxed expectations`)
  else if (edited.length > 0) parts.push(`${plural(edited.length, 'query', 'queries')} with changed expectations`)
  if (c.fragile > 0) parts.push(`${formatCount(c.fragile)} fragile`)
  if (c.fixed > 0) parts.push(`${formatCount(c.fixed)} fixed`)
  if (c.shifted > 0) parts.push(`${formatCount(c.shifted)} shifted`)
  if (c.improved > 0) parts.push(`${formatCount(c.improved)} improved`)
  const stats = [`**${plural(s.queries, 'query', 'queries')}**`, `${formatCount(s.passed)} pass`]
  if (c.failed > 0) stats.push(`**${formatCount(c.failed)} fail**`)
  if (s.knownFailures > 0) stats.push(plural(s.knownFailures, 'known failure'))
  if (s.reportOnly > 0) stats.push(`${formatCount(s.reportOnly)} without expectations`)
  const head = `### MCP tool search: ${parts.join(' · ') || 'needs a look'}\n\n${stats.join(' · ')}${views} · ${engines}`
  if (accepted === undefined || review.verdict.tally.regressions === 0) return head
  const note = `${plural(review.verdict.tally.regressions, 'regression')} accepted by the label ${code(accepted, 100)}: reported, not failing the check (${MARK_TEXT.accepted.icon} below).`
  return `${head}\n\n> [!WARNING]\n> ${note}`
}

/** The facts of the run that stay the same when it runs again; the run line (RUN_LINE) has the rest. */
function footer(review: Review, context: ReportContext): string {
  const { evaluation } = review
  const diff = diffOf(review)
  const parts = evaluation.engines.map((e) => {
    const note = unverifiedNote(e)
    return `${engineLabel(e.id)} = ${escapeText(e.client, 80)} ${escapeText(e.versions, 80)}${e.exact ? '' : ' (approximate)'}${note ? ` ⚠️ ${escapeText(note, 120)}` : ''}`
  })
  parts.push(`${plural(evaluation.toolCount, 'tool')} from ${plural(evaluation.servers.length, 'server')}`)
  if (evaluation.neighbours) parts.push(neighboursLine(evaluation.neighbours, code))
  parts.push(`manifest ${code(context.manifest, 200)}`)
  if (diff) parts.push(escapeText(baselineSource(diff), 200).replace(/^base ([0-9a-f]{7})/, (_, sha: string) => `base ${code(sha)}`))
  if (context.commit) parts.push(`${diff ? 'head ' : 'commit '}${code(context.commit.slice(0, 7))}`)
  parts.push(`mcp-tool-rank${context.version ? ` ${escapeText(context.version, 20)}` : ''}`)
  return `<sub>${parts.join(' · ')}</sub>`
}

function runLine(review: Review, context: ReportContext): string {
  const diff = diffOf(review)
  const parts = [context.run ? `[${escapeText(context.run.label, 60)}](${context.run.url})` : '', diff ? `base ranked: ${escapeText(baselineCost(diff), 100)}` : ''].filter(Boolean)
  return parts.length ? `${RUN_LINE}<sub>${parts.join(' · ')}</sub>` : ''
}

const SEVERITY_ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', info: 'ℹ️' }
const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 }

/**
 * One line per finding under its rule's line (the rule's short text, linked to its section of
 * docs/lint-rules.md): never a message cut in the middle; `lint`, the terminal and the JSON
 * report have each finding's full text.
 */
function findingLines(findings: readonly ReviewFinding[]): string[] {
  const sorted = [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.rule.localeCompare(b.rule))
  return sorted.map((f, i) => {
    const where = `  - ${f.tool ? code(`${f.server}/${f.tool}`, 100) : code(f.server, 60)}`
    if (i > 0 && sorted[i - 1].rule === f.rule && sorted[i - 1].severity === f.severity) return where
    const count = sorted.filter((g) => g.rule === f.rule && g.severity === f.severity).length
    return `- ${SEVERITY_ICON[f.severity]} [${code(f.rule, 60)}](${ruleDocUrl(f.rule)}) (${count}): ${escapeText(f.summary, 300)}\n${where}`
  })
}

/**
 * A table or list that may lose rows from its end to fit the length limit. Its rows are
 * formatted on first use: of a report far past the limit only the rows that are shown, and
 * those that tell where the limit falls, are ever formatted.
 */
interface Section {
  count: number
  kept: number
  row(i: number): string
  render(rows: string[], omitted: number): string
}

function section<T>(items: readonly T[], format: (item: T, i: number) => string, render: (rows: string[], omitted: number) => string): Section {
  const rows: string[] = []
  return {
    count: items.length,
    kept: items.length,
    row: (i) => (rows[i] ??= format(items[i], i)),
    render
  }
}

const asIs = (row: string): string => row

/** The body of a folded section whose every row was cut for length: a table of headings alone says nothing. */
const LEFT_OUT = '_Every row left out for length; see the note below._'

function folded(summary: string, body: string, open: boolean): string {
  return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`
}

/** A table's rows in manifest order, the query named on its first row only. */
function tableSection(rows: readonly ReviewRow[], review: Review, manifestUrl: string | undefined, render: (rows: string[], omitted: number) => string): Section {
  return section(rows, (r, i) => tableLine(r, review, manifestUrl, i === 0 || rows[i - 1].query !== r.query), render)
}

/** The manifest lines that name a deprecated tool, as one warning block. */
function manifestWarningNotes(evaluation: Evaluation): string {
  const warnings = evaluation.manifestWarnings ?? []
  if (warnings.length === 0) return ''
  return ['> [!WARNING]', ...warnings.map((w) => `> Manifest line ${w.line}: ${escapeText(w.message, 300)}`)].join('\n')
}

/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
export function renderMarkdown(input: RenderInput, options: RenderOptions): string {
  const { context, review } = input
  const { evaluation } = review
  const summaryMode = options.mode === 'summary'
  const unit = options.unit ?? 'characters'
  const measure = unit === 'bytes' ? (t: string): number => Buffer.byteLength(t) : (t: string): number => t.length
  const head = tableHead(review)
  const urgent = review.rows.filter((r) => ATTENTION.includes(r.mark) && !r.failingBefore).sort((a, b) => ATTENTION.indexOf(a.mark) - ATTENTION.indexOf(b.mark))
  const before = review.rows.filter((r) => r.failingBefore)
  const lintErrors = review.findings.some((f) => f.severity === 'error')
  // The comment names the few least found of the expectations only reported; the job summary names all.
  const wording = wordingLines(evaluation, summaryMode ? Infinity : REPORT_ONLY_SHOWN)
  const wordingShort = wording.short
  const attention = urgent.length > 0 || before.length > 0 || lintErrors || review.verdict.tally.regressions > 0 || expectationChanges(review).length > 0 || wordingShort > 0

  // The legend tells the marks of the rows shown, not of those cut for length; it reads every row, so once per count.
  const legends = new Map<number, string>()
  const legendOf = (count: number): string => legends.get(count) ?? legends.set(count, legend(review, urgent.slice(0, count))).get(count)!
  const attentionSection = section(
    urgent,
    (r) => tableLine(r, review, context.manifestUrl, true),
    (kept) => (kept.length ? `${[...head, ...kept].join('\n')}\n\n${legendOf(kept.length)}` : '')
  )
  const beforeSection = tableSection(before, review, context.manifestUrl, (kept, omitted) => {
    if (kept.length === 0 && omitted === 0) return ''
    const queries = new Set(before.map((r) => r.query)).size
    const title = `${MARK_TEXT.fail.icon} ${plural(before.length, 'expectation')} of ${plural(queries, 'query', 'queries')} ${before.length === 1 ? 'fails' : 'fail'} on the base commit too`
    return folded(title, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode)
  })
  const findings = findingLines(review.findings)
  const findingsSection = section(findings, asIs, (kept, omitted) => {
    if (kept.length === 0 && omitted === 0) return ''
    const errors = review.findings.filter((f) => f.severity === 'error').length
    const title = `Findings (${review.findings.length}${errors ? `, ${plural(errors, 'error')}` : ''})`
    return folded(title, kept.length ? kept.join('\n') : LEFT_OUT, summaryMode)
  })
  const changedExpectations = expectationChanges(review)
  const expectationsSection = section(expectationRows(changedExpectations, context.manifestUrl), asIs, (kept) => (kept.length ? [...expectationsHead(changedExpectations), ...kept].join('\n') : ''))
  const whySection = section(
    causeGroups(review, urgent)
      .slice(0, 10)
      .map((g) => whyBlock(g, review)),
    asIs,
    (kept) => kept.join('\n\n')
  )
  // Wording: a folded table of the expectations that lost a wording, open when one is short of the share asked
  // (`wording:`), then with the rows that need attention; only reported, it follows the full table.
  const wordingSection = section(
    wording.lines,
    ({ query: q, engine, expectation: e, wording: w }) =>
      tableRow([
        w.pass ? '⚠️' : '❌',
        code(q.query, 80),
        code(e.ref, 80),
        wordingText(w, engine, (t) => code(t, 60), (t) => escapeText(t, 40)) + (w.advice ? `<br>→ ${escapeText(wordingAdviceText(w.advice, w.total, (t) => `"${t}"`), 400)}` : '')
      ]),
    (kept, omitted) => {
      // Only reported and every row cut for length: nothing to say that the job summary does not.
      if (kept.length === 0 && (omitted === 0 || wordingShort === 0)) return ''
      const title = `Wording: ${plural(wording.lossy, 'expectation')} of ${formatCount(wording.measured)} lost a wording${wordingShort ? `, ${wordingShort} short of the share asked` : ''}`
      const unnamed = wording.lossy - wording.lines.length
      const rest = unnamed > 0 ? `\n\n<sub>The ${formatCount(REPORT_ONLY_SHOWN)} least found of those only reported; the job summary lists ${unnamed} more.</sub>` : ''
      const body = kept.length ? [tableRow(['', 'query', 'tool', 'other wordings']), tableRow([':-:', '---', '---', '---']), ...kept].join('\n') + rest : LEFT_OUT
      return folded(title, body, summaryMode || wordingShort > 0)
    }
  )
  const allSection = tableSection(review.rows, review, context.manifestUrl, (kept, omitted) => {
    if (kept.length === 0 && omitted === 0) return ''
    return folded(`All ${plural(evaluation.queries.length, 'query', 'queries')}`, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode)
  })
  const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${code(s.name, 60)}: ${escapeText(w, 300)}`))
  const warningsSection = section(warnings, asIs, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''))
  const deferralSection = section(deferralRows(review), asIs, (kept) => kept.join('\n'))
  // Most important first: rows are dropped from the end of the last section that has any (the
  // deferral lines, which the JSON report keeps, the full table, server warnings, findings from
  // the infos up, the rows that failed before, explanations, and last the rows that need attention).
  const sections: Section[] = [attentionSection, expectationsSection, whySection, wordingSection, beforeSection, findingsSection, warningsSection, allSection, deferralSection]

  const top = headline(review, attention)
  const costChanges = costChangeNotes(review)
  const notes = [manifestWarningNotes(evaluation), baselineNotes(review)].filter((n) => n !== '').join('\n\n')
  const foot = footer(review, context)
  const run = runLine(review, context)
  const assemble = (rowsOf: (s: Section) => string[]): string => {
    const shown = (s: Section): string => s.render(rowsOf(s), s.count - s.kept)
    // The deferral lines are not the tables' rows the notice counts.
    const omitted = sections.reduce((n, s) => (s === deferralSection ? n : n + s.count - s.kept), 0)
    const notice = omitted
      ? `> [!NOTE]\n> ${plural(omitted, 'row')} not shown, to stay within ${formatCount(options.maxLength)} ${unit}; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
      : ''
    const runNotices = (context.notices ?? []).map((n) => `> [!NOTE]\n> ${n}`)
    const [gatedWording, reportedWording] = wordingShort > 0 ? [shown(wordingSection), ''] : ['', shown(wordingSection)]
    const parts = [top, costChanges, shown(attentionSection), shown(beforeSection), shown(expectationsSection), shown(whySection), gatedWording, notes, shown(findingsSection), shown(allSection), reportedWording, shown(warningsSection), shown(deferralSection), notice, ...runNotices, foot, run]
    // Lone surrogates (from a server's or a PR's text) become U+FFFD before anything is measured or sent.
    return wellFormed(parts.filter((p) => p !== '').join('\n\n') + '\n')
  }

  fitRows(sections, assemble, measure, options.maxLength)
  // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
  const text = assemble((s) => Array.from({ length: s.kept }, (_, i) => s.row(i)))
  return measure(text) > options.maxLength ? cutTo(text, options.maxLength, unit) : text
}

/**
 * Drops rows from the end of the last section that has any until the text fits `max`: by the
 * rows' lengths until the estimate (with 200 units of room for the notice, at first) is spent,
 * then measured for real (headings and the notice add a little), and on from there.
 *
 * Hand-written from the front, so that a report far past the limit formats only the rows that
 * stay and the one past them, not every row it drops: the text's length is that of the text
 * with every row one unit long (the same separators, headings and notice), less a unit per
 * row, plus the rows' own lengths
 * (no row starts or ends a surrogate pair with its neighbour: rows are set between newlines).
 * Rows are dropped from the end until the rows dropped (each one unit more, its newline) reach
 * the excess, so the rows kept are the longest run from the front whose lengths (plus one each)
 * stay within the rows' sum less the excess, which the rows kept alone decide.
 */
function fitRows(sections: readonly Section[], assemble: (rowsOf: (s: Section) => string[]) => string, measure: (t: string) => number, max: number): void {
  const lengths = new Map<Section, number[]>()
  const length = (s: Section, i: number): number => {
    const known = lengths.get(s) ?? []
    lengths.set(s, known)
    return (known[i] ??= measure(s.row(i)))
  }
  /** The rows' lengths of `among`, all kept rows, summed until past `cap` (then any sum past it). */
  const rowsLength = (among: readonly Section[], cap: number): number => {
    let sum = 0
    for (const s of among) for (let i = 0; i < s.kept && sum <= cap; i++) sum += length(s, i)
    return sum
  }
  // Each row one unit long, never empty: a section of rows alone (the explanations) must not vanish from the text.
  const blank = (): number => measure(assemble((s) => new Array<string>(s.kept).fill('x'))) - sections.reduce((n, s) => n + s.kept, 0)
  let room = max - blank()
  if (rowsLength(sections, room) <= room) return
  let margin = 200
  for (let i = sections.length - 1; i >= 0; ) {
    const target = sections[i]
    if (target.kept === 0) {
      i--
      continue
    }
    // The sections after the target are empty, those before it whole.
    room = max - margin - blank()
    const before = rowsLength(sections.slice(0, i), target.kept + room)
    const within = target.kept + room - before
    let kept = 0
    for (let sum = 0; kept < target.kept && within >= 0; kept++) {
      sum += length(target, kept) + 1
      if (sum > within) break
    }
    // Every row of the target within: the text fits.
    if (kept === target.kept) return
    target.kept = kept
    margin = 0
  }
}
