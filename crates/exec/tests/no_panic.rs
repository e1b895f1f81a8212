//! Bounded property tests: random programs and random inputs never make the
//! interpreter panic or hang (the budget ends every run).

use proptest::prelude::*;
use shasm_exec::Executable;
use shasm_ir::*;

const FILES_READ: [File; 4] = [File::Input, File::Const, File::Temp, File::Immediate];

fn semantics(k: u8) -> Semantics {
    let mut s = match k % 5 {
        0 => Semantics::tgsi(),
        1 => Semantics::nv_vertex(),
        2 => Semantics::nv_fragment(),
        3 => Semantics::pica(),
        _ => Semantics::pica_f32(),
    };
    s.limits.max_executed = 2_000;
    s
}

fn src_strategy() -> impl Strategy<Value = Src> {
    (
        0usize..4,
        0u32..4,
        any::<[u8; 4]>(),
        any::<bool>(),
        any::<bool>(),
        prop::option::of((-8i32..8, 0u8..4)),
    )
        .prop_map(|(f, index, sw, abs, neg, rel)| {
            let file = FILES_READ[f];
            let mut s = Src::new(file, index).swizzled(Swizzle(sw.map(|c| c & 3)));
            s.abs = abs;
            s.negate = neg;
            if let Some((off, comp)) = rel
                && file == File::Const
            {
                s.set_index(off);
                s.set_indirect(Some(Indirect::new(File::Address, 0, comp)));
            }
            s
        })
}

/// Data ops (no flow, textures, derivatives, kills or geometry).
fn data_ops() -> Vec<Opcode> {
    OP_TABLE
        .iter()
        .filter(|i| {
            matches!(
                i.shape,
                Shape::Componentwise | Shape::Scalar | Shape::Dot | Shape::Special | Shape::Address
            ) && i.opcode != Opcode::Ara
                && i.opcode != Opcode::Swz
        })
        .map(|i| i.opcode)
        .collect()
}

fn inst_strategy() -> impl Strategy<Value = Instruction> {
    let ops = data_ops();
    (
        prop::sample::select(ops),
        prop::collection::vec(src_strategy(), 3),
        1u8..16,
        0u32..4,
        any::<bool>(),
        0u8..4,
        0u8..3,
        prop::option::of(0u8..8),
    )
        .prop_map(|(op, srcs, mask, dst_index, to_out, prec, sat, cond)| {
            let info = op.info();
            let dst = if info.shape == Shape::Address {
                Dst::new(File::Address, 0)
            } else if op == Opcode::Setp || op == Opcode::Litp {
                Dst::new(File::Temp, dst_index)
            } else if to_out {
                Dst::new(File::Output, dst_index)
            } else {
                Dst::new(File::Temp, dst_index)
            };
            let mut dst = dst.masked(WriteMask(mask));
            if let Some(r) = cond {
                dst.cond = Some(CondTest::new(
                    0,
                    CondRule::ALL[r as usize],
                    Swizzle::IDENTITY,
                ));
            }
            let mut inst = Instruction::new(op).with_dst(dst);
            inst.src = srcs.into_iter().take(info.srcs.len()).collect();
            inst.modifiers.precision = match prec {
                0 => Precision::Default,
                1 => Precision::Full,
                2 => Precision::Half,
                _ => Precision::Fixed,
            };
            inst.modifiers.saturate = match sat {
                // Integer results cannot saturate (NV_gpu_program4
                // §2.X.4.1; the validator rejects it).
                _ if op.is_integer_only() => Saturate::None,
                0 => Saturate::None,
                1 => Saturate::ZeroOne,
                _ => Saturate::MinusOneOne,
            };
            inst.modifiers.cc_update = cond.map(|_| 0);
            if op == Opcode::Setp {
                inst.extra = Extra::Compare([CompareOp::Lt, CompareOp::True7]);
            }
            inst
        })
}

fn program(sem: u8, body: Vec<Instruction>, loop_shape: u8) -> Program {
    let mut p = Program::new(Stage::Vertex, semantics(sem));
    for (file, n) in [
        (File::Input, 4),
        (File::Output, 4),
        (File::Temp, 4),
        (File::Const, 8),
        (File::Address, 1),
        (File::LoopCounter, 1),
        (File::IntConst, 4),
        (File::BoolConst, 16),
    ] {
        p.declarations.push(Declaration::new(file, 0, n - 1));
    }
    for k in 0..4u32 {
        p.immediates.push(Immediate {
            ty: ImmType::Flt32,
            values: [k, 0x7FC0_0000, 0xFF80_0000, 0x0000_0001],
            len: 4,
        });
    }
    let n = body.len() as u32;
    let stack = p.semantics.control == ControlModel::PicaStacks;
    match (loop_shape % 3, stack) {
        (1, false) => {
            // An endless loop: the budget must end it.
            p.instructions.push(Instruction::new(Opcode::Bgnloop));
            p.instructions.extend(body);
            p.instructions.push(Instruction::new(Opcode::Endloop));
        }
        (2, false) => {
            p.instructions.extend(body);
            p.instructions.push(
                Instruction::new(Opcode::Bra).with_extra(Extra::Label(shasm_ir::InstId::ZERO)),
            );
        }
        (1, true) => {
            p.instructions.push(
                Instruction::new(Opcode::Loopr)
                    .with_src(Src::new(File::IntConst, 0))
                    .with_extra(Extra::Range {
                        target: shasm_ir::InstId::saturating(n.max(1)),
                        count: 0,
                    }),
            );
            p.instructions.extend(body);
            p.instructions.push(Instruction::new(Opcode::Nop));
        }
        (2, true) => {
            p.instructions
                .push(Instruction::new(Opcode::Calr).with_extra(Extra::Range {
                    target: shasm_ir::InstId::saturating(2),
                    count: n,
                }));
            p.instructions.push(Instruction::new(Opcode::End));
            p.instructions.extend(body);
        }
        _ => p.instructions.extend(body),
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_programs_run_without_panicking(
        sem in 0u8..5,
        body in prop::collection::vec(inst_strategy(), 1..12),
        loop_shape in 0u8..3,
        inputs in prop::collection::vec(any::<u32>(), 48),
        ints in any::<[u8; 4]>(),
    ) {
        let p = program(sem, body, loop_shape);
        let exe = Executable::new(&p).expect("the generator builds valid IR");
        let mut env = exe.env();
        for i in 0..4 {
            let k = i as usize * 4;
            env.set(File::Input, i, [inputs[k], inputs[k + 1], inputs[k + 2], inputs[k + 3]]).unwrap();
        }
        for i in 0..8 {
            let k = 16 + i as usize * 4;
            env.set(File::Const, i, [inputs[k], inputs[k + 1], inputs[k + 2], inputs[k + 3]]).unwrap();
        }
        env.set(File::IntConst, 0, ints.map(u32::from)).unwrap();
        let _ = exe.run(&env);
        let _ = exe.run_quad([&env, &env, &env, &env]);
    }
}

/// Registers (with their written masks), predicates and executed count.
type RunState = (Vec<Option<[u32; 4]>>, [bool; 2], u64);

/// Everything a run leaves behind, to compare two runs.
fn state(
    r: Result<shasm_exec::Outcome, shasm_exec::ExecError>,
) -> Result<RunState, shasm_exec::ExecError> {
    let o = r?;
    let mut regs = Vec::new();
    for (file, n) in [
        (File::Output, 4),
        (File::Temp, 4),
        (File::Address, 1),
        (File::LoopCounter, 1),
    ] {
        for i in 0..n {
            regs.push(o.get(file, i));
            regs.push(Some([o.written(file, i) as u32, 0, 0, 0]));
        }
    }
    Ok((regs, o.predicates(), o.executed()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The lean path computes exactly what the general path computes, run
    /// straight through or instruction by instruction.
    #[test]
    fn lean_and_general_paths_agree(
        sem in 0u8..5,
        body in prop::collection::vec(inst_strategy(), 1..12),
        loop_shape in 0u8..3,
        inputs in prop::collection::vec(any::<u32>(), 48),
        ints in any::<[u8; 4]>(),
    ) {
        let p = program(sem, body, loop_shape);
        let mut exe = Executable::new(&p).expect("the generator builds valid IR");
        let mut env = exe.env();
        for i in 0..4 {
            let k = i as usize * 4;
            env.set(File::Input, i, [inputs[k], inputs[k + 1], inputs[k + 2], inputs[k + 3]]).unwrap();
        }
        for i in 0..8 {
            let k = 16 + i as usize * 4;
            env.set(File::Const, i, [inputs[k], inputs[k + 1], inputs[k + 2], inputs[k + 3]]).unwrap();
        }
        env.set(File::IntConst, 0, ints.map(u32::from)).unwrap();
        let lean = state(exe.run(&env));
        // Traced, every instruction runs on its own (no straight-line
        // stretches of lean instructions).
        let stepped = state(exe.run_traced(&env, &mut |_| {}));
        prop_assert_eq!(&lean, &stepped);
        exe.set_lean(false);
        let general = state(exe.run(&env));
        // NaN payloads are compared as words too: both paths use the same
        // alu functions.
        prop_assert_eq!(lean, general);
    }
}
