//! Typed handles: instructions and registers.
//!
//! An instruction handle ([`InstId`]) is a non-max `u32` (stored as the
//! bitwise complement in a `NonZeroU32`), so `Option<InstId>` is as small as
//! a `u32` and an instruction index cannot be confused with a register index
//! or a word count. The IR validator checks every handle a program holds
//! against the instruction count; engines index with them afterwards.
//!
//! A register handle ([`Reg`]) is a register file with an index in it. The
//! file travels with the index because an index means nothing without it
//! (`TEMP[3]` and `CONST[3]` are different registers) and every consumer
//! switches on the file before it indexes. It is a plain pair, not a packed
//! word: eight bytes, `Copy`, ordered by file then index; the fields are
//! private so that a register is only ever built whole, and read through
//! [`Reg::file`] and [`Reg::index`]. Ranges of registers (declarations) are
//! [`RegRange`]s. A register handle names a register; whether it exists is
//! the program's business, checked by the validator against the
//! declarations. Relative addressing is not a register: a relative source
//! holds its base ([`Indirect`](crate::Indirect), whose address register is
//! a `Reg`) and a signed offset (see [`SrcRegister`](crate::SrcRegister)).

use crate::operand::File;
use std::fmt;
use std::num::NonZeroU32;

/// One register: a file and an index in it (`TEMP[3]`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Reg {
    file: File,
    index: u32,
}

impl Reg {
    pub const fn new(file: File, index: u32) -> Reg {
        Reg { file, index }
    }

    pub const fn file(self) -> File {
        self.file
    }

    pub const fn index(self) -> u32 {
        self.index
    }

    /// The same index in another file.
    pub const fn with_file(self, file: File) -> Reg {
        Reg::new(file, self.index)
    }
}

impl fmt::Debug for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Reg({}[{}])", self.file, self.index)
    }
}

/// IR spelling: `TEMP[3]`.
impl fmt::Display for Reg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.file, self.index)
    }
}

/// The registers `first..=last` of one file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegRange {
    pub file: File,
    pub first: u32,
    pub last: u32,
}

impl RegRange {
    pub const fn new(file: File, first: u32, last: u32) -> RegRange {
        RegRange { file, first, last }
    }

    /// Whether `reg` lies in the range.
    pub fn contains(self, reg: Reg) -> bool {
        reg.file() == self.file && self.first <= reg.index() && reg.index() <= self.last
    }

    /// The registers of the range, first to last (none if `first > last`).
    pub fn regs(self) -> impl Iterator<Item = Reg> {
        (self.first..=self.last).map(move |k| Reg::new(self.file, k))
    }
}

/// The index of an instruction in [`Program::instructions`](crate::Program::instructions).
///
/// Jump targets, label positions, the entry point and the end of a program
/// are instruction handles; one past the last instruction is a valid handle
/// (a label at the end of a program points there).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct InstId(NonZeroU32);

impl InstId {
    /// The first instruction.
    pub const ZERO: InstId = match InstId::new(0) {
        Some(id) => id,
        None => unreachable!(),
    };

    /// The handle of instruction `index`; `None` for `u32::MAX`, the one
    /// index a handle cannot hold.
    pub const fn new(index: u32) -> Option<InstId> {
        match NonZeroU32::new(!index) {
            Some(bits) => Some(InstId(bits)),
            None => None,
        }
    }

    /// The handle of instruction `index`, with `u32::MAX` taken as
    /// `u32::MAX - 1`: for targets read from untrusted input, where both are
    /// past the end of any program the IR can hold and the validator
    /// rejects them alike.
    pub const fn saturating(index: u32) -> InstId {
        match NonZeroU32::new(!index) {
            Some(bits) => InstId(bits),
            None => InstId(NonZeroU32::MIN),
        }
    }

    /// The handle of instruction `index`; `None` past `u32::MAX - 1`.
    pub fn from_index(index: usize) -> Option<InstId> {
        u32::try_from(index).ok().and_then(InstId::new)
    }

    /// The instruction index as a `u32`.
    pub const fn get(self) -> u32 {
        !self.0.get()
    }

    /// The instruction index, for indexing.
    pub const fn index(self) -> usize {
        self.get() as usize
    }

    /// The handle of the next instruction; `None` at the last representable
    /// index.
    pub fn next(self) -> Option<InstId> {
        self.get().checked_add(1).and_then(InstId::new)
    }
}

// The stored bits are complemented, so order by the index, not the bits.
impl Ord for InstId {
    fn cmp(&self, other: &InstId) -> std::cmp::Ordering {
        self.get().cmp(&other.get())
    }
}

impl PartialOrd for InstId {
    fn partial_cmp(&self, other: &InstId) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for InstId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "InstId({})", self.get())
    }
}

impl fmt::Display for InstId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl From<InstId> for usize {
    fn from(id: InstId) -> usize {
        id.index()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_of_a_handle_is_four_bytes() {
        assert_eq!(std::mem::size_of::<Option<InstId>>(), 4);
    }

    #[test]
    fn handles_round_trip_their_index() {
        for index in [0u32, 1, 7, 65_535, u32::MAX - 1] {
            assert_eq!(InstId::new(index).map(InstId::get), Some(index));
        }
        assert_eq!(InstId::new(u32::MAX), None);
        assert_eq!(InstId::saturating(u32::MAX).get(), u32::MAX - 1);
        assert_eq!(InstId::saturating(12).get(), 12);
        assert_eq!(InstId::ZERO.get(), 0);
        assert_eq!(InstId::from_index(3).and_then(InstId::next), InstId::new(4));
    }

    #[test]
    fn register_handles_are_small_and_round_trip() {
        assert_eq!(std::mem::size_of::<Reg>(), 8);
        for file in File::ALL {
            for index in [0u32, 1, 95, u32::MAX] {
                let r = Reg::new(file, index);
                assert_eq!((r.file(), r.index()), (file, index));
            }
        }
        assert_eq!(Reg::new(File::Temp, 3).to_string(), "TEMP[3]");
        assert_eq!(
            Reg::new(File::Temp, 3).with_file(File::Const),
            Reg::new(File::Const, 3)
        );
        assert!(Reg::new(File::Input, 9) < Reg::new(File::Output, 0));
    }

    #[test]
    fn register_ranges_hold_their_registers() {
        let r = RegRange::new(File::Const, 4, 6);
        assert!(r.contains(Reg::new(File::Const, 4)));
        assert!(r.contains(Reg::new(File::Const, 6)));
        assert!(!r.contains(Reg::new(File::Const, 7)));
        assert!(!r.contains(Reg::new(File::Temp, 5)));
        assert_eq!(r.regs().count(), 3);
        assert_eq!(RegRange::new(File::Temp, 2, 1).regs().count(), 0);
    }

    #[test]
    fn handles_order_as_their_indices() {
        let a = InstId::new(2);
        let b = InstId::new(10);
        assert!(a < b);
    }
}
