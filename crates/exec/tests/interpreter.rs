//! Interpreter tests on IR built by hand (front-end independent). Expected
//! values come from the spec formulas cited at each test.

use shasm_exec::{End, ExecError, Executable};
use shasm_ir::*;

fn decl(p: &mut Program, file: File, first: u32, last: u32) {
    p.declarations.push(Declaration::new(file, first, last));
}

fn inst(op: Opcode, dst: Option<Dst>, srcs: &[Src]) -> Instruction {
    let mut i = Instruction::new(op);
    i.dst = dst;
    i.src = srcs.to_vec();
    i
}

fn tgsi_program() -> Program {
    let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
    decl(&mut p, File::Input, 0, 1);
    decl(&mut p, File::Output, 0, 1);
    decl(&mut p, File::Const, 0, 7);
    decl(&mut p, File::Temp, 0, 3);
    decl(&mut p, File::Address, 0, 0);
    p
}

fn out(i: u32) -> Dst {
    Dst::new(File::Output, i)
}
fn inp(i: u32) -> Src {
    Src::new(File::Input, i)
}
fn cst(i: u32) -> Src {
    Src::new(File::Const, i)
}
fn tmp(i: u32) -> Src {
    Src::new(File::Temp, i)
}

#[test]
fn vertex_transform_with_four_dp4() {
    let mut p = tgsi_program();
    for row in 0..4u32 {
        p.instructions.push(inst(
            Opcode::Dp4,
            Some(out(0).masked(WriteMask(1 << row))),
            &[inp(0), cst(row)],
        ));
    }
    p.instructions
        .push(inst(Opcode::Mov, Some(out(1)), &[inp(1)]));
    p.instructions.push(Instruction::new(Opcode::End));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    // A scale-by-2 matrix with a translation of (1, 2, 3).
    let rows = [
        [2.0, 0.0, 0.0, 1.0],
        [0.0, 2.0, 0.0, 2.0],
        [0.0, 0.0, 2.0, 3.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    for (i, r) in rows.iter().enumerate() {
        env.set_f32(File::Const, i as u32, *r).unwrap();
    }
    env.set_f32(File::Input, 0, [1.0, 1.0, 1.0, 1.0]).unwrap();
    env.set_f32(File::Input, 1, [0.25, 0.5, 0.75, 1.0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([3.0, 4.0, 5.0, 1.0]));
    assert_eq!(o.get_f32(File::Output, 1), Some([0.25, 0.5, 0.75, 1.0]));
    assert_eq!(o.executed(), 6);
    assert_eq!(o.written(File::Output, 0), 0xF);
    assert_eq!(o.end(), End::Normal);
}

#[test]
fn swizzle_negate_abs_and_write_mask() {
    let mut p = tgsi_program();
    let src = inp(0).swizzled(Swizzle([3, 2, 1, 0])).absolute().negated();
    p.instructions.push(inst(
        Opcode::Mov,
        Some(out(0).masked(WriteMask(0b0101))),
        &[src],
    ));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Input, 0, [1.0, -2.0, 3.0, -4.0]).unwrap();
    let o = exe.run(&env).unwrap();
    // x <- -|w| = -4, z <- -|y| = -2; y and w untouched (0).
    assert_eq!(o.get_f32(File::Output, 0), Some([-4.0, 0.0, -2.0, 0.0]));
    assert_eq!(o.written(File::Output, 0), 0b0101);
}

#[test]
fn relative_addressing_reads_zero_out_of_range() {
    let mut p = tgsi_program();
    p.instructions.push(inst(
        Opcode::Arl,
        Some(Dst::new(File::Address, 0).masked(WriteMask::X)),
        &[inp(0).swizzled(Swizzle::replicate(0))],
    ));
    let mut rel = cst(0);
    rel.set_index(2);
    rel.set_indirect(Some(Indirect::new(File::Address, 0, 0)));
    p.instructions.push(inst(Opcode::Mov, Some(out(0)), &[rel]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    for i in 0..8 {
        env.set_f32(File::Const, i, [i as f32; 4]).unwrap();
    }
    // ARL floors: 3.7 -> 3; CONST[3+2] = 5.
    env.set_f32(File::Input, 0, [3.7, 0.0, 0.0, 0.0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([5.0; 4]));
    // -3.5 floors to -4: CONST[-2] is outside the file: (0,0,0,0).
    env.set_f32(File::Input, 0, [-3.5, 0.0, 0.0, 0.0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get(File::Output, 0), Some([0; 4]));
}

#[test]
fn structured_loop_with_break_and_budget() {
    // TEMP[0] counts up by 1 until it reaches CONST[0].x.
    let mut p = tgsi_program();
    p.immediates.push(Immediate {
        ty: ImmType::Flt32,
        values: [1.0f32.to_bits(), 0, 0, 0],
        len: 4,
    });
    let imm = Src::new(File::Immediate, 0).swizzled(Swizzle::replicate(0));
    p.instructions.push(Instruction::new(Opcode::Bgnloop));
    p.instructions.push(inst(
        Opcode::Sge,
        Some(Dst::new(File::Temp, 1)),
        &[tmp(0), cst(0)],
    ));
    p.instructions.push(inst(
        Opcode::If,
        None,
        &[tmp(1).swizzled(Swizzle::replicate(0))],
    ));
    p.instructions.push(Instruction::new(Opcode::Brk));
    p.instructions.push(Instruction::new(Opcode::Endif));
    p.instructions.push(inst(
        Opcode::Add,
        Some(Dst::new(File::Temp, 0)),
        &[tmp(0), imm],
    ));
    p.instructions.push(Instruction::new(Opcode::Endloop));
    p.instructions
        .push(inst(Opcode::Mov, Some(out(0)), &[tmp(0)]));
    p.instructions.push(Instruction::new(Opcode::End));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Const, 0, [5.0; 4]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0).unwrap()[0], 5.0);
    // BGNLOOP once; 5 iterations of SGE, IF (false: jumps past ENDIF), ADD,
    // ENDLOOP; then SGE, IF, BRK; then MOV, END.
    assert_eq!(o.executed(), 1 + 5 * 4 + 3 + 2);
    // An infinite loop is stopped by the budget.
    env.set_f32(File::Const, 0, [f32::INFINITY; 4]).unwrap();
    match exe.run(&env) {
        Err(ExecError::Budget(n)) => assert_eq!(n, Semantics::tgsi().limits.max_executed),
        other => panic!("expected the budget to stop the run, got {other:?}"),
    }
}

#[test]
fn nv_condition_codes_gate_writes_and_branches() {
    // NV_vertex_program2 §2.14.1.7: MOVC sets CC from the written value;
    // a later write masked by (GT) only writes the GT components.
    let mut p = Program::new(Stage::Vertex, Semantics::nv_vertex());
    decl(&mut p, File::Input, 0, 0);
    decl(&mut p, File::Output, 0, 0);
    decl(&mut p, File::Temp, 0, 0);
    let mut movc = inst(Opcode::Mov, Some(Dst::new(File::Temp, 0)), &[inp(0)]);
    movc.modifiers.cc_update = Some(0);
    p.instructions.push(movc);
    let mut masked = out(0);
    masked.cond = Some(CondTest::new(0, CondRule::Gt, Swizzle::IDENTITY));
    p.instructions
        .push(inst(Opcode::Mov, Some(masked), &[inp(0).negated()]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Input, 0, [1.0, -1.0, 0.0, f32::NAN])
        .unwrap();
    let o = exe.run(&env).unwrap();
    let cc: Vec<_> = o.cc(0).iter().map(|c| c.nv_name()).collect();
    assert_eq!(cc, ["GT", "LT", "EQ", "UN"]);
    let r = o.get_f32(File::Output, 0).unwrap();
    assert_eq!(r[0], -1.0);
    assert_eq!(&r[1..3], &[0.0, 0.0]);
    assert_eq!(o.written(File::Output, 0), 0b0001);
}

#[test]
fn nv_vertex_budget_ends_normally() {
    // NV_vertex_program2 §2.14.4: after 65536 instructions the program stops
    // and the vertex is still emitted.
    let mut p = Program::new(Stage::Vertex, Semantics::nv_vertex());
    decl(&mut p, File::Input, 0, 0);
    decl(&mut p, File::Output, 0, 0);
    p.instructions.push(inst(
        Opcode::Add,
        Some(out(0)),
        &[Src::new(File::Output, 0), inp(0)],
    ));
    p.instructions
        .push(Instruction::new(Opcode::Bra).with_extra(Extra::Label(shasm_ir::InstId::ZERO)));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Input, 0, [1.0; 4]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.end(), End::Budget);
    assert_eq!(o.executed(), 65_536);
    assert_eq!(o.get_f32(File::Output, 0).unwrap()[0], 32_768.0);
}

#[test]
fn nv_arl_flushes_denormal_operands() {
    // NV_vertex_program2 §2.14.3: denormal operands are flushed to zero, so
    // ARL of -2^-140 is floor(-0.0) = 0, not floor(-tiny) = -1 (§2.14.3.4).
    let mut p = Program::new(Stage::Vertex, Semantics::nv_vertex());
    decl(&mut p, File::Input, 0, 0);
    decl(&mut p, File::Output, 0, 0);
    let mut a = Declaration::new(File::Address, 0, 0);
    a.format = StorageFormat::Int;
    p.declarations.push(a);
    p.instructions.push(inst(
        Opcode::Arl,
        Some(Dst::new(File::Address, 0)),
        &[inp(0)],
    ));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    let tiny = f32::from_bits(0x8000_0100); // a negative denormal
    env.set_f32(File::Input, 0, [tiny, -1.5, 2.5, 0.0]).unwrap();
    let o = exe.run(&env).unwrap();
    let a = o.get(File::Address, 0).unwrap().map(|w| w as i32);
    assert_eq!(a, [0, -2, 2, 0]);
}

fn pica_program() -> Program {
    let mut p = Program::new(Stage::Vertex, Semantics::pica());
    decl(&mut p, File::Input, 0, 15);
    decl(&mut p, File::Output, 0, 15);
    decl(&mut p, File::Temp, 0, 15);
    decl(&mut p, File::Const, 0, 95);
    decl(&mut p, File::IntConst, 0, 3);
    decl(&mut p, File::BoolConst, 0, 15);
    decl(&mut p, File::Address, 0, 0);
    decl(&mut p, File::LoopCounter, 0, 0);
    p
}

#[test]
fn pica_loop_runs_count_plus_one_times_with_al() {
    // PICA200 spec, LOOP: "performing INT.x+1 iterations in total. First, aL
    // is initialized to INT.y. After each iteration, aL is incremented by
    // INT.z." The body adds c[aL] to o0.
    let mut p = pica_program();
    let mut rel = cst(0);
    rel.set_indirect(Some(Indirect::new(File::LoopCounter, 0, 0)));
    p.instructions.push(
        inst(Opcode::Loopr, None, &[Src::new(File::IntConst, 0)]).with_extra(Extra::Range {
            target: shasm_ir::InstId::saturating(1),
            count: 0,
        }),
    );
    p.instructions.push(inst(
        Opcode::Add,
        Some(out(0)),
        &[rel, Src::new(File::Output, 0)],
    ));
    p.instructions.push(Instruction::new(Opcode::End));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    for i in 0..96 {
        env.set_f32(File::Const, i, [(1u32 << (i % 20)) as f32; 4])
            .unwrap();
    }
    // 3 iterations (x = 2) starting at aL = 4, stepping by 2: c4 + c6 + c8.
    env.set(File::IntConst, 0, [2, 4, 2, 0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(
        o.get_f32(File::Output, 0).unwrap()[0],
        (16 + 64 + 256) as f32
    );
    // aL after the loop: incremented after the last iteration too.
    assert_eq!(o.get(File::LoopCounter, 0).unwrap()[0], 10);
    assert_eq!(o.executed(), 1 + 3 + 1);
}

#[test]
fn pica_relative_index_above_95_reads_ones() {
    // PICA200 spec, "Relative addressing": (index + offset) & 0x7F; above 95
    // the result is (1, 1, 1, 1); an offset outside [-128, 127] is ignored.
    let mut p = pica_program();
    let mut rel = cst(90);
    rel.set_indirect(Some(Indirect::new(File::Address, 0, 0)));
    p.instructions.push(inst(
        Opcode::Mova,
        Some(Dst::new(File::Address, 0).masked(WriteMask::X)),
        &[inp(0)],
    ));
    p.instructions.push(inst(Opcode::Mov, Some(out(0)), &[rel]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    for i in 0..96 {
        env.set_f32(File::Const, i, [i as f32; 4]).unwrap();
    }
    let run = |env: &mut shasm_exec::Env, a: f32| {
        env.set_f32(File::Input, 0, [a; 4]).unwrap();
        exe.run(env).unwrap().get_f32(File::Output, 0).unwrap()[0]
    };
    assert_eq!(run(&mut env, 3.9), 93.0); // MOVA truncates: 90 + 3
    assert_eq!(run(&mut env, 6.0), 1.0); // 96: above 95
    assert_eq!(run(&mut env, -91.0), 1.0); // (90 - 91) & 0x7F = 127: above 95
    assert_eq!(run(&mut env, -90.0), 0.0); // c0
    assert_eq!(run(&mut env, 200.0), 90.0); // offset ignored
}

#[test]
fn pica_if_else_by_bool_uniform() {
    // IFU: "If condition BOOL is true, then executes instructions until DST,
    // then jumps to DST+NUM; else, jumps to DST."
    let mut p = pica_program();
    let one = Src::new(File::Const, 1);
    let two = Src::new(File::Const, 2);
    p.instructions.push(
        Instruction::new(Opcode::Ifr)
            .with_extra(Extra::Range {
                target: shasm_ir::InstId::saturating(2),
                count: 1,
            })
            .with_condition(Condition::Bool {
                index: 3,
                negate: false,
            }),
    );
    p.instructions.push(inst(Opcode::Mov, Some(out(0)), &[one])); // then
    p.instructions.push(inst(Opcode::Mov, Some(out(0)), &[two])); // else
    p.instructions.push(Instruction::new(Opcode::End));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Const, 1, [1.0; 4]).unwrap();
    env.set_f32(File::Const, 2, [2.0; 4]).unwrap();
    env.set(File::BoolConst, 3, [1, 0, 0, 0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0).unwrap()[0], 1.0);
    assert_eq!(o.executed(), 3);
    env.set(File::BoolConst, 3, [0, 0, 0, 0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0).unwrap()[0], 2.0);
}

#[test]
fn pica_break_on_empty_loop_stack_is_an_error() {
    let mut p = pica_program();
    p.instructions.push(Instruction::new(Opcode::Brkr));
    let exe = Executable::new(&p).unwrap();
    assert_eq!(
        exe.run(&exe.env()).unwrap_err(),
        ExecError::BreakOutsideLoop { pc: 0 }
    );
}

#[test]
fn pica_max_keeps_subnormals() {
    // PICA200 "Floating-Point Behavior": max(s, 0) = s, "max does not flush
    // input or output subnormals"; mul(s, 2) = 0 does flush.
    let s = shasm_ir::numeric::f24::decode(0x00_FFFF);
    let mut p = pica_program();
    p.instructions
        .push(inst(Opcode::Max, Some(out(0)), &[cst(0), inp(0)]));
    p.instructions
        .push(inst(Opcode::Mul, Some(out(1)), &[cst(0), inp(1)]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Const, 0, [s; 4]).unwrap();
    env.set_f32(File::Input, 1, [2.0; 4]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([s; 4]));
    assert_eq!(o.get_f32(File::Output, 1), Some([0.0; 4]));
}

#[test]
fn pica_relative_read_above_95_is_negated_like_any_read() {
    // PICA200 "Relative addressing": an index above 95 reads (1, 1, 1, 1);
    // the source modifiers then apply as for any register read.
    let mut p = pica_program();
    let mut rel = cst(95).negated();
    rel.set_indirect(Some(Indirect::new(File::Address, 0, 0)));
    p.instructions.push(inst(
        Opcode::Mova,
        Some(Dst::new(File::Address, 0).masked(WriteMask::X)),
        &[inp(0)],
    ));
    p.instructions.push(inst(Opcode::Mov, Some(out(0)), &[rel]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Input, 0, [1.0; 4]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([-1.0; 4]));
}

#[test]
fn pica_break_has_the_loop_priority() {
    // PICA200 "Control Flow": LOOP beats IF. A BREAK that ends an IF's
    // then-part inside a loop leaves the loop; the IF's update loses.
    let mut p = pica_program();
    let one = Src::new(File::Const, 0);
    // 0: LOOP i0 through 3
    p.instructions.push(
        inst(Opcode::Loopr, None, &[Src::new(File::IntConst, 0)]).with_extra(Extra::Range {
            target: shasm_ir::InstId::saturating(3),
            count: 0,
        }),
    );
    // 1: IFU b0 to 3 (no else)
    p.instructions.push(
        Instruction::new(Opcode::Ifr)
            .with_extra(Extra::Range {
                target: shasm_ir::InstId::saturating(3),
                count: 0,
            })
            .with_condition(Condition::Bool {
                index: 0,
                negate: false,
            }),
    );
    // 2: BREAK (the if-part's last word)
    p.instructions.push(Instruction::new(Opcode::Brkr));
    // 3: the loop's last word: o1 += 1
    p.instructions.push(inst(
        Opcode::Add,
        Some(out(1)),
        &[one, Src::new(File::Output, 1)],
    ));
    p.instructions.push(Instruction::new(Opcode::End));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Const, 0, [1.0; 4]).unwrap();
    env.set(File::IntConst, 0, [3, 0, 0, 0]).unwrap();
    env.set(File::BoolConst, 0, [1, 0, 0, 0]).unwrap();
    let o = exe.run(&env).unwrap();
    assert_eq!(o.written(File::Output, 1), 0);
    assert_eq!(o.executed(), 4);
}

#[test]
fn pica_primitives_reuse_the_vertex_buffer() {
    // PICA200 SETEMIT: the 4-vertex output buffer "is not cleared when the
    // primitive is emitted, meaning that vertices from the previous
    // primitive can be reused".
    let mut p = Program::new(Stage::Geometry, Semantics::pica());
    decl(&mut p, File::Output, 0, 6);
    let emit = |p: &mut Program, vertex: u8, primitive: bool, winding: bool| {
        p.instructions.push(
            Instruction::new(Opcode::Setemit).with_extra(Extra::SetEmit {
                vertex,
                primitive,
                winding,
            }),
        );
        p.instructions.push(Instruction::new(Opcode::Emit));
    };
    emit(&mut p, 0, false, false);
    emit(&mut p, 1, false, false);
    emit(&mut p, 2, true, false);
    // A strip: replace slot 0 and emit a second triangle, inverted.
    emit(&mut p, 0, true, true);
    let exe = Executable::new(&p).unwrap();
    let o = exe.run(&exe.env()).unwrap();
    assert_eq!(o.vertices().len(), 4);
    assert_eq!(
        o.primitives(),
        [
            shasm_exec::EmittedPrimitive {
                vertices: [Some(0), Some(1), Some(2)],
                winding: false
            },
            shasm_exec::EmittedPrimitive {
                vertices: [Some(3), Some(1), Some(2)],
                winding: true
            },
        ]
    );
}

#[test]
fn two_dimensional_planes_are_separate_registers() {
    // CONST[b][i]: constant buffer b; plane 0 is the one-dimensional file.
    let mut p = tgsi_program();
    let mut d = Declaration::new(File::Const, 0, 1);
    d.dimension = Some(2);
    p.declarations.push(d);
    let mut plane2 = cst(1);
    plane2.dimension = Some(2);
    let mut plane0 = cst(1);
    plane0.dimension = Some(0);
    p.instructions
        .push(inst(Opcode::Add, Some(out(0)), &[plane2, plane0]));
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Const, 1, [1.0; 4]).unwrap();
    env.set_2d(File::Const, 2, 1, [2f32.to_bits(); 4]).unwrap();
    // CONST[2][5] is outside the plane's declaration.
    assert!(env.set_2d(File::Const, 2, 5, [0; 4]).is_err());
    assert!(env.set_2d(File::Const, 3, 0, [0; 4]).is_err());
    let o = exe.run(&env).unwrap();
    assert_eq!(o.get_f32(File::Output, 0), Some([3.0; 4]));
}

#[test]
fn runaway_emission_is_bounded() {
    // An endless EMIT loop with a large output file: the run ends with an
    // error once 2^20 output registers have been emitted, long before the
    // instruction budget (and without gigabytes of results).
    let mut p = Program::new(Stage::Geometry, Semantics::tgsi());
    decl(&mut p, File::Output, 0, 1023);
    p.instructions.push(Instruction::new(Opcode::Bgnloop));
    p.instructions.push(Instruction::new(Opcode::Emit));
    p.instructions.push(Instruction::new(Opcode::Endloop));
    let exe = Executable::new(&p).unwrap();
    match exe.run(&exe.env()) {
        Err(ExecError::TooMuchGeometry { pc: 1, vertices }) => {
            assert_eq!(vertices, shasm_exec::MAX_EMITTED_REGISTERS / 1024)
        }
        other => panic!("expected the emission bound, got {other:?}"),
    }
}

#[test]
fn an_entry_after_the_last_instruction_runs_nothing() {
    // NV_vertex_program2 `MOV o[HPOS], v[OPOS]; main: END`: the entry label
    // follows the last instruction, so the program ends at once and every
    // result keeps its initial value (the IR allows entry == len).
    let mut p = tgsi_program();
    p.instructions
        .push(inst(Opcode::Mov, Some(out(0)), &[inp(0)]));
    p.entry = shasm_ir::InstId::new(1).unwrap();
    let exe = Executable::new(&p).unwrap();
    let mut env = exe.env();
    env.set_f32(File::Input, 0, [1.0, 2.0, 3.0, 4.0]).unwrap();
    env.set_f32(File::Output, 0, [9.0; 4]).unwrap();
    let r = exe.run(&env).unwrap();
    assert_eq!(r.executed(), 0);
    assert_eq!(r.end(), End::Normal);
    assert_eq!(r.get_f32(File::Output, 0), Some([9.0; 4]));
    assert_eq!(r.written(File::Output, 0), 0);
    let quad = exe.run_quad([&env, &env, &env, &env]).unwrap();
    assert!(quad.iter().all(|o| o.executed() == 0));
    let mut steps = 0;
    let traced = exe.run_traced(&env, &mut |_| steps += 1).unwrap();
    assert_eq!((steps, traced.executed()), (0, 0));
    let mut m = exe.machine();
    assert_eq!(exe.run_in(&mut m, &env), Ok(End::Normal));
    // One further is not a program.
    p.entry = shasm_ir::InstId::new(2).unwrap();
    assert!(Executable::new(&p).is_err());
}
