//! Canonical text (`shasm fmt`): one statement per line, blocks indented,
//! opcode modifiers written as `.MOD`s (the `R`/`H` precision suffixes
//! stay on the opcode), constants in decimal. The text loads to the same
//! program.

use crate::ast::*;
use crate::lower::{attrib_name, result_name};
use crate::parser::{rule_name, target_name};
use crate::table::Class;
use shasm_ir::{ExtSel, Opcode};
use std::fmt::Write;

fn number(n: Number) -> String {
    match n {
        Number::Int { value, negative } => format!("{}{value}", if negative { "-" } else { "" }),
        Number::Float(f) | Number::BigInt(f) if f.is_infinite() => {
            format!("{}1e39", if f < 0.0 { "-" } else { "" })
        }
        Number::Float(f) | Number::BigInt(f) => {
            let s = format!("{f:?}");
            if s.contains(['.', 'e', 'E']) {
                s
            } else {
                format!("{s}.0")
            }
        }
    }
}

fn constant(c: &Constant) -> String {
    let values: Vec<String> = c.values.iter().map(|(n, _)| number(*n)).collect();
    if c.scalar {
        values.join("")
    } else {
        format!("{{{}}}", values.join(", "))
    }
}

fn param_item(p: &ParamItem) -> String {
    shasm_arb::print::param_item(p, constant)
}

fn base(b: &Base) -> String {
    match b {
        Base::Name(n) => n.text.clone(),
        Base::Element {
            array,
            index,
            element,
            ..
        } => {
            let mut out = format!("{}[{}]", array.text, index_text(index));
            if let Some((e, _)) = element {
                out.push_str(&format!("[{}]", index_text(e)));
            }
            out
        }
        Base::Attrib(a) => attrib_name(*a),
        Base::Result(r) => result_name(*r),
        Base::Param(p) => param_item(p),
    }
}

/// An array index as written between its brackets.
fn index_text(index: &Index) -> String {
    match index {
        Index::Absolute(k) => k.to_string(),
        Index::Relative {
            name,
            component,
            offset,
        } => {
            let c = ['x', 'y', 'z', 'w'][usize::from(*component & 3)];
            match offset {
                0 => format!("{}.{c}", name.text),
                o if *o < 0 => format!("{}.{c} - {}", name.text, -o),
                o => format!("{}.{c} + {o}", name.text),
            }
        }
    }
}

fn cc_test(c: &CcTest) -> String {
    let mut s = format!(
        "{}{}",
        rule_name(c.rule),
        if c.register == 1 { "1" } else { "" }
    );
    if let Some((sw, _)) = &c.swizzle {
        let _ = write!(s, ".{sw}");
    }
    s
}

fn src(s: &Src) -> String {
    let mut inner = String::new();
    if s.inner_negate {
        inner.push('-');
    }
    inner.push_str(&base(&s.base));
    if let Some((sw, _)) = &s.swizzle {
        let _ = write!(inner, ".{sw}");
    }
    let body = if s.abs { format!("|{inner}|") } else { inner };
    if s.negate { format!("-{body}") } else { body }
}

fn dst(d: &Dst) -> String {
    let mut s = base(&d.base);
    if let Some((m, _)) = &d.mask {
        let _ = write!(s, ".{m}");
    }
    if let Some(c) = &d.cc {
        let _ = write!(s, " ({})", cc_test(c));
    }
    s
}

fn instruction(i: &Instruction) -> String {
    let mut s = i.row.name.to_string();
    for (m, _) in &i.modifiers {
        if matches!(m, Modifier::R | Modifier::H) {
            s.push_str(m.name());
        }
    }
    for (m, _) in &i.modifiers {
        if !matches!(m, Modifier::R | Modifier::H) {
            let _ = write!(s, ".{}", m.name());
        }
    }
    let mut operands: Vec<String> = Vec::new();
    if let Some(l) = &i.label {
        operands.push(l.text.clone());
    }
    if let Some(d) = &i.dst {
        operands.push(dst(d));
    }
    operands.extend(i.srcs.iter().map(src));
    if let Some(ext) = &i.ext_swizzle {
        for c in ext {
            let sel = match c.sel {
                ExtSel::Zero => "0",
                ExtSel::One => "1",
                ExtSel::Component(k) => ["x", "y", "z", "w"][usize::from(k & 3)],
            };
            operands.push(format!("{}{sel}", if c.negate { "-" } else { "" }));
        }
    }
    if let Some(t) = &i.texture {
        operands.push(format!("texture[{}]", t.unit));
        operands.push(target_name(t.target).to_string());
        if let Some((o, _)) = &t.offset {
            operands.push(format!("({}, {}, {})", o[0], o[1], o[2]));
        }
    }
    let mut line = s;
    if !operands.is_empty() {
        line.push(' ');
        line.push_str(&operands.join(", "));
    }
    if let Some(c) = &i.condition {
        // IF and KIL take a bare test; the others the parenthesised form.
        if matches!(i.row.class, Class::If | Class::Kil) {
            let _ = write!(line, " {}", cc_test(c));
        } else {
            let _ = write!(line, " ({})", cc_test(c));
        }
    }
    line.push(';');
    line
}

fn mods(m: &VarMods) -> String {
    m.words.iter().map(|(w, _)| format!("{w} ")).collect()
}

fn declared(d: &Declared) -> String {
    match &d.array {
        None => d.name.text.clone(),
        Some(None) => format!("{}[]", d.name.text),
        Some(Some((n, _))) => format!("{}[{n}]", d.name.text),
    }
}

fn bindings<B: Copy>(
    array: bool,
    list: &[(B, u32, Span)],
    name: fn(B) -> String,
    step: fn(B, u32) -> B,
) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|(b, n, _)| {
            if *n > 1 {
                // `vertex.attrib[2..5]`: the first binding's index becomes a range.
                let first = name(*b);
                let last = name(step(*b, n - 1));
                match (first.strip_suffix(']'), last.rfind('[')) {
                    (Some(open), Some(j)) => {
                        format!("{open}..{}]", &last[j + 1..last.len() - 1])
                    }
                    _ => first,
                }
            } else {
                name(*b)
            }
        })
        .collect();
    if array {
        format!("{{ {} }}", items.join(", "))
    } else {
        items.join(", ")
    }
}

/// The canonical text of a parsed program.
pub fn print(ast: &Ast) -> String {
    let mut out = format!("{}\n", ast.kind.header());
    for (_, _, line) in lines(ast) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("END\n");
    out
}

/// [`print()`] keeping the comments of `source`, the text `ast` was parsed
/// from: a comment on a statement's line stays after it, the others stand
/// on their own lines where they were (the ARB printer's layout,
/// [`shasm_arb::layout::with_comments`]).
pub fn print_with_comments(ast: &Ast, source: &str) -> String {
    let header = ast.kind.header();
    if !source.starts_with(header) {
        return print(ast);
    }
    shasm_arb::layout::with_comments(source, header, lines(ast))
}

/// The canonical lines between the header and END, each with the byte
/// range of what it prints: options, geometry declarations, statements
/// (instructions indented one level, and one more inside IF and REP
/// blocks; labels flush left).
fn lines(ast: &Ast) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    for o in &ast.options {
        out.push((o.span.start, o.span.end, format!("OPTION {};", o.text)));
    }
    for (d, span) in &ast.geometry {
        let line = match d {
            GeometryDeclaration::PrimitiveIn(p) => format!("PRIMITIVE_IN {};", p.name()),
            GeometryDeclaration::PrimitiveOut(p) => format!("PRIMITIVE_OUT {};", p.name()),
            GeometryDeclaration::VerticesOut(n) => format!("VERTICES_OUT {n};"),
        };
        out.push((span.start, span.end, line));
    }
    let mut depth = 0usize;
    for s in &ast.statements {
        let line = match &s.statement {
            Statement::Temp { mods: m, names } => format!(
                "{}TEMP {};",
                mods(m),
                names.iter().map(declared).collect::<Vec<_>>().join(", ")
            ),
            Statement::Attrib {
                mods: m,
                decl,
                bindings: b,
            } => format!(
                "{}ATTRIB {} = {};",
                mods(m),
                declared(decl),
                bindings(
                    decl.array.is_some(),
                    b,
                    attrib_name,
                    crate::lower::attrib_step
                )
            ),
            Statement::Output {
                mods: m,
                decl,
                bindings: b,
            } => format!(
                "{}OUTPUT {} = {};",
                mods(m),
                declared(decl),
                bindings(
                    decl.array.is_some(),
                    b,
                    result_name,
                    crate::lower::result_step
                )
            ),
            Statement::Param {
                mods: m,
                decl,
                items,
            } => {
                let list: Vec<String> = items.iter().map(|(i, _)| param_item(i)).collect();
                if decl.array.is_some() {
                    format!(
                        "{}PARAM {} = {{ {} }};",
                        mods(m),
                        declared(decl),
                        list.join(", ")
                    )
                } else {
                    format!("{}PARAM {} = {};", mods(m), declared(decl), list.join(", "))
                }
            }
            Statement::Alias { name, target } => format!("ALIAS {} = {};", name.text, target.text),
            Statement::Buffer {
                mods: m,
                four,
                decl,
                items,
            } => buffer_statement(m, *four, decl, items),
            Statement::Label(l) => format!("{}:", l.text),
            Statement::Instruction(i) => {
                if matches!(i.row.opcode, Opcode::Else | Opcode::Endif | Opcode::Endrep) {
                    depth = depth.saturating_sub(1);
                }
                let line = format!("{}{}", "  ".repeat(depth + 1), instruction(i));
                if matches!(i.row.opcode, Opcode::If | Opcode::Else | Opcode::Rep) {
                    depth += 1;
                }
                line
            }
        };
        out.push((s.span.start, s.span.end, line));
    }
    out
}

/// `BUFFER`/`BUFFER4` declarations.
fn buffer_statement(
    m: &VarMods,
    four: bool,
    decl: &Declared,
    items: &[(BufferItem, Span)],
) -> String {
    let list: Vec<String> = items
        .iter()
        .map(|(item, _)| match item.elements {
            None => format!("program.buffer[{}]", item.binding),
            Some((b, c)) if b == c => format!("program.buffer[{}][{b}]", item.binding),
            Some((b, c)) => format!("program.buffer[{}][{b}..{c}]", item.binding),
        })
        .collect();
    let keyword = if four { "BUFFER4" } else { "BUFFER" };
    if decl.array.is_some() {
        format!(
            "{}{keyword} {} = {{ {} }};",
            mods(m),
            declared(decl),
            list.join(", ")
        )
    } else {
        format!(
            "{}{keyword} {} = {};",
            mods(m),
            declared(decl),
            list.join(", ")
        )
    }
}
