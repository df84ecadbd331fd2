/**
 * The README's comment sketch is what the renderer makes of the README's worked example: the
 * finance catalog on a base commit, and a pull request whose descriptions shift one tool and
 * push another out of the cut. Rebuilt here from the same fixture and compared.
 */
import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { diffEvaluations } from '../src/baseline/diff.js'
import { buildCatalog } from '../src/catalog/build.js'
import { evaluate } from '../src/evaluate/evaluate.js'
import { parseManifest } from '../src/manifest/load.js'
import { COMMENT_MAX_LENGTH, renderMarkdown } from '../src/report/markdown.js'
import { FINANCE_MANIFEST, financeTools, type Scenario } from './helpers/finance.js'

const README = new URL('../README.md', import.meta.url)
const HEAD = '2222222222222222222222222222222222222222'

/** The comment for the worked example, exactly as the action renders it (without its hidden marker line). */
export function sketch(): string {
  const manifest = parseManifest(FINANCE_MANIFEST, '.github/mcp-tool-rank.yml')
  const side = (scenario: Scenario) => {
    const catalog = buildCatalog([{ name: 'finance', source: 'catalog', pages: 1, tools: financeTools(scenario).tools }])
    return { catalog, evaluation: evaluate(manifest, catalog) }
  }
  const base = side('base')
  const head = side('shift-and-regression')
  const baseline = diffEvaluations({ source: 'worktree', baseSha: '1ac8910f3e2d4c5b6a7980112233445566778899', cost: { serversStarted: 0, totalMs: 200 }, base, head })
  const context = {
    manifest: '.github/mcp-tool-rank.yml',
    manifestUrl: `https://github.com/octo/tools/blob/${HEAD}/.github/mcp-tool-rank.yml`,
    commit: HEAD,
    run: { url: 'https://github.com/octo/tools/actions/runs/4242', label: 'run #42' }
  }
  return renderMarkdown({ evaluation: head.evaluation, baseline, context }, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH })
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
})
