//! Disassembler errors name the code word they are about.

use shasm_pica::dis::{self, DisError};
use shasm_pica::shbin::{Dvle, Dvlp, Shbin};
use shasm_pica::{Instruction, Op, encode};

/// A one-DVLE SHBIN whose entry procedure is the whole code.
fn shbin(code: Vec<u32>) -> Shbin {
    let end = code.len() as u32;
    Shbin {
        dvlp: Dvlp {
            code,
            ..Dvlp::default()
        },
        dvles: vec![Dvle {
            entry: 0,
            end,
            ..Dvle::default()
        }],
        code_file_offset: None,
    }
}

fn flow(op: Op, target: u16) -> u32 {
    let mut inst = Instruction::new(op);
    inst.target = target;
    encode(&inst)
}

fn plain(op: Op) -> u32 {
    encode(&Instruction::new(op))
}

#[test]
fn overlapping_if_blocks_are_refused_at_the_second_if() {
    // IFU "executes instructions until DST, then jumps to DST+NUM" (spec,
    // opcode table): with NUM = 0 the IFU at word 0 guards words 1..3 and
    // the one at word 1 guards 2..4, so the second block leaves the first,
    // which picasso's nested `.end`s cannot say.
    let code = vec![
        flow(Op::Ifu, 3),
        flow(Op::Ifu, 4),
        plain(Op::Nop),
        plain(Op::Nop),
        plain(Op::End),
    ];
    let err = dis::disassemble(&shbin(code)).unwrap_err();
    assert!(
        matches!(&err, DisError::Structure { at: Some(1), message } if message.contains("overlap")),
        "{err:?}"
    );
    assert_eq!(err.word(), Some(1));
}

#[test]
fn a_jump_past_the_code_is_refused_at_the_jump() {
    let code = vec![plain(Op::Nop), flow(Op::Jmpu, 9), plain(Op::End)];
    let err = dis::disassemble(&shbin(code)).unwrap_err();
    assert!(matches!(&err, DisError::Word { at: 1, .. }), "{err:?}");
    assert_eq!(err.word(), Some(1));
}

#[test]
fn a_binary_without_a_dvle_has_no_word() {
    let mut s = shbin(vec![plain(Op::End)]);
    s.dvles.clear();
    let err = dis::disassemble(&s).unwrap_err();
    assert!(
        matches!(&err, DisError::Structure { at: None, .. }),
        "{err:?}"
    );
    assert_eq!(err.word(), None);
}
