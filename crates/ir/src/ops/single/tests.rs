//! The single-precision definitions against the f64 definitions they
//! restate (`Model::round` of the exact result, as `arith` and
//! `transcendental` compute it): bit for bit, on every fp16 and fx12 value
//! and a stride of float24 for the unary ops, on random and edge operands
//! for the binary ones. The exhaustive float24 and the long random runs are
//! `#[ignore]`d (run them with
//! `cargo test --release -p shasm-ir single -- --ignored`).

use super::rsq;
use super::*;
use crate::ZeroTimesInf;
use crate::ops::{arith, transcendental};

/// Same bits, or both NaN: which NaN an invalid operation makes is not
/// part of any definition (even the f64 one's sign and payload vary with
/// the host and with constant folding: `0.0 * INF` is `0xFFC00000` at run
/// time on x86 and `0x7FC00000` when folded).
fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

#[test]
fn definitions_use_no_f64_and_no_fma() {
    // Code lines only (comments may name f64 to say what is restated).
    for src in [include_str!("mod.rs"), include_str!("rsq.rs")] {
        let code = &src[..src.find("#[cfg(test)]").unwrap_or(src.len())];
        for line in code.lines() {
            let line = line.split("//").next().unwrap();
            assert!(!line.contains("f64"), "{line}");
            assert!(!line.contains("mul_add"), "{line}");
            assert!(!line.contains("u64") && !line.contains("i64"), "{line}");
        }
    }
}

/// A fixed-seed xorshift64 generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 32) as u32
    }
}

/// A float24 value (as binary32) from a 24-bit word: 1 sign, 7 exponent
/// bits biased by 63, 16 mantissa bits; exponent 0 is +0 (float24 operands
/// have no -0 or subnormal, `Float24::input`), 127 INF or NaN.
fn f24(w: u32) -> f32 {
    let (sign, e, m) = (w >> 23 & 1, (w >> 16) & 0x7F, w & 0xFFFF);
    match e {
        0 => 0.0,
        127 if m == 0 => f32::from_bits(sign << 31 | 0x7F80_0000),
        127 => f32::from_bits(sign << 31 | 0x7FC0_0000 | m),
        _ => f32::from_bits(sign << 31 | (e + 64) << 23 | m << 7),
    }
}

/// A random model value with a random number of significant bits (so that
/// sums and products land on ties often), from `word`, which is one of
/// the model's values built by `value`.
fn shortened(r: &mut Rng, x: f32) -> f32 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    // Clear 0..24 low bits of the binary32 significand: still a value of
    // every model whose grid is coarser there (float24, fp16 normals, fx12).
    let drop = r.next() % 24;
    f32::from_bits(x.to_bits() & !((1u32 << drop) - 1))
}

/// `n` random pairs of model values from `value`, half of them with
/// exponents at most 20 apart (ties and carries), plus every pair of the
/// edge values.
fn pairs(seed: u64, n: usize, value: impl Fn(&mut Rng) -> f32, edges: &[f32]) -> Vec<(f32, f32)> {
    let mut r = Rng(seed);
    let mut v = Vec::with_capacity(n + edges.len() * edges.len());
    for &a in edges {
        for &b in edges {
            v.push((a, b));
        }
    }
    for i in 0..n {
        let a = value(&mut r);
        let mut b = value(&mut r);
        if i % 2 == 1 && a.is_finite() && b.is_finite() && a != 0.0 && b != 0.0 {
            // b's exponent moved near a's: b * 2^k, k chosen from the bits.
            let ea = exponent(a);
            let eb = exponent(b);
            let k = (ea - eb) + (r.next() % 41) as i32 - 20;
            let e = (eb + k).clamp(-126, 127);
            b = f32::from_bits((b.to_bits() & 0x807F_FFFF) | ((e + 127) as u32) << 23);
        }
        let a = shortened(&mut r, a);
        let b = shortened(&mut r, b);
        v.push((a, b));
    }
    v
}

/// Every binary op of the module against the f64 definition, for model M
/// on operands that are values of M (`fix` maps any binary32 to one).
fn check_binary<M: Single>(ops: &[(f32, f32)], fix: fn(f32) -> f32) {
    let mut r = Rng(0x1234_5678_9ABC_DEF1);
    for &(a, b) in ops {
        let (a, b) = (fix(a), fix(b));
        let name = M::NAME;
        let cases = [
            ("add", add::<M>(a, b), arith::add::<M>(a, b)),
            ("sub", sub::<M>(a, b), arith::sub::<M>(a, b)),
            ("mul_ieee", mul_ieee::<M>(a, b), arith::mul_ieee::<M>(a, b)),
            ("mul_pica", mul_pica::<M>(a, b), arith::mul_pica::<M>(a, b)),
            ("div", div::<M>(a, b), arith::div::<M>(a, b)),
        ];
        for (op, got, want) in cases {
            assert!(
                same(got, want),
                "{name} {op}({a:e}, {b:e}): {got:e} for {want:e}"
            );
        }
        // MAD with a third operand from the same pool: (a, b, c) and the
        // product's neighbourhood (c = -round(a*b) * something) for
        // cancellation.
        let c = match r.next() % 3 {
            0 => b,
            1 => fix(-arith::mul_ieee::<M>(a, b)),
            _ => fix(f32::from_bits(a.to_bits() ^ (r.next() & 0x8000_00FF))),
        };
        for rule in [ZeroTimesInf::Nan, ZeroTimesInf::Zero] {
            let got = mad::<M>(rule, a, b, c);
            let want = arith::mad::<M>(rule, a, b, c);
            assert!(
                same(got, want),
                "{name} mad({a:e}, {b:e}, {c:e}): {got:e} for {want:e}"
            );
        }
    }
}

/// Every unary op of the module against the f64 definition.
fn check_unary<M: Single>(x: f32) {
    let name = M::NAME;
    let cases = [
        ("round", round::<M>(x), M::round(f64::from(x))),
        ("sqrt", sqrt::<M>(x), M::round(f64::from(x).sqrt())),
        ("rcp", rsq::rcp::<M>(x), transcendental::rcp::<M>(x)),
        ("rcc", rsq::rcc::<M>(x), transcendental::rcc::<M>(x)),
        (
            "rsq_signed",
            rsq::rsq_signed::<M>(x),
            transcendental::rsq_signed::<M>(x),
        ),
        (
            "rsq_abs",
            rsq::rsq_abs::<M>(x),
            transcendental::rsq_abs::<M>(x),
        ),
        (
            "rsq_root_rounded",
            rsq::rsq_root_rounded::<M>(x),
            transcendental::rsq_root_rounded::<M>(x),
        ),
    ];
    for (op, got, want) in cases {
        assert!(same(got, want), "{name} {op}({x:e}): {got:e} for {want:e}");
    }
}

const INF: f32 = f32::INFINITY;

/// float24 edges: zeros, the range limits 2^-62 and just below 2^64, ones
/// and near-ties, infinities, NaN.
fn f24_edges() -> Vec<f32> {
    let max = f24(0x7E_FFFF);
    let min = f24(0x01_0000);
    let mut v = vec![0.0, -0.0, min, -min, max, -max, INF, -INF, f32::NAN];
    for x in [
        1.0f32,
        1.5,
        2.0,
        3.0,
        0.5,
        1.0 + 1.0 / 65536.0,
        2.0 - 1.0 / 32768.0,
    ] {
        v.push(x);
        v.push(-x);
    }
    // Sums and products that land on 2^-62 / 2^64 after rounding.
    v.push(f24(0x01_0001));
    v.push(f24(0x3F_0000)); // 1
    v.push(f24(0x1F_0000)); // 2^-32
    v.push(f24(0x5F_0000)); // 2^32
    v
}

/// Any binary32 to a float24 operand (an exponent moved by `pairs` may
/// leave the range).
fn to_f24(x: f32) -> f32 {
    Float24::input(Float24::round(f64::from(x)))
}

#[test]
fn float24_binary_ops_on_random_and_edge_operands() {
    let ops = pairs(7, 200_000, |r| f24(r.next() >> 8), &f24_edges());
    check_binary::<Float24>(&ops, to_f24);
}

#[test]
fn float24_unary_ops_on_a_stride_and_edges() {
    // Every 61st float24 word; the exhaustive run is ignored below.
    for w in (0..1u32 << 24).step_by(61) {
        check_unary::<Float24>(f24(w));
    }
    for x in f24_edges() {
        check_unary::<Float24>(Float24::input(x));
    }
}

#[test]
#[ignore = "exhaustive: 2^24 float24 words; run in release"]
fn float24_unary_ops_exhaustively() {
    for w in 0..1u32 << 24 {
        check_unary::<Float24>(f24(w));
    }
}

#[test]
#[ignore = "long: 2 * 10^7 random float24 operand pairs; run in release"]
fn float24_binary_ops_long() {
    let ops = pairs(11, 20_000_000, |r| f24(r.next() >> 8), &f24_edges());
    check_binary::<Float24>(&ops, to_f24);
}

fn fp16(bits: u16) -> f32 {
    half::f16::from_bits(bits).to_f32()
}

#[test]
fn fp16_unary_ops_exhaustively() {
    for b in 0..=u16::MAX {
        check_unary::<Half>(fp16(b));
    }
}

#[test]
fn fp16_binary_ops_on_random_and_edge_operands() {
    let edges: Vec<f32> = [
        0x0000u16, 0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x3C00, 0xBC00, 0x3C01, 0x7BFF, 0xFBFF,
        0x7C00, 0xFC00, 0x7E00, 0x3E00, 0x4000,
    ]
    .map(fp16)
    .to_vec();
    let ops = pairs(13, 200_000, |r| fp16(r.next() as u16), &edges);
    check_binary::<Half>(&ops, Half::input);
}

#[test]
#[ignore = "long: 2 * 10^7 random fp16 operand pairs; run in release"]
fn fp16_binary_ops_long() {
    let ops = pairs(17, 20_000_000, |r| fp16(r.next() as u16), &[]);
    check_binary::<Half>(&ops, Half::input);
}

/// fx12 values, and the wider multiples of 2^-10 that intermediate
/// results reach (notes D10: only the final result is clamped).
fn fx12_value(r: &mut Rng) -> f32 {
    let n = r.next();
    let k = (n >> 8) as i32 % 65_536 - 32_768;
    if n & 1 == 0 {
        (k % 2048) as f32 / 1024.0
    } else {
        k as f32 / 1024.0
    }
}

#[test]
fn fx12_unary_ops_exhaustively() {
    // Every fx12 value and every multiple of 2^-10 in [-64, 64).
    for k in -65_536..65_536 {
        check_unary::<Fixed12>(k as f32 / 1024.0);
    }
    for x in [INF, -INF, f32::NAN, -0.0] {
        check_unary::<Fixed12>(x);
    }
}

#[test]
fn fx12_binary_ops_on_random_and_edge_operands() {
    let edges = [
        0.0,
        -0.0,
        1.0,
        -2.0,
        2047.0 / 1024.0,
        1.0 / 1024.0,
        -1.0 / 1024.0,
    ];
    let ops = pairs(19, 200_000, fx12_value, &edges);
    // Operands on the fx12 grid, some beyond the fx12 range as
    // intermediate results are (an exponent moved by `pairs` rounds back
    // to the grid, within ±64: one instruction's intermediates stay within
    // ±16, and `Single for Fixed12` holds below 2^12, docs/arithmetic.md).
    check_binary::<Fixed12>(&ops, |x| Fixed12::round(f64::from(x.clamp(-64.0, 64.0))));
}

/// Any binary32 bit pattern: NaNs, infinities, denormals included.
fn any_f32(r: &mut Rng) -> f32 {
    f32::from_bits(r.next())
}

fn f32_edges() -> Vec<f32> {
    let mut v = vec![
        0.0,
        -0.0,
        INF,
        -INF,
        f32::NAN,
        f32::MAX,
        -f32::MAX,
        1.0,
        -1.0,
    ];
    for b in [
        1u32,
        0x007F_FFFF,
        0x0080_0000,
        0x0080_0001,
        0x3F80_0001,
        0x7F7F_FFFE,
    ] {
        v.push(f32::from_bits(b));
        v.push(-f32::from_bits(b));
    }
    v
}

#[test]
fn fp32_binary_ops_on_random_and_edge_operands() {
    let ops = pairs(23, 200_000, any_f32, &f32_edges());
    check_binary::<Ieee>(&ops, |x| x);
    check_binary::<IeeeFtz>(&ops, IeeeFtz::input);
}

#[test]
fn fp32_unary_ops_on_random_and_edge_operands() {
    let mut r = Rng(29);
    for x in f32_edges()
        .into_iter()
        .chain((0..200_000).map(|_| any_f32(&mut r)))
    {
        check_unary::<Ieee>(x);
        check_unary::<IeeeFtz>(IeeeFtz::input(x));
    }
}

#[test]
#[ignore = "exhaustive: every positive binary32 for RSQ and RCP; run in release"]
fn fp32_rsq_and_rcp_exhaustively() {
    for b in 1..0x7F80_0000u32 {
        let x = f32::from_bits(b);
        let (got, want) = (
            rsq::rsq_signed::<Ieee>(x),
            transcendental::rsq_signed::<Ieee>(x),
        );
        assert!(same(got, want), "rsq({x:e}): {got:e} for {want:e}");
        assert!(same(rsq::rcp::<Ieee>(x), transcendental::rcp::<Ieee>(x)));
    }
}

#[test]
fn error_free_transformations_are_exact() {
    // 1 + 2^-30: the sum rounds to 1, the error is 2^-30 exactly.
    assert_eq!(two_sum(1.0, 2f32.powi(-30)), (1.0, 2f32.powi(-30)));
    // (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46: rounded 1 + 2^-22, error 2^-46.
    let a = 1.0 + 2f32.powi(-23);
    assert_eq!(two_product(a, a), (1.0 + 2f32.powi(-22), 2f32.powi(-46)));
    // 24-bit operands whose product needs all 48 bits.
    let (x, y) = (f32::from_bits(0x3FFF_FFFF), f32::from_bits(0x3FFF_FFFD));
    let (p, e) = two_product(x, y);
    assert_eq!(
        f64::from(p) + f64::from(e),
        f64::from(x) * f64::from(y),
        "exact in f64 (48 bits)"
    );
}

#[test]
fn ties_break_by_the_lost_part() {
    // float24 keeps 17 bits: 1 + 2^-17 is a tie between 1 and 1 + 2^-16.
    // Exactly on it: even (1). Just above (the lost part positive): up.
    assert_eq!(add::<Float24>(1.0, 2f32.powi(-17)), 1.0);
    assert_eq!(
        add::<Float24>(1.0 + 2f32.powi(-17), 2f32.powi(-40)),
        1.0 + 2f32.powi(-16)
    );
    // The binary32 sum 1 + 2^-17 + 2^-60 rounds to the tie itself; only
    // the lost 2^-60 says it is above.
    let (s, e) = two_sum(1.0 + 2f32.powi(-17), 2f32.powi(-60));
    assert_eq!((s, e), (1.0 + 2f32.powi(-17), 2f32.powi(-60)));
    assert_eq!(Float24::round_exact(s, e), 1.0 + 2f32.powi(-16));
    assert_eq!(Float24::round_exact(s, -e), 1.0);
    // fp16's denormal grid (2^-24): 2^-25 is a tie with 0.
    assert_eq!(Half::round_exact(2f32.powi(-25), 0.0), 0.0);
    assert_eq!(Half::round_exact(2f32.powi(-25), 1e-30), 2f32.powi(-24));
    assert_eq!(
        Half::round_exact(-(2f32.powi(-25)), 0.0).to_bits(),
        0x8000_0000
    );
    // fx12: 1.5 / 1024 is a tie, even is 2 / 1024.
    assert_eq!(Fixed12::round_exact(1.5 / 1024.0, 0.0), 2.0 / 1024.0);
    assert_eq!(Fixed12::round_exact(0.5 / 1024.0, -1.0), 0.0);
    assert_eq!(Fixed12::round_exact(0.5 / 1024.0, 1.0), 1.0 / 1024.0);
}
