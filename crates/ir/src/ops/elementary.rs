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
/// Beyond this |k| (|x| of about 6434 and more) `k * P1` is no longer
/// exact: such arguments are reduced by [`reduce_large`] instead.
const CODY_WAITE_LIMIT: f32 = 4096.0;
/// The bits of 2/pi after the binary point, 32 to a word, after one word
/// of zeros (bits 1, 2, ... of 2/pi are bits 32, 33, ... of this table).
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
/// pi/2 as a binary32 pair: PIO2_HI rounded, PIO2_LO the rest rounded
/// (their sum is within 1.8e-15 of pi/2).
const PIO2_HI: f32 = c(0x3FC9_0FDB);
const PIO2_LO: f32 = c(0xB33B_BD2E);

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
    let k = (x * TWO_OVER_PI).round_ties_even();
    if k.abs() >= CODY_WAITE_LIMIT {
        return reduce_large(x);
    }
    if k == 0.0 {
        return (x, 0);
    }
    let r = ((x - k * P1) - k * P2) - k * P3;
    // k mod 4, exactly in binary32 (k is an integer below 2^12).
    let q = k - 4.0 * (k * 0.25).floor();
    (r, q as u32)
}

/// Payne-Hanek reduction of a finite x with |x| >= 2^12, in u32
/// arithmetic: x * 2/pi = N + f exactly enough, N an integer, f in
/// [-1/2, 1/2], to 94 fraction bits (docs/transcendentals.md "SIN and
/// COS"); the result is (f * pi/2, N mod 4).
fn reduce_large(x: f32) -> (f32, u32) {
    let bits = x.to_bits();
    // |x| = m * 2^e, m the 24-bit significand.
    let m = (bits & 0x007F_FFFF) | 0x0080_0000;
    let e = ((bits >> 23) & 0xFF) as i32 - 150;
    // The 96 bits of 2/pi from bit e - 1 on: earlier bits b_i add
    // multiples of m * 2^(e - i) >= 4 * m, nothing mod 4; later ones add
    // less than 2^-70 to the product. Bit i is table bit i + 31 (e >= -11).
    let start = (e - 1 + 31) as u32;
    let (word, shift) = ((start / 32) as usize, start % 32);
    let window: [u32; 3] = std::array::from_fn(|t| {
        let w = TWO_OVER_PI_BITS[word + t];
        let next = TWO_OVER_PI_BITS[word + t + 1];
        if shift == 0 {
            w
        } else {
            (w << shift) | (next >> (32 - shift))
        }
    });
    // p = m * window, a 120-bit integer in 16-bit limbs (least
    // significant first); each 16 x 16-bit product fits a u32.
    let ml = [m & 0xFFFF, m >> 16];
    let wl = [
        window[2] & 0xFFFF,
        window[2] >> 16,
        window[1] & 0xFFFF,
        window[1] >> 16,
        window[0] & 0xFFFF,
        window[0] >> 16,
    ];
    let mut p = [0u32; 8];
    for (i, a) in ml.iter().enumerate() {
        for (j, b) in wl.iter().enumerate() {
            let prod = a * b;
            p[i + j] += prod & 0xFFFF;
            p[i + j + 1] += prod >> 16;
        }
    }
    for k in 0..7 {
        p[k + 1] += p[k] >> 16;
        p[k] &= 0xFFFF;
    }
    // x * 2/pi = p * 2^-94 (mod 4): bits 94 and 95 are N mod 4, bits
    // 0..93 the fraction; bit 93 set means the fraction is 1/2 or more,
    // so N rounds up and f = fraction - 1.
    let mut q = (p[5] >> 14) & 3;
    let mut f = [p[0], p[1], p[2], p[3], p[4], p[5] & 0x3FFF];
    let negative = f[5] & 0x2000 != 0;
    if negative {
        q = (q + 1) & 3;
        // 2^94 - fraction, in two's complement over the six limbs.
        let mut carry = 1;
        for (k, limb) in f.iter_mut().enumerate() {
            let mask = if k == 5 { 0x3FFF } else { 0xFFFF };
            let v = (!*limb & mask) + carry;
            carry = v >> 16;
            *limb = v & mask;
        }
    }
    // The leading bit of |f| * 2^94 (|f| > 2^-31 for every binary32, an
    // ignored test measures: at least 63 significant bits).
    let Some(top) = (0..6).rev().find(|&k| f[k] != 0) else {
        return (0.0, q);
    };
    let lead = top as i32 * 16 + (31 - f[top].leading_zeros() as i32);
    // 24 bits from the leading one down, and the next 24.
    let field = |low: i32| -> u32 {
        let mut v = 0u32;
        for k in 0..24 {
            let b = low + k;
            if b >= 0 && (f[(b / 16) as usize] >> (b % 16)) & 1 == 1 {
                v |= 1 << k;
            }
        }
        v
    };
    let hi = ldexp(field(lead - 23) as f32, lead - 23 - 94);
    let lo = ldexp(field(lead - 47) as f32, lead - 47 - 94);
    // r = (hi + lo) * pi/2: the leading product split exactly, the small
    // terms added to its error.
    let (ph, pe) = super::single::two_product(hi, PIO2_HI);
    let r = ph + ((pe + hi * PIO2_LO) + lo * PIO2_HI);
    let r = if negative { -r } else { r };
    if x < 0.0 {
        // sin(-x) = -sin(x): the angle and the quadrant mirrored.
        (-r, (4 - q) & 3)
    } else {
        (r, q)
    }
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
