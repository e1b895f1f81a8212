//! Canonical `!!FP1.0` text (`shasm fmt`): one statement per line in source
//! order, the mnemonic, then operands separated by `, `; DEFINEd names kept
//! where they are used, constants written as the shortest decimal that reads
//! back to the same fp32 value, identity swizzles and full write masks left
//! out. Comments are kept: a comment on the line of a statement stays after
//! it, others stand on their own lines; runs of blank lines become one.
//!
//! Printing a loaded program and loading the text again gives the same IR
//! program (tested over the examples and generated programs).

use super::ast::*;
use super::parser::HEADER;
use std::fmt::Write;

/// One piece of the output, placed by its byte offset in the source.
enum Item<'a> {
    Statement(String),
    Comment(&'a str),
}

/// Print a parsed program (`ast` from [`super::parser::parse`] of `text`,
/// without syntax errors) as canonical text.
pub fn print(text: &str, ast: &Ast) -> String {
    let mut items: Vec<(usize, usize, Item<'_>)> = Vec::new();
    for o in &ast.options {
        items.push((
            o.span.start,
            o.span.end,
            Item::Statement(format!("OPTION {};", o.coord.name())),
        ));
    }
    for d in &ast.defines {
        let value = match d.value {
            Constant::Scalar(v) => number(v),
            Constant::Vector(v) => vector(&v),
        };
        items.push((
            d.span.start,
            d.span.end,
            Item::Statement(format!("DEFINE {} = {value};", d.name)),
        ));
    }
    for p in &ast.params {
        let line = if p.value == [0; 4] {
            format!("DECLARE {};", p.name)
        } else if p.value.iter().all(|v| *v == p.value[0]) {
            // §3.11.2: a scalar initialiser is replicated.
            format!("DECLARE {} = {};", p.name, number(p.value[0]))
        } else {
            format!("DECLARE {} = {};", p.name, vector(&p.value))
        };
        items.push((p.span.start, p.span.end, Item::Statement(line)));
    }
    for i in &ast.instructions {
        items.push((
            i.span.start,
            i.span.end,
            Item::Statement(instruction(ast, i)),
        ));
    }
    let end = ast.end.clone().unwrap_or(text.len()..text.len());
    items.push((end.start, end.end, Item::Statement("END".into())));
    for (start, end) in shasm_diag::hash_comments(text.as_bytes(), HEADER.len()) {
        items.push((start, end, Item::Comment(&text[start..end])));
    }
    items.sort_by_key(|(start, _, _)| *start);

    // Lines of code, each with its trailing comment.
    let mut lines: Vec<(String, Option<&str>)> = vec![(HEADER.to_string(), None)];
    let mut prev_end = HEADER.len();
    for (start, end, item) in &items {
        let gap = text.get(prev_end..*start).unwrap_or("\n");
        let newlines =
            gap.matches('\n').count() + gap.matches('\r').count() - gap.matches("\r\n").count();
        let (code, comment) = match item {
            // A comment on the line of what precedes it stays there.
            Item::Comment(c) if newlines == 0 => {
                if let Some(last) = lines.last_mut() {
                    last.1 = Some(c);
                }
                prev_end = prev_end.max(*end);
                continue;
            }
            Item::Comment(c) => (c.to_string(), None),
            Item::Statement(s) => (s.clone(), None),
        };
        if newlines > 1 {
            lines.push((String::new(), None));
        }
        lines.push((code, comment));
        prev_end = prev_end.max(*end);
    }
    shasm_diag::align_trailing_comments(&lines)
}

fn instruction(ast: &Ast, i: &Instr) -> String {
    let m = &i.mnemonic;
    let mut s = m.op.name.to_string();
    if let Some(p) = m.precision {
        s.push(p.letter());
    }
    if m.cc {
        s.push('C');
    }
    if m.sat {
        s.push_str("_SAT");
    }
    let mut operands = Vec::new();
    if let Some(t) = &i.kill {
        operands.push(cc_test(t));
    }
    if let Some(d) = &i.dst {
        operands.push(dst(d));
    }
    for src in &i.srcs {
        operands.push(source(ast, src));
    }
    if let Some(t) = &i.texture {
        operands.push(format!("TEX{}", t.unit));
        operands.push(t.target.name().to_string());
    }
    if !operands.is_empty() {
        s.push(' ');
        s.push_str(&operands.join(", "));
    }
    s.push(';');
    s
}

const XYZW: [char; 4] = ['x', 'y', 'z', 'w'];

fn swizzle(s: [u8; 4]) -> String {
    if s == [0, 1, 2, 3] {
        String::new()
    } else if s.iter().all(|c| *c == s[0]) {
        format!(".{}", XYZW[usize::from(s[0] & 3)])
    } else {
        let letters: String = s.iter().map(|c| XYZW[usize::from(c & 3)]).collect();
        format!(".{letters}")
    }
}

fn cc_test(t: &CcTest) -> String {
    format!("{}{}", t.rule.name(), swizzle(t.swizzle))
}

fn dst(d: &DstOp) -> String {
    let mut s = match d.reg {
        DstReg::Temp(t) => temp(t),
        DstReg::Output(o) => o.name().to_string(),
        DstReg::Rc => "RC".into(),
        DstReg::Hc => "HC".into(),
    };
    if d.mask != 0xF {
        s.push('.');
        for (bit, c) in XYZW.iter().enumerate() {
            if d.mask & (1 << bit) != 0 {
                s.push(*c);
            }
        }
    }
    if let Some(t) = &d.cc {
        let _ = write!(s, " ({})", cc_test(t));
    }
    s
}

fn temp(t: Temp) -> String {
    match t {
        Temp::R(n) => format!("R{n}"),
        Temp::H(n) => format!("H{n}"),
    }
}

fn source(ast: &Ast, src: &SrcOp) -> String {
    let mut base = match &src.base {
        SrcBase::Temp(t) => temp(*t),
        SrcBase::Attr(a) => format!("f[{}]", a.name()),
        SrcBase::Local(n) => format!("p[{n}]"),
        SrcBase::Named(k) => ast
            .params
            .get(*k)
            .map_or_else(|| format!("p[{k}]"), |p| p.name.clone()),
        SrcBase::Const(c) => match src.defined.and_then(|k| ast.defines.get(k)) {
            Some(d) => d.name.clone(),
            None => match c {
                Constant::Scalar(v) => number(*v),
                Constant::Vector(v) => vector(v),
            },
        },
    };
    match src.select {
        Select::None => {}
        Select::Scalar(c) => {
            base.push('.');
            base.push(XYZW[usize::from(c & 3)]);
        }
        Select::Swizzle(s) => base.push_str(&swizzle(s)),
    }
    if src.negate_base {
        base.insert(0, '-');
    }
    if src.abs {
        base = format!("|{base}|");
        if src.negate_abs {
            base.insert(0, '-');
        }
    }
    base
}

fn vector(v: &[u32; 4]) -> String {
    let parts: Vec<String> = v.iter().map(|w| number(*w)).collect();
    format!("{{{}}}", parts.join(", "))
}

/// The shortest decimal that reads back to the same fp32 word (integers
/// without a fraction). Literals cannot be NaN (§3.11.3 has no spelling for
/// it) and overflow to INF when 2^128 or more, so INF prints as `1e39`.
pub fn number(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if v.is_infinite() {
        return if v > 0.0 {
            "1e39".into()
        } else {
            "-1e39".into()
        };
    }
    let text = format!("{v:?}");
    match text.strip_suffix(".0") {
        Some(int) => int.to_string(),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fp::parser::parse_number;

    #[test]
    fn numbers_read_back() {
        for v in [
            0.0f32,
            -0.0,
            1.0,
            -2.5,
            0.1,
            1e-7,
            3.402_823_5e38,
            1.175_494_4e-38,
            65504.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ] {
            let text = number(v.to_bits());
            let (negative, digits) = match text.strip_prefix('-') {
                Some(d) => (true, d),
                None => (false, text.as_str()),
            };
            assert_eq!(
                parse_number(digits, negative),
                Some(v.to_bits()),
                "{v:?} printed as {text}"
            );
        }
        assert_eq!(number(2.0f32.to_bits()), "2");
        assert_eq!(number((-0.0f32).to_bits()), "-0");
        assert_eq!(number(0.5f32.to_bits()), "0.5");
    }

    #[test]
    fn comments_end_at_cr_or_lf() {
        let text = "!!FP1.0 # a\r\nMOV R0, R1; #b\nEND # c";
        let found: Vec<&str> = shasm_diag::hash_comments(text.as_bytes(), HEADER.len())
            .iter()
            .map(|(s, e)| &text[*s..*e])
            .collect();
        assert_eq!(found, ["# a", "#b", "# c"]);
    }
}
