//! The structured form of a [`Cfg`], in the shape naga and a lane engine
//! take: `if`/`else`, `loop`s whose `break` and `continue` act on the
//! innermost loop only, `switch`, variables, counter actions and exits.
//!
//! # Semantics
//!
//! What a [`Node`] means when evaluated (naga's `Statement` rules):
//!
//! * a list runs its nodes in order;
//! * [`Node::Loop`] runs its body again and again; only a [`Node::Break`]
//!   (or an exit) leaves it; [`Node::Continue`] starts the next iteration;
//! * [`Node::Switch`] runs the case whose value equals its variable (the
//!   default when none does) and goes on after it; cases do not fall
//!   through; a [`Node::Break`] inside leaves the switch;
//! * [`Node::Break`] leaves the innermost loop or switch,
//!   [`Node::Continue`] continues the innermost loop (through switches);
//! * [`Node::Set`] writes a variable ([`Structured::vars`] of them, all 0
//!   at the start); [`Cond::Is`] tests one;
//! * [`Node::Exit`] ends the run (naga's `Return` from the entry point, or
//!   an error for the exits that are errors).
//!
//! A kill is an instruction of a [`Node::Block`]: `KIL`/`KILL` set the
//! killed flag and execution goes on (the interpreter does not stop at a
//! kill, see [`super`]), so it is no flow. Calls are inlined: the graph
//! lays a subroutine out once per call stack (its context).
//!
//! # How it is made
//!
//! 1. **Irreducible regions, region by region** (Bahmann, Reissmann,
//!    Jahre and Meyer, "Perfect reconstructability of control flow from
//!    demand dependence graphs", 2015; MLIR's CFGToSCF): the strongly
//!    connected components of the graph are found, outermost first; one
//!    with a single entry is a loop headed by it; one with several entries
//!    gets a dispatcher of its own: every edge into one of its entries
//!    sets the region's selector variable to that entry's number and goes
//!    to a new [`Node::Switch`] node, which becomes the loop's only
//!    header. Then the components inside each loop (without its header)
//!    are treated the same way. Nothing is duplicated; reducible regions
//!    are untouched; each dispatcher covers only its own region.
//! 2. **The tree** (Ramsey, "Beyond Relooper", 2022): on the now reducible
//!    graph, from the dominator tree: a loop header becomes a loop, a
//!    merge point (two or more forward edges in) a labelled block after
//!    which its code follows, a forward edge to it a break out of the
//!    label, a back edge a continue of the header's loop. One exit of each
//!    loop (the first with a single way in) is placed right after the
//!    loop, and the edges to it break out of the loop, rather than nested
//!    inside the loop as Ramsey places it (where its own branches to
//!    enclosing loops would cross this one); should that leave a label out
//!    of reach, the tree is made again without it.
//! 3. **Innermost exits only**: a labelled block becomes plain code when
//!    every break out of it is its last statement (the common case: the
//!    arms of an if), else a loop that runs once (`loop { ...; break; }`);
//!    a loop's body ends with `break` (falling off a Ramsey loop leaves it);
//!    a `break`/`continue` that would cross other loops or switches sets
//!    variable 0 ([`EXIT_VAR`]) to a code of its target and breaks; after
//!    each construct it crossed, `if (var0 == code)` breaks further or, at
//!    the target, clears the variable and breaks or continues.
//!
//! If the result would grow past a multiple of the graph's size (hostile
//! nesting of multi-level exits), or anything is inconsistent, the whole
//! graph gets one dispatcher loop instead ([`Form::Dispatcher`]), which is
//! correct by construction. Everything is iterative and deterministic.

mod dispatcher;
mod lower;
mod ramsey;
mod regions;
mod types;

pub use types::{Cond, EXIT_VAR, Form, ListId, Node, NodeId, StructureError, Structured};

use super::{Cfg, EdgeId, Target};
use dispatcher::dispatcher;
use lower::lower;
use regions::Graph;

pub(super) fn structurize(cfg: &Cfg) -> Result<Structured, StructureError> {
    if let Some(first) = cfg.inexact.first() {
        return Err(StructureError::Inexact(first.reason.clone()));
    }
    if cfg.blocks.is_empty() {
        return Err(StructureError::Empty);
    }
    let dom = cfg.dominators();
    let forced_by: Vec<EdgeId> = (0..cfg.edges.len())
        .map(|i| EdgeId(i as u32))
        .filter(|&e| {
            let edge = cfg.edge(e);
            match edge.to {
                Target::Block(to) => {
                    dom.order(to) <= dom.order(edge.from) && !dom.dominates(to, edge.from)
                }
                Target::Exit(_) => false,
            }
        })
        .collect();
    let mut g = Graph::from_cfg(cfg);
    let cap = 64 * (cfg.blocks.len() + cfg.edges.len()) + (1 << 16);
    let nested = g.make_reducible(cap).and_then(|regions| {
        // Loop exits after their loops; should that place a label out of
        // reach (a merge inside the loop the exit's code breaks to), the
        // tree without it.
        let (r, tree) = [true, false].into_iter().find_map(|follows| {
            let r = g.ramsey(follows)?;
            let tree = lower(&r, cap)?;
            Some((r, tree))
        })?;
        Some((tree, r.vars, regions))
    });
    Ok(match nested {
        Some(((tree, root), vars, regions)) => Structured {
            nodes: tree.nodes,
            lists: tree.lists,
            root,
            form: if regions == 0 {
                Form::Nested
            } else {
                Form::Regions
            },
            vars,
            regions,
            forced_by,
        },
        None => {
            let (tree, root) = dispatcher(cfg);
            Structured {
                nodes: tree.nodes,
                lists: tree.lists,
                root,
                form: Form::Dispatcher,
                vars: 2,
                regions: 0,
                forced_by,
            }
        }
    })
}
