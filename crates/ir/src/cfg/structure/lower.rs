//! Step 3: breaks and continues of the innermost loop only; multi-level
//! exits are lowered with variable 0 ([`EXIT_VAR`]).

use super::ramsey::{R, Ramsey};
use super::types::{Cond, EXIT_VAR, ListId, Node, Tree};

/// An open construct of the output while lowering.
#[derive(Clone, Debug)]
pub(super) enum Scope {
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
    pub(super) fn breakable(&self) -> bool {
        !matches!(self, Scope::Inline(_))
    }
    /// Whether `continue` acts on it (a switch passes it on).
    pub(super) fn continuable(&self) -> bool {
        matches!(self, Scope::Loop(..) | Scope::Once(_))
    }
}

/// The code variable 0 holds while an exit crosses constructs: a break out
/// of the label at node `n` is `2n + 2`, a continue of the loop headed by
/// `n` is `2n + 3` (never 0).
pub(super) fn break_code(label: usize) -> u32 {
    (label as u32).wrapping_mul(2).wrapping_add(2)
}
pub(super) fn continue_code(header: usize) -> u32 {
    (header as u32).wrapping_mul(2).wrapping_add(3)
}

pub(super) enum Lower {
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
pub(super) fn labels_with_inner_breaks(r: &Ramsey) -> std::collections::HashSet<usize> {
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
pub(super) fn lower(r: &Ramsey, cap: usize) -> Option<(Tree, ListId)> {
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
pub(super) fn diverges(tree: &Tree, list: ListId) -> bool {
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
pub(super) fn targets(scope: &Scope, code: u32) -> bool {
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
pub(super) fn escape(scopes: &[(Scope, Vec<u32>)], code: u32) -> Option<bool> {
    let t = scopes.iter().rposition(|(s, _)| targets(s, code))?;
    Some(!matches!(scopes[t].0, Scope::Inline(_)))
}

/// Emit into `out` what leaves for the exit `code`: at the target, clear
/// the variable (if `set`: it holds the code) and `break`/`continue`;
/// otherwise set it and `break` out of the innermost breakable construct,
/// which the code then crosses (a check follows that construct).
pub(super) fn leave(
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
