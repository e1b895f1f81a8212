//! The run loop: one invocation, or a 2×2 quad in lock step.

use super::trace::{FnObserver, NoObserver, Observer};
use super::{End, ExecError, LaneStop, Machine, Outcome, Step, TraceStep};
use crate::alu::Vec4;
use crate::env::Env;
use crate::prepare::{Executable, Kind, ModelSel, PInst};
use shasm_ir::ops::{Float24, Ieee, IeeeFtz, Model};
use shasm_ir::{ControlModel, Opcode};

impl Executable {
    /// Run one invocation.
    pub fn run(&self, env: &Env) -> Result<Outcome, ExecError> {
        let mut m = self.machine();
        self.run_in(&mut m, env)?;
        self.settle(&mut m, env);
        Ok(Outcome {
            machine: m,
            layout: self.layout.clone(),
            env_regs: env.regs.clone(),
        })
    }

    /// Run one invocation in a reused machine; the results stay in `m`.
    pub fn run_in(&self, m: &mut Machine, env: &Env) -> Result<End, ExecError> {
        self.check_env(env)?;
        self.check_machine(m)?;
        self.reset_for_run(m, env);
        let mut entry = self.program.entry.index();
        if self.lean && self.start.entry_len > 0 {
            // The entry stretch, fused, runs first, within the budget.
            crate::lean::run(&self.program.semantics, m, env, &self.start.entry);
            if let Some((n, counts_end)) = self.start.straight {
                // It was the whole program.
                m.executed = n as u64 + u64::from(counts_end);
                return Ok(m.end);
            }
            m.executed = self.start.entry_len as u64;
            entry += self.start.entry_len;
        }
        match self.run_lane(m, env, entry, false)? {
            (LaneStop::Ended, _) => Ok(m.end),
            // Without quad partners barriers execute inline; never reached.
            (LaneStop::Barrier(_), _) => Ok(m.end),
        }
    }

    /// Run a 2×2 quad in lock step so that DDX/DDY and implicit texture LOD
    /// see their neighbours. Lane order: 0 = (x, y), 1 = (x+1, y),
    /// 2 = (x, y+1), 3 = (x+1, y+1), window y pointing up.
    pub fn run_quad(&self, envs: [&Env; 4]) -> Result<[Outcome; 4], ExecError> {
        for env in envs {
            self.check_env(env)?;
        }
        let mut ms: [Machine; 4] = std::array::from_fn(|_| self.machine());
        for (m, env) in ms.iter_mut().zip(envs) {
            self.reset(m, env);
        }
        let entry = self.program.entry.index();
        let mut pcs: [Option<usize>; 4] = [Some(entry); 4];
        loop {
            for lane in 0..4 {
                if let Some(pc) = pcs[lane] {
                    pcs[lane] = match self.run_lane(&mut ms[lane], envs[lane], pc, true)? {
                        (LaneStop::Ended, _) => None,
                        (LaneStop::Barrier(at), _) => Some(at),
                    };
                }
            }
            let Some(at) = pcs.iter().flatten().copied().min() else {
                break;
            };
            let group: [bool; 4] = pcs.map(|p| p == Some(at));
            let next = self.exec_barrier(&mut ms, envs, at, group)?;
            for lane in 0..4 {
                if group[lane] {
                    pcs[lane] = next[lane];
                }
            }
        }
        let layout = self.layout.clone();
        let mut lane = 0;
        Ok(ms.map(|mut m| {
            let env = envs[lane];
            lane += 1;
            self.settle(&mut m, env);
            Outcome {
                machine: m,
                layout: layout.clone(),
                env_regs: env.regs.clone(),
            }
        }))
    }

    /// Refuse an environment made for another program: its registers
    /// would not be where this program's code looks for them.
    pub(super) fn check_env(&self, env: &Env) -> Result<(), ExecError> {
        if env.fingerprint != self.fingerprint || env.regs.len() != self.initial.len() {
            return Err(ExecError::ForeignEnv);
        }
        Ok(())
    }

    /// Refuse a machine made for another program (see
    /// [`Executable::check_env`]).
    pub(super) fn check_machine(&self, m: &Machine) -> Result<(), ExecError> {
        let n = self.layout.mach_len as usize;
        if m.fingerprint != self.fingerprint || m.regs.len() != n || m.written.len() != n {
            return Err(ExecError::ForeignMachine);
        }
        Ok(())
    }

    /// Run one lane from `pc` until it ends or (in quad mode) reaches an
    /// instruction that needs its neighbours.
    pub(super) fn run_lane(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
        quad: bool,
    ) -> Result<(LaneStop, ()), ExecError> {
        self.run_lane_observed(m, env, pc, quad, &mut NoObserver)
    }

    pub(super) fn run_lane_observed<O: Observer>(
        &self,
        m: &mut Machine,
        env: &Env,
        pc: usize,
        quad: bool,
        obs: &mut O,
    ) -> Result<(LaneStop, ()), ExecError> {
        match self.base_model {
            ModelSel::Float24 => self.run_lane_in::<Float24, O>(m, env, pc, quad, obs),
            ModelSel::IeeeFtz => self.run_lane_in::<IeeeFtz, O>(m, env, pc, quad, obs),
            _ => self.run_lane_in::<Ieee, O>(m, env, pc, quad, obs),
        }
    }

    /// Run one invocation, calling `trace` after every executed instruction
    /// (for `shasm trace`).
    pub fn run_traced(
        &self,
        env: &Env,
        trace: &mut dyn FnMut(&TraceStep<'_>),
    ) -> Result<Outcome, ExecError> {
        self.check_env(env)?;
        let mut m = self.machine();
        self.reset(&mut m, env);
        let entry = self.program.entry.index();
        let mut obs = FnObserver(trace);
        self.run_lane_observed(&mut m, env, entry, false, &mut obs)?;
        // As `run`: the registers the program never touches read as the
        // environment gave them.
        self.settle(&mut m, env);
        Ok(Outcome {
            machine: m,
            layout: self.layout.clone(),
            env_regs: env.regs.clone(),
        })
    }

    pub(super) fn run_lane_in<B: Model, O: Observer>(
        &self,
        m: &mut Machine,
        env: &Env,
        mut pc: usize,
        quad: bool,
        obs: &mut O,
    ) -> Result<(LaneStop, ()), ExecError> {
        let sem = &self.program.semantics;
        let budget = sem.limits.max_executed;
        let end_at = self
            .program
            .end
            .map_or(self.code.len(), |e| e.index().min(self.code.len()));
        let pica = sem.control == ControlModel::PicaStacks;
        loop {
            if pc >= end_at {
                return Ok((LaneStop::Ended, ()));
            }
            // A stretch of lean instructions runs straight through when
            // nothing needs to look between them: no observer, no PICA
            // stack to check after each (flow instructions, which are not
            // lean, are the only ones that push), and the budget holds.
            if O::SILENT && self.lean && !(pica && m.stacks_in_use()) {
                let n = self.lean_runs.get(pc).copied().unwrap_or(0) as usize;
                if n > 1
                    && m.executed + n as u64 <= budget
                    && let Some(stretch) = self.lean_code.get(pc..pc + n)
                {
                    crate::lean::run(sem, m, env, stretch);
                    m.executed += n as u64;
                    pc += n;
                    // A stretch that ends at END ends the run here (END is
                    // neither observed nor checked against the stacks, which
                    // are empty).
                    if pc < end_at && self.code[pc].op == Opcode::End && m.executed < budget {
                        m.executed += 1;
                        return Ok((LaneStop::Ended, ()));
                    }
                    continue;
                }
            }
            let inst = &self.code[pc];
            if quad && needs_neighbours(inst) {
                return Ok((LaneStop::Barrier(pc), ()));
            }
            if m.executed >= budget {
                if sem.limits.budget_is_error {
                    return Err(ExecError::Budget(budget));
                }
                m.end = End::Budget;
                return Ok((LaneStop::Ended, ()));
            }
            m.executed += 1;
            let step = if let Some(li) = &inst.lean
                && self.lean
            {
                crate::lean::execute(sem, m, env, li);
                Step::Next
            } else if inst.kind == Kind::Flow || inst.kind == Kind::Geometry {
                if pica {
                    self.pica_flow(m, env, inst, pc)?
                } else {
                    self.structured_flow(m, env, inst, pc)?
                }
            } else {
                self.exec_data::<B>(m, env, inst, pc, None)?;
                Step::Next
            };
            obs.after(self, m, pc);
            let (next, broke) = match step {
                Step::Next => (pc + 1, None),
                Step::Jump(t) => (t as usize, None),
                Step::Break(t) => (pc + 1, Some(t)),
                Step::End => return Ok((LaneStop::Ended, ())),
            };
            pc = if pica && (broke.is_some() || m.stacks_in_use()) {
                self.pica_stacks(m, pc, next, broke)?
            } else {
                next
            };
        }
    }

    /// Execute a barrier instruction (derivative or implicit-LOD texture) for
    /// the lanes of `group`, all at `pc`; returns each lane's next PC.
    pub(super) fn exec_barrier(
        &self,
        ms: &mut [Machine; 4],
        envs: [&Env; 4],
        pc: usize,
        group: [bool; 4],
    ) -> Result<[Option<usize>; 4], ExecError> {
        let inst = &self.code[pc];
        // Operand values of every lane before anyone writes.
        let src0: [Vec4; 4] = std::array::from_fn(|lane| {
            self.fetch(&ms[lane], envs[lane], &inst.src[0])
                .map(f32::from_bits)
        });
        let mut next = [None; 4];
        let budget = self.program.semantics.limits.max_executed;
        for lane in 0..4 {
            if !group[lane] {
                continue;
            }
            let m = &mut ms[lane];
            if m.executed >= budget {
                if self.program.semantics.limits.budget_is_error {
                    return Err(ExecError::Budget(budget));
                }
                m.end = End::Budget;
                continue;
            }
            m.executed += 1;
            let q = QuadOperands {
                src0,
                // Horizontal neighbour: lanes 0<->1, 2<->3; vertical: 0<->2, 1<->3.
                ddx: (lane ^ 1, lane & 1 == 0),
                ddy: (lane ^ 2, lane & 2 == 0),
            };
            match self.base_model {
                ModelSel::Float24 => {
                    self.exec_data::<Float24>(m, envs[lane], inst, pc, Some(&q))?
                }
                ModelSel::IeeeFtz => {
                    self.exec_data::<IeeeFtz>(m, envs[lane], inst, pc, Some(&q))?
                }
                _ => self.exec_data::<Ieee>(m, envs[lane], inst, pc, Some(&q))?,
            }
            next[lane] = Some(pc + 1);
        }
        Ok(next)
    }
}

/// Neighbour operands for a derivative in a quad: `(lane, this_is_low)`
/// for each axis; the derivative is high minus low.
pub(crate) struct QuadOperands {
    pub(super) src0: [Vec4; 4],
    pub(super) ddx: (usize, bool),
    pub(super) ddy: (usize, bool),
}

pub(super) fn needs_neighbours(inst: &PInst) -> bool {
    match inst.kind {
        Kind::Derivative => true,
        Kind::Texture => matches!(
            inst.op,
            Opcode::Tex
                | Opcode::Txp
                | Opcode::Txb
                | Opcode::Sample
                | Opcode::SampleB
                | Opcode::SampleC
                | Opcode::Lodq
        ),
        _ => false,
    }
}
