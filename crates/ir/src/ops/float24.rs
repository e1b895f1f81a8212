//! PICA200 float24 (1.7.16, bias 63): results rounded to 16 mantissa bits,
//! subnormal operands and results flushed to +0, no negative zero (PICA200
//! spec, "Floating-Point Behavior").

use super::Model;
use crate::numeric::f24;

/// PICA200 float24 arithmetic.
pub struct Float24;

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
    /// "Input subnormals are flushed in arithmetic instructions"
    /// (`mul(s, 2) = 0`); -0 reads as +0 ("does not seem to have negative 0").
    #[inline(always)]
    fn input(x: f32) -> f32 {
        if x.abs() < f24::MIN_NORMAL { 0.0 } else { x }
    }
    /// [`round_f64_to_f24`].
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

/// Round an f64 to float24 (16-bit mantissa, ties to even), flushing results
/// below the smallest normal (2^-62) to +0 and sending magnitudes of 2^64 and
/// above to infinity. There is no negative zero. PICA200 "Floating-Point
/// Behavior": "output subnormals are flushed" (`mul(n, 0.5) = 0`); "1.0 can
/// be multiplied 63 times by 0.5 until the result compares equal zero".
#[inline(always)]
pub fn round_f64_to_f24(x: f64) -> f32 {
    // Keep 16 explicit mantissa bits: drop 52 - 16 = 36 bits, ties to even.
    let bits = x.to_bits();
    let rounded = round_bits_to_f24_mantissa(bits);
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

    /// n, the smallest positive normal float24 (2^-62), and s, the largest
    /// subnormal (2^-62 - 2^-78), of the spec's table.
    const N: f32 = f24::MIN_NORMAL;
    const S: f32 = f32::from_bits((64 << 23) | 0x7F_FF00);

    #[test]
    fn spec_table_flushes() {
        // "mul(s, 2) = 0: input subnormals are flushed".
        assert_eq!(Float24::input(S), 0.0);
        assert_eq!(Float24::input(-S).to_bits(), 0);
        assert_eq!(Float24::input(N), N);
        // "mul(n, 0.5) = 0: output subnormals are flushed".
        assert_eq!(Float24::round(f64::from(N) * 0.5), 0.0);
        assert_eq!(Float24::round(f64::from(N)), N);
        // No negative zero, in operands or results.
        assert_eq!(Float24::input(-0.0).to_bits(), 0);
        assert_eq!(Float24::round(-0.0).to_bits(), 0);
        assert_eq!(Float24::round(-f64::from(N) * 0.5).to_bits(), 0);
    }

    #[test]
    fn one_halved_63_times_is_zero() {
        // "1.0 can be multiplied 63 times by 0.5 until the result compares
        // equal zero": 2^-62 is the last nonzero value.
        let mut x = 1.0f32;
        let mut steps = 0;
        while x != 0.0 {
            x = Float24::round(f64::from(x) * 0.5);
            steps += 1;
        }
        assert_eq!(steps, 63);
    }

    #[test]
    fn sixteen_mantissa_bits_ties_to_even() {
        // 1 + 2^-17 is half an ulp (2^-16) above 1: a tie, even is 1.
        assert_eq!(Float24::round(1.0 + 2f64.powi(-17)), 1.0);
        // 1 + 3*2^-17 is a tie between 1 + 2^-16 and 1 + 2^-15: even is the latter.
        assert_eq!(
            Float24::round(1.0 + 3.0 * 2f64.powi(-17)),
            1.0 + 2f32.powi(-15)
        );
        // Just above the tie rounds up.
        assert_eq!(
            Float24::round(1.0 + 2f64.powi(-17) + 2f64.powi(-40)),
            1.0 + 2f32.powi(-16)
        );
    }

    #[test]
    fn range_limits() {
        // Largest finite float24: exponent 0x7E (2^63), mantissa all ones.
        let max = f24::decode(f24::MAX_FINITE_BITS);
        assert_eq!(max, (2.0 - 2f32.powi(-16)) * 2f32.powi(63));
        assert_eq!(Float24::round(f64::from(max)), max);
        // Rounding up past it overflows to infinity.
        assert_eq!(
            Float24::round(f64::from(max) + 2f64.powi(63 - 17)),
            f32::INFINITY
        );
        assert_eq!(Float24::round(-(2f64.powi(64))), f32::NEG_INFINITY);
        assert_eq!(Float24::round(f64::INFINITY), f32::INFINITY);
        assert!(Float24::round(f64::NAN).is_nan());
        // "+inf - +inf = NaN": infinity is real, not FLT_MAX.
        assert!(Float24::round(f64::INFINITY - f64::INFINITY).is_nan());
        // Just below 2^-62, rounding up to it, is normal.
        assert_eq!(Float24::round(f64::from(N) * (1.0 - 2f64.powi(-20))), N);
    }

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
}
