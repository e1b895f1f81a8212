//! Dot products and the other ops that combine components: DP2, DP2A, DP3,
//! DP4, DPH, DST, X2D, RFL, XPD, NRM, as scalar functions per model: thin
//! wrappers over the compositions in [`super::float::vector`](mod@super::float::vector), which
//! define them, and [`dot`], the same dot products computed faster.
//!
//! Each product is rounded, then the sum is accumulated left to right with
//! each partial sum rounded: ((a.x*b.x + a.y*b.y) + a.z*b.z) + a.w*b.w
//! (NV_vertex_program2 §2.14.3.9-11 pseudo-code order; the PICA200's DP/MAD
//! are "not an FMA, the intermediate result is rounded"). The `0 * inf`
//! rule applies to every product (PICA200: "including inside ... DP4").

use super::Model;
use super::emit::Scalar;
use super::float::{DotOp, vector as f};
use crate::{Semantics, ZeroTimesInf};

/// The last term of a fast dot product.
enum Last {
    Nothing,
    W,
    Product,
}

/// DP3, DP4, DPH (`op`), DP2 and DP2A (`c.x` added). The definition is
/// [`f::dot`] ([`dot_steps`]); this is the same value computed faster: every product
/// rounded, the partial sums rounded to the precision only and their range
/// checked once (a failure, rare, redoes the sum step by step). An
/// `inf * 0` product is NaN and makes the sum NaN; only then is the sum
/// done again with the rule applied to each product.
#[inline(always)]
pub fn dot<M: Model>(rule: ZeroTimesInf, op: DotOp, a: [f32; 4], b: [f32; 4], c: [f32; 4]) -> f32 {
    // What follows the third product: nothing (DP3), `b.w` (DPH) or the
    // fourth product (DP4); DP2 and DP2A go step by step.
    let last = match op {
        DotOp::Dp3 => Some(Last::Nothing),
        DotOp::Dph => Some(Last::W),
        DotOp::Dp4 => Some(Last::Product),
        DotOp::Dp2 | DotOp::Dp2a => None,
    };
    if let Some(last) = last {
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
        let r = match last {
            Last::Nothing => M::round64(s3),
            Last::W => M::round64(s3 + b[3] as f64),
            Last::Product => M::round64(s3 + p[3]),
        } as f32;
        if !r.is_nan() || rule != ZeroTimesInf::Zero {
            return r;
        }
    }
    dot_steps::<M>(rule, op, a, b, c)
}

/// The dot products step by step: the definition, [`f::dot`], which
/// [`dot`] computes faster.
#[inline(never)]
pub fn dot_steps<M: Model>(
    rule: ZeroTimesInf,
    op: DotOp,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> f32 {
    f::dot(&mut Scalar::<M>::new(), rule, op, a, b, c)
}

/// DST: [`f::dst`].
#[inline]
pub fn dst<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    f::dst(&mut Scalar::<M>::new(), rule, a, b)
}

/// X2D: [`f::x2d`].
pub fn x2d<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4], c: [f32; 4]) -> [f32; 4] {
    f::x2d(&mut Scalar::<M>::new(), rule, a, b, c)
}

/// RFL: [`f::rfl`].
pub fn rfl<M: Model>(rule: ZeroTimesInf, axis: [f32; 4], dir: [f32; 4]) -> [f32; 4] {
    f::rfl(&mut Scalar::<M>::new(), rule, axis, dir)
}

/// XPD: [`f::xpd`].
pub fn xpd<M: Model>(rule: ZeroTimesInf, a: [f32; 4], b: [f32; 4]) -> [f32; 4] {
    f::xpd(&mut Scalar::<M>::new(), rule, a, b)
}

/// NRM: [`f::nrm`].
pub fn nrm<M: Model>(sem: &Semantics, a: [f32; 4]) -> [f32; 4] {
    f::nrm(&mut Scalar::<M>::new(), sem, a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Float24, Ieee, IeeeFtz};

    const INF: f32 = f32::INFINITY;
    const Z: [f32; 4] = [0.0; 4];

    #[test]
    fn dp4_rounds_each_step_left_to_right() {
        // float24 has 16 mantissa bits: the ulp at 2^20 is 16, so 2^20 + 8
        // is a tie that rounds to even (2^20), twice over. Summed the other
        // way round, 8 + 8 = 16 would survive.
        let a = [1048576.0, 8.0, 8.0, 0.0];
        let one = [1.0; 4];
        assert_eq!(
            dot::<Float24>(ZeroTimesInf::Zero, DotOp::Dp4, a, one, Z),
            1048576.0
        );
        // In binary32 both 8s survive.
        assert_eq!(
            dot::<Ieee>(ZeroTimesInf::Nan, DotOp::Dp4, a, one, Z),
            1048592.0
        );
        // Products rounded before summing: (1 + 2^-12)^2 in float24 is
        // 1 + 2^-11; minus 1 gives exactly 2^-11.
        let x = 1.0 + 2f32.powi(-12);
        let r = dot::<Float24>(
            ZeroTimesInf::Zero,
            DotOp::Dp3,
            [x, 1.0, 0.0, 0.0],
            [x, -1.0, 0.0, 0.0],
            Z,
        );
        assert_eq!(r, 2f32.powi(-11));
    }

    #[test]
    fn dp_zero_times_inf() {
        // PICA200: inf * 0 = 0 "including inside ... DP4".
        let a = [INF, 1.0, 2.0, 3.0];
        let b = [0.0, 1.0, 1.0, 1.0];
        assert_eq!(dot::<Float24>(ZeroTimesInf::Zero, DotOp::Dp4, a, b, Z), 6.0);
        assert!(dot::<Ieee>(ZeroTimesInf::Nan, DotOp::Dp4, a, b, Z).is_nan());
        // NaN * 0 stays NaN.
        let a = [f32::NAN, 1.0, 2.0, 3.0];
        assert!(dot::<Float24>(ZeroTimesInf::Zero, DotOp::Dp4, a, b, Z).is_nan());
    }

    #[test]
    fn dph_and_dp2_forms() {
        let a = [1.0, 2.0, 3.0, 100.0];
        let b = [4.0, 5.0, 6.0, 7.0];
        // DPH: a.w ignored, b.w added.
        assert_eq!(dot::<IeeeFtz>(ZeroTimesInf::Nan, DotOp::Dph, a, b, Z), 39.0);
        assert_eq!(dot::<IeeeFtz>(ZeroTimesInf::Nan, DotOp::Dp3, a, b, Z), 32.0);
        assert_eq!(
            dot::<IeeeFtz>(ZeroTimesInf::Nan, DotOp::Dp4, a, b, Z),
            732.0
        );
        assert_eq!(dot::<Ieee>(ZeroTimesInf::Nan, DotOp::Dp2, a, b, Z), 14.0);
        let c = [0.5, 0.0, 0.0, 0.0];
        assert_eq!(dot::<Ieee>(ZeroTimesInf::Nan, DotOp::Dp2a, a, b, c), 14.5);
    }

    /// The dot products' fast path gives what the step-by-step definition
    /// gives, on words chosen around every float24 edge.
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
        let check = |rule: ZeroTimesInf| {
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
                for op in [DotOp::Dp3, DotOp::Dp4, DotOp::Dph] {
                    let ia = a.map(Float24::input);
                    let ib = b.map(Float24::input);
                    let fast = dot::<Float24>(rule, op, ia, ib, Z);
                    let slow = dot_steps::<Float24>(rule, op, ia, ib, Z);
                    assert!(
                        fast.to_bits() == slow.to_bits() || (fast.is_nan() && slow.is_nan()),
                        "{op:?} {a:?} {b:?}: {fast:e} != {slow:e}"
                    );
                    let fast = dot::<Ieee>(rule, op, a, b, Z);
                    let slow = dot_steps::<Ieee>(rule, op, a, b, Z);
                    assert!(
                        fast.to_bits() == slow.to_bits() || (fast.is_nan() && slow.is_nan()),
                        "ieee {op:?} {a:?} {b:?}"
                    );
                }
            }
        };
        check(ZeroTimesInf::Zero);
        check(ZeroTimesInf::Nan);
    }

    #[test]
    fn vector_ops() {
        let r = ZeroTimesInf::Nan;
        assert_eq!(
            xpd::<Ieee>(r, [1.0, 0.0, 0.0, 5.0], [0.0, 1.0, 0.0, 5.0]),
            [0.0, 0.0, 1.0, 1.0]
        );
        // x2d: (1 + 2*3 + 4*5, 2 + 2*6 + 4*7).
        assert_eq!(
            x2d::<Ieee>(
                r,
                [1.0, 2.0, 0.0, 0.0],
                [2.0, 4.0, 0.0, 0.0],
                [3.0, 5.0, 6.0, 7.0]
            ),
            [27.0, 42.0, 27.0, 42.0]
        );
        // Reflect (1, -1, 0) about the y axis: (-1, -1, 0)... as 2(n·d)/(n·n) n - d.
        assert_eq!(
            rfl::<Ieee>(r, [0.0, 2.0, 0.0, 0.0], [1.0, -1.0, 0.0, 0.0]),
            [-1.0, -1.0, 0.0, 0.0]
        );
        assert_eq!(
            nrm::<Ieee>(&Semantics::tgsi(), [3.0, 0.0, 4.0, 9.0]),
            [0.6f64 as f32, 0.0, 0.8f64 as f32, 9.0]
        );
    }

    #[test]
    fn dst_formula() {
        let v = dst::<Ieee>(
            ZeroTimesInf::Nan,
            [9.0, 2.0, 3.0, 9.0],
            [9.0, 4.0, 9.0, 5.0],
        );
        assert_eq!(v, [1.0, 8.0, 3.0, 5.0]);
    }
}
