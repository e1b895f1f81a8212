//! The control-flow graph and structured form of a program
//! ([`shasm_ir::cfg`]) through the facade, and an evaluator of the
//! structured form that runs a program with the reference interpreter's
//! arithmetic but the tree's flow of control.
//!
//! ```
//! let program = shasm::Program::from_text(
//!     "loop.tgsi",
//!     "VERT\nDCL OUT[0], POSITION\nDCL TEMP[0]\nIMM[0] FLT32 { 1.0, 0.0, 0.0, 0.0 }\n\
//!      BGNLOOP\n  ADD TEMP[0], TEMP[0], IMM[0].xxxx\n  BRK\nENDLOOP\nMOV OUT[0], TEMP[0]\nEND\n",
//! )?;
//! let cfg = program.cfg();
//! assert!(cfg.exact());
//! let tree = cfg.structurize()?;
//! assert_eq!(tree.form, shasm::cfg::Form::Nested);
//! assert!(shasm::cfg::equivalent(program.executable(), program.inputs()?.env()).is_ok());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub use shasm_ir::cfg::structure::{
    Cond, EXIT_VAR, Form, ListId, Node, NodeId, StructureError, Structured,
};
pub use shasm_ir::cfg::{
    Action, Block, BlockId, Cfg, Edge, EdgeKind, Exit, Inexact, Loop, Target, Test, ir_text,
    pseudo_code, pseudo_code_with,
};

use crate::Program;
use shasm_exec::{End, Env, ExecError, Executable, Machine};

impl Program {
    /// The control-flow graph of the program as the interpreter runs it.
    pub fn cfg(&self) -> Cfg {
        Cfg::build(self.executable().program())
    }
}

/// How `shasm cfg` shows a graph.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CfgFormat {
    /// Indented text, one block a paragraph.
    Text,
    /// Graphviz DOT.
    Dot,
    /// JSON.
    Json,
}

impl CfgFormat {
    /// The format `--format` names (`text`, `dot`, `json`).
    pub fn from_name(name: &str) -> Option<CfgFormat> {
        match name {
            "text" => Some(CfgFormat::Text),
            "dot" => Some(CfgFormat::Dot),
            "json" => Some(CfgFormat::Json),
            _ => None,
        }
    }
}

/// The graph in `format`, or (`structured`) the structured form as
/// pseudo-code.
pub fn render(
    program: &Program,
    format: CfgFormat,
    structured: bool,
) -> Result<String, StructureError> {
    let ir = program.executable().program();
    let cfg = Cfg::build(ir);
    // The program's own spelling, shared with `shasm trace` and
    // translation errors (crate::listing).
    let own = program.listing();
    let spell = |pc: usize| match own.get(pc) {
        Some(w) => w.text.clone(),
        None => ir_text(ir, pc),
    };
    if structured {
        let tree = cfg.structurize()?;
        return Ok(pseudo_code_with(&cfg, &tree, ir, &spell));
    }
    Ok(match format {
        CfgFormat::Text => cfg.to_text_with(ir, &spell),
        CfgFormat::Dot => cfg.to_dot_with(ir, &spell),
        CfgFormat::Json => cfg.to_json_with(ir, &spell),
    })
}

/// Each instruction as the program itself writes it, where that is known:
/// the source text of its span (white space runs folded to one space, the
/// NV/ARB statement terminator dropped), or for a PICA200 binary the
/// picasso text of its code word. `None` where the instruction has no
/// source (instructions a front end added); [`Program::listing`] gives
/// them their IR text, marked as inserted.
pub fn own_spelling(program: &Program) -> Vec<Option<String>> {
    program
        .listing()
        .into_iter()
        .map(|w| (w.place != crate::listing::Place::Inserted).then_some(w.text))
        .collect()
}

/// What a list being walked belongs to.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Frame {
    Plain,
    Loop,
    Switch,
}

/// Run one invocation in `m` by walking `tree` (the structured form of
/// `cfg`, built from `exe`'s program) with the semantics documented in
/// [`shasm_ir::cfg::structure`]: blocks run through the interpreter's
/// straight-line hook, tests through the flow contract
/// ([`shasm_ir::flow`]) over the machine's state, loop and `REP` counters
/// through the interpreter's flow hooks; the order of blocks comes from
/// the tree. Iterative. Every loop of the tree runs a block (with at
/// least one instruction, counted against the budget) or leaves.
pub fn evaluate(
    exe: &Executable,
    cfg: &Cfg,
    tree: &Structured,
    m: &mut Machine,
    env: &Env,
) -> Result<End, ExecError> {
    exe.begin(m, env)?;
    let mut vars = vec![0u32; tree.vars as usize];
    let var = |vars: &[u32], v: u32| vars.get(v as usize).copied().unwrap_or(0);
    // (list, next position, what the list belongs to)
    let mut stack: Vec<(ListId, usize, Frame)> = vec![(tree.root, 0, Frame::Plain)];
    while let Some(&mut (list, ref mut at, frame)) = stack.last_mut() {
        let Some(&id) = tree.list(list).get(*at) else {
            // Falling off a loop body repeats it; off anything else goes
            // on after it; off the root ends the run.
            if frame == Frame::Loop {
                *at = 0;
            } else {
                stack.pop();
            }
            continue;
        };
        *at += 1;
        match tree.node(id) {
            Node::Block(b) => {
                for pc in cfg.block(*b).range() {
                    if !exe.execute_straight(m, env, pc)? {
                        return Ok(m.end());
                    }
                }
            }
            Node::If {
                cond,
                then,
                otherwise,
            } => {
                let taken = match cond {
                    Cond::Is { var: v, value } => var(&vars, *v) == *value,
                    Cond::Test(test) => match test {
                        Test::Condition { condition, .. } => exe.eval_condition(m, env, condition),
                        Test::Operand { at, integer } => shasm_ir::flow::structured::if_taken(
                            *integer,
                            exe.first_operand_x(m, env, *at as usize),
                        ),
                        Test::LoopRemaining => exe.loop_remaining(m),
                        Test::RepCount(pc) => exe.rep_enters(m, env, *pc as usize),
                        Test::RepRemaining => exe.rep_remaining(m),
                    },
                };
                stack.push((if taken { *then } else { *otherwise }, 0, Frame::Plain));
            }
            Node::Loop { body } => stack.push((*body, 0, Frame::Loop)),
            Node::Switch {
                var: v,
                cases,
                default,
            } => {
                let value = var(&vars, *v);
                let case = cases
                    .iter()
                    .find(|(k, _)| *k == value)
                    .map_or(*default, |(_, l)| *l);
                stack.push((case, 0, Frame::Switch));
            }
            Node::Break => {
                while let Some((_, _, frame)) = stack.pop() {
                    if frame != Frame::Plain {
                        break;
                    }
                }
            }
            Node::Continue => {
                while let Some((_, at, frame)) = stack.last_mut() {
                    if *frame == Frame::Loop {
                        *at = 0;
                        break;
                    }
                    stack.pop();
                }
            }
            Node::Set { var: v, value } => {
                if let Some(slot) = vars.get_mut(*v as usize) {
                    *slot = *value;
                }
            }
            Node::Action(a) => match a {
                Action::LoopContinue => exe.loop_continue(m),
                Action::LoopExit => exe.loop_exit(m),
                Action::LoopBreak => exe.loop_break(m),
                Action::RepBegin(pc) => exe.rep_begin(m, env, *pc as usize),
                Action::RepContinue => exe.rep_continue(m),
                Action::RepExit | Action::RepBreak => exe.rep_pop(m),
                Action::RepUnwind(n) => (0..*n).for_each(|_| exe.rep_pop(m)),
                Action::AddressPush(pc) => exe.address_push(m, env, *pc as usize),
                Action::AddressPop(pc) => exe.address_pop(m, *pc as usize),
            },
            Node::Exit(exit) => return finish(exe, m, *exit),
        }
    }
    Ok(m.end())
}

fn finish(exe: &Executable, m: &mut Machine, exit: Exit) -> Result<End, ExecError> {
    let program = exe.program();
    let op_at = |pc: u32| {
        program
            .instructions
            .get(pc as usize)
            .map_or(shasm_ir::Opcode::Nop, |i| i.opcode)
    };
    match exit {
        Exit::End => Ok(m.end()),
        Exit::CallOverflow => {
            m.set_end(End::CallOverflow);
            Ok(End::CallOverflow)
        }
        Exit::CallOverflowError(pc) => Err(ExecError::CallOverflow {
            pc: pc as usize,
            depth: program.semantics.limits.call_depth,
        }),
        Exit::BreakOutsideLoop(pc) => Err(ExecError::BreakOutsideLoop { pc: pc as usize }),
        Exit::WrongFlowModel(pc) => Err(ExecError::WrongFlowModel {
            op: op_at(pc),
            pc: pc as usize,
        }),
    }
}

/// What comparing the structured form with the interpreter found.
#[derive(Debug, PartialEq)]
pub enum Equivalence {
    /// Same results, bit for bit (or the same error).
    Same {
        /// The structure found (or why none).
        form: Form,
    },
    /// The graph is not exact: consumers fall back to the interpreter.
    Inexact(String),
    /// A difference (a bug): what differs.
    Differs(String),
}

impl Equivalence {
    /// Whether the check found the two the same.
    pub fn is_ok(&self) -> bool {
        !matches!(self, Equivalence::Differs(_))
    }
}

/// Run `exe` on `env` directly and through CFG -> structurizer ->
/// [`evaluate`], and compare registers, write masks, condition codes,
/// predicates, executed count, killed flag, emitted vertices, end, or the
/// error.
pub fn equivalent(exe: &Executable, env: &Env) -> Equivalence {
    let cfg = Cfg::build(exe.program());
    let tree = match cfg.structurize() {
        Ok(t) => t,
        Err(StructureError::Inexact(reason)) => return Equivalence::Inexact(reason),
        Err(e) => return Equivalence::Differs(format!("structurize failed: {e}")),
    };
    if let Err(what) = tree.check(&cfg) {
        return Equivalence::Differs(format!("malformed structured form: {what}"));
    }
    let mut direct = exe.machine();
    let direct_result = exe.run_in(&mut direct, env);
    let mut walked = exe.machine();
    let walked_result = evaluate(exe, &cfg, &tree, &mut walked, env);
    match (direct_result, walked_result) {
        (Ok(a), Ok(b)) if a == b && direct.same_results(&walked) => {
            Equivalence::Same { form: tree.form }
        }
        (Err(a), Err(b)) if a == b => Equivalence::Same { form: tree.form },
        (a, b) => Equivalence::Differs(format!(
            "interpreter {a:?} (executed {}), structured {b:?} (executed {}); machines {}",
            direct.executed(),
            walked.executed(),
            if direct.same_results(&walked) {
                "agree"
            } else {
                "differ"
            }
        )),
    }
}
