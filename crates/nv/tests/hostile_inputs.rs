//! Bounded regression tests for inputs that used to cost too much or say
//! too much: whole-program error positions, error cascades, huge and
//! repetitive programs, long digit strings, mutated example programs.
//!
//! None asserts a time: the programs are large enough that quadratic work
//! (or building the whole AST of a program already known to be too long)
//! would make the test suite visibly slow, and small enough to stay fast
//! when the work is linear.

use shasm_diag::{Diagnostic, MAX_ERRORS};
use shasm_nv::{LoadError, fp, vp};
use std::path::Path;

/// Every diagnostic has a stable code for its front end and a GL error
/// position inside the program (or at its length).
fn assert_well_formed(e: &LoadError, len: usize, prefix: &str) {
    assert!(e.position <= len);
    assert!(e.diagnostics.iter().any(Diagnostic::is_error));
    assert!(e.diagnostics.iter().filter(|d| d.is_error()).count() <= MAX_ERRORS);
    for d in &e.diagnostics {
        let code = d.code.unwrap_or_else(|| panic!("no code: {d:?}"));
        assert!(
            code.starts_with(prefix) || code == "too-many-errors",
            "{code}"
        );
        if d.is_error() {
            let at = d.error_position.expect("errors carry a GL position") as usize;
            assert!(at <= len && at >= e.position, "{d:?}");
        }
        assert!(d.span.start <= d.span.end && d.span.end <= len);
    }
}

// ---- whole-program rules report `len` ------------------------------------
//
// NV_vertex_program2 / NV_fragment_program, LoadProgramNV: "If the program
// fails to load because of a semantic restriction that cannot be determined
// until the program is fully scanned, the error position will be len, the
// length of the program."

#[test]
fn vertex_program_without_hpos_reports_the_length() {
    let text = "!!VP1.0\nMOV o[COL0], v[0];\nEND\n# trailing comment\n";
    let e = vp::load(text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-vp/");
    assert_eq!(e.position, text.len());
    let d = e.first_error().unwrap();
    assert_eq!(d.code, Some("nv-vp/no-hpos-written"));
    assert_eq!(d.error_position, Some(text.len() as u32));
    // The snippet still points at END.
    assert_eq!(d.span.start, text.find("END").unwrap());
}

#[test]
fn state_program_without_parameter_write_reports_the_length() {
    let text = "!!VSP1.0\nMOV R0, v[0];\nEND\n";
    let e = vp::load(text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-vp/");
    assert_eq!(e.position, text.len());
    assert_eq!(
        e.first_error().unwrap().code,
        Some("nv-vp/no-parameter-written")
    );
}

#[test]
fn fragment_program_without_output_reports_the_length() {
    let text = "!!FP1.0\nMOV R0, f[COL0];\nEND\n\n";
    let e = fp::load(text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-fp/");
    assert_eq!(e.position, text.len());
    assert_eq!(
        e.first_error().unwrap().error_position,
        Some(text.len() as u32)
    );
}

#[test]
fn a_pinned_error_comes_before_a_whole_program_one() {
    let text = "!!VP1.0\nMOV o[COL0], v[0];\nFOO R0;\nEND\n";
    let e = vp::load(text).unwrap_err();
    assert_eq!(e.position, text.find("FOO").unwrap());
    assert_eq!(e.message, "3:1: unknown instruction `FOO`");
}

// ---- cascades -------------------------------------------------------------

#[test]
fn twenty_thousand_bad_lines_give_at_most_max_errors() {
    let mut text = String::from("!!VP2.0\n");
    for _ in 0..20_000 {
        text.push_str("MOV R0, R99;\n");
    }
    text.push_str("END\n");
    let e = vp::load(&text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-vp/");
    assert_eq!(e.diagnostics.len(), MAX_ERRORS + 1);
    let last = e.diagnostics.last().unwrap();
    assert_eq!(last.code, Some("too-many-errors"));

    let mut text = String::from("!!FP1.0\n");
    for _ in 0..20_000 {
        text.push_str("MOV R0, R99;\n");
    }
    text.push_str("MOV o[COLR], R0;\nEND\n");
    let e = fp::load(&text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-fp/");
    assert_eq!(e.diagnostics.len(), MAX_ERRORS + 1);
}

#[test]
fn an_undefined_label_used_200_times_is_reported_once() {
    // 201 instructions: within the !!VP2.0 limit of 256.
    let mut text = String::from("!!VP2.0\nMOV o[HPOS], v[0];\n");
    for _ in 0..200 {
        text.push_str("BRA nowhere;\n");
    }
    text.push_str("END\n");
    let e = vp::load(&text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-vp/");
    assert_eq!(e.diagnostics.len(), 1);
    let d = &e.diagnostics[0];
    assert_eq!(d.code, Some("nv-vp/undefined-label"));
    assert_eq!(d.span.start, text.find("nowhere").unwrap());
    assert_eq!(d.notes, ["also used 199 more times"]);
    // Labels can only be resolved once the program is scanned: len
    // (notes §10 #32).
    assert_eq!(e.position, text.len());
}

#[test]
fn an_undefined_name_used_500_times_is_reported_once() {
    let mut text = String::from("!!FP1.0\n");
    for _ in 0..500 {
        text.push_str("MOV R0, nothing;\n");
    }
    text.push_str("MOV o[COLR], R0;\nEND\n");
    let e = fp::load(&text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-fp/");
    assert_eq!(e.diagnostics.len(), 1);
    assert_eq!(e.diagnostics[0].code, Some("nv-fp/undefined-name"));
    assert_eq!(e.diagnostics[0].notes, ["also used 499 more times"]);
}

// ---- size -----------------------------------------------------------------

#[test]
fn a_hundred_thousand_declarations_load() {
    let mut text = String::from("!!FP1.0\n");
    for i in 0..100_000 {
        text.push_str(&format!(
            "DECLARE p{i} = {{{i}, 1, 2, 3}};\nDEFINE k{i} = {i};\n"
        ));
    }
    text.push_str("MOV R0, k99999;\nADD o[COLR], p99999, R0;\nEND\n");
    let fp = fp::load(&text).expect("declarations have no count limit");
    assert_eq!(fp.program.instructions.len(), 2);
}

#[test]
fn a_million_instructions_stop_at_the_first_past_the_limit() {
    // §2.14.1.8: a !!VP1.0 program has at most 128 instructions; the error
    // position is the first instruction past the limit (notes §10 #32).
    let line = "MOV o[HPOS], v[0];\n";
    let text = format!("!!VP1.0\n{}END\n", line.repeat(1_000_000));
    let e = vp::load(&text).unwrap_err();
    assert_well_formed(&e, text.len(), "nv-vp/");
    assert_eq!(e.diagnostics.len(), 1);
    assert_eq!(e.diagnostics[0].code, Some("nv-vp/too-many-instructions"));
    assert_eq!(e.position, "!!VP1.0\n".len() + 128 * line.len());
}

#[test]
fn deep_and_long_inputs_do_not_panic() {
    for text in [
        format!("!!VP2.0\n{}\nEND\n", "-".repeat(100_000)),
        format!("!!VP2.0\nMOV o[HPOS], {}v[0];\nEND\n", "|".repeat(100_000)),
        format!("!!FP1.0\nMOV o[COLR], {}R0;\nEND\n", "-".repeat(100_000)),
        format!("!!FP1.0\nMOV o[COLR], {{{}}};\nEND\n", "1,".repeat(100_000)),
        format!("!!VP1.0\n{}", "(".repeat(100_000)),
    ] {
        let len = text.len();
        if text.starts_with("!!VP") {
            assert_well_formed(&vp::load(&text).unwrap_err(), len, "nv-vp/");
        } else {
            assert_well_formed(&fp::load(&text).unwrap_err(), len, "nv-fp/");
        }
    }
}

// ---- long digit strings ---------------------------------------------------

#[test]
fn a_register_with_ten_thousand_digits_is_reported_as_written() {
    let digits = "9".repeat(10_000);
    let clipped = format!("R{}…", &digits[..19]);
    let text = format!("!!VP1.0\nMOV o[HPOS], R{digits};\nEND\n");
    let e = vp::load(&text).unwrap_err();
    let d = e.first_error().unwrap();
    assert_eq!(d.code, Some("nv-vp/register-out-of-range"));
    assert!(d.message.contains(&clipped), "{}", d.message);
    assert!(d.message.contains("programs have R0 to R11"));
    assert!(!d.message.contains("18446744073709551615"));
    assert!(d.message.len() < 200);

    let text = format!("!!VP1.0\nMOV o[HPOS], c[{digits}];\nEND\n");
    let d = vp::load(&text).unwrap_err().diagnostics.remove(0);
    assert!(
        d.message.contains(&format!("c[{}…]", &digits[..20])),
        "{}",
        d.message
    );

    let text = format!("!!FP1.0\nMOV o[COLR], R{digits};\nEND\n");
    let e = fp::load(&text).unwrap_err();
    let d = e.first_error().unwrap();
    assert_eq!(d.code, Some("nv-fp/register-out-of-range"));
    assert!(d.message.contains(&clipped), "{}", d.message);
    assert!(!d.message.contains("4294967295"));

    let text = format!("!!FP1.0\nMOV o[COLR], p[{digits}];\nEND\n");
    let d = fp::load(&text).unwrap_err().diagnostics.remove(0);
    assert!(
        d.message.contains(&format!("p[{}…]", &digits[..20])),
        "{}",
        d.message
    );
}

// ---- mutated examples -----------------------------------------------------

fn examples(dir: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/nv")
        .join(dir);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(root).expect("examples exist") {
        let path = entry.expect("readable").path();
        if path.extension().is_some_and(|e| e == dir)
            && let Ok(text) = std::fs::read_to_string(&path)
        {
            out.push(text);
        }
    }
    assert!(!out.is_empty());
    out
}

/// Each example with one line removed, one line doubled, and one byte
/// replaced: every outcome is a load or well-formed diagnostics.
fn mutations(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for i in 0..lines.len() {
        let mut without = lines.clone();
        without.remove(i);
        out.push(without.join("\n"));
        let mut doubled = lines.clone();
        doubled.insert(i, lines[i]);
        out.push(doubled.join("\n"));
    }
    for (k, _) in text.char_indices().step_by(7) {
        for replacement in [";", "R", "9", "["] {
            let mut t = text.to_string();
            let end = t[k..].chars().next().map_or(k, |c| k + c.len_utf8());
            t.replace_range(k..end, replacement);
            out.push(t);
        }
    }
    out
}

#[test]
fn mutated_vertex_examples_load_or_fail_cleanly() {
    for example in examples("vp") {
        assert!(vp::load(&example).is_ok(), "{example}");
        for text in mutations(&example) {
            if let Err(e) = vp::load(&text) {
                assert_well_formed(&e, text.len(), "nv-vp/");
            }
        }
    }
}

#[test]
fn mutated_fragment_examples_load_or_fail_cleanly() {
    for example in examples("fp") {
        assert!(fp::load(&example).is_ok(), "{example}");
        for text in mutations(&example) {
            if let Err(e) = fp::load(&text) {
                assert_well_formed(&e, text.len(), "nv-fp/");
            }
        }
    }
}

// ---- NV-looking text with a header the front ends do not take --------------
//
// The grammars start each program with its exact header (NV_vertex_program2
// §2.14.1.8 `<vp1-program> ::= "!!VP1.0" <programBody> "END"`;
// NV_fragment_program §3.11.3 `<progPrefix> ::= "!!FP1.0"`), so the first
// error is at byte 0.

#[test]
fn unknown_or_displaced_headers_fail_at_position_zero() {
    for text in [
        "!!VP3.0\nMOV o[HPOS], v[0];\nEND\n",
        "!!VP1.5\nEND\n",
        " !!VP1.0\nMOV o[HPOS], v[0];\nEND\n",
    ] {
        assert_eq!(
            shasm_nv::sniff(text.as_bytes()),
            Some(shasm_nv::Language::VertexProgram)
        );
        let e = vp::load(text).unwrap_err();
        assert_well_formed(&e, text.len(), "nv-vp/");
        assert_eq!(e.position, 0);
        assert_eq!(e.diagnostics.len(), 1);
        assert_eq!(e.diagnostics[0].code, Some("nv-vp/missing-header"));
    }
    for text in [
        "!!FP1.1\nMOV o[COLR], f[COL0];\nEND\n",
        "\n!!FP1.0\nMOV o[COLR], f[COL0];\nEND\n",
    ] {
        assert_eq!(
            shasm_nv::sniff(text.as_bytes()),
            Some(shasm_nv::Language::FragmentProgram)
        );
        let e = fp::load(text).unwrap_err();
        assert_well_formed(&e, text.len(), "nv-fp/");
        assert_eq!(e.position, 0);
        assert_eq!(e.diagnostics.len(), 1);
        assert_eq!(e.diagnostics[0].code, Some("nv-fp/missing-header"));
    }
}
