//! The deepest nesting a program can encode must not overflow the stack of
//! the disassembler, the listing or the lowering.
//!
//! Flow targets are 12-bit word offsets (spec, "Instruction formats":
//! format 2/3 DST offset), so a program reaches at most 4096 words; with
//! every word but the last an IFU (or LOOP) whose block ends at word 4095,
//! the blocks nest 4095 deep inside the entry procedure.

use shasm_ir::Semantics;
use shasm_pica::dis::{self, DisError};
use shasm_pica::lower;
use shasm_pica::shbin::{Dvle, Dvlp, Shbin};
use shasm_pica::{Instruction, Op, encode};

/// The largest program the 12-bit flow targets can address.
const WORDS: usize = 4096;

/// `WORDS - 1` nested blocks of `op`, all ending at the final END.
fn deepest(op: Op) -> Shbin {
    let last = WORDS - 1;
    let mut code: Vec<u32> = (0..last)
        .map(|_| {
            let mut inst = Instruction::new(op);
            // IFU: the block is [i + 1, target) with no `.else` (NUM = 0).
            // LOOP: the body runs through word `target` inclusive; make it
            // the word before the END so all loops share it.
            inst.target = if op == Op::Loop {
                last as u16 - 1
            } else {
                last as u16
            };
            encode(&inst)
        })
        .collect();
    code.push(encode(&Instruction::new(Op::End)));
    Shbin {
        dvlp: Dvlp {
            code,
            ..Dvlp::default()
        },
        dvles: vec![Dvle {
            entry: 0,
            end: WORDS as u32,
            ..Dvle::default()
        }],
        code_file_offset: None,
    }
}

#[test]
fn deepest_if_nesting_is_refused_by_the_disassembler_without_recursing() {
    let shbin = deepest(Op::Ifu);
    // picasso's block stack holds 32 (notes §3), so 4095 nested IFUs have no
    // source form: a typed structure error, not a stack overflow.
    let err = dis::disassemble(&shbin).unwrap_err();
    // The procedure and the IFUs at words 0..=30 fill the 32 entries; the
    // IFU at word 31 is one too many.
    assert_eq!(err.word(), Some(31), "{err}");
    assert!(
        matches!(&err, DisError::Structure { message, .. } if message.contains("nested") && message.contains("32")),
        "{err}"
    );
}

#[test]
fn deepest_loop_nesting_is_refused_by_the_disassembler_without_recursing() {
    let err = dis::disassemble(&deepest(Op::Loop)).unwrap_err();
    assert!(
        matches!(&err, DisError::Structure { message, .. } if message.contains("nested")),
        "{err}"
    );
}

#[test]
fn deepest_nesting_lists_every_word() {
    let text = dis::listing(&deepest(Op::Ifu));
    let code_lines = text.lines().filter(|l| !l.starts_with(';')).count();
    assert_eq!(code_lines, WORDS);
    assert!(
        text.contains("4095: 88000000  end"),
        "{}",
        &text[text.len() - 200..]
    );
}

#[test]
fn deepest_nesting_lowers_one_instruction_per_word() {
    for op in [Op::Ifu, Op::Loop] {
        let p = lower::lower(&deepest(op), 0, Semantics::pica()).expect("lowers");
        assert_eq!(p.instructions.len(), WORDS);
    }
}

#[test]
fn nesting_at_picassos_limit_still_disassembles() {
    // 31 nested IFUs inside `main` fill picasso's 32-entry block stack
    // exactly; the disassembly must re-assemble to the same binary.
    let depth = 31;
    let mut code = Vec::new();
    for i in 0..depth {
        let mut inst = Instruction::new(Op::Ifu);
        inst.uniform = (i % 16) as u8;
        // Block [i + 1, 2 * depth - i): each IFU closes after the inner one
        // and one NOP of its own, so picasso adds no padding.
        inst.target = (2 * depth - i) as u16;
        code.push(encode(&inst));
    }
    code.push(encode(&Instruction::new(Op::Nop)));
    for _ in 0..depth {
        code.push(encode(&Instruction::new(Op::Nop)));
    }
    code.push(encode(&Instruction::new(Op::End)));
    let shbin = Shbin {
        dvlp: Dvlp {
            code: code.clone(),
            ..Dvlp::default()
        },
        dvles: vec![Dvle {
            entry: 0,
            end: code.len() as u32,
            ..Dvle::default()
        }],
        code_file_offset: None,
    };
    let out = dis::disassemble(&shbin).expect("disassembles");
    assert_eq!(out.files[0].text.matches("ifu b").count(), depth);
}
