//! The instruction limit on hostile input (issue 19): a program of far
//! more instructions than MAX_PROGRAM_INSTRUCTIONS_ARB (4096 in the model,
//! `shasm_gp4::check::MAX_INSTRUCTIONS`; ARB_vertex_program §2.14.6.2:
//! a program that exceeds it fails to load) gets one diagnostic, at the
//! first instruction past the limit, and the parser keeps no more of it
//! than that instruction.

use shasm_gp4::check::MAX_INSTRUCTIONS;
use shasm_gp4::table::ProgramKind;

/// `IF NE.x;`, then `count` RETs; its ENDIF and a syntax error come after
/// them.
fn long_program(header: &str, options: &str, count: usize) -> (String, usize) {
    let head = format!("{header}\n{options}IF NE.x;\n");
    let text = format!("{head}{}ENDIF;\nFOO BAR;\nEND\n", "RET;\n".repeat(count));
    (text, head.len())
}

#[track_caller]
fn one_limit_diagnostic(text: &str, at: usize, limit: usize) {
    let e = match shasm_gp4::load(text) {
        Ok(_) => panic!("a program past the limit loaded"),
        Err(e) => e,
    };
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    let d = &e.diagnostics[0];
    assert_eq!(d.code, Some("gp4/too-many-instructions"));
    assert_eq!(d.span, at..at + 3, "{d:?}");
    assert_eq!(
        d.message,
        if limit == MAX_INSTRUCTIONS {
            format!("more than {limit} instructions (MAX_PROGRAM_INSTRUCTIONS_ARB)")
        } else {
            format!(
                "more than {limit} instructions (MAX_PROGRAM_INSTRUCTIONS_ARB, less what the fog option takes)"
            )
        }
    );
}

#[test]
fn a_hundred_thousand_instructions_give_one_diagnostic() {
    let (text, body) = long_program("!!NVvp4.0", "", 100_000);
    // The IF is instruction 1, so instruction MAX + 1 is RET number MAX.
    let at = body + (MAX_INSTRUCTIONS - 1) * "RET;\n".len();
    // Not the IF left open, the ENDIF past the limit nor the bad statement
    // after it: what follows the limit is not read.
    one_limit_diagnostic(&text, at, MAX_INSTRUCTIONS);
}

#[test]
fn a_fog_option_lowers_the_limit_the_diagnostic_names() {
    // ARB_fragment_program §3.11.4.5.1: ARB_fog_exp2 takes 4 instructions.
    let (text, body) = long_program("!!NVfp4.0", "OPTION ARB_fog_exp2;\n", 100_000);
    let limit = MAX_INSTRUCTIONS - 4;
    let at = body + (limit - 1) * "RET;\n".len();
    one_limit_diagnostic(&text, at, limit);
}

#[test]
fn the_parser_keeps_no_more_than_one_instruction_past_the_limit() {
    // What a hostile file costs is bounded by the limit, not by its length.
    let (text, _) = long_program("!!NVvp4.0", "", 100_000);
    let (ast, errors) = shasm_gp4::parser::parse(&text, ProgramKind::Vertex);
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(ast.statements.len(), MAX_INSTRUCTIONS + 1);
}

#[test]
fn a_program_at_the_limit_loads() {
    let text = format!("!!NVvp4.0\n{}END\n", "RET;\n".repeat(MAX_INSTRUCTIONS));
    assert!(shasm_gp4::load(&text).is_ok());
}
