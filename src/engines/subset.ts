/**
 * Which items of a list a subset of it holds, for engines that rank a subset of a prepared
 * catalog from the catalog's own indexes (`Engine.prepareSubset`).
 */

/**
 * Per item of `all`, 1 when `subset` holds it: `subset` must list some of `all`'s items (the
 * same objects) in `all`'s order, else undefined. A subset in that order keeps every tie that
 * the catalog's order decides.
 */
export function subsequenceMask<T>(all: readonly T[], subset: readonly T[]): Uint8Array | undefined {
  const member = new Uint8Array(all.length)
  let at = 0
  for (const item of subset) {
    while (at < all.length && all[at] !== item) at++
    if (at === all.length) return undefined
    member[at++] = 1
  }
  return member
}
