//! 32-bit signed and unsigned integers (NV_gpu_program4 `.S` / `.U` data
//! types; NV_gpu_program4 notes §3: "Integer arithmetic is 32-bit and wraps
//! modulo 2^32", I2F rounds half to even, F→I saturates with NaN → 0).
//!
//! Operands and results are raw words; signedness only changes MIN, MAX,
//! SHR, MOD, I2F and the float→integer conversions. Arithmetic wraps modulo
//! 2^32; shifts use the low five bits of the count; division by zero (MOD)
//! gives 0, as does the overflowing `i32::MIN % -1`.

use crate::{DataType, Opcode};

/// Whether a data type reads words as two's complement.
#[inline]
fn signed(ty: DataType) -> bool {
    ty == DataType::Signed
}

/// ADD, SUB, MUL, MAD: wrapping modulo 2^32 (the same for both signs).
#[inline]
pub fn add(a: u32, b: u32) -> u32 {
    a.wrapping_add(b)
}
#[inline]
pub fn sub(a: u32, b: u32) -> u32 {
    a.wrapping_sub(b)
}
#[inline]
pub fn mul(a: u32, b: u32) -> u32 {
    a.wrapping_mul(b)
}
#[inline]
pub fn mad(a: u32, b: u32, c: u32) -> u32 {
    a.wrapping_mul(b).wrapping_add(c)
}

/// MIN and MAX in the type's order.
#[inline]
pub fn min(ty: DataType, a: u32, b: u32) -> u32 {
    if signed(ty) {
        (a as i32).min(b as i32) as u32
    } else {
        a.min(b)
    }
}
#[inline]
pub fn max(ty: DataType, a: u32, b: u32) -> u32 {
    if signed(ty) {
        (a as i32).max(b as i32) as u32
    } else {
        a.max(b)
    }
}

/// ABS of a two's complement word; |i32::MIN| wraps to itself.
#[inline]
pub fn abs(a: u32) -> u32 {
    (a as i32).wrapping_abs() as u32
}

/// Negation of an integer operand: two's complement, wrapping.
#[inline]
pub fn neg(a: u32) -> u32 {
    (a as i32).wrapping_neg() as u32
}

/// SHL by the count's low five bits.
#[inline]
pub fn shl(a: u32, count: u32) -> u32 {
    a.wrapping_shl(count)
}

/// SHR by the count's low five bits: arithmetic for `.S`, logical for `.U`.
#[inline]
pub fn shr(ty: DataType, a: u32, count: u32) -> u32 {
    if signed(ty) {
        (a as i32).wrapping_shr(count) as u32
    } else {
        a.wrapping_shr(count)
    }
}

/// MOD: the remainder with the dividend's sign (`.S`); 0 when the divisor
/// is 0 or the quotient overflows.
#[inline]
pub fn rem(ty: DataType, a: u32, b: u32) -> u32 {
    if signed(ty) {
        (a as i32).checked_rem(b as i32).unwrap_or(0) as u32
    } else {
        a.checked_rem(b).unwrap_or(0)
    }
}

/// SAD: |a - b| + c, unsigned.
#[inline]
pub fn sad(a: u32, b: u32, c: u32) -> u32 {
    a.abs_diff(b).wrapping_add(c)
}

/// I2F: the integer converted to the nearest binary32 (ties to even).
#[inline]
pub fn to_float(ty: DataType, a: u32) -> u32 {
    if signed(ty) {
        (a as i32 as f32).to_bits()
    } else {
        (a as f32).to_bits()
    }
}

/// A float converted to the type: NaN gives 0, out-of-range values
/// saturate (NV_gpu_program4 Issue 41 "clamp"; notes §3).
#[inline]
pub fn from_float(ty: DataType, x: f32) -> u32 {
    if signed(ty) {
        (x as i32) as u32
    } else {
        x as u32
    }
}

/// Compute an integer (or float→integer / integer→float) op on raw words,
/// component by component (SHL, SHR and MOD take the count or divisor from
/// `b.x`). Returns `None` for ops not defined on integers.
pub fn compute(
    op: Opcode,
    ty: DataType,
    a: [u32; 4],
    b: [u32; 4],
    c: [u32; 4],
) -> Option<[u32; 4]> {
    let each = |f: &dyn Fn(u32, u32, u32) -> u32| -> [u32; 4] {
        std::array::from_fn(|i| f(a[i], b[i], c[i]))
    };
    let by_x = |f: &dyn Fn(u32, u32) -> u32| -> [u32; 4] { a.map(|x| f(x, b[0])) };
    let float = |f: fn(f32) -> f32| -> [u32; 4] { a.map(|x| from_float(ty, f(f32::from_bits(x)))) };
    Some(match op {
        Opcode::Mov => a,
        Opcode::Add => each(&|x, y, _| add(x, y)),
        Opcode::Sub => each(&|x, y, _| sub(x, y)),
        Opcode::Mul => each(&|x, y, _| mul(x, y)),
        Opcode::Mad => each(&mad),
        Opcode::Min => each(&|x, y, _| min(ty, x, y)),
        Opcode::Max => each(&|x, y, _| max(ty, x, y)),
        Opcode::Abs => a.map(abs),
        Opcode::And => each(&|x, y, _| x & y),
        Opcode::Or => each(&|x, y, _| x | y),
        Opcode::Xor => each(&|x, y, _| x ^ y),
        Opcode::Not => a.map(|x| !x),
        Opcode::Shl => by_x(&shl),
        Opcode::Shr => by_x(&|x, n| shr(ty, x, n)),
        Opcode::Mod => by_x(&|x, d| rem(ty, x, d)),
        Opcode::Sad => each(&sad),
        Opcode::I2f => a.map(|x| to_float(ty, x)),
        Opcode::Flr => float(f32::floor),
        Opcode::Ceil => float(f32::ceil),
        Opcode::Trunc => float(f32::trunc),
        Opcode::Round => float(f32::round_ties_even),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: DataType = DataType::Signed;
    const U: DataType = DataType::Unsigned;

    #[test]
    fn arithmetic_wraps() {
        assert_eq!(add(u32::MAX, 1), 0);
        assert_eq!(add(i32::MAX as u32, 1), i32::MIN as u32);
        assert_eq!(sub(0, 1), u32::MAX);
        assert_eq!(mul(0x1_0000, 0x1_0000), 0);
        assert_eq!(mul(-3i32 as u32, 5), -15i32 as u32);
        assert_eq!(mad(0x8000_0000, 2, 7), 7);
        assert_eq!(neg(i32::MIN as u32), i32::MIN as u32);
        assert_eq!(abs(i32::MIN as u32), i32::MIN as u32);
        assert_eq!(abs(-5i32 as u32), 5);
    }

    #[test]
    fn signedness_orders_min_max_shr_mod() {
        let m1 = -1i32 as u32;
        assert_eq!(min(S, m1, 1), m1);
        assert_eq!(min(U, m1, 1), 1);
        assert_eq!(max(S, m1, 1), 1);
        assert_eq!(max(U, m1, 1), m1);
        assert_eq!(shr(S, -8i32 as u32, 1), -4i32 as u32);
        assert_eq!(shr(U, -8i32 as u32, 1), 0x7FFF_FFFC);
        // The count's low five bits: 33 shifts by 1.
        assert_eq!(shl(1, 33), 2);
        assert_eq!(rem(S, -7i32 as u32, 2), -1i32 as u32);
        assert_eq!(rem(U, 7, 0), 0);
        assert_eq!(rem(S, i32::MIN as u32, m1), 0);
        assert_eq!(sad(3, 10, 1), 8);
    }

    #[test]
    fn conversions() {
        assert_eq!(f32::from_bits(to_float(S, -2i32 as u32)), -2.0);
        assert_eq!(f32::from_bits(to_float(U, -2i32 as u32)), 4_294_967_296.0);
        // 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even is 2^24.
        assert_eq!(f32::from_bits(to_float(U, (1 << 24) + 1)), 16_777_216.0);
        assert_eq!(from_float(S, -1.5), -1i32 as u32);
        assert_eq!(from_float(S, f32::NAN), 0);
        assert_eq!(from_float(S, 1e20), i32::MAX as u32);
        assert_eq!(from_float(U, -1.0), 0);
        let r = compute(Opcode::Flr, S, [(-1.5f32).to_bits(); 4], [0; 4], [0; 4]);
        assert_eq!(r, Some([-2i32 as u32; 4]));
        let r = compute(Opcode::Round, S, [2.5f32.to_bits(); 4], [0; 4], [0; 4]);
        assert_eq!(r, Some([2; 4]));
        assert_eq!(compute(Opcode::Rcp, S, [0; 4], [0; 4], [0; 4]), None);
    }
}
