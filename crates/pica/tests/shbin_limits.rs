//! SHBIN headers that exceed the hardware limits or point outside the file
//! are typed errors carrying the byte offset of the problem, found without
//! allocating what the header claims.

use shasm_ir::Semantics;
use shasm_pica::shbin::{Dvle, Dvlp, MAX_INSTRUCTIONS, MAX_OPERAND_DESCRIPTORS, OpdescEntry};
use shasm_pica::{Instruction, Op, Shbin, ShbinError, encode, lower};

/// A one-DVLE SHBIN of `words` NOPs and an END, as picasso lays it out:
/// DVLB header (12 bytes), then the DVLP header (40) and the code.
fn program(words: usize) -> Vec<u8> {
    let mut code = vec![encode(&Instruction::new(Op::Nop)); words - 1];
    code.push(encode(&Instruction::new(Op::End)));
    Shbin {
        dvlp: Dvlp {
            code,
            opdescs: vec![OpdescEntry::default()],
            ..Dvlp::default()
        },
        dvles: vec![Dvle {
            end: words as u32,
            ..Dvle::default()
        }],
        code_file_offset: None,
    }
    .write()
}

const DVLP_AT: usize = 12;

fn set_u32(bytes: &mut [u8], at: usize, value: u32) {
    bytes[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

#[test]
fn a_program_at_the_limit_reads() {
    // Spec, "Overview": no more than 512 instructions and 128 operand
    // descriptors in a shader.
    let shbin = Shbin::read(&program(MAX_INSTRUCTIONS)).expect("512 words read");
    assert_eq!(shbin.dvlp.code.len(), 512);
}

#[test]
fn a_program_past_the_limit_is_refused_at_the_code_size_field() {
    let err = Shbin::read(&program(MAX_INSTRUCTIONS + 1)).unwrap_err();
    assert_eq!(
        err,
        ShbinError::TooManyInstructions {
            offset: DVLP_AT + 12,
            count: 513,
            max: 512
        }
    );
    assert_eq!(err.offset(), 24);
}

#[test]
fn a_million_word_header_is_refused_without_reading_the_code() {
    // The header claims 1M words that the file does not even hold: the
    // limit is checked first, so no 4 MB table is ever looked at.
    let mut bytes = program(2);
    set_u32(&mut bytes, DVLP_AT + 12, 1 << 20);
    assert!(matches!(
        Shbin::read(&bytes),
        Err(ShbinError::TooManyInstructions {
            count: 1_048_576,
            ..
        })
    ));
}

#[test]
fn too_many_operand_descriptors_are_refused() {
    let mut bytes = program(2);
    set_u32(&mut bytes, DVLP_AT + 20, MAX_OPERAND_DESCRIPTORS as u32 + 1);
    let err = Shbin::read(&bytes).unwrap_err();
    assert_eq!(
        err,
        ShbinError::TooManyOperandDescriptors {
            offset: DVLP_AT + 20,
            count: 129,
            max: 128
        }
    );
}

#[test]
fn hostile_offsets_name_where_the_problem_is() {
    // DVLE offset past the end of the file.
    let mut bytes = program(2);
    set_u32(&mut bytes, 8, 0xFFFF_FFF0);
    let err = Shbin::read(&bytes).unwrap_err();
    assert!(matches!(err, ShbinError::OutOfBounds { .. }), "{err}");
    assert_eq!(err.offset(), 0xFFFF_FFF0);
    // Code offset pointing into the DVLB header: the tables overlap.
    let mut bytes = program(2);
    set_u32(&mut bytes, DVLP_AT + 8, 0);
    let err = Shbin::read(&bytes).unwrap_err();
    assert!(matches!(err, ShbinError::Overlap { .. }), "{err}");
    assert_eq!(err.offset(), DVLP_AT);
    // Bad magic at the DVLP.
    let mut bytes = program(2);
    bytes[DVLP_AT] = b'X';
    assert_eq!(Shbin::read(&bytes).unwrap_err().offset(), DVLP_AT);
}

#[test]
fn every_header_word_set_to_extremes_is_an_error_or_reads() {
    // Bounded sweep over the header words of the DVLB, DVLP and DVLE: no
    // panic, and whatever reads writes back to an equal SHBIN.
    let base = program(4);
    let header_words = (0..base.len().min(12 + 40 + 16 + 64) / 4).map(|w| w * 4);
    for at in header_words {
        for value in [0, 1, 0x7F, 0x200, 0xFFFF, 0x7FFF_FFFF, u32::MAX] {
            let mut bytes = base.clone();
            set_u32(&mut bytes, at, value);
            if let Ok(shbin) = Shbin::read(&bytes) {
                assert_eq!(Shbin::read(&shbin.write()).unwrap(), shbin, "{at} {value}");
            }
        }
    }
}

#[test]
fn lowered_instructions_span_their_word_in_the_file() {
    let shbin = Shbin::read(&program(3)).unwrap();
    // The code follows the DVLB header (12 bytes) and DVLP header (40).
    assert_eq!(shbin.code_file_offset, Some(52));
    let p = lower::lower(&shbin, 0, Semantics::pica()).unwrap();
    let spans: Vec<(u32, u32)> = (0..p.instructions.len())
        .filter_map(shasm_ir::InstId::from_index)
        .map(|id| p.spans.inst(id))
        .map(|s| (s.start, s.end))
        .collect();
    assert_eq!(spans, [(52, 56), (56, 60), (60, 64)]);
}
