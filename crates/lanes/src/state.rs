//! The state of one step's lanes: registers in SoA, per-lane counters,
//! stacks and flags, the step's error.

use crate::{LANES, W};
use shasm_exec::{ExecError, Machine, ModelSel};
use shasm_ir::flow::pica::Stacks;
use shasm_ir::numeric::f24;

/// The state of one step's lanes.
pub(crate) struct State {
    /// Per state slot, per component, per lane.
    pub(crate) regs: Vec<[W; 4]>,
    /// Write masks per state slot, per lane.
    pub(crate) written: Vec<[u8; LANES]>,
    /// Everything else a lane keeps: the interpreter's machine.
    pub(crate) machines: Vec<Machine>,
    /// Instructions each lane executed: the machines' counts, held here
    /// between steps of the interpreter (which reads and sets them).
    pub(crate) executed: [u64; LANES],
    /// At least the largest of `executed`: while it is below the budget no
    /// lane is at it, and counting an instruction needs no per-lane check.
    pub(crate) most_executed: u64,
    /// Lanes whose PICA200 stacks hold an entry.
    pub(crate) stacks: u32,
    /// For those lanes, the addresses their stack tops wait for
    /// (`Machine::lane_stack_watch`).
    pub(crate) watch: [[u32; 3]; LANES],
    /// Per address (up to the end, and one past it), how many entries of
    /// `watch` name it: an instruction whose next address no lane waits
    /// for needs no look at the lanes' stacks.
    pub(crate) watched: Vec<u32>,
    /// Lanes whose machine changed since it was reset.
    pub(crate) dirty: u32,
    pub(crate) base: ModelSel,
    /// Whether the stacks and flags below are the lanes' (a native
    /// program), else the machines hold them.
    pub(crate) native: bool,
    /// PICA200 CMP's two flags, per lane (native programs).
    pub(crate) pred: [[bool; LANES]; 2],
    /// The PICA200 flow stacks, per lane (native programs).
    pub(crate) pica: [Stacks; LANES],
}

impl State {
    /// Forget lane `l`'s stacks (`stacks`, `watched`).
    #[inline]
    pub(crate) fn unwatch(&mut self, l: usize) {
        if self.stacks & (1 << l) != 0 {
            for a in self.watch[l] {
                if let Some(n) = self.watched.get_mut(a as usize) {
                    *n -= 1;
                }
            }
            self.stacks &= !(1 << l);
        }
    }

    /// Store the components of `mask` of `out` into `slot` for the lanes of
    /// `lanes`.
    #[inline(always)]
    pub(crate) fn write(&mut self, slot: usize, mask: u8, out: &[W; 4], lanes: u32) {
        let reg = &mut self.regs[slot];
        if lanes == FULL {
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                reg[c] = out[c];
            }
            for w in &mut self.written[slot] {
                *w |= mask;
            }
        } else {
            // Blends, not branches: all ones in the lanes of `lanes`.
            let keep = lane_words(lanes);
            for c in (0..4).filter(|c| mask & (1 << c) != 0) {
                for l in 0..LANES {
                    reg[c][l] = (out[c][l] & keep[l]) | (reg[c][l] & !keep[l]);
                }
            }
            for (l, w) in self.written[slot].iter_mut().enumerate() {
                *w |= mask & keep[l] as u8;
            }
        }
    }
}

/// The error of a step: the first lane's (in lane order) that failed.
/// One slot, not one per lane: a step with an error ends the run, and a
/// per-lane array of errors costs every step its checks and drops.
pub(crate) struct LaneErrors(pub(crate) Option<(usize, ExecError)>);

impl LaneErrors {
    /// Lane `l` failed with `e`.
    #[cold]
    pub(crate) fn set(&mut self, l: usize, e: ExecError) {
        if self.0.as_ref().is_none_or(|&(first, _)| l < first) {
            self.0 = Some((l, e));
        }
    }
}

/// All ones in the lanes of `lanes`, zeros in the others.
#[inline(always)]
pub(crate) fn lane_words(lanes: u32) -> W {
    let mut w: W = [0; LANES];
    for l in 0..LANES {
        w[l] = 0u32.wrapping_sub((lanes >> l) & 1);
    }
    w
}

/// `f24::round_word(w, false)` of every lane (float24 machines round the
/// inputs set into them): the common case (a normal float24 after
/// rounding, or a zero) side by side, the other lanes by the scalar.
#[inline(always)]
pub(crate) fn round_words(words: &mut W) {
    let mut fine = [false; LANES];
    let original = *words;
    for l in 0..LANES {
        let w = words[l];
        let exp = (w >> 23) & 0xFF;
        let rounded = w.wrapping_add(0x3F + ((w >> 7) & 1)) & !0x7F;
        // f32 exponents 65..=190 are float24's normal range, before and
        // after rounding (as `round_word` checks them).
        let normal = (exp.wrapping_sub(65) < 126) & (((rounded >> 23) & 0xFF) <= 190);
        let zero = w << 1 == 0;
        fine[l] = normal | zero;
        words[l] = if zero { 0 } else { rounded };
    }
    if fine.contains(&false) {
        for l in 0..LANES {
            if !fine[l] {
                words[l] = f24::round_word(original[l], false);
            }
        }
    }
}

/// The largest count among the lanes of `live` (the others run no more).
pub(crate) fn most_executed(executed: &[u64; LANES], live: u32) -> u64 {
    (0..LANES)
        .filter(|l| live & (1 << l) != 0)
        .map(|l| executed[l])
        .max()
        .unwrap_or(0)
}

pub(crate) const FULL: u32 = if LANES == 32 {
    u32::MAX
} else {
    (1u32 << LANES) - 1
};
