//! # shasm-pica: the Nintendo 3DS PICA200 shader unit
//!
//! Instruction encoding and decoding, the SHBIN container (DVLB / DVLP /
//! DVLE), a picasso-compatible assembler, a disassembler, and the lowering of
//! shader code into the shared IR.
