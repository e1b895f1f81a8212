//! Runs the spec-test files of `tests/spec/nv_vp/` (format:
//! `tests/spec/README.md`) through the library, so that they are checked
//! before the CLI's runner (`crates/cli/tests/spec.rs`) runs them. Supports
//! the subset those files use: `check: ok`, `error:`, `run: --set ...`, and
//! the expectations `NAME[.mask] = ...`, `NAME ~ ... +- TOL`, `cc = ...`,
//! `executed = N` and `unwritten NAME`.

use shasm_exec::{Executable, Outcome};
use shasm_nv::vp::{self, VertexProgram};
use std::path::{Path, PathBuf};

fn word(v: &str) -> u32 {
    let v = v.trim();
    if let Some(hex) = v.strip_prefix("0x") {
        return u32::from_str_radix(hex, 16).expect("hex word");
    }
    match v {
        "nan" => f32::NAN.to_bits(),
        "inf" => f32::INFINITY.to_bits(),
        "-inf" => f32::NEG_INFINITY.to_bits(),
        _ => v.parse::<f32>().expect("a number").to_bits(),
    }
}

/// Exact comparison: bitwise, except that `nan` matches any NaN.
fn matches(got: u32, want: &str) -> bool {
    if want.trim() == "nan" {
        return f32::from_bits(got).is_nan();
    }
    got == word(want)
}

fn locate(p: &VertexProgram, name: &str) -> (shasm_ir::File, u32) {
    vp::resolve_register(name, p.version).unwrap_or_else(|| panic!("no register `{name}`"))
}

fn run(p: &VertexProgram, args: &str) -> Outcome {
    let exe = Executable::new(&p.program).expect("prepares");
    let mut env = exe.env();
    let mut words = args.split_whitespace();
    while let Some(w) = words.next() {
        assert_eq!(w, "--set", "only --set is supported here");
        let (name, values) = words.next().expect("NAME=VALUES").split_once('=').unwrap();
        let (file, index) = locate(p, name);
        let mut v = [None; 4];
        for (slot, s) in v.iter_mut().zip(values.split(',')) {
            *slot = Some(word(s));
        }
        env.set_components(file, index, v).expect("settable");
    }
    exe.run(&env).expect("runs")
}

/// `NAME` or `NAME.mask` -> the register and the component indices.
fn target<'a>(p: &VertexProgram, lhs: &'a str) -> (shasm_ir::File, u32, Vec<usize>, &'a str) {
    let lhs = lhs.trim();
    let (name, mask) = match lhs.rsplit_once('.') {
        Some((n, m)) if !n.is_empty() && m.chars().all(|c| "xyzw".contains(c)) => {
            (n, m.chars().map(|c| "xyzw".find(c).unwrap()).collect())
        }
        _ => (lhs, vec![0, 1, 2, 3]),
    };
    let (file, index) = locate(p, name);
    (file, index, mask, name)
}

fn expect(path: &Path, p: &VertexProgram, o: &Outcome, exp: &str) {
    let at = format!("{}: expect: {exp}", path.display());
    if let Some(name) = exp.strip_prefix("unwritten ") {
        let (file, index, _, _) = target(p, name);
        assert_eq!(o.written(file, index), 0, "{at}");
        return;
    }
    if let Some((lhs, rhs)) = exp.split_once(" ~ ") {
        let (values, tolerance) = rhs.split_once("+-").expect("+- TOL");
        let tolerance: f64 = tolerance.trim().parse().unwrap();
        let (file, index, mask, _) = target(p, lhs);
        let got = o.get(file, index).unwrap();
        for (c, want) in mask.iter().zip(values.split(',')) {
            let g = f64::from(f32::from_bits(got[*c]));
            let w = f64::from(f32::from_bits(word(want)));
            assert!((g - w).abs() <= tolerance, "{at}: component {c} is {g}");
        }
        return;
    }
    let (lhs, rhs) = exp.split_once(" = ").expect("NAME = VALUES");
    match lhs.trim() {
        "cc" => {
            let got: Vec<_> = o.cc(0).iter().map(|c| c.nv_name()).collect();
            assert_eq!(got.join(", "), rhs.trim(), "{at}");
        }
        "executed" => assert_eq!(o.executed().to_string(), rhs.trim(), "{at}"),
        _ => {
            let (file, index, mask, _) = target(p, lhs);
            let got = o.get(file, index).unwrap();
            let wants: Vec<&str> = rhs.split(',').collect();
            assert_eq!(wants.len(), mask.len(), "{at}: component count");
            for (c, want) in mask.iter().zip(wants) {
                assert!(
                    matches(got[*c], want),
                    "{at}: component {c} is {:#010x} ({})",
                    got[*c],
                    f32::from_bits(got[*c])
                );
            }
        }
    }
}

fn check_file(path: &Path) {
    let text = std::fs::read_to_string(path).unwrap();
    let (header, program) = text.split_once("\n---\n").expect("a `---` line");
    let keys: Vec<(&str, &str)> = header
        .lines()
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim(), v.trim()))
        .collect();
    for required in ["test", "spec"] {
        assert!(
            keys.iter().any(|(k, _)| *k == required),
            "{}: no `{required}:`",
            path.display()
        );
    }
    let loaded = vp::load(program);
    let errors: Vec<&str> = keys
        .iter()
        .filter(|(k, _)| *k == "error")
        .map(|(_, v)| *v)
        .collect();
    if !errors.is_empty() {
        let e = loaded.expect_err("the program must fail to load");
        let got: Vec<String> = e
            .diagnostics
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
        Ok(p) => p,
        Err(e) => panic!(
            "{}",
            shasm_diag::render(&path.display().to_string(), program, &e.diagnostics)
        ),
    };
    let mut outcome = None;
    for (key, value) in keys {
        match key {
            "run" => outcome = Some(run(&p, value)),
            "expect" => expect(path, &p, outcome.as_ref().expect("run: first"), value),
            _ => {}
        }
    }
}

#[test]
fn spec_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/spec/nv_vp");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "test"))
        .collect();
    paths.sort();
    for path in &paths {
        check_file(path);
    }
    assert!(paths.len() >= 10, "found {} files", paths.len());
}
