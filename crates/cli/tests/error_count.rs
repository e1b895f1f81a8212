//! "(and N more errors)" in the right number (project issue 18, item 3):
//! every front end stops keeping diagnostics after 50 errors but counts the
//! rest, so that the final note says how many were not shown and the
//! one-line summary of a failed load (`shasm::Error`'s message) counts
//! every error of the file.

mod common;

use common::{scratch, shasm, write};

/// Sixty lines of `line(i)`, i = 1..=60.
fn sixty(line: &dyn Fn(usize) -> String) -> String {
    (1..=60).map(line).collect()
}

/// Check file `name` holding `text`, which has sixty independent errors
/// by construction (one per line: each line a complete statement with one
/// mistake of its own, the rest of the file valid): `check` shows 50 and
/// notes the other 10; a failed load's message counts the 59 after the
/// first.
fn counts_sixty(tag: &str, name: &str, text: &str) {
    let dir = scratch(tag);
    let file = write(&dir, name, text);
    let run = shasm(&["check", &file]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    let shown = run
        .stderr
        .lines()
        .filter(|l| l.contains(": error: "))
        .count();
    assert_eq!(shown, 50, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "note: too many errors: stopped after 50 (10 more errors not shown; fix these first)"
        ),
        "{}",
        run.stderr
    );
    let err = shasm::Program::from_text(name, text).expect_err("fails to load");
    let summary = err.to_string();
    assert!(summary.ends_with(" (and 59 more errors)"), "{summary}");
}

#[test]
fn tgsi_counts_every_error() {
    let body = sixty(&|i| format!("  MOV OUT[0], FOO{i}[0]\n"));
    let text = format!("VERT\nDCL IN[0]\nDCL OUT[0], POSITION\n{body}  END\n");
    counts_sixty("count-tgsi", "t.tgsi", &text);
}

#[test]
fn nv_vertex_program_counts_every_error() {
    let body = sixty(&|_| "MOV o[HPOS], q[0];\n".into());
    let text = format!("!!VP1.0\nMOV o[HPOS], v[0];\n{body}END\n");
    counts_sixty("count-nv-vp", "v.vp", &text);
}

#[test]
fn nv_fragment_program_counts_every_error() {
    let body = sixty(&|i| format!("MOV o[COLR], f[TEX{}].q;\n", i % 8));
    let text = format!("!!FP1.0\nMOV o[COLR], f[COL0];\n{body}END\n");
    counts_sixty("count-nv-fp", "f.fp", &text);
}

#[test]
fn arb_counts_every_error() {
    let body = sixty(&|i| format!("MOV result.position, undeclared{i};\n"));
    let text = format!("!!ARBvp1.0\nMOV result.position, vertex.position;\n{body}END\n");
    counts_sixty("count-arb", "a.vp", &text);
}

#[test]
fn nv_gpu_program4_counts_every_error() {
    let body = sixty(&|i| format!("MOV result.position, undeclared{i};\n"));
    let text = format!("!!NVvp4.0\nMOV result.position, vertex.position;\n{body}END\n");
    counts_sixty("count-gp4", "g.vp", &text);
}

#[test]
fn pica_counts_every_error() {
    let body = sixty(&|i| format!("  mov opos, undeclared{i}\n"));
    let text = format!(".out opos position\n.proc main\n  mov opos, v0\n{body}  end\n.end\n");
    counts_sixty("count-pica", "p.v.pica", &text);
}
