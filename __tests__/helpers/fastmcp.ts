import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The Python that has FastMCP: `MCP_TOOL_RANK_FASTMCP_PYTHON`, else the repository's `.venv-fastmcp`. */
export function fastmcpPython(): string {
  const python = process.env.MCP_TOOL_RANK_FASTMCP_PYTHON ?? fileURLToPath(new URL('../../.venv-fastmcp/bin/python', import.meta.url))
  if (!existsSync(python)) {
    throw new Error(`FastMCP's Python environment is missing (${python}): run \`node scripts/python-env.mjs\` to create .venv-fastmcp, or set MCP_TOOL_RANK_FASTMCP_PYTHON`)
  }
  return python
}

/** The fixture server script that serves stored catalogs behind FastMCP's search transforms. */
export const FASTMCP_CATALOG_SERVER = fileURLToPath(new URL('../fixtures/servers/fastmcp_catalog.py', import.meta.url))

/** What the real FastMCP transform answers to each query: tool names in order, or the call's error. */
export type FastmcpAnswer = string[] | { error: string }

/** What FastMCP's Python answers (null: a character newer than its Unicode database). */
export interface FastmcpAnswers {
  answers: FastmcpAnswer[]
  tokens: Array<string[] | null>
  casematch: Array<number[] | null>
}

/**
 * Asks one in-process FastMCP server per catalog (a catalog file's path, or its tools) every
 * query, each with its own max_results when it gives one, in one Python process; with
 * `tokenize`, the BM25 transform's tokens of each text; with `casematch`, per character the
 * characters of the list that Python's `re.IGNORECASE` matches for it.
 */
export function askFastmcp(questions: {
  transform: 'bm25' | 'regex'
  max_results: number
  catalogs: Record<string, string | { tools: object[] }>
  queries: Array<[string, string] | [string, string, number]>
  tokenize?: string[]
  casematch?: number[]
}): Promise<FastmcpAnswers> {
  return new Promise((resolve, reject) => {
    const child = execFile(fastmcpPython(), [FASTMCP_CATALOG_SERVER, 'answer'], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`))
      else resolve(JSON.parse(stdout) as FastmcpAnswers)
    })
    child.stdin!.end(JSON.stringify(questions))
  })
}
