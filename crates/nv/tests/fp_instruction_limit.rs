//! NV_fragment_program §3.11.3: "A fragment program fails to load if it
//! contains more than 1024 executable instructions". On hostile input
//! (issue 19) that is one diagnostic, at the first instruction too many,
//! and the parser keeps no more of the program than that instruction.

use shasm_nv::fp::{Limits, parser};

/// `count` MOVs, then the colour write, a bad statement and END.
fn long_program(count: usize) -> String {
    format!(
        "!!FP1.0\n{}MOV o[COLR], R0;\nFOO;\nEND\n",
        "MOV R0, f[COL0];\n".repeat(count)
    )
}

#[test]
fn twenty_thousand_instructions_give_one_diagnostic() {
    let text = long_program(20_000);
    let e = match shasm_nv::fp::load(&text) {
        Ok(_) => panic!("a program past the limit loaded"),
        Err(e) => e,
    };
    // Not the bad statement after the limit, nor "no output written" for
    // a colour write that the parser did not read.
    assert_eq!(e.diagnostics.len(), 1, "{:#?}", e.diagnostics);
    let d = &e.diagnostics[0];
    assert_eq!(d.code, Some("nv-fp/too-many-instructions"));
    let at = "!!FP1.0\n".len() + 1024 * "MOV R0, f[COL0];\n".len();
    assert_eq!(d.span, at..at + 3);
}

#[test]
fn the_parser_keeps_one_instruction_past_the_limit() {
    let limits = Limits::default();
    let (ast, errors) = parser::parse(&long_program(20_000), &limits);
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(ast.instructions.len(), limits.instructions as usize + 1);
}
