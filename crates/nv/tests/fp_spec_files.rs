//! Runs the spec-test files of `tests/spec/nv_fp/` (format:
//! `tests/spec/README.md`) through the library, so that they are checked
//! before the CLI's runner (`crates/cli/tests/spec.rs`) exists. Supports
//! the subset those files use: `check`, `error`, `run: --set ...`, and
//! `expect:` of registers (with masks), `killed` and `cc`.

use shasm_exec::{Executable, Outcome};
use shasm_ir::{File, Program};
use shasm_nv::fp;
use std::path::PathBuf;

fn locate(p: &Program, name: &str) -> Option<(File, u32)> {
    p.declarations.iter().find_map(|d| {
        (d.first..=d.last)
            .find_map(|i| (d.spell(i).as_deref() == Some(name)).then_some((d.file, i)))
    })
}

fn word(v: &str) -> u32 {
    let v = v.trim();
    if let Some(hex) = v.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16).unwrap();
    }
    match v {
        "nan" => f32::NAN.to_bits(),
        "inf" => f32::INFINITY.to_bits(),
        "-inf" => f32::NEG_INFINITY.to_bits(),
        _ => v.parse::<f32>().unwrap().to_bits(),
    }
}

fn matches(got: u32, want: &str) -> bool {
    if want.trim() == "nan" {
        return f32::from_bits(got).is_nan();
    }
    got == word(want)
}

fn run(p: &Program, args: &str) -> Outcome {
    let exe = Executable::new(p).unwrap();
    let mut env = exe.env();
    let mut words = args.split_whitespace();
    while let Some(w) = words.next() {
        assert_eq!(w, "--set");
        let (name, values) = words.next().unwrap().split_once('=').unwrap();
        let (file, index) = locate(p, name).unwrap_or_else(|| panic!("no register {name}"));
        let mut v = [None; 4];
        for (slot, s) in v.iter_mut().zip(values.split(',')) {
            *slot = Some(word(s));
        }
        env.set_components(file, index, v).unwrap();
    }
    exe.run(&env).unwrap()
}

fn check_file(path: &PathBuf) {
    let text = std::fs::read_to_string(path).unwrap();
    let (header, program) = text.split_once("\n---\n").unwrap();
    let loaded = fp::load(program);
    let errors: Vec<&str> = header
        .lines()
        .filter_map(|l| l.strip_prefix("error: "))
        .collect();
    if !errors.is_empty() {
        let e = loaded.expect_err("the program must fail to load");
        let got: Vec<String> = e
            .diagnostics
            .0
            .iter()
            .map(|d| {
                let (l, c) = shasm_diag::line_col(program, d.span.start);
                format!("{l}:{c}: {}", d.message)
            })
            .collect();
        assert_eq!(got, errors, "{}", path.display());
        return;
    }
    let p = match loaded {
        Ok(p) => p.program,
        Err(e) => panic!(
            "{}",
            shasm_diag::render(&path.display().to_string(), program, &e.diagnostics.0)
        ),
    };
    let mut outcome = None;
    for line in header.lines() {
        if let Some(args) = line.strip_prefix("run:") {
            outcome = Some(run(&p, args));
        } else if let Some(exp) = line.strip_prefix("expect: ") {
            let o = outcome.as_ref().expect("expect after run");
            let (lhs, rhs) = exp.split_once(" = ").unwrap();
            match lhs {
                "killed" => assert_eq!(o.killed().to_string(), rhs, "{exp}"),
                "cc" => {
                    let got: Vec<_> = o.cc(0).iter().map(|c| c.nv_name()).collect();
                    assert_eq!(got.join(", "), rhs, "{exp}");
                }
                _ => {
                    let (name, mask) = match lhs.split_once('.') {
                        Some((n, m)) => (n, m.chars().map(|c| "xyzw".find(c).unwrap()).collect()),
                        None => (lhs, vec![0, 1, 2, 3]),
                    };
                    let (file, index) = locate(&p, name).unwrap();
                    let got = o.get(file, index).unwrap();
                    for (c, want) in mask.iter().zip(rhs.split(',')) {
                        assert!(
                            matches(got[*c], want),
                            "{}: {exp}: component {c} is {:#010x} ({})",
                            path.display(),
                            got[*c],
                            f32::from_bits(got[*c])
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn spec_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec/nv_fp");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "test") {
            check_file(&path);
            n += 1;
        }
    }
    assert!(n >= 8);
}
