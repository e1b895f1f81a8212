//! The op definitions as they were before the compositions over [`Emit`]
//! (commit 83f2e00), kept verbatim for the differential tests in
//! `tests.rs`: the scalar instance must give the same bits.
#![allow(dead_code, clippy::all)]

pub mod arith {
    #![allow(unused_imports)]
    use crate::ops::Model;
    use crate::ops::elementary;
    use crate::{
        LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Saturate, Semantics, SetOnNan,
        ZeroTimesInf,
    };

    /// ADD: a + b, rounded once (NV_vertex_program2 §2.14.3.2,
    /// NV_fragment_program §3.11.5.1, TGSI §1.1.9, PICA200 0x00).
    #[inline(always)]
    pub fn add<M: Model>(a: f32, b: f32) -> f32 {
        M::round(a as f64 + b as f64)
    }

    /// SUB: a - b, rounded once (§2.14.3.39, §3.11.5.37, TGSI §1.2.1).
    #[inline(always)]
    pub fn sub<M: Model>(a: f32, b: f32) -> f32 {
        M::round(a as f64 - b as f64)
    }

    /// The IEEE product, rounded once: `0 * inf` is NaN (NV_vertex_program2
    /// §2.14.3.24, NV_fragment_program §3.11.5.19, TGSI §1.1.8).
    #[inline(always)]
    pub fn mul_ieee<M: Model>(a: f32, b: f32) -> f32 {
        M::round(a as f64 * b as f64)
    }

    /// PICA200 product ("Floating-Point Behavior"): `inf * 0 = 0` "including
    /// inside MUL, MAD, DP4, etc."; `NaN * 0` stays NaN.
    #[inline(always)]
    pub fn mul_pica<M: Model>(a: f32, b: f32) -> f32 {
        let p = a as f64 * b as f64;
        // A NaN product of two non-NaN operands can only be inf * 0.
        if p.is_nan() && !a.is_nan() && !b.is_nan() {
            return M::round(0.0);
        }
        M::round(p)
    }

    /// MUL under the program's `0 * inf` rule.
    #[inline(always)]
    pub fn mul<M: Model>(rule: ZeroTimesInf, a: f32, b: f32) -> f32 {
        match rule {
            ZeroTimesInf::Nan => mul_ieee::<M>(a, b),
            ZeroTimesInf::Zero => mul_pica::<M>(a, b),
        }
    }

    /// MAD: `(a * b)` rounded, then `+ c` rounded (§2.14.3.20, §3.11.5.15,
    /// TGSI §1.1.17, PICA200 0x38 "not an FMA").
    #[inline(always)]
    pub fn mad<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
        add::<M>(mul::<M>(rule, a, b), c)
    }

    /// LRP (NV_fragment_program §3.11.5.14): `a*b + (1-a)*c`, each step rounded.
    #[inline(always)]
    pub fn lrp<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
        let t1 = mul::<M>(rule, a, b);
        let t2 = mul::<M>(rule, sub::<M>(1.0, a), c);
        add::<M>(t1, t2)
    }

    /// LERP (TGSI §1.2.4): `a * (b - c) + c`.
    #[inline(always)]
    pub fn lerp<M: Model>(rule: ZeroTimesInf, a: f32, b: f32, c: f32) -> f32 {
        mad::<M>(rule, a, sub::<M>(b, c), c)
    }

    /// DIV: a / b, rounded once (a Gallium TGSI opcode beyond the bundled
    /// TGSI text; IEEE division).
    #[inline(always)]
    pub fn div<M: Model>(a: f32, b: f32) -> f32 {
        M::round(a as f64 / b as f64)
    }

    /// FLR: floor (NV_vertex_program2 §2.14.3.15, NV_fragment_program
    /// §3.11.5.9, PICA200 0x0B): floor(NaN) = NaN, ±0 and ±INF unchanged with
    /// their sign.
    #[inline(always)]
    pub fn flr<M: Model>(a: f32) -> f32 {
        M::round((a as f64).floor())
    }

    /// FRC: `a - floor(a)` (§2.14.3.16, §3.11.5.10): FRC(±0) = +0,
    /// FRC(±INF) = NaN.
    #[inline(always)]
    pub fn frc<M: Model>(a: f32) -> f32 {
        sub::<M>(a, flr::<M>(a))
    }

    /// FRC kept in [0, 1) (NV_gpu_program4 §2.X.8.Z FRC: "always in the range
    /// [0.0, 1.0)"): `a - floor(a)` rounds to 1.0 for a tiny negative `a`
    /// (-2^-30 - (-1) = 1 - 2^-30, nearest binary32 1.0); that becomes the
    /// largest float below 1 (notes §4.2: clamp to 0x3F7FFFFF). NaN and the
    /// NaN of FRC(±INF) stay NaN.
    #[inline(always)]
    pub fn frc_below_one<M: Model>(a: f32) -> f32 {
        let r = frc::<M>(a);
        if r >= 1.0 {
            f32::from_bits(0x3F7F_FFFF)
        } else {
            r
        }
    }

    /// CEIL (Gallium TGSI / NV_gpu_program4): round toward +INF.
    #[inline(always)]
    pub fn ceil<M: Model>(a: f32) -> f32 {
        M::round((a as f64).ceil())
    }

    /// TRUNC (Gallium TGSI / NV_gpu_program4): round toward zero.
    #[inline(always)]
    pub fn trunc<M: Model>(a: f32) -> f32 {
        M::round((a as f64).trunc())
    }

    /// ROUND (Gallium TGSI / NV_gpu_program4): to nearest, ties to even.
    #[inline(always)]
    pub fn round<M: Model>(a: f32) -> f32 {
        M::round((a as f64).round_ties_even())
    }

    /// SSG (NV_vertex_program2 §2.14.3.37): -1, 0 or 1 by sign; NaN stays
    /// NaN; SSG(±0) = +0 (notes §10 #15).
    #[inline(always)]
    pub fn ssg(a: f32) -> f32 {
        if a.is_nan() {
            f32::NAN
        } else if a > 0.0 {
            1.0
        } else if a < 0.0 {
            -1.0
        } else {
            0.0
        }
    }

    /// ABS (§2.14.3.1): |a| (rounded: an operand outside the model becomes
    /// one inside).
    #[inline(always)]
    pub fn abs<M: Model>(a: f32) -> f32 {
        M::round((a as f64).abs())
    }

    /// MOV (§2.14.3.23, TGSI §1.1.2) through the model, where moves are not
    /// raw copies (NV_vertex_program2 flushes the operand's denormals).
    #[inline(always)]
    pub fn mov<M: Model>(a: f32) -> f32 {
        M::round(a as f64)
    }

    /// A result's saturation (NV_fragment_program §3.11.4.4 `_SAT`,
    /// NV_gpu_program4 `.SAT`/`.SSAT`). The pseudo-code tests `< 0` then `> 1`:
    /// NaN passes through and -0 stays -0.
    #[inline(always)]
    pub fn saturate(mode: Saturate, x: f32) -> f32 {
        match mode {
            Saturate::None => x,
            Saturate::ZeroOne => x.clamp(0.0, 1.0),
            Saturate::MinusOneOne => x.clamp(-1.0, 1.0),
        }
    }
}
pub mod compare {
    #![allow(unused_imports)]
    use crate::ops::Model;
    use crate::ops::elementary;
    use crate::{
        LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Saturate, Semantics, SetOnNan,
        ZeroTimesInf,
    };

    /// NV MAX (NV_vertex_program2 §2.14.3.21, NV_fragment_program
    /// §3.11.5.16): "`max(NaN, <x>) == NaN`, for all `<x>`"; symmetric, so
    /// max(-0, +0) = +0 (notes D22).
    #[inline(always)]
    pub fn max_nv(a: f32, b: f32) -> f32 {
        if a.is_nan() || b.is_nan() {
            f32::NAN
        } else if a > b {
            a
        } else if b > a {
            b
        } else if a.is_sign_positive() {
            a
        } else {
            b
        }
    }

    /// NV MIN (§2.14.3.22, §3.11.5.17): NaN if either is NaN; min(-0, +0) = -0.
    #[inline(always)]
    pub fn min_nv(a: f32, b: f32) -> f32 {
        if a.is_nan() || b.is_nan() {
            f32::NAN
        } else if a < b {
            a
        } else if b < a {
            b
        } else if a.is_sign_negative() {
            a
        } else {
            b
        }
    }

    /// IEEE-754 maxNum: the number wins over a NaN (TGSI leaves NaN open).
    #[inline(always)]
    pub fn max_ieee(a: f32, b: f32) -> f32 {
        a.max(b)
    }

    /// IEEE-754 minNum.
    #[inline(always)]
    pub fn min_ieee(a: f32, b: f32) -> f32 {
        a.min(b)
    }

    /// PICA200 MAX, from the hardware table ("Floating-Point Behavior"):
    /// max(0, NaN) = NaN, max(NaN, 0) = 0, max(0, -inf) = -inf: the second
    /// operand wins when the comparison is unordered or the second operand is
    /// infinite (max(0, +inf) = +inf, max(-inf, +inf) = +inf agree). "max does
    /// not flush input or output subnormals": it selects an operand as it is.
    #[inline(always)]
    pub fn max_pica(a: f32, b: f32) -> f32 {
        if a > b && !b.is_infinite() { a } else { b }
    }

    /// PICA200 MIN: `a < b ? a : b` (min(0, NaN) = NaN, min(NaN, 0) = 0).
    #[inline(always)]
    pub fn min_pica(a: f32, b: f32) -> f32 {
        if a < b { a } else { b }
    }

    /// MAX with the program's NaN rule.
    #[inline(always)]
    pub fn max(rule: MinMaxNan, a: f32, b: f32) -> f32 {
        match rule {
            MinMaxNan::Propagate => max_nv(a, b),
            MinMaxNan::Number => max_ieee(a, b),
            MinMaxNan::SecondIfUnordered => max_pica(a, b),
            MinMaxNan::Ternary | MinMaxNan::GreaterTest => {
                if a > b {
                    a
                } else {
                    b
                }
            }
        }
    }

    /// MIN with the program's NaN rule.
    #[inline(always)]
    pub fn min(rule: MinMaxNan, a: f32, b: f32) -> f32 {
        match rule {
            MinMaxNan::Propagate => min_nv(a, b),
            MinMaxNan::Number => min_ieee(a, b),
            MinMaxNan::SecondIfUnordered => min_pica(a, b),
            MinMaxNan::Ternary => min_pica(a, b),
            // NV_gpu_program4 §2.X.8.Z MIN: `(a > b) ? b : a`.
            MinMaxNan::GreaterTest => {
                if a > b {
                    b
                } else {
                    a
                }
            }
        }
    }

    /// A set-on instruction: 1.0 if the comparison holds, else 0.0. Under
    /// [`SetOnNan::Compare`] comparisons are IEEE's (NaN compares false, so
    /// SNE gives 1.0: NV_fragment_program §3.11.5.28-35, TGSI §1.1.15-16, PICA200);
    /// under [`SetOnNan::Nan`] a NaN operand gives NaN (NV_vertex_program2
    /// §2.14.3.29-36: "if (tmp0.x is NaN or tmp1.x is NaN) result.x = NaN").
    /// SFL and STR ignore their operands (§2.14.3.30, §2.14.3.38). -0 equals +0.
    #[inline(always)]
    pub fn set_on(rule: SetOnNan, op: Opcode, a: f32, b: f32) -> f32 {
        let test = match op {
            Opcode::Sfl => return 0.0,
            Opcode::Str => return 1.0,
            Opcode::Slt => a < b,
            Opcode::Sge => a >= b,
            Opcode::Seq => a == b,
            Opcode::Sgt => a > b,
            Opcode::Sle => a <= b,
            Opcode::Sne => a != b,
            _ => false,
        };
        if rule == SetOnNan::Nan && (a.is_nan() || b.is_nan()) {
            return f32::NAN;
        }
        if test { 1.0 } else { 0.0 }
    }

    /// CMP (ARB, TGSI): `a < 0 ? b : c` (NaN and -0 take c).
    #[inline(always)]
    pub fn cmp(a: f32, b: f32, c: f32) -> f32 {
        if a < 0.0 { b } else { c }
    }

    /// CND (TGSI §1.2.5): `c > 0.5 ? a : b`.
    #[inline(always)]
    pub fn cnd(a: f32, b: f32, c: f32) -> f32 {
        if c > 0.5 { a } else { b }
    }

    /// CND0 (TGSI §1.2.6): `c >= 0 ? a : b`.
    #[inline(always)]
    pub fn cnd0(a: f32, b: f32, c: f32) -> f32 {
        if c >= 0.0 { a } else { b }
    }
}
pub mod dot {
    #![allow(unused_imports)]
    use super::arith::{add, mul, sub};
    use super::transcendental::rsq;
    use crate::ops::Model;
    use crate::ops::elementary;
    use crate::{
        LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Saturate, Semantics, SetOnNan,
        ZeroTimesInf,
    };

    /// DP3, DP4, DPH (`op`), DP2 and DP2A (`c.x` added). The definition is
    /// [`dot_steps`]; this is the same value computed faster: every product
    /// rounded, the partial sums rounded to the precision only and their range
    /// checked once (a failure, rare, redoes the sum step by step). An
    /// `inf * 0` product is NaN and makes the sum NaN; only then is the sum
    /// done again with the rule applied to each product.
    #[inline(always)]
    pub fn dot<M: Model>(
        rule: ZeroTimesInf,
        op: Opcode,
        a: [f32; 4],
        b: [f32; 4],
        c: [f32; 4],
    ) -> f32 {
        if matches!(op, Opcode::Dp3 | Opcode::Dp4 | Opcode::Dph) {
            let p = M::round64x4(std::array::from_fn(|i| a[i] as f64 * b[i] as f64));
            let e1 = p[0] + p[1];
            let s1 = M::round64_precision(e1);
            let e2 = s1 + p[2];
            let s2 = M::round64_precision(e2);
            let s3 = if M::precision_suffices(e1, s1) & M::precision_suffices(e2, s2) {
                // A partial sum that is a zero of the wrong sign changes only
                // the sign of a zero next, and `round64` makes every zero the
                // same.
                s2
            } else {
                M::round64(M::round64(p[0] + p[1]) + p[2])
            };
            let r = match op {
                Opcode::Dp3 => M::round64(s3),
                Opcode::Dph => M::round64(s3 + b[3] as f64),
                _ => M::round64(s3 + p[3]),
            } as f32;
            if !r.is_nan() || rule != ZeroTimesInf::Zero {
                return r;
            }
        }
        dot_steps::<M>(rule, op, a, b, c)
    }

    /// The dot products step by step: the definition [`dot`] computes.
    /// DPH is `a.xyz · b.xyz + b.w` (a.w taken as 1: NV_vertex_program2
    /// §2.14.3.11, PICA200 0x03).
    #[inline(never)]
    pub fn dot_steps<M: Model>(
        rule: ZeroTimesInf,
        op: Opcode,
        a: [f32; 4],
        b: [f32; 4],
        c: [f32; 4],
    ) -> f32 {
        let p0 = mul::<M>(rule, a[0], b[0]);
        let p1 = mul::<M>(rule, a[1], b[1]);
        match op {
            Opcode::Dp2 => add::<M>(p0, p1),
            Opcode::Dp2a => add::<M>(add::<M>(p0, p1), c[0]),
            _ => {
                let p2 = mul::<M>(rule, a[2], b[2]);
                let s3 = add::<M>(add::<M>(p0, p1), p2);
                match op {
                    Opcode::Dp3 => s3,
                    Opcode::Dph => add::<M>(s3, b[3]),
                    _ => add::<M>(s3, mul::<M>(rule, a[3], b[3])),
                }
            }
        }
    }

    /// DST (NV_vertex_program2 §2.14.3.12, PICA200 0x04): (1, a.y*b.y, a.z, b.w).
    #[inline]
    pub fn dst<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
        [1.0, mul::<M>(rule, a[1], b[1]), a[2], b[3]]
    }

    /// X2D (NV_fragment_program §3.11.5.45):
    /// x = a.x + b.x*c.x + b.y*c.y, y = a.y + b.x*c.z + b.y*c.w; (x, y, x, y).
    pub fn x2d<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4], c: [f32; 4]) -> [f32; 4] {
        let x = add::<M>(
            add::<M>(a[0], mul::<M>(rule, b[0], c[0])),
            mul::<M>(rule, b[1], c[1]),
        );
        let y = add::<M>(
            add::<M>(a[1], mul::<M>(rule, b[0], c[2])),
            mul::<M>(rule, b[1], c[3]),
        );
        [x, y, x, y]
    }

    /// RFL (NV_fragment_program §3.11.5.26): the reflection of `dir` about
    /// `axis`, `2 * (axis·dir) / (axis·axis) * axis - dir`; w is never written
    /// (0 here).
    pub fn rfl<M: Model>(rule: ZeroTimesInf, axis: [f32; 4], dir: [f32; 4]) -> [f32; 4] {
        let aa = dot::<M>(rule, Opcode::Dp3, axis, axis, axis);
        let ad = dot::<M>(rule, Opcode::Dp3, axis, dir, dir);
        let t = M::round(mul::<M>(rule, 2.0, ad) as f64 / aa as f64);
        [
            sub::<M>(mul::<M>(rule, t, axis[0]), dir[0]),
            sub::<M>(mul::<M>(rule, t, axis[1]), dir[1]),
            sub::<M>(mul::<M>(rule, t, axis[2]), dir[2]),
            0.0,
        ]
    }

    /// XPD (ARB, TGSI): the cross product; w (undefined there) is 1.
    pub fn xpd<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
        [
            sub::<M>(mul::<M>(rule, a[1], b[2]), mul::<M>(rule, a[2], b[1])),
            sub::<M>(mul::<M>(rule, a[2], b[0]), mul::<M>(rule, a[0], b[2])),
            sub::<M>(mul::<M>(rule, a[0], b[1]), mul::<M>(rule, a[1], b[0])),
            1.0,
        ]
    }

    /// NRM (TGSI): a.xyz * RSQ(a.xyz · a.xyz), w kept.
    pub fn nrm<M: Model>(sem: &Semantics, a: [f32; 4]) -> [f32; 4] {
        let rule = sem.zero_times_inf;
        let len2 = dot::<M>(rule, Opcode::Dp3, a, a, a);
        let r = rsq::<M>(sem.rsq, len2);
        [
            mul::<M>(rule, a[0], r),
            mul::<M>(rule, a[1], r),
            mul::<M>(rule, a[2], r),
            a[3],
        ]
    }
}
pub mod transcendental {
    #![allow(unused_imports)]
    use crate::ops::Model;
    use crate::ops::elementary;
    use crate::{
        LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Saturate, Semantics, SetOnNan,
        ZeroTimesInf,
    };

    use super::compare::max;

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
}
pub mod address {
    #![allow(unused_imports)]
    use crate::ops::Model;
    use crate::ops::elementary;
    use crate::{
        LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Saturate, Semantics, SetOnNan,
        ZeroTimesInf,
    };

    /// ARL (NV_vertex_program2 §2.14.3.4, TGSI §1.1.1): floor(x) as an integer.
    /// NaN gives 0 and out-of-range values saturate (notes §10 #5); the
    /// [`clamp`] then applies the ISA's range.
    #[inline]
    pub fn arl(x: f32) -> i32 {
        x.floor() as i32
    }

    /// ARR (§2.14.3.5): "the nearest integer ... If the fractional portion of
    /// `<x>` is 0.5, round(x) selects the nearest even integer".
    #[inline]
    pub fn arr(x: f32) -> i32 {
        x.round_ties_even() as i32
    }

    /// PICA200 MOVA (0x12): "casts the float value ... to an integer
    /// (truncating the fractional part)".
    #[inline]
    pub fn mova(x: f32) -> i32 {
        x.trunc() as i32
    }

    /// UARL (Mesa's TGSI "Integer ISA"): the source word is already the
    /// signed integer address.
    #[inline]
    pub fn uarl(word: u32) -> i32 {
        word as i32
    }

    /// The address load of `op` (ARL, ARR or MOVA) for one component.
    #[inline]
    pub fn load(op: Opcode, x: f32) -> i32 {
        match op {
            Opcode::Arl => arl(x),
            Opcode::Arr => arr(x),
            _ => mova(x),
        }
    }

    /// ARA (§2.14.3.3): (x+z, y+w, x+z, y+w) of an address register
    /// (saturating; the clamp then applies).
    #[inline]
    pub fn ara(a: [i32; 4]) -> [i32; 4] {
        let xz = a[0].saturating_add(a[2]);
        let yw = a[1].saturating_add(a[3]);
        [xz, yw, xz, yw]
    }

    /// The ISA's address range (NV_vertex_program2: [-512, 511]); `None` is
    /// unclamped.
    #[inline]
    pub fn clamp(range: Option<(i32, i32)>, v: i32) -> i32 {
        match range {
            Some((lo, hi)) => v.clamp(lo, hi),
            None => v,
        }
    }
}
