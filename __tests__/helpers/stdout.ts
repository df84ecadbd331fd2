type Stream = 'stdout' | 'stderr'

/** Runs `fn` with what it writes to `streams` captured as text instead of printed. */
async function capturing<T>(streams: readonly Stream[], fn: () => T | Promise<T>): Promise<{ result: T; out: Record<Stream, string> }> {
  const out: Record<Stream, string> = { stdout: '', stderr: '' }
  const writes = streams.map((stream) => [stream, process[stream].write] as const)
  for (const stream of streams) {
    process[stream].write = ((chunk: string | Uint8Array) => {
      out[stream] += String(chunk)
      return true
    }) as typeof process.stdout.write
  }
  try {
    return { result: await fn(), out }
  } finally {
    for (const [stream, write] of writes) process[stream].write = write
  }
}

/**
 * What `fn` writes to process.stdout (as @actions/core's log commands do), captured line by
 * line instead of printed, so a passing test stays quiet and can assert the lines.
 */
export async function capturingStdout<T>(fn: () => T | Promise<T>): Promise<{ result: T; lines: string[] }> {
  const { result, out } = await capturing(['stdout'], fn)
  return { result, lines: out.stdout.split('\n').slice(0, -1) }
}

/** What `fn` writes to process.stdout and process.stderr, as text, captured instead of printed. */
export async function capturingOutput<T>(fn: () => T | Promise<T>): Promise<{ result: T; stdout: string; stderr: string }> {
  const { result, out } = await capturing(['stdout', 'stderr'], fn)
  return { result, ...out }
}
