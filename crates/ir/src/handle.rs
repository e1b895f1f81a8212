//! Typed handles into a program's lists.
//!
//! A handle is a non-max `u32` (stored as the bitwise complement in a
//! `NonZeroU32`), so `Option<InstId>` is as small as a `u32` and an
//! instruction index cannot be confused with a register index or a word
//! count. The IR validator checks every handle a program holds against the
//! instruction count; engines index with them afterwards.

use std::fmt;
use std::num::NonZeroU32;

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
    fn handles_order_as_their_indices() {
        let a = InstId::new(2);
        let b = InstId::new(10);
        assert!(a < b);
    }
}
