//! The start of a run from the entry: the fused dot products of the entry
//! stretch, the registers whose reset is skipped (written whole before
//! read) and whole-program stretches give what the general path and
//! traced runs give, also in a machine reused after other runs.

use proptest::prelude::*;
use shasm_exec::{Executable, Outcome};
use shasm_ir::*;

fn semantics(k: u8) -> Semantics {
    match k % 3 {
        0 => Semantics::tgsi(),
        1 => Semantics::nv_vertex(),
        _ => Semantics::pica(),
    }
}

/// One step of a generated body: a matrix transform (3 or 4 dot products
/// of consecutive constants with one vector, possibly the destination
/// itself), a cross product (MUL then MAD, fused when the MAD's factors
/// do not read the destination), or a single instruction. (On PICA200 a
/// NOP separates the body from its repetition: it runs within the
/// stretch.)
#[derive(Clone, Debug)]
enum Piece {
    Rows {
        op: u8,
        rows: u8,
        first: u32,
        vector: (bool, u32),
        dst: u32,
    },
    Mov {
        from: u32,
        to: u32,
        mask: u8,
        swizzled: bool,
    },
    Mad {
        a: u32,
        b: u32,
        to: u32,
    },
    Cross {
        a: u32,
        b: u32,
        to: u32,
        mask: u8,
    },
    /// PICA200 CMP (kept out of other programs): sets the condition flags.
    Cmp {
        a: u32,
        b: u32,
        ops: (u32, u32),
    },
}

fn piece() -> impl Strategy<Value = Piece> {
    prop_oneof![
        (0u8..3, 3u8..5, 0u32..5, any::<bool>(), 0u32..3, 0u32..3).prop_map(
            |(op, rows, first, from_temp, v, dst)| Piece::Rows {
                op,
                rows,
                first,
                vector: (from_temp, v),
                dst,
            }
        ),
        (
            0u32..3,
            0u32..3,
            prop_oneof![Just(15u8), 1u8..16],
            any::<bool>()
        )
            .prop_map(|(from, to, mask, swizzled)| Piece::Mov {
                from,
                to,
                mask,
                swizzled
            }),
        (0u32..3, 0u32..3, 0u32..3).prop_map(|(a, b, to)| Piece::Mad { a, b, to }),
        (0u32..3, 0u32..3, 0u32..3, prop_oneof![Just(7u8), 1u8..16])
            .prop_map(|(a, b, to, mask)| Piece::Cross { a, b, to, mask }),
        (0u32..3, 0u32..3, 0u32..8, 0u32..8).prop_map(|(a, b, x, y)| Piece::Cmp {
            a,
            b,
            ops: (x, y)
        }),
    ]
}

fn instructions(p: &Piece) -> Vec<Instruction> {
    match *p {
        Piece::Rows {
            op,
            rows,
            first,
            vector: (from_temp, v),
            dst,
        } => {
            let opcode = [Opcode::Dp3, Opcode::Dp4, Opcode::Dph][op as usize % 3];
            let vector = if from_temp {
                Src::new(File::Temp, v)
            } else {
                Src::new(File::Input, v)
            };
            (0..rows)
                .map(|i| {
                    Instruction::new(opcode)
                        .with_dst(Dst::new(File::Temp, dst).masked(WriteMask(1 << i)))
                        .with_src(Src::new(File::Const, first + u32::from(i)))
                        .with_src(vector)
                })
                .collect()
        }
        Piece::Mov {
            from,
            to,
            mask,
            swizzled,
        } => {
            // Whole and plain, a move is a copy of the register.
            let src = Src::new(File::Temp, from);
            let src = if swizzled {
                src.swizzled(Swizzle([3, 2, 1, 0]))
            } else {
                src
            };
            vec![
                Instruction::new(Opcode::Mov)
                    .with_dst(Dst::new(File::Output, to).masked(WriteMask(mask)))
                    .with_src(src),
            ]
        }
        Piece::Mad { a, b, to } => vec![
            Instruction::new(Opcode::Mad)
                .with_dst(Dst::new(File::Temp, to))
                .with_src(Src::new(File::Temp, a))
                .with_src(Src::new(File::Const, b))
                .with_src(Src::new(File::Input, a)),
        ],
        // mul to, a.yzx, b.zxy; mad to, -b.yzx, a.zxy, to
        Piece::Cross { a, b, to, mask } => {
            let (yzx, zxy) = (Swizzle([1, 2, 0, 3]), Swizzle([2, 0, 1, 3]));
            let dst = Dst::new(File::Temp, to).masked(WriteMask(mask));
            vec![
                Instruction::new(Opcode::Mul)
                    .with_dst(dst)
                    .with_src(Src::new(File::Temp, a).swizzled(yzx))
                    .with_src(Src::new(File::Temp, b).swizzled(zxy)),
                Instruction::new(Opcode::Mad)
                    .with_dst(dst)
                    .with_src(Src::new(File::Temp, b).swizzled(yzx).negated())
                    .with_src(Src::new(File::Temp, a).swizzled(zxy))
                    .with_src(Src::new(File::Temp, to)),
            ]
        }
        // As the PICA200 front end lowers CMP.
        Piece::Cmp { a, b, ops: (x, y) } => vec![
            Instruction::new(Opcode::Setp)
                .with_dst(Dst::new(File::Predicate, 0).masked(WriteMask(0b0011)))
                .with_src(Src::new(File::Temp, a).swizzled(Swizzle([1, 0, 3, 2])))
                .with_src(Src::new(File::Input, b).negated())
                .with_extra(Extra::Compare([
                    CompareOp::from_bits(x),
                    CompareOp::from_bits(y),
                ])),
        ],
    }
}

fn program(sem: u8, body: &[Piece], tail: u8) -> Program {
    let mut p = Program::new(Stage::Vertex, semantics(sem));
    let pica = p.semantics.control == ControlModel::PicaStacks;
    let body: Vec<Piece> = body
        .iter()
        .filter(|piece| pica || !matches!(piece, Piece::Cmp { .. }))
        .cloned()
        .collect();
    let body = &body[..];
    for (file, n) in [
        (File::Input, 4),
        (File::Output, 4),
        (File::Temp, 4),
        (File::Const, 8),
    ] {
        p.declarations.push(Declaration::new(file, 0, n - 1));
    }
    p.instructions = body.iter().flat_map(instructions).collect();
    match tail % 3 {
        // Ends after the stretch: the whole program is one stretch.
        0 => p.instructions.push(Instruction::new(Opcode::End)),
        // More after a flow instruction.
        1 => {
            let kill = Instruction::new(Opcode::KillIf).with_src(Src::new(File::Temp, 0));
            if p.semantics.control == ControlModel::PicaStacks {
                p.instructions.push(Instruction::new(Opcode::Nop));
            } else {
                p.instructions.push(kill);
            }
            p.instructions
                .extend(body.iter().rev().flat_map(instructions));
        }
        _ => {}
    }
    p
}

/// Words of every kind, mostly floats of moderate size, and the special
/// ones that the lean path's shortcuts must leave to the definitions:
/// zeros of both signs, infinities, NaNs (two payloads), f32 denormals,
/// the smallest f32 normal, the edges of the float24 shortcut's window
/// (2^-20 and just below, 2^30 and just below) and the largest f32.
fn word() -> impl Strategy<Value = u32> {
    prop_oneof![
        6 => (-100.0f32..100.0).prop_map(f32::to_bits),
        2 => any::<u32>(),
        3 => prop::sample::select(vec![
            0u32,
            0x8000_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0xFFC0_1234,
            0x0000_0001,
            0x807F_FFFF,
            0x0080_0000,
            0x3580_0000,
            0xB57F_FFFF,
            0x4E80_0000,
            0xCE7F_FFFF,
            0x7F7F_FFFF,
        ]),
    ]
}

fn fill(exe: &Executable, words: &[u32]) -> shasm_exec::Env {
    let mut env = exe.env();
    let mut w = words.iter().copied().cycle();
    let mut next = || [w.next().unwrap_or(0); 4].map(|_| w.next().unwrap_or(0));
    for i in 0..4 {
        env.set(File::Input, i, next()).unwrap();
    }
    for i in 0..8 {
        env.set(File::Const, i, next()).unwrap();
    }
    for i in 0..4 {
        // Initial values of writable registers: a run that skips a reset
        // wrongly would show the previous run's values instead.
        env.set(File::Temp, i, next()).unwrap();
        env.set(File::Output, i, next()).unwrap();
    }
    env
}

type State = (Vec<Option<[u32; 4]>>, Vec<u8>, u64, bool, [bool; 2]);

fn state(o: &Outcome) -> State {
    let mut regs = Vec::new();
    let mut written = Vec::new();
    for file in [File::Output, File::Temp] {
        for i in 0..4 {
            regs.push(o.get(file, i));
            written.push(o.written(file, i));
        }
    }
    (regs, written, o.executed(), o.killed(), o.predicates())
}

fn machine_state(exe: &Executable, m: &shasm_exec::Machine) -> Vec<Option<[u32; 4]>> {
    let mut regs = Vec::new();
    for file in [File::Output, File::Temp] {
        for i in 0..4 {
            regs.push(exe.read(m, file, i));
        }
    }
    regs
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn entry_stretch_matches_the_general_path(
        sem in 0u8..3,
        body in prop::collection::vec(piece(), 1..8),
        tail in 0u8..3,
        first in prop::collection::vec(word(), 64),
        second in prop::collection::vec(word(), 64),
    ) {
        let p = program(sem, &body, tail);
        let mut exe = Executable::new(&p).expect("the generator builds valid IR");
        let (env1, env2) = (fill(&exe, &first), fill(&exe, &second));
        let fast = state(&exe.run(&env2).unwrap());
        let traced = state(&exe.run_traced(&env2, &mut |_| {}).unwrap());
        prop_assert_eq!(&fast, &traced);
        // A machine that ran with other values first.
        let mut m = exe.machine();
        exe.run_in(&mut m, &env1).unwrap();
        exe.run_in(&mut m, &env2).unwrap();
        let reused = machine_state(&exe, &m);
        exe.set_lean(false);
        let general = state(&exe.run(&env2).unwrap());
        prop_assert_eq!(&fast, &general);
        let mut m = exe.machine();
        exe.run_in(&mut m, &env2).unwrap();
        prop_assert_eq!(reused, machine_state(&exe, &m));
    }
}
