//! Why a program cannot be prepared, as typed errors: the validator's
//! violations, the interpreter's size limits and what it does not support.

use shasm_exec::{Executable, Limit, MAX_FILE_SIZE, MAX_PLANES, MAX_TEXTURE_UNITS, PrepareError};
use shasm_ir::*;

fn program() -> Program {
    let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
    p.declarations.push(Declaration::new(File::Input, 0, 0));
    p.declarations.push(Declaration::new(File::Output, 0, 0));
    p
}

fn mov(dst: Dst, src: Src) -> Instruction {
    let mut i = Instruction::new(Opcode::Mov);
    i.dst = Some(dst);
    i.src = vec![src];
    i
}

fn prepare_error(p: &Program) -> PrepareError {
    match Executable::new(p) {
        Ok(_) => panic!("the program was prepared"),
        Err(e) => e,
    }
}

#[test]
fn validation_errors_keep_their_instruction() {
    // TEMP[0] is read but never declared: the validator names instruction 1.
    let mut p = program();
    p.instructions
        .push(mov(Dst::new(File::Output, 0), Src::new(File::Input, 0)));
    p.instructions
        .push(mov(Dst::new(File::Output, 0), Src::new(File::Temp, 0)));
    p.instructions.push(Instruction::new(Opcode::End));
    match prepare_error(&p) {
        PrepareError::Invalid(errors) => {
            assert_eq!(errors.len(), 1, "{errors:?}");
            assert_eq!(errors[0].instruction, Some(1));
            let text = PrepareError::Invalid(errors).to_string();
            assert!(
                text.starts_with("invalid program: instruction 1: "),
                "{text}"
            );
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
}

#[test]
fn an_entry_past_the_end_is_invalid_without_an_instruction() {
    let mut p = program();
    p.instructions.push(Instruction::new(Opcode::End));
    p.entry = shasm_ir::InstId::new(2).unwrap();
    match prepare_error(&p) {
        PrepareError::Invalid(errors) => {
            assert!(!errors.is_empty());
            assert!(errors.iter().all(|e| e.instruction.is_none()), "{errors:?}");
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
}

#[test]
fn a_file_past_the_size_limit_is_too_large() {
    let mut p = program();
    p.declarations
        .push(Declaration::new(File::Temp, 0, MAX_FILE_SIZE));
    p.instructions.push(Instruction::new(Opcode::End));
    let e = prepare_error(&p);
    assert_eq!(
        e,
        PrepareError::TooLarge(Limit::File {
            file: File::Temp,
            size: MAX_FILE_SIZE + 1,
            max: MAX_FILE_SIZE,
        })
    );
    assert!(e.to_string().contains("at most 65536"), "{e}");
}

#[test]
fn too_many_planes_are_too_large() {
    let mut p = program();
    for dimension in 1..=MAX_PLANES + 1 {
        let mut d = Declaration::new(File::Const, 0, 0);
        d.dimension = Some(dimension);
        p.declarations.push(d);
    }
    p.instructions.push(Instruction::new(Opcode::End));
    assert_eq!(
        prepare_error(&p),
        PrepareError::TooLarge(Limit::Planes {
            count: MAX_PLANES as usize + 1,
            max: MAX_PLANES,
        })
    );
}

#[test]
fn too_many_texture_units_are_too_large() {
    let mut p = program();
    p.declarations
        .push(Declaration::new(File::Sampler, 0, MAX_TEXTURE_UNITS));
    p.instructions.push(Instruction::new(Opcode::End));
    assert_eq!(
        prepare_error(&p),
        PrepareError::TooLarge(Limit::TextureUnits {
            count: MAX_TEXTURE_UNITS + 1,
            max: MAX_TEXTURE_UNITS,
        })
    );
}

#[test]
fn a_plane_of_a_written_file_is_unsupported() {
    // The program writes CONST[0], so constants live in the machine bank,
    // where further planes (CONST[1][...]) have no room.
    let mut p = program();
    p.declarations.push(Declaration::new(File::Const, 0, 0));
    let mut plane = Declaration::new(File::Const, 0, 0);
    plane.dimension = Some(1);
    p.declarations.push(plane);
    p.instructions
        .push(mov(Dst::new(File::Const, 0), Src::new(File::Input, 0)));
    p.instructions.push(Instruction::new(Opcode::End));
    let e = prepare_error(&p);
    assert_eq!(
        e,
        PrepareError::WritablePlane {
            file: File::Const,
            dimension: 1,
        }
    );
    assert!(e.to_string().contains("not supported"), "{e}");
}
