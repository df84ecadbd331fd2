/**
 * Generation I's boilerplate step: the leftmost exact copy of one fixed paragraph is removed
 * from a description, recognised by its SHA-256. The recogniser is tested with a synthetic
 * paragraph and its own hash (the client's text is not in this repository); the client's
 * print is then checked to be the one the engine uses, on a same-length copy it must keep.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import { CLIENT_PARAGRAPH, withoutBoilerplate, withoutParagraph, type ParagraphPrint } from '../src/engines/claude-code/boilerplate.js'
import { resolveEngine } from '../src/engines/registry.js'
import { caseCatalog } from './helpers/cases.js'

const OPENING = 'Before you send anything, stop and ask,'
const CLOSING = 'are fine.'
/** A synthetic paragraph of 120 units: the opening, filler words, the closing. */
const P = `${OPENING} ${'lorem ipsum '.repeat(20)}`.slice(0, 120 - CLOSING.length - 1) + ' ' + CLOSING
const PRINT: ParagraphPrint = { opening: OPENING, closing: CLOSING, length: P.length, sha256: createHash('sha256').update(P, 'utf8').digest('hex') }

/** P with the unit at `at` replaced by `unit` (same length). */
const altered = (at: number, unit: string): string => P.slice(0, at) + unit + P.slice(at + 1)

describe('the recogniser, with a synthetic paragraph and its own hash', () => {
  it('is 120 units that begin and end with the words it looks for', () => {
    expect([P.length, P.startsWith(OPENING), P.endsWith(CLOSING)]).toEqual([120, true, true])
  })

  it('removes the exact copy, joining the text on either side as it is', () => {
    expect(withoutParagraph(`cal${P}endar`, PRINT)).toBe('calendar')
    expect(withoutParagraph(`Lists files. ${P}`, PRINT)).toBe('Lists files. ')
    expect(withoutParagraph(P, PRINT)).toBe('')
  })

  it('removes only the leftmost copy: a second one stays', () => {
    expect(withoutParagraph(`a ${P} b ${P} c`, PRINT)).toBe(`a  b ${P} c`)
  })

  it('keeps a copy of the same length that differs in one unit, and removes an exact one after it', () => {
    const oneLetter = altered(60, P[60] === 'x' ? 'y' : 'x')
    expect(oneLetter).toHaveLength(P.length)
    expect(oneLetter.startsWith(OPENING) && oneLetter.endsWith(CLOSING)).toBe(true)
    expect(withoutParagraph(oneLetter, PRINT)).toBe(oneLetter)
    expect(withoutParagraph(`${oneLetter} then ${P}.`, PRINT)).toBe(`${oneLetter} then .`)
    const lineFeed = altered(P.indexOf(' ', OPENING.length + 1), '\n')
    expect(withoutParagraph(lineFeed, PRINT)).toBe(lineFeed)
  })

  it('keeps other case, a copy cut short, and one with a unit added', () => {
    const upper = P.slice(0, 80) + P.slice(80, -CLOSING.length).toUpperCase() + CLOSING
    expect(withoutParagraph(upper, PRINT)).toBe(upper)
    expect(withoutParagraph(P.slice(0, -1), PRINT)).toBe(P.slice(0, -1))
    const longer = P.slice(0, 60) + 'x' + P.slice(60)
    expect(withoutParagraph(longer, PRINT)).toBe(longer)
  })
})

describe("the client's paragraph", () => {
  it('is recognised by the hash of 2.1.332 and its 720 units', () => {
    expect(CLIENT_PARAGRAPH).toEqual({
      opening: 'If an upload or send would be any of these, decline that step,',
      closing: 'are fine.',
      length: 720,
      sha256: '5f6d399fcb6991bdbf951a37dc05c10d2d637dcd8b58bbe40cc6383b6aafb23d'
    })
  })

  /** 720 units with the client's opening and closing words, and other words between. */
  const lookalike = `${CLIENT_PARAGRAPH.opening} ${'zebra crossing '.repeat(60)}`.slice(0, 720 - CLIENT_PARAGRAPH.closing.length - 1) + ' ' + CLIENT_PARAGRAPH.closing

  it('a same-length copy with its opening and closing but other words is kept, and its words score under I', () => {
    expect(lookalike).toHaveLength(720)
    expect(withoutBoilerplate(`x ${lookalike} y`)).toBe(`x ${lookalike} y`)
    const c = { name: 'lookalike', query: 'zebra', tools: [{ server: 'roads', name: 'plan', description: lookalike }, { server: 'zoo', name: 'feed', description: 'Feed the animals' }] }
    for (const id of ['claude-code@2.1', 'claude-code@H4']) {
      const engine = resolveEngine(id)
      expect([id, engine.search(engine.prepare(caseCatalog(c)), 'zebra', { maxResults: 5 }).results]).toEqual([id, ['mcp__roads__plan']])
    }
  })
})
