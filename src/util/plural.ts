/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}
