/**
 * ASCII transliteration exactly as the Rust crate deunicode 1.6.2 does it
 * (`deunicode_with_tofu_cow(text, "[?]")`), over the crate's own tables.
 * Hand-written: no npm package reproduces deunicode (any-ascii, transliteration and unidecode
 * all differ from it).
 */
import { brotliDecompressSync } from 'node:zlib'
import { MAPPING_BR, MAPPING_BYTES, POINTERS_BR, POINTERS_BYTES } from './deunicode-data.js'

const PLACEHOLDER = '[?]'

interface Tables {
  /** 3-byte records [b0, b1, len], record c for code point c. */
  pointers: Uint8Array
  /** ASCII text that records with len > 2 point into. */
  mapping: string
}

let tables: Tables | undefined

function unpack(base64: string, bytes: number, name: string): Buffer {
  const buf = brotliDecompressSync(Buffer.from(base64, 'base64'))
  if (buf.length !== bytes) throw new Error(`deunicode ${name}: ${buf.length} bytes, expected ${bytes}`)
  return buf
}

/** Decodes the embedded tables on first use (synchronously), then keeps them. */
export function deunicodeTables(): Tables {
  tables ??= {
    pointers: new Uint8Array(unpack(POINTERS_BR, POINTERS_BYTES, 'pointers.bin')),
    mapping: unpack(MAPPING_BR, MAPPING_BYTES, 'mapping.txt').toString('latin1')
  }
  return tables
}

/** `deunicode_char`: the transliteration of one code point, or undefined when it has none. */
export function deunicodeChar(codePoint: number): string | undefined {
  const { pointers, mapping } = deunicodeTables()
  const at = codePoint * 3
  if (at + 3 > pointers.length) return undefined
  const len = pointers[at + 2]
  if (len === 0) return ''
  if (len === 1) return String.fromCharCode(pointers[at])
  if (len === 2) return String.fromCharCode(pointers[at], pointers[at + 1])
  const start = pointers[at] | (pointers[at + 1] << 8)
  // Unknown characters are mapped past the end of the mapping on purpose.
  if (start + len > mapping.length) return undefined
  return mapping.slice(start, start + len)
}

function isPrintableAscii(code: number): boolean {
  return code >= 0x20 && code <= 0x7e
}

/**
 * Text whose every byte is below 0x7F is returned as is. Otherwise the leading run of such
 * bytes is kept and every later character, ASCII included, goes through the table (which maps
 * control characters and DEL to nothing); a multi-character transliteration ending in a space
 * drops it before a transliteration starting with a space, and at the end of the text.
 */
export function deunicode(text: string): string {
  let ascii = 0
  while (ascii < text.length && text.charCodeAt(ascii) < 0x7f) ascii++
  if (ascii >= text.length) return text

  let out = text.slice(0, ascii)
  let current: string | undefined
  let started = false
  const emit = (next: string | undefined, atEnd: boolean): void => {
    if (current === undefined) {
      out += PLACEHOLDER
    } else if (
      current.length > 1 &&
      current.charCodeAt(current.length - 1) === 0x20 &&
      (atEnd || (next !== undefined && next.charCodeAt(0) === 0x20))
    ) {
      out += current.slice(0, -1)
    } else {
      out += current
    }
  }
  for (let i = ascii; i < text.length; ) {
    const cp = text.codePointAt(i)!
    if (isPrintableAscii(cp)) {
      // A run of printable ASCII, each character its own one-character transliteration (the
      // table maps printable ASCII to itself; a test checks it): the first settles the one
      // before it, all but the last are written as they are, and the last waits for what
      // follows, as character by character.
      let end = i + 1
      while (end < text.length && isPrintableAscii(text.charCodeAt(end))) end++
      if (started) emit(text[i], false)
      out += text.slice(i, end - 1)
      current = text[end - 1]
      started = true
      i = end
      continue
    }
    i += cp > 0xffff ? 2 : 1
    const next = deunicodeChar(cp)
    if (started) emit(next, false)
    current = next
    started = true
  }
  emit(undefined, true)
  return out
}
