//! # The 32-bit integer model (NV_gpu_program4 `.S` / `.U`)
//!
//! An instruction's [`DataType`] (`Instruction.modifiers.data_type`) says
//! how its operand and result words are read: two's complement for
//! `Signed`, plain binary for `Unsigned` (NV_gpu_program4 §2.X.4.1, notes
//! §3). Operands and results are raw words; arithmetic wraps modulo 2^32.
//! `DataType::Float` is also the IR's "no modifier": for the ops whose
//! Table X.13 default is S (AND, OR, XOR, NOT, SHL, SHR, MOD, SAD, I2F)
//! it means `Signed` ([`resolve`]).
//!
//! Operand modifiers act in the operand's type ([`modify`], §2.X.4.2): a
//! negation is two's complement for both integer types, |x| is
//! `wrapping_abs` for `.S` and nothing for `.U`; -INT_MIN = |INT_MIN| =
//! INT_MIN (Issue 22). The float operand of FLR/CEIL/ROUND/TRUNC flips and
//! clears the sign bit as usual. Operand types per op: [`operand_type`];
//! result types: [`result_type`].
//!
//! | Op | `.S` / `.U` definition | CC flags (§2.X.4.3) |
//! |---|---|---|
//! | ADD, SUB | [`add`], [`sub`] (wrapping) | [`flags::of_sum`], [`flags::of_difference`]: OF signed overflow, CF carry / no borrow, negations swap add and subtract |
//! | MUL | [`mul`] (low 32 bits); `.HI` [`mul_hi`]; `.S24`/`.U24` [`mul24`] | SF, ZF; OF = CF = 0 even on overflow |
//! | MAD | [`mad`]: low product bits + c | [`flags::of_sum`] of the product (negated if one factor is, notes §11.16) and c |
//! | MIN, MAX | [`min`], [`max`] in the type | SF, ZF |
//! | ABS | [`abs`]: `.S` wrapping, `.U` no-op | SF, ZF |
//! | MOV | copy | SF, ZF |
//! | DIV | [`div`]: toward zero; ÷0 → 0xFFFFFFFF; INT_MIN/-1 → INT_MIN | SF, ZF |
//! | MOD | [`rem`]: C remainder; %0 → a; INT_MIN%-1 → 0 | SF, ZF |
//! | SHL, SHR | [`shl`], [`shr`] (`.S` arithmetic, `.U` logical); count < 0 or ≥ 32 → every bit out (0, or -1 for negative `.S`) | SF, ZF |
//! | AND, OR, XOR, NOT | bitwise | SF, ZF |
//! | SAD | [`sad`]: exact \|a-b\| in the type, + c, unsigned | [`flags::of_sum`] of \|a-b\| and c |
//! | CMP | [`cmp`]: `(a < 0) ? b : c` in the type (`.U` → c) | SF, ZF |
//! | SEQ SNE SLT SLE SGT SGE SFL STR | [`set_on`]: TRUE = 0xFFFFFFFF (-1), FALSE = 0 | SF, ZF |
//! | I2F | [`to_float`]: nearest binary32, ties to even; result float | float flags |
//! | FLR CEIL ROUND TRUNC | [`float_to_int`]: float operand, rounded, saturated, NaN → 0 | SF, ZF |
//! | KIL (vector) | [`kill_if`]: `.S` a < 0, `.U` never | – |
//!
//! Not integer ops (Table X.13 has no I column): SSG, FRC, LRP, DP*, the
//! transcendentals, LIT, DST, ...; [`accepts_integer`] lists the ops that
//! take `.S`/`.U`. Saturation (`.SAT`/`.SSAT`) applies to float results
//! only (§2.X.4.1). TEX/TXF/PK*/UP*/REP take the type too, with their own
//! definitions elsewhere.

mod arith;
pub mod compose;
mod convert;
pub mod flags;

pub use arith::{abs, add, distance, div, mad, mul, mul_hi, mul24, neg, rem, sad, shl, shr, sub};
pub use compose::{IntFlags, IntOp, NotIntOp, RoundOp};
pub use convert::{TRUE, cmp, float_to_int, from_float, kills, less, max, min, set_on, to_float};

use crate::ops::{Ieee, Scalar};
use crate::{CcValue, DataType, MulVariant, Opcode};

/// Whether Table X.13 allows `.S`/`.U` on the op (its "I" column).
pub fn accepts_integer(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Abs | Add
            | And
            | Ceil
            | Cmp
            | Div
            | Flr
            | I2f
            | KillIf
            | Mad
            | Max
            | Min
            | Mod
            | Mov
            | Mul
            | Not
            | Or
            | Xor
            | Pk2h
            | Pk2us
            | Pk4b
            | Pk4ub
            | Rep
            | Round
            | Trunc
            | Sad
            | Seq
            | Sfl
            | Sge
            | Sgt
            | Sle
            | Slt
            | Sne
            | Str
            | Shl
            | Shr
            | Sub
            | Tex
            | Txb
            | Txl
            | Txp
            | Txd
            | Txf
            | Txq
            | Up2h
            | Up2us
            | Up4b
            | Up4ub
    )
}

/// The integer type an instruction computes in, with Table X.13's defaults
/// applied: `Float` on an integer-only op (or I2F) means `Signed`. `None`
/// when the op computes in float.
pub fn resolve(op: Opcode, ty: DataType) -> Option<DataType> {
    match ty {
        DataType::Signed | DataType::Unsigned => Some(ty),
        DataType::Float if op.is_integer_only() || op == Opcode::I2f => Some(DataType::Signed),
        DataType::Float => None,
    }
}

/// The data type of source operand `k` of an op computing in `ty`
/// (Table X.13 "in" column: `vf` operands of FLR/CEIL/ROUND/TRUNC are
/// float, SAD's third operand is `vu`).
pub fn operand_type(op: Opcode, ty: DataType, k: usize) -> DataType {
    match (op, k) {
        (Opcode::Flr | Opcode::Ceil | Opcode::Round | Opcode::Trunc, _) => DataType::Float,
        (Opcode::Sad, 2) => DataType::Unsigned,
        _ => resolve(op, ty).unwrap_or(DataType::Float),
    }
}

/// The data type of the result (Table X.13 "out" column: I2F and UP*
/// write floats, SAD an unsigned integer).
pub fn result_type(op: Opcode, ty: DataType) -> DataType {
    match op {
        // UP* unpack to floats whatever type their operand is read in.
        Opcode::I2f | Opcode::Up2h | Opcode::Up2us | Opcode::Up4b | Opcode::Up4ub => {
            DataType::Float
        }
        Opcode::Sad => DataType::Unsigned,
        Opcode::Flr | Opcode::Ceil | Opcode::Round | Opcode::Trunc => ty,
        _ => resolve(op, ty).unwrap_or(DataType::Float),
    }
}

/// An operand's absolute value and (outer) negation, in its type
/// (§2.X.4.2). `word` is the loaded, swizzled component.
#[inline]
pub fn modify(ty: DataType, word: u32, abs: bool, negate: bool) -> u32 {
    compose::modify(&mut Scalar::<Ieee>::new(), ty, word, abs, negate)
}

/// KIL with a vector operand, one component, in the type: float `< 0`,
/// `.S` `< 0`, `.U` never (notes §7.2).
#[inline]
pub fn kill_if(ty: DataType, word: u32) -> bool {
    compose::kill_if(&mut Scalar::<Ieee>::new(), ty, word)
}

/// The result of an integer instruction: its words and the condition-code
/// value each component would write (used only with a CC update).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntResult {
    pub words: [u32; 4],
    pub flags: [CcValue; 4],
}

/// Evaluate an integer (or float↔integer) op, component by component.
///
/// `src` are the operand words after [`modify`] (absent operands 0);
/// `negated[k]` tells whether operand `k`'s outer negation was applied,
/// which decides the carry and overflow flags of ADD, SUB, MAD and SAD
/// ([`flags::of_sum`]). DIV, MOD, SHL and SHR take the divisor or count
/// from `b.x` (their second operand is scalar). `mul` is MUL's variant
/// (`.HI`, `.S24`/`.U24`); other ops ignore it. Returns `None` for ops
/// that have no integer form, or when `ty` is float for an op whose
/// default type is float.
pub fn compute(
    op: Opcode,
    ty: DataType,
    mul: MulVariant,
    src: [[u32; 4]; 3],
    negated: [bool; 3],
) -> Option<IntResult> {
    let ty = resolve(op, ty)?;
    let op = IntOp::try_from(op).ok()?;
    let s = ty == DataType::Signed;
    let e = &mut Scalar::<Ieee>::new();
    let [a, b, c] = src;
    // DIV, MOD, SHL and SHR read b.x for every component.
    let by_x = matches!(op, IntOp::Div | IntOp::Mod | IntOp::Shl | IntOp::Shr);
    let words: [u32; 4] = std::array::from_fn(|i| {
        let bi = if by_x { b[0] } else { b[i] };
        compose::component(e, op, s, mul, a[i], bi, c[i])
    });
    let flags: [CcValue; 4] = std::array::from_fn(|i| {
        match compose::flags(e, op, s, [a[i], b[i], c[i]], negated, words[i]) {
            Some(f) => flags::cc(f),
            // I2F's float result sets the float condition.
            None => CcValue::from_f32(f32::from_bits(words[i])),
        }
    });
    Some(IntResult { words, flags })
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: DataType = DataType::Signed;
    const U: DataType = DataType::Unsigned;
    const F: DataType = DataType::Float;
    const M1: u32 = -1i32 as u32;

    fn run(op: Opcode, ty: DataType, a: u32, b: u32, c: u32) -> Option<u32> {
        compute(
            op,
            ty,
            MulVariant::Full,
            [[a; 4], [b; 4], [c; 4]],
            [false; 3],
        )
        .map(|r| r.words[0])
    }

    #[test]
    fn defaults_follow_table_x13() {
        assert_eq!(resolve(Opcode::And, F), Some(S));
        assert_eq!(resolve(Opcode::I2f, F), Some(S));
        assert_eq!(resolve(Opcode::Add, F), None);
        assert_eq!(resolve(Opcode::Add, U), Some(U));
        // SHR with no modifier is arithmetic (signed).
        assert_eq!(run(Opcode::Shr, F, M1, 4, 0), Some(M1));
        assert_eq!(run(Opcode::Add, F, 1, 2, 0), None);
        assert!(!accepts_integer(Opcode::Ssg));
        assert!(!accepts_integer(Opcode::Cos));
        assert!(!accepts_integer(Opcode::Frc));
        assert!(accepts_integer(Opcode::Div));
    }

    #[test]
    fn operand_and_result_types() {
        assert_eq!(operand_type(Opcode::Flr, S, 0), F);
        assert_eq!(result_type(Opcode::Flr, S), S);
        assert_eq!(operand_type(Opcode::Sad, S, 0), S);
        assert_eq!(operand_type(Opcode::Sad, S, 2), U);
        assert_eq!(result_type(Opcode::Sad, S), U);
        assert_eq!(operand_type(Opcode::I2f, U, 0), U);
        assert_eq!(result_type(Opcode::I2f, U), F);
        assert_eq!(operand_type(Opcode::Not, F, 0), S);
    }

    #[test]
    fn modifiers_act_in_the_operand_type() {
        let min = i32::MIN as u32;
        assert_eq!(modify(S, 5, false, true), -5i32 as u32);
        assert_eq!(modify(U, 5, false, true), -5i32 as u32);
        assert_eq!(modify(S, -5i32 as u32, true, false), 5);
        assert_eq!(modify(U, -5i32 as u32, true, false), -5i32 as u32);
        assert_eq!(modify(S, -5i32 as u32, true, true), -5i32 as u32);
        assert_eq!(modify(S, min, true, false), min);
        assert_eq!(modify(S, min, false, true), min);
        assert_eq!(
            modify(F, 1.5f32.to_bits(), false, true),
            (-1.5f32).to_bits()
        );
        assert_eq!(
            modify(F, (-1.5f32).to_bits(), true, false),
            1.5f32.to_bits()
        );
    }

    #[test]
    fn mul_variants() {
        let hi = |ty, a, b| {
            compute(
                Opcode::Mul,
                ty,
                MulVariant::High,
                [[a; 4], [b; 4], [0; 4]],
                [false; 3],
            )
            .map(|r| r.words[0])
        };
        assert_eq!(hi(U, u32::MAX, 2), Some(1));
        assert_eq!(hi(S, M1, 2), Some(M1));
        let r = compute(
            Opcode::Mul,
            U,
            MulVariant::Low24,
            [[0x0100_0002; 4], [3; 4], [0; 4]],
            [false; 3],
        );
        assert_eq!(r.map(|r| r.words[0]), Some(6));
        // Integer MUL with CC clears OF and CF even on overflow (§2.X.8 MUL).
        let r = compute(
            Opcode::Mul,
            U,
            MulVariant::Full,
            [[0x8000_0000; 4], [2; 4], [0; 4]],
            [false; 3],
        )
        .unwrap();
        assert_eq!(r.words[0], 0);
        assert!(r.flags[0].zero() && !r.flags[0].overflow() && !r.flags[0].carry());
    }

    #[test]
    fn scalar_second_operand_for_div_mod_shifts() {
        // DIV/MOD/SHL/SHR use b.x for every component.
        let r = compute(
            Opcode::Div,
            S,
            MulVariant::Full,
            [[8, 9, 10, 11], [2, 0, 0, 0], [0; 4]],
            [false; 3],
        );
        assert_eq!(r.map(|r| r.words), Some([4, 4, 5, 5]));
        let r = compute(
            Opcode::Shl,
            U,
            MulVariant::Full,
            [[1, 2, 3, 4], [4, 0, 0, 0], [0; 4]],
            [false; 3],
        );
        assert_eq!(r.map(|r| r.words), Some([16, 32, 48, 64]));
    }

    #[test]
    fn add_flags_see_the_negations() {
        // ADD.U.CC r, 3, -0: the subtract 3 - 0 sets CF (notes §5).
        let r = compute(
            Opcode::Add,
            U,
            MulVariant::Full,
            [[3; 4], [0; 4], [0; 4]],
            [false, true, false],
        )
        .unwrap();
        assert!(r.flags[0].carry());
        let r = compute(
            Opcode::Add,
            U,
            MulVariant::Full,
            [[3; 4], [0; 4], [0; 4]],
            [false; 3],
        )
        .unwrap();
        assert!(!r.flags[0].carry());
        // MAD.S.CC -2, 3, 7 → -6 + 7: the subtract 7 - 6, no borrow: CF.
        let r = compute(
            Opcode::Mad,
            S,
            MulVariant::Full,
            [[-2i32 as u32; 4], [3; 4], [7; 4]],
            [true, false, false],
        )
        .unwrap();
        assert_eq!(r.words[0], 1);
        assert!(r.flags[0].carry() && !r.flags[0].overflow());
        // SAD: |a - b| + c carries out.
        let r = compute(
            Opcode::Sad,
            U,
            MulVariant::Full,
            [[0; 4], [1; 4], [u32::MAX; 4]],
            [false; 3],
        )
        .unwrap();
        assert_eq!(r.words[0], 0);
        assert!(r.flags[0].carry() && r.flags[0].zero());
    }

    #[test]
    fn non_integer_ops_have_no_definition() {
        assert_eq!(run(Opcode::Rcp, S, 0, 0, 0), None);
        assert_eq!(run(Opcode::Frc, S, 0, 0, 0), None);
        assert_eq!(run(Opcode::Lrp, U, 0, 0, 0), None);
    }

    #[test]
    fn kill_in_the_type() {
        assert!(kill_if(F, (-1.0f32).to_bits()));
        assert!(!kill_if(F, M1)); // a NaN is not below zero
        assert!(kill_if(S, M1));
        assert!(!kill_if(U, M1));
    }
}
