//! # shasm-pica: the Nintendo 3DS PICA200 shader unit
//!
//! Instruction encoding and decoding, the SHBIN container (DVLB / DVLP /
//! DVLE), a picasso-compatible assembler, a disassembler, and the lowering of
//! shader code into the shared IR.
//!
//! * [`isa`]: the instruction table (one row per operation) that drives
//!   everything else;
//! * [`encoding`]: instruction words and operand descriptors;
//! * [`shbin`]: the SHBIN container, read and written;
//! * [`asm`]: the picasso-compatible assembler;
//! * [`lower`]: SHBIN entry points (and assembled sources) into the IR;
//! * [`dis`]: the disassembler (picasso source that re-assembles to the
//!   same bytes, or an annotated listing);

// The assembler passes one `Diagnostic` up per failed statement; it is the
// error path, so its size does not matter and boxing it would only add noise.
#[allow(clippy::result_large_err)]
pub mod asm;
pub mod dis;
pub mod encoding;
pub mod isa;
pub mod lower;
pub mod shbin;

pub use encoding::{DecodeError, Instruction, OperandDescriptor, decode, encode};
pub use isa::{Format, IndexReg, Op, OpInfo, Reg, RegFile};
pub use shbin::{Shbin, ShbinError};
