//! The PICA200 flow model: IF/CALL/LOOP stacks checked after every
//! instruction.

use super::state::{CallFrame, IfFrame, LoopFrame};
use super::{ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, PInst};
use shasm_ir::flow::pica::{self, Request, Resume};
use shasm_ir::{File, Opcode};

impl Executable {
    /// PICA200 flow instructions: push onto the stacks or request a jump.
    pub(super) fn pica_flow(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<Step, ExecError> {
        let op = inst.op;
        Ok(match op {
            Opcode::Nop => Step::Next,
            Opcode::End => Step::End,
            Opcode::Bra => {
                if self.condition(m, env, &inst.condition) {
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Ifr => {
                let dst = inst.target;
                if self.condition(m, env, &inst.condition) {
                    // Run to DST, then continue at DST + NUM.
                    m.if_stack.push(IfFrame::new(dst, inst.target2));
                    Step::Next
                } else {
                    Step::Jump(dst)
                }
            }
            Opcode::Calr => {
                if self.condition(m, env, &inst.condition) {
                    m.call_stack
                        .push(CallFrame::new(pc as u32, inst.target, inst.target2));
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Loopr => {
                let params = pica::decode_loop(self.fetch(m, env, &inst.src[0]));
                self.set_loop_counter(m, params.start);
                m.loop_stack
                    .push(LoopFrame::new(pc as u32, inst.target, params));
                Step::Next
            }
            Opcode::Brkr => {
                if !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                let Some((check, counter)) = pica::loop_break(&mut m.loop_stack) else {
                    return Err(ExecError::BreakOutsideLoop { pc });
                };
                self.set_loop_counter(m, counter);
                // The LOOP stack was popped: its PC update has the LOOP
                // priority, above an IF that ends at the same word.
                Step::Break(check)
            }
            Opcode::Emit | Opcode::Setemit | Opcode::Endprim => {
                self.geometry(m, inst, pc)?;
                Step::Next
            }
            _ => return Err(ExecError::WrongFlowModel { op, pc }),
        })
    }

    pub(super) fn set_loop_counter(&self, m: &mut Machine, value: i32) {
        let f = self.layout.file(File::LoopCounter);
        if f.size > 0 {
            let slot = f.mach_base as usize;
            m.regs[slot][0] = value as u32;
            m.written[slot] |= 1;
        }
    }

    /// After every PICA200 instruction: the stack checks of the flow
    /// contract ([`pica::check_stacks`]), then the loop end they may ask
    /// for. `broke`: a BREAK popped the LOOP stack and leaves to this PC.
    pub(super) fn pica_stacks(
        &self,
        m: &mut Machine,
        pc: usize,
        requested: usize,
        broke: Option<u32>,
    ) -> Result<usize, ExecError> {
        let request = match broke {
            Some(target) => Request::Break(target),
            None if requested == pc + 1 => Request::Next,
            None => Request::Jump(requested as u32),
        };
        let at = pc as u32;
        Ok(
            match pica::check_stacks(
                &mut m.call_stack,
                &mut m.if_stack,
                &m.loop_stack,
                at,
                request,
            ) {
                Resume::At { pc, .. } => pc as usize,
                Resume::LoopEnd { start } => {
                    if pica::loop_remaining(&m.loop_stack) {
                        if let Some(counter) = pica::loop_repeat(&mut m.loop_stack) {
                            self.set_loop_counter(m, counter);
                        }
                        start as usize
                    } else {
                        if let Some(counter) = pica::loop_exit(&mut m.loop_stack) {
                            self.set_loop_counter(m, counter);
                        }
                        pc + 1
                    }
                }
            },
        )
    }
}
