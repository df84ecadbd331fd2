/**
 * Which characters Python's `re` matches case-insensitively as one (`re.IGNORECASE` on a str
 * pattern): those whose lower case has the same upper case. `re` matches a character when its
 * simple lower case equals the pattern's (for İ, the first character of "i̇": i) or is one of
 * the "extra cases" of that lower case, the lower-case letters that share its upper case (i
 * and ı, s and ſ, σ and ς …). JavaScript's `i` flag folds differently (it leaves İ and ı
 * apart from i), so the translation spells these classes out itself and never sets `i`.
 */
/** Case key -> the characters (code points, ascending) that share it. */
let classes: Map<string, number[]> | undefined
/** Every character of a class of two or more, ascending. */
let cased: number[] = []

function caseKey(code: number): string {
  const lower = String.fromCodePoint(String.fromCodePoint(code).toLowerCase().codePointAt(0)!)
  return lower.toUpperCase()
}

function build(): Map<string, number[]> {
  const byKey = new Map<string, number[]>()
  const changes = /^\p{Changes_When_Casemapped}$/u
  for (let code = 0; code <= 0x10ffff; code++) {
    if (code === 0xd800) code = 0xe000
    if (!changes.test(String.fromCodePoint(code))) continue
    const key = caseKey(code)
    const members = byKey.get(key)
    if (members) members.push(code)
    else byKey.set(key, [code])
  }
  for (const [key, members] of byKey) if (members.length < 2) byKey.delete(key)
  cased = [...byKey.values()].flat().sort((a, b) => a - b)
  return byKey
}

/** The characters `re.IGNORECASE` matches for `code`, `code` included, ascending. */
export function caseClass(code: number): readonly number[] {
  classes ??= build()
  return classes.get(caseKey(code)) ?? [code]
}

/** The characters of classes of two or more between `lo` and `hi`, ascending. */
export function casedBetween(lo: number, hi: number): number[] {
  classes ??= build()
  let start = 0
  let end = cased.length
  while (start < end) {
    const mid = (start + end) >> 1
    if (cased[mid] < lo) start = mid + 1
    else end = mid
  }
  const found: number[] = []
  for (let i = start; i < cased.length && cased[i] <= hi; i++) found.push(cased[i])
  return found
}
