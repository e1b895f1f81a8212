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

use super::analysis::{Dominators, cycles_of, dominators_of, reverse_postorder_of};
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
struct Tree {
    nodes: Vec<Node>,
    lists: Vec<Vec<NodeId>>,
}

impl Tree {
    fn new() -> Tree {
        Tree {
            nodes: Vec::new(),
            lists: Vec::new(),
        }
    }
    fn list(&mut self) -> ListId {
        self.lists.push(Vec::new());
        ListId((self.lists.len() - 1) as u32)
    }
    fn push(&mut self, list: ListId, node: Node) -> NodeId {
        self.nodes.push(node);
        let id = NodeId((self.nodes.len() - 1) as u32);
        if let Some(l) = self.lists.get_mut(list.index()) {
            l.push(id);
        }
        id
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

// ---------------------------------------------------------------------
// Step 1: the graph, made reducible region by region.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum To {
    Node(usize),
    Exit(Exit),
}

#[derive(Clone, Debug)]
struct GEdge {
    to: To,
    actions: Vec<Action>,
    /// A selector assignment made on the way (into a dispatcher).
    set: Option<(u32, u32)>,
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Block(BlockId),
    /// Dispatch on a selector variable: edge `k` is case `k`.
    Dispatch(u32),
    /// An empty node (the entry when it sets a selector).
    Empty,
}

struct Graph {
    kind: Vec<Kind>,
    /// With a test: taken, then not taken.
    test: Vec<Option<Test>>,
    outs: Vec<Vec<GEdge>>,
    preds: Vec<Vec<usize>>,
    entry: usize,
    /// Variables in use (0 is [`EXIT_VAR`]).
    vars: u32,
}

impl Graph {
    fn from_cfg(cfg: &Cfg) -> Graph {
        let n = cfg.blocks.len();
        let mut g = Graph {
            kind: Vec::with_capacity(n),
            test: Vec::with_capacity(n),
            outs: Vec::with_capacity(n),
            preds: vec![Vec::new(); n],
            entry: cfg.entry.index(),
            vars: 1,
        };
        for b in cfg.block_ids() {
            let block = cfg.block(b);
            let edge = |e: &EdgeId| {
                let edge = cfg.edge(*e);
                GEdge {
                    to: match edge.to {
                        Target::Block(t) => To::Node(t.index()),
                        Target::Exit(x) => To::Exit(x),
                    },
                    actions: edge.actions.clone(),
                    set: None,
                }
            };
            let (test, outs) = match (block.test, block.succs.as_slice()) {
                (Some(test), [taken, not_taken]) => {
                    (Some(test), vec![edge(taken), edge(not_taken)])
                }
                (_, [e, ..]) => (None, vec![edge(e)]),
                (_, []) => (
                    None,
                    vec![GEdge {
                        to: To::Exit(Exit::End),
                        actions: Vec::new(),
                        set: None,
                    }],
                ),
            };
            for o in &outs {
                if let To::Node(t) = o.to
                    && !g.preds[t].contains(&b.index())
                {
                    g.preds[t].push(b.index());
                }
            }
            g.kind.push(Kind::Block(b));
            g.test.push(test);
            g.outs.push(outs);
        }
        g
    }

    fn add(&mut self, kind: Kind, outs: Vec<GEdge>) -> usize {
        let id = self.kind.len();
        for o in &outs {
            if let To::Node(t) = o.to {
                self.preds[t].push(id);
            }
        }
        self.kind.push(kind);
        self.test.push(None);
        self.outs.push(outs);
        self.preds.push(Vec::new());
        id
    }

    fn succs_of(&self, v: usize) -> Vec<BlockId> {
        self.outs[v]
            .iter()
            .filter_map(|o| match o.to {
                To::Node(t) => Some(BlockId::new(t)),
                To::Exit(_) => None,
            })
            .collect()
    }

    fn succ_lists(&self) -> Vec<Vec<BlockId>> {
        (0..self.kind.len()).map(|v| self.succs_of(v)).collect()
    }

    fn pred_lists(&self) -> Vec<Vec<BlockId>> {
        self.preds
            .iter()
            .map(|ps| ps.iter().map(|&p| BlockId::new(p)).collect())
            .collect()
    }

    /// The edges that enter a cycle other than at its header: retreating
    /// edges (in reverse postorder) whose target does not dominate their
    /// source. As (from, to) pairs, by source.
    fn irreducible_edges(&self) -> Vec<Vec<usize>> {
        let succs = self.succ_lists();
        let dom = dominators_of(BlockId::new(self.entry), &succs, &self.pred_lists());
        let mut out = vec![Vec::new(); self.kind.len()];
        for (from, ts) in succs.iter().enumerate() {
            let f = BlockId::new(from);
            if dom.order(f) == u32::MAX {
                continue;
            }
            for &t in ts {
                if dom.order(t) <= dom.order(f) && !dom.dominates(t, f) {
                    out[from].push(t.index());
                }
            }
        }
        out
    }

    /// Give every strongly connected component with several entries that
    /// holds an irreducible edge a dispatcher of its own, outermost first
    /// (reducible components are only looked into, for irreducible ones
    /// inside them). Returns how many, or `None` past `budget` nodes
    /// visited (hostile nesting: the caller falls back to one dispatcher).
    fn make_reducible(&mut self, budget: usize) -> Option<u32> {
        let mut added = 0;
        let mut spent = 0usize;
        // A few rounds: a dispatcher can leave an irreducible cycle inside
        // its region, which the next round finds.
        for _ in 0..8 {
            let forced = self.irreducible_edges();
            if forced.iter().all(Vec::is_empty) {
                return Some(added);
            }
            let mut succs = self.succ_lists();
            let reach = reverse_postorder_of(BlockId::new(self.entry), &succs);
            let mut stamp = vec![0u32; self.kind.len()];
            let mut generation = 0u32;
            let mut work: Vec<Vec<BlockId>> = vec![reach];
            while let Some(nodes) = work.pop() {
                spent += nodes.len();
                if spent > budget {
                    return None;
                }
                for component in cycles_of(&succs, &nodes) {
                    generation += 1;
                    for b in &component {
                        stamp[b.index()] = generation;
                    }
                    let inside = |v: usize| stamp.get(v) == Some(&generation);
                    let irreducible = component.iter().any(|b| {
                        forced.get(b.index()).is_some_and(|ts| {
                            ts.iter()
                                .any(|&t| inside(t) && succs[b.index()].contains(&BlockId::new(t)))
                        })
                    });
                    if !irreducible {
                        continue;
                    }
                    let entries: Vec<usize> = component
                        .iter()
                        .map(|b| b.index())
                        .filter(|&v| v == self.entry || self.preds[v].iter().any(|&p| !inside(p)))
                        .collect();
                    let header = match entries.as_slice() {
                        [one] => *one,
                        _ => {
                            added += 1;
                            let d = self.dispatch(&entries);
                            // Only the edges into the entries changed.
                            for &p in &self.preds[d] {
                                succs[p] = self.succs_of(p);
                            }
                            for v in succs.len()..self.kind.len() {
                                succs.push(self.succs_of(v));
                            }
                            stamp.resize(self.kind.len(), 0);
                            d
                        }
                    };
                    work.push(
                        component
                            .into_iter()
                            .filter(|b| b.index() != header)
                            .collect(),
                    );
                }
            }
        }
        self.irreducible_edges()
            .iter()
            .all(Vec::is_empty)
            .then_some(added)
    }

    /// A dispatcher in front of `entries`: every edge into one of them
    /// goes to it instead, setting its selector.
    fn dispatch(&mut self, entries: &[usize]) -> usize {
        let var = self.vars;
        self.vars += 1;
        let d = self.kind.len();
        let mut preds_of_d = Vec::new();
        for (k, &e) in entries.iter().enumerate() {
            for p in std::mem::take(&mut self.preds[e]) {
                for o in &mut self.outs[p] {
                    if o.to == To::Node(e) {
                        o.to = To::Node(d);
                        o.set = Some((var, k as u32));
                    }
                }
                if !preds_of_d.contains(&p) {
                    preds_of_d.push(p);
                }
            }
        }
        let cases = entries
            .iter()
            .map(|&e| GEdge {
                to: To::Node(e),
                actions: Vec::new(),
                set: None,
            })
            .collect();
        let added = self.add(Kind::Dispatch(var), cases);
        debug_assert_eq!(added, d);
        self.preds[d] = preds_of_d;
        if let Some(k) = entries.iter().position(|&e| e == self.entry) {
            let start = GEdge {
                to: To::Node(d),
                actions: Vec::new(),
                set: Some((var, k as u32)),
            };
            self.entry = self.add(Kind::Empty, vec![start]);
        }
        d
    }
}

// ---------------------------------------------------------------------
// Step 2: Ramsey's tree over the reducible graph.

/// A statement of the intermediate tree (labelled blocks, breaks and
/// continues that name their target).
#[derive(Clone, Debug)]
enum R {
    Block(BlockId),
    If {
        test: Test,
        then: usize,
        otherwise: usize,
    },
    Switch {
        var: u32,
        cases: Vec<usize>,
    },
    /// A loop; `follow`: a break out of this label leaves the loop, and
    /// the label's code comes right after it.
    Loop {
        header: usize,
        body: usize,
        follow: Option<usize>,
    },
    Labeled {
        label: usize,
        body: usize,
    },
    Break(usize),
    Continue(usize),
    Set(u32, u32),
    Action(Action),
    Exit(Exit),
}

struct Ramsey {
    nodes: Vec<R>,
    lists: Vec<Vec<usize>>,
    root: usize,
    vars: u32,
}

impl Ramsey {
    fn list(&mut self) -> usize {
        self.lists.push(Vec::new());
        self.lists.len() - 1
    }
    fn push(&mut self, list: usize, node: R) {
        self.nodes.push(node);
        let id = self.nodes.len() - 1;
        self.lists[list].push(id);
    }
}

enum Task {
    Tree(usize, usize),
    Within(usize, usize, usize),
    Branch(usize, usize, usize),
}

impl Graph {
    /// `None` when the graph is still irreducible (a bug upstream: the
    /// caller falls back to the dispatcher).
    fn ramsey(&self, follows: bool) -> Option<Ramsey> {
        let n = self.kind.len();
        let succs = self.succ_lists();
        let preds: Vec<Vec<BlockId>> = self
            .preds
            .iter()
            .map(|ps| ps.iter().map(|&p| BlockId::new(p)).collect())
            .collect();
        let dom: Dominators = dominators_of(BlockId::new(self.entry), &succs, &preds);
        let retreating =
            |from: usize, to: usize| dom.order(BlockId::new(to)) <= dom.order(BlockId::new(from));
        let mut forward_in = vec![0u32; n];
        let mut header = vec![false; n];
        for (from, outs) in self.outs.iter().enumerate() {
            if dom.order(BlockId::new(from)) == u32::MAX {
                continue;
            }
            for o in outs {
                if let To::Node(to) = o.to {
                    if retreating(from, to) {
                        if !dom.dominates(BlockId::new(to), BlockId::new(from)) {
                            return None;
                        }
                        header[to] = true;
                    } else {
                        forward_in[to] += 1;
                    }
                }
            }
        }
        let mut merge_children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in dom.reverse_postorder().iter().skip(1) {
            if forward_in[b.index()] >= 2
                && let Some(p) = dom.idom(b)
            {
                merge_children[p.index()].push(b.index());
            }
        }
        let follow = if follows {
            self.loop_follows(&dom, &header, &forward_in)
        } else {
            vec![None; n]
        };
        let mut is_follow = vec![false; n];
        for y in follow.iter().flatten() {
            is_follow[*y] = true;
        }
        let mut r = Ramsey {
            nodes: Vec::new(),
            lists: Vec::new(),
            root: 0,
            vars: self.vars,
        };
        r.root = r.list();
        let mut tasks = vec![Task::Tree(self.entry, r.root)];
        while let Some(task) = tasks.pop() {
            match task {
                Task::Tree(x, out) => {
                    if header[x] {
                        let body = r.list();
                        r.push(
                            out,
                            R::Loop {
                                header: x,
                                body,
                                follow: follow[x],
                            },
                        );
                        // The loop's exit comes after it.
                        if let Some(y) = follow[x] {
                            tasks.push(Task::Tree(y, out));
                        }
                        tasks.push(Task::Within(x, merge_children[x].len(), body));
                    } else {
                        tasks.push(Task::Within(x, merge_children[x].len(), out));
                    }
                }
                Task::Within(x, k, out) => {
                    if let Some(&y) = k.checked_sub(1).and_then(|i| merge_children[x].get(i)) {
                        let body = r.list();
                        r.push(out, R::Labeled { label: y, body });
                        tasks.push(Task::Tree(y, out));
                        tasks.push(Task::Within(x, k - 1, body));
                        continue;
                    }
                    match (self.kind[x], self.test[x], self.outs[x].len()) {
                        (Kind::Block(b), Some(test), 2) => {
                            r.push(out, R::Block(b));
                            let then = r.list();
                            let otherwise = r.list();
                            r.push(
                                out,
                                R::If {
                                    test,
                                    then,
                                    otherwise,
                                },
                            );
                            tasks.push(Task::Branch(x, 1, otherwise));
                            tasks.push(Task::Branch(x, 0, then));
                        }
                        (Kind::Dispatch(var), _, count) => {
                            let cases: Vec<usize> = (0..count).map(|_| r.list()).collect();
                            for (k, &case) in cases.iter().enumerate().rev() {
                                tasks.push(Task::Branch(x, k, case));
                            }
                            r.push(out, R::Switch { var, cases });
                        }
                        (kind, _, _) => {
                            if let Kind::Block(b) = kind {
                                r.push(out, R::Block(b));
                            }
                            tasks.push(Task::Branch(x, 0, out));
                        }
                    }
                }
                Task::Branch(x, k, out) => {
                    let Some(edge) = self.outs[x].get(k) else {
                        r.push(out, R::Exit(Exit::End));
                        continue;
                    };
                    for &a in &edge.actions {
                        r.push(out, R::Action(a));
                    }
                    if let Some((var, value)) = edge.set {
                        r.push(out, R::Set(var, value));
                    }
                    match edge.to {
                        To::Exit(exit) => r.push(out, R::Exit(exit)),
                        To::Node(t) if retreating(x, t) => r.push(out, R::Continue(t)),
                        To::Node(t) if forward_in[t] >= 2 || is_follow[t] => {
                            r.push(out, R::Break(t))
                        }
                        To::Node(t) => tasks.push(Task::Tree(t, out)),
                    }
                }
            }
        }
        Some(r)
    }
}

impl Graph {
    /// For each loop header, the exit placed right after its loop (the
    /// first, in reverse postorder, of the nodes with one way in, from
    /// inside the loop): Ramsey's tree would nest it inside the loop, where
    /// its own branches to enclosing loops would cross this one. Outer
    /// loops choose first, so an exit of several loops follows the
    /// outermost. Bounded work: past it, no loop gets one.
    fn loop_follows(
        &self,
        dom: &Dominators,
        header: &[bool],
        forward_in: &[u32],
    ) -> Vec<Option<usize>> {
        let n = self.kind.len();
        let mut follow = vec![None; n];
        let mut taken = vec![false; n];
        let mut mark = vec![usize::MAX; n];
        let mut budget = 64 * n + (1 << 16);
        for &h in dom.reverse_postorder() {
            let h = h.index();
            if !header[h] {
                continue;
            }
            // The natural loop: back from the latches to the header.
            mark[h] = h;
            let mut members = vec![h];
            let mut work: Vec<usize> = self.preds[h]
                .iter()
                .copied()
                .filter(|&p| dom.dominates(BlockId::new(h), BlockId::new(p)))
                .collect();
            while let Some(v) = work.pop() {
                if mark[v] == h {
                    continue;
                }
                mark[v] = h;
                members.push(v);
                match budget.checked_sub(1 + self.preds[v].len()) {
                    Some(left) => budget = left,
                    None => return vec![None; n],
                }
                work.extend(self.preds[v].iter().copied().filter(|&p| mark[p] != h));
            }
            let exit = members
                .iter()
                .flat_map(|&u| &self.outs[u])
                .filter_map(|o| match o.to {
                    To::Node(y) if mark[y] != h && forward_in[y] == 1 && !taken[y] => Some(y),
                    _ => None,
                })
                .min_by_key(|&y| dom.order(BlockId::new(y)));
            if let Some(y) = exit {
                taken[y] = true;
                follow[h] = Some(y);
            }
        }
        follow
    }
}

// ---------------------------------------------------------------------
// Step 3: breaks and continues of the innermost loop only.

/// An open construct of the output while lowering.
#[derive(Clone, Debug)]
enum Scope {
    /// A loop of the Ramsey tree, headed by this node; a break out of the
    /// label of its follow leaves it.
    Loop(usize, Option<usize>),
    /// A labelled block lowered to a loop that runs once.
    Once(usize),
    /// A labelled block lowered to plain code (every break out of it is
    /// its last statement, so it has nothing to do).
    Inline(usize),
    /// A dispatcher switch.
    Switch,
}

impl Scope {
    /// Whether `break` acts on it.
    fn breakable(&self) -> bool {
        !matches!(self, Scope::Inline(_))
    }
    /// Whether `continue` acts on it (a switch passes it on).
    fn continuable(&self) -> bool {
        matches!(self, Scope::Loop(..) | Scope::Once(_))
    }
}

/// The code variable 0 holds while an exit crosses constructs: a break out
/// of the label at node `n` is `2n + 2`, a continue of the loop headed by
/// `n` is `2n + 3` (never 0).
fn break_code(label: usize) -> u32 {
    (label as u32).wrapping_mul(2).wrapping_add(2)
}
fn continue_code(header: usize) -> u32 {
    (header as u32).wrapping_mul(2).wrapping_add(3)
}

enum Lower {
    /// Lower Ramsey list `from` from position `at` into `out`.
    List { from: usize, at: usize, out: ListId },
    /// Close the innermost scope; its construct is in list `out` (checks
    /// for the exits that crossed it follow there).
    Close { out: ListId },
    /// The `break` that ends a loop body (falling off a Ramsey loop, or
    /// off a labelled block run once, leaves it).
    EndBody { out: ListId },
}

/// The labels with a break that is not the last statement on its way out
/// of the label's body (through if and switch arms only: falling off an
/// arm, or off a switch case, goes on after the if or switch). A label
/// without one is lowered to plain code. Each break climbs only the ifs
/// and switches around it.
fn labels_with_inner_breaks(r: &Ramsey) -> std::collections::HashSet<usize> {
    // Where each node sits, and which node owns each list.
    let mut place = vec![(usize::MAX, 0usize); r.nodes.len()];
    let mut owner = vec![usize::MAX; r.lists.len()];
    for (list, nodes) in r.lists.iter().enumerate() {
        for (i, &id) in nodes.iter().enumerate() {
            place[id] = (list, i);
        }
    }
    for (id, node) in r.nodes.iter().enumerate() {
        match node {
            R::If {
                then, otherwise, ..
            } => {
                owner[*then] = id;
                owner[*otherwise] = id;
            }
            R::Switch { cases, .. } => cases.iter().for_each(|&c| owner[c] = id),
            R::Loop { body, .. } | R::Labeled { body, .. } => owner[*body] = id,
            _ => {}
        }
    }
    let mut inner = std::collections::HashSet::new();
    for (id, node) in r.nodes.iter().enumerate() {
        let R::Break(label) = node else { continue };
        let mut at = id;
        let tail = loop {
            let (list, i) = place[at];
            if list == usize::MAX || i + 1 != r.lists[list].len() {
                break false;
            }
            let up = owner[list];
            match r.nodes.get(up) {
                Some(R::Labeled { label: l, .. }) if l == label => break true,
                Some(R::If { .. } | R::Switch { .. }) => at = up,
                _ => break false,
            }
        };
        if !tail {
            inner.insert(*label);
        }
    }
    inner
}

/// Lower the Ramsey tree; `None` past `cap` nodes.
fn lower(r: &Ramsey, cap: usize) -> Option<(Tree, ListId)> {
    let inner_breaks = labels_with_inner_breaks(r);
    let mut tree = Tree::new();
    let root = tree.list();
    // Open scopes, each with the exit codes that crossed it.
    let mut scopes: Vec<(Scope, Vec<u32>)> = Vec::new();
    let mut tasks = vec![Lower::List {
        from: r.root,
        at: 0,
        out: root,
    }];
    while let Some(task) = tasks.pop() {
        if tree.nodes.len() > cap {
            return None;
        }
        match task {
            Lower::EndBody { out } => {
                if !diverges(&tree, out) {
                    tree.push(out, Node::Break);
                }
            }
            Lower::Close { out } => {
                let (_, crossed) = scopes.pop()?;
                for code in crossed {
                    let then = tree.list();
                    let otherwise = tree.list();
                    tree.push(
                        out,
                        Node::If {
                            cond: Cond::Is {
                                var: EXIT_VAR,
                                value: code,
                            },
                            then,
                            otherwise,
                        },
                    );
                    leave(&mut tree, &mut scopes, then, code, true)?;
                }
            }
            Lower::List { from, at, out } => {
                let Some(&id) = r.lists[from].get(at) else {
                    continue;
                };
                tasks.push(Lower::List {
                    from,
                    at: at + 1,
                    out,
                });
                match &r.nodes[id] {
                    R::Block(b) => {
                        tree.push(out, Node::Block(*b));
                    }
                    R::Set(var, value) => {
                        tree.push(
                            out,
                            Node::Set {
                                var: *var,
                                value: *value,
                            },
                        );
                    }
                    R::Action(a) => {
                        tree.push(out, Node::Action(*a));
                    }
                    R::Exit(x) => {
                        tree.push(out, Node::Exit(*x));
                    }
                    R::If {
                        test,
                        then,
                        otherwise,
                    } => {
                        let (t, o) = (tree.list(), tree.list());
                        tree.push(
                            out,
                            Node::If {
                                cond: Cond::Test(*test),
                                then: t,
                                otherwise: o,
                            },
                        );
                        tasks.push(Lower::List {
                            from: *otherwise,
                            at: 0,
                            out: o,
                        });
                        tasks.push(Lower::List {
                            from: *then,
                            at: 0,
                            out: t,
                        });
                    }
                    R::Switch { var, cases } => {
                        let lists: Vec<(u32, ListId)> =
                            (0..cases.len()).map(|k| (k as u32, tree.list())).collect();
                        let default = tree.list();
                        tree.push(
                            out,
                            Node::Switch {
                                var: *var,
                                cases: lists.clone(),
                                default,
                            },
                        );
                        scopes.push((Scope::Switch, Vec::new()));
                        tasks.push(Lower::Close { out });
                        for (&from, &(_, to)) in cases.iter().zip(&lists).rev() {
                            tasks.push(Lower::List {
                                from,
                                at: 0,
                                out: to,
                            });
                        }
                    }
                    R::Loop {
                        header,
                        body,
                        follow,
                    } => {
                        let b = tree.list();
                        tree.push(out, Node::Loop { body: b });
                        scopes.push((Scope::Loop(*header, *follow), Vec::new()));
                        tasks.push(Lower::Close { out });
                        // Falling off a Ramsey loop leaves it.
                        tasks.push(Lower::EndBody { out: b });
                        tasks.push(Lower::List {
                            from: *body,
                            at: 0,
                            out: b,
                        });
                    }
                    R::Labeled { label, body } => {
                        if !inner_breaks.contains(label) {
                            scopes.push((Scope::Inline(*label), Vec::new()));
                            tasks.push(Lower::Close { out });
                            tasks.push(Lower::List {
                                from: *body,
                                at: 0,
                                out,
                            });
                        } else {
                            let b = tree.list();
                            tree.push(out, Node::Loop { body: b });
                            scopes.push((Scope::Once(*label), Vec::new()));
                            tasks.push(Lower::Close { out });
                            tasks.push(Lower::EndBody { out: b });
                            tasks.push(Lower::List {
                                from: *body,
                                at: 0,
                                out: b,
                            });
                        }
                    }
                    R::Break(label) => {
                        let code = break_code(*label);
                        if escape(&scopes, code)? {
                            leave(&mut tree, &mut scopes, out, code, false)?;
                        }
                    }
                    R::Continue(header) => {
                        let code = continue_code(*header);
                        if escape(&scopes, code)? {
                            leave(&mut tree, &mut scopes, out, code, false)?;
                        }
                    }
                }
            }
        }
    }
    Some((tree, root))
}

/// Whether control never falls off the end of `list`: it ends with a
/// break, continue or exit, or an if both of whose arms do.
fn diverges(tree: &Tree, list: ListId) -> bool {
    let mut work = vec![list];
    while let Some(l) = work.pop() {
        match tree.lists[l.index()]
            .last()
            .map(|id| &tree.nodes[id.index()])
        {
            Some(Node::Break | Node::Continue | Node::Exit(_)) => {}
            Some(Node::If {
                then, otherwise, ..
            }) => work.extend([*then, *otherwise]),
            _ => return false,
        }
    }
    true
}

/// The scope an exit code leaves for.
fn targets(scope: &Scope, code: u32) -> bool {
    match scope {
        Scope::Once(l) | Scope::Inline(l) => break_code(*l) == code,
        Scope::Loop(h, follow) => {
            continue_code(*h) == code || follow.is_some_and(|y| break_code(y) == code)
        }
        Scope::Switch => false,
    }
}

/// Whether leaving for `code` takes any statement: not for a break out of
/// an inline label (it is the label body's last statement). `None` when
/// no scope of the code is open (an inconsistency).
fn escape(scopes: &[(Scope, Vec<u32>)], code: u32) -> Option<bool> {
    let t = scopes.iter().rposition(|(s, _)| targets(s, code))?;
    Some(!matches!(scopes[t].0, Scope::Inline(_)))
}

/// Emit into `out` what leaves for the exit `code`: at the target, clear
/// the variable (if `set`: it holds the code) and `break`/`continue`;
/// otherwise set it and `break` out of the innermost breakable construct,
/// which the code then crosses (a check follows that construct).
fn leave(
    tree: &mut Tree,
    scopes: &mut [(Scope, Vec<u32>)],
    out: ListId,
    code: u32,
    set: bool,
) -> Option<()> {
    let breakable = scopes.iter().rposition(|(s, _)| s.breakable())?;
    let continuable = scopes.iter().rposition(|(s, _)| s.continuable());
    let is_break = code.is_multiple_of(2);
    let direct = if is_break {
        targets(&scopes[breakable].0, code).then_some(Node::Break)
    } else {
        continuable
            .filter(|&c| targets(&scopes[c].0, code))
            .map(|_| Node::Continue)
    };
    match direct {
        Some(node) => {
            if set {
                tree.push(
                    out,
                    Node::Set {
                        var: EXIT_VAR,
                        value: 0,
                    },
                );
            }
            tree.push(out, node);
        }
        None => {
            if !set {
                tree.push(
                    out,
                    Node::Set {
                        var: EXIT_VAR,
                        value: code,
                    },
                );
            }
            let crossed = &mut scopes[breakable].1;
            if !crossed.contains(&code) {
                crossed.push(code);
            }
            tree.push(out, Node::Break);
        }
    }
    Some(())
}

// ---------------------------------------------------------------------
// The fallback: one dispatcher loop over every block.

fn dispatcher(cfg: &Cfg) -> (Tree, ListId) {
    // Variable 1 selects the block (0 stays the unused exit variable).
    const SELECT: u32 = 1;
    let mut tree = Tree::new();
    let root = tree.list();
    tree.push(
        root,
        Node::Set {
            var: SELECT,
            value: cfg.entry.0,
        },
    );
    let body = tree.list();
    tree.push(root, Node::Loop { body });
    let mut cases = Vec::with_capacity(cfg.blocks.len());
    for b in cfg.block_ids() {
        let case = tree.list();
        cases.push((b.0, case));
        tree.push(case, Node::Block(b));
        let block = cfg.block(b);
        let arm = |tree: &mut Tree, list: ListId, e: EdgeId| {
            let edge = cfg.edge(e);
            for &a in &edge.actions {
                tree.push(list, Node::Action(a));
            }
            match edge.to {
                Target::Exit(exit) => {
                    tree.push(list, Node::Exit(exit));
                }
                Target::Block(t) => {
                    tree.push(
                        list,
                        Node::Set {
                            var: SELECT,
                            value: t.0,
                        },
                    );
                    tree.push(list, Node::Continue);
                }
            }
        };
        match (block.test, block.succs.as_slice()) {
            (Some(test), &[taken, not_taken]) => {
                let then = tree.list();
                let otherwise = tree.list();
                tree.push(
                    case,
                    Node::If {
                        cond: Cond::Test(test),
                        then,
                        otherwise,
                    },
                );
                arm(&mut tree, then, taken);
                arm(&mut tree, otherwise, not_taken);
            }
            (_, &[edge, ..]) => arm(&mut tree, case, edge),
            (_, []) => {
                tree.push(case, Node::Exit(Exit::End));
            }
        }
    }
    let default = tree.list();
    tree.push(default, Node::Exit(Exit::End));
    tree.push(
        body,
        Node::Switch {
            var: SELECT,
            cases,
            default,
        },
    );
    (tree, root)
}
