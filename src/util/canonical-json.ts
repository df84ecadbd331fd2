/** JSON with object keys sorted, so that key order alone never makes two values differ. */
export function canonicalJson(value: unknown): string {
  return (
    JSON.stringify(value, (_, v: unknown) =>
      v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.keys(v as Record<string, unknown>)
              .sort()
              .map((k) => [k, (v as Record<string, unknown>)[k]])
          )
        : v
    ) ?? 'undefined'
  )
}
