//! # TGSI's typed ops: words in their own types
//!
//! The ops of Mesa's current TGSI dialect that read their operands in a
//! type of their own rather than as floats of the program's numeric model
//! (docs/gallium/tgsi.rst): the float comparisons that write integer masks
//! (FSEQ, FSNE, FSLT, FSGE), the fused multiply-add FMA, the bit counts
//! (UMSB, IMSB, LSB, POPC), the Double ISA and the 64-bit Integer ISA.
//!
//! A 64-bit value occupies a pair of components, the low word first: `.xy`
//! holds one value (x the low 32 bits, y the high ones) and `.zw` another
//! (tgsi.rst, "Double ISA": "reinterpret four-component vectors into
//! two-component vectors with doubled precision in each component"). Every
//! op computes in IEEE binary32 / binary64 or in two's-complement integers,
//! independent of [`crate::Semantics`]: these ops exist only in TGSI, whose
//! model is IEEE.
//!
//! Source modifiers act in the operand's type ([`modify`]): on a float the
//! sign bit of each value (for a double, bit 31 of the high word: y and w),
//! on an integer two's-complement negation (tgsi.rst, Modifiers: "For
//! inputs which have signed or unsigned type only the negate modifier is
//! supported"; the parser refuses `|x|` on them).
//!
//! [`defined`] lists the result components tgsi.rst defines; the others are
//! not written (shasm's choice: tgsi.rst leaves `D2F`'s `.zw` and the
//! comparisons' `.yw` open).
//!
//! The module is split by concern: how words are read (`types.rs`), the
//! 32-bit ops over an emitter (`word.rs`), the Double ISA (`double.rs`);
//! the 64-bit Integer ISA is [`int64`].

use crate::Opcode;
use crate::ops::int64::{self, Int64Op};
use crate::ops::{Ieee, Scalar};

mod double;
#[cfg(test)]
mod int64_tests;
mod types;
mod word;

pub use double::{DoubleOp, compute_double, compute2, frexp};
pub use types::{
    WordType, defined, modify, operand_type, pairs, result_type, result2_type, unpairs,
};
pub use word::{WordOp, compose};

/// Whether `op` is one of this module's ops ([`crate::Shape::Typed`]).
pub fn is_typed(op: Opcode) -> bool {
    op.shape() == crate::Shape::Typed
}

const TRUE: u32 = !0;

fn mask(b: bool) -> u32 {
    if b { TRUE } else { 0 }
}

/// A typed op: the closed set [`compute`] matches exhaustively.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypedOp {
    Word(WordOp),
    /// The 64-bit Integer ISA, composed over [`crate::ops::EmitInt`] on word pairs
    /// ([`int64::compose`]).
    Int64(Int64Op),
    Double(DoubleOp),
}

/// The opcode is not one of TGSI's typed ops.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a typed op")]
pub struct NotTypedOp(pub Opcode);

impl TryFrom<Opcode> for TypedOp {
    type Error = NotTypedOp;
    fn try_from(op: Opcode) -> Result<TypedOp, NotTypedOp> {
        Ok(match op {
            Opcode::Fseq => TypedOp::Word(WordOp::Fseq),
            Opcode::Fsne => TypedOp::Word(WordOp::Fsne),
            Opcode::Fslt => TypedOp::Word(WordOp::Fslt),
            Opcode::Fsge => TypedOp::Word(WordOp::Fsge),
            Opcode::Fma => TypedOp::Word(WordOp::Fma),
            Opcode::Sqrt => TypedOp::Word(WordOp::Sqrt),
            Opcode::Umsb => TypedOp::Word(WordOp::Umsb),
            Opcode::Imsb => TypedOp::Word(WordOp::Imsb),
            Opcode::Lsb => TypedOp::Word(WordOp::Lsb),
            Opcode::Popc => TypedOp::Word(WordOp::Popc),
            Opcode::InterpCentroid | Opcode::InterpSample | Opcode::InterpOffset => {
                TypedOp::Word(WordOp::Interp)
            }
            Opcode::Dadd => TypedOp::Double(DoubleOp::Dadd),
            Opcode::Dmul => TypedOp::Double(DoubleOp::Dmul),
            Opcode::Dmad => TypedOp::Double(DoubleOp::Dmad),
            Opcode::Dfma => TypedOp::Double(DoubleOp::Dfma),
            Opcode::Ddiv => TypedOp::Double(DoubleOp::Ddiv),
            Opcode::Dsqrt => TypedOp::Double(DoubleOp::Dsqrt),
            Opcode::Drsq => TypedOp::Double(DoubleOp::Drsq),
            Opcode::Drcp => TypedOp::Double(DoubleOp::Drcp),
            Opcode::Dmin => TypedOp::Double(DoubleOp::Dmin),
            Opcode::Dmax => TypedOp::Double(DoubleOp::Dmax),
            Opcode::Dseq => TypedOp::Double(DoubleOp::Dseq),
            Opcode::Dsne => TypedOp::Double(DoubleOp::Dsne),
            Opcode::Dslt => TypedOp::Double(DoubleOp::Dslt),
            Opcode::Dsge => TypedOp::Double(DoubleOp::Dsge),
            Opcode::Dabs => TypedOp::Double(DoubleOp::Dabs),
            Opcode::Dneg => TypedOp::Double(DoubleOp::Dneg),
            Opcode::Dfrac => TypedOp::Double(DoubleOp::Dfrac),
            Opcode::Dldexp => TypedOp::Double(DoubleOp::Dldexp),
            Opcode::Dfracexp => TypedOp::Double(DoubleOp::Dfracexp),
            Opcode::F2d => TypedOp::Double(DoubleOp::F2d),
            Opcode::D2f => TypedOp::Double(DoubleOp::D2f),
            Opcode::I2d => TypedOp::Double(DoubleOp::I2d),
            Opcode::D2i => TypedOp::Double(DoubleOp::D2i),
            Opcode::U2d => TypedOp::Double(DoubleOp::U2d),
            Opcode::D2u => TypedOp::Double(DoubleOp::D2u),
            Opcode::Dtrunc => TypedOp::Double(DoubleOp::Dtrunc),
            Opcode::Dceil => TypedOp::Double(DoubleOp::Dceil),
            Opcode::Dflr => TypedOp::Double(DoubleOp::Dflr),
            Opcode::Dround => TypedOp::Double(DoubleOp::Dround),
            Opcode::Dssg => TypedOp::Double(DoubleOp::Dssg),
            Opcode::U64add => TypedOp::Int64(Int64Op::U64add),
            Opcode::U64mul => TypedOp::Int64(Int64Op::U64mul),
            Opcode::I64abs => TypedOp::Int64(Int64Op::I64abs),
            Opcode::I64neg => TypedOp::Int64(Int64Op::I64neg),
            Opcode::I64ssg => TypedOp::Int64(Int64Op::I64ssg),
            Opcode::U64seq => TypedOp::Int64(Int64Op::U64seq),
            Opcode::U64sne => TypedOp::Int64(Int64Op::U64sne),
            Opcode::U64slt => TypedOp::Int64(Int64Op::U64slt),
            Opcode::U64sge => TypedOp::Int64(Int64Op::U64sge),
            Opcode::I64slt => TypedOp::Int64(Int64Op::I64slt),
            Opcode::I64sge => TypedOp::Int64(Int64Op::I64sge),
            Opcode::I64min => TypedOp::Int64(Int64Op::I64min),
            Opcode::U64min => TypedOp::Int64(Int64Op::U64min),
            Opcode::I64max => TypedOp::Int64(Int64Op::I64max),
            Opcode::U64max => TypedOp::Int64(Int64Op::U64max),
            Opcode::U64shl => TypedOp::Int64(Int64Op::U64shl),
            Opcode::I64shr => TypedOp::Int64(Int64Op::I64shr),
            Opcode::U64shr => TypedOp::Int64(Int64Op::U64shr),
            Opcode::I64div => TypedOp::Int64(Int64Op::I64div),
            Opcode::U64div => TypedOp::Int64(Int64Op::U64div),
            Opcode::I64mod => TypedOp::Int64(Int64Op::I64mod),
            Opcode::U64mod => TypedOp::Int64(Int64Op::U64mod),
            Opcode::F2u64 => TypedOp::Int64(Int64Op::F2u64),
            Opcode::F2i64 => TypedOp::Int64(Int64Op::F2i64),
            Opcode::U2i64 => TypedOp::Int64(Int64Op::U2i64),
            Opcode::I2i64 => TypedOp::Int64(Int64Op::I2i64),
            Opcode::D2u64 => TypedOp::Double(DoubleOp::D2u64),
            Opcode::D2i64 => TypedOp::Double(DoubleOp::D2i64),
            Opcode::U642f => TypedOp::Int64(Int64Op::U642f),
            Opcode::I642f => TypedOp::Int64(Int64Op::I642f),
            Opcode::U642d => TypedOp::Double(DoubleOp::U642d),
            Opcode::I642d => TypedOp::Double(DoubleOp::I642d),
            _ => return Err(NotTypedOp(op)),
        })
    }
}

/// Evaluate a typed op on its operands' words, after [`modify`] (absent
/// operands are zero). Returns all four components; only those in
/// [`defined`] are meaningful.
pub fn compute(op: TypedOp, src: [[u32; 4]; 3]) -> [u32; 4] {
    match op {
        TypedOp::Word(w) => compose(&mut Scalar::<Ieee>::new(), w, src),
        TypedOp::Int64(w) => int64::compose(&mut Scalar::<Ieee>::new(), w, src),
        TypedOp::Double(w) => compute_double(w, src),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_typed_opcode_has_a_composition() {
        for info in crate::OP_TABLE.iter() {
            assert_eq!(
                TypedOp::try_from(info.opcode).is_ok(),
                is_typed(info.opcode),
                "{}",
                info.name
            );
        }
    }
}
