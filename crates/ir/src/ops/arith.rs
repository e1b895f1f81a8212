//! Arithmetic: ADD, SUB, MUL (both `0 * inf` rules), MAD, LRP, LERP, DIV,
//! the roundings FLR/FRC/CEIL/TRUNC/ROUND, SSG, ABS, MOV and saturation,
//! as scalar functions per model: thin wrappers over the compositions in
//! [`super::float::arith`] instantiated with [`Scalar`], which define them.
//!
//! Every step is rounded by the model, so MAD and LRP are unfused:
//! NV_vertex_program2 §2.14.3.20, NV_fragment_program §3.11.4.2, the
//! PICA200 spec's MAD ("this is not an FMA, the intermediate result is
//! rounded").

use super::Model;
use super::emit::{Emit, Scalar};
use super::float::arith as f;
use super::ieee32::Ieee;
use crate::{Saturate, ZeroTimesInf};

/// ADD: a + b, rounded once (NV_vertex_program2 §2.14.3.2,
/// NV_fragment_program §3.11.5.1, TGSI §1.1.9, PICA200 0x00).
#[inline(always)]
pub fn add<M: Model>(a: f32, b: f32) -> f32 {
    Scalar::<M>::new().add(a, b)
}

/// SUB: a - b, rounded once (§2.14.3.39, §3.11.5.37, TGSI §1.2.1).
#[inline(always)]
pub fn sub<M: Model>(a: f32, b: f32) -> f32 {
    Scalar::<M>::new().sub(a, b)
}

/// The IEEE product, rounded once: `0 * inf` is NaN (NV_vertex_program2
/// §2.14.3.24, NV_fragment_program §3.11.5.19, TGSI §1.1.8).
#[inline(always)]
pub fn mul_ieee<M: Model>(a: f32, b: f32) -> f32 {
    Scalar::<M>::new().mul(ZeroTimesInf::Nan, a, b)
}

/// PICA200 product ("Floating-Point Behavior"): `inf * 0 = 0` "including
/// inside MUL, MAD, DP4, etc."; `NaN * 0` stays NaN.
#[inline(always)]
pub fn mul_pica<M: Model>(a: f32, b: f32) -> f32 {
    Scalar::<M>::new().mul(ZeroTimesInf::Zero, a, b)
}

/// MUL under the program's `0 * inf` rule.
#[inline(always)]
pub fn mul<M: Model>(rule: ZeroTimesInf, a: f32, b: f32) -> f32 {
    Scalar::<M>::new().mul(rule, a, b)
}

/// MAD: [`f::mad`].
#[inline(always)]
pub fn mad<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
    f::mad(&mut Scalar::<M>::new(), rule, a, b, c)
}

/// LRP: [`f::lrp`].
#[inline(always)]
pub fn lrp<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
    f::lrp(&mut Scalar::<M>::new(), rule, a, b, c)
}

/// LERP: [`f::lerp`].
#[inline(always)]
pub fn lerp<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
    f::lerp(&mut Scalar::<M>::new(), rule, a, b, c)
}

/// DIV: a / b, rounded once (a Gallium TGSI opcode; IEEE division).
#[inline(always)]
pub fn div<M: Model>(a: f32, b: f32) -> f32 {
    Scalar::<M>::new().div(a, b)
}

/// FLR: [`f::flr`].
#[inline(always)]
pub fn flr<M: Model>(a: f32) -> f32 {
    f::flr(&mut Scalar::<M>::new(), a)
}

/// FRC: [`f::frc`] (`a - floor(a)`).
#[inline(always)]
pub fn frc<M: Model>(a: f32) -> f32 {
    f::frc(&mut Scalar::<M>::new(), false, a)
}

/// FRC kept in [0, 1) (NV_gpu_program4 §2.X.8.Z FRC): [`f::frc`].
#[inline(always)]
pub fn frc_below_one<M: Model>(a: f32) -> f32 {
    f::frc(&mut Scalar::<M>::new(), true, a)
}

/// CEIL: [`f::ceil`].
#[inline(always)]
pub fn ceil<M: Model>(a: f32) -> f32 {
    f::ceil(&mut Scalar::<M>::new(), a)
}

/// TRUNC: [`f::trunc`].
#[inline(always)]
pub fn trunc<M: Model>(a: f32) -> f32 {
    f::trunc(&mut Scalar::<M>::new(), a)
}

/// ROUND: [`f::round`] (ties to even).
#[inline(always)]
pub fn round<M: Model>(a: f32) -> f32 {
    f::round(&mut Scalar::<M>::new(), a)
}

/// SSG: [`f::ssg`] (no rounding: the results are exact in every model).
#[inline(always)]
pub fn ssg(a: f32) -> f32 {
    f::ssg(&mut Scalar::<Ieee>::new(), a)
}

/// ABS: [`f::abs`].
#[inline(always)]
pub fn abs<M: Model>(a: f32) -> f32 {
    f::abs(&mut Scalar::<M>::new(), a)
}

/// MOV through the model (`r(a)`), where moves are not raw copies
/// (NV_vertex_program2 flushes the operand's denormals).
#[inline(always)]
pub fn mov<M: Model>(a: f32) -> f32 {
    Scalar::<M>::new().round(a)
}

/// A result's saturation: [`f::saturate`] (selects only, no model).
#[inline(always)]
pub fn saturate(mode: Saturate, x: f32) -> f32 {
    f::saturate(&mut Scalar::<Ieee>::new(), mode, x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Fixed12, Float24, Half, Ieee, IeeeFtz};

    const INF: f32 = f32::INFINITY;

    #[test]
    fn frc_below_one_stays_below_one() {
        // -2^-30 - floor(-2^-30) = 1 - 2^-30 rounds to 1.0 in binary32; the
        // NV_gpu_program4 range [0.0, 1.0) keeps 0x3F7FFFFF (notes §4.2).
        let tiny = -(2.0f32).powi(-30);
        assert_eq!(frc::<Ieee>(tiny), 1.0);
        assert_eq!(frc_below_one::<Ieee>(tiny).to_bits(), 0x3F7F_FFFF);
        assert_eq!(frc_below_one::<Ieee>(-1.75), 0.25);
        assert_eq!(frc_below_one::<Ieee>(-0.0).to_bits(), 0);
        assert!(frc_below_one::<Ieee>(INF).is_nan());
        assert!(frc_below_one::<Ieee>(f32::NAN).is_nan());
    }

    #[test]
    fn zero_times_inf() {
        // IEEE: NaN.
        assert!(mul_ieee::<Ieee>(INF, 0.0).is_nan());
        assert!(mul_ieee::<IeeeFtz>(0.0, -INF).is_nan());
        // PICA200 table: inf * 0 = 0, NaN * 0 = NaN.
        assert_eq!(mul_pica::<Float24>(INF, 0.0), 0.0);
        assert_eq!(mul_pica::<Float24>(0.0, -INF).to_bits(), 0);
        assert!(mul_pica::<Float24>(f32::NAN, 0.0).is_nan());
        assert!(mul_pica::<Float24>(INF, f32::NAN).is_nan());
        // The rule holds in fp32 PICA too (emulators' model).
        assert_eq!(mul_pica::<Ieee>(INF, 0.0), 0.0);
        assert_eq!(mul_pica::<Float24>(INF, 2.0), INF);
        // "including inside MAD": (inf * 0) + 1 = 1.
        assert_eq!(mad::<Float24>(ZeroTimesInf::Zero, INF, 0.0, 1.0), 1.0);
        assert!(mad::<Ieee>(ZeroTimesInf::Nan, INF, 0.0, 1.0).is_nan());
    }

    #[test]
    fn mad_rounds_the_product_first() {
        // (1 + 2^-12)^2 = 1 + 2^-11 + 2^-24; minus 1:
        // fused would give 2^-11 + 2^-24; float24 rounds the product to
        // 1 + 2^-11 first (2^-24 is below its half ulp 2^-17).
        let a = 1.0 + 2f32.powi(-12);
        let r = mad::<Float24>(ZeroTimesInf::Zero, a, a, -1.0);
        assert_eq!(r, 2f32.powi(-11));
        // In binary32, 2^-24 is exactly half an ulp of 1 (2^-23): a tie
        // rounding to even, so again the product is 1 + 2^-11.
        let r = mad::<Ieee>(ZeroTimesInf::Nan, a, a, -1.0);
        assert_eq!(r, 2f32.powi(-11));
    }

    #[test]
    fn ieee_special_sums() {
        // +inf - +inf = NaN (PICA200 table; IEEE).
        assert!(sub::<Float24>(INF, INF).is_nan());
        assert!(add::<Ieee>(INF, -INF).is_nan());
        // -0 + -0 = -0 in IEEE; float24 has no -0.
        assert_eq!(add::<Ieee>(-0.0, -0.0).to_bits(), 0x8000_0000);
        assert_eq!(add::<Float24>(-0.0, -0.0).to_bits(), 0);
        // fx12 sums keep their range until the final clamp.
        assert_eq!(add::<Fixed12>(1.5, 1.5), 3.0);
        // fp16 overflows to infinity.
        assert_eq!(add::<Half>(65504.0, 65504.0), INF);
    }

    #[test]
    fn fp16_and_fx12_instructions() {
        let r = ZeroTimesInf::Nan;
        // MULH: 300 * 300 = 90000 >= 2^16: +INF (§3.11.4.2).
        assert_eq!(mul::<Half>(r, 300.0, 300.0), INF);
        // MULH rounds to 10 mantissa bits: (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20,
        // the last term below half an ulp.
        let x = 1.0 + 2f32.powi(-10);
        assert_eq!(mul::<Half>(r, x, x), 1.0 + 2f32.powi(-9));
        // fp16 products keep denormals: 2^-12 * 2^-12 = 2^-24.
        assert_eq!(
            mul::<Half>(r, 2f32.powi(-12), 2f32.powi(-12)),
            2f32.powi(-24)
        );
        // MADX: 1.5 * 1.5 = 2.25 is kept past the fx12 range, minus 1 is
        // 1.25 (D10: only the final result is clamped).
        assert_eq!(mad::<Fixed12>(r, 1.5, 1.5, -1.0), 1.25);
        // MULX rounds to 1/1024: (1/1024) * 0.5 = 0.5/1024, a tie to 0.
        assert_eq!(mul::<Fixed12>(r, 1.0 / 1024.0, 0.5), 0.0);
        assert_eq!(mul::<Fixed12>(r, 3.0 / 1024.0, 0.5), 2.0 / 1024.0);
        // A NaN intermediate becomes 0 in fx12.
        assert_eq!(sub::<Fixed12>(INF, INF), 0.0);
    }

    #[test]
    fn lrp_and_lerp_formulas() {
        // §3.11.5.14: a*b + (1-a)*c.
        assert_eq!(lrp::<Ieee>(ZeroTimesInf::Nan, 0.25, 4.0, 8.0), 7.0);
        // TGSI §1.2.4: a*(b-c)+c.
        assert_eq!(lerp::<Ieee>(ZeroTimesInf::Nan, 0.25, 4.0, 8.0), 7.0);
        // The forms differ on infinities: LRP(1, 1, inf) = 1 + 0*inf = NaN.
        assert!(lrp::<Ieee>(ZeroTimesInf::Nan, 1.0, 1.0, INF).is_nan());
    }

    #[test]
    fn rounding_functions() {
        // §2.14.3.15: floor keeps ±0 and ±INF with their sign; NaN stays NaN.
        assert_eq!(flr::<Ieee>(-0.0).to_bits(), 0x8000_0000);
        assert_eq!(flr::<Ieee>(-INF), -INF);
        assert!(flr::<Ieee>(f32::NAN).is_nan());
        assert_eq!(flr::<Ieee>(-1.5), -2.0);
        // §2.14.3.16: FRC(-0) = -0 - -0 = +0, FRC(INF) = NaN, FRC(-0.25) = 0.75.
        assert_eq!(frc::<Ieee>(-0.0).to_bits(), 0);
        assert!(frc::<Ieee>(INF).is_nan());
        assert_eq!(frc::<Ieee>(-0.25), 0.75);
        assert_eq!(ceil::<Ieee>(-0.5).to_bits(), 0x8000_0000);
        assert_eq!(trunc::<Ieee>(-1.75), -1.0);
        assert_eq!(round::<Ieee>(2.5), 2.0);
        assert_eq!(round::<Ieee>(3.5), 4.0);
        assert_eq!(round::<Ieee>(-2.5), -2.0);
    }

    #[test]
    fn ssg_signs() {
        assert_eq!(ssg(-3.0), -1.0);
        assert_eq!(ssg(1e-30), 1.0);
        assert_eq!(ssg(-0.0).to_bits(), 0);
        assert_eq!(ssg(-INF), -1.0);
        assert!(ssg(f32::NAN).is_nan());
    }

    #[test]
    fn saturation_modes() {
        assert_eq!(saturate(Saturate::ZeroOne, 1.5), 1.0);
        assert_eq!(saturate(Saturate::ZeroOne, -INF), 0.0);
        assert_eq!(saturate(Saturate::ZeroOne, -0.0).to_bits(), 0x8000_0000);
        assert!(saturate(Saturate::ZeroOne, f32::NAN).is_nan());
        assert_eq!(saturate(Saturate::MinusOneOne, -3.0), -1.0);
        assert_eq!(saturate(Saturate::MinusOneOne, INF), 1.0);
        assert_eq!(saturate(Saturate::None, 7.0), 7.0);
    }
}
