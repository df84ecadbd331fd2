/**
 * Python `re` patterns (Python 3.11's `re/_parser.py` and `_compiler.py`), compiled with
 * `re.IGNORECASE` as FastMCP's `RegexSearchTransform` compiles them, translated to a
 * JavaScript RegExp that matches exactly the same texts. Written by hand: no library parses
 * Python's syntax, and every place where the two engines differ must be spelled out:
 *
 * - case: Python's classes of case-equal characters (case-classes.ts), spelled out as sets;
 * - `\w`, `\d`, `\s`, `\b`: Unicode letters and numbers, decimal digits, Python's whitespace;
 * - `.` excludes only `\n`; `$` matches before a final `\n`; `^`/`$` under `(?m)` see only `\n`;
 * - `{,n}`, a `{` that starts no quantifier, `(?P<name>…)`, `(?#…)`, `(?x)`, `\Z`, `\A`, octal.
 *
 * A pattern Python rejects comes back as `{ invalid }` (FastMCP then finds nothing); a
 * construct JavaScript cannot match exactly throws `UntranslatablePattern`.
 */
import { caseClass, casedBetween } from './case-classes.js'

export class UntranslatablePattern extends Error {
  constructor(construct: string) {
    super(`${construct} has no exact JavaScript equivalent`)
    this.name = 'UntranslatablePattern'
  }
}

class PythonReError extends Error {}

type Category = 'd' | 'D' | 's' | 'S' | 'w' | 'W'
type SetItem = { lo: number; hi: number } | { category: Category }
type Flags = { dotall: boolean; multiline: boolean }
type Node =
  | { t: 'char'; code: number }
  | { t: 'set'; negate: boolean; items: SetItem[] }
  | { t: 'any' }
  | { t: 'at'; kind: '^' | '$' | 'A' | 'Z' | 'b' | 'B' }
  | { t: 'group'; capture: boolean; flags?: Partial<Flags>; body: Node[][] }
  | { t: 'look'; behind: boolean; negate: boolean; body: Node[][] }
  | { t: 'repeat'; min: number; max: number; lazy: boolean; item: Node }

const MAXREPEAT = 4294967295
const WHITESPACE = ' \t\n\r\v\f'
const ESCAPES: Readonly<Record<string, number>> = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 }
const CATEGORIES = 'dDsSwW'
const ASCII_LETTERS = /^[A-Za-z]$/
const OCTAL = /^[0-7]$/
const DIGIT = /^[0-9]$/
const HEX = /^[0-9A-Fa-f]$/

/** Python's `str.isspace()`, the characters of `\s`. */
const PY_SPACE = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
/** Python's `\w`: `str.isalnum()` (Unicode letters and numbers) and `_`. */
const PY_WORD = '\\p{L}\\p{N}_'
const CATEGORY_SET: Readonly<Record<Category, { inner: string; negated: boolean }>> = {
  d: { inner: '\\p{Nd}', negated: false },
  D: { inner: '\\p{Nd}', negated: true },
  s: { inner: PY_SPACE, negated: false },
  S: { inner: PY_SPACE, negated: true },
  w: { inner: PY_WORD, negated: false },
  W: { inner: PY_WORD, negated: true }
}

class Parser {
  private pos = 0
  private groups = 1
  private readonly open = new Set<number>()
  private readonly names = new Set<string>()
  verbose = false
  readonly global: Flags = { dotall: false, multiline: false }

  constructor(private readonly chars: string[]) {}

  private get next(): string | undefined {
    return this.chars[this.pos]
  }

  private match(c: string): boolean {
    if (this.chars[this.pos] !== c) return false
    this.pos++
    return true
  }

  private getWhile(n: number, test: RegExp): string {
    let out = ''
    while (out.length < n && this.next !== undefined && test.test(this.next)) out += this.chars[this.pos++]
    return out
  }

  private getUntil(end: string, what: string): string {
    let out = ''
    for (;;) {
      const c = this.chars[this.pos++]
      if (c === undefined) throw new PythonReError(`missing ${end}, unterminated name`)
      if (c === end) break
      out += c
    }
    if (!out) throw new PythonReError(`missing ${what}`)
    return out
  }

  parse(): Node[][] {
    const alternatives = this.alternation(false, true)
    if (this.next !== undefined) throw new PythonReError('unbalanced parenthesis')
    return alternatives
  }

  private alternation(verbose: boolean, top = false): Node[][] {
    const branches: Node[][] = []
    for (;;) {
      branches.push(this.sequence(verbose, top && branches.length === 0))
      if (!this.match('|')) return branches
    }
  }

  private sequence(verboseIn: boolean, first: boolean): Node[] {
    let verbose = verboseIn
    const items: Node[] = []
    for (;;) {
      const c = this.next
      if (c === undefined || c === '|' || c === ')') return items
      this.pos++
      if (verbose) {
        if (WHITESPACE.includes(c)) continue
        if (c === '#') {
          while (this.next !== undefined && this.chars[this.pos++] !== '\n');
          continue
        }
      }
      if (c === '\\') items.push(this.escape())
      else if (c === '[') items.push(this.set())
      else if (c === '*' || c === '+' || c === '?' || c === '{') {
        if (!this.repeat(c, items)) items.push({ t: 'char', code: c.codePointAt(0)! })
      } else if (c === '.') items.push({ t: 'any' })
      else if (c === '^' || c === '$') items.push({ t: 'at', kind: c })
      else if (c === '(') {
        const node = this.group(verbose, first && items.length === 0)
        if (node === 'global-flags') verbose = this.verbose
        else if (node) items.push(node)
      } else items.push({ t: 'char', code: c.codePointAt(0)! })
    }
  }

  /** Applies a quantifier to the last item; false for a `{` that starts none (a literal). */
  private repeat(c: string, items: Node[]): boolean {
    let min = 0
    let max = MAXREPEAT
    if (c === '+') min = 1
    else if (c === '?') max = 1
    else if (c === '{') {
      if (this.next === '}') return false
      const here = this.pos
      const lo = this.getWhile(Infinity, DIGIT)
      const hi = this.match(',') ? this.getWhile(Infinity, DIGIT) : lo
      if (!this.match('}')) {
        this.pos = here
        return false
      }
      if (lo) min = Number(lo)
      if (hi) max = Number(hi)
      if (min >= MAXREPEAT || (hi && max >= MAXREPEAT)) throw new UntranslatablePattern('a repetition count of 4294967295 or more (Python raises OverflowError)')
      if (max < min) throw new PythonReError('min repeat greater than max repeat')
    }
    const item = items[items.length - 1]
    if (!item || item.t === 'at') throw new PythonReError('nothing to repeat')
    if (item.t === 'repeat') throw new PythonReError('multiple repeat')
    const lazy = this.match('?')
    if (!lazy && this.match('+')) throw new UntranslatablePattern('a possessive quantifier (`*+`, `++`, `?+`, `{m,n}+`)')
    items[items.length - 1] = { t: 'repeat', min, max, lazy, item }
    return true
  }

  private escape(): Node {
    const c = this.chars[this.pos++]
    if (c === undefined) throw new PythonReError('bad escape (end of pattern)')
    if (c === 'A' || c === 'Z' || c === 'b' || c === 'B') return { t: 'at', kind: c }
    if (CATEGORIES.includes(c)) return { t: 'set', negate: false, items: [{ category: c as Category }] }
    if (c === '0') return { t: 'char', code: parseInt(c + this.getWhile(2, OCTAL), 8) }
    if (DIGIT.test(c)) {
      let digits = c
      if (this.next !== undefined && DIGIT.test(this.next)) {
        digits += this.chars[this.pos++]
        if (OCTAL.test(digits[0]) && OCTAL.test(digits[1]) && this.next !== undefined && OCTAL.test(this.next)) {
          const code = parseInt(digits + this.chars[this.pos++], 8)
          if (code > 0o377) throw new PythonReError('octal escape value outside of range 0-0o377')
          return { t: 'char', code }
        }
      }
      const group = Number(digits)
      if (group >= this.groups) throw new PythonReError(`invalid group reference ${group}`)
      if (this.open.has(group)) throw new PythonReError('cannot refer to an open group')
      throw new UntranslatablePattern('a backreference (JavaScript matches a group that took no part as empty, Python fails)')
    }
    return { t: 'char', code: this.literalEscape(c, false) }
  }

  /** `\x`, `\u`, `\U`, `\N`, the control escapes and an escaped non-letter, as one character. */
  private literalEscape(c: string, inSet: boolean): number {
    if (c in ESCAPES) return ESCAPES[c]
    if (inSet && c === 'b') return 8
    const hex = (n: number): number => {
      const digits = this.getWhile(n, HEX)
      if (digits.length !== n) throw new PythonReError(`incomplete escape \\${c}${digits}`)
      return parseInt(digits, 16)
    }
    if (c === 'x') return hex(2)
    if (c === 'u') return hex(4)
    if (c === 'U') {
      const code = hex(8)
      if (code > 0x10ffff) throw new PythonReError(`bad escape \\U${code.toString(16)}`)
      return code
    }
    if (c === 'N') throw new UntranslatablePattern('a named character escape `\\N{…}`')
    if (ASCII_LETTERS.test(c) || DIGIT.test(c)) throw new PythonReError(`bad escape \\${c}`)
    return c.codePointAt(0)!
  }

  private set(): Node {
    const items: SetItem[] = []
    const negate = this.match('^')
    const item = (): SetItem | undefined => {
      const c = this.chars[this.pos++]
      if (c === undefined) throw new PythonReError('unterminated character set')
      if (c === ']' && items.length) return undefined
      if (c !== '\\') return { lo: c.codePointAt(0)!, hi: c.codePointAt(0)! }
      const e = this.chars[this.pos++]
      if (e === undefined) throw new PythonReError('unterminated character set')
      if (CATEGORIES.includes(e)) return { category: e as Category }
      if (OCTAL.test(e)) {
        const code = parseInt(e + this.getWhile(2, OCTAL), 8)
        if (code > 0o377) throw new PythonReError('octal escape value outside of range 0-0o377')
        return { lo: code, hi: code }
      }
      const code = this.literalEscape(e, true)
      return { lo: code, hi: code }
    }
    for (;;) {
      const first = item()
      if (!first) break
      if (!this.match('-')) {
        items.push(first)
        continue
      }
      if (this.next === undefined) throw new PythonReError('unterminated character set')
      if (this.next === ']') {
        this.pos++
        items.push(first, { lo: 45, hi: 45 })
        break
      }
      const last = item() ?? { lo: 93, hi: 93 }
      if ('category' in first || 'category' in last || last.lo < first.lo) throw new PythonReError('bad character range')
      items.push({ lo: first.lo, hi: last.lo })
    }
    return { t: 'set', negate, items }
  }

  /** A group, or 'global-flags' for `(?flags)`, or undefined for a comment. */
  private group(verbose: boolean, first: boolean): Node | 'global-flags' | undefined {
    let capture = true
    let flags: Partial<Flags> | undefined
    if (this.match('?')) {
      const c = this.chars[this.pos++]
      if (c === undefined) throw new PythonReError('unexpected end of pattern')
      if (c === 'P') {
        if (this.match('<')) {
          const name = this.getUntil('>', 'group name')
          if (!/^[\p{ID_Start}_][\p{ID_Continue}]*$/u.test(name)) throw new PythonReError(`bad character in group name ${name}`)
          if (this.names.has(name)) throw new PythonReError(`redefinition of group name ${name}`)
          this.names.add(name)
        } else if (this.match('=')) {
          throw new UntranslatablePattern('a named backreference `(?P=name)`')
        } else throw new PythonReError('unknown extension ?P')
      } else if (c === ':') capture = false
      else if (c === '#') {
        for (;;) {
          const d = this.chars[this.pos++]
          if (d === undefined) throw new PythonReError('missing ), unterminated comment')
          if (d === ')') return undefined
        }
      } else if (c === '=' || c === '!' || c === '<') {
        let kind = c
        if (c === '<') {
          const d = this.chars[this.pos++]
          if (d !== '=' && d !== '!') throw new PythonReError('unknown extension ?<')
          kind = d
        }
        const body = this.alternation(verbose)
        if (!this.match(')')) throw new PythonReError('missing ), unterminated subpattern')
        if (c === '<') {
          const [lo, hi] = width(body)
          if (lo !== hi) throw new PythonReError('look-behind requires fixed-width pattern')
        }
        return { t: 'look', behind: c === '<', negate: kind === '!', body }
      } else if (c === '(') throw new UntranslatablePattern('a conditional group `(?(group)yes|no)`')
      else if (c === '>') throw new UntranslatablePattern('an atomic group `(?>…)`')
      else if ('aiLmsux-'.includes(c)) {
        const parsed = this.flags(c)
        if (!parsed) {
          if (!first) throw new PythonReError('global flags not at the start of the expression')
          return 'global-flags'
        }
        flags = parsed.on
        if (parsed.verbose !== undefined) verbose = parsed.verbose
        capture = false
      } else throw new PythonReError(`unknown extension ?${c}`)
    }
    const group = capture ? this.groups++ : 0
    if (capture) this.open.add(group)
    const body = this.alternation(verbose)
    if (!this.match(')')) throw new PythonReError('missing ), unterminated subpattern')
    this.open.delete(group)
    return { t: 'group', capture, flags, body }
  }

  /** `(?flags)` (global: sets them and returns undefined) or `(?on-off:` (scoped). */
  private flags(c: string): { on: Partial<Flags>; verbose?: boolean } | undefined {
    const on: Partial<Flags> = {}
    let verbose: boolean | undefined
    const read = (letter: string, value: boolean): void => {
      if (letter === 'L') throw new PythonReError("bad inline flags: cannot use 'L' flag with a str pattern")
      if (letter === 'a') throw new UntranslatablePattern("the ASCII flag `(?a)`")
      if (letter === 'i' && !value) throw new UntranslatablePattern('turning IGNORECASE off (`(?-i:…)`)')
      if (letter === 's') on.dotall = value
      if (letter === 'm') on.multiline = value
      if (letter === 'x') verbose = value
    }
    let letter = c
    const added: string[] = []
    while (letter !== '-' && letter !== ':' && letter !== ')') {
      read(letter, true)
      added.push(letter)
      letter = this.chars[this.pos++] ?? ''
      if (!letter) throw new PythonReError('missing -, : or )')
      if (!'aiLmsux-:)'.includes(letter)) throw new PythonReError('unknown flag')
    }
    if (letter === ')') {
      if (on.dotall) this.global.dotall = true
      if (on.multiline) this.global.multiline = true
      if (verbose) this.verbose = true
      return undefined
    }
    if (letter === '-') {
      letter = this.chars[this.pos++] ?? ''
      if (!'imsx'.includes(letter) || !letter) throw new PythonReError(letter && 'aLu'.includes(letter) ? "bad inline flags: cannot turn off flags 'a', 'u' and 'L'" : 'missing flag')
      while (letter !== ':') {
        if (added.includes(letter)) throw new PythonReError('bad inline flags: flag turned on and off')
        read(letter, false)
        letter = this.chars[this.pos++] ?? ''
        if (!letter) throw new PythonReError('missing :')
        if (letter !== ':' && !'imsx'.includes(letter)) throw new PythonReError('unknown flag')
      }
    }
    return { on, verbose }
  }
}

/** Python's `getwidth()`: the least and most characters a pattern matches. */
function width(branches: Node[][]): [number, number] {
  let lo = Infinity
  let hi = 0
  for (const items of branches) {
    let l = 0
    let h = 0
    for (const node of items) {
      const [a, b] = nodeWidth(node)
      l += a
      h += b
    }
    lo = Math.min(lo, l)
    hi = Math.max(hi, h)
  }
  return [lo === Infinity ? 0 : lo, hi]
}

function nodeWidth(node: Node): [number, number] {
  switch (node.t) {
    case 'char':
    case 'set':
    case 'any':
      return [1, 1]
    case 'at':
    case 'look':
      return [0, 0]
    case 'group':
      return width(node.body)
    case 'repeat': {
      const [a, b] = nodeWidth(node.item)
      return [a * node.min, node.max === MAXREPEAT && b > 0 ? Infinity : b * node.max]
    }
  }
}

function hex(code: number): string {
  return `\\u{${code.toString(16)}}`
}

/** A set's character ranges with every case-equal character of theirs added. */
function caseClosed(items: SetItem[]): string {
  const out: string[] = []
  for (const item of items) {
    if ('category' in item) continue
    out.push(item.lo === item.hi ? hex(item.lo) : `${hex(item.lo)}-${hex(item.hi)}`)
    for (const code of casedBetween(item.lo, item.hi)) for (const other of caseClass(code)) if (other < item.lo || other > item.hi) out.push(hex(other))
  }
  return out.join('')
}

function emitSet(negate: boolean, items: SetItem[]): string {
  const categories = items.filter((i): i is { category: Category } => 'category' in i).map((i) => CATEGORY_SET[i.category])
  const positive = caseClosed(items) + categories.filter((c) => !c.negated).map((c) => c.inner).join('')
  const negated = categories.filter((c) => c.negated).map((c) => `[^${c.inner}]`)
  if (!negated.length) return `[${negate ? '^' : ''}${positive}]`
  const union = `(?:${[...(positive ? [`[${positive}]`] : []), ...negated].join('|')})`
  return negate ? `(?:(?!${union})[^])` : union
}

function emit(branches: Node[][], flags: Flags): string {
  return branches.map((items) => items.map((node) => emitNode(node, flags)).join('')).join('|')
}

const WORD = `[${PY_WORD}]`

function emitNode(node: Node, flags: Flags): string {
  switch (node.t) {
    case 'char': {
      const members = caseClass(node.code)
      return members.length > 1 ? `[${members.map(hex).join('')}]` : hex(node.code)
    }
    case 'set':
      return emitSet(node.negate, node.items)
    case 'any':
      return flags.dotall ? '[^]' : '[^\\n]'
    case 'at':
      switch (node.kind) {
        case '^':
          return flags.multiline ? '(?:^|(?<=\\n))' : '^'
        case '$':
          return flags.multiline ? '(?=\\n|$)' : '(?=\\n?$)'
        case 'A':
          return '^'
        case 'Z':
          return '$'
        case 'b':
          return `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`
        case 'B':
          return `(?:(?<=${WORD})(?=${WORD})|(?<!${WORD})(?!${WORD}))`
      }
      break
    case 'group': {
      const inner = emit(node.body, { ...flags, ...node.flags })
      return node.capture ? `(${inner})` : `(?:${inner})`
    }
    case 'look':
      return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${emit(node.body, flags)})`
    case 'repeat': {
      const { min, max } = node
      const count = max === MAXREPEAT ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`
      return `(?:${emitNode(node.item, flags)})${count}${node.lazy ? '?' : ''}`
    }
  }
}

/**
 * `pattern` compiled as `re.compile(pattern, re.IGNORECASE)` would match: a RegExp, or
 * `{ invalid }` with Python's complaint when `re` rejects the pattern. Throws
 * UntranslatablePattern for a construct without an exact JavaScript equivalent.
 */
export function translatePythonPattern(pattern: string): RegExp | { invalid: string } {
  const parser = new Parser([...pattern])
  let branches: Node[][]
  try {
    branches = parser.parse()
  } catch (error) {
    if (error instanceof PythonReError) return { invalid: error.message }
    throw error
  }
  return new RegExp(emit(branches, parser.global), 'u')
}
