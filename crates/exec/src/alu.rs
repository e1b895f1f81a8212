//! The lane mapper: the interpreter's vec4 view of the op definitions in
//! [`shasm_ir::ops`]. Everything an op computes is defined there, once, as
//! scalar functions per numeric model; this module only applies them to
//! the four lanes of a register (swizzles, negation, absolute value, masks
//! and saturation are the machine's, in `machine/operands.rs`).

use shasm_ir::ops::{self, Model};
use shasm_ir::{Opcode, Semantics};

pub use shasm_ir::ops::{ext_swizzle, scalar, special};

/// One register's four components as model values.
pub type Vec4 = [f32; 4];

/// A componentwise op on every lane (DIV divides by `b.x`).
#[inline(always)]
pub fn componentwise<M: Model>(sem: &Semantics, op: Opcode, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    if op == Opcode::Div {
        std::array::from_fn(|i| ops::componentwise::<M>(sem, op, a[i], b[0], 0.0))
    } else {
        std::array::from_fn(|i| ops::componentwise::<M>(sem, op, a[i], b[i], c[i]))
    }
}

/// A dot product, replicated.
#[inline(always)]
pub fn dot<M: Model>(sem: &Semantics, op: Opcode, a: Vec4, b: Vec4, c: Vec4) -> Vec4 {
    [ops::dot_product::<M>(sem, op, a, b, c); 4]
}

/// PICA200 MIN/MAX on raw words: the selected operand is written as it is
/// (no flush: "max(s, 0) = s").
#[inline(always)]
pub fn select(sem: &Semantics, op: Opcode, a: [u32; 4], b: [u32; 4]) -> [u32; 4] {
    let max = op == Opcode::Max;
    std::array::from_fn(|i| {
        let (x, y) = (f32::from_bits(a[i]), f32::from_bits(b[i]));
        if max {
            ops::compare::max(sem.min_max, x, y).to_bits()
        } else {
            ops::compare::min(sem.min_max, x, y).to_bits()
        }
    })
}
