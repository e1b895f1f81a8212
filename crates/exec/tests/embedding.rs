//! Embedding safety: environments and machines are tied to the program
//! that made them, and misuse is an error, never a panic.

use shasm_exec::{ExecError, Executable};
use shasm_ir::*;

fn program(temps: u32, outputs: u32) -> Program {
    let mut p = Program::new(Stage::Vertex, Semantics::tgsi());
    p.declarations.push(Declaration::new(File::Input, 0, 0));
    p.declarations
        .push(Declaration::new(File::Output, 0, outputs - 1));
    p.declarations
        .push(Declaration::new(File::Temp, 0, temps - 1));
    let mut mov = Instruction::new(Opcode::Mov);
    mov.dst = Some(Dst::new(File::Output, outputs - 1));
    mov.src = vec![Src::new(File::Input, 0)];
    p.instructions.push(mov);
    p.instructions.push(Instruction::new(Opcode::End));
    p
}

#[test]
fn an_env_of_another_program_is_refused() {
    let small = Executable::new(&program(1, 1)).unwrap();
    let big = Executable::new(&program(64, 16)).unwrap();
    let env = small.env();
    assert_eq!(big.run(&env).unwrap_err(), ExecError::ForeignEnv);
    assert_eq!(
        big.run_quad([&env, &env, &env, &env]).unwrap_err(),
        ExecError::ForeignEnv
    );
    assert_eq!(
        big.run_traced(&env, &mut |_| {}).unwrap_err(),
        ExecError::ForeignEnv
    );
    let mut m = big.machine();
    assert_eq!(big.run_in(&mut m, &env).unwrap_err(), ExecError::ForeignEnv);
    // The other way round: a small environment in a big program.
    assert_eq!(small.run(&big.env()).unwrap_err(), ExecError::ForeignEnv);
    // One bad lane spoils the quad.
    let good = big.env();
    assert_eq!(
        big.run_quad([&good, &good, &good, &env]).unwrap_err(),
        ExecError::ForeignEnv
    );
}

#[test]
fn a_machine_of_another_program_is_refused() {
    let small = Executable::new(&program(1, 1)).unwrap();
    let big = Executable::new(&program(64, 16)).unwrap();
    let mut m = small.machine();
    assert_eq!(
        big.run_in(&mut m, &big.env()).unwrap_err(),
        ExecError::ForeignMachine
    );
    // Reading a foreign machine gives nothing rather than a wrong register.
    assert_eq!(big.read(&m, File::Output, 15), None);
    let mut m = big.machine();
    big.run_in(&mut m, &big.env()).unwrap();
    assert_eq!(small.read(&m, File::Output, 0), None);
}

#[test]
fn a_program_prepared_twice_shares_its_environments() {
    // Same registers, same initial values: the environment fits both.
    let a = Executable::new(&program(4, 2)).unwrap();
    let b = Executable::new(&program(4, 2)).unwrap();
    let mut env = a.env();
    env.set_f32(File::Input, 0, [1.0, 2.0, 3.0, 4.0]).unwrap();
    let out = b.run(&env).unwrap();
    assert_eq!(out.get_f32(File::Output, 1), Some([1.0, 2.0, 3.0, 4.0]));
    let mut m = a.machine();
    b.run_in(&mut m, &env).unwrap();
    assert_eq!(
        b.read(&m, File::Output, 1),
        Some([1.0f32, 2.0, 3.0, 4.0].map(f32::to_bits))
    );
    // A clone too.
    let c = a.clone();
    assert!(c.run(&env).is_ok());
}

#[test]
fn different_immediates_make_a_different_program() {
    // The environment holds the immediates: one made for a program with
    // other immediates would feed this one wrong constants.
    let with_imm = |v: f32| {
        let mut p = program(1, 1);
        p.immediates.push(Immediate {
            ty: ImmType::Flt32,
            values: [v.to_bits(); 4],
            len: 4,
        });
        Executable::new(&p).unwrap()
    };
    let a = with_imm(1.0);
    let b = with_imm(2.0);
    assert_eq!(b.run(&a.env()).unwrap_err(), ExecError::ForeignEnv);
}
