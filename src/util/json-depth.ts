/**
 * How deep a tool's JSON (its inputSchema, `_meta`, annotations) may nest. Real schemas stay
 * well under 20 levels; JSON.stringify and every recursive walk overflow the stack at a few
 * thousand, and a server or a file from a pull request may nest millions deep.
 */
export const MAX_JSON_DEPTH = 100

type Container = Record<string, unknown> | unknown[]

function isContainer(value: unknown): value is Container {
  return value !== null && typeof value === 'object'
}

/** How deep `value` nests (a scalar is 0, `{}` is 1), counted up to `limit` + 1 without recursion. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    if (!isContainer(node)) continue
    deepest = Math.max(deepest, depth)
    if (depth > limit) return deepest
    for (const child of Object.values(node)) if (isContainer(child)) stack.push([child, depth + 1])
  }
  return deepest
}

/** Whether `value` nests deeper than `limit` levels (without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  return depthOf(value, limit) > limit
}

/** How deep the brackets of JSON `text` nest outside its strings, counted up to `limit` + 1. */
function textDepthOf(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x22) {
      // To the closing quote: the next one after an even run of backslashes.
      let end = text.indexOf('"', i + 1)
      while (end !== -1) {
        let slashes = 0
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++
        if (slashes % 2 === 0) break
        end = text.indexOf('"', end + 1)
      }
      if (end === -1) return deepest
      i = end
    } else if (code === 0x5b || code === 0x7b) {
      depth++
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (code === 0x5d || code === 0x7d) {
      depth--
    }
  }
  return deepest
}

/**
 * `nestsDeeperThan(JSON.parse(text), limit)` for valid JSON `text`, mostly from one scan of
 * the text, which is cheaper than walking every object parsed from it. The parsed value nests
 * no deeper than the text's brackets, so a text within the limit is answered there; a deeper
 * one is walked (a repeated key keeps only its last value, which may nest less).
 */
export function parsedNestsDeeperThan(text: string, value: unknown, limit: number): boolean {
  return textDepthOf(text, limit) > limit && nestsDeeperThan(value, limit)
}

/**
 * `value` as it is when it nests at most `maxDepth` levels; otherwise a copy in which every
 * object or list below that depth is empty. Without recursion, so any depth is safe here and
 * the result is safe for the recursive walks after it.
 */
export function cutDeep<T>(value: T, maxDepth = MAX_JSON_DEPTH): { value: T; cut: boolean } {
  if (!nestsDeeperThan(value, maxDepth)) return { value, cut: false }
  const shell = (v: Container): Container => (Array.isArray(v) ? [] : {})
  const source = value as unknown as Container
  const root = shell(source)
  const stack: Array<[Container, Container, number]> = [[source, root, 1]]
  while (stack.length > 0) {
    const [from, to, depth] = stack.pop()!
    for (const [key, child] of Object.entries(from)) {
      const copy = isContainer(child) ? shell(child) : child
      // defineProperty: a JSON key `__proto__` stays a plain key.
      Object.defineProperty(to, key, { value: copy, enumerable: true, writable: true, configurable: true })
      if (isContainer(child) && depth + 1 <= maxDepth) stack.push([child, copy as Container, depth + 1])
    }
  }
  return { value: root as T, cut: true }
}
