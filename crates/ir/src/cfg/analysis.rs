//! Analyses over a [`Cfg`]: reachability, reverse postorder, dominators,
//! strongly connected components and natural loops. All iterative.

use super::{BlockId, Cfg};

/// Blocks reachable from the entry.
pub(super) fn reachable(cfg: &Cfg) -> Vec<bool> {
    let mut seen = vec![false; cfg.blocks.len()];
    let mut work = vec![cfg.entry];
    while let Some(b) = work.pop() {
        if std::mem::replace(&mut seen[b.index()], true) {
            continue;
        }
        work.extend(cfg.successors(b).filter(|s| !seen[s.index()]));
    }
    seen
}

/// Each block's successors, in edge order.
fn successor_lists(cfg: &Cfg) -> Vec<Vec<BlockId>> {
    cfg.block_ids()
        .map(|b| cfg.successors(b).collect())
        .collect()
}

/// Reachable nodes in reverse postorder of a depth-first search from
/// `entry` that visits successors in list order.
pub(super) fn reverse_postorder_of(entry: BlockId, succs: &[Vec<BlockId>]) -> Vec<BlockId> {
    let n = succs.len();
    let mut state = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
    let mut post = Vec::with_capacity(n);
    if entry.index() >= n {
        return post;
    }
    let mut stack: Vec<(BlockId, usize)> = vec![(entry, 0)];
    state[entry.index()] = 1;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(&s) = succs[b.index()].get(i) {
            top.1 += 1;
            if state[s.index()] == 0 {
                state[s.index()] = 1;
                stack.push((s, 0));
            }
        } else {
            state[b.index()] = 2;
            post.push(b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The dominator tree: `idom[b]` is `b`'s immediate dominator (the entry's
/// is itself; unreachable blocks have none).
#[derive(Clone, Debug)]
pub struct Dominators {
    idom: Vec<Option<BlockId>>,
    /// Position of each reachable block in reverse postorder.
    order: Vec<u32>,
    rpo: Vec<BlockId>,
    /// Preorder interval of each block in the dominator tree.
    interval: Vec<(u32, u32)>,
}

impl Dominators {
    pub fn idom(&self, b: BlockId) -> Option<BlockId> {
        self.idom.get(b.index()).copied().flatten()
    }

    /// Whether `a` dominates `b` (constant time: dominator-tree intervals).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.interval.get(a.index()), self.interval.get(b.index())) {
            (Some(&(a0, a1)), Some(&(b0, b1))) => a0 != u32::MAX && a0 <= b0 && b1 <= a1,
            _ => false,
        }
    }

    /// Reverse-postorder position (`u32::MAX` for unreachable blocks).
    pub fn order(&self, b: BlockId) -> u32 {
        self.order.get(b.index()).copied().unwrap_or(u32::MAX)
    }

    pub fn reverse_postorder(&self) -> &[BlockId] {
        &self.rpo
    }
}

/// Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm".
pub(super) fn dominators(cfg: &Cfg) -> Dominators {
    let preds: Vec<Vec<BlockId>> = cfg
        .blocks
        .iter()
        .map(|b| b.preds.iter().map(|e| cfg.edge(*e).from).collect())
        .collect();
    if cfg.blocks.is_empty() {
        return dominators_of(cfg.entry, &[], &[]);
    }
    dominators_of(cfg.entry, &successor_lists(cfg), &preds)
}

/// [`dominators`] over any graph given by its successor and predecessor
/// lists.
pub(super) fn dominators_of(
    entry: BlockId,
    succs: &[Vec<BlockId>],
    preds: &[Vec<BlockId>],
) -> Dominators {
    let n = succs.len();
    let rpo = reverse_postorder_of(entry, succs);
    let mut order = vec![u32::MAX; n];
    for (i, b) in rpo.iter().enumerate() {
        order[b.index()] = i as u32;
    }
    let mut idom: Vec<Option<BlockId>> = vec![None; n];
    if let Some(&entry) = rpo.first() {
        idom[entry.index()] = Some(entry);
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in rpo.iter().skip(1) {
            let mut new: Option<BlockId> = None;
            for &p in &preds[b.index()] {
                if idom[p.index()].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(q) => intersect(&idom, &order, p, q),
                });
            }
            if new.is_some() && idom[b.index()] != new {
                idom[b.index()] = new;
                changed = true;
            }
        }
    }
    let interval = tree_intervals(&idom, &rpo);
    Dominators {
        idom,
        order,
        rpo,
        interval,
    }
}

/// Pre- and post-order numbers of the dominator tree (iterative walk).
fn tree_intervals(idom: &[Option<BlockId>], rpo: &[BlockId]) -> Vec<(u32, u32)> {
    let n = idom.len();
    let mut children: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for &b in rpo.iter().skip(1) {
        if let Some(p) = idom[b.index()] {
            children[p.index()].push(b);
        }
    }
    let mut interval = vec![(u32::MAX, u32::MAX); n];
    let Some(&root) = rpo.first() else {
        return interval;
    };
    let mut clock = 0u32;
    let mut stack = vec![(root, 0usize)];
    interval[root.index()].0 = clock;
    while let Some(top) = stack.last_mut() {
        let (b, i) = *top;
        if let Some(&c) = children[b.index()].get(i) {
            top.1 += 1;
            clock += 1;
            interval[c.index()].0 = clock;
            stack.push((c, 0));
        } else {
            interval[b.index()].1 = clock;
            stack.pop();
        }
    }
    interval
}

fn intersect(idom: &[Option<BlockId>], order: &[u32], mut a: BlockId, mut b: BlockId) -> BlockId {
    while a != b {
        while order[a.index()] > order[b.index()] {
            a = idom[a.index()].unwrap_or(a);
            if idom[a.index()] == Some(a) {
                break;
            }
        }
        while order[b.index()] > order[a.index()] {
            b = idom[b.index()].unwrap_or(b);
            if idom[b.index()] == Some(b) {
                break;
            }
        }
        if order[a.index()] == order[b.index()] && a != b {
            // Only reachable through an unprocessed block: give up safely.
            return a;
        }
    }
    a
}

/// Tarjan's strongly connected components, iterative; components with a
/// cycle only (more than one block, or a self edge).
pub(super) fn cycles(cfg: &Cfg) -> Vec<Vec<BlockId>> {
    let all: Vec<BlockId> = cfg.block_ids().collect();
    cycles_of(&successor_lists(cfg), &all)
}

/// [`cycles`] of the subgraph of `succs` induced by `nodes` (edges leaving
/// `nodes` are ignored), in reverse topological order, each sorted. Takes
/// time and memory in the size of `nodes` and their edges only.
pub(super) fn cycles_of(succs: &[Vec<BlockId>], nodes: &[BlockId]) -> Vec<Vec<BlockId>> {
    let local: std::collections::HashMap<BlockId, usize> =
        nodes.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let n = nodes.len();
    let local_succs: Vec<Vec<usize>> = nodes
        .iter()
        .map(|b| {
            succs
                .get(b.index())
                .map_or(&[][..], |s| s.as_slice())
                .iter()
                .filter_map(|t| local.get(t).copied())
                .collect()
        })
        .collect();
    let mut index = vec![u32::MAX; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0u32;
    let mut out = Vec::new();
    for root in 0..n {
        if index[root] != u32::MAX {
            continue;
        }
        let mut calls: Vec<(usize, usize)> = vec![(root, 0)];
        index[root] = next;
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(&w) = local_succs[v].get(*i) {
                *i += 1;
                if index[w] == u32::MAX {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    component.push(nodes[w]);
                    if w == v {
                        break;
                    }
                }
                component.sort();
                let cyclic = component.len() > 1 || local_succs[v].contains(&v);
                if cyclic {
                    out.push(component);
                }
            }
        }
    }
    out
}

/// A natural loop: its header, the blocks that jump back to it, the
/// innermost loop around it, and the blocks whose innermost loop it is
/// (header included; inner loops' blocks are theirs), sorted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    pub header: BlockId,
    pub latches: Vec<BlockId>,
    pub parent: Option<BlockId>,
    pub blocks: Vec<BlockId>,
}

/// Natural loops of the back edges (edges to a dominating block), inner
/// loops first collapsed into their headers (union-find), so that the
/// whole forest takes near-linear time however deep loops nest.
pub(super) fn loops(cfg: &Cfg, dom: &Dominators) -> Vec<Loop> {
    let n = cfg.blocks.len();
    let mut latches: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for e in &cfg.edges {
        if let super::Target::Block(to) = e.to
            && dom.order(e.from) != u32::MAX
            && dom.dominates(to, e.from)
        {
            latches[to.index()].push(e.from);
        }
    }
    let mut innermost: Vec<Option<BlockId>> = vec![None; n];
    let mut parent: Vec<Option<BlockId>> = vec![None; n];
    let mut collapsed: Vec<u32> = (0..n as u32).collect();
    let mut mark = vec![u32::MAX; n];
    let mut headers = Vec::new();
    for &header in dom.reverse_postorder().iter().rev() {
        let mut ls = std::mem::take(&mut latches[header.index()]);
        if ls.is_empty() {
            continue;
        }
        ls.sort();
        ls.dedup();
        headers.push((header, ls.clone()));
        let tag = header.index() as u32;
        innermost[header.index()] = Some(header);
        mark[header.index()] = tag;
        let mut work = ls;
        while let Some(b) = work.pop() {
            let x = find(&mut collapsed, b);
            if mark[x.index()] == tag {
                continue;
            }
            mark[x.index()] = tag;
            match innermost[x.index()] {
                None => {
                    innermost[x.index()] = Some(header);
                    collapsed[x.index()] = header.index() as u32;
                }
                // An inner loop's header: the whole inner loop joins.
                Some(_) => {
                    parent[x.index()] = Some(header);
                    collapsed[x.index()] = header.index() as u32;
                }
            }
            for e in &cfg.block(x).preds {
                let p = cfg.edge(*e).from;
                if dom.order(p) != u32::MAX {
                    work.push(p);
                }
            }
        }
    }
    let mut blocks: Vec<Vec<BlockId>> = vec![Vec::new(); n];
    for b in cfg.block_ids() {
        if let Some(h) = innermost[b.index()] {
            blocks[h.index()].push(b);
        }
    }
    headers.reverse();
    headers
        .into_iter()
        .map(|(header, latches)| Loop {
            header,
            latches,
            parent: parent[header.index()],
            blocks: std::mem::take(&mut blocks[header.index()]),
        })
        .collect()
}

/// Union-find root with path halving.
fn find(up: &mut [u32], b: BlockId) -> BlockId {
    let mut x = b.index();
    while up[x] as usize != x {
        let grand = up[up[x] as usize];
        up[x] = grand;
        x = grand as usize;
    }
    BlockId(x as u32)
}
