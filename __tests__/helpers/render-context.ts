import type { RenderInput } from '../../src/report/markdown.js'

/** Where a rendered comment or summary points: a fixed pull request run. */
export const RENDER_CONTEXT: RenderInput['context'] = {
  manifest: '.github/mcp-tool-rank.yml',
  manifestUrl: 'https://github.com/octo/tools/blob/2222222/.github/mcp-tool-rank.yml',
  commit: '2222222222222222222222222222222222222222',
  run: { url: 'https://github.com/octo/tools/actions/runs/4242', label: 'run #42' },
  version: '0.1.0'
}
