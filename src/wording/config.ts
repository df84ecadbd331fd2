import type { Manifest, QuerySpec } from '../manifest/types.js'

/** How a query's wordings are measured: undefined when they are not (`wording: false`). */
export interface WordingAsk {
  /** The share to reach; absent: report only. */
  min?: number
}

/** The query's own `wording:` (a share, `true`, `false`), else the manifest's; without either, measured and reported only. */
export function wordingAsk(spec: QuerySpec, manifest: Pick<Manifest, 'wording'>): WordingAsk | undefined {
  if (spec.wording === false) return undefined
  if (typeof spec.wording === 'number') return { min: spec.wording }
  if (spec.wording === true) return {}
  if (manifest.wording?.off) return undefined
  return manifest.wording?.min !== undefined ? { min: manifest.wording.min } : {}
}
