//! Running one lane instruction for a mask of lanes: operands read per
//! component into arrays of lanes, the op applied by a loop over the lanes
//! whose body is one call of the contract's definition (`shasm_ir::ops`),
//! chosen once per instruction, and the results stored under the masks.

use crate::compile::{Loc, Src, VInst, VKind};
use crate::emit::{Float24Fma, Fv, LaneEmit, LaneModel};
use crate::state::State;
use crate::{LANES, W};
use shasm_exec::{ModelSel, raw_float_word, relative_index};
use shasm_ir::numeric::fp16;
use shasm_ir::ops::emit::{Emit, Scalar};
use shasm_ir::ops::float::{self, ComponentOp, DotOp, FloatOp, ScalarOp, arith};
use shasm_ir::ops::{self, Fixed12, Float24, Half, Ieee, IeeeFtz};
use shasm_ir::{Opcode, Saturate, Semantics};

/// One component of a source, raw words (swizzled and modified), per lane.
#[inline(always)]
pub(crate) fn raw(st: &State, env: &[[u32; 4]], s: &Src, c: usize) -> W {
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
        } => {
            let mut o: W = [0; LANES];
            for l in 0..LANES {
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
                o[l] = (w & s.clear) ^ s.flip;
            }
            o
        }
    }
}

/// One component of a source as model operands (the contract's operand
/// conversion, `Emit::input`): a uniform is read and converted once and
/// the value given to every lane; a lane register is read, modified and
/// converted in one pass over the lanes.
#[inline(always)]
fn operand<M: LaneModel>(st: &State, env: &[[u32; 4]], s: &Src, c: usize) -> Fv {
    let comp = s.swizzle[c] as usize;
    match s.loc {
        Loc::Uniform(slot) => {
            let w = env.get(slot).map_or(0, |r| r[comp]);
            // The scalar instance of the same primitive the lanes use.
            let x = Scalar::<M>::new().input(f32::from_bits((w & s.clear) ^ s.flip));
            [x; LANES]
        }
        Loc::Lane(slot) => {
            let r = &st.regs[slot][comp];
            let mut o: Fv = [0.0; LANES];
            for l in 0..LANES {
                o[l] = M::input(f32::from_bits((r[l] & s.clear) ^ s.flip));
            }
            o
        }
        Loc::Relative { .. } => LaneEmit::<M>::new().input(floats(&raw(st, env, s, c))),
    }
}

/// How a kernel runs one lane instruction: [`run`] compiled for the
/// widest vector instructions the host has ([`runner`]).
pub(crate) type Runner = fn(&mut State, &[[u32; 4]], &Semantics, &VInst, u32);

/// [`run`] for this host. The lane loops are plain Rust; compiled for the
/// baseline x86-64 (SSE2: two f64 per instruction, no 64-bit compares)
/// float24's f64 lanes gain little over scalar code, so where the host
/// has AVX2 or AVX-512 (with FMA) the same code is compiled again for
/// them and chosen at run time, float24 then in binary32 lanes with
/// error-free transformations (`emit::Float24Fma`). The words are the
/// same: these instructions round as SSE2 does, and no result is a fused
/// multiply-add (FMA only computes a product's exact error).
pub(crate) fn runner() -> Runner {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("avx512dq")
            && std::arch::is_x86_feature_detected!("avx512vl")
            && std::arch::is_x86_feature_detected!("avx512bw")
            && std::arch::is_x86_feature_detected!("fma")
        {
            return wide::run_avx512;
        }
        if std::arch::is_x86_feature_detected!("avx2") && std::arch::is_x86_feature_detected!("fma")
        {
            return wide::run_avx2;
        }
    }
    run
}

#[cfg(target_arch = "x86_64")]
mod wide {
    use super::*;

    #[target_feature(enable = "avx512f,avx512dq,avx512vl,avx512bw,avx2,fma")]
    fn avx512(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
        run_body::<true>(st, env, sem, v, mask);
    }

    #[target_feature(enable = "avx2,fma")]
    fn avx2(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
        run_body::<true>(st, env, sem, v, mask);
    }

    pub(crate) fn run_avx512(
        st: &mut State,
        env: &[[u32; 4]],
        sem: &Semantics,
        v: &VInst,
        mask: u32,
    ) {
        // SAFETY: `runner` returns this function only where the host has
        // these features.
        unsafe { avx512(st, env, sem, v, mask) }
    }

    pub(crate) fn run_avx2(
        st: &mut State,
        env: &[[u32; 4]],
        sem: &Semantics,
        v: &VInst,
        mask: u32,
    ) {
        // SAFETY: `runner` returns this function only where the host has
        // AVX2.
        unsafe { avx2(st, env, sem, v, mask) }
    }
}

/// Run `v` for the lanes of `mask` (all of whose lanes were counted
/// against the budget).
pub(crate) fn run(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
    run_body::<false>(st, env, sem, v, mask);
}

/// `FMA`: the host has fused multiply-add (float24 then computes in
/// binary32 lanes, `emit::Float24Fma`).
#[inline(always)]
fn run_body<const FMA: bool>(
    st: &mut State,
    env: &[[u32; 4]],
    sem: &Semantics,
    v: &VInst,
    mask: u32,
) {
    match v.model {
        ModelSel::Float24 if FMA => run_in::<Float24Fma>(st, env, sem, v, mask),
        ModelSel::Float24 => run_in::<Float24>(st, env, sem, v, mask),
        ModelSel::IeeeFtz => run_in::<IeeeFtz>(st, env, sem, v, mask),
        ModelSel::Ieee => run_in::<Ieee>(st, env, sem, v, mask),
        ModelSel::Half => run_in::<Half>(st, env, sem, v, mask),
        ModelSel::Fixed => run_in::<Fixed12>(st, env, sem, v, mask),
    }
}

/// The words of float lanes (a loop: `array::map` is not always
/// inlined).
#[inline(always)]
fn words(x: &Fv) -> W {
    let mut w: W = [0; LANES];
    for l in 0..LANES {
        w[l] = x[l].to_bits();
    }
    w
}

/// The floats of word lanes.
#[inline(always)]
fn floats(w: &W) -> Fv {
    let mut x: Fv = [0.0; LANES];
    for l in 0..LANES {
        x[l] = f32::from_bits(w[l]);
    }
    x
}

/// `f` applied to every lane of `w`, in place.
#[inline(always)]
fn each(w: &mut W, f: impl Fn(u32) -> u32) {
    for x in w.iter_mut() {
        *x = f(*x);
    }
}

/// Component `c` of source `k` of `v` as model operands (zero past the
/// instruction's sources).
#[inline(always)]
fn source<M: LaneModel>(st: &State, env: &[[u32; 4]], v: &VInst, k: usize, c: usize) -> Fv {
    if k < v.nsrc {
        operand::<M>(st, env, &v.src[k], c)
    } else {
        [0.0; LANES]
    }
}

/// Every component of source `k` of `v` (written out: `array::from_fn`
/// is not always inlined).
#[inline(always)]
fn sources<M: LaneModel>(st: &State, env: &[[u32; 4]], v: &VInst, k: usize) -> [Fv; 4] {
    [
        source::<M>(st, env, v, k, 0),
        source::<M>(st, env, v, k, 1),
        source::<M>(st, env, v, k, 2),
        source::<M>(st, env, v, k, 3),
    ]
}

#[inline(always)]
fn run_in<M: LaneModel>(st: &mut State, env: &[[u32; 4]], sem: &Semantics, v: &VInst, mask: u32) {
    let e = &mut LaneEmit::<M>::new();
    let mut out = [[0u32; LANES]; 4];
    let zero: Fv = [0.0; LANES];
    // (Functions, not closures: a closure is compiled on its own, without
    // the vector instructions `runner` chose for its caller.)
    let src = source::<M>;
    let all = sources::<M>;
    match v.kind {
        VKind::Float(FloatOp::Component(op)) => {
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = src(st, env, v, 0, c);
                // DIV divides every component by b.x.
                let b = src(st, env, v, 1, if op == ComponentOp::Div { 0 } else { c });
                let cc = src(st, env, v, 2, c);
                out[c] = words(&float::componentwise(e, sem, op, a, b, cc));
            }
            store_float(st, v, &mut out, mask);
        }
        VKind::Float(FloatOp::Scalar(op)) => {
            let a = src(st, env, v, 0, 0);
            let b = if op == ScalarOp::Pow {
                src(st, env, v, 1, 0)
            } else {
                zero
            };
            let r = words(&float::scalar(e, sem, op, a, b));
            store_float(st, v, &mut [r; 4], mask);
        }
        VKind::Float(FloatOp::Dot(op)) => {
            // `c` only for DP2A's `c.x` (`vector::dot`); the others read
            // none of it.
            let (a, b) = (all(st, env, v, 0), all(st, env, v, 1));
            let cc = if op == DotOp::Dp2a {
                [src(st, env, v, 2, 0), zero, zero, zero]
            } else {
                [zero; 4]
            };
            let r = words(&float::dot(e, sem, op, a, b, cc));
            store_float(st, v, &mut [r; 4], mask);
        }
        VKind::Float(FloatOp::Vector(op)) => {
            let (a, b, cc) = (all(st, env, v, 0), all(st, env, v, 1), all(st, env, v, 2));
            let r = float::vector(e, sem, op, a, b, cc);
            for c in 0..4 {
                out[c] = words(&r[c]);
            }
            store_float(st, v, &mut out, mask);
        }
        VKind::Float(FloatOp::Address(op)) => {
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = src(st, env, v, 0, c);
                let loaded = float::address::load(e, op, a);
                out[c] = float::address::clamp(e, sem.address_range, loaded);
            }
            store_raw(st, v, &mut out, mask, true);
        }
        VKind::RawMove => {
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                out[c] = raw(st, env, &v.src[0], c);
            }
            store_raw(st, v, &mut out, mask, false);
        }
        VKind::Select => {
            // PICA200 MIN/MAX select an operand's word as it is (no
            // flush: "max(s, 0) = s"); the selection does not round, so
            // any model's emitter is this one.
            let e = &mut LaneEmit::<Ieee>::new();
            let max = v.op == Opcode::Max;
            for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
                let a = floats(&raw(st, env, &v.src[0], c));
                let b = floats(&raw(st, env, &v.src[1], c));
                let r = if max {
                    arith::max(e, sem.min_max, a, b)
                } else {
                    arith::min(e, sem.min_max, a, b)
                };
                out[c] = words(&r);
            }
            store_raw(st, v, &mut out, mask, false);
        }
        VKind::Setp(cmp) => {
            // PICA200 CMP reads the words as they are ("cmp does not flush
            // input subnormals") and sets both flags.
            let a: [W; 2] = [raw(st, env, &v.src[0], 0), raw(st, env, &v.src[0], 1)];
            let b: [W; 2] = [raw(st, env, &v.src[1], 0), raw(st, env, &v.src[1], 1)];
            if st.native {
                // The flags are the lanes' own.
                for i in 0..2 {
                    for l in 0..LANES {
                        let flag = cmp[i].eval(f32::from_bits(a[i][l]), f32::from_bits(b[i][l]));
                        if mask & (1 << l) != 0 {
                            st.pred[i][l] = flag;
                        }
                    }
                }
                return;
            }
            for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                let flags: [bool; 2] = std::array::from_fn(|i| {
                    cmp[i].eval(f32::from_bits(a[i][l]), f32::from_bits(b[i][l]))
                });
                st.machines[l].set_lane_predicates(flags);
            }
            st.dirty |= mask;
        }
    }
}

/// The interpreter's float store (`write_float`): fx12's final clamp,
/// saturation, fp16 rounding of an fp16 register, then the write mask.
#[inline(always)]
fn store_float(st: &mut State, v: &VInst, out: &mut [W; 4], mask: u32) {
    for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
        let o = &mut out[c];
        if v.model == ModelSel::Fixed {
            each(o, |w| ops::fx12::clamp_result(f32::from_bits(w)).to_bits());
        }
        if v.saturate != Saturate::None {
            each(o, |w| {
                ops::arith::saturate(v.saturate, f32::from_bits(w)).to_bits()
            });
        }
        if v.f16 {
            each(o, |w| fp16::round(f32::from_bits(w)).to_bits());
        }
    }
    st.write(v.dst, v.mask, out, mask);
}

/// The interpreter's raw store (`write_raw`): a float word into an fp16
/// register is rounded; float24 keeps no negative zero.
#[inline(always)]
fn store_raw(st: &mut State, v: &VInst, out: &mut [W; 4], mask: u32, int: bool) {
    if !int {
        for c in (0..4).filter(|c| v.mask & (1 << c) != 0) {
            let o = &mut out[c];
            if v.f16 {
                each(o, |w| fp16::round(f32::from_bits(w)).to_bits());
            } else {
                let base = st.base;
                each(o, |w| raw_float_word(base, w));
            }
        }
    }
    st.write(v.dst, v.mask, out, mask);
}
