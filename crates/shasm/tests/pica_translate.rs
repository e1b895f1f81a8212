//! `translate --to tgsi` of PICA200 programs keeps their meaning: every
//! bundled and corpus shader that translates runs, as TGSI, to the same
//! output words as the original under the binary32 model, on random
//! inputs and uniforms (finite and moderate, where the PICA200's rules for
//! 0 * inf and NaN, which TGSI does not share, never arise).

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use shasm::driver::Input;
use shasm::{Error, Options, Program};
use shasm_exec::Executable;
use shasm_ir::File;
use std::path::{Path, PathBuf};

fn sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for dir in ["tests/corpus/pica-3ds-examples", "examples/pica"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the bundled programs are there") {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "pica") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

#[test]
fn translated_pica_programs_compute_the_same() {
    let options = Options {
        float_model: Some("f32".into()),
        ..Options::default()
    };
    let mut translated = 0;
    for path in sources() {
        let bytes = std::fs::read(&path).unwrap();
        let name = path.display().to_string();
        let program = Program::load(Input::new(name.clone(), bytes), &options).unwrap();
        let text = match program.translate("tgsi") {
            Ok(t) => t.text,
            // What TGSI cannot express (stack flow, predicates, integer
            // uniforms) is refused at its instruction.
            Err(Error::Translate { diagnostics }) => {
                assert!(diagnostics.iter().all(|d| d.code.is_some()), "{name}");
                continue;
            }
            Err(e) => panic!("{name}: {e}"),
        };
        translated += 1;
        let tgsi = shasm_tgsi::parse(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        let pica_exe = program.executable();
        let tgsi_exe = Executable::new(&tgsi).unwrap();
        // The DVLE's constants (`.constf`) are the program's, not inputs.
        let preset: Vec<(File, u32)> = program
            .ir()
            .presets
            .iter()
            .map(|p| (p.reg.file(), p.reg.index()))
            .collect();
        let mut runner = TestRunner::default();
        let words = prop::collection::vec(-1000i32..1000, (16 + 96) * 4);
        runner
            .run(&words, |values| {
                let value = |k: usize| (values[k] as f32 / 8.0).to_bits();
                let mut pica_env = pica_exe.env();
                let mut tgsi_env = tgsi_exe.env();
                for (file, count, base) in [(File::Input, 16, 0), (File::Const, 96, 16)] {
                    for i in (0..count).filter(|&i| !preset.contains(&(file, i as u32))) {
                        let v = std::array::from_fn(|c| value((base + i) * 4 + c));
                        // Registers a program does not declare are skipped.
                        let _ = pica_env.set(file, i as u32, v);
                        let _ = tgsi_env.set(file, i as u32, v);
                    }
                }
                let a = pica_exe.run(&pica_env).unwrap();
                let b = tgsi_exe.run(&tgsi_env).unwrap();
                for (index, mask) in a.written_registers(File::Output) {
                    let (x, y) = (a.get(File::Output, index), b.get(File::Output, index));
                    for c in 0..4 {
                        if mask & (1 << c) != 0 {
                            prop_assert_eq!(
                                x.map(|v| v[c]),
                                y.map(|v| v[c]),
                                "{} o{}[{}]",
                                name,
                                index,
                                c
                            );
                        }
                    }
                }
                Ok(())
            })
            .unwrap();
    }
    // The corpus has eleven vertex shaders that TGSI can express, and the
    // lighting example.
    assert!(translated >= 12, "only {translated} programs translated");
}

#[test]
fn translated_rsq_rounds_the_root_first_as_the_f32_model_does() {
    // The f32 model's RSQ is binary32 `1.0f / sqrtf(x)` (docs/cli.md, the
    // f32 model): 0x46b2b872 gives 0x3bd8a649, and a negative operand NaN.
    // The translation computes it as POW(x, 0.5) then RCP; over positive
    // binary32 words of every exponent the two agree bit for bit.
    let options = Options {
        float_model: Some("f32".into()),
        ..Options::default()
    };
    let src = ".out o0 position\n.proc main\n\trsq o0, v0.x\n\tend\n.end\n";
    let program =
        Program::load(Input::new("rsq.v.pica", src.as_bytes().to_vec()), &options).expect("loads");
    let text = program.translate("tgsi").expect("translates").text;
    let tgsi = shasm_tgsi::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let pica_exe = program.executable();
    let tgsi_exe = Executable::new(&tgsi).unwrap();
    let run = |exe: &Executable, word: u32| {
        let mut env = exe.env();
        env.set(File::Input, 0, [word; 4]).unwrap();
        exe.run(&env).unwrap().get(File::Output, 0).unwrap()[0]
    };
    assert_eq!(run(pica_exe, 0x46b2_b872), 0x3bd8_a649);
    assert_eq!(run(&tgsi_exe, 0x46b2_b872), 0x3bd8_a649);
    assert!(f32::from_bits(run(&tgsi_exe, (-2.0f32).to_bits())).is_nan());
    // A fixed xorshift walk over positive finite words (subnormals too).
    let mut state = 0x9e37_79b9u32;
    for _ in 0..20_000 {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let word = state % 0x7f80_0000;
        assert_eq!(run(pica_exe, word), run(&tgsi_exe, word), "{word:#010x}");
    }
}
