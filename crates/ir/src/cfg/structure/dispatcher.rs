//! The fallback: one dispatcher loop over every block.

use super::types::{Cond, ListId, Node, Tree};
use crate::cfg::{Cfg, EdgeId, Exit, Target};

pub(super) fn dispatcher(cfg: &Cfg) -> (Tree, ListId) {
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
