//! shasm's own binary32 algorithms (`shasm_ir::ops::elementary` for
//! `ex2`, `lg2`, `sin`, `cos`; `shasm_ir::ops::single::rsq` for RSQ),
//! rebuilt step by step as naga expressions: the same constants, the same
//! operations in the same order, no fused multiply-add, the branches as
//! selects (both sides are computed; the reference's choice picks one).
//! Each is the body of a helper function of the module.

use crate::emit::{E, H};
use naga::{BinaryOperator as Op, MathFunction, ScalarKind, Statement, UnaryOperator};
use shasm_ir::ops::{Emit, ModelKind};

const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

// The constants of shasm_ir::ops::elementary (same bits).
const EX: [u32; 7] = [
    0x3F31_7218,
    0x3E75_FDF0,
    0x3D63_5847,
    0x3C1D_955B,
    0x3AAE_C3FF,
    0x3921_8489,
    0x377F_E5FE,
];
const LG: [u32; 5] = [
    0x4038_AA3B,
    0x3F76_384F,
    0x3F13_BB63,
    0x3ED3_0BB1,
    0x3EA4_258A,
];
const SQRT2: u32 = 0x3FB5_04F3;
const S: [u32; 4] = [0xBE2A_AAAB, 0x3C08_8889, 0xB950_0D01, 0x3638_EF1D];
const C: [u32; 4] = [0x3D2A_AAAB, 0xBAB6_0B61, 0x37D0_0D01, 0xB493_F27E];
const TWO_OVER_PI: u32 = 0x3F22_F983;
const P1: u32 = 0x3FC9_1000;
const P2: u32 = 0xB695_7000;
const P3: u32 = 0xB06F_4B9F;
const TWO_OVER_PI_BITS: [u32; 10] = [
    0x0000_0000,
    0xA2F9_836E,
    0x4E44_1529,
    0xFC27_57D1,
    0xF534_DDC0,
    0xDB62_9599,
    0x3C43_9041,
    0xFE51_63AB,
    0xDEBB_C561,
    0xB724_6E3A,
];
const PIO2_HI: u32 = 0x3FC9_0FDB;
const PIO2_LO: u32 = 0xB33B_BD2E;

/// `acc = k + x * acc` for each constant of `ks` from the last to the
/// first (Horner, separate multiply and add).
fn horner(e: &mut E<'_, '_>, x: H, ks: &[u32]) -> H {
    let mut q = e.f(c(ks[ks.len() - 1]));
    for &k in ks[..ks.len() - 1].iter().rev() {
        let m = e.fmul(x, q);
        let k = e.f(c(k));
        q = e.fadd(k, m);
    }
    q
}

/// `elementary::ex2`.
pub(crate) fn ex2(e: &mut E<'_, '_>, p: &[H]) -> H {
    let x = p[0];
    let n = e.fb.math(MathFunction::Round, x);
    let f = e.fsub(x, n);
    let q = horner(e, f, &EX);
    let fq = e.fmul(f, q);
    let one = e.f(1.0);
    let poly = e.fadd(one, fq);
    // n is within [-151, 128) where it is used.
    let lo = e.f(-151.0);
    let hi = e.f(128.0);
    let nc = e.fb.math2(MathFunction::Max, n, lo);
    let nc = e.fb.math2(MathFunction::Min, nc, hi);
    let ni = e.fb.convert(nc, ScalarKind::Sint);
    let r = e.ldexp(poly, ni);
    let inf = e.f(f32::INFINITY);
    let zero = e.f(0.0);
    let over = e.ge(x, hi);
    let under = e.le(x, lo);
    let r = e.fb.sel(under, zero, r);
    let r = e.fb.sel(over, inf, r);
    let nan = e.is_nan(x);
    e.fb.sel(nan, x, r)
}

/// `elementary::lg2`.
pub(crate) fn lg2(e: &mut E<'_, '_>, p: &[H]) -> H {
    let x = p[0];
    let bits0 = e.bits(x);
    let scaled = {
        let k = e.f(c((127 + 64) << 23));
        let y = e.fmul(x, k);
        e.bits(y)
    };
    let denormal = e.ucmp_k(Op::Less, bits0, 0x0080_0000);
    let bits = e.fb.sel(denormal, scaled, bits0);
    let m127 = e.i(-127);
    let m191 = e.i(-127 - 64);
    let e0 = e.fb.sel(denormal, m191, m127);
    let top = e.ibin_k(Op::ShiftRight, bits, 23);
    let top = e.as_sint(top);
    let ex = e.fb.bin(Op::Add, e0, top);
    let mb = e.ibin_k(Op::And, bits, 0x007F_FFFF);
    let mb = e.ibin_k(Op::InclusiveOr, mb, 0x3F80_0000);
    let m = e.word_float(mb);
    let s2c = e.f(c(SQRT2));
    let big = e.gt(m, s2c);
    let half = e.f(0.5);
    let mh = e.fmul(m, half);
    let m = e.fb.sel(big, mh, m);
    let one_i = e.i(1);
    let ex1 = e.fb.bin(Op::Add, ex, one_i);
    let ex = e.fb.sel(big, ex1, ex);
    let one = e.f(1.0);
    let num = e.fsub(m, one);
    let den = e.fadd(m, one);
    let s = e.fdiv(num, den);
    let s2 = e.fmul(s, s);
    let q = horner(e, s2, &LG);
    let ef = e.fb.convert(ex, ScalarKind::Float);
    let sq = e.fmul(s, q);
    let r = e.fadd(ef, sq);
    // Special values, last checked first.
    let zero = e.f(0.0);
    let inf = e.f(f32::INFINITY);
    let is_inf = e.eq(x, inf);
    let r = e.fb.sel(is_inf, x, r);
    let is_zero = e.eq(x, zero);
    let ninf = e.f(f32::NEG_INFINITY);
    let r = e.fb.sel(is_zero, ninf, r);
    let neg = e.lt(x, zero);
    let nan = e.f(f32::NAN);
    let r = e.fb.sel(neg, nan, r);
    let xn = e.is_nan(x);
    e.fb.sel(xn, x, r)
}

fn sin_poly(e: &mut E<'_, '_>, r: H) -> H {
    let r2 = e.fmul(r, r);
    let q = horner(e, r2, &S);
    let t = e.fmul(r2, q);
    let t = e.fmul(r, t);
    e.fadd(r, t)
}

fn cos_poly(e: &mut E<'_, '_>, r: H) -> H {
    let r2 = e.fmul(r, r);
    let mut ks = vec![0xBF00_0000u32]; // -0.5
    ks.extend_from_slice(&C);
    let q = horner(e, r2, &ks);
    let t = e.fmul(r2, q);
    let one = e.f(1.0);
    e.fadd(one, t)
}

/// One of `TWO_OVER_PI_BITS`, by a `u32` index (a chain of selects: no
/// dynamic indexing of a constant array).
fn table(e: &mut E<'_, '_>, i: H) -> H {
    let mut v = e.u(0);
    for (k, &w) in TWO_OVER_PI_BITS.iter().enumerate().skip(1) {
        let is = e.ucmp_k(Op::Equal, i, k as u32);
        let w = e.u(w);
        v = e.fb.sel(is, w, v);
    }
    v
}

/// `elementary::reduce_large` (Payne–Hanek with 16-bit limbs), unrolled:
/// `(r, q)` with `q` a `u32`.
fn reduce_large(e: &mut E<'_, '_>, x: H) -> (H, H) {
    use Op::*;
    let bits = e.bits(x);
    let m = e.ibin_k(And, bits, 0x007F_FFFF);
    let m = e.ibin_k(InclusiveOr, m, 0x0080_0000);
    let eb = e.biased(x);
    // start = e - 1 + 31 with e = biased - 150: biased - 120 (x is large,
    // so biased > 120).
    let start = e.ibin_k(Subtract, eb, 120);
    let word = e.ibin_k(Divide, start, 32);
    let shift = e.ibin_k(Modulo, start, 32);
    let shift0 = e.ucmp_k(Equal, shift, 0);
    let k32 = e.u(32);
    let back = e.ibin(Subtract, k32, shift);
    let back = e.ibin_k(And, back, 31);
    let window: Vec<H> = (0..3)
        .map(|t| {
            let i = e.ibin_k(Add, word, t);
            let w = table(e, i);
            let i1 = e.ibin_k(Add, word, t + 1);
            let next = table(e, i1);
            let a = e.ibin(ShiftLeft, w, shift);
            let b = e.ibin(ShiftRight, next, back);
            let v = e.ibin(InclusiveOr, a, b);
            e.fb.sel(shift0, w, v)
        })
        .collect();
    let lo16 = |e: &mut E<'_, '_>, v: H| e.ibin_k(And, v, 0xFFFF);
    let hi16 = |e: &mut E<'_, '_>, v: H| e.ibin_k(ShiftRight, v, 16);
    let ml = [lo16(e, m), hi16(e, m)];
    let wl = [
        lo16(e, window[2]),
        hi16(e, window[2]),
        lo16(e, window[1]),
        hi16(e, window[1]),
        lo16(e, window[0]),
        hi16(e, window[0]),
    ];
    let mut p: Vec<H> = (0..8).map(|_| e.u(0)).collect();
    for (i, a) in ml.iter().enumerate() {
        for (j, b) in wl.iter().enumerate() {
            let prod = e.ibin(Multiply, *a, *b);
            let l = lo16(e, prod);
            let h = hi16(e, prod);
            p[i + j] = e.ibin(Add, p[i + j], l);
            p[i + j + 1] = e.ibin(Add, p[i + j + 1], h);
        }
    }
    for k in 0..7 {
        let carry = hi16(e, p[k]);
        p[k + 1] = e.ibin(Add, p[k + 1], carry);
        p[k] = lo16(e, p[k]);
    }
    let q = e.ibin_k(ShiftRight, p[5], 14);
    let q = e.ibin_k(And, q, 3);
    let f5 = e.ibin_k(And, p[5], 0x3FFF);
    let mut f = [p[0], p[1], p[2], p[3], p[4], f5];
    let neg_bit = e.ibin_k(And, f[5], 0x2000);
    let negative = e.ucmp_k(NotEqual, neg_bit, 0);
    // The negated fraction (two's complement over the limbs).
    let q1 = e.ibin_k(Add, q, 1);
    let q1 = e.ibin_k(And, q1, 3);
    let q = e.fb.sel(negative, q1, q);
    let mut carry = e.u(1);
    for (k, limb) in f.iter_mut().enumerate() {
        let mask = if k == 5 { 0x3FFF } else { 0xFFFF };
        let not = e.fb.un(UnaryOperator::BitwiseNot, *limb);
        let not = e.ibin_k(And, not, mask);
        let v = e.ibin(Add, not, carry);
        carry = e.ibin_k(ShiftRight, v, 16);
        let v = e.ibin_k(And, v, mask);
        *limb = e.fb.sel(negative, v, *limb);
    }
    // The leading bit of the fraction, from the top limb down.
    let mut lead = e.i(-1);
    for (k, limb) in f.iter().enumerate() {
        let nz = e.ucmp_k(NotEqual, *limb, 0);
        let fl = e.fb.math(MathFunction::FirstLeadingBit, *limb);
        let fl = e.as_sint(fl);
        let base = e.i(k as i32 * 16);
        let l = e.fb.bin(Add, base, fl);
        lead = e.fb.sel(nz, l, lead);
    }
    let none = {
        let m1 = e.i(-1);
        e.fb.bin(Equal, lead, m1)
    };
    // The fraction as three 32-bit words (bits 0..96).
    let words: Vec<H> = (0..3)
        .map(|k| {
            let hi = e.ibin_k(ShiftLeft, f[2 * k + 1], 16);
            e.ibin(InclusiveOr, f[2 * k], hi)
        })
        .collect();
    // 24 bits of the fraction from bit `low` (an i32, ≥ -47) up; bits
    // below 0 are zeros.
    let field = |e: &mut E<'_, '_>, low: H| -> H {
        let zero_i = e.i(0);
        let negl = e.fb.bin(Less, low, zero_i);
        // low < 0: the low word shifted up by -low (nothing past 31).
        let nl = e.fb.un(UnaryOperator::Negate, low);
        let nlu = e.as_uint(nl);
        let nlc = e.fb.math2(MathFunction::Min, nlu, k32);
        let nls = e.ibin_k(And, nlc, 31);
        let up = e.ibin(ShiftLeft, words[0], nls);
        let z = e.u(0);
        let wide = e.ucmp_k(GreaterEqual, nlc, 32);
        let up = e.fb.sel(wide, z, up);
        // low >= 0: two words around it.
        let lu = e.as_uint(low);
        let lu = e.fb.math2(MathFunction::Max, lu, z);
        let wi = e.ibin_k(Divide, lu, 32);
        let sh = e.ibin_k(Modulo, lu, 32);
        let pick = |e: &mut E<'_, '_>, i: H| -> H {
            let mut v = e.u(0);
            for (k, w) in words.iter().enumerate() {
                let is = e.ucmp_k(Equal, i, k as u32);
                v = e.fb.sel(is, *w, v);
            }
            v
        };
        let w0 = pick(e, wi);
        let wi1 = e.ibin_k(Add, wi, 1);
        let w1 = pick(e, wi1);
        let a = e.ibin(ShiftRight, w0, sh);
        let bsh = e.ibin(Subtract, k32, sh);
        let bsh = e.ibin_k(And, bsh, 31);
        let b = e.ibin(ShiftLeft, w1, bsh);
        let sh0 = e.ucmp_k(Equal, sh, 0);
        let b = e.fb.sel(sh0, z, b);
        let down = e.ibin(InclusiveOr, a, b);
        let v = e.fb.sel(negl, up, down);
        e.ibin_k(And, v, 0x00FF_FFFF)
    };
    let k23 = e.i(23);
    let k47 = e.i(47);
    let k94 = e.i(94);
    let low_hi = e.fb.bin(Subtract, lead, k23);
    let low_lo = e.fb.bin(Subtract, lead, k47);
    let fh = field(e, low_hi);
    let fl = field(e, low_lo);
    let fh = e.fb.convert(fh, ScalarKind::Float);
    let fl = e.fb.convert(fl, ScalarKind::Float);
    // Without a leading bit the exponents are unused: keep them in range.
    let safe = e.i(0);
    let nh = e.fb.bin(Subtract, low_hi, k94);
    let nh = e.fb.sel(none, safe, nh);
    let nlo = e.fb.bin(Subtract, low_lo, k94);
    let nlo = e.fb.sel(none, safe, nlo);
    let hi = e.ldexp(fh, nh);
    let lo = e.ldexp(fl, nlo);
    let pio2_hi = e.f(c(PIO2_HI));
    let pio2_lo = e.f(c(PIO2_LO));
    let (ph, pe) = e.two_product(hi, pio2_hi);
    let t = e.fmul(hi, pio2_lo);
    let t = e.fadd(pe, t);
    let u = e.fmul(lo, pio2_hi);
    let t = e.fadd(t, u);
    let r = e.fadd(ph, t);
    let nr = e.neg(r);
    let r = e.fb.sel(negative, nr, r);
    let zero = e.f(0.0);
    let r = e.fb.sel(none, zero, r);
    // x < 0: (-r, (4 - q) & 3).
    let xneg = e.lt(x, zero);
    let nr = e.neg(r);
    let four = e.u(4);
    let nq = e.ibin(Subtract, four, q);
    let nq = e.ibin_k(And, nq, 3);
    // The `none` case returns before the sign step in the reference.
    let flip = {
        let some = e.not(none);
        e.and(xneg, some)
    };
    let r = e.fb.sel(flip, nr, r);
    let q = e.fb.sel(flip, nq, q);
    (r, q)
}

/// `elementary::reduce`: Cody–Waite below 4096 quadrants, else
/// [`reduce_large`].
fn reduce(e: &mut E<'_, '_>, x: H) -> (H, H) {
    let tp = e.f(c(TWO_OVER_PI));
    let kx = e.fmul(x, tp);
    let k = e.fb.math(MathFunction::Round, kx);
    let p1 = e.f(c(P1));
    let p2 = e.f(c(P2));
    let p3 = e.f(c(P3));
    let t = e.fmul(k, p1);
    let r = e.fsub(x, t);
    let t = e.fmul(k, p2);
    let r = e.fsub(r, t);
    let t = e.fmul(k, p3);
    let r = e.fsub(r, t);
    let quarter = e.f(0.25);
    let kq = e.fmul(k, quarter);
    let fl = e.fb.math(MathFunction::Floor, kq);
    let four = e.f(4.0);
    let f4 = e.fmul(four, fl);
    let qf = e.fsub(k, f4);
    let lim = e.f(4096.0);
    let ka = e.abs(k);
    let large = e.ge(ka, lim);
    // The quadrant is converted only where it is small.
    let zero = e.f(0.0);
    let qs = e.fb.sel(large, zero, qf);
    let q = e.fb.convert(qs, ScalarKind::Uint);
    let (rl, ql) = reduce_large(e, x);
    let k0 = e.eq(k, zero);
    let r = e.fb.sel(k0, x, r);
    let zu = e.u(0);
    let q = e.fb.sel(k0, zu, q);
    let r = e.fb.sel(large, rl, r);
    let q = e.fb.sel(large, ql, q);
    (r, q)
}

/// The quadrant's choice among `±sin_poly(r)`, `±cos_poly(r)`: `order`
/// gives the value for q = 0, 1, 2, 3 as (cos?, negated?).
fn quadrant(e: &mut E<'_, '_>, x: H, order: [(bool, bool); 4]) -> H {
    let (r, q) = reduce(e, x);
    let s = sin_poly(e, r);
    let co = cos_poly(e, r);
    let ns = e.neg(s);
    let nc = e.neg(co);
    let pick = |cos: bool, neg: bool| match (cos, neg) {
        (false, false) => s,
        (false, true) => ns,
        (true, false) => co,
        (true, true) => nc,
    };
    let mut v = pick(order[3].0, order[3].1);
    for k in (0..3).rev() {
        let is = e.ucmp_k(Op::Equal, q, k as u32);
        let w = pick(order[k].0, order[k].1);
        v = e.fb.sel(is, w, v);
    }
    v
}

/// `elementary::sin`.
pub(crate) fn sin(e: &mut E<'_, '_>, p: &[H]) -> H {
    let x = p[0];
    let v = quadrant(
        e,
        x,
        [(false, false), (true, false), (false, true), (true, true)],
    );
    let zero = e.f(0.0);
    let z = e.eq(x, zero);
    let v = e.fb.sel(z, x, v);
    let nf = e.not_finite(x);
    let nan = e.f(f32::NAN);
    e.fb.sel(nf, nan, v)
}

/// `elementary::cos`.
pub(crate) fn cos(e: &mut E<'_, '_>, p: &[H]) -> H {
    let x = p[0];
    let v = quadrant(
        e,
        x,
        [(true, false), (false, true), (true, true), (false, false)],
    );
    let nf = e.not_finite(x);
    let nan = e.f(f32::NAN);
    e.fb.sel(nf, nan, v)
}

/// `single::Single::spacing` of the model.
fn spacing(e: &mut E<'_, '_>, c: H) -> H {
    match e.model {
        ModelKind::Ieee | ModelKind::IeeeFtz => {
            let b = e.bits(c);
            let b = e.ibin_k(Op::Add, b, 1);
            let n = e.word_float(b);
            e.fsub(n, c)
        }
        ModelKind::Float24 => {
            let eb = e.biased(c);
            let eb = e.ibin_k(Op::Subtract, eb, 16);
            let w = e.ibin_k(Op::ShiftLeft, eb, 23);
            e.word_float(w)
        }
        ModelKind::Half => {
            let eb = e.biased(c);
            let eb = e.as_sint(eb);
            let k = e.i(127 + 10);
            let x = e.fb.bin(Op::Subtract, eb, k);
            let m = e.i(-24);
            let x = e.fb.math2(MathFunction::Max, x, m);
            e.pow2_i(x)
        }
        ModelKind::Fixed => e.f(1.0 / 1024.0),
    }
}

/// `sign_of_sum`: the sign of the exact sum of `terms` (a running
/// distillation with `two_sum`, then the sign of the most significant
/// non-zero partial).
fn sign_of_sum(e: &mut E<'_, '_>, terms: &[H]) -> H {
    let mut acc: Vec<H> = Vec::with_capacity(terms.len());
    for &b in terms {
        let mut q = b;
        for item in acc.iter_mut() {
            let (s, h) = e.two_sum(q, *item);
            *item = h;
            q = s;
        }
        acc.push(q);
    }
    let mut r = e.f(0.0);
    let zero = e.f(0.0);
    for v in acc {
        let nz = e.ne(v, zero);
        let s = e.sign_of(v);
        r = e.fb.sel(nz, s, r);
    }
    r
}

/// `single::rsq::rsq_signed` of the model: correctly rounded `1/sqrt(x)`,
/// by stepping up from a binary32 estimate while the exact midpoint test
/// says the result lies above.
pub(crate) fn rsq(e: &mut E<'_, '_>, p: &[H]) -> H {
    let x0 = p[0];
    let two64 = e.f(c((127 + 64) << 23));
    let twom64 = e.f(c((127 - 64) << 23));
    let one = e.f(1.0);
    let zero = e.f(0.0);
    // Special operands: the model's rounding of the IEEE value.
    let special = {
        let n = e.is_nan(x0);
        let le = e.le(x0, zero);
        let nf = e.not_finite(x0);
        let a = e.or(n, le);
        e.or(a, nf)
    };
    let plain = {
        let s = e.fb.math(MathFunction::Sqrt, x0);
        let r = e.fdiv(one, s);
        e.round_exact(r, zero)
    };
    let small = e.lt(x0, twom64);
    let large = e.gt(x0, two64);
    let xs = {
        let a = e.fmul(x0, two64);
        e.fmul(a, two64)
    };
    let xl = {
        let a = e.fmul(x0, twom64);
        e.fmul(a, twom64)
    };
    let x = e.fb.sel(large, xl, x0);
    let x = e.fb.sel(small, xs, x);
    let back = e.fb.sel(large, twom64, one);
    let back = e.fb.sel(small, two64, back);
    let s = e.fb.math(MathFunction::Sqrt, x);
    let y0 = e.fdiv(one, s);
    let below = e.f(1.0 - 1.0 / 4_194_304.0);
    let above = e.f(1.0 + 1.0 / 4_194_304.0);
    let ya = e.fmul(y0, above);
    let last = e.round_exact(ya, zero);
    let yb = e.fmul(y0, below);
    let start = e.round_exact(yb, zero);
    let f32t = e.fb.g.f32;
    let u32t = e.fb.g.u32;
    let cvar = e.fb.local("c", f32t, Some(start));
    let zu = e.u(0);
    let ivar = e.fb.local("i", u32t, Some(zu));
    // loop { if i >= 16 || c >= last { break } ... }
    e.fb.open();
    {
        let c = e.fb.load(cvar);
        let i = e.fb.load(ivar);
        let done_i = e.ucmp_k(Op::GreaterEqual, i, 16);
        let done_c = e.ge(c, last);
        let done = e.or(done_i, done_c);
        e.fb.if_else(done, |fb| fb.statement(Statement::Break), |_| {});
        let c = e.fb.load(cvar);
        let u = spacing(e, c);
        let half = e.f(0.5);
        let h = e.fmul(half, u);
        // above_midpoint(x, c, h)
        let (pp, pe) = e.two_product(c, c);
        let (u1, v1) = e.two_product(x, pp);
        let (u2, v2) = e.two_product(x, pe);
        let ch = e.fmul(c, h);
        let two = e.f(2.0);
        let ch2 = e.fmul(two, ch);
        let (u3, v3) = e.two_product(x, ch2);
        let hh = e.fmul(h, h);
        let w = e.fmul(x, hh);
        let u1m = e.fsub(u1, one);
        let sign = sign_of_sum(e, &[w, v2, v3, v1, u2, u3, u1m]);
        let is_above = e.lt(sign, zero);
        let not_above = e.not(is_above);
        e.fb.if_else(not_above, |fb| fb.statement(Statement::Break), |_| {});
        let next = e.fadd(c, u);
        e.fb.store(cvar, next);
        let i = e.fb.load(ivar);
        let i1 = e.ibin_k(Op::Add, i, 1);
        e.fb.store(ivar, i1);
    }
    let body = e.fb.close();
    e.fb.statement(Statement::Loop {
        body,
        continuing: naga::Block::new(),
        break_if: None,
    });
    let c = e.fb.load(cvar);
    let r = e.fmul(c, back);
    // The scaling back is exact in binary32, but can leave the model's
    // range (a float24 operand above 2^64, which float24's input keeps):
    // the model's rounding of it is the reference's result (checked by
    // `tests::float24_primitives_are_the_reference`).
    let r = e.round_exact(r, zero);
    e.fb.sel(special, plain, r)
}
