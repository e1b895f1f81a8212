//! What a run can skip at its start: the registers that the program's
//! first straight-line stretch writes whole before it reads them, and,
//! where the whole program is such a stretch, the run loop itself.

use crate::lean::LeanInst;
use std::ops::Range;

/// The start of a run, decided when the program is prepared.
#[derive(Clone, Debug, Default)]
pub(crate) struct Start {
    /// Machine-bank slots a run resets: the touched ones, less those the
    /// entry stretch writes whole before reading them.
    pub(crate) reset: Vec<Range<usize>>,
    /// The whole program is one stretch of lean instructions from the
    /// entry: its length, and whether an END follows it (counted as
    /// executed).
    pub(crate) straight: Option<(usize, bool)>,
    /// The entry stretch as a run from the entry executes it, dot products
    /// fused ([`crate::lean::fuse`]); empty when the budget could end the
    /// run inside it.
    pub(crate) entry: Vec<LeanInst>,
    /// How many instructions the entry stretch has.
    pub(crate) entry_len: usize,
}

/// `stretch`: the lean instructions from the entry on, all of which run
/// before anything else does (no flow among them); `fits_budget`: the
/// executed-instruction budget lets the whole stretch (and an END after
/// it) run; `ends`: `Some(counts_end)` when the program ends right after
/// the stretch.
pub(crate) fn start(
    touched: &[Range<usize>],
    stretch: &[LeanInst],
    model: crate::prepare::ModelSel,
    fits_budget: bool,
    ends: Option<bool>,
) -> Start {
    let covered = if fits_budget {
        covered_before_read(stretch)
    } else {
        Vec::new()
    };
    let mut reset = Vec::new();
    for r in touched {
        let mut open: Option<usize> = None;
        for slot in r.clone() {
            let skip = covered.binary_search(&slot).is_ok();
            match (skip, open) {
                (false, None) => open = Some(slot),
                (true, Some(from)) => {
                    reset.push(from..slot);
                    open = None;
                }
                _ => {}
            }
        }
        if let Some(from) = open {
            reset.push(from..r.end);
        }
    }
    let (entry, entry_len) = if fits_budget {
        (crate::lean::fuse(stretch, model), stretch.len())
    } else {
        (Vec::new(), 0)
    };
    Start {
        reset,
        entry,
        entry_len,
        straight: match ends {
            Some(counts_end) if fits_budget => Some((stretch.len(), counts_end)),
            _ => None,
        },
    }
}

/// Sorted machine-bank slots whose four components the stretch writes
/// before any instruction reads the slot: their values (and written
/// masks) before the run cannot matter once the stretch has run.
fn covered_before_read(stretch: &[LeanInst]) -> Vec<usize> {
    // (slot, components written so far, read before whole)
    let mut seen: Vec<(usize, u8, bool)> = Vec::new();
    for li in stretch {
        for slot in li.machine_reads() {
            match seen.iter_mut().find(|(s, _, _)| *s == slot) {
                Some(entry) if entry.1 != 0xF => entry.2 = true,
                Some(_) => {}
                None => seen.push((slot, 0, true)),
            }
        }
        let (slot, mask) = li.write();
        match seen.iter_mut().find(|(s, _, _)| *s == slot) {
            Some(entry) => entry.1 |= mask,
            None => seen.push((slot, mask, false)),
        }
    }
    let mut covered: Vec<usize> = seen
        .into_iter()
        .filter(|&(_, mask, read_early)| mask == 0xF && !read_early)
        .map(|(slot, _, _)| slot)
        .collect();
    covered.sort_unstable();
    covered
}
