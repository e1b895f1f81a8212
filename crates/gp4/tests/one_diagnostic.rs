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
