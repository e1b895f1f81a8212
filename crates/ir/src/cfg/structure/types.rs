//! The structured form's types, its consistency check and the output arena.

use crate::cfg::{Action, BlockId, Cfg, EdgeId, Exit, Test};
use thiserror::Error;

/// A handle to a node of a [`Structured`] tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct NodeId(u32);

impl NodeId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A handle to a statement list of a [`Structured`] tree.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ListId(u32);

impl ListId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The variable multi-level exits use (see the module documentation).
pub const EXIT_VAR: u32 = 0;

/// What an [`Node::If`] tests.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    /// A test of the program's flow ([`Test`], evaluated with
    /// [`crate::flow`]).
    Test(Test),
    /// Whether a variable holds this value.
    Is { var: u32, value: u32 },
}

/// One statement of the structured form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// Run the block's instructions.
    Block(BlockId),
    If {
        cond: Cond,
        then: ListId,
        otherwise: ListId,
    },
    /// Repeat the body until a [`Node::Break`] leaves it.
    Loop {
        body: ListId,
    },
    /// Run the case of the variable's value, else `default`.
    Switch {
        var: u32,
        cases: Vec<(u32, ListId)>,
        default: ListId,
    },
    /// Leave the innermost loop or switch.
    Break,
    /// Next iteration of the innermost loop.
    Continue,
    /// Set a variable.
    Set {
        var: u32,
        value: u32,
    },
    /// A change to the loop counters or the address stack (PICA200 LOOP,
    /// `REP`, `PUSHA`/`POPA`).
    Action(Action),
    Exit(Exit),
}

/// How the tree was made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Ifs and loops only: the graph was reducible.
    Nested,
    /// Ifs and loops, with a dispatcher [`Node::Switch`] per irreducible
    /// region ([`Structured::regions`] of them).
    Regions,
    /// The fallback: one dispatcher loop over every block.
    Dispatcher,
}

/// A structured form of a [`Cfg`].
#[derive(Clone, Debug)]
pub struct Structured {
    pub nodes: Vec<Node>,
    pub lists: Vec<Vec<NodeId>>,
    pub root: ListId,
    pub form: Form,
    /// How many variables the tree uses (numbered from 0, all 0 at the
    /// start).
    pub vars: u32,
    /// How many irreducible regions got a dispatcher.
    pub regions: u32,
    /// The edges that made the graph irreducible (they enter a cycle
    /// other than at its header); empty for [`Form::Nested`].
    pub forced_by: Vec<EdgeId>,
}

impl Structured {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }
    pub fn list(&self, id: ListId) -> &[NodeId] {
        &self.lists[id.index()]
    }

    /// Check the shape a consumer relies on: every [`Node::Break`] inside
    /// a loop or switch, every [`Node::Continue`] inside a loop, variables
    /// below [`Structured::vars`], blocks of `cfg`, each list used once
    /// (a tree). Iterative. The error says what is wrong.
    pub fn check(&self, cfg: &Cfg) -> Result<(), String> {
        let mut used = vec![false; self.lists.len()];
        // (list, loops around it, breakables around it)
        let mut work = vec![(self.root, 0u32, 0u32)];
        let mut use_list = |l: ListId| match used.get_mut(l.index()) {
            Some(u) if !*u => {
                *u = true;
                Ok(())
            }
            Some(_) => Err(format!("list {} is used twice", l.index())),
            None => Err(format!("list {} does not exist", l.index())),
        };
        use_list(self.root)?;
        while let Some((list, loops, breakables)) = work.pop() {
            for &id in self.list(list) {
                let var_ok = |v: u32| {
                    if v < self.vars {
                        Ok(())
                    } else {
                        Err(format!("variable {v} of {}", self.vars))
                    }
                };
                match self.nodes.get(id.index()).ok_or("a node does not exist")? {
                    Node::Block(b) if b.index() >= cfg.blocks.len() => {
                        return Err(format!("{b} is not a block of the graph"));
                    }
                    Node::Break if breakables == 0 => return Err("break outside a loop".into()),
                    Node::Continue if loops == 0 => return Err("continue outside a loop".into()),
                    Node::Set { var, .. } => var_ok(*var)?,
                    Node::If {
                        cond,
                        then,
                        otherwise,
                    } => {
                        if let Cond::Is { var, .. } = cond {
                            var_ok(*var)?;
                        }
                        for l in [*then, *otherwise] {
                            use_list(l)?;
                            work.push((l, loops, breakables));
                        }
                    }
                    Node::Loop { body } => {
                        use_list(*body)?;
                        work.push((*body, loops + 1, breakables + 1));
                    }
                    Node::Switch {
                        var,
                        cases,
                        default,
                    } => {
                        var_ok(*var)?;
                        for &(_, l) in cases.iter().chain([&(0, *default)]) {
                            use_list(l)?;
                            work.push((l, loops, breakables + 1));
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StructureError {
    /// The graph is not exact (see [`Cfg::inexact`]): its structured form
    /// would not run like the program.
    #[error("the control-flow graph is not exact: {0}")]
    Inexact(String),
    #[error("the control-flow graph has no blocks")]
    Empty,
}

/// The output arena.
pub(super) struct Tree {
    pub(super) nodes: Vec<Node>,
    pub(super) lists: Vec<Vec<NodeId>>,
}

impl Tree {
    pub(super) fn new() -> Tree {
        Tree {
            nodes: Vec::new(),
            lists: Vec::new(),
        }
    }
    pub(super) fn list(&mut self) -> ListId {
        self.lists.push(Vec::new());
        ListId((self.lists.len() - 1) as u32)
    }
    pub(super) fn push(&mut self, list: ListId, node: Node) -> NodeId {
        self.nodes.push(node);
        let id = NodeId((self.nodes.len() - 1) as u32);
        if let Some(l) = self.lists.get_mut(list.index()) {
            l.push(id);
        }
        id
    }
}
