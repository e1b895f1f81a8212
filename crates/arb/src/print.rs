//! Canonical text (`shasm fmt`): one statement per line, options first,
//! bindings in their full spelling (`state.matrix.mvp` in an array becomes
//! its four rows), numbers as the shortest decimal that reads back as the
//! same f32. Printing and parsing again gives the same program.

use crate::ast::*;
use crate::lower::{attrib_name, result_name};
use crate::table::Form;
use shasm_ir::{ExtSel, TexTarget};
use std::fmt::Write;

/// The canonical text without comments ([`crate::layout`] keeps them).
pub fn print(ast: &Ast) -> String {
    let mut out = String::new();
    out.push_str(ast.kind.header());
    out.push('\n');
    for o in &ast.options {
        out.push_str(&option_line(o));
        out.push('\n');
    }
    for s in &ast.statements {
        out.push_str(&statement_line(&s.statement));
        out.push('\n');
    }
    out.push_str("END\n");
    out
}

/// `OPTION name;`
pub(crate) fn option_line(o: &OptionStmt) -> String {
    format!("OPTION {};", o.name.text)
}

/// One statement's line: the statement and its `;`.
pub(crate) fn statement_line(s: &Statement) -> String {
    let mut out = statement(s);
    // A label ends with its `:` (<statement> ::= <branchLabel> ":").
    if !matches!(s, Statement::Label(_)) {
        out.push(';');
    }
    out
}

fn number(v: f32) -> String {
    if v.is_infinite() {
        // Out of f32 range: any such literal reads back as infinity.
        return if v < 0.0 {
            "-1e39".into()
        } else {
            "1e39".into()
        };
    }
    format!("{v:?}")
}

/// A constant vector as `{x, y, z, w}`.
pub fn constant(v: &[f32; 4]) -> String {
    format!(
        "{{{}}}",
        v.iter().map(|x| number(*x)).collect::<Vec<_>>().join(", ")
    )
}

/// The spelling of a parameter binding; `constant` spells a constant.
pub fn param_item<C>(i: &ParamItem<C>, constant: impl Fn(&C) -> String) -> String {
    match i {
        ParamItem::State(states) => states
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "),
        ParamItem::Env { first, last } if first == last => format!("program.env[{first}]"),
        ParamItem::Env { first, last } => format!("program.env[{first}..{last}]"),
        ParamItem::Local { first, last } if first == last => format!("program.local[{first}]"),
        ParamItem::Local { first, last } => format!("program.local[{first}..{last}]"),
        ParamItem::Constant(c) => constant(c),
    }
}

fn item(i: &ParamItem) -> String {
    param_item(i, constant)
}

fn statement(s: &Statement) -> String {
    match s {
        Statement::Attrib { name, binding, .. } => {
            format!("ATTRIB {} = {}", name.text, attrib_name(*binding))
        }
        Statement::Param { name, array, items } => {
            let list = items
                .iter()
                .map(|i| item(&i.item))
                .collect::<Vec<_>>()
                .join(", ");
            match array {
                None => format!("PARAM {} = {list}", name.text),
                Some(Some((n, _))) => format!("PARAM {}[{n}] = {{ {list} }}", name.text),
                Some(None) => format!("PARAM {}[] = {{ {list} }}", name.text),
            }
        }
        Statement::Temp(names) => format!("TEMP {}", names_of(names)),
        Statement::Address(names) => format!("ADDRESS {}", names_of(names)),
        Statement::Output { name, binding, .. } => {
            format!("OUTPUT {} = {}", name.text, result_name(*binding))
        }
        Statement::Alias { name, target } => format!("ALIAS {} = {}", name.text, target.text),
        Statement::Instruction(i) => instruction(i),
        Statement::Label(name) => format!("{}:", name.text),
        Statement::AttribRelative {
            name,
            attrib,
            index,
        } => format!(
            "ATTRIB {} = {}",
            name.text,
            crate::lower::relative_attrib_name(*attrib, index)
        ),
        Statement::OutputRelative { name, index } => format!(
            "OUTPUT {} = {}",
            name.text,
            crate::lower::relative_result_name(index)
        ),
        Statement::Sized { size, statement: s } => format!("{} {}", size.keyword(), statement(s)),
    }
}

fn names_of(names: &[Ident]) -> String {
    names
        .iter()
        .map(|n| n.text.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn reg(r: &Reg) -> String {
    match r {
        Reg::Name(n) => n.text.clone(),
        Reg::Element { array, index, .. } => match index {
            ArrayIndex::Absolute(n) => format!("{}[{n}]", array.text),
            ArrayIndex::Relative {
                address,
                offset,
                component,
            } => {
                let c = ["x", "y", "z", "w"][usize::from(*component & 3)];
                match offset {
                    o if *o < 0 => format!("{}[{}.{c} - {}]", array.text, address.text, -o),
                    o if *o > 0 => format!("{}[{}.{c} + {o}]", array.text, address.text),
                    _ => format!("{}[{}.{c}]", array.text, address.text),
                }
            }
        },
        Reg::Attrib(a) => attrib_name(*a),
        Reg::AttribRelative { attrib, index } => crate::lower::relative_attrib_name(*attrib, index),
        Reg::ResultRelative { index } => crate::lower::relative_result_name(index),
        Reg::Result(b) => result_name(*b),
        // A scalar constant used in an instruction is written as the
        // vector it binds, so that no sign question arises.
        Reg::Param(p) => item(p),
    }
}

/// `GT.xy` (a `<ccTest>`).
fn cc_test(t: &CcTest) -> String {
    if t.register == 1 {
        // NV_vertex_program3's second register: `GT1.xy`.
        return match &t.swizzle {
            Some((sw, _)) => format!("{}1.{sw}", t.rule.name()),
            None => format!("{}1", t.rule.name()),
        };
    }
    match &t.swizzle {
        Some((sw, _)) => format!("{}.{sw}", t.rule.name()),
        None => t.rule.name().to_string(),
    }
}

fn instruction(i: &Instruction) -> String {
    let mut out = crate::table::Mnemonic {
        row: i.row,
        precision: i.precision,
        cc: i.cc_update,
        cc_register: i.cc_register,
        saturate: i.saturate,
        signed_saturate: i.signed_saturate,
    }
    .spelling();
    let mut operands = Vec::new();
    if let Some(label) = &i.label {
        operands.push(label.text.clone());
    }
    if let Some(d) = &i.dst {
        let mut s = reg(&d.reg);
        if let Some((m, _)) = &d.mask {
            let _ = write!(s, ".{m}");
        }
        if let Some(t) = &d.cc {
            let _ = write!(s, " ({})", cc_test(t));
        }
        operands.push(s);
    }
    for src in &i.srcs {
        let mut s = String::new();
        if src.negate {
            s.push('-');
        }
        if src.abs {
            s.push('|');
        }
        match &src.reg {
            // A bare scalar constant of a scalar instruction (the NV
            // options' `<paramUseS> ::= <constantScalar>`) stays bare: as
            // `{x, x, x, x}` it would need a suffix.
            Reg::Param(ParamItem::Constant(v))
                if src.scalar_constant && src.swizzle.is_none() && i.row.form.scalar_sources() =>
            {
                s.push_str(&number(v[0]))
            }
            r => s.push_str(&reg(r)),
        }
        if let Some((m, _)) = &src.swizzle {
            let _ = write!(s, ".{m}");
        }
        if src.abs {
            s.push('|');
        }
        operands.push(s);
    }
    if let Some(ext) = &i.ext_swizzle {
        for c in ext {
            let sel = match c.sel {
                ExtSel::Zero => "0".to_string(),
                ExtSel::One => "1".to_string(),
                ExtSel::Component(k) => ["x", "y", "z", "w"][usize::from(k & 3)].to_string(),
            };
            operands.push(format!("{}{sel}", if c.negate { "-" } else { "" }));
        }
    }
    if let Some(t) = &i.texture {
        operands.push(format!("texture[{}]", t.unit));
        operands.push(
            match t.target {
                TexTarget::Tex1D => "1D",
                TexTarget::Tex2D => "2D",
                TexTarget::Tex3D => "3D",
                TexTarget::Cube => "CUBE",
                TexTarget::Rect => "RECT",
                TexTarget::Shadow1D => "SHADOW1D",
                TexTarget::Shadow2D => "SHADOW2D",
                _ => "SHADOWRECT",
            }
            .to_string(),
        );
    }
    if !operands.is_empty() {
        out.push(' ');
        out.push_str(&operands.join(", "));
    }
    // The condition: `BRA l (GT.x)`, `RET (EQ)`, `IF NE.x`, `KIL LT`.
    if let Some(t) = &i.condition {
        if matches!(i.row.form, Form::Branch | Form::FlowCc) {
            let _ = write!(out, " ({})", cc_test(t));
        } else {
            let _ = write!(out, " {}", cc_test(t));
        }
    }
    out
}
