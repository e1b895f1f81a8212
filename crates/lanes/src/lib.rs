//! # shasm-lanes: the portable SIMD lane engine
//!
//! An [`Engine`] that runs [`LANES`] invocations side by side: every
//! writable register component is an array of lanes (structure of arrays),
//! each dispatched instruction runs for all the lanes at its program
//! counter, and the loop over the lanes is straight code the compiler can
//! vectorize. Plain stable Rust: the fallback where no JIT exists.
//!
//! What an instruction computes comes from the contract, never from this
//! crate: the float data ops are the compositions of
//! `shasm_ir::ops::float`, instantiated with the lane emitter
//! (`emit`: every primitive a loop over the lanes whose body is the
//! interpreter's scalar primitive, float24's arithmetic with its range
//! checked for all lanes at once); the loops are compiled for the
//! baseline CPU and again for AVX2 and AVX-512, chosen at run time
//! (`vector::runner`).
//!
//! Flow runs on the lanes too, with the flow contract's own functions
//! (`shasm_ir::flow`) and the state in the lane state, one entry per lane:
//!
//! * PICA200 `IFC`/`IFU`, `CALL`/`CALLC`/`CALLU`, `JMPC`/`JMPU`, `LOOP`,
//!   `BREAK`/`BREAKC`, `NOP`: `flow::pica::flow` on each lane's own IF,
//!   CALL and LOOP stacks, `flow::pica::after` after every instruction
//!   whose next address a lane's stack top waits for; `CMP`'s two flags
//!   per lane; conditions on the flags per lane, on a boolean uniform once
//!   (`flow::condition`). This holds in programs whose every instruction
//!   runs on the lanes (`compile::Compiled::native`); elsewhere the stacks
//!   and flags stay in the per-lane machines below.
//! * Structured flow without a stack (TGSI, NV, ARB options, gp4): `IF`/
//!   `UIF` (operand test `flow::structured::if_taken`, or a condition),
//!   `ELSE`, `ENDIF`, `BGNLOOP`, `ENDLOOP`, `BGNSUB`, `NOP`, `BRA`, `CONT`
//!   and the `BRK` of a loop that is not a `REP`, the condition per lane
//!   where it reads condition codes.
//!
//! What still falls back: the instructions with no lane form run per lane
//! through the reference interpreter's own step (`Executable::lane_step`)
//! on a per-lane machine that holds everything but the registers
//! (condition codes, call and REP stacks, kills, emitted vertices), with the lane's registers copied in and back where the
//! instruction reads or writes them: integer and other typed ops,
//! texture lookups, `KIL`, condition-code updates and conditional write
//! masks, `REP`/`ENDREP` and the `BRK` out of a `REP`, `CAL`/`RET`/
//! `ENDSUB`, `PUSHA`/`POPA`, geometry (`EMIT`, `SETEMIT`, `ENDPRIM`),
//! two-dimensional and per-lane relative environment reads. A lane that
//! reaches the budget ends by the interpreter's rule on its machine.
//!
//! A NaN result is a NaN of the contract, its payload and sign are not
//! (`shasm_ir::ops::emit`): they may differ from the interpreter's.
//!
//! ## Divergent flow
//!
//! Each lane has its own program counter. A step runs the instruction at
//! the smallest counter among the live lanes for the lanes at that counter
//! (a lane mask), so lanes that took different branches reconverge where
//! their paths meet; while every lane is at one counter (straight code,
//! and wherever the lanes met again) the mask is whole and no per-lane
//! counter is kept. The executed-instruction budget, kills, ends and emitted
//! vertices are per lane.
//!
//! ## Limits
//!
//! [`Engine::compile`] returns [`EngineError::Unsupported`] for layouts
//! with two-dimensional slots, and for quads ([`IoLayout::quads`]) of
//! programs that read their neighbours (derivatives, implicit-LOD texture
//! lookups).

// Lane loops index several arrays (registers, counters, masks) by one lane
// number; iterators over one of them would hide that.
#![allow(clippy::needless_range_loop)]

mod compile;
mod emit;
mod vector;

use compile::{Compiled, JumpInst, JumpTest, LaneEnvSlots, Op, PicaInst};
use shasm_engine::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{Bank, End, Env, ExecError, Executable, Machine, ModelSel};
use shasm_ir::flow::pica::{self, FlowOp, Request, Stacks};
use shasm_ir::flow::structured::if_taken;
use shasm_ir::numeric::f24;
use shasm_ir::{CcValue, Condition, File};
use std::ops::Range;
use std::sync::Arc;

/// Invocations per step (chosen by measurement: `cargo bench -p shasm
/// --bench engines`).
pub const LANES: usize = 32;

/// One register component of every lane.
pub(crate) type W = [u32; LANES];

/// The lane engine.
#[derive(Copy, Clone, Debug, Default)]
pub struct Lanes;

/// Where a layout output is read from.
#[derive(Copy, Clone, Debug)]
enum Out {
    /// A lane register (state slot); `written` says whether its write
    /// masks are kept (machine-bank registers).
    Lane { slot: usize, written: bool },
    /// The environment's slot.
    Uniform(usize),
}

/// A layout input: the register it sets and the state slot of its lanes.
#[derive(Copy, Clone, Debug)]
struct In {
    file: File,
    index: u32,
    slot: usize,
}

struct LaneKernel {
    exe: Arc<Executable>,
    code: Vec<Op>,
    whole: bool,
    /// Every instruction runs on the lanes ([`Compiled::native`]).
    native: bool,
    inputs: Vec<In>,
    outputs: Vec<Out>,
    order: Order,
    quads: bool,
    /// Lane state slots: the machine bank, then one per environment input.
    slots: usize,
    mach_len: usize,
    touched: Vec<Range<usize>>,
    /// The PICA200 loop counter's slot (written by flow rules).
    loop_counter: Option<usize>,
    end_at: usize,
    entry: usize,
    /// How one lane instruction runs on this host.
    runner: vector::Runner,
}

fn unsupported(reason: impl Into<String>) -> EngineError {
    EngineError::Unsupported {
        engine: EngineKind::Lanes,
        reason: reason.into(),
    }
}

impl Engine for Lanes {
    fn kind(&self) -> EngineKind {
        EngineKind::Lanes
    }

    fn compile(
        &self,
        program: &Arc<Executable>,
        layout: &IoLayout,
    ) -> Result<Box<dyn Kernel>, EngineError> {
        let exe = program.as_ref();
        let regs = exe.layout();
        let mach_len = regs.mach_len as usize;
        let end_at = exe.end_at();
        if layout.quads && (0..end_at).any(|pc| exe.needs_neighbours_at(pc)) {
            return Err(unsupported(
                "derivatives and implicit-LOD texture lookups across a 2×2 quad",
            ));
        }
        let flat = |what: &'static str, slot: Slot| {
            if slot.dimension != 0 {
                return Err(unsupported(format!(
                    "two-dimensional {what} slot {:?}[{}][{}]",
                    slot.file, slot.dimension, slot.index
                )));
            }
            let f = regs.file(slot.file);
            if slot.index >= f.size {
                return Err(EngineError::Slot { what, slot });
            }
            Ok(*f)
        };
        // Inputs: each must be a register an environment can set.
        let probe = exe.env();
        let mut inputs = Vec::new();
        let mut env_pairs = Vec::new();
        let mut lane_files = Vec::new();
        for &slot in &layout.inputs {
            let f = flat("input", slot)?;
            if probe.clone().set(slot.file, slot.index, [0; 4]).is_err() {
                return Err(EngineError::Slot {
                    what: "input",
                    slot,
                });
            }
            let lane = match f.bank {
                Bank::Machine => (f.mach_base + slot.index) as usize,
                Bank::Env => {
                    let env_slot = (f.env_base + slot.index) as usize;
                    match env_pairs.iter().find(|(e, _)| *e == env_slot) {
                        Some(&(_, s)) => s,
                        None => {
                            let s = mach_len + env_pairs.len();
                            env_pairs.push((env_slot, s));
                            lane_files.push(slot.file);
                            s
                        }
                    }
                }
            };
            inputs.push(In {
                file: slot.file,
                index: slot.index,
                slot: lane,
            });
        }
        let outputs = layout
            .outputs
            .iter()
            .map(|&slot| {
                let f = flat("output", slot)?;
                Ok(match f.bank {
                    Bank::Machine => Out::Lane {
                        slot: (f.mach_base + slot.index) as usize,
                        written: true,
                    },
                    Bank::Env => {
                        let env_slot = (f.env_base + slot.index) as usize;
                        match env_pairs.iter().find(|(e, _)| *e == env_slot) {
                            Some(&(_, s)) => Out::Lane {
                                slot: s,
                                written: false,
                            },
                            None => Out::Uniform(env_slot),
                        }
                    }
                })
            })
            .collect::<Result<Vec<_>, EngineError>>()?;
        let Compiled {
            code,
            native,
            whole,
        } = compile::compile(
            exe,
            &LaneEnvSlots {
                pairs: &env_pairs,
                files: &lane_files,
            },
        );
        let lc = regs.file(File::LoopCounter);
        Ok(Box::new(LaneKernel {
            exe: Arc::clone(program),
            code,
            whole,
            native,
            inputs,
            outputs,
            order: layout.order,
            quads: layout.quads,
            slots: mach_len + env_pairs.len(),
            mach_len,
            touched: exe.touched_slots().to_vec(),
            loop_counter: (lc.bank == Bank::Machine && lc.size > 0)
                .then_some(lc.mach_base as usize),
            end_at,
            entry: exe.program().entry.index(),
            runner: vector::runner(),
        }))
    }
}

/// The state of one step's lanes.
pub(crate) struct State {
    /// Per state slot, per component, per lane.
    pub(crate) regs: Vec<[W; 4]>,
    /// Write masks per state slot, per lane.
    pub(crate) written: Vec<[u8; LANES]>,
    /// Everything else a lane keeps: the interpreter's machine.
    pub(crate) machines: Vec<Machine>,
    /// Instructions each lane executed: the machines' counts, held here
    /// between steps of the interpreter (which reads and sets them).
    pub(crate) executed: [u64; LANES],
    /// At least the largest of `executed`: while it is below the budget no
    /// lane is at it, and counting an instruction needs no per-lane check.
    pub(crate) most_executed: u64,
    /// Lanes whose PICA200 stacks hold an entry.
    pub(crate) stacks: u32,
    /// For those lanes, the addresses their stack tops wait for
    /// (`Machine::lane_stack_watch`).
    pub(crate) watch: [[u32; 3]; LANES],
    /// Per address (up to the end, and one past it), how many entries of
    /// `watch` name it: an instruction whose next address no lane waits
    /// for needs no look at the lanes' stacks.
    pub(crate) watched: Vec<u32>,
    /// Lanes whose machine changed since it was reset.
    pub(crate) dirty: u32,
    pub(crate) base: ModelSel,
    /// Whether the stacks and flags below are the lanes' (a native
    /// program), else the machines hold them.
    pub(crate) native: bool,
    /// PICA200 CMP's two flags, per lane (native programs).
    pub(crate) pred: [[bool; LANES]; 2],
    /// The PICA200 flow stacks, per lane (native programs).
    pub(crate) pica: [Stacks; LANES],
}

impl State {
    /// Forget lane `l`'s stacks (`stacks`, `watched`).
    #[inline]
    fn unwatch(&mut self, l: usize) {
        if self.stacks & (1 << l) != 0 {
            for a in self.watch[l] {
                if let Some(n) = self.watched.get_mut(a as usize) {
                    *n -= 1;
                }
            }
            self.stacks &= !(1 << l);
        }
    }

    /// Store the components of `mask` of `out` into `slot` for the lanes of
    /// `lanes`.
    #[inline(always)]
    pub(crate) fn write(&mut self, slot: usize, mask: u8, out: &[W; 4], lanes: u32) {
        let reg = &mut self.regs[slot];
        if lanes == FULL {
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                reg[c] = out[c];
            }
            for w in &mut self.written[slot] {
                *w |= mask;
            }
        } else {
            // Blends, not branches: all ones in the lanes of `lanes`.
            let keep = lane_words(lanes);
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                for l in 0..LANES {
                    reg[c][l] = (out[c][l] & keep[l]) | (reg[c][l] & !keep[l]);
                }
            }
            for (l, w) in self.written[slot].iter_mut().enumerate() {
                *w |= mask & keep[l] as u8;
            }
        }
    }
}

/// The error of a step: the first lane's (in lane order) that failed.
/// One slot, not one per lane: a step with an error ends the run, and a
/// per-lane array of errors costs every step its checks and drops.
pub(crate) struct LaneErrors(Option<(usize, ExecError)>);

impl LaneErrors {
    /// Lane `l` failed with `e`.
    #[cold]
    fn set(&mut self, l: usize, e: ExecError) {
        if self.0.as_ref().is_none_or(|&(first, _)| l < first) {
            self.0 = Some((l, e));
        }
    }
}

/// All ones in the lanes of `lanes`, zeros in the others.
#[inline(always)]
fn lane_words(lanes: u32) -> W {
    let mut w: W = [0; LANES];
    for l in 0..LANES {
        w[l] = 0u32.wrapping_sub((lanes >> l) & 1);
    }
    w
}

/// `f24::round_word(w, false)` of every lane (float24 machines round the
/// inputs set into them): the common case (a normal float24 after
/// rounding, or a zero) side by side, the other lanes by the scalar.
#[inline(always)]
fn round_words(words: &mut W) {
    let mut fine = [false; LANES];
    let original = *words;
    for l in 0..LANES {
        let w = words[l];
        let exp = (w >> 23) & 0xFF;
        let rounded = w.wrapping_add(0x3F + ((w >> 7) & 1)) & !0x7F;
        // f32 exponents 65..=190 are float24's normal range, before and
        // after rounding (as `round_word` checks them).
        let normal = (exp.wrapping_sub(65) < 126) & (((rounded >> 23) & 0xFF) <= 190);
        let zero = w << 1 == 0;
        fine[l] = normal | zero;
        words[l] = if zero { 0 } else { rounded };
    }
    if fine.contains(&false) {
        for l in 0..LANES {
            if !fine[l] {
                words[l] = f24::round_word(original[l], false);
            }
        }
    }
}

/// The largest count among the lanes of `live` (the others run no more).
fn most_executed(executed: &[u64; LANES], live: u32) -> u64 {
    (0..LANES)
        .filter(|l| live & (1 << l) != 0)
        .map(|l| executed[l])
        .max()
        .unwrap_or(0)
}

const FULL: u32 = if LANES == 32 {
    u32::MAX
} else {
    (1u32 << LANES) - 1
};

impl LaneKernel {
    fn count(&self, inputs: &[u32], results: &Results<'_>) -> Result<usize, EngineError> {
        results.invocations(inputs, self.inputs.len(), self.outputs.len(), self.quads)
    }

    /// Copy lane `l`'s registers into its machine (for a step of the
    /// interpreter), or back (`back`).
    fn sync(&self, st: &mut State, l: usize, back: bool) {
        let State {
            regs,
            written,
            machines,
            ..
        } = st;
        let (mregs, mwritten) = machines[l].lane_regs_mut();
        for r in &self.touched {
            for slot in r.clone() {
                if back {
                    for c in 0..4 {
                        regs[slot][c][l] = mregs[slot][c];
                    }
                    written[slot][l] = mwritten[slot];
                } else {
                    mregs[slot] = std::array::from_fn(|c| regs[slot][c][l]);
                    mwritten[slot] = written[slot][l];
                }
            }
        }
    }

    /// The PICA200 loop counter as the interpreter's flow rules left it in
    /// lane `l`'s machine.
    fn sync_loop_counter(&self, st: &mut State, l: usize) {
        if let Some(slot) = self.loop_counter {
            let State {
                regs,
                written,
                machines,
                ..
            } = st;
            let (mregs, mwritten) = machines[l].lane_regs_mut();
            for c in 0..4 {
                regs[slot][c][l] = mregs[slot][c];
            }
            written[slot][l] = mwritten[slot];
        }
    }

    /// The budget, per lane, before an instruction: counts it for the
    /// lanes of `mask` and returns those that run it; a lane that reached
    /// the budget ends (or fails) by the interpreter's rule.
    #[inline]
    fn count_lanes(
        &self,
        st: &mut State,
        mask: u32,
        budget: u64,
        live: &mut u32,
        errors: &mut LaneErrors,
    ) -> u32 {
        // Commonly no lane is at the budget: one pass without a branch.
        if st.most_executed < budget {
            st.most_executed += 1;
            if mask == FULL {
                for e in &mut st.executed {
                    *e += 1;
                }
            } else {
                for l in 0..LANES {
                    st.executed[l] += u64::from((mask >> l) & 1);
                }
            }
            return mask;
        }
        let mut run = mask;
        for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
            if st.executed[l] < budget {
                st.executed[l] += 1;
                continue;
            }
            let m = &mut st.machines[l];
            st.dirty |= 1 << l;
            m.set_lane_executed(st.executed[l]);
            let r = self.exe.lane_budget(m);
            st.executed[l] = m.lane_executed();
            run &= !(1 << l);
            *live &= !(1 << l);
            if let Err(e) = r {
                errors.set(l, e);
            }
        }
        st.most_executed = most_executed(&st.executed, *live);
        run
    }

    /// Record whether lane `l`'s PICA200 stacks hold an entry.
    #[inline]
    fn note_stacks(&self, st: &mut State, l: usize) {
        st.unwatch(l);
        let watch = if st.native {
            st.pica[l].in_use().then(|| st.pica[l].watch())
        } else {
            let m = &st.machines[l];
            m.lane_stacks_in_use().then(|| m.lane_stack_watch())
        };
        if let Some(watch) = watch {
            st.stacks |= 1 << l;
            st.watch[l] = watch;
            for a in watch {
                if let Some(n) = st.watched.get_mut(a as usize) {
                    *n += 1;
                }
            }
        }
    }

    /// Set lane `l`'s PICA200 loop counter (`aL`), as the interpreter's
    /// flow rules set it (`Executable::set_loop_counter`).
    #[inline]
    fn set_loop_counter(&self, st: &mut State, l: usize, value: i32) {
        if let Some(slot) = self.loop_counter {
            st.regs[slot][0][l] = value as u32;
            st.written[slot][l] |= 1;
        }
    }

    /// Lane `l` after an instruction at `pc` that asked for `request`:
    /// the stack checks of the flow contract where its stacks hold an
    /// entry or a BREAK popped one (`pica::after`), else the request.
    #[inline]
    fn pica_next(&self, st: &mut State, l: usize, pc: usize, request: Request) -> usize {
        let next = if st.pica[l].in_use() || matches!(request, Request::Break(_)) {
            let (next, counter) = pica::after(&mut st.pica[l], pc as u32, request);
            if let Some(counter) = counter {
                self.set_loop_counter(st, l, counter);
            }
            next as usize
        } else {
            match request {
                Request::Next => pc + 1,
                Request::Jump(t) | Request::Break(t) => t as usize,
            }
        };
        self.note_stacks(st, l);
        next
    }

    /// A PICA200 flow instruction for the lanes of `run` (counted): the
    /// condition for all of them (once where it reads no flags), then the
    /// contract's stack step per lane on the lane's own stacks.
    #[allow(clippy::too_many_arguments)]
    fn pica_flow(
        &self,
        st: &mut State,
        env: &Env,
        p: &PicaInst,
        pc: usize,
        run: u32,
        pcs: &mut [usize; LANES],
        live: &mut u32,
        errors: &mut LaneErrors,
    ) {
        let exe = self.exe.as_ref();
        // PICA200 programs have no condition codes.
        const NO_CC: [[CcValue; 4]; 2] = [[CcValue::EQ; 4]; 2];
        let uniform =
            (!p.per_lane).then(|| exe.lane_condition(env, &p.condition, &NO_CC, [false; 2]));
        let loop_words = p.loop_src.as_ref().map(|s| {
            let env_regs = env.lane_regs();
            std::array::from_fn::<W, 4, _>(|c| vector::raw(st, env_regs, s, c))
        });
        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
            let taken = uniform.unwrap_or_else(|| {
                exe.lane_condition(env, &p.condition, &NO_CC, [st.pred[0][l], st.pred[1][l]])
            });
            let op = match &loop_words {
                Some(w) => exe
                    .lane_pica_flow_op(pc, |_| std::array::from_fn(|c| w[c][l]))
                    .unwrap_or(FlowOp::Nop),
                None => p.flow,
            };
            match pica::flow(&mut st.pica[l], op, pc as u32, taken) {
                Some(effect) => {
                    if let Some(counter) = effect.counter {
                        self.set_loop_counter(st, l, counter);
                    }
                    let next = self.pica_next(st, l, pc, effect.request);
                    if next < self.end_at {
                        pcs[l] = next;
                    } else {
                        *live &= !(1 << l);
                    }
                }
                None => {
                    errors.set(l, ExecError::BreakOutsideLoop { pc });
                    *live &= !(1 << l);
                }
            }
        }
    }

    /// Lane `l`'s condition codes and flags: the lane state's flags in a
    /// native program (whose condition codes stay as reset: no
    /// instruction of it updates them), else its machine's.
    #[inline]
    fn flags(st: &State, l: usize) -> ([[CcValue; 4]; 2], [bool; 2]) {
        let m = &st.machines[l];
        if st.native {
            (m.lane_cc(), [st.pred[0][l], st.pred[1][l]])
        } else {
            (m.lane_cc(), m.lane_predicates())
        }
    }

    /// A structured flow instruction without a stack for the lanes of
    /// `run` (counted): each lane jumps where the test holds (the
    /// condition once where it is the same for every lane, else per lane
    /// with the contract's `flow::condition`; an IF's operand test by
    /// `flow::structured::if_taken`).
    #[allow(clippy::too_many_arguments)]
    fn jump(
        &self,
        st: &State,
        env: &Env,
        j: &JumpInst,
        pc: usize,
        run: u32,
        pcs: &mut [usize; LANES],
        live: &mut u32,
    ) {
        let exe = self.exe.as_ref();
        let condition = |cond: &Condition| -> u32 {
            match cond {
                Condition::Always | Condition::Bool { .. } => {
                    let (cc, flags) = Self::flags(st, 0);
                    if exe.lane_condition(env, cond, &cc, flags) {
                        run
                    } else {
                        0
                    }
                }
                _ => (0..LANES)
                    .filter(|l| run & (1 << l) != 0)
                    .filter(|&l| {
                        let (cc, flags) = Self::flags(st, l);
                        exe.lane_condition(env, cond, &cc, flags)
                    })
                    .fold(0, |m, l| m | (1 << l)),
            }
        };
        let jumps = match &j.test {
            JumpTest::Always => run,
            JumpTest::Never => 0,
            JumpTest::Condition(c) => condition(c),
            JumpTest::IfCondition(c) => run & !condition(c),
            JumpTest::IfOperand { integer, src } => {
                let x = vector::raw(st, env.lane_regs(), src, 0);
                (0..LANES)
                    .filter(|&l| run & (1 << l) != 0 && !if_taken(*integer, x[l]))
                    .fold(0, |m, l| m | (1 << l))
            }
        };
        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
            let next = if jumps & (1 << l) != 0 {
                j.target
            } else {
                pc + 1
            };
            if next < self.end_at {
                pcs[l] = next;
            } else {
                *live &= !(1 << l);
            }
        }
    }

    /// Run the lanes of `live` from the entry to their ends. `envs[l]`
    /// holds lane `l`'s inputs where some instruction runs whole.
    /// Errors go into `errors`, by lane.
    ///
    /// While every live lane is at one counter (`converged`: straight
    /// code, and wherever divergent lanes met again) the step needs no
    /// per-lane counters: `pc` is every live lane's. Per-lane steps
    /// (flow, instructions run whole, PICA200 stack unwinding) set `pcs`
    /// and may split the lanes; the smallest counter then runs first.
    fn run_step(
        &self,
        st: &mut State,
        env: &Env,
        envs: &[Env],
        mut live: u32,
        errors: &mut LaneErrors,
    ) {
        let exe = self.exe.as_ref();
        let sem = exe.semantics();
        let env_regs = env.lane_regs();
        let budget = sem.limits.max_executed;
        let end_at = self.end_at;
        let mut pcs = [self.entry; LANES];
        let mut pc = self.entry;
        let mut converged = true;
        if self.entry >= end_at {
            return;
        }
        // Where lane `l` goes after its step.
        let finish = |l: usize,
                      r: Result<Option<usize>, ExecError>,
                      live: &mut u32,
                      pcs: &mut [usize; LANES],
                      errors: &mut LaneErrors| {
            match r {
                Ok(Some(next)) if next < end_at => pcs[l] = next,
                Ok(_) => *live &= !(1 << l),
                Err(e) => {
                    errors.set(l, e);
                    *live &= !(1 << l);
                }
            }
        };
        while live != 0 {
            let mask = if converged {
                live
            } else {
                // The smallest counter among the live lanes, and its lanes
                // (without branches: the ended lanes count as past the
                // end).
                pc = usize::MAX;
                for l in 0..LANES {
                    let at = if live & (1 << l) != 0 {
                        pcs[l]
                    } else {
                        usize::MAX
                    };
                    pc = pc.min(at);
                }
                let mut mask = 0u32;
                for l in 0..LANES {
                    mask |= u32::from(pcs[l] == pc) << l;
                }
                mask & live
            };
            // Whether the lanes of `mask` went their own ways (their
            // counters are in `pcs`).
            let mut split = false;
            match &self.code[pc] {
                Op::End => {
                    // Counted like any instruction, then every lane that
                    // ran it ends.
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    live &= !run;
                }
                Op::Vector(v) => {
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    if run != 0 {
                        (self.runner)(st, env_regs, sem, v, run);
                    }
                    // Lanes whose PICA200 stacks act after this
                    // instruction (their tops wait for `pc + 1`).
                    let mut checked = 0u32;
                    if run & st.stacks != 0 && st.watched[pc + 1] != 0 {
                        let next = (pc + 1) as u32;
                        for l in 0..LANES {
                            if run & st.stacks & (1 << l) != 0 && st.watch[l].contains(&next) {
                                checked |= 1 << l;
                            }
                        }
                    }
                    if checked == 0 {
                        // Every lane that ran goes on to the next
                        // instruction (or ends past the last).
                        if pc + 1 >= end_at {
                            live &= !run;
                        } else if converged {
                            pc += 1;
                        } else {
                            for l in 0..LANES {
                                let bit = run & (1 << l) != 0;
                                pcs[l] = if bit { pc + 1 } else { pcs[l] };
                            }
                        }
                    } else {
                        split = true;
                        for l in (0..LANES).filter(|l| run & (1 << l) != 0) {
                            if checked & (1 << l) != 0 && st.native {
                                let next = self.pica_next(st, l, pc, Request::Next);
                                finish(l, Ok(Some(next)), &mut live, &mut pcs, errors);
                            } else if checked & (1 << l) != 0 {
                                st.dirty |= 1 << l;
                                let r = exe.lane_after(&mut st.machines[l], pc);
                                self.sync_loop_counter(st, l);
                                self.note_stacks(st, l);
                                finish(l, r.map(Some), &mut live, &mut pcs, errors);
                            } else {
                                finish(l, Ok(Some(pc + 1)), &mut live, &mut pcs, errors);
                            }
                        }
                    }
                }
                Op::Jump(j) => {
                    split = true;
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    self.jump(st, env, j, pc, run, &mut pcs, &mut live);
                }
                Op::Pica(p) => {
                    split = true;
                    let run = self.count_lanes(st, mask, budget, &mut live, errors);
                    self.pica_flow(st, env, p, pc, run, &mut pcs, &mut live, errors);
                }
                Op::Flow => {
                    split = true;
                    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                        st.dirty |= 1 << l;
                        st.machines[l].set_lane_executed(st.executed[l]);
                        let r = exe.lane_step(&mut st.machines[l], env, pc);
                        st.executed[l] = st.machines[l].lane_executed();
                        self.sync_loop_counter(st, l);
                        self.note_stacks(st, l);
                        finish(l, r, &mut live, &mut pcs, errors);
                    }
                }
                Op::Whole => {
                    split = true;
                    for l in (0..LANES).filter(|l| mask & (1 << l) != 0) {
                        self.sync(st, l, false);
                        st.dirty |= 1 << l;
                        st.machines[l].set_lane_executed(st.executed[l]);
                        let r = exe.lane_step(&mut st.machines[l], &envs[l], pc);
                        st.executed[l] = st.machines[l].lane_executed();
                        self.sync(st, l, true);
                        self.note_stacks(st, l);
                        finish(l, r, &mut live, &mut pcs, errors);
                    }
                }
            }
            if split {
                // Per-lane steps count their own instructions.
                st.most_executed = most_executed(&st.executed, live);
                // The lanes that ran sit where their steps left them (when
                // the lanes were together, every live one ran); are the
                // live ones together again? Lanes that only ended (END,
                // the budget) leave the rest together.
                let mut at = (0..LANES).filter(|l| live & (1 << l) != 0).map(|l| pcs[l]);
                let first = at.next();
                converged = at.all(|p| Some(p) == first);
                if let Some(f) = first {
                    pc = f;
                }
            }
        }
    }
}

impl Kernel for LaneKernel {
    fn run(
        &self,
        env: &Env,
        inputs: &[u32],
        mut results: Results<'_>,
    ) -> Result<Summary, EngineError> {
        let count = self.count(inputs, &results)?;
        let exe = self.exe.as_ref();
        exe.lane_check_env(env).map_err(|source| EngineError::Run {
            invocation: 0,
            source,
        })?;
        let env_regs = env.lane_regs();
        let mut st = State {
            regs: vec![[[0; LANES]; 4]; self.slots],
            written: vec![[0; LANES]; self.slots],
            machines: (0..LANES).map(|_| exe.machine()).collect(),
            executed: [0; LANES],
            most_executed: 0,
            stacks: 0,
            watch: [[u32::MAX; 3]; LANES],
            watched: vec![0; self.end_at + 2],
            dirty: FULL,
            base: exe.base_model(),
            native: self.native,
            pred: [[false; LANES]; 2],
            pica: [Stacks::default(); LANES],
        };
        // Registers the program never touches keep the environment's
        // values for the whole run.
        for slot in 0..self.mach_len {
            for c in 0..4 {
                st.regs[slot][c] = [env_regs[slot][c]; LANES];
            }
        }
        // Each lane's environment: its inputs written in (for instructions
        // run whole by the interpreter), and for converting input words as
        // the environment converts them.
        let mut envs: Vec<Env> = (0..if self.whole { LANES } else { 0 })
            .map(|_| env.clone())
            .collect();
        let n_in = self.inputs.len();
        let n_out = self.outputs.len();
        let mut summary = Summary::default();
        // The error of a step (a step with one ends the run, so it is
        // `None` at the start of each).
        let mut errors = LaneErrors(None);
        let mut base = 0;
        while base < count {
            let n = (count - base).min(LANES);
            let live: u32 = if n == LANES { FULL } else { (1 << n) - 1 };
            for r in &self.touched {
                for slot in r.clone() {
                    for c in 0..4 {
                        st.regs[slot][c] = [env_regs[slot][c]; LANES];
                    }
                    st.written[slot] = [0; LANES];
                }
            }
            // Each invocation's inputs, read in the order they lie in
            // memory.
            match self.order {
                Order::Aos => {
                    let block = &inputs[base * 4 * n_in..(base + n) * 4 * n_in];
                    for (j, input) in self.inputs.iter().enumerate() {
                        let reg = &mut st.regs[input.slot];
                        for (l, row) in block.chunks_exact(4 * n_in).enumerate() {
                            let words = &row[4 * j..4 * j + 4];
                            for c in 0..4 {
                                reg[c][l] = words[c];
                            }
                        }
                    }
                }
                Order::Soa => {
                    for (j, input) in self.inputs.iter().enumerate() {
                        for c in 0..4 {
                            let at = (4 * j + c) * count + base;
                            st.regs[input.slot][c][..n].copy_from_slice(&inputs[at..at + n]);
                        }
                    }
                }
            }
            for (j, input) in self.inputs.iter().enumerate() {
                // The words the register holds once set (float24 machines
                // round them), as the interpreter's engine sets them into
                // its environment.
                if env.lane_converts(input.file) {
                    for c in 0..4 {
                        round_words(&mut st.regs[input.slot][c]);
                    }
                }
                if self.whole {
                    for l in 0..n {
                        let k = base + l;
                        let value: [u32; 4] =
                            std::array::from_fn(|c| inputs[self.order.index(n_in, count, k, j, c)]);
                        // Checked at compile time: the register exists and
                        // may be set.
                        let _ = envs[l].set(input.file, input.index, value);
                    }
                }
            }
            // A lane's machine is reset for its next invocation where the
            // last one changed it (every lane's, where each lane has an
            // environment of its own).
            for l in 0..n {
                if self.whole {
                    exe.lane_reset(&mut st.machines[l], &envs[l]);
                } else if st.dirty & (1 << l) != 0 {
                    // The lanes' registers are here, not in the machines.
                    exe.lane_reset_state(&mut st.machines[l], env);
                }
            }
            st.dirty = 0;
            st.executed = [0; LANES];
            st.most_executed = 0;
            if st.native {
                // The lanes' stacks and flags start empty and clear, as a
                // machine's do (`Executable::lane_reset_state`).
                for l in (0..LANES).filter(|l| st.stacks & (1 << l) != 0) {
                    st.pica[l].clear();
                }
                st.pred = [[false; LANES]; 2];
            }
            for l in 0..LANES {
                st.unwatch(l);
            }
            self.run_step(&mut st, env, &envs, live, &mut errors);
            if let Some((l, e)) = errors.0.take() {
                return Err(EngineError::Run {
                    invocation: base + l,
                    source: e,
                });
            }
            // Each invocation's outputs, a register's four words at a time.
            match self.order {
                Order::Aos => {
                    let block = &mut results.outputs[base * 4 * n_out..(base + n) * 4 * n_out];
                    for (j, out) in self.outputs.iter().enumerate() {
                        let rows = block.chunks_exact_mut(4 * n_out);
                        match *out {
                            Out::Lane { slot, .. } => {
                                let reg = &st.regs[slot];
                                for (l, row) in rows.enumerate() {
                                    row[4 * j..4 * j + 4].copy_from_slice(&[
                                        reg[0][l], reg[1][l], reg[2][l], reg[3][l],
                                    ]);
                                }
                            }
                            Out::Uniform(slot) => {
                                for row in rows {
                                    row[4 * j..4 * j + 4].copy_from_slice(&env_regs[slot]);
                                }
                            }
                        }
                    }
                }
                Order::Soa => {
                    for (j, out) in self.outputs.iter().enumerate() {
                        for c in 0..4 {
                            let at = (4 * j + c) * count + base;
                            let dst = &mut results.outputs[at..at + n];
                            match *out {
                                Out::Lane { slot, .. } => {
                                    dst.copy_from_slice(&st.regs[slot][c][..n])
                                }
                                Out::Uniform(slot) => dst.fill(env_regs[slot][c]),
                            }
                        }
                    }
                }
            }
            if let Some(wr) = results.written.as_deref_mut() {
                for (j, out) in self.outputs.iter().enumerate() {
                    for l in 0..n {
                        wr[(base + l) * n_out + j] = match *out {
                            Out::Lane {
                                slot,
                                written: true,
                            } => st.written[slot][l],
                            _ => 0,
                        };
                    }
                }
            }
            summary.invocations += n as u64;
            summary.executed += st.executed[..n].iter().sum::<u64>();
            // A lane whose machine no step touched ended normally, killed
            // nothing and emitted nothing (its machine is as reset): with
            // no status asked for, only the touched machines are read.
            let each = results.status.is_some() || results.vertices.is_some();
            for l in (0..n).filter(|l| each || st.dirty & (1 << l) != 0) {
                let k = base + l;
                let m = &mut st.machines[l];
                let end = m.lane_end();
                if let Some(status) = results.status.as_deref_mut() {
                    status[k] = Status {
                        end,
                        executed: st.executed[l],
                        killed: m.lane_killed(),
                        cc: m.lane_cc(),
                        predicates: if st.native {
                            [st.pred[0][l], st.pred[1][l]]
                        } else {
                            m.lane_predicates()
                        },
                    };
                }
                if let Some(vertices) = results.vertices.as_deref_mut() {
                    vertices.extend(m.take_lane_vertices().into_iter().map(|v| (k, v)));
                }
                summary.abnormal += u64::from(end != End::Normal);
                summary.killed += u64::from(m.lane_killed());
            }
            base += n;
        }
        Ok(summary)
    }
}
