//! # Every model's arithmetic in single precision
//!
//! The definitions of [`super`] compute each step exactly in f64 and round
//! it once with [`Model::round`]. A back end without double precision (WGSL
//! has none; a GPU's f64 is slow or absent) needs the same results from
//! what it has: correctly rounded binary32 `+ - * / sqrt`, comparisons, and
//! u32/i32 integer and bit operations. This module is that form of every
//! arithmetic primitive, for every model. It defines nothing new: its tests
//! check each function against the f64 definition, exhaustively for the
//! unary ops over float24 and fp16 and on millions of random and edge
//! operands for the binary ones (docs/arithmetic.md).
//!
//! No fused multiply-add is used (a test checks the source): Rust never
//! contracts `a * b + c`, and an engine that follows these definitions must
//! not either.
//!
//! ## How
//!
//! A result is first computed as a binary32 value `hi`, correctly rounded,
//! together with the sign (or the exact value) of what that rounding lost,
//! `lo`: for a sum and a product the error-free transformations
//! [`two_sum`] and [`two_product`] give `lo` exactly; for a quotient and a
//! square root the remainder `a - q*b` and `a - s*s` is exact in binary32
//! and gives its sign. [`Single::round_exact`] then rounds `hi + lo` to the
//! model: binary32 rounding to nearest already decided everything except a
//! value that falls exactly on a midpoint of the model's coarser grid, and
//! there `lo`'s sign breaks the tie. This is the correctly rounded result,
//! which is what [`Model::round`] of the exact f64 value gives (f64 has
//! more than twice the precision of each format plus two bits, so its own
//! rounding is innocuous).
//!
//! RCP and the three RSQ rules are in [`rsq`]; RSQ is correctly rounded,
//! decided exactly by the sign of `x * m * m - 1` at the midpoint `m` next
//! to a binary32 estimate.

pub mod rsq;

use super::{Fixed12, Float24, Half, Ieee, IeeeFtz, Model};

/// A numeric model's rounding, in binary32 and integer operations only.
pub trait Single: Model {
    /// The model's rounding ([`Model::round`]) of the exact value
    /// `hi + lo`, where `hi` is that value correctly rounded to binary32
    /// (so `|lo|` is at most half an ulp of `hi`). Only the sign of `lo` is
    /// read: `lo` may be any value of the sign of `exact - hi` (zero when
    /// `hi` is exact).
    fn round_exact(hi: f32, lo: f32) -> f32;
    /// The distance from a positive value `c` of the model's grid to the
    /// next value above it (the model's ulp there), as a binary32.
    fn spacing(c: f32) -> f32;
}

/// 2^n for n in [-126, 127], from its bits (exact).
#[inline(always)]
fn pow2(n: i32) -> f32 {
    f32::from_bits(((n + 127) as u32) << 23)
}

/// The unbiased exponent of a normal binary32 (`-127` for zero and
/// denormals).
#[inline(always)]
fn exponent(x: f32) -> i32 {
    ((x.to_bits() >> 23) & 0xFF) as i32 - 127
}

/// Round `hi + lo` (as [`Single::round_exact`] describes them) to a
/// multiple of `2^g`, ties to even, where `d = g - (exponent(hi) - 23)` is
/// the number of significand bits of `hi` dropped (`d >= 1`). `hi` is a
/// normal binary32 whenever `d <= 24`; the result keeps `hi`'s sign (a
/// zero too).
#[inline(always)]
fn round_to_grid(hi: f32, lo: f32, d: i32) -> f32 {
    debug_assert!(d >= 1);
    let bits = hi.to_bits();
    let sign = bits & 0x8000_0000;
    // +1 where the lost part points away from zero, -1 toward it.
    let away = if lo == 0.0 {
        0
    } else if (lo < 0.0) == (sign != 0) {
        1
    } else {
        -1
    };
    if d > 24 {
        // |hi| < 2^(g - 1): below half the spacing, never a tie.
        return f32::from_bits(sign);
    }
    if d == 24 {
        // |hi| in [2^(g - 1), 2^g): a tie at 2^(g - 1), whose even
        // neighbour is 0.
        let half = (bits & 0x7FFF_FFFF) == (bits & 0x7F80_0000);
        let up = !half || away > 0;
        let g = exponent(hi) + 1;
        return if up {
            f32::from_bits(sign | pow2(g).to_bits())
        } else {
            f32::from_bits(sign)
        };
    }
    let d = d as u32;
    let magnitude = bits & 0x7FFF_FFFF;
    let significand = (magnitude & 0x007F_FFFF) | 0x0080_0000;
    let mask = (1u32 << d) - 1;
    let rest = magnitude & mask;
    let half = 1u32 << (d - 1);
    let odd = (significand >> d) & 1 == 1;
    let up = rest > half || (rest == half && (away > 0 || (away == 0 && odd)));
    // A carry out of the significand moves into the exponent: the next
    // binade's first value, still a multiple of 2^g.
    let kept = (magnitude & !mask) + if up { 1 << d } else { 0 };
    f32::from_bits(sign | kept)
}

impl Single for Ieee {
    /// Binary32 itself: `hi` is the result.
    #[inline(always)]
    fn round_exact(hi: f32, _lo: f32) -> f32 {
        hi
    }
    #[inline(always)]
    fn spacing(c: f32) -> f32 {
        f32::from_bits(c.to_bits() + 1) - c
    }
}

impl Single for IeeeFtz {
    /// Binary32, then a denormal result flushed to a zero of its sign
    /// (NV_vertex_program2 §2.14.1.1).
    #[inline(always)]
    fn round_exact(hi: f32, _lo: f32) -> f32 {
        if hi.abs() < f32::MIN_POSITIVE {
            f32::from_bits(hi.to_bits() & 0x8000_0000)
        } else {
            hi
        }
    }
    #[inline(always)]
    fn spacing(c: f32) -> f32 {
        Ieee::spacing(c)
    }
}

/// 2^-63: below it nothing rounds up to float24's smallest normal 2^-62.
const F24_NEGLIGIBLE: f32 = f32::from_bits((127 - 63) << 23);
/// 2^-62, float24's smallest normal.
const F24_MIN_NORMAL: f32 = f32::from_bits((127 - 62) << 23);
/// 2^64, the first magnitude float24 cannot hold.
const F24_OVERFLOW: f32 = f32::from_bits((127 + 64) << 23);

impl Single for Float24 {
    /// 17 significant bits (7 of binary32's 24 dropped), ties to even;
    /// then below 2^-62 +0 (no negative zero), 2^64 and above ±INF
    /// (PICA200 "Floating-Point Behavior", [`super::round_f64_to_f24`]).
    #[inline(always)]
    fn round_exact(hi: f32, lo: f32) -> f32 {
        if hi.is_nan() {
            return hi;
        }
        let a = hi.abs();
        if a < F24_NEGLIGIBLE {
            return 0.0;
        }
        if a >= F24_OVERFLOW {
            return f32::INFINITY.copysign(hi);
        }
        let r = round_to_grid(hi, lo, 7);
        let a = r.abs();
        if a < F24_MIN_NORMAL {
            0.0
        } else if a >= F24_OVERFLOW {
            f32::INFINITY.copysign(r)
        } else {
            r
        }
    }
    #[inline(always)]
    fn spacing(c: f32) -> f32 {
        pow2(exponent(c) - 16)
    }
}

impl Single for Half {
    /// 11 significant bits, the grid never finer than 2^-24 (fp16's
    /// denormals, kept), ties to even, a zero keeps its sign; 65536 and
    /// above (after rounding: 65520 and above) ±INF (NV_fragment_program
    /// §3.11.4.1-2).
    #[inline(always)]
    fn round_exact(hi: f32, lo: f32) -> f32 {
        if !hi.is_finite() {
            return hi;
        }
        // g = max(e - 10, -24); d = g - (e - 23).
        let d = (-1 - exponent(hi)).max(13);
        let r = round_to_grid(hi, lo, d);
        if r.abs() >= 65536.0 {
            f32::INFINITY.copysign(r)
        } else {
            r
        }
    }
    #[inline(always)]
    fn spacing(c: f32) -> f32 {
        pow2((exponent(c) - 10).max(-24))
    }
}

impl Single for Fixed12 {
    /// Multiples of 2^-10, ties to even, no clamp (intermediate results
    /// keep their range, notes D10), a zero keeps its sign; NaN → 0
    /// (NV_fragment_program §3.11.4.2). From 2^13 on binary32 cannot hold
    /// that grid and `hi` is returned; no fx12 instruction gets there (its
    /// operands are clamped to [-2, 2), its intermediates stay within ±16,
    /// RCP's result within 1024).
    #[inline(always)]
    fn round_exact(hi: f32, lo: f32) -> f32 {
        if hi.is_nan() {
            return 0.0;
        }
        if hi.is_infinite() {
            return hi;
        }
        // g = -10; d = g - (e - 23). From 2^13 on, binary32's own grid is
        // 2^-10 or coarser: hi is on the fx12 grid already.
        let d = 13 - exponent(hi);
        if d <= 0 { hi } else { round_to_grid(hi, lo, d) }
    }
    #[inline(always)]
    fn spacing(_c: f32) -> f32 {
        1.0 / 1024.0
    }
}

/// `(s, e)` with `s = a + b` rounded to binary32 and `e = a + b - s`
/// exactly (Knuth's TwoSum; exact unless `s` overflows).
#[inline(always)]
pub fn two_sum(a: f32, b: f32) -> (f32, f32) {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    (s, e)
}

/// `(h, l)` with `a = h + l` exactly, `h` keeping `a`'s 12 leading
/// significant bits rounded to nearest and `|l|` at most half an ulp of `h`
/// (11 bits): a split by bit operations, equivalent to Veltkamp's.
#[inline(always)]
fn split(a: f32) -> (f32, f32) {
    let h = f32::from_bits((a.to_bits() + 0x800) & 0xFFFF_F000);
    (h, a - h)
}

/// `(p, e)` with `p = a * b` rounded to binary32 and `e = a * b - p`
/// exactly, without a fused multiply-add (Dekker's TwoProduct; exact when
/// neither `p` nor the partial products overflow or fall below 2^-126
/// times 2^24 of `e`'s last bit).
#[inline(always)]
pub fn two_product(a: f32, b: f32) -> (f32, f32) {
    let p = a * b;
    let (ah, al) = split(a);
    let (bh, bl) = split(b);
    let e = (((ah * bh - p) + ah * bl) + al * bh) + al * bl;
    (p, e)
}

/// A value of the sign of `x` (or zero), as [`Single::round_exact`]'s `lo`.
#[inline(always)]
fn sign_of(x: f32) -> f32 {
    if x == 0.0 {
        0.0
    } else if x > 0.0 {
        1.0
    } else {
        -1.0
    }
}

/// ADD: `round(a + b)` ([`super::arith::add`]).
#[inline]
pub fn add<M: Single>(a: f32, b: f32) -> f32 {
    let (s, e) = two_sum(a, b);
    M::round_exact(s, e)
}

/// SUB: `round(a - b)` ([`super::arith::sub`]); `-b` is exact.
#[inline]
pub fn sub<M: Single>(a: f32, b: f32) -> f32 {
    add::<M>(a, -b)
}

/// The IEEE product rounded, `0 * inf` NaN ([`super::arith::mul_ieee`]).
#[inline]
pub fn mul_ieee<M: Single>(a: f32, b: f32) -> f32 {
    let (p, e) = two_product(a, b);
    M::round_exact(p, e)
}

/// The PICA200 product rounded, `inf * 0 = 0` ([`super::arith::mul_pica`]).
#[inline]
pub fn mul_pica<M: Single>(a: f32, b: f32) -> f32 {
    let (p, e) = two_product(a, b);
    if p.is_nan() && !a.is_nan() && !b.is_nan() {
        return M::round_exact(0.0, 0.0);
    }
    M::round_exact(p, e)
}

/// MUL under the `0 * inf` rule ([`super::arith::mul`]).
#[inline]
pub fn mul<M: Single>(rule: crate::ZeroTimesInf, a: f32, b: f32) -> f32 {
    match rule {
        crate::ZeroTimesInf::Nan => mul_ieee::<M>(a, b),
        crate::ZeroTimesInf::Zero => mul_pica::<M>(a, b),
    }
}

/// MAD, unfused: the rounded product, then the rounded sum
/// ([`super::arith::mad`]).
#[inline]
pub fn mad<M: Single>(rule: crate::ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
    add::<M>(mul::<M>(rule, a, b), c)
}

/// DIV: `round(a / b)` ([`super::arith::div`]). The binary32 quotient `q`
/// is correctly rounded, and its remainder `a - q * b` is exactly
/// representable: `(a - p) - e` with `(p, e)` the exact product `q * b`
/// (`a - p` is exact by Sterbenz's lemma) gives it, and its sign with
/// `b`'s is the sign of what `q` lost.
#[inline]
pub fn div<M: Single>(a: f32, b: f32) -> f32 {
    let q = a / b;
    if !q.is_finite() || q == 0.0 || !a.is_finite() {
        // 0/b, a/INF, a/0, INF/b, NaN: exact in binary32.
        return M::round_exact(q, 0.0);
    }
    let (p, e) = two_product(q, b);
    let rest = (a - p) - e;
    M::round_exact(q, sign_of(rest) * sign_of(b))
}

/// SQRT: `round(sqrt(a))`. The binary32 root `s` is correctly rounded and
/// `a - s * s` is exact (computed as in [`div`]); its sign is the sign of
/// what `s` lost.
#[inline]
pub fn sqrt<M: Single>(a: f32) -> f32 {
    let s = a.sqrt();
    if a.is_nan() || a <= 0.0 || a.is_infinite() {
        // ±0, +INF, NaN and negative operands: exact (or NaN).
        return M::round_exact(s, 0.0);
    }
    let (p, e) = two_product(s, s);
    M::round_exact(s, sign_of((a - p) - e))
}

/// A binary32 value rounded to the model (MOV through the model, and
/// [`Model::round`] of any exact binary32 result such as `floor(a)`).
#[inline]
pub fn round<M: Single>(a: f32) -> f32 {
    M::round_exact(a, 0.0)
}

#[cfg(test)]
mod tests;
