//! The lane instance of the contract's emitter ([`shasm_ir::ops::emit::Emit`]):
//! every value is one word per lane, every primitive a loop over the lanes
//! whose body is the reference interpreter's primitive
//! ([`Scalar`]), so the op compositions of `shasm_ir::ops::float`
//! instantiated with [`LaneEmit`] compute, lane by lane, exactly what the
//! interpreter computes with `Scalar`.
//!
//! The loops are straight code the compiler vectorizes, except where a
//! model's rounding has a branch for rare values: float24's range rule
//! (flush below 2^-62, infinity from 2^64, NaN and infinity operands). For
//! float24's arithmetic ([`LaneModel`] for `Float24`) the lanes take the
//! common path side by side (the mantissa rounding, a zero made +0), check
//! the range of all of them at once, and redo only the lanes outside it
//! with the scalar primitive: the same words, by construction.

use crate::LANES;
use shasm_ir::ZeroTimesInf;
use shasm_ir::ops::emit::{Emit, Scalar};
use shasm_ir::ops::{Fixed12, Float24, Half, Ieee, IeeeFtz, Model};
use std::marker::PhantomData;

/// Float words, one per lane (binary32 bit patterns as `f32`).
pub(crate) type Fv = [f32; LANES];
/// Integer words, one per lane.
pub(crate) type Iv = [u32; LANES];
/// Conditions, one per lane.
pub(crate) type Bv = [bool; LANES];

/// Apply a scalar expression in every lane.
macro_rules! per_lane {
    ($ty:ty, |$l:ident| $e:expr) => {{
        let mut out: $ty = [Default::default(); LANES];
        for $l in 0..LANES {
            out[$l] = $e;
        }
        out
    }};
}

/// A model's arithmetic on lanes. The defaults are the scalar primitives
/// in a loop; a model whose rounding branches overrides the hot ones.
pub(crate) trait LaneModel: Model + Sized {
    #[inline(always)]
    fn lanes_add(a: &Fv, b: &Fv) -> Fv {
        per_lane!(Fv, |l| Scalar::<Self>::new().add(a[l], b[l]))
    }
    #[inline(always)]
    fn lanes_sub(a: &Fv, b: &Fv) -> Fv {
        per_lane!(Fv, |l| Scalar::<Self>::new().sub(a[l], b[l]))
    }
    #[inline(always)]
    fn lanes_mul(rule: ZeroTimesInf, a: &Fv, b: &Fv) -> Fv {
        per_lane!(Fv, |l| Scalar::<Self>::new().mul(rule, a[l], b[l]))
    }
    #[inline(always)]
    fn lanes_round(a: &Fv) -> Fv {
        per_lane!(Fv, |l| Scalar::<Self>::new().round(a[l]))
    }
}

impl LaneModel for Ieee {}
impl LaneModel for IeeeFtz {}
impl LaneModel for Half {}
impl LaneModel for Fixed12 {}

/// Float24's mantissa rounding of `x` (16 explicit bits, ties to even) as
/// a binary32 word, and whether the result is in float24's normal range
/// or zero (then the word is +0 or the value, exactly what
/// `Float24::round` gives); else the lane must take the scalar rounding.
#[inline(always)]
fn f24_common(x: f64) -> (f32, bool) {
    let bits = x.to_bits();
    let lsb = (bits >> 36) & 1;
    let rounded = bits.wrapping_add((1u64 << 35) - 1 + lsb) & !((1u64 << 36) - 1);
    // Biased exponents 961..1087 are [2^-62, 2^64): float24's normal range.
    let exp = (rounded >> 52) & 0x7FF;
    let normal = exp.wrapping_sub(1023 - 62) < 62 + 64;
    let zero = bits << 1 == 0;
    // A zero of either sign is +0 (no negative zero).
    let value = if zero {
        0.0
    } else {
        f64::from_bits(rounded) as f32
    };
    (value, normal | zero)
}

/// Float24 lanes: `exact` computes each lane's exact (f64) result as the
/// scalar primitive does; lanes outside the common range are redone by
/// `scalar`.
#[inline(always)]
fn f24_lanes(exact: impl Fn(usize) -> f64, scalar: impl Fn(usize) -> f32) -> Fv {
    let mut out: Fv = [0.0; LANES];
    // One flag for all the lanes (a reduction the loop keeps vectorized);
    // the rare miss looks at each lane again.
    let mut all_fine = true;
    for l in 0..LANES {
        let fine;
        (out[l], fine) = f24_common(exact(l));
        all_fine &= fine;
    }
    if !all_fine {
        for l in 0..LANES {
            if !f24_common(exact(l)).1 {
                out[l] = scalar(l);
            }
        }
    }
    out
}

impl LaneModel for Float24 {
    #[inline(always)]
    fn lanes_add(a: &Fv, b: &Fv) -> Fv {
        f24_lanes(
            |l| f64::from(a[l]) + f64::from(b[l]),
            |l| Scalar::<Self>::new().add(a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_sub(a: &Fv, b: &Fv) -> Fv {
        f24_lanes(
            |l| f64::from(a[l]) - f64::from(b[l]),
            |l| Scalar::<Self>::new().sub(a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_mul(rule: ZeroTimesInf, a: &Fv, b: &Fv) -> Fv {
        // A NaN product (0 * inf under either rule, or a NaN operand) is
        // outside the common range: the scalar primitive applies the rule.
        f24_lanes(
            |l| f64::from(a[l]) * f64::from(b[l]),
            |l| Scalar::<Self>::new().mul(rule, a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_round(a: &Fv) -> Fv {
        f24_lanes(|l| f64::from(a[l]), |l| Scalar::<Self>::new().round(a[l]))
    }
}

/// Float24 with binary32 lanes, for hosts with fused multiply-add (the
/// AVX2 and AVX-512 builds of `vector::runner`): twice the lanes per
/// instruction of the f64 form above, the same words.
///
/// A float24 operand has 17 significant bits, so `a * b` and `a + b` are
/// the binary32 result `p` (rounded to 24 bits) plus an exact error `e`:
/// `fma(a, b, -p)` for a product, Knuth's TwoSum for a sum (error-free
/// transformations: no fused op enters a result, only its error term).
/// Rounding `p + e` to float24's 16 mantissa bits is rounding `p`, but
/// where `p`'s 7 dropped bits are exactly the halfway pattern: then `e`
/// decides (above or below the tie), and only a zero `e` leaves it a tie
/// for ties-to-even. Results below 2^-62 are +0 as float24 rounds them;
/// lanes outside the range (2^64 and beyond, infinities, NaN) take the
/// scalar primitive.
pub(crate) struct Float24Fma;

impl Model for Float24Fma {
    #[inline(always)]
    fn input(x: f32) -> f32 {
        Float24::input(x)
    }
    #[inline(always)]
    fn round(x: f64) -> f32 {
        Float24::round(x)
    }
    #[inline(always)]
    fn round64(x: f64) -> f64 {
        Float24::round64(x)
    }
    #[inline(always)]
    fn round64_precision(x: f64) -> f64 {
        Float24::round64_precision(x)
    }
    #[inline(always)]
    fn precision_suffices(exact: f64, rounded: f64) -> bool {
        Float24::precision_suffices(exact, rounded)
    }
    #[inline(always)]
    fn round64x4(x: [f64; 4]) -> [f64; 4] {
        Float24::round64x4(x)
    }
    const NAME: &'static str = Float24::NAME;
}

/// `p + e` (`e` the exact error of the binary32 result `p`) rounded to
/// float24 (see [`Float24Fma`]), and whether it is in the range the
/// rounding covers (else the lane takes the scalar primitive).
#[inline(always)]
fn f24_of_f32(p: f32, e: f32) -> (f32, bool) {
    let bits = p.to_bits();
    let err = e.to_bits();
    let tie = bits & 0x7F == 0x40;
    let exact = err << 1 == 0;
    // Above the tie when `e` has `p`'s sign (the magnitude grows).
    let above = (err ^ bits) >> 31 == 0;
    let step = if tie & !exact {
        if above { 0x40 } else { 0 }
    } else {
        // Nearest, ties to even.
        0x3F + ((bits >> 7) & 1)
    };
    let rounded = bits.wrapping_add(step) & !0x7F;
    // f32 exponents 65..=190 are [2^-62, 2^64); below, +0 (zeros too).
    let exp = (rounded >> 23) & 0xFF;
    let value = if exp < 65 {
        0.0
    } else {
        f32::from_bits(rounded)
    };
    // Infinities and NaN (whose rounding could wrap around) are not.
    let finite = (bits >> 23) & 0xFF != 0xFF;
    (value, (exp <= 190) & finite)
}

/// Whether a binary32 word holds a float24 value's significand (16
/// mantissa bits): the register words of float24 programs do.
#[inline(always)]
fn f24_significand(x: f32) -> bool {
    x.to_bits() & 0x7F == 0
}

/// Float24 lanes in binary32: `exact` gives each lane's result, its error
/// and whether the operands are float24 significands (the errors are
/// exact, and the scalar primitive's f64 rounding is the correct one, for
/// them: see [`Model`]); lanes outside the range, or with other operands,
/// are redone by `scalar`.
#[inline(always)]
fn f24_f32_lanes(exact: impl Fn(usize) -> (f32, f32, bool), scalar: impl Fn(usize) -> f32) -> Fv {
    let mut out: Fv = [0.0; LANES];
    // One flag for all the lanes (a reduction the loop keeps vectorized);
    // the rare miss looks at each lane again.
    let fine = |l: usize| {
        let (p, e, operands) = exact(l);
        let (value, in_range) = f24_of_f32(p, e);
        (value, in_range & operands)
    };
    let mut all_fine = true;
    for l in 0..LANES {
        let ok;
        (out[l], ok) = fine(l);
        all_fine &= ok;
    }
    if !all_fine {
        for l in 0..LANES {
            if !fine(l).1 {
                out[l] = scalar(l);
            }
        }
    }
    out
}

/// Knuth's TwoSum: `a + b` and its exact error (no overflow).
#[inline(always)]
fn two_sum(a: f32, b: f32) -> (f32, f32) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

impl LaneModel for Float24Fma {
    #[inline(always)]
    fn lanes_add(a: &Fv, b: &Fv) -> Fv {
        f24_f32_lanes(
            |l| {
                let (s, e) = two_sum(a[l], b[l]);
                (s, e, f24_significand(a[l]) & f24_significand(b[l]))
            },
            |l| Scalar::<Float24>::new().add(a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_sub(a: &Fv, b: &Fv) -> Fv {
        f24_f32_lanes(
            |l| {
                let (s, e) = two_sum(a[l], -b[l]);
                (s, e, f24_significand(a[l]) & f24_significand(b[l]))
            },
            |l| Scalar::<Float24>::new().sub(a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_mul(rule: ZeroTimesInf, a: &Fv, b: &Fv) -> Fv {
        f24_f32_lanes(
            |l| {
                let p = a[l] * b[l];
                let operands = f24_significand(a[l]) & f24_significand(b[l]);
                (p, a[l].mul_add(b[l], -p), operands)
            },
            |l| Scalar::<Float24>::new().mul(rule, a[l], b[l]),
        )
    }
    #[inline(always)]
    fn lanes_round(a: &Fv) -> Fv {
        f24_f32_lanes(
            |l| (a[l], 0.0, true),
            |l| Scalar::<Float24>::new().round(a[l]),
        )
    }
}

/// The emitter of the lane engine in the model `M`.
pub(crate) struct LaneEmit<M>(PhantomData<M>);

impl<M> LaneEmit<M> {
    #[inline(always)]
    pub(crate) const fn new() -> Self {
        LaneEmit(PhantomData)
    }
}

/// Primitives that are the scalar primitive in every lane.
macro_rules! lanewise {
    ($($name:ident($($arg:ident: $t:ty),*) -> $out:ty;)*) => {$(
        #[inline(always)]
        fn $name(&mut self, $($arg: $t),*) -> $out {
            per_lane!($out, |l| Scalar::<M>::new().$name($($arg[l]),*))
        }
    )*};
}

impl<M: LaneModel> Emit for LaneEmit<M> {
    type F = Fv;
    type I = Iv;
    type B = Bv;

    #[inline(always)]
    fn float(&mut self, x: f32) -> Fv {
        [x; LANES]
    }
    #[inline(always)]
    fn int(&mut self, x: u32) -> Iv {
        [x; LANES]
    }
    #[inline(always)]
    fn round(&mut self, x: Fv) -> Fv {
        M::lanes_round(&x)
    }
    #[inline(always)]
    fn add(&mut self, a: Fv, b: Fv) -> Fv {
        M::lanes_add(&a, &b)
    }
    #[inline(always)]
    fn sub(&mut self, a: Fv, b: Fv) -> Fv {
        M::lanes_sub(&a, &b)
    }
    #[inline(always)]
    fn mul(&mut self, rule: ZeroTimesInf, a: Fv, b: Fv) -> Fv {
        M::lanes_mul(rule, &a, &b)
    }
    #[inline(always)]
    fn cond(&mut self, c: bool) -> Bv {
        [c; LANES]
    }
    #[inline(always)]
    fn shl(&mut self, a: Iv, n: u32) -> Iv {
        per_lane!(Iv, |l| a[l] << (n & 31))
    }
    #[inline(always)]
    fn shr(&mut self, a: Iv, n: u32) -> Iv {
        per_lane!(Iv, |l| a[l] >> (n & 31))
    }
    #[inline(always)]
    fn select(&mut self, c: Bv, a: Fv, b: Fv) -> Fv {
        per_lane!(Fv, |l| if c[l] { a[l] } else { b[l] })
    }
    #[inline(always)]
    fn select_int(&mut self, c: Bv, a: Iv, b: Iv) -> Iv {
        per_lane!(Iv, |l| if c[l] { a[l] } else { b[l] })
    }

    lanewise! {
        input(x: Fv) -> Fv;
        div(a: Fv, b: Fv) -> Fv;
        sqrt(a: Fv) -> Fv;
        rsq(a: Fv) -> Fv;
        mul32(a: Fv, b: Fv) -> Fv;
        div32(a: Fv, b: Fv) -> Fv;
        floor(a: Fv) -> Fv;
        ceil(a: Fv) -> Fv;
        trunc(a: Fv) -> Fv;
        round_even(a: Fv) -> Fv;
        ex2(a: Fv) -> Fv;
        lg2(a: Fv) -> Fv;
        sin(a: Fv) -> Fv;
        cos(a: Fv) -> Fv;
        abs(a: Fv) -> Fv;
        neg(a: Fv) -> Fv;
        lt(a: Fv, b: Fv) -> Bv;
        le(a: Fv, b: Fv) -> Bv;
        eq(a: Fv, b: Fv) -> Bv;
        ne(a: Fv, b: Fv) -> Bv;
        gt(a: Fv, b: Fv) -> Bv;
        ge(a: Fv, b: Fv) -> Bv;
        is_nan(a: Fv) -> Bv;
        and(a: Bv, b: Bv) -> Bv;
        or(a: Bv, b: Bv) -> Bv;
        not(a: Bv) -> Bv;
        float_to_bits(a: Fv) -> Iv;
        bits_to_float(a: Iv) -> Fv;
        iadd(a: Iv, b: Iv) -> Iv;
        isub(a: Iv, b: Iv) -> Iv;
        iand(a: Iv, b: Iv) -> Iv;
        ior(a: Iv, b: Iv) -> Iv;
        ixor(a: Iv, b: Iv) -> Iv;
        ieq(a: Iv, b: Iv) -> Bv;
        ilt(a: Iv, b: Iv) -> Bv;
        ult(a: Iv, b: Iv) -> Bv;
        float_to_int(a: Fv) -> Iv;
        int_to_float(a: Iv) -> Fv;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shasm_ir::ops::emit::Emit;

    /// The same word, or both NaN (the contract fixes NaN-ness, not the
    /// payload: `shasm_ir::ops::emit`).
    fn same(a: f32, b: f32) -> bool {
        a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
    }

    /// Edge words of float24 arithmetic: zeros, the range's ends, values
    /// that round to them, infinities and NaN (PICA200 spec, "Floating-
    /// Point Behavior").
    fn edge_words() -> Vec<u32> {
        let mut w = vec![
            0,
            0x8000_0000,
            1.0f32.to_bits(),
            (-1.5f32).to_bits(),
            f32::INFINITY.to_bits(),
            f32::NEG_INFINITY.to_bits(),
            f32::NAN.to_bits(),
            // 2^-62 (smallest normal float24) and just below.
            (65u32 << 23),
            (65u32 << 23) - 1,
            // 2^64 and just below, and a value rounding up to 2^64.
            (191u32 << 23),
            (191u32 << 23) - 0x100,
            (191u32 << 23) - 1,
        ];
        let mut x = 0x1234_5678u32;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            w.push(x);
        }
        w
    }

    /// Every lane's result is the interpreter's scalar primitive, bit for
    /// bit, in every model, for edge and random operands.
    fn agrees<M: LaneModel>() {
        let words = edge_words();
        let mut e = LaneEmit::<M>::new();
        for chunk in words.chunks(LANES) {
            for rot in 0..words.len().min(40) {
                let a: Fv = std::array::from_fn(|l| {
                    Scalar::<M>::new().input(f32::from_bits(chunk[l % chunk.len()]))
                });
                let b: Fv = std::array::from_fn(|l| {
                    Scalar::<M>::new().input(f32::from_bits(words[(l + rot * 7) % words.len()]))
                });
                for rule in [ZeroTimesInf::Nan, ZeroTimesInf::Zero] {
                    let lanes = [e.add(a, b), e.sub(a, b), e.mul(rule, a, b), e.round(a)];
                    for l in 0..LANES {
                        let mut s = Scalar::<M>::new();
                        let want = [
                            s.add(a[l], b[l]),
                            s.sub(a[l], b[l]),
                            s.mul(rule, a[l], b[l]),
                            s.round(a[l]),
                        ];
                        for (got, want) in lanes.iter().zip(want) {
                            assert!(
                                same(got[l], want),
                                "{} lane {l}: {:#x} {:#x}",
                                M::NAME,
                                a[l].to_bits(),
                                b[l].to_bits()
                            );
                        }
                    }
                }
            }
        }
    }

    /// Float24's binary32 lanes against the scalar primitives on many
    /// random float24 operands (17-bit significands, so products and sums
    /// land on the halfway pattern with either sign of error), across the
    /// range and its ends.
    #[test]
    fn float24_in_binary32_lanes_is_float24() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let word = |next: &mut dyn FnMut() -> u64| {
            let r = next();
            let sign = (r as u32) & 0x8000_0000;
            // Exponents 55..200 cover both ends of float24's range; 255
            // gives infinities and NaNs.
            let exp = if r.is_multiple_of(61) {
                255
            } else {
                55 + ((r >> 32) % 146) as u32
            };
            let mantissa = ((r >> 8) as u32 & 0xFFFF) << 7;
            Float24::input(f32::from_bits(sign | (exp << 23) | mantissa))
        };
        let mut e = LaneEmit::<Float24Fma>::new();
        for _ in 0..20_000 {
            let a: Fv = std::array::from_fn(|_| word(&mut next));
            // Near `a` for cancellation in half the lanes.
            let b: Fv = std::array::from_fn(|l| {
                let w = word(&mut next);
                if l % 2 == 0 {
                    f32::from_bits((a[l].to_bits() & 0xFF80_0000) | (w.to_bits() & 0x007F_FF80))
                } else {
                    w
                }
            });
            let (sum, diff, prod) = (e.add(a, b), e.sub(a, b), e.mul(ZeroTimesInf::Zero, a, b));
            for l in 0..LANES {
                let mut s = Scalar::<Float24>::new();
                let want = [
                    s.add(a[l], b[l]),
                    s.sub(a[l], b[l]),
                    s.mul(ZeroTimesInf::Zero, a[l], b[l]),
                ];
                let rounded = (e.round(a)[l], s.round(a[l]));
                for (got, want) in [sum[l], diff[l], prod[l], rounded.0]
                    .into_iter()
                    .zip(want.into_iter().chain([rounded.1]))
                {
                    assert!(same(got, want), "{:e} {:e}: {got:e} {want:e}", a[l], b[l]);
                }
            }
        }
    }

    #[test]
    fn lane_primitives_are_the_scalar_ones() {
        agrees::<Float24>();
        agrees::<Float24Fma>();
        agrees::<Ieee>();
        agrees::<IeeeFtz>();
        agrees::<Half>();
        agrees::<Fixed12>();
    }
}
