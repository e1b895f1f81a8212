//! Every load-time failure of NV_fragment_program (notes §7.1), each with its
//! rendered diagnostic pointing at the offending token (insta snapshots of
//! `shasm_diag::render`), plus the GL error position and string (§5.7,
//! notes §7.2).

use shasm_nv::fp::{self, Limits};

/// Render the diagnostics of a program that must fail to load.
fn diag(text: &str) -> String {
    diag_with(text, &Limits::default())
}

fn diag_with(text: &str, limits: &Limits) -> String {
    let err = fp::load_with(text, limits).expect_err("the program must fail to load");
    shasm_diag::render("test.fp", text, &err.diagnostics)
}

/// First line of each rendered diagnostic.
fn first_lines(text: &str) -> Vec<String> {
    let err = fp::load(text).expect_err("the program must fail to load");
    err.diagnostics
        .iter()
        .map(|d| {
            let (l, c) = shasm_diag::line_col(text, d.span.start);
            format!("{l}:{c}: {}", d.message)
        })
        .collect()
}

macro_rules! snapshot_cases {
    ($($name:ident: $text:expr;)*) => {
        $(
            #[test]
            fn $name() {
                insta::assert_snapshot!(diag($text));
            }
        )*
    };
}

// ---- syntax: header, END, tokens, case (notes §7.1 #1-#3) ----------------
snapshot_cases! {
    missing_header: "MOV o[COLR], R0;\nEND\n";
    whitespace_before_header: " !!FP1.0\nMOV o[COLR], R0;\nEND\n";
    vertex_header: "!!VP1.0\nMOV o[COLR], R0;\nEND\n";
    missing_end: "!!FP1.0\nMOV o[COLR], R0;\n";
    text_after_end: "!!FP1.0\nMOV o[COLR], R0;\nEND\nMOV R0, R1;\n";
    no_statements: "!!FP1.0\nEND\n";
    bad_character: "!!FP1.0\nMOV o[COLR], @R0;\nEND\n";
    non_ascii_character: "!!FP1.0\nMOV o[COLR], R0; # ok\nMOV R1, é;\nEND\n";
    lower_case_mnemonic: "!!FP1.0\nmov o[COLR], R0;\nEND\n";
    lower_case_register: "!!FP1.0\nMOV o[COLR], r0;\nEND\n";
    upper_case_swizzle: "!!FP1.0\nMOV o[COLR], R0.X;\nEND\n";
    upper_case_attribute_file: "!!FP1.0\nMOV o[COLR], F[TEX0];\nEND\n";
    unknown_instruction: "!!FP1.0\nABS o[COLR], R0;\nEND\n";
}

// ---- mnemonics and suffixes (notes §3.5, §7.1 #4) -------------------------
snapshot_cases! {
    suffixes_out_of_order: "!!FP1.0\nMOVCX o[COLR], R0;\nEND\n";
    sat_before_c: "!!FP1.0\nMOV_SATC o[COLR], R0;\nEND\n";
    double_precision_suffix: "!!FP1.0\nMOVRH o[COLR], R0;\nEND\n";
    rcp_has_no_x: "!!FP1.0\nRCPX o[COLR], R0.x;\nEND\n";
    dst_has_no_x: "!!FP1.0\nDSTX o[COLR], R0, R1;\nEND\n";
    tex_has_no_precision: "!!FP1.0\nTEXH o[COLR], f[TEX0], TEX0, 2D;\nEND\n";
    pack_has_no_c: "!!FP1.0\nPK2HC o[COLR], R0;\nEND\n";
    pack_has_no_sat: "!!FP1.0\nPK4UB_SAT o[COLR], R0;\nEND\n";
    unpack_has_no_precision: "!!FP1.0\nUP2HR o[COLR], R0.x;\nEND\n";
    kil_has_no_c: "!!FP1.0\nMOV o[COLR], R0;\nKILC EQ;\nEND\n";
}

// ---- punctuation and operand counts (notes §7.1 #5) -----------------------
snapshot_cases! {
    missing_semicolon: "!!FP1.0\nMOV R0, R1\nMOV o[COLR], R0;\nEND\n";
    missing_comma: "!!FP1.0\nADD o[COLR], R0 R1;\nEND\n";
    too_few_operands: "!!FP1.0\nADD o[COLR], R0;\nEND\n";
    too_many_operands: "!!FP1.0\nMOV o[COLR], R0, R1;\nEND\n";
    missing_bracket: "!!FP1.0\nMOV o[COLR], f[TEX0;\nEND\n";
    missing_paren: "!!FP1.0\nMOV o[COLR] (EQ, R0;\nEND\n";
    missing_bar: "!!FP1.0\nMOV o[COLR], |R0;\nEND\n";
    missing_brace: "!!FP1.0\nMOV o[COLR], {1, 2;\nEND\n";
    kil_with_parentheses: "!!FP1.0\nMOV o[COLR], R0;\nKIL (EQ);\nEND\n";
    kil_without_test: "!!FP1.0\nMOV o[COLR], R0;\nKIL;\nEND\n";
}

// ---- suffixes, masks, CC tests (notes §7.1 #6, #7) ------------------------
snapshot_cases! {
    two_letter_swizzle: "!!FP1.0\nMOV o[COLR], R0.xy;\nEND\n";
    three_letter_swizzle: "!!FP1.0\nMOV o[COLR], R0.xyz;\nEND\n";
    mask_out_of_order: "!!FP1.0\nMOV o[COLR].yx, R0;\nEND\n";
    mask_repeated: "!!FP1.0\nMOV o[COLR].xx, R0;\nEND\n";
    mask_empty: "!!FP1.0\nMOV o[COLR]., R0;\nEND\n";
    cc_two_letter_swizzle: "!!FP1.0\nMOV o[COLR] (EQ.xy), R0;\nEND\n";
    kil_two_letter_swizzle: "!!FP1.0\nMOV o[COLR], R0;\nKIL EQ.xy;\nEND\n";
    unknown_cc_rule: "!!FP1.0\nMOV o[COLR] (UN), R0;\nEND\n";
    scalar_operand_without_selector: "!!FP1.0\nRCP o[COLR], R1;\nEND\n";
    scalar_operand_with_swizzle: "!!FP1.0\nRCP o[COLR], R1.xxxx;\nEND\n";
    scalar_operand_vector_constant: "!!FP1.0\nRCP o[COLR], {2};\nEND\n";
    suffix_on_scalar_literal: "!!FP1.0\nMOV o[COLR], 2.x;\nEND\n";
    suffix_on_scalar_name: "!!FP1.0\nDEFINE pi = 3.14;\nMOV o[COLR], pi.x;\nEND\n";
    abs_outside_suffix: "!!FP1.0\nMOV o[COLR], |R0|.x;\nEND\n";
    double_negation: "!!FP1.0\nMOV o[COLR], --1;\nEND\n";
    negated_signed_literal: "!!FP1.0\nMOV o[COLR], -+1;\nEND\n";
}

// ---- register names (notes §7.1 #8, #9) ----------------------------------
snapshot_cases! {
    r32: "!!FP1.0\nMOV o[COLR], R32;\nEND\n";
    h64: "!!FP1.0\nMOV H64, R0;\nMOV o[COLR], R0;\nEND\n";
    bad_attribute: "!!FP1.0\nMOV o[COLR], f[COL2];\nEND\n";
    tex8_attribute: "!!FP1.0\nMOV o[COLR], f[TEX8];\nEND\n";
    tex_output: "!!FP1.0\nMOV o[TEX0], R0;\nEND\n";
    unit_16: "!!FP1.0\nTEX o[COLR], f[TEX0], TEX16, 2D;\nEND\n";
    bad_target: "!!FP1.0\nTEX o[COLR], f[TEX0], TEX0, 4D;\nEND\n";
    lower_case_target: "!!FP1.0\nTEX o[COLR], f[TEX0], TEX0, cube;\nEND\n";
    local_out_of_range: "!!FP1.0\nMOV o[COLR], p[64];\nEND\n";
    local_not_a_number: "!!FP1.0\nMOV o[COLR], p[x];\nEND\n";
    read_output: "!!FP1.0\nMOV R0, o[COLR];\nMOV o[COLR], R0;\nEND\n";
    read_rc: "!!FP1.0\nMOV o[COLR], RC;\nEND\n";
    read_hc: "!!FP1.0\nMOV o[COLR], HC.x;\nEND\n";
    write_attribute: "!!FP1.0\nMOV f[TEX0], R0;\nMOV o[COLR], R0;\nEND\n";
    write_local: "!!FP1.0\nMOV p[0], R0;\nMOV o[COLR], R0;\nEND\n";
    write_named_parameter: "!!FP1.0\nDECLARE k;\nMOV k, R0;\nMOV o[COLR], R0;\nEND\n";
    write_named_constant: "!!FP1.0\nDEFINE k = 1;\nMOV k, R0;\nMOV o[COLR], R0;\nEND\n";
    write_literal: "!!FP1.0\nMOV 1, R0;\nMOV o[COLR], R0;\nEND\n";
}

// ---- constants and numbers (notes §7.1 #10) -------------------------------
snapshot_cases! {
    empty_vector_constant: "!!FP1.0\nMOV o[COLR], {};\nEND\n";
    five_component_vector: "!!FP1.0\nMOV o[COLR], {1,2,3,4,5};\nEND\n";
    exponent_without_digits: "!!FP1.0\nMOV o[COLR], 1e;\nEND\n";
    two_decimal_points: "!!FP1.0\nMOV o[COLR], 1.2.3;\nEND\n";
    hex_number: "!!FP1.0\nMOV o[COLR], 0x10;\nEND\n";
    vector_name_inside_braces: "!!FP1.0\nDEFINE v = {1,2};\nMOV o[COLR], {v, 1};\nEND\n";
}

// ---- names (notes §7.1 #11, §1.5) -----------------------------------------
snapshot_cases! {
    name_is_mnemonic: "!!FP1.0\nDEFINE MOV = 1;\nMOV o[COLR], R0;\nEND\n";
    name_is_suffixed_mnemonic: "!!FP1.0\nDECLARE ADDRC_SAT;\nMOV o[COLR], R0;\nEND\n";
    name_is_register: "!!FP1.0\nDEFINE R0 = 1;\nMOV o[COLR], R0;\nEND\n";
    name_is_texture_unit: "!!FP1.0\nDEFINE TEX15 = 1;\nMOV o[COLR], R0;\nEND\n";
    name_is_keyword: "!!FP1.0\nDEFINE END = 1;\nMOV o[COLR], R0;\nEND\n";
    name_is_cc_rule: "!!FP1.0\nDECLARE GT;\nMOV o[COLR], R0;\nEND\n";
    name_is_attribute: "!!FP1.0\nDECLARE WPOS;\nMOV o[COLR], R0;\nEND\n";
    name_is_grammar_letter: "!!FP1.0\nDEFINE x = 1;\nMOV o[COLR], R0;\nEND\n";
    name_starts_with_digit: "!!FP1.0\nDEFINE 2pi = 6.28;\nMOV o[COLR], R0;\nEND\n";
    name_defined_twice: "!!FP1.0\nDEFINE a = 1;\nDECLARE a;\nMOV o[COLR], R0;\nEND\n";
    name_used_before_definition: "!!FP1.0\nMOV o[COLR], k;\nDEFINE k = 1;\nEND\n";
    name_never_defined: "!!FP1.0\nMOV o[COLR], undefinedName;\nEND\n";
    declared_name_in_initialiser: "!!FP1.0\nDECLARE a = 1;\nDEFINE b = a;\nMOV o[COLR], R0;\nEND\n";
    declared_name_in_braces: "!!FP1.0\nDECLARE a = 1;\nDECLARE b = {a, 1};\nMOV o[COLR], R0;\nEND\n";
    signed_name_in_define: "!!FP1.0\nDEFINE a = 1;\nDEFINE b = -a;\nMOV o[COLR], R0;\nEND\n";
    scalar_name_in_vector_define: "!!FP1.0\nDEFINE v = {1,2};\nDEFINE b = {v};\nMOV o[COLR], R0;\nEND\n";
}

// ---- semantic rules (notes §7.1 #12-#22) ----------------------------------
snapshot_cases! {
    two_attributes: "!!FP1.0\nADD o[COLR], f[TEX0], f[TEX1];\nEND\n";
    two_locals: "!!FP1.0\nADD o[COLR], p[0], p[1];\nEND\n";
    local_and_literal: "!!FP1.0\nMUL o[COLR], p[0], 2;\nEND\n";
    literal_and_local: "!!FP1.0\nMUL o[COLR], 2, p[0];\nEND\n";
    declared_and_vector: "!!FP1.0\nDECLARE myDeclared;\nADD o[COLR], myDeclared, {1,2};\nEND\n";
    two_declared: "!!FP1.0\nDECLARE a;\nDECLARE b;\nADD o[COLR], a, b;\nEND\n";
    five_values_negated_literal: "!!FP1.0\nADD o[COLR], {1,2,3,4}, -4;\nEND\n";
    five_values_abs_literal: "!!FP1.0\nADD o[COLR], {1,2,3,4}, |-4|;\nEND\n";
    eight_values: "!!FP1.0\nADD o[COLR], {1,2,3,4}, -{-1,-2,-3,-4};\nEND\n";
    seven_values_selected: "!!FP1.0\nADD o[COLR], {1,2,3,4}, {4,5,6,7}.x;\nEND\n";
    defined_values_count: "!!FP1.0\nDEFINE c = {1,2,3,4};\nDEFINE five = 5;\nMAD o[COLR], c, R0, five;\nEND\n";
    texture_target_conflict: "!!FP1.0\nTEX R0, f[TEX0], TEX2, 2D;\nTXP R1, f[TEX1], TEX2, 3D;\nADD o[COLR], R0, R1;\nEND\n";
    colr_and_colh: "!!FP1.0\nMOV o[COLR], R0;\nMOV o[COLH], R0;\nEND\n";
    no_output: "!!FP1.0\nMOV R0, f[COL0];\nEND\n";
    pack_into_h: "!!FP1.0\nPK2H H0, R0;\nMOV o[COLR], R0;\nEND\n";
    pack_into_hc: "!!FP1.0\nPK4UB HC, R0;\nMOV o[COLR], R0;\nEND\n";
    pack_into_colh: "!!FP1.0\nPK2US o[COLH], R0;\nEND\n";
    unpack_from_h: "!!FP1.0\nUP2H o[COLR], H0.x;\nEND\n";
    rfl_with_w: "!!FP1.0\nRFL o[COLR].xyzw, R0, R1;\nEND\n";
    rfl_without_mask: "!!FP1.0\nRFL o[COLR], R0, R1;\nEND\n";
    register_budget: "!!FP1.0\nMOV R0, R1; MOV R2, R3; MOV R4, R5; MOV R6, R7; MOV R8, R9;\nMOV R10, R11; MOV R12, R13; MOV R14, R15; MOV R16, R17; MOV R18, R19;\nMOV R20, R21; MOV R22, R23; MOV R24, R25; MOV R26, R27; MOV R28, R29;\nMOV R30, R31;\nMOV o[COLR], R0;\nEND\n";
}

#[test]
fn several_errors_are_all_reported() {
    // docs/cli.md: every error of a file is reported where recovery is possible.
    let text = "!!FP1.0\nMOV o[COLR], R0;\nMOV R3, R32;\nADD R0, f[TEX0], f[TEX1];\nRCPX R1, R0.x;\nMOV R2, undefinedName;\nMOV o[COLH], R0;\nEND\n";
    assert_eq!(
        first_lines(text),
        [
            "3:9: register R32 does not exist",
            "4:18: an instruction can read only one attribute register, but this one reads f[TEX0] and f[TEX1]",
            "5:1: RCP does not take the X precision suffix",
            "6:9: undefined name `undefinedName`",
            "7:5: a program cannot write both o[COLR] and o[COLH]",
        ]
    );
}

#[test]
fn instruction_limit() {
    // §3.11.3: more than 1024 executable instructions fail; DEFINE and
    // DECLARE do not count.
    let mut ok = String::from("!!FP1.0\n");
    for i in 0..1024 {
        ok.push_str(&format!("DEFINE c{i} = {i};\nMOV R0, R1;\n"));
    }
    ok.push_str("MOV o[COLR], R0;\nEND\n");
    // 1025 instructions: the last one is past the limit.
    let err = fp::load(&ok).expect_err("1025 instructions");
    let last = ok.rfind("MOV o[COLR]").unwrap();
    assert_eq!(err.position, last);
    assert_eq!(
        err.first_error().unwrap().message,
        "too many instructions: a fragment program has at most 1024"
    );
    let ok = ok.replacen("MOV R0, R1;\n", "", 1);
    assert!(fp::load(&ok).is_ok());
    // A configured lower limit (ARB_fragment_program may raise it, never
    // lower it below 1024, but the check is the same).
    let limits = Limits {
        instructions: 2,
        ..Limits::default()
    };
    insta::assert_snapshot!(diag_with(
        "!!FP1.0\nMOV R0, R1;\nMOV R1, R0;\nMOV o[COLR], R0;\nEND\n",
        &limits
    ));
}

#[test]
fn lower_implementation_limits() {
    // notes D18: units or coordinate sets beyond configured limits fail.
    let limits = Limits {
        texture_units: 2,
        texture_coords: 2,
        local_parameters: 64,
        instructions: 1024,
    };
    insta::assert_snapshot!(diag_with(
        "!!FP1.0\nTEX R0, f[TEX2], TEX0, 2D;\nTEX o[COLR], R0, TEX2, 2D;\nEND\n",
        &limits
    ));
}

// ---- GL error position and string (§5.7, notes §7.2) ----------------------

#[test]
fn error_position_of_bad_header_is_zero() {
    let err = fp::load("!!FP2.0\nMOV o[COLR], R0;\nEND\n").unwrap_err();
    assert_eq!(err.position, 0);
    assert!(!err.message.is_empty());
}

#[test]
fn error_position_of_unknown_mnemonic_is_its_first_byte() {
    let text = "!!FP1.0\nMOV R0, R1;\nFOO R0, R1;\nMOV o[COLR], R0;\nEND\n";
    let err = fp::load(text).unwrap_err();
    assert_eq!(err.position, text.find("FOO").unwrap());
    // PROGRAM_ERROR_STRING_NV: `LINE:COL: MESSAGE` of the first error.
    assert_eq!(err.message, "3:1: unknown instruction `FOO`");
    assert_eq!(
        err.first_error().unwrap().code,
        Some("nv-fp/unknown-instruction")
    );
}

#[test]
fn error_position_of_whole_program_rules_is_the_length() {
    // §5.7: "If the program fails to load because of a semantic restriction
    // that cannot be determined until the program is fully scanned, the
    // error position will be len".
    let text = "!!FP1.0\nMOV R0, f[COL0];\nEND\n";
    let err = fp::load(text).unwrap_err();
    assert_eq!(err.position, text.len());
    let first = err.first_error().unwrap();
    assert_eq!(first.message, "the program writes no output register");
    assert_eq!(first.error_position, Some(text.len() as u32));
    assert_eq!(first.code, Some("nv-fp/no-output"));

    // notes §7.2 Rec.: the register budget too.
    let mut text = String::from("!!FP1.0\n");
    for i in 0..32 {
        text.push_str(&format!("MOV R{i}, R0;\n"));
    }
    text.push_str("MOV o[COLR], R0;\nEND\n");
    let err = fp::load(&text).unwrap_err();
    assert_eq!(err.position, text.len());
}

#[test]
fn pinned_errors_come_before_whole_program_ones() {
    let text = "!!FP1.0\nMOV R0, f[COL0];\nADD R0, p[0], p[1];\nEND\n";
    let err = fp::load(text).unwrap_err();
    assert_eq!(err.position, text.find("p[1]").unwrap());
    assert_eq!(err.diagnostics.len(), 2);
}

#[test]
fn writing_an_input_names_it_with_its_own_code() {
    // NV_fragment_program §3.11.1.1: fragment attributes are read-only.
    let text = "!!FP1.0\nMOV f[COL0], f[TEX0];\nEND\n";
    let e = fp::load(text).expect_err(text);
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    assert_eq!(e.diagnostics[0].code, Some("nv-fp/write-input"));
    assert_eq!(
        first_lines(text),
        ["2:5: `f[COL0]` is an input and cannot be written"]
    );
}

#[test]
fn misspelt_instructions_get_a_suggestion() {
    let text = "!!FP1.0\nMOVE o[COLR], f[TEX0];\nEND\n";
    let e = fp::load(text).expect_err(text);
    assert_eq!(
        e.diagnostics[0].label.as_deref(),
        Some("did you mean `MOV`?")
    );
}

/// The final note of a capped load: how many errors past the 50 shown.
fn capped_note(src: &str) -> String {
    let e = shasm_nv::fp::load(src).expect_err("the program has errors");
    let errors = e.diagnostics.iter().filter(|d| d.is_error()).count();
    assert_eq!(errors, shasm_diag::MAX_ERRORS);
    let last = e.diagnostics.last().unwrap();
    assert_eq!(last.code, Some("too-many-errors"));
    last.message.clone()
}

#[test]
fn past_fifty_errors_the_rest_are_counted() {
    // 57 unknown attribute registers (§3.11.3.2 names the f[] registers),
    // one error each: 50 shown, the final note counts the other 7, as the
    // vertex program, TGSI and PICA200 front ends do.
    let mut src = String::from("!!FP1.0\n");
    for _ in 0..57 {
        src.push_str("MOVR R0, f[XXX];\n");
    }
    src.push_str("MOVR o[COLR], R0;\nEND\n");
    assert_eq!(
        capped_note(&src),
        "too many errors: stopped after 50 (7 more errors not shown; fix these first)"
    );
    // Invalid characters are errors like any other and count too.
    let src = format!(
        "!!FP1.0\n{}MOVR o[COLR], f[WPOS];\nEND\n",
        "MOVR R0, f[WPOS]@;\n".repeat(53)
    );
    assert_eq!(
        capped_note(&src),
        "too many errors: stopped after 50 (3 more errors not shown; fix these first)"
    );
}

/// A declaration refused for its reserved name (`GT` is a condition rule,
/// a reserved word of NV_fragment_program §3.11.2) is the one mistake: the
/// uses of that name after it are not each "undefined" as well.
#[test]
fn a_reserved_name_is_one_error_not_one_per_use() {
    let text = "!!FP1.0\nDECLARE GT;\nMOV o[COLR], GT;\nADD o[COLR], GT, GT;\nEND\n";
    assert_eq!(
        first_lines(text),
        ["2:9: `GT` cannot be used as a name".to_string()]
    );
}
