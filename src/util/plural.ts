/**
 * `1,500`: every count a person reads has its thousands grouped. Integers are grouped by hand:
 * the first `toLocaleString` of a process loads ICU's number formatting, about 12 ms of every
 * start of the CLI, for a result this one pattern gives exactly.
 */
export function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US')
}

/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`
}
