//! The graph and its structured form for people: text, Graphviz dot, JSON
//! and indented pseudo-code. Output is linear in the graph (loops list
//! their own blocks only, indentation is bounded).

use super::structure::{Cond, Form, ListId, Node, Structured};
use super::{Cfg, Edge, Target, test_text};
use crate::print::MAX_INDENT_DEPTH;
use crate::program::Program;
use std::fmt::Write;

fn target_text(t: Target) -> String {
    match t {
        Target::Block(b) => b.to_string(),
        Target::Exit(e) => format!("exit({})", e.name()),
    }
}

fn edge_text(e: &Edge) -> String {
    let mut s = format!("{} -> {} [{}", e.from, target_text(e.to), e.kind.name());
    match e.taken {
        Some(true) => s.push_str(", taken"),
        Some(false) => s.push_str(", not taken"),
        None => {}
    }
    for a in &e.actions {
        let _ = write!(s, ", {}", a.name());
    }
    s.push(']');
    s
}

/// How a printer writes instruction `pc`: [`ir_text`] or the program's own
/// spelling (the facade passes source text or disassembly).
pub type Spell<'a> = &'a dyn Fn(usize) -> String;

/// Instruction `pc` in IR text.
pub fn ir_text(program: &Program, pc: usize) -> String {
    program
        .instructions
        .get(pc)
        .map_or_else(|| "?".to_string(), |i| i.to_string())
}

pub(super) fn text(cfg: &Cfg, program: &Program, spell: Spell) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "; {} blocks, {} edges, {} flow contexts, entry {}",
        cfg.blocks.len(),
        cfg.edges.len(),
        cfg.contexts,
        cfg.entry
    );
    if cfg.exact() {
        let _ = writeln!(s, "; exact");
    }
    for i in &cfg.inexact {
        let _ = writeln!(s, "; not exact: {} {:?}", i.reason, i.instructions);
    }
    for (id, b) in cfg.block_ids().zip(&cfg.blocks) {
        let _ = write!(s, "\n{id}: instructions {}..{}", b.start, b.end);
        if b.context != 0 {
            let _ = write!(s, ", context {} (call depth {})", b.context, b.depth);
        }
        if b.kills {
            s.push_str(", kills");
        }
        s.push('\n');
        for pc in b.range() {
            let _ = writeln!(s, "  {pc:5}: {}", spell(pc));
        }
        if let Some(t) = b.test {
            let _ = writeln!(s, "  test: {}", test_text(program, t, spell));
        }
        for e in &b.succs {
            let _ = writeln!(s, "  {}", edge_text(cfg.edge(*e)));
        }
    }
    let loops = cfg.loops();
    if !loops.is_empty() {
        s.push_str("\nloops:\n");
        for l in &loops {
            let _ = write!(s, "  header {}, latches", l.header);
            for b in &l.latches {
                let _ = write!(s, " {b}");
            }
            if let Some(p) = l.parent {
                let _ = write!(s, ", inside {p}");
            }
            let _ = writeln!(s, ", {} blocks of its own", l.blocks.len());
        }
    }
    if !cfg.calls.is_empty() {
        s.push_str("\ncalls:\n");
        for c in &cfg.calls {
            let _ = writeln!(s, "  {} -> {} (instruction {})", c.caller, c.callee, c.at);
        }
    }
    s
}

fn dot_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' | '\\' | '{' | '}' | '<' | '>' | '|' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\l"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

pub(super) fn dot(cfg: &Cfg, program: &Program, spell: Spell) -> String {
    let mut s = String::from("digraph cfg {\n  node [shape=box, fontname=monospace];\n");
    let mut exits = std::collections::BTreeSet::new();
    for (id, b) in cfg.block_ids().zip(&cfg.blocks) {
        let mut label = format!("{id} [{}..{})", b.start, b.end);
        if b.context != 0 {
            let _ = write!(label, " ctx {}", b.context);
        }
        label.push('\n');
        for pc in b.range() {
            let _ = writeln!(label, "{pc}: {}", spell(pc));
        }
        if let Some(t) = b.test {
            let _ = writeln!(label, "test: {}", test_text(program, t, spell));
        }
        let _ = writeln!(s, "  {id} [label=\"{}\"];", dot_escape(&label));
    }
    for e in &cfg.edges {
        let to = match e.to {
            Target::Block(b) => b.to_string(),
            Target::Exit(x) => {
                let name = format!("exit_{}", x.name().replace(['@', '-'], "_"));
                exits.insert(name.clone());
                name
            }
        };
        let mut label = e.kind.name().to_string();
        match e.taken {
            Some(true) => label.push_str(" T"),
            Some(false) => label.push_str(" F"),
            None => {}
        }
        let style = match e.kind {
            super::EdgeKind::Back => ", style=bold",
            super::EdgeKind::Call | super::EdgeKind::Return => ", style=dashed",
            _ => "",
        };
        let _ = writeln!(s, "  {} -> {to} [label=\"{label}\"{style}];", e.from);
    }
    for x in exits {
        let _ = writeln!(s, "  {x} [shape=oval];");
    }
    s.push_str("}\n");
    s
}

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_ids(ids: impl Iterator<Item = usize>) -> String {
    let v: Vec<String> = ids.map(|i| i.to_string()).collect();
    format!("[{}]", v.join(","))
}

pub(super) fn json(cfg: &Cfg, program: &Program, spell: Spell) -> String {
    let mut s = String::from("{");
    let _ = write!(
        s,
        "\"exact\":{},\"entry\":{},\"contexts\":{},\"inexact\":[",
        cfg.exact(),
        cfg.entry.index(),
        cfg.contexts
    );
    for (i, x) in cfg.inexact.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"reason\":{},\"instructions\":{}}}",
            json_string(&x.reason),
            json_ids(x.instructions.iter().map(|&p| p as usize))
        );
    }
    s.push_str("],\"blocks\":[");
    for (i, b) in cfg.blocks.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let insts: Vec<String> = b.range().map(|pc| json_string(&spell(pc))).collect();
        let test = match b.test {
            Some(t) => json_string(&test_text(program, t, spell)),
            None => "null".into(),
        };
        let _ = write!(
            s,
            "{{\"id\":{i},\"start\":{},\"end\":{},\"context\":{},\"depth\":{},\"kills\":{},\"test\":{test},\"instructions\":[{}]}}",
            b.start,
            b.end,
            b.context,
            b.depth,
            b.kills,
            insts.join(",")
        );
    }
    s.push_str("],\"edges\":[");
    for (i, e) in cfg.edges.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let (to, exit) = match e.to {
            Target::Block(b) => (b.index().to_string(), "null".to_string()),
            Target::Exit(x) => ("null".to_string(), json_string(&x.name())),
        };
        let taken = match e.taken {
            Some(t) => t.to_string(),
            None => "null".into(),
        };
        let actions: Vec<String> = e.actions.iter().map(|a| json_string(a.name())).collect();
        let _ = write!(
            s,
            "{{\"from\":{},\"to\":{to},\"exit\":{exit},\"kind\":{},\"taken\":{taken},\"actions\":[{}]}}",
            e.from.index(),
            json_string(e.kind.name()),
            actions.join(",")
        );
    }
    s.push_str("],\"loops\":[");
    for (i, l) in cfg.loops().iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let parent = l
            .parent
            .map_or_else(|| "null".to_string(), |p| p.index().to_string());
        let _ = write!(
            s,
            "{{\"header\":{},\"latches\":{},\"parent\":{parent},\"blocks\":{}}}",
            l.header.index(),
            json_ids(l.latches.iter().map(|b| b.index())),
            json_ids(l.blocks.iter().map(|b| b.index()))
        );
    }
    s.push_str("],\"calls\":[");
    for (i, c) in cfg.calls.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        let _ = write!(
            s,
            "{{\"caller\":{},\"callee\":{},\"at\":{}}}",
            c.caller.index(),
            c.callee.index(),
            c.at
        );
    }
    s.push_str("]}\n");
    s
}

/// The structured form as indented pseudo-code in IR text (indentation
/// bounded by [`MAX_INDENT_DEPTH`]; printed iteratively).
pub fn pseudo_code(cfg: &Cfg, tree: &Structured, program: &Program) -> String {
    pseudo_code_with(cfg, tree, program, &|pc| ir_text(program, pc))
}

/// [`pseudo_code`] with instructions written by `spell`.
pub fn pseudo_code_with(cfg: &Cfg, tree: &Structured, program: &Program, spell: Spell) -> String {
    let mut s = String::new();
    match tree.form {
        Form::Nested => s.push_str("// structured\n"),
        Form::Regions => {
            let _ = write!(
                s,
                "// structured, {} irreducible region(s) dispatched; entered by:",
                tree.regions
            );
            for e in &tree.forced_by {
                let _ = write!(s, " {}", edge_text(cfg.edge(*e)));
            }
            s.push('\n');
        }
        Form::Dispatcher => {
            s.push_str("// dispatcher (irreducible flow), forced by:");
            for e in &tree.forced_by {
                let _ = write!(s, " {}", edge_text(cfg.edge(*e)));
            }
            s.push('\n');
        }
    }
    // A list to print, or a line to print when the walk comes back to it.
    enum Item {
        /// A list from a position, at a depth.
        List(ListId, usize, usize),
        Line(String, usize),
    }
    let pad = |depth: usize| "  ".repeat(depth.min(MAX_INDENT_DEPTH));
    let mut stack: Vec<Item> = vec![Item::List(tree.root, 0, 0)];
    while let Some(item) = stack.pop() {
        let (list, start, depth) = match item {
            Item::Line(text, depth) => {
                let _ = writeln!(s, "{}{text}", pad(depth));
                continue;
            }
            Item::List(list, start, depth) => (list, start, depth),
        };
        let p = pad(depth);
        // Print the list's nodes in order: nested lists go on the stack
        // in reverse, after the rest of this list.
        let nodes = tree.list(list);
        for (i, &id) in nodes.iter().enumerate().skip(start) {
            let mut nested: Vec<Item> = Vec::new();
            match tree.node(id) {
                Node::Block(b) => {
                    let _ = writeln!(s, "{p}// {b}");
                    for pc in cfg.block(*b).range() {
                        let inst = program.instructions.get(pc);
                        let flow = inst.is_some_and(|i| i.opcode.is_flow());
                        let _ = writeln!(s, "{p}{}{}", if flow { "// " } else { "" }, spell(pc));
                    }
                }
                Node::If {
                    cond,
                    then,
                    otherwise,
                } => {
                    let text = match cond {
                        Cond::Test(t) => test_text(program, *t, spell),
                        Cond::Is { var, value } => format!("v{var} == {value}"),
                    };
                    let _ = writeln!(s, "{p}if ({text}) {{");
                    nested.push(Item::List(*then, 0, depth + 1));
                    if !tree.list(*otherwise).is_empty() {
                        nested.push(Item::Line("} else {".into(), depth));
                        nested.push(Item::List(*otherwise, 0, depth + 1));
                    }
                    nested.push(Item::Line("}".into(), depth));
                }
                Node::Loop { body } => {
                    let _ = writeln!(s, "{p}loop {{");
                    nested.push(Item::List(*body, 0, depth + 1));
                    nested.push(Item::Line("}".into(), depth));
                }
                Node::Switch {
                    var,
                    cases,
                    default,
                } => {
                    let _ = writeln!(s, "{p}switch (v{var}) {{");
                    for (value, case) in cases {
                        nested.push(Item::Line(format!("case {value}:"), depth));
                        nested.push(Item::List(*case, 0, depth + 1));
                    }
                    if !tree.list(*default).is_empty() {
                        nested.push(Item::Line("default:".into(), depth));
                        nested.push(Item::List(*default, 0, depth + 1));
                    }
                    nested.push(Item::Line("}".into(), depth));
                }
                Node::Break => {
                    let _ = writeln!(s, "{p}break;");
                }
                Node::Continue => {
                    let _ = writeln!(s, "{p}continue;");
                }
                Node::Set { var, value } => {
                    let _ = writeln!(s, "{p}v{var} = {value};");
                }
                Node::Action(a) => {
                    let _ = writeln!(s, "{p}{};", a.name());
                }
                Node::Exit(x) => {
                    let _ = writeln!(s, "{p}exit {};", x.name());
                }
            }
            if !nested.is_empty() {
                // The nested lists first, then the rest of this one.
                if i + 1 < nodes.len() {
                    stack.push(Item::List(list, i + 1, depth));
                }
                stack.extend(nested.into_iter().rev());
                break;
            }
        }
    }
    s
}
