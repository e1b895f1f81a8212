//! Condition-code flags of integer results (NV_gpu_program4 §2.X.4.3,
//! notes §5): SF is the result's most significant bit, ZF is set for a
//! zero result; OF and CF are cleared, except for the integer add and
//! subtract of ADD, SUB, MAD and SAD, which set them from a signed and an
//! unsigned view of the same operation.
//!
//! The flags live in a [`CcValue`], the same byte that float results and
//! the NV1-era LT/EQ/GT/UN values use; [`crate::CondRule::test`] evaluates
//! Table X.16 on it.

use super::compose::{self, IntFlags};
use crate::CcValue;
use crate::ops::{Ieee, Scalar};

/// The condition-code value of flags computed by the scalar instance.
#[inline]
pub fn cc(f: IntFlags<bool>) -> CcValue {
    CcValue::from_flags(f.sign, f.zero, f.overflow, f.carry)
}

/// SF and ZF of an integer result, OF = CF = 0 (§2.X.4.3: "For instructions
/// other than those performing an integer add or subtract (ADD, MAD, SAD,
/// SUB), the overflow and carry flags (OF and CF) are cleared").
#[inline]
pub fn of_result(word: u32) -> CcValue {
    cc(compose::of_result(&mut Scalar::<Ieee>::new(), word))
}

/// The flags of the add `x + y` (§2.X.4.3): OF if the signed add
/// overflows, CF if the unsigned add carries out.
#[inline]
pub fn of_add(x: u32, y: u32) -> CcValue {
    cc(compose::of_add(&mut Scalar::<Ieee>::new(), x, y))
}

/// The flags of the subtract `x - y` (§2.X.4.3): OF if the signed subtract
/// overflows; CF if the unsigned difference is ≥ 0, that is no borrow
/// ("If the result of a subtract is greater than or equal to zero, the
/// carry flag is set").
#[inline]
pub fn of_sub(x: u32, y: u32) -> CcValue {
    cc(compose::of_sub(&mut Scalar::<Ieee>::new(), x, y))
}

/// The flags of an instruction that adds its operands `x + y`, where `x`
/// and `y` are the operand values after their modifiers and `*_negated`
/// tells whether the operand's (outer) negation was applied.
///
/// §2.X.4.3: "For the purposes of condition code setting, negation
/// modifiers turn add operations into subtracts and vice versa." So
/// `x + (-y')` sets the flags of `x - y'` and `(-x') + y` those of
/// `y - x'`, where `y'`, `x'` are the values before the negation (two's
/// complement negation is its own inverse on words, so they are recovered
/// exactly, INT_MIN included). "If the operation is equivalent to an add
/// with both operands negated (-A-B), the carry and overflow flags are
/// both undefined": we give the flags of the add of the negated values.
/// The result word (SF, ZF) is `x + y` in every case.
#[inline]
pub fn of_sum(x: u32, x_negated: bool, y: u32, y_negated: bool) -> CcValue {
    cc(compose::of_sum(
        &mut Scalar::<Ieee>::new(),
        x,
        x_negated,
        y,
        y_negated,
    ))
}

/// The flags of an instruction that subtracts `x - y` (SUB), with the
/// operand values after their modifiers: `x - (-y')` is the add
/// `x + y'`, `(-x') - (-y')` the subtract `y' - x'`, and `(-x') - y`, the
/// undefined `-A-B` form, gets the flags of the subtract as computed.
#[inline]
pub fn of_difference(x: u32, x_negated: bool, y: u32, y_negated: bool) -> CcValue {
    cc(compose::of_difference(
        &mut Scalar::<Ieee>::new(),
        x,
        x_negated,
        y,
        y_negated,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CondRule;

    const MIN: u32 = i32::MIN as u32;
    const MAX: u32 = i32::MAX as u32;
    const M1: u32 = -1i32 as u32;

    /// (SF, ZF, OF, CF)
    fn bits(v: CcValue) -> (bool, bool, bool, bool) {
        (v.sign(), v.zero(), v.overflow(), v.carry())
    }

    #[test]
    fn plain_results_set_sign_and_zero_only() {
        assert_eq!(bits(of_result(0)), (false, true, false, false));
        assert_eq!(bits(of_result(M1)), (true, false, false, false));
        // "A large unsigned value looks negative to SF" (notes §5).
        assert_eq!(bits(of_result(0x8000_0000)), (true, false, false, false));
        assert_eq!(bits(of_result(1)), (false, false, false, false));
    }

    #[test]
    fn add_overflow_and_carry() {
        assert_eq!(bits(of_add(MAX, 1)), (true, false, true, false));
        assert_eq!(bits(of_add(M1, 1)), (false, true, false, true));
        assert_eq!(bits(of_add(MIN, MIN)), (false, true, true, true));
        assert_eq!(bits(of_add(3, 0)), (false, false, false, false));
    }

    #[test]
    fn subtract_carry_is_no_borrow() {
        // Notes §5: ADD.U.CC r, 3, -0 is the subtract 3 - 0: CF = 1; the
        // plain add 3 + 0 gives CF = 0.
        assert!(of_sum(3, false, 0, true).carry());
        assert!(!of_sum(3, false, 0, false).carry());
        assert_eq!(bits(of_sub(3, 3)), (false, true, false, true));
        assert_eq!(bits(of_sub(2, 3)), (true, false, false, false));
        assert_eq!(bits(of_sub(MIN, 1)), (false, false, true, true));
        assert_eq!(bits(of_sub(0, MIN)), (true, false, true, false));
    }

    #[test]
    fn negation_turns_adds_into_subtracts() {
        // ADD x, -y' with y' = 5: the subtract 7 - 5.
        assert_eq!(of_sum(7, false, 5u32.wrapping_neg(), true), of_sub(7, 5));
        // ADD -x', y with x' = 5: the subtract y - x'.
        assert_eq!(of_sum(5u32.wrapping_neg(), true, 7, false), of_sub(7, 5));
        // SUB x, -y' is the add x + y'.
        assert_eq!(
            of_difference(MAX, false, 1u32.wrapping_neg(), true),
            of_add(MAX, 1)
        );
        // SUB -x', -y' is y' - x'.
        assert_eq!(
            of_difference(2u32.wrapping_neg(), true, 3u32.wrapping_neg(), true),
            of_sub(3, 2)
        );
        // -INT_MIN is INT_MIN, recovered exactly: ADD 0, -INT_MIN is the
        // subtract 0 - INT_MIN, which overflows.
        assert!(of_sum(0, false, MIN, true).overflow());
    }

    #[test]
    fn signed_compare_by_subtract_follows_table_x16() {
        // SUB.S.CC then a test: the Table X.16 rules use OF, so they give
        // the true signed order even when the subtract overflows.
        let pairs: [(i32, i32); 7] = [
            (i32::MIN, 1),
            (1, i32::MIN),
            (i32::MAX, -1),
            (-1, i32::MAX),
            (5, 5),
            (-3, 2),
            (0, 0),
        ];
        for (a, b) in pairs {
            let cc = of_sub(a as u32, b as u32);
            assert_eq!(CondRule::Lt.test(cc), a < b, "{a} LT {b}");
            assert_eq!(CondRule::Le.test(cc), a <= b, "{a} LE {b}");
            assert_eq!(CondRule::Gt.test(cc), a > b, "{a} GT {b}");
            assert_eq!(CondRule::Ge.test(cc), a >= b, "{a} GE {b}");
            assert_eq!(CondRule::Eq.test(cc), a == b, "{a} EQ {b}");
            assert_eq!(CondRule::Ne.test(cc), a != b, "{a} NE {b}");
        }
    }

    #[test]
    fn unsigned_compare_by_subtract_uses_carry() {
        // AB = CF && !ZF (above), BLE = !CF || ZF (below or equal).
        let pairs: [(u32, u32); 5] = [(0, 1), (1, 0), (M1, 1), (7, 7), (0x8000_0000, 3)];
        for (a, b) in pairs {
            let cc = of_sub(a, b);
            assert_eq!(CondRule::Ab.test(cc), a > b, "{a} AB {b}");
            assert_eq!(CondRule::Ble.test(cc), a <= b, "{a} BLE {b}");
            assert_eq!(CondRule::Cf.test(cc), a >= b, "{a} CF {b}");
            assert_eq!(CondRule::Ncf.test(cc), a < b, "{a} NCF {b}");
        }
    }
}
