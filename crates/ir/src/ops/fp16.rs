//! NV_fragment_program fp16, the `H` precision (s1 e5 m10, bias 15, with
//! denormals).

use super::Model;
use crate::numeric::fp16;

/// NV_fragment_program fp16 arithmetic.
pub struct Half;

impl Model for Half {
    /// §3.11.4.2 "values sourced are converted to the precision specified
    /// by the instruction": [`fp16::round`].
    #[inline(always)]
    fn input(x: f32) -> f32 {
        fp16::round(x)
    }
    /// Round to the nearest fp16, ties to even (the spec allows either
    /// neighbour; our resolution D7); magnitudes of 65520 and above become
    /// ±INF (§3.11.4.2: "≥ 2^16 ... converted to INF", and 65520 is the tie
    /// between 65504 and 2^16); denormals are kept (§3.11.4.1).
    #[inline(always)]
    fn round(x: f64) -> f32 {
        half::f16::from_f64(x).to_f32()
    }
    const NAME: &'static str = "fp16";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_and_infinities() {
        // §3.11.4.2: ±2^16 and beyond convert to ±INF.
        assert_eq!(Half::round(65536.0), f32::INFINITY);
        assert_eq!(Half::round(-65536.0), f32::NEG_INFINITY);
        assert_eq!(Half::round(65504.0), 65504.0);
        // Ties to even: 65520 is halfway to 2^16, whose "mantissa" is even.
        assert_eq!(Half::round(65519.99), 65504.0);
        assert_eq!(Half::round(65520.0), f32::INFINITY);
        assert_eq!(Half::input(1e10), f32::INFINITY);
        // "-INF, +INF, NaN, -0.0, and +0.0 are unchanged".
        assert_eq!(Half::round(f64::NEG_INFINITY), f32::NEG_INFINITY);
        assert!(Half::round(f64::NAN).is_nan());
        assert_eq!(Half::round(-0.0).to_bits(), 0x8000_0000);
        assert_eq!(Half::input(-0.0).to_bits(), 0x8000_0000);
    }

    #[test]
    fn denormals_are_kept() {
        // §3.11.4.1: E == 0, M != 0 decodes as 2^-14 * M / 2^10.
        let smallest = 2f32.powi(-24);
        assert_eq!(Half::round(f64::from(smallest)), smallest);
        assert_eq!(Half::input(smallest * 3.0), smallest * 3.0);
        // Half the smallest is a tie with 0: even is 0.
        assert_eq!(Half::round(2f64.powi(-25)), 0.0);
        // Just above half rounds up to the smallest denormal.
        assert_eq!(Half::round(2f64.powi(-25) * 1.001), smallest);
    }

    #[test]
    fn ten_mantissa_bits_ties_to_even() {
        // 1 + 2^-11 is a tie between 1 and 1 + 2^-10: even is 1.
        assert_eq!(Half::round(1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(Half::round(1.0 + 3.0 * 2f64.powi(-11)), 1.0 + 2f32.powi(-9));
        // 1/3 in fp16: 0x3555 = 1365/4096.
        assert_eq!(Half::input(1.0 / 3.0), 1365.0 / 4096.0);
    }
}
