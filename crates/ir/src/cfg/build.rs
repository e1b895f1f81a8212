//! Building the graph: a worklist over (instruction, flow context) pairs,
//! then maximal straight runs of them become blocks.

use super::pica;
use super::{
    Action, Block, BlockId, Call, Cfg, Edge, EdgeId, EdgeKind, Exit, Inexact, Target, Test,
};
use crate::flow::structured::{CallRule, Matched, call, match_blocks};
use crate::instruction::Condition;
use crate::opcode::{Opcode, Shape};
use crate::program::Program;
use crate::semantics::ControlModel;
use std::collections::HashMap;

/// At most this many (instruction, context) pairs per instruction, plus
/// [`PAIRS_SLACK`]: past it the graph is cut short and inexact, which
/// keeps the build linear on hostile input.
const PAIRS_PER_INSTRUCTION: usize = 16;
const PAIRS_SLACK: usize = 1 << 16;

/// Where a transfer leads before it is resolved to a node.
#[derive(Clone, Copy, Debug)]
pub(super) enum Dest {
    At { pc: u32, ctx: u32 },
    Exit(Exit),
}

/// One way out of an instruction.
#[derive(Clone, Debug)]
pub(super) struct Transfer {
    pub dest: Dest,
    pub kind: EdgeKind,
    pub actions: Vec<Action>,
}

/// What happens after an instruction: one transfer, or a test choosing
/// between two flows (each of which may test again).
#[derive(Clone, Debug)]
pub(super) enum Flow {
    To(Transfer),
    Fork {
        test: Test,
        taken: Box<Flow>,
        not_taken: Box<Flow>,
    },
}

impl Flow {
    pub(super) fn to(dest: Dest, kind: EdgeKind) -> Flow {
        Flow::To(Transfer {
            dest,
            kind,
            actions: Vec::new(),
        })
    }
}

/// A node of the fine graph: one instruction in one context, or an empty
/// decision node.
struct Node {
    pc: u32,
    len: u32,
    ctx: u32,
    test: Option<Test>,
    outs: Vec<Out>,
    preds: u32,
}

struct Out {
    to: NodeOrExit,
    kind: EdgeKind,
    taken: Option<bool>,
    actions: Vec<Action>,
}

#[derive(Clone, Copy)]
enum NodeOrExit {
    Node(usize),
    Exit(Exit),
}

/// The return address of a call-stack frame that holds an address
/// register pushed by PUSHA (NV_vertex_program3 §2.14.5.44).
pub(super) const PUSHED: u32 = u32::MAX;

/// The contexts of the structured model: call stacks as a trie of return
/// addresses (and [`PUSHED`] frames).
struct CallStacks {
    /// (parent, return address, depth)
    frames: Vec<(u32, u32, u32)>,
    index: HashMap<(u32, u32), u32>,
}

impl CallStacks {
    fn new() -> CallStacks {
        CallStacks {
            frames: vec![(0, 0, 0)],
            index: HashMap::new(),
        }
    }
    fn push(&mut self, ctx: u32, ret: u32) -> u32 {
        let depth = self.depth(ctx) + 1;
        let next = self.frames.len() as u32;
        *self.index.entry((ctx, ret)).or_insert_with(|| {
            self.frames.push((ctx, ret, depth));
            next
        })
    }
    fn depth(&self, ctx: u32) -> u32 {
        self.frames.get(ctx as usize).map_or(0, |f| f.2)
    }
    /// The caller's context and the return address; `None` at the root.
    fn pop(&self, ctx: u32) -> Option<(u32, u32)> {
        if ctx == 0 {
            return None;
        }
        self.frames.get(ctx as usize).map(|f| (f.0, f.1))
    }
}

enum Contexts {
    Calls(CallStacks),
    Pica(pica::Interner),
}

impl Contexts {
    fn depth(&self, ctx: u32) -> u32 {
        match self {
            Contexts::Calls(c) => c.depth(ctx),
            Contexts::Pica(p) => p.get(ctx).calls.len() as u32,
        }
    }
    fn count(&self) -> u32 {
        match self {
            Contexts::Calls(c) => c.frames.len() as u32,
            Contexts::Pica(p) => p.len() as u32,
        }
    }
}

struct Builder<'p> {
    program: &'p Program,
    end_at: u32,
    /// Resolved flow targets (structured model): the flow contract's
    /// matching, which the interpreter's preparation uses too.
    targets: Matched,
    nodes: Vec<Node>,
    index: HashMap<(u32, u32), usize>,
    work: Vec<usize>,
    contexts: Contexts,
    inexact: Vec<Inexact>,
    cap: usize,
    capped: bool,
}

pub(super) fn build(program: &Program) -> Cfg {
    let len = program.instructions.len();
    let end_at = program
        .end
        .map_or(len, |e| e.index().min(len))
        .min(u32::MAX as usize) as u32;
    let pica = program.semantics.control == ControlModel::PicaStacks;
    let mut b = Builder {
        program,
        end_at,
        targets: if pica {
            Matched::default()
        } else {
            match_blocks(&program.instructions)
        },
        nodes: Vec::new(),
        index: HashMap::new(),
        work: Vec::new(),
        contexts: if pica {
            Contexts::Pica(pica::Interner::new())
        } else {
            Contexts::Calls(CallStacks::new())
        },
        inexact: Vec::new(),
        cap: len.saturating_mul(PAIRS_PER_INSTRUCTION) + PAIRS_SLACK,
        capped: false,
    };
    let entry = match b.resolve(Dest::At {
        pc: program.entry.get(),
        ctx: 0,
    }) {
        NodeOrExit::Node(n) => n,
        NodeOrExit::Exit(exit) => {
            // The run ends before its first instruction: one empty block.
            b.nodes.push(Node {
                pc: program.entry.get(),
                len: 0,
                ctx: 0,
                test: None,
                outs: vec![Out {
                    to: NodeOrExit::Exit(exit),
                    kind: EdgeKind::Fallthrough,
                    taken: None,
                    actions: Vec::new(),
                }],
                preds: 0,
            });
            b.nodes.len() - 1
        }
    };
    while let Some(n) = b.work.pop() {
        if b.nodes.len() > b.cap {
            b.capped = true;
            break;
        }
        b.expand(n);
    }
    if b.capped {
        b.inexact.push(Inexact {
            reason: format!(
                "the flow contexts take more than {} (instruction, context) pairs; the graph is cut short",
                b.cap
            ),
            instructions: Vec::new(),
        });
    }
    b.into_cfg(entry)
}

impl Builder<'_> {
    fn resolve(&mut self, dest: Dest) -> NodeOrExit {
        match dest {
            Dest::Exit(e) => NodeOrExit::Exit(e),
            Dest::At { pc, .. } if pc >= self.end_at => NodeOrExit::Exit(Exit::End),
            Dest::At { pc, ctx } => {
                if let Some(&n) = self.index.get(&(pc, ctx)) {
                    return NodeOrExit::Node(n);
                }
                let n = self.nodes.len();
                self.nodes.push(Node {
                    pc,
                    len: 1,
                    ctx,
                    test: None,
                    outs: Vec::new(),
                    preds: 0,
                });
                self.index.insert((pc, ctx), n);
                self.work.push(n);
                NodeOrExit::Node(n)
            }
        }
    }

    fn expand(&mut self, n: usize) {
        let (pc, ctx) = (self.nodes[n].pc, self.nodes[n].ctx);
        let flow = match &mut self.contexts {
            Contexts::Pica(interner) => pica::step(self.program, interner, pc, ctx),
            Contexts::Calls(stacks) => {
                structured_step(self.program, &self.targets, stacks, pc, ctx)
            }
        };
        self.attach(n, flow);
    }

    /// Give node `n` the edges of `flow`; a nested test becomes an empty
    /// decision node.
    fn attach(&mut self, n: usize, flow: Flow) {
        let mut pending = vec![(n, flow)];
        while let Some((at, flow)) = pending.pop() {
            match flow {
                Flow::To(t) => {
                    let out = self.out(t, None);
                    self.nodes[at].outs.push(out);
                }
                Flow::Fork {
                    test,
                    taken,
                    not_taken,
                } => {
                    self.nodes[at].test = Some(test);
                    for (side, flow) in [(true, *taken), (false, *not_taken)] {
                        match flow {
                            Flow::To(t) => {
                                let out = self.out(t, Some(side));
                                self.nodes[at].outs.push(out);
                            }
                            fork @ Flow::Fork { .. } => {
                                let decision = self.nodes.len();
                                let (pc, ctx) = (self.nodes[at].pc, self.nodes[at].ctx);
                                self.nodes.push(Node {
                                    pc: pc.saturating_add(self.nodes[at].len),
                                    len: 0,
                                    ctx,
                                    test: None,
                                    outs: Vec::new(),
                                    preds: 1,
                                });
                                self.nodes[at].outs.push(Out {
                                    to: NodeOrExit::Node(decision),
                                    kind: EdgeKind::Fallthrough,
                                    taken: Some(side),
                                    actions: Vec::new(),
                                });
                                pending.push((decision, fork));
                            }
                        }
                    }
                }
            }
        }
    }

    fn out(&mut self, t: Transfer, taken: Option<bool>) -> Out {
        let to = self.resolve(t.dest);
        if let NodeOrExit::Node(m) = to {
            self.nodes[m].preds += 1;
        }
        Out {
            to,
            kind: t.kind,
            taken,
            actions: t.actions,
        }
    }

    /// Whether control reaches `m` only by falling through from the
    /// instruction before it in the same context.
    fn continues_block(&self, from: usize, m: usize, entry: usize) -> bool {
        let (a, b) = (&self.nodes[from], &self.nodes[m]);
        m != entry
            && b.len == 1
            && a.len == 1
            && b.preds == 1
            && a.test.is_none()
            && a.outs.len() == 1
            && a.outs[0].kind == EdgeKind::Fallthrough
            && a.outs[0].actions.is_empty()
            && b.pc == a.pc.wrapping_add(1)
            && b.ctx == a.ctx
    }

    fn into_cfg(self, entry: usize) -> Cfg {
        let count = self.nodes.len();
        // Which nodes continue the block of their predecessor.
        let mut follows = vec![false; count];
        for from in 0..count {
            if let [out] = self.nodes[from].outs.as_slice()
                && let NodeOrExit::Node(m) = out.to
                && self.continues_block(from, m, entry)
            {
                follows[m] = true;
            }
        }
        let mut leaders: Vec<usize> = (0..count).filter(|&n| !follows[n]).collect();
        leaders.sort_by_key(|&n| {
            (
                self.nodes[n].pc,
                self.nodes[n].ctx,
                self.nodes[n].len == 0,
                n,
            )
        });
        let mut block_of = vec![u32::MAX; count];
        let mut lasts = Vec::with_capacity(leaders.len());
        let mut blocks = Vec::with_capacity(leaders.len());
        for (i, &leader) in leaders.iter().enumerate() {
            let mut last = leader;
            block_of[leader] = i as u32;
            while let [out] = self.nodes[last].outs.as_slice()
                && let NodeOrExit::Node(next) = out.to
                && follows[next]
            {
                block_of[next] = i as u32;
                last = next;
            }
            let first = &self.nodes[leader];
            let end = self.nodes[last].pc.saturating_add(self.nodes[last].len);
            let kills = (first.pc..end).any(|pc| {
                self.program
                    .instructions
                    .get(pc as usize)
                    .is_some_and(|inst| inst.opcode.shape() == Shape::Kill)
            });
            blocks.push(Block {
                start: first.pc,
                end,
                context: first.ctx,
                depth: self.contexts.depth(first.ctx),
                test: self.nodes[last].test,
                succs: Vec::new(),
                preds: Vec::new(),
                kills,
            });
            lasts.push(last);
        }
        let mut edges = Vec::new();
        let mut calls = Vec::new();
        for (i, &last) in lasts.iter().enumerate() {
            let from = BlockId::new(i);
            for out in &self.nodes[last].outs {
                let to = match out.to {
                    NodeOrExit::Node(m) => Target::Block(BlockId::new(block_of[m] as usize)),
                    NodeOrExit::Exit(e) => Target::Exit(e),
                };
                let id = EdgeId::new(edges.len());
                blocks[i].succs.push(id);
                if let Target::Block(b) = to {
                    if let Some(block) = blocks.get_mut(b.index()) {
                        block.preds.push(id);
                    }
                    if out.kind == EdgeKind::Call {
                        calls.push(Call {
                            caller: from,
                            callee: b,
                            at: self.nodes[last].pc,
                        });
                    }
                }
                edges.push(Edge {
                    from,
                    to,
                    kind: out.kind,
                    taken: out.taken,
                    actions: out.actions.clone(),
                });
            }
        }
        Cfg {
            control: self.program.semantics.control,
            blocks,
            edges,
            entry: BlockId::new(block_of[entry] as usize),
            inexact: self.inexact,
            calls,
            contexts: self.contexts.count(),
        }
    }
}

/// What decides the flow instruction at `pc` at run time; `None` when it
/// always takes its flow.
pub(super) fn test_of(program: &Program, pc: u32) -> Option<Test> {
    let inst = program.instructions.get(pc as usize)?;
    match inst.opcode {
        Opcode::If | Opcode::Uif if !inst.src.is_empty() => Some(Test::Operand {
            at: pc,
            integer: inst.opcode == Opcode::Uif,
        }),
        _ if inst.condition == Condition::Always => None,
        _ => Some(Test::Condition {
            at: pc,
            condition: inst.condition,
        }),
    }
}

/// Either both outcomes under the instruction's test, or the taken one
/// alone when the instruction always takes it.
pub(super) fn branch(program: &Program, pc: u32, taken: Flow, not_taken: Flow) -> Flow {
    match test_of(program, pc) {
        Some(test) => Flow::Fork {
            test,
            taken: Box::new(taken),
            not_taken: Box::new(not_taken),
        },
        None => taken,
    }
}

fn structured_step(
    program: &Program,
    targets: &Matched,
    stacks: &mut CallStacks,
    pc: u32,
    ctx: u32,
) -> Flow {
    let Some(inst) = program.instructions.get(pc as usize) else {
        return Flow::to(Dest::Exit(Exit::End), EdgeKind::Fallthrough);
    };
    let next = Dest::At {
        pc: pc.wrapping_add(1),
        ctx,
    };
    let target = Dest::At {
        pc: targets.target(pc),
        ctx,
    };
    let fall = || Flow::to(next, EdgeKind::Fallthrough);
    if !matches!(inst.opcode.shape(), Shape::Flow) {
        return fall();
    }
    match inst.opcode {
        Opcode::If | Opcode::Uif => branch(program, pc, fall(), Flow::to(target, EdgeKind::Jump)),
        Opcode::Else => Flow::to(target, EdgeKind::Jump),
        Opcode::Endloop => Flow::to(target, EdgeKind::Back),
        // REP reads its count once: a count of 0 or less skips the body
        // (to after ENDREP), otherwise the count is pushed; ENDREP counts
        // down and repeats while iterations are left; BRK out of a REP
        // pops its counter (the interpreter's run loop does the same).
        Opcode::Rep if inst.src.is_empty() => with_actions(
            Flow::to(next, EdgeKind::Fallthrough),
            vec![Action::RepBegin(pc)],
        ),
        Opcode::Rep => Flow::Fork {
            test: Test::RepCount(pc),
            taken: Box::new(with_actions(fall(), vec![Action::RepBegin(pc)])),
            not_taken: Box::new(Flow::to(target, EdgeKind::Jump)),
        },
        Opcode::Endrep => Flow::Fork {
            test: Test::RepRemaining,
            taken: Box::new(with_actions(
                Flow::to(target, EdgeKind::Back),
                vec![Action::RepContinue],
            )),
            not_taken: Box::new(with_actions(
                Flow::to(next, EdgeKind::LoopExit),
                vec![Action::RepExit],
            )),
        },
        Opcode::Brk if targets.in_rep(pc) => branch(
            program,
            pc,
            with_actions(Flow::to(target, EdgeKind::Break), vec![Action::RepBreak]),
            fall(),
        ),
        Opcode::Brk => branch(program, pc, Flow::to(target, EdgeKind::Break), fall()),
        Opcode::Cont => branch(program, pc, Flow::to(target, EdgeKind::Continue), fall()),
        Opcode::Bra => branch(program, pc, Flow::to(target, EdgeKind::Jump), fall()),
        Opcode::Cal => {
            let depth = stacks.depth(ctx) as usize;
            let call = match call(depth, &program.semantics.limits) {
                // A CAL at the full depth is skipped, as the interpreter
                // does under `call_overflow_skips`.
                CallRule::Skip => fall(),
                CallRule::Overflow => {
                    Flow::to(Dest::Exit(stack_abort(program, pc)), EdgeKind::Call)
                }
                CallRule::Push => {
                    let callee = stacks.push(ctx, pc.wrapping_add(1));
                    Flow::to(
                        Dest::At {
                            pc: targets.target(pc),
                            ctx: callee,
                        },
                        EdgeKind::Call,
                    )
                }
            };
            branch(program, pc, call, fall())
        }
        // NV_vertex_program3 PUSHA pushes a frame the way CAL does (the same
        // call stack and depth limit) and goes on at the next instruction
        // in that context; the value is pushed by the edge's action.
        Opcode::Pusha => {
            if stacks.depth(ctx) >= program.semantics.limits.call_depth {
                return Flow::to(Dest::Exit(stack_abort(program, pc)), EdgeKind::Fallthrough);
            }
            let pushed = stacks.push(ctx, PUSHED);
            with_actions(
                Flow::to(
                    Dest::At {
                        pc: pc.wrapping_add(1),
                        ctx: pushed,
                    },
                    EdgeKind::Fallthrough,
                ),
                vec![Action::AddressPush(pc)],
            )
        }
        // POPA pops a PUSHA frame; an empty stack or a return address on
        // top ends the run abnormally (§2.14.5.43).
        Opcode::Popa => match stacks.pop(ctx) {
            Some((caller, PUSHED)) => with_actions(
                Flow::to(
                    Dest::At {
                        pc: pc.wrapping_add(1),
                        ctx: caller,
                    },
                    EdgeKind::Fallthrough,
                ),
                vec![Action::AddressPop(pc)],
            ),
            _ => Flow::to(Dest::Exit(stack_abort(program, pc)), EdgeKind::Fallthrough),
        },
        Opcode::Ret | Opcode::Endsub => {
            let ret = match stacks.pop(ctx) {
                // §2.14.5.34: a RET that finds a pushed address register
                // ends the run abnormally.
                Some((_, PUSHED)) => Dest::Exit(stack_abort(program, pc)),
                Some((caller, ret)) => Dest::At {
                    pc: ret,
                    ctx: caller,
                },
                None => Dest::Exit(Exit::End),
            };
            // A return from inside REP blocks drops their counters, as the
            // interpreter's RET truncates the REP stack to the caller's.
            let unwind = targets.reps_open(pc);
            let returns = matches!(ret, Dest::At { .. });
            let ret = Flow::to(ret, EdgeKind::Return);
            let ret = if returns && unwind > 0 {
                with_actions(ret, vec![Action::RepUnwind(unwind)])
            } else {
                ret
            };
            if inst.opcode == Opcode::Ret {
                branch(program, pc, ret, fall())
            } else {
                ret
            }
        }
        Opcode::End => Flow::to(Dest::Exit(Exit::End), EdgeKind::Fallthrough),
        Opcode::Ifr | Opcode::Calr | Opcode::Loopr | Opcode::Brkr => {
            Flow::to(Dest::Exit(Exit::WrongFlowModel(pc)), EdgeKind::Fallthrough)
        }
        // ENDIF, BGNLOOP, BGNSUB, NOP.
        _ => fall(),
    }
}

/// `flow` (a single transfer) with `actions` on its edge.
/// How a run ends when its call stack is misused at `pc` (a call past the
/// depth, NV_vertex_program3's stack rules): an error, or an end whose
/// results are kept (NV_vertex_program2 §2.14.4).
fn stack_abort(program: &Program, pc: u32) -> Exit {
    if program.semantics.limits.budget_is_error {
        Exit::CallOverflowError(pc)
    } else {
        Exit::CallOverflow
    }
}

fn with_actions(flow: Flow, actions: Vec<Action>) -> Flow {
    match flow {
        Flow::To(mut t) => {
            t.actions = actions;
            Flow::To(t)
        }
        fork => fork,
    }
}
