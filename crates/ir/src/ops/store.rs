//! Store rules and the per-instruction choices around an op: which model
//! an instruction computes in, which ops copy or select raw words, how a
//! result is converted and written, and the ops whose result is a
//! condition (PICA200 CMP, kills) or a projection (TXP). Generic over the
//! emitter where they compute; the reference interpreter evaluates them
//! with [`Scalar`](super::Scalar).
//!
//! A float result is stored in this order: the op's composition (in the
//! instruction's model), the fx12 clamp of the final result
//! ([`fx12_result`]), saturation ([`super::float::arith::saturate`]), the
//! destination's format ([`fp16_store`]), the write mask and the
//! condition-code mask, then the condition code of the stored value.

use super::emit::Emit;
use super::float::arith::clamp;
use crate::numeric::fx12;
use crate::{CompareOp, Denormals, FloatFormat, Opcode, Precision, Saturate, Semantics};
use crate::{StorageFormat, TexTarget};

/// The numeric model an instruction computes in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ModelKind {
    /// IEEE binary32 with denormals ([`super::Ieee`]).
    Ieee,
    /// IEEE binary32, denormals flushed ([`super::IeeeFtz`]).
    IeeeFtz,
    /// PICA200 float24 ([`super::Float24`]).
    Float24,
    /// NV_fragment_program fp16 ([`super::Half`]).
    Half,
    /// NV_fragment_program fx12 ([`super::Fixed12`]).
    Fixed,
}

impl ModelKind {
    /// The program's own model, from its float format and denormal rule.
    pub const fn of(sem: &Semantics) -> ModelKind {
        match (sem.float, sem.denormals) {
            (FloatFormat::Float24, _) => ModelKind::Float24,
            (FloatFormat::Ieee32, Denormals::Flush) => ModelKind::IeeeFtz,
            (FloatFormat::Ieee32, Denormals::Preserve) => ModelKind::Ieee,
        }
    }

    /// An instruction's model: its explicit precision (NV_fragment_program
    /// `H` and `X` suffixes, §3.11.4.1), fp16 for an unsuffixed
    /// instruction writing an fp16 register (§3.11.4.2: the instruction's
    /// precision is the destination's), else the program's `base`.
    pub const fn of_instruction(
        base: ModelKind,
        precision: Precision,
        dst: StorageFormat,
    ) -> ModelKind {
        match precision {
            Precision::Half => ModelKind::Half,
            Precision::Fixed => ModelKind::Fixed,
            Precision::Full => base,
            Precision::Default => match dst {
                StorageFormat::F16 => ModelKind::Half,
                _ => base,
            },
        }
    }
}

/// Whether a float MOV copies the raw word (NaN payloads, packed words,
/// denormals) instead of rounding through the model: under
/// `Semantics::exact_moves`, unless the instruction computes in another
/// model than the program's or saturates (NV_fragment_program §3.11.4.4:
/// the result is clamped before it is written).
pub fn raw_move(
    sem: &Semantics,
    op: Opcode,
    model: ModelKind,
    base: ModelKind,
    saturate: Saturate,
) -> bool {
    op == Opcode::Mov && sem.exact_moves && model == base && saturate == Saturate::None
}

/// Whether MIN/MAX select an operand's raw word (PICA200 "Floating-Point
/// Behavior": "max does not flush input or output subnormals"; no -0
/// exists, [`no_negative_zero`]).
pub fn raw_select(op: Opcode, base: ModelKind) -> bool {
    matches!(op, Opcode::Min | Opcode::Max) && base == ModelKind::Float24
}

/// The final result of an fx12 instruction, clamped to [-2, 2047/1024]
/// (NV_fragment_program §3.11.4.2; notes D10: "clamp only the final
/// result"; intermediate results keep their range).
#[inline(always)]
pub fn fx12_result<E: Emit>(e: &mut E, x: E::F) -> E::F {
    clamp(e, x, fx12::MIN, fx12::MAX)
}

/// A float stored into an fp16 register (NV_fragment_program §3.11.4.2:
/// "converted to the precision of the destination"): the fp16 model's
/// conversion, so `h` is an fp16 emitter ([`Emit::input`] of
/// [`super::Half`]: nearest even, denormals kept, ≥ 65520 → ±INF).
#[inline(always)]
pub fn fp16_store<H: Emit>(h: &mut H, x: H::F) -> H::F {
    h.input(x)
}

/// A raw word stored on the PICA200: no negative zero ("does not seem to
/// have negative 0"), so -0 becomes +0 (every other word is kept).
#[inline(always)]
pub fn no_negative_zero<E: Emit>(e: &mut E, w: E::I) -> E::I {
    let minus_zero = e.int(0x8000_0000);
    let is = e.ieq(w, minus_zero);
    let zero = e.int(0);
    e.select_int(is, zero, w)
}

/// The value the condition code classifies for a raw word written by a
/// move: the word as the model reads it. In fp32 without denormals a word
/// with exponent 0 decodes as ±0 (NV_fragment_program §3.11.4.1), so a
/// raw move of such a word sets EQ; in fp32 the word as it is. (Programs
/// with condition codes run in these two models.)
#[inline(always)]
pub fn raw_move_cc_value<E: Emit>(e: &mut E, base: ModelKind, w: E::I) -> E::F {
    let x = e.bits_to_float(w);
    match base {
        ModelKind::IeeeFtz => e.input(x),
        _ => x,
    }
}

/// A PICA200 comparison ([`CompareOp`]) of raw operands: "cmp does not
/// flush input subnormals"; codes 6 and 7 are always true.
#[inline(always)]
pub fn compare<E: Emit>(e: &mut E, op: CompareOp, a: E::F, b: E::F) -> E::B {
    match op {
        CompareOp::Eq => e.eq(a, b),
        CompareOp::Ne => e.ne(a, b),
        CompareOp::Lt => e.lt(a, b),
        CompareOp::Le => e.le(a, b),
        CompareOp::Gt => e.gt(a, b),
        CompareOp::Ge => e.ge(a, b),
        CompareOp::True6 | CompareOp::True7 => e.cond(true),
    }
}

/// PICA200 CMP: both condition flags, from `.x` and `.y` of the raw
/// operands. The spec leaves open whether CMP honours the destination
/// mask; shasm sets both flags, as the emulators do, so there is no mask
/// here.
#[inline(always)]
pub fn setp<E: Emit>(e: &mut E, ops: [CompareOp; 2], a: [E::F; 4], b: [E::F; 4]) -> [E::B; 2] {
    let x = compare(e, ops[0], a[0], b[0]);
    let y = compare(e, ops[1], a[1], b[1]);
    [x, y]
}

/// KIL with an operand (NV_fragment_program §3.11.5.11, TGSI KILL_IF,
/// ARB KIL): the invocation is killed if any component of the raw word is
/// below zero (a denormal below zero counts; -0 and NaN do not).
#[inline(always)]
pub fn kills<E: Emit>(e: &mut E, a: [E::F; 4]) -> E::B {
    let zero = e.float(0.0);
    let x = e.lt(a[0], zero);
    let y = e.lt(a[1], zero);
    let z = e.lt(a[2], zero);
    let w = e.lt(a[3], zero);
    let xy = e.or(x, y);
    let zw = e.or(z, w);
    e.or(xy, zw)
}

/// TXP's coordinates (NV_fragment_program §3.11.5.40): s, t and r divided
/// by q in binary32, except for cube maps, whose coordinates are a
/// direction.
#[inline(always)]
pub fn project<E: Emit>(e: &mut E, target: TexTarget, c: [E::F; 4]) -> [E::F; 4] {
    if matches!(target, TexTarget::Cube | TexTarget::ShadowCube) {
        return c;
    }
    let s = e.div32(c[0], c[3]);
    let t = e.div32(c[1], c[3]);
    let r = e.div32(c[2], c[3]);
    [s, t, r, c[3]]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::{Half, Ieee, IeeeFtz, Scalar};

    #[test]
    fn stores() {
        let e = &mut Scalar::<Ieee>::new();
        // D10: only the final fx12 result is clamped.
        assert_eq!(fx12_result(e, 2.25), 2047.0 / 1024.0);
        assert_eq!(fx12_result(e, -4.0), -2.0);
        // §3.11.4.2: ≥ 65520 converts to INF in fp16; 1/3 rounds to 0x3555.
        let h = &mut Scalar::<Half>::new();
        assert_eq!(fp16_store(h, 65520.0), f32::INFINITY);
        assert_eq!(fp16_store(h, 1.0 / 3.0), 1365.0 / 4096.0);
        assert_eq!(no_negative_zero(e, 0x8000_0000), 0);
        assert_eq!(no_negative_zero(e, 0x8000_0001), 0x8000_0001);
        // §3.11.4.1: a denormal word reads as ±0 without denormals.
        let f = &mut Scalar::<IeeeFtz>::new();
        assert_eq!(
            raw_move_cc_value(f, ModelKind::IeeeFtz, 0x8000_0001).to_bits(),
            0x8000_0000
        );
        assert_eq!(raw_move_cc_value(e, ModelKind::Ieee, 1).to_bits(), 1);
    }

    #[test]
    fn conditions() {
        let e = &mut Scalar::<Ieee>::new();
        // A negative denormal kills; -0 and NaN do not.
        assert!(kills(e, [0.0, 1.0, -1e-40, 2.0]));
        assert!(!kills(e, [-0.0, f32::NAN, 0.0, 1.0]));
        // PICA200 "cmp(s, 0) = false": raw subnormal operands compare.
        let s = f32::from_bits((64 << 23) | 0x7F_FF00);
        assert_eq!(
            setp(
                e,
                [CompareOp::Eq, CompareOp::True6],
                [s, f32::NAN, 0.0, 0.0],
                [0.0; 4]
            ),
            [false, true]
        );
        assert_eq!(
            project(e, TexTarget::Tex2D, [1.0, 2.0, 3.0, 2.0]),
            [0.5, 1.0, 1.5, 2.0]
        );
        assert_eq!(
            project(e, TexTarget::Cube, [1.0, 2.0, 3.0, 2.0]),
            [1.0, 2.0, 3.0, 2.0]
        );
    }

    #[test]
    fn model_choice() {
        let b = ModelKind::IeeeFtz;
        assert_eq!(ModelKind::of(&Semantics::pica()), ModelKind::Float24);
        assert_eq!(ModelKind::of(&Semantics::tgsi()), ModelKind::Ieee);
        assert_eq!(
            ModelKind::of_instruction(b, Precision::Half, StorageFormat::F32),
            ModelKind::Half
        );
        assert_eq!(
            ModelKind::of_instruction(b, Precision::Default, StorageFormat::F16),
            ModelKind::Half
        );
        assert_eq!(
            ModelKind::of_instruction(b, Precision::Full, StorageFormat::F16),
            b
        );
        let fp = Semantics::nv_fragment();
        assert!(raw_move(&fp, Opcode::Mov, b, b, Saturate::None));
        assert!(!raw_move(&fp, Opcode::Mov, b, b, Saturate::ZeroOne));
        assert!(!raw_move(
            &fp,
            Opcode::Mov,
            ModelKind::Half,
            b,
            Saturate::None
        ));
        assert!(raw_select(Opcode::Max, ModelKind::Float24));
        assert!(!raw_select(Opcode::Max, ModelKind::Ieee));
    }
}
