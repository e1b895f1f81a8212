//! Prints the accuracy table of docs/transcendentals.md: the maximum error
//! of shasm's EX2, LG2, SIN, COS, RCP, RSQ, POW and the EXP/LOG partial
//! results per numeric model, in units in the last place of the model's
//! format, against f64 libm as the measuring reference (accurate to far
//! below these errors), with the specs' stated bound next to it. Run in
//! release:
//!
//!     cargo run --release -p shasm-ir --example transcendental_accuracy
//!
//! fp32: 10^6 inputs from a fixed-seed generator per domain; fp16: every
//! finite input in the domain; float24: every finite float24 input in the
//! domain (2^24 words). POW, a function of two operands, is sampled in
//! every model (10^6 pairs).

use shasm_ir::LogRule;
use shasm_ir::ops::{Float24, Half, Ieee, Model, transcendental as t};

/// The ops measured, each through its model-generic definition.
#[derive(Clone, Copy)]
enum Op {
    Ex2,
    Lg2,
    Sin,
    Cos,
    Rcp,
    Rsq,
    ExpZ,
    LogZ,
    Pow,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Ex2 => "EX2",
            Op::Lg2 => "LG2",
            Op::Sin => "SIN",
            Op::Cos => "COS",
            Op::Rcp => "RCP",
            Op::Rsq => "RSQ",
            Op::ExpZ => "EXP.z",
            Op::LogZ => "LOG.z",
            Op::Pow => "POW",
        }
    }

    /// The op as the interpreter computes it in model M (operands already
    /// through `M::input`).
    fn eval<M: Model>(self, x: f32, y: f32) -> f32 {
        match self {
            Op::Ex2 => t::ex2::<M>(x),
            Op::Lg2 => t::lg2::<M>(x),
            Op::Sin => t::sin::<M>(x),
            Op::Cos => t::cos::<M>(x),
            Op::Rcp => t::rcp::<M>(x),
            Op::Rsq => t::rsq_signed::<M>(x),
            Op::ExpZ => t::exp::<M>(x)[2],
            Op::LogZ => t::log::<M>(LogRule::Exponent, x)[2],
            Op::Pow => t::pow_exp2log2::<M>(x, y),
        }
    }

    /// The measuring reference.
    fn exact(self, x: f64, y: f64) -> f64 {
        match self {
            Op::Ex2 | Op::ExpZ => x.exp2(),
            Op::Lg2 => x.log2(),
            Op::LogZ => x.abs().log2(),
            Op::Sin => x.sin(),
            Op::Cos => x.cos(),
            Op::Rcp => 1.0 / x,
            Op::Rsq => 1.0 / x.sqrt(),
            Op::Pow => x.powf(y),
        }
    }
}

/// The inputs of a row.
#[derive(Clone, Copy)]
enum Domain {
    /// [lo, hi).
    Range(f32, f32),
    /// Every finite x > 0.
    Positive,
    /// Every finite x.
    All,
    /// POW: a in [1/256, 256), b in [-8, 8).
    Pairs,
}

impl Domain {
    fn name(self) -> String {
        match self {
            Domain::Range(lo, hi) if hi == std::f32::consts::TAU => format!("[{lo}, 2 pi)"),
            Domain::Range(lo, hi) => format!("[{lo}, {hi})"),
            Domain::Positive => "all x > 0".into(),
            Domain::All => "all x".into(),
            Domain::Pairs => "a in [2^-8, 2^8), b in [-8, 8)".into(),
        }
    }

    fn contains(self, x: f32) -> bool {
        match self {
            Domain::Range(lo, hi) => x >= lo && x < hi,
            Domain::Positive => x > 0.0 && x.is_finite(),
            Domain::All | Domain::Pairs => x.is_finite(),
        }
    }
}

/// A spec's stated bound: |error| < 2^-bits over the row's domain.
struct Bound {
    log2: i32,
    specs: &'static str,
}

/// The unit in the last place at `v` of a format with `mant` explicit
/// mantissa bits and `min_exp` its smallest normal exponent (denormals, or
/// float24's flush, use the ulp of the smallest binade).
fn ulp(v: f64, mant: i32, min_exp: i32) -> f64 {
    let a = v.abs();
    let e = if a == 0.0 {
        min_exp
    } else {
        (((a.to_bits() >> 52) & 0x7FF) as i32 - 1023).max(min_exp)
    };
    2f64.powi(e - mant)
}

#[derive(Default)]
struct Stats {
    max_ulp: f64,
    at: (f32, f32),
    max_abs: f64,
    n: u64,
}

fn measure<M: Model>(
    op: Op,
    inputs: &mut dyn Iterator<Item = (f32, f32)>,
    (mant, min_exp): (i32, i32),
) -> Stats {
    let mut s = Stats::default();
    for (x, y) in inputs {
        let (x, y) = (M::input(x), M::input(y));
        let got = op.eval::<M>(x, y) as f64;
        let exact = op.exact(x as f64, y as f64);
        s.n += 1;
        let want = M::round(exact) as f64;
        if exact.is_nan() || want.is_infinite() || got.is_infinite() {
            // Outside the format's range (or NaN): compared as values, no
            // error measured. The specs' rules say which INF; an
            // approximation at the overflow threshold may land on either
            // side of it.
            continue;
        }
        let err = (got - exact).abs();
        let u = if got == want {
            // The correctly rounded result: at most half an ulp by
            // definition (also where the model flushes).
            (err / ulp(exact, mant, min_exp)).min(0.5)
        } else {
            err / ulp(exact, mant, min_exp)
        };
        if u > s.max_ulp {
            s.max_ulp = u;
            s.at = (x, y);
        }
        s.max_abs = s.max_abs.max(err);
    }
    s
}

/// A fixed-seed xorshift, so the table is reproducible.
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
    fn word(&mut self) -> u32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 32) as u32
    }
}

/// 10^6 fp32 inputs of the domain: uniform in a range, uniform in the bit
/// patterns over all positive or all values.
fn fp32_inputs(d: Domain) -> Vec<(f32, f32)> {
    let mut r = Rng(0x2545_F491_4F6C_DD1D);
    let mut v = Vec::with_capacity(1_000_000);
    while v.len() < 1_000_000 {
        let x = match d {
            Domain::Range(lo, hi) => lo + (hi - lo) * r.unit(),
            Domain::Positive => f32::from_bits(r.word() % 0x7F80_0000),
            Domain::All => f32::from_bits(r.word()),
            Domain::Pairs => {
                let a = (16.0 * r.unit() - 8.0).exp2();
                let b = 16.0 * r.unit() - 8.0;
                v.push((a, b));
                continue;
            }
        };
        if d.contains(x) {
            v.push((x, 0.0));
        }
    }
    v
}

/// Every finite fp16 value of the domain.
fn fp16_inputs(d: Domain) -> Vec<(f32, f32)> {
    if let Domain::Pairs = d {
        let to = |x: f32| half::f16::from_f32(x).to_f32();
        return fp32_inputs(d)
            .into_iter()
            .map(|(a, b)| (to(a), to(b)))
            .collect();
    }
    (0..=u16::MAX)
        .map(|b| half::f16::from_bits(b).to_f32())
        .filter(|x| d.contains(*x))
        .map(|x| (x, 0.0))
        .collect()
}

/// A float24 word (1 sign, 7 exponent bits biased by 63, 16 mantissa bits,
/// no denormals) as binary32; None for INF and NaN.
fn float24(w: u32) -> Option<f32> {
    let (sign, e, m) = (w >> 23, (w >> 16) & 0x7F, w & 0xFFFF);
    match e {
        0 => Some(0.0).filter(|_| m == 0 && sign == 0),
        127 => None,
        _ => Some(f32::from_bits(sign << 31 | (e + 64) << 23 | m << 7)),
    }
}

/// Every finite float24 value of the domain.
fn float24_inputs(d: Domain) -> Box<dyn Iterator<Item = (f32, f32)>> {
    if let Domain::Pairs = d {
        let to = |x: f32| Float24::round(x as f64);
        return Box::new(fp32_inputs(d).into_iter().map(move |(a, b)| (to(a), to(b))));
    }
    Box::new(
        (0u32..1 << 24)
            .filter_map(float24)
            .filter(move |x| d.contains(*x))
            .map(|x| (x, 0.0)),
    )
}

fn main() {
    use Domain::*;
    let tau = std::f32::consts::TAU;
    let b22 = |specs| Some(Bound { log2: -22, specs });
    let b11 = |specs| Some(Bound { log2: -11, specs });
    let rows: Vec<(Op, Domain, Option<Bound>)> = vec![
        (
            Op::Ex2,
            Range(0.0, 1.0),
            b22("NV_vertex_program2 §2.14.3.13, NV_fragment_program §3.11.5.8"),
        ),
        (Op::Ex2, All, None),
        (Op::Lg2, Range(0.25, 4.0), b22("§2.14.3.17, §3.11.5.12")),
        (Op::Lg2, Positive, None),
        (Op::Sin, Range(0.0, tau), b22("§2.14.3.33, §3.11.5.32")),
        (Op::Cos, Range(0.0, tau), b22("§2.14.3.8, §3.11.5.2")),
        (Op::Sin, All, None),
        (Op::Cos, All, None),
        (Op::Rcp, Range(1.0, 2.0), b22("§2.14.3.26, §3.11.5.25")),
        (Op::Rcp, All, None),
        (Op::Rsq, Range(1.0, 4.0), b22("§2.14.3.28, §3.11.5.27")),
        (Op::Rsq, Positive, None),
        (
            Op::ExpZ,
            Range(0.0, 1.0),
            b11("§2.14.3.14, ARB_vertex_program EXP"),
        ),
        (
            Op::LogZ,
            Positive,
            b11("§2.14.3.19, ARB_vertex_program LOG"),
        ),
        (Op::Pow, Pairs, None),
    ];
    println!(
        "| op | model | domain | inputs | max error (ulp) | at x | max abs error | spec bound (fp32) |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (op, domain, bound) in rows {
        let print = |model: &str, s: Stats, bound: &str| {
            let at = match op {
                Op::Pow => format!("{:e}, {:e}", s.at.0, s.at.1),
                _ => format!("{:e}", s.at.0),
            };
            println!(
                "| {} | {model} | {} | {} | {:.3} | {at} | {:.3e} | {bound} |",
                op.name(),
                domain.name(),
                s.n,
                s.max_ulp,
                s.max_abs
            )
        };
        let s = measure::<Ieee>(op, &mut fp32_inputs(domain).into_iter(), (23, -126));
        let text = match &bound {
            Some(b) => {
                let met = s.max_abs < 2f64.powi(b.log2);
                format!(
                    "< 2^{} ({}): {}",
                    b.log2,
                    b.specs,
                    if met { "met" } else { "NOT met" }
                )
            }
            None => "none stated".into(),
        };
        print("fp32", s, &text);
        let s = measure::<Half>(op, &mut fp16_inputs(domain).into_iter(), (10, -14));
        print("fp16", s, "");
        let s = measure::<Float24>(op, &mut float24_inputs(domain), (16, -62));
        print("float24", s, "");
    }
}
