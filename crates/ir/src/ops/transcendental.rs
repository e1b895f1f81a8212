//! RCP, RCC, RSQ, EX2, LG2, POW, EXP, LOG, LIT, LITP, SIN, COS.
//!
//! The specs allow approximations (22 bits for RCP/RSQ/EX2/LG2, 11 for
//! EXP.z/LOG.z). shasm's RCP, RCC and RSQ are exact instead: RCP and RCC
//! are 1/x computed in f64 and rounded once to the model, RSQ 1/sqrt(x)
//! computed in f64 and rounded once. Both are the correctly rounded
//! results in every model: for RCP because f64's 53 bits are at least
//! twice a format's precision plus two, for RSQ as the exhaustive tests of
//! [`super::single`] show (every float24, fp16 and binary32 argument).
//! [`super::single::rsq`] computes the same results without f64, which is
//! how an engine without it implements them (docs/arithmetic.md).
//!
//! EX2, LG2, SIN, COS and everything built on them (POW, EXP.z, LOG.z,
//! LIT's power) are shasm's own binary32 algorithms ([`super::elementary`],
//! docs/transcendentals.md); the model rounds their binary32 result once
//! more. No host libm is involved. The special cases are the specs'.

use super::Model;
use super::compare::max;
use super::elementary;
use crate::{LitRule, LogRule, PowRule, RsqInput, Semantics};

/// RCP: 1/x rounded (NV_vertex_program2 §2.14.3.26, NV_fragment_program
/// §3.11.5.25, TGSI §1.1.4): RCP(NaN) = NaN, RCP(±INF) = ±0,
/// RCP(±0) = ±INF. PICA200: rcp(-0) = +inf because its operand reads as +0.
#[inline(always)]
pub fn rcp<M: Model>(x: f32) -> f32 {
    M::round(1.0 / x as f64)
}

/// RCC (NV_vertex_program2 §2.14.3.25): 1/x clamped to [2^-64, 2^64] in
/// magnitude, the range chosen by the sign of x (rules 1-9: RCC(+INF) =
/// +2^-64, RCC(-0) = -2^64, ...).
#[inline]
pub fn rcc<M: Model>(x: f32) -> f32 {
    if x.is_nan() {
        return f32::NAN;
    }
    const LO: f64 = 5.421_010_862_427_522e-20; // 2^-64
    const HI: f64 = 18_446_744_073_709_551_616.0; // 2^64
    let magnitude = (1.0 / x as f64).abs().clamp(LO, HI);
    M::round(if x.is_sign_negative() {
        -magnitude
    } else {
        magnitude
    })
}

/// RSQ of `|x|` (TGSI §1.1.5, NV_vertex_program 1.0): RSQ(-4) = 0.5.
#[inline(always)]
pub fn rsq_abs<M: Model>(x: f32) -> f32 {
    M::round(1.0 / (x as f64).abs().sqrt())
}

/// RSQ of x (NV_vertex_program2 §2.14.3.28, NV_fragment_program
/// §3.11.5.27, PICA200 table): RSQ(+INF) = +0, RSQ(-INF) = NaN,
/// RSQ(+0) = +INF, RSQ(-0) = -INF (IEEE sqrt(-0) = -0), RSQ(x < 0) = NaN.
#[inline(always)]
pub fn rsq_signed<M: Model>(x: f32) -> f32 {
    M::round(1.0 / (x as f64).sqrt())
}

/// RSQ of x as `1 / sqrt(x)` with the root rounded to the model first
/// ([`RsqInput::SignedRootRounded`]: binary32 `1.0f / sqrtf(x)`, the
/// emulators' PICA200 RSQ). Each step is correctly rounded (f64 holds the
/// exact root and quotient to well over twice binary32's precision, so
/// rounding them again to binary32 is rounding once), so in binary32 this
/// is the C expression's value: `rsq(0x46b2b872)` is `0x3bd8a649`, where
/// the one-rounding [`rsq_signed`] gives `0x3bd8a648`. Special cases as
/// [`rsq_signed`] (`sqrtf(-0) = -0`, so `-0` gives `-INF`).
#[inline(always)]
pub fn rsq_root_rounded<M: Model>(x: f32) -> f32 {
    let root = M::round((x as f64).sqrt());
    M::round(1.0 / root as f64)
}

/// RSQ under the program's [`RsqInput`].
#[inline(always)]
pub fn rsq<M: Model>(rule: RsqInput, x: f32) -> f32 {
    match rule {
        RsqInput::Absolute => rsq_abs::<M>(x),
        RsqInput::Signed => rsq_signed::<M>(x),
        RsqInput::SignedRootRounded => rsq_root_rounded::<M>(x),
    }
}

/// EX2: 2^x (§2.14.3.13, §3.11.5.8, PICA200 0x05): EX2(NaN) = NaN, EX2(-INF) = +0,
/// EX2(+INF) = +INF, EX2(±0) = 1.
#[inline(always)]
pub fn ex2<M: Model>(x: f32) -> f32 {
    M::round(elementary::ex2(x) as f64)
}

/// LG2: log2(x) (§2.14.3.17, §3.11.5.12, PICA200 0x06): LG2(NaN) = NaN, LG2(+INF) =
/// +INF, LG2(±0) = -INF, LG2(x < 0) = NaN, LG2(-INF) = NaN.
#[inline(always)]
pub fn lg2<M: Model>(x: f32) -> f32 {
    M::round(elementary::lg2(x) as f64)
}

/// SIN (§2.14.3.33, §3.11.5.32): [`elementary::sin`] rounded to the model.
#[inline]
pub fn sin<M: Model>(x: f32) -> f32 {
    M::round(elementary::sin(x) as f64)
}

/// COS (§2.14.3.8, §3.11.5.2): [`elementary::cos`] rounded to the model.
#[inline]
pub fn cos<M: Model>(x: f32) -> f32 {
    M::round(elementary::cos(x) as f64)
}

/// Whether a finite or infinite `y` is an odd integer (below 2^24 in
/// magnitude: every binary32 from 2^24 on is even).
fn is_odd_integer(y: f32) -> bool {
    y.abs() < 16_777_216.0 && y.floor() == y && (y * 0.5).floor() != y * 0.5
}

/// POW as C's `pow` (TGSI `pow(a, b)`) with C99 Annex F.9.4.4's special
/// cases: pow(x, ±0) = 1 and pow(+1, y) = 1 even for NaN, pow(-2, 2) = 4,
/// pow(-8, 1/3) = NaN, pow(±0, -3) = ±INF; otherwise 2^(b * log2|a|) with
/// shasm's [`elementary::ex2`] and [`elementary::lg2`], negated for a
/// negative base and an odd integer exponent (docs/transcendentals.md).
pub fn pow_libm<M: Model>(a: f32, b: f32) -> f32 {
    M::round(pow_c(a, b) as f64)
}

/// [`pow_libm`] before the model's rounding.
fn pow_c(a: f32, b: f32) -> f32 {
    if b == 0.0 || a == 1.0 {
        return 1.0;
    }
    if a.is_nan() || b.is_nan() {
        return f32::NAN;
    }
    let odd = is_odd_integer(b);
    if b.is_infinite() {
        let t = a.abs();
        return if t == 1.0 {
            1.0 // pow(-1, ±INF)
        } else if (t < 1.0) == (b < 0.0) {
            f32::INFINITY
        } else {
            0.0
        };
    }
    if a == 0.0 || a.is_infinite() {
        // |a|^b is 0 or INF; an odd integer exponent keeps a's sign.
        let big = (a == 0.0) == (b < 0.0);
        let m = if big { f32::INFINITY } else { 0.0 };
        return if odd && a.is_sign_negative() { -m } else { m };
    }
    if a < 0.0 && b.floor() != b {
        return f32::NAN; // a negative base, a non-integer exponent
    }
    let m = elementary::ex2(b * elementary::lg2(a.abs()));
    if a < 0.0 && odd { -m } else { m }
}

/// POW as `EX2(b * LG2(a))` (NV_fragment_program §3.11.5.24, derived
/// "from the rules in the LG2, MUL, and EX2 instructions"): POW(±0, ±0) =
/// NaN (0 * -INF), POW(+INF, ±0) = NaN, POW(1, ±INF) = NaN, negative bases
/// give NaN, POW(+INF, y < 0) = +0 (the derivation; rule 10's "+INF" is a
/// typo, notes D5).
#[inline]
pub fn pow_exp2log2<M: Model>(a: f32, b: f32) -> f32 {
    // The binary32 product, as MUL between LG2 and EX2 computes it.
    let l = elementary::lg2(a);
    let p = if (b == 0.0 && l.is_infinite()) || (l == 0.0 && b.is_infinite()) {
        f32::NAN
    } else {
        b * l
    };
    M::round(elementary::ex2(p) as f64)
}

/// POW under the program's [`PowRule`].
#[inline]
pub fn pow<M: Model>(rule: PowRule, a: f32, b: f32) -> f32 {
    match rule {
        PowRule::Libm => pow_libm::<M>(a, b),
        PowRule::Exp2Log2 => pow_exp2log2::<M>(a, b),
    }
}

/// NV_vertex_program2 §2.14.3.18 RoughApproxPower with its special cases
/// (rules 1-10; notes §10 #10-12: a -0 base acts as +0, exponent 0 gives 1),
/// otherwise 2^(b * log2 a) with shasm's [`elementary::ex2`] and
/// [`elementary::lg2`], in binary32 (the caller rounds to the model).
pub fn rough_power(a: f32, b: f32) -> f32 {
    if a.is_nan() || b.is_nan() {
        return f32::NAN; // rule 1
    }
    let a = if a == 0.0 { 0.0 } else { a };
    if b == 0.0 && a >= 0.0 {
        return 1.0; // rule 6
    }
    if a < 0.0 {
        return f32::NAN; // rule 2
    }
    if a == 1.0 {
        return 1.0; // rule 4
    }
    if b == 1.0 {
        return a; // rule 9
    }
    if a == 0.0 {
        return if b > 0.0 { 0.0 } else { f32::INFINITY }; // rule 3
    }
    if a.is_infinite() {
        return if b > 0.0 { f32::INFINITY } else { 0.0 }; // rule 5
    }
    elementary::ex2(b * elementary::lg2(a))
}

/// LIT per [`LitRule`]: (1, max(x, 0), x > 0 ? power(max(y, 0), w) : 0, 1).
pub fn lit<M: Model>(sem: &Semantics, s: [f32; 4]) -> [f32; 4] {
    let (x, y, w) = (s[0], s[1], s[3]);
    match sem.lit {
        LitRule::Tgsi => {
            // TGSI §1.1.3: w clamped to [-128, 128], C's max and pow.
            let dx = max(sem.min_max, x, 0.0);
            let z = if x > 0.0 {
                let base = max(sem.min_max, y, 0.0);
                pow::<M>(sem.pow, base, w.clamp(-128.0, 128.0))
            } else {
                0.0
            };
            [1.0, dx, z, 1.0]
        }
        LitRule::NvVertex => {
            // §2.14.3.18: NaN and -0 pass the `< 0` clamps unchanged.
            let tx = if x < 0.0 { 0.0 } else { x };
            let ty = if y < 0.0 { 0.0 } else { y };
            // 128 - epsilon: the largest f32 below 128 (notes §10 #13).
            let limit = f32::from_bits(128f32.to_bits() - 1);
            let tw = w.clamp(-limit, limit);
            let z = if tx > 0.0 {
                M::round(rough_power(ty, tw) as f64)
            } else {
                0.0
            };
            [1.0, tx, z, 1.0]
        }
        LitRule::NvFragment => {
            // §3.11.5.13: no clamp of w; POW's rules.
            let tx = if x < 0.0 { 0.0 } else { x };
            let ty = if y < 0.0 { 0.0 } else { y };
            let z = if tx > 0.0 {
                pow::<M>(sem.pow, ty, w)
            } else {
                0.0
            };
            [1.0, tx, z, 1.0]
        }
    }
}

/// EXP: (2^floor(s), s - floor(s), 2^s, 1) (TGSI §1.1.6, NV_vertex_program2
/// §2.14.3.14). 2^floor(s) is exact ([`elementary::ex2`] of an integer),
/// s - floor(s) the correctly rounded difference.
pub fn exp<M: Model>(s: f32) -> [f32; 4] {
    let f = s.floor();
    let x = M::round(elementary::ex2(f) as f64);
    let y = M::round(s as f64 - f as f64);
    let z = M::round(elementary::ex2(s) as f64);
    [x, y, z, 1.0]
}

/// t / 2^x for t >= 0 and x = ±INF, NaN or an integer with t / 2^x in
/// [1/2, 4) (then exact): the mantissa of LOG.
fn unscale(t: f32, x: f32) -> f32 {
    if x.is_finite() {
        elementary::ldexp(t, -(x as i32))
    } else {
        // 0 / 2^-INF = 0 / 0, INF / 2^INF = INF / INF, NaN: all NaN.
        f32::NAN
    }
}

/// The binary exponent and the mantissa in [1, 2) of a finite t > 0, from
/// its bits (a denormal scaled by 2^64 first, exactly).
fn frexp(t: f32) -> (f32, f32) {
    let (bits, bias) = if t < f32::MIN_POSITIVE {
        ((t * 18_446_744_073_709_551_616.0).to_bits(), 127 + 64)
    } else {
        (t.to_bits(), 127)
    };
    let e = (bits >> 23) as i32 - bias;
    let m = f32::from_bits((bits & 0x007F_FFFF) | 0x3F80_0000);
    (e as f32, m)
}

/// LOG of |s|: (exponent, mantissa, log2|s|, 1) per [`LogRule`]
/// (TGSI §1.1.7, NV_vertex_program2 §2.14.3.19).
pub fn log<M: Model>(rule: LogRule, s: f32) -> [f32; 4] {
    let t = s.abs();
    let z = M::round(elementary::lg2(t) as f64);
    match rule {
        LogRule::Formula => {
            // TGSI §1.1.7 literally: floor(lg2(|x|)) with lg2 rounded first.
            let x = z.floor();
            let y = M::round(unscale(t, x) as f64);
            [x, y, z, 1.0]
        }
        LogRule::Exponent if t.is_finite() && t > 0.0 => {
            // The binary exponent and the mantissa in [1, 2), exactly.
            let (e, m) = frexp(t);
            [M::round(e as f64), M::round(m as f64), z, 1.0]
        }
        LogRule::Exponent => {
            // Follow the formulas for 0, INF and NaN (notes §10 #18):
            // floor(log2 t) is -INF, +INF or NaN.
            let x = M::round(elementary::lg2(t) as f64);
            let y = M::round(unscale(t, x) as f64);
            [x, y, z, 1.0]
        }
    }
}

/// PICA200 LITP (opcode 0x07): (max(x, 0), clamp(y, ±127.9961), 0,
/// max(w, 0)) with the PICA's MIN/MAX, and the flags (x >= 0, w >= 0) for
/// cmp.x and cmp.y. Operands are selected, not rounded.
pub fn litp(rule: crate::MinMaxNan, a: [f32; 4]) -> ([f32; 4], [bool; 2]) {
    const LIMIT: f32 = 127.996_09; // 128 - 2^-8, a float24 value
    let y = max(rule, super::compare::min(rule, a[1], LIMIT), -LIMIT);
    (
        [max(rule, a[0], 0.0), y, 0.0, max(rule, a[3], 0.0)],
        [a[0] >= 0.0, a[3] >= 0.0],
    )
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
