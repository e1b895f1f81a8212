//! The `.S`/`.U` ops written once over an emitter ([`EmitInt`]): every
//! definition of the table in [`super`] as straight-line code over the
//! integer primitives, the operand modifiers in the type and the CC flags
//! (§2.X.4.3). The scalar functions of [`super`] are this code in the
//! reference interpreter's instance ([`Scalar`](crate::ops::Scalar)).
//!
//! The ops form a closed set, [`IntOp`] (from an [`Opcode`] by
//! `TryFrom`), matched exhaustively by [`component`] and [`flags`]: an op
//! without a composition does not compile.

use crate::ops::emit_int::EmitInt;
use crate::ops::float::SetOp;
use crate::{DataType, MulVariant, Opcode};

/// FLR, CEIL, ROUND, TRUNC with an integer result: how the float operand
/// is rounded.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RoundOp {
    Flr,
    Ceil,
    Round,
    Trunc,
}

/// The ops with a `.S`/`.U` definition (NV_gpu_program4 Table X.13's "I"
/// column, less KIL, the pack, texture and flow ops, which are defined
/// elsewhere). DIV, MOD, SHL and SHR take their second operand from `b.x`
/// (the caller passes it).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum IntOp {
    Mov,
    Add,
    Sub,
    /// MUL; its variant (`.HI`, `.S24`/`.U24`) is an argument.
    Mul,
    Mad,
    Min,
    Max,
    Abs,
    And,
    Or,
    Xor,
    Not,
    Shl,
    Shr,
    Div,
    Mod,
    Sad,
    Cmp,
    Set(SetOp),
    /// I2F: the result is a binary32 word.
    I2f,
    /// FLR/CEIL/ROUND/TRUNC: a binary32 operand, an integer result.
    ToInt(RoundOp),
}

/// The opcode has no `.S`/`.U` composition here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an integer op")]
pub struct NotIntOp(pub Opcode);

impl TryFrom<Opcode> for IntOp {
    type Error = NotIntOp;
    fn try_from(op: Opcode) -> Result<IntOp, NotIntOp> {
        use IntOp as I;
        Ok(match op {
            Opcode::Mov => I::Mov,
            Opcode::Add => I::Add,
            Opcode::Sub => I::Sub,
            Opcode::Mul => I::Mul,
            Opcode::Mad => I::Mad,
            Opcode::Min => I::Min,
            Opcode::Max => I::Max,
            Opcode::Abs => I::Abs,
            Opcode::And => I::And,
            Opcode::Or => I::Or,
            Opcode::Xor => I::Xor,
            Opcode::Not => I::Not,
            Opcode::Shl => I::Shl,
            Opcode::Shr => I::Shr,
            Opcode::Div => I::Div,
            Opcode::Mod => I::Mod,
            Opcode::Sad => I::Sad,
            Opcode::Cmp => I::Cmp,
            Opcode::Seq => I::Set(SetOp::Seq),
            Opcode::Sne => I::Set(SetOp::Sne),
            Opcode::Slt => I::Set(SetOp::Slt),
            Opcode::Sle => I::Set(SetOp::Sle),
            Opcode::Sgt => I::Set(SetOp::Sgt),
            Opcode::Sge => I::Set(SetOp::Sge),
            Opcode::Sfl => I::Set(SetOp::Sfl),
            Opcode::Str => I::Set(SetOp::Str),
            Opcode::I2f => I::I2f,
            Opcode::Flr => I::ToInt(RoundOp::Flr),
            Opcode::Ceil => I::ToInt(RoundOp::Ceil),
            Opcode::Round => I::ToInt(RoundOp::Round),
            Opcode::Trunc => I::ToInt(RoundOp::Trunc),
            _ => return Err(NotIntOp(op)),
        })
    }
}

impl IntOp {
    /// Every integer op, for tables and tests.
    pub const ALL: [IntOp; 31] = {
        use IntOp::*;
        [
            Mov,
            Add,
            Sub,
            Mul,
            Mad,
            Min,
            Max,
            Abs,
            And,
            Or,
            Xor,
            Not,
            Shl,
            Shr,
            Div,
            Mod,
            Sad,
            Cmp,
            Set(SetOp::Seq),
            Set(SetOp::Sne),
            Set(SetOp::Slt),
            Set(SetOp::Sle),
            Set(SetOp::Sgt),
            Set(SetOp::Sge),
            Set(SetOp::Sfl),
            Set(SetOp::Str),
            I2f,
            ToInt(RoundOp::Flr),
            ToInt(RoundOp::Ceil),
            ToInt(RoundOp::Round),
            ToInt(RoundOp::Trunc),
        ]
    };
}

/// The condition-code flags of an integer result (§2.X.4.3), as the
/// emitter's conditions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct IntFlags<B> {
    pub sign: B,
    pub zero: B,
    pub overflow: B,
    pub carry: B,
}

/// Whether a word is below zero read as two's complement (its top bit).
fn negative<E: EmitInt>(e: &mut E, a: E::I) -> E::B {
    let zero = e.int(0);
    e.ilt(a, zero)
}

/// `-a`, two's complement, wrapping (§2.X.4.2; -INT_MIN = INT_MIN).
pub fn neg<E: EmitInt>(e: &mut E, a: E::I) -> E::I {
    let zero = e.int(0);
    e.isub(zero, a)
}

/// ABS: `.S` |a| with |INT_MIN| = INT_MIN; `.U` the word as it is.
pub fn abs<E: EmitInt>(e: &mut E, signed: bool, a: E::I) -> E::I {
    if !signed {
        return a;
    }
    let n = negative(e, a);
    let m = neg(e, a);
    e.select_int(n, m, a)
}

/// `a < b` in the type.
pub fn less<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::B {
    if signed { e.ilt(a, b) } else { e.ult(a, b) }
}

/// MUL.HI: the high 32 bits of the 64-bit product in the type. The signed
/// high word is the unsigned one less `b` where `a` is negative and less
/// `a` where `b` is (`a_s = a_u - 2^32` for a negative word).
pub fn mul_hi<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let hi = e.umulhi(a, b);
    if !signed {
        return hi;
    }
    let zero = e.int(0);
    let na = negative(e, a);
    let nb = negative(e, b);
    let fa = e.select_int(na, b, zero);
    let fb = e.select_int(nb, a, zero);
    let hi = e.isub(hi, fa);
    e.isub(hi, fb)
}

/// MUL.S24 / MUL.U24: the product of the operands' low 24 bits, sign- or
/// zero-extended (in range the plain product; outside it the spec says
/// undefined, and this is PTX `mul24.lo`'s rule).
pub fn mul24<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let ext = |e: &mut E, x: E::I| {
        if signed {
            let eight = e.int(8);
            let up = e.shl(x, 8);
            e.sar_var(up, eight)
        } else {
            let low = e.int(0xFF_FFFF);
            e.iand(x, low)
        }
    };
    let a = ext(e, a);
    let b = ext(e, b);
    e.imul(a, b)
}

/// DIV toward zero; a zero divisor gives all ones (0xFFFFFFFF, -1 for
/// `.S`) and INT_MIN / -1 wraps to INT_MIN ([`super::div`]). The signed
/// quotient is the unsigned quotient of the magnitudes (|INT_MIN| =
/// 2^31 as an unsigned word), negated where the signs differ.
pub fn div<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let zero = e.int(0);
    let one = e.int(1);
    let ones = e.int(u32::MAX);
    let by_zero = e.ieq(b, zero);
    let q = if signed {
        let ua = abs(e, true, a);
        let ub = abs(e, true, b);
        let d = e.select_int(by_zero, one, ub);
        let q = e.udiv(ua, d);
        let signs = e.ixor(a, b);
        let differ = negative(e, signs);
        let nq = neg(e, q);
        e.select_int(differ, nq, q)
    } else {
        let d = e.select_int(by_zero, one, b);
        e.udiv(a, d)
    };
    e.select_int(by_zero, ones, q)
}

/// MOD with C's sign rule (the remainder has the dividend's sign); a zero
/// divisor gives `a`, INT_MIN % -1 gives 0 ([`super::rem`]).
pub fn rem<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let zero = e.int(0);
    let one = e.int(1);
    let by_zero = e.ieq(b, zero);
    let r = if signed {
        let ua = abs(e, true, a);
        let ub = abs(e, true, b);
        let d = e.select_int(by_zero, one, ub);
        let r = e.urem(ua, d);
        let na = negative(e, a);
        let nr = neg(e, r);
        e.select_int(na, nr, r)
    } else {
        let d = e.select_int(by_zero, one, b);
        e.urem(a, d)
    };
    e.select_int(by_zero, a, r)
}

/// SHL: a count < 0 or ≥ 32 (one unsigned test) shifts every bit out
/// ([`super::shl`]).
pub fn shl<E: EmitInt>(e: &mut E, a: E::I, n: E::I) -> E::I {
    let zero = e.int(0);
    let limit = e.int(32);
    let in_range = e.ult(n, limit);
    let s = e.shl_var(a, n);
    e.select_int(in_range, s, zero)
}

/// SHR: `.S` arithmetic (a count out of range gives 0 or -1, the sign
/// spread), `.U` logical (0) ([`super::shr`]).
pub fn shr<E: EmitInt>(e: &mut E, signed: bool, a: E::I, n: E::I) -> E::I {
    let limit = e.int(32);
    let in_range = e.ult(n, limit);
    if signed {
        let top = e.int(31);
        let n = e.select_int(in_range, n, top);
        e.sar_var(a, n)
    } else {
        let zero = e.int(0);
        let s = e.shr_var(a, n);
        e.select_int(in_range, s, zero)
    }
}

/// |a - b| exactly, as an unsigned word: the larger minus the smaller.
pub fn distance<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let lt = less(e, signed, a, b);
    let up = e.isub(b, a);
    let down = e.isub(a, b);
    e.select_int(lt, up, down)
}

/// MIN `(a > b) ? b : a` in the type.
pub fn min<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let b_less = less(e, signed, b, a);
    e.select_int(b_less, b, a)
}

/// MAX `(a > b) ? a : b` in the type.
pub fn max<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I) -> E::I {
    let b_less = less(e, signed, b, a);
    e.select_int(b_less, a, b)
}

/// The set-on family in the type: all ones (TRUE, -1 for `.S`) or 0.
pub fn set_on<E: EmitInt>(e: &mut E, op: SetOp, signed: bool, a: E::I, b: E::I) -> E::I {
    let holds = match op {
        SetOp::Seq => e.ieq(a, b),
        SetOp::Sne => {
            let eq = e.ieq(a, b);
            e.not(eq)
        }
        SetOp::Slt => less(e, signed, a, b),
        SetOp::Sle => {
            let gt = less(e, signed, b, a);
            e.not(gt)
        }
        SetOp::Sgt => less(e, signed, b, a),
        SetOp::Sge => {
            let lt = less(e, signed, a, b);
            e.not(lt)
        }
        SetOp::Sfl => e.cond(false),
        SetOp::Str => e.cond(true),
    };
    let t = e.int(super::TRUE);
    let f = e.int(0);
    e.select_int(holds, t, f)
}

/// CMP `(a < 0) ? b : c` in the type (`.U`: never below zero, so `c`).
pub fn cmp<E: EmitInt>(e: &mut E, signed: bool, a: E::I, b: E::I, c: E::I) -> E::I {
    if !signed {
        return c;
    }
    let n = negative(e, a);
    e.select_int(n, b, c)
}

/// I2F: the nearest binary32, ties to even, as a word. An unsigned word
/// with its top bit set is halved first, keeping the lost bit as a sticky
/// bit (so the one rounding sees whether the value lies above a tie), and
/// the rounded float doubled exactly.
pub fn to_float<E: EmitInt>(e: &mut E, signed: bool, a: E::I) -> E::I {
    let small = e.int_to_float(a);
    let f = if signed {
        small
    } else {
        let one = e.int(1);
        let half = e.shr(a, 1);
        let lost = e.iand(a, one);
        let h = e.ior(half, lost);
        let hf = e.int_to_float(h);
        let two = e.float(2.0);
        let big = e.mul32(hf, two);
        let top = negative(e, a);
        e.select(top, big, small)
    };
    e.float_to_bits(f)
}

/// An integral binary32 written as the type: saturated at the type's
/// bounds, NaN → 0 ([`super::from_float`]). Unsigned values in
/// [2^31, 2^32) are halved (exactly: their ulp is at least 256), converted
/// and doubled.
pub fn from_float<E: EmitInt>(e: &mut E, signed: bool, x: E::F) -> E::I {
    let r = e.float_to_int(x);
    if signed {
        return r;
    }
    let zero = e.int(0);
    let ones = e.int(u32::MAX);
    let half = e.float(0.5);
    let h = e.mul32(x, half);
    let hi = e.float_to_int(h);
    let big = e.shl(hi, 1);
    let two31 = e.float(2_147_483_648.0);
    let two32 = e.float(4_294_967_296.0);
    let fzero = e.float(0.0);
    let is_big = e.ge(x, two31);
    let r = e.select_int(is_big, big, r);
    let over = e.ge(x, two32);
    let r = e.select_int(over, ones, r);
    let under = e.lt(x, fzero);
    e.select_int(under, zero, r)
}

/// FLR, CEIL, ROUND (ties to even), TRUNC of a binary32 word, written as
/// the type.
pub fn float_to_int<E: EmitInt>(e: &mut E, op: RoundOp, signed: bool, word: E::I) -> E::I {
    let x = e.bits_to_float(word);
    let r = match op {
        RoundOp::Flr => e.floor(x),
        RoundOp::Ceil => e.ceil(x),
        RoundOp::Round => e.round_even(x),
        RoundOp::Trunc => e.trunc(x),
    };
    from_float(e, signed, r)
}

/// One component of an integer op (module docs; `b` is `b.x` for DIV,
/// MOD, SHL and SHR). The words of I2F's result and of the float operand
/// of FLR/CEIL/ROUND/TRUNC are binary32 bit patterns.
#[allow(clippy::too_many_arguments)]
pub fn component<E: EmitInt>(
    e: &mut E,
    op: IntOp,
    signed: bool,
    mul: MulVariant,
    a: E::I,
    b: E::I,
    c: E::I,
) -> E::I {
    match op {
        IntOp::Mov => a,
        IntOp::Add => e.iadd(a, b),
        IntOp::Sub => e.isub(a, b),
        IntOp::Mul => match mul {
            MulVariant::Full => e.imul(a, b),
            MulVariant::High => mul_hi(e, signed, a, b),
            MulVariant::Low24 => mul24(e, signed, a, b),
        },
        IntOp::Mad => {
            let p = e.imul(a, b);
            e.iadd(p, c)
        }
        IntOp::Min => min(e, signed, a, b),
        IntOp::Max => max(e, signed, a, b),
        IntOp::Abs => abs(e, signed, a),
        IntOp::And => e.iand(a, b),
        IntOp::Or => e.ior(a, b),
        IntOp::Xor => e.ixor(a, b),
        IntOp::Not => {
            let ones = e.int(u32::MAX);
            e.ixor(a, ones)
        }
        IntOp::Shl => shl(e, a, b),
        IntOp::Shr => shr(e, signed, a, b),
        IntOp::Div => div(e, signed, a, b),
        IntOp::Mod => rem(e, signed, a, b),
        IntOp::Sad => {
            let d = distance(e, signed, a, b);
            e.iadd(d, c)
        }
        IntOp::Cmp => cmp(e, signed, a, b, c),
        IntOp::Set(s) => set_on(e, s, signed, a, b),
        IntOp::I2f => to_float(e, signed, a),
        IntOp::ToInt(r) => float_to_int(e, r, signed, a),
    }
}

/// SF and ZF of a result; OF = CF = 0 (§2.X.4.3).
pub fn of_result<E: EmitInt>(e: &mut E, w: E::I) -> IntFlags<E::B> {
    let zero = e.int(0);
    let clear = e.cond(false);
    IntFlags {
        sign: e.ilt(w, zero),
        zero: e.ieq(w, zero),
        overflow: clear,
        carry: clear,
    }
}

/// The flags of the add `x + y`: OF when the operands have one sign and
/// the sum the other, CF when the unsigned sum wraps (is below `x`).
pub fn of_add<E: EmitInt>(e: &mut E, x: E::I, y: E::I) -> IntFlags<E::B> {
    let r = e.iadd(x, y);
    let f = of_result(e, r);
    let xr = e.ixor(x, r);
    let yr = e.ixor(y, r);
    let both = e.iand(xr, yr);
    IntFlags {
        overflow: negative(e, both),
        carry: e.ult(r, x),
        ..f
    }
}

/// The flags of the subtract `x - y`: OF when the operands' signs differ
/// and the result's differs from `x`'s, CF when there is no borrow
/// (`x >= y` unsigned).
pub fn of_sub<E: EmitInt>(e: &mut E, x: E::I, y: E::I) -> IntFlags<E::B> {
    let r = e.isub(x, y);
    let f = of_result(e, r);
    let xy = e.ixor(x, y);
    let xr = e.ixor(x, r);
    let both = e.iand(xy, xr);
    let borrow = e.ult(x, y);
    IntFlags {
        overflow: negative(e, both),
        carry: e.not(borrow),
        ..f
    }
}

/// [`super::flags::of_sum`]: negations turn the add into a subtract.
pub fn of_sum<E: EmitInt>(e: &mut E, x: E::I, xn: bool, y: E::I, yn: bool) -> IntFlags<E::B> {
    match (xn, yn) {
        (false, false) | (true, true) => of_add(e, x, y),
        (false, true) => {
            let y = neg(e, y);
            of_sub(e, x, y)
        }
        (true, false) => {
            let x = neg(e, x);
            of_sub(e, y, x)
        }
    }
}

/// [`super::flags::of_difference`]: SUB's flags with its operands'
/// negations.
pub fn of_difference<E: EmitInt>(
    e: &mut E,
    x: E::I,
    xn: bool,
    y: E::I,
    yn: bool,
) -> IntFlags<E::B> {
    match (xn, yn) {
        (false, false) | (true, false) => of_sub(e, x, y),
        (false, true) => {
            let y = neg(e, y);
            of_add(e, x, y)
        }
        (true, true) => {
            let y = neg(e, y);
            let x = neg(e, x);
            of_sub(e, y, x)
        }
    }
}

/// The CC flags one component of `op` writes (§2.X.4.3), from the operand
/// words after their modifiers, whether each operand's outer negation was
/// applied, and the result word. `None` for I2F, whose float result sets
/// the float condition (LT/EQ/GT/UN of the value).
#[allow(clippy::too_many_arguments)]
pub fn flags<E: EmitInt>(
    e: &mut E,
    op: IntOp,
    signed: bool,
    src: [E::I; 3],
    negated: [bool; 3],
    result: E::I,
) -> Option<IntFlags<E::B>> {
    let [a, b, c] = src;
    let [na, nb, nc] = negated;
    Some(match op {
        IntOp::Add => of_sum(e, a, na, b, nb),
        IntOp::Sub => of_difference(e, a, na, b, nb),
        // Notes §11.16: a negated factor negates the whole product.
        IntOp::Mad => {
            let p = e.imul(a, b);
            of_sum(e, p, na != nb, c, nc)
        }
        IntOp::Sad => {
            let d = distance(e, signed, a, b);
            of_sum(e, d, false, c, nc)
        }
        IntOp::I2f => return None,
        IntOp::Mov
        | IntOp::Mul
        | IntOp::Min
        | IntOp::Max
        | IntOp::Abs
        | IntOp::And
        | IntOp::Or
        | IntOp::Xor
        | IntOp::Not
        | IntOp::Shl
        | IntOp::Shr
        | IntOp::Div
        | IntOp::Mod
        | IntOp::Cmp
        | IntOp::Set(_)
        | IntOp::ToInt(_) => of_result(e, result),
    })
}

/// An operand's `|x|` and outer negation in its type (§2.X.4.2): the sign
/// bit of a float, [`abs`] (`.S` only) and [`neg`] of an integer.
pub fn modify<E: EmitInt>(e: &mut E, ty: DataType, w: E::I, abs_: bool, negate: bool) -> E::I {
    match ty {
        DataType::Float => {
            let w = if abs_ {
                let m = e.int(0x7FFF_FFFF);
                e.iand(w, m)
            } else {
                w
            };
            if negate {
                let s = e.int(0x8000_0000);
                e.ixor(w, s)
            } else {
                w
            }
        }
        DataType::Signed | DataType::Unsigned => {
            let w = abs(e, ty == DataType::Signed && abs_, w);
            if negate { neg(e, w) } else { w }
        }
    }
}

/// KIL with a vector operand, one component, in the type: float `< 0`
/// (a NaN is not), `.S` `< 0`, `.U` never (notes §7.2).
pub fn kill_if<E: EmitInt>(e: &mut E, ty: DataType, w: E::I) -> E::B {
    match ty {
        DataType::Float => {
            let x = e.bits_to_float(w);
            let zero = e.float(0.0);
            e.lt(x, zero)
        }
        DataType::Signed => negative(e, w),
        DataType::Unsigned => e.cond(false),
    }
}
