//! Structured form: a tree of ifs, loops and labelled blocks that runs the
//! graph's blocks in the same order the graph does.
//!
//! For a reducible graph (every program whose markers nest, and any
//! reducible `BRA`/`CALL`/`JMP` flow), the tree is rebuilt from the
//! dominator tree (Ramsey, "Beyond Relooper", 2022): a block whose
//! dominator-tree children include merge points (blocks with two or more
//! forward edges in) is wrapped in one [`Node::Labeled`] per merge point,
//! a loop header becomes a [`Node::Loop`], a forward edge to a merge point
//! is a [`Node::Break`] out of its label, a back edge a
//! [`Node::Continue`]. Nothing is duplicated, so the tree is linear in the
//! graph. Irreducible graphs get the always-exact fallback: one loop over a
//! block-id dispatcher ([`Node::Dispatch`]), and [`Structured::forced_by`]
//! lists the edges that made the graph irreducible.
//!
//! Semantics (what [`Node`] means when evaluated): lists run in order; a
//! [`Node::Loop`] runs its body, [`Node::Continue`] restarts it, and
//! falling off its end leaves it (as WebAssembly's `loop`); a
//! [`Node::Break`] leaves the [`Node::Labeled`] of that label and goes on
//! after it; [`Node::Exit`] ends the run. Everything is iterative and
//! deterministic.

use super::analysis::Dominators;
use super::{Action, BlockId, Cfg, EdgeId, Exit, Target, Test};
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

/// One statement of the structured form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// Run the block's instructions.
    Block(BlockId),
    If {
        test: Test,
        then: ListId,
        otherwise: ListId,
    },
    /// Loop headed by a block: `Continue(header)` repeats it.
    Loop {
        header: BlockId,
        body: ListId,
    },
    /// A block `Break(label)` leaves (then control goes on after it).
    Labeled {
        label: BlockId,
        body: ListId,
    },
    Break(BlockId),
    Continue(BlockId),
    /// A change to the PICA200 loop counters.
    Action(Action),
    Exit(Exit),
    /// The fallback: `next = entry; loop { switch next { case b: ... } }`.
    Dispatch {
        entry: BlockId,
        /// Indexed by block: the case of each block.
        cases: Vec<ListId>,
    },
    /// Inside a dispatcher: go to the case of this block.
    Goto(BlockId),
}

/// How the tree was made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Form {
    /// Rebuilt from the dominator tree: ifs, loops, labelled blocks.
    Nested,
    /// The block-id dispatcher loop.
    Dispatcher,
}

/// A structured form of a [`Cfg`].
#[derive(Clone, Debug)]
pub struct Structured {
    pub nodes: Vec<Node>,
    pub lists: Vec<Vec<NodeId>>,
    pub root: ListId,
    pub form: Form,
    /// The edges that forced the dispatcher (empty for [`Form::Nested`]).
    pub forced_by: Vec<EdgeId>,
}

impl Structured {
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }
    pub fn list(&self, id: ListId) -> &[NodeId] {
        &self.lists[id.index()]
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

struct Tree {
    nodes: Vec<Node>,
    lists: Vec<Vec<NodeId>>,
}

impl Tree {
    fn list(&mut self) -> ListId {
        self.lists.push(Vec::new());
        ListId((self.lists.len() - 1) as u32)
    }
    fn push(&mut self, list: ListId, node: Node) {
        self.nodes.push(node);
        let id = NodeId((self.nodes.len() - 1) as u32);
        if let Some(l) = self.lists.get_mut(list.index()) {
            l.push(id);
        }
    }
}

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
                    retreating(&dom, edge.from, to) && !dom.dominates(to, edge.from)
                }
                Target::Exit(_) => false,
            }
        })
        .collect();
    let mut tree = Tree {
        nodes: Vec::new(),
        lists: Vec::new(),
    };
    let root = tree.list();
    if forced_by.is_empty() {
        nested(cfg, &dom, &mut tree, root);
        Ok(finish(tree, root, Form::Nested, forced_by))
    } else {
        dispatcher(cfg, &mut tree, root);
        Ok(finish(tree, root, Form::Dispatcher, forced_by))
    }
}

fn finish(tree: Tree, root: ListId, form: Form, forced_by: Vec<EdgeId>) -> Structured {
    Structured {
        nodes: tree.nodes,
        lists: tree.lists,
        root,
        form,
        forced_by,
    }
}

fn retreating(dom: &Dominators, from: BlockId, to: BlockId) -> bool {
    dom.order(to) <= dom.order(from)
}

enum Task {
    Tree(BlockId, ListId),
    Within(BlockId, usize, ListId),
    Branch(EdgeId, ListId),
}

fn nested(cfg: &Cfg, dom: &Dominators, tree: &mut Tree, root: ListId) {
    let n = cfg.blocks.len();
    let mut forward_in = vec![0u32; n];
    let mut header = vec![false; n];
    for e in &cfg.edges {
        if let Target::Block(to) = e.to {
            if retreating(dom, e.from, to) {
                header[to.index()] = true;
            } else {
                forward_in[to.index()] += 1;
            }
        }
    }
    // Merge children of each block in the dominator tree, in reverse
    // postorder (the last one is the outermost label).
    let mut merge_children: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for &b in dom.reverse_postorder().iter().skip(1) {
        if forward_in[b.index()] >= 2
            && let Some(p) = dom.idom(b)
        {
            merge_children[p.index()].push(b);
        }
    }
    let mut tasks = vec![Task::Tree(cfg.entry, root)];
    while let Some(task) = tasks.pop() {
        match task {
            Task::Tree(x, out) => {
                if header[x.index()] {
                    let body = tree.list();
                    tree.push(out, Node::Loop { header: x, body });
                    tasks.push(Task::Within(x, merge_children[x.index()].len(), body));
                } else {
                    tasks.push(Task::Within(x, merge_children[x.index()].len(), out));
                }
            }
            Task::Within(x, k, out) => {
                if let Some(&y) = k
                    .checked_sub(1)
                    .and_then(|i| merge_children[x.index()].get(i))
                {
                    let body = tree.list();
                    tree.push(out, Node::Labeled { label: y, body });
                    tasks.push(Task::Tree(y, out));
                    tasks.push(Task::Within(x, k - 1, body));
                    continue;
                }
                tree.push(out, Node::Block(x));
                let block = cfg.block(x);
                match (block.test, block.succs.as_slice()) {
                    (Some(test), &[taken, not_taken]) => {
                        let then = tree.list();
                        let otherwise = tree.list();
                        tree.push(
                            out,
                            Node::If {
                                test,
                                then,
                                otherwise,
                            },
                        );
                        tasks.push(Task::Branch(not_taken, otherwise));
                        tasks.push(Task::Branch(taken, then));
                    }
                    (_, &[edge, ..]) => tasks.push(Task::Branch(edge, out)),
                    (_, []) => tree.push(out, Node::Exit(Exit::End)),
                }
            }
            Task::Branch(e, out) => {
                let edge = cfg.edge(e);
                for &a in &edge.actions {
                    tree.push(out, Node::Action(a));
                }
                match edge.to {
                    Target::Exit(exit) => tree.push(out, Node::Exit(exit)),
                    Target::Block(t) if retreating(dom, edge.from, t) => {
                        tree.push(out, Node::Continue(t))
                    }
                    Target::Block(t) if forward_in[t.index()] >= 2 => {
                        tree.push(out, Node::Break(t))
                    }
                    Target::Block(t) => tasks.push(Task::Tree(t, out)),
                }
            }
        }
    }
}

fn dispatcher(cfg: &Cfg, tree: &mut Tree, root: ListId) {
    let mut cases = Vec::with_capacity(cfg.blocks.len());
    for b in cfg.block_ids() {
        let case = tree.list();
        cases.push(case);
        tree.push(case, Node::Block(b));
        let block = cfg.block(b);
        let arm = |tree: &mut Tree, list: ListId, e: EdgeId| {
            let edge = cfg.edge(e);
            for &a in &edge.actions {
                tree.push(list, Node::Action(a));
            }
            match edge.to {
                Target::Exit(exit) => tree.push(list, Node::Exit(exit)),
                Target::Block(t) => tree.push(list, Node::Goto(t)),
            }
        };
        match (block.test, block.succs.as_slice()) {
            (Some(test), &[taken, not_taken]) => {
                let then = tree.list();
                let otherwise = tree.list();
                tree.push(
                    case,
                    Node::If {
                        test,
                        then,
                        otherwise,
                    },
                );
                arm(tree, then, taken);
                arm(tree, otherwise, not_taken);
            }
            (_, &[edge, ..]) => arm(tree, case, edge),
            (_, []) => tree.push(case, Node::Exit(Exit::End)),
        }
    }
    tree.push(
        root,
        Node::Dispatch {
            entry: cfg.entry,
            cases,
        },
    );
}
