//! Structured flow (TGSI, NV, gp4) and condition tests.

use super::{End, ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, PInst};
use shasm_ir::flow::structured;
use shasm_ir::{CcValue, Condition, DataType, File, Opcode};

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

    /// The iteration count a `REP` reads ([`structured::rep_count`]): its
    /// operand's first component, fetched in the instruction's type (whose
    /// negation and |x| act in that type, NV_gpu_program4 §2.X.4.2).
    pub(super) fn rep_count_of(&self, m: &Machine, env: &Env, inst: &PInst) -> i64 {
        let x = (inst.nsrc != 0).then(|| match inst.data_type {
            DataType::Float => self.fetch(m, env, &inst.src[0])[0],
            t => self.fetch_typed(m, env, &inst.src[0], t)[0],
        });
        structured::rep_count(inst.data_type, x)
    }

    /// The flow condition of an instruction ([`shasm_ir::flow::condition`]).
    pub(super) fn condition(&self, m: &Machine, env: &Env, cond: &Condition) -> bool {
        self.condition_of(env, cond, &m.cc, m.pred)
    }

    /// [`Executable::condition`] over given condition codes and flags.
    #[inline]
    pub(super) fn condition_of(
        &self,
        env: &Env,
        cond: &Condition,
        cc: &[[CcValue; 4]; 2],
        flags: [bool; 2],
    ) -> bool {
        shasm_ir::flow::condition(cond, cc, flags, |index| {
            let f = self.layout.file(File::BoolConst);
            index < f.size && env.regs[(f.env_base + index) as usize][0] != 0
        })
    }

    /// The `IF`/`UIF` test with an operand ([`structured::if_taken`]).
    pub(super) fn if_operand_taken(&self, m: &Machine, env: &Env, inst: &PInst) -> bool {
        structured::if_taken(inst.op == Opcode::Uif, self.fetch(m, env, &inst.src[0])[0])
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
                } else {
                    self.if_operand_taken(m, env, inst)
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
                if structured::rep_enters(count) {
                    m.reps.push(count);
                    Step::Next
                } else {
                    Step::Jump(inst.target)
                }
            }
            Opcode::Endrep => {
                if structured::rep_step(m.reps.last_mut()) {
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
                match structured::call(m.calls.len(), limits) {
                    structured::CallRule::Push => {}
                    structured::CallRule::Skip => return Ok(Step::Next),
                    structured::CallRule::Overflow if limits.budget_is_error => {
                        return Err(ExecError::CallOverflow {
                            pc,
                            depth: limits.call_depth,
                        });
                    }
                    // NV_vertex_program2 §2.14.4: abnormal termination, the
                    // vertex is still emitted.
                    structured::CallRule::Overflow => {
                        m.end = End::CallOverflow;
                        return Ok(Step::End);
                    }
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
