//! Rendered diagnostics of each class of load-time error, as insta
//! snapshots. Each must point at the offending token.

use insta::assert_snapshot;

/// Parse `body`, which must fail, and render every diagnostic.
fn diagnose(body: &str) -> String {
    match shasm_tgsi::parse(body) {
        Ok(_) => panic!("expected an error for\n{body}"),
        Err(d) => shasm_diag::render("test.tgsi", body, &d.0),
    }
}

/// A vertex program with the usual declarations around `code`.
fn vert(code: &str) -> String {
    format!(
        "VERT\nDCL IN[0..1]\nDCL OUT[0], POSITION\nDCL CONST[0..3]\nDCL TEMP[0..1]\n\
         IMM[0] FLT32 {{0.0, 1.0, 2.0, 3.0}}\n{code}END\n"
    )
}

#[test]
fn header_missing() {
    assert_snapshot!(diagnose("DCL OUT[0]\nMOV OUT[0], IMM[0]\nEND\n"));
}

#[test]
fn header_unknown() {
    assert_snapshot!(diagnose("VERTEX\nDCL OUT[0]\nEND\n"));
}

#[test]
fn header_tessellation() {
    assert_snapshot!(diagnose("TESS_CTRL\nEND\n"));
}

#[test]
fn header_empty() {
    assert_snapshot!(diagnose("  \n\n"));
}

#[test]
fn header_twice() {
    assert_snapshot!(diagnose("FRAG\nFRAG\nEND\n"));
}

#[test]
fn unknown_opcode() {
    assert_snapshot!(diagnose(&vert("MOVE TEMP[0], IN[0]\n")));
}

#[test]
fn unsupported_opcode() {
    assert_snapshot!(diagnose(&vert("UDIV TEMP[0], IN[0], IN[1]\n")));
}

#[test]
fn bad_swizzle() {
    assert_snapshot!(diagnose(&vert(
        "MOV TEMP[0], IN[0].xyzwx\nMOV TEMP[1], IN[0].xq\n"
    )));
}

#[test]
fn bad_write_mask() {
    assert_snapshot!(diagnose(&vert(
        "MOV TEMP[0].yx, IN[0]\nMOV TEMP[1].xx, IN[0]\n"
    )));
}

#[test]
fn register_index_out_of_range() {
    assert_snapshot!(diagnose(&vert("MOV TEMP[0], CONST[4096]\n")));
}

#[test]
fn huge_declared_range() {
    assert_snapshot!(diagnose(
        &vert("").replace("DCL TEMP[0..1]", "DCL TEMP[0..4000000000]")
    ));
}

#[test]
fn integer_overflow() {
    assert_snapshot!(diagnose(&vert("MOV TEMP[0], CONST[4294967296]\n")));
}

#[test]
fn empty_declared_range() {
    assert_snapshot!(diagnose("VERT\nDCL TEMP[3..1]\nEND\n"));
}

#[test]
fn undeclared_registers() {
    assert_snapshot!(diagnose(&vert(
        "MOV TEMP[2], IN[0]\nADD TEMP[0], IN[2], CONST[ADDR[0].x]\nMOV OUT[0], IMM[1]\n"
    )));
}

#[test]
fn declared_twice() {
    assert_snapshot!(diagnose("VERT\nDCL TEMP[0..3]\nDCL TEMP[2]\nEND\n"));
}

#[test]
fn too_few_operands() {
    assert_snapshot!(diagnose(&vert("ADD TEMP[0], IN[0]\n")));
}

#[test]
fn too_many_operands() {
    assert_snapshot!(diagnose(&vert("MOV TEMP[0], IN[0], IN[1]\nEND TEMP[0]\n")));
}

#[test]
fn missing_end() {
    assert_snapshot!(diagnose("VERT\nDCL OUT[0]\nDCL IN[0]\nMOV OUT[0], IN[0]\n"));
}

#[test]
fn second_end() {
    assert_snapshot!(diagnose(&vert("END\n")));
}

#[test]
fn if_without_endif() {
    assert_snapshot!(diagnose(&vert("IF IN[0].xxxx\nMOV TEMP[0], IN[1]\n")));
}

#[test]
fn endif_and_else_without_if() {
    assert_snapshot!(diagnose(&vert("ELSE\nENDIF\n")));
}

#[test]
fn loops_unbalanced() {
    assert_snapshot!(diagnose(&vert(
        "BGNLOOP\nIF IN[0].xxxx\nENDLOOP\nENDLOOP\n"
    )));
}

#[test]
fn brk_and_cont_outside_loops() {
    assert_snapshot!(diagnose(&vert("BRK\nBGNSUB\nCONT\nENDSUB\n")));
}

#[test]
fn writes_to_read_only_files() {
    assert_snapshot!(diagnose(&vert(
        "MOV IN[0], TEMP[0]\nMOV CONST[1].x, TEMP[0]\n"
    )));
}

#[test]
fn address_register_writes() {
    assert_snapshot!(diagnose(
        &vert("ARL TEMP[0].x, IN[0]\nMOV ADDR[0].x, IN[0]\n")
            .replace("VERT\n", "VERT\nDCL ADDR[0]\n")
    ));
}

#[test]
fn relative_addressing_through_temp() {
    assert_snapshot!(diagnose(&vert("MOV TEMP[0], CONST[TEMP[1].x+1]\n")));
}

#[test]
fn immediates_out_of_order() {
    assert_snapshot!(diagnose(
        "VERT\nIMM[0] FLT32 {1.0}\nIMM[2] FLT32 {2.0}\nEND\n"
    ));
}

#[test]
fn bad_immediate_values() {
    assert_snapshot!(diagnose(
        "VERT\nIMM[0] UINT32 {-1}\nIMM[0] INT32 {2147483648}\nIMM[0] FLT32 {0x123456789}\n\
         IMM[0] FLT32 {1.0, 2.0, 3.0, 4.0, 5.0}\nIMM[0] FLT64 {1.0}\nIMM[0] FLT32 {abc}\nEND\n"
    ));
}

#[test]
fn comments_are_not_tgsi() {
    assert_snapshot!(diagnose(&vert("; move\nMOV TEMP[0], IN[0]\n")));
}

#[test]
fn texture_operands() {
    let text = "FRAG\nDCL IN[0], GENERIC[0], PERSPECTIVE\nDCL OUT[0], COLOR\nDCL SAMP[0]\n\
                TEX OUT[0], IN[0], SAMP[1], 2D\nTEX OUT[0], IN[0], SAMP[0], 4D\n\
                TEX OUT[0], IN[0], SAMP[0], 2D, IN[0]\nTEX OUT[0], IN[0], IN[0], 2D\n\
                MOV OUT[0], SAMP[0]\nEND\n";
    assert_snapshot!(diagnose(text));
}

#[test]
fn cal_targets() {
    assert_snapshot!(diagnose(&vert("CAL\nCAL :99\n")));
}

#[test]
fn label_on_a_non_branch_instruction() {
    assert_snapshot!(diagnose(&vert("BGNLOOP\nBRK :3\nENDLOOP\n")));
}

#[test]
fn saturate_without_destination() {
    assert_snapshot!(diagnose(&vert("KILL_SAT\n")));
}

#[test]
fn unknown_property_and_bad_value() {
    assert_snapshot!(diagnose(
        "GEOM\nPROPERTY GS_SOMETHING 1\nPROPERTY GS_INPUT_PRIMITIVE HEXAGONS\nEND\n"
    ));
}

#[test]
fn semantics_where_none_belong() {
    assert_snapshot!(diagnose(
        "VERT\nDCL IN[0], POSITION\nDCL TEMP[0], GENERIC[0]\nDCL SV[0]\nDCL OUT[0], FLAVOUR\nEND\n"
    ));
}

#[test]
fn geometry_inputs() {
    assert_snapshot!(diagnose(
        "GEOM\nPROPERTY GS_INPUT_PRIMITIVE LINES\nDCL IN[][0]\nDCL OUT[0], POSITION\n\
         MOV OUT[0], IN[0]\nMOV OUT[0], IN[2][0]\nMOV OUT[0], CONST[32][0]\n\
         IMM[0] UINT32 {0, 1, 0, 0}\nEMIT IMM[0].yyyy\nEMIT TEMP[0].xxxx\nEND\n"
    ));
}

#[test]
fn every_error_of_a_file_is_reported() {
    assert_snapshot!(diagnose(
        "FRAG\nDCL IN[0], GENERIC[0], LINEAR\nDCL OUT[0], COLOR\nDCL TEMP[0]\n\
         MOV TEMP[0], IN[0].xyzq\nMUL TEMP[0], IN[0]\nFOO TEMP[0]\nMOV TEMP[1], IN[0]\n\
         IF TEMP[0].xxxx\nMOV OUT[0], TEMP[0]\n"
    ));
}

/// The stable code of each diagnostic of `body`, in order.
fn codes(body: &str) -> Vec<&'static str> {
    let errors = shasm_tgsi::parse(body).unwrap_err();
    errors
        .diagnostics()
        .iter()
        .map(|d| d.code.expect("every TGSI diagnostic has a code"))
        .collect()
}

#[test]
fn each_rule_has_its_code() {
    assert_eq!(codes("VERTEX\nEND\n"), ["tgsi/missing-header"]);
    assert_eq!(codes("TESS_EVAL\nEND\n"), ["tgsi/unsupported-stage"]);
    assert_eq!(codes(&vert("FOO TEMP[0]\n")), ["tgsi/unknown-opcode"]);
    assert_eq!(
        codes(&vert("MOV TEMP[0], TEMP[5]\n")),
        ["tgsi/undeclared-register"]
    );
    assert_eq!(
        codes(&vert("MOV TEMP[0].xx, IN[0]\n")),
        ["tgsi/bad-write-mask"]
    );
    assert_eq!(
        codes(&vert("MOV TEMP[0], IN[0].xq\n")),
        ["tgsi/bad-swizzle"]
    );
    assert_eq!(codes(&vert("MOV IN[0], TEMP[0]\n")), ["tgsi/write-input"]);
    assert_eq!(
        codes(&vert("MOV CONST[0], TEMP[0]\n")),
        ["tgsi/read-only-destination"]
    );
    assert_eq!(codes(&vert("ENDIF\n")), ["tgsi/unbalanced-block"]);
    assert_eq!(codes(&vert("BRK\n")), ["tgsi/break-outside-loop"]);
    assert_eq!(codes(&vert("END\n")), ["tgsi/second-end"]);
    assert_eq!(codes("VERT\nDCL TEMP[0]\n"), ["tgsi/missing-end"]);
    assert_eq!(
        codes("VERT\nDCL TEMP[0..3]\nDCL TEMP[2]\nEND\n"),
        ["tgsi/declared-twice"]
    );
    assert_eq!(codes(&vert("MOV TEMP[0, IN[0]\n")), ["tgsi/syntax"]);
}
