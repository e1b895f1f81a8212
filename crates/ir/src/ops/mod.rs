//! # Op semantics, defined once
//!
//! What every op computes, for every numeric model, as scalar functions
//! over f32 / u32 / i32 words. The reference interpreter (`shasm-exec`)
//! evaluates these definitions; a later engine (a JIT, a translation to
//! another shading language) implements the same *primitives* and composes
//! them the same way, rather than re-deriving the ops.
//!
//! ## Numeric models and their primitives
//!
//! A [`Model`] has two primitives: [`Model::input`] (how an operand is
//! read) and [`Model::round`] (how an exact f64 result is rounded). Every
//! arithmetic step is computed exactly in f64 and rounded once; f64 holds
//! every product and sum of these formats exactly or with innocuous double
//! rounding, so the result is the correctly rounded one ([`single`] computes
//! the same results without f64, for back ends that have none). The exceptions
//! are the transcendentals (EX2, LG2, SIN, COS and what is built on them):
//! their definitions are binary32 algorithms of shasm's own
//! ([`elementary`], docs/transcendentals.md), whose result is rounded once
//! to the model.
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
//! A primitive of one model is a generic primitive instantiated with it:
//! `arith::mul_pica::<Float24>` is float24's multiply ("mul_f24"),
//! `transcendental::rcp::<IeeeFtz>` NV's reciprocal; an engine supplies
//! `input` and `round` per model and gets every op.
//!
//! Rule primitives (model-independent, picked by a [`Semantics`](crate::Semantics) switch):
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
//! [`componentwise`], [`scalar`], [`dot_product`] and [`special`] select
//! these definitions by [`Opcode`](crate::Opcode).

pub mod address;
pub mod arith;
pub mod compare;
pub mod dot;
pub mod elementary;
mod eval;
pub mod float24;
pub mod fp16;
pub mod fx12;
pub mod ieee32;
pub mod int32;
mod model;
pub mod pack;
pub mod single;
pub mod transcendental;
pub mod typed;

pub use eval::{componentwise, dot_product, ext_swizzle, scalar, special};
pub use float24::{Float24, round_f64_to_f24};
pub use fp16::Half;
pub use fx12::Fixed12;
pub use ieee32::{Ieee, IeeeFtz};
pub use model::Model;
