//! Instructions: an opcode with its operands, modifiers, condition and payload.

use crate::handle::InstId;
use crate::opcode::Opcode;
use crate::operand::{CondTest, Dst, Src};
use std::fmt;

/// Result clamping applied before the destination (and condition-code) write.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Saturate {
    #[default]
    None,
    /// `_SAT` / `.SAT`: clamp to [0, 1]. NaN passes through (NV_fragment_program
    /// §3.11.4.3 pseudo-code tests `< 0` then `> 1`).
    ZeroOne,
    /// `.SSAT`: clamp to [-1, 1] (gp4).
    MinusOneOne,
}

/// The precision an instruction computes at (NV_fragment_program §3.11.4.2).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Precision {
    /// The destination's precision (or the program's only float format).
    #[default]
    Default,
    /// `R` suffix: fp32.
    Full,
    /// `H` suffix: fp16.
    Half,
    /// `X` suffix: fx12, 12-bit fixed point in [-2, 2).
    Fixed,
}

/// The data type an instruction operates on (gp4 `.F` / `.S` / `.U`).
///
/// `Float` is also "no modifier": for the ops whose NV_gpu_program4 Table
/// X.13 default is S (AND, OR, XOR, NOT, SHL, SHR, MOD, SAD, I2F) it reads
/// as `Signed`. What each op computes in `Signed`/`Unsigned`, the operand
/// and result types, and the condition-code flags are defined in
/// [`crate::ops::int32`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum DataType {
    #[default]
    Float,
    Signed,
    Unsigned,
}

/// gp4 MUL variants, with [`DataType`] `Signed`/`Unsigned` (the validator
/// refuses them on float or on any op but MUL): `MUL.S24` is `Low24` +
/// `Signed`, `MUL.U24` is `Low24` + `Unsigned`, `MUL.S.HI` / `MUL.U.HI` are
/// `High` + the type.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum MulVariant {
    #[default]
    Full,
    /// `.S24` / `.U24`: 24-bit operands.
    Low24,
    /// `.HI`: high 32 bits of the product.
    High,
}

/// Everything that modifies how an op is carried out.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Modifiers {
    pub saturate: Saturate,
    pub precision: Precision,
    pub data_type: DataType,
    /// Update condition-code register `n` from the written components (NV `C`
    /// suffix, gp4 `.CC0`/`.CC1`).
    pub cc_update: Option<u8>,
    pub mul: MulVariant,
}

/// How PICA combines the two predicate flags with its reference bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FlagCombine {
    /// `cmp.x == refx || cmp.y == refy`
    Or,
    /// `cmp.x == refx && cmp.y == refy`
    And,
    /// `cmp.x == refx`
    X,
    /// `cmp.y == refy`
    Y,
}

impl FlagCombine {
    pub fn from_bits(bits: u32) -> FlagCombine {
        match bits & 3 {
            0 => FlagCombine::Or,
            1 => FlagCombine::And,
            2 => FlagCombine::X,
            _ => FlagCombine::Y,
        }
    }

    pub fn bits(self) -> u32 {
        match self {
            FlagCombine::Or => 0,
            FlagCombine::And => 1,
            FlagCombine::X => 2,
            FlagCombine::Y => 3,
        }
    }

    pub fn eval(self, flags: [bool; 2], refs: [bool; 2]) -> bool {
        let x = flags[0] == refs[0];
        let y = flags[1] == refs[1];
        match self {
            FlagCombine::Or => x || y,
            FlagCombine::And => x && y,
            FlagCombine::X => x,
            FlagCombine::Y => y,
        }
    }
}

/// When a flow or kill instruction takes effect.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Condition {
    #[default]
    Always,
    /// NV: taken if the test passes for ANY of the four swizzled CC components.
    Cc(CondTest),
    /// PICA IFU/CALLU/JMPU: boolean uniform `b[index]` equals `!negate`.
    Bool { index: u32, negate: bool },
    /// PICA IFC/CALLC/JMPC/BREAKC: predicate flags against reference bits.
    Flags {
        combine: FlagCombine,
        refs: [bool; 2],
    },
}

/// PICA comparison operators (CMP's CMPX / CMPY fields).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum CompareOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Encodings 6 and 7: "seem to always return true" (PICA spec,
    /// "Comparison operator"). Kept apart so that encode(decode(w)) == w.
    True6,
    True7,
}

impl CompareOp {
    pub fn from_bits(bits: u32) -> CompareOp {
        match bits & 7 {
            0 => CompareOp::Eq,
            1 => CompareOp::Ne,
            2 => CompareOp::Lt,
            3 => CompareOp::Le,
            4 => CompareOp::Gt,
            5 => CompareOp::Ge,
            6 => CompareOp::True6,
            _ => CompareOp::True7,
        }
    }

    pub fn bits(self) -> u32 {
        match self {
            CompareOp::Eq => 0,
            CompareOp::Ne => 1,
            CompareOp::Lt => 2,
            CompareOp::Le => 3,
            CompareOp::Gt => 4,
            CompareOp::Ge => 5,
            CompareOp::True6 => 6,
            CompareOp::True7 => 7,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CompareOp::Eq => "EQ",
            CompareOp::Ne => "NE",
            CompareOp::Lt => "LT",
            CompareOp::Le => "LE",
            CompareOp::Gt => "GT",
            CompareOp::Ge => "GE",
            CompareOp::True6 => "TRUE6",
            CompareOp::True7 => "TRUE7",
        }
    }

    pub fn from_name(name: &str) -> Option<CompareOp> {
        (0..8)
            .map(CompareOp::from_bits)
            .find(|op| op.name().eq_ignore_ascii_case(name))
    }

    /// Ordered IEEE comparison (NaN compares false except NE).
    pub fn eval(self, a: f32, b: f32) -> bool {
        match self {
            CompareOp::Eq => a == b,
            CompareOp::Ne => a != b,
            CompareOp::Lt => a < b,
            CompareOp::Le => a <= b,
            CompareOp::Gt => a > b,
            CompareOp::Ge => a >= b,
            CompareOp::True6 | CompareOp::True7 => true,
        }
    }
}

/// Texture targets.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TexTarget {
    Tex1D,
    Tex2D,
    Tex3D,
    Cube,
    Rect,
    Shadow1D,
    Shadow2D,
    ShadowRect,
    Array1D,
    Array2D,
    ShadowArray1D,
    ShadowArray2D,
    ShadowCube,
    Buffer,
}

impl TexTarget {
    pub const ALL: [TexTarget; 14] = [
        TexTarget::Tex1D,
        TexTarget::Tex2D,
        TexTarget::Tex3D,
        TexTarget::Cube,
        TexTarget::Rect,
        TexTarget::Shadow1D,
        TexTarget::Shadow2D,
        TexTarget::ShadowRect,
        TexTarget::Array1D,
        TexTarget::Array2D,
        TexTarget::ShadowArray1D,
        TexTarget::ShadowArray2D,
        TexTarget::ShadowCube,
        TexTarget::Buffer,
    ];

    /// TGSI spelling.
    pub fn name(self) -> &'static str {
        match self {
            TexTarget::Tex1D => "1D",
            TexTarget::Tex2D => "2D",
            TexTarget::Tex3D => "3D",
            TexTarget::Cube => "CUBE",
            TexTarget::Rect => "RECT",
            TexTarget::Shadow1D => "SHADOW1D",
            TexTarget::Shadow2D => "SHADOW2D",
            TexTarget::ShadowRect => "SHADOWRECT",
            TexTarget::Array1D => "1D_ARRAY",
            TexTarget::Array2D => "2D_ARRAY",
            TexTarget::ShadowArray1D => "SHADOW1D_ARRAY",
            TexTarget::ShadowArray2D => "SHADOW2D_ARRAY",
            TexTarget::ShadowCube => "SHADOWCUBE",
            TexTarget::Buffer => "BUFFER",
        }
    }

    pub fn from_name(name: &str) -> Option<TexTarget> {
        TexTarget::ALL
            .iter()
            .copied()
            .find(|t| t.name().eq_ignore_ascii_case(name))
    }

    /// The texture target a shadow target samples (ARB_fragment_program_shadow:
    /// `SHADOW2D` reads the unit's 2D texture, comparing with its depth);
    /// every other target is its own.
    pub fn texture(self) -> TexTarget {
        match self {
            TexTarget::Shadow1D => TexTarget::Tex1D,
            TexTarget::Shadow2D => TexTarget::Tex2D,
            TexTarget::ShadowRect => TexTarget::Rect,
            TexTarget::ShadowArray1D => TexTarget::Array1D,
            TexTarget::ShadowArray2D => TexTarget::Array2D,
            TexTarget::ShadowCube => TexTarget::Cube,
            other => other,
        }
    }

    pub fn is_shadow(self) -> bool {
        matches!(
            self,
            TexTarget::Shadow1D
                | TexTarget::Shadow2D
                | TexTarget::ShadowRect
                | TexTarget::ShadowArray1D
                | TexTarget::ShadowArray2D
                | TexTarget::ShadowCube
        )
    }
}

/// The texture an instruction samples.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TexRef {
    /// Texture image unit (sampler index).
    pub unit: u32,
    pub target: TexTarget,
    /// gp4 constant texel offsets.
    pub offset: Option<[i8; 3]>,
}

/// One selector of an ARB extended swizzle (`SWZ`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExtSel {
    Component(u8),
    Zero,
    One,
}

/// A component of an extended swizzle with its own negation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ExtComponent {
    pub sel: ExtSel,
    pub negate: bool,
}

/// Op-specific data that is not an operand.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Extra {
    #[default]
    None,
    /// Branch/call target: an instruction (TGSI label, NV label, PICA JMP).
    Label(InstId),
    /// PICA IFR/CALR/LOOPR: a target instruction `target` and a word count
    /// `count` (IF: `target` starts the ELSE part, `count` is its length;
    /// CALL: the body and its length; LOOP: `target` is the body's last
    /// instruction, `count` is unused).
    Range {
        target: InstId,
        count: u32,
    },
    Texture(TexRef),
    /// PICA CMP: the operators for `.x` and `.y`.
    Compare([CompareOp; 2]),
    /// PICA SETEMIT.
    SetEmit {
        vertex: u8,
        primitive: bool,
        winding: bool,
    },
    /// ARB SWZ selectors.
    ExtSwizzle([ExtComponent; 4]),
}

/// One IR instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub opcode: Opcode,
    pub modifiers: Modifiers,
    pub dst: Option<Dst>,
    /// The second destination of the one op that has two
    /// ([`Opcode::has_dst2`]: TGSI's `DFRACEXP dst0, dst1, src`); `None`
    /// for every other op. Boxed, so that the instruction stays small.
    pub dst2: Option<Box<Dst>>,
    pub src: Vec<Src>,
    pub condition: Condition,
    pub extra: Extra,
}

impl Instruction {
    pub fn new(opcode: Opcode) -> Instruction {
        Instruction {
            opcode,
            modifiers: Modifiers::default(),
            dst: None,
            dst2: None,
            src: Vec::new(),
            condition: Condition::Always,
            extra: Extra::None,
        }
    }

    /// `MOV.U dst, src`: a copy of the four words, whatever they hold
    /// (an integer MOV does no float arithmetic: NaN payloads, denormals
    /// and -0 pass unchanged under every numeric model).
    pub fn copy_words(dst: Dst, src: Src) -> Instruction {
        let mut i = Instruction::new(Opcode::Mov).with_dst(dst).with_src(src);
        i.modifiers.data_type = DataType::Unsigned;
        i
    }

    /// The destinations: [`Instruction::dst`], then [`Instruction::dst2`].
    pub fn dsts(&self) -> impl Iterator<Item = &Dst> {
        self.dst.iter().chain(self.dst2.as_deref())
    }

    pub fn with_dst(mut self, dst: Dst) -> Instruction {
        self.dst = Some(dst);
        self
    }

    pub fn with_src(mut self, src: Src) -> Instruction {
        self.src.push(src);
        self
    }

    pub fn with_extra(mut self, extra: Extra) -> Instruction {
        self.extra = extra;
        self
    }

    pub fn with_condition(mut self, condition: Condition) -> Instruction {
        self.condition = condition;
        self
    }

    /// The branch/call target instruction, if this op has one.
    pub fn label(&self) -> Option<InstId> {
        match self.extra {
            Extra::Label(l) => Some(l),
            _ => None,
        }
    }

    pub fn texture(&self) -> Option<&TexRef> {
        match &self.extra {
            Extra::Texture(t) => Some(t),
            _ => None,
        }
    }
}

impl fmt::Display for Instruction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::print::write_instruction(f, self)
    }
}
