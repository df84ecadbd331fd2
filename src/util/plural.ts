/** `1,500`: every count a person reads has its thousands grouped. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US')
}

/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}
