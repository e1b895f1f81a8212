//! # Op semantics, defined once
//!
//! What every op computes, for every numeric model, written once in a form
//! any engine instantiates.
//!
//! ## The contract
//!
//! - [`Emit`] ([`emit`]): the closed set of primitives, each defined
//!   exactly per model (rounding, NaN, ±0, ±INF): the model's correctly
//!   rounded `+ - * / sqrt rsq`, input conversion and rounding, binary32
//!   product, quotient and roundings to integral, shasm's binary32 EX2,
//!   LG2, SIN and COS ([`elementary`]), sign-bit operations, compares and
//!   selects, bit casts and 32-bit integer operations. The value types are
//!   the engine's (a scalar word, a vector of lanes, a JIT's SSA value, a
//!   shading-language expression).
//! - [`float`]: every float op's composition, generic over `E: Emit`,
//!   dispatched on closed op sets ([`FloatOp`] and its parts
//!   [`ComponentOp`], [`ScalarOp`], [`DotOp`], [`VectorOp`], [`AddressOp`],
//!   obtained from an [`Opcode`](crate::Opcode) by `TryFrom`) matched
//!   exhaustively: an op without a composition does not compile. The ISA's
//!   rule switches ([`Semantics`](crate::Semantics)) are arguments.
//! - [`operand`] and [`store`]: how operands are read (relative addressing
//!   and each ISA's out-of-range rule, swizzle, modifiers, input
//!   conversion) and results written (the instruction's model, raw moves
//!   and selections, the fx12 clamp, the fp16 store, float24 without -0,
//!   the CC of raw moves, PICA200 CMP, the kill test, TXP's projection).
//! - [`accuracy()`]: per op and model, whether the result is exact,
//!   correctly rounded, a fixed sequence of correctly rounded steps, or an
//!   approximation with the spec's stated precision (`docs/ops.md`).
//!
//! An engine plugs in by implementing [`Emit`] for each model it runs and
//! calling [`float::componentwise`], [`float::scalar`], [`float::dot`],
//! [`float::vector()`] and the rules in [`operand`] and [`store`]; it writes
//! nothing per op. The reference interpreter's instance is [`Scalar<M>`]
//! (one `f32`/`u32`/`bool` per value, `M` a [`Model`]); the scalar
//! functions of [`arith`], [`compare`], [`dot`], [`transcendental`],
//! [`address`] and [`componentwise`], [`scalar`], [`dot_product`],
//! [`special`] are thin wrappers over it, kept for callers that work per
//! value (and [`dot::dot`] computes the dot products faster, tested equal
//! to the composition).
//!
//! The integer primitives are a sub-trait, [`EmitInt`] ([`emit_int`]), so
//! that an engine for float programs implements [`Emit`] alone. Over it:
//! the `.S`/`.U` ops ([`int32::compose`], closed set [`int32::IntOp`],
//! with operand modifiers and CC flags), the pack instructions
//! ([`pack::pack_with`], [`pack::unpack_with`]), TGSI's 32-bit typed ops
//! ([`typed::compose`]) and its 64-bit Integer ISA on word pairs
//! ([`int64::compose`]); the scalar functions of [`int32`], [`pack`] and
//! [`typed`] are these compositions in [`Scalar`]. Not yet over an
//! emitter: TGSI's Double ISA ([`typed::compute_double`], on binary64).
//!
//! ## Numeric models and their primitives
//!
//! A [`Model`] gives [`Scalar`] its two primitives: [`Model::input`] (how
//! an operand is read) and [`Model::round`] (how an exact f64 result is
//! rounded). Every arithmetic step is computed exactly in f64 and rounded
//! once; f64 holds every product and sum of these formats exactly or with
//! innocuous double rounding, so the result is the correctly rounded one
//! ([`single`] computes the same results without f64, for back ends
//! that have none: docs/arithmetic.md). The exceptions are the transcendentals (EX2, LG2, SIN, COS
//! and what is built on them): their definitions are binary32 algorithms
//! of shasm's own ([`elementary`], docs/transcendentals.md), whose result
//! is rounded once to the model.
//!
//! | Model | ISA | `input` | `round` |
//! |---|---|---|---|
//! | [`Ieee`] | TGSI; PICA200 run as fp32 | as is | binary32, nearest even |
//! | [`IeeeFtz`] | NV_vertex_program2 §2.14.1.1, NV_fragment_program fp32 §3.11.4.1 | denormal → ±0 | binary32, then denormal → ±0 |
//! | [`Float24`] | PICA200 "Floating-Point Behavior" | below 2^-62 or -0 → +0 | 16 mantissa bits, nearest even; < 2^-62 → +0; ≥ 2^64 → ±INF ([`round_f64_to_f24`]) |
//! | [`Half`] | NV_fragment_program `H`, §3.11.4.1-2 | to fp16 | fp16, nearest even, denormals kept, ≥ 65520 → ±INF |
//! | [`Fixed12`] | NV_fragment_program `X`, §3.11.4.1-2 | NaN → 0, clamp to [-2, 2047/1024], nearest 1/1024 | nearest 1/1024, no clamp; [`fx12::clamp_result`] clamps the final result |
//! | [`int32`] | NV_gpu_program4 `.S` / `.U` | words | wrapping mod 2^32 |
//!
//! A primitive of one model is the emitter instantiated with it:
//! `Scalar::<Float24>::mul(ZeroTimesInf::Zero, ..)` is float24's multiply
//! ("mul_f24"), `float::transcendental::rcp(&mut Scalar::<IeeeFtz>::new(), x)`
//! NV's reciprocal.
//!
//! Rule variants (model-independent, picked by a [`Semantics`](crate::Semantics) switch; each
//! scalar function named here wraps its composition in [`float`]):
//!
//! | Switch | Variants |
//! |---|---|
//! | [`ZeroTimesInf`](crate::ZeroTimesInf) | [`arith::mul_ieee`] (NaN), [`arith::mul_pica`] (0) |
//! | [`MinMaxNan`](crate::MinMaxNan) | [`compare::max_nv`]/[`compare::min_nv`] (NaN propagates), [`compare::max_ieee`]/[`compare::min_ieee`] (number wins), [`compare::max_pica`]/[`compare::min_pica`] (hardware table) |
//! | [`SetOnNan`](crate::SetOnNan) | [`compare::set_on`]: IEEE comparison, or NaN in → NaN out |
//! | [`RsqInput`](crate::RsqInput) | [`transcendental::rsq_abs`], [`transcendental::rsq_signed`] |
//! | [`PowRule`](crate::PowRule) | [`transcendental::pow_libm`], [`transcendental::pow_exp2log2`] |
//! | [`LogRule`](crate::LogRule) | [`transcendental::log`]: TGSI formula or exact exponent |
//! | [`LitRule`](crate::LitRule) | [`transcendental::lit`]: TGSI, NV vertex ([`transcendental::rough_power`]), NV fragment |
//! | [`Saturate`](crate::Saturate) | [`arith::saturate`] |
//! | `address_range` | [`address::clamp`] |
//!
//! ## Op → definition
//!
//! `r(x)` is [`Model::round`]; operands are already through
//! [`Model::input`]; each line is per component unless it says otherwise.
//!
//! | Op | Definition |
//! |---|---|
//! | ADD, SUB | `r(a ± b)` |
//! | MUL | `mul(a, b)`: `r(a*b)`, `0*inf` per [`ZeroTimesInf`](crate::ZeroTimesInf) |
//! | MAD | `r(mul(a, b) + c)` (unfused) |
//! | LRP | `r(mul(a, b) + mul(r(1 - a), c))` |
//! | LERP | `mad(a, r(b - c), c)` |
//! | DIV | `r(a / b.x)` |
//! | DP2, DP2A, DP3, DP4, DPH | products `mul`, summed left to right, each sum `r` ([`dot::dot_steps`]); DPH adds `b.w`, DP2A adds `c.x` |
//! | DST | [`dot::dst`]: `(1, mul(a.y, b.y), a.z, b.w)` |
//! | XPD, X2D, RFL, NRM | [`dot::xpd`], [`dot::x2d`], [`dot::rfl`], [`dot::nrm`] |
//! | MIN, MAX | per [`MinMaxNan`](crate::MinMaxNan); PICA200 selects an operand as it is (no flush) |
//! | SLT, SGE, SEQ, SGT, SLE, SNE, SFL, STR | [`compare::set_on`] per [`SetOnNan`](crate::SetOnNan) |
//! | CMP, CND, CND0 | [`compare::cmp`], [`compare::cnd`], [`compare::cnd0`] |
//! | FLR, FRC, CEIL, TRUNC, ROUND | `r(floor a)`, `r(a - r(floor a))`, ... ; ROUND ties to even |
//! | SSG, ABS, MOV | [`arith::ssg`], `r(|a|)`, `r(a)` (or a raw copy where `Semantics::exact_moves`) |
//! | RCP, RCC, RSQ | `r(1/a.x)`, [`transcendental::rcc`], per [`RsqInput`](crate::RsqInput) |
//! | EX2, LG2, SIN, COS | `r(ex2 a.x)`, `r(lg2 a.x)`, `r(sin a.x)`, `r(cos a.x)`: shasm's binary32 algorithms in [`elementary`] (docs/transcendentals.md), not the host's libm |
//! | POW | per [`PowRule`](crate::PowRule) |
//! | EXP | `(r(ex2 floor s), r(s - floor s), r(ex2 s), 1)` |
//! | LOG | per [`LogRule`](crate::LogRule): `(exponent, mantissa, r(lg2 abs(s)), 1)` |
//! | LIT | per [`LitRule`](crate::LitRule) |
//! | LITP (PICA200) | [`transcendental::litp`] |
//! | SCS | `(r(cos a.x), r(sin a.x), 0, 0)` with [`elementary`]'s cos and sin |
//! | ARL, ARR, MOVA, ARA | [`address::arl`] (floor), [`address::arr`] (nearest even), [`address::mova`] (truncate), [`address::ara`]; then [`address::clamp`] |
//! | CMP (PICA200 `SETP`) | [`crate::CompareOp::eval`] on the raw operands (no flush) |
//! | PK2H, PK2US, PK4B, PK4UB, UP2H, UP2US, UP4B, UP4UB | [`pack`] |
//! | integer ops (`.S`/`.U`), their operand modifiers and CC flags | [`int32::compute`], [`int32::modify`], [`int32::flags`] (table in [`int32`]) |
//! | TGSI's FSEQ..FSGE, FMA, UMSB, IMSB, LSB, POPC, INTERP_*, double and 64-bit ops | [`typed::compute`] on words in each operand's [`typed::WordType`] |
//! | saturation (`_SAT`, `.SSAT`) | [`arith::saturate`] after the op |
//!
//! [`float::componentwise`], [`float::scalar`], [`float::dot`] and
//! [`float::vector()`] select these compositions by closed op set;
//! [`componentwise`], [`scalar`], [`dot_product`] and [`special`] do the
//! same for callers holding an [`Opcode`](crate::Opcode).

pub mod accuracy;
pub mod address;
pub mod arith;
pub mod compare;
pub mod dot;
pub mod elementary;
pub mod emit;
pub mod emit_int;
mod eval;
pub mod float;
pub mod float24;
pub mod fp16;
pub mod fx12;
pub mod ieee32;
pub mod int32;
pub mod int64;
mod model;
pub mod operand;
pub mod pack;
pub mod single;
pub mod store;
pub mod transcendental;
pub mod typed;

pub use accuracy::{Accuracy, accuracy, int_accuracy, pack_accuracy, unpack_accuracy};
pub use emit::{Emit, Scalar};
pub use emit_int::EmitInt;
pub use eval::{componentwise, dot_product, ext_swizzle, scalar, special};
pub use float::{AddressOp, ComponentOp, DotOp, FloatOp, NotFloatOp, ScalarOp, SetOp, VectorOp};
pub use float24::{Float24, round_f64_to_f24};
pub use fp16::Half;
pub use fx12::Fixed12;
pub use ieee32::{Ieee, IeeeFtz};
pub use model::Model;
pub use store::ModelKind;
