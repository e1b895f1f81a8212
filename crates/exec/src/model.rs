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
