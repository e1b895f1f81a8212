//! NV_fragment_program fx12, the `X` precision: 12-bit two's complement with
//! 10 fraction bits, [-2048/1024, 2047/1024] (§3.11.4.1).

use super::Model;
use crate::numeric::fx12;

/// NV_fragment_program fx12 arithmetic.
pub struct Fixed12;

impl Model for Fixed12 {
    /// §3.11.4.2 conversion to fx12: NaN → 0, below -2 (and -INF) → -2,
    /// above 2047/1024 (and +INF) → 2047/1024, others to the nearest
    /// multiple of 1/1024 ([`fx12::round`]).
    #[inline(always)]
    fn input(x: f32) -> f32 {
        fx12::round(x)
    }
    /// Rounds to the fx12 grid (multiples of 1/1024, ties to even) without
    /// clamping: the intermediate results of an fx12 MAD, DP3, DP4 or LRP
    /// keep their range, and [`clamp_result`] clamps the final result
    /// (notes D10). NaN becomes 0 (§3.11.4.2).
    #[inline(always)]
    fn round(x: f64) -> f32 {
        if x.is_nan() {
            return 0.0;
        }
        ((x * 1024.0).round_ties_even() / 1024.0) as f32
    }
    const NAME: &'static str = "fx12";
}

/// The final result of an fx12 instruction: clamped to [-2, 2047/1024]
/// (§3.11.4.2 conversion rules; notes D10: "clamp only the final result").
/// A NaN cannot reach here ([`Fixed12::round`] makes it 0); if one did it
/// would pass through. The contract's [`super::store::fx12_result`].
#[inline(always)]
pub fn clamp_result(x: f32) -> f32 {
    super::store::fx12_result(&mut super::Scalar::<super::Ieee>::new(), x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_convert_with_clamps() {
        // §3.11.4.2.
        assert_eq!(Fixed12::input(3.0), 2047.0 / 1024.0);
        assert_eq!(Fixed12::input(f32::INFINITY), 2047.0 / 1024.0);
        assert_eq!(Fixed12::input(-3.0), -2.0);
        assert_eq!(Fixed12::input(f32::NEG_INFINITY), -2.0);
        assert_eq!(Fixed12::input(f32::NAN), 0.0);
        assert_eq!(Fixed12::input(-2.0), -2.0);
        assert_eq!(Fixed12::input(2047.0 / 1024.0), 2047.0 / 1024.0);
    }

    #[test]
    fn results_round_to_the_grid_without_clamping() {
        // Intermediate results keep their range (D10).
        assert_eq!(Fixed12::round(2.25), 2.25);
        assert_eq!(Fixed12::round(-4.0), -4.0);
        assert_eq!(Fixed12::round(f64::NAN), 0.0);
        // 0.1 * 1024 = 102.4 -> 102.
        assert_eq!(Fixed12::round(0.1), 102.0 / 1024.0);
        // Ties to even: 0.5/1024 -> 0, 1.5/1024 -> 2/1024.
        assert_eq!(Fixed12::round(0.5 / 1024.0), 0.0);
        assert_eq!(Fixed12::round(1.5 / 1024.0), 2.0 / 1024.0);
        assert_eq!(Fixed12::round(-1.5 / 1024.0), -2.0 / 1024.0);
    }

    #[test]
    fn final_results_clamp() {
        assert_eq!(clamp_result(2.25), 2047.0 / 1024.0);
        assert_eq!(clamp_result(-4.0), -2.0);
        assert_eq!(clamp_result(1.0), 1.0);
    }
}
