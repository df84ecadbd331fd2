/** Whole processes, timed from spawn to exit, with their peak RSS as the process itself saw it. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const PROBE = resolve('bench/peak-rss.cjs')

export interface ProcessRun {
  ms: number
  rssMb: number
  code: number | null
}

/** `node [--require probe] ...args` in `cwd` (with the `node` binary `node`, default this one); output is discarded. */
export function runNode(args: readonly string[], cwd = process.cwd(), node = process.execPath): ProcessRun {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-tool-rank-bench-rss-'))
  const file = join(dir, 'rss')
  try {
    const t0 = performance.now()
    const child = spawnSync(node, ['--require', PROBE, ...args], { cwd, env: { ...process.env, BENCH_PEAK_RSS_FILE: file, NO_COLOR: '1' }, stdio: 'ignore' })
    const ms = performance.now() - t0
    if (child.error) throw child.error
    return { ms, rssMb: Number(readFileSync(file, 'utf8')) / 1024, code: child.status }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The run with the median time of `n`, and the highest peak RSS seen. */
export function medianRun(n: number, args: readonly string[], cwd?: string, node?: string): ProcessRun {
  const runs = Array.from({ length: n }, () => runNode(args, cwd, node)).sort((a, b) => a.ms - b.ms)
  return { ...runs[Math.floor(n / 2)], rssMb: Math.max(...runs.map((r) => r.rssMb)) }
}
