//! The parsed form of an ARB program: statements in source order, names
//! still unresolved (the checker resolves them, in order, as the specs
//! require: "a program will fail to load if it ... refers to a variable
//! name that has not been previously declared").

use crate::table::{ProgramKind, Row};
use shasm_ir::{CondRule, ExtComponent, StateBinding, TexTarget};
use std::ops::Range;

pub type Span = Range<usize>;

/// A name as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub text: String,
    pub span: Span,
}

/// A vertex attribute (ARB_vertex_program Table X.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VertexAttrib {
    Position,
    Weight(u32),
    Normal,
    /// `vertex.color` / `.primary` (false) or `.secondary` (true).
    Color {
        secondary: bool,
    },
    FogCoord,
    TexCoord(u32),
    MatrixIndex(u32),
    Generic(u32),
}

/// A fragment attribute (ARB_fragment_program Table X.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FragmentAttrib {
    Color {
        secondary: bool,
    },
    TexCoord(u32),
    FogCoord,
    Position,
    /// NV_fragment_program2 `fragment.texcoord[A0.x + n]`: the set the
    /// innermost LOOP's index plus `n` (0 to 9) selects.
    TexCoordLoop(u32),
    /// NV_fragment_program2 `fragment.facing`: (+1 or -1, 0, 0, 1).
    Facing,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attrib {
    Vertex(VertexAttrib),
    Fragment(FragmentAttrib),
}

/// A result binding (ARB_vertex_program Table X.3, ARB_fragment_program
/// §3.11.3.4, ARB_draw_buffers `result.color[n]`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ResultBinding {
    Position,
    /// Vertex colours.
    Color {
        back: bool,
        secondary: bool,
    },
    FogCoord,
    PointSize,
    TexCoord(u32),
    /// Fragment colour `n` (`result.color` is `n` = 0).
    FragColor(u32),
    Depth,
    /// NV_vertex_program2_option `result.clip[n]`: the clip distance of
    /// user clip plane `n` in x.
    Clip(u32),
}

/// NV_fragment_program_option `<varSize>`: the storage of a TEMP or
/// OUTPUT variable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VarSize {
    /// At least fp16 ("5 bits of exponent, 10 bits of mantissa").
    Short,
    /// At least fp32.
    Long,
}

impl VarSize {
    pub fn keyword(self) -> &'static str {
        match self {
            VarSize::Short => "SHORT",
            VarSize::Long => "LONG",
        }
    }
}

/// One item bound to parameters. `C` is how a constant is kept: ARB
/// programs keep its value ([f32; 4]); NV_gpu_program4, whose constants
/// may be integers typed by their use, keeps it as written.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamItem<C = [f32; 4]> {
    /// GL state vectors (more than one for a matrix or row range).
    State(Vec<StateBinding>),
    /// `program.env[a..b]`.
    Env { first: u32, last: u32 },
    /// `program.local[a..b]`.
    Local { first: u32, last: u32 },
    /// A constant: a scalar is replicated, a vector `{x}`..`{x,y,z,w}` is
    /// padded with (0, 0, 1) (§3.11.3.2 "Constant Bindings").
    Constant(C),
}

impl<C> ParamItem<C> {
    /// How many parameter vectors the item binds.
    pub fn len(&self) -> u64 {
        match self {
            ParamItem::State(s) => s.len() as u64,
            ParamItem::Env { first, last } | ParamItem::Local { first, last } => {
                u64::from(last.saturating_sub(*first)) + 1
            }
            ParamItem::Constant(_) => 1,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The item if it binds GL state or program parameters (for a
    /// grammar whose constants take another form), `None` for a constant.
    pub fn binding<D>(self) -> Option<ParamItem<D>> {
        match self {
            ParamItem::State(s) => Some(ParamItem::State(s)),
            ParamItem::Env { first, last } => Some(ParamItem::Env { first, last }),
            ParamItem::Local { first, last } => Some(ParamItem::Local { first, last }),
            ParamItem::Constant(_) => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub item: ParamItem,
    pub span: Span,
}

/// How an array element is chosen.
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayIndex {
    Absolute(u32),
    /// `A0.x + offset` (ARB_vertex_program `<progParamArrayRel>`);
    /// NV_vertex_program2 reads any component (`<addrComponent> ::=
    /// <xyzwComponent>`): `component` is 0..3 for x..w.
    Relative {
        address: Ident,
        offset: i32,
        component: u8,
    },
}

/// A register operand as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Reg {
    Name(Ident),
    Element {
        array: Ident,
        index: ArrayIndex,
        index_span: Span,
    },
    Attrib(Attrib),
    Result(ResultBinding),
    /// An implicitly declared parameter (`state.fog.color`, `{1, 2}`, `2.0`).
    Param(ParamItem),
    /// NV_vertex_program3 `vertex.attrib[A0.x + n]`,
    /// `vertex.texcoord[A0.x + n]`: `attrib` is the element at offset 0
    /// (`vertex.attrib[0]`, `vertex.texcoord[0]`); `index` is always
    /// [`ArrayIndex::Relative`].
    AttribRelative {
        attrib: Attrib,
        index: ArrayIndex,
    },
    /// NV_vertex_program3 `result.texcoord[A0.x + n]` (a destination);
    /// `index` is always [`ArrayIndex::Relative`].
    ResultRelative {
        index: ArrayIndex,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Src {
    pub negate: bool,
    /// `|operand|` (NV options: `<instOperandAbsV>`).
    pub abs: bool,
    pub reg: Reg,
    pub reg_span: Span,
    /// The suffix letters as written (`xyzw`, `x`, `rgba`); `None` if none.
    pub swizzle: Option<(String, Span)>,
    /// The register is a `<constantScalar>`: a number written without
    /// braces (`3.14159`, not `{3.14159}`).
    pub scalar_constant: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Dst {
    pub reg: Reg,
    pub reg_span: Span,
    /// The write mask as written.
    pub mask: Option<(String, Span)>,
    /// The condition-code write mask `(GT.x)` (NV options: `<ccMask>`).
    pub cc: Option<CcTest>,
    pub span: Span,
}

/// A condition-code test `GT.xyzw` (NV options: `<ccTest> ::= <ccMaskRule>
/// <swizzleSuffix>`).
#[derive(Clone, Debug, PartialEq)]
pub struct CcTest {
    pub rule: CondRule,
    /// The condition-code register tested: 0, or 1 for NV_vertex_program3's
    /// `EQ1`..`FL1` (`EQ0`..`FL0` and `EQ`..`FL` test register 0).
    pub register: u8,
    pub rule_span: Span,
    /// The swizzle letters as written; `None` is `.xyzw`.
    pub swizzle: Option<(String, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TextureOperand {
    pub unit: u32,
    pub unit_span: Span,
    pub target: TexTarget,
    pub target_span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub row: &'static Row,
    pub saturate: bool,
    /// NV_fragment_program2 `_SSAT`: clamp the result to [-1, 1].
    pub signed_saturate: bool,
    /// NV_fragment_program precision suffix `R`, `H` or `X`.
    pub precision: Option<char>,
    /// NV `C` suffix: update the condition codes.
    pub cc_update: bool,
    /// The register `C` updates (1 for NV_vertex_program3's `C1`).
    pub cc_register: u8,
    /// The condition of BRA/CAL/RET/BRK/IF, or of `KIL GT.x`.
    pub condition: Option<CcTest>,
    /// The target of BRA/CAL.
    pub label: Option<Ident>,
    pub opcode_span: Span,
    pub dst: Option<Dst>,
    pub srcs: Vec<Src>,
    pub ext_swizzle: Option<[ExtComponent; 4]>,
    pub texture: Option<TextureOperand>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    Attrib {
        name: Ident,
        binding: Attrib,
        binding_span: Span,
    },
    Param {
        name: Ident,
        array: Option<Option<(u32, Span)>>,
        items: Vec<Item>,
    },
    Temp(Vec<Ident>),
    Address(Vec<Ident>),
    Output {
        name: Ident,
        binding: ResultBinding,
        binding_span: Span,
    },
    Alias {
        name: Ident,
        target: Ident,
    },
    /// `SHORT TEMP ...` / `LONG OUTPUT ...` (NV_fragment_program_option:
    /// `<TEMP_statement> ::= <varSize> "TEMP" <varNameList>`, the same for
    /// OUTPUT): `statement` is the TEMP or OUTPUT.
    Sized {
        size: VarSize,
        statement: Box<Statement>,
    },
    Instruction(Box<Instruction>),
    /// `ATTRIB name = vertex.attrib[A0.x + n];` (NV_vertex_program3; see
    /// [`Reg::AttribRelative`]).
    AttribRelative {
        name: Ident,
        attrib: Attrib,
        index: ArrayIndex,
    },
    /// `OUTPUT name = result.texcoord[A0.x + n];` (NV_vertex_program3).
    OutputRelative {
        name: Ident,
        index: ArrayIndex,
    },
    /// `name:` (NV_vertex_program2_option, NV_fragment_program2:
    /// `<statement> ::= <branchLabel> ":"`).
    Label(Ident),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub statement: Statement,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct OptionStmt {
    pub name: Ident,
}

/// A whole program.
#[derive(Clone, Debug, PartialEq)]
pub struct Ast {
    pub kind: ProgramKind,
    pub options: Vec<OptionStmt>,
    pub statements: Vec<Stmt>,
}
