//! shasm's own elementary functions: 2^x, log2 x, sin x and cos x in
//! binary32 arithmetic only.
//!
//! Every definition here uses nothing but correctly rounded binary32
//! `+ - * /`, comparisons, `floor`, `round_ties_even`, integer and bit
//! operations, in the fixed order written (no fused multiply-add: Rust
//! never contracts `a * b + c`, and its f32 arithmetic is IEEE-754 on every
//! target, no x87 extended precision). So the reference interpreter, a JIT
//! and a GPU shader that follow `docs/transcendentals.md` produce the same
//! bits on every host. No double-precision type appears in the definitions
//! (a test checks it).
//!
//! The results are binary32 values with denormals; a numeric model rounds
//! them once more to its format ([`super::Model::round`]).

/// Bit patterns of the constants, so an implementation in another language
/// can use them exactly (`docs/transcendentals.md` lists the same values).
const fn c(bits: u32) -> f32 {
    f32::from_bits(bits)
}

// 2^f = 1 + f (E1 + f (E2 + ... + f E7)), ln(2)^k / k! rounded to binary32.
const E1: f32 = c(0x3F31_7218);
const E2: f32 = c(0x3E75_FDF0);
const E3: f32 = c(0x3D63_5847);
const E4: f32 = c(0x3C1D_955B);
const E5: f32 = c(0x3AAE_C3FF);
const E6: f32 = c(0x3921_8489);
const E7: f32 = c(0x377F_E5FE);

// log2 m = s (L1 + s^2 (L3 + ... + s^2 L9)), s = (m - 1) / (m + 1),
// L(2k+1) = 2 / (ln 2 (2k + 1)) rounded to binary32 (the series of atanh).
const L1: f32 = c(0x4038_AA3B);
const L3: f32 = c(0x3F76_384F);
const L5: f32 = c(0x3F13_BB63);
const L7: f32 = c(0x3ED3_0BB1);
const L9: f32 = c(0x3EA4_258A);
/// sqrt(2) rounded to binary32: the mantissa's upper bound.
const SQRT2: f32 = c(0x3FB5_04F3);

// sin r = r + r (r^2 (S3 + r^2 (S5 + r^2 (S7 + r^2 S9)))),
// cos r = 1 + r^2 (-1/2 + r^2 (C4 + r^2 (C6 + r^2 (C8 + r^2 C10)))),
// Taylor coefficients (-1)^k / n! rounded to binary32.
const S3: f32 = c(0xBE2A_AAAB);
const S5: f32 = c(0x3C08_8889);
const S7: f32 = c(0xB950_0D01);
const S9: f32 = c(0x3638_EF1D);
const C4: f32 = c(0x3D2A_AAAB);
const C6: f32 = c(0xBAB6_0B61);
const C8: f32 = c(0x37D0_0D01);
const C10: f32 = c(0xB493_F27E);

/// 2/pi rounded to binary32.
const TWO_OVER_PI: f32 = c(0x3F22_F983);
/// pi/2 in three parts (Cody-Waite): P1 and P2 have 12 significant bits,
/// so `k * P1` and `k * P2` are exact for |k| < 2^12; P3 is the rest
/// rounded to binary32 (pi/2 - P1 - P2 - P3 is about 5.7e-18).
const P1: f32 = c(0x3FC9_1000);
const P2: f32 = c(0xB695_7000);
const P3: f32 = c(0xB06F_4B9F);
/// 1/(2 pi) and 2 pi rounded to binary32, for arguments of 2^19 and more.
const INV_TWO_PI: f32 = c(0x3E22_F983);
const TWO_PI: f32 = c(0x40C9_0FDB);
/// From here on the reduction by multiples of pi/2 would lose the whole
/// angle (`k * P1` is no longer exact and its error grows with |x|).
const LARGE: f32 = 524_288.0; // 2^19

/// 2^n for an integer n in [-126, 127], built from its bits (exact).
#[inline(always)]
fn pow2(n: i32) -> f32 {
    debug_assert!((-126..=127).contains(&n));
    f32::from_bits(((n + 127) as u32) << 23)
}

/// x * 2^n for n in [-252, 254], in two exact-power multiplications: the
/// first is exact whenever the result is a normal binary32 or zero, so the
/// result is rounded once (to a denormal, or to infinity).
#[inline(always)]
pub fn ldexp(x: f32, n: i32) -> f32 {
    let a = n / 2;
    x * pow2(a) * pow2(n - a)
}

/// 2^x (docs/transcendentals.md "EX2"). Exact for integer x; NaN stays
/// NaN, 2^+INF = +INF, 2^-INF = +0.
pub fn ex2(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    if x >= 128.0 {
        return f32::INFINITY; // 2^128 overflows binary32
    }
    if x <= -151.0 {
        return 0.0; // below half the smallest denormal
    }
    // x = n + f, n an integer, |f| <= 1/2; the subtraction is exact.
    let n = x.round_ties_even();
    let f = x - n;
    let mut q = E7;
    q = E6 + f * q;
    q = E5 + f * q;
    q = E4 + f * q;
    q = E3 + f * q;
    q = E2 + f * q;
    q = E1 + f * q;
    let p = 1.0 + f * q;
    ldexp(p, n as i32)
}

/// log2 x (docs/transcendentals.md "LG2"). Exact for powers of two; NaN
/// stays NaN, log2(x < 0) = NaN, log2(±0) = -INF, log2(+INF) = +INF.
pub fn lg2(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    if x < 0.0 {
        return f32::NAN;
    }
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if x == f32::INFINITY {
        return x;
    }
    // x = m * 2^e with m in [sqrt(1/2), sqrt(2)], from the bits.
    let mut e: i32 = -127;
    let mut bits = x.to_bits();
    if bits < 0x0080_0000 {
        // A denormal: scale by 2^64 (exact) to read a normal exponent.
        bits = (x * pow2(64)).to_bits();
        e -= 64;
    }
    e += (bits >> 23) as i32;
    let mut m = f32::from_bits((bits & 0x007F_FFFF) | 0x3F80_0000);
    if m > SQRT2 {
        m *= 0.5;
        e += 1;
    }
    // |s| <= 0.1716; m - 1 is exact.
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let mut q = L9;
    q = L7 + s2 * q;
    q = L5 + s2 * q;
    q = L3 + s2 * q;
    q = L1 + s2 * q;
    e as f32 + s * q
}

/// sin r for |r| <= pi/4 (and a little beyond).
#[inline(always)]
fn sin_poly(r: f32) -> f32 {
    let r2 = r * r;
    let mut q = S9;
    q = S7 + r2 * q;
    q = S5 + r2 * q;
    q = S3 + r2 * q;
    r + r * (r2 * q)
}

/// cos r for |r| <= pi/4 (and a little beyond).
#[inline(always)]
fn cos_poly(r: f32) -> f32 {
    let r2 = r * r;
    let mut q = C10;
    q = C8 + r2 * q;
    q = C6 + r2 * q;
    q = C4 + r2 * q;
    q = -0.5 + r2 * q;
    1.0 + r2 * q
}

/// x = r + q * pi/2 (approximately) with q in 0..4, for finite x.
fn reduce(x: f32) -> (f32, u32) {
    let mut x = x;
    if x.abs() >= LARGE {
        // Whole turns first: t - round(t) is exact, |x| <= pi after.
        let t = x * INV_TWO_PI;
        x = (t - t.round_ties_even()) * TWO_PI;
    }
    let k = (x * TWO_OVER_PI).round_ties_even();
    if k == 0.0 {
        return (x, 0);
    }
    let r = ((x - k * P1) - k * P2) - k * P3;
    // k mod 4, exactly in binary32 (k is an integer below 2^19).
    let q = k - 4.0 * (k * 0.25).floor();
    (r, q as u32)
}

/// sin x (docs/transcendentals.md "SIN"): sin(±0) = ±0, sin(±INF) = NaN.
pub fn sin(x: f32) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    if x == 0.0 {
        return x;
    }
    let (r, q) = reduce(x);
    match q {
        0 => sin_poly(r),
        1 => cos_poly(r),
        2 => -sin_poly(r),
        _ => -cos_poly(r),
    }
}

/// cos x (docs/transcendentals.md "COS"): cos(±0) = 1, cos(±INF) = NaN.
pub fn cos(x: f32) -> f32 {
    if !x.is_finite() {
        return f32::NAN;
    }
    let (r, q) = reduce(x);
    match q {
        0 => cos_poly(r),
        1 => -sin_poly(r),
        2 => -cos_poly(r),
        _ => sin_poly(r),
    }
}

#[cfg(test)]
#[path = "elementary_tests.rs"]
mod tests;
