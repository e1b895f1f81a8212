//! The PICA200 flow model (PICA200 spec, "Control Flow"; notes
//! `PICA200_notes.md`): three bounded stacks checked after every
//! instruction.
//!
//! "After every instruction but before JMP takes effect, the PC is
//! incremented and a copy is sent to each stack. Each stack is checked
//! against its copy of the PC. [...] the IF/LOOP stacks can each only pop
//! one entry per instruction, whereas the CALL stack is checked again
//! until it doesn't match or the stack is empty. The updated PC copy with
//! the highest priority wins: LOOP (highest), IF, CALL, JMP, original PC
//! (lowest)." Quirks kept: a full stack drops its oldest entry when pushed
//! ([`Ring`]), and "if the CALL stack is popped four times in a row, the
//! fourth update to its copy of the PC is missed" ([`check_stacks`]).
//!
//! The interpreter keeps these stacks with their loop counters; the CFG
//! builder keeps them with counters at zero (only the counters are
//! dynamic) and forks where [`Resume::LoopEnd`] asks for them.

/// A bounded stack that drops its oldest entry when pushed while full
/// ("A stack overflow discards the oldest element, so you could think of
/// it as a queue or a ring buffer"). Kept contiguous; stacks compare and
/// hash by their entries only (what lies past the top is not part of
/// them), so that equal stacks are equal.
#[derive(Clone, Copy, Debug)]
pub struct Ring<T, const N: usize> {
    items: [T; N],
    len: u8,
}

impl<T: PartialEq, const N: usize> PartialEq for Ring<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.items[..self.len as usize] == other.items[..other.len as usize]
    }
}

impl<T: Eq, const N: usize> Eq for Ring<T, N> {}

impl<T: std::hash::Hash, const N: usize> std::hash::Hash for Ring<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.items[..self.len as usize].hash(state);
    }
}

impl<T: Copy + Default, const N: usize> Default for Ring<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Ring<T, N> {
    /// An empty stack.
    pub fn new() -> Self {
        Ring {
            items: [T::default(); N],
            len: 0,
        }
    }

    /// The number of entries.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Drop every entry.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Push `v`; a full stack first drops its oldest entry.
    #[inline]
    pub fn push(&mut self, v: T) {
        if self.len() == N {
            self.items.copy_within(1.., 0);
            self.len -= 1;
        }
        self.items[self.len()] = v;
        self.len += 1;
    }

    /// The newest entry.
    #[inline]
    pub fn top(&self) -> Option<T> {
        self.len().checked_sub(1).map(|i| self.items[i])
    }

    #[inline]
    pub fn top_mut(&mut self) -> Option<&mut T> {
        let i = self.len().checked_sub(1)?;
        Some(&mut self.items[i])
    }

    /// Remove and return the newest entry.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        let v = self.top()?;
        self.len -= 1;
        Some(v)
    }
}

/// An IF stack entry: when the PC copy reaches `check`, continue at
/// `jump` (`IFU`/`IFC` taken: run to DST, then continue at DST + NUM).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct IfFrame {
    pub check: u32,
    pub jump: u32,
}

impl IfFrame {
    /// The frame a taken `IFU`/`IFC` pushes: "run to DST, then continue
    /// at DST + NUM" (the words DST .. DST + NUM are the else part).
    #[inline]
    pub fn new(dst: u32, num: u32) -> IfFrame {
        IfFrame {
            check: dst,
            jump: dst.wrapping_add(num),
        }
    }
}

/// A CALL stack entry: when the PC copy reaches `check` (DST + NUM),
/// return to `ret`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CallFrame {
    pub check: u32,
    pub ret: u32,
}

impl CallFrame {
    /// The frame a taken `CALL*` at `pc` pushes: the subroutine is DST ..
    /// DST + NUM; reaching DST + NUM returns to the word after the call.
    #[inline]
    pub fn new(pc: u32, dst: u32, num: u32) -> CallFrame {
        CallFrame {
            check: dst.wrapping_add(num),
            ret: pc.wrapping_add(1),
        }
    }
}

/// A LOOP stack entry: the body ends when the PC copy reaches `check`
/// (DST + 1) and restarts at `start`; `remaining` iterations follow the
/// one running; `counter` is this loop's `aL`, stepped by `increment`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LoopFrame {
    pub check: u32,
    pub start: u32,
    pub remaining: u32,
    pub increment: i32,
    pub counter: i32,
}

/// `LOOP`'s integer uniform, decoded (PICA200 "Instructions", LOOP:
/// "performing INT.x+1 iterations in total. First, aL is initialized to
/// INT.y. After each iteration, aL is incremented by INT.z"; each field is
/// an unsigned byte).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LoopParams {
    /// Iterations after the first (INT.x).
    pub count: u32,
    /// The first `aL` (INT.y).
    pub start: i32,
    /// What each iteration adds to `aL` (INT.z).
    pub step: i32,
}

/// Decode `LOOP`'s integer uniform `i` (its raw words).
#[inline]
pub fn decode_loop(i: [u32; 4]) -> LoopParams {
    LoopParams {
        count: i[0] & 0xFF,
        start: (i[1] & 0xFF) as i32,
        step: (i[2] & 0xFF) as i32,
    }
}

impl LoopFrame {
    /// The frame `LOOP` at `pc` with range end `dst` pushes: the body is
    /// `pc + 1 ..= dst`. `aL` becomes `params.start`.
    #[inline]
    pub fn new(pc: u32, dst: u32, params: LoopParams) -> LoopFrame {
        LoopFrame {
            check: dst.wrapping_add(1),
            start: pc.wrapping_add(1),
            remaining: params.count,
            increment: params.step,
            counter: params.start,
        }
    }
}

/// Whether the innermost loop has iterations left when its body ends.
#[inline]
pub fn loop_remaining(loops: &Ring<LoopFrame, 4>) -> bool {
    loops.top().is_some_and(|top| top.remaining > 0)
}

/// The end of an iteration with iterations left: step the counter, one
/// iteration less. Returns the new `aL` (`None` with no loop open).
#[inline]
pub fn loop_repeat(loops: &mut Ring<LoopFrame, 4>) -> Option<i32> {
    let top = loops.top_mut()?;
    top.counter = top.counter.wrapping_add(top.increment);
    top.remaining = top.remaining.saturating_sub(1);
    Some(top.counter)
}

/// The end of the last iteration: step the counter and pop. Returns the
/// `aL` that remains: the enclosing loop's counter where there is one,
/// else the stepped counter ("aL [...] is still accessible and valid after
/// exiting a LOOP block"). `None` with no loop open.
#[inline]
pub fn loop_exit(loops: &mut Ring<LoopFrame, 4>) -> Option<i32> {
    let top = loops.pop()?;
    let counter = top.counter.wrapping_add(top.increment);
    Some(loops.top().map_or(counter, |outer| outer.counter))
}

/// `BREAK`/`BREAKC` taken: pop the innermost loop. Returns where control
/// goes (after the loop's last word) and the `aL` that remains (as
/// [`loop_exit`]); `None` on an empty stack ("Executing a BREAK on an
/// empty LOOP stack hangs the GPU": an error for callers).
#[inline]
pub fn loop_break(loops: &mut Ring<LoopFrame, 4>) -> Option<(u32, i32)> {
    let top = loops.pop()?;
    let counter = top.counter.wrapping_add(top.increment);
    Some((
        top.check,
        loops.top().map_or(counter, |outer| outer.counter),
    ))
}

/// What the instruction just run asks for before the stacks are checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// The next word.
    Next,
    /// `JMPU`/`JMPC` taken, `CALL*` taken, `IF*` not taken: jump here
    /// (lowest priority but the PC itself).
    Jump(u32),
    /// `BREAK*` taken: the LOOP stack was popped by the instruction and
    /// leaves to this PC (that pop is the instruction's LOOP-stack update,
    /// with LOOP priority).
    Break(u32),
}

/// Which update set the next PC.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cause {
    /// No stack and no jump: the next word.
    Next,
    /// The instruction's own jump.
    Jump,
    /// An IF stack pop (the end of a taken `IF*` body skips the else words).
    IfEnd,
    /// CALL stack pops.
    Return,
    /// A `BREAK`.
    Break,
}

/// Where control goes after the stack checks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Resume {
    /// To `pc`.
    At { pc: u32, cause: Cause },
    /// The innermost loop's last word has run (LOOP priority): repeat at
    /// its start ([`loop_repeat`]) when [`loop_remaining`], else pop it
    /// ([`loop_exit`]) and continue at `pc + 1`. The caller decides, since
    /// the counters may be dynamic.
    LoopEnd { start: u32 },
}

/// The checks after the instruction at `pc` (PICA200 "Control Flow"):
/// pops the CALL stack while its top matches (the fourth consecutive pop
/// does not update the PC copy), the IF stack at most once, and looks at
/// the LOOP stack; LOOP beats IF beats CALL beats the instruction's jump.
#[inline]
pub fn check_stacks(
    calls: &mut Ring<CallFrame, 4>,
    ifs: &mut Ring<IfFrame, 8>,
    loops: &Ring<LoopFrame, 4>,
    pc: u32,
    request: Request,
) -> Resume {
    let seq = pc.wrapping_add(1);
    let mut call_pc = seq;
    let mut call_updated = false;
    let mut pops = 0;
    while let Some(top) = calls.top() {
        if top.check != call_pc {
            break;
        }
        calls.pop();
        pops += 1;
        call_updated = true;
        if pops < 4 {
            call_pc = top.ret;
        }
    }
    let mut if_pc = seq;
    let mut if_updated = false;
    if let Some(top) = ifs.top()
        && top.check == seq
    {
        ifs.pop();
        if_pc = top.jump;
        if_updated = true;
    }
    let requested = match request {
        Request::Break(target) => {
            return Resume::At {
                pc: target,
                cause: Cause::Break,
            };
        }
        Request::Next => (seq, Cause::Next),
        Request::Jump(t) => (t, Cause::Jump),
    };
    if let Some(top) = loops.top()
        && top.check == seq
    {
        return Resume::LoopEnd { start: top.start };
    }
    let (pc, cause) = if if_updated {
        (if_pc, Cause::IfEnd)
    } else if call_updated {
        (call_pc, Cause::Return)
    } else {
        requested
    };
    Resume::At { pc, cause }
}

/// The three PICA200 flow stacks of one invocation.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stacks {
    pub calls: Ring<CallFrame, 4>,
    pub ifs: Ring<IfFrame, 8>,
    pub loops: Ring<LoopFrame, 4>,
}

impl Stacks {
    /// Whether any stack holds an entry (else the checks after an
    /// instruction have nothing to pop, and the request stands).
    #[inline]
    pub fn in_use(&self) -> bool {
        (self.calls.len() | self.ifs.len() | self.loops.len()) != 0
    }

    /// Drop every entry.
    #[inline]
    pub fn clear(&mut self) {
        self.calls.clear();
        self.ifs.clear();
        self.loops.clear();
    }

    /// The addresses the tops of the CALL, IF and LOOP stacks wait for
    /// (`u32::MAX` for an empty stack): after an instruction at `pc` whose
    /// next address `pc + 1` is none of them, [`check_stacks`] changes
    /// nothing and gives the request.
    #[inline]
    pub fn watch(&self) -> [u32; 3] {
        [
            self.calls.top().map_or(u32::MAX, |f| f.check),
            self.ifs.top().map_or(u32::MAX, |f| f.check),
            self.loops.top().map_or(u32::MAX, |f| f.check),
        ]
    }
}

/// A PICA200 flow instruction, decoded (PICA200 "Instructions"): what
/// [`flow`] does with it once its condition is known.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FlowOp {
    /// `NOP`.
    Nop,
    /// `JMPC`/`JMPU` to `dst`.
    Jump { dst: u32 },
    /// `IFC`/`IFU`: the body runs to `dst`, the else part is `dst ..
    /// dst + num`.
    If { dst: u32, num: u32 },
    /// `CALL`/`CALLC`/`CALLU` of `dst .. dst + num`.
    Call { dst: u32, num: u32 },
    /// `LOOP` over `pc + 1 ..= dst` with its decoded integer uniform.
    Loop { dst: u32, params: LoopParams },
    /// `BREAK`/`BREAKC`.
    Break,
}

/// What a flow instruction did: the request for the stack checks and the
/// `aL` it set (`LOOP`, a taken `BREAK`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub request: Request,
    pub counter: Option<i32>,
}

/// Run the PICA200 flow instruction `op` at `pc` whose condition is
/// `taken` (`true` for the unconditional ones): push onto the stacks and
/// say what comes next. `None`: a taken `BREAK` on an empty LOOP stack
/// ("Executing a BREAK on an empty LOOP stack hangs the GPU": an error for
/// callers).
#[inline]
pub fn flow(stacks: &mut Stacks, op: FlowOp, pc: u32, taken: bool) -> Option<Effect> {
    let request = |request| {
        Some(Effect {
            request,
            counter: None,
        })
    };
    match op {
        FlowOp::Nop => request(Request::Next),
        FlowOp::Jump { dst } if taken => request(Request::Jump(dst)),
        FlowOp::If { dst, num } if taken => {
            // Run to DST, then continue at DST + NUM.
            stacks.ifs.push(IfFrame::new(dst, num));
            request(Request::Next)
        }
        FlowOp::If { dst, .. } => request(Request::Jump(dst)),
        FlowOp::Call { dst, num } if taken => {
            stacks.calls.push(CallFrame::new(pc, dst, num));
            request(Request::Jump(dst))
        }
        FlowOp::Loop { dst, params } => {
            stacks.loops.push(LoopFrame::new(pc, dst, params));
            Some(Effect {
                request: Request::Next,
                counter: Some(params.start),
            })
        }
        FlowOp::Break if taken => {
            let (check, counter) = loop_break(&mut stacks.loops)?;
            // The LOOP stack was popped: its PC update has the LOOP
            // priority, above an IF that ends at the same word.
            Some(Effect {
                request: Request::Break(check),
                counter: Some(counter),
            })
        }
        FlowOp::Jump { .. } | FlowOp::Call { .. } | FlowOp::Break => request(Request::Next),
    }
}

/// After the instruction at `pc` asked for `request`: the stack checks
/// ([`check_stacks`]) and the loop end they may ask for (repeat or exit,
/// [`loop_repeat`] / [`loop_exit`]). Returns the next PC and the `aL` the
/// loop end set, if any.
#[inline]
pub fn after(stacks: &mut Stacks, pc: u32, request: Request) -> (u32, Option<i32>) {
    match check_stacks(
        &mut stacks.calls,
        &mut stacks.ifs,
        &stacks.loops,
        pc,
        request,
    ) {
        Resume::At { pc, .. } => (pc, None),
        Resume::LoopEnd { start } => {
            if loop_remaining(&stacks.loops) {
                (start, loop_repeat(&mut stacks.loops))
            } else {
                (pc.wrapping_add(1), loop_exit(&mut stacks.loops))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_ring_drops_its_oldest_entry() {
        // "A stack overflow discards the oldest element".
        let mut r: Ring<u32, 4> = Ring::new();
        for v in 1..=5 {
            r.push(v);
        }
        assert_eq!(r.len(), 4);
        assert_eq!(
            [r.pop(), r.pop(), r.pop(), r.pop(), r.pop()],
            [Some(5), Some(4), Some(3), Some(2), None]
        );
    }

    #[test]
    fn the_fourth_consecutive_call_pop_keeps_the_pc() {
        // Four nested CALLs all returning at word 10 -> the CALL stack is
        // popped four times in a row; "the fourth update to its copy of
        // the PC is missed (the third PC update will be propagated)".
        let mut calls = Ring::new();
        calls.push(CallFrame { check: 30, ret: 31 });
        calls.push(CallFrame { check: 20, ret: 30 });
        calls.push(CallFrame { check: 15, ret: 20 });
        calls.push(CallFrame { check: 10, ret: 15 });
        let r = check_stacks(&mut calls, &mut Ring::new(), &Ring::new(), 9, Request::Next);
        assert!(calls.is_empty());
        assert_eq!(
            r,
            Resume::At {
                pc: 30,
                cause: Cause::Return
            }
        );
    }

    #[test]
    fn loop_beats_if_beats_call_beats_jump() {
        // "The updated PC copy with the highest priority wins: LOOP
        // (highest), IF, CALL, JMP, original PC (lowest)."
        let frame = |check| CallFrame { check, ret: 50 };
        let mut calls = Ring::new();
        calls.push(frame(8));
        let mut ifs = Ring::new();
        ifs.push(IfFrame { check: 8, jump: 40 });
        let mut loops = Ring::new();
        loops.push(LoopFrame::new(2, 7, decode_loop([1, 0, 1, 0])));
        let r = check_stacks(&mut calls, &mut ifs, &loops, 7, Request::Jump(60));
        assert_eq!(r, Resume::LoopEnd { start: 3 });
        // The IF and CALL stacks were popped all the same.
        assert!(calls.is_empty() && ifs.is_empty());
        let mut calls = Ring::new();
        calls.push(frame(8));
        let mut ifs = Ring::new();
        ifs.push(IfFrame { check: 8, jump: 40 });
        let r = check_stacks(&mut calls, &mut ifs, &Ring::new(), 7, Request::Jump(60));
        assert_eq!(
            r,
            Resume::At {
                pc: 40,
                cause: Cause::IfEnd
            }
        );
        let mut calls = Ring::new();
        calls.push(frame(8));
        let r = check_stacks(
            &mut calls,
            &mut Ring::new(),
            &Ring::new(),
            7,
            Request::Jump(60),
        );
        assert_eq!(
            r,
            Resume::At {
                pc: 50,
                cause: Cause::Return
            }
        );
    }

    #[test]
    fn loop_counts_and_al() {
        // INT = (2, 5, 3): 3 iterations, aL = 5, 8, 11, and 14 after.
        let mut loops = Ring::new();
        loops.push(LoopFrame::new(0, 4, decode_loop([0x102, 0x105, 0x103, 0])));
        assert!(loop_remaining(&loops));
        assert_eq!(loop_repeat(&mut loops), Some(8));
        assert_eq!(loop_repeat(&mut loops), Some(11));
        assert!(!loop_remaining(&loops));
        assert_eq!(loop_exit(&mut loops), Some(14));
        assert!(loops.is_empty());
        // An enclosing loop's counter comes back after an inner one ends
        // or breaks.
        loops.push(LoopFrame::new(0, 9, decode_loop([0, 7, 1, 0])));
        loops.push(LoopFrame::new(1, 4, decode_loop([0, 100, 1, 0])));
        assert_eq!(loop_break(&mut loops), Some((5, 7)));
        assert_eq!(loop_break(&mut loops), Some((10, 8)));
        assert_eq!(loop_break(&mut loops), None);
    }
}
