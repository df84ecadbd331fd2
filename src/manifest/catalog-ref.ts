/**
 * A `catalog:` value: a file, or `lock.json#tracker` for the server `tracker` of a lock file.
 * A `#` followed by a `/` belongs to the file's own name.
 */
export function splitCatalogRef(value: string): { file: string; entry?: string } {
  const hash = value.lastIndexOf('#')
  if (hash <= 0 || value.slice(hash + 1).includes('/')) return { file: value }
  return { file: value.slice(0, hash), entry: value.slice(hash + 1) }
}
