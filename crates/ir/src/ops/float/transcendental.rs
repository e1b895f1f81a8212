//! RCP, RCC, RSQ, EX2, LG2, SIN, COS, POW, EXP, LOG, LIT, LITP over an
//! emitter.
//!
//! RCP and RSQ are the model's correctly rounded primitives
//! ([`Emit::div`], [`Emit::rsq`]). EX2, LG2, SIN, COS and everything built
//! on them (POW, EXP.z, LOG.z, LIT's power) are shasm's binary32
//! algorithms ([`crate::ops::elementary`], docs/transcendentals.md), whose
//! binary32 result the model rounds once more. The special cases are the
//! specs'.

use super::arith::{clamp, is_infinite, max, min, same, sign_negative};
use crate::ops::emit::Emit;
use crate::{LitRule, LogRule, MinMaxNan, PowRule, RsqInput, Semantics};

/// RCP: `r(1/x)` (NV_vertex_program2 §2.14.3.26, NV_fragment_program
/// §3.11.5.25, TGSI §1.1.4): RCP(NaN) = NaN, RCP(±INF) = ±0,
/// RCP(±0) = ±INF.
#[inline(always)]
pub fn rcp<E: Emit>(e: &mut E, x: E::F) -> E::F {
    let one = e.float(1.0);
    e.div(one, x)
}

/// RCC (NV_vertex_program2 §2.14.3.25): 1/x clamped to [2^-64, 2^64] in
/// magnitude, the range chosen by the sign of x (rules 1-9: RCC(+INF) =
/// +2^-64, RCC(-0) = -2^64, ...). The model's rounding is monotone and
/// keeps its own values, so clamping the rounded quotient and rounding
/// again gives the rounding of the clamped exact quotient.
#[inline]
pub fn rcc<E: Emit>(e: &mut E, x: E::F) -> E::F {
    const LO: f32 = f32::from_bits(0x1F80_0000); // 2^-64
    const HI: f32 = 18_446_744_073_709_551_616.0; // 2^64
    let q = rcp(e, x);
    let m = e.abs(q);
    let m = clamp(e, m, LO, HI);
    let neg = sign_negative(e, x);
    let nm = e.neg(m);
    let s = e.select(neg, nm, m);
    let r = e.round(s);
    let nan = e.is_nan(x);
    let n = e.float(f32::NAN);
    e.select(nan, n, r)
}

/// RSQ under the program's [`RsqInput`]: of `|x|` (TGSI §1.1.5,
/// NV_vertex_program 1.0: RSQ(-4) = 0.5); of x, rounded once
/// (NV_vertex_program2 §2.14.3.28, NV_fragment_program §3.11.5.27,
/// PICA200 table: RSQ(+INF) = +0, RSQ(-INF) = NaN, RSQ(±0) = ±INF,
/// RSQ(x < 0) = NaN); or `1 / sqrt(x)` with the root rounded to the model
/// first (binary32 `1.0f / sqrtf(x)`, the emulators' PICA200 RSQ).
#[inline(always)]
pub fn rsq<E: Emit>(e: &mut E, rule: RsqInput, x: E::F) -> E::F {
    match rule {
        RsqInput::Absolute => {
            let m = e.abs(x);
            e.rsq(m)
        }
        RsqInput::Signed => e.rsq(x),
        RsqInput::SignedRootRounded => {
            let root = e.sqrt(x);
            rcp(e, root)
        }
    }
}

/// EX2: `r(ex2 x)` (§2.14.3.13, §3.11.5.8, PICA200 0x05): EX2(NaN) = NaN,
/// EX2(-INF) = +0, EX2(+INF) = +INF, EX2(±0) = 1.
#[inline(always)]
pub fn ex2<E: Emit>(e: &mut E, x: E::F) -> E::F {
    let v = e.ex2(x);
    e.round(v)
}

/// LG2: `r(lg2 x)` (§2.14.3.17, §3.11.5.12, PICA200 0x06): LG2(NaN) =
/// NaN, LG2(+INF) = +INF, LG2(±0) = -INF, LG2(x < 0) = NaN.
#[inline(always)]
pub fn lg2<E: Emit>(e: &mut E, x: E::F) -> E::F {
    let v = e.lg2(x);
    e.round(v)
}

/// SIN (§2.14.3.33, §3.11.5.32): `r(sin x)`.
#[inline]
pub fn sin<E: Emit>(e: &mut E, x: E::F) -> E::F {
    let v = e.sin(x);
    e.round(v)
}

/// COS (§2.14.3.8, §3.11.5.2): `r(cos x)`.
#[inline]
pub fn cos<E: Emit>(e: &mut E, x: E::F) -> E::F {
    let v = e.cos(x);
    e.round(v)
}

/// Whether `y` (finite or infinite) is an odd integer: below 2^24 in
/// magnitude (every binary32 from 2^24 on is even), integral, and half of
/// it is not.
fn is_odd_integer<E: Emit>(e: &mut E, y: E::F) -> E::B {
    let m = e.abs(y);
    let big = e.float(16_777_216.0);
    let small = e.lt(m, big);
    let f = e.floor(y);
    let integral = e.eq(f, y);
    let half = e.float(0.5);
    let h = e.mul32(y, half);
    let hf = e.floor(h);
    let odd = e.ne(hf, h);
    let c = e.and(small, integral);
    e.and(c, odd)
}

/// C's `pow` with C99 Annex F.9.4.4's special cases, in binary32 (before
/// the model's rounding): pow(x, ±0) = 1 and pow(+1, y) = 1 even for NaN,
/// pow(-2, 2) = 4, pow(-8, 1/3) = NaN, pow(±0, -3) = ±INF; otherwise
/// `ex2(b * lg2|a|)` (binary32 product), negated for a negative base and an
/// odd integer exponent (docs/transcendentals.md).
fn pow_c<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let zero = e.float(0.0);
    let one = e.float(1.0);
    let inf = e.float(f32::INFINITY);
    let nan = e.float(f32::NAN);
    let odd = is_odd_integer(e, b);
    let a_neg = e.lt(a, zero);
    let b_neg = e.lt(b, zero);
    // The general case.
    let t = e.abs(a);
    let l = e.lg2(t);
    let p = e.mul32(b, l);
    let m = e.ex2(p);
    let nm = e.neg(m);
    let flip = e.and(a_neg, odd);
    let general = e.select(flip, nm, m);
    // A negative base and a non-integer exponent.
    let fb = e.floor(b);
    let non_integer = e.ne(fb, b);
    let nan_base = e.and(a_neg, non_integer);
    let r = e.select(nan_base, nan, general);
    // |a|^b is 0 or INF; an odd integer exponent keeps a's sign.
    let a_zero = e.eq(a, zero);
    let a_inf = is_infinite(e, a);
    let edge = e.or(a_zero, a_inf);
    let big = same(e, a_zero, b_neg);
    let mag = e.select(big, inf, zero);
    let nmag = e.neg(mag);
    let a_sign = sign_negative(e, a);
    let keep = e.and(odd, a_sign);
    let edge_value = e.select(keep, nmag, mag);
    let r = e.select(edge, edge_value, r);
    // An infinite exponent: pow(-1, ±INF) = 1, else by |a| < 1.
    let b_inf = is_infinite(e, b);
    let t_small = e.lt(t, one);
    let grows = same(e, t_small, b_neg);
    let v = e.select(grows, inf, zero);
    let t_one = e.eq(t, one);
    let v = e.select(t_one, one, v);
    let r = e.select(b_inf, v, r);
    // NaN operands, then the two cases that win even over NaN.
    let an = e.is_nan(a);
    let bn = e.is_nan(b);
    let any_nan = e.or(an, bn);
    let r = e.select(any_nan, nan, r);
    let b_zero = e.eq(b, zero);
    let a_one = e.eq(a, one);
    let unit = e.or(b_zero, a_one);
    e.select(unit, one, r)
}

/// POW as C's `pow` (TGSI `pow(a, b)`), rounded to the model.
pub fn pow_libm<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let v = pow_c(e, a, b);
    e.round(v)
}

/// POW as `EX2(b * LG2(a))` (NV_fragment_program §3.11.5.24, derived "from
/// the rules in the LG2, MUL, and EX2 instructions"): POW(±0, ±0) = NaN
/// (0 * -INF), POW(+INF, ±0) = NaN, POW(1, ±INF) = NaN, negative bases
/// give NaN, POW(+INF, y < 0) = +0 (notes D5). The product is binary32's,
/// as MUL between LG2 and EX2 computes it.
#[inline]
pub fn pow_exp2log2<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let zero = e.float(0.0);
    let l = e.lg2(a);
    let b_zero = e.eq(b, zero);
    let l_inf = is_infinite(e, l);
    let l_zero = e.eq(l, zero);
    let b_inf = is_infinite(e, b);
    let c1 = e.and(b_zero, l_inf);
    let c2 = e.and(l_zero, b_inf);
    let zero_inf = e.or(c1, c2);
    let prod = e.mul32(b, l);
    let nan = e.float(f32::NAN);
    let p = e.select(zero_inf, nan, prod);
    let v = e.ex2(p);
    e.round(v)
}

/// POW under the program's [`PowRule`].
#[inline]
pub fn pow<E: Emit>(e: &mut E, rule: PowRule, a: E::F, b: E::F) -> E::F {
    match rule {
        PowRule::Libm => pow_libm(e, a, b),
        PowRule::Exp2Log2 => pow_exp2log2(e, a, b),
    }
}

/// NV_vertex_program2 §2.14.3.18 RoughApproxPower with its special cases
/// (rules 1-10; notes §10 #10-12: a -0 base acts as +0, exponent 0 gives
/// 1), otherwise `ex2(b * lg2 a)`, in binary32 (the caller rounds).
pub fn rough_power<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let zero = e.float(0.0);
    let one = e.float(1.0);
    let inf = e.float(f32::INFINITY);
    let nan = e.float(f32::NAN);
    let a_zero = e.eq(a, zero);
    let a = e.select(a_zero, zero, a);
    let l = e.lg2(a);
    let p = e.mul32(b, l);
    let r = e.ex2(p);
    let b_pos = e.gt(b, zero);
    // Rule 5: an infinite base.
    let v = e.select(b_pos, inf, zero);
    let a_inf = is_infinite(e, a);
    let r = e.select(a_inf, v, r);
    // Rule 3: a zero base.
    let v = e.select(b_pos, zero, inf);
    let r = e.select(a_zero, v, r);
    // Rule 9: b == 1.
    let b_one = e.eq(b, one);
    let r = e.select(b_one, a, r);
    // Rule 4: a == 1.
    let a_one = e.eq(a, one);
    let r = e.select(a_one, one, r);
    // Rule 2: a < 0.
    let a_neg = e.lt(a, zero);
    let r = e.select(a_neg, nan, r);
    // Rule 6: b == 0 and a >= 0.
    let b_zero = e.eq(b, zero);
    let a_ge = e.ge(a, zero);
    let c = e.and(b_zero, a_ge);
    let r = e.select(c, one, r);
    // Rule 1: NaN.
    let an = e.is_nan(a);
    let bn = e.is_nan(b);
    let any = e.or(an, bn);
    e.select(any, nan, r)
}

/// LIT per [`LitRule`]: (1, max(x, 0), x > 0 ? power(max(y, 0), w) : 0, 1).
pub fn lit<E: Emit>(e: &mut E, sem: &Semantics, s: [E::F; 4]) -> [E::F; 4] {
    let (x, y, w) = (s[0], s[1], s[3]);
    let zero = e.float(0.0);
    let one = e.float(1.0);
    match sem.lit {
        LitRule::Tgsi => {
            // TGSI §1.1.3: w clamped to [-128, 128], the ISA's max and pow.
            let dx = max(e, sem.min_max, x, zero);
            let base = max(e, sem.min_max, y, zero);
            let tw = clamp(e, w, -128.0, 128.0);
            let p = pow(e, sem.pow, base, tw);
            let x_pos = e.gt(x, zero);
            let z = e.select(x_pos, p, zero);
            [one, dx, z, one]
        }
        LitRule::NvVertex => {
            // §2.14.3.18: NaN and -0 pass the `< 0` clamps unchanged.
            let x_neg = e.lt(x, zero);
            let tx = e.select(x_neg, zero, x);
            let y_neg = e.lt(y, zero);
            let ty = e.select(y_neg, zero, y);
            // 128 - epsilon: the largest f32 below 128 (notes §10 #13).
            let limit = f32::from_bits(128f32.to_bits() - 1);
            let tw = clamp(e, w, -limit, limit);
            let p = rough_power(e, ty, tw);
            let p = e.round(p);
            let x_pos = e.gt(tx, zero);
            let z = e.select(x_pos, p, zero);
            [one, tx, z, one]
        }
        LitRule::NvFragment => {
            // §3.11.5.13: no clamp of w; POW's rules.
            let x_neg = e.lt(x, zero);
            let tx = e.select(x_neg, zero, x);
            let y_neg = e.lt(y, zero);
            let ty = e.select(y_neg, zero, y);
            let p = pow(e, sem.pow, ty, w);
            let x_pos = e.gt(tx, zero);
            let z = e.select(x_pos, p, zero);
            [one, tx, z, one]
        }
    }
}

/// EXP: (2^floor(s), s - floor(s), 2^s, 1) (TGSI §1.1.6,
/// NV_vertex_program2 §2.14.3.14). 2^floor(s) is exact (ex2 of an
/// integer), s - floor(s) the model's difference.
pub fn exp<E: Emit>(e: &mut E, s: E::F) -> [E::F; 4] {
    let f = e.floor(s);
    let x = ex2(e, f);
    let y = e.sub(s, f);
    let z = ex2(e, s);
    let one = e.float(1.0);
    [x, y, z, one]
}

/// 2^n for an integer n in [-126, 127], from its bits (exact).
fn pow2<E: Emit>(e: &mut E, n: E::I) -> E::F {
    let bias = e.int(127);
    let biased = e.iadd(n, bias);
    let bits = e.shl(biased, 23);
    e.bits_to_float(bits)
}

/// t / 2^x for t >= 0 and x = ±INF, NaN or an integer with t / 2^x in
/// [1/2, 4) (then exact: two power-of-two products, as
/// [`crate::ops::elementary::ldexp`]): the mantissa of LOG.
fn unscale<E: Emit>(e: &mut E, t: E::F, x: E::F) -> E::F {
    // n = -x, split into halves a = trunc(n / 2) and n - a.
    let n = e.neg(x);
    let half = e.float(0.5);
    let h = e.mul32(n, half);
    let h = e.trunc(h);
    let a = e.float_to_int(h);
    let n = e.float_to_int(n);
    let rest = e.isub(n, a);
    let pa = pow2(e, a);
    let pr = pow2(e, rest);
    let v = e.mul32(t, pa);
    let v = e.mul32(v, pr);
    // 0 / 2^-INF = 0 / 0, INF / 2^INF = INF / INF, NaN: all NaN.
    let m = e.abs(x);
    let inf = e.float(f32::INFINITY);
    let finite = e.lt(m, inf);
    let nan = e.float(f32::NAN);
    e.select(finite, v, nan)
}

/// The binary exponent and the mantissa in [1, 2) of a finite t > 0, from
/// its bits (a denormal scaled by 2^64 first, exactly).
fn frexp<E: Emit>(e: &mut E, t: E::F) -> (E::F, E::F) {
    let min_normal = e.float(f32::MIN_POSITIVE);
    let denormal = e.lt(t, min_normal);
    let scale = e.float(18_446_744_073_709_551_616.0);
    let scaled = e.mul32(t, scale);
    let v = e.select(denormal, scaled, t);
    let bits = e.float_to_bits(v);
    let b_den = e.int(127 + 64);
    let b_norm = e.int(127);
    let bias = e.select_int(denormal, b_den, b_norm);
    let biased = e.shr(bits, 23);
    let exponent = e.isub(biased, bias);
    let exponent = e.int_to_float(exponent);
    let frac_mask = e.int(0x007F_FFFF);
    let one_bits = e.int(0x3F80_0000);
    let frac = e.iand(bits, frac_mask);
    let m = e.ior(frac, one_bits);
    let m = e.bits_to_float(m);
    (exponent, m)
}

/// LOG of |s|: (exponent, mantissa, log2|s|, 1) per [`LogRule`]
/// (TGSI §1.1.7, NV_vertex_program2 §2.14.3.19).
pub fn log<E: Emit>(e: &mut E, rule: LogRule, s: E::F) -> [E::F; 4] {
    let t = e.abs(s);
    let z = lg2(e, t);
    let one = e.float(1.0);
    match rule {
        LogRule::Formula => {
            // TGSI §1.1.7 literally: floor(lg2(|x|)) with lg2 rounded first.
            let x = e.floor(z);
            let y = unscale(e, t, x);
            let y = e.round(y);
            [x, y, z, one]
        }
        LogRule::Exponent => {
            // Finite t > 0: the binary exponent and the mantissa in [1, 2),
            // exactly. Otherwise follow the formulas (notes §10 #18):
            // floor(log2 t) is -INF, +INF or NaN.
            let (ex, m) = frexp(e, t);
            let ex = e.round(ex);
            let m = e.round(m);
            let fx = lg2(e, t);
            let fy = unscale(e, t, fx);
            let fy = e.round(fy);
            let zero = e.float(0.0);
            let inf = e.float(f32::INFINITY);
            let pos = e.gt(t, zero);
            let fin = e.lt(t, inf);
            let regular = e.and(pos, fin);
            let x = e.select(regular, ex, fx);
            let y = e.select(regular, m, fy);
            [x, y, z, one]
        }
    }
}

/// PICA200 LITP (opcode 0x07): (max(x, 0), clamp(y, ±127.9961), 0,
/// max(w, 0)) with the PICA's MIN/MAX, and the flags (x >= 0, w >= 0) for
/// cmp.x and cmp.y. Operands are selected, not rounded.
pub fn litp<E: Emit>(e: &mut E, rule: MinMaxNan, a: [E::F; 4]) -> ([E::F; 4], [E::B; 2]) {
    const LIMIT: f32 = 127.996_09; // 128 - 2^-8, a float24 value
    let zero = e.float(0.0);
    let limit = e.float(LIMIT);
    let neg_limit = e.float(-LIMIT);
    let y = min(e, rule, a[1], limit);
    let y = max(e, rule, y, neg_limit);
    let x = max(e, rule, a[0], zero);
    let w = max(e, rule, a[3], zero);
    let fx = e.ge(a[0], zero);
    let fw = e.ge(a[3], zero);
    ([x, y, zero, w], [fx, fw])
}
