//! The fp16 and fx12 conversions the interpreter uses for `!!FP1.0`
//! (`shasm_ir::numeric`), checked against straightforward references built
//! from NV_fragment_program §3.11.4.1-§3.11.4.2 and notes D7.

use proptest::prelude::*;
use shasm_ir::numeric::{fp16, fx12};

/// fp16 rounding written from the spec: |x| >= 65520 (RNE past 65504, D7)
/// is INF; otherwise round to the nearest multiple of the binade's quantum
/// 2^(e-10), with e at least -14 (denormals), ties to even.
fn fp16_reference(x: f32) -> f32 {
    if x.is_nan() || x.is_infinite() || x == 0.0 {
        return x;
    }
    let a = f64::from(x.abs());
    if a >= 65520.0 {
        return f32::INFINITY.copysign(x);
    }
    let e = a.log2().floor().max(-14.0);
    // Guard against log2 rounding at a power of two.
    let e = if 2f64.powf(e) > a { e - 1.0 } else { e }.max(-14.0);
    let q = 2f64.powf(e - 10.0);
    let r = (a / q).round_ties_even() * q;
    (r as f32).copysign(x)
}

/// fx12 from §3.11.4.2: NaN -> 0, clamp to [-2048/1024, 2047/1024], round
/// to the nearest 1/1024 (D7), ties to even.
fn fx12_reference(x: f32) -> f32 {
    if x.is_nan() {
        return 0.0;
    }
    let v = f64::from(x).clamp(-2.0, 2047.0 / 1024.0);
    ((v * 1024.0).round_ties_even() / 1024.0) as f32
}

fn same(a: f32, b: f32) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

#[test]
fn fp16_every_value_and_every_midpoint() {
    // Every fp16 value converts to itself; every midpoint between two
    // neighbours goes to the even one; just off the midpoint goes to the
    // nearer one.
    for bits in 0u16..0x7C00 {
        let v = fp16::from_bits(bits);
        let next = fp16::from_bits(bits + 1);
        for s in [1.0f32, -1.0] {
            assert!(same(fp16::round(v * s), v * s), "{bits:#x}");
            assert_eq!(fp16::to_bits(v * s) & 0x7FFF, bits);
            let mid = (f64::from(v) + f64::from(next)) / 2.0;
            let mid32 = mid as f32;
            // Past 65504 the next value is INF: the boundary 65520 is
            // checked below.
            if next.is_finite() && f64::from(mid32) == mid {
                let even = if bits % 2 == 0 { v } else { next };
                assert!(
                    same(fp16::round(mid32 * s), even * s),
                    "mid after {bits:#x}"
                );
                assert!(same(fp16_reference(mid32 * s), even * s));
                let below = f32::from_bits(mid32.to_bits() - 1);
                let above = f32::from_bits(mid32.to_bits() + 1);
                assert!(same(fp16::round(below * s), v * s), "below mid {bits:#x}");
                assert!(
                    same(fp16::round(above * s), next * s),
                    "above mid {bits:#x}"
                );
            }
        }
    }
    // The specials of §3.11.4.2.
    assert_eq!(fp16::round(65536.0), f32::INFINITY);
    assert_eq!(fp16::round(-65536.0), f32::NEG_INFINITY);
    assert_eq!(fp16::round(65519.996), 65504.0);
    assert_eq!(fp16::round(65520.0), f32::INFINITY);
    assert!(fp16::round(f32::NAN).is_nan());
    assert!(same(fp16::round(-0.0), -0.0));
}

#[test]
fn fp16_matches_the_reference_on_a_sweep_of_f32() {
    // Every 4099th f32 bit pattern, both signs, covers every exponent.
    for bits in (0u32..0x7F80_0000).step_by(4099) {
        for x in [f32::from_bits(bits), -f32::from_bits(bits)] {
            assert!(same(fp16::round(x), fp16_reference(x)), "{x:e}");
        }
    }
}

#[test]
fn fx12_every_value_and_midpoint() {
    for k in -2048i32..2047 {
        let v = k as f32 / 1024.0;
        assert_eq!(fx12::round(v), v);
        let mid = (k as f32 + 0.5) / 1024.0;
        let even = if k % 2 == 0 {
            v
        } else {
            (k + 1) as f32 / 1024.0
        };
        assert_eq!(fx12::round(mid), even, "{mid}");
        assert_eq!(fx12_reference(mid), even);
    }
    assert_eq!(fx12::round(f32::NAN), 0.0);
    assert_eq!(fx12::round(f32::INFINITY), 2047.0 / 1024.0);
    assert_eq!(fx12::round(f32::NEG_INFINITY), -2.0);
    assert_eq!(fx12::round(2.0), 2047.0 / 1024.0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    #[test]
    fn fp16_round_matches_reference(bits in any::<u32>()) {
        let x = f32::from_bits(bits);
        prop_assert!(same(fp16::round(x), fp16_reference(x)), "{:e}", x);
    }

    #[test]
    fn fx12_round_matches_reference(bits in any::<u32>()) {
        let x = f32::from_bits(bits);
        prop_assert!(same(fx12::round(x), fx12_reference(x)), "{:e}", x);
    }

    #[test]
    fn fx12_round_in_range(x in -4.0f32..4.0) {
        prop_assert!(same(fx12::round(x), fx12_reference(x)), "{:e}", x);
    }
}
