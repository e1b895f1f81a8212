//! The contract's primitives ([`Emit`]) as naga expressions.
//!
//! Values are expression handles: `F` an `f32`, `I` a `u32`, `B` a `bool`.
//! In exact mode every model's rounding is the single-precision form of
//! `shasm_ir::ops::single` (error-free sums and products, then rounding
//! on the bits), comparisons are made on the bits (no reliance on the
//! target's NaN handling), and `ex2`, `lg2`, `sin`, `cos` are the
//! algorithms of `shasm_ir::ops::elementary` rebuilt step by step (see
//! [`crate::elementary`]). The model-specific primitives are helper
//! functions of the module (`f24_add`, `f16_mul`, ...), made once.
//! In fast mode the arithmetic is the target's own, followed by the
//! model's rounding of the result.

use crate::builder::Fb;
use naga::{BinaryOperator as Op, Expression, Handle, MathFunction, ScalarKind};
use shasm_ir::ZeroTimesInf;
use shasm_ir::ops::{Emit, ModelKind};

pub(crate) type H = Handle<Expression>;

/// An emitter over a function builder, in one model.
pub(crate) struct E<'a, 'g> {
    pub fb: &'a mut Fb<'g>,
    pub model: ModelKind,
}

/// A model's short name, for helper function names.
pub(crate) fn model_tag(m: ModelKind) -> &'static str {
    match m {
        ModelKind::Ieee => "f32",
        ModelKind::IeeeFtz => "f32ftz",
        ModelKind::Float24 => "f24",
        ModelKind::Half => "f16",
        ModelKind::Fixed => "fx12",
    }
}

impl<'a, 'g> E<'a, 'g> {
    pub fn new(fb: &'a mut Fb<'g>, model: ModelKind) -> Self {
        E { fb, model }
    }

    fn exact(&self) -> bool {
        self.fb.g.exact
    }

    /// The native binary32 sum (correctly rounded on the targets measured).
    pub(crate) fn fadd(&mut self, a: H, b: H) -> H {
        self.fb.bin(Op::Add, a, b)
    }
    pub(crate) fn fsub(&mut self, a: H, b: H) -> H {
        self.fb.bin(Op::Subtract, a, b)
    }
    /// The native binary32 product. In exact mode it is [`E::opaque`]:
    /// otherwise a compiler may fuse it into a following add or subtract
    /// (`a * b + c` as one fused multiply-add, rounded once), which changes
    /// the result of every sum of products and breaks the error-free
    /// product (`ah * bh - a * b`).
    pub(crate) fn fmul(&mut self, a: H, b: H) -> H {
        let p = self.fb.bin(Op::Multiply, a, b);
        if self.exact() { self.opaque(p) } else { p }
    }
    pub(crate) fn fdiv(&mut self, a: H, b: H) -> H {
        self.fb.bin(Op::Divide, a, b)
    }

    pub(crate) fn bits(&mut self, a: H) -> H {
        self.fb.bitcast(a, ScalarKind::Uint)
    }
    pub(crate) fn word_float(&mut self, a: H) -> H {
        self.fb.bitcast(a, ScalarKind::Float)
    }
    pub(crate) fn u(&mut self, x: u32) -> H {
        self.fb.lit_u(x)
    }
    pub(crate) fn f(&mut self, x: f32) -> H {
        self.fb.lit_f(x)
    }
    pub(crate) fn i(&mut self, x: i32) -> H {
        self.fb.lit_i(x)
    }
    pub(crate) fn ibin(&mut self, op: Op, a: H, b: H) -> H {
        self.fb.bin(op, a, b)
    }
    /// `a op b` with a constant right side.
    pub(crate) fn ibin_k(&mut self, op: Op, a: H, k: u32) -> H {
        let k = self.u(k);
        self.fb.bin(op, a, k)
    }
    pub(crate) fn ucmp(&mut self, op: Op, a: H, b: H) -> H {
        self.fb.bin(op, a, b)
    }
    pub(crate) fn ucmp_k(&mut self, op: Op, a: H, k: u32) -> H {
        let k = self.u(k);
        self.fb.bin(op, a, k)
    }
    pub(crate) fn as_sint(&mut self, a: H) -> H {
        self.fb.bitcast(a, ScalarKind::Sint)
    }
    pub(crate) fn as_uint(&mut self, a: H) -> H {
        self.fb.bitcast(a, ScalarKind::Uint)
    }

    /// The magnitude bits of a float.
    pub(crate) fn mag(&mut self, a: H) -> H {
        let b = self.bits(a);
        self.ibin_k(Op::And, b, 0x7FFF_FFFF)
    }

    /// `!isfinite(a)`: the exponent field is all ones.
    pub(crate) fn not_finite(&mut self, a: H) -> H {
        let m = self.mag(a);
        self.ucmp_k(Op::GreaterEqual, m, 0x7F80_0000)
    }

    /// The word of `+INF` or `-INF` with the sign of `a`.
    pub(crate) fn inf_like(&mut self, a: H) -> H {
        let b = self.bits(a);
        let s = self.ibin_k(Op::And, b, 0x8000_0000);
        let w = self.ibin_k(Op::InclusiveOr, s, 0x7F80_0000);
        self.word_float(w)
    }

    /// The biased exponent field of `a` as a `u32`.
    pub(crate) fn biased(&mut self, a: H) -> H {
        let b = self.bits(a);
        let s = self.ibin_k(Op::ShiftRight, b, 23);
        self.ibin_k(Op::And, s, 0xFF)
    }

    /// `2^n` for an `i32` expression `n` in -126..=127.
    pub(crate) fn pow2_i(&mut self, n: H) -> H {
        let k = self.i(127);
        let e = self.fb.bin(Op::Add, n, k);
        let e = self.as_uint(e);
        let w = self.ibin_k(Op::ShiftLeft, e, 23);
        self.word_float(w)
    }

    /// `x * 2^n` as `shasm_ir::ops::elementary::ldexp` computes it (two
    /// exact scalings, `n` an `i32` in -252..=254).
    pub(crate) fn ldexp(&mut self, x: H, n: H) -> H {
        let two = self.i(2);
        let a = self.fb.bin(Op::Divide, n, two);
        let b = self.fb.bin(Op::Subtract, n, a);
        let pa = self.pow2_i(a);
        let pb = self.pow2_i(b);
        let y = self.fmul(x, pa);
        self.fmul(y, pb)
    }

    // --- the single-precision rounding of shasm_ir::ops::single ---

    /// `x`, through an integer operation with a run-time zero that no
    /// compiler can see through. A shader compiler may rewrite float
    /// expressions as if real arithmetic held (Mesa's NIR turns
    /// `(a + b) - a` into `b` for operations SPIR-V does not mark
    /// `NoContraction`, which naga never does): the error-free sum below
    /// must see the rounded sum as an unknown value.
    pub(crate) fn opaque(&mut self, x: H) -> H {
        let g = self.fb.g.opaque_zero;
        let p = self.fb.global(g);
        let z = self.fb.load(p);
        let b = self.bits(x);
        let b = self.ibin(Op::ExclusiveOr, b, z);
        self.word_float(b)
    }

    /// `two_sum(a, b)`: the rounded sum and its exact error.
    pub(crate) fn two_sum(&mut self, a: H, b: H) -> (H, H) {
        let s = self.fadd(a, b);
        let s = self.opaque(s);
        let bb = self.fsub(s, a);
        let t = self.fsub(s, bb);
        let x = self.fsub(a, t);
        let y = self.fsub(b, bb);
        let e = self.fadd(x, y);
        (s, e)
    }

    fn split(&mut self, a: H) -> (H, H) {
        let b = self.bits(a);
        let b = self.ibin_k(Op::Add, b, 0x800);
        let b = self.ibin_k(Op::And, b, 0xFFFF_F000);
        let h = self.word_float(b);
        let l = self.fsub(a, h);
        (h, l)
    }

    /// `two_product(a, b)` without a fused multiply-add (Dekker).
    pub(crate) fn two_product(&mut self, a: H, b: H) -> (H, H) {
        let p = self.fmul(a, b);
        let (ah, al) = self.split(a);
        let (bh, bl) = self.split(b);
        let hh = self.fmul(ah, bh);
        let t = self.fsub(hh, p);
        let hl = self.fmul(ah, bl);
        let t = self.fadd(t, hl);
        let lh = self.fmul(al, bh);
        let t = self.fadd(t, lh);
        let ll = self.fmul(al, bl);
        let e = self.fadd(t, ll);
        (p, e)
    }

    /// `sign_of(x)`: 0, 1 or -1 (NaN gives -1, as in the reference).
    pub(crate) fn sign_of(&mut self, x: H) -> H {
        let zero = self.f(0.0);
        let one = self.f(1.0);
        let minus = self.f(-1.0);
        let z = self.eq(x, zero);
        let p = self.gt(x, zero);
        let s = self.fb.sel(p, one, minus);
        self.fb.sel(z, zero, s)
    }

    /// `round_to_grid(hi, lo, d)` with `d` an `i32` expression ≥ 1.
    fn round_to_grid(&mut self, hi: H, lo: H, d: H) -> H {
        let bits = self.bits(hi);
        let sign = self.ibin_k(Op::And, bits, 0x8000_0000);
        // away: 0 when lo == 0, 1 when lo has hi's sign, else -1. (A
        // rounding without a low part, the literal 0, decides it now.)
        let zero = self.f(0.0);
        let (away_pos, away_zero) = if lo == zero {
            (self.fb.lit_b(false), self.fb.lit_b(true))
        } else {
            let lo_zero = self.eq(lo, zero);
            let lo_neg = self.lt(lo, zero);
            let hi_neg = self.ucmp_k(Op::NotEqual, sign, 0);
            let same = self.fb.bin(Op::Equal, lo_neg, hi_neg);
            let nz = self.fb.un(naga::UnaryOperator::LogicalNot, lo_zero);
            (self.fb.bin(Op::LogicalAnd, nz, same), lo_zero)
        };
        // d > 24: a signed zero.
        let k24 = self.i(24);
        let gt24 = self.fb.bin(Op::Greater, d, k24);
        let eq24 = self.fb.bin(Op::Equal, d, k24);
        // d == 24.
        let expbits = self.ibin_k(Op::And, bits, 0x7F80_0000);
        let magnitude = self.ibin_k(Op::And, bits, 0x7FFF_FFFF);
        let half24 = self.ucmp(Op::Equal, magnitude, expbits);
        let not_half = self.fb.un(naga::UnaryOperator::LogicalNot, half24);
        let up24 = self.fb.bin(Op::LogicalOr, not_half, away_pos);
        let eb = self.biased(hi);
        let g = self.ibin_k(Op::Add, eb, 1);
        let g = self.ibin_k(Op::ShiftLeft, g, 23);
        let g = self.ibin(Op::InclusiveOr, sign, g);
        let r24 = self.fb.sel(up24, g, sign);
        // 1 <= d <= 23.
        let one = self.i(1);
        let k23 = self.i(23);
        let dc = self.fb.math2(MathFunction::Max, d, one);
        let dc = self.fb.math2(MathFunction::Min, dc, k23);
        let du = self.as_uint(dc);
        let sig = self.ibin_k(Op::And, magnitude, 0x007F_FFFF);
        let sig = self.ibin_k(Op::InclusiveOr, sig, 0x0080_0000);
        let onew = self.u(1);
        let bit = self.ibin(Op::ShiftLeft, onew, du);
        let mask = self.ibin_k(Op::Subtract, bit, 1);
        let rest = self.ibin(Op::And, magnitude, mask);
        let dm1 = self.ibin_k(Op::Subtract, du, 1);
        let half = self.ibin(Op::ShiftLeft, onew, dm1);
        let odd = self.ibin(Op::ShiftRight, sig, du);
        let odd = self.ibin_k(Op::And, odd, 1);
        let odd = self.ucmp_k(Op::Equal, odd, 1);
        let above = self.ucmp(Op::Greater, rest, half);
        let at = self.ucmp(Op::Equal, rest, half);
        let tie_even = self.fb.bin(Op::LogicalAnd, away_zero, odd);
        let tie_up = self.fb.bin(Op::LogicalOr, away_pos, tie_even);
        let tie = self.fb.bin(Op::LogicalAnd, at, tie_up);
        let up = self.fb.bin(Op::LogicalOr, above, tie);
        let notmask = self.fb.un(naga::UnaryOperator::BitwiseNot, mask);
        let kept = self.ibin(Op::And, magnitude, notmask);
        let zero_u = self.u(0);
        let inc = self.fb.sel(up, bit, zero_u);
        let kept = self.ibin(Op::Add, kept, inc);
        let r = self.ibin(Op::InclusiveOr, sign, kept);
        let r = self.fb.sel(eq24, r24, r);
        let r = self.fb.sel(gt24, sign, r);
        self.word_float(r)
    }

    /// The model's `round_exact(hi, lo)`.
    pub(crate) fn round_exact(&mut self, hi: H, lo: H) -> H {
        match self.model {
            ModelKind::Ieee => hi,
            ModelKind::IeeeFtz => {
                let b = self.bits(hi);
                let m = self.ibin_k(Op::And, b, 0x7FFF_FFFF);
                let tiny = self.ucmp_k(Op::Less, m, 0x0080_0000);
                let s = self.ibin_k(Op::And, b, 0x8000_0000);
                let w = self.fb.sel(tiny, s, b);
                self.word_float(w)
            }
            ModelKind::Float24 => {
                let d = self.i(7);
                let r = self.round_to_grid(hi, lo, d);
                let zero = self.f(0.0);
                // The rounded value: below 2^-62 is +0, from 2^64 INF.
                let rm = self.mag(r);
                let small = self.ucmp_k(Op::Less, rm, 65 << 23);
                let big = self.ucmp_k(Op::GreaterEqual, rm, 191 << 23);
                let rinf = self.inf_like(r);
                let out = self.fb.sel(big, rinf, r);
                let out = self.fb.sel(small, zero, out);
                // Before rounding: negligible, overflow, NaN.
                let hm = self.mag(hi);
                let neg = self.ucmp_k(Op::Less, hm, 64 << 23);
                let ovf = self.ucmp_k(Op::GreaterEqual, hm, 191 << 23);
                let nan = self.ucmp_k(Op::Greater, hm, 0x7F80_0000);
                let hinf = self.inf_like(hi);
                let out = self.fb.sel(ovf, hinf, out);
                let out = self.fb.sel(neg, zero, out);
                self.fb.sel(nan, hi, out)
            }
            ModelKind::Half => {
                let eb = self.biased(hi);
                let eb = self.as_sint(eb);
                let k = self.i(126);
                let d = self.fb.bin(Op::Subtract, k, eb);
                let k13 = self.i(13);
                let d = self.fb.math2(MathFunction::Max, d, k13);
                let r = self.round_to_grid(hi, lo, d);
                let rm = self.mag(r);
                let big = self.ucmp_k(Op::GreaterEqual, rm, 0x4780_0000); // 65536
                let rinf = self.inf_like(r);
                let out = self.fb.sel(big, rinf, r);
                let nf = self.not_finite(hi);
                self.fb.sel(nf, hi, out)
            }
            ModelKind::Fixed => {
                let eb = self.biased(hi);
                let eb = self.as_sint(eb);
                let k = self.i(140);
                let d = self.fb.bin(Op::Subtract, k, eb);
                let r = self.round_to_grid(hi, lo, d);
                let z = self.i(0);
                let coarse = self.fb.bin(Op::LessEqual, d, z);
                let out = self.fb.sel(coarse, hi, r);
                let hm = self.mag(hi);
                let inf = self.ucmp_k(Op::Equal, hm, 0x7F80_0000);
                let out = self.fb.sel(inf, hi, out);
                let nan = self.ucmp_k(Op::Greater, hm, 0x7F80_0000);
                let zero = self.f(0.0);
                self.fb.sel(nan, zero, out)
            }
        }
    }

    /// A helper function of this model with `n` float arguments.
    fn model_helper(&mut self, what: &str, args: &[H], body: fn(&mut E<'_, '_>, &[H]) -> H) -> H {
        let model = self.model;
        let name = format!("{}_{what}", model_tag(model));
        let f32t = self.fb.g.f32;
        let tys = vec![f32t; args.len()];
        let h = self.fb.g.helper(&name, &tys, f32t, |fb, params| {
            let mut e = E::new(fb, model);
            body(&mut e, params)
        });
        self.fb.call(h, args.to_vec())
    }

    /// A helper that depends on no model.
    pub(crate) fn plain_helper(
        &mut self,
        name: &str,
        args: &[H],
        body: fn(&mut E<'_, '_>, &[H]) -> H,
    ) -> H {
        let f32t = self.fb.g.f32;
        let tys = vec![f32t; args.len()];
        let h = self.fb.g.helper(name, &tys, f32t, |fb, params| {
            let mut e = E::new(fb, ModelKind::Ieee);
            body(&mut e, params)
        });
        self.fb.call(h, args.to_vec())
    }

    fn exact_add(e: &mut E<'_, '_>, p: &[H]) -> H {
        let (s, x) = e.two_sum(p[0], p[1]);
        e.round_exact(s, x)
    }

    fn exact_mul(e: &mut E<'_, '_>, p: &[H]) -> H {
        let (q, x) = e.two_product(p[0], p[1]);
        e.round_exact(q, x)
    }

    fn exact_mul_zero(e: &mut E<'_, '_>, p: &[H]) -> H {
        let (q, x) = e.two_product(p[0], p[1]);
        let r = e.round_exact(q, x);
        // PICA200 "inf * 0 = 0": a NaN product of two non-NaN operands.
        let qn = e.is_nan(q);
        let an = e.is_nan(p[0]);
        let bn = e.is_nan(p[1]);
        let any = e.or(an, bn);
        let none = e.not(any);
        let c = e.and(qn, none);
        let zero = e.f(0.0);
        let z = e.round_exact(zero, zero);
        e.fb.sel(c, z, r)
    }

    fn exact_div(e: &mut E<'_, '_>, p: &[H]) -> H {
        let (a, b) = (p[0], p[1]);
        let q = e.fdiv(a, b);
        let zero = e.f(0.0);
        let special = {
            let qnf = e.not_finite(q);
            let qz = e.eq(q, zero);
            let anf = e.not_finite(a);
            let x = e.or(qnf, qz);
            e.or(x, anf)
        };
        let plain = e.round_exact(q, zero);
        let (pp, pe) = e.two_product(q, b);
        let r = e.fsub(a, pp);
        let rest = e.fsub(r, pe);
        let sr = e.sign_of(rest);
        let sb = e.sign_of(b);
        let lo = e.fmul(sr, sb);
        let out = e.round_exact(q, lo);
        e.fb.sel(special, plain, out)
    }

    fn exact_sqrt(e: &mut E<'_, '_>, p: &[H]) -> H {
        let a = p[0];
        let s = e.fb.math(MathFunction::Sqrt, a);
        let zero = e.f(0.0);
        let special = {
            let n = e.is_nan(a);
            let le = e.le(a, zero);
            let nf = e.not_finite(a);
            let x = e.or(n, le);
            e.or(x, nf)
        };
        let plain = e.round_exact(s, zero);
        let (pp, pe) = e.two_product(s, s);
        let r = e.fsub(a, pp);
        let rest = e.fsub(r, pe);
        let lo = e.sign_of(rest);
        let out = e.round_exact(s, lo);
        e.fb.sel(special, plain, out)
    }

    fn exact_round(e: &mut E<'_, '_>, p: &[H]) -> H {
        let zero = e.f(0.0);
        e.round_exact(p[0], zero)
    }

    fn exact_input(e: &mut E<'_, '_>, p: &[H]) -> H {
        let x = p[0];
        match e.model {
            ModelKind::Ieee => x,
            ModelKind::IeeeFtz => Self::exact_round(e, p),
            ModelKind::Float24 => {
                // |x| < 2^-62 (or -0) reads as +0; NaN is kept.
                let m = e.mag(x);
                let small = e.ucmp_k(Op::Less, m, 65 << 23);
                let zero = e.f(0.0);
                e.fb.sel(small, zero, x)
            }
            ModelKind::Half => Self::exact_round(e, p),
            ModelKind::Fixed => {
                let lo = e.f(-2.0);
                let hi = e.f(2047.0 / 1024.0);
                let below = e.lt(x, lo);
                let above = e.gt(x, hi);
                let c = e.fb.sel(below, lo, x);
                let c = e.fb.sel(above, hi, c);
                let zero = e.f(0.0);
                let r = e.round_exact(c, zero);
                let nan = e.is_nan(x);
                e.fb.sel(nan, zero, r)
            }
        }
    }

    /// The model's rounding of a native result (fast mode).
    fn fast_round(&mut self, x: H) -> H {
        let zero = self.f(0.0);
        self.round_exact(x, zero)
    }

    /// A bit-based total order key: `a < b` as unsigned keys for non-NaN
    /// values (-0 and +0 get the same key).
    fn key(&mut self, a: H) -> H {
        if let Some(x) = self.fb.float_literal(a) {
            // A literal's key is known now (literals are finite).
            let b = x.to_bits();
            let m = b & 0x7FFF_FFFF;
            let k = if m == 0 {
                0x8000_0000
            } else if b >= 0x8000_0000 {
                !b
            } else {
                m | 0x8000_0000
            };
            return self.u(k);
        }
        let b = self.bits(a);
        let m = self.ibin_k(Op::And, b, 0x7FFF_FFFF);
        let neg = self.ucmp_k(Op::GreaterEqual, b, 0x8000_0000);
        let zero = self.ucmp_k(Op::Equal, m, 0);
        let pos = self.ibin_k(Op::InclusiveOr, m, 0x8000_0000);
        let k0 = self.u(0x8000_0000);
        let negk = self.fb.un(naga::UnaryOperator::BitwiseNot, b);
        let k = self.fb.sel(neg, negk, pos);
        self.fb.sel(zero, k0, k)
    }

    fn ordered(&mut self, a: H, b: H) -> H {
        // Literals are finite: only the other operand can be a NaN.
        let x = self.fb.float_literal(a).is_none().then(|| self.is_nan(a));
        let y = self.fb.float_literal(b).is_none().then(|| self.is_nan(b));
        match (x, y) {
            (Some(x), Some(y)) => {
                let n = self.or(x, y);
                self.not(n)
            }
            (Some(n), None) | (None, Some(n)) => self.not(n),
            (None, None) => self.fb.lit_b(true),
        }
    }

    fn compare(&mut self, op: Op, a: H, b: H) -> H {
        if !self.exact() {
            return self.fb.bin(op, a, b);
        }
        let ka = self.key(a);
        let kb = self.key(b);
        let c = self.fb.bin(op, ka, kb);
        let o = self.ordered(a, b);
        if op == Op::NotEqual {
            let u = self.not(o);
            self.or(c, u)
        } else {
            self.and(c, o)
        }
    }
}

impl Emit for E<'_, '_> {
    type F = H;
    type I = H;
    type B = H;

    fn float(&mut self, x: f32) -> H {
        self.f(x)
    }
    fn int(&mut self, x: u32) -> H {
        self.u(x)
    }
    fn input(&mut self, x: H) -> H {
        match self.model {
            ModelKind::Ieee => x,
            _ => self.model_helper("input", &[x], Self::exact_input),
        }
    }
    fn round(&mut self, x: H) -> H {
        match self.model {
            ModelKind::Ieee => x,
            _ => self.model_helper("round", &[x], Self::exact_round),
        }
    }
    fn add(&mut self, a: H, b: H) -> H {
        match self.model {
            ModelKind::Ieee => self.fadd(a, b),
            _ if !self.exact() => {
                let s = self.fadd(a, b);
                self.fast_round(s)
            }
            _ => self.model_helper("add", &[a, b], Self::exact_add),
        }
    }
    fn sub(&mut self, a: H, b: H) -> H {
        let nb = self.neg(b);
        self.add(a, nb)
    }
    fn mul(&mut self, rule: ZeroTimesInf, a: H, b: H) -> H {
        match (rule, self.model) {
            (ZeroTimesInf::Nan, ModelKind::Ieee) => self.fmul(a, b),
            (ZeroTimesInf::Nan, _) if !self.exact() => {
                let p = self.fmul(a, b);
                self.fast_round(p)
            }
            (ZeroTimesInf::Nan, _) => self.model_helper("mul", &[a, b], Self::exact_mul),
            (ZeroTimesInf::Zero, _) => self.model_helper("mul_zero", &[a, b], Self::exact_mul_zero),
        }
    }
    fn div(&mut self, a: H, b: H) -> H {
        match self.model {
            ModelKind::Ieee => self.fdiv(a, b),
            _ if !self.exact() => {
                let q = self.fdiv(a, b);
                self.fast_round(q)
            }
            _ => self.model_helper("div", &[a, b], Self::exact_div),
        }
    }
    fn sqrt(&mut self, a: H) -> H {
        match self.model {
            ModelKind::Ieee => self.fb.math(MathFunction::Sqrt, a),
            _ if !self.exact() => {
                let s = self.fb.math(MathFunction::Sqrt, a);
                self.fast_round(s)
            }
            _ => self.model_helper("sqrt", &[a], Self::exact_sqrt),
        }
    }
    fn rsq(&mut self, a: H) -> H {
        if !self.exact() {
            let s = self.fb.math(MathFunction::InverseSqrt, a);
            return self.fast_round(s);
        }
        self.model_helper("rsq", &[a], crate::elementary::rsq)
    }
    fn mul32(&mut self, a: H, b: H) -> H {
        self.fmul(a, b)
    }
    fn div32(&mut self, a: H, b: H) -> H {
        self.fdiv(a, b)
    }
    fn floor(&mut self, a: H) -> H {
        self.fb.math(MathFunction::Floor, a)
    }
    fn ceil(&mut self, a: H) -> H {
        self.fb.math(MathFunction::Ceil, a)
    }
    fn trunc(&mut self, a: H) -> H {
        self.fb.math(MathFunction::Trunc, a)
    }
    fn round_even(&mut self, a: H) -> H {
        // WGSL `round` and GLSL.std.450 RoundEven: ties to even.
        self.fb.math(MathFunction::Round, a)
    }
    fn ex2(&mut self, a: H) -> H {
        if !self.exact() {
            return self.fb.math(MathFunction::Exp2, a);
        }
        self.plain_helper("shasm_ex2", &[a], crate::elementary::ex2)
    }
    fn lg2(&mut self, a: H) -> H {
        if !self.exact() {
            return self.fb.math(MathFunction::Log2, a);
        }
        self.plain_helper("shasm_lg2", &[a], crate::elementary::lg2)
    }
    fn sin(&mut self, a: H) -> H {
        if !self.exact() {
            return self.fb.math(MathFunction::Sin, a);
        }
        self.plain_helper("shasm_sin", &[a], crate::elementary::sin)
    }
    fn cos(&mut self, a: H) -> H {
        if !self.exact() {
            return self.fb.math(MathFunction::Cos, a);
        }
        self.plain_helper("shasm_cos", &[a], crate::elementary::cos)
    }
    fn abs(&mut self, a: H) -> H {
        let b = self.bits(a);
        let b = self.ibin_k(Op::And, b, 0x7FFF_FFFF);
        self.word_float(b)
    }
    fn neg(&mut self, a: H) -> H {
        let b = self.bits(a);
        let b = self.ibin_k(Op::ExclusiveOr, b, 0x8000_0000);
        self.word_float(b)
    }
    fn lt(&mut self, a: H, b: H) -> H {
        self.compare(Op::Less, a, b)
    }
    fn le(&mut self, a: H, b: H) -> H {
        self.compare(Op::LessEqual, a, b)
    }
    fn eq(&mut self, a: H, b: H) -> H {
        self.compare(Op::Equal, a, b)
    }
    fn ne(&mut self, a: H, b: H) -> H {
        self.compare(Op::NotEqual, a, b)
    }
    fn gt(&mut self, a: H, b: H) -> H {
        self.compare(Op::Greater, a, b)
    }
    fn ge(&mut self, a: H, b: H) -> H {
        self.compare(Op::GreaterEqual, a, b)
    }
    fn is_nan(&mut self, a: H) -> H {
        let m = self.mag(a);
        self.ucmp_k(Op::Greater, m, 0x7F80_0000)
    }
    fn select(&mut self, c: H, a: H, b: H) -> H {
        self.fb.sel(c, a, b)
    }
    fn select_int(&mut self, c: H, a: H, b: H) -> H {
        self.fb.sel(c, a, b)
    }
    fn cond(&mut self, c: bool) -> H {
        self.fb.lit_b(c)
    }
    fn and(&mut self, a: H, b: H) -> H {
        self.fb.bin(Op::LogicalAnd, a, b)
    }
    fn or(&mut self, a: H, b: H) -> H {
        self.fb.bin(Op::LogicalOr, a, b)
    }
    fn not(&mut self, a: H) -> H {
        self.fb.un(naga::UnaryOperator::LogicalNot, a)
    }
    fn float_to_bits(&mut self, a: H) -> H {
        self.bits(a)
    }
    fn bits_to_float(&mut self, a: H) -> H {
        self.word_float(a)
    }
    fn iadd(&mut self, a: H, b: H) -> H {
        self.ibin(Op::Add, a, b)
    }
    fn isub(&mut self, a: H, b: H) -> H {
        self.ibin(Op::Subtract, a, b)
    }
    fn iand(&mut self, a: H, b: H) -> H {
        self.ibin(Op::And, a, b)
    }
    fn ior(&mut self, a: H, b: H) -> H {
        self.ibin(Op::InclusiveOr, a, b)
    }
    fn ixor(&mut self, a: H, b: H) -> H {
        self.ibin(Op::ExclusiveOr, a, b)
    }
    fn shl(&mut self, a: H, n: u32) -> H {
        self.ibin_k(Op::ShiftLeft, a, n & 31)
    }
    fn shr(&mut self, a: H, n: u32) -> H {
        self.ibin_k(Op::ShiftRight, a, n & 31)
    }
    fn ieq(&mut self, a: H, b: H) -> H {
        self.ucmp(Op::Equal, a, b)
    }
    fn ilt(&mut self, a: H, b: H) -> H {
        let x = self.as_sint(a);
        let y = self.as_sint(b);
        self.fb.bin(Op::Less, x, y)
    }
    fn ult(&mut self, a: H, b: H) -> H {
        self.ucmp(Op::Less, a, b)
    }
    fn float_to_int(&mut self, a: H) -> H {
        // Saturating, NaN → 0, without relying on the target's rule for
        // out-of-range conversions (undefined in SPIR-V).
        let lo = self.f(-2_147_483_648.0);
        let hi = self.f(2_147_483_520.0); // the largest binary32 below 2^31
        let below = self.lt(a, lo);
        let above = self.gt(a, hi);
        let c = self.fb.sel(below, lo, a);
        let c = self.fb.sel(above, hi, c);
        let i = self.fb.convert(c, ScalarKind::Sint);
        let max = self.i(i32::MAX);
        let i = self.fb.sel(above, max, i);
        let nan = self.is_nan(a);
        let zero = self.i(0);
        let i = self.fb.sel(nan, zero, i);
        self.as_uint(i)
    }
    fn int_to_float(&mut self, a: H) -> H {
        let i = self.as_sint(a);
        self.fb.convert(i, ScalarKind::Float)
    }
}
