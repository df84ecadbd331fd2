import { describe, expect, it } from '@jest/globals'
import { cliProgress, plainProgress } from '../src/cli/progress.js'
import { SILENT } from '../src/util/progress.js'

/** A stand-in for stderr that keeps what is written. */
function stream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const s = { isTTY, columns: 80, text: '', write: (chunk: string) => ((s.text += chunk), true) }
  return s as unknown as NodeJS.WriteStream & { text: string }
}

describe('progress on stderr', () => {
  it('is silent on a pipe, plain lines with --verbose or in CI, one updating line on a terminal', async () => {
    expect(cliProgress(false, stream(false), {})).toBe(SILENT)
    expect(cliProgress(false, stream(false), { CI: 'false' })).toBe(SILENT)
    expect(cliProgress(false, stream(true), { TERM: 'dumb' })).toBe(SILENT)
    /** What one short step writes with the progress cliProgress chose. */
    const written = async (verbose: boolean, isTTY: boolean, env: NodeJS.ProcessEnv): Promise<string> => {
      const out = stream(isTTY)
      await cliProgress(verbose, out, env).step('Step', async () => undefined)
      return out.text
    }
    const plain = /^▸ Step…\n▸ Step: done in \d+\.\ds\n$/
    expect(await written(true, false, {})).toMatch(plain)
    expect(await written(true, true, { TERM: 'xterm-256color' })).toMatch(plain)
    expect(await written(false, false, { CI: 'true' })).toMatch(plain)
    expect((await written(false, true, { TERM: 'xterm-256color' })).split('\r\u001b[K')).toEqual(['', expect.stringMatching(/^Step · \d+\.\ds$/), ''])
  })

  it('prints a plain line when a step starts and one when it ends, notes indented', async () => {
    const out = stream(false)
    const progress = plainProgress(out)
    const value = await progress.step('Ranking 3 queries', async () => {
      progress.note('base 1234567: ranked from the lock file')
      progress.advance(1, 3)
      return 42
    })
    expect(value).toBe(42)
    expect(out.text).toMatch(/^▸ Ranking 3 queries…\n {2}base 1234567: ranked from the lock file\n▸ Ranking 3 queries: done in \d+\.\ds\n$/)
  })

  it('redraws one line in place on a terminal, counts and nested steps included, and clears it at the end', async () => {
    const out = stream(true)
    const progress = cliProgress(false, out, { TERM: 'xterm-256color' })
    await progress.step('Base commit 1234567', async () => {
      await progress.step('Ranking 1,000 queries', async () => progress.advance(340, 1000))
    })
    const frames = out.text.split('\r\u001b[K')
    expect(frames[0]).toBe('')
    expect(frames.slice(1, -1)).toEqual([
      expect.stringMatching(/^Base commit 1234567 · \d+\.\ds$/),
      expect.stringMatching(/^Base commit 1234567 › Ranking 1,000 queries · \d+\.\ds$/),
      expect.stringMatching(/^Base commit 1234567 › Ranking 1,000 queries: 340 of 1,000 · \d+\.\ds$/),
      expect.stringMatching(/^Base commit 1234567 · \d+\.\ds$/)
    ])
    // A short step leaves nothing behind.
    expect(frames[frames.length - 1]).toBe('')
  })

  it('cuts a line to the terminal\'s width', async () => {
    const out = stream(true)
    await cliProgress(false, out, { TERM: 'xterm' }).step(`Running setup \`${'x'.repeat(100)}\` in the worktree`, async () => undefined)
    const [, frame] = out.text.split('\r\u001b[K')
    expect(frame).toHaveLength(79)
    expect(frame.endsWith('x…')).toBe(true)
  })
})
