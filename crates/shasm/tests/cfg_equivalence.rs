//! Issue 11, item 3: every program we have, run through CFG ->
//! structurizer -> the structured-form evaluator, gives the same results
//! as the interpreter bit for bit (registers with their write masks,
//! condition codes, predicates, executed count, killed flag, emitted
//! vertices, end or error), on the program's default inputs and on random
//! inputs, uniforms, booleans and loop integers.

mod common;
use common::{Rng, Source, sources};
use shasm::cfg::{Equivalence, Form, equivalent};
use shasm::driver::Input;
use shasm::{Options, Program};
use shasm_exec::Env;
use shasm_ir::File;

/// Random values for every input, constant, boolean and integer register
/// the program declares (left alone where the environment refuses).
fn randomize(env: &mut Env, rng: &mut Rng) {
    for file in [File::Input, File::Const, File::BoolConst, File::IntConst] {
        for index in 0..96 {
            let v: [u32; 4] = std::array::from_fn(|_| match file {
                File::BoolConst => (rng.below(2)) as u32,
                // Loop count, start and step bytes: small, so runs stay short.
                File::IntConst => rng.below(6) as u32,
                _ => ((rng.below(33) as f32 - 16.0) / 4.0).to_bits(),
            });
            let _ = env.set(file, index, v);
        }
    }
}

fn load(source: &Source) -> Option<Program> {
    let options = Options {
        isa: source
            .isa
            .as_deref()
            .map(|i| i.parse().expect("a known ISA")),
        ..Options::default()
    };
    Program::load(
        Input::new(source.name.clone(), source.bytes.clone()),
        &options,
    )
    .ok()
}

#[test]
fn every_program_runs_the_same_structured() {
    let mut checked = 0;
    let mut runs = 0;
    let mut dispatched = 0;
    let mut regions = 0;
    let mut inexact = Vec::new();
    let mut failures = Vec::new();
    let mut rng = Rng(0x05ee_dcf9);
    for source in sources(&["tgsi", "vp", "fp", "pica", "shbin"]) {
        let Some(program) = load(&source) else {
            continue;
        };
        checked += 1;
        let Ok(inputs) = program.inputs() else {
            continue;
        };
        let exe = program.executable();
        let mut envs = vec![inputs.env().clone()];
        for _ in 0..8 {
            let mut env = inputs.env().clone();
            randomize(&mut env, &mut rng);
            envs.push(env);
        }
        for env in &envs {
            runs += 1;
            match equivalent(exe, env) {
                Equivalence::Same { form } => {
                    if form == Form::Dispatcher {
                        dispatched += 1;
                    }
                    if form == Form::Regions {
                        regions += 1;
                    }
                }
                Equivalence::Inexact(reason) => {
                    inexact.push(format!("{}: {reason}", source.name));
                    break;
                }
                Equivalence::Differs(what) => {
                    failures.push(format!("{}: {what}", source.name));
                    break;
                }
            }
        }
    }
    eprintln!(
        "{checked} programs, {runs} runs compared, {regions} with irreducible regions, \
         {dispatched} through the whole-program dispatcher, {} inexact",
        inexact.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(inexact.is_empty(), "{}", inexact.join("\n"));
    // The spec tests, examples and corpus hold well over a hundred programs.
    assert!(checked > 100, "only {checked} programs loaded");
}
