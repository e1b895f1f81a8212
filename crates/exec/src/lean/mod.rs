//! The lean path: a compact form of the most common float instructions
//! (arithmetic, dot products, moves, MIN/MAX, one-source functions) that
//! write a plain register from directly addressed registers, executed
//! without the general path's per-instruction decisions.
//!
//! It computes with the same `shasm_ir::ops` definitions and the same
//! numeric model as the general path (`Executable::exec_in` /
//! `write_float` / `write_raw`), so results are identical bit for bit
//! (checked by the differential test `lean_and_general_paths_agree`); it
//! only does less bookkeeping: every operand slot, swizzle, modifier and
//! write mask is resolved once, when the program is prepared, and a
//! stretch of lean instructions runs in one loop ([`run`]) with every
//! operation inline. Float24 ADD, MUL, MAD and dot products of operands in
//! a range that needs no range checks take the shortcut of [`float24`].

#[doc(hidden)]
pub mod float24;
#[doc(hidden)]
pub mod ieee;
mod reciprocal;

use crate::alu;
use crate::env::Env;
use crate::machine::Machine;
use crate::prepare::{Bank, DstKind, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::float::{self, ComponentOp, DotOp, FloatOp, ScalarOp, SetOp};
use shasm_ir::ops::{self, Float24, Ieee, IeeeFtz, Model, Scalar};
use shasm_ir::{CompareOp, Extra, Opcode, Saturate, Semantics, StorageFormat};

/// What a lean instruction computes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum LeanOp {
    Dp3,
    Dp4,
    Dph,
    Add,
    Mul,
    Mad,
    /// Any other componentwise op of `float::componentwise` (SUB, SGE, ...)
    /// with its number of sources.
    Componentwise(ComponentOp, u8),
    /// RCP, RSQ, EX2, LG2 of the first component, replicated.
    Scalar(ScalarOp),
    /// A raw copy (`Semantics::exact_moves`).
    Move,
    /// PICA200 MIN/MAX selecting an operand as it is.
    Select(Opcode),
    /// Fused dot products (DP3 = 3, DP4 = 4, DPH = 5) of consecutive
    /// uniform rows with one vector, with the number of rows.
    Rows(u8, u8),
    /// A MUL and the MAD after it that adds the product (see [`fuse`]):
    /// sources 0 and 1 are the MUL's, 2 and 3 the MAD's factors.
    MulMad,
    /// PICA200 CMP: the two comparisons that set the condition flags.
    Setp([CompareOp; 2]),
    /// NOP: nothing but a count, so that a stretch runs on through it
    /// (assemblers put NOPs after flow instructions' blocks).
    Nop,
}

/// A directly addressed source with its swizzle and modifiers.
#[derive(Copy, Clone, Debug)]
pub(crate) struct LeanSrc {
    slot: u32,
    env: bool,
    /// The swizzle is .xyzw.
    identity: bool,
    swizzle: [u8; 4],
    clear: u32,
    flip: u32,
}

impl LeanInst {
    /// Machine-bank slots the instruction reads.
    pub(crate) fn machine_reads(&self) -> impl Iterator<Item = usize> + '_ {
        self.src.iter().filter(|s| !s.env).map(|s| s.slot as usize)
    }

    /// The machine-bank slot it writes, and the components.
    pub(crate) fn write(&self) -> (usize, u8) {
        (self.dst as usize, self.mask)
    }

    /// Writes nothing: the filler of [`crate::Executable`]'s lean table at
    /// instructions without a lean form (never run: no stretch covers them).
    pub(crate) const NOTHING: LeanInst = LeanInst {
        run: raw_move::<0>,
        op: LeanOp::Move,
        mask: 0,
        no_negative_zero: false,
        dst: 0,
        lanes: [0; 4],
        src: [LeanSrc::UNUSED; 4],
    };
}

impl LeanSrc {
    const UNUSED: LeanSrc = LeanSrc {
        slot: 0,
        env: true,
        identity: true,
        swizzle: [0, 1, 2, 3],
        clear: !0,
        flip: 0,
    };
}

#[derive(Copy, Clone, Debug)]
pub(crate) struct LeanInst {
    run: LeanFn,
    op: LeanOp,
    mask: u8,
    /// PICA200: raw words get no negative zero (as `write_raw`); set only
    /// where a source is negated, the one way a -0 can arise.
    no_negative_zero: bool,
    dst: u32,
    /// The write mask as whole-word lane masks (all ones where written).
    lanes: [u32; 4],
    /// Three at most, except in a fused [`LeanOp::MulMad`].
    src: [LeanSrc; 4],
}

fn lean_src(s: &PSrc) -> Option<LeanSrc> {
    if s.indirect.is_some() || s.outer.is_some() {
        return None;
    }
    Some(LeanSrc {
        env: s.bank == Bank::Env,
        slot: s.slot,
        identity: s.swizzle.map(|c| c & 3) == [0, 1, 2, 3],
        swizzle: s.swizzle.map(|c| c & 3),
        clear: s.clear,
        flip: s.flip,
    })
}

/// The lean form of an instruction, if it has one.
pub(crate) fn compile(inst: &PInst, base: ModelSel) -> Option<LeanInst> {
    if inst.kind == Kind::Setp
        && let Extra::Compare(ops) = inst.extra
        && inst.nsrc == 2
    {
        // Flags only: no register written, in any model (the comparison
        // reads the words as they are, as `exec_in` does).
        let mut src = [LeanSrc::UNUSED; 4];
        for (slot, s) in src.iter_mut().zip(&inst.src[..2]) {
            *slot = lean_src(s)?;
        }
        return Some(LeanInst {
            run: setp,
            op: LeanOp::Setp(ops),
            src,
            ..LeanInst::NOTHING
        });
    }
    if inst.op == Opcode::Nop && inst.kind == Kind::Flow {
        // Both flow models let NOP do nothing but go on.
        return Some(LeanInst {
            run: nop,
            op: LeanOp::Nop,
            ..LeanInst::NOTHING
        });
    }
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
    let n = inst.nsrc.min(3);
    let lean = match (inst.kind, op) {
        (Kind::Dot, Opcode::Dp3) => LeanOp::Dp3,
        (Kind::Dot, Opcode::Dp4) => LeanOp::Dp4,
        (Kind::Dot, Opcode::Dph) => LeanOp::Dph,
        (Kind::Componentwise, Opcode::Add) => LeanOp::Add,
        (Kind::Componentwise, Opcode::Mul) => LeanOp::Mul,
        (Kind::Componentwise, Opcode::Mad) => LeanOp::Mad,
        (
            Kind::Componentwise,
            Opcode::Sub
            | Opcode::Min
            | Opcode::Max
            | Opcode::Slt
            | Opcode::Sge
            | Opcode::Flr
            | Opcode::Mov,
        ) => match inst.float {
            Some(FloatOp::Component(op)) => LeanOp::Componentwise(op, n),
            _ => return None,
        },
        (Kind::Scalar, Opcode::Rcp | Opcode::Rsq | Opcode::Ex2 | Opcode::Lg2) => match inst.float {
            Some(FloatOp::Scalar(op)) => LeanOp::Scalar(op),
            _ => return None,
        },
        (Kind::RawMove, _) => LeanOp::Move,
        (Kind::Select, _) => LeanOp::Select(op),
        _ => return None,
    };
    let mut src = [LeanSrc::UNUSED; 4];
    for (slot, s) in src.iter_mut().zip(&inst.src[..usize::from(n)]) {
        *slot = lean_src(s)?;
    }
    let mask = inst.dst.mask & 0xF;
    let identity = src
        .iter()
        .enumerate()
        .fold(0u8, |bits, (k, s)| bits | (u8::from(s.identity) << k));
    let plain = |s: &LeanSrc| s.identity && s.clear == !0 && s.flip == 0;
    let run = match base {
        // A whole register copied as it is.
        _ if lean == LeanOp::Move && mask == 0xF && plain(&src[0]) => copy,
        ModelSel::Float24 => pick::<Float24>(lean, identity),
        ModelSel::IeeeFtz => pick::<IeeeFtz>(lean, identity),
        _ => pick::<Ieee>(lean, identity),
    };
    Some(LeanInst {
        run,
        op: lean,
        mask,
        // Float24 registers never hold -0 (values set from outside are
        // converted, results are made +0), so only a negated source can
        // bring one in.
        no_negative_zero: base == ModelSel::Float24
            && src[..usize::from(n)].iter().any(|s| s.flip != 0),
        dst: inst.dst.slot,
        lanes: std::array::from_fn(|i| if mask & (1 << i) != 0 { !0 } else { 0 }),
        src,
    })
}

/// The function that executes one lean instruction, chosen when the
/// program is prepared for its operation and numeric model.
pub(crate) type LeanFn = fn(&Semantics, &mut Machine, &Env, &LeanInst);

/// A stretch with runs of dot products fused: three or four DP3, DP4
/// or DPH in a row that write x, y, z (and w) of one register from
/// consecutive uniform registers read whole and plain (a matrix's rows) and
/// one and the same vector become one [`LeanOp::Rows`]. Each dot product
/// is computed as on its own, so the results are the same, provided no
/// instruction of the run reads what an earlier one wrote: the rows are
/// uniforms and the vector is not the destination.
pub(crate) fn fuse(stretch: &[LeanInst], model: ModelSel) -> Vec<LeanInst> {
    let mut out = Vec::with_capacity(stretch.len());
    let mut at = 0;
    while at < stretch.len() {
        if stretch[at].op == LeanOp::Nop {
            // Counted with the stretch; nothing to run.
            at += 1;
            continue;
        }
        if let Some(pair) = fusable_mul_mad(&stretch[at..], model) {
            out.push(pair);
            at += 2;
            continue;
        }
        let k = fusable_rows(&stretch[at..]);
        if k == 0 {
            out.push(stretch[at]);
            at += 1;
            continue;
        }
        let first = &stretch[at];
        let dot = match first.op {
            LeanOp::Dp3 => 3,
            LeanOp::Dph => 5,
            _ => 4,
        };
        let op = LeanOp::Rows(dot, k as u8);
        let identity = u8::from(first.src[1].identity) << 1 | 1;
        let mask = (1u8 << k) - 1;
        out.push(LeanInst {
            run: match model {
                ModelSel::Float24 => pick::<Float24>(op, identity),
                ModelSel::IeeeFtz => pick::<IeeeFtz>(op, identity),
                _ => pick::<Ieee>(op, identity),
            },
            op,
            mask,
            no_negative_zero: false,
            dst: first.dst,
            lanes: std::array::from_fn(|i| if mask & (1 << i) != 0 { !0 } else { 0 }),
            src: [first.src[0], first.src[1], LeanSrc::UNUSED, LeanSrc::UNUSED],
        });
        at += k;
    }
    out
}

/// A MUL followed by a MAD that adds its product (a cross product's
/// halves: `mul d.xyz, a.yzx, b.zxy; mad d.xyz, -b.yzx, a.zxy, d`) as one
/// [`LeanOp::MulMad`]: the MAD reads the MUL's destination plain, with the
/// same components written, and its factors do not read that register, so
/// it can take the product from the MUL directly and overwrite every
/// component the MUL wrote. Each is computed as on its own.
fn fusable_mul_mad(code: &[LeanInst], model: ModelSel) -> Option<LeanInst> {
    let [mul, mad, ..] = code else {
        return None;
    };
    let dst = mul.dst;
    let plain_dst =
        |s: &LeanSrc| !s.env && s.slot == dst && s.identity && s.clear == !0 && s.flip == 0;
    let fits = mul.op == LeanOp::Mul
        && mad.op == LeanOp::Mad
        && mad.dst == dst
        && mad.mask == mul.mask
        && plain_dst(&mad.src[2])
        && mad.src[..2].iter().all(|s| s.env || s.slot != dst);
    fits.then(|| LeanInst {
        // The fused record runs its own function (the sources' swizzles
        // are read at run time).
        run: match model {
            ModelSel::Float24 => pick::<Float24>(LeanOp::MulMad, 0),
            ModelSel::IeeeFtz => pick::<IeeeFtz>(LeanOp::MulMad, 0),
            _ => pick::<Ieee>(LeanOp::MulMad, 0),
        },
        op: LeanOp::MulMad,
        src: [mul.src[0], mul.src[1], mad.src[0], mad.src[1]],
        ..*mad
    })
}

/// How many instructions from the start of `code` fuse into one
/// [`LeanOp::Rows`] (0, 3 or 4).
fn fusable_rows(code: &[LeanInst]) -> usize {
    let Some(first) = code.first() else {
        return 0;
    };
    if !matches!(first.op, LeanOp::Dp3 | LeanOp::Dp4 | LeanOp::Dph) {
        return 0;
    }
    let (row, vector) = (&first.src[0], &first.src[1]);
    let same_vector = |s: &LeanSrc| {
        s.slot == vector.slot
            && s.env == vector.env
            && s.swizzle == vector.swizzle
            && s.clear == vector.clear
            && s.flip == vector.flip
    };
    let mut k = 0;
    for (i, li) in code.iter().take(4).enumerate() {
        let r = &li.src[0];
        let fits = li.op == first.op
            && li.dst == first.dst
            && li.mask == 1 << i
            && r.env
            && r.identity
            && r.clear == !0
            && r.flip == 0
            && r.slot == row.slot + i as u32
            && same_vector(&li.src[1])
            && (vector.env || vector.slot != first.dst);
        if !fits {
            break;
        }
        k += 1;
    }
    if k >= 3 { k } else { 0 }
}

/// Execute one lean instruction (in the model it was compiled for).
#[inline(always)]
pub(crate) fn execute(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    (li.run)(sem, m, env, li)
}

/// Execute a stretch of lean instructions, one after the other.
#[inline(always)]
pub(crate) fn run(sem: &Semantics, m: &mut Machine, env: &Env, code: &[LeanInst]) {
    for li in code {
        (li.run)(sem, m, env, li);
    }
}

/// The executing function for `op` in model `M`, specialised for the
/// sources with swizzle .xyzw (bit k of `identity` for source k).
fn pick<M: Model>(op: LeanOp, identity: u8) -> LeanFn {
    macro_rules! by_swizzle {
        ($f:ident $(, $c:expr)*) => {
            match identity & 7 {
                0 => $f::<M, $($c,)* 0>,
                1 => $f::<M, $($c,)* 1>,
                2 => $f::<M, $($c,)* 2>,
                3 => $f::<M, $($c,)* 3>,
                4 => $f::<M, $($c,)* 4>,
                5 => $f::<M, $($c,)* 5>,
                6 => $f::<M, $($c,)* 6>,
                _ => $f::<M, $($c,)* 7>,
            }
        };
    }
    match op {
        LeanOp::Dp3 => by_swizzle!(dot, 3),
        LeanOp::Dp4 => by_swizzle!(dot, 4),
        LeanOp::Dph => by_swizzle!(dot, 5),
        LeanOp::Add => by_swizzle!(add),
        LeanOp::Mul => by_swizzle!(mul),
        LeanOp::Mad => by_swizzle!(mad),
        LeanOp::Move if identity & 1 != 0 => raw_move::<1>,
        LeanOp::Componentwise(ComponentOp::Set(SetOp::Sge), 2) => set_on::<M, true>,
        LeanOp::Componentwise(ComponentOp::Set(SetOp::Slt), 2) => set_on::<M, false>,
        LeanOp::Componentwise(_, 1) => componentwise::<M, 1>,
        LeanOp::Componentwise(_, 2) => componentwise::<M, 2>,
        LeanOp::Componentwise(..) => componentwise::<M, 3>,
        LeanOp::Scalar(_) => scalar::<M>,
        LeanOp::Move => raw_move::<0>,
        LeanOp::Select(_) => select,
        LeanOp::MulMad => mul_mad::<M>,
        LeanOp::Nop => nop,
        LeanOp::Setp(_) => setp,
        LeanOp::Rows(dot, count) => {
            let b = identity & 2 != 0;
            match (dot, count, b) {
                (3, 3, false) => rows::<M, 3, 3, 0>,
                (3, 3, true) => rows::<M, 3, 3, 2>,
                (3, _, false) => rows::<M, 3, 4, 0>,
                (3, _, true) => rows::<M, 3, 4, 2>,
                (5, 3, false) => rows::<M, 5, 3, 0>,
                (5, 3, true) => rows::<M, 5, 3, 2>,
                (5, _, false) => rows::<M, 5, 4, 0>,
                (5, _, true) => rows::<M, 5, 4, 2>,
                (_, 3, false) => rows::<M, 4, 3, 0>,
                (_, 3, true) => rows::<M, 4, 3, 2>,
                (_, _, false) => rows::<M, 4, 4, 0>,
                (_, _, true) => rows::<M, 4, 4, 2>,
            }
        }
    }
}

/// A source's words, swizzled and modified. Slots were resolved against
/// the layout that the run checked the machine and environment against.
/// `IDENTITY`: the swizzle is known at compile time to be .xyzw (see
/// [`pick`]), so the register is read as a whole.
#[inline(always)]
fn read_as<const IDENTITY: bool>(m: &Machine, env: &Env, s: &LeanSrc) -> [u32; 4] {
    let raw = if s.env {
        &env.regs[s.slot as usize]
    } else {
        &m.regs[s.slot as usize]
    };
    let v = if IDENTITY {
        *raw
    } else {
        let sw = s.swizzle;
        [
            raw[usize::from(sw[0] & 3)],
            raw[usize::from(sw[1] & 3)],
            raw[usize::from(sw[2] & 3)],
            raw[usize::from(sw[3] & 3)],
        ]
    };
    v.map(|w| (w & s.clear) ^ s.flip)
}

/// Source `K` of an instruction whose identity swizzles are the bits of `SW`.
#[inline(always)]
fn src<const SW: u8, const K: usize>(m: &Machine, env: &Env, li: &LeanInst) -> [u32; 4] {
    if SW & (1 << K) != 0 {
        read_as::<true>(m, env, &li.src[K])
    } else {
        read_as::<false>(m, env, &li.src[K])
    }
}

/// A source whose swizzle is not known at compile time.
#[inline(always)]
fn read(m: &Machine, env: &Env, s: &LeanSrc) -> [u32; 4] {
    if s.identity {
        read_as::<true>(m, env, s)
    } else {
        read_as::<false>(m, env, s)
    }
}

#[inline(always)]
fn model_values<M: Model>(v: [u32; 4]) -> [f32; 4] {
    v.map(|w| M::input(f32::from_bits(w)))
}

/// Write `words` under the mask.
#[inline(always)]
fn store(m: &mut Machine, li: &LeanInst, words: [u32; 4]) {
    let slot = li.dst as usize;
    let reg = &mut m.regs[slot];
    *reg = std::array::from_fn(|i| (reg[i] & !li.lanes[i]) | (words[i] & li.lanes[i]));
    m.written[slot] |= li.mask;
}

/// Lanewise OR.
#[inline(always)]
fn or(a: [u32; 4], b: [u32; 4]) -> [u32; 4] {
    std::array::from_fn(|i| a[i] | b[i])
}

/// Whether model `M` is float24 (whose shortcuts apply), decided when
/// the code is compiled.
#[inline(always)]
fn is_float24<M: Model>() -> bool {
    const { same_name(M::NAME, Float24::NAME) }
}

/// Whether model `M` is IEEE binary32 with denormals (whose f32
/// shortcuts apply).
#[inline(always)]
fn is_ieee<M: Model>() -> bool {
    const { same_name(M::NAME, Ieee::NAME) }
}

const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// DP3 (`N` = 3), DP4 (4) and DPH (5), replicated.
fn dot<M: Model, const N: u8, const SW: u8>(
    sem: &Semantics,
    m: &mut Machine,
    env: &Env,
    li: &LeanInst,
) {
    let a = src::<SW, 0>(m, env, li);
    let b = src::<SW, 1>(m, env, li);
    store(m, li, [dot_word::<M, N>(sem, a, b); 4]);
}

/// DP3 (`N` = 3), DP4 (4) or DPH (5) of two operands' words.
#[inline(always)]
fn dot_word<M: Model, const N: u8>(sem: &Semantics, a: [u32; 4], b: [u32; 4]) -> u32 {
    if is_float24::<M>() {
        let (lanes_a, lanes_b) = match N {
            4 => (0xF, 0xF),
            5 => (0x7, 0xF),
            _ => (0x7, 0x7),
        };
        if float24::tame_lanes(a, lanes_a) & float24::tame_lanes(b, lanes_b) {
            return float24::dot::<N>(a, b);
        }
    }
    if is_ieee::<M>()
        && let Some(r) = ieee::dot::<N>(a, b)
    {
        return r;
    }
    let op = match N {
        3 => DotOp::Dp3,
        5 => DotOp::Dph,
        _ => DotOp::Dp4,
    };
    let (fa, fb) = (model_values::<M>(a), model_values::<M>(b));
    ops::dot::dot::<M>(sem.zero_times_inf, op, fa, fb, [0.0; 4]).to_bits()
}

/// `K` dot products (`N` as for [`dot`]) of consecutive uniform rows
/// with one vector, into components x.. of one register: the fused form
/// of `K` instructions (see [`fuse`]).
fn rows<M: Model, const N: u8, const K: usize, const SW: u8>(
    sem: &Semantics,
    m: &mut Machine,
    env: &Env,
    li: &LeanInst,
) {
    let b = src::<SW, 1>(m, env, li);
    let first = li.src[0].slot as usize;
    let Some(rows) = env
        .regs
        .get(first..first + K)
        .and_then(|r| <&[[u32; 4]; K]>::try_from(r).ok())
    else {
        store(m, li, [0; 4]);
        return;
    };
    // Components x.. of the destination, then the register written whole:
    // the rows are uniforms and the vector is not the destination (see
    // [`fuse`]), so no dot product reads what another wrote. (Words
    // stored one by one would stall the next instruction's whole-register
    // load: store forwarding needs one store covering the load.)
    let slot = li.dst as usize;
    if let Some(reg) = m.regs.get_mut(slot) {
        *reg = rows_words::<M, N, K>(sem, rows, b, *reg);
    }
    if let Some(w) = m.written.get_mut(slot) {
        *w |= li.mask;
    }
}

/// The words of [`rows`]: components x.. the `K` dot products, the rest
/// `old`'s. The shortcuts compute all of them before the caller stores
/// the register (the exceptions, a NaN or an untame operand, take
/// [`dot_word`] one by one).
#[inline(always)]
fn rows_words<M: Model, const N: u8, const K: usize>(
    sem: &Semantics,
    rows: &[[u32; 4]; K],
    b: [u32; 4],
    old: [u32; 4],
) -> [u32; 4] {
    if is_float24::<M>() {
        let (lanes_a, lanes_b) = match N {
            4 => (0xF, 0xF),
            5 => (0x7, 0xF),
            _ => (0x7, 0x7),
        };
        let tame = rows
            .iter()
            .fold(float24::tame_lanes(b, lanes_b), |ok, row| {
                ok & float24::tame_lanes(*row, lanes_a)
            });
        if tame {
            return std::array::from_fn(|k| {
                rows.get(k).map_or(old[k], |row| float24::dot::<N>(*row, b))
            });
        }
    }
    if is_ieee::<M>() {
        let d: [f32; 4] = std::array::from_fn(|k| {
            rows.get(k)
                .map_or(f32::from_bits(old[k]), |row| ieee::dot_value::<N>(*row, b))
        });
        if !d.iter().any(|x| x.is_nan()) {
            return d.map(f32::to_bits);
        }
    }
    std::array::from_fn(|k| {
        rows.get(k)
            .map_or(old[k], |row| dot_word::<M, N>(sem, *row, b))
    })
}

fn add<M: Model, const SW: u8>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = src::<SW, 0>(m, env, li);
    let b = src::<SW, 1>(m, env, li);
    if is_float24::<M>() && float24::none_in(or(float24::untame(a), float24::untame(b)), li.lanes) {
        store(m, li, std::array::from_fn(|i| float24::add(a[i], b[i])));
        return;
    }
    if is_ieee::<M>()
        && let Some(v) = ieee::add(a, b)
    {
        store(m, li, v);
        return;
    }
    let (fa, fb) = (model_values::<M>(a), model_values::<M>(b));
    let v = std::array::from_fn(|i| {
        float::componentwise(
            &mut Scalar::<M>::new(),
            sem,
            ComponentOp::Add,
            fa[i],
            fb[i],
            0.0,
        )
        .to_bits()
    });
    store(m, li, v);
}

fn mul<M: Model, const SW: u8>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = src::<SW, 0>(m, env, li);
    let b = src::<SW, 1>(m, env, li);
    store(m, li, mul_words::<M>(sem, a, b, li.lanes));
}

/// MUL of two operands' words (the components where `lanes` is all ones are the ones
/// that matter).
#[inline(always)]
fn mul_words<M: Model>(sem: &Semantics, a: [u32; 4], b: [u32; 4], lanes: [u32; 4]) -> [u32; 4] {
    if is_float24::<M>() && float24::none_in(or(float24::untame(a), float24::untame(b)), lanes) {
        return std::array::from_fn(|i| float24::mul(a[i], b[i]));
    }
    if is_ieee::<M>()
        && let Some(v) = ieee::mul(a, b)
    {
        return v;
    }
    let (fa, fb) = (model_values::<M>(a), model_values::<M>(b));
    std::array::from_fn(|i| {
        float::componentwise(
            &mut Scalar::<M>::new(),
            sem,
            ComponentOp::Mul,
            fa[i],
            fb[i],
            0.0,
        )
        .to_bits()
    })
}

fn mad<M: Model, const SW: u8>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = src::<SW, 0>(m, env, li);
    let b = src::<SW, 1>(m, env, li);
    let c = src::<SW, 2>(m, env, li);
    store(m, li, mad_words::<M>(sem, a, b, c, li.lanes));
}

/// MAD of three operands' words (as [`mul_words`]).
#[inline(always)]
fn mad_words<M: Model>(
    sem: &Semantics,
    a: [u32; 4],
    b: [u32; 4],
    c: [u32; 4],
    lanes: [u32; 4],
) -> [u32; 4] {
    if is_float24::<M>()
        && float24::none_in(
            or(
                or(float24::untame(a), float24::untame(b)),
                float24::untame(c),
            ),
            lanes,
        )
    {
        return std::array::from_fn(|i| float24::mad(a[i], b[i], c[i]));
    }
    if is_ieee::<M>()
        && let Some(v) = ieee::mad(a, b, c)
    {
        return v;
    }
    let (fa, fb, fc) = (
        model_values::<M>(a),
        model_values::<M>(b),
        model_values::<M>(c),
    );
    std::array::from_fn(|i| {
        float::componentwise(
            &mut Scalar::<M>::new(),
            sem,
            ComponentOp::Mad,
            fa[i],
            fb[i],
            fc[i],
        )
        .to_bits()
    })
}

/// A fused MUL and MAD (see [`fusable_mul_mad`]): the MAD takes the
/// product's words where it would read them back from the register; only
/// the components written matter, and both write the same ones.
fn mul_mad<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read(m, env, &li.src[0]);
    let b = read(m, env, &li.src[1]);
    if is_float24::<M>() {
        // The MAD takes the product as the value it would read back,
        // without making it a word and checking that word.
        let c = read(m, env, &li.src[2]);
        let d = read(m, env, &li.src[3]);
        let untame = or(
            or(float24::untame(a), float24::untame(b)),
            or(float24::untame(c), float24::untame(d)),
        );
        if float24::none_in(untame, li.lanes) {
            let p: [f64; 4] = std::array::from_fn(|i| float24::product(a[i], b[i]));
            let tame_products = (0..4).all(|i| li.lanes[i] == 0 || float24::tame_value(p[i]));
            if tame_products {
                let v = std::array::from_fn(|i| float24::mad_product(c[i], d[i], p[i]));
                store(m, li, v);
                return;
            }
        }
    }
    let product = mul_words::<M>(sem, a, b, li.lanes);
    let c = read(m, env, &li.src[2]);
    let d = read(m, env, &li.src[3]);
    store(m, li, mad_words::<M>(sem, c, d, product, li.lanes));
}

/// Any other componentwise op with `N` sources.
fn componentwise<M: Model, const N: usize>(
    sem: &Semantics,
    m: &mut Machine,
    env: &Env,
    li: &LeanInst,
) {
    let LeanOp::Componentwise(op, _) = li.op else {
        return;
    };
    let a = model_values::<M>(read(m, env, &li.src[0]));
    let b = if N > 1 {
        model_values::<M>(read(m, env, &li.src[1]))
    } else {
        [0.0; 4]
    };
    let c = if N > 2 {
        model_values::<M>(read(m, env, &li.src[2]))
    } else {
        [0.0; 4]
    };
    let e = &mut Scalar::<M>::new();
    let v = std::array::from_fn(|i| float::componentwise(e, sem, op, a[i], b[i], c[i]).to_bits());
    store(m, li, v);
}

/// SGE (`GE`) or SLT: the composition (`float::arith::set_on`) with the op
/// known when the code is compiled.
fn set_on<M: Model, const GE: bool>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = model_values::<M>(read(m, env, &li.src[0]));
    let b = model_values::<M>(read(m, env, &li.src[1]));
    let op = if GE { SetOp::Sge } else { SetOp::Slt };
    let e = &mut Scalar::<M>::new();
    let v =
        std::array::from_fn(|i| float::arith::set_on(e, sem.set_on_nan, op, a[i], b[i]).to_bits());
    store(m, li, v);
}

fn scalar<M: Model>(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let LeanOp::Scalar(op) = li.op else {
        return;
    };
    let word = read(m, env, &li.src[0])[0];
    if is_float24::<M>() {
        let fast = match op {
            ScalarOp::Rcp => reciprocal::rcp(word),
            ScalarOp::Rsq => reciprocal::rsq(word),
            _ => None,
        };
        if let Some(r) = fast {
            store(m, li, [r; 4]);
            return;
        }
    }
    let a = M::input(f32::from_bits(word));
    let r = float::scalar(&mut Scalar::<M>::new(), sem, op, a, 0.0);
    store(m, li, [r.to_bits(); 4]);
}

/// PICA200 CMP (`exec_in`'s `Kind::Setp`: both flags set, whatever the
/// destination mask; input subnormals not flushed).
fn setp(_: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let LeanOp::Setp(ops) = li.op else {
        return;
    };
    let a = read(m, env, &li.src[0]);
    let b = read(m, env, &li.src[1]);
    for (i, cmp) in ops.iter().enumerate() {
        m.pred[i] = cmp.eval(f32::from_bits(a[i]), f32::from_bits(b[i]));
    }
}

fn nop(_: &Semantics, _: &mut Machine, _: &Env, _: &LeanInst) {}

/// A move of a whole register without swizzle or modifiers.
fn copy(_: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let s = &li.src[0];
    let bank = if s.env { &env.regs } else { &m.regs };
    let Some(&v) = bank.get(s.slot as usize) else {
        return;
    };
    let slot = li.dst as usize;
    if let (Some(reg), Some(w)) = (m.regs.get_mut(slot), m.written.get_mut(slot)) {
        *reg = v;
        *w = 0xF;
    }
}

fn raw_move<const SW: u8>(_: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let v = src::<SW, 0>(m, env, li);
    store(m, li, fix_zero(li, v));
}

fn select(sem: &Semantics, m: &mut Machine, env: &Env, li: &LeanInst) {
    let a = read(m, env, &li.src[0]);
    let b = read(m, env, &li.src[1]);
    let LeanOp::Select(op) = li.op else {
        return;
    };
    store(
        m,
        li,
        fix_zero(li, alu::select(sem, op == Opcode::Max, a, b)),
    );
}

#[inline(always)]
fn fix_zero(li: &LeanInst, v: [u32; 4]) -> [u32; 4] {
    if li.no_negative_zero {
        v.map(|b| if b == 0x8000_0000 { 0 } else { b })
    } else {
        v
    }
}
