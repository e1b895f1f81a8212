//! Reading a reused machine's results without an [`Outcome`](super::Outcome):
//! what an engine built on [`Executable::run_in`] needs to fill its
//! output arrays, resolved once per register rather than per run.

use super::{EmittedVertex, Machine};
use crate::env::Env;
use crate::prepare::{Bank, Executable};
use shasm_ir::{CcValue, File};

/// Where a run leaves one register, resolved by
/// [`Executable::result_slot`]: read it after each
/// [`Executable::run_in`] with [`Executable::read_result`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ResultSlot {
    at: usize,
    source: Source,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Source {
    /// A register the program can write: the machine holds it.
    Machine,
    /// A read-only register, or a writable one the program never touches:
    /// `run_in` does not reset those (it skips them for speed), so their
    /// value is the environment's.
    Env,
}

impl Executable {
    /// Where `file[dimension][index]` is after a run, or `None` if the
    /// program has no such register.
    pub fn result_slot(&self, file: File, dimension: u32, index: u32) -> Option<ResultSlot> {
        let f = self.layout.file(file);
        if dimension == 0 && index < f.size && f.bank == Bank::Machine {
            let at = (f.mach_base + index) as usize;
            let touched = self.touched.iter().any(|r| r.contains(&at));
            return Some(ResultSlot {
                at,
                source: if touched {
                    Source::Machine
                } else {
                    Source::Env
                },
            });
        }
        let (base, size) = self.layout.plane(file, dimension)?;
        (index < size).then_some(ResultSlot {
            at: (base + index) as usize,
            source: Source::Env,
        })
    }

    /// The value of `slot` after [`Executable::run_in`] ran `m` with `env`
    /// (or in a settled [`Outcome`](super::Outcome)'s machine): what the
    /// run wrote, else the register's initial value.
    #[inline]
    pub fn read_result(&self, m: &Machine, env: &Env, slot: ResultSlot) -> [u32; 4] {
        let words = match slot.source {
            Source::Machine => m.regs.get(slot.at),
            Source::Env => env.regs.get(slot.at),
        };
        // A machine or environment of another program holds other
        // registers; a run refuses those, so this is never reached after
        // a successful one.
        words.copied().unwrap_or_default()
    }

    /// The components of `slot` the run wrote (bit 0 = x).
    #[inline]
    pub fn written_result(&self, m: &Machine, slot: ResultSlot) -> u8 {
        match slot.source {
            Source::Machine => m.written.get(slot.at).copied().unwrap_or(0),
            Source::Env => 0,
        }
    }
}

impl Machine {
    /// The NV condition-code registers CC0 and CC1 after the last run.
    #[inline]
    pub fn cc(&self) -> [[CcValue; 4]; 2] {
        self.cc
    }

    /// The PICA200 condition flags after the last run.
    #[inline]
    pub fn predicates(&self) -> [bool; 2] {
        self.pred
    }

    /// The vertices the last run emitted (geometry programs).
    #[inline]
    pub fn vertices(&self) -> &[EmittedVertex] {
        &self.vertices
    }
}
