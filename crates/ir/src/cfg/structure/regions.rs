//! Step 1: the graph, made reducible region by region.

use crate::cfg::analysis::{cycles_of, dominators_of, reverse_postorder_of};
use crate::cfg::{Action, BlockId, Cfg, EdgeId, Exit, Target, Test};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum To {
    Node(usize),
    Exit(Exit),
}

#[derive(Clone, Debug)]
pub(super) struct GEdge {
    pub(super) to: To,
    pub(super) actions: Vec<Action>,
    /// A selector assignment made on the way (into a dispatcher).
    pub(super) set: Option<(u32, u32)>,
}

#[derive(Clone, Copy, Debug)]
pub(super) enum Kind {
    Block(BlockId),
    /// Dispatch on a selector variable: edge `k` is case `k`.
    Dispatch(u32),
    /// An empty node (the entry when it sets a selector).
    Empty,
}

pub(super) struct Graph {
    pub(super) kind: Vec<Kind>,
    /// With a test: taken, then not taken.
    pub(super) test: Vec<Option<Test>>,
    pub(super) outs: Vec<Vec<GEdge>>,
    pub(super) preds: Vec<Vec<usize>>,
    pub(super) entry: usize,
    /// Variables in use (0 is [`EXIT_VAR`]).
    pub(super) vars: u32,
}

impl Graph {
    pub(super) fn from_cfg(cfg: &Cfg) -> Graph {
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

    pub(super) fn add(&mut self, kind: Kind, outs: Vec<GEdge>) -> usize {
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

    pub(super) fn succs_of(&self, v: usize) -> Vec<BlockId> {
        self.outs[v]
            .iter()
            .filter_map(|o| match o.to {
                To::Node(t) => Some(BlockId::new(t)),
                To::Exit(_) => None,
            })
            .collect()
    }

    pub(super) fn succ_lists(&self) -> Vec<Vec<BlockId>> {
        (0..self.kind.len()).map(|v| self.succs_of(v)).collect()
    }

    pub(super) fn pred_lists(&self) -> Vec<Vec<BlockId>> {
        self.preds
            .iter()
            .map(|ps| ps.iter().map(|&p| BlockId::new(p)).collect())
            .collect()
    }

    /// The edges that enter a cycle other than at its header: retreating
    /// edges (in reverse postorder) whose target does not dominate their
    /// source. As (from, to) pairs, by source.
    pub(super) fn irreducible_edges(&self) -> Vec<Vec<usize>> {
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
    pub(super) fn make_reducible(&mut self, budget: usize) -> Option<u32> {
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
    pub(super) fn dispatch(&mut self, entries: &[usize]) -> usize {
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
