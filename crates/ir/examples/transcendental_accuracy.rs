//! Prints the accuracy table of docs/transcendentals.md: the maximum error
//! of shasm's EX2, LG2, SIN and COS per numeric model, in units in the last
//! place of the model's format, against f64 libm as the measuring
//! reference (accurate to far below these errors). Run in release:
//!
//!     cargo run --release -p shasm-ir --example transcendental_accuracy
//!
//! fp32: 10^6 inputs from a fixed-seed generator per domain; fp16: every
//! finite input in the domain; float24: every finite float24 input in the
//! domain (2^24 words).

use shasm_ir::ops::{Float24, Half, Ieee, Model, elementary};

type Op = fn(f32) -> f32;
/// The f64 libm function measured against.
type Reference = fn(f64) -> f64;
/// An op, its reference and the domain [lo, hi).
type Row = (&'static str, Op, Reference, f32, f32);

/// The unit in the last place at `v` of a format with `mant` explicit
/// mantissa bits and `min_exp` its smallest normal exponent (denormals, or
/// for float24 the flush, use the ulp of the smallest binade).
fn ulp(v: f64, mant: i32, min_exp: i32) -> f64 {
    let a = v.abs();
    let e = if a == 0.0 {
        min_exp
    } else {
        (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(min_exp)
    };
    2f64.powi(e - mant)
}

struct Stats {
    max_ulp: f64,
    at_ulp: f32,
    max_abs: f64,
    n: u64,
}

fn measure<M: Model>(
    op: Op,
    reference: fn(f64) -> f64,
    inputs: &mut dyn Iterator<Item = f32>,
    mant: i32,
    min_exp: i32,
) -> Stats {
    let mut s = Stats {
        max_ulp: 0.0,
        at_ulp: 0.0,
        max_abs: 0.0,
        n: 0,
    };
    for x in inputs {
        let x = M::input(x);
        let got = M::round(op(x) as f64) as f64;
        let exact = reference(x as f64);
        s.n += 1;
        if got == M::round(exact) as f64 {
            // The correctly rounded result (also where the model flushes
            // or overflows): within half an ulp by definition.
            let u = ((got - exact).abs() / ulp(exact, mant, min_exp)).min(0.5);
            if u > s.max_ulp {
                s.max_ulp = u;
                s.at_ulp = x;
            }
            if got.is_finite() {
                s.max_abs = s.max_abs.max((got - exact).abs());
            }
            continue;
        }
        if !exact.is_finite() || M::round(exact).is_infinite() {
            // Out of the format's range: the result must be the same INF.
            assert_eq!(got, M::round(exact) as f64, "{x}");
            continue;
        }
        let err = (got - exact).abs();
        let u = err / ulp(exact, mant, min_exp);
        if u > s.max_ulp {
            s.max_ulp = u;
            s.at_ulp = x;
        }
        s.max_abs = s.max_abs.max(err);
    }
    s
}

/// A fixed-seed xorshift, so the table is reproducible.
fn uniform(lo: f32, hi: f32, n: usize) -> impl Iterator<Item = f32> {
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    (0..n).map(move |_| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let u = (state >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * u
    })
}

/// Every finite fp16 value in [lo, hi).
fn all_fp16(lo: f32, hi: f32) -> impl Iterator<Item = f32> {
    (0..=u16::MAX)
        .map(|b| half::f16::from_bits(b).to_f32())
        .filter(move |x| x.is_finite() && *x >= lo && *x < hi)
}

/// Every finite float24 value (1 sign, 7 exponent bits biased by 63, 16
/// mantissa bits, no denormals) in [lo, hi), as binary32.
fn all_float24(lo: f32, hi: f32) -> impl Iterator<Item = f32> {
    (0u32..1 << 24)
        .filter_map(|w| {
            let (sign, e, m) = (w >> 23, (w >> 16) & 0x7F, w & 0xFFFF);
            match e {
                0 => Some(if sign == 1 { -0.0 } else { 0.0 }).filter(|_| m == 0),
                127 => None,
                _ => Some(f32::from_bits(sign << 31 | (e + 64) << 23 | m << 7)),
            }
        })
        .filter(move |x| *x >= lo && *x < hi)
}

fn main() {
    let two_pi = std::f32::consts::TAU;
    let ops: [Row; 9] = [
        ("EX2", elementary::ex2, f64::exp2, 0.0, 1.0),
        ("EX2", elementary::ex2, f64::exp2, -150.0, 128.0),
        ("LG2", elementary::lg2, f64::log2, 0.5, 2.0),
        ("LG2", elementary::lg2, f64::log2, 0.0, f32::MAX),
        ("SIN", elementary::sin, f64::sin, 0.0, two_pi),
        ("COS", elementary::cos, f64::cos, 0.0, two_pi),
        ("SIN", elementary::sin, f64::sin, -4096.0, 4096.0),
        ("COS", elementary::cos, f64::cos, -4096.0, 4096.0),
        ("SIN", elementary::sin, f64::sin, -524_288.0, 524_288.0),
    ];
    println!("| op | model | domain | inputs | max error (ulp) | at x | max abs error |");
    println!("|---|---|---|---|---|---|---|");
    for (name, op, reference, lo, hi) in ops {
        let domain = match (lo, hi) {
            (0.0, f32::MAX) => "all x > 0".to_string(),
            (0.0, h) if h == two_pi => "[0, 2 pi)".to_string(),
            _ => format!("[{lo}, {hi})"),
        };
        let row = |model: &str, s: Stats| {
            println!(
                "| {name} | {model} | {domain} | {} | {:.3} | {:e} | {:.3e} |",
                s.n, s.max_ulp, s.at_ulp, s.max_abs
            )
        };
        // fp32: LG2 over its whole domain samples the bit patterns, not
        // the values (log-uniform).
        let s = if name == "LG2" && hi > 2.0 {
            let mut it = uniform(0.0, 1.0, 1_000_000)
                .map(|u| f32::from_bits((u * 0x7F80_0000 as f32) as u32));
            measure::<Ieee>(op, reference, &mut it, 23, -126)
        } else {
            measure::<Ieee>(op, reference, &mut uniform(lo, hi, 1_000_000), 23, -126)
        };
        row("fp32", s);
        row(
            "fp16",
            measure::<Half>(op, reference, &mut all_fp16(lo, hi), 10, -14),
        );
        row(
            "float24",
            measure::<Float24>(op, reference, &mut all_float24(lo, hi), 16, -62),
        );
    }
}
