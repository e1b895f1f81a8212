//! Conversions between integers and floats, comparisons and the "set on"
//! booleans of the integer types (NV_gpu_program4 §2.X.8, notes §3).

use super::arith::Signed;
use super::compose::{self, IntOp};
use crate::ops::{Ieee, Scalar};
use crate::{DataType, Opcode};

/// I2F: the integer, read in its type, converted to the nearest binary32,
/// ties to even (Issue 41, notes §3: "I2F rounds to the nearest float ...
/// Use round-half-even"). Returns the float's bits.
#[inline]
pub fn to_float(signed: Signed, a: u32) -> u32 {
    compose::to_float(&mut Scalar::<Ieee>::new(), signed, a)
}

/// A float that is already integral, written as the type: values outside
/// the type saturate and NaN gives 0 (§2.X.8 FLR/CEIL/ROUND/TRUNC say
/// "undefined", Issue 41 says "clamp"; notes §3 and §11.7: saturate,
/// NaN → 0).
#[inline]
pub fn from_float(signed: Signed, x: f32) -> u32 {
    compose::from_float(&mut Scalar::<Ieee>::new(), signed, x)
}

/// FLR, CEIL, ROUND, TRUNC with `.S`/`.U`: the float operand rounded to an
/// integer (ROUND ties to even, notes §4.2: 0.5→0, 1.5→2, 2.5→2), then
/// written as the type by [`from_float`]. `None` for other ops.
#[inline]
pub fn float_to_int(op: Opcode, signed: Signed, x: f32) -> Option<u32> {
    match IntOp::try_from(op) {
        Ok(IntOp::ToInt(r)) => Some(compose::float_to_int(
            &mut Scalar::<Ieee>::new(),
            r,
            signed,
            x.to_bits(),
        )),
        _ => None,
    }
}

/// `a < b` in the type.
#[inline]
pub fn less(signed: Signed, a: u32, b: u32) -> bool {
    compose::less(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// The TRUE word of the "set on" instructions: -1 for `.S`, all ones for
/// `.U` (§2.X.8 SEQ: "For signed integer data types, the TRUE value is -1
/// ... For unsigned integer data types, the TRUE value is the maximum
/// integer value (all bits are ones)"); the same word either way. FALSE
/// is 0.
pub const TRUE: u32 = u32::MAX;

/// SEQ, SNE, SLT, SLE, SGT, SGE, SFL, STR in the type: [`TRUE`] or 0.
/// `None` for other ops.
#[inline]
pub fn set_on(op: Opcode, signed: Signed, a: u32, b: u32) -> Option<u32> {
    match IntOp::try_from(op) {
        Ok(IntOp::Set(s)) => Some(compose::set_on(&mut Scalar::<Ieee>::new(), s, signed, a, b)),
        _ => None,
    }
}

/// CMP: `(a < 0) ? b : c` in the type (§2.X.8 CMP). No unsigned word is
/// below zero, so `.U` always selects `c` ("not a useful operation, but is
/// not illegal").
#[inline]
pub fn cmp(signed: Signed, a: u32, b: u32, c: u32) -> u32 {
    compose::cmp(&mut Scalar::<Ieee>::new(), signed, a, b, c)
}

/// MIN `(a > b) ? b : a` and MAX `(a > b) ? a : b` in the type (§2.X.8).
#[inline]
pub fn min(signed: Signed, a: u32, b: u32) -> u32 {
    compose::min(&mut Scalar::<Ieee>::new(), signed, a, b)
}
#[inline]
pub fn max(signed: Signed, a: u32, b: u32) -> u32 {
    compose::max(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// KIL with a vector operand (NV_fragment_program4): the fragment is
/// discarded if a component is below zero in the type; `KIL.U` never kills
/// (notes §7.2).
#[inline]
pub fn kills(signed: Signed, a: u32) -> bool {
    compose::kill_if(
        &mut Scalar::<Ieee>::new(),
        if signed {
            DataType::Signed
        } else {
            DataType::Unsigned
        },
        a,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u32 = i32::MIN as u32;
    const MAX: u32 = i32::MAX as u32;
    const M1: u32 = -1i32 as u32;

    fn f(bits: u32) -> f32 {
        f32::from_bits(bits)
    }

    #[test]
    fn i2f_rounds_to_nearest_even() {
        assert_eq!(f(to_float(true, -2i32 as u32)), -2.0);
        assert_eq!(f(to_float(false, -2i32 as u32)), 4_294_967_294.0f32);
        // 2^24 + 1 lies halfway between 2^24 and 2^24 + 2: even is 2^24.
        assert_eq!(f(to_float(false, (1 << 24) + 1)), 16_777_216.0);
        // 2^24 + 3 lies halfway between 2^24 + 2 and 2^24 + 4: even is + 4.
        assert_eq!(f(to_float(true, (1 << 24) + 3)), 16_777_220.0);
        // 0x80000000: -2^31 signed, 2^31 unsigned, both exact.
        assert_eq!(f(to_float(true, MIN)), -2_147_483_648.0);
        assert_eq!(f(to_float(false, MIN)), 2_147_483_648.0);
        // INT_MAX and UINT_MAX round up to 2^31 and 2^32.
        assert_eq!(f(to_float(true, MAX)), 2_147_483_648.0);
        assert_eq!(f(to_float(false, u32::MAX)), 4_294_967_296.0);
    }

    #[test]
    fn u2f_above_2_31_rounds_once() {
        // Issue 41 / notes §3: nearest binary32, ties to even. Above 2^31
        // the binary32 spacing is 256: 2^31 + 129 lies above the midpoint
        // 2^31 + 128 and rounds up; 2^31 + 128 is the tie and goes to the
        // even 2^31; 2^31 + 384 is the tie between 2^31 + 256 (odd
        // significand) and 2^31 + 512: up.
        assert_eq!(f(to_float(false, 0x8000_0081)), 2_147_483_904.0);
        assert_eq!(f(to_float(false, 0x8000_0080)), 2_147_483_648.0);
        assert_eq!(f(to_float(false, 0x8000_0180)), 2_147_484_160.0);
        assert_eq!(f(to_float(false, 0xFFFF_FF7F)), 4_294_967_040.0);
        assert_eq!(f(to_float(false, 0xFFFF_FF80)), 4_294_967_296.0);
    }

    #[test]
    fn f2u_in_the_top_half_is_exact() {
        // §2.X.8 FLR.U etc.: integral values in [2^31, 2^32) are
        // representable and convert exactly; 2^32 and above saturate.
        assert_eq!(from_float(false, 3_000_000_000.0), 3_000_000_000);
        assert_eq!(from_float(false, 4_294_967_040.0), 4_294_967_040);
        assert_eq!(from_float(false, 2_147_483_904.0), 0x8000_0100);
        assert_eq!(from_float(false, 1e20), u32::MAX);
        assert_eq!(from_float(true, 3_000_000_000.0), MAX);
    }

    #[test]
    fn f2i_saturates_and_nan_is_zero() {
        // Notes §3 / §11.7.
        assert_eq!(from_float(true, f32::NAN), 0);
        assert_eq!(from_float(false, f32::NAN), 0);
        assert_eq!(from_float(true, f32::INFINITY), MAX);
        assert_eq!(from_float(true, f32::NEG_INFINITY), MIN);
        assert_eq!(from_float(false, f32::INFINITY), u32::MAX);
        assert_eq!(from_float(false, f32::NEG_INFINITY), 0);
        assert_eq!(from_float(false, -1.0), 0);
        assert_eq!(from_float(true, 2_147_483_648.0), MAX);
        assert_eq!(from_float(true, -2_147_483_648.0), MIN);
        assert_eq!(from_float(false, 4_294_967_296.0), u32::MAX);
        assert_eq!(from_float(false, 2_147_483_648.0), 0x8000_0000);
        assert_eq!(from_float(true, -0.0), 0);
    }

    #[test]
    fn float_to_int_rounding_ops() {
        // §2.X.8 FLR/CEIL examples; notes §4.2 ROUND ties to even.
        let s = |op, x| float_to_int(op, true, x).map(|w| w as i32);
        assert_eq!(s(Opcode::Flr, -1.7), Some(-2));
        assert_eq!(s(Opcode::Ceil, -1.7), Some(-1));
        assert_eq!(s(Opcode::Ceil, 3.7), Some(4));
        assert_eq!(s(Opcode::Trunc, -1.7), Some(-1));
        assert_eq!(s(Opcode::Round, 0.5), Some(0));
        assert_eq!(s(Opcode::Round, 1.5), Some(2));
        assert_eq!(s(Opcode::Round, 2.5), Some(2));
        assert_eq!(s(Opcode::Round, -2.5), Some(-2));
        assert_eq!(s(Opcode::Flr, f32::NAN), Some(0));
        assert_eq!(float_to_int(Opcode::Flr, false, -0.5), Some(0));
        assert_eq!(float_to_int(Opcode::Ceil, false, -0.5), Some(0));
        assert_eq!(float_to_int(Opcode::Flr, false, 1e10), Some(u32::MAX));
        assert_eq!(float_to_int(Opcode::Frc, true, 1.0), None);
    }

    #[test]
    fn set_on_uses_the_integer_booleans() {
        assert_eq!(set_on(Opcode::Slt, true, M1, 1), Some(TRUE));
        assert_eq!(set_on(Opcode::Slt, false, M1, 1), Some(0));
        assert_eq!(set_on(Opcode::Sge, true, MIN, MAX), Some(0));
        assert_eq!(set_on(Opcode::Sge, false, MIN, MAX), Some(TRUE));
        assert_eq!(set_on(Opcode::Sle, true, 3, 3), Some(TRUE));
        assert_eq!(set_on(Opcode::Sgt, true, 3, 3), Some(0));
        assert_eq!(set_on(Opcode::Seq, false, 7, 7), Some(TRUE));
        assert_eq!(set_on(Opcode::Sne, false, 7, 7), Some(0));
        assert_eq!(set_on(Opcode::Sfl, true, 0, 0), Some(0));
        assert_eq!(set_on(Opcode::Str, false, 0, 0), Some(TRUE));
        assert_eq!(TRUE as i32, -1);
        assert_eq!(set_on(Opcode::Add, true, 0, 0), None);
    }

    #[test]
    fn cmp_min_max_kill_in_the_type() {
        assert_eq!(cmp(true, M1, 10, 20), 10);
        assert_eq!(cmp(true, 0, 10, 20), 20);
        assert_eq!(cmp(false, M1, 10, 20), 20);
        assert_eq!(min(true, M1, 1), M1);
        assert_eq!(min(false, M1, 1), 1);
        assert_eq!(max(true, M1, 1), 1);
        assert_eq!(max(false, M1, 1), M1);
        assert_eq!(max(true, MIN, MAX), MAX);
        assert!(kills(true, M1));
        assert!(!kills(true, 0));
        assert!(!kills(false, M1));
    }
}
