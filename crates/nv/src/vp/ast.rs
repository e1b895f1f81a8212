//! The parsed form of a vertex program, before lowering to the IR.

use super::table::{Mnemonic, Version};
use shasm_ir::{CondRule, Swizzle, WriteMask};
use std::ops::Range;

/// A parsed program (only built when parsing found no error).
#[derive(Clone, Debug)]
pub struct Ast {
    pub version: Version,
    pub header: Range<usize>,
    /// `OPTION NV_position_invariant;` was given.
    pub position_invariant: bool,
    /// Where the first `OPTION NV_position_invariant;` statement stands
    /// (from `OPTION` to `;`), for the printer's comment placement.
    pub option: Option<Range<usize>>,
    pub items: Vec<Item>,
    /// The `END` token.
    pub end: Range<usize>,
}

/// One program text item.
#[derive(Clone, Debug)]
pub enum Item {
    Label(LabelDef),
    Instruction(Instr),
}

/// `name:`.
#[derive(Clone, Debug)]
pub struct LabelDef {
    pub name: String,
    pub span: Range<usize>,
}

/// One instruction.
#[derive(Clone, Debug)]
pub struct Instr {
    pub mnemonic: Mnemonic,
    pub mnemonic_span: Range<usize>,
    pub dst: Option<DstOperand>,
    pub srcs: Vec<SrcOperand>,
    /// BRA / CAL target.
    pub target: Option<LabelRef>,
    /// BRA / CAL / RET condition (`<vp2-branchCondition>`).
    pub condition: Option<CcMask>,
    /// From the mnemonic to the `;`.
    pub span: Range<usize>,
}

#[derive(Clone, Debug)]
pub struct LabelRef {
    pub name: String,
    pub span: Range<usize>,
}

/// A destination register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DstReg {
    /// `o[NAME]`: the index into [`super::table::RESULTS`].
    Output(u32),
    /// `Rn`.
    Temp(u32),
    /// `CC` (VP2): the condition code only.
    Cc,
    /// `c[n]` (vertex state programs only).
    Param(u32),
    /// `A0` / `A1`.
    Address(u32),
}

/// `reg[.mask][ (RULE[.swizzle]) ]`.
#[derive(Clone, Debug)]
pub struct DstOperand {
    pub reg: DstReg,
    pub mask: WriteMask,
    pub cc: Option<CcMask>,
    /// The register and its write mask.
    pub span: Range<usize>,
}

/// `( RULE [swizzle] )`.
#[derive(Copy, Clone, Debug)]
pub struct CcMask {
    pub rule: CondRule,
    pub swizzle: Swizzle,
}

/// A program parameter reference.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamRef {
    /// `c[n]`.
    Absolute(u32),
    /// `c[An.c + offset]`.
    Relative {
        register: u32,
        component: u8,
        offset: i32,
    },
}

/// A source register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SrcReg {
    /// `v[n]`.
    Attrib(u32),
    Param(ParamRef),
    /// `Rn`.
    Temp(u32),
    /// `A0` / `A1` as the operand of ARA.
    Address(u32),
}

/// A source operand: `[-|+] [ '|' [-|+] ] reg [.swizzle] [ '|' ]`.
#[derive(Clone, Debug)]
pub struct SrcOperand {
    pub reg: SrcReg,
    pub swizzle: Swizzle,
    /// The sign next to the register is `-`.
    pub negate_base: bool,
    /// Written between bars (VP2).
    pub abs: bool,
    /// The sign before the bars is `-`.
    pub negate_abs: bool,
    /// The register reference (for the one-register rules).
    pub reg_span: Range<usize>,
    /// The whole operand.
    pub span: Range<usize>,
}
