//! Hooks for the lane engine (`shasm-lanes`): the pieces of the reference
//! interpreter that engine calls per lane instead of restating them (one
//! instruction with its budget, flow and PICA200 stack rules; the state a
//! lane keeps between instructions). Not a stable API: each hook is to be
//! replaced by the contract in `shasm_ir::ops` / `shasm_ir` as it moves
//! there.

use super::run::needs_neighbours;
use super::{End, ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, Kind, ModelSel, PInst, PSrc};
use shasm_ir::ops::{Float24, Ieee, IeeeFtz};
use shasm_ir::{CcValue, Condition, ControlModel, File};
use std::ops::Range;

#[doc(hidden)]
impl Executable {
    /// The prepared form of every instruction.
    pub fn prepared(&self) -> &[PInst] {
        &self.code
    }

    /// The program's own numeric model.
    pub fn base_model(&self) -> ModelSel {
        self.base_model
    }

    /// The machine-bank slots a run can read or write (sorted ranges).
    pub fn touched_slots(&self) -> &[Range<usize>] {
        &self.touched
    }

    /// Where the program ends: its `END` index or its length.
    pub fn end_at(&self) -> usize {
        self.program
            .end
            .map_or(self.code.len(), |e| e.index().min(self.code.len()))
    }

    /// Whether an instruction needs its 2×2 quad neighbours (derivatives,
    /// implicit-LOD texture lookups).
    pub fn needs_neighbours_at(&self, pc: usize) -> bool {
        self.code.get(pc).is_some_and(needs_neighbours)
    }

    /// Refuse an environment made for another program.
    pub fn lane_check_env(&self, env: &Env) -> Result<(), ExecError> {
        self.check_env(env)
    }

    /// Reset a lane's machine for a run from `env` (registers, flags,
    /// stacks, counters), as a run from the entry starts.
    pub fn lane_reset(&self, m: &mut Machine, env: &Env) {
        self.reset(m, env);
    }

    /// [`Executable::lane_reset`] of everything but the registers, except
    /// the PICA200 loop counter (which flow rules write): for an engine
    /// that keeps a lane's other registers itself.
    pub fn lane_reset_state(&self, m: &mut Machine, env: &Env) {
        let lc = self.layout.file(File::LoopCounter);
        if lc.bank == crate::Bank::Machine && lc.size > 0 {
            let base = lc.mach_base as usize;
            let counter = base..base + lc.size as usize;
            self.reset_slots(m, env, std::slice::from_ref(&counter));
        } else {
            self.reset_slots(m, env, &[]);
        }
    }

    /// Execute the instruction at `pc` for one lane, as the interpreter's
    /// run loop does (budget, then the instruction, then the PICA200
    /// stacks): `Some(next pc)`, or `None` when the lane ended. `pc` must be
    /// below [`Executable::end_at`].
    pub fn lane_step(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
    ) -> Result<Option<usize>, ExecError> {
        let sem = &self.program.semantics;
        let pica = sem.control == ControlModel::PicaStacks;
        let inst = &self.code[pc];
        if !self.lane_budget(m)? {
            return Ok(None);
        }
        let step = if inst.kind == Kind::Flow || inst.kind == Kind::Geometry {
            if pica {
                self.pica_flow(m, env, inst, pc)?
            } else {
                self.structured_flow(m, env, inst, pc)?
            }
        } else {
            match self.base_model {
                ModelSel::Float24 => self.exec_data::<Float24>(m, env, inst, pc, None)?,
                ModelSel::IeeeFtz => self.exec_data::<IeeeFtz>(m, env, inst, pc, None)?,
                _ => self.exec_data::<Ieee>(m, env, inst, pc, None)?,
            }
            Step::Next
        };
        let (next, broke) = match step {
            Step::Next => (pc + 1, None),
            Step::Jump(t) => (t as usize, None),
            Step::Break(t) => (pc + 1, Some(t)),
            Step::End => return Ok(None),
        };
        Ok(Some(if pica && (broke.is_some() || m.stacks_in_use()) {
            self.pica_stacks(m, pc, next, broke)?
        } else {
            next
        }))
    }

    /// The flow condition `cond` ([`shasm_ir::flow::condition`]) for a
    /// lane whose condition codes are `cc` and predicate flags `flags`,
    /// boolean uniforms read from `env` as the interpreter reads them.
    #[inline]
    pub fn lane_condition(
        &self,
        env: &Env,
        cond: &Condition,
        cc: &[[CcValue; 4]; 2],
        flags: [bool; 2],
    ) -> bool {
        self.condition_of(env, cond, cc, flags)
    }

    /// The flow contract's form of a PICA200 flow instruction
    /// ([`shasm_ir::flow::pica::flow`]); `None` for `END` and the geometry
    /// ops. `fetch` reads `LOOP`'s integer uniform (swizzled and modified).
    pub fn lane_pica_flow_op(
        &self,
        pc: usize,
        fetch: impl FnOnce(&PSrc) -> [u32; 4],
    ) -> Option<shasm_ir::flow::pica::FlowOp> {
        self.pica_flow_op(self.code.get(pc)?, fetch)
    }

    /// The budget check before an instruction: counts it and returns
    /// `true`, or ends the lane (`false`, [`End::Budget`]) or fails where
    /// the budget is an error.
    #[inline]
    pub fn lane_budget(&self, m: &mut Machine) -> Result<bool, ExecError> {
        let limits = &self.program.semantics.limits;
        if m.executed >= limits.max_executed {
            if limits.budget_is_error {
                return Err(ExecError::Budget(limits.max_executed));
            }
            m.end = End::Budget;
            return Ok(false);
        }
        m.executed += 1;
        Ok(true)
    }

    /// After a data instruction at `pc` ran for a lane (counted by
    /// [`Executable::lane_budget`]): the PICA200 stack checks, giving the
    /// next pc.
    pub fn lane_after(&self, m: &mut Machine, pc: usize) -> Result<usize, ExecError> {
        if self.program.semantics.control == ControlModel::PicaStacks && m.stacks_in_use() {
            self.pica_stacks(m, pc, pc + 1, None)
        } else {
            Ok(pc + 1)
        }
    }
}

#[doc(hidden)]
impl Env {
    /// The environment's registers, by slot.
    #[inline]
    pub fn lane_regs(&self) -> &[[u32; 4]] {
        &self.regs
    }

    /// The words a register of `file` holds when `value` is set into it
    /// ([`Env::set`]'s conversion: float24 machines round floats).
    #[inline]
    pub fn lane_convert(&self, file: File, value: [u32; 4]) -> [u32; 4] {
        self.convert(file, value)
    }

    /// Whether setting a register of `file` converts its words (then each
    /// word becomes `shasm_ir::numeric::f24::round_word(w, false)`, as
    /// [`Env::lane_convert`] does); else they are kept as they are.
    #[inline]
    pub fn lane_converts(&self, file: File) -> bool {
        self.float24 && !file.is_integer()
    }
}

#[doc(hidden)]
impl Machine {
    /// Registers and written masks, by machine-bank slot.
    pub fn lane_regs_mut(&mut self) -> (&mut [[u32; 4]], &mut [u8]) {
        (&mut self.regs, &mut self.written)
    }

    #[inline]
    pub fn lane_executed(&self) -> u64 {
        self.executed
    }

    #[inline]
    pub fn set_lane_executed(&mut self, n: u64) {
        self.executed = n;
    }

    #[inline]
    pub fn lane_predicates(&self) -> [bool; 2] {
        self.pred
    }

    #[inline]
    pub fn set_lane_predicates(&mut self, p: [bool; 2]) {
        self.pred = p;
    }

    #[inline]
    pub fn lane_cc(&self) -> [[CcValue; 4]; 2] {
        self.cc
    }

    #[inline]
    pub fn lane_end(&self) -> End {
        self.end
    }

    #[inline]
    pub fn lane_killed(&self) -> bool {
        self.killed
    }

    /// Whether a PICA200 stack holds an entry.
    #[inline]
    pub fn lane_stacks_in_use(&self) -> bool {
        self.stacks_in_use()
    }

    /// The addresses the tops of the PICA200 CALL, IF and LOOP stacks wait
    /// for (`u32::MAX` for an empty stack): after an instruction at `pc`
    /// whose next address `pc + 1` is none of them, the stack checks
    /// ([`Executable::lane_after`], `shasm_ir::flow::pica::check_stacks`)
    /// change nothing and give `pc + 1`.
    #[inline]
    pub fn lane_stack_watch(&self) -> [u32; 3] {
        self.stacks.watch()
    }

    /// The vertices emitted, taken out of the machine.
    pub fn take_lane_vertices(&mut self) -> Vec<super::EmittedVertex> {
        std::mem::take(&mut self.vertices)
    }
}
