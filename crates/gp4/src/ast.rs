//! The parsed form of an NV_gpu_program4 program: statements in source
//! order with their spans, names unresolved (the checker resolves them in
//! order: "a name must be declared before its first use", notes §1.4).

use crate::table::{Row, Ty};
use shasm_ir::{CondRule, ExtComponent, TexTarget};
use std::ops::Range;

pub type Span = Range<usize>;

/// A name as written (the ARB grammar's `<identifier>`).
pub use shasm_arb::ast::Ident;

/// An input binding (NV_vertex_program4, NV_fragment_program4; notes §1.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Attrib {
    VertexPosition,
    VertexNormal,
    VertexColor {
        secondary: bool,
    },
    VertexFogCoord,
    VertexTexCoord(u32),
    VertexAttrib(u32),
    VertexId,
    VertexInstance,
    FragmentColor {
        secondary: bool,
    },
    FragmentTexCoord(u32),
    FragmentFogCoord,
    FragmentClip(u32),
    FragmentAttrib(u32),
    FragmentPosition,
    FragmentFacing,
    PrimitiveId,
    /// Geometry programs: `vertex[m].NAME`, an attribute of input vertex
    /// `m` (`None` where a declaration leaves `[m]` out). The attribute is
    /// named by the vertex program result it comes from
    /// (NV_geometry_program4 Table X.2 mirrors the vp result table).
    GeometryVertex {
        vertex: Option<u32>,
        binding: ResultBinding,
    },
    /// Geometry programs: `primitive.id`.
    GeometryPrimitiveId,
}

/// A result binding.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResultBinding {
    Position,
    Color {
        back: bool,
        secondary: bool,
    },
    FogCoord,
    PointSize,
    TexCoord(u32),
    Attrib(u32),
    Clip(u32),
    Id,
    /// Fragment colour `n` (`result.color` is 0).
    FragColor(u32),
    Depth,
    /// Geometry programs: `result.primid`, `result.layer` (integers).
    PrimId,
    Layer,
}

/// A constant as written: integer literals keep their integer value, so
/// that the context decides the type (notes §1.5).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Number {
    /// Decimal or hex digits; `negative` when a sign came with it.
    Int {
        value: u64,
        negative: bool,
    },
    Float(f32),
    /// Decimal digits past 64 bits: only a float constant holds it (its
    /// nearest float); an integer operand is out of range.
    BigInt(f32),
}

/// A constant vector: 1 to 4 numbers (`{a}` is (a, 0, 0, 1); a scalar
/// replicates).
#[derive(Clone, Debug, PartialEq)]
pub struct Constant {
    pub values: Vec<(Number, Span)>,
    /// A bare scalar (replicated) rather than `{...}`.
    pub scalar: bool,
}

/// One item bound to a PARAM: the ARB binding grammar's, with constants
/// kept as written.
pub type ParamItem = shasm_arb::ast::ParamItem<Constant>;

/// A parameter buffer binding (Table X.12): `program.buffer[a][b]`,
/// `program.buffer[a][b..c]`, or `program.buffer[a]` (the whole buffer).
#[derive(Clone, Debug, PartialEq)]
pub struct BufferItem {
    /// The binding point `a`.
    pub binding: u32,
    /// Elements `b..=c`; `None` for the whole buffer.
    pub elements: Option<(u32, u32)>,
}

/// The index of an array element.
#[derive(Clone, Debug, PartialEq)]
pub enum Index {
    Absolute(u32),
    /// `[name.c + offset]`.
    Relative {
        name: Ident,
        component: u8,
        offset: i64,
    },
}

/// The register an operand names.
#[derive(Clone, Debug, PartialEq)]
pub enum Base {
    Name(Ident),
    Element {
        array: Ident,
        index: Index,
        index_span: Span,
        /// A second index, `t[v][i]`: the element of a geometry attribute
        /// array declared without `[m]`, whose first index is the vertex
        /// (NV_geometry_program4 Table X.2).
        element: Option<(Index, Span)>,
    },
    Attrib(Attrib),
    Result(ResultBinding),
    Param(ParamItem),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Src {
    /// `-` outside the bars (or without bars).
    pub negate: bool,
    pub abs: bool,
    /// `-` inside the bars.
    pub inner_negate: bool,
    pub base: Base,
    pub base_span: Span,
    pub swizzle: Option<(String, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CcTest {
    pub rule: CondRule,
    /// 0 or 1: the register the rule's suffix picks.
    pub register: u8,
    /// The rule as written (`GT`, `NE1`).
    pub text: String,
    pub rule_span: Span,
    pub swizzle: Option<(String, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Dst {
    pub base: Base,
    pub base_span: Span,
    pub mask: Option<(String, Span)>,
    pub cc: Option<CcTest>,
    pub span: Span,
}

/// One opcode modifier, from a suffix or a `.MOD`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Modifier {
    F,
    S,
    U,
    /// `R` suffix: float at full precision.
    R,
    /// `H` suffix: float at half precision.
    H,
    Cc(u8),
    Sat,
    Ssat,
    Ntc,
    S24,
    U24,
    Hi,
}

impl Modifier {
    /// The spelling as a `.MOD`.
    pub fn name(self) -> &'static str {
        match self {
            Modifier::F => "F",
            Modifier::S => "S",
            Modifier::U => "U",
            Modifier::R => "R",
            Modifier::H => "H",
            Modifier::Cc(0) => "CC0",
            Modifier::Cc(_) => "CC1",
            Modifier::Sat => "SAT",
            Modifier::Ssat => "SSAT",
            Modifier::Ntc => "NTC",
            Modifier::S24 => "S24",
            Modifier::U24 => "U24",
            Modifier::Hi => "HI",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TextureOperand {
    pub unit: u32,
    pub unit_span: Span,
    pub target: TexTarget,
    pub target_span: Span,
    pub offset: Option<([i8; 3], Span)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Instruction {
    pub row: &'static Row,
    pub modifiers: Vec<(Modifier, Span)>,
    pub opcode_span: Span,
    pub dst: Option<Dst>,
    pub srcs: Vec<Src>,
    pub condition: Option<CcTest>,
    pub label: Option<Ident>,
    pub ext_swizzle: Option<[ExtComponent; 4]>,
    pub texture: Option<TextureOperand>,
    pub span: Span,
}

/// Declaration modifiers (`<varMods>`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VarMods {
    pub ty: Option<(Ty, Span)>,
    /// `SHORT` (false) or `LONG` (true).
    pub size: Option<(bool, Span)>,
    pub flat: Option<Span>,
    pub centroid: Option<Span>,
    pub noperspective: Option<Span>,
    /// Every modifier as written, in order (for the printer).
    pub words: Vec<(String, Span)>,
}

/// `name` or `name[N]` / `name[]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Declared {
    pub name: Ident,
    /// `Some(None)` for `name[]`.
    pub array: Option<Option<(u32, Span)>>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Statement {
    Temp {
        mods: VarMods,
        names: Vec<Declared>,
    },
    Attrib {
        mods: VarMods,
        decl: Declared,
        /// Each binding with the number of consecutive bindings it covers
        /// (`vertex.attrib[2..5]` is 4).
        bindings: Vec<(Attrib, u32, Span)>,
    },
    Param {
        mods: VarMods,
        decl: Declared,
        items: Vec<(ParamItem, Span)>,
    },
    Output {
        mods: VarMods,
        decl: Declared,
        bindings: Vec<(ResultBinding, u32, Span)>,
    },
    Alias {
        name: Ident,
        target: Ident,
    },
    /// `BUFFER` (one word per element, broadcast) or `BUFFER4` (four words
    /// per element) (NV_parameter_buffer_object; notes §8.6).
    Buffer {
        mods: VarMods,
        four: bool,
        decl: Declared,
        items: Vec<(BufferItem, Span)>,
    },
    Instruction(Box<Instruction>),
    Label(Ident),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub statement: Statement,
    pub span: Span,
}

/// A geometry program declaration (NV_geometry_program4 §2.X.7.Y).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GeometryDeclaration {
    PrimitiveIn(shasm_ir::Primitive),
    PrimitiveOut(shasm_ir::Primitive),
    VerticesOut(u32),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Ast {
    pub kind: crate::table::ProgramKind,
    pub options: Vec<Ident>,
    /// Geometry programs: PRIMITIVE_IN, PRIMITIVE_OUT and VERTICES_OUT as
    /// written, with their spans (checked by [`crate::geometry`]).
    pub geometry: Vec<(GeometryDeclaration, Span)>,
    pub statements: Vec<Stmt>,
}
