//! What a run leaves: the registers, flags and emitted geometry.

use super::{EmittedPrimitive, EmittedVertex, End, Machine, pica_primitives};
use crate::prepare::{Bank, Executable};
use shasm_ir::{CcValue, File};

/// The result of a run.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub(super) machine: Machine,
    pub(super) layout: crate::prepare::LayoutRef,
    pub(super) env_regs: Vec<[u32; 4]>,
}

impl Outcome {
    /// Final value of `file[index]` (writable files from the run, the others
    /// as the environment gave them).
    pub fn get(&self, file: File, index: u32) -> Option<[u32; 4]> {
        let f = self.layout.file(file);
        if index >= f.size {
            return None;
        }
        Some(match f.bank {
            Bank::Machine => self.machine.regs[(f.mach_base + index) as usize],
            Bank::Env => self.env_regs[(f.env_base + index) as usize],
        })
    }

    pub fn get_f32(&self, file: File, index: u32) -> Option<[f32; 4]> {
        self.get(file, index).map(|v| v.map(f32::from_bits))
    }

    /// Components of `file[index]` the program wrote (bit 0 = x).
    pub fn written(&self, file: File, index: u32) -> u8 {
        let f = self.layout.file(file);
        if f.bank != Bank::Machine || index >= f.size {
            return 0;
        }
        self.machine.written[(f.mach_base + index) as usize]
    }

    /// Every register of `file` the program wrote, with its write mask.
    pub fn written_registers(&self, file: File) -> Vec<(u32, u8)> {
        let f = self.layout.file(file);
        (0..f.size)
            .map(|i| (i, self.written(file, i)))
            .filter(|(_, m)| *m != 0)
            .collect()
    }

    pub fn cc(&self, reg: usize) -> [CcValue; 4] {
        self.machine.cc[reg.min(1)]
    }
    pub fn predicates(&self) -> [bool; 2] {
        self.machine.pred
    }
    pub fn executed(&self) -> u64 {
        self.machine.executed
    }
    pub fn killed(&self) -> bool {
        self.machine.killed
    }
    pub fn vertices(&self) -> &[EmittedVertex] {
        &self.machine.vertices
    }
    /// PICA200 geometry: the primitives the EMITs made (see
    /// [`EmittedPrimitive`]).
    pub fn primitives(&self) -> Vec<EmittedPrimitive> {
        pica_primitives(&self.machine.vertices)
    }
    pub fn end(&self) -> End {
        self.machine.end
    }
    /// The machine the run left, settled: every register reads as the run
    /// left it ([`Executable::read_result`] with the run's environment).
    pub fn machine(&self) -> &Machine {
        &self.machine
    }
}

impl Executable {
    /// Read a writable register of a machine after [`Executable::run_in`]
    /// (registers the program never touches hold what they held before).
    pub fn read(&self, m: &Machine, file: File, index: u32) -> Option<[u32; 4]> {
        let f = self.layout.file(file);
        if f.bank != Bank::Machine || index >= f.size {
            return None;
        }
        // A machine of another program holds other registers: none.
        if m.fingerprint != self.fingerprint {
            return None;
        }
        m.regs.get((f.mach_base + index) as usize).copied()
    }
}
