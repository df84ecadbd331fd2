/**
 * Answers remembered by string key, forgotten all at once when `limit` are held: engines keep
 * per-term and per-text work across queries and catalogs, and a huge query set or catalog must
 * not grow it without bound.
 */
export class BoundedMemo<T> {
  private readonly map = new Map<string, T>()

  constructor(private readonly limit: number) {}

  /** The remembered answer for `key`, else `compute(key)`, remembered. */
  get(key: string, compute: (key: string) => T): T {
    let value = this.map.get(key)
    if (value === undefined) {
      value = compute(key)
      if (this.map.size >= this.limit) this.map.clear()
      this.map.set(key, value)
    }
    return value
  }
}
