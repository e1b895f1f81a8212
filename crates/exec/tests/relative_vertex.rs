//! Sources with a relative outer index (`IN[ADDR[0].x+d][k]`,
//! [`Src::dimension_indirect`]): the geometry-program input of the vertex
//! an address register names (NV_geometry_program4 §2.X.3.2,
//! `texcoords[A0.x][1]`). A vertex outside the input primitive reads
//! (0, 0, 0, 0): the spec leaves it undefined.

use shasm_exec::{Executable, PrepareError};
use shasm_ir::*;

/// A TRIANGLES geometry program: `OUT[0] = IN[ADDR[0].x + outer][1]`
/// after `ARL ADDR[0].x, IMM[0]`, with `IN[0..1]` declared for every vertex.
fn program(outer: Option<u32>, address: i32) -> Program {
    let mut p = Program::new(Stage::Geometry, Semantics::tgsi());
    p.properties
        .push(Property::GsInputPrimitive(Primitive::Triangles));
    p.declarations.push(Declaration::new(File::Input, 0, 1));
    p.declarations.push(Declaration::new(File::Output, 0, 0));
    p.declarations.push(Declaration::new(File::Address, 0, 0));
    p.immediates.push(Immediate {
        ty: ImmType::Flt32,
        values: [(address as f32).to_bits(); 4],
        len: 4,
    });
    let mut arl = Instruction::new(Opcode::Arl);
    arl.dst = Some(Dst::new(File::Address, 0).masked(WriteMask::X));
    arl.src = vec![Src::new(File::Immediate, 0)];
    let mut src = Src::new(File::Input, 1);
    src.dimension = outer;
    src.dimension_indirect = Some(Indirect::new(File::Address, 0, 0));
    let mut mov = Instruction::new(Opcode::Mov);
    mov.dst = Some(Dst::new(File::Output, 0));
    mov.src = vec![src];
    p.instructions = vec![arl, mov, Instruction::new(Opcode::End)];
    p
}

/// Run with vertex `v`'s `IN[1]` = (v + 1, 10 v, 0, 1).
fn run(p: &Program) -> [f32; 4] {
    let exe = Executable::new(p).unwrap();
    let mut env = exe.env();
    for v in 0..3u32 {
        let value = [v as f32 + 1.0, 10.0 * v as f32, 0.0, 1.0];
        env.set_2d(File::Input, v, 1, value.map(f32::to_bits))
            .unwrap();
    }
    exe.run(&env).unwrap().get_f32(File::Output, 0).unwrap()
}

#[test]
fn the_address_register_picks_the_vertex() {
    assert_eq!(run(&program(None, 0)), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(run(&program(None, 2)), [3.0, 20.0, 0.0, 1.0]);
    // IN[ADDR[0].x+1][1] with ADDR[0].x = 1: vertex 2.
    assert_eq!(run(&program(Some(1), 1)), [3.0, 20.0, 0.0, 1.0]);
    assert_eq!(run(&program(Some(2), -1)), [2.0, 10.0, 0.0, 1.0]);
}

#[test]
fn a_vertex_outside_the_primitive_reads_zero() {
    // TRIANGLES have vertices 0 to 2: 3 and -1 do not exist.
    assert_eq!(run(&program(None, 3)), [0.0; 4]);
    assert_eq!(run(&program(None, -1)), [0.0; 4]);
    assert_eq!(run(&program(Some(1), 1000)), [0.0; 4]);
}

#[test]
fn every_vertex_has_a_plane_and_the_general_path_agrees() {
    let p = program(None, 1);
    let mut exe = Executable::new(&p).unwrap();
    // Planes 1 and 2 exist although no source names them as constants.
    for v in 0..3 {
        assert!(exe.layout().plane(File::Input, v).is_some(), "plane {v}");
    }
    exe.set_lean(false);
    let mut env = exe.env();
    env.set_2d(File::Input, 1, 1, [7.0f32; 4].map(f32::to_bits))
        .unwrap();
    assert_eq!(
        exe.run(&env).unwrap().get_f32(File::Output, 0),
        Some([7.0; 4])
    );
}

#[test]
fn the_ir_printer_writes_the_relative_outer_index() {
    let p = program(Some(1), 0);
    let text = shasm_ir::print::to_text(&p);
    assert!(text.contains("MOV OUT[0], IN[ADDR[0].x+1][1]"), "{text}");
}

#[test]
fn only_geometry_inputs_take_a_relative_outer_index() {
    let mut p = program(None, 0);
    p.properties.clear();
    assert!(matches!(Executable::new(&p), Err(PrepareError::Invalid(_))));
    let mut p = program(None, 0);
    p.declarations.push(Declaration::new(File::Const, 0, 0));
    p.instructions[1].src[0].set_file(File::Const);
    assert!(matches!(Executable::new(&p), Err(PrepareError::Invalid(_))));
}
