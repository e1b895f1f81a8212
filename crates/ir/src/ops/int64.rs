//! TGSI's 64-bit Integer ISA written once over an emitter ([`EmitInt`]):
//! a 64-bit value is the pair of 32-bit words the registers hold it in
//! (`.xy` or `.zw`, low word first: tgsi.rst, "Double ISA"), and every op
//! is straight-line code over 32-bit primitives (add with carry, the high
//! product word, word shifts and compares), so an engine without 64-bit
//! integers runs them too.
//!
//! Results the spec leaves open are shasm's choice, as [`super::typed`]
//! states them: division and remainder by zero give all ones,
//! INT64_MIN / -1 wraps, shift counts are masked with 0x3f (tgsi.rst),
//! float-to-integer conversions truncate, saturate and map NaN to 0.

use super::emit::Emit;
use super::emit_int::EmitInt;

/// A 64-bit value: its low and high words.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pair<I> {
    pub lo: I,
    pub hi: I,
}

/// The ops of the 64-bit Integer ISA (and its conversions from and to
/// 32-bit integers and binary32).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Int64Op {
    U64add,
    U64mul,
    I64abs,
    I64neg,
    I64ssg,
    U64seq,
    U64sne,
    U64slt,
    U64sge,
    I64slt,
    I64sge,
    I64min,
    U64min,
    I64max,
    U64max,
    U64shl,
    I64shr,
    U64shr,
    I64div,
    U64div,
    I64mod,
    U64mod,
    F2u64,
    F2i64,
    U2i64,
    I2i64,
    U642f,
    I642f,
}

fn konst<E: EmitInt>(e: &mut E, v: u64) -> Pair<E::I> {
    Pair {
        lo: e.int(v as u32),
        hi: e.int((v >> 32) as u32),
    }
}

fn select<E: EmitInt>(e: &mut E, c: E::B, a: Pair<E::I>, b: Pair<E::I>) -> Pair<E::I> {
    Pair {
        lo: e.select_int(c, a.lo, b.lo),
        hi: e.select_int(c, a.hi, b.hi),
    }
}

/// `a + b` mod 2^64: the carry out of the low words is `lo < a.lo`.
pub fn add<E: EmitInt>(e: &mut E, a: Pair<E::I>, b: Pair<E::I>) -> Pair<E::I> {
    let lo = e.iadd(a.lo, b.lo);
    let carry = e.ult(lo, a.lo);
    let one = e.int(1);
    let zero = e.int(0);
    let c = e.select_int(carry, one, zero);
    let hi = e.iadd(a.hi, b.hi);
    let hi = e.iadd(hi, c);
    Pair { lo, hi }
}

/// `a - b` mod 2^64: the borrow out of the low words is `a.lo < b.lo`.
pub fn sub<E: EmitInt>(e: &mut E, a: Pair<E::I>, b: Pair<E::I>) -> Pair<E::I> {
    let lo = e.isub(a.lo, b.lo);
    let borrow = e.ult(a.lo, b.lo);
    let one = e.int(1);
    let zero = e.int(0);
    let c = e.select_int(borrow, one, zero);
    let hi = e.isub(a.hi, b.hi);
    let hi = e.isub(hi, c);
    Pair { lo, hi }
}

/// `-a` mod 2^64.
pub fn neg<E: EmitInt>(e: &mut E, a: Pair<E::I>) -> Pair<E::I> {
    let zero = konst(e, 0);
    sub(e, zero, a)
}

/// The low 64 bits of `a * b`: the full product of the low words plus the
/// low words of the two cross products, shifted up 32.
pub fn mul<E: EmitInt>(e: &mut E, a: Pair<E::I>, b: Pair<E::I>) -> Pair<E::I> {
    let lo = e.imul(a.lo, b.lo);
    let hi = e.umulhi(a.lo, b.lo);
    let x = e.imul(a.lo, b.hi);
    let y = e.imul(a.hi, b.lo);
    let hi = e.iadd(hi, x);
    let hi = e.iadd(hi, y);
    Pair { lo, hi }
}

/// `a == b`.
pub fn eq<E: EmitInt>(e: &mut E, a: Pair<E::I>, b: Pair<E::I>) -> E::B {
    let l = e.ieq(a.lo, b.lo);
    let h = e.ieq(a.hi, b.hi);
    e.and(l, h)
}

/// `a < b`, signed or unsigned: the high words decide unless equal, then
/// the low words, unsigned.
pub fn less<E: EmitInt>(e: &mut E, signed: bool, a: Pair<E::I>, b: Pair<E::I>) -> E::B {
    let high = if signed {
        e.ilt(a.hi, b.hi)
    } else {
        e.ult(a.hi, b.hi)
    };
    let same = e.ieq(a.hi, b.hi);
    let low = e.ult(a.lo, b.lo);
    let low = e.and(same, low);
    e.or(high, low)
}

fn negative<E: EmitInt>(e: &mut E, a: Pair<E::I>) -> E::B {
    let zero = e.int(0);
    e.ilt(a.hi, zero)
}

/// |a|, wrapping (|INT64_MIN| = INT64_MIN).
pub fn abs<E: EmitInt>(e: &mut E, a: Pair<E::I>) -> Pair<E::I> {
    let n = negative(e, a);
    let m = neg(e, a);
    select(e, n, m, a)
}

/// `a << (n & 63)`.
pub fn shl<E: EmitInt>(e: &mut E, a: Pair<E::I>, n: E::I) -> Pair<E::I> {
    let m63 = e.int(63);
    let n = e.iand(n, m63);
    let c32 = e.int(32);
    let zero = e.int(0);
    let small = e.ult(n, c32);
    // n < 32: the high word takes the low word's top n bits (none for 0,
    // where a 32-bit shift would be masked to 0).
    let lo_small = e.shl_var(a.lo, n);
    let back = e.isub(c32, n);
    let carried = e.shr_var(a.lo, back);
    let is0 = e.ieq(n, zero);
    let carried = e.select_int(is0, zero, carried);
    let hi_small = e.shl_var(a.hi, n);
    let hi_small = e.ior(hi_small, carried);
    // n ≥ 32: the low word moves up by n - 32.
    let hi_big = e.shl_var(a.lo, n);
    Pair {
        lo: e.select_int(small, lo_small, zero),
        hi: e.select_int(small, hi_small, hi_big),
    }
}

/// `a >> (n & 63)`, logical (`signed` false) or arithmetic.
pub fn shr<E: EmitInt>(e: &mut E, signed: bool, a: Pair<E::I>, n: E::I) -> Pair<E::I> {
    let m63 = e.int(63);
    let n = e.iand(n, m63);
    let c32 = e.int(32);
    let zero = e.int(0);
    let small = e.ult(n, c32);
    let back = e.isub(c32, n);
    let carried = e.shl_var(a.hi, back);
    let is0 = e.ieq(n, zero);
    let carried = e.select_int(is0, zero, carried);
    let lo_small = e.shr_var(a.lo, n);
    let lo_small = e.ior(lo_small, carried);
    // `shr_var` and `sar_var` mask the count to n - 32 for n ≥ 32.
    let (hi_small, lo_big, fill) = if signed {
        let c31 = e.int(31);
        (e.sar_var(a.hi, n), e.sar_var(a.hi, n), e.sar_var(a.hi, c31))
    } else {
        (e.shr_var(a.hi, n), e.shr_var(a.hi, n), zero)
    };
    Pair {
        lo: e.select_int(small, lo_small, lo_big),
        hi: e.select_int(small, hi_small, fill),
    }
}

/// Unsigned `n / d` and `n % d` by restoring division, one quotient bit
/// per step, most significant first. `d` must not be 0. Before the shift
/// of step `i` (counting the dividend's bits from 63 down) the partial
/// remainder is below `2^(63 - i)`, the value of the bits consumed, so the
/// shift never carries out of 64 bits.
fn divmod<E: EmitInt>(e: &mut E, n: Pair<E::I>, d: Pair<E::I>) -> (Pair<E::I>, Pair<E::I>) {
    let one = e.int(1);
    let mut q = konst(e, 0);
    let mut r = konst(e, 0);
    for i in (0..64u32).rev() {
        let word = if i >= 32 { n.hi } else { n.lo };
        let bit = e.shr(word, i % 32);
        let bit = e.iand(bit, one);
        let shifted = shl(e, r, one);
        r = Pair {
            lo: e.ior(shifted.lo, bit),
            hi: shifted.hi,
        };
        let below = less(e, false, r, d);
        let fits = e.not(below);
        let minus = sub(e, r, d);
        r = select(e, fits, minus, r);
        let set = if i >= 32 {
            let b = e.int(1 << (i - 32));
            Pair {
                lo: q.lo,
                hi: e.ior(q.hi, b),
            }
        } else {
            let b = e.int(1 << i);
            Pair {
                lo: e.ior(q.lo, b),
                hi: q.hi,
            }
        };
        q = select(e, fits, set, q);
    }
    (q, r)
}

/// `a / b` (`.0`) and `a % b` (`.1`) in the type: toward zero, the
/// remainder with the dividend's sign; by zero all ones for both;
/// INT64_MIN / -1 wraps to INT64_MIN (its magnitude 2^63 divided by 1,
/// negated) and INT64_MIN % -1 is 0.
pub fn div_rem<E: EmitInt>(
    e: &mut E,
    signed: bool,
    a: Pair<E::I>,
    b: Pair<E::I>,
) -> (Pair<E::I>, Pair<E::I>) {
    let zero = konst(e, 0);
    let one = konst(e, 1);
    let ones = konst(e, u64::MAX);
    let by_zero = eq(e, b, zero);
    let (q, r) = if signed {
        let ua = abs(e, a);
        let ub = abs(e, b);
        let d = select(e, by_zero, one, ub);
        let (q, r) = divmod(e, ua, d);
        let signs = e.ixor(a.hi, b.hi);
        let z = e.int(0);
        let differ = e.ilt(signs, z);
        let nq = neg(e, q);
        let q = select(e, differ, nq, q);
        let na = negative(e, a);
        let nr = neg(e, r);
        (q, select(e, na, nr, r))
    } else {
        let d = select(e, by_zero, one, b);
        divmod(e, a, d)
    };
    (select(e, by_zero, ones, q), select(e, by_zero, ones, r))
}

/// A 64-bit integer to the nearest binary32, ties to even. A value with a
/// nonzero high word is shifted right until it fits 32 bits, the bits
/// shifted out kept as a sticky bit in bit 0 (below the rounding position:
/// the word has 32 significant bits), converted once and scaled back
/// exactly by a power of two.
pub fn to_f32<E: EmitInt>(e: &mut E, signed: bool, a: Pair<E::I>) -> E::F {
    let n = if signed {
        negative(e, a)
    } else {
        e.cond(false)
    };
    let m = neg(e, a);
    let mag = select(e, n, m, a);
    let zero = e.int(0);
    let one = e.int(1);
    let c32 = e.int(32);
    // k = 32 - clz(hi) bits to drop (1..=32 when hi != 0).
    let lz = e.clz(mag.hi);
    let k = e.isub(c32, lz);
    let shifted = shr(e, false, mag, k);
    let mask = e.shl_var(one, k);
    let mask = e.isub(mask, one);
    let all = e.int(u32::MAX);
    let is32 = e.ieq(k, c32);
    let mask = e.select_int(is32, all, mask);
    let lost = e.iand(mag.lo, mask);
    let lost0 = e.ieq(lost, zero);
    let sticky = e.not(lost0);
    let s = e.select_int(sticky, one, zero);
    let word = e.ior(shifted.lo, s);
    let big = super::int32::compose::to_float(e, false, word);
    let big = e.bits_to_float(big);
    // 2^k as a binary32: exponent field 127 + k.
    let c127 = e.int(127);
    let ex = e.iadd(c127, k);
    let ex = e.shl(ex, 23);
    let scale = e.bits_to_float(ex);
    let big = e.mul32(big, scale);
    let small = super::int32::compose::to_float(e, false, mag.lo);
    let small = e.bits_to_float(small);
    let high = e.ieq(mag.hi, zero);
    let f = e.select(high, small, big);
    let nf = e.neg(f);
    e.select(n, nf, f)
}

/// A binary32 to a 64-bit integer: truncated toward zero, saturated at the
/// type's bounds, NaN → 0. The integral magnitude is its significand
/// shifted by its exponent.
pub fn from_f32<E: EmitInt>(e: &mut E, signed: bool, x: E::F) -> Pair<E::I> {
    let t = e.trunc(x);
    let mag = e.abs(t);
    let w = e.float_to_bits(mag);
    let zero = e.int(0);
    let exp = e.shr(w, 23);
    let mmant = e.int(0x7F_FFFF);
    let man = e.iand(w, mmant);
    let implicit = e.int(0x80_0000);
    let m = e.ior(man, implicit);
    // |t| = m * 2^(exp - 150); exp ≤ 190 below 2^64.
    let c150 = e.int(150);
    let up = e.isub(exp, c150);
    let left = shl(e, Pair { lo: m, hi: zero }, up);
    let down = e.isub(c150, exp);
    let right = e.shr_var(m, down);
    let is_left = e.ult(exp, c150);
    let is_left = e.not(is_left);
    let c24 = e.int(24);
    let gone = e.ult(down, c24);
    let right = e.select_int(gone, right, zero);
    let right = Pair {
        lo: right,
        hi: zero,
    };
    let v = select(e, is_left, left, right);
    let fone = e.float(1.0);
    let tiny = e.lt(mag, fone);
    let z = konst(e, 0);
    let v = select(e, tiny, z, v);
    let fzero = e.float(0.0);
    let below = e.lt(x, fzero);
    let nan = e.is_nan(x);
    if signed {
        let nv = neg(e, v);
        let v = select(e, below, nv, v);
        let two63 = e.float(9_223_372_036_854_775_808.0);
        let neg63 = e.float(-9_223_372_036_854_775_808.0);
        let maxv = konst(e, i64::MAX as u64);
        let minv = konst(e, i64::MIN as u64);
        let over = e.ge(x, two63);
        let v = select(e, over, maxv, v);
        let under = e.lt(x, neg63);
        let v = select(e, under, minv, v);
        select(e, nan, z, v)
    } else {
        let two64 = e.float(18_446_744_073_709_551_616.0);
        let maxv = konst(e, u64::MAX);
        let over = e.ge(x, two64);
        let v = select(e, over, maxv, v);
        let v = select(e, below, z, v);
        select(e, nan, z, v)
    }
}

/// An op on two 64-bit values with a result of type `R`.
type BinaryFn<E, R> = fn(&mut E, Pair<<E as Emit>::I>, Pair<<E as Emit>::I>) -> R;

/// The words of two values, `.xy` then `.zw`.
fn words<I: Copy>(p: [Pair<I>; 2]) -> [I; 4] {
    [p[0].lo, p[0].hi, p[1].lo, p[1].hi]
}

/// One op over the operand words (after their modifiers): `.xy` and `.zw`
/// each one value; the conversions from 32 bits read `.x` and `.y`, those
/// to binary32 write `.x` and `.y`; the comparisons write their masks in
/// `.x` and `.z`. The shift counts are `b.x` for `.xy` and `b.y` for
/// `.zw` (tgsi.rst).
pub fn compose<E: EmitInt>(e: &mut E, op: Int64Op, src: [[E::I; 4]; 3]) -> [E::I; 4] {
    use Int64Op::*;
    let [a, b, _] = src;
    let pa = [Pair { lo: a[0], hi: a[1] }, Pair { lo: a[2], hi: a[3] }];
    let pb = [Pair { lo: b[0], hi: b[1] }, Pair { lo: b[2], hi: b[3] }];
    let zero = e.int(0);
    let each = |e: &mut E, f: BinaryFn<E, Pair<E::I>>| {
        let x = f(e, pa[0], pb[0]);
        let y = f(e, pa[1], pb[1]);
        words([x, y])
    };
    let mask = |e: &mut E, f: BinaryFn<E, E::B>| {
        let x = f(e, pa[0], pb[0]);
        let y = f(e, pa[1], pb[1]);
        let t = e.int(u32::MAX);
        let x = e.select_int(x, t, zero);
        let y = e.select_int(y, t, zero);
        [x, zero, y, zero]
    };
    match op {
        U64add => each(e, |e, x, y| add(e, x, y)),
        U64mul => each(e, |e, x, y| mul(e, x, y)),
        I64abs => each(e, |e, x, _| abs(e, x)),
        I64neg => each(e, |e, x, _| neg(e, x)),
        I64ssg => each(e, |e, x, _| {
            let z = konst(e, 0);
            let one = konst(e, 1);
            let m1 = konst(e, u64::MAX);
            let is0 = eq(e, x, z);
            let r = select(e, is0, z, one);
            let n = negative(e, x);
            select(e, n, m1, r)
        }),
        U64seq => mask(e, |e, x, y| eq(e, x, y)),
        U64sne => mask(e, |e, x, y| {
            let q = eq(e, x, y);
            e.not(q)
        }),
        U64slt => mask(e, |e, x, y| less(e, false, x, y)),
        U64sge => mask(e, |e, x, y| {
            let l = less(e, false, x, y);
            e.not(l)
        }),
        I64slt => mask(e, |e, x, y| less(e, true, x, y)),
        I64sge => mask(e, |e, x, y| {
            let l = less(e, true, x, y);
            e.not(l)
        }),
        I64min | U64min | I64max | U64max => {
            let signed = matches!(op, I64min | I64max);
            let want_max = matches!(op, I64max | U64max);
            let r = [0, 1].map(|k| {
                let (x, y) = (pa[k], pb[k]);
                let y_less = less(e, signed, y, x);
                if want_max {
                    select(e, y_less, x, y)
                } else {
                    select(e, y_less, y, x)
                }
            });
            words(r)
        }
        U64shl => words([shl(e, pa[0], b[0]), shl(e, pa[1], b[1])]),
        U64shr => words([shr(e, false, pa[0], b[0]), shr(e, false, pa[1], b[1])]),
        I64shr => words([shr(e, true, pa[0], b[0]), shr(e, true, pa[1], b[1])]),
        U64div | U64mod | I64div | I64mod => {
            let signed = matches!(op, I64div | I64mod);
            let quotient = matches!(op, U64div | I64div);
            let r = [0, 1].map(|k| {
                let (q, r) = div_rem(e, signed, pa[k], pb[k]);
                if quotient { q } else { r }
            });
            words(r)
        }
        // Sign and zero extension of `.x` and `.y` (tgsi.rst I2I64, U2I64).
        I2i64 => {
            let c31 = e.int(31);
            let hx = e.sar_var(a[0], c31);
            let hy = e.sar_var(a[1], c31);
            [a[0], hx, a[1], hy]
        }
        U2i64 => [a[0], zero, a[1], zero],
        F2i64 | F2u64 => {
            let signed = op == F2i64;
            let x = e.bits_to_float(a[0]);
            let y = e.bits_to_float(a[1]);
            words([from_f32(e, signed, x), from_f32(e, signed, y)])
        }
        I642f | U642f => {
            let signed = op == I642f;
            let x = to_f32(e, signed, pa[0]);
            let y = to_f32(e, signed, pa[1]);
            [e.float_to_bits(x), e.float_to_bits(y), zero, zero]
        }
    }
}
