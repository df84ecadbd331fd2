/**
 * The 32-bit FxHash of fxhash 0.2.1 (`fxhash::hash32`), applied to a `str` as Rust hashes it:
 * the UTF-8 bytes, then one 0xff byte. bm25 2.3.2 identifies tokens by this hash.
 * Hand-written: no npm package implements this exact (0.2.1, 32-bit, `str`) variant.
 */
const SEED = 0x27220a95

function step(hash: number, word: number): number {
  return Math.imul(((hash << 5) | (hash >>> 27)) ^ word, SEED) >>> 0
}

const encoder = new TextEncoder()

/** `hash32(text)`: four-byte little-endian words, then the remaining bytes, then 0xff. */
export function fxhash32(text: string): number {
  const bytes = encoder.encode(text)
  const n = bytes.length
  let hash = 0
  let i = 0
  for (; i + 4 <= n; i += 4) {
    hash = step(hash, (bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24)) >>> 0)
  }
  for (; i < n; i++) hash = step(hash, bytes[i])
  return step(hash, 0xff)
}
