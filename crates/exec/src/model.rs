//! Numeric models: how operands are read and results rounded.
//!
//! Every arithmetic step is computed in f64 and rounded once to the model's
//! format. For +, -, *, / and sqrt that single rounding from f64 gives the
//! correctly rounded result in binary32, float24, fp16 and fx12 alike (f64
//! has more than twice their precision plus two bits, so double rounding is
//! innocuous), which makes every engine reproducible bit for bit.

use shasm_ir::numeric::{f24, fp16, fx12};

/// One number format with its operand and result conversions.
pub trait Model {
    /// Convert an operand component before arithmetic (denormal flush,
    /// precision conversion, no negative zero).
    fn input(x: f32) -> f32;
    /// Round an exact (f64) result to the format.
    fn round(x: f64) -> f32;
    /// [`Model::round`], the result kept in an f64 (exact: every format is
    /// a subset of binary32), for chains of operations.
    #[inline(always)]
    fn round64(x: f64) -> f64 {
        Self::round(x) as f64
    }
    /// Round to the format's precision but not to its range (no overflow,
    /// no flush): for chains of operations that check the range once, with
    /// [`Model::precision_suffices`], and are redone with
    /// [`Model::round64`] when it fails.
    #[inline(always)]
    fn round64_precision(x: f64) -> f64 {
        Self::round64(x)
    }
    /// Whether `rounded`, [`Model::round64_precision`] of `exact`, is what
    /// [`Model::round64`] gives, up to the sign of a zero.
    #[inline(always)]
    fn precision_suffices(_exact: f64, _rounded: f64) -> bool {
        true
    }
    /// [`Model::round64`] of four independent values (the products of a
    /// dot product), which a model may do side by side.
    #[inline(always)]
    fn round64x4(x: [f64; 4]) -> [f64; 4] {
        x.map(Self::round64)
    }
    /// The model's name, for messages.
    const NAME: &'static str;
}

/// IEEE binary32 with denormals (TGSI).
pub struct Ieee;
/// IEEE binary32 with denormal operands and results flushed to zero
/// (NV_vertex_program2 §2.14.1.1, NV_fragment_program §3.11.4.1 fp32).
pub struct IeeeFtz;
/// PICA200 float24 (1.7.16): results rounded to 16 mantissa bits, subnormal
/// operands and results flushed, no negative zero ("Floating-Point Behavior").
pub struct Float24;
/// NV_fragment_program fp16 (the `H` precision): with denormals.
pub struct Half;
/// NV_fragment_program fx12 (the `X` precision).
pub struct Fixed12;

impl Model for Ieee {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        x
    }
    #[inline(always)]
    fn round(x: f64) -> f32 {
        x as f32
    }
    const NAME: &'static str = "fp32";
}

impl Model for IeeeFtz {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        shasm_ir::numeric::flush_denormal(x)
    }
    #[inline(always)]
    fn round(x: f64) -> f32 {
        shasm_ir::numeric::flush_denormal(x as f32)
    }
    const NAME: &'static str = "fp32 (denormals flushed)";
}

/// 2^-62, the smallest normal float24.
const F24_MIN_NORMAL_F64: f64 = 2.168404344971009e-19;
/// 2^64, the first magnitude float24 cannot hold.
const F24_OVERFLOW_F64: f64 = 18446744073709551616.0;

/// Round the bits of an f64 to 16 explicit mantissa bits (float24's),
/// ties to even, leaving the range to the caller.
#[inline(always)]
fn round_bits_to_f24_mantissa(bits: u64) -> u64 {
    let lsb = (bits >> 36) & 1;
    bits.wrapping_add((1u64 << 35) - 1 + lsb) & !((1u64 << 36) - 1)
}

/// Whether an f64 with float24's mantissa is a normal float24.
#[inline(always)]
fn is_normal_f24(x: f64) -> bool {
    let a = x.abs();
    (F24_MIN_NORMAL_F64..F24_OVERFLOW_F64).contains(&a)
}

impl Model for Float24 {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        // Subnormal float24 operands read as +0 in arithmetic; -0 reads as +0.
        if x.abs() < f24::MIN_NORMAL { 0.0 } else { x }
    }
    #[inline(always)]
    fn round(x: f64) -> f32 {
        round_f64_to_f24(x)
    }
    #[inline(always)]
    fn round64(x: f64) -> f64 {
        // `round_f64_to_f24` without the trip through f32, the common case
        // (a normal float24, or zero) inline.
        let bits = x.to_bits();
        let rounded = round_bits_to_f24_mantissa(bits);
        // Biased exponents 961..1087 are [2^-62, 2^64).
        let exp = (rounded >> 52) & 0x7FF;
        if exp.wrapping_sub(1023 - 62) < 62 + 64 {
            f64::from_bits(rounded)
        } else if bits << 1 == 0 {
            0.0
        } else {
            round_f64_to_f24(x) as f64
        }
    }
    #[inline(always)]
    fn round64_precision(x: f64) -> f64 {
        f64::from_bits(round_bits_to_f24_mantissa(x.to_bits()))
    }
    #[inline(always)]
    fn precision_suffices(exact: f64, rounded: f64) -> bool {
        // A NaN may round to anything (its mantissa can carry into the
        // sign); only a zero that was zero is taken as one.
        (exact == 0.0) | is_normal_f24(rounded)
    }
    #[inline(always)]
    fn round64x4(x: [f64; 4]) -> [f64; 4] {
        // The rounding as in `round64`, branch-free for all four (so that
        // it can use vector instructions), then one range check for all.
        // A zero keeps its sign here (`round64` gives +0): callers only
        // add the products and round the sums, which makes any zero +0.
        let rounded = x.map(Self::round64_precision);
        let fine: [bool; 4] = std::array::from_fn(|i| Self::precision_suffices(x[i], rounded[i]));
        if fine == [true; 4] {
            rounded
        } else {
            x.map(Self::round64)
        }
    }
    const NAME: &'static str = "float24";
}

impl Model for Half {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        fp16::round(x)
    }
    #[inline(always)]
    fn round(x: f64) -> f32 {
        half::f16::from_f64(x).to_f32()
    }
    const NAME: &'static str = "fp16";
}

impl Model for Fixed12 {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        fx12::round(x)
    }
    /// Rounds to the fx12 grid (multiples of 1/1024) without clamping: the
    /// intermediate results of an fx12 MAD, DP3, DP4 or LRP keep their
    /// range, and the interpreter clamps the final result (notes D10). NaN
    /// becomes 0 (§3.11.4.2).
    #[inline(always)]
    fn round(x: f64) -> f32 {
        if x.is_nan() {
            return 0.0;
        }
        ((x * 1024.0).round_ties_even() / 1024.0) as f32
    }
    const NAME: &'static str = "fx12";
}

/// Round an f64 to float24 (16-bit mantissa, ties to even), flushing results
/// below the smallest normal (2^-62) to +0 and sending magnitudes of 2^64 and
/// above to infinity. There is no negative zero.
#[inline(always)]
pub fn round_f64_to_f24(x: f64) -> f32 {
    // Keep 16 explicit mantissa bits: drop 52 - 16 = 36 bits, ties to even.
    let bits = x.to_bits();
    let lsb = (bits >> 36) & 1;
    let rounded = bits.wrapping_add((1u64 << 35) - 1 + lsb) & !((1u64 << 36) - 1);
    let exp = (rounded >> 52) & 0x7FF;
    // Biased exponents 961..1087 are [2^-62, 2^64): the normal float24 range.
    if exp.wrapping_sub(1023 - 62) < 62 + 64 {
        f64::from_bits(rounded) as f32
    } else {
        round_f24_outside_normal_range(x, exp)
    }
}

#[cold]
fn round_f24_outside_normal_range(x: f64, rounded_exp: u64) -> f32 {
    if x.is_nan() || x.is_infinite() {
        x as f32
    } else if rounded_exp >= 1023 + 64 {
        f32::INFINITY.copysign(x as f32)
    } else {
        // Below 2^-62 (and -0): +0.
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f24_rounding_from_f64_matches_the_f32_path() {
        for bits in (0u32..0x7F80_0000).step_by(9_973) {
            let x = f32::from_bits(bits);
            let via_f32 = f24::round(x, true);
            assert_eq!(round_f64_to_f24(x as f64), via_f32, "{x:e}");
            assert_eq!(
                round_f64_to_f24(-(x as f64)),
                if via_f32 == 0.0 { 0.0 } else { -via_f32 }
            );
        }
    }

    /// f64 values around every edge of float24 rounding: ties, carries into
    /// the exponent, the range limits, zeros, infinities and NaNs whose
    /// mantissa carries into the sign.
    fn f24_edge_values() -> Vec<f64> {
        let mut v = vec![
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            f64::from_bits(0x7FFF_FFFF_E000_0000),
            f64::from_bits(0xFFFF_FFFF_E000_0000),
            f64::from_bits(0x7FFF_FFFF_FFFF_FFFF),
            f64::from_bits(0xFFFF_FFFF_FFFF_FFFF),
            f64::from_bits(0x7FF0_0000_0000_0001),
        ];
        for e in [-70, -63, -62, -61, -1, 0, 1, 63, 64, 65] {
            let p = 2f64.powi(e);
            for m in [1.0, 1.5, 1.0 + 2f64.powi(-17), 1.0 + 3.0 * 2f64.powi(-17)] {
                for d in [0.0, 2f64.powi(-60), -(2f64.powi(-60))] {
                    let x = p * (m + d);
                    v.push(x);
                    v.push(-x);
                }
            }
            // Just below a power of two: rounds up into the next binade.
            v.push(p * (2.0 - 2f64.powi(-20)));
        }
        v
    }

    fn same(a: f64, b: f64) -> bool {
        a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
    }

    #[test]
    fn f24_fast_roundings_agree_with_round() {
        let values = f24_edge_values();
        for &x in &values {
            let full = Float24::round(x) as f64;
            assert!(same(Float24::round64(x), full), "round64({x:e})");
            let r = Float24::round64_precision(x);
            if Float24::precision_suffices(x, r) {
                // Equal up to the sign of a zero.
                assert!(
                    same(r, full) || (r == 0.0 && full == 0.0),
                    "precision({x:e})"
                );
            }
        }
        for w in values.chunks(4).filter(|w| w.len() == 4) {
            let x = [w[0], w[1], w[2], w[3]];
            let r = Float24::round64x4(x);
            for i in 0..4 {
                let full = Float24::round(x[i]) as f64;
                assert!(
                    same(r[i], full) || (r[i] == 0.0 && full == 0.0),
                    "x4({:e})",
                    x[i]
                );
            }
        }
    }

    #[test]
    fn f24_output_subnormals_flush() {
        // PICA200 table: mul(n, 0.5) = 0 where n is the smallest normal.
        assert_eq!(round_f64_to_f24(f24::MIN_NORMAL as f64 * 0.5), 0.0);
        // No negative zero.
        assert!(round_f64_to_f24(-0.0).is_sign_positive());
        assert!(Float24::input(-0.0).is_sign_positive());
    }

    #[test]
    fn fixed12_rounds_and_clamps() {
        // Operands are clamped; intermediate results only rounded (D10).
        assert_eq!(Fixed12::input(3.0), 2047.0 / 1024.0);
        assert_eq!(Fixed12::input(-3.0), -2.0);
        assert_eq!(Fixed12::round(2.25), 2.25);
        assert_eq!(Fixed12::round(f64::NAN), 0.0);
        assert_eq!(Fixed12::round(0.1), 102.0 / 1024.0);
    }
}
