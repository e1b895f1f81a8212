//! The state of one invocation and the PICA200 flow stacks.

use super::{EmittedVertex, End};
use crate::env::Env;
use crate::prepare::Executable;
use shasm_ir::{CcValue, File};

// The PICA200 flow stacks are the flow contract's (`shasm_ir::flow::pica`).
pub(super) use shasm_ir::flow::pica::Stacks;

/// The state of one invocation. Reusable across runs (no allocation per
/// run once created).
#[derive(Clone, Debug)]
pub struct Machine {
    pub(crate) regs: Vec<[u32; 4]>,
    pub(crate) written: Vec<u8>,
    pub(crate) cc: [[CcValue; 4]; 2],
    pub(crate) pred: [bool; 2],
    pub(crate) executed: u64,
    pub(crate) killed: bool,
    pub(super) calls: Vec<(u32, u32)>,
    /// Address registers pushed by PUSHA; each has a [`PUSHED`] entry in
    /// `calls` (the call stack they share).
    pub(super) pushed: Vec<[u32; 4]>,
    pub(super) reps: Vec<i64>,
    /// The PICA200 IF, CALL and LOOP stacks.
    pub(super) stacks: Stacks,
    pub(super) emit_slot: (u8, bool, bool),
    /// PICA200 geometry: the output bank that is not selected now (see
    /// `Executable::banks_outputs`); empty for other programs. EMIT swaps
    /// it with the output registers, so that every path writes the
    /// selected bank through the ordinary output slots.
    pub(super) other_bank: Vec<[u32; 4]>,
    pub(crate) vertices: Vec<EmittedVertex>,
    pub(crate) end: End,
    /// The [`Executable`]'s fingerprint: a run checks it.
    pub(super) fingerprint: u64,
}

impl Machine {
    /// Whether any PICA200 flow stack holds an entry (else the checks after
    /// an instruction have nothing to pop).
    #[inline(always)]
    pub(super) fn stacks_in_use(&self) -> bool {
        self.stacks.in_use()
    }

    /// Instructions executed by the last run.
    pub fn executed(&self) -> u64 {
        self.executed
    }

    /// Whether the last run killed the fragment.
    pub fn killed(&self) -> bool {
        self.killed
    }
}

impl Executable {
    /// A machine sized for this program, to reuse across runs.
    pub fn machine(&self) -> Machine {
        let n = self.layout.mach_len as usize;
        Machine {
            regs: vec![[0; 4]; n],
            written: vec![0; n],
            cc: [[CcValue::EQ; 4]; 2],
            pred: [false; 2],
            executed: 0,
            killed: false,
            calls: Vec::with_capacity(self.program.semantics.limits.call_depth as usize),
            pushed: Vec::new(),
            reps: Vec::with_capacity(self.rep_depth),
            stacks: Stacks::default(),
            emit_slot: (0, false, false),
            other_bank: if self.banks_outputs() {
                vec![[0; 4]; self.layout.file(File::Output).size as usize]
            } else {
                Vec::new()
            },
            vertices: Vec::new(),
            end: End::Normal,
            fingerprint: self.fingerprint,
        }
    }

    /// Give the registers the program never touches the environment's
    /// values, so that a whole outcome reads as if every register had been
    /// reset.
    pub(super) fn settle(&self, m: &mut Machine, env: &Env) {
        let mut start = 0;
        for r in &self.touched {
            m.regs[start..r.start].copy_from_slice(&env.regs[start..r.start]);
            start = r.end;
        }
        let n = m.regs.len();
        m.regs[start..n].copy_from_slice(&env.regs[start..n]);
    }

    pub(super) fn reset(&self, m: &mut Machine, env: &Env) {
        self.reset_slots(m, env, &self.touched);
    }

    /// [`Executable::reset`] for a run from the entry, which need not
    /// reset the registers its first stretch writes whole before reading.
    pub(super) fn reset_for_run(&self, m: &mut Machine, env: &Env) {
        self.reset_slots(m, env, &self.start.reset);
    }

    pub(super) fn reset_slots(&self, m: &mut Machine, env: &Env, slots: &[std::ops::Range<usize>]) {
        // Writable files start from the environment's values; they sit at
        // the start of the environment's array (see `build_layout`). Only
        // the registers the program can touch need it.
        // (A plain loop: the ranges are short, and library calls per range
        // would cost more than the copy.)
        for r in slots {
            for slot in r.clone() {
                m.regs[slot] = env.regs[slot];
                m.written[slot] = 0;
            }
        }
        m.cc = [[CcValue::EQ; 4]; 2];
        m.pred = [false; 2];
        m.executed = 0;
        m.killed = false;
        m.calls.clear();
        m.pushed.clear();
        m.reps.clear();
        m.stacks.clear();
        m.emit_slot = (0, false, false);
        if !m.other_bank.is_empty() {
            // Both banks start as the output registers start (Azahar's
            // `ShaderUnit` zeroes both, as the environment's outputs are).
            let base = self.layout.file(File::Output).mach_base as usize;
            let n = m.other_bank.len();
            m.other_bank.copy_from_slice(&env.regs[base..base + n]);
        }
        m.vertices.clear();
        m.end = End::Normal;
    }
}
