//! The PICA200 flow model: IF/CALL/LOOP stacks checked after every
//! instruction.

use super::{ExecError, Machine, Step};
use crate::env::Env;
use crate::prepare::{Executable, PInst, PSrc};
use shasm_ir::flow::pica::{self, FlowOp, Request};
use shasm_ir::{File, Opcode};

impl Executable {
    /// The contract's form of a PICA200 flow instruction (`None` for the
    /// geometry ops and `END`, which are not stack flow). `LOOP` reads its
    /// integer uniform through `fetch`.
    #[inline]
    pub(crate) fn pica_flow_op(
        &self,
        inst: &PInst,
        fetch: impl FnOnce(&PSrc) -> [u32; 4],
    ) -> Option<FlowOp> {
        let (dst, num) = (inst.target, inst.target2);
        Some(match inst.op {
            Opcode::Nop => FlowOp::Nop,
            Opcode::Bra => FlowOp::Jump { dst },
            Opcode::Ifr => FlowOp::If { dst, num },
            Opcode::Calr => FlowOp::Call { dst, num },
            Opcode::Loopr => FlowOp::Loop {
                dst,
                params: pica::decode_loop(fetch(&inst.src[0])),
            },
            Opcode::Brkr => FlowOp::Break,
            _ => return None,
        })
    }

    /// PICA200 flow instructions: push onto the stacks or request a jump
    /// ([`pica::flow`]).
    pub(super) fn pica_flow(
        &self,
        m: &mut Machine,
        env: &Env,
        inst: &PInst,
        pc: usize,
    ) -> Result<Step, ExecError> {
        let op = inst.op;
        match op {
            Opcode::End => return Ok(Step::End),
            Opcode::Emit | Opcode::Setemit | Opcode::Endprim => {
                self.geometry(m, inst, pc)?;
                return Ok(Step::Next);
            }
            _ => {}
        }
        let Some(flow) = self.pica_flow_op(inst, |s| self.fetch(m, env, s)) else {
            return Err(ExecError::WrongFlowModel { op, pc });
        };
        let taken = self.condition(m, env, &inst.condition);
        let Some(effect) = pica::flow(&mut m.stacks, flow, pc as u32, taken) else {
            return Err(ExecError::BreakOutsideLoop { pc });
        };
        if let Some(counter) = effect.counter {
            self.set_loop_counter(m, counter);
        }
        Ok(match effect.request {
            Request::Next => Step::Next,
            Request::Jump(t) => Step::Jump(t),
            Request::Break(t) => Step::Break(t),
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
    /// contract ([`pica::after`]). `broke`: a BREAK popped the LOOP stack
    /// and leaves to this PC.
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
        let (next, counter) = pica::after(&mut m.stacks, pc as u32, request);
        if let Some(counter) = counter {
            self.set_loop_counter(m, counter);
        }
        Ok(next as usize)
    }
}
