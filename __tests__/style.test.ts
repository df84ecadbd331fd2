import { describe, expect, it } from '@jest/globals'
import { formatCount, plural } from '../src/util/plural.js'
import { makeStyle, wantsColor } from '../src/util/style.js'

const tty = { isTTY: true }
const pipe = { isTTY: false }

describe('colour, as Node decides it', () => {
  it.each([
    ['a terminal', tty, { TERM: 'xterm-256color' }, true],
    ['a pipe', pipe, { TERM: 'xterm-256color' }, false],
    ['a terminal with NO_COLOR', tty, { TERM: 'xterm-256color', NO_COLOR: '1' }, false],
    ['a terminal with an empty NO_COLOR', tty, { TERM: 'xterm-256color', NO_COLOR: '' }, false],
    ['a terminal with NODE_DISABLE_COLORS', tty, { TERM: 'xterm-256color', NODE_DISABLE_COLORS: '1' }, false],
    ['a dumb terminal', tty, { TERM: 'dumb' }, false],
    ['a pipe with FORCE_COLOR=1', pipe, { FORCE_COLOR: '1' }, true],
    ['a pipe with an empty FORCE_COLOR', pipe, { FORCE_COLOR: '' }, true],
    ['a pipe with FORCE_COLOR=true', pipe, { FORCE_COLOR: 'true' }, true],
    ['a pipe with FORCE_COLOR=3', pipe, { FORCE_COLOR: '3' }, true],
    ['FORCE_COLOR=1 over NO_COLOR', pipe, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
    ['FORCE_COLOR=1 over TERM=dumb', pipe, { FORCE_COLOR: '1', TERM: 'dumb' }, true],
    ['a terminal with FORCE_COLOR=0', tty, { FORCE_COLOR: '0', TERM: 'xterm-256color' }, false],
    ['a terminal with FORCE_COLOR=false', tty, { FORCE_COLOR: 'false', TERM: 'xterm-256color' }, false]
  ])('%s', (_label, stream, env, expected) => {
    expect(wantsColor(stream, env)).toBe(expected)
  })

  it('styles with ANSI codes only when colour is on', () => {
    expect(makeStyle(true).green('ok')).toBe('\u001b[32mok\u001b[39m')
    expect(makeStyle(false).green('ok')).toBe('ok')
  })
})

describe('counts for people', () => {
  it('groups thousands as en-US does, by hand for integers', () => {
    expect([0, 7, 999, 1000, 130_000, 1_234_567, -1500, 2.5, 1234.5678].map(formatCount)).toEqual(['0', '7', '999', '1,000', '130,000', '1,234,567', '-1,500', '2.5', '1,234.568'])
    for (let n = -20_000; n <= 2_000_000; n += 997) expect(formatCount(n)).toBe(n.toLocaleString('en-US'))
    expect(plural(1, 'tool')).toBe('1 tool')
    expect(plural(1500, 'query', 'queries')).toBe('1,500 queries')
  })
})
