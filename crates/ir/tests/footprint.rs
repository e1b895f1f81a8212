//! The size of an IR instruction (issue 19). A loaded program is held more
//! than once while a command runs (the loaded program, the executable's
//! copy, and a clone for `--budget`), so that each instruction's bytes
//! count several times over for every instruction of a program: 65,536 of
//! them in a TGSI program at shasm's limit. The operands live in `src`'s
//! heap block; what is rare (texture, range, comparison and swizzle
//! payloads) shares `extra`. A new field that would push the instruction
//! past this bound belongs in `extra` or behind a `Box`.

use shasm_ir::{Extra, Instruction, Src};
use std::mem::size_of;

#[test]
fn an_instruction_stays_within_112_bytes() {
    // Today: opcode and modifiers (7 bytes), the destination (40), the
    // source list (24), the condition (16) and the payload (16).
    assert!(
        size_of::<Instruction>() <= 112,
        "{} bytes",
        size_of::<Instruction>()
    );
    assert!(size_of::<Extra>() <= 16, "{} bytes", size_of::<Extra>());
    assert!(size_of::<Src>() <= 48, "{} bytes", size_of::<Src>());
}
