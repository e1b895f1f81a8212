//! An environment or a machine made for one program, used with another:
//! its registers are not where the other program's code looks for them, so
//! the interpreter refuses it (`ExecError::ForeignEnv`,
//! `ExecError::ForeignMachine`) instead of reading out of bounds.

mod common;

use common::{corpus, corpus_file, options};
use shasm::driver::Input;
use shasm::{Error, Program};
use shasm_exec::ExecError;

fn load(file: &str) -> Program {
    let (name, bytes) = corpus_file(file);
    Program::load(Input::new(name.as_str(), bytes.as_slice()), &options(None))
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn load_text(name: &str, text: &str) -> Program {
    Program::from_text(name, text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Every pair of different example programs (one per language and stage,
/// and two of the same language): A's environment and machine are refused
/// by B, through the interpreter and through the facade.
#[test]
fn environments_and_machines_of_another_program_are_refused() {
    let files = [
        "examples/tgsi/transform.tgsi",
        "examples/tgsi/lighting.tgsi",
        "examples/nv/vp/lighting.vp",
        "examples/nv/fp/bump.fp",
        "examples/pica/lighting.v.pica",
        "examples/pica/sprite.g.pica",
    ];
    let programs: Vec<Program> = files.iter().map(|f| load(f)).collect();
    for (a, file_a) in programs.iter().zip(files) {
        let a_inputs = a.inputs().expect("inputs of A");
        for (b, file_b) in programs.iter().zip(files) {
            if file_a == file_b {
                continue;
            }
            let pair = format!("{file_a} -> {file_b}");
            let exe = b.executable();
            assert_eq!(
                exe.run(a_inputs.env()).err(),
                Some(ExecError::ForeignEnv),
                "{pair}: run"
            );
            assert_eq!(
                exe.run_traced(a_inputs.env(), &mut |_| {}).err(),
                Some(ExecError::ForeignEnv),
                "{pair}: run_traced"
            );
            let b_inputs = b.inputs().expect("inputs of B");
            let envs = [
                b_inputs.env(),
                b_inputs.env(),
                a_inputs.env(),
                b_inputs.env(),
            ];
            assert_eq!(
                exe.run_quad(envs).err(),
                Some(ExecError::ForeignEnv),
                "{pair}: run_quad"
            );
            let mut machine = exe.machine();
            assert_eq!(
                exe.run_in(&mut machine, a_inputs.env()).err(),
                Some(ExecError::ForeignEnv),
                "{pair}: run_in with A's environment"
            );
            let mut a_machine = a.executable().machine();
            assert_eq!(
                exe.run_in(&mut a_machine, b_inputs.env()).err(),
                Some(ExecError::ForeignMachine),
                "{pair}: run_in with A's machine"
            );
            // The facade reports the interpreter's refusal as a run error.
            match b.run_with(&a_inputs) {
                Err(Error::Run {
                    source: ExecError::ForeignEnv,
                    ..
                }) => {}
                other => panic!("{pair}: run_with: {:?}", other.map(drop)),
            }
            match b.trace(&a_inputs, &mut |_| {}) {
                Err(Error::Run {
                    source: ExecError::ForeignEnv,
                    ..
                }) => {}
                other => panic!("{pair}: trace: {:?}", other.map(drop)),
            }
        }
        // The program's own environment and machine are accepted.
        let exe = a.executable();
        exe.run(a_inputs.env())
            .unwrap_or_else(|e| panic!("{file_a}: own environment: {e}"));
        let mut machine = exe.machine();
        exe.run_in(&mut machine, a_inputs.env())
            .unwrap_or_else(|e| panic!("{file_a}: own machine: {e}"));
    }
}

/// Two programs with the same registers but different initial values
/// (here an immediate): the environment carries the initial values, so it
/// is the other program's (ExecError::ForeignEnv's contract: "one with
/// other registers, initial values or texture units").
#[test]
fn same_registers_other_initial_values_is_foreign() {
    let text = |value: &str| {
        format!(
            "VERT\nDCL OUT[0], POSITION\nIMM[0] FLT32 {{{value}, 0.0, 0.0, 1.0}}\n  0: MOV OUT[0], IMM[0]\n  1: END\n"
        )
    };
    let a = load_text("a.tgsi", &text("1.0"));
    let b = load_text("b.tgsi", &text("2.0"));
    let a_inputs = a.inputs().expect("inputs");
    assert_eq!(
        b.executable().run(a_inputs.env()).err(),
        Some(ExecError::ForeignEnv)
    );
}

/// The same program loaded twice is the same program: each load's
/// environment runs the other's executable.
#[test]
fn the_same_program_loaded_twice_shares_environments() {
    for (name, bytes) in corpus().iter().take(8) {
        let load = || {
            Program::load(Input::new(name.as_str(), bytes.as_slice()), &options(None))
                .unwrap_or_else(|e| panic!("{name}: {e}"))
        };
        let (a, b) = (load(), load());
        let a_inputs = a.inputs().expect("inputs");
        b.executable()
            .run(a_inputs.env())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let mut machine = a.executable().machine();
        b.executable()
            .run_in(&mut machine, a_inputs.env())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}
