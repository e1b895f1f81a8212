//! Every row of the opcode table (Table X.13, crates/gp4/src/table.rs)
//! against every modifier: an instruction with a modifier the row allows
//! loads; one with a modifier it does not allow fails with
//! `gp4/illegal-modifier` at the modifier's byte offset (the GL error
//! position).

use shasm_gp4::table::{Class, Kind, ProgramKind, Row, TABLE, Ty};

/// One modifier of the brief's list, and how it is written.
#[derive(Copy, Clone, Debug)]
enum Modifier {
    /// `.F`, `.S`, `.U`, `.CC0`, `.CC1`, `.SAT`, `.SSAT`.
    Dot(&'static str),
    /// The `R` and `H` opcode suffixes.
    Suffix(&'static str),
}

const MODIFIERS: &[Modifier] = &[
    Modifier::Dot("F"),
    Modifier::Dot("S"),
    Modifier::Dot("U"),
    Modifier::Dot("CC0"),
    Modifier::Dot("CC1"),
    Modifier::Dot("SAT"),
    Modifier::Dot("SSAT"),
    Modifier::Suffix("R"),
    Modifier::Suffix("H"),
];

/// Whether Table X.13 lets `row` take `m` (its F, I, C, S, H columns).
fn allowed(row: &Row, m: Modifier) -> bool {
    let a = row.allowed;
    match m {
        Modifier::Dot("F") | Modifier::Suffix("R") => a.float,
        Modifier::Dot("S" | "U") => a.integer,
        Modifier::Dot("CC0" | "CC1") => a.cc,
        Modifier::Dot(_) => a.sat,
        Modifier::Suffix(_) => a.half,
    }
}

/// The instruction's type under `m` (Table X.13 column D without one).
fn ty(row: &Row, m: Modifier) -> Ty {
    match m {
        Modifier::Dot("F") | Modifier::Suffix(_) => Ty::Float,
        Modifier::Dot("S") => Ty::Signed,
        Modifier::Dot("U") => Ty::Unsigned,
        _ => row.default,
    }
}

/// A variable of type `t`: `f` FLOAT, `s` INT, `u` UINT.
fn var(t: Ty) -> &'static str {
    match t {
        Ty::Float => "f",
        Ty::Signed => "s",
        Ty::Unsigned => "u",
    }
}

fn operand(kind: Kind, scalar: bool, inst: Ty) -> String {
    let v = var(kind.ty(inst));
    if scalar {
        format!("{v}.x")
    } else {
        v.to_string()
    }
}

/// The program around one instruction of `row` written with `m`, and the
/// byte offset of the modifier's letters in it.
fn program(row: &Row, m: Modifier) -> (String, usize) {
    let t = ty(row, m);
    let kind = row.only.unwrap_or(ProgramKind::Vertex);
    let mut head = format!("{}\n", kind.header());
    if kind == ProgramKind::Geometry {
        head.push_str("PRIMITIVE_IN POINTS;\nPRIMITIVE_OUT POINTS;\nVERTICES_OUT 1;\n");
    }
    head.push_str("TEMP f;\nINT TEMP s;\nUINT TEMP u;\n");
    // Flow blocks the instruction needs around it.
    let (before, after) = match row.name {
        "BRK" | "CONT" => ("REP 1;\n", "\nENDREP;"),
        "ELSE" => ("IF NE.x;\n", "\nENDIF;"),
        "ENDIF" => ("IF NE.x;\n", ""),
        "ENDREP" => ("REP 1;\n", ""),
        "IF" => ("", "\nENDIF;"),
        "REP" => ("", "\nENDREP;"),
        _ => ("", ""),
    };
    head.push_str(before);
    let (suffix, dot) = match m {
        Modifier::Suffix(s) => (s, String::new()),
        Modifier::Dot(d) => ("", format!(".{d}")),
    };
    let start = head.len() + row.name.len();
    let at = match m {
        Modifier::Suffix(_) => start,
        Modifier::Dot(_) => start + 1,
    };
    let mut text = format!("{}{suffix}{dot}", row.name);
    let srcs: Vec<String> = row
        .srcs
        .iter()
        .map(|o| operand(o.kind, o.scalar, t))
        .collect();
    let dst = row.result.map(|k| var(k.ty(t)));
    match row.class {
        Class::Alu => {
            text.push(' ');
            text.push_str(
                &dst.into_iter()
                    .map(str::to_string)
                    .chain(srcs)
                    .collect::<Vec<_>>()
                    .join(", "),
            );
        }
        Class::Swz => text.push_str(&format!(" {}, f, x, y, z, w", dst.unwrap_or("f"))),
        Class::Tex => {
            text.push(' ');
            let mut ops: Vec<String> = dst.into_iter().map(str::to_string).chain(srcs).collect();
            ops.push("texture[0]".into());
            ops.push("2D".into());
            text.push_str(&ops.join(", "));
        }
        Class::Cal => text.push_str(" sub"),
        Class::If => text.push_str(" NE.x"),
        Class::Rep | Class::Kil => {
            text.push(' ');
            text.push_str(&srcs.join(", "));
        }
        Class::FlowCc | Class::EndFlow | Class::Special => {}
    }
    text.push(';');
    let tail = if row.class == Class::Cal {
        "\nRET;\nsub:\nRET;"
    } else {
        ""
    };
    (format!("{head}{text}{after}{tail}\nEND\n"), at)
}

#[test]
fn every_row_takes_exactly_the_modifiers_table_x13_allows() {
    let mut wrong = Vec::new();
    let (mut loaded, mut refused) = (0, 0);
    for row in TABLE {
        for &m in MODIFIERS {
            let (text, at) = program(row, m);
            let result = shasm_gp4::load(&text);
            // SAT/SSAT need a float result (notes §4.1): a row whose
            // default type makes its result an integer refuses them too.
            let integer_result = row.result.is_some_and(|k| k.ty(ty(row, m)) != Ty::Float);
            let saturating = matches!(m, Modifier::Dot("SAT" | "SSAT"));
            if allowed(row, m) && !(saturating && integer_result) {
                loaded += 1;
                if let Err(e) = result {
                    wrong.push(format!(
                        "{} {m:?} should load: {:?}\n{text}",
                        row.name,
                        e.first_error().map(|d| (d.code, d.message.clone()))
                    ));
                }
            } else {
                refused += 1;
                match result {
                    Ok(_) => wrong.push(format!("{} {m:?} loads\n{text}", row.name)),
                    Err(e) => {
                        let first = e.first_error();
                        let got = first.map(|d| (d.code, d.error_position));
                        if got != Some((Some("gp4/illegal-modifier"), Some(at as u32))) {
                            wrong.push(format!(
                                "{} {m:?}: expected gp4/illegal-modifier at {at}, got {got:?} {:?}\n{text}",
                                row.name,
                                first.map(|d| d.message.clone())
                            ));
                        }
                    }
                }
            }
        }
    }
    // Table X.13 has rows that allow each modifier and rows that do not.
    assert!(
        loaded > 0 && refused > 0,
        "{loaded} loaded, {refused} refused"
    );
    assert!(
        wrong.is_empty(),
        "{} problems:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}
