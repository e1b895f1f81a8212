//! The PICA200 flow model: IF/CALL/LOOP stacks checked after every
//! instruction.

use super::state::{CallEntry, IfEntry, LoopEntry};
use super::{ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, PInst};
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
                    m.if_stack.push(IfEntry {
                        check: dst,
                        jump: dst.wrapping_add(inst.target2),
                    });
                    Step::Next
                } else {
                    Step::Jump(dst)
                }
            }
            Opcode::Calr => {
                if self.condition(m, env, &inst.condition) {
                    m.call_stack.push(CallEntry {
                        check: inst.target.wrapping_add(inst.target2),
                        ret: (pc + 1) as u32,
                    });
                    Step::Jump(inst.target)
                } else {
                    Step::Next
                }
            }
            Opcode::Loopr => {
                // i.x + 1 iterations; aL starts at i.y and steps by i.z.
                let i = self.fetch(m, env, &inst.src[0]);
                let (count, start, step) =
                    (i[0] & 0xFF, (i[1] & 0xFF) as i32, (i[2] & 0xFF) as i32);
                self.set_loop_counter(m, start);
                m.loop_stack.push(LoopEntry {
                    check: inst.target.wrapping_add(1),
                    start: (pc + 1) as u32,
                    remaining: count,
                    increment: step,
                    counter: start,
                });
                Step::Next
            }
            Opcode::Brkr => {
                if !self.condition(m, env, &inst.condition) {
                    return Ok(Step::Next);
                }
                let Some(top) = m.loop_stack.pop() else {
                    return Err(ExecError::BreakOutsideLoop { pc });
                };
                let counter = top.counter.wrapping_add(top.increment);
                self.set_loop_counter(m, counter);
                if let Some(outer) = m.loop_stack.top() {
                    let c = outer.counter;
                    self.set_loop_counter(m, c);
                }
                // The LOOP stack was popped: its PC update has the LOOP
                // priority, above an IF that ends at the same word.
                Step::Break(top.check)
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

    /// After every PICA200 instruction: check the stacks against copies of
    /// the incremented PC; LOOP beats IF beats CALL beats a jump ("Control
    /// Flow" section). `broke`: a BREAK popped the LOOP stack and leaves to
    /// this PC (that pop is the instruction's LOOP-stack update).
    pub(super) fn pica_stacks(
        &self,
        m: &mut Machine,
        pc: usize,
        requested: usize,
        broke: Option<u32>,
    ) -> Result<usize, ExecError> {
        let seq = (pc + 1) as u32;
        // CALL: checked until it no longer matches; the fourth consecutive
        // pop does not update the PC copy (hardware quirk).
        let mut call_pc = seq;
        let mut call_updated = false;
        let mut pops = 0;
        while let Some(top) = m.call_stack.top().copied() {
            if top.check != call_pc {
                break;
            }
            m.call_stack.pop();
            pops += 1;
            call_updated = true;
            if pops < 4 {
                call_pc = top.ret;
            }
        }
        // IF: at most one pop.
        let mut if_pc = seq;
        let mut if_updated = false;
        if let Some(top) = m.if_stack.top().copied()
            && top.check == seq
        {
            m.if_stack.pop();
            if_pc = top.jump;
            if_updated = true;
        }
        // LOOP: at most one update per instruction.
        let mut loop_pc = seq;
        let mut loop_updated = false;
        if let Some(target) = broke {
            loop_pc = target;
            loop_updated = true;
        } else if let Some(top) = m.loop_stack.top_mut()
            && top.check == seq
        {
            top.counter = top.counter.wrapping_add(top.increment);
            let counter = top.counter;
            loop_updated = true;
            if top.remaining > 0 {
                top.remaining -= 1;
                loop_pc = top.start;
                self.set_loop_counter(m, counter);
            } else {
                m.loop_stack.pop();
                self.set_loop_counter(m, counter);
                // aL is restored only when an enclosing loop exists.
                if let Some(outer) = m.loop_stack.top() {
                    let c = outer.counter;
                    self.set_loop_counter(m, c);
                }
            }
        }
        Ok(if loop_updated {
            loop_pc as usize
        } else if if_updated {
            if_pc as usize
        } else if call_updated {
            call_pc as usize
        } else {
            requested
        })
    }
}
