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

/** Four-byte little-endian words of the `n` bytes `byte(i)`, then the remaining bytes, then 0xff. */
function hashBytes(n: number, byte: (i: number) => number): number {
  let hash = 0
  let i = 0
  for (; i + 4 <= n; i += 4) {
    hash = step(hash, (byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24)) >>> 0)
  }
  for (; i < n; i++) hash = step(hash, byte(i))
  return step(hash, 0xff)
}

/** `hash32(text)` over the UTF-8 bytes of `text`. */
export function fxhash32(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) >= 0x80) {
      const bytes = encoder.encode(text)
      return hashBytes(bytes.length, (k) => bytes[k])
    }
  }
  // ASCII text (every token, after deunicode) is its own UTF-8 bytes: no encoding needed.
  return hashBytes(text.length, (k) => text.charCodeAt(k))
}
