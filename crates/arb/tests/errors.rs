//! Every load-time rule at its GL error position: each case marks the
//! offending token with `@` (removed before loading); the load must fail
//! with the rule's code, and the error position (ARB_vertex_program
//! §2.14.1: PROGRAM_ERROR_POSITION_ARB, a byte offset) must be the
//! marker's offset. `every_code_has_a_test` keeps the list complete.

use shasm_arb::{Profile, load};
use std::path::Path;

/// Load `marked` without its `@` under `profile`; assert the first error's
/// code and that the error position is where the `@` stood.
fn fails_at(marked: &str, code: &str, profile: &Profile) {
    let at = marked.find('@').expect("a marker");
    let text = marked.replacen('@', "", 1);
    let e = load(&text, profile).expect_err(&text);
    let d = e.first_error().expect("an error");
    assert_eq!(d.code, Some(code), "{text}: {:?}", d.message);
    assert_eq!(e.position, at, "{text}: {}", d.message);
}

fn fails(marked: &str, code: &str) {
    fails_at(marked, code, &Profile::default());
}

#[test]
fn syntax_errors_stop_at_the_unexpected_token() {
    // <instruction> ::= <VECTORop> <maskedDstReg> "," <swizzleSrcReg>
    fails(
        "!!ARBvp1.0\nMOV result.position @vertex.position;\nEND",
        "arb/syntax",
    );
    // A single PARAM binds exactly one vector (§2.14.3.2).
    fails(
        "!!ARBvp1.0\nPARAM m = state.matrix.mvp@;\nEND",
        "arb/syntax",
    );
    fails(
        "!!ARBvp1.0\nPARAM p = program.env[0@..1];\nEND",
        "arb/syntax",
    );
    // ARB_fragment_program has no relative addressing (§3.11.4.2).
    fails(
        "!!ARBfp1.0\nPARAM p[] = { 1, 2 };\nMOV result.color, p[@a.x];\nEND",
        "arb/syntax",
    );
    // <maskedAddrReg> ::= <addrReg> <addrWriteMask>, and the mask is ".x".
    fails(
        "!!ARBvp1.0\nADDRESS A;\nARL @A, vertex.position.x;\nEND",
        "arb/syntax",
    );
    // A character outside the grammar.
    fails("!!ARBvp1.0\nMOV result.position, @%;\nEND", "arb/syntax");
}

#[test]
fn text_after_end_is_rejected() {
    // <program> ::= <optionSequence> <statementSequence> "END"; comments
    // and whitespace are whitespace (§2.14.2).
    fails(
        "!!ARBvp1.0\nEND\n@MOV result.position, 1;",
        "arb/text-after-end",
    );
    fails("!!ARBfp1.0\nEND @END", "arb/text-after-end");
    assert!(
        load(
            "!!ARBvp1.0\nEND\n# trailing comment\n\t \r\n",
            &Profile::default()
        )
        .is_ok()
    );
}

#[test]
fn writes_only_temporaries_results_and_address_registers() {
    // "Vertex program attribute/parameter variables are read-only" (§2.14.3.1-2):
    // an attribute is an input, and writing one says so.
    fails(
        "!!ARBvp1.0\nATTRIB a = vertex.position;\nMOV @a, 1;\nEND",
        "arb/write-input",
    );
    fails(
        "!!ARBvp1.0\nMOV @vertex.position, 1;\nEND",
        "arb/write-input",
    );
    fails(
        "!!ARBfp1.0\nMOV @fragment.color, 1;\nEND",
        "arb/write-input",
    );
    fails(
        "!!ARBvp1.0\nPARAM p = 1;\nMOV @p, 1;\nEND",
        "arb/bad-destination",
    );
    // ARL writes an address register; other instructions cannot.
    fails(
        "!!ARBvp1.0\nTEMP t;\nARL @t.x, vertex.position.x;\nEND",
        "arb/bad-destination",
    );
    fails(
        "!!ARBvp1.0\nADDRESS A;\nMOV @A, 1;\nEND",
        "arb/bad-destination",
    );
    // Results are write-only.
    fails(
        "!!ARBvp1.0\nMOV result.position, @result.color;\nEND",
        "arb/read-result",
    );
}

#[test]
fn sources_must_be_readable_and_arrays_indexed() {
    fails(
        "!!ARBvp1.0\nPARAM p[] = { 1, 2 };\nMOV result.position, @p;\nEND",
        "arb/array-without-index",
    );
    fails(
        "!!ARBvp1.0\nADDRESS A;\nMOV result.position, @A;\nEND",
        "arb/bad-source",
    );
    fails(
        "!!ARBvp1.0\nTEMP t;\nMOV result.position, @t[0];\nEND",
        "arb/not-an-array",
    );
    fails(
        "!!ARBvp1.0\nPARAM p[] = { 1, 2 };\nTEMP t;\nMOV result.position, p[@t.x];\nEND",
        "arb/not-an-address-register",
    );
    fails(
        "!!ARBvp1.0\nPARAM p[] = { 1, 2 };\nMOV result.position, p[@3];\nEND",
        "arb/array-index-out-of-range",
    );
}

#[test]
fn ranges_must_not_run_backwards() {
    // "A program will fail to load if <a> is greater than <b>" (§2.14.3.2).
    fails(
        "!!ARBvp1.0\nPARAM p[] = { program.env[3..@1] };\nEND",
        "arb/bad-range",
    );
    fails(
        "!!ARBvp1.0\nPARAM p[] = { program.local[7..@6] };\nEND",
        "arb/bad-range",
    );
    fails(
        "!!ARBvp1.0\nPARAM m[] = { state.matrix.mvp.row[2..@1] };\nEND",
        "arb/bad-range",
    );
    // Indices past the implementation's limits.
    fails(
        "!!ARBvp1.0\nPARAM p = program.env[@100000];\nEND",
        "arb/index-out-of-range",
    );
    fails(
        "!!ARBfp1.0\nTEMP t;\nTEX t, fragment.texcoord, texture[@99], 2D;\nEND",
        "arb/index-out-of-range",
    );
    // <addrRegPosOffset> is 0 to 63, <addrRegNegOffset> 0 to 64.
    fails(
        "!!ARBvp1.0\nPARAM p[] = { 1 };\nADDRESS a;\nMOV result.position, p[a.x - @65];\nEND",
        "arb/offset-out-of-range",
    );
    assert!(
        load(
            "!!ARBvp1.0\nPARAM p[] = { program.env[0..100] };\nADDRESS a;\nARL a.x, vertex.position.x;\nMOV result.position, p[a.x - 64];\nMOV result.color, p[a.x + 63];\nEND",
            &Profile::default()
        )
        .is_ok()
    );
}

#[test]
fn resource_limits_at_the_first_item_past_them() {
    let mut p = Profile::MINIMUM;
    // MAX_PROGRAM_ADDRESS_REGISTERS_ARB is at least 1.
    fails_at(
        "!!ARBvp1.0\nADDRESS a, @b;\nEND",
        "arb/too-many-address-registers",
        &p,
    );
    // MAX_PROGRAM_ATTRIBS_ARB: the minimum cannot be exceeded with the
    // attributes that exist, so a smaller limit shows the rule.
    p.vertex.attribs = 2;
    fails_at(
        "!!ARBvp1.0\nMOV result.position, vertex.position;\nMOV result.color, vertex.color;\nMOV result.texcoord, @vertex.normal;\nEND",
        "arb/too-many-attributes",
        &p,
    );
    // 24 texture instructions at the minimum; the 25th fails.
    let mut fp = String::from("!!ARBfp1.0\nTEMP a;\n");
    for _ in 0..24 {
        fp.push_str("TEX a, fragment.texcoord, texture, 2D;\n");
    }
    fp.push_str("@TEX a, fragment.texcoord, texture, 2D;\nMOV result.color, a;\nEND");
    fails_at(&fp, "arb/too-many-texture-instructions", &Profile::MINIMUM);
    // 48 ALU instructions at the minimum; the 49th fails.
    let mut fp = String::from("!!ARBfp1.0\n");
    for _ in 0..48 {
        fp.push_str("MOV result.color, 1;\n");
    }
    fp.push_str("@MOV result.color, 1;\nEND");
    fails_at(&fp, "arb/too-many-alu-instructions", &Profile::MINIMUM);
    // 24 parameters at the fragment minimum: 25 distinct constants.
    let mut fp = String::from("!!ARBfp1.0\nPARAM p[] = { ");
    for i in 0..24 {
        fp.push_str(&format!("{i}, "));
    }
    fp.push_str("@24 };\nEND");
    fails_at(&fp, "arb/too-many-parameters", &Profile::MINIMUM);
    // The position-invariant option takes four instructions from the limit
    // (§2.14.4.5.1): 124 instructions load, 125 fail.
    let mut vp = String::from("!!ARBvp1.0\nOPTION ARB_position_invariant;\n");
    for _ in 0..124 {
        vp.push_str("MOV result.color, 1;\n");
    }
    assert!(load(&format!("{vp}END"), &Profile::MINIMUM).is_ok());
    vp.push_str("@MOV result.color, 1;\nEND");
    fails_at(&vp, "arb/too-many-instructions", &Profile::MINIMUM);
}

#[test]
fn a_relative_result_write_far_below_the_texcoords_is_reported_as_unsupported() {
    // Not a spec rule (NV_vertex_program3 allows offsets down to -64 with
    // a large enough address): the IR's destination index is never
    // negative, and result.texcoord[0] is OUT[7].
    fails(
        "!!ARBvp1.0\nOPTION NV_vertex_program3;\nADDRESS A;\nARL A.x, program.env[0].x;\nMOV @result.texcoord[A.x - 8], vertex.position;\nMOV result.position, vertex.position;\nEND",
        "arb/unsupported",
    );
}

#[test]
fn state_bound_twice_in_relatively_read_arrays() {
    // ARB_vertex_program §2.14.3.2: "A vertex program will fail to load if
    // any GL state vector is bound multiple times in a single array
    // accessed using relative addressing or bound once in two or more
    // arrays accessed using relative addressing."
    fails(
        "!!ARBvp1.0\nPARAM a[] = { state.matrix.mvp.row[0], @state.matrix.mvp };\nADDRESS A;\nARL A.x, vertex.position.x;\nMOV result.position, a[A.x];\nEND",
        "arb/state-in-relative-arrays",
    );
    fails(
        "!!ARBvp1.0\nPARAM a[] = { state.light[0].diffuse };\nPARAM b[] = { program.env[0], @state.light[0].diffuse };\nADDRESS A;\nARL A.x, vertex.position.x;\nMOV result.position, a[A.x];\nMOV result.color, b[A.x];\nEND",
        "arb/state-in-relative-arrays",
    );
    // Bound twice, but only one array is read relatively: it loads.
    assert!(
        load(
            "!!ARBvp1.0\nPARAM a[] = { state.light[0].diffuse };\nPARAM b[] = { state.light[0].diffuse, state.light[0].diffuse };\nADDRESS A;\nARL A.x, vertex.position.x;\nMOV result.position, a[A.x];\nMOV result.color, b[1];\nEND",
            &Profile::default()
        )
        .is_ok()
    );
}

#[test]
fn env_and_local_parameters_bound_twice_in_relatively_read_arrays() {
    // ARB_vertex_program §2.14.3.2 (the rule above): program environment
    // and local parameters are GL state vectors too (issue 19); constants
    // are not.
    fails(
        "!!ARBvp1.0\nPARAM a[2] = { program.env[0], @program.env[0] };\nADDRESS A0;\nARL A0.x, vertex.position.x;\nMOV result.position, a[A0.x];\nEND",
        "arb/state-in-relative-arrays",
    );
    // Within a range, and across two relatively read arrays.
    fails(
        "!!ARBvp1.0\nPARAM a[3] = { program.local[0..1], @program.local[1] };\nADDRESS A0;\nARL A0.x, vertex.position.x;\nMOV result.position, a[A0.x];\nEND",
        "arb/state-in-relative-arrays",
    );
    fails(
        "!!ARBvp1.0\nPARAM a[] = { program.env[0..3] };\nPARAM b[] = { @program.env[2] };\nADDRESS A0;\nARL A0.x, vertex.position.x;\nMOV result.position, a[A0.x];\nMOV result.color, b[A0.x];\nEND",
        "arb/state-in-relative-arrays",
    );
    // env[0] and local[0] are different vectors; a repeated constant, a
    // repeat in an array read only at fixed offsets, and the same vector
    // in the relatively read array and a single PARAM all load.
    for text in [
        "!!ARBvp1.0\nPARAM a[] = { program.env[0], program.local[0], 1, 1 };\nADDRESS A0;\nARL A0.x, vertex.position.x;\nMOV result.position, a[A0.x];\nEND",
        "!!ARBvp1.0\nPARAM a[] = { program.env[0] };\nPARAM b[] = { program.env[0], program.env[0] };\nPARAM c = program.env[0];\nADDRESS A0;\nARL A0.x, vertex.position.x;\nMOV result.position, a[A0.x];\nADD result.color, b[1], c;\nEND",
    ] {
        assert!(load(text, &Profile::default()).is_ok(), "{text}");
    }
}

#[test]
fn every_code_has_a_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut codes = Vec::new();
    collect_codes(&root.join("src"), &mut codes);
    codes.sort();
    codes.dedup();
    assert!(codes.len() > 30, "{codes:?}");
    let mut tests = String::new();
    for dir in [
        root.join("tests"),
        root.join("../../tests/spec/arb_vp"),
        root.join("../../tests/spec/arb_fp"),
    ] {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            if let Ok(text) = std::fs::read_to_string(entry.path())
                && entry.path() != root.join("tests/errors.rs").as_path()
            {
                tests.push_str(&text);
            }
        }
    }
    // This file's cases count too, but not its own list below.
    let this = include_str!("errors.rs");
    tests.push_str(this.split("fn every_code_has_a_test").next().unwrap_or(""));
    // arb/internal reports a broken guarantee of the checker: no input
    // reaches it.
    let untested: Vec<&String> = codes
        .iter()
        .filter(|c| *c != "arb/internal" && !tests.contains(&format!("\"{c}\"")))
        .collect();
    assert!(untested.is_empty(), "codes without a test: {untested:?}");
}

fn collect_codes(dir: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_codes(&path, out);
        } else if let Ok(text) = std::fs::read_to_string(&path) {
            for piece in text.split("\"arb/").skip(1) {
                let name: String = piece
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                if piece[name.len()..].starts_with('"') && !name.is_empty() {
                    out.push(format!("arb/{name}"));
                }
            }
        }
    }
}

/// The diagnostics' (code, span start, message) of a program that fails.
fn spans(text: &str) -> Vec<(Option<&'static str>, usize, String)> {
    load(text, &Profile::default())
        .expect_err(text)
        .diagnostics
        .iter()
        .map(|d| (d.code, d.span.start, d.message.clone()))
        .collect()
}

#[test]
fn a_missing_semicolon_is_reported_where_it_belongs() {
    // Right after the previous token, as the NV front ends do; the GL error
    // position stays at the token found instead (§2.14.1).
    let text = "!!ARBvp1.0\nTEMP t\nMOV t, vertex.position;\nMOV result.position, t;\nEND\n";
    assert_eq!(
        spans(text),
        [(
            Some("arb/syntax"),
            text.find(" t\n").unwrap() + 2,
            "expected `;`, found `MOV`".to_string()
        )]
    );
    fails(
        "!!ARBvp1.0\nTEMP t\n@MOV t, vertex.position;\nMOV result.position, t;\nEND\n",
        "arb/syntax",
    );
    // The statement on the next line is still read: its own mistake is
    // reported too, and nothing else.
    let text = "!!ARBvp1.0\nTEMP t\nMOV t, vertex.postion;\nMOV result.position, t;\nEND\n";
    let d = spans(text);
    assert_eq!(d.len(), 2, "{d:#?}");
    assert_eq!(d[1].1, text.find("postion").unwrap());
}

#[test]
fn a_second_declaration_points_at_the_first() {
    let text = "!!ARBvp1.0\nTEMP a;\nTEMP a;\nEND\n";
    let e = load(text, &Profile::default()).expect_err(text);
    let d = &e.diagnostics[0];
    assert_eq!(d.code, Some("arb/duplicate-name"));
    assert_eq!(d.span, 24..25);
    assert_eq!(
        d.related_places(),
        [(16..17, "first declared here".to_string())]
    );
    let text = "!!ARBvp1.0\nOPTION NV_vertex_program2;\nl: l: END\n";
    let e = load(text, &Profile::default()).expect_err(text);
    let d = &e.diagnostics[0];
    assert_eq!(d.code, Some("arb/duplicate-label"));
    assert_eq!(
        d.related_places(),
        [(38..39, "first defined here".to_string())]
    );
}

#[test]
fn misspelt_options_get_a_suggestion() {
    // ARB_fragment_program §3.11.4.5: an option the GL does not support
    // fails to load; the closest name it supports is suggested.
    let first =
        |text: &str, profile: &Profile| load(text, profile).expect_err(text).diagnostics[0].clone();
    let d = first(
        "!!ARBfp1.0\nOPTION ARB_precision_hint_fastst;\nMOV result.color, fragment.color;\nEND\n",
        &Profile::default(),
    );
    assert_eq!(d.code, Some("arb/unknown-option"));
    assert_eq!(
        d.label.as_deref(),
        Some("did you mean `ARB_precision_hint_fastest`?")
    );
    // A vertex program is offered only vertex options.
    let d = first(
        "!!ARBvp1.0\nOPTION ARB_position_invariance;\nEND\n",
        &Profile::default(),
    );
    assert_eq!(
        d.label.as_deref(),
        Some("did you mean `ARB_position_invariant`?")
    );
    // Nothing close: no guess.
    let d = first(
        "!!ARBfp1.0\nOPTION MESA_texture_array;\nMOV result.color, fragment.color;\nEND\n",
        &Profile::default(),
    );
    assert_eq!(d.label, None);
}

#[test]
fn misspelt_instructions_names_and_bindings_get_a_suggestion() {
    let labels = |text: &str| -> Vec<Option<String>> {
        load(text, &Profile::default())
            .expect_err(text)
            .diagnostics
            .iter()
            .map(|d| d.label.clone())
            .collect()
    };
    assert_eq!(
        labels("!!ARBvp1.0\nMOVE result.position, vertex.position;\nEND\n"),
        [Some("did you mean `MOV`?".to_string())]
    );
    assert_eq!(
        labels(
            "!!ARBvp1.0\nTEMP color;\nMOV color, vertex.color;\nMOV result.position, colr;\nEND\n"
        ),
        [Some("did you mean `color`?".to_string())]
    );
    assert_eq!(
        labels("!!ARBvp1.0\nMOV result.colour, vertex.postion;\nEND\n"),
        [Some("did you mean `color`?".to_string())]
    );
    assert_eq!(
        labels("!!ARBvp1.0\nMOV result.position, vertex.postion;\nEND\n"),
        [Some("did you mean `position`?".to_string())]
    );
    // Nothing close: no guess.
    assert_eq!(
        labels("!!ARBvp1.0\nFROB result.position, 1;\nEND\n"),
        [None]
    );
}

/// The final note of a capped load: how many errors past the 50 shown.
fn capped_note(src: &str) -> String {
    let e = load(src, &Profile::default()).expect_err("the program has errors");
    let errors = e.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, shasm_diag::MAX_ERRORS);
    let last = e.diagnostics.last().unwrap();
    assert_eq!(last.code, Some("too-many-errors"));
    last.message.clone()
}

#[test]
fn past_fifty_errors_the_rest_are_counted() {
    // Syntax errors (the parser): `MOV` takes a `,` between its operands
    // (ARB_vertex_program §2.14.1 grammar, <VECTORop_instruction>).
    let src = format!(
        "!!ARBvp1.0\n{}MOV result.position, vertex.position;\nEND\n",
        "MOV result.position vertex.position;\n".repeat(56)
    );
    assert_eq!(
        capped_note(&src),
        "too many errors: stopped after 50 (6 more errors not shown; fix these first)"
    );
    // Rule errors (the checker): a name must be declared before it is used
    // (§2.14.1.10 ... "variables must be declared").
    let src = format!(
        "!!ARBvp1.0\n{}END\n",
        "MOV result.position, foo;\n".repeat(61)
    );
    assert_eq!(
        capped_note(&src),
        "too many errors: stopped after 50 (11 more errors not shown; fix these first)"
    );
}
