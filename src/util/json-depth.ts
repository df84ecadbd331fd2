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

/**
 * How deep `value` nests (a scalar is 0, `{}` is 1), counted up to `limit` + 1 without
 * recursion. Two parallel stacks and `for…in` (own keys only): it walks every object of every
 * catalog file read, and a tuple and a values array per object cost more than the walk.
 */
function depthOf(value: unknown, limit: number): number {
  if (!isContainer(value)) return 0
  let deepest = 0
  const nodes: Container[] = [value]
  const depths: number[] = [1]
  while (nodes.length > 0) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > deepest) deepest = depth
    if (depth > limit) return deepest
    if (Array.isArray(node)) {
      for (const child of node) {
        if (isContainer(child)) {
          nodes.push(child)
          depths.push(depth + 1)
        }
      }
    } else {
      for (const key in node) {
        const child = node[key]
        if (isContainer(child) && Object.hasOwn(node, key)) {
          nodes.push(child)
          depths.push(depth + 1)
        }
      }
    }
  }
  return deepest
}

/** Whether `value` nests deeper than `limit` levels (without recursion). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  return depthOf(value, limit) > limit
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
