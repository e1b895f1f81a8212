//! IEEE-754 binary32, with denormals ([`Ieee`], TGSI) and without
//! ([`IeeeFtz`], NV_vertex_program2 and NV_fragment_program fp32).

use super::Model;
use crate::numeric::flush_denormal;

/// IEEE binary32 with denormals (TGSI: "IEEE single precision").
pub struct Ieee;

/// IEEE binary32 with denormal operands and results flushed to zero, the
/// sign kept (NV_vertex_program2 §2.14.1.1; NV_fragment_program §3.11.4.1:
/// "numbers in the range (-2^-126, +2^-126) ... are flushed to zero").
pub struct IeeeFtz;

impl Model for Ieee {
    /// Operands are read as they are.
    #[inline(always)]
    fn input(x: f32) -> f32 {
        x
    }
    /// Round to nearest even; overflow to ±INF (IEEE-754 §4.3.1).
    #[inline(always)]
    fn round(x: f64) -> f32 {
        x as f32
    }
    const NAME: &'static str = "fp32";
}

impl Model for IeeeFtz {
    /// Denormal operands read as a zero of their sign.
    #[inline(always)]
    fn input(x: f32) -> f32 {
        flush_denormal(x)
    }
    /// Round to nearest even, then flush a denormal result to a zero of
    /// its sign.
    #[inline(always)]
    fn round(x: f64) -> f32 {
        flush_denormal(x as f32)
    }
    const NAME: &'static str = "fp32 (denormals flushed)";
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN_NORMAL: f32 = f32::MIN_POSITIVE; // 2^-126
    const MAX_DENORMAL: f32 = f32::from_bits(0x007F_FFFF);

    #[test]
    fn ieee_keeps_denormals_and_signed_zeros() {
        assert_eq!(Ieee::input(MAX_DENORMAL).to_bits(), 0x007F_FFFF);
        assert_eq!(Ieee::input(-0.0).to_bits(), 0x8000_0000);
        // 2^-149, the smallest denormal, survives rounding.
        assert_eq!(Ieee::round(2f64.powi(-149)).to_bits(), 1);
        // Half of it is a tie with 0: even is 0.
        assert_eq!(Ieee::round(2f64.powi(-150)).to_bits(), 0);
    }

    #[test]
    fn ieee_rounds_to_nearest_even_and_overflows_to_infinity() {
        // 1 + 2^-24 is a tie between 1 and 1 + 2^-23: even is 1.
        assert_eq!(Ieee::round(1.0 + 2f64.powi(-24)), 1.0);
        // 1 + 3*2^-24 rounds up to 1 + 2^-22.
        assert_eq!(
            Ieee::round(1.0 + 3.0 * 2f64.powi(-24)),
            1.0 + 2f32.powi(-22)
        );
        // §3.11.4.2: values of 2^128 and above become INF.
        assert_eq!(Ieee::round(2f64.powi(128)), f32::INFINITY);
        assert_eq!(Ieee::round(-(2f64.powi(128))), f32::NEG_INFINITY);
        assert_eq!(Ieee::round(f64::from(f32::MAX)), f32::MAX);
        assert!(Ieee::round(f64::NAN).is_nan());
    }

    #[test]
    fn ftz_flushes_operands_and_results_keeping_the_sign() {
        // NV_fragment_program §3.11.4.1: exponent 0 decodes as (-1)^S * 0.0.
        assert_eq!(IeeeFtz::input(MAX_DENORMAL).to_bits(), 0);
        assert_eq!(IeeeFtz::input(-MAX_DENORMAL).to_bits(), 0x8000_0000);
        assert_eq!(IeeeFtz::input(MIN_NORMAL), MIN_NORMAL);
        assert_eq!(IeeeFtz::round(f64::from(MIN_NORMAL) * 0.5).to_bits(), 0);
        assert_eq!(
            IeeeFtz::round(-f64::from(MIN_NORMAL) * 0.5).to_bits(),
            0x8000_0000
        );
        assert_eq!(IeeeFtz::round(f64::from(MIN_NORMAL)), MIN_NORMAL);
        // A result just below 2^-126 that rounds up to it is normal.
        assert_eq!(
            IeeeFtz::round(f64::from(MIN_NORMAL) * (1.0 - 2f64.powi(-30))),
            MIN_NORMAL
        );
        assert_eq!(IeeeFtz::input(f32::INFINITY), f32::INFINITY);
        assert!(IeeeFtz::input(f32::NAN).is_nan());
    }
}
