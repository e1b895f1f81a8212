//! Structured flow (TGSI, NV, gp4) and condition tests.

use super::{End, ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, PInst};
use shasm_ir::{Condition, DataType, File, Opcode};

/// The return address of a call-stack entry that holds an address
/// register pushed by PUSHA (NV_vertex_program3 §2.14.5.44), not a return
/// address.
pub(super) const PUSHED: u32 = u32::MAX;

impl Executable {
    /// An abnormal end of the program through its call stack (overflow,
    /// POPA of a return address or of nothing, RET to a pushed address
    /// register): an error, or, where the spec keeps the results
    /// (NV_vertex_program2/3), the end of the run.
    fn stack_abort(&self, m: &mut Machine, pc: usize) -> Result<Step, ExecError> {
        let limits = &self.program.semantics.limits;
        if limits.budget_is_error {
            return Err(ExecError::CallOverflow {
                pc,
                depth: limits.call_depth,
            });
        }
        m.end = End::CallOverflow;
        Ok(Step::End)
    }

    /// The iteration count a `REP` reads: its operand's first component, a
    /// float taken to its floor (NV_gpu_program4 §2.X.8.Z REP: "converted
    /// to the largest integer less than or equal to the specified value";
    /// `as` saturates and gives 0 for NaN) or an integer of the
    /// instruction's type, whose negation and |x| act in that type
    /// (§2.X.4.2); a `REP` without an operand (NV_gpu_program4) repeats
    /// until `BRK`.
    pub(super) fn rep_count_of(&self, m: &Machine, env: &Env, inst: &PInst) -> i64 {
        if inst.nsrc == 0 {
            return i64::MAX;
        }
        match inst.data_type {
            DataType::Float => {
                let w = self.fetch(m, env, &inst.src[0])[0];
                f32::from_bits(w).floor() as i64
            }
            DataType::Signed => {
                let w = self.fetch_typed(m, env, &inst.src[0], DataType::Signed)[0];
                i64::from(w as i32)
            }
            DataType::Unsigned => {
                let w = self.fetch_typed(m, env, &inst.src[0], DataType::Unsigned)[0];
                i64::from(w)
            }
        }
    }

    pub(super) fn condition(&self, m: &Machine, env: &Env, cond: &Condition) -> bool {
        match cond {
            Condition::Always => true,
            Condition::Cc(t) => {
                let cc = &m.cc[(t.cc() as usize).min(1)];
                (0..4).any(|i| t.rule.test(cc[t.swizzle.0[i] as usize & 3]))
            }
            Condition::Bool { index, negate } => {
                let f = self.layout.file(File::BoolConst);
                let v = if *index < f.size {
                    env.regs[(f.env_base + index) as usize][0] != 0
                } else {
                    false
                };
                v != *negate
            }
            Condition::Flags { combine, refs } => combine.eval(m.pred, *refs),
        }
    }

    /// Structured flow (TGSI, NV, gp4).
    pub(super) fn structured_flow(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<Step, ExecError> {
        let op = inst.op;
        Ok(match op {
            Opcode::If | Opcode::Uif => {
                let taken = if inst.nsrc == 0 {
                    // gp4: IF on a condition-code test.
                    self.condition(m, env, &inst.condition)
                } else if op == Opcode::Uif {
                    self.fetch(m, env, &inst.src[0])[0] != 0
                } else {
                    // TGSI IF: taken when src.x != 0.0.
                    f32::from_bits(self.fetch(m, env, &inst.src[0])[0]) != 0.0
                };
                if taken {
                    Step::Next
                } else {
                    Step::Jump(inst.target)
                }
            }
            Opcode::Else | Opcode::Endloop => Step::Jump(inst.target),
            Opcode::Endif | Opcode::Bgnloop | Opcode::Bgnsub | Opcode::Nop => Step::Next,
            Opcode::Rep => {
                let count = self.rep_count_of(m, env, inst);
                if count <= 0 {
                    Step::Jump(inst.target)
                } else {
                    m.reps.push(count);
                    Step::Next
                }
            }
            Opcode::Endrep => {
                let left = m.reps.last_mut().map(|c| {
                    *c -= 1;
                    *c
                });
                if left.unwrap_or(0) > 0 {
                    Step::Jump(inst.target)
                } else {
                    m.reps.pop();
                    Step::Next
                }
            }
            Opcode::Brk => {
                if self.condition(m, env, &inst.condition) {
                    if inst.target2 == 1 {
                        m.reps.pop();
                    }
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Cont => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Bra => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Cal => {
                if !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                let limits = &self.program.semantics.limits;
                if m.calls.len() >= limits.call_depth as usize {
                    if limits.call_overflow_skips {
                        return Ok(Step::Next);
                    }
                    if limits.budget_is_error {
                        return Err(ExecError::CallOverflow {
                            pc,
                            depth: limits.call_depth,
                        });
                    }
                    // NV_vertex_program2 §2.14.4: abnormal termination, the
                    // vertex is still emitted.
                    m.end = End::CallOverflow;
                    return Ok(Step::End);
                }
                m.calls.push(((pc + 1) as u32, m.reps.len() as u32));
                Step::Jump(inst.target)
            }
            Opcode::Ret | Opcode::Endsub => {
                if op == Opcode::Ret && !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                match m.calls.pop() {
                    // NV_vertex_program3 §2.14.5.34: "The vertex program
                    // terminates abnormally if the entry at the top of the
                    // call stack is not an instruction reference pushed by
                    // CAL."
                    Some((PUSHED, _)) => return self.stack_abort(m, pc),
                    Some((ret, depth)) => {
                        m.reps.truncate(depth as usize);
                        Step::Jump(ret)
                    }
                    // RET with an empty stack ends the program.
                    None => Step::End,
                }
            }
            Opcode::End => Step::End,
            // NV_vertex_program3 §2.14.5.44 PUSHA: "if (callStackDepth >=
            // MAX_PROGRAM_CALL_DEPTH_NV) terminate vertex program".
            Opcode::Pusha => {
                if m.calls.len() >= self.program.semantics.limits.call_depth as usize {
                    return self.stack_abort(m, pc);
                }
                let value = self.fetch(m, env, &inst.src[0]);
                m.calls.push((PUSHED, m.reps.len() as u32));
                m.pushed.push(value);
                Step::Next
            }
            // §2.14.5.43 POPA: an empty stack, or a top entry that is not an
            // address register, terminates the program.
            Opcode::Popa => match (m.calls.last(), m.pushed.last()) {
                (Some((PUSHED, _)), Some(&value)) => {
                    m.calls.pop();
                    m.pushed.pop();
                    self.write_raw(m, inst, value, true);
                    Step::Next
                }
                _ => return self.stack_abort(m, pc),
            },
            Opcode::Emit | Opcode::Endprim | Opcode::Setemit => {
                self.geometry(m, inst, pc)?;
                Step::Next
            }
            Opcode::Ifr | Opcode::Calr | Opcode::Loopr | Opcode::Brkr => {
                return Err(ExecError::WrongFlowModel { op, pc });
            }
            _ => return Err(ExecError::Unsupported { op, pc }),
        })
    }
}
