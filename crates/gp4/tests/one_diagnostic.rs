//! One mistake gives one diagnostic: an instruction whose operands are
//! refused still takes its place in the block structure, so the block's
//! other end reports nothing more.

fn diagnostics(text: &str) -> Vec<(Option<&'static str>, String)> {
    match shasm_gp4::load(text) {
        Ok(_) => panic!("loaded:\n{text}"),
        Err(e) => e
            .diagnostics
            .iter()
            .map(|d| (d.code, d.message.clone()))
            .collect(),
    }
}

#[test]
fn a_refused_rep_count_still_opens_its_block() {
    // notes §3: an INT variable read by a FLOAT instruction fails (REP
    // without .S reads its count as a float); the ENDREP matches the REP.
    let text =
        "!!NVvp4.0\nINT TEMP i;\nMOV.S i, 3;\nREP i.x;\nMOV result.position, 1;\nENDREP;\nEND\n";
    let d = diagnostics(text);
    assert_eq!(d.len(), 1, "{d:#?}");
    assert_eq!(d[0].0, Some("gp4/type-mismatch"));
    assert!(d[0].1.contains("a .S modifier"), "{}", d[0].1);
    // With .S the program loads.
    assert!(shasm_gp4::load(&text.replace("REP i.x", "REP.S i.x")).is_ok());
}

#[test]
fn a_refused_if_condition_still_opens_its_block() {
    let text = "!!NVfp4.0\nTEMP r;\nIF GT.q;\nMOV r, 1;\nELSE;\nMOV r, 2;\nENDIF;\nMOV result.color, r;\nEND\n";
    let d = diagnostics(text);
    assert_eq!(d.len(), 1, "{d:#?}");
}

#[test]
fn a_refused_cal_operand_still_refers_to_its_label() {
    // The CAL's condition is refused; the label exists, so nothing else.
    let text = "!!NVvp4.0\nTEMP r;\nCAL f (GT.xyzwx);\nMOV result.position, r;\nRET;\nf:\nMOV r, 1;\nRET;\nEND\n";
    let d = diagnostics(text);
    assert_eq!(d.len(), 1, "{d:#?}");
}

/// The diagnostics' (code, span start, message) of a program that fails.
fn spans(text: &str) -> Vec<(Option<&'static str>, usize, String)> {
    match shasm_gp4::load(text) {
        Ok(_) => panic!("loaded:\n{text}"),
        Err(e) => e
            .diagnostics
            .iter()
            .map(|d| (d.code, d.span.start, d.message.clone()))
            .collect(),
    }
}

#[test]
fn a_missing_semicolon_is_one_error_where_the_semicolon_belongs() {
    // Before END: no second "must end with `END`" (the END is there).
    let text = "!!NVfp4.0\nMOV result.color, fragment.color\nEND\n";
    let after = text.find("color\n").unwrap() + "color".len();
    assert_eq!(
        spans(text),
        [(
            Some("gp4/syntax"),
            after,
            "expected `;`, found `END`".to_string()
        )]
    );
    // The GL error position stays at the token found instead (§2.X.2).
    let e = shasm_gp4::load(text).unwrap_err();
    assert_eq!(
        e.diagnostics[0].error_position,
        Some(text.find("END").unwrap() as u32)
    );
    // Before another statement: that statement is still read (and its
    // mistakes reported), and the declaration missing its `;` still
    // declares `t`, so its uses are no further errors.
    let text = "!!NVvp4.0\nTEMP t\nMOV t, vertex.position\nMOV result.position, t;\nEND\n";
    let d = spans(text);
    assert_eq!(
        d,
        [
            (
                Some("gp4/syntax"),
                text.find(" t\n").unwrap() + 2,
                "expected `;`, found `MOV`".to_string()
            ),
            (
                Some("gp4/syntax"),
                text.find("position\n").unwrap() + "position".len(),
                "expected `;`, found `MOV`".to_string()
            ),
        ]
    );
    // The same on one line: the rest of the statement is skipped.
    let text = "!!NVvp4.0\nTEMP t MOV t, 1;\nMOV result.position, t;\nEND\n";
    assert_eq!(spans(text).len(), 1, "{:#?}", spans(text));
}

#[test]
fn writing_an_input_names_it() {
    // NV_gpu_program4 §2.X.3.2: attributes are read-only.
    let text = "!!NVfp4.0\nMOV fragment.color, fragment.texcoord[0];\nEND\n";
    assert_eq!(
        spans(text),
        [(
            Some("gp4/write-input"),
            text.find("fragment.color").unwrap(),
            "`fragment.color` is an input and cannot be written".to_string()
        )]
    );
}

#[test]
fn misspelt_bindings_get_a_suggestion() {
    let e = shasm_gp4::load("!!NVvp4.0\nMOV result.colour, vertex.postion;\nEND\n").unwrap_err();
    let labels: Vec<_> = e.diagnostics.iter().map(|d| d.label.clone()).collect();
    assert_eq!(labels, [Some("did you mean `color`?".to_string()),]);
}

/// The label of each diagnostic of a program that fails.
fn labels(text: &str) -> Vec<Option<String>> {
    shasm_gp4::load(text)
        .expect_err(text)
        .diagnostics
        .iter()
        .map(|d| d.label.clone())
        .collect()
}

#[test]
fn misspelt_instructions_names_and_options_get_a_suggestion() {
    assert_eq!(
        labels("!!NVfp4.0\nMOVE result.color, 1;\nEND\n"),
        [Some("did you mean `MOV`?".to_string())]
    );
    assert_eq!(
        labels("!!NVfp4.0\nTEMP color;\nMOV color, 1;\nMOV result.color, colr;\nEND\n"),
        [Some("did you mean `color`?".to_string())]
    );
    assert_eq!(
        labels("!!NVfp4.0\nOPTION ARB_precision_hint_fastst;\nMOV result.color, 1;\nEND\n"),
        [Some(
            "did you mean `ARB_precision_hint_fastest`?".to_string()
        )]
    );
    // ARB_fragment_coord_conventions' options are known to NVfp4.0
    // programs too, so a misspelling of one is suggested.
    assert_eq!(
        labels(
            "!!NVfp4.0\nOPTION ARB_fragment_coord_origin_upper_lef;\nMOV result.color, 1;\nEND\n"
        ),
        [Some(
            "did you mean `ARB_fragment_coord_origin_upper_left`?".to_string()
        )]
    );
    // Nothing close: no guess.
    assert_eq!(labels("!!NVfp4.0\nFROB result.color, 1;\nEND\n"), [None]);
}
