//! The lean path: a compact form of the most common float instructions
//! (arithmetic, dot products, moves, MIN/MAX, one-source functions) that
//! write a plain register from directly addressed registers, executed
//! without the general path's per-instruction decisions.
//!
//! It computes with the same `shasm_ir::ops` definitions and the same numeric model as
//! the general path (`Executable::exec_in` / `write_float` / `write_raw`),
//! so results are identical bit for bit (checked by the differential test
//! `lean_and_general_paths_agree`); it only does less bookkeeping: every
//! operand slot, swizzle and modifier is resolved once, when the program is
//! prepared.

use crate::alu;
use crate::env::Env;
use crate::machine::Machine;
use crate::prepare::{Bank, DstKind, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::{self, Float24, Ieee, IeeeFtz, Model};
use shasm_ir::{Opcode, Saturate, Semantics, StorageFormat};

/// What a lean instruction computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LeanOp {
    /// A componentwise op of `ops::componentwise` (ADD, MUL, MAD, SGE, ...).
    Componentwise(Opcode),
    /// DP3, DP4, DPH.
    Dot(Opcode),
    /// RCP, RSQ, EX2, LG2 of the first component, replicated.
    Scalar(Opcode),
    /// A raw copy (`Semantics::exact_moves`).
    Move,
    /// PICA200 MIN/MAX selecting an operand as it is.
    Select(Opcode),
}

/// The function that executes one lean instruction, chosen when the
/// program is prepared for its operation and numeric model.
type LeanFn = fn(&Semantics, &mut Machine, &Env, &LeanInst);

/// A directly addressed source with its swizzle and modifiers.
#[derive(Copy, Clone, Debug)]
pub(crate) struct LeanSrc {
    env: bool,
    slot: u32,
    /// The swizzle is .xyzw.
    identity: bool,
    swizzle: [u8; 4],
    clear: u32,
    flip: u32,
    /// No absolute value or negation.
    plain: bool,
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct LeanInst {
    run: LeanFn,
    op: LeanOp,
    src: [LeanSrc; 3],
    dst: u32,
    mask: u8,
    /// PICA200: raw words get no negative zero (as `write_raw`); set only
    /// where a source is negated, the one way a -0 can arise.
    no_negative_zero: bool,
}

fn lean_src(s: &PSrc) -> Option<LeanSrc> {
    if s.indirect.is_some() {
        return None;
    }
    Some(LeanSrc {
        env: s.bank == Bank::Env,
        slot: s.slot,
        identity: s.swizzle.map(|c| c & 3) == [0, 1, 2, 3],
        swizzle: s.swizzle.map(|c| c & 3),
        clear: s.clear,
        flip: s.flip,
        plain: s.clear == !0 && s.flip == 0,
    })
}

/// The lean form of an instruction, if it has one.
pub(crate) fn compile(inst: &PInst, base: ModelSel) -> Option<LeanInst> {
    if inst.model != base
        || inst.dst.kind != DstKind::Reg
        || inst.dst.cond.is_some()
        || inst.dst.format != StorageFormat::F32
        || inst.cc_update.is_some()
        || inst.saturate != Saturate::None
        || inst.nsrc == 0
    {
        return None;
    }
    // fx12 and fp16 results take the general path (final clamps).
    if !matches!(base, ModelSel::Float24 | ModelSel::Ieee | ModelSel::IeeeFtz) {
        return None;
    }
    let op = inst.op;
    let lean = match inst.kind {
        Kind::Dot if matches!(op, Opcode::Dp3 | Opcode::Dp4 | Opcode::Dph) => LeanOp::Dot(op),
        Kind::Componentwise
            if matches!(
                op,
                Opcode::Add
                    | Opcode::Sub
                    | Opcode::Mul
                    | Opcode::Mad
                    | Opcode::Min
                    | Opcode::Max
                    | Opcode::Slt
                    | Opcode::Sge
                    | Opcode::Flr
                    | Opcode::Mov
            ) =>
        {
            LeanOp::Componentwise(op)
        }
        Kind::Scalar if matches!(op, Opcode::Rcp | Opcode::Rsq | Opcode::Ex2 | Opcode::Lg2) => {
            LeanOp::Scalar(op)
        }
        Kind::RawMove => LeanOp::Move,
        Kind::Select => LeanOp::Select(op),
        _ => return None,
    };
    let n = inst.nsrc.min(3) as usize;
    let mut src = [LeanSrc {
        env: true,
        slot: 0,
        identity: true,
        swizzle: [0, 1, 2, 3],
        clear: !0,
        flip: 0,
        plain: true,
    }; 3];
    for (slot, s) in src.iter_mut().zip(&inst.src[..n]) {
        *slot = lean_src(s)?;
    }
    let run = match base {
        ModelSel::Float24 => pick::<Float24>(lean, n),
        ModelSel::IeeeFtz => pick::<IeeeFtz>(lean, n),
        _ => pick::<Ieee>(lean, n),
    };
    Some(LeanInst {
        run,
        op: lean,
        src,
        dst: inst.dst.slot,
        mask: inst.dst.mask,
        // Float24 registers never hold -0 (values set from outside are
        // converted, results are made +0), so only a negated source can
        // bring one in.
        no_negative_zero: base == ModelSel::Float24 && src[..n].iter().any(|s| s.flip != 0),
    })
}

#[inline(always)]
fn read(m: &Machine, env: &Env, s: &LeanSrc) -> [u32; 4] {
    let raw = if s.env {
        env.regs[s.slot as usize]
    } else {
        m.regs[s.slot as usize]
    };
    let sw = s.swizzle;
    let v = if s.identity {
        raw
    } else {
        [
            raw[usize::from(sw[0] & 3)],
            raw[usize::from(sw[1] & 3)],
            raw[usize::from(sw[2] & 3)],
            raw[usize::from(sw[3] & 3)],
        ]
    };
    if s.plain {
        v
    } else {
        v.map(|w| (w & s.clear) ^ s.flip)
    }
}

#[inline(always)]
fn read_f<M: Model>(m: &Machine, env: &Env, s: &LeanSrc) -> [f32; 4] {
    let v = read(m, env, s);
    [
        M::input(f32::from_bits(v[0])),
        M::input(f32::from_bits(v[1])),
        M::input(f32::from_bits(v[2])),
        M::input(f32::from_bits(v[3])),
    ]
}

/// The executing function for `op` with `nsrc` sources in model `M`.
fn pick<M: Model>(op: LeanOp, nsrc: usize) -> LeanFn {
    match op {
        LeanOp::Dot(Opcode::Dp3) => dot::<M, 3>,
        LeanOp::Dot(Opcode::Dph) => dot::<M, 5>,
        LeanOp::Dot(_) => dot::<M, 4>,
        LeanOp::Componentwise(Opcode::Add) => add::<M>,
        LeanOp::Componentwise(Opcode::Mul) => mul::<M>,
        LeanOp::Componentwise(Opcode::Mad) => mad::<M>,
        LeanOp::Componentwise(_) => match nsrc {
            1 => componentwise::<M, 1>,
            2 => componentwise::<M, 2>,
            _ => componentwise::<M, 3>,
        },
        LeanOp::Scalar(_) => scalar::<M>,
        LeanOp::Move => raw_move,
        LeanOp::Select(_) => select,
    }
}

/// Execute a lean instruction (in the model it was compiled for).
#[inline(always)]
pub(crate) fn execute(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    (li.run)(sem, m, env, li)
}

#[inline(always)]
fn store(m: &mut Machine, li: &LeanInst, words: [u32; 4]) {
    let slot = li.dst as usize;
    let reg = &mut m.regs[slot];
    for (i, w) in words.iter().enumerate() {
        if li.mask & (1 << i) != 0 {
            reg[i] = *w;
        }
    }
    m.written[slot] |= li.mask;
}

#[inline(always)]
fn fix_zero(li: &LeanInst, v: [u32; 4]) -> [u32; 4] {
    if li.no_negative_zero {
        v.map(|b| if b == 0x8000_0000 { 0 } else { b })
    } else {
        v
    }
}

/// DP3 (`N` = 3), DP4 (4) and DPH (5).
fn dot<M: Model, const N: u8>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read_f::<M>(m, env, &li.src[0]);
    let b = read_f::<M>(m, env, &li.src[1]);
    let op = match N {
        3 => Opcode::Dp3,
        5 => Opcode::Dph,
        _ => Opcode::Dp4,
    };
    store(
        m,
        li,
        [ops::dot_product::<M>(sem, op, a, b, [0.0; 4]).to_bits(); 4],
    );
}

fn add<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read_f::<M>(m, env, &li.src[0]);
    let b = read_f::<M>(m, env, &li.src[1]);
    let v = std::array::from_fn(|i| {
        ops::componentwise::<M>(sem, Opcode::Add, a[i], b[i], 0.0).to_bits()
    });
    store(m, li, v);
}

fn mul<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read_f::<M>(m, env, &li.src[0]);
    let b = read_f::<M>(m, env, &li.src[1]);
    let v = std::array::from_fn(|i| {
        ops::componentwise::<M>(sem, Opcode::Mul, a[i], b[i], 0.0).to_bits()
    });
    store(m, li, v);
}

fn mad<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read_f::<M>(m, env, &li.src[0]);
    let b = read_f::<M>(m, env, &li.src[1]);
    let c = read_f::<M>(m, env, &li.src[2]);
    let v = std::array::from_fn(|i| {
        ops::componentwise::<M>(sem, Opcode::Mad, a[i], b[i], c[i]).to_bits()
    });
    store(m, li, v);
}

/// Any other componentwise op with `N` sources.
fn componentwise<M: Model, const N: usize>(
    sem: &Semantics,
    m: &mut Machine,
    env: &Env,
    li: &LeanInst,
) {
    let LeanOp::Componentwise(op) = li.op else {
        return;
    };
    let a = read_f::<M>(m, env, &li.src[0]);
    let b = if N > 1 {
        read_f::<M>(m, env, &li.src[1])
    } else {
        [0.0; 4]
    };
    let c = if N > 2 {
        read_f::<M>(m, env, &li.src[2])
    } else {
        [0.0; 4]
    };
    let v = std::array::from_fn(|i| ops::componentwise::<M>(sem, op, a[i], b[i], c[i]).to_bits());
    store(m, li, v);
}

fn scalar<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let LeanOp::Scalar(op) = li.op else {
        return;
    };
    let a = read_f::<M>(m, env, &li.src[0])[0];
    store(m, li, [ops::scalar::<M>(sem, op, a, 0.0).to_bits(); 4]);
}

fn raw_move(_: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let v = read(m, env, &li.src[0]);
    store(m, li, fix_zero(li, v));
}

fn select(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read(m, env, &li.src[0]);
    let b = read(m, env, &li.src[1]);
    let LeanOp::Select(op) = li.op else {
        return;
    };
    let v = alu::select(sem, op, a, b);
    store(m, li, fix_zero(li, v));
}
