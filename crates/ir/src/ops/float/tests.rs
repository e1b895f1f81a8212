//! The compositions in the scalar instance against the definitions they
//! replace (`old_definitions.rs`, verbatim from commit 83f2e00): the same
//! bits for every float op, every model and every rule switch, over edge
//! values (±0, ±INF, NaN payloads, denormals, the float24, fp16 and fx12
//! limits, ties).

use super::old_definitions as old;
use super::*;
use crate::ops::emit::Scalar;
use crate::ops::{Fixed12, Float24, Half, Ieee, IeeeFtz, Model};
use crate::{LitRule, LogRule, MinMaxNan, PowRule, RsqInput, SetOnNan, ZeroTimesInf};

/// The old dispatch (`ops/eval.rs` before the compositions).
fn old_eval<M: Model>(
    sem: &Semantics,
    op: FloatOp,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> [f32; 4] {
    let rule = sem.zero_times_inf;
    let code = op.opcode();
    match op {
        FloatOp::Component(_) => std::array::from_fn(|i| {
            let (a, b, c) = (a[i], b[i], c[i]);
            match code {
                Opcode::Add => old::arith::add::<M>(a, b),
                Opcode::Sub => old::arith::sub::<M>(a, b),
                Opcode::Mul => old::arith::mul::<M>(rule, a, b),
                Opcode::Mad => old::arith::mad::<M>(rule, a, b, c),
                Opcode::Lrp => old::arith::lrp::<M>(rule, a, b, c),
                Opcode::Lerp => old::arith::lerp::<M>(rule, a, b, c),
                Opcode::Cnd => old::compare::cnd(a, b, c),
                Opcode::Cnd0 => old::compare::cnd0(a, b, c),
                Opcode::Cmp => old::compare::cmp(a, b, c),
                Opcode::Min => old::compare::min(sem.min_max, a, b),
                Opcode::Max => old::compare::max(sem.min_max, a, b),
                Opcode::Slt
                | Opcode::Sge
                | Opcode::Seq
                | Opcode::Sgt
                | Opcode::Sle
                | Opcode::Sne
                | Opcode::Sfl
                | Opcode::Str => old::compare::set_on(sem.set_on_nan, code, a, b),
                Opcode::Flr => old::arith::flr::<M>(a),
                Opcode::Frc if sem.frc_below_one => old::arith::frc_below_one::<M>(a),
                Opcode::Frc => old::arith::frc::<M>(a),
                Opcode::Ceil => old::arith::ceil::<M>(a),
                Opcode::Trunc => old::arith::trunc::<M>(a),
                Opcode::Round => old::arith::round::<M>(a),
                Opcode::Ssg => old::arith::ssg(a),
                Opcode::Abs => old::arith::abs::<M>(a),
                Opcode::Mov => old::arith::mov::<M>(a),
                Opcode::Div => old::arith::div::<M>(a, b),
                _ => unreachable!(),
            }
        }),
        FloatOp::Scalar(_) => {
            let (a, b) = (a[0], b[0]);
            [match code {
                Opcode::Rcp => old::transcendental::rcp::<M>(a),
                Opcode::Rcc => old::transcendental::rcc::<M>(a),
                Opcode::Rsq => old::transcendental::rsq::<M>(sem.rsq, a),
                Opcode::Ex2 => old::transcendental::ex2::<M>(a),
                Opcode::Lg2 => old::transcendental::lg2::<M>(a),
                Opcode::Cos => old::transcendental::cos::<M>(a),
                Opcode::Sin => old::transcendental::sin::<M>(a),
                Opcode::Pow => old::transcendental::pow::<M>(sem.pow, a, b),
                _ => unreachable!(),
            }; 4]
        }
        FloatOp::Dot(_) => [old::dot::dot_steps::<M>(rule, code, a, b, c); 4],
        FloatOp::Vector(_) => match code {
            Opcode::Exp => old::transcendental::exp::<M>(a[0]),
            Opcode::Log => old::transcendental::log::<M>(sem.log, a[0]),
            Opcode::Lit => old::transcendental::lit::<M>(sem, a),
            Opcode::Dst => old::dot::dst::<M>(rule, a, b),
            Opcode::X2d => old::dot::x2d::<M>(rule, a, b, c),
            Opcode::Rfl => old::dot::rfl::<M>(rule, a, b),
            Opcode::Xpd => old::dot::xpd::<M>(rule, a, b),
            Opcode::Scs => [
                old::transcendental::cos::<M>(a[0]),
                old::transcendental::sin::<M>(a[0]),
                0.0,
                0.0,
            ],
            Opcode::Nrm => old::dot::nrm::<M>(sem, a),
            _ => unreachable!(),
        },
        FloatOp::Address(_) => a.map(|x| {
            f32::from_bits(
                old::address::clamp(sem.address_range, old::address::load(code, x)) as u32,
            )
        }),
    }
}

/// The compositions through the scalar instance.
fn new_eval<M: Model>(
    sem: &Semantics,
    op: FloatOp,
    a: [f32; 4],
    b: [f32; 4],
    c: [f32; 4],
) -> [f32; 4] {
    let e = &mut Scalar::<M>::new();
    match op {
        FloatOp::Component(op) => {
            std::array::from_fn(|i| componentwise(e, sem, op, a[i], b[i], c[i]))
        }
        FloatOp::Scalar(op) => [scalar(e, sem, op, a[0], b[0]); 4],
        FloatOp::Dot(op) => [dot(e, sem, op, a, b, c); 4],
        FloatOp::Vector(op) => vector(e, sem, op, a, b, c),
        FloatOp::Address(op) => a.map(|x| {
            let v = address::load(e, op, x);
            f32::from_bits(address::clamp(e, sem.address_range, v))
        }),
    }
}

/// Words around every edge the models and ops have.
fn edge_words() -> Vec<u32> {
    let mut w: Vec<u32> = vec![
        0,
        0x8000_0000, // ±0
        0x7F80_0000,
        0xFF80_0000, // ±INF
        0x7FC0_0000,
        0xFFC0_0000,
        0x7F80_0001,
        0x7FC0_1234,
        0xFFFF_FFFF, // NaNs
        1,
        0x8000_0001,
        0x007F_FFFF,
        0x807F_FFFF,
        0x0040_0000, // denormals
        0x0080_0000,
        0x8080_0000, // 2^-126
        0x2080_0000,
        0xA080_0000,            // 2^-62, float24's smallest normal
        (64 << 23) | 0x7F_FF00, // float24's largest subnormal
        0x1F80_0000,            // 2^-64
        0x5F80_0000,
        0xDF80_0000, // 2^64
        0x5F7F_FF80, // float24's largest finite
        0x5F7F_FFFF,
        0x7F7F_FFFF,
        0xFF7F_FFFF, // f32::MAX
        0x3380_0000, // 2^-24, fp16's smallest denormal
        0x477F_E000,
        0x477F_F000,
        0xC77F_F000, // 65504, 65520
        0x3F80_0080, // 1 + 2^-16
        0x3F80_0001,
        0x3F7F_FFFF, // 1 ± ulp
        0x46B2_B872, // the RSQ double-rounding case
        0x4B7F_FFFF,
        0x4B80_0001, // 2^24 ± 1
        0xB080_0000, // -2^-30
        0x42FF_FFFF,
        0x4300_0000,
        0xC300_0000, // 128 - ulp, ±128
    ];
    for x in [
        0.5f32,
        -0.5,
        1.0,
        -1.0,
        1.5,
        -1.5,
        2.0,
        2.5,
        -2.5,
        3.0,
        -3.0,
        0.25,
        -0.75,
        0.1,
        1.0 / 3.0,
        2047.0 / 1024.0,
        -2.0,
        3.5,
        7.0,
        -12.0,
        100.0,
        1e-30,
        -1e-30,
        1e30,
        1e-40,
        std::f32::consts::PI,
        1e6,
        -1e6,
        600.5,
        -600.5,
        1e9,
        16_777_215.0,
        16_777_218.0,
        200.0,
        -200.0,
        0.75,
        4.0,
        1048576.0,
        8.0,
    ] {
        w.push(x.to_bits());
    }
    w
}

/// The same bits, or two NaNs: Rust leaves the payload and quietness of a
/// NaN produced by arithmetic open (RFC 3514), so an f32 -> f64 -> f32
/// trip may or may not quiet a signalling NaN; selections and moves keep
/// payloads exactly (tested in `arith.rs` and `compare.rs`).
fn same(a: f32, b: f32) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

/// Every switch setting, varied one at a time from each ISA's semantics
/// (the ISAs' own semantics first).
fn semantics_variants() -> Vec<Semantics> {
    let mut out = BASES.to_vec();
    for base in BASES {
        for z in [ZeroTimesInf::Nan, ZeroTimesInf::Zero] {
            out.push(Semantics {
                zero_times_inf: z,
                ..base
            });
        }
        for m in [
            MinMaxNan::Propagate,
            MinMaxNan::Number,
            MinMaxNan::SecondIfUnordered,
            MinMaxNan::Ternary,
            MinMaxNan::GreaterTest,
        ] {
            out.push(Semantics { min_max: m, ..base });
        }
        for s in [SetOnNan::Compare, SetOnNan::Nan] {
            out.push(Semantics {
                set_on_nan: s,
                ..base
            });
        }
        for r in [
            RsqInput::Absolute,
            RsqInput::Signed,
            RsqInput::SignedRootRounded,
        ] {
            out.push(Semantics { rsq: r, ..base });
        }
        for p in [PowRule::Libm, PowRule::Exp2Log2] {
            for l in [LitRule::Tgsi, LitRule::NvVertex, LitRule::NvFragment] {
                out.push(Semantics {
                    pow: p,
                    lit: l,
                    ..base
                });
            }
        }
        for l in [LogRule::Formula, LogRule::Exponent] {
            out.push(Semantics { log: l, ..base });
        }
        out.push(Semantics {
            frc_below_one: !base.frc_below_one,
            ..base
        });
        out.push(Semantics {
            address_range: Some((-512, 511)),
            ..base
        });
    }
    out
}

const BASES: [Semantics; 7] = [
    Semantics::tgsi(),
    Semantics::nv_vertex(),
    Semantics::nv_fragment(),
    Semantics::pica(),
    Semantics::pica_f32(),
    Semantics::arb_vertex(),
    Semantics::arb_fragment(),
];

fn check_model<M: Model>() {
    let words = edge_words();
    let n = words.len();
    let sems = semantics_variants();
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for op in FloatOp::ALL {
        for (k, sem) in sems.iter().enumerate() {
            // Under the ISAs' semantics every pair of edge values in the
            // first two components (random edge values in the others and
            // in c); under the variants, every fifth pair.
            let step = if k < BASES.len() { 1 } else { 5 };
            for i in 0..n {
                for j in (i % step..n).step_by(step) {
                    let pick = |r: u64| M::input(f32::from_bits(words[(r % n as u64) as usize]));
                    let a = [
                        M::input(f32::from_bits(words[i])),
                        pick(next()),
                        pick(next()),
                        pick(next()),
                    ];
                    let b = [
                        M::input(f32::from_bits(words[j])),
                        pick(next()),
                        pick(next()),
                        pick(next()),
                    ];
                    let c = [pick(next()), pick(next()), pick(next()), pick(next())];
                    let want = old_eval::<M>(sem, op, a, b, c);
                    let have = new_eval::<M>(sem, op, a, b, c);
                    for k in 0..4 {
                        assert!(
                            same(want[k], have[k]),
                            "{} {op:?} {sem:?}\n a={a:?} b={b:?} c={c:?}: component {k}: \
                             old {:#x}, new {:#x}",
                            M::NAME,
                            want[k].to_bits(),
                            have[k].to_bits()
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn scalar_instance_matches_the_old_definitions_in_fp32() {
    check_model::<Ieee>();
}

#[test]
fn scalar_instance_matches_the_old_definitions_in_fp32_without_denormals() {
    check_model::<IeeeFtz>();
}

#[test]
fn scalar_instance_matches_the_old_definitions_in_float24() {
    check_model::<Float24>();
}

#[test]
fn scalar_instance_matches_the_old_definitions_in_fp16() {
    check_model::<Half>();
}

#[test]
fn scalar_instance_matches_the_old_definitions_in_fx12() {
    check_model::<Fixed12>();
}

#[test]
fn the_litp_and_address_compositions_match_the_old_ones() {
    let words = edge_words();
    for rule in [
        MinMaxNan::Propagate,
        MinMaxNan::Number,
        MinMaxNan::SecondIfUnordered,
        MinMaxNan::Ternary,
        MinMaxNan::GreaterTest,
    ] {
        for w in words.chunks(4).filter(|w| w.len() == 4) {
            let a = [0, 1, 2, 3].map(|i| f32::from_bits(w[i]));
            let (ov, of) = old::transcendental::litp(rule, a);
            let (nv, nf) = transcendental::litp(&mut Scalar::<Ieee>::new(), rule, a);
            assert_eq!(ov.map(f32::to_bits), nv.map(f32::to_bits), "{a:?}");
            assert_eq!(of, nf);
        }
    }
    let ints = [
        0,
        1,
        -1,
        5,
        -600,
        i32::MAX,
        i32::MIN,
        i32::MAX - 1,
        i32::MIN + 1,
        511,
        512,
    ];
    for &x in &ints {
        for &y in &ints {
            let a = [x, y, y, x];
            let new = address::ara(&mut Scalar::<Ieee>::new(), a.map(|v| v as u32));
            assert_eq!(old::address::ara(a), new.map(|v| v as i32), "{a:?}");
        }
    }
}

#[test]
fn every_float_op_converts_both_ways_and_every_float_opcode_has_a_composition() {
    for op in FloatOp::ALL {
        assert_eq!(FloatOp::try_from(op.opcode()), Ok(op));
    }
    // The opcodes of the float shapes (except the ones with their own
    // definitions: packs, SWZ, SETP, LITP) all have a FloatOp, and the
    // shape agrees.
    for info in crate::OP_TABLE {
        let op = info.opcode;
        let want = match op.shape() {
            crate::Shape::Componentwise if !op.is_integer_only() && op != Opcode::I2f => true,
            crate::Shape::Scalar | crate::Shape::Dot => true,
            crate::Shape::Special => !matches!(
                op,
                Opcode::Swz
                    | Opcode::Setp
                    | Opcode::Litp
                    | Opcode::Pk2h
                    | Opcode::Pk2us
                    | Opcode::Pk4b
                    | Opcode::Pk4ub
                    | Opcode::Up2h
                    | Opcode::Up2us
                    | Opcode::Up4b
                    | Opcode::Up4ub
            ),
            _ => false,
        };
        let got = FloatOp::try_from(op);
        match got {
            Ok(FloatOp::Address(_)) => assert_eq!(op.shape(), crate::Shape::Address),
            Ok(f) => {
                assert!(want, "{op:?} has no float shape but converts to {f:?}");
                let shape_matches = matches!(
                    (f, op.shape()),
                    (FloatOp::Component(_), crate::Shape::Componentwise)
                        | (FloatOp::Scalar(_), crate::Shape::Scalar)
                        | (FloatOp::Dot(_), crate::Shape::Dot)
                        | (FloatOp::Vector(_), crate::Shape::Special)
                );
                assert!(shape_matches, "{op:?}: {f:?} vs {:?}", op.shape());
            }
            Err(_) => assert!(!want, "{op:?} has no composition"),
        }
    }
}

/// A second instance of the contract, as a SIMD engine would write it: every
/// value is four lanes, every primitive the scalar instance's lane by lane.
/// The compositions cannot branch on values (a condition is opaque to
/// them), so each lane must give the scalar instance's bits.
mod lanes {
    use crate::ZeroTimesInf;
    use crate::ops::Model;
    use crate::ops::emit::{Emit, Scalar};

    pub struct Lanes<M: Model>(pub Scalar<M>);

    type V = [f32; 4];
    type W = [u32; 4];
    type C = [bool; 4];

    macro_rules! lanewise {
        ($s:ident, $f:ident, $($a:ident),*) => {
            std::array::from_fn(|i| $s.0.$f($($a[i]),*))
        };
    }

    impl<M: Model> Emit for Lanes<M> {
        type F = V;
        type I = W;
        type B = C;
        fn float(&mut self, x: f32) -> V {
            [x; 4]
        }
        fn int(&mut self, x: u32) -> W {
            [x; 4]
        }
        fn input(&mut self, x: V) -> V {
            lanewise!(self, input, x)
        }
        fn round(&mut self, x: V) -> V {
            lanewise!(self, round, x)
        }
        fn add(&mut self, a: V, b: V) -> V {
            lanewise!(self, add, a, b)
        }
        fn sub(&mut self, a: V, b: V) -> V {
            lanewise!(self, sub, a, b)
        }
        fn mul(&mut self, rule: ZeroTimesInf, a: V, b: V) -> V {
            std::array::from_fn(|i| self.0.mul(rule, a[i], b[i]))
        }
        fn div(&mut self, a: V, b: V) -> V {
            lanewise!(self, div, a, b)
        }
        fn sqrt(&mut self, a: V) -> V {
            lanewise!(self, sqrt, a)
        }
        fn rsq(&mut self, a: V) -> V {
            lanewise!(self, rsq, a)
        }
        fn mul32(&mut self, a: V, b: V) -> V {
            lanewise!(self, mul32, a, b)
        }
        fn div32(&mut self, a: V, b: V) -> V {
            lanewise!(self, div32, a, b)
        }
        fn floor(&mut self, a: V) -> V {
            lanewise!(self, floor, a)
        }
        fn ceil(&mut self, a: V) -> V {
            lanewise!(self, ceil, a)
        }
        fn trunc(&mut self, a: V) -> V {
            lanewise!(self, trunc, a)
        }
        fn round_even(&mut self, a: V) -> V {
            lanewise!(self, round_even, a)
        }
        fn ex2(&mut self, a: V) -> V {
            lanewise!(self, ex2, a)
        }
        fn lg2(&mut self, a: V) -> V {
            lanewise!(self, lg2, a)
        }
        fn sin(&mut self, a: V) -> V {
            lanewise!(self, sin, a)
        }
        fn cos(&mut self, a: V) -> V {
            lanewise!(self, cos, a)
        }
        fn abs(&mut self, a: V) -> V {
            lanewise!(self, abs, a)
        }
        fn neg(&mut self, a: V) -> V {
            lanewise!(self, neg, a)
        }
        fn lt(&mut self, a: V, b: V) -> C {
            lanewise!(self, lt, a, b)
        }
        fn le(&mut self, a: V, b: V) -> C {
            lanewise!(self, le, a, b)
        }
        fn eq(&mut self, a: V, b: V) -> C {
            lanewise!(self, eq, a, b)
        }
        fn ne(&mut self, a: V, b: V) -> C {
            lanewise!(self, ne, a, b)
        }
        fn gt(&mut self, a: V, b: V) -> C {
            lanewise!(self, gt, a, b)
        }
        fn ge(&mut self, a: V, b: V) -> C {
            lanewise!(self, ge, a, b)
        }
        fn is_nan(&mut self, a: V) -> C {
            lanewise!(self, is_nan, a)
        }
        fn select(&mut self, c: C, a: V, b: V) -> V {
            lanewise!(self, select, c, a, b)
        }
        fn select_int(&mut self, c: C, a: W, b: W) -> W {
            lanewise!(self, select_int, c, a, b)
        }
        fn cond(&mut self, c: bool) -> C {
            [c; 4]
        }
        fn and(&mut self, a: C, b: C) -> C {
            lanewise!(self, and, a, b)
        }
        fn or(&mut self, a: C, b: C) -> C {
            lanewise!(self, or, a, b)
        }
        fn not(&mut self, a: C) -> C {
            lanewise!(self, not, a)
        }
        fn float_to_bits(&mut self, a: V) -> W {
            lanewise!(self, float_to_bits, a)
        }
        fn bits_to_float(&mut self, a: W) -> V {
            lanewise!(self, bits_to_float, a)
        }
        fn iadd(&mut self, a: W, b: W) -> W {
            lanewise!(self, iadd, a, b)
        }
        fn isub(&mut self, a: W, b: W) -> W {
            lanewise!(self, isub, a, b)
        }
        fn iand(&mut self, a: W, b: W) -> W {
            lanewise!(self, iand, a, b)
        }
        fn ior(&mut self, a: W, b: W) -> W {
            lanewise!(self, ior, a, b)
        }
        fn ixor(&mut self, a: W, b: W) -> W {
            lanewise!(self, ixor, a, b)
        }
        fn shl(&mut self, a: W, n: u32) -> W {
            std::array::from_fn(|i| self.0.shl(a[i], n))
        }
        fn shr(&mut self, a: W, n: u32) -> W {
            std::array::from_fn(|i| self.0.shr(a[i], n))
        }
        fn ieq(&mut self, a: W, b: W) -> C {
            lanewise!(self, ieq, a, b)
        }
        fn ilt(&mut self, a: W, b: W) -> C {
            lanewise!(self, ilt, a, b)
        }
        fn ult(&mut self, a: W, b: W) -> C {
            lanewise!(self, ult, a, b)
        }
        fn float_to_int(&mut self, a: V) -> W {
            lanewise!(self, float_to_int, a)
        }
        fn int_to_float(&mut self, a: W) -> V {
            lanewise!(self, int_to_float, a)
        }
    }
}

/// The compositions instantiated with a four-lane emitter give, lane by
/// lane, the scalar instance's bits: four different invocations per value.
// Lanes and components index several arrays at once.
#[allow(clippy::needless_range_loop)]
fn check_lanes<M: Model>() {
    let words = edge_words();
    let n = words.len();
    let e = &mut lanes::Lanes::<M>(Scalar::new());
    for sem in BASES {
        for op in FloatOp::ALL {
            for k in 0..n {
                // Lane l of operand j reads edge value (k + 7 l + 13 j) mod n.
                let v =
                    |j: usize, l: usize| M::input(f32::from_bits(words[(k + 7 * l + 13 * j) % n]));
                let arg = |j: usize| -> [[f32; 4]; 4] {
                    std::array::from_fn(|comp| std::array::from_fn(|l| v(j + comp, l)))
                };
                // arg(j)[component][lane]; the scalar side reads lane l.
                let (a, b, c) = (arg(0), arg(5), arg(11));
                let lane = |x: &[[f32; 4]; 4], l: usize| -> [f32; 4] {
                    std::array::from_fn(|comp| x[comp][l])
                };
                let have: [[f32; 4]; 4] = match op {
                    FloatOp::Component(o) => std::array::from_fn(|comp| {
                        componentwise(e, &sem, o, a[comp], b[comp], c[comp])
                    }),
                    FloatOp::Scalar(o) => [scalar(e, &sem, o, a[0], b[0]); 4],
                    FloatOp::Dot(o) => [dot(e, &sem, o, a, b, c); 4],
                    FloatOp::Vector(o) => vector(e, &sem, o, a, b, c),
                    FloatOp::Address(o) => std::array::from_fn(|comp| {
                        let w = address::load(e, o, a[comp]);
                        let w = address::clamp(e, sem.address_range, w);
                        w.map(f32::from_bits)
                    }),
                };
                for l in 0..4 {
                    let want = new_eval::<M>(&sem, op, lane(&a, l), lane(&b, l), lane(&c, l));
                    for comp in 0..4 {
                        assert_eq!(
                            have[comp][l].to_bits(),
                            want[comp].to_bits(),
                            "{} {op:?} lane {l} component {comp}",
                            M::NAME
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_four_lane_instance_matches_the_scalar_one() {
    check_lanes::<Ieee>();
    check_lanes::<IeeeFtz>();
    check_lanes::<Float24>();
    check_lanes::<Half>();
    check_lanes::<Fixed12>();
}
