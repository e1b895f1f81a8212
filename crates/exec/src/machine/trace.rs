//! Observing a run instruction by instruction (`shasm trace`).

use super::Machine;
use crate::prepare::{DstKind, Executable};
use shasm_ir::CcValue;

/// One executed instruction, as seen by [`Executable::run_traced`].
pub struct TraceStep<'a> {
    pub pc: usize,
    pub instruction: &'a shasm_ir::Instruction,
    /// The destination register after the instruction (None without one).
    pub dst: Option<[u32; 4]>,
    /// The second destination register after the instruction (DFRACEXP's
    /// exponent, [`shasm_ir::Instruction::dst2`]; None without one).
    pub dst2: Option<[u32; 4]>,
    pub cc: [[CcValue; 4]; 2],
    pub predicates: [bool; 2],
    pub executed: u64,
    pub killed: bool,
}

pub(super) trait Observer {
    /// The observer does nothing: instructions may run without a call to
    /// [`Observer::after`] between them.
    const SILENT: bool = false;
    fn after(&mut self, exe: &Executable, m: &Machine, pc: usize);
}

pub(super) struct NoObserver;

impl Observer for NoObserver {
    const SILENT: bool = true;
    #[inline(always)]
    fn after(&mut self, _: &Executable, _: &Machine, _: usize) {}
}

pub(super) struct FnObserver<'f>(pub(super) &'f mut dyn FnMut(&TraceStep<'_>));

impl Observer for FnObserver<'_> {
    fn after(&mut self, exe: &Executable, m: &Machine, pc: usize) {
        let inst = &exe.code[pc];
        let dst = match inst.dst.kind {
            DstKind::Reg => m.regs.get(inst.dst.slot as usize).copied(),
            _ => None,
        };
        let dst2 = match inst.dst2.as_deref() {
            Some(d) if d.kind == DstKind::Reg => m.regs.get(d.slot as usize).copied(),
            _ => None,
        };
        (self.0)(&TraceStep {
            pc,
            instruction: &exe.program.instructions[pc],
            dst,
            dst2,
            cc: m.cc,
            predicates: m.pred,
            executed: m.executed,
            killed: m.killed,
        });
    }
}
