//! Shared by the translation tests: run a program and its TGSI
//! translation and compare them word for word.

#![allow(dead_code)]

use shasm::report::Report;
use shasm::{Inputs, Program};
use shasm_ir::File;

pub fn load(name: &str, text: &str) -> Program {
    Program::from_text(name, text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"))
}

/// The TGSI name of the register a source name resolves to (the
/// translation keeps register numbers).
pub fn tgsi_name(source: &Program, name: &str) -> String {
    let t = source
        .resolve(name)
        .unwrap_or_else(|| panic!("{name} resolves"));
    let file = match t.file {
        File::Input => "IN",
        File::Const => "CONST",
        other => panic!("{name}: {other:?}"),
    };
    if t.dimension > 0 || (t.file == File::Input && name.starts_with("vertex[")) {
        format!("{file}[{}][{}]", t.dimension, t.index)
    } else {
        format!("{file}[{}]", t.index)
    }
}

/// Every register of a report by (file, index), with its words.
pub fn words(report: &Report) -> Vec<(File, u32, [u32; 4])> {
    let mut all: Vec<_> = report
        .outputs
        .iter()
        .chain(&report.temps)
        .map(|e| (e.file, e.index, e.bits))
        .collect();
    all.sort_by_key(|&(file, index, _)| (format!("{file:?}"), index));
    all
}

/// The two runs agree: the same words in every register the source run
/// wrote (and no register written only by the translation but its hidden
/// TEMPs), the same kill, the same emitted vertices.
pub fn agree(source: &Report, tgsi: &Report, context: &str) {
    let (a, b) = (words(source), words(tgsi));
    for entry in &a {
        assert!(b.contains(entry), "{entry:?} differs: {b:?}\n{context}");
    }
    let last_temp = a
        .iter()
        .filter(|(f, _, _)| *f == File::Temp)
        .map(|(_, i, _)| *i)
        .max();
    for (file, index, _) in &b {
        assert!(
            a.iter().any(|(f, i, _)| f == file && i == index)
                || (*file == File::Temp && last_temp.is_none_or(|l| *index > l)),
            "{file:?}[{index}] written only by the translation\n{context}"
        );
    }
    assert_eq!(source.killed, tgsi.killed, "killed\n{context}");
    let vertices = |r: &Report| {
        r.vertices.as_ref().map(|v| {
            v.iter()
                .map(|v| v.outputs.iter().map(|e| e.bits).collect::<Vec<_>>())
                .collect::<Vec<_>>()
        })
    };
    assert_eq!(vertices(source), vertices(tgsi), "vertices\n{context}");
}

/// Give a translation's inputs the GL state its source reads from the GL
/// state model: the TGSI program reads each `state.*` vector from the
/// `CONST` its notes name, which keeps the source's register number. Only
/// matrix rows are known here (GL's initial matrices are the identity,
/// whatever the form); `false` when the source reads other state.
pub fn gl_initial_matrix_rows(source: &Program, tgsi: &mut Inputs<'_>) -> bool {
    let mut all_rows = true;
    for d in &source.ir().declarations {
        match d.binding {
            shasm_ir::Binding::State(shasm_ir::StateBinding::MatrixRow { row, .. }) => {
                let mut v = [0.0f32; 4];
                v[usize::from(row) & 3] = 1.0;
                tgsi.set(&format!("CONST[{}]", d.first), &v)
                    .unwrap_or_else(|e| panic!("CONST[{}]: {e}", d.first));
            }
            shasm_ir::Binding::State(_) => all_rows = false,
            _ => {}
        }
    }
    all_rows
}
