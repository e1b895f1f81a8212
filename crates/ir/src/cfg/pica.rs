//! The PICA200 flow stacks, simulated symbolically: everything but the
//! loop counters is static, so each (instruction, stacks) pair has fixed
//! successors. Mirrors the reference interpreter's `pica_flow` and
//! `pica_stacks` (PICA200 spec, "Control Flow"; notes/PICA200_notes.md).

use super::build::{Dest, Flow, Transfer, branch};
use super::{Action, EdgeKind, Exit, Test};
use crate::instruction::Extra;
use crate::opcode::{Opcode, Shape};
use crate::program::Program;
use std::collections::HashMap;

/// A bounded stack that drops its oldest entry when pushed while full
/// ("A stack overflow discards the oldest element"). Kept contiguous so
/// that equal stacks compare and hash equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Ring<const N: usize> {
    items: [(u32, u32); N],
    len: u8,
}

impl<const N: usize> Ring<N> {
    fn new() -> Self {
        Ring {
            items: [(0, 0); N],
            len: 0,
        }
    }
    pub(super) fn len(&self) -> usize {
        self.len as usize
    }
    fn push(&mut self, v: (u32, u32)) {
        if self.len() == N {
            self.items.copy_within(1.., 0);
            self.len -= 1;
        }
        self.items[self.len()] = v;
        self.len += 1;
    }
    fn top(&self) -> Option<(u32, u32)> {
        self.len().checked_sub(1).map(|i| self.items[i])
    }
    fn pop(&mut self) -> Option<(u32, u32)> {
        let v = self.top()?;
        self.len -= 1;
        self.items[self.len()] = (0, 0);
        Some(v)
    }
}

/// The static part of the three stacks: IF (check, jump), CALL (check,
/// return), LOOP (check, start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Stacks {
    ifs: Ring<8>,
    pub(super) calls: Ring<4>,
    loops: Ring<4>,
}

impl Stacks {
    fn new() -> Stacks {
        Stacks {
            ifs: Ring::new(),
            calls: Ring::new(),
            loops: Ring::new(),
        }
    }
}

/// Stack states by number (0 = empty).
pub(super) struct Interner {
    states: Vec<Stacks>,
    index: HashMap<Stacks, u32>,
}

impl Interner {
    pub(super) fn new() -> Interner {
        let empty = Stacks::new();
        Interner {
            states: vec![empty],
            index: HashMap::from([(empty, 0)]),
        }
    }
    pub(super) fn get(&self, ctx: u32) -> Stacks {
        self.states
            .get(ctx as usize)
            .copied()
            .unwrap_or_else(Stacks::new)
    }
    pub(super) fn len(&self) -> usize {
        self.states.len()
    }
    fn intern(&mut self, s: Stacks) -> u32 {
        let next = self.states.len() as u32;
        *self.index.entry(s).or_insert_with(|| {
            self.states.push(s);
            next
        })
    }
}

/// What an instruction asks for before the stacks are checked.
enum Step {
    Next,
    Jump(u32),
    Break(u32),
}

/// The flow after the instruction at `pc` in stack state `ctx`.
pub(super) fn step(program: &Program, interner: &mut Interner, pc: u32, ctx: u32) -> Flow {
    let Some(inst) = program.instructions.get(pc as usize) else {
        return Flow::to(Dest::Exit(Exit::End), EdgeKind::Fallthrough);
    };
    let stacks = interner.get(ctx);
    let (target, count) = match inst.extra {
        Extra::Label(l) => (l.get(), 0),
        Extra::Range { target, count } => (target.get(), count),
        _ => (0, 0),
    };
    let seq = pc.wrapping_add(1);
    let mut after = |s: Stacks, step: Step, kind: EdgeKind, actions: Vec<Action>| {
        check(interner, s, pc, step, kind, actions)
    };
    if inst.opcode.shape() != Shape::Flow {
        return after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new());
    }
    match inst.opcode {
        Opcode::Nop => after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new()),
        Opcode::End => Flow::to(Dest::Exit(Exit::End), EdgeKind::Fallthrough),
        Opcode::Bra => {
            let taken = after(stacks, Step::Jump(target), EdgeKind::Jump, Vec::new());
            let not_taken = after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Ifr => {
            let mut pushed = stacks;
            pushed.ifs.push((target, target.wrapping_add(count)));
            let taken = after(pushed, Step::Next, EdgeKind::Fallthrough, Vec::new());
            let not_taken = after(stacks, Step::Jump(target), EdgeKind::Jump, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Calr => {
            let mut pushed = stacks;
            pushed.calls.push((target.wrapping_add(count), seq));
            let taken = after(pushed, Step::Jump(target), EdgeKind::Call, Vec::new());
            let not_taken = after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Loopr => {
            let mut pushed = stacks;
            pushed.loops.push((target.wrapping_add(1), seq));
            // The counter frame itself is pushed by the instruction (see
            // `Block` in the evaluator): a loop end right after it must
            // test the new frame.
            after(pushed, Step::Next, EdgeKind::Fallthrough, Vec::new())
        }
        Opcode::Brkr => {
            let mut popped = stacks;
            let taken = match popped.loops.pop() {
                None => Flow::to(Dest::Exit(Exit::BreakOutsideLoop(pc)), EdgeKind::Break),
                Some((check, _)) => after(
                    popped,
                    Step::Break(check),
                    EdgeKind::Break,
                    vec![Action::LoopBreak],
                ),
            };
            let not_taken = after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Emit | Opcode::Setemit | Opcode::Endprim => {
            after(stacks, Step::Next, EdgeKind::Fallthrough, Vec::new())
        }
        _ => Flow::to(Dest::Exit(Exit::WrongFlowModel(pc)), EdgeKind::Fallthrough),
    }
}

/// The checks after every instruction (interpreter's `pica_stacks`): the
/// CALL stack pops while it matches (the fourth consecutive pop keeps the
/// PC copy), the IF stack pops at most once, the LOOP stack repeats or
/// pops once; LOOP beats IF beats CALL beats the instruction's own jump.
/// A LOOP end forks on the dynamic iteration count.
fn check(
    interner: &mut Interner,
    mut s: Stacks,
    pc: u32,
    step: Step,
    kind: EdgeKind,
    actions: Vec<Action>,
) -> Flow {
    let seq = pc.wrapping_add(1);
    let (requested, broke) = match step {
        Step::Next => (seq, None),
        Step::Jump(t) => (t, None),
        Step::Break(t) => (seq, Some(t)),
    };
    let mut call_pc = seq;
    let mut call_updated = false;
    let mut pops = 0;
    while let Some((check, ret)) = s.calls.top() {
        if check != call_pc {
            break;
        }
        s.calls.pop();
        pops += 1;
        call_updated = true;
        if pops < 4 {
            call_pc = ret;
        }
    }
    let mut if_pc = seq;
    let mut if_updated = false;
    if let Some((check, jump)) = s.ifs.top()
        && check == seq
    {
        s.ifs.pop();
        if_pc = jump;
        if_updated = true;
    }
    let fallback = if if_updated {
        (if_pc, EdgeKind::IfEnd)
    } else if call_updated {
        (call_pc, EdgeKind::Return)
    } else {
        (requested, kind)
    };
    let mut go = |s: Stacks, pc: u32, kind: EdgeKind, actions: Vec<Action>| {
        Flow::To(Transfer {
            dest: Dest::At {
                pc,
                ctx: interner.intern(s),
            },
            kind,
            actions,
        })
    };
    if let Some(target) = broke {
        return go(s, target, EdgeKind::Break, actions);
    }
    match s.loops.top() {
        Some((check, start)) if check == seq => {
            let mut repeat = actions.clone();
            repeat.push(Action::LoopContinue);
            let again = go(s, start, EdgeKind::Back, repeat);
            let mut exit = actions;
            exit.push(Action::LoopExit);
            let mut popped = s;
            popped.loops.pop();
            let out = go(popped, seq, EdgeKind::LoopExit, exit);
            Flow::Fork {
                test: Test::LoopRemaining,
                taken: Box::new(again),
                not_taken: Box::new(out),
            }
        }
        _ => go(s, fallback.0, fallback.1, actions),
    }
}
