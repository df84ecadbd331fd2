/**
 * What `fn` writes to process.stdout (as @actions/core's log commands do), captured line by
 * line instead of printed, so a passing test stays quiet and can assert the lines.
 */
export async function capturingStdout<T>(fn: () => T | Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = []
  const write = process.stdout.write
  process.stdout.write = ((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').slice(0, -1))
    return true
  }) as typeof process.stdout.write
  try {
    return { result: await fn(), lines }
  } finally {
    process.stdout.write = write
  }
}

/** What `fn` writes to process.stdout and process.stderr, as text, captured instead of printed. */
export async function capturingOutput<T>(fn: () => T | Promise<T>): Promise<{ result: T; stdout: string; stderr: string }> {
  const out = { stdout: '', stderr: '' }
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write }
  for (const stream of ['stdout', 'stderr'] as const) {
    process[stream].write = ((chunk: string | Uint8Array) => {
      out[stream] += String(chunk)
      return true
    }) as typeof process.stdout.write
  }
  try {
    return { result: await fn(), ...out }
  } finally {
    process.stdout.write = writes.stdout
    process.stderr.write = writes.stderr
  }
}
