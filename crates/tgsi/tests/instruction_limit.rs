//! The instruction limit of shasm's own (issue 19): TGSI sets none, so
//! shasm reads at most `limits::MAX_INSTRUCTIONS` instructions of a
//! program (`END` included) and stops at the first one past it with one
//! `tgsi/too-many-instructions` diagnostic; text that shasm printed itself
//! is not held to it.

use shasm_ir::{Dst, File, Instruction, Opcode, Program, Semantics, Src, Stage};
use shasm_tgsi::limits::MAX_INSTRUCTIONS;

/// `count` NOPs and END, with an IF whose ENDIF comes after them and a
/// bad line after that.
fn nops(count: usize) -> (String, usize) {
    let head = "VERT\nDCL TEMP[0]\nIF TEMP[0].xxxx\n";
    let text = format!("{head}{}ENDIF\nFOO\nEND\n", "NOP\n".repeat(count));
    (text, head.len())
}

#[test]
fn a_program_at_the_limit_loads() {
    // IF, NOPs, ENDIF, END: MAX_INSTRUCTIONS in all.
    let text = format!(
        "VERT\nDCL TEMP[0]\nIF TEMP[0].xxxx\n{}ENDIF\nEND\n",
        "NOP\n".repeat(MAX_INSTRUCTIONS - 3)
    );
    let program = shasm_tgsi::parse(&text).expect("loads");
    assert_eq!(program.instructions.len(), MAX_INSTRUCTIONS);
}

#[test]
fn the_first_instruction_past_the_limit_is_the_one_diagnostic() {
    let (text, body) = nops(MAX_INSTRUCTIONS + 1000);
    let e = shasm_tgsi::parse(&text).unwrap_err();
    assert!(e.is_over_limit());
    // Not the IF left open, nor the bad line: the rest is not read.
    assert_eq!(e.diagnostics().len(), 1, "{:#?}", e.diagnostics());
    let d = &e.diagnostics()[0];
    assert_eq!(d.code, Some("tgsi/too-many-instructions"));
    assert_eq!(
        d.message,
        format!(
            "more than {MAX_INSTRUCTIONS} instructions, the most shasm reads in a TGSI program"
        )
    );
    // The IF is instruction 1: instruction MAX + 1 is NOP number MAX.
    let at = body + (MAX_INSTRUCTIONS - 1) * "NOP\n".len();
    assert_eq!(d.span, at..at + 3);
}

#[test]
fn invalid_programs_are_not_over_a_limit() {
    let e = shasm_tgsi::parse("VERT\nFOO\nEND\n").unwrap_err();
    assert!(!e.is_over_limit());
    let e = shasm_tgsi::parse(&" ".repeat(shasm_tgsi::limits::MAX_SOURCE_LEN + 1)).unwrap_err();
    assert!(e.is_over_limit(), "the text limit is shasm's too");
}

#[test]
fn printing_is_not_held_to_the_limit() {
    // A program past the limit (as a translation from another language
    // may expand to): to_text prints it, and the text is what it is, a
    // program past shasm's limit, not one TGSI cannot express.
    let mut program = Program::new(Stage::Vertex, Semantics::tgsi());
    program
        .declarations
        .push(shasm_ir::Declaration::new(File::Temp, 0, 0));
    for _ in 0..MAX_INSTRUCTIONS {
        program.instructions.push(
            Instruction::new(Opcode::Mov)
                .with_dst(Dst::new(File::Temp, 0))
                .with_src(Src::new(File::Temp, 0)),
        );
    }
    program.instructions.push(Instruction::new(Opcode::End));
    let text = shasm_tgsi::to_text(&program).expect("prints");
    let e = shasm_tgsi::parse(&text).unwrap_err();
    assert!(e.is_over_limit(), "{:#?}", e.diagnostics());
}
