//! The lane mapper: the interpreter's vec4 view of the op compositions in
//! [`shasm_ir::ops::float`]. Everything an op computes is defined there,
//! once, over the emitter contract ([`shasm_ir::ops::Emit`]); this module
//! instantiates the compositions with the scalar emitter
//! ([`Scalar`]) and applies them to the four lanes of a register (the
//! operand and store rules, also the contract's, are applied in
//! `machine/operands.rs`).

use shasm_ir::Semantics;
use shasm_ir::ops::float::{self, arith};
use shasm_ir::ops::{ComponentOp, DotOp, Model, Scalar, ScalarOp, VectorOp};

pub use shasm_ir::ops::ext_swizzle;

/// One register's four components as model values.
pub type Vec4 = [f32; 4];

/// A componentwise op on every lane (DIV divides by `b.x`).
#[inline(always)]
pub fn componentwise<M: Model>(
    sem: &Semantics,
    op: ComponentOp,
    a: Vec4,
    b: Vec4,
    c: Vec4,
) -> Vec4 {
    let e = &mut Scalar::<M>::new();
    if op == ComponentOp::Div {
        std::array::from_fn(|i| float::componentwise(e, sem, op, a[i], b[0], 0.0))
    } else {
        std::array::from_fn(|i| float::componentwise(e, sem, op, a[i], b[i], c[i]))
    }
}

/// A dot product, replicated ([`shasm_ir::ops::dot::dot`]: the
/// composition computed faster, equal to it by `ops::dot`'s tests).
#[inline(always)]
pub fn dot<M: Model>(sem: &Semantics, op: DotOp, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    [shasm_ir::ops::dot::dot::<M>(sem.zero_times_inf, op, a, b, c); 4]
}

/// A scalar op of `a.x` (and `b.x` for POW).
#[inline(always)]
pub fn scalar<M: Model>(sem: &Semantics, op: ScalarOp, a: f32, b: f32) -> f32 {
    float::scalar(&mut Scalar::<M>::new(), sem, op, a, b)
}

/// An op whose components each have their own formula.
#[inline(always)]
pub fn special<M: Model>(sem: &Semantics, op: VectorOp, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    float::vector(&mut Scalar::<M>::new(), sem, op, a, b, c)
}

/// PICA200 MIN/MAX on raw words: the selected operand is written as it is
/// (no flush: "max(s, 0) = s").
#[inline(always)]
pub fn select(sem: &Semantics, max: bool, a: [u32; 4], b: [u32; 4]) -> [u32; 4] {
    // The selections do not round: any model's emitter is this one.
    let e = &mut Scalar::<shasm_ir::ops::Ieee>::new();
    std::array::from_fn(|i| {
        let (x, y) = (f32::from_bits(a[i]), f32::from_bits(b[i]));
        if max {
            arith::max(e, sem.min_max, x, y).to_bits()
        } else {
            arith::min(e, sem.min_max, x, y).to_bits()
        }
    })
}
