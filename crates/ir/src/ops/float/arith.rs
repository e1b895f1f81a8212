//! Arithmetic, roundings, comparisons and selections over an emitter:
//! ADD, SUB, MUL, MAD, LRP, LERP, DIV, FLR, FRC, CEIL, TRUNC, ROUND, SSG,
//! ABS, MOV, MIN/MAX per rule, the set-on family, CMP, CND, CND0 and
//! saturation.
//!
//! Every step is rounded by the model, so MAD and LRP are unfused:
//! NV_vertex_program2 §2.14.3.20 ("all special case rules applicable to
//! the ADD and MUL instructions apply to the individual components"),
//! NV_fragment_program §3.11.4.2 (intermediate results at the
//! instruction's precision), the PICA200 spec's MAD ("this is not an FMA,
//! the intermediate result is rounded").

use super::SetOp;
use crate::ops::emit::Emit;
use crate::{MinMaxNan, Saturate, SetOnNan, ZeroTimesInf};

/// Whether the sign bit of `a` is set (-0 and negative NaNs included).
#[inline(always)]
pub fn sign_negative<E: Emit>(e: &mut E, a: E::F) -> E::B {
    let bits = e.float_to_bits(a);
    let zero = e.int(0);
    e.ilt(bits, zero)
}

/// Whether `a` is ±INF.
#[inline(always)]
pub fn is_infinite<E: Emit>(e: &mut E, a: E::F) -> E::B {
    let m = e.abs(a);
    let inf = e.float(f32::INFINITY);
    e.eq(m, inf)
}

/// Whether two conditions are equal.
#[inline(always)]
pub fn same<E: Emit>(e: &mut E, a: E::B, b: E::B) -> E::B {
    let both = e.and(a, b);
    let na = e.not(a);
    let nb = e.not(b);
    let neither = e.and(na, nb);
    e.or(both, neither)
}

/// `c ? x : y` for constants.
#[inline(always)]
pub fn pick<E: Emit>(e: &mut E, c: E::B, x: f32, y: f32) -> E::F {
    let x = e.float(x);
    let y = e.float(y);
    e.select(c, x, y)
}

/// MAD: `(a * b)` rounded, then `+ c` rounded (§2.14.3.20, §3.11.5.15,
/// TGSI §1.1.17, PICA200 0x38 "not an FMA").
#[inline(always)]
pub fn mad<E: Emit>(e: &mut E, rule: ZeroTimesInf, a: E::F, b: E::F, c: E::F) -> E::F {
    let p = e.mul(rule, a, b);
    e.add(p, c)
}

/// LRP (NV_fragment_program §3.11.5.14): `a*b + (1-a)*c`, each step rounded.
#[inline(always)]
pub fn lrp<E: Emit>(e: &mut E, rule: ZeroTimesInf, a: E::F, b: E::F, c: E::F) -> E::F {
    let t1 = e.mul(rule, a, b);
    let one = e.float(1.0);
    let d = e.sub(one, a);
    let t2 = e.mul(rule, d, c);
    e.add(t1, t2)
}

/// LERP (TGSI §1.2.4): `a * (b - c) + c`.
#[inline(always)]
pub fn lerp<E: Emit>(e: &mut E, rule: ZeroTimesInf, a: E::F, b: E::F, c: E::F) -> E::F {
    let d = e.sub(b, c);
    mad(e, rule, a, d, c)
}

/// FLR: floor, rounded to the model (NV_vertex_program2 §2.14.3.15,
/// NV_fragment_program §3.11.5.9, PICA200 0x0B): floor(NaN) = NaN, ±0 and
/// ±INF unchanged with their sign.
#[inline(always)]
pub fn flr<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let f = e.floor(a);
    e.round(f)
}

/// FRC: `a - floor(a)` (§2.14.3.16, §3.11.5.10): FRC(±0) = +0,
/// FRC(±INF) = NaN. With `below_one` (NV_gpu_program4 §2.X.8.Z FRC:
/// "always in the range [0.0, 1.0)") a result that rounded to 1.0 (for a
/// tiny negative `a`) becomes the largest float below 1 (notes §4.2).
#[inline(always)]
pub fn frc<E: Emit>(e: &mut E, below_one: bool, a: E::F) -> E::F {
    let f = flr(e, a);
    let r = e.sub(a, f);
    if !below_one {
        return r;
    }
    let one = e.float(1.0);
    let over = e.ge(r, one);
    let below = e.float(f32::from_bits(0x3F7F_FFFF));
    e.select(over, below, r)
}

/// CEIL (Gallium TGSI / NV_gpu_program4): toward +INF, rounded to the model.
#[inline(always)]
pub fn ceil<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let f = e.ceil(a);
    e.round(f)
}

/// TRUNC: toward zero, rounded to the model.
#[inline(always)]
pub fn trunc<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let f = e.trunc(a);
    e.round(f)
}

/// ROUND: to nearest, ties to even, rounded to the model.
#[inline(always)]
pub fn round<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let f = e.round_even(a);
    e.round(f)
}

/// SSG (NV_vertex_program2 §2.14.3.37): -1, 0 or 1 by sign; a NaN gives
/// the default NaN; SSG(±0) = +0 (notes §10 #15).
#[inline(always)]
pub fn ssg<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let zero = e.float(0.0);
    let pos = e.gt(a, zero);
    let neg = e.lt(a, zero);
    let nan = e.is_nan(a);
    let s = pick(e, neg, -1.0, 0.0);
    let one = e.float(1.0);
    let s = e.select(pos, one, s);
    let n = e.float(f32::NAN);
    e.select(nan, n, s)
}

/// ABS (§2.14.3.1): |a|, rounded (an operand outside the model becomes one
/// inside).
#[inline(always)]
pub fn abs<E: Emit>(e: &mut E, a: E::F) -> E::F {
    let m = e.abs(a);
    e.round(m)
}

/// NV MAX (NV_vertex_program2 §2.14.3.21, NV_fragment_program
/// §3.11.5.16): "`max(NaN, <x>) == NaN`, for all `<x>`"; symmetric, so
/// max(-0, +0) = +0 (notes D22).
#[inline(always)]
pub fn max_nv<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let an = e.is_nan(a);
    let bn = e.is_nan(b);
    let nan = e.or(an, bn);
    let a_neg = sign_negative(e, a);
    let r = e.select(a_neg, b, a);
    let b_more = e.gt(b, a);
    let r = e.select(b_more, b, r);
    let a_more = e.gt(a, b);
    let r = e.select(a_more, a, r);
    let n = e.float(f32::NAN);
    e.select(nan, n, r)
}

/// NV MIN (§2.14.3.22, §3.11.5.17): NaN if either is NaN; min(-0, +0) = -0.
#[inline(always)]
pub fn min_nv<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let an = e.is_nan(a);
    let bn = e.is_nan(b);
    let nan = e.or(an, bn);
    let a_neg = sign_negative(e, a);
    let r = e.select(a_neg, a, b);
    let b_less = e.lt(b, a);
    let r = e.select(b_less, b, r);
    let a_less = e.lt(a, b);
    let r = e.select(a_less, a, r);
    let n = e.float(f32::NAN);
    e.select(nan, n, r)
}

/// IEEE-754 maxNum (TGSI leaves NaN open): the number wins over a NaN; of
/// two NaNs the second; of equal operands (±0) the first.
#[inline(always)]
pub fn max_ieee<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let less = e.lt(a, b);
    let r = e.select(less, b, a);
    let an = e.is_nan(a);
    e.select(an, b, r)
}

/// IEEE-754 minNum: as [`max_ieee`], the other way.
#[inline(always)]
pub fn min_ieee<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let more = e.gt(a, b);
    let r = e.select(more, b, a);
    let an = e.is_nan(a);
    e.select(an, b, r)
}

/// PICA200 MAX, from the hardware table ("Floating-Point Behavior"):
/// max(0, NaN) = NaN, max(NaN, 0) = 0, max(0, -inf) = -inf: the second
/// operand wins when the comparison is unordered or the second operand is
/// infinite. "max does not flush input or output subnormals": it selects
/// an operand as it is.
#[inline(always)]
pub fn max_pica<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let more = e.gt(a, b);
    let b_inf = is_infinite(e, b);
    let finite = e.not(b_inf);
    let c = e.and(more, finite);
    e.select(c, a, b)
}

/// PICA200 MIN (and ARB's `(a < b) ? a : b`): min(0, NaN) = NaN,
/// min(NaN, 0) = 0.
#[inline(always)]
pub fn min_pica<E: Emit>(e: &mut E, a: E::F, b: E::F) -> E::F {
    let less = e.lt(a, b);
    e.select(less, a, b)
}

/// MAX with the program's NaN rule.
#[inline(always)]
pub fn max<E: Emit>(e: &mut E, rule: MinMaxNan, a: E::F, b: E::F) -> E::F {
    match rule {
        MinMaxNan::Propagate => max_nv(e, a, b),
        MinMaxNan::Number => max_ieee(e, a, b),
        MinMaxNan::SecondIfUnordered => max_pica(e, a, b),
        // ARB `(a > b) ? a : b`, NV_gpu_program4 §2.X.8.Z MAX alike.
        MinMaxNan::Ternary | MinMaxNan::GreaterTest => {
            let more = e.gt(a, b);
            e.select(more, a, b)
        }
    }
}

/// MIN with the program's NaN rule.
#[inline(always)]
pub fn min<E: Emit>(e: &mut E, rule: MinMaxNan, a: E::F, b: E::F) -> E::F {
    match rule {
        MinMaxNan::Propagate => min_nv(e, a, b),
        MinMaxNan::Number => min_ieee(e, a, b),
        MinMaxNan::SecondIfUnordered | MinMaxNan::Ternary => min_pica(e, a, b),
        // NV_gpu_program4 §2.X.8.Z MIN: `(a > b) ? b : a`.
        MinMaxNan::GreaterTest => {
            let more = e.gt(a, b);
            e.select(more, b, a)
        }
    }
}

/// A set-on instruction: 1.0 if the comparison holds, else 0.0. Under
/// [`SetOnNan::Compare`] comparisons are IEEE's (NaN compares false, so
/// SNE gives 1.0: NV_fragment_program §3.11.5.28-35, TGSI §1.1.15-16,
/// PICA200); under [`SetOnNan::Nan`] a NaN operand gives NaN
/// (NV_vertex_program2 §2.14.3.29-36). SFL and STR ignore their operands
/// (§2.14.3.30, §2.14.3.38). -0 equals +0.
#[inline(always)]
pub fn set_on<E: Emit>(e: &mut E, rule: SetOnNan, op: SetOp, a: E::F, b: E::F) -> E::F {
    let test = match op {
        SetOp::Sfl => return e.float(0.0),
        SetOp::Str => return e.float(1.0),
        SetOp::Slt => e.lt(a, b),
        SetOp::Sge => e.ge(a, b),
        SetOp::Seq => e.eq(a, b),
        SetOp::Sgt => e.gt(a, b),
        SetOp::Sle => e.le(a, b),
        SetOp::Sne => e.ne(a, b),
    };
    let r = pick(e, test, 1.0, 0.0);
    match rule {
        SetOnNan::Compare => r,
        SetOnNan::Nan => {
            let an = e.is_nan(a);
            let bn = e.is_nan(b);
            let nan = e.or(an, bn);
            let n = e.float(f32::NAN);
            e.select(nan, n, r)
        }
    }
}

/// CMP (ARB, TGSI): `a < 0 ? b : c` (NaN and -0 take c).
#[inline(always)]
pub fn cmp<E: Emit>(e: &mut E, a: E::F, b: E::F, c: E::F) -> E::F {
    let zero = e.float(0.0);
    let neg = e.lt(a, zero);
    e.select(neg, b, c)
}

/// CND (TGSI §1.2.5): `c > 0.5 ? a : b`.
#[inline(always)]
pub fn cnd<E: Emit>(e: &mut E, a: E::F, b: E::F, c: E::F) -> E::F {
    let half = e.float(0.5);
    let t = e.gt(c, half);
    e.select(t, a, b)
}

/// CND0 (TGSI §1.2.6): `c >= 0 ? a : b`.
#[inline(always)]
pub fn cnd0<E: Emit>(e: &mut E, a: E::F, b: E::F, c: E::F) -> E::F {
    let zero = e.float(0.0);
    let t = e.ge(c, zero);
    e.select(t, a, b)
}

/// `x` clamped to `[lo, hi]` by `x < lo ? lo : x > hi ? hi : x`: NaN
/// passes and -0 stays -0.
#[inline(always)]
pub fn clamp<E: Emit>(e: &mut E, x: E::F, lo: f32, hi: f32) -> E::F {
    let l = e.float(lo);
    let h = e.float(hi);
    let above = e.gt(x, h);
    let r = e.select(above, h, x);
    let below = e.lt(x, l);
    e.select(below, l, r)
}

/// A result's saturation (NV_fragment_program §3.11.4.4 `_SAT`,
/// NV_gpu_program4 `.SAT`/`.SSAT`). The pseudo-code tests `< 0` then `> 1`:
/// NaN passes through and -0 stays -0.
#[inline(always)]
pub fn saturate<E: Emit>(e: &mut E, mode: Saturate, x: E::F) -> E::F {
    match mode {
        Saturate::None => x,
        Saturate::ZeroOne => clamp(e, x, 0.0, 1.0),
        Saturate::MinusOneOne => clamp(e, x, -1.0, 1.0),
    }
}
