//! The integer primitives: what the integer, typed and pack compositions
//! need beyond [`Emit`].
//!
//! [`EmitInt`] is a sub-trait, so an engine that runs only float programs
//! implements [`Emit`] alone; one that runs NV_gpu_program4's `.S`/`.U`
//! ops, TGSI's integer and typed ops or the pack instructions implements
//! both. The compositions that use it are [`super::int32::compose`]
//! (`.S`/`.U` ops, their operand modifiers and CC flags),
//! [`super::typed::compose`] (TGSI's 32-bit typed ops),
//! [`super::int64::compose`] (TGSI's 64-bit integers on word pairs) and
//! [`super::pack`] (PK*/UP*).
//!
//! Every primitive is total and the same on every engine: where hardware
//! and shading languages disagree (a zero divisor, a shift count of 32 or
//! more) the primitive either masks the way all of them can (`n & 31`) or
//! requires the compositions not to ask ([`EmitInt::udiv`] with a zero
//! divisor): the ISA's own result for those cases is a `select` in the
//! composition, written once.
//!
//! | Primitive | Definition |
//! |---|---|
//! | [`EmitInt::imul`] | low 32 bits of `a * b` (the same word for both signs) |
//! | [`EmitInt::umulhi`] | high 32 bits of the unsigned 64-bit product |
//! | [`EmitInt::udiv`], [`EmitInt::urem`] | unsigned quotient (toward zero) and remainder; `b != 0` |
//! | [`EmitInt::shl_var`], [`EmitInt::shr_var`], [`EmitInt::sar_var`] | shifts by `n & 31` (logical left, logical right, arithmetic right) |
//! | [`EmitInt::clz`] | leading zero bits, 32 for 0 |
//! | [`EmitInt::popcount`] | set bits |
//! | [`EmitInt::fma32`] | binary32 `a * b + c` rounded once (IEEE fusedMultiplyAdd) |
//! | [`EmitInt::sqrt32`] | binary32 square root, correctly rounded |

use super::Model;
use super::emit::{Emit, Scalar};

/// The integer primitives of one engine (module docs).
pub trait EmitInt: Emit {
    /// The low 32 bits of `a * b`.
    fn imul(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// The high 32 bits of the 64-bit product of `a` and `b` read as
    /// unsigned words.
    fn umulhi(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// `a / b` as unsigned words, toward zero. `b` is never 0: the
    /// compositions select the ISA's result for a zero divisor and divide
    /// by a nonzero word instead (engines may trap on 0).
    fn udiv(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// `a % b` as unsigned words; `b` is never 0 (as [`EmitInt::udiv`]).
    fn urem(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// `a << (n & 31)`.
    fn shl_var(&mut self, a: Self::I, n: Self::I) -> Self::I;
    /// `a >> (n & 31)`, zero fill.
    fn shr_var(&mut self, a: Self::I, n: Self::I) -> Self::I;
    /// `a >> (n & 31)`, filled with the sign bit.
    fn sar_var(&mut self, a: Self::I, n: Self::I) -> Self::I;
    /// The number of leading zero bits (32 for 0).
    fn clz(&mut self, a: Self::I) -> Self::I;
    /// The number of set bits.
    fn popcount(&mut self, a: Self::I) -> Self::I;
    /// The binary32 `a * b + c`, rounded once to nearest even, denormals
    /// kept (IEEE 754 fusedMultiplyAdd; TGSI FMA).
    fn fma32(&mut self, a: Self::F, b: Self::F, c: Self::F) -> Self::F;
    /// The binary32 square root, rounded to nearest even, denormals kept
    /// (IEEE 754 squareRoot: `sqrt(-0) = -0`, negative → NaN; TGSI SQRT).
    fn sqrt32(&mut self, a: Self::F) -> Self::F;
}

impl<M: Model> EmitInt for Scalar<M> {
    #[inline(always)]
    fn imul(&mut self, a: u32, b: u32) -> u32 {
        a.wrapping_mul(b)
    }
    #[inline(always)]
    fn umulhi(&mut self, a: u32, b: u32) -> u32 {
        ((u64::from(a) * u64::from(b)) >> 32) as u32
    }
    #[inline(always)]
    fn udiv(&mut self, a: u32, b: u32) -> u32 {
        // The contract says b != 0; a broken caller gets all ones rather
        // than a panic.
        a.checked_div(b).unwrap_or(u32::MAX)
    }
    #[inline(always)]
    fn urem(&mut self, a: u32, b: u32) -> u32 {
        a.checked_rem(b).unwrap_or(a)
    }
    #[inline(always)]
    fn shl_var(&mut self, a: u32, n: u32) -> u32 {
        a << (n & 31)
    }
    #[inline(always)]
    fn shr_var(&mut self, a: u32, n: u32) -> u32 {
        a >> (n & 31)
    }
    #[inline(always)]
    fn sar_var(&mut self, a: u32, n: u32) -> u32 {
        ((a as i32) >> (n & 31)) as u32
    }
    #[inline(always)]
    fn clz(&mut self, a: u32) -> u32 {
        a.leading_zeros()
    }
    #[inline(always)]
    fn popcount(&mut self, a: u32) -> u32 {
        a.count_ones()
    }
    #[inline(always)]
    fn fma32(&mut self, a: f32, b: f32, c: f32) -> f32 {
        a.mul_add(b, c)
    }
    #[inline(always)]
    fn sqrt32(&mut self, a: f32) -> f32 {
        a.sqrt()
    }
}
