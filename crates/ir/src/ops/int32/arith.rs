//! Integer arithmetic, bitwise and shift primitives on raw 32-bit words
//! (NV_gpu_program4 §2.X.8, notes §3 and §4.2). Words are two's complement
//! for `.S` and plain binary for `.U`; arithmetic wraps modulo 2^32
//! (notes §3: "Integer arithmetic is 32-bit and wraps modulo 2^32").
//! Where the spec leaves a result undefined, the rule chosen here is stated
//! at the function (notes §11.8: "make them deterministic").

use super::compose::{self, IntOp};
use crate::MulVariant;
use crate::ops::{Emit, EmitInt, Ieee, Scalar};

/// Whether a data type reads words as two's complement.
pub type Signed = bool;

/// ADD: `a + b`, wrapping (the same word for both signs).
#[inline]
pub fn add(a: u32, b: u32) -> u32 {
    Scalar::<Ieee>::new().iadd(a, b)
}

/// SUB: `a - b`, wrapping.
#[inline]
pub fn sub(a: u32, b: u32) -> u32 {
    Scalar::<Ieee>::new().isub(a, b)
}

/// MUL: the low 32 bits of the product (§2.X.8 MUL: "Integer multiplies
/// without the HI modifier normally return the least significant bits").
/// The low bits are the same for both signs.
#[inline]
pub fn mul(a: u32, b: u32) -> u32 {
    Scalar::<Ieee>::new().imul(a, b)
}

/// MUL.HI: the high 32 bits of the 64-bit product, signed (`.S`) or
/// unsigned (`.U`) (§2.X.8 MUL).
#[inline]
pub fn mul_hi(signed: Signed, a: u32, b: u32) -> u32 {
    compose::mul_hi(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// MUL.S24 / MUL.U24: a product of 24-bit operands, low 32 bits. In range
/// ([-2^23, 2^23-1] for S24, [0, 2^24-1] for U24) this is [`mul`]; outside
/// it the spec says undefined, and we use the operands' low 24 bits, sign-
/// or zero-extended (as PTX `mul24.lo` does).
#[inline]
pub fn mul24(signed: Signed, a: u32, b: u32) -> u32 {
    compose::mul24(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// MAD: `a * b + c` with the low product bits, wrapping (§2.X.8 MAD: "the
/// same rules as described for the MUL and ADD instructions").
#[inline]
pub fn mad(a: u32, b: u32, c: u32) -> u32 {
    compose::component(
        &mut Scalar::<Ieee>::new(),
        IntOp::Mad,
        false,
        MulVariant::Full,
        a,
        b,
        c,
    )
}

/// ABS in the type: `.S` |x| with |INT_MIN| = INT_MIN (notes §2, Issue 22);
/// `.U` no effect (§2.X.8 ABS: "not a useful operation, but is not
/// illegal"; §2.X.4.2: "For unsigned integer operands, the absolute value
/// operation has no effect").
#[inline]
pub fn abs(signed: Signed, a: u32) -> u32 {
    compose::abs(&mut Scalar::<Ieee>::new(), signed, a)
}

/// Negation in either integer type: two's complement (§2.X.4.2: "For
/// unsigned integer operands, the negate operand performs a two's
/// complement operation"); -INT_MIN = INT_MIN (Issue 22).
#[inline]
pub fn neg(a: u32) -> u32 {
    compose::neg(&mut Scalar::<Ieee>::new(), a)
}

/// DIV: `a / b`, rounding toward zero (notes §11.8). Undefined cases, made
/// deterministic: division by zero gives all ones (0xFFFFFFFF, -1 for
/// `.S`, the D3D10 `udiv` rule), and INT_MIN / -1 wraps to INT_MIN
/// (notes §4.2: "use a wrapping result").
#[inline]
pub fn div(signed: Signed, a: u32, b: u32) -> u32 {
    compose::div(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// MOD: `a % b` with C semantics (the remainder has the dividend's sign for
/// `.S`). Undefined cases (§2.X.8 MOD: a negative dividend or a divisor
/// ≤ 0) follow C where C defines them; a zero divisor gives `a` and
/// INT_MIN % -1 gives 0, so that `a == div(a, b) * b + rem(a, b)` holds
/// for every pair of words.
#[inline]
pub fn rem(signed: Signed, a: u32, b: u32) -> u32 {
    compose::rem(&mut Scalar::<Ieee>::new(), signed, a, b)
}

/// SHL: left shift, zero fill (§2.X.8 SHL). A count < 0 or ≥ 32 is
/// undefined; we give 0, the value of shifting every bit out (notes §4.2,
/// PTX-like). A negative `.S` count is a word ≥ 2^31, so one test covers
/// both.
#[inline]
pub fn shl(a: u32, count: u32) -> u32 {
    compose::shl(&mut Scalar::<Ieee>::new(), a, count)
}

/// SHR: right shift; `.S` fills with the sign bit, `.U` with zeros
/// (§2.X.8 SHR). A count < 0 or ≥ 32 shifts every bit out: 0, or -1 for a
/// negative `.S` value (notes §4.2).
#[inline]
pub fn shr(signed: Signed, a: u32, count: u32) -> u32 {
    compose::shr(&mut Scalar::<Ieee>::new(), signed, a, count)
}

/// SAD: `|a - b| + c`, where `a`, `b` are read in the type and `c` and the
/// result are unsigned (§2.X.8 SAD). |a - b| is the mathematical distance,
/// never a wrapped difference (notes §11.9).
#[inline]
pub fn sad(signed: Signed, a: u32, b: u32, c: u32) -> u32 {
    compose::component(
        &mut Scalar::<Ieee>::new(),
        IntOp::Sad,
        signed,
        MulVariant::Full,
        a,
        b,
        c,
    )
}

/// |a - b| exactly, as an unsigned word (it always fits).
#[inline]
pub fn distance(signed: Signed, a: u32, b: u32) -> u32 {
    compose::distance(&mut Scalar::<Ieee>::new(), signed, a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u32 = i32::MIN as u32;
    const MAX: u32 = i32::MAX as u32;
    const M1: u32 = -1i32 as u32;

    #[test]
    fn add_sub_mul_wrap_modulo_2_32() {
        // Notes §3: 32-bit arithmetic wrapping modulo 2^32.
        assert_eq!(add(u32::MAX, 1), 0);
        assert_eq!(add(MAX, 1), MIN);
        assert_eq!(sub(0, 1), u32::MAX);
        assert_eq!(sub(MIN, 1), MAX);
        assert_eq!(mul(0x1_0000, 0x1_0000), 0);
        assert_eq!(mul(-3i32 as u32, 5), -15i32 as u32);
        assert_eq!(mul(MIN, M1), MIN);
        assert_eq!(mad(0x8000_0000, 2, 7), 7);
        assert_eq!(mad(-2i32 as u32, 3, 1), -5i32 as u32);
    }

    #[test]
    fn mul_hi_is_the_high_half_of_the_64_bit_product() {
        // §2.X.8 MUL .HI.
        assert_eq!(mul_hi(false, u32::MAX, u32::MAX), 0xFFFF_FFFE);
        assert_eq!(mul_hi(true, M1, M1), 0); // (-1)(-1) = 1
        assert_eq!(mul_hi(true, M1, 1), M1); // -1 = 0xFFFFFFFF_FFFFFFFF
        assert_eq!(mul_hi(false, M1, 1), 0);
        assert_eq!(mul_hi(true, MIN, MIN), 0x4000_0000); // 2^62
        assert_eq!(mul_hi(false, 0x1_0000, 0x1_0000), 1);
    }

    #[test]
    fn mul24_in_range_is_the_product() {
        // §2.X.8 MUL .S24/.U24 ranges: [-2^23, 2^23-1], [0, 2^24-1].
        let s_min = -(1i32 << 23) as u32;
        assert_eq!(mul24(true, s_min, s_min), 0); // 2^46 mod 2^32
        assert_eq!(mul24(true, -3i32 as u32, 7), -21i32 as u32);
        assert_eq!(mul24(true, (1 << 23) - 1, 2), (1 << 24) - 2);
        assert_eq!(mul24(false, 0xFF_FFFF, 0xFF_FFFF), 0xFE00_0001);
        // Outside the range (undefined): the low 24 bits, extended.
        assert_eq!(mul24(false, 0x0100_0003, 5), 15);
        assert_eq!(mul24(true, 0x00FF_FFFF, 5), -5i32 as u32);
    }

    #[test]
    fn abs_and_negation_in_the_type() {
        // Issue 22: -INT_MIN and |INT_MIN| are INT_MIN; .U abs is a no-op.
        assert_eq!(neg(MIN), MIN);
        assert_eq!(neg(5), -5i32 as u32);
        assert_eq!(neg(0), 0);
        assert_eq!(abs(true, MIN), MIN);
        assert_eq!(abs(true, -5i32 as u32), 5);
        assert_eq!(abs(false, -5i32 as u32), -5i32 as u32);
    }

    #[test]
    fn division_edges() {
        assert_eq!(div(true, -7i32 as u32, 2), -3i32 as u32); // toward zero
        assert_eq!(div(false, -7i32 as u32, 2), 0x7FFF_FFFC);
        assert_eq!(div(true, MIN, M1), MIN); // wraps
        assert_eq!(div(true, 5, 0), M1);
        assert_eq!(div(false, 5, 0), u32::MAX);
        assert_eq!(div(false, 0, 0), u32::MAX);
        assert_eq!(rem(true, -7i32 as u32, 2), M1);
        assert_eq!(rem(true, 7, -2i32 as u32), 1);
        assert_eq!(rem(false, 7, 3), 1);
        assert_eq!(rem(true, MIN, M1), 0);
        assert_eq!(rem(false, 7, 0), 7);
        assert_eq!(rem(true, -7i32 as u32, 0), -7i32 as u32);
    }

    #[test]
    fn div_and_rem_satisfy_the_division_identity_on_edge_words() {
        let words = [0, 1, 2, 3, 7, MAX, MIN, M1, -2i32 as u32, 0x8000_0001];
        for signed in [false, true] {
            for &a in &words {
                for &b in &words {
                    let q = div(signed, a, b);
                    let r = rem(signed, a, b);
                    assert_eq!(add(mul(q, b), r), a, "{a:#x} {b:#x} {signed}");
                }
            }
        }
    }

    #[test]
    fn shifts_in_and_out_of_range() {
        assert_eq!(shl(1, 31), MIN);
        assert_eq!(shl(3, 0), 3);
        assert_eq!(shr(true, -8i32 as u32, 1), -4i32 as u32);
        assert_eq!(shr(false, -8i32 as u32, 1), 0x7FFF_FFFC);
        assert_eq!(shr(true, MIN, 31), M1);
        assert_eq!(shr(false, MIN, 31), 1);
        // Counts 32, 33 and -1 are undefined (§2.X.8 SHL/SHR): every bit
        // shifted out (notes §4.2).
        for count in [32, 33, M1] {
            assert_eq!(shl(M1, count), 0);
            assert_eq!(shr(false, M1, count), 0);
            assert_eq!(shr(true, M1, count), M1);
            assert_eq!(shr(true, MIN, count), M1);
            assert_eq!(shr(true, MAX, count), 0);
        }
    }

    #[test]
    fn sad_is_the_true_distance() {
        // Notes §11.9: |a - b| is mathematical, not wrapped.
        assert_eq!(sad(false, 3, 10, 1), 8);
        assert_eq!(sad(false, 10, 3, 1), 8);
        assert_eq!(sad(true, -3i32 as u32, 4, 0), 7);
        assert_eq!(sad(true, MIN, MAX, 0), u32::MAX);
        // As unsigned, 0xFFFFFFFF and 0 are 2^32 - 1 apart.
        assert_eq!(sad(false, M1, 0, 0), u32::MAX);
        assert_eq!(sad(true, M1, 0, 0), 1);
        assert_eq!(sad(false, 0, 1, u32::MAX), 0); // the add wraps
    }
}
