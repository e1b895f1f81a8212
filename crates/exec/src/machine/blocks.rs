//! Hooks for engines that take the flow of control from elsewhere (the
//! structured-form evaluator of `shasm::cfg`): run one instruction's
//! straight-line effect, decide one instruction's flow test, and keep the
//! PICA200 loop counters, all exactly as the run loop does, so that the
//! arithmetic is shared and only the flow differs.

use super::{End, ExecError, Machine};
use crate::env::Env;
use crate::model::{Float24, Ieee, IeeeFtz};
use crate::prepare::{Executable, Kind, ModelSel};
use shasm_ir::flow::{pica, structured};
use shasm_ir::{Condition, Opcode};

impl Executable {
    /// Prepare `m` for a run with `env`, as [`Executable::run_in`] does
    /// before the first instruction.
    pub fn begin(&self, m: &mut Machine, env: &Env) -> Result<(), ExecError> {
        self.check_env(env)?;
        self.check_machine(m)?;
        self.reset(m, env);
        Ok(())
    }

    /// Execute the instruction at `pc` without its flow: count it against
    /// the executed-instruction budget, then run its data, texture, kill or
    /// geometry effect; PICA200 `LOOP` pushes its counter frame and sets
    /// `aL`. Other flow instructions only count. `Ok(false)` when the
    /// budget ended the run (`m`'s end is then [`End::Budget`]).
    pub fn execute_straight(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
    ) -> Result<bool, ExecError> {
        let Some(inst) = self.code.get(pc) else {
            return Ok(true);
        };
        let sem = &self.program.semantics;
        let budget = sem.limits.max_executed;
        if m.executed >= budget {
            if sem.limits.budget_is_error {
                return Err(ExecError::Budget(budget));
            }
            m.end = End::Budget;
            return Ok(false);
        }
        m.executed += 1;
        if let Some(li) = &inst.lean
            && self.lean
        {
            crate::lean::execute(sem, m, env, li);
            return Ok(true);
        }
        match inst.kind {
            Kind::Geometry => self.geometry(m, inst, pc)?,
            Kind::Flow if inst.op == Opcode::Loopr => {
                // The frame's PCs are unused here: the tree decides the flow.
                let params = pica::decode_loop(self.fetch(m, env, &inst.src[0]));
                self.set_loop_counter(m, params.start);
                m.stacks
                    .loops
                    .push(pica::LoopFrame::new(0, u32::MAX, params));
            }
            Kind::Flow => {}
            _ => match self.base_model {
                ModelSel::Float24 => self.exec_data::<Float24>(m, env, inst, pc, None)?,
                ModelSel::IeeeFtz => self.exec_data::<IeeeFtz>(m, env, inst, pc, None)?,
                _ => self.exec_data::<Ieee>(m, env, inst, pc, None)?,
            },
        }
        Ok(true)
    }

    /// The flow test of the instruction at `pc` as the run loop decides it:
    /// `IF` on its operand `!= 0.0`, `UIF` `!= 0`, everything else on its
    /// condition (condition codes, PICA booleans and flags).
    pub fn flow_test(&self, m: &Machine, env: &Env, pc: usize) -> bool {
        let Some(inst) = self.code.get(pc) else {
            return false;
        };
        match inst.op {
            Opcode::If | Opcode::Uif if inst.nsrc != 0 => self.if_operand_taken(m, env, inst),
            _ => self.condition(m, env, &inst.condition),
        }
    }

    /// A flow condition as data ([`shasm_ir::cfg::Test::Condition`]),
    /// evaluated over `m`'s condition codes and flags and `env`'s boolean
    /// uniforms by the flow contract ([`shasm_ir::flow::condition`]).
    pub fn eval_condition(&self, m: &Machine, env: &Env, condition: &Condition) -> bool {
        self.condition(m, env, condition)
    }

    /// The first component of the first source of the instruction at
    /// `pc`, read by the operand rules (the value an `IF`/`UIF` tests,
    /// [`shasm_ir::cfg::Test::Operand`]); 0 past the end.
    pub fn first_operand_x(&self, m: &Machine, env: &Env, pc: usize) -> u32 {
        self.code
            .get(pc)
            .filter(|inst| inst.nsrc != 0)
            .map_or(0, |inst| self.fetch(m, env, &inst.src[0])[0])
    }

    /// PICA200: whether the innermost loop has iterations left
    /// ([`pica::loop_remaining`]).
    pub fn loop_remaining(&self, m: &Machine) -> bool {
        pica::loop_remaining(&m.stacks.loops)
    }

    /// PICA200: the end of a loop body with iterations left
    /// ([`pica::loop_repeat`]).
    pub fn loop_continue(&self, m: &mut Machine) {
        if let Some(counter) = pica::loop_repeat(&mut m.stacks.loops) {
            self.set_loop_counter(m, counter);
        }
    }

    /// PICA200: the end of the last iteration ([`pica::loop_exit`]).
    pub fn loop_exit(&self, m: &mut Machine) {
        if let Some(counter) = pica::loop_exit(&mut m.stacks.loops) {
            self.set_loop_counter(m, counter);
        }
    }

    /// PICA200 `BREAK` taken ([`pica::loop_break`]).
    pub fn loop_break(&self, m: &mut Machine) {
        if let Some((_, counter)) = pica::loop_break(&mut m.stacks.loops) {
            self.set_loop_counter(m, counter);
        }
    }

    /// Whether the `REP` at `pc` runs its body (its count is above 0), as
    /// the run loop decides it.
    pub fn rep_enters(&self, m: &Machine, env: &Env, pc: usize) -> bool {
        self.code
            .get(pc)
            .is_some_and(|inst| structured::rep_enters(self.rep_count_of(m, env, inst)))
    }

    /// The `PUSHA` at `pc` as a CFG edge's action: push its address
    /// register (the graph checked the call depth).
    pub fn address_push(&self, m: &mut Machine, env: &Env, pc: usize) {
        if let Some(inst) = self.code.get(pc) {
            let value = self.fetch(m, env, &inst.src[0]);
            m.pushed.push(value);
        }
    }

    /// The `POPA` at `pc` as a CFG edge's action: pop the pushed address
    /// register into its destination (the graph checked that one is on top).
    pub fn address_pop(&self, m: &mut Machine, pc: usize) {
        if let (Some(inst), Some(value)) = (self.code.get(pc), m.pushed.pop()) {
            self.write_raw(m, inst, value, true);
        }
    }

    /// Entering the body of the `REP` at `pc`: push its count.
    pub fn rep_begin(&self, m: &mut Machine, env: &Env, pc: usize) {
        if let Some(inst) = self.code.get(pc) {
            let count = self.rep_count_of(m, env, inst);
            m.reps.push(count);
        }
    }

    /// At `ENDREP`: whether the innermost `REP` has iterations left after
    /// this one.
    pub fn rep_remaining(&self, m: &Machine) -> bool {
        m.reps.last().is_some_and(|&c| c > 1)
    }

    /// `ENDREP` with iterations left: one less.
    pub fn rep_continue(&self, m: &mut Machine) {
        if let Some(c) = m.reps.last_mut() {
            *c -= 1;
        }
    }

    /// `ENDREP` after the last iteration, or `BRK` out of a `REP`: pop.
    pub fn rep_pop(&self, m: &mut Machine) {
        m.reps.pop();
    }
}

impl Machine {
    /// Record how the run ended (for engines that decide it themselves).
    pub fn set_end(&mut self, end: End) {
        self.end = end;
    }

    /// How the last run ended.
    pub fn end(&self) -> End {
        self.end
    }

    /// Whether two machines hold the same results: registers and their
    /// write masks, condition codes, predicates, executed count, killed
    /// flag, PICA200 output banks, emitted vertices and end (not the flow
    /// stacks).
    pub fn same_results(&self, other: &Machine) -> bool {
        self.regs == other.regs
            && self.written == other.written
            && self.cc == other.cc
            && self.pred == other.pred
            && self.executed == other.executed
            && self.killed == other.killed
            && self.other_bank == other.other_bank
            && self.vertices == other.vertices
            && self.end == other.end
    }
}
