/**
 * The README's worked example of the policy, its terminal output and its comment sketch, is
 * what the renderers make of it: the finance catalog on a base commit, and a pull request
 * whose descriptions shift one tool and push another out of the cut. Rebuilt here from the
 * same fixture and compared.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { diffEvaluations } from '../src/baseline/diff.js'
import { buildCatalog } from '../src/catalog/build.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { parseManifest } from '../src/manifest/load.js'
import { diffTerminal } from '../src/report/diff-text.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { makeStyle } from '../src/util/style.js'
import { FINANCE_MANIFEST, financeTools, type Scenario } from './helpers/finance.js'
import { reviewOf } from './helpers/review.js'

const README = new URL('../README.md', import.meta.url)
const HEAD = '2222222222222222222222222222222222222222'

/** Both sides of the worked example, ranked, and the diff between them. */
function workedExample() {
  const manifest = parseManifest(FINANCE_MANIFEST, '.github/mcp-tool-rank.yml')
  const side = (scenario: Scenario) => {
    const catalog = buildCatalog([{ name: 'finance', source: 'catalog', pages: 1, tools: financeTools(scenario).tools }])
    return { catalog, evaluation: evaluate(manifest, catalog) }
  }
  const base = side('base')
  const head = side('shift-and-regression')
  const baseline = diffEvaluations({ source: 'worktree', baseSha: '1ac8910f3e2d4c5b6a7980112233445566778899', cost: { serversStarted: 0, totalMs: 200 }, base, head })
  return { head, baseline }
}

/** The comment for the worked example, exactly as the action renders it (without its hidden marker line). */
export function sketch(): string {
  const { head, baseline } = workedExample()
  const context = {
    manifest: '.github/mcp-tool-rank.yml',
    manifestUrl: `https://github.com/octo/tools/blob/${HEAD}/.github/mcp-tool-rank.yml`,
    commit: HEAD,
    run: { url: 'https://github.com/octo/tools/actions/runs/4242', label: 'run #42' }
  }
  return renderMarkdown({ review: reviewOf({ evaluation: head.evaluation, baseline }), context }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
}

/** What `check --base --explain` prints for the worked example after its query table, 120 columns wide: the base diff, then the verdict (as the CLI writes them). */
function terminal(): string {
  const { head, baseline } = workedExample()
  const review = reviewOf({ evaluation: head.evaluation, baseline })
  return diffTerminal(review, makeStyle(false), { columns: 120, explain: true }) + review.verdict.reasons.map((r) => `failed: ${r}\n`).join('')
}

/** The README's terminal output of the worked example: the text block after `check --base`, from the line after "…". */
function readmeTerminal(): string {
  const text = readFileSync(README, 'utf8')
  const open = '$ npx mcp-tool-rank check --base origin/main --explain\n…\n'
  const start = text.indexOf(open)
  if (start < 0) throw new Error('README.md needs the worked example\'s `check --base` output')
  return text.slice(start + open.length, text.indexOf('```', start))
}

/** The sketch in the README: the lines between the markers, each quoted with "> ". */
function readmeSketch(): string {
  const text = readFileSync(README, 'utf8')
  const open = '<!-- comment-sketch -->\n'
  const start = text.indexOf(open)
  const end = text.indexOf('<!-- /comment-sketch -->')
  if (start < 0 || end < start) throw new Error('README.md needs <!-- comment-sketch --> … <!-- /comment-sketch -->')
  return text
    .slice(start + open.length, end)
    .split('\n')
    .map((line) => line.replace(/^> ?/, ''))
    .join('\n')
}

describe('the README', () => {
  it('shows the comment the renderer makes of its worked example', () => {
    expect(readmeSketch()).toBe(sketch())
  })

  it('shows the terminal output of its worked example: one regression failing, one shift passing', () => {
    expect(readmeTerminal()).toBe(terminal())
    expect(terminal().split('\n')[0]).toBe('base 1ac8910 from a worktree (0 servers started, 0.2 s in all): 1 regression, 1 shift, 0 improvements')
  })
})
