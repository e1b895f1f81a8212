//! The parsed form of an `!!FP1.0` program, before the load-time checks and
//! the lowering. Every item keeps the byte span it came from.

use super::ops::Mnemonic;
use shasm_ir::{CondRule, TexTarget};
use std::ops::Range;

pub type ByteSpan = Range<usize>;

/// A parsed program: its instructions and its DECLAREd parameters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ast {
    pub instructions: Vec<Instr>,
    /// DECLAREd named local parameters, in declaration order.
    pub params: Vec<NamedParam>,
    /// DEFINEd named constants, in definition order (kept for printing;
    /// operands carry their values).
    pub defines: Vec<NamedConst>,
    /// The `END` token, if the program has one.
    pub end: Option<ByteSpan>,
    /// `OPTION name;` statements (ARB_fragment_coord_conventions adds an
    /// `<optionSequence>` to the grammar), in order.
    pub options: Vec<FpOption>,
}

/// `OPTION name;` (ARB_fragment_coord_conventions, "Dependencies on
/// NV_fragment_program").
#[derive(Clone, Debug, PartialEq)]
pub struct FpOption {
    pub coord: CoordOption,
    /// From `OPTION` to the `;`.
    pub span: ByteSpan,
}

/// The options of ARB_fragment_coord_conventions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CoordOption {
    /// `ARB_fragment_coord_origin_upper_left`: `f[WPOS].y` counts from the
    /// window's top.
    OriginUpperLeft,
    /// `ARB_fragment_coord_pixel_center_integer`: pixel centres of
    /// `f[WPOS]` are integers.
    PixelCenterInteger,
}

impl CoordOption {
    pub fn name(self) -> &'static str {
        match self {
            CoordOption::OriginUpperLeft => "ARB_fragment_coord_origin_upper_left",
            CoordOption::PixelCenterInteger => "ARB_fragment_coord_pixel_center_integer",
        }
    }
}

/// `DECLARE name [= value];`
#[derive(Clone, Debug, PartialEq)]
pub struct NamedParam {
    pub name: String,
    /// The initial value as fp32 words (§3.11.2: (0,0,0,0) without an
    /// initialiser; a scalar initialiser is replicated).
    pub value: [u32; 4],
    pub span: ByteSpan,
}

/// `DEFINE name = value;`
#[derive(Clone, Debug, PartialEq)]
pub struct NamedConst {
    pub name: String,
    /// The value, with names in it resolved (§3.11.2).
    pub value: Constant,
    /// From `DEFINE` to the `;`.
    pub span: ByteSpan,
}

/// One executable instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instr {
    pub mnemonic: Mnemonic,
    pub mnemonic_span: ByteSpan,
    pub dst: Option<DstOp>,
    pub srcs: Vec<SrcOp>,
    pub texture: Option<TexOp>,
    /// KIL's condition-code test.
    pub kill: Option<CcTest>,
    /// From the mnemonic to the `;`.
    pub span: ByteSpan,
}

/// A temporary register.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Temp {
    /// `R0`..`R31`: fp32.
    R(u8),
    /// `H0`..`H63`: fp16.
    H(u8),
}

/// An output register (Table X.3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Output {
    Colr,
    Colh,
    Depr,
}

impl Output {
    pub fn name(self) -> &'static str {
        match self {
            Output::Colr => "o[COLR]",
            Output::Colh => "o[COLH]",
            Output::Depr => "o[DEPR]",
        }
    }
}

/// A destination register.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DstReg {
    Temp(Temp),
    Output(Output),
    /// `RC`: write-only fp32 dummy.
    Rc,
    /// `HC`: write-only fp16 dummy.
    Hc,
}

impl DstReg {
    /// Whether the register holds fp32 components (PK* need one, §3.11.5.20).
    pub fn is_fp32(self) -> bool {
        match self {
            DstReg::Temp(Temp::R(_)) | DstReg::Rc => true,
            DstReg::Output(o) => o != Output::Colh,
            DstReg::Temp(Temp::H(_)) | DstReg::Hc => false,
        }
    }
}

/// `dst[.mask] [(cctest)]`
#[derive(Clone, Debug, PartialEq)]
pub struct DstOp {
    pub reg: DstReg,
    pub reg_span: ByteSpan,
    /// Bit 0 = x .. bit 3 = w; 0xF without a mask.
    pub mask: u8,
    pub mask_span: Option<ByteSpan>,
    pub cc: Option<CcTest>,
    pub span: ByteSpan,
}

/// A condition-code test `RULE[.swizzle]`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct CcTest {
    pub rule: CondRule,
    pub swizzle: [u8; 4],
}

/// A fragment attribute register (Table X.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attr {
    Wpos,
    Col0,
    Col1,
    Fogc,
    Tex(u8),
}

impl Attr {
    /// The register's name inside `f[...]`.
    pub fn name(self) -> String {
        match self {
            Attr::Wpos => "WPOS".into(),
            Attr::Col0 => "COL0".into(),
            Attr::Col1 => "COL1".into(),
            Attr::Fogc => "FOGC".into(),
            Attr::Tex(n) => format!("TEX{n}"),
        }
    }

    /// Reading it forces fp32 for the whole instruction (§3.11.4.2).
    pub fn forces_fp32(self) -> bool {
        matches!(self, Attr::Fogc | Attr::Tex(_))
    }

    /// The IR input index: WPOS, COL0, COL1, FOGC, TEX0..TEX7 → 0..11.
    pub fn index(self) -> u32 {
        match self {
            Attr::Wpos => 0,
            Attr::Col0 => 1,
            Attr::Col1 => 2,
            Attr::Fogc => 3,
            Attr::Tex(n) => 4 + u32::from(n),
        }
    }

    pub const ALL: [Attr; 12] = [
        Attr::Wpos,
        Attr::Col0,
        Attr::Col1,
        Attr::Fogc,
        Attr::Tex(0),
        Attr::Tex(1),
        Attr::Tex(2),
        Attr::Tex(3),
        Attr::Tex(4),
        Attr::Tex(5),
        Attr::Tex(6),
        Attr::Tex(7),
    ];
}

/// A constant operand: embedded or DEFINEd (§3.11.2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Constant {
    /// A scalar (one fp32 word), replicated in vector slots.
    Scalar(u32),
    /// A vector constant, already expanded to four components.
    Vector([u32; 4]),
}

impl Constant {
    /// The stored values that count toward the four-value merge limit
    /// (§3.11.2: vector constants always count four components).
    pub fn values(&self) -> &[u32] {
        match self {
            Constant::Scalar(v) => std::slice::from_ref(v),
            Constant::Vector(v) => v,
        }
    }
}

/// What a source operand reads.
#[derive(Clone, Debug, PartialEq)]
pub enum SrcBase {
    Temp(Temp),
    Attr(Attr),
    /// `p[n]`.
    Local(u32),
    /// A DECLAREd parameter: index into [`Ast::params`].
    Named(usize),
    Const(Constant),
}

/// The suffix written on a source.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Select {
    /// No suffix: `.xyzw` (or a scalar constant).
    None,
    /// `.c`: one component, replicated.
    Scalar(u8),
    /// `.abcd`.
    Swizzle([u8; 4]),
}

impl Select {
    pub fn swizzle(self) -> [u8; 4] {
        match self {
            Select::None => [0, 1, 2, 3],
            Select::Scalar(c) => [c; 4],
            Select::Swizzle(s) => s,
        }
    }
}

/// A source operand with its modifiers (§3.11.4.3).
#[derive(Clone, Debug, PartialEq)]
pub struct SrcOp {
    pub base: SrcBase,
    pub base_span: ByteSpan,
    pub select: Select,
    /// `<negate>` of the base (`-R0`); a literal's own sign is part of its
    /// value instead.
    pub negate_base: bool,
    /// `|...|`.
    pub abs: bool,
    /// `<negate>` before `|...|`.
    pub negate_abs: bool,
    /// The DEFINE the constant operand was named by: an index into
    /// [`Ast::defines`].
    pub defined: Option<usize>,
    pub span: ByteSpan,
}

/// The texture image unit and target of TEX/TXP/TXD.
#[derive(Clone, Debug, PartialEq)]
pub struct TexOp {
    pub unit: u32,
    pub unit_span: ByteSpan,
    pub target: TexTarget,
    pub target_span: ByteSpan,
}
