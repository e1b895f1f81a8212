//! Tests of shasm's elementary functions: exact cases by construction, the
//! specs' stated accuracy on strided and exhaustive input sets, and the
//! absence of f64 from the definitions. f64 libm appears here only as the
//! measuring reference (accurate to far below the errors measured).

use super::*;
use crate::ops::{Float24, Half, Model};

const TWO_M22: f64 = 1.0 / 4_194_304.0; // 2^-22

/// 2^n as binary32 from its bits, denormals included (n in [-149, 127]).
fn exact_pow2(n: i32) -> f32 {
    if n >= -126 {
        f32::from_bits(((n + 127) as u32) << 23)
    } else {
        f32::from_bits(1 << (n + 149))
    }
}

#[test]
fn definitions_use_no_f64() {
    // The definitions must be implementable without f64 (WGSL has none):
    // the module's source, tests excluded, never names it.
    let src = include_str!("elementary.rs");
    let defs = &src[..src.find("#[cfg(test)]").unwrap()];
    assert!(!defs.contains("f64"));
    assert!(!defs.contains("mul_add"));
}

#[test]
fn ex2_is_exact_on_integers() {
    // docs/transcendentals.md "EX2": f = 0 gives p = 1, then an exact
    // scaling; 2^-150 is a tie between 0 and 2^-149: even is 0 (IEEE).
    for n in -149..=127 {
        assert_eq!(ex2(n as f32).to_bits(), exact_pow2(n).to_bits(), "2^{n}");
    }
    assert_eq!(ex2(-150.0).to_bits(), 0);
    assert_eq!(ex2(128.0), f32::INFINITY);
    // §2.14.3.13 rules: NaN, -INF -> +0, +INF -> +INF, ±0 -> 1.
    assert!(ex2(f32::NAN).is_nan());
    assert_eq!(ex2(f32::NEG_INFINITY).to_bits(), 0);
    assert_eq!(ex2(f32::INFINITY), f32::INFINITY);
    assert_eq!(ex2(-0.0), 1.0);
    // Just below 128: 2^x < 2^128 - 2^104 (f32::MAX), finite.
    assert!(ex2(f32::from_bits(128f32.to_bits() - 1)).is_finite());
}

#[test]
fn lg2_is_exact_on_powers_of_two() {
    // m = 1 gives s = 0, so the result is the exponent e.
    for n in -149..=127 {
        assert_eq!(lg2(exact_pow2(n)), n as f32, "log2 2^{n}");
    }
    // §2.14.3.17 rules.
    assert!(lg2(f32::NAN).is_nan());
    assert!(lg2(-1.0).is_nan());
    assert!(lg2(f32::NEG_INFINITY).is_nan());
    assert_eq!(lg2(0.0), f32::NEG_INFINITY);
    assert_eq!(lg2(-0.0), f32::NEG_INFINITY);
    assert_eq!(lg2(f32::INFINITY), f32::INFINITY);
}

#[test]
fn sin_and_cos_special_values() {
    assert_eq!(sin(0.0).to_bits(), 0);
    assert_eq!(sin(-0.0).to_bits(), 0x8000_0000); // IEEE sin(-0) = -0
    assert_eq!(cos(0.0), 1.0);
    assert_eq!(cos(-0.0), 1.0);
    for x in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
        assert!(sin(x).is_nan() && cos(x).is_nan());
    }
    // Odd and even: the reduction and the polynomials are symmetric.
    for x in [0.5f32, 1.0, 2.0, 3.0, 100.0, 1e6, 3e38] {
        assert_eq!(sin(-x), -sin(x), "{x}");
        assert_eq!(cos(-x), cos(x), "{x}");
    }
}

#[test]
fn sin_and_cos_stay_bounded_for_any_argument() {
    let mut bits = 0u32;
    while bits < 0x7F80_0000 {
        let x = f32::from_bits(bits);
        for v in [sin(x), cos(x), sin(-x), cos(-x)] {
            assert!((-1.0..=1.0).contains(&v), "{x}: {v}");
        }
        bits += 0x1_0001;
    }
}

/// Every `stride`-th binary32 bit pattern from `lo` to `hi` (values, both
/// non-negative).
fn strided(lo: f32, hi: f32, stride: u32) -> impl Iterator<Item = f32> {
    (lo.to_bits()..hi.to_bits())
        .step_by(stride as usize)
        .map(f32::from_bits)
}

#[test]
fn ex2_meets_the_specs_accuracy() {
    // NV_vertex_program2 §2.14.3.13, NV_fragment_program §3.11.5.8:
    // |Approx2ToX(x) - 2^x| < 2^-22 for 0 <= x < 1.
    for x in strided(0.0, 1.0, 997).chain(strided(0.5, 1.0, 13)) {
        let err = (f64::from(ex2(x)) - f64::from(x).exp2()).abs();
        assert!(err < TWO_M22, "{x}: {err:e}");
    }
}

#[test]
fn lg2_meets_the_specs_accuracy() {
    // §2.14.3.17, §3.11.5.12: |ApproxLog2(x) - log2(x)| < 2^-22, "for
    // large values of x, there are not enough bits in the floating-point
    // storage format to represent a result that precisely": there, within
    // one ulp of the result (2^-22 is the ulp of [2, 4)). Every positive
    // binary32 (denormals included) at a stride, and densely around 1
    // where the result is smallest.
    let dense = strided(0.5, 2.0, 29);
    for x in strided(f32::from_bits(1), f32::MAX, 1009).chain(dense) {
        let exact = f64::from(x).log2();
        let err = (f64::from(lg2(x)) - exact).abs();
        let bound = if exact.abs() < 2.0 {
            TWO_M22
        } else {
            // The binary32 ulp at the result: 2^(exponent - 23).
            let e = ((exact.abs().to_bits() >> 52) & 0x7FF) as i32 - 1023;
            2f64.powi(e - 23)
        };
        assert!(err < bound, "{x}: {err:e}");
    }
}

#[test]
fn sin_and_cos_meet_the_specs_accuracy() {
    // §2.14.3.33 / §2.14.3.8, §3.11.5.32 / §3.11.5.2: |error| < 2^-22 for
    // 0 <= x < 2 pi; every 97th binary32 there, and the negatives.
    let two_pi = std::f32::consts::TAU;
    for x in strided(0.0, two_pi, 97) {
        for x in [x, -x] {
            let s = (f64::from(sin(x)) - f64::from(x).sin()).abs();
            let c = (f64::from(cos(x)) - f64::from(x).cos()).abs();
            assert!(s < TWO_M22 && c < TWO_M22, "{x}: {s:e} {c:e}");
        }
    }
}

/// The error of `got` against `exact` in units in the last place of a
/// format with `mant` mantissa bits and smallest exponent `min_exp`.
fn ulps(got: f32, exact: f64, mant: i32, min_exp: i32) -> f64 {
    let a = exact.abs();
    let e = if a == 0.0 {
        min_exp
    } else {
        (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(min_exp)
    };
    (f64::from(got) - exact).abs() / 2f64.powi(e - mant)
}

/// Checks `op` rounded to the model against the reference within `bound`
/// ulp of the model's format, where the reference result is in range.
fn check_model<M: Model>(
    name: &str,
    inputs: impl Iterator<Item = f32>,
    op: fn(f32) -> f32,
    reference: fn(f64) -> f64,
    (mant, min_exp, bound): (i32, i32, f64),
) {
    for x in inputs {
        let got = M::round(f64::from(op(x)));
        let exact = reference(f64::from(x));
        let want = M::round(exact);
        if got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan()) {
            continue; // correctly rounded (also where the model flushes)
        }
        assert!(want.is_finite(), "{name}({x}): {got} for {want}");
        let u = ulps(got, exact, mant, min_exp);
        assert!(u <= bound, "{name}({x}): {got}, {u} ulp");
    }
}

#[test]
fn fp16_results_exhaustively() {
    // Every fp16 input: the binary32 result rounded to fp16 is within
    // 0.51 ulp of the exact value (docs/transcendentals.md table).
    let all = || {
        (0..=u16::MAX)
            .map(|b| half::f16::from_bits(b).to_f32())
            .filter(|x| x.is_finite())
    };
    let tau = std::f32::consts::TAU;
    let fp16 = (10, -14, 0.51);
    check_model::<Half>("ex2", all(), ex2, f64::exp2, fp16);
    check_model::<Half>("lg2", all().filter(|x| *x > 0.0), lg2, f64::log2, fp16);
    let angles = || all().filter(move |x| x.abs() < tau);
    check_model::<Half>("sin", angles(), sin, f64::sin, fp16);
    check_model::<Half>("cos", angles(), cos, f64::cos, fp16);
}

#[test]
fn float24_results_strided() {
    // Every 61st float24 word (1 sign, 7 exponent bits biased by 63, 16
    // mantissa bits): within 0.52 ulp of float24 (the exhaustive run is the
    // example `transcendental_accuracy`).
    let words = || {
        (0u32..1 << 24).step_by(61).filter_map(|w| {
            let (sign, e, m) = (w >> 23, (w >> 16) & 0x7F, w & 0xFFFF);
            (1..127)
                .contains(&e)
                .then(|| f32::from_bits(sign << 31 | (e + 64) << 23 | m << 7))
        })
    };
    let tau = std::f32::consts::TAU;
    let f24 = (16, -62, 0.52);
    check_model::<Float24>("ex2", words(), ex2, f64::exp2, f24);
    check_model::<Float24>("lg2", words().filter(|x| *x > 0.0), lg2, f64::log2, f24);
    let angles = || words().filter(move |x| x.abs() < tau);
    check_model::<Float24>("sin", angles(), sin, f64::sin, f24);
    check_model::<Float24>("cos", angles(), cos, f64::cos, f24);
}

#[test]
fn fp32_results_sampled() {
    // A fixed-seed sample: within the ulp bounds of the table (EX2 1.2,
    // LG2 3.0, SIN/COS 1.7 on [0, 2 pi)).
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 40) as f32 / 16_777_216.0
    };
    let n = 100_000;
    let xs: Vec<f32> = (0..n).map(|_| next()).collect();
    let e: Vec<f32> = xs.iter().map(|u| -150.0 + 278.0 * u).collect();
    let l: Vec<f32> = xs
        .iter()
        .map(|u| f32::from_bits((u * 2_139_095_040.0) as u32))
        .collect();
    let a: Vec<f32> = xs.iter().map(|u| std::f32::consts::TAU * u).collect();
    let ieee = |b| (23, -126, b);
    use crate::ops::Ieee;
    check_model::<Ieee>("ex2", e.into_iter(), ex2, f64::exp2, ieee(1.2));
    check_model::<Ieee>(
        "lg2",
        l.into_iter().filter(|x| *x > 0.0),
        lg2,
        f64::log2,
        ieee(3.0),
    );
    check_model::<Ieee>("sin", a.clone().into_iter(), sin, f64::sin, ieee(1.7));
    check_model::<Ieee>("cos", a.into_iter(), cos, f64::cos, ieee(1.7));
}

#[test]
fn sin_and_cos_keep_their_accuracy_over_the_whole_range() {
    // The Payne-Hanek reduction (|x * 2/pi| from 4095.5 on) keeps the
    // accuracy of [0, 2 pi) (docs/transcendentals.md table): within 2 ulp
    // of binary32 at the exact value, on every 16411th binary32 from 6000
    // to the largest, both signs. (Before it, errors grew with |x| and
    // reached 10^10 ulp near 2^19.)
    for x in strided(6000.0, f32::MAX, 16411) {
        for x in [x, -x] {
            for (name, got, exact) in [
                ("sin", sin(x), f64::from(x).sin()),
                ("cos", cos(x), f64::from(x).cos()),
            ] {
                let u = ulps(got, exact, 23, -126);
                assert!(u < 2.0, "{name}({x:e}) = {got:e}: {u} ulp");
            }
        }
    }
}

#[test]
fn the_reduction_switches_where_cody_waite_stops_being_exact() {
    // Below |k| = 4096 the three-part Cody-Waite reduction is used as
    // before (its results are unchanged: 6433 rounds to k = 4095); the
    // first binary32 with k = 4096 goes through Payne-Hanek. Both agree
    // with the exact reduction there to within an ulp of the result.
    for x in [
        6433.0f32,
        6433.5,
        6434.0,
        6500.0,
        1e5,
        5.24288e5,
        1e30,
        f32::MAX,
    ] {
        let (r, q) = reduce(x);
        let k = (f64::from(x) * std::f64::consts::FRAC_2_PI).round();
        let want_r = f64::from(x) - k * std::f64::consts::FRAC_PI_2;
        assert!(
            r.abs() <= std::f32::consts::FRAC_PI_4 * 1.0001,
            "{x}: r = {r}"
        );
        if x < 1e6 {
            // f64 holds this reduction to about 2^-40: compare.
            assert!((f64::from(r) - want_r).abs() < 1e-6, "{x}: {r} vs {want_r}");
            assert_eq!(q, (k as i64).rem_euclid(4) as u32, "{x}");
        }
    }
}

#[test]
#[ignore = "exhaustive: every binary32 from 6433 up; run in release"]
fn no_binary32_reduces_to_less_than_2_to_the_minus_40() {
    // docs/transcendentals.md: the Payne-Hanek fraction's 94 bits keep
    // enough significant ones because no binary32 argument reduces to
    // below 2^-40 (measured here: the smallest |r| is 1.61e-9, at
    // x = 7.729179e28; it is printed).
    let mut smallest = (f32::INFINITY, 0.0f32);
    for b in 6433f32.to_bits()..0x7F80_0000 {
        let x = f32::from_bits(b);
        let (r, _) = reduce(x);
        if r.abs() < smallest.0 {
            smallest = (r.abs(), x);
        }
    }
    println!("smallest |r| = {:e} at x = {:e}", smallest.0, smallest.1);
    assert!(smallest.0 > 2f32.powi(-40));
}

#[test]
fn ldexp_rounds_once() {
    assert_eq!(ldexp(1.5, 10), 1536.0);
    assert_eq!(ldexp(1.0, -149).to_bits(), 1);
    // 1.5 * 2^-149 = 1.5 denormal units: a tie, even is 2 units.
    assert_eq!(ldexp(1.5, -149).to_bits(), 2);
    assert_eq!(ldexp(1.0, 128), f32::INFINITY);
    assert_eq!(ldexp(f32::from_bits(1), 149), 1.0);
}
