//! Comparisons and selections: MIN, MAX (three NaN rules), the set-on
//! instructions (two NaN rules), CMP, CND, CND0, as scalar functions: thin
//! wrappers over [`super::float::arith`] instantiated with [`Scalar`]
//! (these select operands and never round, so any model's instance is
//! this one).

use super::emit::Scalar;
use super::float::{SetOp, arith as f};
use super::ieee32::Ieee;
use crate::{MinMaxNan, SetOnNan};

#[inline(always)]
fn s() -> Scalar<Ieee> {
    Scalar::new()
}

/// NV MAX: [`f::max_nv`].
#[inline(always)]
pub fn max_nv(a: f32, b: f32) -> f32 {
    f::max_nv(&mut s(), a, b)
}

/// NV MIN: [`f::min_nv`].
#[inline(always)]
pub fn min_nv(a: f32, b: f32) -> f32 {
    f::min_nv(&mut s(), a, b)
}

/// IEEE-754 maxNum: [`f::max_ieee`].
#[inline(always)]
pub fn max_ieee(a: f32, b: f32) -> f32 {
    f::max_ieee(&mut s(), a, b)
}

/// IEEE-754 minNum: [`f::min_ieee`].
#[inline(always)]
pub fn min_ieee(a: f32, b: f32) -> f32 {
    f::min_ieee(&mut s(), a, b)
}

/// PICA200 MAX: [`f::max_pica`].
#[inline(always)]
pub fn max_pica(a: f32, b: f32) -> f32 {
    f::max_pica(&mut s(), a, b)
}

/// PICA200 MIN: [`f::min_pica`].
#[inline(always)]
pub fn min_pica(a: f32, b: f32) -> f32 {
    f::min_pica(&mut s(), a, b)
}

/// MAX with the program's NaN rule: [`f::max`].
#[inline(always)]
pub fn max(rule: MinMaxNan, a: f32, b: f32) -> f32 {
    f::max(&mut s(), rule, a, b)
}

/// MIN with the program's NaN rule: [`f::min`].
#[inline(always)]
pub fn min(rule: MinMaxNan, a: f32, b: f32) -> f32 {
    f::min(&mut s(), rule, a, b)
}

/// A set-on instruction: [`f::set_on`].
#[inline(always)]
pub fn set_on(rule: SetOnNan, op: SetOp, a: f32, b: f32) -> f32 {
    f::set_on(&mut s(), rule, op, a, b)
}

/// CMP: [`f::cmp`].
#[inline(always)]
pub fn cmp(a: f32, b: f32, c: f32) -> f32 {
    f::cmp(&mut s(), a, b, c)
}

/// CND: [`f::cnd`].
#[inline(always)]
pub fn cnd(a: f32, b: f32, c: f32) -> f32 {
    f::cnd(&mut s(), a, b, c)
}

/// CND0: [`f::cnd0`].
#[inline(always)]
pub fn cnd0(a: f32, b: f32, c: f32) -> f32 {
    f::cnd0(&mut s(), a, b, c)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAN: f32 = f32::NAN;
    const INF: f32 = f32::INFINITY;

    #[test]
    fn nv_min_max_propagate_nan_and_are_symmetric() {
        // §2.14.3.21 / .22 rule 2: max(NaN, x) == NaN for all x, both orders.
        assert!(max_nv(NAN, 0.0).is_nan());
        assert!(max_nv(0.0, NAN).is_nan());
        assert!(min_nv(NAN, -INF).is_nan());
        assert!(min_nv(-INF, NAN).is_nan());
        // Rule 1, symmetry, decides the zeros: max(-0, +0) = max(+0, -0) = +0.
        assert_eq!(max_nv(-0.0, 0.0).to_bits(), 0);
        assert_eq!(max_nv(0.0, -0.0).to_bits(), 0);
        assert_eq!(min_nv(0.0, -0.0).to_bits(), 0x8000_0000);
        assert_eq!(min_nv(-0.0, 0.0).to_bits(), 0x8000_0000);
        assert_eq!(max_nv(-INF, 3.0), 3.0);
    }

    #[test]
    fn ieee_min_max_prefer_the_number() {
        assert_eq!(max_ieee(NAN, 2.0), 2.0);
        assert_eq!(max_ieee(2.0, NAN), 2.0);
        assert_eq!(min_ieee(NAN, -2.0), -2.0);
        assert!(min_ieee(NAN, NAN).is_nan());
    }

    #[test]
    fn pica_min_max_follow_the_hardware_table() {
        // PICA200 "Floating-Point Behavior" table, row by row.
        assert_eq!(max_pica(0.0, INF), INF);
        assert_eq!(max_pica(0.0, -INF), -INF);
        assert!(max_pica(0.0, NAN).is_nan());
        assert_eq!(max_pica(NAN, 0.0), 0.0);
        assert_eq!(max_pica(-INF, INF), INF);
        assert_eq!(min_pica(0.0, INF), 0.0);
        assert_eq!(min_pica(0.0, -INF), -INF);
        assert!(min_pica(0.0, NAN).is_nan());
        assert_eq!(min_pica(NAN, 0.0), 0.0);
        assert_eq!(min_pica(-INF, INF), -INF);
        // "max(s, 0) = s": the subnormal is selected as it is.
        let s = f32::from_bits((64 << 23) | 0x7F_FF00);
        assert_eq!(max_pica(s, 0.0).to_bits(), s.to_bits());
        // The rule switch selects these functions.
        assert_eq!(max(MinMaxNan::SecondIfUnordered, NAN, 0.0), 0.0);
        assert!(max(MinMaxNan::Propagate, NAN, 0.0).is_nan());
        assert_eq!(max(MinMaxNan::Number, NAN, 0.0), 0.0);
    }

    #[test]
    fn gp4_min_max_are_the_literal_greater_than_ternaries() {
        // NV_gpu_program4 §2.X.8.Z MAX `(a > b) ? a : b`, MIN `(a > b) ? b : a`.
        let g = MinMaxNan::GreaterTest;
        assert_eq!(max(g, NAN, 1.0), 1.0);
        assert!(max(g, 1.0, NAN).is_nan());
        assert!(min(g, NAN, 1.0).is_nan());
        assert_eq!(min(g, 1.0, NAN), 1.0);
        // Equal operands: MAX gives the second, MIN the first.
        assert_eq!(max(g, 0.0, -0.0).to_bits(), 0x8000_0000);
        assert_eq!(max(g, -0.0, 0.0).to_bits(), 0);
        assert_eq!(min(g, 0.0, -0.0).to_bits(), 0);
        assert_eq!(min(g, -0.0, 0.0).to_bits(), 0x8000_0000);
        assert_eq!(min(g, 2.0, -INF), -INF);
        assert_eq!(max(g, 2.0, -INF), 2.0);
        // ARB's MIN `(a < b) ? a : b` differs on the unordered and equal cases.
        assert_eq!(min(MinMaxNan::Ternary, NAN, 1.0), 1.0);
        assert_eq!(min(MinMaxNan::Ternary, 0.0, -0.0).to_bits(), 0x8000_0000);
    }

    #[test]
    fn set_on_with_nan() {
        // NV_fragment_program §3.11.5.30 / .34 rule 1: NaN compares FALSE.
        let c = SetOnNan::Compare;
        assert_eq!(set_on(c, SetOp::Sge, NAN, 0.0), 0.0);
        assert_eq!(set_on(c, SetOp::Slt, 0.0, NAN), 0.0);
        assert_eq!(set_on(c, SetOp::Seq, NAN, NAN), 0.0);
        // SNE is the negation of SEQ (§3.11.5.35): 1.0 with a NaN.
        assert_eq!(set_on(c, SetOp::Sne, NAN, 1.0), 1.0);
        // NV_vertex_program2 §2.14.3.31 / .35: a NaN operand gives NaN.
        let n = SetOnNan::Nan;
        assert!(set_on(n, SetOp::Sge, NAN, 0.0).is_nan());
        assert!(set_on(n, SetOp::Slt, 0.0, NAN).is_nan());
        // ... but SFL and STR ignore their operands.
        assert_eq!(set_on(n, SetOp::Sfl, NAN, NAN), 0.0);
        assert_eq!(set_on(n, SetOp::Str, NAN, NAN), 1.0);
        // Rule 3: -0 >= +0 and +0 >= -0 are TRUE; rule 2 for infinities.
        assert_eq!(set_on(n, SetOp::Sge, -0.0, 0.0), 1.0);
        assert_eq!(set_on(n, SetOp::Slt, -0.0, 0.0), 0.0);
        assert_eq!(set_on(c, SetOp::Sge, INF, INF), 1.0);
        assert_eq!(set_on(c, SetOp::Seq, -0.0, 0.0), 1.0);
        assert_eq!(set_on(c, SetOp::Sgt, 2.0, 1.0), 1.0);
        assert_eq!(set_on(c, SetOp::Sle, 2.0, 1.0), 0.0);
    }

    #[test]
    fn pica_cmp_reads_raw_operands() {
        use crate::CompareOp;
        // PICA200 table: "cmp(s, 0) = false: cmp does not flush input
        // subnormals" (s, the largest float24 subnormal, is not 0).
        let s = f32::from_bits((64 << 23) | 0x7F_FF00);
        assert!(!CompareOp::Eq.eval(s, 0.0));
        assert!(CompareOp::Gt.eval(s, 0.0));
        // "Comparison operator": 6 and 7 always return true.
        assert!(CompareOp::True6.eval(NAN, NAN));
        assert!(CompareOp::True7.eval(0.0, 1.0));
        // Ordered comparisons: NaN is unequal to everything.
        assert!(CompareOp::Ne.eval(NAN, NAN));
        assert!(!CompareOp::Ge.eval(NAN, 0.0));
    }

    #[test]
    fn selections() {
        assert_eq!(cmp(-1.0, 2.0, 3.0), 2.0);
        assert_eq!(cmp(-0.0, 2.0, 3.0), 3.0);
        assert_eq!(cmp(NAN, 2.0, 3.0), 3.0);
        assert_eq!(cnd(2.0, 3.0, 0.5), 3.0);
        assert_eq!(cnd(2.0, 3.0, 0.75), 2.0);
        assert_eq!(cnd0(2.0, 3.0, -0.0), 2.0);
        assert_eq!(cnd0(2.0, 3.0, NAN), 3.0);
    }
}
