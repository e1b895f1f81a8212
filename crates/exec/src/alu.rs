//! Float operations: what each op of the IR computes, for any numeric model.
//!
//! Every function takes operands already converted by [`Model::input`] and
//! rounds every intermediate step with [`Model::round`] (so MAD, DP4, LRP
//! are unfused: NV_vertex_program2 notes §10 #19, NV_fragment_program
//! §3.11.4.3 "intermediate results are at that precision", the PICA200 spec's
//! MAD "is not an FMA"). The switches of [`Semantics`] select between the
//! specs' differing definitions.

use crate::model::Model;
use shasm_ir::{
    ExtComponent, ExtSel, LitRule, LogRule, MinMaxNan, Opcode, PowRule, RsqInput, Semantics,
    SetOnNan, ZeroTimesInf,
};

pub type Vec4 = [f32; 4];

#[inline(always)]
pub fn add<M: Model>(a: f32, b: f32) -> f32 {
    M::round(a as f64 + b as f64)
}

#[inline(always)]
pub fn sub<M: Model>(a: f32, b: f32) -> f32 {
    M::round(a as f64 - b as f64)
}

#[inline(always)]
pub fn mul<M: Model>(sem: &Semantics, a: f32, b: f32) -> f32 {
    let p = a as f64 * b as f64;
    // PICA200 "Floating-Point Behavior": inf * 0 = 0 "including inside MUL,
    // MAD, DP4, etc."; NaN * 0 stays NaN. A NaN product of two non-NaN
    // operands can only be inf * 0.
    if p.is_nan() && sem.zero_times_inf == ZeroTimesInf::Zero && !a.is_nan() && !b.is_nan() {
        return M::round(0.0);
    }
    M::round(p)
}

#[inline(always)]
pub fn mad<M: Model>(sem: &Semantics, a: f32, b: f32, c: f32) -> f32 {
    add::<M>(mul::<M>(sem, a, b), c)
}

/// MAX with the spec's NaN rule.
#[inline(always)]
pub fn max(rule: MinMaxNan, a: f32, b: f32) -> f32 {
    match rule {
        MinMaxNan::Propagate => {
            if a.is_nan() || b.is_nan() {
                f32::NAN
            } else if a > b {
                a
            } else if b > a {
                b
            } else if a.is_sign_positive() {
                // max(-0, +0) = +0 (NV_fragment_program notes D22).
                a
            } else {
                b
            }
        }
        MinMaxNan::Number => a.max(b),
        // PICA200 hardware table: max(0, NaN) = NaN, max(NaN, 0) = 0, and
        // max(0, -inf) = -inf: the second operand wins when the comparison
        // is unordered or the second operand is infinite (max(0, +inf) =
        // +inf, max(-inf, +inf) = +inf agree).
        MinMaxNan::SecondIfUnordered => {
            if a > b && !b.is_infinite() {
                a
            } else {
                b
            }
        }
    }
}

/// MIN with the spec's NaN rule.
#[inline(always)]
pub fn min(rule: MinMaxNan, a: f32, b: f32) -> f32 {
    match rule {
        MinMaxNan::Propagate => {
            if a.is_nan() || b.is_nan() {
                f32::NAN
            } else if a < b {
                a
            } else if b < a {
                b
            } else if a.is_sign_negative() {
                // min(-0, +0) = -0 (NV_fragment_program notes D22).
                a
            } else {
                b
            }
        }
        MinMaxNan::Number => a.min(b),
        // PICA200: min(0, NaN) = NaN, min(NaN, 0) = 0.
        MinMaxNan::SecondIfUnordered => {
            if a < b {
                a
            } else {
                b
            }
        }
    }
}

/// A set-on instruction: 1.0 if `test(a, b)`, else 0.0, with the spec's NaN
/// rule. SFL and STR ignore their operands entirely.
#[inline(always)]
pub fn set_on(sem: &Semantics, op: Opcode, a: f32, b: f32) -> f32 {
    let test = match op {
        Opcode::Sfl => return 0.0,
        Opcode::Str => return 1.0,
        Opcode::Slt => a < b,
        Opcode::Sge => a >= b,
        Opcode::Seq => a == b,
        Opcode::Sgt => a > b,
        Opcode::Sle => a <= b,
        // IEEE: NaN != x is true.
        Opcode::Sne => a != b,
        _ => false,
    };
    if sem.set_on_nan == SetOnNan::Nan && (a.is_nan() || b.is_nan()) {
        // NV_vertex_program2 §2.14.3: "if either operand is NaN, the result is NaN".
        return f32::NAN;
    }
    if test { 1.0 } else { 0.0 }
}

#[inline(always)]
pub fn rcp<M: Model>(x: f32) -> f32 {
    M::round(1.0 / x as f64)
}

/// RCC (NV_vertex_program2 §2.14.3.24): 1/x clamped to [2^-64, 2^64] in
/// magnitude, the range chosen by the sign of x (notes §10 #6, #7).
pub fn rcc<M: Model>(x: f32) -> f32 {
    if x.is_nan() {
        return f32::NAN;
    }
    const LO: f64 = 5.421_010_862_427_522e-20; // 2^-64
    const HI: f64 = 18_446_744_073_709_551_616.0; // 2^64
    let r = 1.0 / x as f64;
    let magnitude = r.abs().clamp(LO, HI);
    let signed = if x.is_sign_negative() {
        -magnitude
    } else {
        magnitude
    };
    M::round(signed)
}

pub fn rsq<M: Model>(sem: &Semantics, x: f32) -> f32 {
    let v = match sem.rsq {
        RsqInput::Absolute => (x as f64).abs(),
        RsqInput::Signed => x as f64,
    };
    M::round(1.0 / v.sqrt())
}

pub fn ex2<M: Model>(x: f32) -> f32 {
    M::round((x as f64).exp2())
}

pub fn lg2<M: Model>(x: f32) -> f32 {
    M::round((x as f64).log2())
}

/// POW per [`PowRule`].
pub fn pow<M: Model>(sem: &Semantics, a: f32, b: f32) -> f32 {
    match sem.pow {
        PowRule::Libm => M::round((a as f64).powf(b as f64)),
        PowRule::Exp2Log2 => {
            // NV_fragment_program §3.11.5.24: "derived from LG2, MUL and EX2".
            let l = (a as f64).log2();
            let p = if (b == 0.0 && l.is_infinite()) || (l == 0.0 && b.is_infinite()) {
                f64::NAN
            } else {
                b as f64 * l
            };
            M::round(p.exp2())
        }
    }
}

/// NV_vertex_program2 §2.14.3.18 RoughApproxPower with its special cases
/// (rules 1-10; notes §10 #10-12: -0 base acts as +0, exponent 0 gives 1).
fn rough_power(a: f32, b: f32) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let a = if a == 0.0 { 0.0 } else { a };
    if b == 0.0 && a >= 0.0 {
        return 1.0; // rule 6
    }
    if a < 0.0 {
        return f64::NAN; // rule 2
    }
    if a == 1.0 {
        return 1.0; // rule 4
    }
    if b == 1.0 {
        return a as f64; // rule 9
    }
    if a == 0.0 {
        return if b > 0.0 { 0.0 } else { f64::INFINITY }; // rule 3
    }
    if a.is_infinite() {
        return if b > 0.0 { f64::INFINITY } else { 0.0 }; // rule 5
    }
    (b as f64 * (a as f64).log2()).exp2()
}

/// LIT per [`LitRule`].
pub fn lit<M: Model>(sem: &Semantics, s: Vec4) -> Vec4 {
    let (x, y, w) = (s[0], s[1], s[3]);
    match sem.lit {
        LitRule::Tgsi => {
            // TGSI §1.1.3.
            let dx = max(sem.min_max, x, 0.0);
            let z = if x > 0.0 {
                let base = max(sem.min_max, y, 0.0);
                let exponent = w.clamp(-128.0, 128.0);
                pow::<M>(sem, base, exponent)
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
            let tw = if w < -limit {
                -limit
            } else if w > limit {
                limit
            } else {
                w
            };
            let z = if tx > 0.0 {
                M::round(rough_power(ty, tw))
            } else {
                0.0
            };
            [1.0, tx, z, 1.0]
        }
        LitRule::NvFragment => {
            // §3.11.5.13: no clamp of w; POW's rules.
            let tx = if x < 0.0 { 0.0 } else { x };
            let ty = if y < 0.0 { 0.0 } else { y };
            let z = if tx > 0.0 { pow::<M>(sem, ty, w) } else { 0.0 };
            [1.0, tx, z, 1.0]
        }
    }
}

/// EXP: (2^floor(s), s - floor(s), 2^s, 1) (TGSI §1.1.6, NV_vertex_program2
/// §2.14.3.12). 2^floor(s) is built exactly, not through `powf`.
pub fn exp<M: Model>(s: f32) -> Vec4 {
    let f = (s as f64).floor();
    let x = M::round(f.exp2());
    let y = M::round(s as f64 - f);
    let z = M::round((s as f64).exp2());
    [x, y, z, 1.0]
}

/// LOG of |s|: (exponent, mantissa, log2|s|, 1).
pub fn log<M: Model>(sem: &Semantics, s: f32) -> Vec4 {
    let t = s.abs();
    let z = M::round((t as f64).log2());
    match sem.log {
        LogRule::Formula => {
            // TGSI §1.1.7 literally: floor(lg2(|x|)) with lg2 rounded first.
            let x = z.floor();
            let y = M::round(t as f64 / (x as f64).exp2());
            [x, y, z, 1.0]
        }
        LogRule::Exponent => {
            if t.is_finite() && t > 0.0 {
                // The binary exponent and the mantissa in [1, 2), exactly.
                let e = (t as f64).log2().floor();
                let mut e = e;
                let mut m = t as f64 / e.exp2();
                // Guard against log2 rounding at the boundary.
                if m >= 2.0 {
                    e += 1.0;
                    m /= 2.0;
                } else if m < 1.0 {
                    e -= 1.0;
                    m *= 2.0;
                }
                [M::round(e), M::round(m), z, 1.0]
            } else {
                // Follow the formulas for 0, INF and NaN (notes §10 #18).
                let x = M::round((t as f64).log2().floor());
                let y = M::round(t as f64 / (x as f64).exp2());
                [x, y, z, 1.0]
            }
        }
    }
}

#[inline(always)]
pub fn dot<M: Model>(sem: &Semantics, op: Opcode, a: Vec4, b: Vec4, c: Vec4) -> f32 {
    if matches!(op, Opcode::Dp3 | Opcode::Dp4 | Opcode::Dph) {
        // Every step rounded to the model but kept in f64; the partial sums
        // rounded to the precision only, their range checked once (a
        // failure, rare, redoes the sum step by step). An `inf * 0` product
        // is NaN and makes the sum NaN; only then is the sum done again
        // with the rule applied to each product.
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
        if !r.is_nan() || sem.zero_times_inf != ZeroTimesInf::Zero {
            return r;
        }
    }
    dot_with_rule::<M>(sem, op, a, b, c)
}

/// [`dot`] with the `inf * 0` rule applied to every product.
#[inline(never)]
fn dot_with_rule<M: Model>(sem: &Semantics, op: Opcode, a: Vec4, b: Vec4, c: Vec4) -> f32 {
    let p0 = mul::<M>(sem, a[0], b[0]);
    let p1 = mul::<M>(sem, a[1], b[1]);
    match op {
        Opcode::Dp2 => add::<M>(p0, p1),
        Opcode::Dp2a => add::<M>(add::<M>(p0, p1), c[0]),
        _ => {
            let p2 = mul::<M>(sem, a[2], b[2]);
            let s3 = add::<M>(add::<M>(p0, p1), p2);
            match op {
                Opcode::Dp3 => s3,
                Opcode::Dph => add::<M>(s3, b[3]),
                _ => add::<M>(s3, mul::<M>(sem, a[3], b[3])),
            }
        }
    }
}

/// Ops whose result components are computed independently.
#[inline(always)]
pub fn componentwise<M: Model>(sem: &Semantics, op: Opcode, a: f32, b: f32, c: f32) -> f32 {
    match op {
        Opcode::Add => add::<M>(a, b),
        Opcode::Sub => sub::<M>(a, b),
        Opcode::Mul => mul::<M>(sem, a, b),
        Opcode::Mad => mad::<M>(sem, a, b, c),
        Opcode::Lrp => {
            // NV_fragment_program §3.11.5.14: a*b + (1-a)*c.
            let t1 = mul::<M>(sem, a, b);
            let t2 = mul::<M>(sem, sub::<M>(1.0, a), c);
            add::<M>(t1, t2)
        }
        // TGSI §1.2.4: a * (b - c) + c.
        Opcode::Lerp => mad::<M>(sem, a, sub::<M>(b, c), c),
        // TGSI §1.2.5 / §1.2.6; ARB CMP.
        Opcode::Cnd => {
            if c > 0.5 {
                a
            } else {
                b
            }
        }
        Opcode::Cnd0 => {
            if c >= 0.0 {
                a
            } else {
                b
            }
        }
        Opcode::Cmp => {
            if a < 0.0 {
                b
            } else {
                c
            }
        }
        Opcode::Min => min(sem.min_max, a, b),
        Opcode::Max => max(sem.min_max, a, b),
        Opcode::Slt
        | Opcode::Sge
        | Opcode::Seq
        | Opcode::Sgt
        | Opcode::Sle
        | Opcode::Sne
        | Opcode::Sfl
        | Opcode::Str => set_on(sem, op, a, b),
        Opcode::Flr => M::round((a as f64).floor()),
        // x - floor(x): FRC(±0) = +0, FRC(±INF) = NaN.
        Opcode::Frc => sub::<M>(a, M::round((a as f64).floor())),
        Opcode::Ceil => M::round((a as f64).ceil()),
        Opcode::Trunc => M::round((a as f64).trunc()),
        Opcode::Round => M::round((a as f64).round_ties_even()),
        Opcode::Ssg => {
            if a.is_nan() {
                f32::NAN
            } else if a > 0.0 {
                1.0
            } else if a < 0.0 {
                -1.0
            } else {
                // SSG(±0) = +0 (NV_vertex_program2 notes §10 #15).
                0.0
            }
        }
        Opcode::Abs => M::round((a as f64).abs()),
        Opcode::Mov => M::round(a as f64),
        Opcode::Div => M::round(a as f64 / b as f64),
        _ => f32::NAN,
    }
}

/// Ops with a scalar result (after [`Opcode::is_replicating`]).
pub fn scalar<M: Model>(sem: &Semantics, op: Opcode, a: f32, b: f32) -> f32 {
    match op {
        Opcode::Rcp => rcp::<M>(a),
        Opcode::Rcc => rcc::<M>(a),
        Opcode::Rsq => rsq::<M>(sem, a),
        Opcode::Ex2 => ex2::<M>(a),
        Opcode::Lg2 => lg2::<M>(a),
        Opcode::Cos => M::round((a as f64).cos()),
        Opcode::Sin => M::round((a as f64).sin()),
        Opcode::Pow => pow::<M>(sem, a, b),
        _ => f32::NAN,
    }
}

/// Ops whose result components each have their own formula.
pub fn special<M: Model>(sem: &Semantics, op: Opcode, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    match op {
        Opcode::Exp => exp::<M>(a[0]),
        Opcode::Log => log::<M>(sem, a[0]),
        Opcode::Lit => lit::<M>(sem, a),
        // (1, a.y*b.y, a.z, b.w)
        Opcode::Dst => [1.0, mul::<M>(sem, a[1], b[1]), a[2], b[3]],
        Opcode::X2d => {
            // NV_fragment_program §3.11.5.45.
            let x = add::<M>(
                add::<M>(a[0], mul::<M>(sem, b[0], c[0])),
                mul::<M>(sem, b[1], c[1]),
            );
            let y = add::<M>(
                add::<M>(a[1], mul::<M>(sem, b[0], c[2])),
                mul::<M>(sem, b[1], c[3]),
            );
            [x, y, x, y]
        }
        Opcode::Rfl => {
            // NV_fragment_program §3.11.5.26; w is never written.
            let axis = a;
            let dir = b;
            let aa = dot::<M>(sem, Opcode::Dp3, axis, axis, axis);
            let ad = dot::<M>(sem, Opcode::Dp3, axis, dir, dir);
            let t = M::round(mul::<M>(sem, 2.0, ad) as f64 / aa as f64);
            [
                sub::<M>(mul::<M>(sem, t, axis[0]), dir[0]),
                sub::<M>(mul::<M>(sem, t, axis[1]), dir[1]),
                sub::<M>(mul::<M>(sem, t, axis[2]), dir[2]),
                0.0,
            ]
        }
        Opcode::Xpd => [
            sub::<M>(mul::<M>(sem, a[1], b[2]), mul::<M>(sem, a[2], b[1])),
            sub::<M>(mul::<M>(sem, a[2], b[0]), mul::<M>(sem, a[0], b[2])),
            sub::<M>(mul::<M>(sem, a[0], b[1]), mul::<M>(sem, a[1], b[0])),
            // ARB_vertex_program: w undefined; we write 1.
            1.0,
        ],
        Opcode::Scs => [
            M::round((a[0] as f64).cos()),
            M::round((a[0] as f64).sin()),
            0.0,
            0.0,
        ],
        Opcode::Nrm => {
            let len2 = dot::<M>(sem, Opcode::Dp3, a, a, a);
            let r = rsq::<M>(sem, len2);
            [
                mul::<M>(sem, a[0], r),
                mul::<M>(sem, a[1], r),
                mul::<M>(sem, a[2], r),
                a[3],
            ]
        }
        _ => [f32::NAN; 4],
    }
}

/// ARB extended swizzle.
pub fn ext_swizzle(a: Vec4, comps: &[ExtComponent; 4]) -> Vec4 {
    comps.map(|c| {
        let v = match c.sel {
            ExtSel::Component(k) => a[k as usize & 3],
            ExtSel::Zero => 0.0,
            ExtSel::One => 1.0,
        };
        if c.negate { -v } else { v }
    })
}

/// PICA200 LITP: (max(x, 0), clamp(y, ±127.9961), 0, max(w, 0)) and the flags
/// (x >= 0, w >= 0) (PICA spec, opcode 0x07).
pub fn litp(sem: &Semantics, a: Vec4) -> (Vec4, [bool; 2]) {
    const LIMIT: f32 = 127.996_09; // 128 - 2^-8, a float24 value
    let y = max(sem.min_max, min(sem.min_max, a[1], LIMIT), -LIMIT);
    (
        [
            max(sem.min_max, a[0], 0.0),
            y,
            0.0,
            max(sem.min_max, a[3], 0.0),
        ],
        [a[0] >= 0.0, a[3] >= 0.0],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Float24, Ieee, IeeeFtz};

    #[test]
    fn pica_min_max_follow_the_hardware_table() {
        // PICA200 "Floating-Point Behavior" table.
        let r = MinMaxNan::SecondIfUnordered;
        assert!(max(r, 0.0, f32::NAN).is_nan());
        assert_eq!(max(r, f32::NAN, 0.0), 0.0);
        assert_eq!(max(r, 0.0, f32::INFINITY), f32::INFINITY);
        assert_eq!(max(r, 0.0, -f32::INFINITY), -f32::INFINITY);
        assert_eq!(max(r, -f32::INFINITY, f32::INFINITY), f32::INFINITY);
        assert!(min(r, 0.0, f32::NAN).is_nan());
        assert_eq!(min(r, f32::NAN, 0.0), 0.0);
        assert_eq!(min(r, 0.0, f32::INFINITY), 0.0);
        assert_eq!(min(r, 0.0, -f32::INFINITY), -f32::INFINITY);
        assert_eq!(min(r, -f32::INFINITY, f32::INFINITY), -f32::INFINITY);
    }

    /// The dot products' fast path (partial sums rounded to the precision,
    /// range checked once) gives what the step-by-step definition gives.
    #[test]
    fn fast_dot_products_match_the_step_by_step_ones() {
        let words: [u32; 16] = [
            0,
            0x8000_0000,
            0x3F80_0000,
            0xBF80_0000,
            0x3F80_0080, // 1 + 2^-16: a float24 tie when squared and summed
            0x5F80_0000, // 2^64
            0x5F7F_FFFF,
            0x2080_0000, // 2^-62
            0xA080_0000,
            0x1F80_0000, // 2^-64
            0x7F80_0000,
            0xFF80_0000,
            0x7FFF_FFFF,
            0xFFFF_FFFF,
            0x4049_0FDB,
            0xC2F6_E979,
        ];
        let check = |sem: &Semantics| {
            let mut seed = 0x2545_F491_4F6C_DD1Du64;
            for _ in 0..20_000 {
                let mut pick = || {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    f32::from_bits(words[(seed % 16) as usize])
                };
                let a = [pick(), pick(), pick(), pick()];
                let b = [pick(), pick(), pick(), pick()];
                for op in [Opcode::Dp3, Opcode::Dp4, Opcode::Dph] {
                    let ia = a.map(Float24::input);
                    let ib = b.map(Float24::input);
                    let fast = dot::<Float24>(sem, op, ia, ib, [0.0; 4]);
                    let slow = dot_with_rule::<Float24>(sem, op, ia, ib, [0.0; 4]);
                    assert!(
                        fast.to_bits() == slow.to_bits() || (fast.is_nan() && slow.is_nan()),
                        "{op:?} {a:?} {b:?}: {fast:e} != {slow:e}"
                    );
                    let fast = dot::<Ieee>(sem, op, a, b, [0.0; 4]);
                    let slow = dot_with_rule::<Ieee>(sem, op, a, b, [0.0; 4]);
                    assert!(
                        fast.to_bits() == slow.to_bits() || (fast.is_nan() && slow.is_nan()),
                        "ieee {op:?} {a:?} {b:?}"
                    );
                }
            }
        };
        check(&Semantics::pica());
        check(&Semantics::pica_f32());
    }

    #[test]
    fn pica_inf_times_zero_is_zero() {
        let sem = Semantics::pica();
        assert_eq!(mul::<Float24>(&sem, f32::INFINITY, 0.0), 0.0);
        assert!(mul::<Float24>(&sem, f32::NAN, 0.0).is_nan());
        let tgsi = Semantics::tgsi();
        assert!(mul::<Ieee>(&tgsi, f32::INFINITY, 0.0).is_nan());
    }

    #[test]
    fn rcc_clamps_by_sign() {
        // NV_vertex_program2 §2.14.3.24 RCC rules.
        let two64 = 2f32.powi(64);
        let tiny = 2f32.powi(-64);
        assert_eq!(rcc::<IeeeFtz>(f32::INFINITY), tiny);
        assert_eq!(rcc::<IeeeFtz>(f32::NEG_INFINITY), -tiny);
        assert_eq!(rcc::<IeeeFtz>(0.0), two64);
        assert_eq!(rcc::<IeeeFtz>(-0.0), -two64);
        assert_eq!(rcc::<IeeeFtz>(2.0), 0.5);
    }

    #[test]
    fn log_exponent_is_exact_at_the_boundary() {
        let sem = Semantics::nv_vertex();
        // 16777215 = 2^24 - 1: exponent 23, mantissa just below 2.
        let r = log::<IeeeFtz>(&sem, 16_777_215.0);
        assert_eq!(r[0], 23.0);
        assert_eq!(r[1], 16_777_215.0 / 8_388_608.0);
        // The TGSI formula rounds lg2 first: floor(24.0) = 24.
        let t = log::<Ieee>(&Semantics::tgsi(), 16_777_215.0);
        assert_eq!(t[0], 24.0);
    }
}
