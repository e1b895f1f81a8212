//! The PICA200 flow stacks, simulated symbolically: everything but the
//! loop counters is static, so each (instruction, stacks) pair has fixed
//! successors. Mirrors the reference interpreter's `pica_flow` and
//! `pica_stacks` (PICA200 spec, "Control Flow"; notes/PICA200_notes.md).

use super::build::{Dest, Flow, Transfer, branch};
use super::{Action, EdgeKind, Exit, Test};
use crate::flow::pica::{self, CallFrame, Cause, IfFrame, LoopFrame, Request, Resume, Ring};
use crate::instruction::Extra;
use crate::opcode::{Opcode, Shape};
use crate::program::Program;
use std::collections::HashMap;

/// The static part of the three stacks: IF (check, jump), CALL (check,
/// return), LOOP (check, start).
/// The loop frames keep their counters at zero: those are dynamic.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Stacks {
    ifs: Ring<IfFrame, 8>,
    pub(super) calls: Ring<CallFrame, 4>,
    loops: Ring<LoopFrame, 4>,
}

impl Stacks {
    fn new() -> Stacks {
        Stacks::default()
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
    let mut after = |s: Stacks, request: Request, kind: EdgeKind, actions: Vec<Action>| {
        check(interner, s, pc, request, kind, actions)
    };
    if inst.opcode.shape() != Shape::Flow {
        return after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new());
    }
    match inst.opcode {
        Opcode::Nop => after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new()),
        Opcode::End => Flow::to(Dest::Exit(Exit::End), EdgeKind::Fallthrough),
        Opcode::Bra => {
            let taken = after(stacks, Request::Jump(target), EdgeKind::Jump, Vec::new());
            let not_taken = after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Ifr => {
            let mut pushed = stacks;
            pushed.ifs.push(IfFrame::new(target, count));
            let taken = after(pushed, Request::Next, EdgeKind::Fallthrough, Vec::new());
            let not_taken = after(stacks, Request::Jump(target), EdgeKind::Jump, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Calr => {
            let mut pushed = stacks;
            pushed.calls.push(CallFrame::new(pc, target, count));
            let taken = after(pushed, Request::Jump(target), EdgeKind::Call, Vec::new());
            let not_taken = after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Loopr => {
            let mut pushed = stacks;
            pushed.loops.push(LoopFrame {
                check: target.wrapping_add(1),
                start: seq,
                ..LoopFrame::default()
            });
            // The counter frame itself is pushed by the instruction (see
            // `Block` in the evaluator): a loop end right after it must
            // test the new frame.
            after(pushed, Request::Next, EdgeKind::Fallthrough, Vec::new())
        }
        Opcode::Brkr => {
            let mut popped = stacks;
            let taken = match popped.loops.pop() {
                None => Flow::to(Dest::Exit(Exit::BreakOutsideLoop(pc)), EdgeKind::Break),
                Some(LoopFrame { check, .. }) => after(
                    popped,
                    Request::Break(check),
                    EdgeKind::Break,
                    vec![Action::LoopBreak],
                ),
            };
            let not_taken = after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new());
            branch(program, pc, taken, not_taken)
        }
        Opcode::Emit | Opcode::Setemit | Opcode::Endprim => {
            after(stacks, Request::Next, EdgeKind::Fallthrough, Vec::new())
        }
        _ => Flow::to(Dest::Exit(Exit::WrongFlowModel(pc)), EdgeKind::Fallthrough),
    }
}

/// The checks after every instruction, by the flow contract
/// ([`pica::check_stacks`]); a LOOP end forks on the dynamic iteration
/// count ([`Test::LoopRemaining`]).
fn check(
    interner: &mut Interner,
    mut s: Stacks,
    pc: u32,
    request: Request,
    kind: EdgeKind,
    actions: Vec<Action>,
) -> Flow {
    let resume = pica::check_stacks(&mut s.calls, &mut s.ifs, &s.loops, pc, request);
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
    match resume {
        Resume::At { pc, cause } => {
            let kind = match cause {
                Cause::Next | Cause::Jump => kind,
                Cause::IfEnd => EdgeKind::IfEnd,
                Cause::Return => EdgeKind::Return,
                Cause::Break => EdgeKind::Break,
            };
            go(s, pc, kind, actions)
        }
        Resume::LoopEnd { start } => {
            let mut repeat = actions.clone();
            repeat.push(Action::LoopContinue);
            let again = go(s, start, EdgeKind::Back, repeat);
            let mut exit = actions;
            exit.push(Action::LoopExit);
            let mut popped = s;
            popped.loops.pop();
            let out = go(popped, pc.wrapping_add(1), EdgeKind::LoopExit, exit);
            Flow::Fork {
                test: Test::LoopRemaining,
                taken: Box::new(again),
                not_taken: Box::new(out),
            }
        }
    }
}
