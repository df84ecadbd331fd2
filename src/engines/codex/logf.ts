/**
 * glibc's single-precision natural logarithm (`sysdeps/ieee754/flt-32/e_logf.c`, from ARM's
 * optimized-routines, also in musl), which Rust's `f32::ln` calls. It is not correctly rounded,
 * so `Math.fround(Math.log(x))` differs from it by one ulp for some x.
 * Hand-written: no npm package reproduces glibc's logf bit for bit.
 */

/** Parses a C99 hexadecimal floating-point literal exactly (mantissas here have <= 53 bits). */
function hex(literal: string): number {
  const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/i.exec(literal)
  if (!m) throw new Error(`bad hex float ${literal}`)
  const [, sign, int, frac = '', exp] = m
  const mantissa = parseInt(int + frac, 16)
  const value = mantissa * 2 ** (Number(exp) - 4 * frac.length)
  return sign ? -value : value
}

/** e_logf_data.c: 1/c and log(c) for 16 subintervals of [OFF, 2*OFF]. */
const TABLE: ReadonlyArray<readonly [number, number]> = (
  [
    ['0x1.661ec79f8f3bep+0', '-0x1.57bf7808caadep-2'],
    ['0x1.571ed4aaf883dp+0', '-0x1.2bef0a7c06ddbp-2'],
    ['0x1.49539f0f010bp+0', '-0x1.01eae7f513a67p-2'],
    ['0x1.3c995b0b80385p+0', '-0x1.b31d8a68224e9p-3'],
    ['0x1.30d190c8864a5p+0', '-0x1.6574f0ac07758p-3'],
    ['0x1.25e227b0b8eap+0', '-0x1.1aa2bc79c81p-3'],
    ['0x1.1bb4a4a1a343fp+0', '-0x1.a4e76ce8c0e5ep-4'],
    ['0x1.12358f08ae5bap+0', '-0x1.1973c5a611cccp-4'],
    ['0x1.0953f419900a7p+0', '-0x1.252f438e10c1ep-5'],
    ['0x1p+0', '0x0p+0'],
    ['0x1.e608cfd9a47acp-1', '0x1.aa5aa5df25984p-5'],
    ['0x1.ca4b31f026aap-1', '0x1.c5e53aa362eb4p-4'],
    ['0x1.b2036576afce6p-1', '0x1.526e57720db08p-3'],
    ['0x1.9c2d163a1aa2dp-1', '0x1.bc2860d22477p-3'],
    ['0x1.886e6037841edp-1', '0x1.1058bc8a07ee1p-2'],
    ['0x1.767dcf5534862p-1', '0x1.4043057b6ee09p-2']
  ] as const
).map(([invc, logc]) => [hex(invc), hex(logc)] as const)
const LN2 = hex('0x1.62e42fefa39efp-1')
const A0 = hex('-0x1.00ea348b88334p-2')
const A1 = hex('0x1.5575b0be00b6ap-2')
const A2 = hex('-0x1.ffffef20a4123p-2')
const TABLE_BITS = 4
const OFF = 0x3f330000

const f32 = new Float32Array(1)
const u32 = new Uint32Array(f32.buffer)

/** logf(x) for a float32 value x (rounded to float32 first), as glibc computes it. */
export function logf(x: number): number {
  f32[0] = x
  let ix = u32[0]
  if (ix === 0x3f800000) return 0
  if (((ix - 0x00800000) >>> 0) >= 0x7f800000 - 0x00800000) {
    // x < 0x1p-126, inf or nan.
    if (((ix << 1) >>> 0) === 0) return -Infinity
    if (ix === 0x7f800000) return Infinity
    if (ix & 0x80000000 || ((ix << 1) >>> 0) >= 0xff000000) return NaN
    // Subnormal: normalise it.
    f32[0] = f32[0] * 2 ** 23
    ix = (u32[0] - (23 << 23)) >>> 0
  }
  // x = 2^k z, z in [OFF, 2*OFF] exactly; c is near the centre of z's subinterval.
  const tmp = (ix - OFF) >>> 0
  const i = (tmp >>> (23 - TABLE_BITS)) % (1 << TABLE_BITS)
  const k = (tmp | 0) >> 23
  u32[0] = (ix - (tmp & (0x1ff << 23))) >>> 0
  const z = f32[0]
  const [invc, logc] = TABLE[i]
  // log(x) = log1p(z/c - 1) + log(c) + k*ln2, evaluated in double.
  const r = z * invc - 1
  const y0 = logc + k * LN2
  const r2 = r * r
  let y = A1 * r + A2
  y = A0 * r2 + y
  y = y * r2 + (y0 + r)
  return Math.fround(y)
}
