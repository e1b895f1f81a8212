//! RCP, RCC and RSQ in single precision: the correctly rounded results of
//! [`crate::ops::transcendental`]'s `rcp`, `rcc`, `rsq_abs`, `rsq_signed`
//! and `rsq_root_rounded`, without f64.
//!
//! RCP is [`div`]`(1, x)`. RSQ is 1/sqrt(x) correctly rounded to the model:
//! a binary32 estimate `y0 = 1 / sqrt(x)` is within 2^-22 of the exact
//! value relative to it, so the result is one of the few model values
//! between `round(y0 (1 - 2^-22))` and `round(y0 (1 + 2^-22))`; between
//! two neighbours `c` and `c + u` the exact value lies above the midpoint
//! `m = c + u/2` exactly when `x * m * m < 1`, and that sign is computed
//! exactly: `x * m * m - 1` is a sum of seven binary32 terms from
//! [`two_product`], whose sign the exact expansion sum of
//! `sign_of_sum` gives. (1/sqrt(x) is never a midpoint: `x m^2 = 1` would
//! need an odd integer `m`'s square to be a power of two.)

use super::{Single, div, sign_of, two_product, two_sum};

/// 2^-64 and 2^64, as binary32.
const TWO_M64: f32 = f32::from_bits((127 - 64) << 23);
const TWO_64: f32 = f32::from_bits((127 + 64) << 23);

/// RCP: `round(1 / x)` ([`crate::ops::transcendental::rcp`]).
#[inline]
pub fn rcp<M: Single>(x: f32) -> f32 {
    div::<M>(1.0, x)
}

/// RCC: 1/x with its magnitude clamped to [2^-64, 2^64], x's sign
/// ([`crate::ops::transcendental::rcc`]). Rounding is monotone, so the
/// rounded magnitude clamped to the rounded bounds is the rounded clamped
/// magnitude.
#[inline]
pub fn rcc<M: Single>(x: f32) -> f32 {
    if x.is_nan() {
        return f32::NAN;
    }
    let lo = M::round_exact(TWO_M64, 0.0);
    let hi = M::round_exact(TWO_64, 0.0);
    let m = div::<M>(1.0, x.abs()).clamp(lo, hi);
    if x.is_sign_negative() {
        // Through the model again: float24 has no -0.
        M::round_exact(-m, 0.0)
    } else {
        m
    }
}

/// RSQ of x ([`crate::ops::transcendental::rsq_signed`]): 1/sqrt(x)
/// correctly rounded; the IEEE special cases (`-0` → -INF, `x < 0` → NaN,
/// +INF → +0) as binary32's `1 / sqrt(x)` gives them.
#[inline]
pub fn rsq_signed<M: Single>(x: f32) -> f32 {
    if x.is_nan() || x <= 0.0 || x.is_infinite() {
        return M::round_exact(1.0 / x.sqrt(), 0.0);
    }
    inverse_root::<M>(x)
}

/// RSQ of `|x|` ([`crate::ops::transcendental::rsq_abs`]).
#[inline]
pub fn rsq_abs<M: Single>(x: f32) -> f32 {
    rsq_signed::<M>(x.abs())
}

/// RSQ as `1 / sqrt(x)` with the root rounded to the model first
/// ([`crate::ops::transcendental::rsq_root_rounded`]).
#[inline]
pub fn rsq_root_rounded<M: Single>(x: f32) -> f32 {
    div::<M>(1.0, super::sqrt::<M>(x))
}

/// 1/sqrt(x) correctly rounded to the model, for a positive finite x.
fn inverse_root<M: Single>(x: f32) -> f32 {
    // Keep x in [2^-64, 2^64], where every term of `above_midpoint` is exact.
    // Only binary32 operands lie outside (float24, fp16 and fx12 values do
    // not), and binary32's grid scales exactly: scale by 2^±128, an even
    // power, and the result back by 2^∓64.
    let (x, back) = if x < TWO_M64 {
        (x * TWO_64 * TWO_64, TWO_64)
    } else if x > TWO_64 {
        (x * TWO_M64 * TWO_M64, TWO_M64)
    } else {
        (x, 1.0)
    };
    let y0 = 1.0 / x.sqrt();
    // y0 = y (1 + d) with |d| <= 1.5 * 2^-23 (two roundings): y lies in
    // [y0 (1 - 2^-22), y0 (1 + 2^-22)].
    const BELOW: f32 = 1.0 - 1.0 / 4_194_304.0;
    const ABOVE: f32 = 1.0 + 1.0 / 4_194_304.0;
    let last = M::round_exact(y0 * ABOVE, 0.0);
    let mut c = M::round_exact(y0 * BELOW, 0.0);
    // At most 2^-21 / 2^-24 binary32 steps apart, fewer for coarser models.
    for _ in 0..16 {
        if c >= last {
            break;
        }
        let u = M::spacing(c);
        if !above_midpoint(x, c, 0.5 * u) {
            break;
        }
        c += u;
    }
    c * back
}

/// Whether 1/sqrt(x) lies above `c + h` (`h` a power of two), that is
/// whether `x (c + h)^2 < 1`: the sign of
/// `x c^2 + 2 x c h + x h^2 - 1`, each product split exactly.
fn above_midpoint(x: f32, c: f32, h: f32) -> bool {
    let (p, e) = two_product(c, c);
    let (u1, v1) = two_product(x, p);
    let (u2, v2) = two_product(x, e);
    // c * h and 2 * (c * h) are exact (h a power of two), as is x * h^2.
    let (u3, v3) = two_product(x, 2.0 * (c * h));
    let w = x * (h * h);
    // x c^2 is within 2^-15 of 1: `u1 - 1` is exact (Sterbenz).
    sign_of_sum([w, v2, v3, v1, u2, u3, u1 - 1.0]) < 0.0
}

/// The sign (-1, 0 or 1) of the exact sum of the terms: Shewchuk's
/// Grow-Expansion adds each term into a nonoverlapping expansion exactly;
/// the sign of such an expansion is that of its largest component, the
/// last nonzero one.
fn sign_of_sum<const N: usize>(terms: [f32; N]) -> f32 {
    let mut e = [0.0f32; N];
    for (k, b) in terms.into_iter().enumerate() {
        let mut q = b;
        for item in e.iter_mut().take(k) {
            let (s, h) = two_sum(q, *item);
            *item = h;
            q = s;
        }
        e[k] = q;
    }
    e.iter()
        .rev()
        .find(|v| **v != 0.0)
        .map_or(0.0, |v| sign_of(*v))
}
