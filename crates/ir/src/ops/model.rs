//! The [`Model`] trait: the two primitives every numeric model provides.
//!
//! Every op of [`crate::ops`] is written once, generic over a `Model`: it
//! reads operands already converted by [`Model::input`], computes each step
//! exactly in f64 and rounds it once with [`Model::round`]. For +, -, *, /
//! and sqrt that single rounding from f64 gives the correctly rounded result
//! in binary32, float24, fp16 and fx12 alike (f64 has more than twice their
//! precision plus two bits, so double rounding is innocuous), which makes
//! every engine reproducible bit for bit. An engine implements these
//! primitives for its models, not the ops.
//!
//! The f64 is the interpreter's means, not part of the definition: every
//! primitive is the correctly rounded result, and [`super::single`]
//! computes it for every model from binary32 and integer operations alone
//! ([`super::single::Single::round_exact`] is `round` for an exact value
//! held as a rounded binary32 and the sign of what it lost;
//! docs/arithmetic.md), as a back end without f64 must.

/// One number format with its operand and result conversions.
pub trait Model {
    /// Convert an operand component before arithmetic (denormal flush,
    /// precision conversion, no negative zero).
    fn input(x: f32) -> f32;
    /// Round an exact (f64) result to the format.
    fn round(x: f64) -> f32;
    /// [`Model::round`], the result kept in an f64 (exact: every format is
    /// a subset of binary32), for chains of operations.
    #[inline(always)]
    fn round64(x: f64) -> f64 {
        Self::round(x) as f64
    }
    /// Round to the format's precision but not to its range (no overflow,
    /// no flush): for chains of operations that check the range once, with
    /// [`Model::precision_suffices`], and are redone with
    /// [`Model::round64`] when it fails.
    #[inline(always)]
    fn round64_precision(x: f64) -> f64 {
        Self::round64(x)
    }
    /// Whether `rounded`, [`Model::round64_precision`] of `exact`, is what
    /// [`Model::round64`] gives, up to the sign of a zero.
    #[inline(always)]
    fn precision_suffices(_exact: f64, _rounded: f64) -> bool {
        true
    }
    /// [`Model::round64`] of four independent values (the products of a
    /// dot product), which a model may do side by side.
    #[inline(always)]
    fn round64x4(x: [f64; 4]) -> [f64; 4] {
        x.map(Self::round64)
    }
    /// The model's name, for messages.
    const NAME: &'static str;
}
