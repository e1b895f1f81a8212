//! The control-flow graph of a program, as the reference interpreter runs it.
//!
//! [`Cfg::build`] turns any [`Program`] into basic blocks joined by typed
//! edges, for both control models:
//!
//! * [`ControlModel::Structured`] (TGSI, NV, gp4): `IF`/`ELSE`/`ENDIF`,
//!   `BGNLOOP`/`ENDLOOP`, `BRK`/`CONT` are matched exactly as the
//!   interpreter matches them; `BRA`/`CAL`/`RET` with condition codes
//!   become conditional edges; `RET` on an empty call stack ends the run.
//!   `REP`/`ENDREP` counters stay dynamic: `REP` is a two-way
//!   [`Test::RepCount`] (skip the body, or enter it pushing the count),
//!   `ENDREP` a two-way [`Test::RepRemaining`] (repeat counting down, or
//!   pop and leave), `BRK` out of a `REP` pops ([`Action`]s on the edges).
//! * [`ControlModel::PicaStacks`] (PICA200): the IF (8), CALL (4) and LOOP
//!   (4) ring stacks are simulated symbolically, quirks included (ring
//!   overflow drops the oldest entry, at most one IF pop per instruction,
//!   the fourth consecutive CALL pop keeps the PC, LOOP beats IF beats CALL).
//!   Only the loop counters stay dynamic: the end of a LOOP body is a
//!   two-way [`Test::LoopRemaining`].
//!
//! Blocks are contexts times instruction ranges: a subroutine is laid out
//! once per call stack that reaches it (its call stack is part of the
//! block's identity), so that every edge is a plain transfer and a
//! consumer needs no return-address stack. Calls are still visible: the
//! edge into a subroutine is an [`EdgeKind::Call`], the way back an
//! [`EdgeKind::Return`], and [`Cfg::calls`] lists the call graph. The
//! number of (instruction, context) pairs is capped at a multiple of the
//! program's length: past it the graph is cut short and marked
//! [`Cfg::exact`]` == false` with the reason, so that consumers fall back to
//! the interpreter. The build is iterative (a worklist) and linear in the
//! number of pairs.
//!
//! `KIL`/`KILL` set the killed flag and execution goes on (the interpreter
//! does not stop at a kill), so a kill is an ordinary instruction inside a
//! block; [`Block::kills`] marks the blocks that hold one.

mod analysis;
mod build;
mod pica;
mod print;
pub use print::{Spell, ir_text, pseudo_code, pseudo_code_with};
pub mod structure;

pub use analysis::{Dominators, Loop};
pub use structure::{Cond, Form, ListId, Node, NodeId, StructureError, Structured};

use crate::instruction::Condition;
use crate::program::Program;
use crate::semantics::ControlModel;
use std::fmt;

/// A handle to a block of a [`Cfg`] (an index into its arena).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BlockId(u32);

impl BlockId {
    /// The block's position in [`Cfg::blocks`].
    pub fn index(self) -> usize {
        self.0 as usize
    }

    fn new(index: usize) -> BlockId {
        BlockId(u32::try_from(index).unwrap_or(u32::MAX))
    }
}

impl fmt::Display for BlockId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "B{}", self.0)
    }
}

/// A handle to an edge of a [`Cfg`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeId(u32);

impl EdgeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }

    fn new(index: usize) -> EdgeId {
        EdgeId(u32::try_from(index).unwrap_or(u32::MAX))
    }
}

/// What a block's two-way branch tests: data an engine evaluates with the
/// flow contract ([`crate::flow`]), not "as the interpreter decides it".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Test {
    /// A flow condition ([`crate::flow::condition`]): condition codes
    /// (any of four swizzled components passes the rule), a PICA200
    /// boolean uniform, or the PICA200 flags with their combine mode. `at`
    /// is the deciding instruction (for printing and diagnostics).
    Condition { at: u32, condition: Condition },
    /// `IF`/`UIF` with an operand: the first component of the first source
    /// of the instruction at `at`, read by the operand rules, is `!= 0.0`
    /// (or `!= 0` for `UIF`, `integer`; [`crate::flow::structured::if_taken`]).
    Operand { at: u32, integer: bool },
    /// PICA200: whether the innermost LOOP still has iterations to run
    /// (`remaining > 0` when its last word has executed,
    /// [`crate::flow::pica::loop_remaining`]).
    LoopRemaining,
    /// Whether the `REP` at this index runs its body: its count
    /// ([`crate::flow::structured::rep_count`]) is above 0
    /// (NV_fragment_program2, NV_gpu_program4 §2.X.8.Z "REP").
    RepCount(u32),
    /// At `ENDREP`: whether the innermost `REP` has iterations left after
    /// the one ending (its counter is above 1).
    RepRemaining,
}

impl Test {
    /// The instruction that decides the test, where one does.
    pub fn at(self) -> Option<u32> {
        match self {
            Test::Condition { at, .. } | Test::Operand { at, .. } | Test::RepCount(at) => Some(at),
            Test::LoopRemaining | Test::RepRemaining => None,
        }
    }
}

/// Why control moves along an edge.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// To the next instruction.
    Fallthrough,
    /// An explicit jump (`BRA`, `ELSE`, a skipped `IF` body, PICA `JMP*`).
    Jump,
    /// Into a subroutine (`CAL`, PICA `CALL*`).
    Call,
    /// Out of a subroutine (`RET`, `ENDSUB`, PICA CALL-stack pop).
    Return,
    /// Back to the start of a loop (`ENDLOOP`, PICA LOOP-stack repeat).
    Back,
    /// Out of a loop at its end (PICA LOOP-stack pop after the last iteration).
    LoopExit,
    /// `BRK`, PICA `BREAK*`.
    Break,
    /// `CONT`.
    Continue,
    /// PICA: the IF stack's pop at the end of a taken `IF*` body (skip the
    /// else words).
    IfEnd,
}

impl EdgeKind {
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Fallthrough => "fallthrough",
            EdgeKind::Jump => "jump",
            EdgeKind::Call => "call",
            EdgeKind::Return => "return",
            EdgeKind::Back => "back",
            EdgeKind::LoopExit => "loop-exit",
            EdgeKind::Break => "break",
            EdgeKind::Continue => "continue",
            EdgeKind::IfEnd => "if-end",
        }
    }
}

/// What an edge does to the dynamic flow state besides moving: only loop
/// counters are not part of the static graph, the PICA200 LOOP ring and
/// the `REP` counters. (`LOOPR` itself pushes a counter frame onto a ring
/// of four when its block runs: it reads its integer uniform and sets `aL`
/// to the start value.)
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// End of a LOOP body with iterations left: step the counter, one
    /// iteration less, `aL` = counter.
    LoopContinue,
    /// End of the last iteration: step the counter, pop, `aL` = counter,
    /// then the enclosing loop's counter if there is one.
    LoopExit,
    /// `BREAK*` taken: pop, `aL` = counter + step, then the enclosing
    /// loop's counter if there is one.
    LoopBreak,
    /// Entering the body of the `REP` at this index: push its count.
    RepBegin(u32),
    /// `ENDREP` with iterations left: one less.
    RepContinue,
    /// `ENDREP` after the last iteration: pop the counter.
    RepExit,
    /// `BRK` out of a `REP` loop: pop the counter.
    RepBreak,
    /// `RET` from inside this many `REP` blocks of the subroutine: pop
    /// their counters.
    RepUnwind(u32),
    /// NV_vertex_program3 `PUSHA` at this index: push the address register.
    AddressPush(u32),
    /// `POPA` at this index: pop the pushed address register into its
    /// destination.
    AddressPop(u32),
}

impl Action {
    pub fn name(self) -> &'static str {
        match self {
            Action::LoopContinue => "loop-continue",
            Action::LoopExit => "loop-exit",
            Action::LoopBreak => "loop-break",
            Action::RepBegin(_) => "rep-begin",
            Action::RepContinue => "rep-continue",
            Action::RepExit => "rep-exit",
            Action::RepBreak => "rep-break",
            Action::RepUnwind(_) => "rep-unwind",
            Action::AddressPush(_) => "address-push",
            Action::AddressPop(_) => "address-pop",
        }
    }
}

/// How a run ends when control leaves the graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Exit {
    /// `END`, `RET` on an empty call stack, or a PC at or past the end.
    End,
    /// A call past the call-stack depth ends the run and the results are
    /// used (NV_vertex_program2 §2.14.4).
    CallOverflow,
    /// A call past the call-stack depth at this instruction is an error
    /// (TGSI).
    CallOverflowError(u32),
    /// PICA `BREAK` at this instruction with an empty LOOP stack (an error:
    /// the GPU would hang).
    BreakOutsideLoop(u32),
    /// A flow instruction of the other control model at this index.
    WrongFlowModel(u32),
}

impl Exit {
    pub fn name(self) -> String {
        match self {
            Exit::End => "end".into(),
            Exit::CallOverflow => "call-overflow".into(),
            Exit::CallOverflowError(pc) => format!("call-overflow-error@{pc}"),
            Exit::BreakOutsideLoop(pc) => format!("break-outside-loop@{pc}"),
            Exit::WrongFlowModel(pc) => format!("wrong-flow-model@{pc}"),
        }
    }
}

/// Where an edge goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Block(BlockId),
    Exit(Exit),
}

/// One edge. A block with a [`Block::test`] has two: taken first, then not
/// taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: BlockId,
    pub to: Target,
    pub kind: EdgeKind,
    /// For the edges of a two-way branch: whether this is the taken side.
    pub taken: Option<bool>,
    pub actions: Vec<Action>,
}

/// A basic block: the instructions `start..end` run in order, in one flow
/// context (call stack, PICA stacks). A block may be empty (`start ==
/// end`): a decision the flow stacks make between two instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub start: u32,
    pub end: u32,
    /// The flow context (0 = the entry context). Blocks of one
    /// instruction range in different contexts are different blocks.
    pub context: u32,
    /// Call depth of the context.
    pub depth: u32,
    pub test: Option<Test>,
    /// Outgoing edges: one, or two (taken, not taken) with a test.
    pub succs: Vec<EdgeId>,
    pub preds: Vec<EdgeId>,
    /// Whether one of the instructions is a kill.
    pub kills: bool,
}

impl Block {
    pub fn range(&self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// One call: the block that ends with it and the subroutine entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub caller: BlockId,
    pub callee: BlockId,
    /// The instruction making the call.
    pub at: u32,
}

/// Why a graph is not exact, and the instructions concerned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inexact {
    pub reason: String,
    pub instructions: Vec<u32>,
}

/// The control-flow graph of a program.
#[derive(Clone, Debug)]
pub struct Cfg {
    pub control: ControlModel,
    pub blocks: Vec<Block>,
    pub edges: Vec<Edge>,
    pub entry: BlockId,
    /// Empty when the graph is exact: consumers may rely on it instead of
    /// the interpreter.
    pub inexact: Vec<Inexact>,
    pub calls: Vec<Call>,
    /// Number of distinct flow contexts.
    pub contexts: u32,
}

impl Cfg {
    /// Build the graph of `program`. Never panics; iterative; linear in
    /// the number of (instruction, context) pairs, which is capped.
    pub fn build(program: &Program) -> Cfg {
        build::build(program)
    }

    /// Whether the graph describes every run exactly.
    pub fn exact(&self) -> bool {
        self.inexact.is_empty()
    }

    pub fn block(&self, id: BlockId) -> &Block {
        &self.blocks[id.index()]
    }

    pub fn edge(&self, id: EdgeId) -> &Edge {
        &self.edges[id.index()]
    }

    pub fn block_ids(&self) -> impl Iterator<Item = BlockId> + '_ {
        (0..self.blocks.len()).map(BlockId::new)
    }

    /// The blocks an edge of `id` leads to.
    pub fn successors(&self, id: BlockId) -> impl Iterator<Item = BlockId> + '_ {
        self.block(id)
            .succs
            .iter()
            .filter_map(|e| match self.edge(*e).to {
                Target::Block(b) => Some(b),
                Target::Exit(_) => None,
            })
    }

    /// Blocks reachable from the entry (every block is, by construction;
    /// kept as an analysis for graphs edited by consumers).
    pub fn reachable(&self) -> Vec<bool> {
        analysis::reachable(self)
    }

    /// Dominators (Cooper, Harvey and Kennedy's iterative algorithm).
    pub fn dominators(&self) -> Dominators {
        analysis::dominators(self)
    }

    /// Strongly connected components (Tarjan's algorithm, iterative), in
    /// reverse topological order; singletons without a self edge omitted.
    pub fn cycles(&self) -> Vec<Vec<BlockId>> {
        analysis::cycles(self)
    }

    /// Natural loops: one per header with the back edges into it.
    pub fn loops(&self) -> Vec<Loop> {
        analysis::loops(self, &self.dominators())
    }

    /// The structured form (see [`structure`]).
    pub fn structurize(&self) -> Result<Structured, StructureError> {
        structure::structurize(self)
    }

    /// The graph as text: blocks with their instructions, edges, loops and
    /// calls.
    pub fn to_text(&self, program: &Program) -> String {
        print::text(self, program, &|pc| ir_text(program, pc))
    }

    /// [`Cfg::to_text`] with instructions written by `spell` (the program's
    /// own spelling).
    pub fn to_text_with(&self, program: &Program, spell: Spell) -> String {
        print::text(self, program, spell)
    }

    /// The graph in Graphviz dot.
    pub fn to_dot(&self, program: &Program) -> String {
        print::dot(self, program, &|pc| ir_text(program, pc))
    }

    /// [`Cfg::to_dot`] with instructions written by `spell` (the program's
    /// own spelling).
    pub fn to_dot_with(&self, program: &Program, spell: Spell) -> String {
        print::dot(self, program, spell)
    }

    /// The graph as JSON (blocks, edges with kinds, loops, calls, exact flag
    /// and reasons).
    pub fn to_json(&self, program: &Program) -> String {
        print::json(self, program, &|pc| ir_text(program, pc))
    }

    /// [`Cfg::to_json`] with instructions written by `spell` (the program's
    /// own spelling).
    pub fn to_json_with(&self, program: &Program, spell: Spell) -> String {
        print::json(self, program, spell)
    }
}

/// What a test reads: the deciding instruction, as `spell` writes it.
pub(crate) fn test_text(program: &Program, test: Test, spell: Spell) -> String {
    match test {
        Test::LoopRemaining => "loop-remaining".into(),
        Test::RepRemaining => "rep-remaining".into(),
        Test::RepCount(pc) if (pc as usize) < program.instructions.len() => {
            format!("count of {}", spell(pc as usize))
        }
        Test::RepCount(pc) => format!("count of @{pc}"),
        Test::Condition { at, .. } | Test::Operand { at, .. }
            if (at as usize) < program.instructions.len() =>
        {
            spell(at as usize)
        }
        Test::Condition { at, .. } | Test::Operand { at, .. } => format!("@{at}"),
    }
}
