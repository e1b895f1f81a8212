//! Running one lane instruction for a mask of lanes: operands read per
//! component into arrays of lanes, the op applied by a loop over the lanes
//! whose body is one call of the contract's definition (`shasm_ir::ops`),
//! chosen once per instruction, and the results stored under the masks.

use crate::compile::{Loc, Src, VInst, VKind};
use crate::{LANES, State, W};
use shasm_exec::{
    ModelSel, lean_float24 as f24, lean_ieee as f32x, raw_float_word, relative_index,
};
use shasm_ir::numeric::fp16;
use shasm_ir::ops::float::{self, ComponentOp, DotOp, FloatOp, ScalarOp, VectorOp};
use shasm_ir::ops::{self, Fixed12, Float24, Half, Ieee, IeeeFtz, Model, Scalar};
use shasm_ir::{Opcode, Saturate, Semantics, ZeroTimesInf};

type F = [f32; LANES];

/// One component of a source, raw words (swizzled and modified), per lane.
#[inline(always)]
fn raw(st: &State, env: &[[u32; 4]], s: &Src, c: usize) -> W {
    let comp = s.swizzle[c] as usize;
    match s.loc {
        Loc::Uniform(slot) => {
            let w = env.get(slot).map_or(0, |r| r[comp]);
            [(w & s.clear) ^ s.flip; LANES]
        }
        Loc::Lane(slot) => {
            let r = &st.regs[slot][comp];
            let mut o: W = [0; LANES];
            for l in 0..LANES {
                o[l] = (r[l] & s.clear) ^ s.flip;
            }
            o
        }
        Loc::Relative {
            addr,
            component,
            src,
            env: in_env,
        } => std::array::from_fn(|l| {
            let a = st.regs[addr][component as usize][l] as i32;
            let w = match relative_index(&src, a) {
                Ok(i) => {
                    let slot = (src.slot + i) as usize;
                    if in_env {
                        env[slot][comp]
                    } else {
                        st.regs[slot][comp][l]
                    }
                }
                Err(words) => words[comp],
            };
            (w & s.clear) ^ s.flip
        }),
    }
}

/// Every component of a source, raw words, per lane.
#[inline(always)]
fn quad(st: &State, env: &[[u32; 4]], s: &Src) -> [W; 4] {
    [
        raw(st, env, s, 0),
        raw(st, env, s, 1),
        raw(st, env, s, 2),
        raw(st, env, s, 3),
    ]
}

/// One component of a source as model operands.
#[inline(always)]
fn operand<M: Model>(st: &State, env: &[[u32; 4]], s: &Src, c: usize) -> F {
    let w = raw(st, env, s, c);
    let mut o: F = [0.0; LANES];
    for l in 0..LANES {
        o[l] = M::input(f32::from_bits(w[l]));
    }
    o
}

/// Run `v` for the lanes of `mask` (all of whose lanes were counted
/// against the budget).
pub(crate) fn run(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
    if fast(st, env, sem, v, mask) {
        return;
    }
    match v.model {
        ModelSel::Float24 => run_in::<Float24>(st, env, sem, v, mask),
        ModelSel::IeeeFtz => run_in::<IeeeFtz>(st, env, sem, v, mask),
        ModelSel::Ieee => run_in::<Ieee>(st, env, sem, v, mask),
        ModelSel::Half => run_in::<Half>(st, env, sem, v, mask),
        ModelSel::Fixed => run_in::<Fixed12>(st, env, sem, v, mask),
    }
}

/// Apply `f` to every lane.
macro_rules! lanes {
    (|$l:ident| $e:expr) => {{
        let mut out: W = [0; LANES];
        for $l in 0..LANES {
            out[$l] = $e;
        }
        out
    }};
}

fn run_in<M: Model>(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
    let mut out = [[0u32; LANES]; 4];
    let zero: F = [0.0; LANES];
    let src = |k: usize, c: usize, st: &State| -> F {
        if k < v.nsrc {
            operand::<M>(st, env, &v.src[k], c)
        } else {
            zero
        }
    };
    let rule = sem.zero_times_inf;
    match v.kind {
        VKind::Componentwise => {
            // The compile step took the kind from the interpreter's, which
            // comes from the same closed op sets: an op outside them never
            // gets here, and would write nothing.
            let Ok(cop) = ComponentOp::try_from(v.op) else {
                return;
            };
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = src(0, c, st);
                // DIV divides every component by b.x.
                let b = src(1, if v.op == Opcode::Div { 0 } else { c }, st);
                let cc = src(2, c, st);
                out[c] = componentwise::<M>(sem, rule, cop, &a, &b, &cc);
            }
            store_float(st, v, &mut out, mask);
        }
        VKind::Scalar => {
            let Ok(sop) = ScalarOp::try_from(v.op) else {
                return;
            };
            let a = src(0, 0, st);
            let b = if v.op == Opcode::Pow {
                src(1, 0, st)
            } else {
                zero
            };
            let r = match v.op {
                Opcode::Rcp => lanes!(|l| ops::transcendental::rcp::<M>(a[l]).to_bits()),
                Opcode::Rsq => {
                    lanes!(|l| ops::transcendental::rsq::<M>(sem.rsq, a[l]).to_bits())
                }
                _ => lanes!(
                    |l| float::scalar(&mut Scalar::<M>::new(), sem, sop, a[l], b[l]).to_bits()
                ),
            };
            store_float(st, v, &mut [r; 4], mask);
        }
        VKind::Dot => {
            let a: [F; 4] = std::array::from_fn(|c| src(0, c, st));
            let b: [F; 4] = std::array::from_fn(|c| src(1, c, st));
            let cc: [F; 4] = std::array::from_fn(|c| src(2, c, st));
            let Ok(op) = DotOp::try_from(v.op) else {
                return;
            };
            let r = lanes!(|l| {
                let at = |x: &[F; 4]| [x[0][l], x[1][l], x[2][l], x[3][l]];
                ops::dot::dot::<M>(rule, op, at(&a), at(&b), at(&cc)).to_bits()
            });
            store_float(st, v, &mut [r; 4], mask);
        }
        VKind::Special => {
            let Ok(vop) = VectorOp::try_from(v.op) else {
                return;
            };
            let a: [F; 4] = std::array::from_fn(|c| src(0, c, st));
            let b: [F; 4] = std::array::from_fn(|c| src(1, c, st));
            let cc: [F; 4] = std::array::from_fn(|c| src(2, c, st));
            for l in 0..LANES {
                let at = |x: &[F; 4]| [x[0][l], x[1][l], x[2][l], x[3][l]];
                let r = float::vector(&mut Scalar::<M>::new(), sem, vop, at(&a), at(&b), at(&cc));
                for c in 0..4 {
                    out[c][l] = r[c].to_bits();
                }
            }
            store_float(st, v, &mut out, mask);
        }
        VKind::RawMove => {
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                out[c] = raw(st, env, &v.src[0], c);
            }
            store_raw(st, v, &mut out, mask, false);
        }
        VKind::Select => {
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = raw(st, env, &v.src[0], c);
                let b = raw(st, env, &v.src[1], c);
                let pick: fn(shasm_ir::MinMaxNan, f32, f32) -> f32 = if v.op == Opcode::Max {
                    ops::compare::max
                } else {
                    ops::compare::min
                };
                out[c] = lanes!(
                    |l| pick(sem.min_max, f32::from_bits(a[l]), f32::from_bits(b[l])).to_bits()
                );
            }
            store_raw(st, v, &mut out, mask, false);
        }
        VKind::Setp(cmp) => {
            // PICA200 CMP reads the words as they are ("cmp does not flush
            // input subnormals") and sets both flags.
            let a: [W; 2] = std::array::from_fn(|c| raw(st, env, &v.src[0], c));
            let b: [W; 2] = std::array::from_fn(|c| raw(st, env, &v.src[1], c));
            for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                let flags: [bool; 2] = std::array::from_fn(|i| {
                    cmp[i].eval(f32::from_bits(a[i][l]), f32::from_bits(b[i][l]))
                });
                st.machines[l].set_lane_predicates(flags);
            }
            st.dirty |= mask;
        }
        VKind::Address => {
            let Ok(FloatOp::Address(op)) = FloatOp::try_from(v.op) else {
                return;
            };
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = src(0, c, st);
                out[c] = lanes!(|l| ops::address::clamp(
                    sem.address_range,
                    ops::address::load(op, a[l])
                ) as u32);
            }
            store_raw(st, v, &mut out, mask, true);
        }
    }
}

/// The interpreter's shortcuts for the commonest float24 and binary32 ops
/// (`shasm_exec::lean_float24`, `shasm_exec::lean_ieee`: the same words as
/// the definitions where they apply, checked there against `shasm_ir::ops`),
/// each a branch-free loop over the lanes. Float24 ADD, MUL, MAD, DP3, DP4
/// and DPH whose operands (in the lanes of `mask`) are all in the window
/// that needs no range checks; binary32 DP3, DP4 and DPH whose results are
/// not NaN (a NaN lane is recomputed by the definition). Returns whether it
/// ran `v`.
fn fast(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) -> bool {
    let tame_in = |w: &W| {
        (0..LANES).fold(true, |ok, l| {
            ok & (f24::tame(w[l]) | (mask & (1 << l) == 0))
        })
    };
    match (v.model, v.kind, v.op) {
        (ModelSel::Float24, VKind::Componentwise, Opcode::Add | Opcode::Mul | Opcode::Mad) => {
            let mut out = [[0u32; LANES]; 4];
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = raw(st, env, &v.src[0], c);
                let b = raw(st, env, &v.src[1], c);
                if !(tame_in(&a) && tame_in(&b)) {
                    return false;
                }
                out[c] = match v.op {
                    Opcode::Add => lanes!(|l| f24::add(a[l], b[l])),
                    Opcode::Mul => lanes!(|l| f24::mul(a[l], b[l])),
                    _ => {
                        let cc = raw(st, env, &v.src[2], c);
                        if !tame_in(&cc) {
                            return false;
                        }
                        lanes!(|l| f24::mad(a[l], b[l], cc[l]))
                    }
                };
            }
            store_float(st, v, &mut out, mask);
            true
        }
        (ModelSel::Float24, VKind::Dot, Opcode::Dp3 | Opcode::Dp4 | Opcode::Dph) => {
            let a = quad(st, env, &v.src[0]);
            let b = quad(st, env, &v.src[1]);
            // The components each operand contributes.
            let (na, nb) = match v.op {
                Opcode::Dp3 => (3, 3),
                Opcode::Dph => (3, 4),
                _ => (4, 4),
            };
            if !(a[..na].iter().all(tame_in) && b[..nb].iter().all(tame_in)) {
                return false;
            }
            let at = |x: &[W; 4], l: usize| [x[0][l], x[1][l], x[2][l], x[3][l]];
            let r = match v.op {
                Opcode::Dp3 => lanes!(|l| f24::dot::<3>(at(&a, l), at(&b, l))),
                Opcode::Dph => lanes!(|l| f24::dot::<5>(at(&a, l), at(&b, l))),
                _ => lanes!(|l| f24::dot::<4>(at(&a, l), at(&b, l))),
            };
            store_float(st, v, &mut [r; 4], mask);
            true
        }
        (ModelSel::Ieee, VKind::Dot, Opcode::Dp3 | Opcode::Dp4 | Opcode::Dph) => {
            let a = quad(st, env, &v.src[0]);
            let b = quad(st, env, &v.src[1]);
            let at = |x: &[W; 4], l: usize| [x[0][l], x[1][l], x[2][l], x[3][l]];
            let value: [f32; LANES] = match v.op {
                Opcode::Dp3 => std::array::from_fn(|l| f32x::dot_value::<3>(at(&a, l), at(&b, l))),
                Opcode::Dph => std::array::from_fn(|l| f32x::dot_value::<5>(at(&a, l), at(&b, l))),
                _ => std::array::from_fn(|l| f32x::dot_value::<4>(at(&a, l), at(&b, l))),
            };
            let mut r: W = value.map(f32::to_bits);
            let dot_op = match v.op {
                Opcode::Dp3 => DotOp::Dp3,
                Opcode::Dph => DotOp::Dph,
                _ => DotOp::Dp4,
            };
            if value.iter().any(|x| x.is_nan()) {
                // Which NaN: the definition's.
                let f = |x: &[W; 4], l: usize| at(x, l).map(|w| Ieee::input(f32::from_bits(w)));
                for l in (0..LANES).filter(|&l| value[l].is_nan()) {
                    r[l] = ops::dot::dot::<Ieee>(
                        sem.zero_times_inf,
                        dot_op,
                        f(&a, l),
                        f(&b, l),
                        [0.0; 4],
                    )
                    .to_bits();
                }
            }
            store_float(st, v, &mut [r; 4], mask);
            true
        }
        _ => false,
    }
}

/// A componentwise op over the lanes; the common ones get their own loop.
#[inline(always)]
fn componentwise<M: Model>(
    sem: &Semantics,
    rule: ZeroTimesInf,
    op: ComponentOp,
    a: &F,
    b: &F,
    c: &F,
) -> W {
    use ops::arith;
    match op {
        ComponentOp::Add => lanes!(|l| arith::add::<M>(a[l], b[l]).to_bits()),
        ComponentOp::Mul => lanes!(|l| arith::mul::<M>(rule, a[l], b[l]).to_bits()),
        ComponentOp::Mad => lanes!(|l| arith::mad::<M>(rule, a[l], b[l], c[l]).to_bits()),
        ComponentOp::Mov => lanes!(|l| arith::mov::<M>(a[l]).to_bits()),
        op => lanes!(
            |l| float::componentwise(&mut Scalar::<M>::new(), sem, op, a[l], b[l], c[l]).to_bits()
        ),
    }
}

/// The interpreter's float store (`write_float`): fx12's final clamp,
/// saturation, fp16 rounding of an fp16 register, then the write mask.
fn store_float(st: &mut State, v: &VInst, out: &mut [W; 4], mask: u32) {
    for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
        let o = &mut out[c];
        if v.model == ModelSel::Fixed {
            *o = o.map(|w| ops::fx12::clamp_result(f32::from_bits(w)).to_bits());
        }
        if v.saturate != Saturate::None {
            *o = o.map(|w| ops::arith::saturate(v.saturate, f32::from_bits(w)).to_bits());
        }
        if v.f16 {
            *o = o.map(|w| fp16::round(f32::from_bits(w)).to_bits());
        }
    }
    st.write(v.dst, v.mask, out, mask);
}

/// The interpreter's raw store (`write_raw`): a float word into an fp16
/// register is rounded; float24 keeps no negative zero.
fn store_raw(st: &mut State, v: &VInst, out: &mut [W; 4], mask: u32, int: bool) {
    if !int {
        for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
            let o = &mut out[c];
            if v.f16 {
                *o = o.map(|w| fp16::round(f32::from_bits(w)).to_bits());
            } else {
                *o = o.map(|w| raw_float_word(st.base, w));
            }
        }
    }
    st.write(v.dst, v.mask, out, mask);
}
