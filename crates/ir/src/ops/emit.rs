//! The emitter contract: the closed set of primitives every op of
//! [`crate::ops`] is composed of.
//!
//! An engine implements [`Emit`] once per numeric model and gets every op:
//! the compositions in [`super::float`] (and the operand and store rules in
//! [`super::operand`] and [`super::store`]) are generic over `E: Emit` and
//! call nothing else. The value types are the engine's: a scalar word for
//! the reference interpreter ([`Scalar`]), a vector of lanes for a SIMD
//! engine, a Cranelift `Value` for a JIT, a naga expression handle for a
//! translation. Control flow inside an op is a [`Emit::select`]: every
//! composition is straight-line code over the primitives.
//!
//! ## Values
//!
//! - [`Emit::F`], a float word: a binary32 bit pattern holding a value of
//!   the emitter's model (float24, fp16 and fx12 values are binary32 values
//!   with fewer significant bits).
//! - [`Emit::I`], a 32-bit integer word (two's complement where signed).
//! - [`Emit::B`], a condition.
//!
//! ## The model's primitives
//!
//! `r(x)` below is the model's rounding of an exact real result: the
//! nearest value of the format, ties to even, then the model's range rule.
//!
//! | Model | `input(x)` | `r(x)` |
//! |---|---|---|
//! | fp32 ([`Ieee`](super::Ieee)) | `x` | binary32; ≥ 2^128 (after rounding) → ±INF; denormals kept |
//! | fp32, no denormals ([`IeeeFtz`](super::IeeeFtz)) | denormal → ±0 (sign kept) | binary32, then denormal → ±0 (sign kept) |
//! | float24 ([`Float24`](super::Float24)) | `|x| < 2^-62` or -0 → +0 | 16 mantissa bits; `< 2^-62` → +0 (no -0); ≥ 2^64 → ±INF |
//! | fp16 ([`Half`](super::Half)) | `r(x)` | 10 mantissa bits, denormals kept, ≥ 65520 → ±INF |
//! | fx12 ([`Fixed12`](super::Fixed12)) | NaN → 0, clamp to [-2, 2047/1024], then `r` | nearest multiple of 1/1024 (no clamp: the store clamps); NaN → 0 |
//!
//! In every model a NaN result of `r` is a NaN (payload as IEEE-754 leaves
//! it; engines agree on NaN-ness, the stores compare NaNs as NaNs), except
//! fx12, where it is 0.
//!
//! The arithmetic primitives [`Emit::add`], [`Emit::sub`], [`Emit::mul`],
//! [`Emit::div`], [`Emit::sqrt`], [`Emit::rsq`] compute the exact real
//! result and round it once with `r`. IEEE-754's special cases apply to the
//! exact result (`inf - inf`, `0 / 0`, `sqrt(-1)` are NaN; `x / ±0` is
//! ±INF; `-0 + -0 = -0`, `sqrt(-0) = -0`), except `0 * inf` under
//! [`ZeroTimesInf::Zero`], which is `r(+0)`. Operands are words already
//! through `input`.
//!
//! ## Binary32 primitives
//!
//! [`Emit::mul32`], [`Emit::div32`], [`Emit::floor`], [`Emit::ceil`], [`Emit::trunc`],
//! [`Emit::round_even`], [`Emit::ex2`], [`Emit::lg2`], [`Emit::sin`],
//! [`Emit::cos`] work in IEEE binary32 with denormals, whatever the model:
//! the compositions round their results with [`Emit::round`]. The four
//! transcendental primitives are shasm's own binary32 algorithms of
//! [`super::elementary`] (docs/transcendentals.md), bit for bit.
//!
//! ## Bits, compares, integers
//!
//! [`Emit::abs`] and [`Emit::neg`] clear and flip the sign bit (NaN
//! payloads kept). Compares are IEEE's: a NaN is unordered, `lt`, `le`,
//! `eq`, `gt`, `ge` are false and `ne` true; -0 equals +0. Integer ops wrap
//! modulo 2^32. The integer primitives the integer, typed and pack ops
//! need beyond these (products, division, variable shifts, bit counts) are
//! the sub-trait [`EmitInt`](super::EmitInt).

use super::Model;
use super::elementary;
use crate::ZeroTimesInf;
use std::marker::PhantomData;

/// The primitives of one engine in one numeric model (module docs).
pub trait Emit {
    /// A float word of the model.
    type F: Copy;
    /// A 32-bit integer word.
    type I: Copy;
    /// A condition.
    type B: Copy;

    /// A binary32 constant, as it is (compositions pass values of the
    /// model, or round them with [`Emit::round`]).
    fn float(&mut self, x: f32) -> Self::F;
    /// An integer constant.
    fn int(&mut self, x: u32) -> Self::I;

    /// The model's operand conversion (table above).
    fn input(&mut self, x: Self::F) -> Self::F;
    /// `r(x)`: a binary32 value rounded to the model (MOV through the
    /// model; the last step of the binary32 compositions).
    fn round(&mut self, x: Self::F) -> Self::F;
    /// `r(a + b)`.
    fn add(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// `r(a - b)`.
    fn sub(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// `r(a * b)`; `0 * inf` is NaN under [`ZeroTimesInf::Nan`] and `r(+0)`
    /// under [`ZeroTimesInf::Zero`] (PICA200: "inf * 0 = 0"; `NaN * 0`
    /// stays NaN).
    fn mul(&mut self, rule: ZeroTimesInf, a: Self::F, b: Self::F) -> Self::F;
    /// `r(a / b)`.
    fn div(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// `r(sqrt(a))`: NaN for `a < 0`, `sqrt(-0) = -0`, `sqrt(+INF) = +INF`.
    fn sqrt(&mut self, a: Self::F) -> Self::F;
    /// `r(1 / sqrt(a))`, rounded once: `+0 → +INF`, `-0 → -INF`,
    /// `+INF → +0`, `a < 0 → NaN`.
    fn rsq(&mut self, a: Self::F) -> Self::F;

    /// The binary32 product, rounded to nearest even, denormals kept,
    /// `0 * inf` NaN (not the model's: the transcendental compositions'
    /// binary32 steps).
    fn mul32(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// The binary32 quotient, rounded to nearest even, denormals kept
    /// (TXP's projection).
    fn div32(&mut self, a: Self::F, b: Self::F) -> Self::F;
    /// Round to an integral binary32 toward -INF (exact; ±0, ±INF, NaN
    /// unchanged).
    fn floor(&mut self, a: Self::F) -> Self::F;
    /// Toward +INF (`ceil(-0.5) = -0`).
    fn ceil(&mut self, a: Self::F) -> Self::F;
    /// Toward zero.
    fn trunc(&mut self, a: Self::F) -> Self::F;
    /// To nearest, ties to even.
    fn round_even(&mut self, a: Self::F) -> Self::F;
    /// [`elementary::ex2`], binary32.
    fn ex2(&mut self, a: Self::F) -> Self::F;
    /// [`elementary::lg2`], binary32.
    fn lg2(&mut self, a: Self::F) -> Self::F;
    /// [`elementary::sin`], binary32.
    fn sin(&mut self, a: Self::F) -> Self::F;
    /// [`elementary::cos`], binary32.
    fn cos(&mut self, a: Self::F) -> Self::F;

    /// The sign bit cleared.
    fn abs(&mut self, a: Self::F) -> Self::F;
    /// The sign bit flipped.
    fn neg(&mut self, a: Self::F) -> Self::F;

    /// `a < b` (IEEE: false if either is NaN).
    fn lt(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// `a <= b`.
    fn le(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// `a == b` (-0 == +0).
    fn eq(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// `a != b` (true if either is NaN).
    fn ne(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// `a > b`.
    fn gt(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// `a >= b`.
    fn ge(&mut self, a: Self::F, b: Self::F) -> Self::B;
    /// Whether `a` is a NaN.
    fn is_nan(&mut self, a: Self::F) -> Self::B;
    /// `c ? a : b` on float words (the word as it is, NaN payloads and
    /// the sign of zero kept).
    fn select(&mut self, c: Self::B, a: Self::F, b: Self::F) -> Self::F;
    /// `c ? a : b` on integer words.
    fn select_int(&mut self, c: Self::B, a: Self::I, b: Self::I) -> Self::I;
    /// A constant condition.
    fn cond(&mut self, c: bool) -> Self::B;
    /// `a && b`.
    fn and(&mut self, a: Self::B, b: Self::B) -> Self::B;
    /// `a || b`.
    fn or(&mut self, a: Self::B, b: Self::B) -> Self::B;
    /// `!a`.
    fn not(&mut self, a: Self::B) -> Self::B;

    /// The word of a float.
    fn float_to_bits(&mut self, a: Self::F) -> Self::I;
    /// The float of a word.
    fn bits_to_float(&mut self, a: Self::I) -> Self::F;
    /// `a + b` mod 2^32.
    fn iadd(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// `a - b` mod 2^32.
    fn isub(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// Bitwise and.
    fn iand(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// Bitwise or.
    fn ior(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// Bitwise exclusive or.
    fn ixor(&mut self, a: Self::I, b: Self::I) -> Self::I;
    /// `a << n`, `n` in 0..32.
    fn shl(&mut self, a: Self::I, n: u32) -> Self::I;
    /// `a >> n` (logical), `n` in 0..32.
    fn shr(&mut self, a: Self::I, n: u32) -> Self::I;
    /// `a == b`.
    fn ieq(&mut self, a: Self::I, b: Self::I) -> Self::B;
    /// `a < b` as signed words.
    fn ilt(&mut self, a: Self::I, b: Self::I) -> Self::B;
    /// `a < b` as unsigned words.
    fn ult(&mut self, a: Self::I, b: Self::I) -> Self::B;
    /// A binary32 to a signed integer, toward zero, saturating at
    /// `i32::MIN`/`i32::MAX`; NaN gives 0.
    fn float_to_int(&mut self, a: Self::F) -> Self::I;
    /// A signed integer to binary32, to nearest even.
    fn int_to_float(&mut self, a: Self::I) -> Self::F;
}

/// The reference interpreter's emitter: one scalar word per value,
/// computed now, in the model `M`. Every primitive is the exact real
/// result (in f64, which holds the sums, products and quotients of these
/// formats well enough that one rounding to the model is the correct one:
/// 53 bits are more than twice a format's precision plus two) rounded once
/// by [`Model::round`].
pub struct Scalar<M: Model>(PhantomData<M>);

impl<M: Model> Scalar<M> {
    /// The emitter (it holds nothing).
    #[inline(always)]
    pub const fn new() -> Self {
        Scalar(PhantomData)
    }
}

impl<M: Model> Default for Scalar<M> {
    #[inline(always)]
    fn default() -> Self {
        Self::new()
    }
}

impl<M: Model> Emit for Scalar<M> {
    type F = f32;
    type I = u32;
    type B = bool;

    #[inline(always)]
    fn float(&mut self, x: f32) -> f32 {
        x
    }
    #[inline(always)]
    fn int(&mut self, x: u32) -> u32 {
        x
    }
    #[inline(always)]
    fn input(&mut self, x: f32) -> f32 {
        M::input(x)
    }
    #[inline(always)]
    fn round(&mut self, x: f32) -> f32 {
        M::round(x as f64)
    }
    #[inline(always)]
    fn add(&mut self, a: f32, b: f32) -> f32 {
        M::round(a as f64 + b as f64)
    }
    #[inline(always)]
    fn sub(&mut self, a: f32, b: f32) -> f32 {
        M::round(a as f64 - b as f64)
    }
    #[inline(always)]
    fn mul(&mut self, rule: ZeroTimesInf, a: f32, b: f32) -> f32 {
        let p = a as f64 * b as f64;
        // A NaN product of two non-NaN operands can only be inf * 0.
        if rule == ZeroTimesInf::Zero && p.is_nan() && !a.is_nan() && !b.is_nan() {
            return M::round(0.0);
        }
        M::round(p)
    }
    #[inline(always)]
    fn div(&mut self, a: f32, b: f32) -> f32 {
        M::round(a as f64 / b as f64)
    }
    #[inline(always)]
    fn sqrt(&mut self, a: f32) -> f32 {
        M::round((a as f64).sqrt())
    }
    #[inline(always)]
    fn rsq(&mut self, a: f32) -> f32 {
        M::round(1.0 / (a as f64).sqrt())
    }
    #[inline(always)]
    fn mul32(&mut self, a: f32, b: f32) -> f32 {
        a * b
    }
    #[inline(always)]
    fn div32(&mut self, a: f32, b: f32) -> f32 {
        a / b
    }
    #[inline(always)]
    fn floor(&mut self, a: f32) -> f32 {
        a.floor()
    }
    #[inline(always)]
    fn ceil(&mut self, a: f32) -> f32 {
        a.ceil()
    }
    #[inline(always)]
    fn trunc(&mut self, a: f32) -> f32 {
        a.trunc()
    }
    #[inline(always)]
    fn round_even(&mut self, a: f32) -> f32 {
        a.round_ties_even()
    }
    #[inline(always)]
    fn ex2(&mut self, a: f32) -> f32 {
        elementary::ex2(a)
    }
    #[inline(always)]
    fn lg2(&mut self, a: f32) -> f32 {
        elementary::lg2(a)
    }
    #[inline(always)]
    fn sin(&mut self, a: f32) -> f32 {
        elementary::sin(a)
    }
    #[inline(always)]
    fn cos(&mut self, a: f32) -> f32 {
        elementary::cos(a)
    }
    #[inline(always)]
    fn abs(&mut self, a: f32) -> f32 {
        f32::from_bits(a.to_bits() & 0x7FFF_FFFF)
    }
    #[inline(always)]
    fn neg(&mut self, a: f32) -> f32 {
        f32::from_bits(a.to_bits() ^ 0x8000_0000)
    }
    #[inline(always)]
    fn lt(&mut self, a: f32, b: f32) -> bool {
        a < b
    }
    #[inline(always)]
    fn le(&mut self, a: f32, b: f32) -> bool {
        a <= b
    }
    #[inline(always)]
    fn eq(&mut self, a: f32, b: f32) -> bool {
        a == b
    }
    #[inline(always)]
    fn ne(&mut self, a: f32, b: f32) -> bool {
        a != b
    }
    #[inline(always)]
    fn gt(&mut self, a: f32, b: f32) -> bool {
        a > b
    }
    #[inline(always)]
    fn ge(&mut self, a: f32, b: f32) -> bool {
        a >= b
    }
    #[inline(always)]
    fn is_nan(&mut self, a: f32) -> bool {
        a.is_nan()
    }
    #[inline(always)]
    fn select(&mut self, c: bool, a: f32, b: f32) -> f32 {
        if c { a } else { b }
    }
    #[inline(always)]
    fn select_int(&mut self, c: bool, a: u32, b: u32) -> u32 {
        if c { a } else { b }
    }
    #[inline(always)]
    fn cond(&mut self, c: bool) -> bool {
        c
    }
    #[inline(always)]
    fn and(&mut self, a: bool, b: bool) -> bool {
        a & b
    }
    #[inline(always)]
    fn or(&mut self, a: bool, b: bool) -> bool {
        a | b
    }
    #[inline(always)]
    fn not(&mut self, a: bool) -> bool {
        !a
    }
    #[inline(always)]
    fn float_to_bits(&mut self, a: f32) -> u32 {
        a.to_bits()
    }
    #[inline(always)]
    fn bits_to_float(&mut self, a: u32) -> f32 {
        f32::from_bits(a)
    }
    #[inline(always)]
    fn iadd(&mut self, a: u32, b: u32) -> u32 {
        a.wrapping_add(b)
    }
    #[inline(always)]
    fn isub(&mut self, a: u32, b: u32) -> u32 {
        a.wrapping_sub(b)
    }
    #[inline(always)]
    fn iand(&mut self, a: u32, b: u32) -> u32 {
        a & b
    }
    #[inline(always)]
    fn ior(&mut self, a: u32, b: u32) -> u32 {
        a | b
    }
    #[inline(always)]
    fn ixor(&mut self, a: u32, b: u32) -> u32 {
        a ^ b
    }
    #[inline(always)]
    fn shl(&mut self, a: u32, n: u32) -> u32 {
        a << (n & 31)
    }
    #[inline(always)]
    fn shr(&mut self, a: u32, n: u32) -> u32 {
        a >> (n & 31)
    }
    #[inline(always)]
    fn ieq(&mut self, a: u32, b: u32) -> bool {
        a == b
    }
    #[inline(always)]
    fn ilt(&mut self, a: u32, b: u32) -> bool {
        (a as i32) < (b as i32)
    }
    #[inline(always)]
    fn ult(&mut self, a: u32, b: u32) -> bool {
        a < b
    }
    #[inline(always)]
    fn float_to_int(&mut self, a: f32) -> u32 {
        a as i32 as u32
    }
    #[inline(always)]
    fn int_to_float(&mut self, a: u32) -> f32 {
        a as i32 as f32
    }
}
