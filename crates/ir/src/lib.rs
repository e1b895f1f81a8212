//! # shasm-ir: the shared intermediate representation
//!
//! Every front end (TGSI text, NV assembly, PICA200 binaries and picasso
//! sources) lowers into a [`Program`]; every consumer (the reference
//! interpreter, later the fast engine, the translator and the pipeline) reads
//! one. The IR is a vec4 register machine in the spirit of TGSI, wide enough
//! for all of them:
//!
//! * storage is raw 32-bit words per component ([`Preset`], immediates,
//!   initial values are `[u32; 4]`); NaN payloads and packed words survive
//!   moves;
//! * operands carry swizzle, absolute value, negation, relative addressing
//!   ([`Indirect`]), two-dimensional indices, write masks and condition tests
//!   ([`Src`], [`Dst`], [`CondTest`]);
//! * instructions carry saturation, precision, data type, condition-code
//!   update and MUL variants ([`Modifiers`]), a flow [`Condition`] and an
//!   op-specific [`Extra`] payload (labels, PICA ranges, textures, ...);
//! * registers are typed handles ([`Reg`]: a file and an index); a source
//!   is a register or an offset from an address register
//!   ([`SrcRegister`]), so a relative offset is never taken for an index;
//! * properties are typed ([`Property`]), from one table shared by the TGSI
//!   parser and the printers;
//! * source spans live beside the program, in [`Program::spans`] (a
//!   [`SourceMap`] keyed by [`InstId`] for instructions and by position for
//!   declarations, immediates, properties and labels), never inside IR
//!   items, and take no part in comparing programs;
//! * one [`OP_TABLE`] lists every op with its operand kinds and result shape;
//! * a per-program [`Semantics`] holds every numeric and behavioural switch on
//!   which the ISAs disagree, so that one op definition serves them all.
//!
//! ## How each ISA maps onto the IR
//!
//! ### TGSI (`shasm-tgsi`)
//! TGSI text is the IR's natural spelling: files, declarations, immediates,
//! properties and opcodes map one to one. `DOT3`/`DOT4` are aliases of
//! [`Opcode::Dp3`]/[`Opcode::Dp4`]; `LERP` keeps its own formula
//! ([`Opcode::Lerp`], `a*(b-c)+c`) apart from `LRP`. Structured flow
//! (`IF`/`ELSE`/`ENDIF`, `BGNLOOP`/`ENDLOOP`/`BRK`/`CONT`, `CAL`/`RET`) uses
//! [`Extra::Label`] targets as instruction indices. Semantics:
//! [`Semantics::tgsi`].
//!
//! ### NV_vertex_program 1.0 / 1.1 / 2.0 and VSP1.0 (`shasm-nv`)
//! * `v[n]` → `IN[n]`, `o[NAME]` → `OUT[k]` with a [`Spelling::Named`] and an
//!   initial value of (0,0,0,1), `c[n]` → `CONST[n]`, `R0..R15` → `TEMP`,
//!   `A0`/`A1` → `ADDR[0]`/`ADDR[1]` (integers, [`StorageFormat::Int`]).
//! * `c[A0.x+n]` → [`Src`] with `indirect = ADDR[0].x` and `index = n`
//!   (may be negative).
//! * The `C` suffix → `modifiers.cc_update = Some(0)`; the `CC` destination
//!   → a [`Dst`] in [`File::CondCode`]; `R0.xy (GT.wzyx)` → `Dst::cond`.
//! * `-|x|` → `abs` + `negate` (an inner negate under `| |` is dropped).
//! * `BRA`/`CAL`/`RET` → [`Opcode::Bra`]/[`Opcode::Cal`]/[`Opcode::Ret`] with
//!   [`Condition::Cc`] and label targets; labels are kept in
//!   [`Program::labels`]; `main:` sets [`Program::entry`].
//! * `ARL`/`ARR`/`ARA` → address ops; `SFL`/`STR`/`SSG`/`RCC` have ops.
//! * VSP1.0: [`Stage::VertexState`]; it writes `CONST` registers.
//! * Semantics: [`Semantics::nv_vertex`] (denormal flush, NaN-propagating
//!   MIN/MAX and set-on instructions, ±512 address clamp, 65536-instruction
//!   budget that ends the run normally, call depth 4).
//!
//! ### NV_fragment_program 1.0 (`shasm-nv`)
//! * `f[WPOS]`, `f[COL0]`, ... → `IN[0..11]`; `o[COLR]` or `o[COLH]` →
//!   `OUT[0]` (COLH with [`StorageFormat::F16`]), `o[DEPR]` → `OUT[1]`;
//!   `R0..R31` → `TEMP[0..31]` (fp32), `H0..H63` → `TEMP[32..95]` with
//!   [`StorageFormat::F16`]; `RC`/`HC` → `TEMP[96]`/`TEMP[97]`, written
//!   only for their condition-code updates.
//! * `p[n]` → `CONST[n]` with [`Binding::Local`]; `DECLARE name` →
//!   `CONST[64 + k]` with [`Binding::Named`] and its initial value; each
//!   instruction's literals and `DEFINE`s → one merged `IMM` (§3.11.2).
//! * R/H/X suffixes → [`Precision`], always explicit after lowering (the
//!   fp32 override of `f[TEX]`/`f[FOGC]` operands is resolved there);
//!   `_SAT` → [`Saturate::ZeroOne`].
//! * `TEX`/`TXP`/`TXD` → texture ops with [`Extra::Texture`] (unit, target);
//!   `KIL GT.x` → [`Opcode::Kil`] with [`Condition::Cc`]; `DDX`/`DDY` are
//!   [`Shape::Derivative`] ops run over a 2×2 quad by the engine.
//! * `PK*`/`UP*` move raw words; `UP*` sources are [`SrcKind::RawScalar`].
//! * Every register keeps its spelling ([`Spelling`]): `R0`, `H3`,
//!   `o[COLR]`, `f[TEX0]`, `p[3]`, the `DECLARE`d name.
//! * Semantics: [`Semantics::nv_fragment`].
//!
//! ### NV_gpu_program4 (NVvp4.0 / NVfp4.0 / NVgp4.0)
//! `.S`/`.U`/`.F` → [`DataType`]; `.CC0`/`.CC1` → `cc_update`; condition
//! tests name `CC0`/`CC1` through [`CondTest::reg`], with the flag rules
//! ([`CondRule::Sf`], ...) over [`CcValue`] flag bits; `.SSAT` →
//! [`Saturate::MinusOneOne`]; `REP`/`ENDREP`, `IF cc`/`ELSE`/`ENDIF`,
//! `BRK`/`CONT` with conditions; `EMIT`/`ENDPRIM` with
//! [`GeometryModel::Stream`]; geometry inputs `vertex[1].attrib[2]` →
//! `IN` with `dimension = Some(1)`; `t[A0.x][1]` of an attribute array
//! declared without `[m]` → `IN[TEMP[n].x][8]` ([`Src::dimension_indirect`]);
//! `TXF`/`TXQ`/offsets in [`TexRef`].
//!
//! ### PICA200 (`shasm-pica`)
//! * `v0..v15` → `IN`, `o0..o15` → `OUT`, `r0..r15` → `TEMP`, `c0..c95` →
//!   `CONST`, `b0..b15` → `BOOL`, `i0..i3` → `INT`, `a0.x`/`a0.y` →
//!   `ADDR[0].x`/`.y`, `aL` → `LOOP[0].x`, `cmp.x`/`cmp.y` → `PRED[0].x`/`.y`.
//! * One IR instruction per code word, so code offsets are instruction
//!   indices; NOPs are kept.
//! * CMP → [`Opcode::Setp`] writing `PRED[0]` with [`Extra::Compare`];
//!   MOVA → [`Opcode::Mova`]; LITP → [`Opcode::Litp`]; DPHI/DSTI/SGEI/SLTI/MADI
//!   → the plain ops (the inverted encodings only move which source may be a
//!   constant).
//! * IFC/IFU → [`Opcode::Ifr`], CALL/CALLC/CALLU → [`Opcode::Calr`], LOOP →
//!   [`Opcode::Loopr`] (source `INT[n]`), BREAK/BREAKC → [`Opcode::Brkr`],
//!   JMPC/JMPU → [`Opcode::Bra`], all with [`Extra::Range`] / [`Extra::Label`]
//!   and [`Condition::Bool`] / [`Condition::Flags`]; executed by the stack
//!   machine of [`ControlModel::PicaStacks`], quirks included.
//! * SETEMIT/EMIT → [`Opcode::Setemit`] ([`Extra::SetEmit`]) /
//!   [`Opcode::Emit`] under [`GeometryModel::PicaSlots`].
//! * DVLE constants → [`Program::presets`]; uniforms → declarations with
//!   [`Binding::Named`]; the entry point and end → [`Program::entry`] /
//!   [`Program::end`].
//! * Semantics: [`Semantics::pica`] (float24, subnormal flush, no -0,
//!   `inf*0 = 0`, MIN/MAX operand order, PICA relative addressing) or
//!   [`Semantics::pica_f32`].
//!
//! Numeric formats (float24, fp16, fx12) and their exact conversions are in
//! [`numeric`]; what every op computes in each numeric model (the
//! primitives per model and each op's definition as a composition of them)
//! is in [`ops`].

pub mod cfg;
pub mod flow;
pub mod handle;
pub mod instruction;
pub mod numeric;
pub mod opcode;
pub mod operand;
pub mod ops;
pub mod origin;
pub mod print;
pub mod program;
pub mod property;
pub mod semantics;
pub mod span;
pub mod state;
pub mod validate;

pub use handle::{InstId, Reg, RegRange};
pub use instruction::{
    CompareOp, Condition, DataType, ExtComponent, ExtSel, Extra, FlagCombine, Instruction,
    Modifiers, MulVariant, Precision, Saturate, TexRef, TexTarget,
};
pub use opcode::{OP_TABLE, OpInfo, Opcode, Shape, SrcKind};
pub use operand::{
    CcValue, Component, CondRule, CondTest, Dst, File, Indirect, Src, SrcRegister, Swizzle,
    WriteMask,
};
pub use origin::Origin;
pub use program::{
    Binding, Declaration, ImmType, Immediate, InterpLocation, Interpolation, Label, Preset,
    Program, Semantic, SemanticName, Spelling, Stage, StorageFormat,
};
pub use property::{
    CoordOrigin, PixelCenter, Primitive, Processor, Property, PropertyName, PropertyValue,
    ValueKind,
};
pub use semantics::{
    ControlModel, Denormals, FloatFormat, GeometryModel, Limits, LitRule, LogRule, MinMaxNan,
    PackRounding, PowRule, RelativeRule, RsqInput, Semantics, SetOnNan, ZeroTimesInf,
};
pub use span::{FileId, InstSpans, Item, SourceMap, Span};
pub use state::StateBinding;
pub use validate::{ValidationError, validate};
