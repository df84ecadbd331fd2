import type { Manifest, QuerySpec } from '../manifest/types.js'

/** How a query's wordings are measured: undefined when they are not. */
export interface WordingAsk {
  /** The share to reach; absent: report only. */
  min?: number
}

/** The query's own `wording:` (a share, `true`, `false`), else the manifest's. */
export function wordingAsk(spec: QuerySpec, manifest: Pick<Manifest, 'wording'>): WordingAsk | undefined {
  if (spec.wording === false) return undefined
  if (typeof spec.wording === 'number') return { min: spec.wording }
  if (spec.wording === true) return {}
  if (!manifest.wording) return undefined
  return manifest.wording.min !== undefined ? { min: manifest.wording.min } : {}
}

/** Whether any query of the manifest measures its wordings. */
export function measuresWording(manifest: Pick<Manifest, 'wording' | 'queries'>): boolean {
  return manifest.queries.some((q) => q.expect.length > 0 && wordingAsk(q, manifest) !== undefined)
}
