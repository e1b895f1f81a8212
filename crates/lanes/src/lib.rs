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
//! ## Layout
//!
//! `compile` sorts each instruction into how it runs; `state` holds a
//! step's lanes (registers in SoA, counters, stacks, flags, the step's
//! error); `vector` runs a data instruction over the lanes with the
//! emitter of `emit`; `flow` runs flow instructions on the lanes;
//! `schedule` picks the lanes of each step (budget, smallest counter
//! first, per-lane steps of the interpreter); this file compiles a kernel
//! and moves each batch's inputs and outputs.
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
mod flow;
mod schedule;
mod state;
mod vector;

use compile::{Compiled, LaneEnvSlots, Op};
use shasm_engine::{
    Engine, EngineError, EngineKind, IoLayout, Kernel, Order, Results, Slot, Status, Summary,
};
use shasm_exec::{Bank, End, Env, Executable};
use shasm_ir::File;
use shasm_ir::flow::pica::Stacks;
use state::{FULL, LaneErrors, State, round_words};
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

impl LaneKernel {
    fn count(&self, inputs: &[u32], results: &Results<'_>) -> Result<usize, EngineError> {
        results.invocations(inputs, self.inputs.len(), self.outputs.len(), self.quads)
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
