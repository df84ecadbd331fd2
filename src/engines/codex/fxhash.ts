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

/** Bytes of `text` in UTF-8, without allocating for ASCII text (every token after deunicode). */
function utf8(text: string): Uint8Array | string {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return encoder.encode(text)
  return text
}

export function fxhash32(text: string): number {
  const bytes = utf8(text)
  const at =
    typeof bytes === 'string' ? (i: number): number => bytes.charCodeAt(i) : (i: number): number => bytes[i]
  const n = bytes.length
  let hash = 0
  let i = 0
  for (; i + 4 <= n; i += 4) {
    hash = step(hash, (at(i) | (at(i + 1) << 8) | (at(i + 2) << 16) | (at(i + 3) << 24)) >>> 0)
  }
  for (; i < n; i++) hash = step(hash, at(i))
  return step(hash, 0xff)
}
