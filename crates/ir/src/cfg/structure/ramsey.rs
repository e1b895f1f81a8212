//! Step 2: Ramsey's tree over the reducible graph.

use super::regions::{Graph, Kind, To};
use crate::cfg::analysis::{Dominators, dominators_of};
use crate::cfg::{Action, BlockId, Exit, Test};

/// A statement of the intermediate tree (labelled blocks, breaks and
/// continues that name their target).
#[derive(Clone, Debug)]
pub(super) enum R {
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

pub(super) struct Ramsey {
    pub(super) nodes: Vec<R>,
    pub(super) lists: Vec<Vec<usize>>,
    pub(super) root: usize,
    pub(super) vars: u32,
}

impl Ramsey {
    pub(super) fn list(&mut self) -> usize {
        self.lists.push(Vec::new());
        self.lists.len() - 1
    }
    pub(super) fn push(&mut self, list: usize, node: R) {
        self.nodes.push(node);
        let id = self.nodes.len() - 1;
        self.lists[list].push(id);
    }
}

pub(super) enum Task {
    Tree(usize, usize),
    Within(usize, usize, usize),
    Branch(usize, usize, usize),
}

impl Graph {
    /// `None` when the graph is still irreducible (a bug upstream: the
    /// caller falls back to the dispatcher).
    pub(super) fn ramsey(&self, follows: bool) -> Option<Ramsey> {
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
    pub(super) fn loop_follows(
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
