//! RCP, RCC, RSQ, EX2, LG2, POW, EXP, LOG, LIT, LITP, SIN, COS as scalar
//! functions per model: thin wrappers over the compositions in
//! [`super::float::transcendental`] instantiated with [`Scalar`], which
//! define them.
//!
//! The specs allow approximations (22 bits for RCP/RSQ/EX2/LG2, 11 for
//! EXP.z/LOG.z). RCP, RCC and RSQ are correctly rounded in the model
//! ([`super::emit::Emit::div`], [`super::emit::Emit::rsq`]): for RCP
//! because f64's 53 bits are at least twice a format's precision plus
//! two, for RSQ as the exhaustive tests of [`super::single`] show (every
//! float24, fp16 and binary32 argument). [`super::single::rsq`] computes
//! the same results without f64 (docs/arithmetic.md). EX2, LG2,
//! SIN, COS and everything built on them (POW, EXP.z, LOG.z, LIT's power)
//! are shasm's own binary32 algorithms ([`super::elementary`],
//! docs/transcendentals.md); the model rounds their binary32 result once
//! more. No host libm is involved. The special cases are the specs'.

use super::Model;
use super::emit::Scalar;
use super::float::transcendental as f;
use super::ieee32::Ieee;
use crate::{LogRule, PowRule, RsqInput, Semantics};

/// RCP: [`f::rcp`], `r(1/x)`. PICA200: rcp(-0) = +inf because its operand
/// reads as +0.
#[inline(always)]
pub fn rcp<M: Model>(x: f32) -> f32 {
    f::rcp(&mut Scalar::<M>::new(), x)
}

/// RCC: [`f::rcc`].
#[inline]
pub fn rcc<M: Model>(x: f32) -> f32 {
    f::rcc(&mut Scalar::<M>::new(), x)
}

/// RSQ of `|x|` (TGSI §1.1.5, NV_vertex_program 1.0): RSQ(-4) = 0.5.
#[inline(always)]
pub fn rsq_abs<M: Model>(x: f32) -> f32 {
    f::rsq(&mut Scalar::<M>::new(), RsqInput::Absolute, x)
}

/// RSQ of x, rounded once (NV_vertex_program2 §2.14.3.28,
/// NV_fragment_program §3.11.5.27, PICA200 table).
#[inline(always)]
pub fn rsq_signed<M: Model>(x: f32) -> f32 {
    f::rsq(&mut Scalar::<M>::new(), RsqInput::Signed, x)
}

/// RSQ of x as `1 / sqrt(x)` with the root rounded to the model first
/// ([`RsqInput::SignedRootRounded`]: binary32 `1.0f / sqrtf(x)`, the
/// emulators' PICA200 RSQ): `rsq(0x46b2b872)` is `0x3bd8a649`, where the
/// one-rounding [`rsq_signed`] gives `0x3bd8a648`.
#[inline(always)]
pub fn rsq_root_rounded<M: Model>(x: f32) -> f32 {
    f::rsq(&mut Scalar::<M>::new(), RsqInput::SignedRootRounded, x)
}

/// RSQ under the program's [`RsqInput`]: [`f::rsq`].
#[inline(always)]
pub fn rsq<M: Model>(rule: RsqInput, x: f32) -> f32 {
    f::rsq(&mut Scalar::<M>::new(), rule, x)
}

/// EX2: [`f::ex2`].
#[inline(always)]
pub fn ex2<M: Model>(x: f32) -> f32 {
    f::ex2(&mut Scalar::<M>::new(), x)
}

/// LG2: [`f::lg2`].
#[inline(always)]
pub fn lg2<M: Model>(x: f32) -> f32 {
    f::lg2(&mut Scalar::<M>::new(), x)
}

/// SIN: [`f::sin`].
#[inline]
pub fn sin<M: Model>(x: f32) -> f32 {
    f::sin(&mut Scalar::<M>::new(), x)
}

/// COS: [`f::cos`].
#[inline]
pub fn cos<M: Model>(x: f32) -> f32 {
    f::cos(&mut Scalar::<M>::new(), x)
}

/// POW as C's `pow`: [`f::pow_libm`].
pub fn pow_libm<M: Model>(a: f32, b: f32) -> f32 {
    f::pow_libm(&mut Scalar::<M>::new(), a, b)
}

/// POW as `EX2(b * LG2(a))`: [`f::pow_exp2log2`].
#[inline]
pub fn pow_exp2log2<M: Model>(a: f32, b: f32) -> f32 {
    f::pow_exp2log2(&mut Scalar::<M>::new(), a, b)
}

/// POW under the program's [`PowRule`].
#[inline]
pub fn pow<M: Model>(rule: PowRule, a: f32, b: f32) -> f32 {
    f::pow(&mut Scalar::<M>::new(), rule, a, b)
}

/// NV_vertex_program2 §2.14.3.18 RoughApproxPower in binary32:
/// [`f::rough_power`].
pub fn rough_power(a: f32, b: f32) -> f32 {
    f::rough_power(&mut Scalar::<Ieee>::new(), a, b)
}

/// LIT per [`crate::LitRule`]: [`f::lit`].
pub fn lit<M: Model>(sem: &Semantics, s: [f32; 4]) -> [f32; 4] {
    f::lit(&mut Scalar::<M>::new(), sem, s)
}

/// EXP: [`f::exp`].
pub fn exp<M: Model>(s: f32) -> [f32; 4] {
    f::exp(&mut Scalar::<M>::new(), s)
}

/// LOG of |s| per [`LogRule`]: [`f::log`].
pub fn log<M: Model>(rule: LogRule, s: f32) -> [f32; 4] {
    f::log(&mut Scalar::<M>::new(), rule, s)
}

/// PICA200 LITP (opcode 0x07): [`f::litp`] (selects only).
pub fn litp(rule: crate::MinMaxNan, a: [f32; 4]) -> ([f32; 4], [bool; 2]) {
    f::litp(&mut Scalar::<Ieee>::new(), rule, a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Fixed12, Float24, Half, Ieee, IeeeFtz};

    const NAN: f32 = f32::NAN;
    const INF: f32 = f32::INFINITY;

    fn bits(x: f32) -> u32 {
        x.to_bits()
    }

    #[test]
    fn rcp_special_cases() {
        // §2.14.3.26 rules 1-5.
        assert!(rcp::<IeeeFtz>(NAN).is_nan());
        assert_eq!(bits(rcp::<IeeeFtz>(INF)), 0);
        assert_eq!(bits(rcp::<IeeeFtz>(-INF)), 0x8000_0000);
        assert_eq!(rcp::<IeeeFtz>(0.0), INF);
        assert_eq!(rcp::<IeeeFtz>(-0.0), -INF);
        assert_eq!(rcp::<Ieee>(4.0), 0.25);
        // PICA200 table: rcp(-0) = rcp(0) = +inf, rcp(+inf) = 0, rcp(NaN) = NaN
        // (operands through the model's input: -0 reads as +0).
        let pica = |x: f32| rcp::<Float24>(Float24::input(x));
        assert_eq!(pica(-0.0), INF);
        assert_eq!(pica(0.0), INF);
        assert_eq!(bits(pica(INF)), 0);
        assert!(pica(NAN).is_nan());
        // rcp(-inf) is -0 in IEEE, +0 in float24 (no -0).
        assert_eq!(bits(pica(-INF)), 0);
        // The reciprocal of the largest finite fp32 is a denormal: flushed.
        assert_eq!(bits(rcp::<IeeeFtz>(f32::MAX)), 0);
        assert_ne!(bits(rcp::<Ieee>(f32::MAX)), 0);
        // 1/3 = 1.0101...b * 2^-2; float24 keeps 16 mantissa bits
        // (0x5555), the 17th is 0: rounded down, 0x3EAAAA80 as binary32.
        assert_eq!(bits(rcp::<Float24>(3.0)), 0x3EAA_AA80);
        // 1/5 = 1.1001...b * 2^-3: the 17th bit is 1 with more below,
        // rounded up to mantissa 0x999A.
        assert_eq!(bits(rcp::<Float24>(5.0)), 0x3E4C_CD00);
        // fp16: 1/3 = 0x3555; fx12: 341/1024.
        assert_eq!(rcp::<Half>(3.0), 1365.0 / 4096.0);
        assert_eq!(rcp::<Fixed12>(3.0), 341.0 / 1024.0);
    }

    #[test]
    fn rcc_clamps_by_sign() {
        // NV_vertex_program2 §2.14.3.25 rules 1-9.
        let two64 = 2f32.powi(64);
        let tiny = 2f32.powi(-64);
        assert!(rcc::<IeeeFtz>(NAN).is_nan());
        assert_eq!(rcc::<IeeeFtz>(INF), tiny);
        assert_eq!(rcc::<IeeeFtz>(-INF), -tiny);
        assert_eq!(rcc::<IeeeFtz>(0.0), two64);
        assert_eq!(rcc::<IeeeFtz>(-0.0), -two64);
        assert_eq!(rcc::<IeeeFtz>(2f32.powi(70)), tiny);
        assert_eq!(rcc::<IeeeFtz>(-(2f32.powi(70))), -tiny);
        assert_eq!(rcc::<IeeeFtz>(2f32.powi(-70)), two64);
        assert_eq!(rcc::<IeeeFtz>(-(2f32.powi(-70))), -two64);
        assert_eq!(rcc::<IeeeFtz>(2.0), 0.5);
    }

    #[test]
    fn rsq_special_cases() {
        // §2.14.3.28 rules 1-6.
        assert!(rsq_signed::<IeeeFtz>(NAN).is_nan());
        assert_eq!(bits(rsq_signed::<IeeeFtz>(INF)), 0);
        assert!(rsq_signed::<IeeeFtz>(-INF).is_nan());
        assert_eq!(rsq_signed::<IeeeFtz>(0.0), INF);
        assert_eq!(rsq_signed::<IeeeFtz>(-0.0), -INF);
        assert!(rsq_signed::<IeeeFtz>(-2.0).is_nan());
        assert_eq!(rsq_signed::<IeeeFtz>(4.0), 0.5);
        // TGSI §1.1.5: 1/sqrt(|x|).
        assert_eq!(rsq_abs::<Ieee>(-4.0), 0.5);
        assert_eq!(rsq_abs::<Ieee>(-0.0), INF);
        assert_eq!(bits(rsq_abs::<Ieee>(-INF)), 0);
        // PICA200 table: rsq(-0) = +inf, rsq(-2) = NaN, rsq(+inf) = 0,
        // rsq(-inf) = NaN, rsq(NaN) = NaN, rsq(rcp(-inf)) = +inf.
        let pica = |x: f32| rsq::<Float24>(RsqInput::Signed, Float24::input(x));
        assert_eq!(pica(-0.0), INF);
        assert!(pica(-2.0).is_nan());
        assert_eq!(bits(pica(INF)), 0);
        assert!(pica(-INF).is_nan());
        assert!(pica(NAN).is_nan());
        assert_eq!(pica(rcp::<Float24>(Float24::input(-INF))), INF);
    }

    #[test]
    fn rsq_with_the_root_rounded_is_binary32_one_over_sqrtf() {
        // Azahar and Panda3DS compute PICA200 RSQ as `1.0f / sqrtf(x)`:
        // sqrtf(0x46b2b872) rounds, then the quotient rounds again, giving
        // 0x3bd8a649; 1/sqrt(x) rounded once is 0x3bd8a648.
        let x = f32::from_bits(0x46b2_b872);
        assert_eq!(
            bits(rsq::<Ieee>(RsqInput::SignedRootRounded, x)),
            0x3bd8_a649
        );
        assert_eq!(bits(rsq::<Ieee>(RsqInput::Signed, x)), 0x3bd8_a648);
        // The same two roundings with Rust's f32 (IEEE sqrt and division).
        assert_eq!(bits(rsq_root_rounded::<Ieee>(x)), bits(1.0f32 / x.sqrt()));
        // Special cases of `1.0f / sqrtf(x)`.
        assert_eq!(rsq_root_rounded::<Ieee>(-0.0), -INF);
        assert_eq!(rsq_root_rounded::<Ieee>(0.0), INF);
        assert!(rsq_root_rounded::<Ieee>(-2.0).is_nan());
        assert_eq!(bits(rsq_root_rounded::<Ieee>(INF)), 0);
        assert_eq!(rsq_root_rounded::<Ieee>(4.0), 0.5);
    }

    #[test]
    fn ex2_and_lg2_special_cases() {
        // §2.14.3.13 rules 1-4.
        assert!(ex2::<IeeeFtz>(NAN).is_nan());
        assert_eq!(bits(ex2::<IeeeFtz>(-INF)), 0);
        assert_eq!(ex2::<IeeeFtz>(INF), INF);
        assert_eq!(ex2::<IeeeFtz>(0.0), 1.0);
        assert_eq!(ex2::<IeeeFtz>(-0.0), 1.0);
        assert_eq!(ex2::<Ieee>(-3.0), 0.125);
        // 2^-130 is a denormal: kept with denormals, flushed without.
        assert_eq!(bits(ex2::<Ieee>(-130.0)), 1 << 19); // 2^-149 * 2^19
        assert_eq!(bits(ex2::<IeeeFtz>(-130.0)), 0);
        // float24: 2^-63 is below its range; 2^64 overflows.
        assert_eq!(ex2::<Float24>(-63.0), 0.0);
        assert_eq!(ex2::<Float24>(-62.0), 2f32.powi(-62));
        assert_eq!(ex2::<Float24>(64.0), INF);
        // §2.14.3.17 rules 1-5.
        assert!(lg2::<IeeeFtz>(NAN).is_nan());
        assert_eq!(lg2::<IeeeFtz>(INF), INF);
        assert_eq!(lg2::<IeeeFtz>(0.0), -INF);
        assert_eq!(lg2::<IeeeFtz>(-0.0), -INF);
        assert!(lg2::<IeeeFtz>(-1.0).is_nan());
        assert!(lg2::<IeeeFtz>(-INF).is_nan());
        assert_eq!(lg2::<Ieee>(8.0), 3.0);
    }

    #[test]
    fn pow_forms() {
        // NV_fragment_program §3.11.5.24 rules.
        let p = pow_exp2log2::<IeeeFtz>;
        assert!(p(-2.0, 2.0).is_nan()); // 1
        assert!(p(NAN, 1.0).is_nan()); // 2
        assert!(p(0.0, 0.0).is_nan()); // 3
        assert!(p(-0.0, 0.0).is_nan()); // 3
        assert!(p(INF, 0.0).is_nan()); // 4
        assert!(p(1.0, INF).is_nan()); // 5
        assert!(p(1.0, -INF).is_nan()); // 5
        assert_eq!(bits(p(0.0, 2.0)), 0); // 6
        assert_eq!(bits(p(-0.0, 2.0)), 0); // 6
        assert_eq!(p(0.0, -2.0), INF); // 7
        assert_eq!(p(1.0, 123.0), 1.0); // 8
        assert_eq!(p(INF, 2.0), INF); // 9
        assert_eq!(bits(p(INF, -2.0)), 0); // 10, as derived (D5)
        assert_eq!(p(5.0, 0.0), 1.0); // 11
        assert_eq!(bits(p(0.5, INF)), 0); // 13
        assert_eq!(p(2.0, INF), INF); // 13
        assert_eq!(p(0.5, -INF), INF); // 14
        assert_eq!(bits(p(2.0, -INF)), 0); // 14
        assert_eq!(p(4.0, 0.5), 2.0);
        // C's pow: 0^0 = 1, (-2)^2 = 4, (-0.5)^-2 = 4.
        assert_eq!(pow_libm::<Ieee>(0.0, 0.0), 1.0);
        assert_eq!(pow_libm::<Ieee>(-2.0, 2.0), 4.0);
        assert_eq!(pow_libm::<Ieee>(-0.5, -2.0), 4.0);
    }

    #[test]
    fn pow_c_special_cases() {
        // C99 Annex F.9.4.4 (TGSI's pow is C's).
        let p = pow_libm::<Ieee>;
        assert_eq!(p(NAN, 0.0), 1.0); // pow(x, ±0) = 1 for any x
        assert_eq!(p(NAN, -0.0), 1.0);
        assert_eq!(p(1.0, NAN), 1.0); // pow(+1, y) = 1 for any y
        assert!(p(NAN, 2.0).is_nan() && p(2.0, NAN).is_nan());
        assert_eq!(p(-0.0, -3.0), -INF); // odd integer y < 0
        assert_eq!(p(0.0, -3.0), INF);
        assert_eq!(p(-0.0, -2.0), INF); // y < 0 not an odd integer
        assert_eq!(p(-0.0, -INF), INF);
        assert_eq!(bits(p(-0.0, 3.0)), 0x8000_0000); // odd integer y > 0
        assert_eq!(bits(p(-0.0, 2.5)), 0);
        assert_eq!(p(-1.0, INF), 1.0);
        assert_eq!(p(-1.0, -INF), 1.0);
        assert_eq!(p(0.5, -INF), INF); // |x| < 1
        assert_eq!(bits(p(-2.0, -INF)), 0); // |x| > 1
        assert_eq!(bits(p(-0.5, INF)), 0);
        assert_eq!(p(2.0, INF), INF);
        assert_eq!(bits(p(-INF, -3.0)), 0x8000_0000);
        assert_eq!(bits(p(-INF, -2.0)), 0);
        assert_eq!(p(-INF, 3.0), -INF);
        assert_eq!(p(-INF, 2.0), INF);
        assert_eq!(bits(p(INF, -1.0)), 0);
        assert_eq!(p(INF, 0.5), INF);
        assert!(p(-8.0, 1.0 / 3.0).is_nan()); // finite x < 0, non-integer y
        // A negative base and an integer exponent: |x|^y with y's parity;
        // exact where LG2 and EX2 are (powers of two, docs/transcendentals.md).
        assert_eq!(p(-2.0, 3.0), -8.0);
        assert_eq!(p(-2.0, -2.0), 0.25);
        // An odd integer needs |y| < 2^24: 2^24 + 2 is even.
        assert_eq!(p(-1.0, 16_777_218.0), 1.0);
        assert_eq!(p(-1.0, 16_777_215.0), -1.0);
    }

    #[test]
    fn log_of_denormals() {
        // TGSI keeps denormal operands: the exponent and mantissa of 2^-149
        // and 3 * 2^-140 come from the bits (§2.14.3.19's "exact" forms).
        let l = log::<Ieee>(LogRule::Exponent, f32::from_bits(1));
        assert_eq!(l, [-149.0, 1.0, -149.0, 1.0]);
        let l = log::<Ieee>(LogRule::Exponent, f32::from_bits(3 << 9)); // 3 * 2^-140
        assert_eq!([l[0], l[1], l[3]], [-139.0, 1.5, 1.0]);
        // TGSI's formula: floor(lg2) = -149, 2^-149 / 2^-149 = 1.
        let t = log::<Ieee>(LogRule::Formula, -f32::from_bits(1));
        assert_eq!(t, [-149.0, 1.0, -149.0, 1.0]);
    }

    #[test]
    fn rough_power_rules() {
        // NV_vertex_program2 §2.14.3.18 RoughApproxPower.
        assert!(rough_power(NAN, 1.0).is_nan());
        assert!(rough_power(-1.0, 2.0).is_nan());
        assert_eq!(rough_power(0.0, 2.0), 0.0);
        assert_eq!(rough_power(0.0, -2.0), INF);
        assert_eq!(rough_power(-0.0, 0.0), 1.0);
        assert_eq!(rough_power(1.0, INF), 1.0);
        assert_eq!(rough_power(INF, 2.0), INF);
        assert_eq!(rough_power(INF, -2.0), 0.0);
        assert_eq!(rough_power(3.0, 1.0), 3.0);
        assert_eq!(rough_power(4.0, 0.5), 2.0);
    }

    #[test]
    fn lit_forms() {
        // NV_vertex_program2 §2.14.3.18: w clamped to ±(128 - epsilon), so
        // 2^w stays finite (2^(128 - 2^-17) < f32::MAX) ...
        let nv = Semantics::nv_vertex();
        let r = lit::<IeeeFtz>(&nv, [1.0, 2.0, 0.0, 200.0]);
        assert_eq!([r[0], r[1], r[3]], [1.0, 1.0, 1.0]);
        assert!(r[2].is_finite() && r[2] > 3.4e38, "{}", r[2]);
        // x <= 0: z = 0; -0 passes the `< 0` clamp as -0.
        let r = lit::<IeeeFtz>(&nv, [-0.0, 2.0, 0.0, 2.0]);
        assert_eq!(bits(r[1]), 0x8000_0000);
        assert_eq!(r[2], 0.0);
        // NV_fragment_program: POW's rules, 0^0 = NaN.
        let fp = Semantics::nv_fragment();
        assert!(lit::<IeeeFtz>(&fp, [1.0, 0.0, 0.0, 0.0])[2].is_nan());
        // NV_vertex_program2 rule 6 instead: 0^0 = 1.
        assert_eq!(lit::<IeeeFtz>(&nv, [1.0, 0.0, 0.0, 0.0])[2], 1.0);
        // TGSI §1.1.3: w clamped to ±128, C's pow (0^0 = 1).
        let t = Semantics::tgsi();
        assert_eq!(lit::<Ieee>(&t, [1.0, 0.0, 0.0, 0.0])[2], 1.0);
        // ... while TGSI's clamp to 128 gives 2^128 = INF.
        assert_eq!(lit::<Ieee>(&t, [1.0, 2.0, 0.0, 200.0])[2], INF);
        assert_eq!(lit::<Ieee>(&t, [1.0, 0.5, 0.0, -200.0])[2], INF);
    }

    #[test]
    fn exp_and_log_partial_forms() {
        // EXP (§2.14.3.14): (2^floor(s), s - floor(s), 2^s, 1).
        // x and y are exact; z is EX2's approximation, within the 22 bits
        // of §2.14.3.13 (|error| < 2^-22 relative to 2^floor(s) scale).
        let e = exp::<IeeeFtz>(2.5);
        assert_eq!([e[0], e[1], e[3]], [4.0, 0.5, 1.0]);
        assert!((f64::from(e[2]) - 2f64.powf(2.5)).abs() < 4.0 * 2f64.powi(-22));
        let e = exp::<IeeeFtz>(-1.25);
        assert_eq!([e[0], e[1], e[3]], [0.25, 0.75, 1.0]);
        assert!((f64::from(e[2]) - 2f64.powf(-1.25)).abs() < 0.25 * 2f64.powi(-22));
        // s an integer: z = 2^s exactly (docs/transcendentals.md "EX2").
        assert_eq!(exp::<IeeeFtz>(-3.0), [0.125, 0.0, 0.125, 1.0]);
        let e = exp::<IeeeFtz>(-INF);
        assert_eq!(e[0], 0.0);
        assert!(e[1].is_nan()); // -inf - -inf
        assert_eq!(e[2], 0.0);
        // LOG (§2.14.3.19) of |s|: exponent and mantissa in [1, 2).
        // z within ApproxLog2's 2^-22 (§2.14.3.17).
        let l = log::<IeeeFtz>(LogRule::Exponent, -12.0);
        assert_eq!([l[0], l[1], l[3]], [3.0, 1.5, 1.0]);
        assert!((f64::from(l[2]) - 12f64.log2()).abs() < 2f64.powi(-22));
        // A power of two: z exact.
        assert_eq!(
            log::<IeeeFtz>(LogRule::Exponent, 0.25),
            [-2.0, 1.0, -2.0, 1.0]
        );
        // 2^24 - 1: exponent 23, mantissa just below 2 (exact extraction) ...
        let r = log::<IeeeFtz>(LogRule::Exponent, 16_777_215.0);
        assert_eq!(r[0], 23.0);
        assert_eq!(r[1], 16_777_215.0 / 8_388_608.0);
        // ... while TGSI's formula rounds lg2 to 24.0 first (TGSI §1.1.7).
        let t = log::<Ieee>(LogRule::Formula, 16_777_215.0);
        assert_eq!(t[0], 24.0);
        // LOG(0): x = floor(-inf) = -inf, z = -inf (rule 3).
        let z = log::<IeeeFtz>(LogRule::Exponent, 0.0);
        assert_eq!(z[0], -INF);
        assert_eq!(z[2], -INF);
        // LOG(+INF).z = +INF (rule 2); LOG(NaN).z = NaN (rule 1).
        assert_eq!(log::<IeeeFtz>(LogRule::Exponent, INF)[2], INF);
        assert!(log::<IeeeFtz>(LogRule::Exponent, NAN)[2].is_nan());
    }

    #[test]
    fn litp_clamps_and_flags() {
        // PICA200 0x07: y clamped to ±127.9961 (128 - 2^-8), flags x >= 0, w >= 0.
        let r = crate::MinMaxNan::SecondIfUnordered;
        let (v, f) = litp(r, [-1.0, 300.0, 5.0, 2.0]);
        assert_eq!(v, [0.0, 128.0 - 2f32.powi(-8), 0.0, 2.0]);
        assert_eq!(f, [false, true]);
        let (v, f) = litp(r, [0.0, -300.0, 5.0, -0.5]);
        assert_eq!(v, [0.0, -(128.0 - 2f32.powi(-8)), 0.0, 0.0]);
        assert_eq!(f, [true, false]);
    }
}
