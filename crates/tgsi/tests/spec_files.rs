//! Checks the TGSI spec-test files (`tests/spec/tgsi/*.test`, format in
//! `tests/spec/README.md`) with the parser and the reference interpreter.
//! The CLI's runner runs them too, through `shasm`; this covers the subset
//! of the format those files use (`--set` of IN/CONST, `expect: NAME = ...`,
//! `expect: executed = N`, `error:`), so they are checked where the TGSI
//! front end is built.

use shasm_exec::Executable;
use shasm_ir::File;
use std::path::Path;

fn register(name: &str) -> (File, u32) {
    let (file, rest) = name.split_once('[').expect("NAME[index]");
    let index = rest.trim_end_matches(']').parse().expect("index");
    let file = match file {
        "IN" => File::Input,
        "OUT" => File::Output,
        "CONST" => File::Const,
        "TEMP" => File::Temp,
        other => panic!("unexpected register file {other}"),
    };
    (file, index)
}

fn word(v: &str) -> u32 {
    match v.trim() {
        "nan" => f32::NAN.to_bits(),
        "inf" => f32::INFINITY.to_bits(),
        "-inf" => f32::NEG_INFINITY.to_bits(),
        v if v.starts_with("0x") => u32::from_str_radix(&v[2..], 16).expect("hex word"),
        v => v.parse::<f32>().expect("float").to_bits(),
    }
}

fn matches(got: u32, want: &str) -> bool {
    let w = word(want);
    if want.trim() == "nan" {
        f32::from_bits(got).is_nan()
    } else {
        got == w
    }
}

struct Run {
    sets: Vec<(File, u32, Vec<u32>)>,
    expects: Vec<String>,
}

fn check_file(path: &Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.display().to_string();
    let (header, body) = text.split_once("\n---\n").expect("a --- line");
    let mut errors = Vec::new();
    let mut runs: Vec<Run> = Vec::new();
    for line in header.lines() {
        let (key, value) = line.split_once(':').expect("key: value");
        let value = value.trim();
        match key {
            "test" | "spec" | "isa" => {}
            "error" => errors.push(value.to_string()),
            "run" => {
                let mut sets = Vec::new();
                let mut args = value.split_whitespace();
                while let Some(arg) = args.next() {
                    assert_eq!(arg, "--set", "{name}: only --set is used here");
                    let (reg, values) = args.next().unwrap().split_once('=').unwrap();
                    let (file, index) = register(reg);
                    sets.push((file, index, values.split(',').map(word).collect()));
                }
                runs.push(Run {
                    sets,
                    expects: Vec::new(),
                });
            }
            "expect" => runs
                .last_mut()
                .expect("expect after run")
                .expects
                .push(value.to_string()),
            other => panic!("{name}: unexpected key {other}"),
        }
    }
    let result = shasm_tgsi::parse(body);
    if !errors.is_empty() {
        let diagnostics = result.expect_err(&name);
        let got: Vec<String> = diagnostics
            .0
            .iter()
            .map(|d| {
                let (line, col) = shasm_diag::line_col(body, d.span.start);
                format!("{line}:{col}: {}", d.message)
            })
            .collect();
        assert_eq!(got, errors, "{name}");
        return;
    }
    let program = result.unwrap_or_else(|d| panic!("{name}: {d}"));
    let exe = Executable::new(&program).unwrap();
    for run in runs {
        let mut env = exe.env();
        for (file, index, values) in &run.sets {
            let mut v = [None; 4];
            for (slot, w) in v.iter_mut().zip(values) {
                *slot = Some(*w);
            }
            env.set_components(*file, *index, v).unwrap();
        }
        let outcome = exe.run(&env).unwrap();
        for expect in &run.expects {
            let (lhs, rhs) = expect.split_once('=').unwrap();
            let lhs = lhs.trim();
            if lhs == "executed" {
                assert_eq!(
                    outcome.executed(),
                    rhs.trim().parse::<u64>().unwrap(),
                    "{name}"
                );
                continue;
            }
            let (file, index) = register(lhs);
            let got = outcome.get(file, index).unwrap();
            let want: Vec<&str> = rhs.split(',').collect();
            assert_eq!(want.len(), 4, "{name}: {expect}");
            let ok = got.iter().zip(&want).all(|(g, w)| matches(*g, w));
            assert!(
                ok,
                "{name}: {expect}: got {:?} ({got:08x?})",
                got.map(f32::from_bits)
            );
        }
    }
}

#[test]
fn tgsi_spec_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec/tgsi");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        if entry.path().extension().is_some_and(|e| e == "test") {
            check_file(&entry.path());
            n += 1;
        }
    }
    assert!(n >= 10, "spec files are missing");
}
